import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, stableStringify } from '../../src/main/engine/core';
import type { AthleticAction, AthleticEvent, AthleticOptions } from '../../src/common/games/athletic';
import {
  athleticGame as G,
  canMove,
  compatible,
  composition,
  moveCardByCard,
} from '../../src/main/engine/games/athletic';
import type { AthleticState } from '../../src/main/engine/games/athletic';
import { expectRefusals, expectSameReplay } from './playout-checks';

const ALL = composition();
const SORTED_ALL = [...ALL].sort();

/** A random action of any kind, legal or not, in the form `legalActions` lists actions. */
function randomAction(s: AthleticState, rng: Rng): AthleticAction {
  const card = rng.int(3) === 0 ? ALL[rng.int(60)] : (s.hands[s.active][rng.int(Math.max(1, s.hands[s.active].length))] ?? ALL[0]);
  switch (rng.int(4)) {
    case 0:
      return { type: 'play', card, slot: rng.int(5) };
    case 1:
      return { type: 'fill', card, slot: rng.int(5) };
    case 2:
      return rng.int(2) ? { type: 'move', from: rng.int(5), to: rng.int(5) } : { type: 'move', from: rng.int(5), to: rng.int(5), count: 1 + rng.int(3) };
    default:
      return { type: 'stop' };
  }
}

/** A random legal step: a random kind first (so the many fills do not crowd out the rest), STOP seldom. */
function pickAction(legal: AthleticAction[], rng: Rng): AthleticAction {
  const steps = legal.filter((a) => a.type !== 'stop');
  if (steps.length === 0 || rng.int(8) === 0) return legal.find((a) => a.type === 'stop')!;
  const kinds = [...new Set(steps.map((a) => a.type))];
  const kind = kinds[rng.int(kinds.length)];
  const ofKind = steps.filter((a) => a.type === kind);
  return ofKind[rng.int(ofKind.length)];
}

function checkInvariants(s: AthleticState): void {
  // Card conservation: every card exactly once.
  expect([...s.stock, ...s.hands.flat(), ...s.slots.flat()].sort()).toEqual(SORTED_ALL);
  // Case 11: every adjacent pair inside a pile is compatible.
  for (const pile of s.slots) for (let i = 1; i < pile.length; i++) expect(compatible(pile[i], pile[i - 1])).toBe(true);
  // At least one pile always remains.
  expect(s.slots.some((p) => p.length > 0)).toBe(true);
}

/** Every seat's and the spectator's view: the table and one's own hand, nothing else. */
function checkViews(s: AthleticState): void {
  const table = new Set(s.slots.flat());
  const viewers: (number | 'spectator')[] = ['spectator', ...Array.from({ length: s.players }, (_, i) => i)];
  for (const v of viewers) {
    const view = G.view(s, v);
    const own = new Set(typeof v === 'number' ? s.hands[v] : []);
    const ids = (JSON.stringify(view).match(/"id":"[^"]+"/g) ?? []).map((m) => m.slice(6, -1));
    for (const id of ids) expect(table.has(id) || own.has(id)).toBe(true);
    expect(view.hand?.map((c) => c.id).sort() ?? null).toEqual(typeof v === 'number' ? [...s.hands[v]].sort() : null);
    expect(view.players.map((p) => p.handCount)).toEqual(s.hands.map((h) => h.length));
    expect(view.stockCount).toBe(s.stock.length);
    expect(view.slots.map((x) => x?.cards.map((c) => c.id) ?? [])).toEqual(s.slots);
  }
}

interface Played {
  final: AthleticState;
  log: { seat: number; action: AthleticAction }[];
  events: AthleticEvent[];
}

function playout(players: number, seed: number, options: AthleticOptions, deep: boolean): Played {
  const rng = new Rng(seed ^ 0x5a5a5a5a);
  let s = G.setup({ players, seed, options });
  const log: { seat: number; action: AthleticAction }[] = [];
  const events: AthleticEvent[] = [];
  checkInvariants(s);
  while (G.outcome(s) === null) {
    expect(log.length).toBeLessThan(100_000);
    const [seat] = G.actors(s);
    const legal = G.legalActions(s, seat);
    const before = stableStringify(s);
    if (deep || rng.int(8) === 0) {
      // An action it does not list is refused and changes nothing; so is any action by another seat.
      const probe = randomAction(s, rng);
      // A count naming the whole pile is the ordinary move, which is listed without a count.
      const canonical = probe.type === 'move' && probe.count === s.slots[probe.from].length ? { type: 'move', from: probe.from, to: probe.to } : probe;
      expectRefusals(G, s, seat, players, legal, probe, rng, canonical);
    }
    const action = pickAction(legal, rng);
    const r = G.apply(s, seat, action);
    expect(stableStringify(s)).toBe(before);
    log.push({ seat, action });
    events.push(...r.events);
    s = r.state;
    if (deep) {
      checkInvariants(s);
      checkViews(s);
    } else if (action.type === 'stop' || r.events.some((e) => e.type === 'medal')) {
      checkInvariants(s);
    }
  }
  checkInvariants(s);
  expect(G.actors(s)).toEqual([]);
  const o = G.outcome(s)!;
  expect(['medals', 'stalled', 'roundLimit']).toContain(o.reason);
  expect(o.scores).toEqual(s.medals);
  if (o.reason === 'medals') {
    expect(o.winners).toHaveLength(1);
    expect(s.medals[o.winners[0]]).toBe(options.targetMedals);
  }
  expect(o.winners.length).toBeGreaterThan(0);
  return { final: s, log, events };
}

describe('Athletic Games random playouts', () => {
  it('every game ends and keeps every invariant (2..5 players, many seeds, all targets)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 5 }), (players, seed, target) => {
        playout(players, seed, G.resolveOptions({ targetMedals: target }, players), false);
      }),
      { numRuns: 80 },
    );
  });

  it('views never leak a hidden card, checked after every step (fewer games)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, seed) => {
        playout(players, seed, G.resolveOptions({ targetMedals: 2 }, players), true);
      }),
      { numRuns: 12 },
    );
  });

  it('keeps every invariant with the partial-move variant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, seed) => {
        playout(players, seed, G.resolveOptions({ targetMedals: 2, allowPartialMoves: true }, players), true);
      }),
      { numRuns: 8 },
    );
  });

  it('replays deterministically: same seed and actions give the same state and events', () => {
    for (const [players, seed] of [
      [2, 11],
      [3, 4242],
      [5, 987654],
    ]) {
      const options = G.resolveOptions({ targetMedals: 3 }, players);
      expectSameReplay(G, { players, seed, options }, playout(players, seed, options, false));
    }
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
