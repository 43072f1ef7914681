/**
 * `npm run relay [-- --port N --host ADDRESS --redis URL --public-address HOST:PORT --pages DIR --tls-cert
 * FILE --tls-key FILE --trust-proxy --rooms-per-minute N --room-burst N --connections-per-address N]` (or
 * PORT, HOST, REDIS_URL, PUBLIC_ADDRESS, PAGES, TLS_CERT, TLS_KEY, TRUST_PROXY=1, ROOMS_PER_MINUTE,
 * ROOM_BURST, CONNECTIONS_PER_ADDRESS in the environment): runs the relay in this process until stopped, and
 * prints the address it listens on and whether it serves the seat pages (out/renderer by default). With a
 * Redis, several such processes share their rooms; with a certificate and key it serves https and wss itself.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { requireSupportedNode } from '../main/node-version';
import type { RelayLimits } from '../common/relay-protocol';
import { readRelayTls, type RelayTls } from './http';
import { startRelay } from './server';

function option(flag: string, env: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : process.env[env];
}

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

function wholeNumber(flag: string, env: string, min: number, max: number): number | undefined {
  const text = option(flag, env);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) refuse(`${flag} (${env}) is a whole number ${min}-${max}, not "${text}".`);
  return n;
}

requireSupportedNode();
const port = wholeNumber('--port', 'PORT', 0, 65535) ?? 2567;
const redisUrl = option('--redis', 'REDIS_URL');
const certFile = option('--tls-cert', 'TLS_CERT');
const keyFile = option('--tls-key', 'TLS_KEY');
if (!certFile !== !keyFile) refuse('TLS needs both a certificate (--tls-cert, TLS_CERT) and its key (--tls-key, TLS_KEY).');
let tls: RelayTls | undefined;
try {
  tls = certFile && keyFile ? readRelayTls(certFile, keyFile) : undefined;
} catch (e) {
  refuse(e instanceof Error ? e.message : String(e));
}
const limits: Partial<RelayLimits> = {};
const roomsPerMinute = wholeNumber('--rooms-per-minute', 'ROOMS_PER_MINUTE', 1, 1_000_000);
const roomBurst = wholeNumber('--room-burst', 'ROOM_BURST', 1, 1_000_000);
const connectionsPerAddress = wholeNumber('--connections-per-address', 'CONNECTIONS_PER_ADDRESS', 1, 1_000_000);
if (roomsPerMinute !== undefined) limits.roomsPerMinute = roomsPerMinute;
if (roomBurst !== undefined) limits.roomBurst = roomBurst;
if (connectionsPerAddress !== undefined) limits.connectionsPerAddress = connectionsPerAddress;
const trustProxy = process.argv.includes('--trust-proxy') || process.env.TRUST_PROXY === '1';
// the seat pages a link opens come from the renderer's build (npm run build), or the folder given
const built = resolve(option('--pages', 'PAGES') ?? 'out/renderer');
const pages = existsSync(resolve(built, 'phone/index.html')) ? built : undefined;
const relay = await startRelay({ port, host: option('--host', 'HOST') ?? '127.0.0.1', redisUrl, publicAddress: option('--public-address', 'PUBLIC_ADDRESS'), tls, trustProxy, limits, ownsProcess: true, pages });
console.log(`Card Table relay listening at ${relay.url}${redisUrl ? ', sharing its rooms through Redis' : ''}`);
console.log(pages ? `Serving the seat pages from ${pages}` : 'No pages to serve: run npm run build first; seats can still join from the app.');
