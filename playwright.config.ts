import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newToken, tokenCookieName } from './src/main/web/key';

/**
 * Two ports free on the loopback now, asked of the system (a fixed port may be held by anything,
 * including the host of an earlier run). Synchronous: the configuration is read before anything starts.
 */
function freePorts(): [number, number] {
  const script = `const net=require('node:net');const a=net.createServer(),b=net.createServer();
a.listen(0,'127.0.0.1',()=>b.listen(0,'127.0.0.1',()=>{console.log(a.address().port,b.address().port);a.close();b.close();}));`;
  const [main, lan] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
  return [main!, lan!];
}

// The browser host serves the built renderer (npm run build first); each run gets a fresh data folder.
// This file is read again by each test worker: what the first read chose travels in the environment.
if (!process.env.CARD_TABLE_E2E_PORT) {
  const [main, lan] = freePorts();
  process.env.CARD_TABLE_E2E_PORT = String(main);
  process.env.CARD_TABLE_E2E_LAN_PORT ??= String(lan);
}
const port = Number(process.env.CARD_TABLE_E2E_PORT);
// party mode's listener: the loopback only, so no test sends traffic anywhere else
const lanPort = Number(process.env.CARD_TABLE_E2E_LAN_PORT ?? port + 10);
process.env.CARD_TABLE_E2E_LAN_PORT = String(lanPort);
// The host stops when this run's process is gone, even when the run is killed outright (server.ts).
process.env.CARD_TABLE_EXIT_WITH ??= String(process.pid);
const dataDir = process.env.CARD_TABLE_E2E_DATA ?? mkdtempSync(join(tmpdir(), 'card-table-e2e-'));
process.env.CARD_TABLE_E2E_DATA = dataDir;
// The host opens only with its key: the tests' browser holds the cookie the printed address would set.
const token = process.env.CARD_TABLE_TOKEN || newToken();
process.env.CARD_TABLE_TOKEN = token;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 120_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--mute-audio', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
    storageState: { cookies: [{ name: tokenCookieName(port), value: token, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Strict' }], origins: [] },
  },
  webServer: {
    command: `npx tsx src/main/web/server.ts --port ${port} --data ${dataDir} --lan --lan-loopback --lan-port ${lanPort}`,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
