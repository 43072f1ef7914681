/** The Klepka Words panels (score, letters held, the last words) and the flip quota line of the tray. */
import type { WordsView } from '../../../common/games/words';
import { t } from '../../i18n';
import { seatPanels } from '../../table/panels';
import { h } from '../../ui/dom';
import { letterFace } from './compose';
import { cardName } from './faces';
import type { WordsUpdate } from './index';

export function wordsPanels(u: WordsUpdate): HTMLElement[] {
  const view = u.view;
  return seatPanels(u, view, !!view.outcome, (p) => {
    const chips = h(
      'ul',
      { className: 'letter-chips', 'aria-label': t('words.held') },
      ...p.cards.map((c) => h('li', { title: cardName(c) }, letterFace(c, 'mini'), h('span', { className: 'sr-only' }, cardName(c)))),
    );
    const last = p.words.slice(-3).reverse();
    return [
      h('div', { className: 'score' }, h('strong', {}, String(p.score)), h('span', {}, t('words.scoreParts', { words: p.wordPoints, cards: p.cardsHeld }))),
      h('div', { className: 'holdings' }, p.cards.length ? chips : h('span', { className: 'muted small' }, t('words.noCards'))),
      last.length
        ? h('ol', { className: 'recent-words', 'aria-label': t('words.recentWords') }, ...last.map((r) => h('li', {}, h('span', { className: 'w' }, r.word), h('span', { className: 'p' }, r.doubled ? h('span', { className: 'x2', title: t('words.oneColour') }, '×2') : null, ` ${r.points}`))))
        : null,
    ];
  });
}

/** How many flips this batch asks for and how many are left. */
export function flipInfo(view: WordsView): string {
  if (view.phase !== 'flip' && view.phase !== 'choosePairs') {
    if (view.phase === 'compose' && !view.tableEmpty) return t('words.quotaNext', { count: view.flipQuota });
    return view.tableEmpty && view.phase === 'compose' ? t('words.tableEmptyInfo') : '';
  }
  const parts = [view.bonusBatch ? t('words.bonusBatch', { left: view.flipsLeft }) : t('words.batchInfo', { count: view.flipQuota, left: view.flipsLeft, size: view.batchSize })];
  if (view.bonusFlips > 0) parts.push(t('words.bonusLeft', { count: view.bonusFlips }));
  return parts.join(' · ');
}
