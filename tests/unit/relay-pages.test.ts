/**
 * The relay serving the seat pages (on the loopback, port 0, in this process): the two pages and the files
 * they load, with a strict policy; nothing else of the build, no listing, no way out of it; Colyseus'
 * matchmaking still answered beside them (a host opens a room and a seat joins); a build without the
 * pages refused before anything listens.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostRelay, SeatRelay } from '../../src/common/relay-channel';
import { startRelay, type RunningRelay } from '../../src/relay/server';

let relay: RunningRelay;
let root: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'relay-pages-'));
  root = join(dir, 'renderer');
  mkdirSync(join(root, 'phone'), { recursive: true });
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'phone', 'index.html'), '<script type="module" src="../assets/phone-1.js"></script>');
  writeFileSync(join(root, 'index.html'), '<script type="module" src="./assets/index-1.js"></script><link rel="stylesheet" href="./assets/index-1.css">');
  writeFileSync(join(root, 'assets', 'phone-1.js'), 'import("./relay-line-1.js")');
  writeFileSync(join(root, 'assets', 'relay-line-1.js'), 'export {}');
  writeFileSync(join(root, 'assets', 'index-1.js'), 'export {}');
  writeFileSync(join(root, 'assets', 'index-1.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'bench-1.js'), 'not linked from either page');
  writeFileSync(join(dir, 'secret.txt'), 'outside the build');
  relay = await startRelay({ port: 0, pages: root });
});
afterAll(async () => {
  await relay?.stop();
});

const get = (path: string, init?: RequestInit) => fetch(`${relay.url}${path}`, init);

describe('the seat pages on the relay', () => {
  it('serves the seat page at /, the table at /table and what they load, with a strict policy', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('../assets/phone-1.js');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await (await get('/table')).text()).toContain('./assets/index-1.js');
    for (const asset of ['/assets/phone-1.js', '/assets/relay-line-1.js', '/assets/index-1.js', '/assets/index-1.css']) expect((await get(asset)).status, asset).toBe(200);
    expect((await get('/assets/index-1.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('/', { method: 'HEAD' })).status).toBe(200);
  });

  it('answers nothing else: no other file of the build, no listing, no path out of it, no other method', async () => {
    for (const path of ['/assets/bench-1.js', '/assets/', '/phone/', '/phone/index.html', '/index.html', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/nothing']) {
      expect((await get(path)).status, path).toBe(404);
    }
    const post = await get('/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('leaves the relay itself working beside the pages: a host opens a room and a seat joins with its link', async () => {
    const host = await HostRelay.open(relay.url);
    const link = await host.addSeat(0);
    const heard = new Promise<string>((ok) => (host.onText = (_seat, text) => ok(text)));
    const seat = await SeatRelay.join(link);
    await seat.send('{"id":1,"method":"table"}');
    expect(await heard).toBe('{"id":1,"method":"table"}');
    await seat.leave();
    await host.close();
  });

  it('refuses a build without the pages before it listens', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'relay-no-pages-'));
    await expect(startRelay({ port: 0, pages: empty })).rejects.toThrow(/have no phone\/index\.html: run npm run build/);
  });
});
