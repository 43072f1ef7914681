/** The Rush for Medals panels: score, hand and laid-out counts, the stacks held as medal chips. */
import type { RushCard } from '../../../common/games/rush';
import { t } from '../../i18n';
import { seatPanels } from '../../table/panels';
import { h } from '../../ui/dom';
import { cardName, sportName } from './faces';
import { hexColor, sportOf } from './sports';
import type { RushUpdate } from './index';

export function rushPanels(u: RushUpdate): HTMLElement[] {
  const view = u.view;
  return seatPanels(u, view, view.phase === 'over', (p) => [
    h('div', { className: 'score' }, h('strong', {}, String(p.score)), h('span', {}, ` ${t(view.scoring === 'rankPoints' ? 'rush.panel.points' : 'rush.panel.medals', { count: p.score })}`)),
    h('div', { className: 'rush-facts small' }, t('rush.panel.facts', { hand: p.handCount, laid: p.laidOut })),
    p.stacks.length ? h('ul', { className: 'rush-chips', 'aria-label': t('rush.panel.stacks') }, ...p.stacks.map((st) => h('li', {}, medal(st.rank, st.size)))) : null,
    p.knownCards.length ? h('p', { className: 'rush-known small' }, t('rush.panel.known', { cards: p.knownCards.map(cardName).join(', ') })) : null,
  ]);
}

/** A coloured chip of a sport with its stack size: "[5] Swimming ×3". */
export function medal(rank: number, size: number): HTMLElement {
  return h(
    'span',
    { className: 'rush-medal', style: `--sport:${hexColor(sportOf(rank).color)}`, title: t('rush.panel.stack', { sport: sportName(rank), count: size }) },
    h('span', { className: 'rank', 'aria-hidden': 'true' }, String(rank)),
    h('span', { className: 'name' }, sportName(rank)),
    h('span', { className: 'size' }, `×${size}`),
  );
}

export function chip(card: RushCard): HTMLElement {
  const color = card.kind === 'sport' ? hexColor(sportOf(card.rank).color) : card.kind === 'sponsor' ? '#2e7d32' : card.kind === 'doping' ? '#c62828' : '#0d2b52';
  const text = card.kind === 'sport' ? String(card.rank) : card.kind === 'sponsor' ? '+' : card.kind === 'doping' ? '−' : 'C';
  return h('span', { className: 'rush-chip', style: `--sport:${color}`, 'aria-hidden': 'true' }, text);
}
