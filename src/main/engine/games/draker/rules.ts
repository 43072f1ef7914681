/**
 * Draker rules (shared/rules/draker.md, stages v1 and v2): state, setup, the nine phases, legal actions,
 * apply and outcome. A turn is split into small steps (set an Artefact, place, declare, activate, finish);
 * costs, combat and laydown ask a seat only where it has a real choice, and offer an automatic step too.
 *
 * Rules notes (decisions where the rules leave a gap; [P] items of the rules are implemented as written):
 * - Phases 1 (initial), 4 (stacks), 6 (end of round) and 9 (round results) need no decision and run by
 *   themselves. End-of-round effects are all heals of their owner (Mend), so their order cannot change
 *   the result; they resolve lead first, then in turn order, without asking.
 * - Artefacts may be set on their owner's turn in the basic and the additional phase (DP-A19, "during
 *   his turn"), rank and profession separately; each is locked for the round once set.
 * - Basic phase: while the hand is not empty, the card must be placed before declaring, activating or
 *   finishing (DP-A13). Icons trigger once per placement, on the first declaration of length >= 3 that
 *   holds the placed card.
 * - An additional-phase turn that sets an Artefact, places, declares or activates is a `finish`, not a
 *   `pass`; only a turn with nothing done is a pass. The phase ends after every seat in the game passed
 *   in a row (every step can only be done finitely often per round, so it always ends).
 * - Effect targets are checked when activated: combinations must already be declared, Dispel needs a
 *   waiting main-stack entry (an icon counts as an effect), Volley names a seat still in the game.
 *   Phalanx may target any card of one's own pool. Icons are free; activated effects always cost.
 * - Costs: a seat is asked only when the split is a real choice (two or more combinations of the kind
 *   with points, and less owed than they hold); otherwise the payment is made at once (points first,
 *   then life). Healing stops at the edition's life cap (30) or the starting life if higher.
 * - Combat: "living opponent" means a seat still in the game (life may already be <= 0). With one
 *   opponent the whole value goes to it at once. Parcels from one combination to one seat merge.
 *   A defender is asked only when it has a DEF that may meet the parcel; else the hit is taken at once.
 * - Laydown: a seat at life <= 0 leaves in phase 9 whatever it keeps, so its pool is cut to 5 at once
 *   (the newest cards go). The common pool drops its oldest cards.
 * - Everyone out in one round: the highest life wins, ties share (rules 7). Round cap: after that many
 *   rounds the highest life among the seats still in wins, ties share.
 * - Balance: with the rules' proposed card data, normal bots ended a 2-player game in 3.3 rounds (p95 7;
 *   100 games): each side declares about 5 combinations a round worth about 27 points, and a third of the
 *   attack had Flight (7 and Q icons, a cheap War drum), so about 10 life a round was lost against 30 [S].
 *   Retuned [P] numbers in the edition table (cards.ts), each aimed at defence and healing:
 *   - Q icon Flight -> Guard, and Guard on the 2, 4 and 6 (no icon before): Flight only on the 7s now.
 *   - War drum costs 0/(7-X) (was 0/(4-X)), so Flight is rarer.
 *   - Crush is -X at 0/(X+2) (was -(X+2) at 0/(X+1)): it broke most defences for little.
 *   That gave 5.0 rounds (p95 12; a quarter of the games over in 2 rounds). Where the rest came from
 *   (200 games, per seat and round): 7.2 life lost, 6.1 of it in combat (3.0 from parcels no defence met,
 *   3.1 from parcels bigger than the defence that met them; 6.1 absorbed), 0.6 from costs paid from life,
 *   0.5 from Volley; 1.9 healed. The largest single [P] lever was Onslaught: +X to the base of an attack
 *   is multiplied by the combination (x6 for a flush double straight), so a 0/X Onslaught added up to 18
 *   points (without Onslaught at all the mean was 6.9 rounds). So, second pass:
 *   - Onslaught is +1/+1/+2 at 0/(X+2) (was +X at 0/X).
 *   - Guard adds +6 to its defensive combination's base (was +2 in the rules, +4 in the first pass).
 *   - Mend heals 2X+8 at 0/X (was X+1 at 0/(X+1); 2X+4 in the first pass).
 *   The 7s keep Flight, the 8s their +1 icon, and Guardsman and Dragon keep their numbers, so the rules'
 *   test cases stand as written. Result (`npm run sim -- --game draker --players N --bots normal --games 400
 *   --seed 1`) in the README's Draker section. Damage stays spread wide: a combination's multiplier and
 *   "one parcel meets one defence" are [S], so one big attack against smaller defences still ends some
 *   games in 2-3 rounds, and the long games are the ones where neither side gets such a hit.
 * - The lead's edge is a rules consequence: it declares first, so it takes the common cards for its attacks
 *   (later combinations may hold at most 2 engaged cards [S]). At 2 players (normal bots, 200 games) the
 *   lead's attacks hold 3.5 common cards a round against 2.2 and are worth 16 points against 11; the other
 *   seat answers with more defence (22 against 17) and still loses 6.4 life a round against the lead's 4.9.
 *   The lead moves on every round, so over a game this evens out: the first seat wins 49.5% of 400 games
 *   (63% in the first 100 games was sampling: with the first-pass numbers the same 400 seeds give 50.1%).
 */
import { badOptions, checkIntOption, nextInt, optionSource, RuleError, seedRng, shuffled } from '../../core';
import type { RngState } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type {
  DrakerAction,
  DrakerCombatReading,
  DrakerEffectKind,
  DrakerEndReason,
  DrakerEvent,
  DrakerIcon,
  DrakerKind,
  DrakerOptions,
  DrakerPhase,
  DrakerStackEntryView,
} from '../../../../common/games/draker';
import { DRAKER_DEFAULT_OPTIONS, DRAKER_PROFESSIONS } from '../../../../common/games/draker';
import {
  CARD_COUNT,
  COMMON_LIMIT,
  DEAL_COMMON,
  DEAL_HAND,
  DEAL_POOL,
  EDITION,
  POOL_LIMIT,
  card,
  cardOf,
  composition,
  effectAmount,
  effectCost,
  isCardId,
  templateOf,
} from './cards';
import { comboCardOf, comboValue, declarationProblem } from '../../../../common/games/draker-combos';
import type { ComboCard, ComboValue, DeclarationContext, FinalModifier } from '../../../../common/games/draker-combos';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

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

// ---------------------------------------------------------------------------------------------
// Options

export function resolveOptions(raw: unknown, players: number): DrakerOptions {
  const src = optionSource(raw, DRAKER_DEFAULT_OPTIONS, ['deck']);
  const pick = <K extends keyof DrakerOptions>(k: K): unknown => (src[k] === undefined ? DRAKER_DEFAULT_OPTIONS[k] : src[k]);
  const reading = pick('combatReading');
  if (reading !== 'absorb' && reading !== 'literal') badOptions('Option combatReading must be "absorb" or "literal".');
  const o: DrakerOptions = {
    startingLife: checkIntOption('startingLife', pick('startingLife'), 1, 999),
    roundCap: checkIntOption('roundCap', pick('roundCap'), 0, 1000),
    combatReading: reading,
    firstPlayer: checkIntOption('firstPlayer', pick('firstPlayer'), -1, Math.max(-1, players - 1)),
  };
  if (src.deck !== undefined) o.deck = checkDeck(src.deck);
  return o;
}

function checkDeck(deck: unknown): string[] {
  if (!Array.isArray(deck) || deck.length !== CARD_COUNT || deck.some((id) => !isCardId(id)) || new Set(deck).size !== CARD_COUNT) {
    throw new RuleError('badDeck', `The stacked deck must hold each of the ${CARD_COUNT} cards exactly once.`);
  }
  return deck.slice() as string[];
}

// ---------------------------------------------------------------------------------------------
// Setup

interface Ctx {
  events: DrakerEvent[];
}

export function setup(args: { players: number; seed: number; options: DrakerOptions; deck?: readonly string[] }): DrakerState {
  const { players, seed } = args;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError('badPlayers', `Draker is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players (got ${players}).`);
  }
  const options = resolveOptions(args.options, players);
  const rng = seedRng(seed);
  const stacked = args.deck ?? options.deck;
  const order = stacked ? checkDeck(stacked) : shuffled(rng, composition());
  let k = 0;
  const take = (n: number): string[] => {
    const out = order.slice(k, k + n);
    k += n;
    return out;
  };
  const hands: string[][] = [];
  const pools: string[][] = [];
  for (let p = 0; p < players; p++) {
    hands.push(take(DEAL_HAND));
    pools.push(take(DEAL_POOL));
  }
  const common = take(DEAL_COMMON);
  const deck = order.slice(k).reverse();
  const lead = options.firstPlayer >= 0 ? options.firstPlayer : nextInt(rng, players);
  const s: DrakerState = {
    players,
    options,
    rng,
    deck,
    discard: [],
    hands,
    pools,
    common,
    tokens: {},
    artefacts: {},
    life: new Array(players).fill(options.startingLife),
    inGame: new Array(players).fill(true),
    fellIn: new Array(players).fill(null),
    round: 0,
    lead,
    phase: 'basic',
    active: lead,
    placed: null,
    iconsFired: false,
    turnKinds: [],
    turnActed: false,
    turnsTaken: 0,
    passes: 0,
    combos: [],
    nextId: 1,
    used: [],
    instant: [],
    main: [],
    modifiers: [],
    seq: 0,
    gale: [],
    siege: false,
    pending: [],
    owed: Array.from({ length: players }, () => [0, 0] as [number, number]),
    parcels: [],
    outcome: null,
  };
  startRound(s, { events: [] });
  return s;
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
    artefacts: Object.fromEntries(Object.entries(s.artefacts).map(([k, v]) => [k, { ...v }])),
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
function position(s: DrakerState, seat: number): number {
  return (seat - s.lead + s.players) % s.players;
}

function draw(s: DrakerState, seat: number, ctx: Ctx): void {
  if (s.deck.length === 0) reshuffle(s, ctx);
  const c = s.deck.pop();
  if (c === undefined) return;
  s.hands[seat].push(c);
  ctx.events.push({ type: 'draw', seat, card: cardOf(c) });
}

/** DP-A15: the discard, shuffled, becomes the deck. */
function reshuffle(s: DrakerState, ctx: Ctx): void {
  if (s.discard.length === 0) return;
  s.deck = shuffled(s.rng, s.discard);
  s.discard = [];
  ctx.events.push({ type: 'reshuffle', count: s.deck.length });
}

function toDiscard(s: DrakerState, c: string, seat: number | null, from: 'hand' | 'pool' | 'common', ctx: Ctx): void {
  delete s.tokens[c];
  delete s.artefacts[c];
  s.discard.push(c);
  ctx.events.push({ type: 'discard', seat, from, card: cardOf(c) });
}

function loseLife(s: DrakerState, seat: number, amount: number, reason: 'cost' | 'volley' | 'combat', ctx: Ctx): void {
  if (amount <= 0) return;
  s.life[seat] -= amount;
  ctx.events.push({ type: 'lifeLost', seat, amount, life: s.life[seat], reason });
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
  const finals: FinalModifier[] = [];
  for (const m of s.modifiers) {
    if (m.combo === combo.id) {
      if (m.kind === 'onslaught') bonus += m.amount;
      else if (m.kind === 'guardsman') finals.push({ seq: m.seq, op: 'add', amount: m.amount });
      else if (m.kind === 'crush') finals.push({ seq: m.seq, op: 'sub', amount: m.amount });
      else if (m.kind === 'dragon') finals.push({ seq: m.seq, op: 'cap', amount: m.amount });
    } else if (m.kind === 'guard' && combo.kind === 'DEF' && m.card !== undefined && combo.cards.includes(m.card)) {
      bonus += m.amount;
    }
  }
  if (s.siege && combo.kind === 'DEF' && combo.cards.length <= 2) finals.push({ seq: 0, op: 'zero', amount: 0 });
  return comboValue(
    combo.cards.map((c) => comboCard(s, c)),
    bonus,
    finals,
  );
}

/** Flight of an ATT: War drum on it, a Flight icon on one of its cards, or a Gale common card in it. */
export function hasFlight(s: DrakerState, combo: Pick<Combo, 'id' | 'kind' | 'cards'>): boolean {
  if (combo.kind !== 'ATT') return false;
  if (combo.cards.some((c) => s.gale.includes(c))) return true;
  return s.modifiers.some((m) => (m.kind === 'warDrum' && m.combo === combo.id) || (m.kind === 'flight' && m.card !== undefined && combo.cards.includes(m.card)));
}

function engagedCards(s: DrakerState): Set<string> {
  const out = new Set<string>();
  for (const c of s.combos) for (const id of c.cards) out.add(id);
  return out;
}

const DECK_INDEX = new Map(composition().map((id, i) => [id, i]));
export const byDeckOrder = (a: string, b: string): number => DECK_INDEX.get(a)! - DECK_INDEX.get(b)!;

// ---------------------------------------------------------------------------------------------
// Rounds and phases

/** Phase 1: a deck card to the common pool (its effect now), then one card to each seat. */
function startRound(s: DrakerState, ctx: Ctx): void {
  s.round += 1;
  ctx.events.push({ type: 'roundStart', round: s.round, lead: s.lead });
  if (s.deck.length === 0) reshuffle(s, ctx);
  const c = s.deck.pop();
  if (c !== undefined) {
    s.common.push(c);
    const effect = card(c).common;
    if (effect === 'gale') s.gale.push(c);
    if (effect === 'siege') s.siege = true;
    ctx.events.push({ type: 'commonCard', card: cardOf(c), effect });
  }
  for (const p of turnOrder(s)) draw(s, p, ctx);
  s.phase = 'basic';
  s.turnsTaken = 0;
  beginTurn(s, s.lead, ctx);
}

function beginTurn(s: DrakerState, seat: number, ctx: Ctx): void {
  s.active = seat;
  s.placed = null;
  s.iconsFired = false;
  s.turnKinds = [];
  s.turnActed = false;
  ctx.events.push({ type: 'turn', seat });
}

function nextSeat(s: DrakerState, seat: number): number {
  for (let i = 1; i <= s.players; i++) {
    const p = (seat + i) % s.players;
    if (s.inGame[p]) return p;
  }
  return seat;
}

function endTurn(s: DrakerState, ctx: Ctx): void {
  const inGame = turnOrder(s).length;
  if (s.phase === 'basic') {
    s.turnsTaken += 1;
    if (s.turnsTaken >= inGame) {
      s.phase = 'additional';
      s.passes = 0;
      ctx.events.push({ type: 'phase', phase: 'additional' });
      beginTurn(s, s.lead, ctx);
      return;
    }
  } else if (s.passes >= inGame) {
    resolveStacks(s, ctx);
    startCosts(s, ctx);
    return;
  }
  beginTurn(s, nextSeat(s, s.active), ctx);
}

/** Phase 4: the instant stack, then the main stack, each last in first out. */
function resolveStacks(s: DrakerState, ctx: Ctx): void {
  while (s.instant.length > 0) resolveEntry(s, s.instant.pop()!, ctx);
  while (s.main.length > 0) resolveEntry(s, s.main.pop()!, ctx);
}

function resolveEntry(s: DrakerState, e: StackEntry, ctx: Ctx): void {
  s.seq += 1;
  const seq = s.seq;
  ctx.events.push({ type: 'resolve', entry: e.id, seq });
  const amount = e.source === 'icon' ? 1 : effectAmount(e.card);
  const target = e.target;
  switch (e.effect) {
    case 'volley':
      if (typeof target === 'number') loseLife(s, target, amount, 'volley', ctx);
      break;
    case 'scout':
    case 'draw':
      for (let i = 0; i < amount; i++) draw(s, e.owner, ctx);
      break;
    case 'dispel': {
      const i = s.main.findIndex((m) => m.id === target);
      if (i >= 0) {
        s.main.splice(i, 1);
        ctx.events.push({ type: 'cancel', entry: target as number, by: e.id });
      }
      break;
    }
    case 'phalanx':
    case 'token': {
      const c = target as string;
      if (s.pools.some((p) => p.includes(c))) {
        s.tokens[c] = (s.tokens[c] ?? 0) + 1;
        ctx.events.push({ type: 'token', card: c, tokens: s.tokens[c] });
      }
      break;
    }
    case 'mend':
      s.pending.push({ seat: e.owner, card: e.card, amount });
      ctx.events.push({ type: 'pending', seat: e.owner, entry: e.id });
      break;
    case 'guard':
      s.modifiers.push({ seq, kind: 'guard', card: target as string, amount: EDITION.guardBonus });
      break;
    case 'flight':
      s.modifiers.push({ seq, kind: 'flight', card: target as string, amount: 0 });
      break;
    case 'onslaught':
    case 'warDrum':
    case 'guardsman':
    case 'crush':
    case 'dragon':
      s.modifiers.push({ seq, kind: e.effect, combo: target as number, amount });
      break;
  }
}

/** Phase 5: fix every value, then settle what needs no choice; ask the first seat with a real choice. */
function startCosts(s: DrakerState, ctx: Ctx): void {
  s.phase = 'costs';
  ctx.events.push({ type: 'phase', phase: 'costs' });
  for (const c of s.combos) {
    c.value = valueOf(s, c).value;
    c.remaining = c.value;
  }
  ctx.events.push({ type: 'values', combos: s.combos.map((c) => ({ id: c.id, value: c.value })) });
  continueCosts(s, ctx);
}

function kindIndex(kind: DrakerKind): 0 | 1 {
  return kind === 'ATT' ? 0 : 1;
}

function payable(s: DrakerState, seat: number, kind: DrakerKind): Combo[] {
  return s.combos.filter((c) => c.owner === seat && c.kind === kind && c.remaining > 0);
}

/** True when the seat must choose how to split what it owes of this kind. */
function costChoice(s: DrakerState, seat: number, kind: DrakerKind): boolean {
  const owed = s.owed[seat][kindIndex(kind)];
  const from = payable(s, seat, kind);
  return owed > 0 && from.length >= 2 && owed < from.reduce((t, c) => t + c.remaining, 0);
}

function pay(s: DrakerState, seat: number, c: Combo, amount: number, ctx: Ctx): void {
  c.remaining -= amount;
  s.owed[seat][kindIndex(c.kind)] -= amount;
  ctx.events.push({ type: 'costPaid', seat, combo: c.id, amount });
}

/** Pays without a choice: from the only combination, or everything there is, then the rest from life. */
function settleForced(s: DrakerState, seat: number, kind: DrakerKind, ctx: Ctx): void {
  const k = kindIndex(kind);
  for (const c of payable(s, seat, kind)) {
    if (s.owed[seat][k] === 0) break;
    pay(s, seat, c, Math.min(c.remaining, s.owed[seat][k]), ctx);
  }
  const rest = s.owed[seat][k];
  if (rest > 0) {
    s.owed[seat][k] = 0;
    ctx.events.push({ type: 'costPaid', seat, combo: null, amount: rest });
    loseLife(s, seat, rest, 'cost', ctx);
  }
}

function continueCosts(s: DrakerState, ctx: Ctx): void {
  for (const p of turnOrder(s)) {
    for (const kind of ['ATT', 'DEF'] as const) {
      if (costChoice(s, p, kind)) {
        s.active = p;
        return;
      }
      settleForced(s, p, kind, ctx);
    }
  }
  endOfRound(s, ctx);
  startCombat(s, ctx);
}

/** Phase 6: pending heals, lead first, then in turn order. */
function endOfRound(s: DrakerState, ctx: Ctx): void {
  const cap = Math.max(EDITION.lifeCap, s.options.startingLife);
  for (const p of turnOrder(s)) {
    for (const e of s.pending.filter((x) => x.seat === p)) {
      const healed = Math.max(0, Math.min(cap - s.life[p], e.amount));
      s.life[p] += healed;
      ctx.events.push({ type: 'heal', seat: p, amount: healed, life: s.life[p] });
    }
  }
  s.pending = [];
}

function startCombat(s: DrakerState, ctx: Ctx): void {
  s.phase = 'combat';
  ctx.events.push({ type: 'phase', phase: 'combat' });
  continueCombat(s, ctx);
}

function opponents(s: DrakerState, seat: number): number[] {
  return turnOrder(s).filter((p) => p !== seat);
}

function sendParcel(s: DrakerState, c: Combo, to: number, amount: number, ctx: Ctx): void {
  c.remaining -= amount;
  const flight = hasFlight(s, c);
  const same = s.parcels.find((p) => p.combo === c.id && p.to === to);
  if (same) same.amount += amount;
  else s.parcels.push({ from: c.owner, to, combo: c.id, amount, flight });
  ctx.events.push({ type: 'parcel', from: c.owner, to, combo: c.id, amount, flight });
}

function unassigned(s: DrakerState, seat: number): Combo[] {
  return s.combos.filter((c) => c.owner === seat && c.kind === 'ATT' && c.remaining > 0);
}

/** Phase 7, first part: each attacker splits its ATT values; a single opponent takes all at once. */
function continueCombat(s: DrakerState, ctx: Ctx): void {
  for (const p of turnOrder(s)) {
    const opp = opponents(s, p);
    const open = unassigned(s, p);
    if (open.length === 0) continue;
    if (opp.length === 1) {
      for (const c of open) sendParcel(s, c, opp[0], c.remaining, ctx);
      continue;
    }
    s.active = p;
    return;
  }
  // Parcels are met by attacker turn order, then declaration order.
  s.parcels.sort((a, b) => position(s, a.from) - position(s, b.from) || a.combo - b.combo);
  s.phase = 'defence';
  ctx.events.push({ type: 'phase', phase: 'defence' });
  continueDefence(s, ctx);
}

/** DEF combinations of `seat` that may meet this parcel (DP-A9: a Flight parcel needs a Flight DEF). */
export function blockers(s: DrakerState, seat: number, parcel: Parcel): Combo[] {
  return s.combos.filter((c) => c.owner === seat && c.kind === 'DEF' && c.remaining > 0 && (!parcel.flight || hasFlightDef(s, c)));
}

/** A DEF has Flight only through a Flight icon on one of its cards (no other rule gives a DEF Flight). */
export function hasFlightDef(s: DrakerState, c: Pick<Combo, 'cards'>): boolean {
  return s.modifiers.some((m) => m.kind === 'flight' && m.card !== undefined && c.cards.includes(m.card));
}

/** The parcel the defence phase is at: the first one to the first defender in turn order. */
export function currentParcel(s: DrakerState): Parcel | null {
  for (const p of turnOrder(s)) {
    const mine = s.parcels.find((x) => x.to === p);
    if (mine) return mine;
  }
  return null;
}

function meetParcel(s: DrakerState, parcel: Parcel, d: Combo | null, ctx: Ctx): void {
  s.parcels.splice(s.parcels.indexOf(parcel), 1);
  const A = parcel.amount;
  if (!d) {
    ctx.events.push({ type: 'blocked', seat: parcel.to, from: parcel.from, combo: null, amount: A, damage: A, defenceLeft: 0 });
    loseLife(s, parcel.to, A, 'combat', ctx);
    return;
  }
  const { damage, defenceLeft } = combatExchange(A, d.remaining, s.options.combatReading);
  d.remaining = defenceLeft;
  ctx.events.push({ type: 'blocked', seat: parcel.to, from: parcel.from, combo: d.id, amount: A, damage, defenceLeft });
  loseLife(s, parcel.to, damage, 'combat', ctx);
}

/** One parcel A against one defence D (rules 6): the excess hits life and empties D; else D absorbs A (or, literal, stays). */
export function combatExchange(A: number, D: number, reading: DrakerCombatReading): { damage: number; defenceLeft: number } {
  if (A > D) return { damage: A - D, defenceLeft: 0 };
  return { damage: 0, defenceLeft: reading === 'absorb' ? D - A : D };
}

function continueDefence(s: DrakerState, ctx: Ctx): void {
  for (;;) {
    const parcel = currentParcel(s);
    if (!parcel) break;
    if (parcel.amount <= 0) {
      s.parcels.splice(s.parcels.indexOf(parcel), 1);
      continue;
    }
    if (blockers(s, parcel.to, parcel).length > 0) {
      s.active = parcel.to;
      return;
    }
    meetParcel(s, parcel, null, ctx);
  }
  startLaydown(s, ctx);
}

function startLaydown(s: DrakerState, ctx: Ctx): void {
  s.phase = 'laydown';
  ctx.events.push({ type: 'phase', phase: 'laydown' });
  for (const p of turnOrder(s)) {
    if (s.life[p] <= 0) while (s.pools[p].length > POOL_LIMIT) toDiscard(s, s.pools[p].pop()!, p, 'pool', ctx);
  }
  continueLaydown(s, ctx);
}

function continueLaydown(s: DrakerState, ctx: Ctx): void {
  const p = turnOrder(s).find((x) => s.pools[x].length > POOL_LIMIT);
  if (p !== undefined) {
    s.active = p;
    return;
  }
  while (s.common.length > COMMON_LIMIT) toDiscard(s, s.common.shift()!, null, 'common', ctx);
  // Clear the round: settings, round effects, combinations, used flags.
  s.artefacts = {};
  s.combos = [];
  s.used = [];
  s.modifiers = [];
  s.gale = [];
  s.siege = false;
  s.parcels = [];
  s.owed = s.owed.map(() => [0, 0]);
  roundResults(s, ctx);
}

/** Phase 9: seats at life <= 0 leave; the game ends with one or none left, or at the round cap. */
function roundResults(s: DrakerState, ctx: Ctx): void {
  const out = turnOrder(s).filter((p) => s.life[p] <= 0);
  const before = turnOrder(s);
  for (const p of out) {
    s.inGame[p] = false;
    s.fellIn[p] = s.round;
    ctx.events.push({ type: 'eliminated', seat: p, life: s.life[p] });
    for (const c of s.hands[p]) toDiscard(s, c, p, 'hand', ctx);
    for (const c of s.pools[p]) toDiscard(s, c, p, 'pool', ctx);
    s.hands[p] = [];
    s.pools[p] = [];
  }
  const left = turnOrder(s);
  if (left.length === 1) return finish(s, [left[0]], 'lastStanding', ctx);
  if (left.length === 0) return finish(s, best(s, before), 'allOut', ctx);
  if (s.options.roundCap > 0 && s.round >= s.options.roundCap) return finish(s, best(s, left), 'roundCap', ctx);
  s.lead = nextSeat(s, s.lead);
  startRound(s, ctx);
}

function best(s: DrakerState, seats: number[]): number[] {
  const top = Math.max(...seats.map((p) => s.life[p]));
  return seats.filter((p) => s.life[p] === top);
}

function finish(s: DrakerState, winners: number[], reason: DrakerEndReason, ctx: Ctx): void {
  s.phase = 'over';
  s.active = -1;
  s.outcome = { scores: s.life.slice(), winners, reason };
  ctx.events.push({ type: 'gameOver', outcome: s.outcome });
}

// ---------------------------------------------------------------------------------------------
// Declarations

/** Why `seat` may not declare this combination now (L1-L5 and the phase's limits), or null. */
export function declarationError(s: DrakerState, seat: number, kind: DrakerKind, cards: readonly string[]): string | null {
  const unknown = cards.find((c) => !isCardId(c));
  if (unknown !== undefined) return `There is no card "${String(unknown).slice(0, 20)}".`;
  const ctx: DeclarationContext = {
    pool: s.pools[seat],
    common: s.common,
    phase: s.phase,
    placed: s.placed,
    turnKinds: s.turnKinds,
    own: s.combos.filter((c) => c.owner === seat),
    engaged: engagedCards(s),
    comboCard: (id) => comboCard(s, id),
  };
  const p = declarationProblem(ctx, kind, cards);
  if (!p) return null;
  switch (p.code) {
    case 'empty':
      return 'A combination needs at least one card.';
    case 'twice':
      return 'A card appears twice in the combination.';
    case 'notInPool':
      return kind === 'ATT' ? `${p.card} is neither in your pool nor in the common pool.` : `${p.card} is not in your pool (a defence uses only your own cards).`;
    case 'commonAttackOnly':
      return `${p.card} is not in your pool (a defence uses only your own cards).`;
    case 'placeFirst':
    case 'holdPlaced':
      return 'In the additional phase a new combination must hold the card you placed this turn.';
    case 'kindDone':
      return `You have already declared an ${kind} combination this turn.`;
    case 'noForm':
      return 'These cards form no straight and no quad (by rank or by profession).';
    case 'same':
      return 'You have already declared this combination.';
    case 'engaged':
      return 'A combination may hold at most 2 cards already used in this round\'s combinations.';
    case 'needOwnFree':
      return 'A combination needs at least one unused card from your own pool.';
  }
}

/** Every card set that is a combination, from `cards` (one card, or a rank/profession straight or quad). */
export function combinationSets(s: DrakerState, cards: readonly string[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  const add = (set: string[]): void => {
    const sorted = [...set].sort(byDeckOrder);
    const key = sorted.join(',');
    if (seen.has(key)) return;
    seen.add(key);
    out.push(sorted);
  };
  for (const c of cards) add([c]);
  const view = cards.map((c) => ({ id: c, cc: comboCard(s, c) }));
  const byValue = (get: (x: ComboCard) => number | null, lowAce: boolean, span: number): void => {
    const groups = new Map<number, string[]>();
    for (const { id, cc } of view) {
      const v = get(cc);
      if (v === null) continue;
      for (const key of lowAce && v === 14 ? [14, 1] : [v]) {
        const g = groups.get(key) ?? [];
        g.push(id);
        groups.set(key, g);
      }
    }
    // Quads: every subset of 2+ cards of one value (by rank the Ace appears once, under 14).
    for (const [v, g] of groups) {
      if (v === 1) continue;
      for (let mask = 1; mask < 1 << g.length; mask++) {
        const set = g.filter((_, i) => mask & (1 << i));
        if (set.length >= 2) add(set);
      }
    }
    // Straights: one card of each value over a run of consecutive values.
    for (let lo = 0; lo <= span; lo++) {
      let partial: string[][] = [[]];
      for (let v = lo; v <= span && groups.has(v); v++) {
        partial = partial.flatMap((p) => groups.get(v)!.filter((c) => !p.includes(c)).map((c) => [...p, c]));
        if (partial.length === 0) break;
        if (v > lo) for (const p of partial) add(p);
      }
    }
  };
  byValue((x) => x.rank, true, 14);
  byValue((x) => x.prof, false, DRAKER_PROFESSIONS.length - 1);
  // Every set above has a form by construction (a quad or a straight of one kind).
  return out;
}

/**
 * Legal declarations of `seat` now: the same checks as `declarationError`, done once for all sets (bots call
 * this often). `sets` may pass `combinationSets` of the seat's pool and the common pool already found (they
 * change only with those cards and Artefact settings).
 */
export function legalDeclarations(s: DrakerState, seat: number, sets?: readonly string[][]): { kind: DrakerKind; cards: string[] }[] {
  const out: { kind: DrakerKind; cards: string[] }[] = [];
  const additional = s.phase === 'additional';
  if (additional && s.placed === null) return out;
  const pool = new Set(s.pools[seat]);
  const engaged = engagedCards(s);
  const declared = new Set(s.combos.filter((c) => c.owner === seat).map((c) => c.kind + c.cards.join(',')));
  for (const cards of sets ?? combinationSets(s, [...s.pools[seat], ...s.common])) {
    if (additional && !cards.includes(s.placed!)) continue;
    let used = 0;
    let ownFree = false;
    let allOwn = true;
    for (const c of cards) {
      if (engaged.has(c)) used++;
      else if (pool.has(c)) ownFree = true;
      if (!pool.has(c)) allOwn = false;
    }
    if (used > 2 || !ownFree) continue;
    const key = cards.join(',');
    for (const kind of ['ATT', 'DEF'] as const) {
      if ((kind === 'DEF' && !allOwn) || (additional && s.turnKinds.includes(kind)) || declared.has(kind + key)) continue;
      out.push({ kind, cards });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Effects

/** The targets an effect may take now. */
export function effectTargets(s: DrakerState, seat: number, effect: DrakerEffectKind): (string | number | null)[] {
  const target = templateOf(effect).target;
  const combos = (owner: (o: number) => boolean, kind: DrakerKind): number[] => s.combos.filter((c) => owner(c.owner) && c.kind === kind).map((c) => c.id);
  switch (target) {
    case 'none':
      return [null];
    case 'ownPoolCard':
      return s.pools[seat].slice();
    case 'ownAtt':
      return combos((o) => o === seat, 'ATT');
    case 'ownDef':
      return combos((o) => o === seat, 'DEF');
    case 'opponent':
      return opponents(s, seat);
    case 'opponentDef':
      return combos((o) => o !== seat, 'DEF');
    case 'mainStack':
      return s.main.map((e) => e.id);
  }
}

function push(s: DrakerState, entry: Omit<StackEntry, 'id'>, stack: 'instant' | 'main', ctx: Ctx): void {
  const e: StackEntry = { id: s.nextId++, ...entry };
  (stack === 'instant' ? s.instant : s.main).push(e);
  ctx.events.push({ type: 'push', stack, entry: { ...e, cost: [e.cost[0], e.cost[1]] } });
}

/** Icons of the placed card (rules 2.3): Draw is an instant, the others modifiers. */
function fireIcons(s: DrakerState, seat: number, placed: string, ctx: Ctx): void {
  const icon: DrakerIcon | null = card(placed).icon;
  s.iconsFired = true;
  if (!icon) return;
  push(s, { owner: seat, card: placed, source: 'icon', effect: icon, target: icon === 'draw' ? seat : placed, cost: [0, 0] }, icon === 'draw' ? 'instant' : 'main', ctx);
}

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: DrakerState): number[] {
  return s.phase === 'over' ? [] : [s.active];
}

function mustPlace(s: DrakerState, seat: number): boolean {
  return s.phase === 'basic' && s.placed === null && s.hands[seat].length > 0;
}

function inTurnPhase(s: DrakerState): boolean {
  return s.phase === 'basic' || s.phase === 'additional';
}

function unsetArtefactActions(s: DrakerState, seat: number): DrakerAction[] {
  const out: DrakerAction[] = [];
  const engaged = engagedCards(s);
  for (const c of s.pools[seat]) {
    if (!card(c).artefact || engaged.has(c)) continue;
    const set = s.artefacts[c];
    if (set?.rank === undefined) for (let rank = 2; rank <= 14; rank++) out.push({ type: 'setArtefact', card: c, rank });
    if (set?.prof === undefined) for (let prof = 0; prof < DRAKER_PROFESSIONS.length; prof++) out.push({ type: 'setArtefact', card: c, prof });
  }
  return out;
}

export function activations(s: DrakerState, seat: number): DrakerAction[] {
  const out: DrakerAction[] = [];
  for (const c of s.pools[seat]) {
    const k = card(c);
    if (!k.effect || s.used.includes(c)) continue;
    for (const target of effectTargets(s, seat, k.effect)) out.push(target === null ? { type: 'activate', card: c } : { type: 'activate', card: c, target });
  }
  return out;
}

/** The automatic step of each phase outside the turns (rules 11 defaults). */
export const AUTO_STEPS: Partial<Record<DrakerPhase, DrakerAction>> = {
  costs: { type: 'payAuto' },
  combat: { type: 'parcelAuto' },
  defence: { type: 'blockAuto' },
  laydown: { type: 'discardAuto' },
};

/**
 * The moves that play the round out as declared, found without listing declarations (the costly part of
 * `legalActions`): in a turn the forced placements, else finish or pass; elsewhere the automatic step.
 * Always a non-empty subset of `legalActions` while the seat is to act.
 */
export function roundOutActions(s: DrakerState, seat: number): DrakerAction[] {
  if (s.phase === 'over' || seat !== s.active) return [];
  if (inTurnPhase(s)) {
    if (mustPlace(s, seat)) return [...s.hands[seat]].sort(byDeckOrder).map((c) => ({ type: 'place', card: c }));
    return [s.phase === 'additional' && !s.turnActed ? { type: 'pass' } : { type: 'finish' }];
  }
  return [AUTO_STEPS[s.phase]!];
}

/** Every legal action of `seat` (`sets`: as for `legalDeclarations`). */
export function legalActions(s: DrakerState, seat: number, sets?: readonly string[][]): DrakerAction[] {
  if (s.phase === 'over' || seat !== s.active) return [];
  const out: DrakerAction[] = [];
  if (inTurnPhase(s)) {
    out.push(...unsetArtefactActions(s, seat));
    if (s.placed === null) for (const c of [...s.hands[seat]].sort(byDeckOrder)) out.push({ type: 'place', card: c });
    if (mustPlace(s, seat)) return out;
    if (s.phase === 'basic' || s.placed !== null) for (const d of legalDeclarations(s, seat, sets)) out.push({ type: 'declare', ...d });
    out.push(...activations(s, seat));
    out.push(s.phase === 'additional' && !s.turnActed ? { type: 'pass' } : { type: 'finish' });
    return out;
  }
  if (s.phase === 'costs') {
    out.push({ type: 'payAuto' });
    for (const kind of ['ATT', 'DEF'] as const) {
      if (!costChoice(s, seat, kind)) continue;
      const owed = s.owed[seat][kindIndex(kind)];
      for (const c of payable(s, seat, kind)) for (let a = 1; a <= Math.min(owed, c.remaining); a++) out.push({ type: 'pay', combo: c.id, amount: a });
    }
    return out;
  }
  if (s.phase === 'combat') {
    out.push({ type: 'parcelAuto' });
    for (const c of unassigned(s, seat)) for (const to of opponents(s, seat)) for (let a = 1; a <= c.remaining; a++) out.push({ type: 'parcel', combo: c.id, to, amount: a });
    return out;
  }
  if (s.phase === 'defence') {
    const parcel = currentParcel(s)!;
    out.push({ type: 'blockAuto' });
    for (const d of blockers(s, seat, parcel)) out.push({ type: 'block', combo: d.id });
    out.push({ type: 'block', combo: null });
    return out;
  }
  // laydown
  out.push({ type: 'discardAuto' });
  for (const c of [...s.pools[seat]].sort(byDeckOrder)) out.push({ type: 'discard', card: c });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Apply

function bad(code: string, message: string): never {
  throw new RuleError(code, message);
}

function needPhase(s: DrakerState, ok: boolean, what: string): void {
  if (!ok) bad('wrongPhase', `You cannot ${what} in the ${s.phase} phase.`);
}

export function apply(state: DrakerState, seat: number, action: DrakerAction): { state: DrakerState; events: DrakerEvent[] } {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.players) bad('badSeat', `Seat ${String(seat)} is not at the table.`);
  if (state.phase === 'over') bad('gameOver', 'The game is over.');
  if (seat !== state.active) throw new RuleError('notYourTurn', `It is seat ${state.active + 1}'s turn, not seat ${seat + 1}'s.`, { seat: state.active });
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') bad('badAction', 'An action needs a type.');
  // Every check throws before the clone is changed, and the input state is never touched.
  const s = clone(state);
  const ctx: Ctx = { events: [] };
  applyStep(s, seat, action, ctx);
  return { state: s, events: ctx.events };
}

/** The same as `apply` on a state the caller owns (search): mutates and returns it. */
export function applyInPlace(s: DrakerState, seat: number, action: DrakerAction): DrakerState {
  applyStep(s, seat, action, { events: [] });
  return s;
}

function ownPoolCard(s: DrakerState, seat: number, c: unknown): string {
  if (!isCardId(c)) bad('badCard', `There is no card "${String(c).slice(0, 20)}".`);
  if (!s.pools[seat].includes(c)) bad('notYourCard', `${c} is not in your pool.`);
  return c;
}

function applyStep(s: DrakerState, seat: number, a: DrakerAction, ctx: Ctx): void {
  switch (a.type) {
    case 'setArtefact': {
      needPhase(s, inTurnPhase(s), 'set an Artefact');
      const c = ownPoolCard(s, seat, a.card);
      if (!card(c).artefact) bad('notArtefact', `${c} is not an Artefact.`);
      if (engagedCards(s).has(c)) bad('artefactEngaged', 'This Artefact is already in a combination; its setting is locked.');
      const set = s.artefacts[c] ?? {};
      if ('rank' in a) {
        if (!Number.isInteger(a.rank) || a.rank < 2 || a.rank > 14) bad('badRank', 'A rank is 2 to 14 (Ace).');
        if (set.rank !== undefined) bad('artefactLocked', 'This Artefact\'s rank is already set for the round.');
        s.artefacts[c] = { ...set, rank: a.rank };
        ctx.events.push({ type: 'artefactSet', seat, card: c, rank: a.rank });
      } else if ('prof' in a) {
        if (!Number.isInteger(a.prof) || a.prof < 0 || a.prof >= DRAKER_PROFESSIONS.length) bad('badProfession', 'A profession is 0 (Spearman) to 9 (Etsilop).');
        if (set.prof !== undefined) bad('artefactLocked', 'This Artefact\'s profession is already set for the round.');
        s.artefacts[c] = { ...set, prof: a.prof };
        ctx.events.push({ type: 'artefactSet', seat, card: c, prof: a.prof });
      } else bad('badAction', 'Set either a rank or a profession.');
      s.turnActed = true;
      return;
    }
    case 'place': {
      needPhase(s, inTurnPhase(s), 'place a card');
      if (s.placed !== null) bad('alreadyPlaced', 'You have already placed a card this turn.');
      if (!isCardId(a.card) || !s.hands[seat].includes(a.card)) bad('notInHand', `${String(a.card).slice(0, 20)} is not in your hand.`);
      s.hands[seat].splice(s.hands[seat].indexOf(a.card), 1);
      s.pools[seat].push(a.card);
      s.placed = a.card;
      s.turnActed = true;
      ctx.events.push({ type: 'place', seat, card: cardOf(a.card) });
      return;
    }
    case 'declare': {
      needPhase(s, inTurnPhase(s), 'declare a combination');
      if (mustPlace(s, seat)) bad('placeFirst', 'Place a card from your hand first.');
      if (a.kind !== 'ATT' && a.kind !== 'DEF') bad('badKind', 'A combination is declared ATT or DEF.');
      if (!Array.isArray(a.cards)) bad('badAction', 'A declaration lists its cards.');
      const err = declarationError(s, seat, a.kind, a.cards);
      if (err) bad('illegalCombination', err);
      const cards = [...a.cards].sort(byDeckOrder);
      const combo: Combo = { id: s.nextId++, owner: seat, kind: a.kind, cards, value: 0, remaining: 0 };
      s.combos.push(combo);
      if (s.phase === 'additional') s.turnKinds.push(a.kind);
      s.turnActed = true;
      const v = valueOf(s, combo);
      ctx.events.push({ type: 'declare', seat, combo: combo.id, kind: a.kind, cards, base: v.base, mult: v.mult, value: v.value });
      if (s.placed !== null && !s.iconsFired && cards.length >= 3 && cards.includes(s.placed)) fireIcons(s, seat, s.placed, ctx);
      return;
    }
    case 'activate': {
      needPhase(s, inTurnPhase(s), 'activate an effect');
      if (mustPlace(s, seat)) bad('placeFirst', 'Place a card from your hand first.');
      const c = ownPoolCard(s, seat, a.card);
      const effect = card(c).effect;
      if (!effect) bad('noEffect', 'An Artefact has no individual effect.');
      if (s.used.includes(c)) bad('effectUsed', `The effect of ${c} was already used this round.`);
      const targets = effectTargets(s, seat, effect);
      const target = a.target ?? null;
      if (!targets.includes(target)) bad('badTarget', `That is not a target ${templateOf(effect).effect} may take now.`);
      s.used.push(c);
      const cost = effectCost(c);
      s.owed[seat][0] += cost[0];
      s.owed[seat][1] += cost[1];
      s.turnActed = true;
      push(s, { owner: seat, card: c, source: 'effect', effect, target, cost }, templateOf(effect).type === 'instant' ? 'instant' : 'main', ctx);
      return;
    }
    case 'pass':
    case 'finish': {
      needPhase(s, inTurnPhase(s), a.type);
      if (mustPlace(s, seat)) bad('placeFirst', 'Place a card from your hand first.');
      if (a.type === 'pass' && (s.phase !== 'additional' || s.turnActed)) bad('cannotPass', 'You have acted this turn: finish it instead.');
      if (a.type === 'finish' && s.phase === 'additional' && !s.turnActed) bad('cannotFinish', 'You did nothing this turn: pass instead.');
      if (s.phase === 'additional') s.passes = a.type === 'pass' ? s.passes + 1 : 0;
      if (a.type === 'pass') ctx.events.push({ type: 'pass', seat });
      endTurn(s, ctx);
      return;
    }
    case 'pay': {
      needPhase(s, s.phase === 'costs', 'pay a cost');
      const c = comboById(s, a.combo);
      if (!c || c.owner !== seat) bad('notYourCombo', 'That is not one of your combinations.');
      const owed = s.owed[seat][kindIndex(c.kind)];
      if (!costChoice(s, seat, c.kind)) bad('nothingToChoose', `You owe no ${c.kind === 'ATT' ? 'attack' : 'defence'} points to split.`);
      if (!Number.isInteger(a.amount) || a.amount < 1) bad('badAmount', 'Pay a whole number of points, at least 1.');
      if (a.amount > c.remaining) bad('overpay', `That combination holds only ${c.remaining} points.`);
      if (a.amount > owed) bad('overpay', `You owe only ${owed} ${c.kind === 'ATT' ? 'attack' : 'defence'} points.`);
      pay(s, seat, c, a.amount, ctx);
      continueCosts(s, ctx);
      return;
    }
    case 'payAuto': {
      needPhase(s, s.phase === 'costs', 'pay a cost');
      for (const kind of ['ATT', 'DEF'] as const) {
        // Largest first keeps the most combinations whole.
        const from = payable(s, seat, kind).sort((x, y) => y.remaining - x.remaining);
        for (const c of from) {
          const owed = s.owed[seat][kindIndex(kind)];
          if (owed === 0) break;
          pay(s, seat, c, Math.min(owed, c.remaining), ctx);
        }
        settleForced(s, seat, kind, ctx);
      }
      continueCosts(s, ctx);
      return;
    }
    case 'parcel': {
      needPhase(s, s.phase === 'combat', 'send a parcel');
      const c = comboById(s, a.combo);
      if (!c || c.owner !== seat || c.kind !== 'ATT') bad('notYourCombo', 'That is not one of your attacking combinations.');
      if (!opponents(s, seat).includes(a.to)) bad('badTarget', 'A parcel goes to an opponent still in the game.');
      if (!Number.isInteger(a.amount) || a.amount < 1) bad('badAmount', 'A parcel is a whole number of points, at least 1.');
      if (a.amount > c.remaining) bad('parcelTooBig', `Only ${c.remaining} points of that combination are left to send; the parcels must add up to its value.`);
      sendParcel(s, c, a.to, a.amount, ctx);
      continueCombat(s, ctx);
      return;
    }
    case 'parcelAuto': {
      needPhase(s, s.phase === 'combat', 'send parcels');
      for (const c of unassigned(s, seat)) sendParcel(s, c, autoParcelTarget(s, seat, hasFlight(s, c)), c.remaining, ctx);
      continueCombat(s, ctx);
      return;
    }
    case 'block': {
      needPhase(s, s.phase === 'defence', 'block');
      const parcel = currentParcel(s)!;
      let d: Combo | null = null;
      if (a.combo !== null) {
        d = blockers(s, seat, parcel).find((c) => c.id === a.combo) ?? null;
        if (!d) bad('badBlock', parcel.flight ? 'Block this Flight parcel with one of your Flight defences that has points left.' : 'Block with one of your defences that has points left.');
      }
      meetParcel(s, parcel, d, ctx);
      continueDefence(s, ctx);
      return;
    }
    case 'blockAuto': {
      needPhase(s, s.phase === 'defence', 'block');
      for (let parcel = currentParcel(s); parcel && parcel.to === seat; parcel = currentParcel(s)) meetParcel(s, parcel, autoBlocker(s, seat, parcel), ctx);
      continueDefence(s, ctx);
      return;
    }
    case 'discard': {
      needPhase(s, s.phase === 'laydown', 'discard');
      const c = ownPoolCard(s, seat, a.card);
      s.pools[seat].splice(s.pools[seat].indexOf(c), 1);
      toDiscard(s, c, seat, 'pool', ctx);
      continueLaydown(s, ctx);
      return;
    }
    case 'discardAuto': {
      needPhase(s, s.phase === 'laydown', 'discard');
      while (s.pools[seat].length > POOL_LIMIT) {
        const c = weakestPoolCard(s, seat);
        s.pools[seat].splice(s.pools[seat].indexOf(c), 1);
        toDiscard(s, c, seat, 'pool', ctx);
      }
      continueLaydown(s, ctx);
      return;
    }
    default:
      bad('badAction', `Unknown action "${String((a as { type: unknown }).type).slice(0, 20)}".`);
  }
}

// ---------------------------------------------------------------------------------------------
// Automatic steps (rules 11)

/** Combat: the opponent with the least defence left that can meet this parcel, then the lowest life. */
function autoParcelTarget(s: DrakerState, seat: number, flight: boolean): number {
  const defence = (p: number): number =>
    s.combos.filter((c) => c.owner === p && c.kind === 'DEF' && (!flight || hasFlightDef(s, c))).reduce((t, c) => t + c.remaining, 0);
  return opponents(s, seat).sort((a, b) => defence(a) - defence(b) || s.life[a] - s.life[b] || position(s, a) - position(s, b))[0];
}

/** Defence: the smallest DEF that absorbs the whole parcel, else the smallest one (rules 11). */
function autoBlocker(s: DrakerState, seat: number, parcel: Parcel): Combo | null {
  const ds = blockers(s, seat, parcel).sort((a, b) => a.remaining - b.remaining || a.id - b.id);
  return ds.find((d) => d.remaining >= parcel.amount) ?? ds[0] ?? null;
}

/** How much a pool card is worth keeping: tokens and links (same suit, near ranks or professions) with the rest. */
export function keepScore(s: DrakerState, seat: number, c: string): number {
  const k = comboCard(s, c);
  let score = 3 * (k.strength - 1) + (card(c).artefact ? 4 : 0);
  for (const o of s.pools[seat]) {
    if (o === c) continue;
    const m = comboCard(s, o);
    if (m.suit === k.suit) score += 1;
    if (k.rank !== null && m.rank !== null && Math.abs(k.rank - m.rank) <= 1) score += 1;
    if (k.prof !== null && m.prof !== null && Math.abs(k.prof - m.prof) <= 1) score += 1;
  }
  return score;
}

/** The pool card least worth keeping (lowest keepScore, then first in deck order); each score once. */
function weakestPoolCard(s: DrakerState, seat: number): string {
  let weakest = '';
  let low = Infinity;
  for (const c of s.pools[seat]) {
    const score = keepScore(s, seat, c);
    if (score < low || (score === low && byDeckOrder(c, weakest) < 0)) {
      weakest = c;
      low = score;
    }
  }
  return weakest;
}

// ---------------------------------------------------------------------------------------------
// Outcome, undo

export function outcome(s: DrakerState): Outcome | null {
  return s.outcome;
}

/** Events that reveal something or hand control on: such a step cannot be taken back. */
const REVEALING = new Set<DrakerEvent['type']>(['place', 'draw', 'reshuffle', 'commonCard', 'roundStart', 'turn', 'phase', 'eliminated', 'gameOver']);

export function isUndoable(events: readonly DrakerEvent[], seat: number, after: DrakerState): boolean {
  return !events.some((e) => REVEALING.has(e.type)) && after.active === seat && after.phase !== 'over';
}

export function reactionWindow(_s: DrakerState): null {
  return null;
}

/** Every card where it is now (conservation checks). */
export function allCards(s: DrakerState): string[] {
  return [...s.deck, ...s.discard, ...s.hands.flat(), ...s.pools.flat(), ...s.common];
}
