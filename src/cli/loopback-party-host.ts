/**
 * The browser host over `dir` with party mode on the loopback only, for the relay bench and the relay tests:
 * only `games`, and a stand-in phone page (their seats speak the protocol; they load no page). `frames`
 * lifts the phones' rate limit for seats that play at machine speed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startWebServer, type WebServer } from '../main/web/server';

type ServerOptions = Parameters<typeof startWebServer>[0];

export function startLoopbackPartyHost(dir: string, games: ServerOptions['games'], frames?: NonNullable<ServerOptions['lan']>['frames']): Promise<WebServer> {
  mkdirSync(join(dir, 'renderer', 'phone'), { recursive: true });
  writeFileSync(join(dir, 'renderer', 'phone', 'index.html'), '<p>phone</p>');
  return startWebServer({
    port: 0,
    dataDir: join(dir, 'data'),
    rendererDir: join(dir, 'renderer'),
    games,
    lan: { port: 0, addresses: () => [{ address: '127.0.0.1', name: 'lo', likely: true }], ...(frames ? { frames } : {}) },
  });
}
