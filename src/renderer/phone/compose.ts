/**
 * The phone page's drawing of a game's composition (entry.ts: PhoneComposition): lines about the
 * picked cards, a choice among a few, an amount with − and +, and the moves they allow.
 */
import { t } from '../i18n';
import { h } from '../ui/dom';
import type { PhoneComposition, PhoneMove, PhoneRow } from './entry';
import { sameAction } from './hint';

/** `hinted`: the hint's move, whose button is marked. */
export function compositionEl<A>(c: PhoneComposition<A>, busy: boolean, act: (move: PhoneMove<A>) => void, clear: (() => void) | null, hinted: unknown = null): HTMLElement {
  const row = (r: PhoneRow<A>): HTMLElement => {
    switch (r.kind) {
      case 'line':
        return h('p', { className: `ph-line${r.tone ? ` ${r.tone}` : ''}` }, r.text);
      case 'pick':
        return h(
          'div',
          { className: 'ph-pick', role: 'group', 'aria-label': r.label },
          h('span', { className: 'ph-pick-label' }, r.label),
          ...r.options.map((o) => h('button', { type: 'button', className: 'ph-btn chip', 'aria-pressed': o.key === r.value ? 'true' : 'false', onclick: () => r.pick(o.key) }, o.label)),
        );
      case 'amount':
        return h(
          'div',
          { className: 'ph-amount', role: 'group', 'aria-label': r.label },
          h('span', { className: 'ph-pick-label' }, r.label),
          h('button', { type: 'button', className: 'ph-btn step', 'aria-label': t('phone.less'), disabled: r.value <= r.min, onclick: () => r.set(r.value - 1) }, '−'),
          h('output', { className: 'ph-amount-value', 'aria-live': 'polite' }, String(r.value)),
          h('button', { type: 'button', className: 'ph-btn step', 'aria-label': t('phone.more'), disabled: r.value >= r.max, onclick: () => r.set(r.value + 1) }, '+'),
          r.max > r.min ? h('button', { type: 'button', className: 'ph-btn ghost step', disabled: r.value === r.max, onclick: () => r.set(r.max) }, t('phone.all', { count: r.max })) : null,
        );
      case 'moves':
        return h(
          'div',
          { className: r.small ? 'ph-chips' : 'ph-move-list' },
          ...r.moves.map((m) => h('button', { type: 'button', className: `ph-btn ${r.small ? 'chip' : 'move'}${m.primary ? ' primary' : ''}`, 'data-hinted': hinted !== null && sameAction(m.action, hinted) ? 'move' : null, disabled: busy, onclick: () => act(m) }, m.label)),
        );
    }
  };
  return h(
    'section',
    { className: `ph-compose-box${c.pickable.size > 0 ? ' sticky' : ''}`, 'aria-label': t('phone.moves') },
    ...c.rows.map(row),
    clear ? h('button', { type: 'button', className: 'ph-btn ghost', onclick: clear }, t('phone.clearPicked')) : null,
  );
}
