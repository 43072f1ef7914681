/** The event log lines of Klepka Football in the player's language. */
import type { FootballEvent, FootballView } from '../../../common/games/football';
import { t } from '../../i18n';
import type { LogLine } from '../../table/controller';
import { cellName } from '../../table/grid';
import { cardName } from './faces';

export function logLine(ev: FootballEvent, view: FootballView, name: (seat: number) => string): LogLine | null {
  const fb = (n: number) => cardName({ id: '', kind: 'footballer', footballer: n, points: view.footballerPoints[n] ?? 0 }, false);
  switch (ev.type) {
    case 'deal':
      return { text: t('log.deal', { count: ev.cells.length }), kind: 'sys' };
    case 'turn':
      return { text: t(ev.continuation ? 'football.log.continuation' : 'log.turn', { name: name(ev.seat) }), kind: 'turn' };
    case 'skip':
      return { text: t('football.log.skip', { name: name(ev.seat) }), kind: 'warn' };
    // A flip or a peek is logged without the card: this is a memory game, and the log stays on a shared
    // screen (a peek's cards would be read by the next human after the curtain).
    case 'flip':
      return { text: t('log.flip', { name: name(ev.seat), cell: cellName(ev.cell, view.cols) }), kind: '' };
    case 'peek':
      return { text: t('football.log.peek', { name: name(ev.seat), a: cellName(ev.cells[0], view.cols), b: cellName(ev.cells[1], view.cols) }), kind: 'var' };
    case 'takePair':
      return { text: t('football.log.takePair', { name: name(ev.seat), card: fb(ev.footballer) }), kind: 'good' };
    case 'takePrize':
      return { text: t('log.takePrize', { name: name(ev.seat), card: cardName(ev.card) }), kind: 'good' };
    case 'discard':
      if (ev.card.kind === 'prize' && (ev.card.prize === 'yellow' || ev.card.prize === 'red')) return null;
      return { text: t('football.log.discard', { name: name(ev.seat), card: cardName(ev.card) }), kind: '' };
    case 'yellow':
      return ev.yellowCount === 1
        ? { text: t('football.log.yellow', { name: name(ev.seat), target: name(ev.target), count: ev.yellowCount }), kind: 'yellow' }
        : { text: t('football.log.yellowSecond', { name: name(ev.seat), target: name(ev.target) }), kind: 'red' };
    case 'red':
      return { text: t(ev.byYellows ? 'football.log.redByYellows' : 'football.log.red', { name: name(ev.seat) }), kind: 'red' };
    case 'roll':
      return { text: t('football.log.roll', { name: name(ev.seat), value: ev.value }), kind: '' };
    case 'matchWon':
      return { text: t('football.log.matchWon', { winner: name(ev.winner), loser: name(ev.loser) }), kind: 'good' };
    case 'stealPair':
      return { text: t('football.log.stealPair', { to: name(ev.to), from: name(ev.from), card: fb(ev.footballer) }), kind: 'good' };
    case 'gameOver':
      return { text: t('log.gameOver'), kind: 'sys' };
    case 'hide':
    case 'window':
    case 'pass':
      // the picture and the reaction bar show these: no line
      return null;
  }
}
