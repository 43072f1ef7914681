import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { WS_PATH } from '../../src/common/contract';
import type { GameInfo, TableUpdate, WsFrame } from '../../src/common/contract';
import { answerFrame, parseHostArgs, startWebServer } from '../../src/main/web/server';
import type { WebServer } from '../../src/main/web/server';
import { TEST_GAMES } from '../fixtures/service';

let dir: string;
let web: WebServer;
let origin: string;
/** The headers of the page after its first load: its origin and the key cookie. */
let page: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-web-'));
  const renderer = join(dir, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Card Table</title>');
  writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  web = await startWebServer({ port: 0, dataDir: join(dir, 'data'), rendererDir: renderer, games: TEST_GAMES });
  origin = `http://127.0.0.1:${web.port}`;
  page = { Origin: origin, Cookie: web.cookie };
});
afterAll(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with the path exactly as written (fetch would normalise it), answered without following redirects. */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: web.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A client that collects frames. */
async function connect(headers: Record<string, string> = page) {
  const ws = new WebSocket(`ws://127.0.0.1:${web.port}${WS_PATH}`, { headers });
  const frames: WsFrame[] = [];
  const waiting: ((f: WsFrame) => void)[] = [];
  ws.on('message', (d) => {
    const f = JSON.parse(String(d)) as WsFrame;
    frames.push(f);
    for (const w of waiting.splice(0)) w(f);
  });
  await new Promise<void>((ok, fail) => {
    ws.once('open', () => ok());
    ws.once('error', fail);
    ws.once('unexpected-response', (_req, res) => fail(new Error(`status ${res.statusCode}`)));
  });
  let nextId = 1;
  const reply = (id: number) =>
    new Promise<WsFrame>((ok) => {
      const found = frames.find((f) => 'id' in f && f.id === id);
      if (found) return ok(found);
      const check = (f: WsFrame) => ('id' in f && f.id === id ? ok(f) : waiting.push(check));
      waiting.push(check);
    });
  const call = async (method: string, payload: unknown) => {
    const id = nextId++;
    ws.send(JSON.stringify({ id, method, payload }));
    return reply(id);
  };
  const raw = async (text: string, id = -1) => {
    ws.send(text);
    return reply(id);
  };
  return { ws, frames, call, raw };
}

describe('browser host', () => {
  it('answers a malformed frame with an error and a good listGames with the games', async () => {
    const c = await connect();
    const bad = await c.raw('{not json');
    expect(bad).toEqual({ id: -1, reply: { ok: false, error: { code: 'badFrame', message: 'The message is not valid JSON.' } } });
    const noId = await c.raw(JSON.stringify({ method: 'listGames' }));
    expect(noId).toMatchObject({ id: -1, reply: { ok: false } });
    const badPayload = await c.call('act', { seat: 'zero' });
    expect(badPayload).toMatchObject({ reply: { ok: false, error: { code: 'badRequest' } } });
    const unknown = await c.call('format', null);
    expect(unknown).toMatchObject({ reply: { ok: false, error: { code: 'badMethod' } } });
    const good = await c.call('listGames', null);
    expect('reply' in good && good.reply.ok).toBe(true);
    const games = ('reply' in good && good.reply.ok ? good.reply.value : []) as GameInfo[];
    // the test host plays two games: only those are offered
    expect(games.map((g) => [g.id, g.available])).toEqual([
      ['rush', true],
      ['words', true],
    ]);
    c.ws.close();
  });

  it('refuses WebSocket upgrades from another origin, without an origin, or on another path', async () => {
    await expect(connect({ ...page, Origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(connect({ Cookie: web.cookie })).rejects.toThrow(/403/);
    await expect(connect({ ...page, Origin: `http://127.0.0.1:${web.port + 1}` })).rejects.toThrow(/403/);
    const other = new WebSocket(`ws://127.0.0.1:${web.port}/other`, { headers: page });
    await expect(
      new Promise((ok, fail) => {
        other.once('open', ok);
        other.once('unexpected-response', (_q, res) => fail(new Error(`status ${res.statusCode}`)));
      }),
    ).rejects.toThrow(/404/);
  });

  it('pushes bot moves and keeps the table for a reconnecting page', async () => {
    const c = await connect();
    const started = await c.call('startMatch', { gameId: 'rush', seats: [{ kind: 'bot', name: 'B' }, { kind: 'human', name: 'Ann' }], seed: 9 });
    expect('reply' in started && started.reply.ok).toBe(true);
    const matchId = ('reply' in started && started.reply.ok ? (started.reply.value as TableUpdate) : null)!.matchId;
    await web.service.idle();
    await new Promise((r) => setTimeout(r, 20));
    expect(c.frames.some((f) => 'push' in f && f.push.kind === 'update')).toBe(true);
    c.ws.close();
    const d = await connect();
    const cur = await d.call('currentMatch', null);
    expect('reply' in cur && cur.reply.ok && (cur.reply.value as TableUpdate).matchId).toBe(matchId);
    d.ws.close();
  });

  it('serves the renderer with content types and a CSP, and nothing outside it', async () => {
    const get = (p: string, init: RequestInit = {}) => fetch(`${origin}${p}`, { ...init, headers: { cookie: web.cookie } });
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await index.text()).toContain('Card Table');
    const js = await get('/assets/app.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/missing.js', '/assets']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(await r.text()).not.toContain('secret');
    }
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });
});

describe('the host key', () => {
  it('the printed address carries the key; its first load sets the cookie and leaves the address bar', async () => {
    const url = new URL(web.url);
    const key = url.searchParams.get('token')!;
    expect(key).toMatch(/^[\w-]{24,}$/);
    const first = await fetch(`${origin}/?bench=x&token=${key}`, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/?bench=x');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toContain(`${web.cookie};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const page2 = await fetch(`${origin}/`, { headers: { cookie: cookie.split(';')[0] } });
    expect(page2.status).toBe(200);
  });

  it('the redirect that drops the key stays on this host, whatever the path (no //host or /\\host)', async () => {
    const key = new URL(web.url).searchParams.get('token')!;
    const paths = ['/.//evil.example/', '/./\\evil.example/', '//evil.example/', '/\\evil.example/', '/%2F/evil.example/', '/./%5Cevil.example/', '/.//evil.example/x?y=1'];
    for (const p of paths) {
      const { status, location } = await rawGet(`${p}${p.includes('?') ? '&' : '?'}token=${key}`);
      expect(status, p).toBe(303);
      expect(location, p).toMatch(/^\/(?![/\\])/);
      // a browser resolving it against the page's address stays on the page's origin
      expect(new URL(location!, origin).origin, p).toBe(origin);
    }
  });

  it('without the key nothing is served and the WebSocket is refused before the upgrade', async () => {
    for (const p of ['/', '/index.html', '/assets/app.js']) {
      const r = await fetch(`${origin}${p}`);
      expect(r.status, p).toBe(401);
      expect(await r.text()).toMatch(/address it printed/);
      expect((await fetch(`${origin}${p}`, { headers: { cookie: `${web.cookie}x` } })).status).toBe(401);
    }
    expect((await fetch(`${origin}/?token=${'a'.repeat(32)}`, { redirect: 'manual' })).status).toBe(403);
    const name = web.cookie.split('=')[0];
    await expect(connect({ Origin: origin })).rejects.toThrow(/401/);
    await expect(connect({ Origin: origin, Cookie: `${name}=${'b'.repeat(32)}` })).rejects.toThrow(/403/);
    await expect(connect({ Origin: origin, Cookie: `other=1; ${name}=` })).rejects.toThrow(/403/);
    // a cookie of the same name for another port's host does not open this one
    await expect(connect({ Origin: origin, Cookie: web.cookie.replace(String(web.port), String(web.port + 1)) })).rejects.toThrow(/401/);
  });

  it("a change is pushed to the other connections; the requester has it in its reply", async () => {
    const c = await connect();
    const d = await connect();
    const u = await c.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }], seed: 2 });
    const table = ('reply' in u && u.reply.ok ? u.reply.value : null) as TableUpdate;
    await d.call('listGames', null);
    expect(d.frames).toContainEqual({ push: { kind: 'update', update: table } });
    const acted = await d.call('act', { seat: 0, action: { type: 'tap' }, matchId: table.matchId, version: table.version });
    expect('reply' in acted && acted.reply.ok).toBe(true);
    await c.call('listGames', null);
    // (a connection also gets the table open when it connects: only this match's pushes count here)
    const pushesOf = (frames: WsFrame[]) =>
      frames.flatMap((f) => ('push' in f && f.push.kind === 'update' && f.push.update.matchId === table.matchId ? [f.push.update.turn] : []));
    expect(pushesOf(c.frames)).toEqual([1]);
    expect(pushesOf(d.frames)).toEqual([0]);
    c.ws.close();
    d.ws.close();
  });
});

describe('frames and arguments', () => {
  it('answerFrame never throws on odd input', async () => {
    for (const text of ['', 'null', '[]', '42', '"x"', '{"id":"1","method":"listGames"}', '{"id":1}', '{"id":1,"method":"listGames","x":2}']) {
      const f = await answerFrame(web.service, text);
      expect('reply' in f && f.reply.ok, text).toBe(false);
    }
  });

  it('parses --port, --data and the environment, refusing bad values', () => {
    expect(parseHostArgs([], {}).port).toBe(5180);
    expect(parseHostArgs(['--port', '0'], {}).port).toBe(0);
    expect(parseHostArgs([], { CARD_TABLE_PORT: '6000', CARD_TABLE_DATA: '/tmp/x' })).toEqual({ port: 6000, dataDir: '/tmp/x' });
    expect(parseHostArgs(['--port=7000', '--data', '/tmp/y'], { CARD_TABLE_PORT: '6000' })).toEqual({ port: 7000, dataDir: '/tmp/y' });
    expect(() => parseHostArgs(['--port', 'abc'], {})).toThrow(/port/);
    expect(() => parseHostArgs(['--port', '70000'], {})).toThrow(/port/);
    expect(() => parseHostArgs(['--host', 'x'], {})).toThrow(/Unknown argument/);
    expect(() => parseHostArgs(['--data'], {})).toThrow(/needs a value/);
    expect(parseHostArgs([], { CARD_TABLE_TOKEN: 'k'.repeat(20) }).token).toBe('k'.repeat(20));
    expect(() => parseHostArgs([], { CARD_TABLE_TOKEN: 'short' })).toThrow(/CARD_TABLE_TOKEN/);
  });
});
