import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, RuleError, stableStringify } from '../../src/main/engine/core';
import type { RushAction, RushEvent, RushOptions } from '../../src/common/games/rush';
import { rushFaceOf } from '../../src/common/games/rush';
import { allCards, composition, rankOf, rushGame as G } from '../../src/main/engine/games/rush';
import type { RushState } from '../../src/main/engine/games/rush';
import { expectOtherSeatsRefused, expectSameReplay } from './playout-checks';

const STEP_BOUND = 20000;

/** A move up to the copies used and the order of equal-purpose cards (what makes two moves the same choice). */
function choiceKey(a: RushAction): string {
  const faces = (ids: readonly string[]): string => ids.map(rushFaceOf).sort().join(',');
  switch (a.type) {
    case 'takeOver':
      return `takeOver:${a.rank}:${faces(a.cards)}`;
    case 'reinforce':
      return `reinforce:${a.rank}:${rushFaceOf(a.card)}:${faces(a.cards)}`;
    case 'defend':
      return `defend:${faces(a.cards)}`;
    case 'layOut':
    case 'discard':
      return `${a.type}:${rushFaceOf(a.card)}`;
    case 'sponsor':
      return `sponsor:${rushFaceOf(a.card)}:${a.option}:${a.target ?? ''}`;
    case 'doping':
      return `doping:${rushFaceOf(a.card)}:${a.option}:${a.target ?? ''}:${a.other ? rushFaceOf(a.other) : ''}`;
    default:
      return a.type;
  }
}

/** A random action of any kind, mostly made of the seat's own cards so that some probes are near misses. */
function randomAction(s: RushState, seat: number, rng: Rng): RushAction {
  const ids = composition(s.players);
  const hand = s.hands[seat];
  const card = (): string => (hand.length > 0 && rng.int(4) > 0 ? hand[rng.int(hand.length)] : ids[rng.int(ids.length)]);
  const cards = (): string[] => Array.from({ length: 1 + rng.int(4) }, card);
  const rank = 2 + rng.int(s.maxRank - 1);
  switch (rng.int(8)) {
    case 0:
      return { type: 'layOut', card: card() };
    case 1:
      return { type: 'takeOver', rank, cards: cards() };
    case 2:
      return { type: 'reinforce', rank, card: card(), cards: cards() };
    case 3:
      return { type: 'sponsor', card: card(), option: rng.pick(['draw', 'takeDiscard', 'demand'] as const), target: rng.int(2) ? rng.int(s.players) : undefined };
    case 4:
      return { type: 'doping', card: card(), option: rng.pick(['destroy', 'discard', 'demand'] as const), target: rng.int(2) ? rng.int(s.players) : undefined, other: rng.int(2) ? card() : undefined };
    case 5:
      return { type: 'discard', card: card() };
    case 6:
      return { type: 'accept' };
    default:
      return { type: 'defend', cards: [card(), card()] };
  }
}

function checkInvariants(s: RushState): void {
  expect([...allCards(s)].sort()).toEqual([...composition(s.players)].sort());
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

/** Every seat's and the spectator's view: no card of another hand (unless public) and none of the draw pile. */
function checkViews(s: RushState): void {
  const viewers: (number | 'spectator')[] = ['spectator', ...Array.from({ length: s.players }, (_, i) => i)];
  for (const v of viewers) {
    const hidden = new Set<string>(s.draw);
    s.hands.forEach((h, p) => {
      if (p !== v) for (const id of h) if (!s.known[p].includes(id)) hidden.add(id);
    });
    const view = G.view(s, v);
    const ids = (JSON.stringify(view).match(/"id":"[^"]+"/g) ?? []).map((m) => m.slice(6, -1));
    for (const id of ids) expect(hidden.has(id), `viewer ${v} sees ${id}`).toBe(false);
    expect(view.players.map((p) => p.handCount)).toEqual(s.hands.map((h) => h.length));
    expect(view.drawCount).toBe(s.draw.length);
    expect(G.hasPrivate(view)).toBe(typeof v === 'number' && s.hands[v].length > 0);
  }
}

function checkRedaction(events: readonly RushEvent[], players: number): void {
  for (const e of events) {
    for (let v = 0; v < players; v++) {
      const r = G.redactEvent(e, v);
      if (e.type === 'draw') expect(r !== null && 'cards' in r && r.cards !== undefined).toBe(v === e.seat);
      if (e.type === 'steal') expect(r !== null && 'card' in r && r.card !== undefined).toBe(v === e.from || v === e.to);
    }
    const spect = G.redactEvent(e, 'spectator');
    if (e.type === 'draw' || e.type === 'steal') expect(JSON.stringify(spect)).not.toContain('"id"');
  }
}

interface Played {
  final: RushState;
  log: { seat: number; action: RushAction }[];
  events: RushEvent[];
}

/** One random game: a random legal action at every step, with the invariants checked. */
function playout(players: number, seed: number, options: RushOptions, deep: boolean): Played {
  const rng = new Rng(seed ^ 0x5a5a5a5a);
  let s = G.setup({ players, seed, options });
  checkInvariants(s);
  const log: { seat: number; action: RushAction }[] = [];
  const events: RushEvent[] = [];
  let steps = 0;
  while (G.outcome(s) === null) {
    expect(steps++).toBeLessThan(STEP_BOUND);
    const actors = G.actors(s);
    expect(actors.length).toBe(1);
    const seat = actors[0];
    const legal = G.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const before = stableStringify(s);
    if (deep || rng.int(4) === 0) {
      // A probe that is not one of the listed choices is rejected and changes nothing.
      const listed = new Set(legal.map(choiceKey));
      const probe = randomAction(s, seat, rng);
      let accepted = true;
      try {
        G.apply(s, seat, probe);
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        accepted = false;
      }
      expect(stableStringify(s)).toBe(before);
      if (accepted) expect(listed.has(choiceKey(probe)), stableStringify(probe)).toBe(true);
      expectOtherSeatsRefused(G, s, seat, players, legal, rng);
    }
    if (deep) for (const a of legal) G.apply(s, seat, a);
    const action = legal[rng.int(legal.length)];
    const r = G.apply(s, seat, action);
    expect(stableStringify(s)).toBe(before);
    log.push({ seat, action });
    events.push(...r.events);
    s = r.state;
    checkInvariants(s);
    if (deep) {
      checkViews(s);
      checkRedaction(r.events, players);
    }
  }
  expect(G.actors(s)).toEqual([]);
  const o = G.outcome(s)!;
  expect(['exhausted', 'handsEmpty', 'roundCap']).toContain(o.reason);
  expect(o.scores.length).toBe(players);
  expect(o.winners.length).toBeGreaterThan(0);
  if (o.reason === 'exhausted') {
    expect(s.exhaustions).toBeGreaterThanOrEqual(options.endAfterExhaustions);
    expect(s.active).toBe((s.first + players - 1) % players);
  }
  return { final: s, log, events };
}

describe('Rush for Medals random playouts', () => {
  it('keeps every invariant over many random games (2..6 players, default options)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, seed) => {
        playout(players, seed, G.resolveOptions({}, players), false);
      }),
      { numRuns: 200 },
    );
  });

  it('views never leak, events are redacted and every listed action applies (fewer games)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, seed) => {
        playout(players, seed, G.resolveOptions({}, players), true);
      }),
      { numRuns: 25 },
    );
  });

  it('ends with other options too (end after 1..4 exhaustions, rank points)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('medals' as const, 'rankPoints' as const),
        (players, seed, ends, scoring) => {
          playout(players, seed, G.resolveOptions({ endAfterExhaustions: ends, scoring }, players), false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('replays deterministically: same seed and actions give the same state and events', () => {
    for (const [players, seed] of [
      [2, 11],
      [4, 12345],
      [6, 987654],
    ]) {
      const options = G.resolveOptions({}, players);
      expectSameReplay(G, { players, seed, options }, playout(players, seed, options, false), (s: RushState) => s.hands);
    }
  });
});
