/**
 * Row letters and column numbers around a grid of cards, as the cells are named in the log and in the
 * cards' accessible names ("C4": row C, column 4). A grid scene adds `root` under its cards, keeps
 * `GridLabels.MARGIN` free left of and above the grid, and calls `layout` after each fit.
 */
import { Container, Text } from 'pixi.js';
import { cellName, type GridLayout } from './grid';

/** How far a lesson's ring reaches out of the card it is around (5px off the card, a 3px border: lesson.ts, coach.css). */
export const RING_REACH = 8;

/** The labels' font size and how far their centres lie out of the grid: their glyphs clear of a lesson's ring. */
export function labelSpacing(cardW: number): { size: number; gap: number } {
  const size = Math.max(9, Math.min(14, cardW * 0.3));
  return { size, gap: RING_REACH + 3 + size / 2 };
}

export class GridLabels {
  /** Room the labels need left of and above the grid, in pixels (the largest labels' far edge). */
  static readonly MARGIN = RING_REACH + 3 + 14;
  readonly root = new Container();
  private rows: Text[] = [];
  private cols: Text[] = [];

  constructor() {
    this.root.eventMode = 'none';
  }

  layout(grid: GridLayout): void {
    this.rows = this.resize(this.rows, grid.rows, (r) => cellName(r * grid.cols, grid.cols).replace(/\d+$/, ''));
    this.cols = this.resize(this.cols, grid.cols, (c) => String(c + 1));
    const { size, gap } = labelSpacing(grid.cardW);
    const b = grid.bounds;
    this.rows.forEach((label, r) => {
      label.style.fontSize = size;
      label.position.set(b.x - gap, grid.center(r * grid.cols).y);
    });
    this.cols.forEach((label, c) => {
      label.style.fontSize = size;
      label.position.set(grid.center(c).x, b.y - gap);
    });
  }

  private resize(labels: Text[], n: number, text: (i: number) => string): Text[] {
    for (const extra of labels.splice(n)) extra.destroy();
    for (let i = 0; i < n; i++) {
      let label = labels[i];
      if (!label) {
        label = new Text({ text: '', style: { fontFamily: "'Noto Sans', sans-serif", fontSize: 12, fontWeight: '700', fill: 0xffffff, stroke: { color: 0x0b1a10, width: 3 } }, resolution: 2 });
        label.anchor.set(0.5);
        // the dark edge keeps them readable in a lesson ring's glow
        label.alpha = 0.85;
        labels.push(label);
        this.root.addChild(label);
      }
      label.text = text(i);
    }
    return labels;
  }
}
