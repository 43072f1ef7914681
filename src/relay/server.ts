/**
 * Starts the relay: a Colyseus server with the one room type (room.ts) on a WebSocket transport whose
 * message cap sits just above the host's frame limit (a bigger message is closed by WebSocket itself,
 * 1009). One relay per process (Colyseus' matchmaker is per process); several processes may share their
 * rooms through Redis.
 */
import type { AddressInfo } from 'node:net';
import { Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { DEFAULT_RELAY_LIMITS, RELAY_ROOM, type RelayLimits } from '../common/relay-protocol';
import { AddressLimiter, addressGate } from './address-limits';
import { claimRelayRoutes, relayHttpServer, type RelayTls } from './http';
import { seatPages } from './pages';
import { relayRoomClass, type RelayTap } from './room';

export interface RelayOptions {
  port?: number;
  host?: string;
  limits?: Partial<RelayLimits>;
  /** Sees every frame the relay forwards (tests check that no plaintext passes). */
  tap?: RelayTap;
  /**
   * Several relay processes share their rooms through this Redis (Colyseus' Redis presence and driver):
   * a seat may ask any of them; it is sent to the process that holds its room, at that one's `publicAddress`.
   */
  redisUrl?: string;
  /** host:port (and path) at which clients reach this process, when several share a Redis. */
  publicAddress?: string;
  /** Serve https and wss with this certificate and key (readRelayTls reads them from files). */
  tls?: RelayTls;
  /**
   * Count a client by the first X-Forwarded-For hop rather than its socket's address (a relay behind a
   * reverse proxy, which sets that header; without a proxy a client could write any address there).
   */
  trustProxy?: boolean;
  /** The clock of the limits per address, in ms (tests drive it). */
  now?: () => number;
  /** Stop the process on SIGINT/SIGTERM (the command does; tests stop the relay themselves). */
  ownsProcess?: boolean;
  /** The built renderer (out/renderer): the relay then serves the seat pages a link opens (pages.ts). */
  pages?: string;
}

export interface RunningRelay {
  port: number;
  host: string;
  /** http(s)://host:port — what seats' links and the SDK use. */
  url: string;
  stop(): Promise<void>;
}

/** Room headers the SDK and the transport add to a frame: the cap leaves room for them. */
const TRANSPORT_OVERHEAD_BYTES = 1024;

export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const limits = { ...DEFAULT_RELAY_LIMITS, ...options.limits };
  const pages = options.pages ? await seatPages(options.pages) : null;
  const host = options.host ?? '127.0.0.1';
  const gate = addressGate(new AddressLimiter(limits, options.now), options.trustProxy === true);
  const httpServer = relayHttpServer({ tls: options.tls, gate, onRequest: pages?.handle });
  const transport = new WebSocketTransport({ server: httpServer, maxPayload: limits.hostFrameBytes + TRANSPORT_OVERHEAD_BYTES });
  const shared = options.redisUrl ? { presence: new RedisPresence(options.redisUrl), driver: new RedisDriver(options.redisUrl), publicAddress: options.publicAddress } : {};
  const server = new Server({ transport, greet: false, gracefullyShutdown: options.ownsProcess === true, ...shared });
  server.define(RELAY_ROOM, relayRoomClass(limits, options.tap));
  await server.listen(options.port ?? 0, host);
  claimRelayRoutes(httpServer);
  const port = (httpServer.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    port,
    host,
    url: `${options.tls ? 'https' : 'http'}://${shown}:${port}`,
    stop: () => server.gracefullyShutdown(false),
  };
}
