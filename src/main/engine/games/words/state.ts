/**
 * Klepka Words' state (rules.ts has the rules notes) and the helpers every part of the rules uses: the
 * table, prize cards held, the reaction-window poll, the turn start, scores and the end of the game.
 */
import type { RngState } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { WordsEvent, WordsOptions, WordsPrizeKind, WordsWindowKind } from '../../../../common/games/words';
import { cardOf, prizeKindOf } from './cards';
import { cloneWindow, openWindow as openPoll } from '../reaction-window';
import type { ReactionWindowState, WindowRules } from '../reaction-window';

/** A line of a score sheet as stored: card ids only. */
export interface WordEntry {
  word: string;
  cards: string[];
  polysemyLetter: string | null;
  points: number;
  doubled: boolean;
}

export interface WordsSeatState {
  /** Card ids held (collected letters and unused prize cards, public). */
  cards: string[];
  words: WordEntry[];
}

export interface WordsState {
  players: number;
  options: WordsOptions;
  rng: RngState;
  /** Card id per cell, null for an empty cell. */
  cells: (string | null)[];
  seats: WordsSeatState[];
  discard: string[];
  active: number;
  phase: 'compose' | 'flip' | 'choosePairs' | 'over';
  wordsThisTurn: number;
  /** Size of the batch being revealed (0 outside Action 2). */
  batchSize: number;
  /** Cells revealed in the current batch, in order (face up until the batch resolves). */
  batch: number[];
  /** Bonus 2-card flips earned and not yet started. */
  bonusFlips: number;
  bonusBatch: boolean;
  /** Odd letter groups of the resolving batch still waiting for the flipper's choice (the first is asked now). */
  choices: { letter: string; cells: number[]; take: number }[];
  /** Pairs taken so far in the resolving batch (each earns one bonus flip). */
  pairsThisBatch: number;
  reactionWindow: ReactionWindowState<WordsWindowKind> | null;
  /** Consecutive passes on the empty table (a word or an EXCHANGE starts the round again). */
  passesInRow: number;
  /** Every recorded word, lowercase (the no-repeats house rule). */
  usedWords: string[];
  /** What happens when the open window closes: the complete batch is resolved, or the turn passes. */
  pending: 'resolve' | 'endTurn' | null;
  outcome: Outcome | null;
}

// ---------------------------------------------------------------------------------------------
// Helpers

export type Events = WordsEvent[];

export function clone(s: WordsState): WordsState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    cells: s.cells.slice(),
    seats: s.seats.map((p) => ({ cards: p.cards.slice(), words: p.words.slice() })),
    discard: s.discard.slice(),
    batch: s.batch.slice(),
    choices: s.choices.map((c) => ({ letter: c.letter, cells: c.cells.slice(), take: c.take })),
    reactionWindow: cloneWindow(s.reactionWindow),
    usedWords: s.usedWords.slice(),
  };
}

export function nextSeat(s: WordsState, seat: number): number {
  return (seat + 1) % s.players;
}

export function card(s: WordsState, id: string) {
  return cardOf(id, s.options);
}

/** Face-down cells: cards on the table not revealed in the current batch. */
export function faceDownCells(s: WordsState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.cells.length; i++) if (s.cells[i] !== null && !s.batch.includes(i)) out.push(i);
  return out;
}

export function tableEmpty(s: WordsState): boolean {
  for (const c of s.cells) if (c !== null) return false;
  return true;
}

export function countPrize(s: WordsState, seat: number, kind: WordsPrizeKind): number {
  let n = 0;
  for (const id of s.seats[seat].cards) if (prizeKindOf(id) === kind) n++;
  return n;
}

export function canExchange(s: WordsState, seat: number): boolean {
  const mine = s.seats[seat].cards;
  // One EXCHANGE is spent, so the seat needs another card to give, and someone else a card to take.
  if (countPrize(s, seat, 'exchange') === 0 || mine.length < 2) return false;
  return s.seats.some((p, i) => i !== seat && p.cards.length > 0);
}

export function canChaos(s: WordsState, seat: number): boolean {
  return countPrize(s, seat, 'chaos') > 0 && faceDownCells(s).length >= 2;
}

function hasUsableInstant(s: WordsState, seat: number): boolean {
  return canExchange(s, seat) || canChaos(s, seat);
}

/** The poll of a window: the seats holding a usable instant card; with a step pending the active seat too, last. */
export const POLL: WindowRules<WordsState> = {
  hasUsableInstant,
  asksActiveLast: (s) => s.pending !== null,
};

export function openWindow(s: WordsState, kind: WordsWindowKind, ev: Events): void {
  openPoll(s, POLL, kind, ev);
}

/** The window that fits the moment after the active participant played an instant card itself. */
export function currentWindowKind(s: WordsState): WordsWindowKind {
  if (s.phase === 'flip') {
    if (s.batch.length > 0) return 'reveal';
    return s.bonusBatch ? 'resolved' : s.wordsThisTurn > 0 ? 'word' : 'start';
  }
  return s.wordsThisTurn > 0 ? 'word' : 'start';
}

export function beginTurn(s: WordsState, seat: number, ev: Events): void {
  s.active = seat;
  s.phase = 'compose';
  s.wordsThisTurn = 0;
  s.batchSize = 0;
  s.batch = [];
  s.bonusFlips = 0;
  s.bonusBatch = false;
  s.choices = [];
  s.pairsThisBatch = 0;
  s.reactionWindow = null;
  s.pending = null;
  ev.push({ type: 'turn', seat });
  openWindow(s, 'start', ev);
}

export function seatScores(s: WordsState): { wordPoints: number[]; held: number[]; words: number[] } {
  return {
    wordPoints: s.seats.map((p) => p.words.reduce((sum, w) => sum + w.points, 0)),
    held: s.seats.map((p) => p.cards.length),
    words: s.seats.map((p) => p.words.length),
  };
}

/** Final scores: word points + 1 per card held; ties go to more words, then a shared win (WD-A15). */
export function computeOutcome(s: WordsState, slavaWinner: number | null): Outcome {
  const { wordPoints, held, words } = seatScores(s);
  const scores = wordPoints.map((p, i) => p + held[i]);
  if (slavaWinner !== null) return { scores, winners: [slavaWinner], reason: 'slava' };
  const best = Math.max(...scores);
  let cands = scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const bestWords = Math.max(...cands.map((i) => words[i]));
  cands = cands.filter((i) => words[i] === bestWords);
  return { scores, winners: cands, reason: 'tableEmpty', tiebreak: words };
}

export function finish(s: WordsState, ev: Events, slavaWinner: number | null): void {
  s.phase = 'over';
  s.reactionWindow = null;
  s.batch = [];
  s.batchSize = 0;
  s.choices = [];
  s.pending = null;
  s.outcome = computeOutcome(s, slavaWinner);
  ev.push({ type: 'gameOver', outcome: s.outcome });
}
