/**
 * A game's grid of cards on the phone (Football, Words): cells up to 44 px fitting the phone's width,
 * face-down ones tappable, scrolling sideways only where even small cells do not fit; labelled with
 * the rows' letters and the columns' numbers the log names cells by ("flips C1").
 */
import { t } from '../i18n';
import { cellName } from '../table/grid';
import { h } from '../ui/dom';

export type GridCell<C> = null | { faceUp: false } | { faceUp: true; card: C };

export interface GridLook<C> {
  face(card: C): string;
  name(card: C): string;
  /** A class for a face-up card (its colour). */
  upClass?(card: C): string;
  /** Face-down cells this phone has seen privately (a VAR peek). */
  peek?: ReadonlyMap<number, C>;
  tappable(cell: number): boolean;
  onTap(cell: number, button: HTMLButtonElement): void;
}

export function phoneGrid<C>(cells: readonly GridCell<C>[], cols: number, look: GridLook<C>): HTMLElement {
  const grid = h('div', { className: 'ph-grid', style: `grid-template-columns: 18px repeat(${cols}, minmax(26px, 44px)); max-width: ${18 + cols * 46}px` });
  grid.append(h('span', { className: 'ph-label corner', 'aria-hidden': 'true' }));
  for (let c = 1; c <= cols; c++) grid.append(h('span', { className: 'ph-label col', 'aria-hidden': 'true' }, String(c)));
  cells.forEach((cell, i) => {
    const name = cellName(i, cols);
    if (i % cols === 0) grid.append(h('span', { className: 'ph-label row', 'aria-hidden': 'true' }, name.replace(/\d+$/, '')));
    if (!cell) {
      grid.append(h('span', { className: 'ph-cell empty' }));
      return;
    }
    if (cell.faceUp) {
      grid.append(h('span', { className: `ph-cell up ${look.upClass?.(cell.card) ?? ''}`, title: look.name(cell.card), 'aria-label': `${name}: ${look.name(cell.card)}` }, look.face(cell.card)));
      return;
    }
    const seen = look.peek?.get(i);
    const b: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        className: `ph-cell down${seen ? ' peeked' : ''}`,
        'data-cell': i,
        'aria-label': seen ? `${name}: ${look.name(seen)}` : t('phone.faceDown', { cell: name }),
        disabled: !look.tappable(i),
        onclick: () => look.onTap(i, b),
      },
      seen ? look.face(seen) : '',
    );
    grid.append(b);
  });
  const scroll = h('div', { className: 'ph-grid-scroll' }, grid);
  const wrap = h('div', { className: 'ph-grid-wrap' }, scroll);
  // where the grid is wider than the phone, a shadow and an arrow show on the side with more of it
  const cue = (): void => {
    wrap.classList.toggle('more-left', scroll.scrollLeft > 1);
    wrap.classList.toggle('more-right', scroll.scrollLeft + scroll.clientWidth < scroll.scrollWidth - 1);
  };
  scroll.addEventListener('scroll', cue, { passive: true });
  requestAnimationFrame(cue);
  return wrap;
}
