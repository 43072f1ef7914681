/** What a Draker hint marks on the table and the sentence that says it. */
import type { DrakerAction, DrakerView } from '../../../common/games/draker';
import { t, type Key } from '../../i18n';
import type { HintMarks } from './board';
import { cardName, professionName, rankName, stackEffectName, valueFormula } from './faces';
import { EFFECT_TARGET, locate, previewOf } from './offers';
import { comboLabel, kindName } from './panels';

/** The places a suggested action touches and the sentence that says it. */
export function describeHint(
  a: DrakerAction,
  view: DrakerView,
  me: number,
  seatName: (seat: number) => string,
  /** 'draker.hint': the table's hint sentences; 'draker.move': a move's own name (the phone's buttons). */
  words: 'draker.hint' | 'draker.move' = 'draker.hint',
): { marks: HintMarks; text: string } {
  const k = (key: string): Key => `${words}.${key}` as Key;
  const marks: HintMarks = {};
  const name = (id: string): string => {
    const found = locate(view, me, [id])[0];
    return found ? cardName(found.card, view.artefacts[id]) : id;
  };
  const mark = (...ids: string[]): string => {
    marks.cards = [...(marks.cards ?? []), ...ids];
    return ids.map(name).join(', ');
  };
  const combo = (id: number): string => {
    marks.combos = [...(marks.combos ?? []), id];
    const c = view.combos.find((x) => x.id === id);
    return c ? comboLabel(view, c) : String(id);
  };
  switch (a.type) {
    case 'place':
      return { marks, text: t(k('place'), { card: mark(a.card) }) };
    case 'declare': {
      const p = previewOf(
        view,
        locate(view, me, a.cards).map((x) => x.card),
      );
      return { marks, text: t(k('declare'), { cards: mark(...a.cards), kind: kindName(a.kind), formula: valueFormula(p.value.base, p.value.mult) }) };
    }
    case 'setArtefact':
      return 'rank' in a ? { marks, text: t(k('artefactRank'), { card: mark(a.card), rank: rankName(a.rank) }) } : { marks, text: t(k('artefactProf'), { card: mark(a.card), prof: professionName(a.prof) }) };
    case 'activate': {
      const card = locate(view, me, [a.card])[0]?.card;
      const effect = card?.effect ? stackEffectName(card.effect) : '';
      const what = mark(a.card);
      if (a.target === undefined || !card?.effect) return { marks, text: t(k('activate'), { effect, card: what }) };
      const kind = EFFECT_TARGET[card.effect];
      let target = String(a.target);
      if (kind === 'card') target = mark(String(a.target));
      else if (kind === 'combo') target = combo(Number(a.target));
      else if (kind === 'seat') {
        marks.seats = [Number(a.target)];
        target = seatName(Number(a.target));
      } else if (kind === 'entry') {
        marks.entries = [Number(a.target)];
        const e = view.mainStack.find((x) => x.id === a.target);
        target = e ? t('draker.hint.stackEntry', { effect: stackEffectName(e.effect), name: seatName(e.owner) }) : target;
      }
      return { marks, text: t(k('activateOn'), { effect, card: what, target }) };
    }
    case 'pass':
      return { marks, text: t(k('pass')) };
    case 'finish':
      return { marks, text: t(k('finish')) };
    case 'pay':
      return { marks, text: t(k('pay'), { amount: a.amount, combo: combo(a.combo) }) };
    case 'payAuto':
      return { marks, text: t(k('payAuto')) };
    case 'parcel':
      marks.seats = [a.to];
      return { marks, text: t(k('parcel'), { amount: a.amount, combo: combo(a.combo), name: seatName(a.to) }) };
    case 'parcelAuto':
      return { marks, text: t(k('parcelAuto')) };
    case 'block':
      return a.combo === null ? { marks, text: t(k('noBlock')) } : { marks, text: t(k('block'), { combo: combo(a.combo) }) };
    case 'blockAuto':
      return { marks, text: t(k('blockAuto')) };
    case 'discard':
      return { marks, text: t(k('discard'), { card: mark(a.card) }) };
    case 'discardAuto':
      return { marks, text: t(k('discardAuto')) };
  }
}
