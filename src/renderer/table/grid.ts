/** A rows x cols layout fitted into a rectangle, with cell names "A1" (row letter + column number). */
import type { HiddenCards } from '../../common/engine-types';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function cellName(cell: number, cols: number): string {
  const row = Math.floor(cell / cols);
  const col = (cell % cols) + 1;
  let letters = '';
  let r = row;
  do {
    letters = String.fromCharCode(65 + (r % 26)) + letters;
    r = Math.floor(r / 26) - 1;
  } while (r >= 0);
  return `${letters}${col}`;
}

/** Matches the accessible names of a grid's card buttons: one cell (its index as text) or, for '*', any. */
export function gridCell(cell: string, cols: number): (label: string) => boolean {
  return (label) => (cell === '*' ? label.startsWith('card grid ') : label.startsWith(`card grid ${cellName(Number(cell), cols)} `));
}

export class GridLayout {
  cardW = 50;
  cardH = 70;
  pitchX = 54;
  pitchY = 74;
  originX = 0;
  originY = 0;

  constructor(
    public rows: number,
    public cols: number,
    /** Card width / height. */
    readonly aspect = 0.72,
    /** Gap as a share of the card width. */
    readonly gapRatio = 0.1,
    readonly maxCardW = 150,
  ) {}

  fit(area: Rect): void {
    const g = this.gapRatio;
    const wByWidth = area.width / (this.cols + g * (this.cols - 1) + g);
    const wByHeight = (area.height / (this.rows + ((g * (this.rows - 1) + g) * 1) / this.aspect)) * this.aspect;
    this.cardW = Math.max(8, Math.min(wByWidth, wByHeight, this.maxCardW));
    this.cardH = this.cardW / this.aspect;
    const gap = this.cardW * g;
    this.pitchX = this.cardW + gap;
    this.pitchY = this.cardH + gap;
    const totalW = this.cols * this.cardW + (this.cols - 1) * gap;
    const totalH = this.rows * this.cardH + (this.rows - 1) * gap;
    this.originX = area.x + (area.width - totalW) / 2;
    this.originY = area.y + (area.height - totalH) / 2;
  }

  /** Centre of a cell. */
  center(cell: number): { x: number; y: number } {
    const r = Math.floor(cell / this.cols);
    const c = cell % this.cols;
    return { x: this.originX + c * this.pitchX + this.cardW / 2, y: this.originY + r * this.pitchY + this.cardH / 2 };
  }

  rect(cell: number): Rect {
    const { x, y } = this.center(cell);
    return { x: x - this.cardW / 2, y: y - this.cardH / 2, width: this.cardW, height: this.cardH };
  }

  /** The cells around `cell` (sideways, up, down and across the corners) that lie in the grid. */
  neighbours(cell: number): number[] {
    const r = Math.floor(cell / this.cols);
    const c = cell % this.cols;
    const out: number[] = [];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const [nr, nc] = [r + dr, c + dc];
        if ((dr || dc) && nr >= 0 && nr < this.rows && nc >= 0 && nc < this.cols) out.push(nr * this.cols + nc);
      }
    return out;
  }

  get bounds(): Rect {
    const gap = this.cardW * this.gapRatio;
    return {
      x: this.originX,
      y: this.originY,
      width: this.cols * this.cardW + (this.cols - 1) * gap,
      height: this.rows * this.cardH + (this.rows - 1) * gap,
    };
  }
}

/** A grid view with the revealed cards of `group` face up in their cells (a copy); null for a group off the grid. */
export function revealCells<V extends { cells: readonly unknown[] }>(view: V, group: HiddenCards): V | null {
  if (group.zone !== 'grid' || !group.cells) return null;
  const cells = view.cells.slice();
  group.cells.forEach((cell, i) => {
    if (cells[cell]) cells[cell] = { faceUp: true, card: group.cards[i] };
  });
  return { ...view, cells };
}

/** A match's first events on a grid table: led by the deal of every occupied cell unless they deal themselves. */
export function withDeal<E extends { type: string }>(events: E[], cells: readonly unknown[]): E[] {
  if (events.some((e) => e.type === 'deal')) return events;
  const dealt = cells.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
  return [{ type: 'deal', cells: dealt } as unknown as E, ...events];
}
