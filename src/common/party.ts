/**
 * Party mode: the desktop is the shared table and each human seat may be played on a phone on the same
 * network. Types of the desktop's controls (PartyStatus) and of the phone's small protocol: a phone
 * bound to a seat may only read that seat's table and act for that seat.
 */
import type { Reply, TableUpdate } from './contract';
import type { Language } from './names';

/** A network address the listener may use (an interface of this computer). */
export interface PartyAddress {
  address: string;
  /** The interface's name (e.g. "wlan0"). */
  name: string;
  /** The one most likely to be the home network (preselected). */
  likely: boolean;
}

export interface PartySeat {
  seat: number;
  name: string;
  /** The address that joins this seat (it carries the seat's key: through a relay, after #); null while off. */
  url: string | null;
  /** The address as a QR code (an SVG document); null while the listener is off. */
  qr: string | null;
  /** desktop: played on this computer; waiting: invited, no phone yet; connected; away: its phone dropped. */
  state: 'desktop' | 'waiting' | 'connected' | 'away';
  /** Another device asked for this seat while it is taken: the desktop may allow a takeover. */
  asking: boolean;
}

export interface PartyStatus {
  /** False where this host cannot open a listener (the browser host without --lan). */
  available: boolean;
  running: boolean;
  /** The match the party belongs to (null while off). */
  matchId: string | null;
  addresses: PartyAddress[];
  /** How the seats join: the LAN listener ("This network"), a relay ("Over the internet"), or none while off. */
  transport: 'lan' | 'relay' | null;
  /** The relay's address while the seats join through it. */
  relay: string | null;
  /** Where the listener runs (null while off or through a relay). */
  address: string | null;
  port: number | null;
  seats: PartySeat[];
  /** Whether the remote seats may ask for a hint of their own seat (the host allows it; off at first). */
  hints: boolean;
}

/** The path of the phones' WebSocket on the LAN listener. */
export const PHONE_WS_PATH = '/phone-ws';
/** The path of the phone page. */
export const PHONE_PAGE = '/phone/';
/** The path that opens a seat: `/j/<key>`. */
export const JOIN_PATH = '/j/';

/**
 * What a phone may ask: its seat's current table; a move (on the version of the table it saw); whether a
 * move would be accepted now (nothing is played: the answer is the engine's verdict, null or its refusal);
 * or a hint for its own seat when the host allows hints (the hint bot's move from that seat's view alone).
 */
export type PhoneRequest =
  | { id: number; method: 'table' }
  | { id: number; method: 'act'; version: number; action: { type: string } }
  | { id: number; method: 'check'; version: number; action: { type: string } }
  | { id: number; method: 'hint'; version: number };

/** The answer to a hint request: the move, and the turn it was judged at. */
export interface PhoneHint {
  action: { type: string };
  turn: number;
}

/** Who the phone is: sent first on every connection. */
export interface PhoneHello {
  seat: number;
  name: string;
  language: Language;
}

/** What the listener sends a phone: replies to its requests, and pushes. */
export type PhoneFrame =
  | { id: number; reply: Reply<unknown> }
  | { push: { kind: 'hello'; hello: PhoneHello } | { kind: 'update'; update: TableUpdate } | { kind: 'closed'; code: string; message: string } };
