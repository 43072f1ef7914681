import { describe, expect, it } from 'vitest';
import type { RushCard } from '../../src/common/games/rush';
import { computeLayout, type Picture } from '../../src/renderer/games/rush/layout';

/** Two players, the viewer holding five cards, one stack each. */
function picture(): Picture {
  const hand: RushCard[] = [
    { id: 's3a', kind: 'sport', rank: 3 },
    { id: 's3b', kind: 'sport', rank: 3 },
    { id: 's2', kind: 'sport', rank: 2 },
    { id: 'c', kind: 'coach' },
    { id: 'p', kind: 'sponsor' },
  ];
  return {
    me: 0,
    seats: 2,
    handCounts: [5, 5],
    active: 0,
    hand,
    stacks: [
      { rank: 5, owner: 0, size: 1 },
      { rank: 3, owner: 1, size: 1 },
    ] as Picture['stacks'],
    discard: [],
    outOfGame: [],
    drawCount: 29,
    exhaustions: 0,
    endAfterExhaustions: 2,
    lastRound: false,
    over: false,
    demand: null,
    shownHands: new Map(),
    shownDraw: null,
  };
}

describe('Rush offers strip', () => {
  for (const board of [{ x: 240, y: 57, width: 585, height: 623 }, { x: 281, y: 57, width: 756, height: 743 }, { x: 300, y: 57, width: 1320, height: 1023 }]) {
    it(`on a ${board.width}×${board.height} board: as tall as its lines need, a selected card and its order number under it`, () => {
      for (const need of [0, 80, 110]) {
        const L = computeLayout(picture(), board, need);
        expect(L.offers.height).toBeGreaterThanOrEqual(need);
        const bottom = L.offers.y + L.offers.height;
        // a selected card rises by 16% of its height; its order number reaches 9px above it
        for (const c of L.handCards) expect(c.y - c.height * 0.16 - 9, `need ${need}`).toBeGreaterThanOrEqual(bottom - 0.5);
        for (const c of L.handCards) expect(c.y + c.height, `need ${need}`).toBeLessThanOrEqual(board.y + board.height);
      }
    });
  }
});
