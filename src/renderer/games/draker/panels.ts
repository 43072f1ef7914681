/** The Draker panels beside the table (life as a number and a bar, cards in hand and pool, combinations) and the words for a combination. */
import type { DrakerComboView, DrakerView } from '../../../common/games/draker';
import { t } from '../../i18n';
import { seatPanels } from '../../table/panels';
import { h } from '../../ui/dom';
import { cardName, valueFormula } from './faces';
import type { DrakerUpdate } from './index';

/** "Attack" / "Defence". */
export function kindName(kind: DrakerComboView['kind']): string {
  return t(kind === 'ATT' ? 'draker.board.attack' : 'draker.board.defence');
}

/** The combination's value as "base × factors = final"; from the costs phase on, the points still left. */
export function comboFigure(view: DrakerView, c: DrakerComboView): string {
  const formula = valueFormula(c.base, c.mult, c.value);
  const fixed = view.phase !== 'basic' && view.phase !== 'additional';
  return fixed && c.remaining !== c.value ? `${formula} · ${t('draker.board.left', { n: c.remaining })}` : formula;
}

/** "Defence 4 × 2 × 3 = 24 (24 left)": a combination named for a button or a choice (its cards in the title). */
export function comboLabel(view: DrakerView, c: DrakerComboView): string {
  // Before the costs nothing is spent: the points left are said only from then on.
  const fresh = view.phase === 'basic' || view.phase === 'additional';
  const label = t(fresh ? 'draker.comboNameFresh' : 'draker.comboName', { kind: kindName(c.kind), value: valueFormula(c.base, c.mult, c.value), left: c.remaining });
  return c.flight ? `${label} · ➶ ${t('draker.board.flight')}` : label;
}

/** The names of a combination's cards. */
export function comboCards(view: DrakerView, c: DrakerComboView): string {
  const all = [...view.players.flatMap((p) => p.pool), ...view.common, ...(view.hand ?? [])];
  return c.cards.map((id) => {
    const card = all.find((x) => x.id === id);
    return card ? cardName(card, view.artefacts[id]) : id;
  }).join(', ');
}

/** Combinations listed in a panel (the table shows them all). */
const PANEL_COMBOS = 4;

export function drakerPanels(u: DrakerUpdate): HTMLElement[] {
  const view = u.view;
  const full = Math.max(view.options.startingLife, 1);
  return seatPanels(u, view, view.phase === 'over', (p, seat) => {
    const combos = view.combos.filter((c) => c.owner === seat);
    const share = Math.max(0, Math.min(1, p.life / full));
    return [
      h(
        'div',
        { className: `draker-life${p.inGame ? '' : ' out'}` },
        h('strong', {}, t('draker.table.life', { life: p.life })),
        h('span', { className: 'draker-bar', role: 'presentation' }, h('span', { style: `width:${Math.round(share * 100)}%` })),
        p.inGame ? null : h('span', { className: 'draker-out' }, t('draker.panel.out')),
      ),
      h('div', { className: 'draker-facts small' }, `${t('draker.panel.hand', { count: p.handCount })} · ${t('draker.panel.pool', { count: p.pool.length })}`, view.lead === seat && p.inGame ? ` · ${t('draker.board.lead')}` : ''),
      p.owed[0] + p.owed[1] > 0 ? h('div', { className: 'draker-facts small' }, t('draker.panel.owed', { att: p.owed[0], def: p.owed[1] })) : null,
      combos.length
        ? h(
            'ul',
            { className: 'draker-combos' },
            ...combos.slice(0, PANEL_COMBOS).map((c) => h('li', { className: c.kind === 'ATT' ? 'att' : 'def', title: comboCards(view, c) }, `${kindName(c.kind)}: ${comboFigure(view, c)}${c.flight ? ` · ${t('draker.board.flight')}` : ''}`)),
            combos.length > PANEL_COMBOS ? h('li', { className: 'more' }, t('draker.panel.more', { count: combos.length - PANEL_COMBOS })) : null,
          )
        : null,
    ];
  });
}
