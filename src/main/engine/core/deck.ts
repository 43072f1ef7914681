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

/** A stacked deck that begins with `lead` (in order) and goes on with every other card of `ids` in their order. */
export function leadingDeck(ids: readonly string[], lead: readonly string[]): string[] {
  const named = new Set(lead);
  if (named.size !== lead.length || lead.some((id) => !ids.includes(id))) throw new Error('A leading card is unknown or named twice.');
  return [...lead, ...ids.filter((id) => !named.has(id))];
}
