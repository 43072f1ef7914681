/**
 * The host as its own process through a crash: the browser host (src/main/web/server.ts) on a temp data
 * folder opens a Rush match to two remote seats over the relay (seats in this test, on the relay's SDK,
 * speaking the phone protocol). Mid-match it is killed with SIGKILL (no chance to say goodbye); the seats
 * stay in the room. Started again on the same data folder, the match is continued: the party comes back
 * over the internet by itself, in the same room with the same links, and the seats play on to the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { PartyStatus, Reply, TableUpdate } from '../../src/common/contract';
import { WS_PATH } from '../../src/common/names';
import { tokenCookieName } from '../../src/main/web/key';
import { PHONE_FRAMES_PER_SECOND } from '../../src/main/web/guard';
import { startRelay, type RunningRelay } from '../../src/relay/server';
import { playOne, remote, until, type RemoteSeat } from '../fixtures/remote-seat';

const ROOT = join(__dirname, '..', '..');
const TOKEN = randomBytes(24).toString('base64url');
const dir = mkdtempSync(join(tmpdir(), 'card-table-host-kill-'));
let relay: RunningRelay;
const hosts: ChildProcess[] = [];

beforeAll(async () => {
  relay = await startRelay({ port: 0, limits: { seatFramesPerSecond: 10_000, burst: 1000, hostFramesPerSecond: 100_000, hostBurst: 100_000, reconnectSeconds: 60 } });
});
afterAll(async () => {
  for (const h of hosts) if (h.exitCode === null && h.signalCode === null) h.kill('SIGKILL');
  await relay?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Host {
  process: ChildProcess;
  call<T>(method: string, payload?: unknown): Promise<Reply<T>>;
  close(): void;
}

/** Starts the browser host on the data folder and connects to its API as the desktop page does. */
async function startHost(): Promise<Host> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/web/server.ts', '--port', '0', '--data', join(dir, 'data'), '--lan', '--lan-loopback', '--lan-port', '0'], {
    cwd: ROOT,
    env: { ...process.env, CARD_TABLE_TOKEN: TOKEN, CARD_TABLE_EXIT_WITH: String(process.pid) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  hosts.push(child);
  let out = '';
  child.stderr!.on('data', (d) => (out += String(d)));
  const port = await new Promise<number>((done, failed) => {
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /Card Table is ready at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) done(Number(m[1]));
    });
    child.once('exit', (code, signal) => failed(new Error(`the host stopped (${code ?? signal}): ${out}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`, { headers: { origin, cookie: `${tokenCookieName(port)}=${TOKEN}` } });
  await new Promise((done, failed) => {
    ws.once('open', done);
    ws.once('error', failed);
  });
  const waiting = new Map<number, (r: Reply<unknown>) => void>();
  ws.on('message', (data) => {
    const f = JSON.parse(String(data)) as { id?: number; reply?: Reply<unknown> };
    if (typeof f.id === 'number' && f.reply) waiting.get(f.id)?.(f.reply);
  });
  let nextId = 1;
  return {
    process: child,
    call: <T,>(method: string, payload: unknown = null) => {
      const id = nextId++;
      const answered = new Promise<Reply<T>>((ok, failed) => {
        const timer = setTimeout(() => failed(new Error(`the host did not answer ${method} in 60 s`)), 60_000);
        waiting.set(id, (r) => {
          clearTimeout(timer);
          ok(r as Reply<T>);
        });
      });
      ws.send(JSON.stringify({ id, method, payload }));
      return answered;
    },
    close: () => ws.close(),
  };
}

const linksOf = (status: PartyStatus) => new Map(status.seats.map((s) => [s.seat, s.url]));

describe('a host process killed mid-match', () => {
  it('comes back on its data folder with the same room and links, and the remote seats play on to the end', async () => {
    let host = await startHost();
    const names = ['Ann Kovalenko', 'Bohdan Shevchuk'];
    const started = await host.call<TableUpdate>('startMatch', { gameId: 'rush', seats: names.map((name) => ({ kind: 'human', name })), seed: 11, options: { endAfterExhaustions: 1 } });
    expect(started.ok).toBe(true);
    const party = await host.call<PartyStatus>('partyStart', { relay: relay.url, consent: true });
    if (!party.ok) throw new Error(JSON.stringify(party.error));
    const links = linksOf(party.value);
    expect([...links.values()].every((l) => l?.startsWith(`${relay.url}/#k=`))).toBe(true);
    // the host process keeps the phones' own rate limit: the seats send as people's phones do, below it
    const rate = PHONE_FRAMES_PER_SECOND - 1;
    const seats: RemoteSeat[] = [await remote(links.get(0)!, rate), await remote(links.get(1)!, rate)];
    const hostUp: boolean[] = [];
    seats[0]!.end.onHost = (up) => hostUp.push(up);
    await until(() => seats.every((s) => s.latest() !== null), 'both tables');
    for (let i = 0; i < 4; i++) expect(await playOne(seats)).toBe(true);
    const before = seats[0]!.latest()!;

    // the crash: no goodbye to the relay, which keeps the room for its reconnection time
    const killed = new Promise((done) => host.process.once('exit', done));
    host.process.kill('SIGKILL');
    await killed;
    await until(() => hostUp.includes(false), 'the seats to hear the host drop');
    expect(seats.map((s) => s.end.closed)).toEqual([null, null]);

    host = await startHost();
    const resumed = await host.call<TableUpdate>('continueLatest');
    expect(resumed.ok && resumed.value.matchId).toBe(before.matchId);
    let status: PartyStatus | null = null;
    const deadline = Date.now() + 30_000;
    while (!status?.running && Date.now() < deadline) {
      const r = await host.call<PartyStatus>('partyStatus');
      if (r.ok) status = r.value;
      if (!status?.running) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toMatchObject({ running: true, transport: 'relay', relay: relay.url, matchId: before.matchId });
    expect(linksOf(status!)).toEqual(links);
    await until(() => hostUp.at(-1) === true, 'the seats to hear the host back');
    // the seats greet the host that came back and get their tables again, at the turn the crash left
    const heard = seats.map((s) => s.frames.length);
    await until(() => seats.every((s, i) => s.frames.slice(heard[i]).some((f) => 'push' in f && f.push.kind === 'update')), 'both seats back');
    expect(seats.map((s) => s.latest()!.turn)).toEqual([before.turn, before.turn]);
    let moves = 0;
    while (await playOne(seats)) moves++;
    expect(moves).toBeGreaterThan(4);
    expect(seats[0]!.latest()!.outcome).not.toBeNull();
    expect(seats[1]!.latest()!.outcome).toEqual(seats[0]!.latest()!.outcome);
    await host.call('partyStop');
    await until(() => seats.every((s) => s.closed.length > 0), 'the room closed');
    host.close();
    const stopped = new Promise((done) => host.process.once('exit', done));
    host.process.kill('SIGTERM');
    await stopped;
  }, 180_000);
});
