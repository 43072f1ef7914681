/**
 * Every game to the end over the relay (with party-relay.test.ts's Rush for Medals and Klepka Football):
 * two remote seats play Athletic Games, Klepka Words and Draker through the relay on the loopback, each
 * seat choosing its moves from its own view (a random kind of its legal moves, then a random one of that
 * kind, seeded), short options. Each seat hears only its own seat's tables, and no byte the relay
 * forwarded holds a card id, a seat's name or a move's name.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameId, PartyStatus, Reply } from '../../src/common/contract';
import { Rng } from '../../src/main/engine/core';
import { GAMES } from '../../src/main/games';
import type { WebServer } from '../../src/main/web/server';
import type { ForwardedFrame } from '../../src/relay/room';
import { startRelay, type RunningRelay } from '../../src/relay/server';
import { knowledge, leaksIn, recordOf } from '../fixtures/leaks';
import { playOne, remote, until, type ChooseMove, type RemoteSeat, startPartyHost } from '../fixtures/remote-seat';

const NAMES = ['Iryna Bondarenko', 'Mykola Hrytsenko'];
let relay: RunningRelay;
const forwarded: ForwardedFrame[] = [];
let dir: string;
let web: WebServer;

beforeAll(async () => {
  relay = await startRelay({ port: 0, limits: { seatFramesPerSecond: 10_000, burst: 1000, hostFramesPerSecond: 100_000, hostBurst: 100_000, reconnectSeconds: 30 }, tap: (f) => forwarded.push({ ...f, bytes: f.bytes.slice() }) });
});
afterAll(async () => {
  await relay?.stop();
});
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-relay-games-'));
  web = await startPartyHost(dir, { athletic: GAMES.athletic, words: GAMES.words, draker: GAMES.draker });
});
afterEach(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
  forwarded.length = 0;
});

async function call<T>(method: string, payload: unknown): Promise<Reply<T>> {
  return (await web.service.handle(method, payload)) as Reply<T>;
}

/** A random kind of the seat's legal moves, then a random move of that kind (seeded). */
function randomMove(seed: number): ChooseMove {
  const rng = new Rng(seed);
  return (legal) => {
    const kinds = [...new Set(legal.map((a) => a.type))];
    const kind = kinds[rng.int(kinds.length)];
    const ofKind = legal.filter((a) => a.type === kind);
    return ofKind[rng.int(ofKind.length)]!;
  };
}

/**
 * Klepka Words from each seat's view: composing ends at once (words are typed, not listed); a flip turns
 * the mate of a lone face-up card of the batch when the seat saw where it lies, else a card it has not
 * seen; instants are left alone (they shuffle and swap, which only makes the table last longer).
 */
function wordsMove(seed: number): ChooseMove {
  const rng = new Rng(seed);
  const seen = new Map<number, Map<number, string>>();
  const otherwise = randomMove(seed + 1);
  return (legal, table) => {
    const view = table.view as { phase: string; batch: number[]; cells: ({ faceUp: boolean; card?: { id: string } } | null)[] };
    const mine = seen.get(table.viewer as number) ?? new Map<number, string>();
    seen.set(table.viewer as number, mine);
    view.cells.forEach((c, i) => {
      if (c === null) mine.delete(i);
      else if (c.faceUp && c.card) mine.set(i, JSON.stringify({ ...c.card, id: '' }));
    });
    const end = legal.find((a) => a.type === 'endCompose');
    if (end) return end;
    const flips = legal.filter((a): a is typeof a & { cell: number } => a.type === 'flip');
    if (flips.length > 0) {
      const up = view.batch.map((i) => mine.get(i));
      const lone = up.find((k) => up.filter((x) => x === k).length % 2 === 1);
      const mate = flips.find((a) => lone !== undefined && !view.batch.includes(a.cell) && mine.get(a.cell) === lone);
      if (mate) return mate;
      const unseen = flips.filter((a) => !mine.has(a.cell));
      if (unseen.length > 0) return unseen[rng.int(unseen.length)]!;
    }
    const calm = legal.filter((a) => a.type !== 'exchange' && a.type !== 'chaos');
    return otherwise(calm.length > 0 ? calm : legal, table);
  };
}

/** One pair of each letter and one of each instant: a table of 70 cells that empties in a few hundred moves. */
const ONE_PAIR_EACH = Array.from({ length: 33 }, () => 1);
const SMALL_WORDS = { reactionTimeoutMs: 0, letterPairs: ONE_PAIR_EACH, bluePairs: ONE_PAIR_EACH.map(() => 0), polysemy: 1, chaos: 1, exchange: 1, rows: 7, cols: 10 };

describe('every game to its end over the relay', () => {
  it.each([
    { game: 'Athletic Games', gameId: 'athletic' as GameId, options: { targetMedals: 1 }, choose: randomMove(5) },
    { game: 'Klepka Words', gameId: 'words' as GameId, options: SMALL_WORDS, choose: wordsMove(5) },
    { game: 'Draker', gameId: 'draker' as GameId, options: { startingLife: 8 }, choose: randomMove(5) },
  ])('two remote seats play $game to its end; the relay forwards no card id, name or move', { timeout: 120_000 }, async ({ gameId, options, choose }) => {
    const seats = NAMES.map((name) => ({ kind: 'human' as const, name }));
    expect((await call('startMatch', { gameId, seats, seed: 21, options })).ok).toBe(true);
    const party = await call<PartyStatus>('partyStart', { relay: relay.url, consent: true });
    if (!party.ok) throw new Error(JSON.stringify(party.error));
    const remotes: RemoteSeat[] = [];
    for (const s of party.value.seats) remotes.push(await remote(s.url!));
    await until(() => remotes.every((s) => s.latest() !== null), 'both tables');
    let moves = 0;
    while (await playOne(remotes, choose)) {
      moves++;
      expect(moves, 'the game ends').toBeLessThan(2000);
    }
    expect(moves).toBeGreaterThan(5);
    const outcome = remotes[0]!.latest()!.outcome;
    expect(outcome).not.toBeNull();
    expect(remotes[1]!.latest()!.outcome).toEqual(outcome);
    expect(web.service.current!.finished).toBe(true);
    // each seat heard only its own seat's table
    const k = knowledge(recordOf(web.service.current!), gameId);
    const moveNames = new Set<string>();
    for (const [seat, s] of remotes.entries()) {
      for (const f of s.frames) {
        if (!('push' in f) || f.push.kind !== 'update') continue;
        expect(f.push.update.viewer).toBe(seat);
        for (const a of f.push.update.legal) moveNames.add(`"${a.type}"`);
        expect(leaksIn(f, seat, f.push.update.turn, k)).toEqual([]);
      }
    }
    // the relay saw none of it
    expect(forwarded.length).toBeGreaterThan(moves * 4);
    const wire = forwarded.map((f) => Buffer.from(f.bytes).toString('latin1')).join('\n');
    const utf8 = forwarded.map((f) => Buffer.from(f.bytes).toString('utf8')).join('\n');
    const secrets = [...k.secrets, ...NAMES, 'Bondarenko', ...moveNames, '"legal"', '"update"'];
    expect(k.secrets.size).toBeGreaterThan(10);
    expect(moveNames.size).toBeGreaterThan(1);
    expect(secrets.filter((x) => wire.includes(x) || utf8.includes(x))).toEqual([]);
    for (const s of remotes) await s.end.leave();
  });
});
