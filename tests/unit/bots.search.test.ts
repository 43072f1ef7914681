/**
 * The shared information-set search on small games whose answers are known: it finds forced wins,
 * averages over hidden information instead of guessing one world, is deterministic for a seed, and
 * stops when interrupted.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/main/engine/core';
import { search, searchDecision, SearchInterrupted, setSearchCpuClock, setSearchInterrupt, type SearchDomain } from '../../src/main/engine/core/search';

/** Nim: two players take 1-3 stones in turn; whoever takes the last stone wins. */
interface Nim {
  stones: number;
  toMove: number;
  winner: number;
}
type Take = { type: 'take'; n: number };

const nim: SearchDomain<Nim, Take, Nim, null> = {
  sampleWorld: (view) => ({ ...view }),
  toAct: (s) => (s.winner >= 0 ? -1 : s.toMove),
  legalActions: (s) => [1, 2, 3].filter((n) => n <= s.stones).map((n) => ({ type: 'take', n })),
  step: (s, seat, a) => {
    s.stones -= a.n;
    if (s.stones === 0) s.winner = seat;
    s.toMove = 1 - seat;
    return s;
  },
  evaluate: (s) => (s.winner < 0 ? [0.5, 0.5] : [s.winner === 0 ? 1 : 0, s.winner === 1 ? 1 : 0]),
};

const take = (n: number): Take => ({ type: 'take', n });
const nimLegal = (stones: number): Take[] => nim.legalActions({ stones, toMove: 0, winner: -1 }, 0);

describe('information-set search', () => {
  it('finds the forced win in Nim: leave a multiple of four', () => {
    for (const [stones, best] of [
      [5, 1],
      [6, 2],
      [7, 3],
      [9, 1],
      [10, 2],
    ] as const) {
      const view: Nim = { stones, toMove: 0, winner: -1 };
      const a = searchDecision(nim, view, null, 0, nimLegal(stones), { iterations: 3000 }, new Rng(stones));
      expect(a, `${stones} stones`).toEqual(take(best));
    }
  });

  it('rolls out among `rolloutActions` when a game gives them, without listing `legalActions`', () => {
    let listed = 0;
    let rolloutSteps = 0;
    // The rollout policy only ever takes one stone.
    const oneAtATime: SearchDomain<Nim, Take, Nim, null> = {
      ...nim,
      legalActions: (s, seat) => {
        listed++;
        return nim.legalActions(s, seat);
      },
      rolloutActions: () => {
        rolloutSteps++;
        return [take(1)];
      },
    };
    // Two root moves, two iterations: each expands one and rolls it out, so nothing below the root is listed.
    const r = search(oneAtATime, { stones: 9, toMove: 0, winner: -1 }, null, 0, [take(1), take(2)], { iterations: 2 }, new Rng(5));
    expect(listed).toBe(0);
    // From 8 stones one at a time is 8 moves and from 7 it is 7; the first leaves the last stone to seat 0.
    expect(rolloutSteps).toBe(15);
    expect(r.action).toEqual(take(1));
  });

  it('takes an immediate win', () => {
    const a = searchDecision(nim, { stones: 3, toMove: 0, winner: -1 }, null, 0, nimLegal(3), { iterations: 200 }, new Rng(1));
    expect(a).toEqual(take(3));
  });

  it('is deterministic for a seed without a time cap, and returns a lone action without searching', () => {
    const view: Nim = { stones: 11, toMove: 0, winner: -1 };
    const a = search(nim, view, null, 0, nimLegal(11), { iterations: 500 }, new Rng(42));
    const b = search(nim, view, null, 0, nimLegal(11), { iterations: 500 }, new Rng(42));
    expect(a.visits).toEqual(b.visits);
    expect(a.action).toEqual(b.action);
    expect(a.stats.iterations).toBe(500);
    expect(a.visits.reduce((x, y) => x + y, 0)).toBe(500);
    const lone = search(nim, view, null, 0, [take(2)], { iterations: 500 }, new Rng(1));
    expect(lone).toMatchObject({ action: take(2), stats: { iterations: 0 } });
  });

  it('averages over hidden information: bets only when it wins in most worlds it cannot tell apart', () => {
    // The opponent holds a hidden card 1-10; "call" wins against cards below our card, "fold" scores 0.4.
    interface Duel {
      mine: number;
      theirs: number;
      done: number;
    }
    type Choice = { type: 'call' | 'fold' };
    const duel = (): SearchDomain<Duel, Choice, { mine: number }, null> => ({
      sampleWorld: (view, _m, _seat, rng) => ({ mine: view.mine, theirs: 1 + rng.int(10), done: -1 }),
      toAct: (s) => (s.done < 0 ? 0 : -1),
      legalActions: () => [{ type: 'call' }, { type: 'fold' }],
      step: (s, _seat, a) => ({ ...s, done: a.type === 'call' ? (s.mine > s.theirs ? 1 : 0) : 0.4 }),
      evaluate: (s) => [s.done, 1 - s.done],
    });
    const legal: Choice[] = [{ type: 'call' }, { type: 'fold' }];
    // with 8, a call wins 70% of worlds; with 3, only 20%
    expect(searchDecision(duel(), { mine: 8 }, null, 0, legal, { iterations: 2000 }, new Rng(5))).toEqual({ type: 'call' });
    expect(searchDecision(duel(), { mine: 3 }, null, 0, legal, { iterations: 2000 }, new Rng(5))).toEqual({ type: 'fold' });
  });

  describe('sweeps', () => {
    // A world is a luck u in [0, 1); the three moves score 0.9 u plus 0, 0.02 and -0.05: luck swamps the
    // small edge of "b" in any one world, but plays on the same worlds see it exactly.
    type Move = { type: 'a' | 'b' | 'c' | 'd' };
    const edge = { a: 0, b: 0.02, c: -0.05, d: 0.02 };
    const moves: Move[] = [{ type: 'a' }, { type: 'b' }, { type: 'c' }];
    const luck = (seen: number[]): SearchDomain<{ u: number; score: number }, Move, null, null> => ({
      sampleWorld: (_v, _m, _seat, rng) => {
        const u = rng.float();
        seen.push(u);
        return { u, score: -1 };
      },
      toAct: (s) => (s.score < 0 ? 0 : -1),
      legalActions: () => moves,
      step: (s, _seat, a) => ({ ...s, score: 0.9 * s.u + 0.05 + edge[a.type] }),
      evaluate: (s) => [s.score],
    });

    it('plays every world once under each root action, the same world each time, and takes the best mean', () => {
      const seen: number[] = [];
      const r = search(luck(seen), null, null, 0, moves, { iterations: 100, sweep: true }, new Rng(3));
      // 33 whole worlds fit in 100 plays.
      expect(r.stats.iterations).toBe(99);
      expect(r.visits).toEqual([33, 33, 33]);
      expect(seen).toHaveLength(99);
      for (let w = 0; w < 33; w++) expect(seen.slice(3 * w, 3 * w + 3)).toEqual([seen[3 * w], seen[3 * w], seen[3 * w]]);
      expect(new Set(seen).size).toBe(33);
      expect(r.action).toEqual({ type: 'b' });
    });

    it('stops once the leader is clear, and not before its least number of worlds', () => {
      const clear = { minWorlds: 5, z: 2, margin: 0.01 };
      const r = search(luck([]), null, null, 0, moves, { iterations: 3000, sweep: true, stopWhenClear: clear }, new Rng(3));
      // The paired differences never vary, so the leader is clear as soon as allowed.
      expect(r.stats.iterations).toBe(15);
      expect(r.action).toEqual({ type: 'b' });
      // A move as good as the leader in every world does not hold the search up (it cannot gain `margin`).
      const tied = search(luck([]), null, null, 0, [...moves, { type: 'd' }], { iterations: 3000, sweep: true, stopWhenClear: clear }, new Rng(3));
      expect(tied.stats.iterations).toBe(20);
      expect(['b', 'd']).toContain(tied.action.type);
      // Without the stop rule the same search runs to its cap.
      expect(search(luck([]), null, null, 0, moves, { iterations: 300, sweep: true }, new Rng(3)).stats.iterations).toBe(300);
    });
  });

  it('stops with SearchInterrupted when the decision is no longer wanted', () => {
    let polls = 0;
    setSearchInterrupt(() => ++polls > 3);
    try {
      expect(() => search(nim, { stones: 21, toMove: 0, winner: -1 }, null, 0, nimLegal(21), { iterations: 1e9 }, new Rng(1))).toThrow(SearchInterrupted);
    } finally {
      setSearchInterrupt(() => false);
    }
  });

  it('refuses to search with no legal action', () => {
    expect(() => search(nim, { stones: 0, toMove: 0, winner: 1 }, null, 0, [], { iterations: 10 }, new Rng(1))).toThrow(/at least one legal action/);
  });

  // Last in the file: the clock, once set, stays for the thread.
  it('counts its time cap in the CPU clock a tool sets, not in wall time', () => {
    // A thread that gets a quarter of a core: its CPU clock runs at a quarter of wall time.
    const wallAtStart = performance.now();
    setSearchCpuClock(() => (performance.now() - wallAtStart) / 4);
    const r = search(nim, { stones: 21, toMove: 0, winner: -1 }, null, 0, nimLegal(21), { iterations: 1e9, timeMs: 20 }, new Rng(1));
    // It searched until 20 ms of CPU had passed, so at least 80 ms of wall time, not 20.
    expect(r.stats.cpuMs).toBeGreaterThanOrEqual(20);
    expect(r.stats.ms).toBeGreaterThanOrEqual(79);
  });
});
