import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, stableStringify } from '../../src/main/engine/core';
import type { FootballAction, FootballEvent, FootballOptions } from '../../src/common/games/football';
import { cardCount, footballGame as G } from '../../src/main/engine/games/football';
import type { FootballState } from '../../src/main/engine/games/football';
import { expectRefusals, expectSameReplay } from './playout-checks';

const STEP_BOUND = 5000;

function total(s: FootballState): number {
  let n = s.discard.length;
  for (const c of s.cells) if (c !== null) n++;
  for (const p of s.seats) n += 2 * p.pairs.length + p.prizes.length;
  return n;
}

/** A random action of any kind, in the canonical form `legalActions` would list it. */
function randomAction(s: FootballState, rng: Rng): FootballAction {
  const n = s.cells.length;
  switch (rng.int(8)) {
    case 0:
    case 1:
      return { type: 'flip', cell: rng.int(n) };
    case 2: {
      const a = rng.int(n);
      const b = rng.int(n);
      return { type: 'useVar', cells: [Math.min(a, b), Math.max(a, b)] };
    }
    case 3:
      return { type: 'playGame', opponent: rng.int(s.players) };
    case 4:
      return { type: 'takePair', footballer: 1 + rng.int(44) };
    case 5:
      return rng.int(2) ? { type: 'yellow', target: rng.int(s.players), double: true } : { type: 'yellow', target: rng.int(s.players) };
    case 6:
      return { type: 'red' };
    default:
      return { type: 'pass' };
  }
}

/**
 * A random legal action: first a random kind of action (so the many VAR cell pairs do not crowd out the
 * rest), then a random one of that kind; the second flip finds the mate of the face-up card with
 * probability 0.6, so that games end in a few hundred steps (purely random flips take thousands).
 */
function pickAction(s: FootballState, legal: FootballAction[], rng: Rng): FootballAction {
  const kinds = [...new Set(legal.map((a) => a.type))];
  const kind = kinds[rng.int(kinds.length)];
  const ofKind = legal.filter((a) => a.type === kind);
  if (kind === 'flip' && s.upCell !== null && rng.float() < 0.6) {
    const up = s.cells[s.upCell]!;
    const mate = ofKind.find((a) => a.type === 'flip' && s.cells[a.cell]!.slice(0, 4) === up.slice(0, 4) && up.startsWith('fb'));
    if (mate) return mate;
  }
  return ofKind[rng.int(ofKind.length)];
}

/** Every seat's and the spectator's view: no face-down card identity, no peek but one's own. */
function checkViews(s: FootballState): void {
  const faceDownIds = new Set<string>();
  s.cells.forEach((id, i) => {
    if (id !== null && i !== s.upCell) faceDownIds.add(id);
  });
  const problems: string[] = [];
  const viewers: (number | 'spectator')[] = ['spectator', ...Array.from({ length: s.players }, (_, i) => i)];
  for (const v of viewers) {
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
    if (!mayPeek) {
      if (view.peek !== null) problems.push(`${v}: sees a peek`);
      const ids = JSON.stringify(view).match(/"id":"[^"]+"/g) ?? [];
      for (const m of ids) if (faceDownIds.has(m.slice(6, -1))) problems.push(`${v}: sees ${m}`);
    } else if (view.peek && stableStringify(view.peek.cells) !== stableStringify(s.peek!.cells)) {
      problems.push(`${v}: peek at the wrong cells`);
    }
    if (G.hasPrivate(view) !== (view.peek !== null)) problems.push(`${v}: hasPrivate wrong`);
  }
  expect(problems).toEqual([]);
}

interface Played {
  final: FootballState;
  log: { seat: number; action: FootballAction }[];
  events: FootballEvent[];
  steps: number;
}

/** One random game: a random actor and a random legal action at every step, with the invariants checked. */
function playout(players: number, seed: number, options: FootballOptions, deep: boolean): Played {
  const rng = new Rng(seed ^ 0x5a5a5a5a);
  let s = G.setup({ players, seed, options });
  const count = cardCount(options);
  const log: { seat: number; action: FootballAction }[] = [];
  const events: FootballEvent[] = [];
  let steps = 0;
  while (G.outcome(s) === null) {
    expect(steps++).toBeLessThan(STEP_BOUND);
    const actors = G.actors(s);
    expect(actors.length).toBe(1);
    const seat = actors[rng.int(actors.length)];
    const legal = G.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const before = stableStringify(s);
    // An action it does not list is rejected and changes nothing; so is any action by a non-actor.
    if (deep || rng.int(4) === 0) expectRefusals(G, s, seat, players, legal, randomAction(s, rng), rng);
    const action = pickAction(s, legal, rng);
    const r = G.apply(s, seat, action);
    expect(stableStringify(s)).toBe(before);
    log.push({ seat, action });
    events.push(...r.events);
    s = r.state;
    expect(total(s)).toBe(count);
    if (deep) checkViews(s);
    const w = G.reactionWindow(s);
    if (w) expect(G.actors(s)).toEqual([w.seat]);
  }
  expect(G.actors(s)).toEqual([]);
  expect(s.cells.every((c) => c === null)).toBe(true);
  const o = G.outcome(s)!;
  expect(o.reason).toBe('tableEmpty');
  expect(o.scores.length).toBe(players);
  expect(o.winners.length).toBeGreaterThan(0);
  return { final: s, log, events, steps };
}

describe('Klepka Football random playouts', () => {
  it('keeps every invariant over many random games (2..6 players, default options)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, seed) => {
        playout(players, seed, G.resolveOptions({}, players), false);
      }),
      { numRuns: 300 },
    );
  });

  it('views never leak and every step is checked deeply (fewer games)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, seed) => {
        playout(players, seed, G.resolveOptions({}, players), true);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every invariant with small and odd compositions', () => {
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
        const opts = G.resolveOptions({ ...o, rows: Math.ceil(n / cols) + 1, cols }, players);
        playout(players, seed, opts, true);
      }),
      { numRuns: 200 },
    );
  });

  it('replays deterministically: same seed and actions give the same state and events', () => {
    for (const [players, seed] of [
      [2, 11],
      [4, 12345],
      [6, 987654],
    ]) {
      const options = G.resolveOptions({}, players);
      expectSameReplay(G, { players, seed, options }, playout(players, seed, options, false), (s: FootballState) => s.cells);
    }
  });
});
