/**
 * Party mode's listener (src/main/web/party.ts) on the loopback only: seat keys, Host and Origin checks,
 * limits, one device per seat, revoking, releasing, and a Rush match played by two phones to its end
 * with every frame each phone received checked for the other seat's cards.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PartyStatus, Reply, TableUpdate } from '../../src/common/contract';
import { PHONE_WS_PATH, type PhoneFrame } from '../../src/common/party';
import { GAMES } from '../../src/main/games';
import { newSeatKey, PARTY_KEY_PATTERN, PHONE_CLOSE, PHONE_MAX_FRAME, seatCookieName, lanAddresses } from '../../src/main/web/party';
import { startWebServer, parseHostArgs, type WebServer } from '../../src/main/web/server';
import { GUESS_FREE, PHONE_FRAME_BURST } from '../../src/main/web/guard';
import { knowledge, leaksIn, recordOf } from '../fixtures/leaks';
import { connect, replyTo, type WsClient } from '../fixtures/ws-client';

const LOOPBACK = '127.0.0.1';
const PHONE_HTML = '<p>phone</p><script type="module" src="../assets/phone.js"></script>';
let dir: string;
let web: WebServer;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-party-'));
  const renderer = join(dir, 'renderer');
  mkdirSync(join(renderer, 'phone'), { recursive: true });
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<p>desktop</p>');
  writeFileSync(join(renderer, 'phone', 'index.html'), PHONE_HTML);
  writeFileSync(join(renderer, 'assets', 'phone.js'), 'import "./shared.js";');
  writeFileSync(join(renderer, 'assets', 'shared.js'), '1');
  writeFileSync(join(renderer, 'assets', 'desktop.js'), 'import "./shared.js";');
  web = await startHost();
});

/**
 * The real games, bots in this thread; the listener offers the loopback only. Phones here send frames at
 * machine speed, far above a person's few a second, unless `speed` is 'person' (the listener's own limits).
 */
function startHost(speed: 'machine' | 'person' = 'machine'): Promise<WebServer> {
  return startWebServer({
    port: 0,
    dataDir: join(dir, 'data'),
    rendererDir: join(dir, 'renderer'),
    games: { rush: GAMES.rush, football: GAMES.football },
    lan: {
      port: 0,
      addresses: () => [{ address: LOOPBACK, name: 'lo', likely: true }],
      ...(speed === 'machine' ? { frames: { burst: 1000, perSecond: 10_000 } } : {}),
      guard: { firstDelayMs: 100, maxDelayMs: 400 },
    },
  });
}
afterEach(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
});

const human = (name: string) => ({ kind: 'human' as const, name });

async function call<T>(method: string, payload: unknown): Promise<Reply<T>> {
  return (await web.service.handle(method, payload)) as Reply<T>;
}

async function startParty(gameId: 'rush' | 'football' = 'rush', seats: object[] = [human('Ann'), human('Bob')], options?: Record<string, unknown>): Promise<PartyStatus> {
  const started = await call<TableUpdate>('startMatch', { gameId, seats, seed: 7, ...(options ? { options } : {}) });
  expect(started.ok).toBe(true);
  const party = await call<PartyStatus>('partyStart', { address: LOOPBACK, consent: true });
  if (!party.ok) throw new Error(JSON.stringify(party.error));
  return party.value;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET from `from` (another loopback address stands for another device on the network). */
function get(port: number, path: string, headers: Record<string, string> = {}, from?: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: LOOPBACK, port, path, headers: { host: `${LOOPBACK}:${port}`, ...headers }, ...(from ? { localAddress: from } : {}) }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Joins a seat's address as a phone would; returns its cookie (key.device). */
async function joinSeat(status: PartyStatus, seat: number): Promise<string> {
  const url = new URL(status.seats.find((s) => s.seat === seat)!.url!);
  const r = await get(status.port!, url.pathname);
  expect(r.status).toBe(303);
  expect(r.headers.location).toBe('/phone/');
  const set = String(r.headers['set-cookie']);
  expect(set).toContain('HttpOnly');
  expect(set).toContain('SameSite=Lax');
  return set.split(';')[0]!;
}

interface Phone extends WsClient<PhoneFrame> {
  call(body: object): Promise<PhoneFrame>;
  latest(): TableUpdate | null;
}

async function phone(port: number, cookie: string, headers: Record<string, string> = {}, from?: string): Promise<Phone> {
  const c = await connect<PhoneFrame>(`ws://${LOOPBACK}:${port}${PHONE_WS_PATH}`, { Origin: `http://${LOOPBACK}:${port}`, Cookie: cookie, ...headers }, from);
  return {
    ...c,
    call: (body) => replyTo(c, body),
    latest: () => {
      let u: TableUpdate | null = null;
      for (const f of c.frames) if ('push' in f && f.push.kind === 'update' && (!u || f.push.update.seq > u.seq)) u = f.push.update;
      return u;
    },
  };
}

/** Waits until `check` holds (the listener answers over the loopback within a few turns of the event loop). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('seat keys', () => {
  it('are 12 letters and digits without look-alikes, and differ', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newSeatKey()));
    expect(keys.size).toBe(200);
    for (const k of keys) expect(k).toMatch(PARTY_KEY_PATTERN);
    expect([...keys].join('')).not.toMatch(/[01ilo]/);
  });

  it('the likely address is a private one, loopback last', () => {
    const list = lanAddresses({
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '', mac: '', cidr: null }],
      docker0: [{ address: '172.17.0.1', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }],
      wlan0: [{ address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }],
    });
    expect(list.map((a) => a.address)).toEqual(['192.168.1.20', '172.17.0.1', '127.0.0.1']);
    expect(list.filter((a) => a.likely).map((a) => a.address)).toEqual(['192.168.1.20']);
  });

  it('--lan options parse; the LAN port and loopback need --lan', () => {
    const a = parseHostArgs(['--lan', '--lan-port', '5223', '--lan-loopback'], {});
    expect(a.lan?.port).toBe(5223);
    expect(a.lan?.addresses?.().map((x) => x.address)).toEqual([LOOPBACK]);
    expect(() => parseHostArgs(['--lan-port', '5223'], {})).toThrow(/go with --lan/);
    expect(() => parseHostArgs(['--lan', '--lan-port', 'x'], {})).toThrow(/LAN port/);
    expect(parseHostArgs([], {}).lan).toBeUndefined();
  });
});

describe('starting and stopping', () => {
  it('is refused without a match, with one human, for an unknown address or without consent', async () => {
    expect((await call('partyStart', { address: LOOPBACK, consent: true })).ok).toBe(false);
    await call('startMatch', { gameId: 'rush', seats: [human('Ann'), { kind: 'bot', name: 'B', level: 'easy' }], seed: 1 });
    const one = await call('partyStart', { address: LOOPBACK, consent: true });
    expect(!one.ok && one.error.code).toBe('partyNeedsHumans');
    await call('startMatch', { gameId: 'rush', seats: [human('Ann'), human('Bob')], seed: 1 });
    const far = await call('partyStart', { address: '10.9.9.9', consent: true });
    expect(!far.ok && far.error.code).toBe('partyAddress');
    const noConsent = await call('partyStart', { address: LOOPBACK, consent: false });
    expect(!noConsent.ok && noConsent.error.code).toBe('badRequest');
    const status = await call<PartyStatus>('partyStatus', null);
    expect(status.ok && status.value.running).toBe(false);
  });

  it('gives each human seat its own address and QR code; stops when the match closes', async () => {
    const status = await startParty('rush', [human('Ann'), { kind: 'bot', name: 'B', level: 'easy' } as never, human('Cid')]);
    expect(status.seats.map((s) => s.seat)).toEqual([0, 2]);
    const [a, c] = status.seats;
    expect(a.url).not.toBe(c.url);
    expect(a.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${status.port}/j/[a-z2-9]{12}$`));
    expect(a.qr).toMatch(/^<svg/);
    const port = status.port!;
    await call('closeMatch', { matchId: web.service.current!.id });
    await until(() => !web.party!.status().running, 'the listener to stop');
    await expect(get(port, '/phone/')).rejects.toThrow();
  });
});

describe('the LAN listener', () => {
  it('serves the phone page only to a current key, on its own Host, with the CSP', async () => {
    const status = await startParty();
    const port = status.port!;
    expect((await get(port, '/phone/')).status).toBe(401);
    expect((await get(port, '/j/aaaaaaaaaaaa')).status).toBe(403);
    expect((await get(port, '/j/../../etc')).status).toBe(401); // no join path once normalised
    const key = new URL(status.seats[0].url!).pathname;
    expect((await get(port, key, { host: `localhost:${port}` })).status).toBe(421);
    expect((await get(port, key, { host: `evil.example:${port}` })).status).toBe(421);
    const cookie = await joinSeat(status, 0);
    const page = await get(port, '/phone/', { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toBe(PHONE_HTML);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await get(port, '/assets/phone.js', { cookie })).status).toBe(200);
    expect((await get(port, '/assets/shared.js', { cookie })).status).toBe(200);
    // nothing of the desktop: not its page or its files (however spelled), not with the desktop's own key
    expect((await get(port, '/assets/desktop.js', { cookie })).status).toBe(404);
    expect((await get(port, '/assets/..%2findex.html', { cookie })).status).toBe(404);
    expect((await get(port, '/assets/%2e%2e/index.html', { cookie })).status).toBe(404);
    expect((await get(port, '/phone/..%2findex.html', { cookie })).status).toBe(404);
    expect((await get(port, '/', { cookie })).status).toBe(404);
    expect((await get(port, '/index.html', { cookie })).status).toBe(404);
    expect((await get(port, `/?token=x`, { cookie: web.cookie })).status).toBe(401);
    expect((await get(port, '/phone/', { cookie: web.cookie })).status).toBe(401);
    expect((await get(port, '/phone/', { cookie: `${seatCookieName(port)}=${status.seats[0].url!.slice(-12)}.short` })).status).toBe(401);
  });

  it('checks Origin, Host and key on the WebSocket, and limits frame sizes', async () => {
    const status = await startParty();
    const port = status.port!;
    const cookie = await joinSeat(status, 0);
    await expect(phone(port, cookie, { Origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(phone(port, cookie, { Host: `localhost:${port}` })).rejects.toThrow(/403/);
    await expect(phone(port, '')).rejects.toThrow(/401/);
    await expect(phone(port, web.cookie)).rejects.toThrow(/401/);
    const p = await phone(port, cookie);
    p.ws.send('x'.repeat(PHONE_MAX_FRAME + 1));
    expect((await p.closed).code).toBe(1009);
  });

  it('a phone gets its seat only, and may act only for it', async () => {
    const status = await startParty();
    const p = await phone(status.port!, await joinSeat(status, 0));
    await until(() => p.latest() !== null, 'the first table');
    const hello = p.frames.find((f) => 'push' in f && f.push.kind === 'hello');
    expect(hello && 'push' in hello && hello.push.kind === 'hello' && hello.push.hello.seat).toBe(0);
    expect(p.latest()!.viewer).toBe(0);
    // no other method, no seat of its choosing
    for (const body of [{ method: 'startMatch' }, { method: 'act', seat: 1, version: 0, action: { type: 'accept' } }, { method: 'listSaves' }, { method: 'table', extra: 1 }]) {
      const r = await p.call(body);
      expect('reply' in r && !r.reply.ok && r.reply.error.code).toBe('badFrame');
    }
    const stale = await p.call({ method: 'act', version: 1, action: { type: 'discard', card: 'x' } });
    expect('reply' in stale && !stale.reply.ok && stale.reply.error.code).toBe('staleTable');
    // the desktop sees the seat on a phone, and may not move for it
    const desk = web.service.current!.update([]);
    expect(desk.phones).toEqual([{ seat: 0, away: false }]);
    const session = web.service.current!;
    const toAct = p.latest()!.humanToAct;
    if (toAct === 0) {
      const r = session.act(0, p.latest()!.legal[0]!);
      expect(!r.ok && r.error.code).toBe('seatOnPhone');
    }
  });

  it('one device per seat: a second is refused until the desktop allows a takeover', async () => {
    const status = await startParty();
    const port = status.port!;
    const first = await phone(port, await joinSeat(status, 1));
    await until(() => first.latest() !== null, 'the first phone');
    const second = await phone(port, await joinSeat(status, 1));
    const refused = await second.closed;
    expect(refused.code).toBe(PHONE_CLOSE.seatTaken);
    expect(web.party!.status().seats.find((s) => s.seat === 1)!.asking).toBe(true);
    expect((await call('partyTakeover', { seat: 0 })).ok).toBe(false); // nobody asks for seat 0
    expect((await call('partyTakeover', { seat: 1 })).ok).toBe(true);
    expect((await first.closed).code).toBe(PHONE_CLOSE.takenOver);
    const again = await phone(port, await joinSeat(status, 1));
    await until(() => again.latest() !== null, 'the new phone');
    expect(again.latest()!.viewer).toBe(1);
  });

  it('a revoked code opens nothing; the new one does', async () => {
    const status = await startParty();
    const port = status.port!;
    const cookie = await joinSeat(status, 0);
    const p = await phone(port, cookie);
    const old = new URL(status.seats[0].url!).pathname;
    const revoked = await call<PartyStatus>('partyRevoke', { seat: 0 });
    expect(revoked.ok).toBe(true);
    expect((await p.closed).code).toBe(PHONE_CLOSE.revoked);
    expect((await get(port, old)).status).toBe(403);
    await expect(phone(port, cookie)).rejects.toThrow(/401/);
    const fresh = revoked.ok ? revoked.value : status;
    expect(fresh.seats[0].url).not.toBe(status.seats[0].url);
    const p2 = await phone(port, await joinSeat(fresh, 0));
    await until(() => p2.latest() !== null, 'the table on the new code');
  });

  it('a dropped phone leaves its seat away; it rejoins, or the desktop plays it again', async () => {
    const status = await startParty();
    const port = status.port!;
    const cookie = await joinSeat(status, 0);
    const p = await phone(port, cookie);
    await until(() => p.latest() !== null, 'the table');
    p.ws.terminate();
    await until(() => web.party!.status().seats[0].state === 'away', 'the seat away');
    expect(web.service.current!.update([]).phones).toEqual([{ seat: 0, away: true }]);
    const back = await phone(port, cookie);
    await until(() => web.party!.status().seats[0].state === 'connected', 'the phone back');
    expect((await call('partyRelease', { seat: 0 })).ok).toBe(true);
    expect((await back.closed).code).toBe(PHONE_CLOSE.released);
    expect(web.service.current!.update([]).phones).toBeUndefined();
  });
});

describe('after a restart', () => {
  it('resuming the match starts the listener again with the same codes; the phone rejoins with its cookie', async () => {
    const status = await startParty();
    const cookie = await joinSeat(status, 0);
    const p = await phone(status.port!, cookie);
    await until(() => p.latest() !== null, 'the table');
    const before = p.latest()!;
    await web.close(); // the host quits (a kill -9 leaves the same files: the invitation is written when it changes)
    await p.closed;
    web = await startHost();
    expect(web.party!.status().running).toBe(false); // nothing listens before the match is open again
    const resumed = await call<TableUpdate>('continueLatest', null);
    expect(resumed.ok && resumed.value.matchId).toBe(before.matchId);
    await until(() => web.party!.status().running, 'the listener to start again');
    expect(web.party!.status().port).toBe(status.port);
    expect(web.party!.status().seats.map((s) => s.url)).toEqual(status.seats.map((s) => s.url));
    const back = await phone(status.port!, cookie);
    await until(() => back.latest() !== null, 'the table again');
    expect(back.latest()!.viewer).toBe(0);
    expect(back.latest()!.turn).toBe(before.turn);
    // another device is still refused: the seat stayed bound to that phone
    const other = await phone(status.port!, await joinSeat(web.party!.status(), 0));
    expect((await other.closed).code).toBe(PHONE_CLOSE.seatTaken);
    // stopping ends the invitation: a later start does not bring it back
    await call('partyStop', null);
    await web.close();
    web = await startHost();
    await call('continueLatest', null);
    await new Promise((r) => setTimeout(r, 50));
    expect(web.party!.status().running).toBe(false);
  });
});

describe('a Rush match played on two phones', () => {
  it('reaches its end; no frame to a phone names a card its seat may not know', async () => {
    const status = await startParty('rush', [human('Ann'), human('Bob')], { endAfterExhaustions: 1 });
    const phones = [await phone(status.port!, await joinSeat(status, 0)), await phone(status.port!, await joinSeat(status, 1))];
    await until(() => phones.every((p) => p.latest() !== null), 'both tables');
    for (let step = 0; step < 400; step++) {
      const now = await phones[0].call({ method: 'table' });
      const u = ('reply' in now && now.reply.ok ? now.reply.value : null) as TableUpdate;
      if (u.outcome) break;
      const seat = u.actors[0]!;
      // a reply comes after every push sent before it: the table it carries is the newest
      const table = await phones[seat].call({ method: 'table' });
      const mine = ('reply' in table && table.reply.ok ? table.reply.value : null) as TableUpdate;
      const r = await phones[seat].call({ method: 'act', version: mine.version, action: mine.legal[0] });
      expect('reply' in r && r.reply.ok, JSON.stringify(r).slice(0, 300)).toBe(true);
      const turn = web.service.current!.turn;
      await until(() => phones.every((p) => p.latest()!.turn === turn), 'both phones to hear the move');
    }
    expect(phones[0].latest()!.outcome).not.toBeNull();
    expect(phones[1].latest()!.outcome).toEqual(phones[0].latest()!.outcome);
    const k = knowledge(recordOf(web.service.current!), 'rush');
    let checked = 0;
    for (const [seat, p] of phones.entries()) {
      for (const f of p.frames) {
        if (!('push' in f) || f.push.kind !== 'update') continue;
        const u = f.push.update;
        expect(u.viewer).toBe(seat);
        expect(leaksIn(f, seat, u.turn, k), `seat ${seat}, turn ${u.turn}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});

const tableOf = (f: PhoneFrame): TableUpdate => ('reply' in f && f.reply.ok ? f.reply.value : null) as TableUpdate;
const seatPath = (status: PartyStatus, seat: number) => new URL(status.seats.find((s) => s.seat === seat)!.url!).pathname;
const guessedCookie = (port: number) => `${seatCookieName(port)}=${newSeatKey()}.${'a'.repeat(22)}`;

describe('the shared screen while phones play', () => {
  it('a seat taken back by the desktop meets the curtain, naming it, while another seat plays on a phone', async () => {
    const status = await startParty('rush', [human('Olena'), human('Petro'), { kind: 'bot' as const, name: 'Bot', level: 'easy' as const }], { endAfterExhaustions: 1 });
    const olena = await phone(status.port!, await joinSeat(status, 0));
    const petro = await phone(status.port!, await joinSeat(status, 1));
    await until(() => olena.latest() !== null && petro.latest() !== null, 'both tables');
    await call('partyRelease', { seat: 0 }); // "Play on this computer"
    await olena.closed;
    let curtains = 0;
    let petroTurns = 0;
    for (let step = 0; step < 300; step++) {
      await web.service.idle();
      const desk = (await call<TableUpdate>('currentMatch', null)) as { ok: true; value: TableUpdate };
      const u = desk.value;
      if (u.outcome) break;
      if (u.curtain) {
        expect(u.curtain).toEqual({ seat: 0, name: 'Olena' });
        expect(u.viewer).toBe('spectator');
        curtains++;
        const confirmed = await call<TableUpdate>('confirmCurtain', { seat: 0, matchId: u.matchId, version: u.version });
        expect(confirmed.ok, JSON.stringify(confirmed).slice(0, 200)).toBe(true);
      } else if (u.humanToAct === 0) {
        expect((await call('act', { seat: 0, action: u.legal[0], matchId: u.matchId, version: u.version })).ok).toBe(true);
      } else {
        // Petro's turn on his phone: the desktop shows no hand while he may look up at it
        expect(u.viewer).toBe('spectator');
        const mine = tableOf(await petro.call({ method: 'table' }));
        expect(mine.legal.length).toBeGreaterThan(0);
        const r = await petro.call({ method: 'act', version: mine.version, action: mine.legal[0] });
        expect('reply' in r && r.reply.ok).toBe(true);
        petroTurns++;
      }
    }
    expect(petroTurns).toBeGreaterThan(1);
    expect(curtains).toBeGreaterThan(1);
  });

  it('a phone coming or going does not change the table: a move tapped meanwhile stands', async () => {
    const status = await startParty();
    const phones = [await phone(status.port!, await joinSeat(status, 0))];
    await until(() => phones[0].latest() !== null, 'the table');
    const seat = phones[0].latest()!.actors[0]!;
    if (seat !== 0) phones.unshift(await phone(status.port!, await joinSeat(status, 1)));
    const mover = phones[0];
    const before = tableOf(await mover.call({ method: 'table' }));
    // the other seat's phone joins and drops before the move arrives
    const other = await phone(status.port!, await joinSeat(web.party!.status(), 1 - seat));
    await until(() => web.party!.status().seats.find((s) => s.seat === 1 - seat)!.state === 'connected', 'the other phone');
    other.ws.close();
    await until(() => web.party!.status().seats.find((s) => s.seat === 1 - seat)!.state === 'away', 'the other phone to drop');
    const r = await mover.call({ method: 'act', version: before.version, action: before.legal[0] });
    expect('reply' in r && r.reply.ok, JSON.stringify(r).slice(0, 200)).toBe(true);
  });

  it('a phone seat whose reaction time runs out is passed for by the host, as the desktop passes for its own', async () => {
    const status = await startParty('football', [human('Ann'), human('Bob')], { reactionTimeoutMs: 150 });
    const phones = [await phone(status.port!, await joinSeat(status, 0)), await phone(status.port!, await joinSeat(status, 1))];
    await until(() => phones.every((p) => p.latest() !== null), 'both tables');
    let passed = 0;
    for (let step = 0; step < 400 && passed < 2; step++) {
      const tables = await Promise.all(phones.map(async (p) => tableOf(await p.call({ method: 'table' }))));
      if (tables[0].outcome) break;
      const seat = tables.findIndex((u) => u.legal.length > 0);
      const u = tables[seat];
      if (u.reaction) {
        expect(u.reaction).toEqual({ seat, timeoutMs: 150 });
        const turn = web.service.current!.turn;
        await until(() => web.service.current!.turn > turn, 'the host to pass for the phone');
        expect(web.service.current!.logCopy().at(-1)).toMatchObject({ seat, action: { type: 'pass' } });
        passed++;
        continue;
      }
      const moves = u.legal.filter((a) => a.type !== 'pass');
      const r = await phones[seat].call({ method: 'act', version: u.version, action: moves[(u.turn * 7919) % moves.length] });
      expect('reply' in r && r.reply.ok, JSON.stringify(r).slice(0, 200)).toBe(true);
    }
    expect(passed).toBe(2);
  });
});

describe('a device on the network that guesses or floods', () => {
  it('a guesser is slowed by its own address; nobody else is refused a right code, and a revoked one says so', async () => {
    const status = await startParty();
    const port = status.port!;
    const guesses = await Promise.all(Array.from({ length: 40 }, () => get(port, `/j/${newSeatKey()}`, {}, '127.0.0.2')));
    const looked = guesses.filter((g) => g.status === 403).length;
    expect(looked).toBeGreaterThanOrEqual(GUESS_FREE);
    expect(looked).toBeLessThanOrEqual(GUESS_FREE + 4);
    expect(guesses.filter((g) => g.status === 429).length).toBe(40 - looked);
    expect(Number(guesses.find((g) => g.status === 429)!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // everyone else: right codes open at once, from any other device
    expect((await get(port, seatPath(status, 0))).status).toBe(303);
    expect((await get(port, seatPath(status, 1), {}, '127.0.0.3')).status).toBe(303);
    // a freshly revoked code is told it was revoked, and the new one opens
    const old = seatPath(status, 0);
    const renewed = (await call<PartyStatus>('partyRevoke', { seat: 0 })) as { ok: true; value: PartyStatus };
    expect((await get(port, old)).status).toBe(403);
    expect((await get(port, seatPath(renewed.value, 0))).status).toBe(303);
    // even the guesser's address is not refused a right code: it waits its turn, then it opens
    expect((await get(port, seatPath(renewed.value, 1), {}, '127.0.0.2')).status).toBe(303);
  });

  it('guessed seat cookies count as guesses, on the page and on the WebSocket', async () => {
    const status = await startParty();
    const port = status.port!;
    const pages = await Promise.all(Array.from({ length: 40 }, () => get(port, '/phone/', { cookie: guessedCookie(port) }, '127.0.0.4')));
    expect(pages.filter((p) => p.status === 401).length).toBeLessThanOrEqual(GUESS_FREE + 4);
    expect(pages.filter((p) => p.status === 429).length).toBeGreaterThanOrEqual(40 - GUESS_FREE - 4);
    // upgrades with guessed cookies from a fresh address: refused, and counted (the address is then slowed)
    for (let i = 0; i < GUESS_FREE; i++) await expect(phone(port, guessedCookie(port), {}, '127.0.0.5')).rejects.toThrow(/401/);
    const two = await Promise.all([0, 1].map(() => get(port, `/j/${newSeatKey()}`, {}, '127.0.0.5')));
    expect(two.map((a) => a.status).sort()).toEqual([403, 429]);
    // a real phone elsewhere is not touched by any of it
    expect((await get(port, '/phone/', { cookie: await joinSeat(status, 0) })).status).toBe(200);
  });

  it('a phone that floods is cut off; the desktop and the other phone are answered', async () => {
    await web.close();
    web = await startHost('person');
    const status = await startParty();
    const port = status.port!;
    const flooder = await phone(port, await joinSeat(status, 0), {}, '127.0.0.6');
    const other = await phone(port, await joinSeat(status, 1));
    await until(() => flooder.latest() !== null && other.latest() !== null, 'both tables');
    for (let i = 0; i < 20_000; i++) flooder.ws.send(JSON.stringify({ id: i + 1, method: 'table' }));
    expect((await flooder.closed).code).toBe(PHONE_CLOSE.tooFast);
    const replies = flooder.frames.filter((f) => 'id' in f);
    expect(replies.filter((f) => 'reply' in f && f.reply.ok).length).toBeLessThanOrEqual(PHONE_FRAME_BURST + 2);
    expect(replies.some((f) => 'reply' in f && !f.reply.ok && f.reply.error.code === 'rateLimited')).toBe(true);
    expect((await call('currentMatch', null)).ok).toBe(true);
    expect(tableOf(await other.call({ method: 'table' })).viewer).toBe(1);
  });
});
