/**
 * Honest bots, as a property: two deals that differ only in cards no seat has seen give the same bot
 * decisions for the same seeds. A bot that read the state (where the pairs really lie) would play
 * differently in the two deals. Bots are driven exactly as the session drives them, through a BotHost,
 * with views and redacted events only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../src/common/contract';
import type { GameAction, GameEvent } from '../../src/common/engine-types';
import { InlineBotHost, playBotId } from '../../src/main/bots/host';
import { mixSeed, type AnyGame } from '../../src/main/engine/core';
import { GAMES } from '../../src/main/games';
import type { GameId } from '../../src/common/contract';
import type { GameRegistry } from '../../src/main/session/registry';

interface Run {
  actions: GameAction[];
  /** Every string any seat was shown (views and events): card ids among them were seen. */
  seen: Set<string>;
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, into);
}

/** Plays `steps` bot moves from a stacked deck, every seat a bot of `level`. */
async function playFrom(
  gameId: GameId,
  deck: readonly string[],
  players: number,
  seed: number,
  level: BotLevel,
  steps: number,
  registry: GameRegistry = GAMES,
  onState: (state: unknown) => void = () => {},
): Promise<Run> {
  const entry = registry[gameId]!;
  const game: AnyGame = entry.game;
  const options = game.resolveOptions({}, players);
  const host = new InlineBotHost(registry);
  const bots = Array.from({ length: players }, (_, seat) => ({ id: playBotId(seat), seat, level }));
  host.open('m', { gameId, players, options, bots });
  let state = game.setup({ players, seed, options, deck });
  const seen = new Set<string>();
  const actions: GameAction[] = [];
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const w = game.reactionWindow(state);
    const seat: number = w ? w.seat : game.actors(state)[0];
    const view = game.view(state, seat);
    collectStrings(view, seen);
    onState(state);
    const { action } = await host.decide('m', playBotId(seat), view, game.legalActions(state, seat), mixSeed(seed, seat, i, 1));
    actions.push(action);
    const res = game.apply(state, seat, action);
    state = res.state;
    for (let s = 0; s < players; s++) {
      const events = (res.events as GameEvent[]).map((e) => game.redactEvent(e, s)).filter((e): e is GameEvent => e !== null);
      const v = game.view(state, s);
      collectStrings(events, seen);
      collectStrings(v, seen);
      host.observe('m', playBotId(s), events, v, mixSeed(seed, s, i + 1, 2));
    }
  }
  return { actions, seen };
}

describe('bots never use what they cannot see', () => {
  it('Klepka Football: swapping two unseen cards changes no decision (every level, 2-4 players)', async () => {
    const football = GAMES.football!.game;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom<BotLevel>('easy', 'normal', 'hard', 'perfect'),
        fc.integer({ min: 10, max: 120 }),
        async (seed, players, level, steps) => {
          const options = football.resolveOptions({}, players);
          const deck: string[] = (football.setup({ players, seed, options }) as { cells: (string | null)[] }).cells.filter((c): c is string => c !== null);
          const a = await playFrom('football', deck, players, seed, level, steps);
          const unseen = deck.map((id, i) => [id, i] as const).filter(([id]) => !a.seen.has(id));
          fc.pre(unseen.length >= 2);
          // swap the first and the last unseen card (they usually are different footballers or prizes)
          const [, i] = unseen[0];
          const [, j] = unseen[unseen.length - 1];
          const swapped = [...deck];
          [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
          const b = await playFrom('football', swapped, players, seed, level, steps);
          expect(b.actions).toEqual(a.actions);
        },
      ),
      { numRuns: 40, seed: 20261122 },
    );
  });

  it('the check has teeth: a bot that reads the real deal is caught', async () => {
    // This bot's choice depends on where the face-down cards really lie (a hash of the real grid).
    const football = GAMES.football!;
    let leaked: { cells: (string | null)[] } | null = null;
    const cheating: GameRegistry = {
      football: {
        ...football,
        createBot: () => ({
          observe() {},
          decide(_view: unknown, legal: readonly GameAction[]) {
            let hash = 0;
            for (const ch of JSON.stringify(leaked!.cells)) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
            return legal[hash % legal.length];
          },
        }),
      },
    };
    let caught = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const options = football.game.resolveOptions({}, 2);
      const deck: string[] = (football.game.setup({ players: 2, seed, options }) as { cells: (string | null)[] }).cells.filter((c): c is string => c !== null);
      const play = (d: readonly string[]) => playFrom('football', d, 2, seed, 'easy', 30, cheating, (st) => (leaked = st as typeof leaked));
      const a = await play(deck);
      const unseen = deck.map((id, i) => [id, i] as const).filter(([id]) => !a.seen.has(id));
      const swapped = [...deck];
      const i = unseen[0][1];
      const j = unseen[unseen.length - 1][1];
      [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
      const b = await play(swapped);
      if (JSON.stringify(b.actions) !== JSON.stringify(a.actions)) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });
});
