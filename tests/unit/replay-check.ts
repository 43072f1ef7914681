/** A check the playout tests of every game share: a game's log replays to the same state and events. */
import { expect } from 'vitest';
import { replay, stableStringify, type AnyGame, type LoggedAction } from '../../src/main/engine/core';

export interface PlayedGame {
  log: readonly LoggedAction[];
  final: unknown;
  events: readonly unknown[];
}

/**
 * Applying the log step by step from the same seed gives the same final state and the same events, and
 * `replay` reaches the same state; `dealOf` (the part of a fresh deal that the seed shuffles) differs for
 * the next seed, so the seed really drives the deal.
 */
export function expectSameReplay(game: AnyGame, args: { players: number; seed: number; options: unknown }, played: PlayedGame, dealOf: (state: never) => unknown = (s) => s): void {
  let state = game.setup(args);
  const events: unknown[] = [];
  for (const { seat, action } of played.log) {
    const result = game.apply(state, seat, action);
    events.push(...result.events);
    state = result.state;
  }
  expect(stableStringify(state)).toBe(stableStringify(played.final));
  expect(stableStringify(events)).toBe(stableStringify(played.events));
  expect(stableStringify(replay(game, args, played.log))).toBe(stableStringify(played.final));
  const deal = (seed: number) => stableStringify(dealOf(game.setup({ ...args, seed }) as never));
  expect(deal(args.seed + 1)).not.toBe(deal(args.seed));
}
