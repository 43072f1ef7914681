/**
 * Rush for Medals' state (rules.ts has the rules notes) and the helpers every part of the rules uses:
 * stacks, drawing and discarding, the end of a turn and of the game.
 */
import { shuffled } from '../../core';
import type { RngState } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { RushDiscardReason, RushEvent, RushOptions } from '../../../../common/games/rush';
import { RUSH_HAND_SIZE, RUSH_ROUND_CAP } from '../../../../common/games/rush';
import { cardOf } from './cards';

export interface RushStack {
  rank: number;
  owner: number;
  /** Card ids, bottom first. */
  cards: string[];
}

export interface RushDemand {
  from: number;
  target: number;
  kind: 'sponsor' | 'doping';
}

export interface RushState {
  players: number;
  options: RushOptions;
  maxRank: number;
  rng: RngState;
  /** Card ids per seat, in the order held (drawn cards are appended). */
  hands: string[][];
  /** Per seat: hand cards everyone knows (taken with SPONSOR 2). */
  known: string[][];
  /** The draw pile; its top is the last element. */
  draw: string[];
  /** The discard pile; the marker is first, the top is the last element. */
  discard: string[];
  /** Cards removed from the game (DOPING 1). */
  out: string[];
  /** The stacks on the table, by rank ascending. */
  stacks: RushStack[];
  first: number;
  active: number;
  round: number;
  phase: 'action' | 'demand' | 'over';
  demand: RushDemand | null;
  exhaustions: number;
  /** The seat whose turn ends the game, once the end is triggered; -1 before. */
  lastSeat: number;
  outcome: Outcome | null;
}

// ---------------------------------------------------------------------------------------------
// Helpers

export function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/** Events are collected only when `events` is set (the search's fast path leaves it null). */
export interface Ctx {
  events: RushEvent[] | null;
}

export function cloneState(s: RushState): RushState {
  return {
    players: s.players,
    options: s.options,
    maxRank: s.maxRank,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    hands: s.hands.map((h) => h.slice()),
    known: s.known.map((h) => h.slice()),
    draw: s.draw.slice(),
    discard: s.discard.slice(),
    out: s.out.slice(),
    stacks: s.stacks.map((st) => ({ rank: st.rank, owner: st.owner, cards: st.cards.slice() })),
    first: s.first,
    active: s.active,
    round: s.round,
    phase: s.phase,
    demand: s.demand ? { ...s.demand } : null,
    exhaustions: s.exhaustions,
    lastSeat: s.lastSeat,
    outcome: s.outcome,
  };
}

export function stackOf(s: RushState, rank: number): RushStack | undefined {
  for (const st of s.stacks) if (st.rank === rank) return st;
  return undefined;
}

/** Cards can be drawn now (directly or after a rebuild). */
export function canDraw(s: RushState): boolean {
  return s.draw.length > 0 || s.discard.length >= 2;
}

export function removeFromHand(s: RushState, seat: number, id: string): void {
  removeAt(s.hands[seat], s.hands[seat].indexOf(id));
  removeAt(s.known[seat], s.known[seat].indexOf(id));
}

/** `list` without its element at `i` (nothing when i < 0); unlike splice, builds no array of the removed (searches step millions of times). */
function removeAt(list: string[], i: number): void {
  if (i < 0) return;
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j];
  list.length--;
}

/** Puts hand cards face up onto the discard pile in the given order (the last ends on top). */
export function discardFromHand(s: RushState, seat: number, ids: readonly string[], reason: RushDiscardReason, ctx: Ctx): void {
  for (const id of ids) {
    removeFromHand(s, seat, id);
    s.discard.push(id);
  }
  if (ctx.events && ids.length > 0) ctx.events.push({ type: 'discard', seat, cards: ids.map(cardOf), reason });
}

/** The draw pile is empty and the discard pile has 2+ cards: all but its top become the new draw pile. */
function rebuildIfNeeded(s: RushState, ctx: Ctx): void {
  if (s.draw.length > 0 || s.discard.length < 2) return;
  const marker = s.discard.pop() as string;
  s.draw = shuffled(s.rng, s.discard);
  s.discard = [marker];
  s.exhaustions += 1;
  if (ctx.events) ctx.events.push({ type: 'rebuild', marker: cardOf(marker), count: s.draw.length, exhaustions: s.exhaustions });
  if (s.lastSeat < 0 && s.exhaustions >= s.options.endAfterExhaustions) {
    // Finish the round: the last turn is that of the player seated before the first player.
    s.lastSeat = (s.first + s.players - 1) % s.players;
    if (ctx.events) ctx.events.push({ type: 'lastRound', lastSeat: s.lastSeat });
  }
}

/** Draws up to `n` cards for `seat`, rebuilding right before and right after every draw (RFM-A14). */
export function drawCards(s: RushState, seat: number, n: number, ctx: Ctx): number {
  const hand = s.hands[seat];
  let from = hand.length;
  let drawn = 0;
  while (drawn < n) {
    if (s.draw.length === 0) {
      from = reportDraws(s, seat, from, ctx);
      rebuildIfNeeded(s, ctx);
      if (s.draw.length === 0) break;
    }
    hand.push(s.draw.pop() as string);
    drawn++;
    if (s.draw.length === 0) {
      from = reportDraws(s, seat, from, ctx);
      rebuildIfNeeded(s, ctx);
    }
  }
  reportDraws(s, seat, from, ctx);
  return drawn;
}

/** One draw event for the cards `seat` drew since hand index `from` (none when steps build no events); where the next batch starts. */
function reportDraws(s: RushState, seat: number, from: number, ctx: Ctx): number {
  const hand = s.hands[seat];
  if (ctx.events && hand.length > from) ctx.events.push({ type: 'draw', seat, count: hand.length - from, cards: hand.slice(from).map(cardOf) });
  return hand.length;
}

export function computeOutcome(s: RushState, reason: string): Outcome {
  const scores = new Array<number>(s.players).fill(0);
  const tiebreak = new Array<number>(s.players).fill(0);
  for (const st of s.stacks) {
    scores[st.owner] += s.options.scoring === 'rankPoints' ? st.rank : 1;
    tiebreak[st.owner] += st.cards.length;
  }
  const best = Math.max(...scores);
  let winners = scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const bestTb = Math.max(...winners.map((i) => tiebreak[i]));
  winners = winners.filter((i) => tiebreak[i] === bestTb);
  return { scores, winners, reason, tiebreak };
}

function finish(s: RushState, reason: string, ctx: Ctx): void {
  s.phase = 'over';
  s.demand = null;
  s.outcome = computeOutcome(s, reason);
  if (ctx.events) ctx.events.push({ type: 'gameOver', outcome: s.outcome });
}

/** Ends the active player's turn (refill, end checks) and starts the next turns until someone must act. */
export function endTurn(s: RushState, ctx: Ctx): void {
  for (;;) {
    const seat = s.active;
    const need = RUSH_HAND_SIZE - s.hands[seat].length;
    if (need > 0) drawCards(s, seat, need, ctx);
    if (s.lastSeat >= 0 && seat === s.lastSeat) return finish(s, 'exhausted', ctx);
    if (!canDraw(s) && s.hands.every((h) => h.length === 0)) return finish(s, 'handsEmpty', ctx);
    const next = (seat + 1) % s.players;
    if (next === s.first) {
      if (s.round >= RUSH_ROUND_CAP) return finish(s, 'roundCap', ctx);
      s.round += 1;
    }
    s.active = next;
    s.phase = 'action';
    if (ctx.events) ctx.events.push({ type: 'turn', seat: next, round: s.round });
    if (s.hands[next].length > 0) return;
    // RFM-A12: no card, no action; the turn is only the refill.
    if (ctx.events) ctx.events.push({ type: 'emptyHand', seat: next });
  }
}
