/**
 * Combinations and their values (rules 3): forms, flush, base × multiplier, final-value modifiers in
 * descending sequence number (rules 5); what makes a declaration impossible (rules 3, L1-L5).
 */
import type { DrakerCard, DrakerKind, DrakerPhase } from './draker';

/** A card as a combination sees it: an Artefact carries its setting (null = not set). */
export interface ComboCard {
  suit: string;
  rank: number | null;
  prof: number | null;
  /** 1 + tokens (rules 3, strength). */
  strength: number;
}

/**
 * A card as its combinations see it this round: its tokens add strength, an Artefact takes its setting.
 * Written into `into` when given (callers that value many combinations reuse their objects).
 */
export function comboCardOf(
  card: DrakerCard,
  round: { tokens: Record<string, number>; artefacts: Record<string, { rank?: number; prof?: number }> },
  into: ComboCard = { suit: '', rank: null, prof: null, strength: 1 },
): ComboCard {
  const set = round.artefacts[card.id];
  into.suit = card.suit;
  into.rank = card.artefact ? (set?.rank ?? null) : card.rank;
  into.prof = card.artefact ? (set?.prof ?? null) : card.prof;
  into.strength = 1 + (round.tokens[card.id] ?? 0);
  return into;
}

export interface Forms {
  rank: 'straight' | 'quad' | null;
  prof: 'straight' | 'quad' | null;
  /** Same suit and at least 3 cards (a flush counts only then). */
  flush: boolean;
}

function bitCount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

/**
 * The form of the cards' ranks or professions: a quad when all are equal, a straight when they are
 * distinct and consecutive (no wrap; by rank the Ace may also be low, A-2-3, but K-A-2 is no straight);
 * null when one is unset (an Artefact) or they form neither. Without allocating: bots call it very often.
 */
function formOf(cards: readonly ComboCard[], byProf: boolean): 'straight' | 'quad' | null {
  let min = Infinity;
  let max = -Infinity;
  let mask = 0;
  // The same with the Ace as 1.
  let lowMin = Infinity;
  let lowMax = -Infinity;
  let lowMask = 0;
  for (let i = 0; i < cards.length; i++) {
    const v = byProf ? cards[i].prof : cards[i].rank;
    if (v === null) return null;
    if (v < min) min = v;
    if (v > max) max = v;
    mask |= 1 << v;
    const low = !byProf && v === 14 ? 1 : v;
    if (low < lowMin) lowMin = low;
    if (low > lowMax) lowMax = low;
    lowMask |= 1 << low;
  }
  if (min === max) return 'quad';
  const n = cards.length;
  if (max - min === n - 1 && bitCount(mask) === n) return 'straight';
  if (!byProf && max === 14 && lowMax - lowMin === n - 1 && bitCount(lowMask) === n) return 'straight';
  return null;
}

function isFlush(cards: readonly ComboCard[]): boolean {
  if (cards.length < 3) return false;
  for (let i = 1; i < cards.length; i++) if (cards[i].suit !== cards[0].suit) return false;
  return true;
}

/** The forms of a set of 2 or more cards (an unset Artefact gives no form of that kind). */
export function formsOf(cards: readonly ComboCard[]): Forms {
  const many = cards.length >= 2;
  return { rank: many ? formOf(cards, false) : null, prof: many ? formOf(cards, true) : null, flush: isFlush(cards) };
}

/** A single card, or a set with at least one form (a flush alone is not a combination). */
export function isCombination(cards: readonly ComboCard[]): boolean {
  if (cards.length === 1) return true;
  if (cards.length === 0) return false;
  const f = formsOf(cards);
  return f.rank !== null || f.prof !== null;
}

/** 2^(k-1) × 3 for a flush, only at length 3 or more; otherwise 1. */
export function multiplierOf(cards: readonly ComboCard[]): number {
  if (cards.length < 3) return 1;
  const k = (formOf(cards, false) ? 1 : 0) + (formOf(cards, true) ? 1 : 0);
  return 2 ** Math.max(0, k - 1) * (isFlush(cards) ? 3 : 1);
}

/** A modifier on a final value, tagged with the sequence number of its resolution. */
export interface FinalModifier {
  seq: number;
  op: 'add' | 'sub' | 'cap' | 'zero';
  amount: number;
}

/** Applies final-value modifiers in descending sequence number, so the earliest resolved decides (rules 5). */
export function applyFinalModifiers(raw: number, mods: readonly FinalModifier[]): number {
  let v = raw;
  for (const m of mods.length > 1 ? [...mods].sort((a, b) => b.seq - a.seq) : mods) {
    if (m.op === 'add') v += m.amount;
    else if (m.op === 'sub') v = Math.max(0, v - m.amount);
    else if (m.op === 'cap') v = Math.min(v, m.amount);
    else v = 0;
  }
  return Math.max(0, v);
}

export interface ComboValue {
  base: number;
  mult: number;
  /** base × mult, before final modifiers. */
  raw: number;
  value: number;
}

const NO_MODIFIERS: readonly FinalModifier[] = [];

/** Value of a combination (rules 3): base = Σ strength + base bonus; final = base × mult; then the modifiers. */
export function comboValue(cards: readonly ComboCard[], baseBonus = 0, mods: readonly FinalModifier[] = NO_MODIFIERS): ComboValue {
  let base = baseBonus;
  for (let i = 0; i < cards.length; i++) base += cards[i].strength;
  const mult = multiplierOf(cards);
  const raw = base * mult;
  return { base, mult, raw, value: applyFinalModifiers(raw, mods) };
}

/** What a declaration is checked against: the declaring player's table (rules 3, L1-L5, and the additional phase's limits). */
export interface DeclarationContext {
  /** The declaring player's pool and the common pool (card ids). */
  pool: readonly string[];
  common: readonly string[];
  phase: DrakerPhase;
  /** The card placed in this turn. */
  placed: string | null;
  /** Kinds already declared in this additional-phase turn. */
  turnKinds: readonly DrakerKind[];
  /** The declaring player's combinations this round. */
  own: readonly { kind: DrakerKind; cards: readonly string[] }[];
  /** Cards in anyone's combinations this round. */
  engaged: ReadonlySet<string>;
  comboCard(id: string): ComboCard;
}

export type DeclarationProblem =
  | { code: 'empty' | 'twice' | 'placeFirst' | 'holdPlaced' | 'kindDone' | 'noForm' | 'same' | 'needOwnFree' }
  | { code: 'notInPool' | 'commonAttackOnly'; card: string }
  | { code: 'engaged'; count: number };

const setKey = (ids: readonly string[]): string => [...ids].sort().join(',');

/**
 * Why `kind` cannot be declared with `cards` (the first problem found), or null when it can. The engine
 * refuses with it and the table explains a selection with it, so both give the same reason.
 */
export function declarationProblem(ctx: DeclarationContext, kind: DrakerKind, cards: readonly string[]): DeclarationProblem | null {
  if (cards.length === 0) return { code: 'empty' };
  if (new Set(cards).size !== cards.length) return { code: 'twice' };
  for (const card of cards) {
    if (ctx.pool.includes(card) || (kind === 'ATT' && ctx.common.includes(card))) continue;
    return { code: ctx.common.includes(card) ? 'commonAttackOnly' : 'notInPool', card };
  }
  if (ctx.phase === 'additional') {
    if (ctx.placed === null) return { code: 'placeFirst' };
    if (!cards.includes(ctx.placed)) return { code: 'holdPlaced' };
    if (ctx.turnKinds.includes(kind)) return { code: 'kindDone' };
  }
  if (!isCombination(cards.map((c) => ctx.comboCard(c)))) return { code: 'noForm' };
  const key = setKey(cards);
  if (ctx.own.some((c) => c.kind === kind && setKey(c.cards) === key)) return { code: 'same' };
  const count = cards.filter((c) => ctx.engaged.has(c)).length;
  if (count > 2) return { code: 'engaged', count };
  if (!cards.some((c) => ctx.pool.includes(c) && !ctx.engaged.has(c))) return { code: 'needOwnFree' };
  return null;
}
