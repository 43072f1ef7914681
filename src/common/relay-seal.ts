/**
 * End-to-end encryption of the frames the relay carries between the host and one seat. The relay sees
 * only sealed bytes: each seat has its own 32-byte key, known to the host and to that seat's link (in the
 * URL fragment, which a browser never sends to a server).
 *
 * A sender runs a session: a fresh random 16-byte salt from which HKDF derives the session's AES-GCM 256
 * key (so a page that reloads never reuses a nonce under the same key), and a counter that gives each
 * frame its nonce. A frame is
 *   version (1) | direction (1) | session salt (16) | counter (8, big-endian) | bound salt (16) | ciphertext+tag
 * and its whole header, with the room id and the seat, is the AES-GCM additional data: nothing in it can be
 * changed, and a frame of one seat, room or direction does not open as another's.
 * The bound salt ties the host's frames to the seat's current session: a seat refuses host frames bound to
 * another session of its own, so frames recorded for an earlier visit of the page cannot be played to a
 * reloaded one. Seat frames carry zeros there.
 * A receiver refuses (and changes nothing on refusal): a frame too short, of another version or direction,
 * that does not authenticate (wrong key, truncated, altered) or holds no UTF-8 text, a counter that does not increase within the
 * session (replayed or reordered), and any frame of a session it has left (a newer one was opened).
 * Uses WebCrypto only (`globalThis.crypto.subtle`): the same code runs in Node 22 and in browsers.
 */

export const SEAL_VERSION = 1;
/** Which way a frame goes; part of the nonce and of the additional data. */
export const TO_SEAT = 1;
export const TO_HOST = 2;
export type SealDirection = typeof TO_SEAT | typeof TO_HOST;

export const KEY_BYTES = 32;
export const SALT_BYTES = 16;
const COUNTER_BYTES = 8;
const TAG_BYTES = 16;
export const HEADER_BYTES = 2 + SALT_BYTES + COUNTER_BYTES + SALT_BYTES;
/** The smallest frame there can be: a header and the tag of an empty text. */
export const MIN_FRAME_BYTES = HEADER_BYTES + TAG_BYTES;

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const utf8 = new TextEncoder();
const NO_SALT = new Uint8Array(SALT_BYTES);

export type SealRefusal = 'short' | 'version' | 'direction' | 'unbound' | 'replayed' | 'stale-session' | 'unauthentic' | 'malformed';

/** A frame the receiver refused; its state is as before the frame. */
export class SealError extends Error {
  constructor(
    readonly reason: SealRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'SealError';
  }
}

/** Which room and seat a frame belongs to: bound into every frame. */
export interface SealScope {
  roomId: string;
  seat: number;
}

export function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

/** A new seat (or host) key: 32 random bytes. */
export const newRelayKey = (): Uint8Array<ArrayBuffer> => randomBytes(KEY_BYTES);

export function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url (no padding); null when the text is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** What a key-holder shows the relay to be admitted: HMAC-SHA256(key, label). It says nothing of the key. */
export async function relayProof(key: Uint8Array<ArrayBuffer>, role: 'seat' | 'host'): Promise<string> {
  const hmac = await subtle().importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toBase64Url(new Uint8Array(await subtle().sign('HMAC', hmac, utf8.encode(`card-table relay ${role}`))));
}

/** What the relay keeps to check a proof: SHA-256 of its bytes, in hex (the relay compares hashes). */
export async function proofVerifier(proof: string): Promise<string> {
  const bytes = fromBase64Url(proof);
  if (!bytes) throw new Error('A relay proof is base64url.');
  return toHex(new Uint8Array(await subtle().digest('SHA-256', bytes)));
}

async function sessionKey(key: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>, direction: SealDirection): Promise<CryptoKey> {
  if (key.length !== KEY_BYTES) throw new Error(`A relay key is ${KEY_BYTES} bytes.`);
  const base = await subtle().importKey('raw', key, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'HKDF', hash: 'SHA-256', salt, info: utf8.encode(`card-table relay frame ${direction}`) }, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

function nonceOf(direction: number, counter: bigint): Uint8Array<ArrayBuffer> {
  const nonce = new Uint8Array(12);
  nonce[0] = direction;
  new DataView(nonce.buffer).setBigUint64(4, counter);
  return nonce;
}

function additionalData(header: Uint8Array, scope: SealScope): Uint8Array<ArrayBuffer> {
  const tail = utf8.encode(`|${scope.roomId}|${scope.seat}`);
  const aad = new Uint8Array(header.length + tail.length);
  aad.set(header);
  aad.set(tail, header.length);
  return aad;
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** One sending session of one direction of one seat. Frames must be sent in the order they were sealed. */
export class FrameSealer {
  /** This session's salt: a receiver binds its answers to it (see FrameOpener's `ownSalt`). */
  readonly salt: Uint8Array<ArrayBuffer>;
  private counter = 0n;
  private key: Promise<CryptoKey>;

  constructor(
    key: Uint8Array<ArrayBuffer>,
    private readonly scope: SealScope,
    private readonly direction: SealDirection,
  ) {
    this.salt = randomBytes(SALT_BYTES);
    this.key = sessionKey(key, this.salt, direction);
  }

  /** Seals a text; `bound` is the peer session the frame is meant for (host to seat only). */
  async seal(text: string, bound: Uint8Array = NO_SALT): Promise<Uint8Array<ArrayBuffer>> {
    if (bound.length !== SALT_BYTES) throw new Error('A bound session is a 16-byte salt.');
    const counter = this.counter++;
    const header = new Uint8Array(HEADER_BYTES);
    header[0] = SEAL_VERSION;
    header[1] = this.direction;
    header.set(this.salt, 2);
    new DataView(header.buffer).setBigUint64(2 + SALT_BYTES, counter);
    header.set(bound, 2 + SALT_BYTES + COUNTER_BYTES);
    const sealed = await subtle().encrypt({ name: 'AES-GCM', iv: nonceOf(this.direction, counter), additionalData: additionalData(header, this.scope), tagLength: 128 }, await this.key, utf8.encode(text));
    const frame = new Uint8Array(HEADER_BYTES + sealed.byteLength);
    frame.set(header);
    frame.set(new Uint8Array(sealed), HEADER_BYTES);
    return frame;
  }
}

/** The frames of one direction of one seat, received: opens them in order, refusing what it must. */
export class FrameOpener {
  private sessionSalt: string | null = null;
  private lastCounter = -1n;
  private readonly leftSessions = new Set<string>();
  private readonly keys = new Map<string, Promise<CryptoKey>>();
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * @param ownSalt for a seat: its own sending session, which the host's frames must be bound to.
   */
  constructor(
    private readonly key: Uint8Array<ArrayBuffer>,
    private readonly scope: SealScope,
    private readonly direction: SealDirection,
    private readonly ownSalt: Uint8Array | null = null,
  ) {}

  /** The salt of the sender's session last opened (null before the first frame). */
  get peerSalt(): Uint8Array | null {
    return this.sessionSalt === null ? null : fromBase64Url(this.sessionSalt);
  }

  /** Opens one frame; frames are opened one at a time in the order given. Throws SealError on refusal. */
  open(frame: Uint8Array): Promise<string> {
    const next = this.queue.then(() => this.openNow(frame));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async openNow(frame: Uint8Array): Promise<string> {
    if (frame.length < MIN_FRAME_BYTES) throw new SealError('short', `A sealed frame has at least ${MIN_FRAME_BYTES} bytes; this one has ${frame.length}.`);
    if (frame[0] !== SEAL_VERSION) throw new SealError('version', `Unknown sealed frame version ${frame[0]}.`);
    if (frame[1] !== this.direction) throw new SealError('direction', 'This frame goes the other way.');
    const header = frame.slice(0, HEADER_BYTES);
    const salt = header.slice(2, 2 + SALT_BYTES);
    const counter = new DataView(header.buffer).getBigUint64(2 + SALT_BYTES);
    const bound = header.slice(2 + SALT_BYTES + COUNTER_BYTES);
    if (!sameBytes(bound, this.ownSalt ?? NO_SALT)) throw new SealError('unbound', 'This frame was meant for another session of this seat.');
    const saltText = toBase64Url(salt);
    const current = saltText === this.sessionSalt;
    if (!current && this.leftSessions.has(saltText)) throw new SealError('stale-session', 'This frame belongs to an earlier session.');
    if (current && counter <= this.lastCounter) throw new SealError('replayed', `Frame ${counter} came after frame ${this.lastCounter}: replayed or reordered.`);
    let key = this.keys.get(saltText);
    if (!key) key = sessionKey(this.key, salt, this.direction as SealDirection);
    let plain: ArrayBuffer;
    try {
      plain = await subtle().decrypt({ name: 'AES-GCM', iv: nonceOf(this.direction, counter), additionalData: additionalData(header, this.scope), tagLength: 128 }, await key, frame.slice(HEADER_BYTES));
    } catch {
      throw new SealError('unauthentic', 'The frame does not authenticate: another key, or changed or cut on the way.');
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      throw new SealError('malformed', 'The frame holds no text (invalid UTF-8).');
    }
    // Only an authentic frame moves the state on (a new session replaces the old one for good).
    if (!current) {
      if (this.sessionSalt !== null) {
        this.leftSessions.add(this.sessionSalt);
        this.keys.delete(this.sessionSalt);
      }
      this.sessionSalt = saltText;
      this.keys.set(saltText, key);
    }
    this.lastCounter = counter;
    return text;
  }
}
