/**
 * The worker-thread bot host with the real games: bots answer from another thread with legal moves,
 * identical to the same bots in this thread; closing a match drops its pending decisions.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/common/contract';
import type { GameAction } from '../../src/common/engine-types';
import { BotsClosed, InlineBotHost, playBotId, type BotHost, type MatchBots } from '../../src/main/bots/host';
import { WorkerBotHost } from '../../src/main/bots/pool';
import { DictionaryClient, processDictionaryMemory } from '../../src/main/dictionary';
import { DictionaryState } from '../../src/main/dictionary/memory';
import { mixSeed } from '../../src/main/engine/core';
import { GAMES } from '../../src/main/games';

// Workers load the TypeScript entry through tsx, as `npm run web` does.
const pool = new WorkerBotHost({ entry: new URL('../../src/main/bots/worker.ts', import.meta.url), size: 2, execArgv: ['--import', 'tsx'] });
afterAll(() => pool.dispose());

const football = GAMES.football!;

/** Plays `steps` moves of a 3-bot football game through `host`, returning the actions chosen. */
async function playThrough(host: BotHost, key: string, steps: number): Promise<GameAction[]> {
  const { game } = football;
  const options = game.resolveOptions({}, 3);
  const match: MatchBots = { gameId: 'football', players: 3, options, bots: [0, 1, 2].map((seat) => ({ id: playBotId(seat), seat, level: 'hard' as const })) };
  host.open(key, match);
  let state = game.setup({ players: 3, seed: 7, options });
  const chosen: GameAction[] = [];
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const w = game.reactionWindow(state);
    const seat = w ? w.seat : game.actors(state)[0];
    const legal = game.legalActions(state, seat);
    const { action } = await host.decide(key, playBotId(seat), game.view(state, seat), legal, mixSeed(7, seat, i, 1));
    expect(legal).toContainEqual(action);
    chosen.push(action);
    const res = game.apply(state, seat, action);
    state = res.state;
    for (const s of [0, 1, 2]) {
      const events = res.events.map((e) => game.redactEvent(e, s)).filter((e) => e !== null);
      host.observe(key, playBotId(s), events, game.view(state, s), mixSeed(7, s, i + 1, 2));
    }
  }
  host.close(key);
  return chosen;
}

describe('bots in worker threads', () => {
  it('has at least one worker', async () => {
    const one = new WorkerBotHost({ entry: new URL('../../src/main/bots/worker.ts', import.meta.url), size: 0, execArgv: ['--import', 'tsx'] });
    expect(one.size).toBe(1);
    expect(one.running).toBe(0);
    await one.dispose();
  });

  it('starts workers only as bots need them, up to its size, and reuses idle ones', async () => {
    const eight = new WorkerBotHost({ entry: new URL('../../src/main/bots/worker.ts', import.meta.url), size: 8, execArgv: ['--import', 'tsx'] });
    const { game } = football;
    const options = game.resolveOptions({}, 4);
    const bots = (seats: number[]): MatchBots => ({ gameId: 'football', players: 4, options, bots: seats.map((seat) => ({ id: playBotId(seat), seat, level: 'easy' as const })) });
    expect(eight.running).toBe(0);
    eight.open('three', bots([1, 2, 3]));
    expect(eight.running).toBe(3);
    eight.close('three');
    eight.open('two', bots([0, 1]));
    expect(eight.running).toBe(3);
    const state = game.setup({ players: 4, seed: 5, options });
    const seat = game.actors(state)[0];
    eight.open('four', bots([0, 1, 2, 3]));
    expect(eight.running).toBe(6);
    const legal = game.legalActions(state, seat);
    expect(legal).toContainEqual((await eight.decide('four', playBotId(seat), game.view(state, seat), legal, 1)).action);
    await eight.dispose();
  });

  it('a pool smaller than the bots of a match shares its workers among them', async () => {
    await playThrough(pool, 'f', 5);
    expect(pool.running).toBe(2);
  });

  it('decide the same moves as the same bots in this thread', async () => {
    const inThread = await playThrough(new InlineBotHost(GAMES), 'a', 60);
    const inWorkers = await playThrough(pool, 'b', 60);
    expect(inThread.length).toBeGreaterThan(20);
    expect(inWorkers).toEqual(inThread);
  });

  it('a closed match gets no answer but BotsClosed, and other matches go on', async () => {
    const { game } = football;
    const options = game.resolveOptions({}, 2);
    const state = game.setup({ players: 2, seed: 3, options });
    const seat = game.actors(state)[0];
    pool.open('c', { gameId: 'football', players: 2, options, bots: [{ id: playBotId(seat), seat, level: 'easy' }] });
    pool.open('d', { gameId: 'football', players: 2, options, bots: [{ id: playBotId(seat), seat, level: 'easy' }] });
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    const closed = pool.decide('c', playBotId(seat), view, legal, 1);
    pool.close('c');
    await expect(closed).rejects.toBeInstanceOf(BotsClosed);
    await expect(pool.decide('c', playBotId(seat), view, legal, 1)).rejects.toBeInstanceOf(BotsClosed);
    const other = await pool.decide('d', playBotId(seat), view, legal, 1);
    expect(legal).toContainEqual(other.action);
    pool.close('d');
  });

  it('a worker stopped while it builds the dictionary keeps no thread waiting: the next one that needs it builds it', async () => {
    const control = new Int32Array(processDictionaryMemory().control);
    const holder = new WorkerBotHost({ entry: new URL('../fixtures/dictionary-build-holder.ts', import.meta.url), size: 1, execArgv: ['--import', 'tsx'] });
    holder.open('h', { gameId: 'words', players: 2, options: {}, bots: [{ id: playBotId(0), seat: 0, level: 'easy' }] });
    while (Atomics.load(control, 0) !== DictionaryState.building) await new Promise((resolve) => setTimeout(resolve, 10));
    await holder.dispose();
    expect(Atomics.load(control, 0)).toBe(DictionaryState.empty);
    expect(new DictionaryClient().has('кіт')).toBe(true);
    expect(Atomics.load(control, 0)).toBe(DictionaryState.ready);
  });

  it('reports a bot that cannot be created as an error a person can read', async () => {
    // Every game of the contract has bots: an id the worker does not know stands for a game without them.
    pool.open('e', { gameId: 'chess' as GameId, players: 2, options: {}, bots: [{ id: playBotId(0), seat: 0, level: 'easy' }] });
    await expect(pool.decide('e', playBotId(0), {}, [{ type: 'pass' }], 1)).rejects.toThrow(/No bots for chess/);
    pool.close('e');
  });
});
