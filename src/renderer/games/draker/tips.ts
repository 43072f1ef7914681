/**
 * Draker's first-time tips (see src/renderer/table/first-tips.ts): each icon the first time a card with
 * it is in its player's hand (only they see it), each individual effect when a card with it lies in
 * their pool or another player activates it, each common-pool effect when it comes into play, and the
 * Artefact. The words reuse the cards' hover help.
 */
import type { DrakerCard, DrakerEffectKind, DrakerIcon } from '../../../common/games/draker';
import { EDITION } from '../../../common/games/draker-edition';
import type { Entry } from '../../i18n/en';
import { t } from '../../i18n';
import type { FirstTipList, TipTrigger } from '../../table/first-tips';
import { cardName, commonEffectName, effectName, effectTypeName, iconName } from './faces';
import type { DrakerTypes, DrakerUpdate } from './index';

const iconEn = '{card} in your hand has the icon “{name}” (free). Place it from your hand into your pool in a new combination of 3 or more cards, and {help}';
const iconUk = 'Картка «{card}» у вашій руці має іконку «{name}» (безкоштовно). Покладіть її з руки у свій пул у новій комбінації з трьох і більше карток, і {help}';
const commonEn = '{card} came into the common pool with “{name}”: {help}';
const commonUk = '{card} надійшла в загальний пул із «{name}»: {help}';
const effectEn = '“{name}” ({type}) on {card}: {help} Its owner activates it once a round on their turn while it is in their pool, paying {att} attack and {def} defence points from their combinations (the rest from life).';
const effectUk = '«{name}» ({type}) на картці {card}: {help} Власник активує її раз за раунд у свій хід, поки картка в його пулі, і платить {att} очок атаки та {def} очок захисту зі своїх комбінацій (решту — життям).';

export const drakerTipsEn = {
  'draker.tip.token': iconEn,
  'draker.tip.guard': iconEn,
  'draker.tip.flight': iconEn,
  'draker.tip.draw': iconEn,
  'draker.tip.gale': commonEn,
  'draker.tip.siege': commonEn,
  'draker.tip.artefact': 'An Artefact: on your turn, while it is in your pool and in no combination, set its rank, its profession or both for this round. Unset, it is only a one-card combination; it has no icon and no effect.',
  'draker.tip.phalanx': effectEn,
  'draker.tip.onslaught': effectEn,
  'draker.tip.volley': effectEn,
  'draker.tip.warDrum': effectEn,
  'draker.tip.mend': effectEn,
  'draker.tip.scout': effectEn,
  'draker.tip.guardsman': effectEn,
  'draker.tip.dispel': effectEn,
  'draker.tip.crush': effectEn,
  'draker.tip.dragon': effectEn,
} satisfies Record<string, Entry>;

export const drakerTipsUk: Record<keyof typeof drakerTipsEn, Entry> = {
  'draker.tip.token': iconUk,
  'draker.tip.guard': iconUk,
  'draker.tip.flight': iconUk,
  'draker.tip.draw': iconUk,
  'draker.tip.gale': commonUk,
  'draker.tip.siege': commonUk,
  'draker.tip.artefact': 'Артефакт: у свій хід, поки він у вашому пулі й не в комбінації, задайте його ранг, професію або обидва на цей раунд. Поки їх не задано, він лише комбінація з однієї карти; іконки й ефекту він не має.',
  'draker.tip.phalanx': effectUk,
  'draker.tip.onslaught': effectUk,
  'draker.tip.volley': effectUk,
  'draker.tip.warDrum': effectUk,
  'draker.tip.mend': effectUk,
  'draker.tip.scout': effectUk,
  'draker.tip.guardsman': effectUk,
  'draker.tip.dispel': effectUk,
  'draker.tip.crush': effectUk,
  'draker.tip.dragon': effectUk,
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof drakerTipsEn, true> {}
}

const inHand = (u: DrakerUpdate, icon: DrakerIcon): DrakerCard | undefined => u.view.hand?.find((c) => c.icon === icon);
const iconTip = (icon: DrakerIcon): TipTrigger<DrakerTypes> => (u) => !!inHand(u, icon);
/** A card with the effect in the player's own pool, or another player's activation of it. */
const effectTip =
  (effect: DrakerEffectKind): TipTrigger<DrakerTypes> =>
  (u, seat) =>
    !!u.view.players[seat]?.pool.some((c) => c.effect === effect) || u.events.some((e) => e.type === 'push' && e.entry.source === 'effect' && e.entry.effect === effect && e.entry.owner !== seat);

/** The card a tip is about: the viewer's own first, else any card on the table that brings it. */
function cardFor(u: DrakerUpdate, has: (c: DrakerCard) => boolean): DrakerCard | undefined {
  const seat = typeof u.viewer === 'number' ? u.viewer : -1;
  const own = [...(u.view.hand ?? []), ...(u.view.players[seat]?.pool ?? [])];
  return [...own, ...u.view.players.flatMap((p) => p.pool), ...u.view.common].find(has);
}

export const drakerTips: FirstTipList<DrakerTypes, 'draker'> = {
  game: 'draker',
  when: {
    token: iconTip('token'),
    guard: iconTip('guard'),
    flight: iconTip('flight'),
    draw: iconTip('draw'),
    // in force this round (a card dealt to the common pool at the start brings nothing)
    gale: (u) => u.view.gale.length > 0,
    siege: (u) => u.view.siege,
    artefact: (u, seat) => [...(u.view.hand ?? []), ...(u.view.players[seat]?.pool ?? [])].some((c) => c.artefact),
    phalanx: effectTip('phalanx'),
    onslaught: effectTip('onslaught'),
    volley: effectTip('volley'),
    warDrum: effectTip('warDrum'),
    mend: effectTip('mend'),
    scout: effectTip('scout'),
    guardsman: effectTip('guardsman'),
    dispel: effectTip('dispel'),
    crush: effectTip('crush'),
    dragon: effectTip('dragon'),
  },
  params: (tip, u): Record<string, string | number> => {
    if (tip === 'artefact') return {};
    if (tip === 'token' || tip === 'guard' || tip === 'flight' || tip === 'draw') {
      const card = inHand(u, tip);
      return { card: card ? cardName(card) : '', name: iconName(tip), help: t(`draker.iconHelp.${tip}`, { bonus: EDITION.guardBonus }) };
    }
    if (tip === 'gale' || tip === 'siege') {
      const card = u.view.common.find((c) => (tip === 'gale' ? u.view.gale.includes(c.id) : c.common === 'siege'));
      return { card: card ? cardName(card) : '', name: commonEffectName(tip), help: t(`draker.commonHelp.${tip}`) };
    }
    const card = cardFor(u, (c) => c.effect === tip);
    const amount = card?.amount ?? 0;
    return {
      name: effectName(tip),
      type: effectTypeName(tip),
      card: card ? cardName(card) : '',
      help: t(`draker.effectHelp.${tip}`, { count: amount, cap: EDITION.lifeCap }),
      att: card?.cost[0] ?? 0,
      def: card?.cost[1] ?? 0,
    };
  },
};
