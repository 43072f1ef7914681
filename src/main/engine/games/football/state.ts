/**
 * Klepka Football's state (rules.ts has the rules notes) and the helpers every part of the rules uses: the
 * table, prize cards held, the reaction-window poll, turns, settling and the end of the game.
 */
import type { RngState } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { FootballEvent, FootballOptions, PrizeKind, WindowKind } from '../../../../common/games/football';
import { cardOf, prizeKindOf } from './cards';
import { cloneWindow, openWindow as openPoll } from '../reaction-window';
import type { ReactionWindowState, WindowRules } from '../reaction-window';

export interface FootballSeatState {
  /** Footballer numbers of the pairs held, in the order taken. */
  pairs: number[];
  /** Prize card ids held (face up, public). */
  prizes: string[];
  yellowCount: number;
  skipNext: number;
}

export interface FootballState {
  players: number;
  options: FootballOptions;
  /** Points per footballer number (index 0 unused). */
  points: number[];
  rng: RngState;
  /** Card id per cell, null for an empty cell. */
  cells: (string | null)[];
  /** The one face-up card on the table (S1), else null. */
  upCell: number | null;
  seats: FootballSeatState[];
  discard: string[];
  active: number;
  phase: 'start' | 'oneUp' | 'pickPair' | 'over';
  continuation: boolean;
  varUsed: boolean;
  /** True while the active seat's turn is being skipped (its W_START is still offered to the others). */
  skipping: boolean;
  /** True in the W_RESOLVED after a turn's last flip: the turn passes when that window closes. */
  turnEnding: boolean;
  /** The active seat's private VAR peek, until its first flip of that turn. */
  peek: { seat: number; cells: [number, number]; cards: [string, string] } | null;
  reactionWindow: ReactionWindowState<WindowKind> | null;
  match: { challenger: number; opponent: number; rolls: [number, number][]; winner: number; loser: number } | null;
  outcome: Outcome | null;
}

// ---------------------------------------------------------------------------------------------
// Helpers

export interface Ctx {
  events: FootballEvent[];
  /** A turn change decided during this action, started when the action has resolved. */
  next: { seat: number; viaRed: boolean } | null;
}

export function clone(s: FootballState): FootballState {
  return {
    players: s.players,
    options: s.options,
    points: s.points,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    cells: s.cells.slice(),
    upCell: s.upCell,
    seats: s.seats.map((p) => ({ pairs: p.pairs.slice(), prizes: p.prizes.slice(), yellowCount: p.yellowCount, skipNext: p.skipNext })),
    discard: s.discard.slice(),
    active: s.active,
    phase: s.phase,
    continuation: s.continuation,
    varUsed: s.varUsed,
    skipping: s.skipping,
    turnEnding: s.turnEnding,
    peek: s.peek ? { seat: s.peek.seat, cells: [s.peek.cells[0], s.peek.cells[1]], cards: [s.peek.cards[0], s.peek.cards[1]] } : null,
    reactionWindow: cloneWindow(s.reactionWindow),
    match: s.match ? { ...s.match, rolls: s.match.rolls.map((r) => [r[0], r[1]] as [number, number]) } : null,
    outcome: s.outcome,
  };
}

export function nextSeat(s: FootballState, seat: number): number {
  return (seat + 1) % s.players;
}

export function countPrize(s: FootballState, seat: number, kind: PrizeKind): number {
  let n = 0;
  for (const id of s.seats[seat].prizes) if (prizeKindOf(id) === kind) n++;
  return n;
}

export function isFaceDown(s: FootballState, cell: number): boolean {
  return s.cells[cell] !== null && s.cells[cell] !== undefined && cell !== s.upCell;
}

export function faceDownCells(s: FootballState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.cells.length; i++) if (s.cells[i] !== null && i !== s.upCell) out.push(i);
  return out;
}

export function tableEmpty(s: FootballState): boolean {
  for (const c of s.cells) if (c !== null) return false;
  return true;
}

export function card(s: FootballState, id: string) {
  return cardOf(id, s.points);
}

/** A seat that would be asked in a window: it holds a YELLOW, or a RED while not the active participant. */
function hasUsableInstant(s: FootballState, seat: number): boolean {
  for (const id of s.seats[seat].prizes) {
    const k = prizeKindOf(id);
    if (k === 'yellow') return true;
    if (k === 'red' && seat !== s.active) return true;
  }
  return false;
}

/** The poll of a window: the seats holding a usable instant card; at a turn's end the active seat too, last. */
export const POLL: WindowRules<FootballState> = {
  hasUsableInstant,
  asksActiveLast: (s) => s.turnEnding,
};

export function currentWindowKind(s: FootballState): WindowKind {
  if (s.phase === 'oneUp') return 'flip1';
  return s.continuation ? 'resolved' : 'start';
}

export function openWindow(s: FootballState, kind: WindowKind, ctx: Ctx): void {
  openPoll(s, POLL, kind, ctx.events);
}

export function removePrize(s: FootballState, seat: number, kind: PrizeKind, ctx: Ctx): void {
  const prizes = s.seats[seat].prizes;
  const i = prizes.findIndex((id) => prizeKindOf(id) === kind);
  const [id] = prizes.splice(i, 1);
  s.discard.push(id);
  ctx.events.push({ type: 'discard', seat, card: card(s, id) });
}

/** The current turn is cut short: a face-up card goes back face down, nothing is taken (FB-A6). */
export function interruptTurn(s: FootballState, next: { seat: number; viaRed: boolean }, ctx: Ctx): void {
  if (s.upCell !== null) {
    ctx.events.push({ type: 'hide', cells: [s.upCell] });
    s.upCell = null;
  }
  s.peek = null;
  s.reactionWindow = null;
  s.phase = 'start';
  s.skipping = false;
  s.turnEnding = false;
  // The new active seat is known at once (a second YELLOW in the same play sees it), its turn starts in settle().
  s.active = next.seat;
  ctx.next = next;
}

function beginTurn(s: FootballState, seat: number, viaRed: boolean, ctx: Ctx): void {
  s.active = seat;
  s.phase = 'start';
  s.upCell = null;
  s.continuation = false;
  s.varUsed = false;
  s.skipping = false;
  s.turnEnding = false;
  s.peek = null;
  s.reactionWindow = null;
  s.match = null;
  ctx.events.push({ type: 'turn', seat, continuation: false });
  // A turn taken by a RED is not a regular turn: a pending skip waits for the seat's next regular turn.
  if (!viaRed && s.seats[seat].skipNext > 0) {
    s.seats[seat].skipNext -= 1;
    s.skipping = true;
    ctx.events.push({ type: 'skip', seat });
  }
  openWindow(s, 'start', ctx);
}

/** Runs the automatic steps (turn starts, skipped turns, empty windows) until someone has to act. */
export function settle(s: FootballState, ctx: Ctx): void {
  // Each loop either starts a turn (a skipped one consumes a skip) or stops; skips are finite.
  let guard = 0;
  while (s.phase !== 'over') {
    if (++guard > 10000) throw new Error('football: automatic steps did not settle');
    if (ctx.next) {
      const { seat, viaRed } = ctx.next;
      ctx.next = null;
      beginTurn(s, seat, viaRed, ctx);
      continue;
    }
    if (s.reactionWindow) return;
    if (s.skipping || s.turnEnding) {
      ctx.next = { seat: nextSeat(s, s.active), viaRed: false };
      continue;
    }
    return;
  }
}

export function computeOutcome(s: FootballState): Outcome {
  const scores = s.seats.map((p) => p.pairs.reduce((sum, f) => sum + 2 * s.points[f], 0));
  const tiebreak = s.seats.map((p) => 2 * p.pairs.length + p.prizes.length);
  const best = Math.max(...scores);
  let cands = scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const bestTb = Math.max(...cands.map((i) => tiebreak[i]));
  cands = cands.filter((i) => tiebreak[i] === bestTb);
  return { scores, winners: cands, reason: 'tableEmpty', tiebreak };
}

export function finish(s: FootballState, ctx: Ctx): void {
  s.phase = 'over';
  s.reactionWindow = null;
  s.upCell = null;
  s.peek = null;
  s.skipping = false;
  s.turnEnding = false;
  s.match = null;
  ctx.next = null;
  s.outcome = computeOutcome(s);
  ctx.events.push({ type: 'gameOver', outcome: s.outcome });
}
