/** Rush for Medals' own invariants over random games (the checks every game shares are in conformance.test.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RushEvent } from '../../src/common/games/rush';
import { rankOf, rushGame as G } from '../../src/main/engine/games/rush';
import type { RushState } from '../../src/main/engine/games/rush';
import { randomPlay } from './random-play';

function checkInvariants(s: RushState): void {
  const ranks = s.stacks.map((st) => st.rank);
  expect(new Set(ranks).size).toBe(ranks.length);
  expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  for (const st of s.stacks) {
    expect(st.cards.length).toBeGreaterThan(0);
    for (const id of st.cards) expect(rankOf(id)).toBe(st.rank);
  }
  s.known.forEach((k, p) => {
    for (const id of k) expect(s.hands[p]).toContain(id);
  });
  // The draw pile is never left empty while a rebuild is possible.
  if (s.draw.length === 0) expect(s.discard.length).toBeLessThan(2);
}

/** A drawn card is shown to its drawer only; a stolen one to the two seats concerned. */
function checkRedaction(events: readonly RushEvent[], players: number): void {
  for (const e of events) {
    for (let v = 0; v < players; v++) {
      const r = G.redactEvent(e, v);
      if (e.type === 'draw') expect(r !== null && 'cards' in r && r.cards !== undefined).toBe(v === e.seat);
      if (e.type === 'steal') expect(r !== null && 'card' in r && r.card !== undefined).toBe(v === e.from || v === e.to);
    }
  }
}

describe('Rush for Medals random playouts', () => {
  it('stacks stay ordered, known cards are held, draws and steals are shown to the right seats, the game ends by its rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('medals' as const, 'rankPoints' as const),
        (players, seed, ends, scoring) => {
          const options = G.resolveOptions({ endAfterExhaustions: ends, scoring }, players);
          const s = randomPlay(G, { players, seed, options }, (st, events) => {
            checkInvariants(st);
            checkRedaction(events, players);
          });
          const o = G.outcome(s)!;
          expect(['exhausted', 'handsEmpty', 'roundCap']).toContain(o.reason);
          if (o.reason === 'exhausted') {
            expect(s.exhaustions).toBeGreaterThanOrEqual(options.endAfterExhaustions);
            expect(s.active).toBe((s.first + players - 1) % players);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
