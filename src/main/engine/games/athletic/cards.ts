/**
 * Athletic Games cards: 6 colours x values 1..10, each once (rules section 2). Ids are `<colour>-<value>`.
 * The bots work on card numbers 0..59 (`colour * 10 + value - 1`) for speed; the state keeps ids.
 */
import type { AthleticCard, AthleticColour } from '../../../../common/games/athletic';
import { ATHLETIC_COLOURS } from '../../../../common/games/athletic';

export const VALUES = 10;
export const CARD_COUNT = ATHLETIC_COLOURS.length * VALUES;
/** Cards dealt to each player at the start and after a medal. */
export const HAND_SIZE = 7;
/** Cards drawn after a turn that ends with cards still in hand. */
export const STOP_DRAW = 3;

export function cardId(colour: AthleticColour, value: number): string {
  return `${colour}-${value}`;
}

/** Every card id in a fixed order: blue 1..10, purple 1..10, and so on. */
export function composition(): string[] {
  const ids: string[] = [];
  for (const colour of ATHLETIC_COLOURS) for (let v = 1; v <= VALUES; v++) ids.push(cardId(colour, v));
  return ids;
}

const ALL_IDS = composition();
const BY_ID = new Map<string, AthleticCard>();
const NUMBER_OF = new Map<string, number>();
ALL_IDS.forEach((id, n) => {
  const colour = ATHLETIC_COLOURS[Math.floor(n / VALUES)];
  BY_ID.set(id, { id, colour, value: (n % VALUES) + 1 });
  NUMBER_OF.set(id, n);
});

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The card behind an id (a fresh object, so views never share objects with each other). */
export function cardOf(id: string): AthleticCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`Unknown card id ${id}`);
  return { id: c.id, colour: c.colour, value: c.value };
}

/** Card number 0..59 of an id. */
export function cardNumber(id: string): number {
  const n = NUMBER_OF.get(id);
  if (n === undefined) throw new Error(`Unknown card id ${id}`);
  return n;
}

export function idOfNumber(n: number): string {
  return ALL_IDS[n];
}

/** Same value, or same colour and values one apart (no wrap-around between 1 and 10: ATH-A1). Symmetric. */
export function compatibleNumbers(a: number, b: number): boolean {
  const va = a % VALUES;
  const vb = b % VALUES;
  if (va === vb) return true;
  return a - va === b - vb && (va - vb === 1 || vb - va === 1);
}

export function compatible(card: string, reference: string): boolean {
  return compatibleNumbers(cardNumber(card), cardNumber(reference));
}

/** Orders ids by colour, then value (how a hand is shown). */
export function byDeckOrder(a: string, b: string): number {
  return cardNumber(a) - cardNumber(b);
}
