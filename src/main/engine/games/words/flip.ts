/**
 * Klepka Words Action 2: flipping batches, taking pairs and prizes, the flipper's choice of odd groups.
 */
import { RuleError } from '../../core';
import { faceKey, letterOf, prizeKindOf } from './cards';
import { card, faceDownCells, openWindow } from './state';
import type { Events, WordsState } from './state';

// ---------------------------------------------------------------------------------------------
// Action 2: flip

export function startBatch(s: WordsState, seat: number, size: number, bonus: boolean, ev: Events): void {
  s.batch = [];
  s.batchSize = size;
  s.bonusBatch = bonus;
  s.pairsThisBatch = 0;
  ev.push({ type: 'batch', seat, size, bonus });
}

export function flip(s: WordsState, seat: number, cell: number, ev: Events): void {
  if (s.phase !== 'flip') {
    throw new RuleError(s.phase === 'compose' ? 'composeFirst' : 'choosePairsFirst', s.phase === 'compose' ? 'Finish composing first (Action 1), then flip.' : 'Choose the cards to take first.');
  }
  const id = s.cells[cell];
  if (id === null || id === undefined || s.batch.includes(cell)) throw new RuleError('cellNotFaceDown', `Cell ${cell} holds no face-down card.`, { cell });
  s.batch.push(cell);
  ev.push({ type: 'flip', seat, cell, card: card(s, id) });
  // The batch resolves when this window closes (at once when nobody is asked).
  if (s.batch.length === s.batchSize) s.pending = 'resolve';
  openWindow(s, 'reveal', ev);
}

/** Resolves a complete batch: prizes to the flipper, letter pairs taken, odd groups asked, the rest back (WD-A2, A4, A13). */
export function resolveBatch(s: WordsState, seat: number, ev: Events): void {
  const groups = new Map<string, number[]>();
  for (const c of s.batch) {
    const id = s.cells[c]!;
    if (prizeKindOf(id) !== null) {
      takeCard(s, seat, c);
      ev.push({ type: 'takePrize', seat, cell: c, card: card(s, id) });
      continue;
    }
    const letter = letterOf(id);
    const g = groups.get(letter) ?? [];
    g.push(c);
    groups.set(letter, g);
  }
  s.choices = [];
  for (const [letter, cells] of groups) {
    if (cells.length < 2) continue;
    if (cells.length % 2 === 0) takePairs(s, seat, cells, letter, ev);
    else s.choices.push({ letter, cells, take: cells.length - 1 });
  }
  askOrFinishResolution(s, seat, ev);
}

function takeCard(s: WordsState, seat: number, cell: number): void {
  s.seats[seat].cards.push(s.cells[cell]!);
  s.cells[cell] = null;
}

/** Takes `cells` (an even number of same-letter cards) as pairs, same-colour cards paired together first. */
function takePairs(s: WordsState, seat: number, cells: number[], letter: string, ev: Events): void {
  const byColour = [...cells].sort((a, b) => (faceKey(s.cells[a]!, s.options) < faceKey(s.cells[b]!, s.options) ? -1 : 1));
  for (let i = 0; i + 1 < byColour.length; i += 2) {
    const pair: [number, number] = [byColour[i], byColour[i + 1]];
    takeCard(s, seat, pair[0]);
    takeCard(s, seat, pair[1]);
    ev.push({ type: 'takePair', seat, cells: pair, letter });
    s.pairsThisBatch += 1;
  }
}

function askOrFinishResolution(s: WordsState, seat: number, ev: Events): void {
  if (s.choices.length > 0) {
    const ch = s.choices[0];
    s.phase = 'choosePairs';
    ev.push({ type: 'choice', seat, letter: ch.letter, cells: ch.cells.slice(), take: ch.take });
    return;
  }
  // The cards left of the batch go back face down in place.
  const back = s.batch.filter((c) => s.cells[c] !== null);
  if (back.length > 0) ev.push({ type: 'hide', cells: back });
  s.batch = [];
  s.batchSize = 0;
  s.phase = 'flip';
  s.bonusFlips += s.pairsThisBatch;
  s.pairsThisBatch = 0;
  const down = faceDownCells(s).length;
  if (s.bonusFlips > 0 && down > 0) {
    s.bonusFlips -= 1;
    startBatch(s, seat, Math.min(2, down), true, ev);
    openWindow(s, 'resolved', ev);
    return;
  }
  s.bonusFlips = 0;
  s.pending = 'endTurn';
  openWindow(s, 'resolved', ev);
}

export function choosePairs(s: WordsState, seat: number, cards: readonly string[], ev: Events): void {
  if (s.phase !== 'choosePairs') throw new RuleError('nothingToChoose', 'There is no group of cards to choose from now.');
  const ch = s.choices[0];
  const cells = cards.map((id) => ch.cells.find((c) => s.cells[c] === id));
  if (cards.length !== ch.take || new Set(cards).size !== cards.length || cells.some((c) => c === undefined)) {
    throw new RuleError('badChoice', `Choose ${ch.take} of the revealed ${ch.letter} cards.`, { take: ch.take, letter: ch.letter });
  }
  s.choices.shift();
  takePairs(s, seat, cells as number[], ch.letter, ev);
  askOrFinishResolution(s, seat, ev);
}
