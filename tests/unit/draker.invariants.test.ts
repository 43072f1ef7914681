/** Draker's own invariants over random games (the checks every game shares are in conformance.test.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drakerGame as G } from '../../src/main/engine/games/draker';
import type { DrakerState } from '../../src/main/engine/games/draker';
import { randomPlay } from './random-play';

function checkInvariants(s: DrakerState): void {
  for (let p = 0; p < s.players; p++) if (!s.inGame[p]) expect(s.hands[p].length + s.pools[p].length).toBe(0);
  // The round a player fell is kept for the results (null while in the game).
  for (let p = 0; p < s.players; p++) expect(s.fellIn[p] === null ? s.inGame[p] : !s.inGame[p] && s.fellIn[p]! >= 1 && s.fellIn[p]! <= s.round).toBe(true);
  expect(s.common.length).toBeLessThanOrEqual(5);
  for (const v of ['spectator' as const, ...Array.from({ length: s.players }, (_, i) => i)]) {
    const view = G.view(s, v);
    expect(view.deckCount).toBe(s.deck.length);
    expect(view.players.map((p) => p.handCount)).toEqual(s.hands.map((h) => h.length));
  }
}

describe('Draker random playouts', () => {
  it('fallen seats hold nothing and keep their round, the common pool stays small, counts are shown; every combat and Flight reading', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom('absorb' as const, 'literal' as const), fc.constantFrom('halved' as const, 'flightOnly' as const), (players, seed, combatReading, flightReading) => {
        const s = randomPlay(G, { players, seed, options: { startingLife: 12, combatReading, flightReading } }, (st) => checkInvariants(st));
        const o = G.outcome(s)!;
        expect(['lastStanding', 'allOut', 'roundCap']).toContain(o.reason);
      }),
      { numRuns: 6 },
    );
  });
});
