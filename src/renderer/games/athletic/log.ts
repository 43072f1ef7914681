/** The event log lines of Athletic Games in the player's language. */
import type { AthleticEvent, AthleticView } from '../../../common/games/athletic';
import { t } from '../../i18n';
import type { LogLine } from '../../table/controller';
import { cardName, slotNumber } from './faces';

export function logLine(ev: AthleticEvent, _view: AthleticView, name: (seat: number) => string): LogLine | null {
  switch (ev.type) {
    case 'turn':
      return { text: t('athletic.log.turn', { name: name(ev.seat) }), kind: 'turn' };
    case 'play':
      return { text: t('athletic.log.play', { name: name(ev.seat), card: cardName(ev.card), slot: slotNumber(ev.slot) }), kind: '' };
    case 'fill':
      return { text: t('athletic.log.fill', { name: name(ev.seat), card: cardName(ev.card), slot: slotNumber(ev.slot) }), kind: '' };
    case 'move':
      return { text: t('athletic.log.move', { name: name(ev.seat), from: slotNumber(ev.from), to: slotNumber(ev.to), count: ev.cards.length }), kind: 'var' };
    case 'stop':
      return { text: t('athletic.log.stop', { name: name(ev.seat), count: ev.kept }), kind: '' };
    case 'medal':
      return { text: t('athletic.log.medal', { name: name(ev.seat), count: ev.medals }), kind: 'good' };
    case 'draw':
      // Only the count: the log stays on a shared screen.
      return { text: t('athletic.log.draw', { name: name(ev.seat), count: ev.count }), kind: '' };
    case 'reshuffle':
      return { text: t('athletic.log.reshuffle', { count: ev.count }), kind: 'warn' };
    case 'gameOver':
      return { text: t('athletic.log.gameOver'), kind: 'sys' };
    default:
      return null;
  }
}
