/**
 * The page cannot be framed, neither host follows a symbolic link out of the renderer folder, the
 * system browser opens only the app's own links, and the dev server is trusted only in a development build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appProtocolHandler, devRendererUrl, isAppLink } from '../../src/main/security';
import { startWebServer } from '../../src/main/web/server';
import type { WebServer } from '../../src/main/web/server';
import { TEST_GAMES } from '../fixtures/service';

let dir: string;
let renderer: string;
let web: WebServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-security-'));
  renderer = join(dir, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Card Table</title>');
  writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  mkdirSync(join(dir, 'outside'));
  writeFileSync(join(dir, 'outside', 'x.js'), 'secret');
  symlinkSync(join(dir, 'secret.txt'), join(renderer, 'assets', 'leak.js'));
  symlinkSync(join(dir, 'outside'), join(renderer, 'out'));
  symlinkSync(join(renderer, 'assets', 'app.js'), join(renderer, 'assets', 'alias.js'));
  web = await startWebServer({ port: 0, dataDir: join(dir, 'data'), rendererDir: renderer, games: TEST_GAMES });
});
afterAll(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`http://127.0.0.1:${web.port}${path}`, { headers: { cookie: web.cookie } });
const app = (path: string) => appProtocolHandler(renderer, 'card-table')(new Request(`app://card-table${path}`));

describe('framing', () => {
  it('the browser host and the app protocol forbid framing the page', async () => {
    for (const r of [await get('/'), await get('/missing'), await app('/index.html'), await app('/missing')]) {
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(r.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('symbolic links', () => {
  it('neither host follows a link out of the renderer folder; links inside it still work', async () => {
    for (const path of ['/assets/leak.js', '/out/x.js']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(await r.text()).not.toContain('secret');
      const a = await app(path);
      expect(a.status, path).toBe(404);
      expect(await a.text()).not.toContain('secret');
    }
    expect(await (await get('/assets/alias.js')).text()).toBe('console.log(1)');
    expect(await (await app('/assets/alias.js')).text()).toBe('console.log(1)');
    expect((await app('/index.html')).status).toBe(200);
    expect((await app('/assets')).status).toBe(404);
  });
});

describe('external links and the dev server', () => {
  it('only the exact addresses the app links to open in the system browser', () => {
    const links = ['https://example.org/rules/football'];
    expect(isAppLink('https://example.org/rules/football', links)).toBe(true);
    for (const url of [
      'https://example.org/rules/football?x=1',
      'https://example.org/',
      'https://evil.example/',
      'http://example.org/rules/football',
      'https://user@example.org/rules/football',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(isAppLink(url, links), url).toBe(false);
    }
    // the page links to no web address today
    expect(isAppLink('https://example.org/')).toBe(false);
  });

  it('the dev renderer address is trusted only in a development build, and only on this machine', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(devRendererUrl(true, env)).toBe('http://localhost:5173');
    expect(devRendererUrl(false, env)).toBeUndefined();
    expect(devRendererUrl(true, {})).toBeUndefined();
    expect(devRendererUrl(true, { ELECTRON_RENDERER_URL: 'https://evil.example' })).toBeUndefined();
    expect(devRendererUrl(true, { ELECTRON_RENDERER_URL: 'http://10.0.0.2:5173' })).toBeUndefined();
    expect(devRendererUrl(true, { ELECTRON_RENDERER_URL: 'nonsense' })).toBeUndefined();
  });
});
