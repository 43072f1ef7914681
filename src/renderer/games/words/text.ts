/** Face keys, accessible names, card names and the event log lines of Klepka Words. */
import type { WordRecord, WordsCard, WordsCellView, WordsEvent, WordsView } from '../../../common/games/words';
import { t } from '../../i18n';
import { cellName } from '../../table/grid';

export function faceKey(card: WordsCard): string {
  return card.kind === 'letter' ? `l:${card.letter}:${card.points}:${card.colour}` : `p:${card.prize}`;
}

/** Language-independent name of a card for accessible names and tests: "letter К 2 points blue", "chaos". */
export function publicCard(card: WordsCard): string {
  if (card.kind === 'prize') return card.prize;
  return `letter ${card.letter} ${card.points} ${card.points === 1 ? 'point' : 'points'} ${card.colour}`;
}

/** "face down", "letter К 2 points blue", "polysemy"; "empty" for an empty cell. */
export function publicFace(cell: WordsCellView): string {
  if (!cell) return 'empty';
  if (!cell.faceUp) return 'face down';
  return publicCard(cell.card);
}

/** "Letter К, 2 points, blue", "POLYSEMY card"... in the player's language. */
export function cardName(card: WordsCard): string {
  if (card.kind === 'prize') return t(`words.card.${card.prize}`);
  return t('words.card.letter', { letter: card.letter, points: t('table.points', { count: card.points }), colour: t(`words.colour.${card.colour}`) });
}

/** "кіт: 8 (one colour ×2)" and the like, for the log and the score sheet. */
export function recordSummary(r: WordRecord): string {
  const extra = [r.doubled ? t('words.sheet.doubled') : '', r.polysemyLetter ? t('words.sheet.polysemy', { letter: r.polysemyLetter }) : ''].filter(Boolean).join(', ');
  return extra ? `${t('table.points', { count: r.points })} (${extra})` : t('table.points', { count: r.points });
}

export function logLine(ev: WordsEvent, view: WordsView, name: (seat: number) => string): { text: string; kind: string } | null {
  switch (ev.type) {
    case 'deal':
      return { text: t('log.deal', { count: ev.cells.length }), kind: 'sys' };
    case 'turn':
      return { text: t('log.turn', { name: name(ev.seat) }), kind: 'turn' };
    case 'word':
      return { text: t('words.log.word', { name: name(ev.seat), word: ev.record.word, score: recordSummary(ev.record) }), kind: 'good' };
    case 'endCompose':
      return ev.pass ? { text: t('log.pass', { name: name(ev.seat) }), kind: '' } : null;
    case 'batch':
      return { text: t(ev.bonus ? 'words.log.bonus' : 'words.log.batch', { name: name(ev.seat), count: ev.size }), kind: '' };
    // A flip is logged without the card: this is a memory game, and the log stays on a shared screen.
    case 'flip':
      return { text: t('log.flip', { name: name(ev.seat), cell: cellName(ev.cell, view.cols) }), kind: '' };
    case 'takePair':
      return { text: t('words.log.takePair', { name: name(ev.seat), letter: ev.letter }), kind: 'good' };
    case 'takePrize':
      return { text: t('log.takePrize', { name: name(ev.seat), card: cardName(ev.card) }), kind: 'good' };
    case 'choice':
      return { text: t('words.log.choice', { name: name(ev.seat), letter: ev.letter }), kind: '' };
    case 'exchange':
      return { text: t('words.log.exchange', { name: name(ev.seat), target: name(ev.target), give: cardName(ev.give), take: cardName(ev.take) }), kind: 'var' };
    case 'chaos':
      return { text: t('words.log.chaos', { name: name(ev.seat), count: ev.cells.length }), kind: 'red' };
    case 'slava':
      return { text: t('words.log.slava', { name: name(ev.seat) }), kind: 'good' };
    case 'gameOver':
      return { text: t('log.gameOver'), kind: 'sys' };
    default:
      return null;
  }
}
