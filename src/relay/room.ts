/**
 * The relay's room: one host and its seats. It routes sealed frames host <-> seat only (a seat can only
 * send to the host; the host names the seat each frame is for), reads none of them, and admits a seat only
 * when the hash of the proof it presents equals the verifier the host registered for that seat (so the
 * relay never holds anything that opens a frame or builds a proof). A seat whose verifier the host removes
 * or replaces is dropped and refused from then on. Per connection: a size cap and a rate (token bucket),
 * each closing the connection with its own code. Dropped connections may come back (Colyseus reconnection);
 * the host may close the room; the room ends when its host leaves for good.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Room, ServerError, type Client } from '@colyseus/core';
import {
  RELAY_CLOSE,
  RELAY_KICK_CODES,
  RELAY_MAX_SEATS,
  RELAY_MSG,
  RELAY_PROOF_PATTERN,
  RELAY_REFUSE,
  RELAY_VERIFIER_PATTERN,
  type RelayHostState,
  type RelayJoin,
  type RelayKick,
  type RelayLimits,
  type RelayPresence,
} from '../common/relay-protocol';

/** Which way a frame went through the relay, for a tap (tests and benches see every forwarded byte). */
export interface ForwardedFrame {
  roomId: string;
  seat: number;
  toHost: boolean;
  bytes: Uint8Array;
}
export type RelayTap = (frame: ForwardedFrame) => void;

interface Connection {
  /** The current connection (a new Client object after a reconnection). */
  client: Client;
  role: 'host' | 'seat';
  seat: number;
  /** The verifier this seat was admitted with: a replaced verifier ends the connection. */
  verifier: string;
  tokens: number;
  refilledAt: number;
  /** Closed by the relay for a reason (revoked, over a limit): it may not come back. */
  ended: boolean;
  /** Dropped, waiting to come back: a new connection with the same proof may take its place. */
  away: boolean;
}

function hashProof(proof: string): Buffer {
  return createHash('sha256').update(Buffer.from(proof, 'base64url')).digest();
}

function proofMatches(proof: string, verifier: string | undefined): boolean {
  if (!verifier || !RELAY_PROOF_PATTERN.test(proof)) return false;
  return timingSafeEqual(hashProof(proof), Buffer.from(verifier, 'hex'));
}

/** Connected and not away (a page that reloads, or a host that restarts, takes over an away one). */
const present = (c: Connection | null | undefined): boolean => !!c && !c.away;

function readJoin(options: unknown): RelayJoin {
  const o = (options ?? {}) as Record<string, unknown>;
  if (o.role === 'host' && typeof o.hostProof === 'string') return { role: 'host', hostProof: o.hostProof, hostVerifier: typeof o.hostVerifier === 'string' ? o.hostVerifier : undefined };
  if (o.role === 'seat' && typeof o.proof === 'string' && Number.isInteger(o.seat) && (o.seat as number) >= 0 && (o.seat as number) < RELAY_MAX_SEATS) return { role: 'seat', seat: o.seat as number, proof: o.proof };
  throw new ServerError(RELAY_REFUSE.badRequest, 'A join names its role: the host with its proof, a seat with its number and proof.');
}

/** The room class for these limits; `tap` sees every frame the relay forwards. */
export function relayRoomClass(limits: RelayLimits, tap?: RelayTap) {
  return class CardTableRelayRoom extends Room {
    override maxClients = RELAY_MAX_SEATS + 1;
    private hostVerifier = '';
    private host: Connection | null = null;
    private readonly verifiers = new Map<number, string>();
    private readonly seats = new Map<number, Connection>();
    /** By session id, which a connection keeps when it comes back (its Client object is new then). */
    private readonly connections = new Map<string, Connection>();

    override onCreate(options: unknown): void {
      const join = readJoin(options);
      if (join.role !== 'host' || !join.hostVerifier || !RELAY_VERIFIER_PATTERN.test(join.hostVerifier)) throw new ServerError(RELAY_REFUSE.badRequest, 'Only a host opens a room, with its verifier.');
      this.roomId = randomBytes(16).toString('base64url');
      this.hostVerifier = join.hostVerifier;
      // autoDispose stays on: a room whose host never arrives, or whose every connection is gone for good, goes.
      void this.setPrivate(true);
      this.onMessage(RELAY_MSG.seats, (client, message: unknown) => this.onSeats(client, message));
      this.onMessage(RELAY_MSG.close, (client) => {
        if (this.isHost(client)) void this.disconnect(RELAY_CLOSE.roomClosed);
        else this.end(client, RELAY_CLOSE.badFrame);
      });
      this.onMessage(RELAY_MSG.kick, (client, message: unknown) => this.onKick(client, message));
      this.onMessageBytes(RELAY_MSG.seatFrame, (client, bytes: Uint8Array) => this.fromHost(client, bytes));
      this.onMessageBytes(RELAY_MSG.frame, (client, bytes: Uint8Array) => this.fromSeat(client, bytes));
      // Anything else ends the connection (a client speaking another protocol).
      this.onMessage('*', (client) => this.end(client, RELAY_CLOSE.badFrame));
    }

    override onAuth(client: Client, options: unknown): Connection {
      const join = readJoin(options);
      const fresh = { client, tokens: join.role === 'host' ? limits.hostBurst : limits.burst, refilledAt: Date.now(), ended: false, away: false };
      if (join.role === 'host') {
        if (!proofMatches(join.hostProof, this.hostVerifier)) throw new ServerError(RELAY_REFUSE.badProof, 'That is not this room\u2019s host.');
        if (present(this.host)) throw new ServerError(RELAY_REFUSE.hostTaken, 'The host is connected.');
        return { ...fresh, role: 'host', seat: -1, verifier: this.hostVerifier };
      }
      const verifier = this.verifiers.get(join.seat);
      if (!proofMatches(join.proof, verifier)) throw new ServerError(RELAY_REFUSE.badProof, 'This link does not open this seat (revoked, or not a link of this room).');
      if (present(this.seats.get(join.seat))) throw new ServerError(RELAY_REFUSE.seatTaken, 'This seat is connected from another device.');
      return { ...fresh, role: 'seat', seat: join.seat, verifier: verifier! };
    }

    override onJoin(client: Client, _options: unknown, auth: Connection): void {
      auth.client = client;
      this.connections.set(client.sessionId, auth);
      if (auth.role === 'host') {
        this.host = auth;
        this.hostBack();
      } else {
        this.seats.set(auth.seat, auth);
        this.tellHost({ seat: auth.seat, state: 'joined' });
      }
    }

    override async onDrop(client: Client): Promise<void> {
      const c = this.connections.get(client.sessionId);
      if (!c) return;
      if (c.ended || !this.holds(c)) return this.gone(c);
      c.away = true;
      if (c.role === 'host') this.toSeats(RELAY_MSG.host, { state: 'away' } satisfies RelayHostState);
      else this.tellHost({ seat: c.seat, state: 'away' });
      try {
        await this.allowReconnection(client, limits.reconnectSeconds);
      } catch {
        this.gone(c);
      }
    }

    override onReconnect(client: Client): void {
      const c = this.connections.get(client.sessionId);
      // A seat revoked while it was away may not come back; nor one whose place another connection took.
      if (!c || c.ended || !this.holds(c) || (c.role === 'seat' && this.verifiers.get(c.seat) !== c.verifier)) throw new ServerError(RELAY_REFUSE.badProof, 'This connection may not come back.');
      c.client = client;
      c.away = false;
      if (c.role === 'host') this.hostBack();
      else this.tellHost({ seat: c.seat, state: 'back' });
    }

    override onLeave(client: Client): void {
      const c = this.connections.get(client.sessionId);
      if (c) this.gone(c);
    }

    /** Whether this connection still holds its place (the host's, or its seat). */
    private holds(c: Connection): boolean {
      return (c.role === 'host' ? this.host : this.seats.get(c.seat)) === c;
    }

    private isHost(client: Client): boolean {
      return !!this.host && this.host.client === client;
    }

    private gone(c: Connection): void {
      if (this.connections.get(c.client.sessionId) === c) this.connections.delete(c.client.sessionId);
      if (!this.holds(c)) return;
      if (c.role === 'host') {
        this.host = null;
        // Without its host a room has nothing to relay: everyone is told it closed.
        void this.disconnect(RELAY_CLOSE.roomClosed);
        return;
      }
      this.seats.delete(c.seat);
      this.tellHost({ seat: c.seat, state: 'left' });
    }

    private onSeats(client: Client, message: unknown): void {
      if (!this.isHost(client)) return this.end(client, RELAY_CLOSE.badFrame);
      if (!this.admit(this.host!, 0)) return;
      const entries = typeof message === 'object' && message !== null ? Object.entries(message as Record<string, unknown>) : null;
      const valid = entries?.every(([seat, v]) => /^\d$/.test(seat) && Number(seat) < RELAY_MAX_SEATS && typeof v === 'string' && RELAY_VERIFIER_PATTERN.test(v));
      if (!entries || !valid) return this.end(client, RELAY_CLOSE.badFrame);
      const next = new Map(entries.map(([seat, v]) => [Number(seat), v as string]));
      for (const [seat, c] of this.seats) {
        if (next.get(seat) === this.verifiers.get(seat)) continue;
        this.seats.delete(seat);
        this.end(c.client, RELAY_CLOSE.revoked);
        this.tellHost({ seat, state: 'left' });
      }
      this.verifiers.clear();
      for (const [seat, v] of next) this.verifiers.set(seat, v);
    }

    private onKick(client: Client, message: unknown): void {
      if (!this.isHost(client)) return this.end(client, RELAY_CLOSE.badFrame);
      if (!this.admit(this.host!, 0)) return;
      const { seat, code } = (message ?? {}) as Partial<RelayKick>;
      if (!Number.isInteger(seat) || !Number.isInteger(code) || code! < RELAY_KICK_CODES.min || code! > RELAY_KICK_CODES.max) return this.end(client, RELAY_CLOSE.badFrame);
      const c = this.seats.get(seat!);
      if (c) this.end(c.client, code!);
    }

    /** Counts a frame against the connection's limits; false (and the connection closed) when over one. */
    private admit(c: Connection, bytes: number): boolean {
      if (bytes > (c.role === 'host' ? limits.hostFrameBytes : limits.seatFrameBytes)) {
        this.end(c.client, RELAY_CLOSE.tooLarge);
        return false;
      }
      const now = Date.now();
      const rate = c.role === 'host' ? limits.hostFramesPerSecond : limits.seatFramesPerSecond;
      c.tokens = Math.min(c.role === 'host' ? limits.hostBurst : limits.burst, c.tokens + ((now - c.refilledAt) / 1000) * rate);
      c.refilledAt = now;
      if (c.tokens < 1) {
        this.end(c.client, RELAY_CLOSE.tooFast);
        return false;
      }
      c.tokens -= 1;
      return true;
    }

    private fromSeat(client: Client, bytes: Uint8Array): void {
      const c = this.connections.get(client.sessionId);
      if (!c || c.role !== 'seat' || !this.holds(c)) return this.end(client, RELAY_CLOSE.badFrame);
      if (!this.admit(c, bytes.length) || !this.host) return;
      const out = new Uint8Array(bytes.length + 1);
      out[0] = c.seat;
      out.set(bytes, 1);
      tap?.({ roomId: this.roomId, seat: c.seat, toHost: true, bytes: out });
      this.host.client.sendBytes(RELAY_MSG.seatFrame, out);
    }

    private fromHost(client: Client, bytes: Uint8Array): void {
      const c = this.connections.get(client.sessionId);
      if (!c || c.role !== 'host' || !this.holds(c) || bytes.length < 1) return this.end(client, RELAY_CLOSE.badFrame);
      if (!this.admit(c, bytes.length - 1)) return;
      const seat = this.seats.get(bytes[0]!);
      if (!seat || seat.away) return;
      const frame = bytes.slice(1);
      tap?.({ roomId: this.roomId, seat: seat.seat, toHost: false, bytes: frame });
      seat.client.sendBytes(RELAY_MSG.frame, frame);
    }

    /** The host (re)connected: seats hear it (and greet it again); it hears which seats are there. */
    private hostBack(): void {
      this.toSeats(RELAY_MSG.host, { state: 'back' } satisfies RelayHostState);
      for (const [seat, c] of this.seats) if (!c.away) this.tellHost({ seat, state: 'back' });
    }

    private tellHost(presence: RelayPresence): void {
      if (this.host && !this.host.away) this.host.client.send(RELAY_MSG.presence, presence);
    }

    private toSeats(type: string, message: unknown): void {
      for (const seat of this.seats.values()) if (!seat.away) seat.client.send(type, message);
    }

    /** Closes a connection for a reason: it may not come back by reconnecting. */
    private end(client: Client, code: number): void {
      const c = this.connections.get(client.sessionId);
      if (c && c.client === client) c.ended = true;
      client.leave(code);
    }
  };
}
