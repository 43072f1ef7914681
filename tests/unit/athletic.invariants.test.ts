/** Athletic Games' own invariants over random games (the checks every game shares are in conformance.test.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/main/engine/core';
import type { AthleticAction } from '../../src/common/games/athletic';
import { athleticGame as G, canMove, compatible, composition, moveCardByCard } from '../../src/main/engine/games/athletic';
import type { AthleticState } from '../../src/main/engine/games/athletic';
import { randomPlay } from './random-play';

const ALL = composition();

function checkInvariants(s: AthleticState): void {
  // Case 11: every adjacent pair inside a pile is compatible.
  for (const pile of s.slots) for (let i = 1; i < pile.length; i++) expect(compatible(pile[i], pile[i - 1])).toBe(true);
  // At least one pile always remains.
  expect(s.slots.some((p) => p.length > 0)).toBe(true);
}

/** STOP seldom, so that turns are long enough to move piles. */
function pick(_s: AthleticState, _seat: number, legal: readonly AthleticAction[], rng: Rng): AthleticAction | null {
  const steps = legal.filter((a) => a.type !== 'stop');
  if (steps.length === 0 || rng.int(8) === 0) return legal.find((a) => a.type === 'stop')!;
  return null;
}

describe('Athletic Games random playouts', () => {
  it('piles stay compatible, a pile remains, and the outcome follows the medals (every target, partial moves too)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 5 }), fc.boolean(), (players, seed, target, partial) => {
        const options = { targetMedals: target, allowPartialMoves: partial };
        const s = randomPlay(G, { players, seed, options }, (st, events, action) => {
          if (partial || action.type === 'stop' || events.some((e) => e.type === 'medal')) checkInvariants(st);
        }, pick);
        const o = G.outcome(s)!;
        expect(['medals', 'stalled', 'roundLimit']).toContain(o.reason);
        expect(o.scores).toEqual(s.medals);
        if (o.reason === 'medals') {
          expect(o.winners).toHaveLength(1);
          expect(s.medals[o.winners[0]]).toBe(target);
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** A random valid pile (every adjacent pair compatible), built from cards not in `used`. */
function randomPile(rng: Rng, used: Set<string>, length: number): string[] {
  const free = ALL.filter((id) => !used.has(id));
  const pile = [free[rng.int(free.length)]];
  used.add(pile[0]);
  while (pile.length < length) {
    const fits = ALL.filter((id) => !used.has(id) && compatible(id, pile[pile.length - 1]));
    if (fits.length === 0) break;
    const next = fits[rng.int(fits.length)];
    pile.push(next);
    used.add(next);
  }
  return pile;
}

describe('Athletic Games: the MOVE shortcut equals the card-by-card rule', () => {
  it('for random valid piles, a move is legal exactly when the tops match, and the target ends on the source bottom', () => {
    let legal = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), (seed, lx, ly) => {
        const rng = new Rng(seed);
        const used = new Set<string>();
        const x = randomPile(rng, used, lx);
        // Half of the time make the tops match, so both outcomes are well covered.
        const y = randomPile(rng, used, ly);
        if (rng.int(2) === 0) {
          const fits = ALL.filter((id) => !used.has(id) && compatible(id, x[x.length - 1]));
          if (fits.length > 0) y.push(fits[rng.int(fits.length)]);
        }
        const byRule = moveCardByCard(x, y);
        expect(byRule !== null).toBe(canMove(x, y));
        if (byRule) {
          legal++;
          expect(byRule.from).toEqual([]);
          expect(byRule.to[byRule.to.length - 1]).toBe(x[0]);
          expect(byRule.to).toEqual([...y, ...[...x].reverse()]);
          // Every partial move (the variant) is legal too, and ends on the card below the moved ones.
          for (let k = 1; k < x.length; k++) {
            const part = moveCardByCard(x, y, k);
            expect(part).not.toBeNull();
            expect(part!.to[part!.to.length - 1]).toBe(x[x.length - k]);
            expect(part!.from).toEqual(x.slice(0, x.length - k));
          }
        } else {
          for (let k = 1; k <= x.length; k++) expect(moveCardByCard(x, y, k)).toBeNull();
        }
      }),
      { numRuns: 500 },
    );
    expect(legal).toBeGreaterThan(100);
  });
});
