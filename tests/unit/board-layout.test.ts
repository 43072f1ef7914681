import { describe, expect, it } from 'vitest';
import { boxGrid, cardRow, centreOf, rect } from '../../src/renderer/table/board-layout';

describe('boxGrid', () => {
  it('fills the area with equal boxes, gap apart, and centres a last row that is not full', () => {
    const boxes = boxGrid(5, 3, rect(10, 20, 320, 210), 10);
    expect(boxes).toHaveLength(5);
    for (const b of boxes) expect([b.width, b.height]).toEqual([100, 100]);
    expect(boxes.slice(0, 3).map((b) => [b.x, b.y])).toEqual([[10, 20], [120, 20], [230, 20]]);
    // Two boxes in the second row: 210 wide, centred in 320.
    expect(boxes.slice(3).map((b) => [b.x, b.y])).toEqual([[65, 130], [175, 130]]);
  });

  it('puts a single box over the whole area', () => {
    expect(boxGrid(1, 1, rect(0, 0, 200, 80), 8)).toEqual([rect(0, 0, 200, 80)]);
  });
});

describe('cardRow', () => {
  it('spaces the cards by the spread when they fit, centred', () => {
    const row = cardRow(3, 50, 1.1, 0, 400);
    expect(row.step).toBeCloseTo(55);
    expect(row.width).toBeCloseTo(160);
    expect(row.x).toBeCloseTo(120);
  });

  it('overlaps the cards when the row would not fit, filling the width', () => {
    const row = cardRow(11, 50, 1.1, 30, 250);
    expect(row.step).toBeCloseTo(20);
    expect(row.width).toBeCloseTo(250);
    expect(row.x).toBeCloseTo(30);
  });

  it('centres one card with no step', () => {
    expect(cardRow(1, 50, 1.1, 0, 300)).toEqual({ x: 125, step: 0, width: 50 });
    expect(centreOf(rect(10, 20, 30, 40))).toEqual({ x: 25, y: 40 });
  });
});
