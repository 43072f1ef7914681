import { RuleError } from './errors';
import { shuffled, type RngState } from './rng';

/**
 * The order a game deals its cards in: a stacked deck (tests, puzzles) when one is given, which must hold
 * exactly the cards `ids` each once, else `ids` shuffled with the game's own generator.
 */
export function dealOrder(rng: RngState, ids: readonly string[], stacked: readonly string[] | undefined, badDeckMessage: string): string[] {
  if (!stacked) return shuffled(rng, ids);
  const given = [...stacked].sort();
  const expected = [...ids].sort();
  if (given.length !== expected.length || given.some((id, i) => id !== expected[i])) throw new RuleError('badDeck', badDeckMessage);
  return [...stacked];
}
