import { describe, expect, it } from 'vitest';
import { Rng, mixSeed, stableStringify } from '../../src/main/engine/core';
import type { DrakerAction } from '../../src/common/games/draker';
import { DRAKER_DEFAULT_OPTIONS } from '../../src/common/games/draker';
import { combinationSets, comboCard, composition, drakerGame as G, legalActions, roundOutActions } from '../../src/main/engine/games/draker';
import type { DrakerState } from '../../src/main/engine/games/draker';
import { DRAKER_LEVELS, drakerMoveKey, drakerSearchDomain, searchActions } from '../../src/main/engine/games/draker/bot';
import { search } from '../../src/main/engine/core/search';

const keys = (xs: readonly DrakerAction[]): string[] => xs.map((a) => stableStringify(a));

describe('draker combination sets', () => {
  it('lists a quad of every profession, the Swordsman (value 1) too, and no low-Ace quad by rank', () => {
    const s: DrakerState = G.setup({ players: 2, seed: 3, options: DRAKER_DEFAULT_OPTIONS });
    const ids = composition();
    const profs = ids.map((id) => comboCard(s, id).prof);
    for (let prof = 0; prof < 10; prof++) {
      const pair = ids.filter((_, i) => profs[i] === prof).slice(0, 2);
      expect(pair, `two cards of profession ${prof}`).toHaveLength(2);
      const sets = combinationSets(s, pair).map((set) => set.join(','));
      expect(sets, `profession ${prof}`).toContain([...pair].sort((a, b) => ids.indexOf(a) - ids.indexOf(b)).join(','));
    }
    // Two Aces make one quad by rank (under 14), not a second one under the low Ace's 1.
    const aces = ids.filter((id) => comboCard(s, id).rank === 14).slice(0, 2);
    const aceSets = combinationSets(s, aces).filter((set) => set.length === 2);
    expect(aceSets.length).toBeLessThanOrEqual(1);
  });
});

describe('draker cheap move lists for the search', () => {
  it('roundOutActions is a non-empty subset of legalActions, and found sets give the same legal actions', () => {
    let checked = 0;
    for (const players of [2, 3, 5]) {
      const rng = new Rng(mixSeed(31, players));
      let s: DrakerState = G.setup({ players, seed: mixSeed(8, players), options: DRAKER_DEFAULT_OPTIONS });
      for (let step = 0; step < 400 && !G.outcome(s); step++) {
        const seat = G.actors(s)[0];
        const legal = G.legalActions(s, seat);
        const quick = roundOutActions(s, seat);
        expect(quick.length).toBeGreaterThan(0);
        const all = new Set(keys(legal));
        for (const k of keys(quick)) expect(all.has(k)).toBe(true);
        // Every quick move applies (it is the automatic step, a forced placement, or ending the turn).
        for (const a of quick) expect(() => G.apply(s, seat, a)).not.toThrow();
        const sets = combinationSets(s, [...s.pools[seat], ...s.common]);
        expect(keys(legalActions(s, seat, sets))).toEqual(keys(legal));
        checked++;
        s = G.apply(s, seat, legal[rng.int(legal.length)]).state;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("the search's move keys tell legal moves apart exactly as stableStringify does", () => {
    let pairs = 0;
    for (const players of [2, 4]) {
      const rng = new Rng(mixSeed(41, players));
      let s: DrakerState = G.setup({ players, seed: mixSeed(3, players), options: DRAKER_DEFAULT_OPTIONS });
      for (let step = 0; step < 300 && !G.outcome(s); step++) {
        const seat = G.actors(s)[0];
        const legal = G.legalActions(s, seat);
        const exact = keys(legal);
        for (let i = 0; i < legal.length; i++) {
          for (let j = 0; j < legal.length; j++) {
            expect(drakerMoveKey(legal[i]) === drakerMoveKey(legal[j])).toBe(exact[i] === exact[j]);
            pairs++;
          }
        }
        s = G.apply(s, seat, legal[rng.int(legal.length)]).state;
      }
    }
    expect(pairs).toBeGreaterThan(1000);
  });

  it('lists nothing for a seat that is not to act', () => {
    const s = G.setup({ players: 3, seed: 4, options: { ...DRAKER_DEFAULT_OPTIONS, firstPlayer: 0 } });
    expect(roundOutActions(s, 1)).toEqual([]);
    expect(keys(roundOutActions(s, 0))).toEqual(keys(G.legalActions(s, 0).filter((a) => a.type === 'place')));
  });
});

describe("draker hard's rollouts", () => {
  it('play the same with the round-out lists as with the turn candidates (the same visits, move for move)', () => {
    const preset = { ...DRAKER_LEVELS.hard, iterations: 60, timeMs: undefined };
    let compared = 0;
    for (const players of [2, 4]) {
      const rng = new Rng(mixSeed(17, players));
      let s: DrakerState = G.setup({ players, seed: mixSeed(9, players), options: DRAKER_DEFAULT_OPTIONS });
      for (let step = 0; step < 250 && !G.outcome(s); step++) {
        const seat = G.actors(s)[0];
        const legal = G.legalActions(s, seat);
        const pool = searchActions(s, seat, legal, preset);
        if ((s.phase === 'basic' || s.phase === 'additional') && pool.length > 1 && step % 3 === 0) {
          const view = G.view(s, seat);
          const memory = { discarded: [] };
          const cheap = drakerSearchDomain(preset, seat);
          // The same domain made to list the turn's candidates in rollouts too, as before rolloutActions.
          const full = Object.assign(drakerSearchDomain(preset, seat), { rolloutActions: undefined });
          const a = search(cheap, view, memory, seat, pool, { iterations: 60 }, new Rng(step));
          const b = search(full, view, memory, seat, pool, { iterations: 60 }, new Rng(step));
          expect(a.visits).toEqual(b.visits);
          expect(a.action).toEqual(b.action);
          compared++;
        }
        s = G.apply(s, seat, legal[rng.int(legal.length)]).state;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
