/** Rush for Medals on a phone (party mode): the hand, each legal move in words, the medals. */
import { rushFaceOf, rushMoveKey, type RushAction, type RushCard, type RushView } from '../../../common/games/rush';
import { formatList, t } from '../../i18n';
import type { PhoneEntry } from '../../phone/entry';
import type { RushTypes } from '.';
import { cardName, sportName } from './faces';
import { logLine } from './log';
import { sportOf } from './sports';
import { strings } from './strings';

const FACE: Record<RushCard['kind'], string> = { sport: '', sponsor: '+', doping: '−', coach: 'C' };

function names(view: RushView, ids: readonly string[]): string {
  return formatList(ids.map((id) => {
    const card = view.hand?.find((c) => c.id === id);
    return card ? cardName(card) : id;
  }));
}

function optionName(card: 'sponsor' | 'doping', option: string): string {
  return `${t(card === 'sponsor' ? 'rush.card.sponsor' : 'rush.card.doping')}: ${t(`rush.option.${card}.${option}` as 'rush.option.sponsor.draw')}`;
}

export const rushPhone = {
  id: 'rush',
  strings,
  logLine,
  hand: (view) =>
    (view.hand ?? []).map((c) => ({
      id: c.id,
      label: cardName(c),
      face: c.kind === 'sport' ? String(c.rank) : FACE[c.kind],
      color: c.kind === 'sport' ? `#${sportOf(c.rank).color.toString(16).padStart(6, '0')}` : c.kind === 'doping' ? '#b71c1c' : c.kind === 'sponsor' ? '#2e7d32' : '#37474f',
    })),
  score: (view, seat) => {
    const p = view.players[seat];
    if (!p) return '';
    const unit = t(view.scoring === 'medals' ? 'rush.panel.medals' : 'rush.panel.points', { count: p.score });
    return `${p.score} ${unit} · ${t('rush.panel.facts', { hand: p.handCount, laid: p.laidOut })}`;
  },
  tableLines: (view, name) => {
    // numbered as on the table: the first pass through the deck is cycle 1
    const cycle = view.lastRound ? t('rush.table.lastRound') : t('rush.table.cycle', { n: Math.min(view.exhaustions + 1, view.endAfterExhaustions), of: view.endAfterExhaustions });
    const lines = [t('rush.table.drawPile', { count: view.drawCount }), cycle];
    const top = view.discard[view.discard.length - 1];
    if (top) lines.push(`${t('rush.table.discardPile', { count: view.discard.length })}: ${cardName(top)}`);
    if (view.demand) lines.push(t('rush.phone.demand', { from: name(view.demand.from), target: name(view.demand.target) }));
    if (view.demand?.answers.includes('defend') && view.viewer === view.demand.target) lines.push(t('rush.phone.defendOrder'));
    return lines;
  },
  privateNote: () => null,
  sameCard: (a, b) => rushFaceOf(a) === rushFaceOf(b),
  actionLabel: (a: RushAction, view, name) => {
    switch (a.type) {
      case 'layOut': {
        const card = view.hand?.find((c) => c.id === a.card);
        const rank = card?.kind === 'sport' ? card.rank : 0;
        return t('rush.offer.layOut', { sport: sportName(rank), rank });
      }
      case 'takeOver': {
        const stack = view.stacks.find((s) => s.rank === a.rank);
        return `${t('rush.offer.takeOver', { rank: a.rank, sport: sportName(a.rank), name: stack ? name(stack.owner) : '' })} · ${t('rush.phone.pay', { cards: names(view, a.cards) })}`;
      }
      case 'reinforce': {
        const stack = view.stacks.find((s) => s.rank === a.rank);
        return `${t('rush.offer.reinforce', { sport: sportName(a.rank), size: (stack?.size ?? 0) + 1 })} · ${t('rush.phone.pay', { cards: names(view, [a.card, ...a.cards]) })}`;
      }
      case 'sponsor':
      case 'doping': {
        const option = optionName(a.type, a.option);
        if (a.target !== undefined) return t('rush.phone.target', { option, name: name(a.target) });
        if (a.type === 'doping' && a.other) return t('rush.phone.other', { option, card: names(view, [a.other]) });
        return option;
      }
      case 'discard':
        return t('rush.offer.discard', { card: names(view, [a.card]) });
      case 'accept':
        return view.demand?.kind === 'doping' ? t('rush.offer.acceptDoping') : t('rush.offer.acceptSponsor', { name: name(view.demand?.from ?? 0) });
      case 'defend':
        return t('rush.phone.defend', { first: names(view, [a.cards[0]]), top: names(view, [a.cards[1]]) });
    }
  },
  actionCards: (a: RushAction) => {
    switch (a.type) {
      case 'layOut':
      case 'discard':
        return [a.card];
      case 'takeOver':
        return a.cards;
      case 'reinforce':
        return [a.card, ...a.cards];
      case 'sponsor':
        return [a.card];
      case 'doping':
        return a.other ? [a.card, a.other] : [a.card];
      case 'accept':
        return [];
      case 'defend':
        // the order matters only for the top of the discard pile: tapping a card lists its pairs with it on top
        return [a.cards[1]];
    }
  },
  // unpicked, a pair to defend with is listed once (in the engine's first order); the rest one per face
  listKey: (a: RushAction) => (a.type === 'defend' ? `defend:${a.cards.map(rushFaceOf).sort().join(',')}` : rushMoveKey(a)),
} satisfies PhoneEntry<RushTypes>;
