/** The EXCHANGE chooser: a letter of one's own to give, and one to take from another player. */
import type { TableUpdate } from '../../../common/contract';
import type { WordsAction, WordsCard, WordsView } from '../../../common/games/words';
import { t } from '../../i18n';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { letterFace } from './compose';
import { publicCard } from './faces';

type Exchange = Extract<WordsAction, { type: 'exchange' }>;

export function openExchangeDialog(u: TableUpdate, view: WordsView, moves: Exchange[], seatName: (seat: number) => string, choose: (move: WordsAction) => void, onClose: () => void): DialogHandle {
  const me = u.humanToAct!;
  const gives = [...new Map(moves.map((m) => [m.give, m])).keys()];
  const mine = view.players[me]?.cards ?? [];
  let give = '';
  let take: { target: number; card: string } | null = null;
  const ok = h('button', { type: 'button', className: 'btn primary', disabled: true, onclick: () => {
    if (!give || !take) return;
    const move: WordsAction = { type: 'exchange', give, target: take.target, take: take.card };
    handle.close();
    choose(move);
  } }, t('words.exchange.do'));
  const refresh = (): void => {
    ok.disabled = !(give && take);
  };
  const pick = (name: string, card: WordsCard, onPick: () => void): HTMLElement =>
    h('label', { className: 'pick-card' }, h('input', { type: 'radio', name, onchange: () => { onPick(); refresh(); } }), letterFace(card), h('span', { className: 'sr-only' }, publicCard(card)));
  const myList = h('div', { className: 'pick-list', role: 'radiogroup', 'aria-label': t('words.exchange.give') }, ...mine.filter((c) => gives.includes(c.id)).map((c) => pick('give', c, () => (give = c.id))));
  const others = u.seats.flatMap((_, seat) => {
    if (seat === me) return [];
    // One card per face is offered (equal faces are interchangeable).
    const cards = (view.players[seat]?.cards ?? []).filter((c) => moves.some((m) => m.target === seat && m.take === c.id));
    if (cards.length === 0) return [];
    return [
      h('h4', {}, seatName(seat)),
      h('div', { className: 'pick-list', role: 'radiogroup', 'aria-label': t('words.exchange.takeFrom', { name: seatName(seat) }) }, ...cards.map((c) => pick('take', c, () => (take = { target: seat, card: c.id })))),
    ];
  });
  const handle = openDialog(t('words.exchange.heading'), [
    h('p', {}, t('words.exchange.give')), myList,
    h('p', {}, t('words.exchange.take')), ...others,
    h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => handle.close() }, t('common.cancel')), ok),
  ], { className: 'words-exchange', onClose });
  return handle;
}
