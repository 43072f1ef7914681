/** The keyboard's pure parts: which region a card's key falls in, and which card an arrow key reaches. */
import { describe, expect, it } from 'vitest';
import { nearestInDirection, regionOf } from '../../src/renderer/table/keyboard';

describe('keyboard regions and arrows', () => {
  it('reads the region from the stable key: the hand, an opponent\'s cards, the rest of the table', () => {
    expect(regionOf('card hand boxing 3')).toBe('hand');
    expect(regionOf('card Bo hand boxing 3')).toBe('opponents');
    expect(regionOf('card grid A1 face down')).toBe('piles');
    expect(regionOf('pile 2 top red 1')).toBe('piles');
    expect(regionOf('hole 5')).toBe('piles');
  });

  it('an arrow reaches the nearest card that way, keeping to the column or row', () => {
    // a 3x3 grid, 100 apart
    const grid = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => ({ item: `${row}${col}`, x: col * 100, y: row * 100 })));
    const at = { x: 100, y: 100 };
    const others = grid.filter((c) => c.item !== '11');
    expect(nearestInDirection(at, others, 0, 1)).toBe('21');
    expect(nearestInDirection(at, others, 0, -1)).toBe('01');
    expect(nearestInDirection(at, others, 1, 0)).toBe('12');
    expect(nearestInDirection(at, others, -1, 0)).toBe('10');
    // the bottom row: nothing below
    expect(nearestInDirection({ x: 0, y: 200 }, grid.filter((c) => c.item !== '20'), 0, 1)).toBeNull();
  });
});
