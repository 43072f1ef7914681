/**
 * `npm run relay [-- --port N --host ADDRESS --redis URL --public-address HOST:PORT --pages DIR]` (or PORT,
 * HOST, REDIS_URL, PUBLIC_ADDRESS, PAGES in the environment): runs the relay in this process until stopped,
 * and prints the address it listens on and whether it serves the seat pages (out/renderer by default). With a Redis, several such processes share their rooms.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { requireSupportedNode } from '../main/node-version';
import { startRelay } from './server';

function option(flag: string, env: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : process.env[env];
}

requireSupportedNode();
const portText = option('--port', 'PORT') ?? '2567';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The port "${portText}" is not a port number (0-65535).`);
  process.exit(2);
}
const redisUrl = option('--redis', 'REDIS_URL');
// the seat pages a link opens come from the renderer's build (npm run build), or the folder given
const built = resolve(option('--pages', 'PAGES') ?? 'out/renderer');
const pages = existsSync(resolve(built, 'phone/index.html')) ? built : undefined;
const relay = await startRelay({ port, host: option('--host', 'HOST') ?? '127.0.0.1', redisUrl, publicAddress: option('--public-address', 'PUBLIC_ADDRESS'), ownsProcess: true, pages });
console.log(`Card Table relay listening at ${relay.url}${redisUrl ? ', sharing its rooms through Redis' : ''}`);
console.log(pages ? `Serving the seat pages from ${pages}` : 'No pages to serve: run npm run build first; seats can still join from the app.');
