/**
 * Rush for Medals' first-time tips (see src/renderer/table/first-tips.ts): each action card and the
 * COACH the first time its player holds it (their own hand, which only they see), a demand on them, and
 * the draw pile's rebuild that brings the end nearer.
 */
import type { RushCardKind } from '../../../common/games/rush';
import type { Entry } from '../../i18n/en';
import { t } from '../../i18n';
import type { FirstTipList } from '../../table/first-tips';
import type { RushTypes, RushUpdate } from './index';

export const rushTipsEn = {
  'rush.tip.sponsor': 'You hold a {card}. Playing it is your move for the turn: {hint}.',
  'rush.tip.doping': 'You hold a {card}. Playing it is your move for the turn: {hint}.',
  'rush.tip.coach': 'You hold the {card}: it {hint}, and is discarded with the payment. On its own it can only be discarded.',
  'rush.tip.demand': 'A demand on you: you lose a random card of your hand. Accept, or (with at least 2 cards) defend by discarding any two cards of your choice, so the player gains nothing. You refill only after your own next turn.',
  'rush.tip.rebuild': 'The draw pile ran out and was rebuilt from the discard pile (its top card stays). {end}',
} satisfies Record<string, Entry>;

export const rushTipsUk: Record<keyof typeof rushTipsEn, Entry> = {
  'rush.tip.sponsor': 'У вас {card}. Зіграти його — це ваша дія за хід: {hint}.',
  'rush.tip.doping': 'У вас {card}. Зіграти його — це ваша дія за хід: {hint}.',
  'rush.tip.coach': 'У вас {card}: він {hint}, і йде у скидання разом із платою. Сам по собі його можна лише скинути.',
  'rush.tip.demand': 'До вас вимога: ви втрачаєте випадкову картку з руки. Погодьтеся або (маючи щонайменше 2 картки) захистіться, скинувши будь-які дві картки на вибір, — тоді гравець нічого не отримає. Добираєте ви лише після свого наступного ходу.',
  'rush.tip.rebuild': 'Колода скінчилася, і її зібрано знову зі скидання (верхня картка лишається). {end}',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof rushTipsEn, true> {}
}

const holds = (u: RushUpdate, kind: RushCardKind): boolean => !!u.view.hand?.some((c) => c.kind === kind);

export const rushTips: FirstTipList<RushTypes, 'rush'> = {
  game: 'rush',
  when: {
    sponsor: (u) => holds(u, 'sponsor'),
    doping: (u) => holds(u, 'doping'),
    coach: (u) => holds(u, 'coach'),
    demand: (u, seat) => u.view.demand?.target === seat,
    rebuild: (u) => u.events.some((e) => e.type === 'rebuild'),
  },
  params: (tip, u): Record<string, string | number> => {
    if (tip === 'rebuild') return { end: t('rush.rules.end', { count: u.view.endAfterExhaustions }) };
    if (tip === 'demand') return {};
    return { card: t(`rush.card.${tip}`), hint: t(`rush.card.${tip}.hint`) };
  },
};
