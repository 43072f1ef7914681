/** Checks the playout tests of every game share: refusals change nothing, and a game's log replays to the same state and events. */
import { expect } from 'vitest';
import { replay, RuleError, stableStringify, type AnyGame, type LoggedAction, type Rng } from '../../src/main/engine/core';

/**
 * At `state`, where `seat` of `players` is to act with `legal`: `probe` (compared as `key`) is refused when
 * the list does not hold it, and a seat not to act lists nothing and is refused one of `legal`; nothing changes.
 */
export function expectRefusals(game: AnyGame, state: unknown, seat: number, players: number, legal: readonly unknown[], probe: unknown, rng: Rng, key: unknown = probe): void {
  const before = stableStringify(state);
  if (!legal.some((a) => stableStringify(a) === stableStringify(key))) {
    expect(() => game.apply(state, seat, probe)).toThrow(RuleError);
    expect(stableStringify(state)).toBe(before);
  }
  expectOtherSeatsRefused(game, state, seat, players, legal, rng);
}

/** A seat other than `seat` (picked at random) lists no actions and is refused one of `legal`; nothing changes. */
export function expectOtherSeatsRefused(game: AnyGame, state: unknown, seat: number, players: number, legal: readonly unknown[], rng: Rng): void {
  const before = stableStringify(state);
  const other = (seat + 1 + rng.int(players - 1)) % players;
  expect(game.legalActions(state, other)).toEqual([]);
  expect(() => game.apply(state, other, legal[rng.int(legal.length)])).toThrow(RuleError);
  expect(stableStringify(state)).toBe(before);
}

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
