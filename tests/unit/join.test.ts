/**
 * Join a game, on the loopback: a host (the app service with a two-human Rush match, seats invited over
 * the relay) and another app that joins a seat with the link through joinOpen, then hears the host's
 * frames as joinFrame pushes and plays through joinSend. A bad link, a revoked link and a seat in use are
 * refused with a readable error and change nothing; the host closing its invitation ends the seat.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JoinedSeat, PartyStatus, PushMessage, Reply, TableUpdate } from '../../src/common/contract';
import type { PhoneFrame } from '../../src/common/party';
import { SeatRelay } from '../../src/common/relay-channel';
import { GAMES } from '../../src/main/games';
import type { WebServer } from '../../src/main/web/server';
import { startPartyHost } from '../fixtures/remote-seat';
import { startRelay, type RunningRelay } from '../../src/relay/server';

let relay: RunningRelay;
let dir: string;
let host: WebServer;
let guest: WebServer;
const pushes: PushMessage[] = [];

beforeAll(async () => {
  relay = await startRelay({ port: 0, limits: { seatFramesPerSecond: 10_000, burst: 1000, hostFramesPerSecond: 100_000, hostBurst: 100_000, reconnectSeconds: 30 } });
});
afterAll(async () => {
  await relay?.stop();
});

function startApp(name: string): Promise<WebServer> {
  return startPartyHost(join(dir, name), { rush: GAMES.rush });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-join-'));
  host = await startApp('host');
  guest = await startApp('guest');
  pushes.length = 0;
  guest.service.onPush((m) => pushes.push(m));
});
afterEach(async () => {
  await guest.close();
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call<T>(app: WebServer, method: string, payload: unknown): Promise<Reply<T>> {
  return (await app.service.handle(method, payload)) as Reply<T>;
}

async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The host's Rush match for Ann and Bohdan, invited over the relay: each seat's link. */
async function invite(): Promise<string[]> {
  const seats = ['Ann', 'Bohdan'].map((name) => ({ kind: 'human' as const, name }));
  expect((await call(host, 'startMatch', { gameId: 'rush', seats, seed: 5 })).ok).toBe(true);
  const party = await call<PartyStatus>(host, 'partyStart', { relay: relay.url, consent: true });
  if (!party.ok) throw new Error(JSON.stringify(party.error));
  return party.value.seats.map((s) => s.url!);
}

/** The frames the guest heard, parsed. */
function frames(): PhoneFrame[] {
  return pushes.flatMap((m) => (m.kind === 'joinFrame' ? [JSON.parse(m.text) as PhoneFrame] : []));
}

function latest(): TableUpdate | null {
  let u: TableUpdate | null = null;
  for (const f of frames()) if ('push' in f && f.push.kind === 'update' && (!u || f.push.update.seq > u.seq)) u = f.push.update;
  return u;
}

describe('Join a game', () => {
  it('seats this app at the host table by its link: hears its seat, plays a move, leaves', async () => {
    const links = await invite();
    const first = (await call<TableUpdate>(host, 'currentMatch', null)) as { ok: true; value: TableUpdate };
    const seat = first.value.actors[0]!;
    const joined = await call<JoinedSeat>(guest, 'joinOpen', { link: links[seat] });
    expect(joined).toEqual({ ok: true, value: { relay: relay.url, seat } });
    await until(() => latest() !== null, 'the seat table');
    const hello = frames().find((f) => 'push' in f && f.push.kind === 'hello');
    expect(hello && 'push' in hello && hello.push.kind === 'hello' && hello.push.hello).toMatchObject({ seat, name: ['Ann', 'Bohdan'][seat] });
    expect(latest()!.viewer).toBe(seat);
    await until(() => host.party!.status().seats[seat]!.state === 'connected', 'the host to see the seat');
    const turn = host.service.current!.turn;
    const mine = latest()!;
    expect(mine.legal.length).toBeGreaterThan(0);
    expect((await call(guest, 'joinSend', { text: JSON.stringify({ id: 7, method: 'act', version: mine.version, action: mine.legal[0] }) })).ok).toBe(true);
    await until(() => frames().some((f) => 'reply' in f && f.id === 7), 'the answer to the move');
    const answer = frames().find((f) => 'reply' in f && f.id === 7)!;
    expect('reply' in answer && answer.reply.ok).toBe(true);
    expect(host.service.current!.turn).toBe(turn + 1);
    await until(() => latest()!.turn === turn + 1, 'the seat to hear its move');
    // leaving: the host sees the seat go
    expect((await call(guest, 'joinClose', null)).ok).toBe(true);
    await until(() => host.party!.status().seats[seat]!.state !== 'connected', 'the host to see the seat leave');
    expect(await call(guest, 'joinSend', { text: '{"id":8,"method":"table"}' })).toMatchObject({ ok: false, error: { code: 'joinNone' } });
  });

  it('a link that is not a seat link, a revoked link and a seat in use are refused and change nothing', async () => {
    const links = await invite();
    for (const link of ['hello', 'https://relay.example/', `${relay.url}/#k=short&r=x&s=1`]) {
      const r = await call(guest, 'joinOpen', { link });
      expect(r).toMatchObject({ ok: false, error: { code: 'joinLink' } });
    }
    // the seat is in use on another device
    const other = await SeatRelay.join(links[0]!);
    await until(() => host.party!.status().seats[0]!.state === 'connected', 'the other device');
    const taken = await call(guest, 'joinOpen', { link: links[0] });
    expect(taken).toMatchObject({ ok: false, error: { code: 'joinRefused', message: 'This seat is already being played on another device.' } });
    await other.leave();
    // revoked: the old link opens nothing
    expect((await call(host, 'partyRevoke', { seat: 1 })).ok).toBe(true);
    const revoked = await call(guest, 'joinOpen', { link: links[1] });
    expect(revoked).toMatchObject({ ok: false, error: { code: 'joinRefused' } });
    expect(!revoked.ok && revoked.error.message).toMatch(/no longer opens a seat/);
    expect(frames()).toEqual([]);
    expect(await call(guest, 'joinSend', { text: '{"id":1,"method":"table"}' })).toMatchObject({ ok: false, error: { code: 'joinNone' } });
  });

  it('the host ending its invitation ends the seat: a closed state reaches the app', async () => {
    const links = await invite();
    expect((await call(guest, 'joinOpen', { link: links[0] })).ok).toBe(true);
    await until(() => latest() !== null, 'the seat table');
    expect((await call(host, 'partyStop', null)).ok).toBe(true);
    await until(() => pushes.some((m) => m.kind === 'joinState' && m.state === 'closed'), 'the closed state');
    await until(() => frames().some((f) => 'push' in f && f.push.kind === 'closed'), 'the reason', 5000);
    const bye = frames().find((f) => 'push' in f && f.push.kind === 'closed');
    expect(bye && 'push' in bye && bye.push.kind === 'closed' && bye.push.code).toBe('partyStopped');
    expect(await call(guest, 'joinSend', { text: '{"id":1,"method":"table"}' })).toMatchObject({ ok: false, error: { code: 'joinNone' } });
  });
});
