/**
 * Draker's state (rules.ts has the rules notes) and the helpers every part of the rules uses: turn order,
 * drawing and discarding, life, and the value of a declared combination.
 */
import type { Outcome } from '../../../../common/engine-types';
import type { DrakerEvent, DrakerKind, DrakerOptions, DrakerPhase, DrakerStackEntryView } from '../../../../common/games/draker';
import { comboCardOf, comboValue } from '../../../../common/games/draker-combos';
import type { ComboCard, ComboValue, FinalModifier } from '../../../../common/games/draker-combos';
import { shuffled } from '../../core';
import type { RngState } from '../../core';
import { card, cardOf, composition } from './cards';

export interface Combo {
  id: number;
  owner: number;
  kind: DrakerKind;
  /** Card ids in deck order. */
  cards: string[];
  /** Final value, fixed in the costs phase (0 before). */
  value: number;
  /** Points left: after costs, then unassigned attack (combat) or defence left (defence). */
  remaining: number;
}

export type StackEntry = DrakerStackEntryView;

/** A resolved modifier (rules 5), tagged with its sequence number. */
export interface Modifier {
  seq: number;
  kind: 'onslaught' | 'warDrum' | 'guardsman' | 'crush' | 'dragon' | 'guard' | 'flight';
  /** The combination it acts on (effects) or the card (Guard and Flight icons). */
  combo?: number;
  card?: string;
  amount: number;
}

export interface Parcel {
  from: number;
  to: number;
  combo: number;
  amount: number;
  flight: boolean;
}

export interface DrakerState {
  players: number;
  options: DrakerOptions;
  rng: RngState;
  /** Face-down deck; the last id is drawn next. */
  deck: string[];
  discard: string[];
  hands: string[][];
  pools: string[][];
  /** Common pool, oldest first. */
  common: string[];
  tokens: Record<string, number>;
  artefacts: Record<string, { rank?: number; prof?: number }>;
  life: number[];
  inGame: boolean[];
  /** The round in which each seat left the game (null while in it). */
  fellIn: (number | null)[];
  round: number;
  lead: number;
  phase: DrakerPhase;
  /** Seat to act (-1 when over). */
  active: number;
  /** Card placed in the current turn. */
  placed: string | null;
  /** The placed card's icons already triggered this turn. */
  iconsFired: boolean;
  /** Kinds declared in the current additional-phase turn. */
  turnKinds: DrakerKind[];
  /** Anything done in the current turn. */
  turnActed: boolean;
  /** Basic turns taken this round / passes in a row in the additional phase. */
  turnsTaken: number;
  passes: number;
  combos: Combo[];
  nextId: number;
  used: string[];
  instant: StackEntry[];
  main: StackEntry[];
  modifiers: Modifier[];
  seq: number;
  /** Common cards whose Gale is active this round; Siege active this round. */
  gale: string[];
  siege: boolean;
  pending: { seat: number; card: string; amount: number }[];
  /** Unpaid costs per seat [attack, defence]. */
  owed: [number, number][];
  parcels: Parcel[];
  outcome: Outcome | null;
}

/** Events are collected only when `events` is set (steps in place for the search leave it null, and no event is even built). */
export interface Ctx {
  events: DrakerEvent[] | null;
  /** The move is one the caller listed as legal in this state (the search): the costly checks are skipped. */
  trusted?: boolean;
}

export function clone(s: DrakerState): DrakerState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    hands: s.hands.map((h) => h.slice()),
    pools: s.pools.map((p) => p.slice()),
    common: s.common.slice(),
    tokens: { ...s.tokens },
    artefacts: copySettings(s.artefacts),
    life: s.life.slice(),
    inGame: s.inGame.slice(),
    fellIn: s.fellIn.slice(),
    turnKinds: s.turnKinds.slice(),
    combos: s.combos.map((c) => ({ ...c, cards: c.cards.slice() })),
    used: s.used.slice(),
    instant: s.instant.map((e) => ({ ...e })),
    main: s.main.map((e) => ({ ...e })),
    modifiers: s.modifiers.map((m) => ({ ...m })),
    gale: s.gale.slice(),
    pending: s.pending.map((p) => ({ ...p })),
    owed: s.owed.map((o) => [o[0], o[1]] as [number, number]),
    parcels: s.parcels.map((p) => ({ ...p })),
  };
}

/** Artefact settings copied (a plain loop: the search copies a state per sampled world). */
function copySettings(a: DrakerState['artefacts']): DrakerState['artefacts'] {
  const out: DrakerState['artefacts'] = {};
  for (const k in a) out[k] = { ...a[k] };
  return out;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Seats still in the game in turn order, starting with `from`. */
export function turnOrder(s: DrakerState, from = s.lead): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players; i++) {
    const p = (from + i) % s.players;
    if (s.inGame[p]) out.push(p);
  }
  return out;
}

/** Turn-order position of a seat from this round's lead. */
export function position(s: DrakerState, seat: number): number {
  return (seat - s.lead + s.players) % s.players;
}

export function nextSeat(s: DrakerState, seat: number): number {
  for (let i = 1; i <= s.players; i++) {
    const p = (seat + i) % s.players;
    if (s.inGame[p]) return p;
  }
  return seat;
}

export function opponents(s: DrakerState, seat: number): number[] {
  return turnOrder(s).filter((p) => p !== seat);
}

export function draw(s: DrakerState, seat: number, ctx: Ctx): void {
  if (s.deck.length === 0) reshuffle(s, ctx);
  const c = s.deck.pop();
  if (c === undefined) return;
  s.hands[seat].push(c);
  ctx.events?.push({ type: 'draw', seat, card: cardOf(c) });
}

/** DP-A15: the discard, shuffled, becomes the deck. */
export function reshuffle(s: DrakerState, ctx: Ctx): void {
  if (s.discard.length === 0) return;
  s.deck = shuffled(s.rng, s.discard);
  s.discard = [];
  ctx.events?.push({ type: 'reshuffle', count: s.deck.length });
}

export function toDiscard(s: DrakerState, c: string, seat: number | null, from: 'hand' | 'pool' | 'common', ctx: Ctx): void {
  delete s.tokens[c];
  delete s.artefacts[c];
  s.discard.push(c);
  ctx.events?.push({ type: 'discard', seat, from, card: cardOf(c) });
}

export function loseLife(s: DrakerState, seat: number, amount: number, reason: 'cost' | 'volley' | 'combat', ctx: Ctx): void {
  if (amount <= 0) return;
  s.life[seat] -= amount;
  ctx.events?.push({ type: 'lifeLost', seat, amount, life: s.life[seat], reason });
}

export function comboById(s: DrakerState, id: number): Combo | undefined {
  return s.combos.find((c) => c.id === id);
}

/** A card as combinations see it: strength from tokens, an Artefact with its setting. */
export function comboCard(s: DrakerState, id: string): ComboCard {
  return comboCardOf(card(id), s);
}

/** Value of a declared combination now: tokens, base bonuses and final modifiers resolved so far, Siege. */
export function valueOf(s: DrakerState, combo: Pick<Combo, 'id' | 'kind' | 'cards'>): ComboValue {
  let bonus = 0;
  // Most combinations have no final modifier: the list is made only for one that has.
  let finals: FinalModifier[] | undefined;
  for (const m of s.modifiers) {
    if (m.combo === combo.id) {
      if (m.kind === 'onslaught') bonus += m.amount;
      else if (m.kind === 'guardsman') (finals ??= []).push({ seq: m.seq, op: 'add', amount: m.amount });
      else if (m.kind === 'crush') (finals ??= []).push({ seq: m.seq, op: 'sub', amount: m.amount });
      else if (m.kind === 'dragon') (finals ??= []).push({ seq: m.seq, op: 'cap', amount: m.amount });
    } else if (m.kind === 'guard' && combo.kind === 'DEF' && m.card !== undefined && combo.cards.includes(m.card)) {
      bonus += m.amount;
    }
  }
  if (s.siege && combo.kind === 'DEF' && combo.cards.length <= 2) (finals ??= []).push({ seq: 0, op: 'zero', amount: 0 });
  const cards = valueCards;
  cards.length = combo.cards.length;
  for (let i = 0; i < cards.length; i++) cards[i] = comboCardOf(card(combo.cards[i]), s, (valueCardPool[i] ??= { suit: '', rank: null, prof: null, strength: 1 }));
  return comboValue(cards, bonus, finals);
}

/** The cards `valueOf` values, reused (its result keeps none of them). */
const valueCards: ComboCard[] = [];
const valueCardPool: ComboCard[] = [];

/** Flight of an ATT: War drum on it, a Flight icon on one of its cards, or a Gale common card in it. */
export function hasFlight(s: DrakerState, combo: Pick<Combo, 'id' | 'kind' | 'cards'>): boolean {
  if (combo.kind !== 'ATT') return false;
  if (combo.cards.some((c) => s.gale.includes(c))) return true;
  return s.modifiers.some((m) => (m.kind === 'warDrum' && m.combo === combo.id) || (m.kind === 'flight' && m.card !== undefined && combo.cards.includes(m.card)));
}

export function engagedCards(s: DrakerState): Set<string> {
  const out = new Set<string>();
  for (const c of s.combos) for (const id of c.cards) out.add(id);
  return out;
}

const DECK_INDEX = new Map(composition().map((id, i) => [id, i]));
export const byDeckOrder = (a: string, b: string): number => DECK_INDEX.get(a)! - DECK_INDEX.get(b)!;
