/**
 * The two ends of the relay, both sealing every frame (relay-seal.ts) and both on the official Colyseus
 * SDK. Party mode plugs in here as one more transport beside the LAN listener: per seat, text frames (the
 * same JSON the phone WebSocket carries) in both directions, and the seat's comings and goings.
 *
 * HostRelay opens a room, registers each seat's verifier (revoking a seat = dropping or replacing its
 * verifier), sends a text to a seat and hears each seat's texts with its number. SeatRelay joins with a
 * seat's link and sends and hears texts. Both come back by themselves after a drop (Colyseus
 * reconnection); a seat that reloads joins again with a new sending session.
 * A seat's first frame of each session is a hello (sent again after its own comeback and when the host
 * comes back): the host binds its frames to that session, and only then counts the seat as joined (the
 * relay's word alone that someone joined proves nothing) and hands out a new RelaySeatSocket for it.
 */
import { Client, type Room } from '@colyseus/sdk';
import { buildRelayLink, parseRelayLink, relayEndpoint } from './relay-link';
import { RELAY_KICK_CODES, RELAY_MAX_SEATS, RELAY_MSG, RELAY_ROOM, type RelayHostState, type RelayJoin, type RelayKick, type RelayPresence, type RelaySeats } from './relay-protocol';
import { RelaySeatSocket, type RelaySocketHost } from './relay-socket';
import { FrameOpener, FrameSealer, newRelayKey, proofVerifier, relayProof, SealError, TO_HOST, TO_SEAT, type SealRefusal } from './relay-seal';

/** Inside a sealed frame: the first character says what it is. */
const HELLO = '\u0000';
const TEXT = '\u0001';
/** The host's connection closed without leaving: the relay counts it as a drop and keeps the room. */
const RELAY_HOST_QUIT = 4010;

export type RelaySeatState = 'joined' | 'away' | 'back' | 'left';

/** How long the SDK keeps trying to come back after a drop: backoff from 100 ms up to 2 s between tries. */
function keepReconnecting(room: Room): void {
  room.reconnection.minUptime = 0;
  room.reconnection.maxDelay = 2000;
  room.reconnection.maxRetries = 30;
}

interface SeatEnd {
  key: Uint8Array<ArrayBuffer>;
  verifier: string;
  sealer: FrameSealer;
  opener: FrameOpener;
  sending: Promise<unknown>;
}

async function seatEnd(roomId: string, seat: number, key: Uint8Array<ArrayBuffer>): Promise<SeatEnd> {
  const scope = { roomId, seat };
  const verifier = await proofVerifier(await relayProof(key, 'seat'));
  return { key, verifier, sealer: new FrameSealer(key, scope, TO_SEAT), opener: new FrameOpener(key, scope, TO_HOST), sending: Promise.resolve() };
}

export class HostRelay implements RelaySocketHost {
  /** A seat's text arrived (opened and authentic). */
  onText: (seat: number, text: string) => void = () => {};
  /** A seat joined (its hello opened), dropped (away), came back, or left. */
  onSeat: (seat: number, state: RelaySeatState) => void = () => {};
  /** A frame that did not open (changed, replayed, another key): dropped, nothing changed. */
  onRefused: (seat: number, reason: SealRefusal) => void = () => {};
  /** The room is gone (closed by the host, or the relay closed it): the close code. */
  onClosed: (code: number) => void = () => {};
  /** The host's own connection dropped (`false`) or came back (`true`). */
  onConnection: (connected: boolean) => void = () => {};
  /** A seat's new connection, as party mode takes a phone's WebSocket (see relay-socket.ts). */
  onSocket: (socket: RelaySeatSocket) => void = () => {};

  private closedWith: number | null = null;
  private readonly sockets = new Map<number, RelaySeatSocket>();

  private constructor(
    private readonly relay: string,
    private readonly room: Room,
    /** Keep it (with the room id and the seats' keys) to reopen the same room after a restart. */
    readonly hostKey: Uint8Array<ArrayBuffer>,
    private readonly seats: Map<number, SeatEnd>,
  ) {
    keepReconnecting(room);
    room.onMessage(RELAY_MSG.seatFrame, (bytes: Uint8Array) => void this.fromSeat(bytes));
    room.onMessage(RELAY_MSG.presence, (p: RelayPresence) => {
      // "joined" waits for the seat's hello, which only the key holder can make.
      if (p.state === 'joined' || !this.seats.has(p.seat)) return;
      if (p.state === 'away' || p.state === 'left') this.sockets.get(p.seat)?.end(p.state);
      this.onSeat(p.seat, p.state);
    });
    room.onDrop(() => this.onConnection(false));
    room.onReconnect(() => this.onConnection(true));
    room.onLeave((code) => {
      this.closedWith = code;
      for (const socket of this.sockets.values()) socket.end('room-closed');
      this.onClosed(code);
    });
  }

  /**
   * Opens a new room on the relay at `relay` (http(s)://host:port), or takes back `roomId` with `hostKey`
   * after a restart, with the keys of the seats it had (their links stay good).
   */
  static async open(relay: string, resume?: { roomId: string; hostKey: Uint8Array<ArrayBuffer>; seats?: ReadonlyMap<number, Uint8Array<ArrayBuffer>> }): Promise<HostRelay> {
    const hostKey = resume?.hostKey ?? newRelayKey();
    const hostProof = await relayProof(hostKey, 'host');
    const client = new Client(relayEndpoint(relay));
    const join: RelayJoin = { role: 'host', hostProof, hostVerifier: await proofVerifier(hostProof) };
    const seats = new Map<number, SeatEnd>();
    for (const [seat, key] of resume?.seats ?? []) seats.set(seat, await seatEnd(resume!.roomId, seat, key));
    const room = resume ? await client.joinById(resume.roomId, join) : await client.create(RELAY_ROOM, join);
    return new HostRelay(relay, room, hostKey, seats);
  }

  get roomId(): string {
    return this.room.roomId;
  }

  /**
   * Lets a seat in with `key` (a new one when omitted) and returns its link. A seat that had another key is
   * revoked by this: its connection is dropped and its old link refused.
   */
  async addSeat(seat: number, key: Uint8Array<ArrayBuffer> = newRelayKey()): Promise<string> {
    if (!Number.isInteger(seat) || seat < 0 || seat >= RELAY_MAX_SEATS) throw new Error(`A seat is 0..${RELAY_MAX_SEATS - 1}.`);
    const end = await seatEnd(this.roomId, seat, key);
    const had = this.seats.get(seat);
    // the same key again keeps the seat's session (a hello it already sent stays bound)
    if (had?.verifier !== end.verifier) {
      this.sockets.get(seat)?.end('revoked');
      this.seats.set(seat, end);
    }
    this.sendSeats();
    return buildRelayLink({ relay: this.relay, roomId: this.roomId, seat, key });
  }

  /** The link of a seat let in (null otherwise). */
  link(seat: number): string | null {
    const end = this.seats.get(seat);
    return end ? buildRelayLink({ relay: this.relay, roomId: this.roomId, seat, key: end.key }) : null;
  }

  /** Shuts a seat out: its connection is dropped and its link refused. */
  revoke(seat: number): void {
    this.sockets.get(seat)?.end('revoked');
    if (this.seats.delete(seat)) this.sendSeats();
  }

  /** Ends a seat's connection with `code` (4100-4999); its link still opens the seat. */
  kick(seat: number, code: number): void {
    if (!Number.isInteger(code) || code < RELAY_KICK_CODES.min || code > RELAY_KICK_CODES.max) throw new Error(`A seat is closed with a code of ${RELAY_KICK_CODES.min}-${RELAY_KICK_CODES.max}.`);
    this.room.send(RELAY_MSG.kick, { seat, code } satisfies RelayKick);
  }

  /** Whether the seat's current session said hello (the host can send to it). */
  joined(seat: number): boolean {
    return this.seats.get(seat)?.opener.peerSalt != null;
  }

  /**
   * Seals and sends a text to a seat; texts to one seat arrive in the order sent. The relay drops texts
   * for a seat that is away: when it is back (or joins again), send it what it needs to catch up.
   */
  send(seat: number, text: string): Promise<void> {
    const end = this.seats.get(seat);
    if (!end) return Promise.reject(new Error(`Seat ${seat} is not let in.`));
    const bound = end.opener.peerSalt;
    if (!bound) return Promise.reject(new Error(`Seat ${seat} has not joined yet.`));
    const sent = end.sending.then(async () => {
      const frame = await end.sealer.seal(TEXT + text, bound);
      const out = new Uint8Array(frame.length + 1);
      out[0] = seat;
      out.set(frame, 1);
      this.room.sendBytes(RELAY_MSG.seatFrame, out);
    });
    end.sending = sent.catch(() => undefined);
    return sent;
  }

  /** Closes the room for everyone (at once if it is already gone). */
  async close(): Promise<void> {
    if (this.closedWith !== null) return;
    // the texts on their way go first: a seat reads why the room closed
    await Promise.all([...this.seats.values()].map((end) => end.sending));
    if (this.closedWith !== null) return;
    const left = new Promise<void>((done) => this.room.onLeave(() => done()));
    this.room.send(RELAY_MSG.close);
    await left;
  }

  /**
   * Lets go of the room without closing it (the host quits): the relay keeps it for its reconnection
   * time, and a restarted host takes it back with open(relay, { roomId, hostKey, seats }).
   */
  async drop(): Promise<void> {
    if (this.closedWith !== null) return;
    const left = new Promise<void>((done) => this.room.onLeave(() => done()));
    this.room.reconnection.enabled = false;
    this.room.connection.close(RELAY_HOST_QUIT, 'host quit');
    await left;
  }

  private sendSeats(): void {
    const seats: RelaySeats = {};
    for (const [seat, end] of this.seats) seats[String(seat)] = end.verifier;
    this.room.send(RELAY_MSG.seats, seats);
  }

  private async fromSeat(bytes: Uint8Array): Promise<void> {
    const seat = bytes[0]!;
    const end = this.seats.get(seat);
    if (!end) return;
    let text: string;
    try {
      text = await end.opener.open(bytes.subarray(1));
    } catch (e) {
      if (e instanceof SealError) return this.onRefused(seat, e.reason);
      throw e;
    }
    // A revoked seat's last frames may still be in flight.
    if (this.seats.get(seat) !== end) return;
    if (text.startsWith(HELLO)) {
      this.sockets.get(seat)?.end('replaced');
      const socket = new RelaySeatSocket(this, seat);
      this.sockets.set(seat, socket);
      this.onSeat(seat, 'joined');
      this.onSocket(socket);
    } else if (text.startsWith(TEXT)) {
      this.sockets.get(seat)?.receive(text.slice(1));
      this.onText(seat, text.slice(1));
    }
  }
}

export class SeatRelay {
  /** A text from the host arrived (opened and authentic). */
  onText: (text: string) => void = () => {};
  /** A frame that did not open: dropped, nothing changed. */
  onRefused: (reason: SealRefusal) => void = () => {};
  /** The host's connection dropped (`false`) or came back (`true`). */
  onHost: (connected: boolean) => void = () => {};
  /** This seat's own connection dropped (`false`) or came back (`true`). */
  onConnection: (connected: boolean) => void = () => {};
  /** Gone for good: the close code (RELAY_CLOSE: revoked, room closed, too large, too fast...). */
  onClosed: (code: number) => void = () => {};

  private sending: Promise<unknown> = Promise.resolve();
  private closedWith: number | null = null;

  private constructor(
    private readonly room: Room,
    readonly seat: number,
    private readonly sealer: FrameSealer,
    private readonly opener: FrameOpener,
  ) {
    keepReconnecting(room);
    room.onMessage(RELAY_MSG.frame, (bytes: Uint8Array) => void this.fromHost(bytes));
    room.onMessage(RELAY_MSG.host, (h: RelayHostState) => {
      // A host that restarted knows no session of this seat: the hello lets it answer.
      if (h.state === 'back') void this.sendSealed(HELLO);
      this.onHost(h.state === 'back');
    });
    room.onDrop(() => this.onConnection(false));
    room.onReconnect(() => {
      // The host made this seat's socket end when it dropped: the hello makes a new one.
      void this.sendSealed(HELLO);
      this.onConnection(true);
    });
    room.onLeave((code) => {
      this.closedWith = code;
      this.onClosed(code);
    });
  }

  /** Joins the seat a link names; rejects when the relay refuses (revoked link, seat in use...). */
  static async join(link: string): Promise<SeatRelay> {
    const { relay, roomId, seat, key } = parseRelayLink(link);
    const scope = { roomId, seat };
    const client = new Client(relayEndpoint(relay));
    const join: RelayJoin = { role: 'seat', seat, proof: await relayProof(key, 'seat') };
    const room = await client.joinById(roomId, join);
    const sealer = new FrameSealer(key, scope, TO_HOST);
    const end = new SeatRelay(room, seat, sealer, new FrameOpener(key, scope, TO_SEAT, sealer.salt));
    await end.sendSealed(HELLO);
    return end;
  }

  /** The close code once gone (null while in the room). */
  get closed(): number | null {
    return this.closedWith;
  }

  send(text: string): Promise<void> {
    return this.sendSealed(TEXT + text);
  }

  /** Leaves the room (the host sees the seat leave). */
  async leave(): Promise<void> {
    if (this.closedWith === null) await this.room.leave(true);
  }

  private sendSealed(plain: string): Promise<void> {
    const sent = this.sending.then(async () => this.room.sendBytes(RELAY_MSG.frame, await this.sealer.seal(plain)));
    this.sending = sent.catch(() => undefined);
    return sent;
  }

  private async fromHost(bytes: Uint8Array): Promise<void> {
    let text: string;
    try {
      text = await this.opener.open(bytes);
    } catch (e) {
      if (e instanceof SealError) return this.onRefused(e.reason);
      throw e;
    }
    if (text.startsWith(TEXT)) this.onText(text.slice(1));
  }
}
