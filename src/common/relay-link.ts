/**
 * A seat's link: `https://<relay>/#k=<key>&r=<room>&s=<seat>` — the relay's address (the page it serves),
 * and in the fragment, which a browser never sends to any server, the seat's 32-byte key (base64url), the
 * room id and the seat number. The app's own Join a game reads the same link without loading the page.
 */
import { RELAY_MAX_SEATS, RELAY_ROOM_ID_PATTERN } from './relay-protocol';
import { fromBase64Url, KEY_BYTES, toBase64Url } from './relay-seal';

export interface RelayLink {
  /** The relay's address (http(s) origin and path, no fragment). */
  relay: string;
  roomId: string;
  seat: number;
  key: Uint8Array<ArrayBuffer>;
}

/** What is wrong with a seat's link, as a code a page translates (`message` is the English text). */
export type RelayLinkProblem = 'address' | 'scheme' | 'noSeat' | 'parts' | 'key' | 'room' | 'seat';

export class RelayLinkError extends Error {
  constructor(
    readonly problem: RelayLinkProblem,
    message: string,
  ) {
    super(message);
    this.name = 'RelayLinkError';
  }
}

function relayBase(relay: string): URL {
  let url: URL;
  try {
    url = new URL(relay);
  } catch {
    throw new RelayLinkError('address', `The relay address "${relay}" is not an address.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RelayLinkError('scheme', `A relay address is http or https, not ${url.protocol}`);
  url.hash = '';
  url.search = '';
  return url;
}

export function buildRelayLink(link: RelayLink): string {
  if (!RELAY_ROOM_ID_PATTERN.test(link.roomId)) throw new Error('A relay room id is 22 base64url characters.');
  if (!Number.isInteger(link.seat) || link.seat < 0 || link.seat >= RELAY_MAX_SEATS) throw new Error(`A seat is 0..${RELAY_MAX_SEATS - 1}.`);
  if (link.key.length !== KEY_BYTES) throw new Error(`A seat key is ${KEY_BYTES} bytes.`);
  const url = relayBase(link.relay);
  url.hash = `k=${toBase64Url(link.key)}&r=${link.roomId}&s=${link.seat}`;
  return url.toString();
}

/** Reads a link; throws an Error that says what is wrong with it. */
export function parseRelayLink(text: string): RelayLink {
  const url = relayBase(text.trim());
  const hash = new URL(text.trim()).hash.replace(/^#/, '');
  if (!hash) throw new RelayLinkError('noSeat', 'This link has no seat in it (nothing after #).');
  const params = new URLSearchParams(hash);
  const k = params.get('k');
  const r = params.get('r');
  const s = params.get('s');
  if (k === null || r === null || s === null) throw new RelayLinkError('parts', 'A seat link has k (key), r (room) and s (seat) after #.');
  const key = fromBase64Url(k);
  if (!key || key.length !== KEY_BYTES) throw new RelayLinkError('key', `The key in this link is not ${KEY_BYTES} bytes of base64url.`);
  if (!RELAY_ROOM_ID_PATTERN.test(r)) throw new RelayLinkError('room', 'The room in this link is not a relay room id.');
  if (!/^\d$/.test(s) || Number(s) >= RELAY_MAX_SEATS) throw new RelayLinkError('seat', `The seat in this link is not 0..${RELAY_MAX_SEATS - 1}.`);
  return { relay: url.toString(), roomId: r, seat: Number(s), key };
}

/**
 * A relay address as a player types it (ws, wss, http or https; a bare host:port counts as http), as the
 * http(s) origin and path links use; throws an Error that says what is wrong with it.
 */
export function relayAddress(text: string): string {
  const typed = text.trim();
  if (!typed) throw new Error('No relay address is set.');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `http://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(`The relay address "${typed}" is not an address.`);
  }
  const scheme = { 'ws:': 'http:', 'wss:': 'https:', 'http:': 'http:', 'https:': 'https:' }[url.protocol];
  if (!scheme) throw new Error(`A relay address starts with ws, wss, http or https, not ${url.protocol}`);
  if (url.username || url.password) throw new Error('A relay address holds no user name or password.');
  if (url.search || url.hash) throw new Error('A relay address holds no ? or # part.');
  return `${scheme}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/** The relay's WebSocket endpoint for the SDK: the same host, ws for http and wss for https. */
export function relayEndpoint(relay: string): string {
  const url = relayBase(relay);
  return `${url.protocol === 'https:' ? 'https' : 'http'}://${url.host}${url.pathname.replace(/\/$/, '')}`;
}
