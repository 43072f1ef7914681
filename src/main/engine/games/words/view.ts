/**
 * What each seat may see. Collected cards, words and scores are public (WD-A19); face-down cards carry
 * no identity; the cards of the current batch are face up until it resolves.
 */
import type { HiddenCards, Viewer } from '../../../../common/engine-types';
import type { WordsCellView, WordsEvent, WordsView } from '../../../../common/games/words';
import { cardOf } from './cards';
import { publicWindow } from '../reaction-window';
import { faceDownCells, recordOf, seatScores, tableEmpty } from './rules';
import type { WordsState } from './rules';

export function view(s: WordsState, viewer: Viewer): WordsView {
  const cards = (ids: readonly string[]) => ids.map((id) => cardOf(id, s.options));
  const cells: WordsCellView[] = s.cells.map((id, i) => {
    if (id === null) return null;
    if (s.batch.includes(i)) return { faceUp: true, card: cardOf(id, s.options) };
    return { faceUp: false };
  });
  const { wordPoints, held } = seatScores(s);
  const players = s.seats.map((p, i) => ({
    cards: cards(p.cards),
    words: p.words.map((w) => recordOf(s, w)),
    wordPoints: wordPoints[i],
    cardsHeld: held[i],
    score: wordPoints[i] + held[i],
  }));
  const choice = s.phase === 'choosePairs' && s.choices.length > 0 ? s.choices[0] : null;
  return {
    viewer,
    rows: s.options.rows,
    cols: s.options.cols,
    cells,
    players,
    active: s.active,
    phase: s.phase,
    wordsThisTurn: s.wordsThisTurn,
    flipQuota: s.wordsThisTurn + 1,
    batchSize: s.batchSize,
    flipsLeft: s.phase === 'flip' ? s.batchSize - s.batch.length : 0,
    bonusFlips: s.bonusFlips,
    bonusBatch: s.bonusBatch,
    batch: s.batch.slice(),
    choice: choice
      ? { letter: choice.letter, take: choice.take, cells: choice.cells.slice(), cards: cards(choice.cells.map((c) => s.cells[c]!)) }
      : null,
    reactionWindow: publicWindow(s),
    turnEnding: s.pending === 'endTurn',
    hand: typeof viewer === 'number' && viewer >= 0 && viewer < s.players ? cards(s.seats[viewer].cards) : [],
    tableEmpty: tableEmpty(s),
    passesInRow: s.passesInRow,
    noRepeats: s.options.noRepeats === 1,
    properNouns: s.options.properNouns === 1,
    abbreviations: s.options.abbreviations === 1,
    hyphenated: s.options.hyphenated === 1,
    usedWords: s.usedWords.slice(),
    discard: cards(s.discard),
    faceDownCount: faceDownCells(s).length,
    outcome: s.outcome,
  };
}

/** Everything in this game is public. */
export function redactEvent(e: WordsEvent, _viewer: Viewer): WordsEvent | null {
  return e;
}

/** Holdings are public, so a hotseat never needs a curtain. */
export function hasPrivate(_v: WordsView): boolean {
  return false;
}

/** The face-down cells of the grid (the replay of a finished game shows them). */
export function hiddenCards(s: WordsState): HiddenCards[] {
  const cells = s.cells.flatMap((id, i) => (id !== null && !s.batch.includes(i) ? [i] : []));
  return cells.length > 0 ? [{ seat: null, zone: 'grid', cards: cells.map((i) => cardOf(s.cells[i]!, s.options)), cells }] : [];
}
