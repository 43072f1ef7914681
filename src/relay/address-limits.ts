/**
 * Limits per client address, so one address cannot fill a relay open to the internet: rooms opened (a token
 * bucket: `roomsPerMinute` on average, up to `roomBurst` at once) and WebSocket connections open at once.
 * The address is the socket's peer, or with `trustProxy` (a relay behind a reverse proxy) the first
 * X-Forwarded-For hop; IPv6 addresses count per /64, the block one home or server usually gets.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import type { Duplex } from 'node:stream';
import { RELAY_ADDRESS_REFUSE, RELAY_BUSY_STATUS, type RelayLimits } from '../common/relay-protocol';
import type { RelayGate } from './http';

type AddressLimitSettings = Pick<RelayLimits, 'roomsPerMinute' | 'roomBurst' | 'connectionsPerAddress'>;

interface AddressState {
  roomTokens: number;
  refilledAt: number;
  connections: number;
}

/** An IPv6 address's first four groups (its /64), written out in full. */
function ipv6Block(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.padStart(4, '0'))
    .join(':')}::/64`;
}

/** The address a request counts against (an IPv4 address, or an IPv6 /64). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = trustProxy ? (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() : undefined;
  const address = (first || req.socket.remoteAddress || 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIPv6(address) ? ipv6Block(address) : address;
}

export class AddressLimiter {
  private readonly addresses = new Map<string, AddressState>();
  /** The map is swept of idle addresses when it grows past this size (then set to twice what is left). */
  private sweepAt = 1024;

  constructor(
    private readonly limits: AddressLimitSettings,
    /** The clock in ms (tests drive it). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a room opened by `address`; false (nothing counted) when it opened too many lately. */
  openRoom(address: string): boolean {
    const state = this.state(address);
    this.refill(state);
    if (state.roomTokens < 1) return false;
    state.roomTokens -= 1;
    return true;
  }

  /** Whether `address` may open one more connection now. */
  mayConnect(address: string): boolean {
    return (this.addresses.get(address)?.connections ?? 0) < this.limits.connectionsPerAddress;
  }

  /** Counts a connection of `address` open; false (nothing counted) when it holds too many. */
  connect(address: string): boolean {
    if (!this.mayConnect(address)) return false;
    this.state(address).connections += 1;
    return true;
  }

  disconnect(address: string): void {
    const state = this.addresses.get(address);
    if (state && state.connections > 0) state.connections -= 1;
  }

  /** How many addresses are remembered (an idle one with a full bucket is forgotten on a sweep). */
  get size(): number {
    return this.addresses.size;
  }

  private state(address: string): AddressState {
    let state = this.addresses.get(address);
    if (!state) {
      if (this.addresses.size >= this.sweepAt) this.sweep();
      state = { roomTokens: this.limits.roomBurst, refilledAt: this.now(), connections: 0 };
      this.addresses.set(address, state);
    }
    return state;
  }

  private refill(state: AddressState): void {
    const now = this.now();
    state.roomTokens = Math.min(this.limits.roomBurst, state.roomTokens + ((now - state.refilledAt) / 60_000) * this.limits.roomsPerMinute);
    state.refilledAt = now;
  }

  private sweep(): void {
    for (const [address, state] of this.addresses) {
      this.refill(state);
      if (state.connections === 0 && state.roomTokens >= this.limits.roomBurst) this.addresses.delete(address);
    }
    this.sweepAt = Math.max(1024, this.addresses.size * 2);
  }
}

/** A matchmaking request that opens a room (Colyseus' create and joinOrCreate). */
const OPENS_ROOM = /^\/matchmake\/(create|joinOrCreate)\//;

/**
 * The gate the relay's HTTP server puts before Colyseus: a matchmaking request from an address over a
 * limit is answered 429 with the reason (the SDK rejects with code 429 and that text), and a WebSocket
 * upgrade over the connection limit is answered 429 and closed; an upgrade let through counts until its
 * socket closes.
 */
export function addressGate(limiter: AddressLimiter, trustProxy: boolean): RelayGate {
  const refuse = (req: IncomingMessage, res: ServerResponse, reason: string): false => {
    const body = JSON.stringify({ error: reason });
    res.writeHead(RELAY_BUSY_STATUS, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'retry-after': '60',
      // a browser's page reads the reason too
      'access-control-allow-origin': req.headers.origin ?? '*',
    });
    res.end(body);
    return false;
  };
  return {
    request(req, res) {
      const address = clientAddress(req, trustProxy);
      if (!limiter.mayConnect(address)) return refuse(req, res, RELAY_ADDRESS_REFUSE.tooManyConnections);
      if (req.method === 'POST' && OPENS_ROOM.test(req.url ?? '') && !limiter.openRoom(address)) return refuse(req, res, RELAY_ADDRESS_REFUSE.tooManyRooms);
      return true;
    },
    upgrade(req, socket: Duplex) {
      const address = clientAddress(req, trustProxy);
      if (!limiter.connect(address)) {
        socket.end(`HTTP/1.1 ${RELAY_BUSY_STATUS} Too Many Requests\r\nRetry-After: 60\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return false;
      }
      socket.once('close', () => limiter.disconnect(address));
      return true;
    },
  };
}
