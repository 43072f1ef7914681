/**
 * Klepka Words' actors and legal actions.
 */
import type { WordsAction } from '../../../../common/games/words';
import { faceKey, prizeKindOf } from './cards';
import { canChaos, canExchange, faceDownCells } from './state';
import type { WordsState } from './state';

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: WordsState): number[] {
  if (s.phase === 'over') return [];
  if (s.reactionWindow) return [s.reactionWindow.asking];
  return [s.active];
}

/** EXCHANGE moves, one per pair of distinguishable cards (cards with the same face are interchangeable). */
export function exchangeActions(s: WordsState, seat: number): WordsAction[] {
  if (!canExchange(s, seat)) return [];
  const out: WordsAction[] = [];
  const mine = s.seats[seat].cards;
  const spent = mine.find((id) => prizeKindOf(id) === 'exchange')!;
  const gives = distinctFaces(s, mine.filter((id) => id !== spent));
  for (let t = 0; t < s.players; t++) {
    if (t === seat) continue;
    for (const take of distinctFaces(s, s.seats[t].cards)) {
      for (const give of gives) out.push({ type: 'exchange', give, target: t, take });
    }
  }
  return out;
}

function distinctFaces(s: WordsState, ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    const k = faceKey(id, s.options);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(id);
    }
  }
  return out;
}

function instantActions(s: WordsState, seat: number): WordsAction[] {
  const out = exchangeActions(s, seat);
  if (canChaos(s, seat)) out.push({ type: 'chaos' });
  return out;
}

/** The ways to take `take` cards out of a group (each choice once). */
function chooseSubsets(cells: readonly number[], take: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, acc: number[]): void => {
    if (acc.length === take) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i < cells.length; i++) {
      acc.push(cells[i]);
      rec(i + 1, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

/**
 * Legal actions of `seat` now. Words are not listed (like typed text they are open-ended): in the
 * compose phase `compose` is legal for the active participant whenever it holds a letter card.
 */
export function legalActions(s: WordsState, seat: number): WordsAction[] {
  if (!actors(s).includes(seat)) return [];
  const out: WordsAction[] = [];
  if (s.reactionWindow) {
    out.push({ type: 'pass' });
    out.push(...instantActions(s, seat));
    return out;
  }
  switch (s.phase) {
    case 'compose':
      out.push({ type: 'endCompose' });
      break;
    case 'flip':
      for (const c of faceDownCells(s)) out.push({ type: 'flip', cell: c });
      break;
    case 'choosePairs': {
      const ch = s.choices[0];
      for (const sub of chooseSubsets(ch.cells, ch.take)) out.push({ type: 'choosePairs', cards: sub.map((c) => s.cells[c]!) });
      return out;
    }
    default:
      return out;
  }
  out.push(...instantActions(s, seat));
  return out;
}
