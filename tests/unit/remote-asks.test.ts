/**
 * What a remote seat may ask beyond its table and moves, over the relay on the loopback: whether a move
 * of its own seat would be accepted now (a word's check: the engine's verdict, nothing played) and, when
 * the host allows it, a hint for its own seat (the hint bot's move from that seat's view). Bad requests
 * (malformed, another seat's turn, the wrong phase, an old table, hints not allowed) get a clear refusal
 * and change nothing; no answer holds a card the asking seat may not know.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PartyStatus, Reply, TableUpdate } from '../../src/common/contract';
import type { PhoneFrame } from '../../src/common/party';
import { GAMES } from '../../src/main/games';
import type { WebServer } from '../../src/main/web/server';
import { startRelay, type RunningRelay } from '../../src/relay/server';
import { knowledge, leaksIn, recordOf } from '../fixtures/leaks';
import { remote, until, type RemoteSeat, startPartyHost } from '../fixtures/remote-seat';

let relay: RunningRelay;
let dir: string;
let web: WebServer;

beforeAll(async () => {
  relay = await startRelay({ port: 0, limits: { seatFramesPerSecond: 10_000, burst: 1000, hostFramesPerSecond: 100_000, hostBurst: 100_000, reconnectSeconds: 30 } });
});
afterAll(async () => {
  await relay?.stop();
});
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-remote-asks-'));
  web = await startPartyHost(dir, { words: GAMES.words });
});
afterEach(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call<T>(method: string, payload: unknown): Promise<Reply<T>> {
  return (await web.service.handle(method, payload)) as Reply<T>;
}

/** A Words match of two humans, each on a remote seat through the relay. */
async function wordsOverRelay(): Promise<RemoteSeat[]> {
  const humans = ['Olena', 'Taras'].map((name) => ({ kind: 'human' as const, name }));
  expect((await call('startMatch', { gameId: 'words', seats: humans, seed: 4 })).ok).toBe(true);
  const party = await call<PartyStatus>('partyStart', { relay: relay.url, consent: true });
  if (!party.ok) throw new Error(JSON.stringify(party.error));
  expect(party.value.hints).toBe(false);
  const seats: RemoteSeat[] = [];
  for (const s of party.value.seats) seats.push(await remote(s.url!));
  await until(() => seats.every((s) => s.latest() !== null), 'both tables');
  // a seat joining changes no other seat's table: each heard its table once (a reply comes after every push before it)
  for (const s of seats) await s.call({ method: 'table' });
  expect(seats.map((s) => s.frames.filter((f) => 'push' in f && f.push.kind === 'update').length)).toEqual([1, 1]);
  return seats;
}

const replyOf = (f: PhoneFrame): Reply<unknown> => ('reply' in f ? f.reply : { ok: false, error: { code: 'noReply', message: '' } });

/** The match as it stands: a request that changes nothing leaves all of it as it was. */
function snapshot() {
  const m = web.service.current!;
  return { version: m.version, turn: m.turn, log: m.logCopy().length };
}

describe('a remote seat asks the host', () => {
  it('whether a move of its seat would be accepted: the engine’s verdict for that seat only; bad asks change nothing', async () => {
    const seats = await wordsOverRelay();
    const u = seats[0]!.latest()!;
    const actor = u.actors[0]!;
    const other = 1 - actor;
    const mine = seats[actor]!.latest() as TableUpdate & { view: { phase: string; players: { cards?: { id: string }[] }[] } };
    expect(mine.view.phase).toBe('compose');
    const before = snapshot();
    const heard = seats.map((s) => s.frames.length);
    const session = web.service.current!;

    // a legal move: accepted, nothing played
    const endCompose = { type: 'endCompose' };
    expect(replyOf(await seats[actor]!.call({ method: 'check', version: mine.version, action: endCompose }))).toEqual({ ok: true, value: null });
    // a word that is not one, from the seat's own cards: the engine's own refusal, as the desktop's check gives it
    const own = mine.view.players[actor]!.cards!.slice(0, 3).map((c) => c.id);
    const nonsense = { type: 'compose', word: 'ЖЖЩ', cards: own };
    const refused = replyOf(await seats[actor]!.call({ method: 'check', version: mine.version, action: nonsense }));
    expect(refused.ok).toBe(false);
    expect(refused).toEqual(session.check(actor, nonsense, true));
    // the other seat: not its turn
    const theirs = seats[other]!.latest()!;
    expect(replyOf(await seats[other]!.call({ method: 'check', version: theirs.version, action: endCompose }))).toMatchObject({ ok: false, error: { code: 'notYourTurn' } });
    // an older table, a malformed ask, one that names a seat: refused
    expect(replyOf(await seats[actor]!.call({ method: 'check', version: mine.version - 1, action: endCompose }))).toMatchObject({ ok: false, error: { code: 'staleTable' } });
    expect(replyOf(await seats[actor]!.call({ method: 'check', version: mine.version }))).toMatchObject({ ok: false, error: { code: 'badFrame' } });
    expect(replyOf(await seats[actor]!.call({ method: 'check', version: mine.version, action: endCompose, seat: other }))).toMatchObject({ ok: false, error: { code: 'badFrame' } });
    expect(replyOf(await seats[actor]!.call({ method: 'check', version: 'x', action: { type: '' } }))).toMatchObject({ ok: false, error: { code: 'badFrame' } });
    expect(snapshot()).toEqual(before);
    // nothing was pushed: no table changed
    expect(seats.map((s, i) => s.frames.slice(heard[i]).filter((f) => 'push' in f))).toEqual([[], []]);

    // the wrong phase: after composing ends, a word is refused by the engine, and nothing changes
    expect(replyOf(await seats[actor]!.call({ method: 'act', version: mine.version, action: endCompose })).ok).toBe(true);
    await until(() => (seats[actor]!.latest()?.version ?? 0) > mine.version, 'the next table');
    const flip = seats[actor]!.latest()!;
    expect(flip.actors[0]).toBe(actor);
    expect((flip.view as { phase: string }).phase).toBe('flip');
    const after = snapshot();
    const wrong = replyOf(await seats[actor]!.call({ method: 'check', version: flip.version, action: nonsense }));
    expect(wrong.ok).toBe(false);
    expect(wrong).toEqual(session.check(actor, nonsense, true));
    expect(snapshot()).toEqual(after);
    // no answer held a card the asking seat may not know
    const k = knowledge(recordOf(session), 'words');
    for (const [seat, s] of seats.entries()) for (const f of s.frames) if ('reply' in f) expect(leaksIn(f, seat, session.turn, k)).toEqual([]);
    for (const s of seats) await s.end.leave();
  });

  it('for a hint only when the host allows it: the hint bot’s move for its own seat, from its own view', async () => {
    const seats = await wordsOverRelay();
    const u = seats[0]!.latest()!;
    const actor = u.actors[0]!;
    const other = 1 - actor;
    const before = snapshot();
    const off = replyOf(await seats[actor]!.call({ method: 'hint', version: u.version }));
    expect(off).toMatchObject({ ok: false, error: { code: 'hintsOff' } });
    expect(snapshot()).toEqual(before);

    const allowed = await call<PartyStatus>('partyHints', { allow: true });
    expect(allowed.ok && allowed.value.hints).toBe(true);
    const hint = replyOf(await seats[actor]!.call({ method: 'hint', version: u.version }));
    expect(hint.ok, JSON.stringify(hint)).toBe(true);
    const { action, turn } = (hint as { ok: true; value: { action: { type: string }; turn: number } }).value;
    expect(turn).toBe(u.turn);
    // the hint is a move the engine accepts for that seat now
    expect(replyOf(await seats[actor]!.call({ method: 'check', version: u.version, action }))).toEqual({ ok: true, value: null });
    expect(snapshot()).toEqual(before);
    // another seat's turn, an older table, a malformed ask: refused
    expect(replyOf(await seats[other]!.call({ method: 'hint', version: u.version }))).toMatchObject({ ok: false, error: { code: 'notYourTurn' } });
    expect(replyOf(await seats[actor]!.call({ method: 'hint', version: u.version + 5 }))).toMatchObject({ ok: false, error: { code: 'staleTable' } });
    expect(replyOf(await seats[actor]!.call({ method: 'hint', version: u.version, seat: other }))).toMatchObject({ ok: false, error: { code: 'badFrame' } });
    expect(snapshot()).toEqual(before);
    const k = knowledge(recordOf(web.service.current!), 'words');
    for (const [seat, s] of seats.entries()) for (const f of s.frames) if ('reply' in f) expect(leaksIn(f, seat, u.turn, k)).toEqual([]);

    // taken back: refused again; a new invitation starts with hints off
    expect((await call<PartyStatus>('partyHints', { allow: false })).ok).toBe(true);
    expect(replyOf(await seats[actor]!.call({ method: 'hint', version: u.version }))).toMatchObject({ ok: false, error: { code: 'hintsOff' } });
    for (const s of seats) await s.end.leave();
    await call('partyStop', null);
    expect(await call('partyHints', { allow: true })).toMatchObject({ ok: false, error: { code: 'partyOff' } });
    expect(web.party!.status().hints).toBe(false);
  });
});
