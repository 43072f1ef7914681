/**
 * Draker cards as the engine uses them: the edition (public, in src/common/games/draker-edition.ts), the
 * deal's sizes and limits, and fast look-ups by id.
 */
import type { DrakerCard, DrakerSuit } from '../../../../common/games/draker';
import { DRAKER_SUITS } from '../../../../common/games/draker';
import { EDITION, buildDeck } from '../../../../common/games/draker-edition';

export { CARD_COUNT, EDITION, ZERO_EDITION, buildDeck, cardId, rankLabel, templateOf } from '../../../../common/games/draker-edition';
export type { DrakerEdition, EffectTemplate, RankRow } from '../../../../common/games/draker-edition';

/** Hand and pool cards dealt to each player at setup; common-pool cards dealt at setup. */
export const DEAL_HAND = 5;
export const DEAL_POOL = 5;
export const DEAL_COMMON = 4;
/** Laydown limits (rules 4, phase 8). */
export const POOL_LIMIT = 5;
export const COMMON_LIMIT = 4;

const DECK = buildDeck(EDITION);
const BY_ID = new Map(DECK.map((c) => [c.id, c]));

/** Every card id in the fixed order of `buildDeck`. */
export function composition(): string[] {
  return DECK.map((c) => c.id);
}

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The card behind an id (a fresh object, so views never share objects). */
export function cardOf(id: string): DrakerCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`Unknown card id ${id}`);
  return { ...c, cost: [...c.cost] };
}

/** The shared read-only card (engine use only, never handed out). */
export function card(id: string): DrakerCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`Unknown card id ${id}`);
  return c;
}

/** The effect size of a card's individual effect (by its tier). */
export function effectAmount(id: string): number {
  return card(id).amount;
}

/** The activation cost [A, D] of a card's individual effect. */
export function effectCost(id: string): [number, number] {
  const [a, d] = card(id).cost;
  return [a, d];
}

export function suitIndex(suit: DrakerSuit): number {
  return DRAKER_SUITS.indexOf(suit);
}
