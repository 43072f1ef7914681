/** Klepka Football's own invariants over random games (the checks every game shares are in conformance.test.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stableStringify } from '../../src/main/engine/core';
import type { FootballAction } from '../../src/common/games/football';
import { footballGame as G } from '../../src/main/engine/games/football';
import type { FootballState } from '../../src/main/engine/games/football';
import { footballerOf } from '../../src/main/engine/games/football/cards';
import { randomPlay } from './random-play';

/** Every view: a face-down cell is only its back, a VAR peek shows to its seat only and at the cells looked at. */
function checkViews(s: FootballState): void {
  const problems: string[] = [];
  for (const v of ['spectator' as const, ...Array.from({ length: s.players }, (_, i) => i)]) {
    const view = G.view(s, v);
    view.cells.forEach((c, i) => {
      const id = s.cells[i];
      if (id === null) {
        if (c !== null) problems.push(`${v}: empty cell ${i} shows something`);
      } else if (i === s.upCell) {
        if (!c || !c.faceUp || c.card.id !== id) problems.push(`${v}: face-up cell ${i} wrong`);
      } else if (c === null || c.faceUp || Object.keys(c).length !== 1) {
        problems.push(`${v}: face-down cell ${i} carries more than its back`);
      }
    });
    const mayPeek = s.peek !== null && v === s.peek.seat;
    if (!mayPeek && view.peek !== null) problems.push(`${v}: sees a peek`);
    if (mayPeek && view.peek && stableStringify(view.peek.cells) !== stableStringify(s.peek!.cells)) problems.push(`${v}: peek at the wrong cells`);
    if (G.hasPrivate(view) !== (view.peek !== null)) problems.push(`${v}: hasPrivate wrong`);
  }
  expect(problems).toEqual([]);
}

/** The second flip often finds the mate of the face-up card, so games end in a few hundred steps. */
function findMate(s: FootballState, _seat: number, legal: readonly FootballAction[], rng: { float(): number }): FootballAction | null {
  const up = s.upCell === null ? null : s.cells[s.upCell];
  if (!up || footballerOf(up) === 0 || rng.float() >= 0.6) return null;
  return legal.find((a) => a.type === 'flip' && footballerOf(s.cells[a.cell] ?? '') === footballerOf(up)) ?? null;
}

describe('Klepka Football random playouts', () => {
  it('views show backs and peeks as the rules say; the table empties; small and odd compositions too', () => {
    const options = fc.record({
      footballersByPoints: fc.tuple(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
      ),
      yellow: fc.integer({ min: 0, max: 8 }),
      red: fc.integer({ min: 0, max: 8 }),
      var: fc.integer({ min: 0, max: 8 }),
      playGame: fc.integer({ min: 0, max: 8 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 0x7fffffff }), options, (players, seed, o) => {
        const n = 2 * o.footballersByPoints.reduce((a, b) => a + b, 0) + o.yellow + o.red + o.var + o.playGame;
        const cols = 8;
        const s = randomPlay(G, { players, seed, options: { ...o, rows: Math.ceil(n / cols) + 1, cols } }, (st) => checkViews(st), findMate);
        expect(s.cells.every((c) => c === null)).toBe(true);
        expect(G.outcome(s)!.reason).toBe('tableEmpty');
      }),
      { numRuns: 60 },
    );
  });
});
