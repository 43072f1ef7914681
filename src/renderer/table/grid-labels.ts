/**
 * Row letters and column numbers around a grid of cards, as the cells are named in the log and in the
 * cards' accessible names ("C4": row C, column 4). A grid scene adds `root` under its cards, keeps
 * `GridLabels.MARGIN` free left of and above the grid, and calls `layout` after each fit.
 */
import { Container, Text } from 'pixi.js';
import { cellName, type GridLayout } from './grid';

export class GridLabels {
  /** Room the labels need left of and above the grid, in pixels. */
  static readonly MARGIN = 18;
  readonly root = new Container();
  private rows: Text[] = [];
  private cols: Text[] = [];

  constructor() {
    this.root.eventMode = 'none';
  }

  layout(grid: GridLayout): void {
    this.rows = this.resize(this.rows, grid.rows, (r) => cellName(r * grid.cols, grid.cols).replace(/\d+$/, ''));
    this.cols = this.resize(this.cols, grid.cols, (c) => String(c + 1));
    const size = Math.max(9, Math.min(14, grid.cardW * 0.3));
    const b = grid.bounds;
    const gap = Math.max(GridLabels.MARGIN / 2, size * 0.7);
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
        label = new Text({ text: '', style: { fontFamily: "'Noto Sans', sans-serif", fontSize: 12, fontWeight: '700', fill: 0xffffff }, resolution: 2 });
        label.anchor.set(0.5);
        label.alpha = 0.7;
        labels.push(label);
        this.root.addChild(label);
      }
      label.text = text(i);
    }
    return labels;
  }
}
