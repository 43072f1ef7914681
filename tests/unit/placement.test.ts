import { describe, expect, it } from 'vitest';
import { rect } from '../../src/renderer/table/board-layout';
import { GridLayout } from '../../src/renderer/table/grid';
import { GridLabels, labelSpacing, RING_REACH } from '../../src/renderer/table/grid-labels';
import { overlapArea, placeClear, placeClearScaled } from '../../src/renderer/table/placement';
import type { Rect } from '../../src/renderer/table/grid';

const within = (r: Rect, b: Rect): boolean => r.x >= b.x && r.y >= b.y && r.x + r.width <= b.x + b.width && r.y + r.height <= b.y + b.height;
const clear = (r: Rect, keep: Rect[]): boolean => keep.every((k) => overlapArea(r, k) === 0);

describe('placeClear', () => {
  it('puts the help right beside its anchor when nothing is in the way', () => {
    const spot = placeClear({ width: 100, height: 60 }, rect(100, 100, 50, 70), [], rect(0, 0, 800, 600), { gap: 10 });
    expect(spot).toEqual(rect(160, 105, 100, 60));
  });

  it('pushes the help past the protected boxes beside the anchor, and stays in the bounds', () => {
    const anchor = rect(100, 100, 50, 70);
    const keep = [rect(160, 100, 50, 70), rect(220, 100, 50, 70)];
    const bounds = rect(90, 0, 500, 400);
    const spot = placeClear({ width: 100, height: 140 }, anchor, keep, bounds, { gap: 10 });
    expect(clear(spot, [anchor, ...keep])).toBe(true);
    expect(within(spot, bounds)).toBe(true);
  });

  it('takes another side when one has no room, and the nearest clear spot of all', () => {
    const anchor = rect(700, 300, 50, 70);
    const spot = placeClear({ width: 120, height: 80 }, anchor, [], rect(0, 0, 800, 600), { gap: 10 });
    expect(spot.x + spot.width).toBeLessThanOrEqual(690);
  });

  it('with nothing clear, covers the least and stays in the bounds', () => {
    const bounds = rect(0, 0, 300, 200);
    const anchor = rect(120, 60, 60, 80);
    const keep = [rect(0, 0, 300, 50), rect(0, 150, 300, 50), rect(0, 0, 110, 200), rect(190, 0, 110, 200)];
    const spot = placeClear({ width: 100, height: 100 }, anchor, keep, bounds, { gap: 5 });
    expect(within(spot, bounds)).toBe(true);
    expect(overlapArea(spot, anchor)).toBe(0);
  });

  it('the preview of a Klepka Football card: clear of the cells around it and of the cell the lesson wants next', () => {
    // the lesson's 2×5 grid at 1280×800: a preview 2.6 cards wide beside A1 used to lie over A2
    const grid = new GridLayout(2, 5);
    const board = rect(281, 57, 756, 743);
    grid.fit({ x: board.x + 30, y: board.y + 30, width: board.width - 60, height: board.height - 60 });
    for (const cell of [0, 1, 4, 5, 7]) {
      // as the football scene sizes it (the art is 200 wide)
      const width = Math.min(200, Math.max(grid.cardW * 2.6, 120));
      const keep = grid.neighbours(cell).map((n) => grid.rect(n));
      const spot = placeClearScaled({ width, height: width / 0.72 }, (grid.cardW * 1.25) / width, grid.rect(cell), keep, board, { gap: grid.cardW * 0.2 });
      expect(spot.width, `cell ${cell}: a preview larger than the card`).toBeGreaterThanOrEqual(grid.cardW * 1.25 - 0.01);
      expect(clear(spot, [grid.rect(cell), ...keep]), `cell ${cell}`).toBe(true);
      expect(within(spot, board), `cell ${cell}`).toBe(true);
    }
  });

  it('the cards of an Athletic pile go above or below the ring of piles, not over a neighbour', () => {
    const area = rect(240, 57, 585, 623);
    // the pentagon at 1024×680 (slot 0 at the top), each pile with its caption
    const piles = [rect(494, 69, 78, 150), rect(675, 197, 78, 130), rect(599, 330, 78, 160), rect(381, 362, 78, 130), rect(306, 165, 78, 160)];
    const handAndBar = rect(240, 500, 585, 180);
    for (const [slot, pile] of piles.entries()) {
      const keep = [...piles.filter((_, i) => i !== slot), handAndBar];
      const spot = placeClear({ width: 162, height: 80 }, pile, keep, area, { gap: 12, sides: ['above', 'below', 'right', 'left'] });
      expect(clear(spot, [pile, ...keep]), `pile ${slot + 1}`).toBe(true);
      expect(within(spot, area), `pile ${slot + 1}`).toBe(true);
    }
  });
});

describe('grid labels and the lesson ring', () => {
  it('the labels lie clear of a ring around a cell of the first row or column, and within the room kept for them', () => {
    for (const cardW of [20, 40, 60, 90, 150]) {
      const { size, gap } = labelSpacing(cardW);
      // a label's glyphs reach about half the font size from its centre
      expect(gap - size / 2, `card ${cardW}`).toBeGreaterThanOrEqual(RING_REACH + 2);
      expect(gap + size / 2, `card ${cardW}`).toBeLessThanOrEqual(GridLabels.MARGIN);
    }
  });

  it('a cell has the neighbours around it that lie in the grid', () => {
    const grid = new GridLayout(2, 5);
    expect(grid.neighbours(0)).toEqual([1, 5, 6]);
    expect(grid.neighbours(6).sort((a, b) => a - b)).toEqual([0, 1, 2, 5, 7]);
  });
});
