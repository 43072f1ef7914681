/** The Klepka Football panels: points, yellow cards and skips, the pairs taken (as shirt chips) and the prize cards held. */
import type { FootballCard, PrizeKind } from '../../../common/games/football';
import { t } from '../../i18n';
import { seatPanels } from '../../table/panels';
import { h } from '../../ui/dom';
import { icon } from '../../ui/icons';
import { cardHelp, cardName, footballerName } from './faces';
import type { FootballUpdate } from './index';
import { PRIZE_MARK } from './prizes';
import { footballer } from './roster';

export function footballPanels(u: FootballUpdate): HTMLElement[] {
  const view = u.view;
  return seatPanels(u, view, !!view.outcome, (p) => {
    const pairs = h(
      'ul',
      { className: 'chips', 'aria-label': t('football.table.pairs') },
      ...p.pairs.map((n) => {
        const f = footballer(n);
        const pts = view.footballerPoints[n] ?? 0;
        return h(
          'li',
          { className: 'chip', style: `--shirt:#${hex(f.shirt)};--trim:#${hex(f.trim)}`, title: `${footballerName(n)} (${t('table.points', { count: pts * 2 })})` },
          h('span', { 'aria-hidden': 'true' }, String(n)),
          h('span', { className: 'sr-only' }, `${footballerName(n)}, ${t('table.points', { count: pts * 2 })}`),
        );
      }),
    );
    const prizes = h('ul', { className: 'prizes', 'aria-label': t('football.table.prizes') }, ...p.prizes.map((c) => prizeIcon(c)));
    const flags = h(
      'div',
      { className: 'flags' },
      p.yellowCount > 0 ? h('span', { className: 'flag yellow-count', title: t('football.table.yellowCount', { count: p.yellowCount }) }, h('span', { className: 'mini-card yellow', 'aria-hidden': 'true' }, PRIZE_MARK.yellow), h('span', { className: 'sr-only' }, t('football.table.yellowCount', { count: p.yellowCount })), h('span', { 'aria-hidden': 'true' }, `×${p.yellowCount}`)) : null,
      p.skipNext > 0 ? h('span', { className: 'flag skip' }, t('football.table.skips')) : null,
    );
    return [
      h('div', { className: 'score' }, h('strong', {}, String(p.points)), h('span', {}, ` ${t('table.points', { count: p.points }).replace(/^\S+\s*/, '')}`), flags),
      h('div', { className: 'holdings' }, p.pairs.length ? pairs : h('span', { className: 'muted small' }, t('football.table.noPairs')), p.prizes.length ? prizes : null),
    ];
  });
}

function hex(n: number): string {
  return n.toString(16).padStart(6, '0');
}

/** A prize card's mark inside its mini card: the shape that tells YELLOW from RED without hue, VAR, a ball. */
export function prizeGlyph(kind: PrizeKind): Element {
  return kind === 'playGame' ? icon('ball') : h('span', { 'aria-hidden': 'true' }, PRIZE_MARK[kind]);
}

function prizeIcon(c: FootballCard): HTMLElement {
  const kind = c.kind === 'prize' ? c.prize : 'yellow';
  const label = cardName(c);
  return h('li', { className: `mini-card ${kind}`, title: cardHelp(c) || label }, prizeGlyph(kind), h('span', { className: 'sr-only' }, label));
}
