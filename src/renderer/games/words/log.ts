/** The event log lines of Klepka Words in the player's language. */
import type { WordRecord, WordsEvent, WordsView } from '../../../common/games/words';
import { t } from '../../i18n';
import type { LogLine } from '../../table/controller';
import { cellName } from '../../table/grid';
import { cardName } from './faces';

/** "кіт: 8 (one colour ×2)" and the like, for the log and the score sheet. */
export function recordSummary(r: WordRecord): string {
  const extra = [r.doubled ? t('words.sheet.doubled') : '', r.polysemyLetter ? t('words.sheet.polysemy', { letter: r.polysemyLetter }) : ''].filter(Boolean).join(', ');
  return extra ? `${t('table.points', { count: r.points })} (${extra})` : t('table.points', { count: r.points });
}

export function logLine(ev: WordsEvent, view: WordsView, name: (seat: number) => string): LogLine | null {
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
    // A flip is logged without the card: this is a memory game (a letter that is not matched goes back face
    // down in place), and a log naming it would be a written copy of the grid on a shared screen. A card
    // that leaves the table is named by its takePair / takePrize line.
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
    case 'hide':
    case 'discard':
    case 'window':
    case 'pass':
      // the picture and the reaction bar show these: no line
      return null;
  }
}
