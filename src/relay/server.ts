/**
 * Starts the relay: a Colyseus server with the one room type (room.ts) on a WebSocket transport whose
 * message cap sits just above the host's frame limit (a bigger message is closed by WebSocket itself,
 * 1009). One relay per process (Colyseus' matchmaker is per process).
 */
import type { AddressInfo } from 'node:net';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { DEFAULT_RELAY_LIMITS, RELAY_ROOM, type RelayLimits } from '../common/relay-protocol';
import { relayRoomClass, type RelayTap } from './room';

export interface RelayOptions {
  port?: number;
  host?: string;
  limits?: Partial<RelayLimits>;
  /** Sees every frame the relay forwards (tests check that no plaintext passes). */
  tap?: RelayTap;
  /** Stop the process on SIGINT/SIGTERM (the command does; tests stop the relay themselves). */
  ownsProcess?: boolean;
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
  const host = options.host ?? '127.0.0.1';
  const transport = new WebSocketTransport({ maxPayload: limits.hostFrameBytes + TRANSPORT_OVERHEAD_BYTES });
  const server = new Server({ transport, greet: false, gracefullyShutdown: options.ownsProcess === true });
  server.define(RELAY_ROOM, relayRoomClass(limits, options.tap));
  await server.listen(options.port ?? 0, host);
  const port = (transport.server!.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    port,
    host,
    url: `http://${shown}:${port}`,
    stop: () => server.gracefullyShutdown(false),
  };
}
