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
  /** Stop the process on SIGINT/SIGTERM (the command does; tests stop the relay themselves). */
  ownsProcess?: boolean;
  /** The built renderer (out/renderer): the relay then serves the seat pages a link opens (pages.ts). */
  pages?: string;
}

export interface RunningRelay {
  port: number;
  host: string;
  /** http://host:port — what seats' links and the SDK use. */
  url: string;
  stop(): Promise<void>;
}

/** Room headers the SDK and the transport add to a frame: the cap leaves room for them. */
const TRANSPORT_OVERHEAD_BYTES = 1024;

export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const limits = { ...DEFAULT_RELAY_LIMITS, ...options.limits };
  const pages = options.pages ? await seatPages(options.pages) : null;
  const host = options.host ?? '127.0.0.1';
  const transport = new WebSocketTransport({ maxPayload: limits.hostFrameBytes + TRANSPORT_OVERHEAD_BYTES });
  const shared = options.redisUrl ? { presence: new RedisPresence(options.redisUrl), driver: new RedisDriver(options.redisUrl), publicAddress: options.publicAddress } : {};
  const server = new Server({ transport, greet: false, gracefullyShutdown: options.ownsProcess === true, ...shared });
  server.define(RELAY_ROOM, relayRoomClass(limits, options.tap));
  await server.listen(options.port ?? 0, host);
  pages?.serve(transport.server!);
  const port = (transport.server!.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    port,
    host,
    url: `http://${shown}:${port}`,
    stop: () => server.gracefullyShutdown(false),
  };
}
