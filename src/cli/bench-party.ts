/**
 * Figures for party mode on the loopback: scan to playing (Chromium opens a seat's address until its
 * seat shows, one phone at a time), move latency with six phones (a phone's move until the other five
 * phones and the desktop have the new table: p50 and p95), and the host's memory with six phones
 * connected against the same host before the listener started; then the same with the sixth phone flooding
 * the host (a burst of frames as fast as it can send, which closes it, then a steady flood just under the
 * rate that would), with how long the desktop's own requests waited meanwhile; and how far the desktop's
 * table (Chromium, the default animation speed) falls behind two phones that play a Rush match at a move
 * every --pace ms: from the last move sent until the desktop shows the final table, played out.
 * Phones move at most a few times a second, as people do (the listener drops frames beyond that).
 *   npm run build && npx tsx src/cli/bench-party.ts [--moves N] [--pace MS]
 * Measures only; asserts nothing. Needs a built renderer (npm run build).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import type { PartyStatus, TableUpdate } from '../common/contract';
import { PHONE_WS_PATH, type PhoneFrame } from '../common/party';
import { newToken, tokenCookieName } from '../main/web/key';
import { requireSupportedNode } from '../main/node-version';
import { desktop, startHost } from './bench-host';
import { launchChromium } from './chromium';

const PHONES = 6;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const round = (x: number): number => Math.round(x * 10) / 10;

/** Resident memory of the host's process group (tsx and the Node it starts), in MB. */
function groupRssMb(pgid: number): number {
  const out = execFileSync('ps', ['-eo', 'pgid=,rss='], { encoding: 'utf8' });
  let kb = 0;
  for (const line of out.split('\n')) {
    const [g, rss] = line.trim().split(/\s+/);
    if (Number(g) === pgid) kb += Number(rss);
  }
  return kb / 1024;
}

async function settledRss(pgid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 400));
    samples.push(groupRssMb(pgid));
  }
  return percentile(samples, 50);
}

function get(url: URL, cookie = ''): Promise<{ status: number; cookie: string }> {
  return new Promise((ok, fail) => {
    const req = request(url, { headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => ok({ status: res.statusCode ?? 0, cookie: String(res.headers['set-cookie'] ?? '').split(';')[0]! }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** A phone without a browser: joins its seat's address, then keeps the latest table and when each arrived. */
async function nodePhone(url: string, cookie?: string) {
  const u = new URL(url);
  const joined = await get(u, cookie);
  const ws = new WebSocket(`ws://${u.host}${PHONE_WS_PATH}`, { origin: `http://${u.host}`, headers: { cookie: joined.cookie } });
  const phone = { ws, cookie: joined.cookie, latest: null as TableUpdate | null, arrivals: [] as { turn: number; at: number }[], lastSent: 0, closed: false };
  ws.on('close', () => (phone.closed = true));
  ws.on('message', (d) => {
    const f = JSON.parse(String(d)) as PhoneFrame;
    if ('push' in f && f.push.kind === 'update') {
      phone.latest = f.push.update;
      phone.arrivals.push({ turn: f.push.update.turn, at: performance.now() });
    }
  });
  await new Promise((ok) => ws.once('open', ok));
  return phone;
}

/** A person's phone sends a move at most this often here (the listener allows a few frames a second). */
const PHONE_PACE_MS = 150;
/** The steady flood aims at this rate, under the one at which the listener closes a phone. */
const STEADY_FLOOD_PER_SECOND = 300;

type Phone = Awaited<ReturnType<typeof nodePhone>>;
type Desk = Awaited<ReturnType<typeof desktop>>;

/** Sends `frames` frames on `ws` as fast as the socket takes them: stale moves and table requests (a flood never moves). */
function burst(ws: WebSocket, frames: number, version: number): void {
  for (let i = 0; i < frames && ws.readyState === ws.OPEN; i++) ws.send(JSON.stringify({ id: 1_000_000 + i, method: i % 2 ? 'table' : 'act', version: version - 1, action: { type: 'pass' } }));
}

/** Waits until `done()`; a host that stops answering fails the run after 30 s instead of hanging it. */
const waitFor = async (done: () => boolean, everyMs = 1, what = 'the host'): Promise<void> => {
  const until = performance.now() + 30_000;
  while (!done()) {
    if (performance.now() > until) throw new Error(`Waited 30 s for ${what}.`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
};

/** A new six-player Rush match, every seat human. */
async function newMatch(desk: Desk): Promise<void> {
  const seats = Array.from({ length: PHONES }, (_, i) => ({ kind: 'human', name: `P${i + 1}` }));
  await desk.call('startMatch', { gameId: 'rush', seats, seed: 3, options: { endAfterExhaustions: 9, firstPlayer: 0 } });
}

const invite = (desk: Desk) => desk.call<PartyStatus>('partyStart', { address: '127.0.0.1', consent: true });

async function joinAll(status: PartyStatus): Promise<Phone[]> {
  const phones: Phone[] = [];
  for (const s of status.seats) phones.push(await nodePhone(s.url!));
  await waitFor(() => phones.every((p) => p.latest), 20);
  return phones;
}

/**
 * Up to `count` moves: the phone to move plays its first legal move (no more often than a person does);
 * each latency is until every other phone and the desktop have the new table.
 */
async function play(phones: Phone[], desk: Desk, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const now = phones[0]!.latest!;
    if (now.outcome) break;
    const mover = phones[now.actors[0]!]!;
    await waitFor(() => !!mover.latest && mover.latest.turn === now.turn && mover.latest.legal.length > 0 && performance.now() - mover.lastSent >= PHONE_PACE_MS, 2, `seat ${now.actors[0]! + 1} to be asked (turn ${now.turn})`);
    const sent = performance.now();
    mover.lastSent = sent;
    mover.ws.send(JSON.stringify({ id: i + 1, method: 'act', version: mover.latest!.version, action: mover.latest!.legal[0] }));
    const turn = now.turn + 1;
    const heard = (list: { turn: number; at: number }[]) => list.find((a) => a.turn >= turn && a.at >= sent)?.at;
    const times = () => [...phones.filter((p) => p !== mover).map((p) => heard(p.arrivals)), heard(desk.arrivals)];
    await waitFor(() => times().every((t) => t !== undefined), 1, `every phone and the desktop to hear turn ${turn} (the mover ${mover.closed ? 'was closed' : 'is connected'})`);
    latencies.push(Math.max(...(times() as number[])) - sent);
    await waitFor(() => phones.every((p) => p.latest!.turn >= turn));
  }
  return latencies;
}

const spread = (xs: number[]) => ({ count: xs.length, p50: round(percentile(xs, 50)), p95: round(percentile(xs, 95)), max: round(Math.max(0, ...xs)) });

/**
 * A fresh match, six phones; the sixth floods: first as fast as it can (the listener closes it), then,
 * back with its cookie, a steady flood (below what closes it) between its own moves, while
 * the others play and the desktop keeps asking for its table.
 */
async function floodPhase(desk: Desk, moves: number) {
  await newMatch(desk);
  const status = await invite(desk);
  const phones = await joinAll(status);
  const flooder = phones[PHONES - 1]!;
  const t0 = performance.now();
  burst(flooder.ws, 20_000, flooder.latest!.version);
  await waitFor(() => flooder.closed);
  const cutAfterMs = performance.now() - t0;
  const again = await nodePhone(status.seats[PHONES - 1]!.url!, flooder.cookie);
  phones[PHONES - 1] = again;
  await waitFor(() => !!again.latest, 5);
  let flooding = true;
  let sentFlood = 0;
  let lastTick = performance.now();
  const steady = setInterval(() => {
    const now = performance.now();
    // up to STEADY_FLOOD_PER_SECOND however late the timer fires, never 40 at once (that would close it);
    // it stops to make its own move (a flood uses up its own allowance too); the rate reached is reported
    const frames = Math.min(30, Math.round(((now - lastTick) / 1000) * STEADY_FLOOD_PER_SECOND));
    lastTick = now;
    if (!flooding || again.latest!.actors[0] === PHONES - 1) return;
    burst(again.ws, frames, again.latest!.version);
    again.lastSent = now;
    sentFlood += frames;
  }, 10);
  const deskWaits: number[] = [];
  const probe = (async () => {
    while (flooding) {
      const t = performance.now();
      await desk.call('currentMatch', null);
      deskWaits.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t1 = performance.now();
  const latencies = await play(phones, desk, moves);
  const seconds = (performance.now() - t1) / 1000;
  flooding = false;
  clearInterval(steady);
  await probe;
  for (const p of phones) p.ws.close();
  return {
    hardFloodCutAfterMs: round(cutAfterMs),
    steadyFloodFramesPerSecond: Math.round(sentFlood / seconds),
    flooderStillConnected: !again.closed,
    moveLatencyMs: spread(latencies),
    desktopRequestMs: spread(deskWaits),
  };
}

/**
 * A two-human Rush match on two Node phones, one move every `pace` ms, watched by the desktop page in
 * Chromium at the default speed: the time from the last move sent until the page shows the final table
 * with nothing left to play out (its test hook), and the moves played.
 */
async function desktopLag(port: number, token: string, call: <T>(method: string, payload: unknown) => Promise<T>, pace: number) {
  await call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], seed: 11, options: { endAfterExhaustions: 1, firstPlayer: 0 } });
  const status = await call<PartyStatus>('partyStart', { address: '127.0.0.1', consent: true });
  const browser = await launchChromium();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await ctx.addCookies([{ name: tokenCookieName(port), value: token, domain: '127.0.0.1', path: '/' }]);
    const page = await ctx.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => !!window.__cardTableTest?.update && !window.__cardTableTest.animating);
    const phones = await joinAll(status);
    let moves = 0;
    let last = 0;
    for (let id = 1; id < 1000; id++) {
      const mover = phones.find((p) => p.latest && !p.latest.outcome && p.latest.legal.length > 0);
      if (phones.some((p) => p.latest?.outcome)) break;
      if (!mover) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      const turn = mover.latest!.turn;
      mover.ws.send(JSON.stringify({ id, method: 'act', version: mover.latest!.version, action: mover.latest!.legal[0] }));
      last = performance.now();
      moves++;
      while (mover.latest!.turn === turn) await new Promise((r) => setTimeout(r, 2));
      await new Promise((r) => setTimeout(r, Math.max(0, pace - (performance.now() - last))));
    }
    await page.waitForFunction(() => !!window.__cardTableTest?.update?.outcome && !window.__cardTableTest.animating, null, { timeout: 300_000, polling: 'raf' });
    const lagMs = performance.now() - last;
    for (const p of phones) p.ws.close();
    return { paceMs: pace, moves, lastMoveToDesktopMs: round(lagMs) };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  requireSupportedNode();
  const moves = arg('--moves', 200);
  const token = newToken();
  const dataDir = mkdtempSync(join(tmpdir(), 'card-table-bench-party-'));
  const { child, port } = await startHost(token, dataDir);
  const pgid = child.pid!;
  try {
    const desk = await desktop(port, token);
    await newMatch(desk);
    const before = await settledRss(pgid);
    let status = await invite(desk);

    // scan to playing, in Chromium: one phone at a time, each seat released afterwards for the Node phones
    const browser = await launchChromium();
    const scans: number[] = [];
    for (const s of status.seats) {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const page = await ctx.newPage();
      const t0 = performance.now();
      await page.goto(s.url!);
      await page.locator('.ph-card').first().waitFor();
      scans.push(performance.now() - t0);
      await ctx.close();
      status = await desk.call<PartyStatus>('partyRelease', { seat: s.seat });
    }
    await browser.close();

    const phones = await joinAll(status);
    const withPhones = await settledRss(pgid);
    const latencies = await play(phones, desk, moves);
    const after = await settledRss(pgid);
    for (const p of phones) p.ws.close();
    const flood = await floodPhase(desk, moves);
    const lag = await desktopLag(port, token, desk.call, arg('--pace', 800));
    desk.ws.close();
    const figures = {
      scanToPlayingMs: { median: round(percentile(scans, 50)), max: round(Math.max(...scans)), samples: scans.map(round) },
      moveLatencyMs: spread(latencies),
      whileOnePhoneFloods: flood,
      desktopLag: lag,
      memoryMb: { beforeParty: round(before), sixPhones: round(withPhones), sixPhonesAfterMoves: round(after), delta: round(withPhones - before), deltaAfterMoves: round(after - before) },
    };
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    try {
      process.kill(-pgid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
