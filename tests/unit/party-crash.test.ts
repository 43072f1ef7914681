/**
 * Party mode survives a hard kill: the browser host runs as a child process with --lan --lan-loopback,
 * two phones play a Rush match on its two human seats, and the host is killed with SIGKILL, once right
 * after a move the host acknowledged to a phone and once at a random moment while the phones keep
 * playing. After each kill the host is started again on the same data folder and the match continued:
 * every acknowledged move is in the resumed game (its save and its table), the listener is back on its
 * port with the same codes, both phones come back with the cookies they already held (no new invitation),
 * each sees its own seat only (the leak check of the wire tests), and they play on.
 * The seed of the random moment is printed; PARTY_CRASH_SEED=<n> replays a run.
 */
import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WS_PATH, type PartyStatus, type Reply, type TableUpdate, type WsFrame } from '../../src/common/contract';
import { PHONE_WS_PATH, type PhoneFrame } from '../../src/common/party';
import { GAMES } from '../../src/main/games';
import { verifySaveText, type LogEntry } from '../../src/main/saves/format';
import { tokenCookieName } from '../../src/main/web/key';
import { PHONE_CLOSE } from '../../src/main/web/party';
import { knowledge, leaksIn } from '../fixtures/leaks';
import { rng } from '../fixtures/rng';
import { connect, type WsClient } from '../fixtures/ws-client';

const LOOPBACK = '127.0.0.1';
const SERVER = fileURLToPath(new URL('../../src/main/web/server.ts', import.meta.url));
const TOKEN = 'party-crash-test-key-0123456789';
/** Generous: a host start under tsx on two busy cores takes seconds. */
const WAIT_MS = 30_000;

/** Waits until `check` holds, looking again every few milliseconds; fails after WAIT_MS. */
async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

interface Host {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
  stderr: () => string;
}

/** Starts the browser host with party mode on the loopback; resolves once it printed its address. */
function startHost(dataDir: string): Promise<Host> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, '--port', '0', '--data', dataDir, '--lan', '--lan-port', '0', '--lan-loopback'], {
    env: { ...process.env, CARD_TABLE_TOKEN: TOKEN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let out = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((ok) => child.on('exit', () => ok()));
  return new Promise((ok, fail) => {
    const stuck = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the host did not start: ${stderr}`));
    }, WAIT_MS);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (!m) return;
      clearTimeout(stuck);
      ok({ child, port: Number(m[1]), exited, stderr: () => stderr });
    });
    void exited.then(() => {
      clearTimeout(stuck);
      fail(new Error(`the host exited: ${stderr}`));
    });
  });
}

async function kill(host: Host): Promise<void> {
  host.child.kill('SIGKILL');
  await host.exited;
}

/** The desktop page's connection: the contract's methods over the host's WebSocket. */
async function desktop(host: Host) {
  const origin = `http://${LOOPBACK}:${host.port}`;
  const c = await connect<WsFrame>(`ws://${LOOPBACK}:${host.port}${WS_PATH}`, { Origin: origin, Cookie: `${tokenCookieName(host.port)}=${TOKEN}` });
  const call = async <T>(method: string, payload: unknown): Promise<T> => {
    const f = await c.send({ method, payload });
    const reply = f && 'reply' in f ? (f.reply as Reply<T>) : null;
    if (!reply?.ok) throw new Error(`${method}: ${JSON.stringify(reply)}`);
    return reply.value;
  };
  return { ...c, call };
}

/** Joins a seat's address as a phone's browser would: the answer sets the seat's cookie. */
function joinSeat(url: string): Promise<string> {
  const u = new URL(url);
  return new Promise((ok, fail) => {
    const req = request({ host: LOOPBACK, port: Number(u.port), path: u.pathname, headers: { host: u.host } }, (res) => {
      res.resume();
      expect(res.statusCode).toBe(303);
      ok(String(res.headers['set-cookie']).split(';')[0]!);
    });
    req.on('error', fail);
    req.end();
  });
}

type Phone = WsClient<PhoneFrame>;

function phone(lanPort: number, cookie: string): Promise<Phone> {
  return connect<PhoneFrame>(`ws://${LOOPBACK}:${lanPort}${PHONE_WS_PATH}`, { Origin: `http://${LOOPBACK}:${lanPort}`, Cookie: cookie });
}

function latest(p: Phone): TableUpdate | null {
  let u: TableUpdate | null = null;
  for (const f of p.frames) if ('push' in f && f.push.kind === 'update' && (!u || f.push.update.seq > u.seq)) u = f.push.update;
  return u;
}

/** The table a phone's `table` request answers (null: the host is gone). */
async function tableOf(p: Phone): Promise<TableUpdate | null> {
  const f = await p.send({ method: 'table' });
  if (!f || !('reply' in f)) return null;
  if (!f.reply.ok) throw new Error(JSON.stringify(f.reply));
  return f.reply.value as TableUpdate;
}

/** A move the host acknowledged to a phone: it must survive any kill. */
interface Acked {
  turn: number;
  seat: number;
  action: unknown;
}

/**
 * Plays the move of the seat to act from its phone; resolves with the acknowledged move, or null when
 * the host went away before acknowledging it.
 */
async function playOne(phones: Phone[]): Promise<Acked | null> {
  const any = await tableOf(phones[0]);
  if (!any) return null;
  expect(any.outcome, 'the match ended too soon for the test').toBeNull();
  const seat = any.actors[0]!;
  // a reply comes after every push sent before it: the table it carries is the newest
  const mine = await tableOf(phones[seat]);
  if (!mine) return null;
  const action = mine.legal[0]!;
  const r = await phones[seat].send({ method: 'act', version: mine.version, action });
  if (!r) return null;
  expect('reply' in r && r.reply.ok, JSON.stringify(r).slice(0, 300)).toBe(true);
  // the move's own push came before its reply
  return { turn: latest(phones[seat])!.turn, seat, action };
}

function saveOf(dataDir: string, matchId: string) {
  return verifySaveText(readFileSync(join(dataDir, `${matchId}.save.json`), 'utf8'), GAMES).save;
}

describe('party mode and a hard kill of the host', () => {
  it('no acknowledged move is lost; both phones rejoin with their cookies, see their own seat and play on', { timeout: 120_000 }, async () => {
    const seed = Number(process.env.PARTY_CRASH_SEED ?? Date.now() % 1_000_000);
    const random = rng(seed);
    const work = mkdtempSync(join(tmpdir(), 'card-table-party-crash-'));
    const dataDir = join(work, 'data');
    const acked: Acked[] = [];
    /** Every phone connection of the run, by seat: their frames are leak-checked at the end. */
    const seen: Phone[][] = [[], []];
    let host: Host | null = null;
    /** Kills that landed between a move's save and its acknowledgement (the move is kept: correct). */
    let savedUnacknowledged = 0;
    try {
      // ---- the match, the invitation, both phones ----
      host = await startHost(dataDir);
      const desk = await desktop(host);
      const started = await desk.call<TableUpdate>('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }], seed: 11 });
      const matchId = started.matchId;
      const invited = await desk.call<PartyStatus>('partyStart', { address: LOOPBACK, consent: true });
      const lanPort = invited.port!;
      const urls = invited.seats.map((s) => s.url);
      const cookies = [await joinSeat(invited.seats[0].url!), await joinSeat(invited.seats[1].url!)];
      let phones = [await phone(lanPort, cookies[0]), await phone(lanPort, cookies[1])];
      phones.forEach((p, seat) => seen[seat].push(p));
      await until(() => phones.every((p) => latest(p) !== null), 'both phones to get their table');

      /** Continues the match on a fresh host and brings both phones back with their old cookies. */
      const resume = async (): Promise<void> => {
        host = await startHost(dataDir);
        const d = await desktop(host);
        const resumed = await d.call<TableUpdate | null>('continueLatest', null);
        expect(resumed?.matchId).toBe(matchId);
        const last = acked.at(-1)!;
        // the resumed game holds every acknowledged move (a move saved but not yet acknowledged may follow)
        expect(resumed!.turn).toBeGreaterThanOrEqual(last.turn);
        expect(resumed!.turn).toBeLessThanOrEqual(last.turn + 1);
        if (resumed!.turn > last.turn) savedUnacknowledged++;
        expect(readdirSync(dataDir).filter((f) => f.includes('.tmp-')), 'a write cut short was not cleaned').toEqual([]);
        const log: LogEntry[] = saveOf(dataDir, matchId).log;
        expect(log.length).toBe(resumed!.turn);
        for (const a of acked) expect(log[a.turn - 1], `acknowledged move ${a.turn}`).toEqual({ seat: a.seat, action: a.action });
        // the listener comes back by itself, on its port, with the same codes: no new invitation
        const running = (): PartyStatus | undefined => d.frames.flatMap((f) => ('push' in f && f.push.kind === 'party' && f.push.status.running ? [f.push.status] : []))[0];
        await until(() => running() !== undefined, 'the listener to start again');
        expect(running()!.port).toBe(lanPort);
        expect(running()!.seats.map((s) => s.url)).toEqual(urls);
        // the seats stayed bound to their phones: another device with the same code is refused (and asks)
        const stranger = await phone(lanPort, await joinSeat(urls[0]!));
        let strangerClosed: number | null = null;
        void stranger.closed.then(({ code }) => (strangerClosed = code));
        await until(() => strangerClosed !== null || latest(stranger) !== null, 'the other device to be answered');
        expect(latest(stranger), 'another device was given the seat').toBeNull();
        expect((await stranger.closed).code).toBe(PHONE_CLOSE.seatTaken);
        phones = [await phone(lanPort, cookies[0]), await phone(lanPort, cookies[1])];
        phones.forEach((p, seat) => seen[seat].push(p));
        await until(() => phones.every((p) => latest(p) !== null), 'both phones back at the table');
        for (const [seat, p] of phones.entries()) {
          const hello = p.frames.find((f) => 'push' in f && f.push.kind === 'hello');
          expect(hello && 'push' in hello && hello.push.kind === 'hello' && hello.push.hello.seat).toBe(seat);
          expect(latest(p)!.viewer).toBe(seat);
          expect(latest(p)!.turn).toBe(resumed!.turn);
        }
        // the seats are on the phones again
        const party = await d.call<PartyStatus>('partyStatus', null);
        expect(party.seats.map((s) => s.state)).toEqual(['connected', 'connected']);
      };

      // ---- kill 1: right after an acknowledged move ----
      for (let i = 0; i < 6; i++) acked.push((await playOne(phones))!);
      await kill(host);
      await Promise.all(phones.map((p) => p.closed));
      await resume();
      // killed after the reply, not between a save and a reply: the game is exactly where the phones left it
      expect(latest(phones[0])!.turn).toBe(acked.at(-1)!.turn);

      // ---- kill 2: at a random moment while the phones keep playing ----
      // after 1 to 5 more acknowledged moves, then 0 to 60 ms on: before, during or after a write. At most
      // 15 moves more are made meanwhile, however fast the host answers: the game (32 moves) must outlast the test.
      const afterAcks = 1 + Math.floor(random() * 5);
      const delay = Math.floor(random() * 60);
      const killed = host!;
      for (let n = 1; n <= afterAcks + 15; n++) {
        const a = await playOne(phones);
        if (!a) break;
        acked.push(a);
        if (n === afterAcks) setTimeout(() => void kill(killed), delay);
      }
      await killed.exited;
      await resume();

      // ---- they play on ----
      for (let i = 0; i < 4; i++) acked.push((await playOne(phones))!);
      const final = saveOf(dataDir, matchId);
      expect(final.log.length).toBe(acked.at(-1)!.turn);
      for (const a of acked) expect(final.log[a.turn - 1]).toEqual({ seat: a.seat, action: a.action });

      // ---- no frame to a phone, in any of its connections, names a card its seat may not know ----
      const k = knowledge({ players: 2, seed: final.seed, options: final.options, log: final.log }, 'rush');
      let checked = 0;
      for (const [seat, conns] of seen.entries()) {
        for (const p of conns) {
          for (const f of p.frames) {
            const u = 'push' in f && f.push.kind === 'update' ? f.push.update : 'reply' in f && f.reply.ok && f.reply.value ? (f.reply.value as TableUpdate) : null;
            if (!u) continue;
            expect(u.viewer).toBe(seat);
            expect(leaksIn(f, seat, u.turn, k), `seat ${seat}, turn ${u.turn}`).toEqual([]);
            checked++;
          }
        }
      }
      console.log(`party crash test: ${acked.length} acknowledged moves, random kill ${delay} ms after acknowledgement ${afterAcks}, ${savedUnacknowledged} saved but unacknowledged, ${checked} frames checked (seed ${seed})`);
      expect(acked.length).toBeGreaterThanOrEqual(6 + afterAcks + 4);
      expect(checked).toBeGreaterThan(30);
    } finally {
      if (host) await kill(host);
      rmSync(work, { recursive: true, force: true });
    }
  });
});
