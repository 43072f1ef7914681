/** Pieces of the layouts of the card tables drawn on the canvas (where the players' boxes and a hand lie). */
import type { Rect } from './grid';

/** What every such layout has: the viewer's hand row, the middle of the table and the largest card width. */
export interface TableLayout {
  handCards: Rect[];
  handW: number;
  centre: Rect;
  cardMax: number;
}

export function rect(x: number, y: number, width: number, height: number): Rect {
  return { x, y, width, height };
}

export function centreOf(r: Rect): { x: number; y: number } {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** `count` equal boxes in `cols` columns filling `area`, `gap` apart; a last row that is not full is centred. */
export function boxGrid(count: number, cols: number, area: Rect, gap: number): Rect[] {
  const rows = Math.ceil(count / cols);
  const boxW = (area.width - (cols - 1) * gap) / cols;
  const boxH = (area.height - (rows - 1) * gap) / rows;
  return Array.from({ length: count }, (_, i) => {
    const r = Math.floor(i / cols);
    const inRow = Math.min(cols, count - r * cols);
    const rowX = area.x + (area.width - (inRow * boxW + (inRow - 1) * gap)) / 2;
    return rect(rowX + (i % cols) * (boxW + gap), area.y + r * (boxH + gap), boxW, boxH);
  });
}

/**
 * A row of `count` cards `cardW` wide, centred in the `width` from `x`: they lie `spread` card widths
 * apart, closer when the row would not fit. Returns the first card's x, the step and the row's width.
 */
export function cardRow(count: number, cardW: number, spread: number, x: number, width: number): { x: number; step: number; width: number } {
  const step = count <= 1 ? 0 : Math.min(cardW * spread, (width - cardW) / (count - 1));
  const total = cardW + step * Math.max(0, count - 1);
  return { x: x + (width - total) / 2, step, width: total };
}
