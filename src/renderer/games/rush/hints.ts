/** What a Rush for Medals hint marks on the table and the sentence that says it. */
import type { RushAction, RushView } from '../../../common/games/rush';
import { t } from '../../i18n';
import { cardName, sportName } from './faces';
import type { HintMarks } from './scene';

/** The places a suggested action touches and the sentence that says it. */
export function describeHint(a: RushAction, view: RushView, seatName: (seat: number) => string): { marks: HintMarks; text: string } {
  const marks: HintMarks = { cards: new Set(), stacks: new Set(), discard: false, seat: null };
  const hand = view.hand ?? [];
  const card = (id: string): string => {
    const c = hand.find((x) => x.id === id);
    return c ? cardName(c) : id;
  };
  const mark = (...ids: string[]): string => {
    for (const id of ids) marks.cards.add(id);
    return ids.map(card).join(', ');
  };
  switch (a.type) {
    case 'layOut':
      return { marks, text: t('rush.hint.layOut', { card: mark(a.card) }) };
    case 'takeOver': {
      marks.stacks.add(a.rank);
      const owner = view.stacks.find((st) => st.rank === a.rank)?.owner ?? 0;
      return { marks, text: t('rush.hint.takeOver', { sport: sportName(a.rank), name: seatName(owner), cards: mark(...a.cards) }) };
    }
    case 'reinforce':
      marks.stacks.add(a.rank);
      return { marks, text: t('rush.hint.reinforce', { sport: sportName(a.rank), cards: mark(a.card, ...a.cards) }) };
    case 'sponsor':
    case 'doping': {
      mark(a.card);
      const key = `rush.hint.${a.type}.${a.option}` as 'rush.hint.sponsor.draw';
      if (a.option === 'demand') marks.seat = a.target ?? null;
      if (a.option === 'takeDiscard' || a.option === 'destroy') marks.discard = true;
      // SPONSOR takes the card now on top (it will lie under the SPONSOR); DOPING removes the topmost sports card.
      const top = a.option === 'destroy' ? [...view.discard].reverse().find((c) => c.kind === 'sport') : view.discard[view.discard.length - 1];
      const other = a.type === 'doping' && a.option === 'discard' && a.other ? mark(a.other) : '';
      return { marks, text: t(key, { name: seatName(a.target ?? 0), card: a.option === 'discard' ? other : top ? cardName(top) : t('rush.table.nothing') }) };
    }
    case 'discard':
      return { marks, text: t('rush.hint.discard', { card: mark(a.card) }) };
    case 'accept':
      return { marks, text: t('rush.hint.accept') };
    case 'defend':
      mark(...a.cards);
      return { marks, text: t('rush.hint.defend', { a: card(a.cards[0]), b: card(a.cards[1]) }) };
  }
}
