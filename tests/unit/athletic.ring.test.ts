import { describe, expect, it } from 'vitest';
import { badgeRadius, captionDrop, captionHalfWidth, MAX_EDGES, placeStock, STOCK_SCALE, stockCardsRect } from '../../src/renderer/games/athletic/ring';
import { overlapArea } from '../../src/renderer/table/placement';

/** The ring as the board lays it: a pentagon, slot 0 at the top, clockwise. */
function pentagon(cx: number, cy: number, R: number, Rx: number): Array<{ x: number; y: number }> {
  return [0, 1, 2, 3, 4].map((i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return { x: cx + Math.cos(a) * Rx, y: cy + Math.sin(a) * R };
  });
}

/** A pile's caption at its widest and lowest (a thick pile), under the pile at `p`. */
function caption(p: { x: number; y: number }, cardW: number, cardH: number) {
  const badge = badgeRadius(cardW);
  const half = captionHalfWidth(badge);
  return { x: p.x - half, y: p.y + captionDrop(cardH, badge, MAX_EDGES) - badge, width: 2 * half, height: 2 * badge };
}

describe('the draw pile in the middle of the ring', () => {
  it('on the short ring of 200% text (cards 40 px high), lies below the top pile\'s caption, even a thick pile\'s', () => {
    const cardH = 40;
    const cardW = cardH * 0.714;
    const slots = pentagon(320, 150, 61, 133);
    const middle = 150 + 61 * 0.05;
    const stock = placeStock(slots, cardW, cardH, middle);
    expect(stock.y).toBeGreaterThan(middle);
    expect(stock.x).toBe(320);
    const cards = stockCardsRect(stock, cardW, cardH, 5);
    expect(overlapArea(cards, caption(slots[0]!, cardW, cardH))).toBe(0);
    expect(cards.y).toBeGreaterThan(caption(slots[0]!, cardW, cardH).y + 2 * badgeRadius(cardW));
  });

  it('on a roomy ring stays in the middle, where the top pile\'s caption does not reach', () => {
    const cardH = 150;
    const cardW = cardH * 0.714;
    const slots = pentagon(600, 400, 1.35 * cardH * 1.4, 1.35 * cardH * 1.8);
    const stock = placeStock(slots, cardW, cardH, 400 + 10);
    expect(stock.y).toBe(410);
  });

  it('narrows its label to the room between the two lower piles and their captions', () => {
    const cardH = 40;
    const cardW = cardH * 0.714;
    const slots = pentagon(320, 150, 61, 133);
    const stock = placeStock(slots, cardW, cardH, 153);
    const label = { x: stock.x - stock.labelMaxWidth / 2, y: slots[2]!.y - 10, width: stock.labelMaxWidth, height: 40 };
    for (const slot of [2, 3]) {
      const p = slots[slot]!;
      expect(overlapArea(label, { x: p.x - cardW / 2, y: p.y - cardH, width: cardW, height: cardH * 2 }), `pile ${slot + 1}`).toBe(0);
      expect(overlapArea(label, caption(p, cardW, cardH)), `pile ${slot + 1}'s caption`).toBe(0);
    }
    // still wide enough for a word or two
    expect(stock.labelMaxWidth).toBeGreaterThanOrEqual(2 * cardW);
  });

  it('draws its layers up and to the right of the bottom card, at the draw pile\'s scale', () => {
    const one = stockCardsRect({ x: 100, y: 100 }, 70, 100, 1);
    expect(one).toEqual({ x: 100 - 35 * STOCK_SCALE, y: 100 - 50 * STOCK_SCALE, width: 70 * STOCK_SCALE, height: 100 * STOCK_SCALE });
    const five = stockCardsRect({ x: 100, y: 100 }, 70, 100, 5);
    expect(five.y).toBeLessThan(one.y);
    expect(five.y + five.height).toBeCloseTo(one.y + one.height);
    expect(five.x).toBe(one.x);
    expect(five.width).toBeGreaterThan(one.width);
  });
});
