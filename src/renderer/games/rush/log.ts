/** The event log lines of Rush for Medals in the player's language. */
import type { RushEvent, RushView } from '../../../common/games/rush';
import { formatList, t } from '../../i18n';
import type { LogLine } from '../../table/controller';
import { cardName, sportName } from './faces';

export function logLine(ev: RushEvent, _view: RushView, name: (seat: number) => string): LogLine | null {
  switch (ev.type) {
    case 'marker':
      return { text: t('rush.log.marker', { card: cardName(ev.card) }), kind: 'sys' };
    case 'turn':
      return { text: t('rush.log.turn', { name: name(ev.seat), round: ev.round }), kind: 'turn' };
    case 'draw':
      // Drawn and stolen cards are never named: the log stays on a shared screen after the curtain.
      return { text: t('rush.log.draw', { name: name(ev.seat), count: ev.count }), kind: '' };
    case 'emptyHand':
      return { text: t('rush.log.emptyHand', { name: name(ev.seat) }), kind: 'warn' };
    case 'layOut':
      return { text: t('rush.log.layOut', { name: name(ev.seat), sport: ev.card.kind === 'sport' ? sportName(ev.card.rank) : cardName(ev.card) }), kind: 'good' };
    case 'takeOver':
      return { text: t('rush.log.takeOver', { name: name(ev.seat), from: name(ev.from), sport: sportName(ev.rank), count: ev.size }), kind: 'good' };
    case 'reinforce':
      return { text: t('rush.log.reinforce', { name: name(ev.seat), sport: sportName(ev.rank), count: ev.size }), kind: 'good' };
    case 'discard':
      if (ev.reason === 'action') return null;
      return { text: t(`rush.log.discard.${ev.reason}`, { name: name(ev.seat), cards: formatList(ev.cards.map(cardName)) }), kind: '' };
    case 'option':
      return {
        text: t('rush.log.option', { name: name(ev.seat), card: cardName(ev.card), option: t(`rush.option.${ev.card.kind === 'sponsor' ? 'sponsor' : 'doping'}.${ev.option}` as 'rush.option.sponsor.draw') }),
        kind: ev.card.kind === 'doping' ? 'red' : 'yellow',
      };
    case 'takeDiscard':
      return { text: t('rush.log.takeDiscard', { name: name(ev.seat), card: cardName(ev.card) }), kind: '' };
    case 'destroy':
      return { text: t('rush.log.destroy', { card: cardName(ev.card) }), kind: 'red' };
    case 'demand':
      return { text: t(ev.kind === 'sponsor' ? 'rush.log.demandSponsor' : 'rush.log.demandDoping', { name: name(ev.from), target: name(ev.target) }), kind: 'warn' };
    case 'accept':
      return { text: t('rush.log.accept', { name: name(ev.seat) }), kind: '' };
    case 'defend':
      return { text: t('rush.log.defend', { name: name(ev.seat) }), kind: '' };
    case 'steal':
      return { text: t('rush.log.steal', { name: name(ev.to), from: name(ev.from) }), kind: 'warn' };
    case 'rebuild':
      return { text: t('rush.log.rebuild', { card: cardName(ev.marker), count: ev.count, n: ev.exhaustions }), kind: 'sys' };
    case 'lastRound':
      return { text: t('rush.log.lastRound', { name: name(ev.lastSeat) }), kind: 'warn' };
    case 'gameOver':
      return { text: t('log.gameOver'), kind: 'sys' };
    default:
      return null;
  }
}
