/**
 * Athletic Games rules (shared/rules/athletic-games.md): state, setup, actors, legal actions, apply and
 * outcome. A turn is a series of steps by the active seat (PLAY, FILL, MOVE) ended by STOP or by an empty
 * hand (a medal); every step is its own action, so the table can show and undo them one by one.
 *
 * Rules notes (a point the rules file leaves open, decided here):
 * - A turn started with an empty hand (a medal's draw of 7 found an exhausted stock and nothing to rebuild
 *   it from): no medal, since a medal is earned by the step that empties the hand (ATH-A5). The player may
 *   MOVE piles and then STOPs, drawing 3 like any STOP (ATH-A6), from a stock rebuilt if the moves built
 *   piles (Note 2). Nothing is drawn at the start of the turn: draws happen only when a turn ends.
 */
import { badOptions, checkIntOption, nextInt, optionSource, RuleError, seedRng, shuffled } from '../../core';
import type { RngState } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { AthleticAction, AthleticEndReason, AthleticEvent, AthleticOptions } from '../../../../common/games/athletic';
import { ATHLETIC_DEFAULT_OPTIONS, ATHLETIC_ROUND_LIMIT, ATHLETIC_SLOTS } from '../../../../common/games/athletic';
import { CARD_COUNT, HAND_SIZE, STOP_DRAW, cardOf, compatible, composition, isCardId } from './cards';

/** A step taken in the current turn, with card ids. */
export type AthleticStepRecord =
  | { type: 'play'; card: string; slot: number }
  | { type: 'fill'; card: string; slot: number }
  | { type: 'move'; from: number; to: number; cards: string[] };

export interface AthleticState {
  players: number;
  options: AthleticOptions;
  rng: RngState;
  /** Card ids per slot, bottom (index 0) to top; an empty list is a hole. */
  slots: string[][];
  /** Card ids per seat, in the order drawn. */
  hands: string[][];
  /** The face-down stock; the last id is drawn next. */
  stock: string[];
  medals: number[];
  active: number;
  /** The seat that took the first turn (rounds are counted from it). */
  first: number;
  phase: 'play' | 'over';
  /** Steps of the current turn, in order. */
  steps: AthleticStepRecord[];
  handAtTurnStart: number;
  /** Turns completed so far. */
  turnsDone: number;
  /** Turns in a row that ended with no step taken and no card drawn (the safety end, ATH-A8). */
  quietTurns: number;
  outcome: Outcome | null;
}

// ---------------------------------------------------------------------------------------------
// Options

export function resolveOptions(raw: unknown, players: number): AthleticOptions {
  const src = optionSource(raw, ATHLETIC_DEFAULT_OPTIONS, ['deck']);
  const pick = <K extends keyof AthleticOptions>(k: K): unknown => (src[k] === undefined ? ATHLETIC_DEFAULT_OPTIONS[k] : src[k]);
  const partial = pick('allowPartialMoves');
  if (typeof partial !== 'boolean') badOptions('Option allowPartialMoves must be true or false.');
  const o: AthleticOptions = {
    targetMedals: checkIntOption('targetMedals', pick('targetMedals'), 1, 5),
    firstPlayer: checkIntOption('firstPlayer', pick('firstPlayer'), -1, Math.max(-1, players - 1)),
    allowPartialMoves: partial,
  };
  if (src.deck !== undefined) o.deck = checkDeck(src.deck);
  return o;
}

/** A stacked deal must hold each of the 60 cards exactly once. */
function checkDeck(deck: unknown): string[] {
  const ids = composition();
  if (!Array.isArray(deck) || deck.length !== ids.length || deck.some((id) => !isCardId(id)) || new Set(deck).size !== ids.length) {
    throw new RuleError('badDeck', 'The stacked deck must hold each of the 60 cards exactly once.');
  }
  return deck.slice() as string[];
}

// ---------------------------------------------------------------------------------------------
// Setup

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

/**
 * Deals from a stacked deck (`args.deck`, else the `deck` option) or a shuffle of the 60 cards: seat 0 gets
 * the first 7 ids, seat 1 the next 7, and so on; then one card to each slot 0..4; the rest is the stock,
 * the first of it drawn first.
 */
export function setup(args: { players: number; seed: number; options: AthleticOptions; deck?: readonly string[] }): AthleticState {
  const { players, seed } = args;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError('badPlayers', `Athletic Games is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players (got ${players}).`);
  }
  const options = resolveOptions(args.options, players);
  const rng = seedRng(seed);
  const stacked = args.deck ?? options.deck;
  const order = stacked ? checkDeck(stacked) : shuffled(rng, composition());
  let k = 0;
  const hands: string[][] = [];
  for (let p = 0; p < players; p++) {
    hands.push(order.slice(k, k + HAND_SIZE));
    k += HAND_SIZE;
  }
  const slots: string[][] = [];
  for (let i = 0; i < ATHLETIC_SLOTS; i++) slots.push([order[k++]]);
  const stock = order.slice(k).reverse();
  const first = options.firstPlayer >= 0 ? options.firstPlayer : nextInt(rng, players);
  return {
    players,
    options,
    rng,
    slots,
    hands,
    stock,
    medals: new Array(players).fill(0),
    active: first,
    first,
    phase: 'play',
    steps: [],
    handAtTurnStart: hands[first].length,
    turnsDone: 0,
    quietTurns: 0,
    outcome: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

function clone(s: AthleticState): AthleticState {
  return {
    players: s.players,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    slots: s.slots.map((p) => p.slice()),
    hands: s.hands.map((h) => h.slice()),
    stock: s.stock.slice(),
    medals: s.medals.slice(),
    active: s.active,
    first: s.first,
    phase: s.phase,
    steps: s.steps.map((st) => (st.type === 'move' ? { ...st, cards: st.cards.slice() } : { ...st })),
    handAtTurnStart: s.handAtTurnStart,
    turnsDone: s.turnsDone,
    quietTurns: s.quietTurns,
    outcome: s.outcome,
  };
}

export function topOf(pile: readonly string[]): string | null {
  return pile.length > 0 ? pile[pile.length - 1] : null;
}

/** Round number from 1: a round is one turn for every seat, starting with the first player. */
export function roundOf(s: AthleticState): number {
  // While playing, the current turn is number turnsDone (from 0); once over, the last one was.
  const turn = s.phase === 'over' ? Math.max(0, s.turnsDone - 1) : s.turnsDone;
  return Math.floor(turn / s.players) + 1;
}

/**
 * MOVE by the rule itself (section 4): carry the top `count` cards of `from` onto `to` one at a time,
 * each checked against the target's current top. Returns the new piles, or null if a card does not fit
 * (or a slot is a hole, or `count` is out of range). Does not touch its arguments.
 */
export function moveCardByCard(
  from: readonly string[],
  to: readonly string[],
  count: number = from.length,
): { from: string[]; to: string[]; carried: string[] } | null {
  if (from.length === 0 || to.length === 0 || count < 1 || count > from.length) return null;
  const src = from.slice();
  const dst = to.slice();
  const carried: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = src.pop()!;
    if (!compatible(card, dst[dst.length - 1])) return null;
    dst.push(card);
    carried.push(card);
  }
  return { from: src, to: dst, carried };
}

/**
 * The MOVE shortcut: adjacent cards in a pile are always compatible and compatibility is symmetric, so
 * a move (of any number of top cards) is legal exactly when the two tops are compatible.
 */
export function canMove(from: readonly string[], to: readonly string[]): boolean {
  return from.length > 0 && to.length > 0 && compatible(from[from.length - 1], to[to.length - 1]);
}

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: AthleticState): number[] {
  return s.phase === 'over' ? [] : [s.active];
}

/**
 * Every legal step for `seat`, in a fixed order: plays, fills, moves, then stop. One entry per hand card
 * and slot, even when two fills look alike to a player (the card differs).
 */
export function legalActions(s: AthleticState, seat: number): AthleticAction[] {
  if (s.phase === 'over' || seat !== s.active) return [];
  const hand = s.hands[seat];
  const out: AthleticAction[] = [];
  for (const card of hand) {
    for (let slot = 0; slot < ATHLETIC_SLOTS; slot++) {
      const top = topOf(s.slots[slot]);
      if (top !== null && compatible(card, top)) out.push({ type: 'play', card, slot });
    }
  }
  for (let slot = 0; slot < ATHLETIC_SLOTS; slot++) {
    if (s.slots[slot].length === 0) for (const card of hand) out.push({ type: 'fill', card, slot });
  }
  for (let from = 0; from < ATHLETIC_SLOTS; from++) {
    for (let to = 0; to < ATHLETIC_SLOTS; to++) {
      if (from === to || !canMove(s.slots[from], s.slots[to])) continue;
      if (s.options.allowPartialMoves) {
        for (let count = 1; count < s.slots[from].length; count++) out.push({ type: 'move', from, to, count });
      }
      out.push({ type: 'move', from, to });
    }
  }
  out.push({ type: 'stop' });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Apply

function bad(message: string): never {
  throw new RuleError('badAction', message);
}

interface Ctx {
  events: AthleticEvent[];
}

export function apply(state: AthleticState, seat: number, action: AthleticAction): { state: AthleticState; events: AthleticEvent[] } {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    bad(`Seat ${String(seat)} is not at the table.`);
  }
  if (state.phase === 'over') throw new RuleError('gameOver', 'The game is over.');
  if (seat !== state.active) {
    throw new RuleError('notYourTurn', `It is seat ${state.active + 1}'s turn, not seat ${seat + 1}'s.`, { seat: state.active });
  }
  validate(state, seat, action);
  const s = clone(state);
  const ctx: Ctx = { events: [] };
  applyStep(s, seat, action, ctx);
  return { state: s, events: ctx.events };
}

/** Throws the RuleError a player would meet for this step; changes nothing. */
function validate(s: AthleticState, seat: number, a: AthleticAction): void {
  if (a.type === 'play' || a.type === 'fill') {
    if (!s.hands[seat].includes(a.card)) {
      throw new RuleError('notInHand', `${a.card} is not in your hand.`, { card: a.card });
    }
    const pile = s.slots[a.slot];
    if (a.type === 'play') {
      if (pile.length === 0) throw new RuleError('slotIsHole', `Slot ${a.slot + 1} is a hole: fill it instead.`, { slot: a.slot });
      const top = topOf(pile)!;
      if (!compatible(a.card, top)) {
        throw new RuleError('notCompatible', `${a.card} does not fit on ${top}: it needs the same value, or the same colour one up or down.`, {
          card: a.card,
          top,
        });
      }
    } else if (pile.length > 0) {
      throw new RuleError('notAHole', `Slot ${a.slot + 1} holds a pile: only a hole can be filled.`, { slot: a.slot });
    }
    return;
  }
  if (a.type === 'move') {
    if (a.from === a.to) throw new RuleError('moveSameSlot', 'A pile cannot be moved onto itself.');
    const from = s.slots[a.from];
    const to = s.slots[a.to];
    if (from.length === 0 || to.length === 0) {
      throw new RuleError('moveHole', 'Only a pile can be moved, and only onto another pile: holes are filled from the hand.');
    }
    if (a.count !== undefined && a.count !== from.length) {
      if (!s.options.allowPartialMoves) {
        throw new RuleError('partialMove', 'A move takes the whole pile.');
      }
      if (a.count > from.length) {
        throw new RuleError('partialMove', `The pile in slot ${a.from + 1} has only ${from.length} cards.`, { slot: a.from });
      }
    }
    if (!canMove(from, to)) {
      throw new RuleError('moveNotCompatible', `The top cards ${topOf(from)} and ${topOf(to)} do not match, so the pile cannot be moved.`, {
        from: topOf(from)!,
        to: topOf(to)!,
      });
    }
  }
}

function applyStep(s: AthleticState, seat: number, a: AthleticAction, ctx: Ctx): void {
  const hand = s.hands[seat];
  switch (a.type) {
    case 'play':
    case 'fill': {
      hand.splice(hand.indexOf(a.card), 1);
      s.slots[a.slot].push(a.card);
      s.steps.push({ type: a.type, card: a.card, slot: a.slot });
      ctx.events.push({ type: a.type, seat, card: cardOf(a.card), slot: a.slot });
      if (hand.length === 0) endTurn(s, true, ctx);
      return;
    }
    case 'move': {
      const count = a.count ?? s.slots[a.from].length;
      const r = moveCardByCard(s.slots[a.from], s.slots[a.to], count);
      if (!r) throw new Error('A validated move failed card by card.');
      s.slots[a.from] = r.from;
      s.slots[a.to] = r.to;
      s.steps.push({ type: 'move', from: a.from, to: a.to, cards: r.carried });
      ctx.events.push({ type: 'move', seat, from: a.from, to: a.to, cards: r.carried.map(cardOf), hole: r.from.length === 0 });
      return;
    }
    case 'stop':
      endTurn(s, false, ctx);
      return;
  }
}

/**
 * Draws up to `n` cards for `seat`; when the stock is empty, rebuilds it from every pile card but the
 * tops (Note 2) and goes on; with nothing left to rebuild from, draws what there was (ATH-A7).
 */
export function drawCards(s: AthleticState, seat: number, n: number, ctx: Ctx): number {
  let drawn = 0;
  let batch: string[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    ctx.events.push({ type: 'draw', seat, count: batch.length, cards: batch.map(cardOf) });
    batch = [];
  };
  while (drawn < n) {
    if (s.stock.length === 0) {
      flush();
      if (!rebuildStock(s, ctx)) break;
    }
    const card = s.stock.pop()!;
    s.hands[seat].push(card);
    batch.push(card);
    drawn++;
  }
  flush();
  return drawn;
}

/** Note 2: gathers the pile cards under the tops and shuffles them into a new stock. False when there are none. */
function rebuildStock(s: AthleticState, ctx: Ctx): boolean {
  const gathered: string[] = [];
  const taken = s.slots.map((pile) => (pile.length > 1 ? pile.length - 1 : 0));
  s.slots = s.slots.map((pile) => {
    if (pile.length <= 1) return pile;
    gathered.push(...pile.slice(0, -1));
    return [pile[pile.length - 1]];
  });
  if (gathered.length === 0) return false;
  s.stock = shuffled(s.rng, gathered);
  ctx.events.push({ type: 'reshuffle', count: gathered.length, taken });
  return true;
}

function endTurn(s: AthleticState, medal: boolean, ctx: Ctx): void {
  const seat = s.active;
  let drawn: number;
  if (medal) {
    s.medals[seat]++;
    ctx.events.push({ type: 'medal', seat, medals: s.medals[seat] });
    if (s.medals[seat] >= s.options.targetMedals) {
      s.turnsDone++;
      finish(s, 'medals', ctx);
      return;
    }
    drawn = drawCards(s, seat, HAND_SIZE, ctx);
  } else {
    ctx.events.push({ type: 'stop', seat, kept: s.hands[seat].length });
    drawn = drawCards(s, seat, STOP_DRAW, ctx);
  }
  s.quietTurns = s.steps.length === 0 && drawn === 0 ? s.quietTurns + 1 : 0;
  s.turnsDone++;
  if (s.quietTurns >= s.players) return finish(s, 'stalled', ctx);
  if (s.turnsDone >= ATHLETIC_ROUND_LIMIT * s.players) return finish(s, 'roundLimit', ctx);
  s.active = (seat + 1) % s.players;
  s.steps = [];
  s.handAtTurnStart = s.hands[s.active].length;
  ctx.events.push({ type: 'turn', seat: s.active });
}

export function computeOutcome(s: AthleticState, reason: AthleticEndReason): Outcome {
  const scores = s.medals.slice();
  if (reason === 'medals') return { scores, winners: [s.active], reason };
  // Safety end: most medals, then fewest cards in hand, else a shared win.
  const held = s.hands.map((h) => h.length);
  const best = Math.max(...scores);
  const leaders = scores.map((m, i) => (m === best ? i : -1)).filter((i) => i >= 0);
  const fewest = Math.min(...leaders.map((i) => held[i]));
  return { scores, winners: leaders.filter((i) => held[i] === fewest), reason, tiebreak: held };
}

function finish(s: AthleticState, reason: AthleticEndReason, ctx: Ctx): void {
  s.phase = 'over';
  s.steps = [];
  s.outcome = computeOutcome(s, reason);
  ctx.events.push({ type: 'gameOver', outcome: s.outcome });
}

export function outcome(s: AthleticState): Outcome | null {
  return s.outcome;
}

/** Events that reveal a card or pass the turn: such an action cannot be taken back. */
const FINAL = new Set<AthleticEvent['type']>(['draw', 'reshuffle', 'medal', 'stop', 'turn', 'gameOver']);

export function isUndoable(events: readonly AthleticEvent[], seat: number, after: AthleticState): boolean {
  if (events.some((e) => FINAL.has(e.type))) return false;
  return after.phase === 'play' && after.active === seat;
}

export function reactionWindow(_s: AthleticState): null {
  return null;
}

/** Every card of the game, wherever it is (the conservation check of the tests). */
export function cardsInPlay(s: AthleticState): number {
  let n = s.stock.length;
  for (const p of s.slots) n += p.length;
  for (const h of s.hands) n += h.length;
  return n;
}

export { CARD_COUNT };
