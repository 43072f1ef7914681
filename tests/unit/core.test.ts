import { describe, expect, it } from 'vitest';
import {
  Rng,
  RuleError,
  dealOrder,
  isRuleError,
  mixSeed,
  nextFloat,
  nextInt,
  nextUint32,
  replay,
  seedRng,
  shuffled,
  stableStringify,
} from '../../src/main/engine/core';
import { footballGame as G } from '../../src/main/engine/games/football';
import type { FootballState } from '../../src/main/engine/games/football';
import type { LoggedAction } from '../../src/main/engine/core';

describe('seeded RNG', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = seedRng(42);
    const b = seedRng(42);
    const c = seedRng(43);
    const seqA = Array.from({ length: 50 }, () => nextUint32(a));
    const seqB = Array.from({ length: 50 }, () => nextUint32(b));
    const seqC = Array.from({ length: 50 }, () => nextUint32(c));
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
    expect(new Set(seqA).size).toBe(50);
    for (const v of seqA) expect(v >>> 0).toBe(v);
  });

  it('keeps its state as plain JSON that can be saved and resumed', () => {
    const st = seedRng(7);
    nextInt(st, 10);
    const saved = JSON.parse(JSON.stringify(st));
    const next = Array.from({ length: 10 }, () => nextInt(st, 1000));
    expect(Array.from({ length: 10 }, () => nextInt(saved, 1000))).toEqual(next);
  });

  it('gives roughly uniform integers in range', () => {
    const st = seedRng(1);
    const counts = new Array(6).fill(0);
    const n = 60000;
    for (let i = 0; i < n; i++) {
      const v = nextInt(st, 6);
      expect(v >= 0 && v < 6 && Number.isInteger(v)).toBe(true);
      counts[v]++;
    }
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile.
    const chi = counts.reduce((sum, c) => sum + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5);
    const f = Array.from({ length: 1000 }, () => nextFloat(st));
    expect(Math.min(...f)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...f)).toBeLessThan(1);
    expect(f.reduce((a, b) => a + b, 0) / 1000).toBeGreaterThan(0.45);
    expect(f.reduce((a, b) => a + b, 0) / 1000).toBeLessThan(0.55);
    expect(() => nextInt(st, 0)).toThrow();
  });

  it('shuffles into a permutation without touching the input, each position reachable', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const st = seedRng(3);
    const firsts = new Set<number>();
    for (let k = 0; k < 200; k++) {
      const out = shuffled(st, items);
      expect([...out].sort((a, b) => a - b)).toEqual(items);
      firsts.add(out[0]);
    }
    expect(items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(firsts.size).toBe(10);
    expect(shuffled(seedRng(9), items)).toEqual(shuffled(seedRng(9), items));
  });

  it('Rng wraps the same generator; mixSeed mixes its parts', () => {
    const r1 = new Rng(5);
    const st = seedRng(5);
    expect([r1.int(100), r1.int(100)]).toEqual([nextInt(st, 100), nextInt(st, 100)]);
    const r2 = new Rng(seedRng(5));
    const r3 = new Rng(5);
    expect(r2.float()).toBe(r3.float());
    expect(['a', 'b', 'c']).toContain(r2.pick(['a', 'b', 'c']));
    expect(mixSeed(1, 2, 3)).toBe(mixSeed(1, 2, 3));
    expect(mixSeed(1, 2, 3)).not.toBe(mixSeed(3, 2, 1));
    expect(mixSeed(1, 2)).not.toBe(mixSeed(1, 3));
    expect(mixSeed(1, 2) >>> 0).toBe(mixSeed(1, 2));
  });
});

describe('stableStringify', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}');
    expect(stableStringify({ a: 1, b: undefined })).toBe(stableStringify({ a: 1 }));
    expect(stableStringify([undefined, 1])).toBe('[null,1]');
    expect(stableStringify('x')).toBe('"x"');
    expect(stableStringify(undefined)).toBe('null');
    expect(stableStringify({ x: 1, y: 2 })).toBe(stableStringify({ y: 2, x: 1 }));
    expect(stableStringify({ x: 1 })).not.toBe(stableStringify({ x: 2 }));
  });
});

describe('RuleError and replay', () => {
  it('RuleError carries a code, a message and params', () => {
    const e = new RuleError('notYourTurn', 'Not your turn.', { seat: 2 });
    expect(isRuleError(e)).toBe(true);
    expect(isRuleError(new Error('x'))).toBe(false);
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe('notYourTurn');
    expect(e.params).toEqual({ seat: 2 });
    expect(e.name).toBe('RuleError');
  });

  it('replay rebuilds a game from its seed and log, and throws on an illegal step', () => {
    const options = G.resolveOptions({}, 3);
    const args = { players: 3, seed: 77, options };
    let s = G.setup(args);
    const log: LoggedAction[] = [];
    const rng = new Rng(1);
    for (let i = 0; i < 60 && G.outcome(s) === null; i++) {
      const [seat] = G.actors(s);
      const legal = G.legalActions(s, seat).filter((a) => a.type !== 'useVar');
      const action = legal[rng.int(legal.length)];
      log.push({ seat, action });
      s = G.apply(s, seat, action).state;
    }
    const again = replay<FootballState>(G, args, log);
    expect(stableStringify(again)).toBe(stableStringify(s));
    const broken = [...log, { seat: (G.actors(s)[0] + 1) % 3, action: { type: 'flip', cell: 0 } }];
    expect(() => replay(G, args, broken)).toThrow(RuleError);
  });
});

describe('dealOrder', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('deals a stacked deck as given and shuffles otherwise, reproducibly', () => {
    expect(dealOrder(seedRng(1), ids, ['d', 'b', 'a', 'c'], 'bad')).toEqual(['d', 'b', 'a', 'c']);
    const dealt = dealOrder(seedRng(7), ids, undefined, 'bad');
    expect([...dealt].sort()).toEqual(ids);
    expect(dealt).toEqual(shuffled(seedRng(7), ids));
  });
  it('refuses a stacked deck that misses, repeats or adds a card, with the game\'s message', () => {
    for (const deck of [['a', 'b', 'c'], ['a', 'b', 'c', 'c'], ['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'x']]) {
      let error: unknown = null;
      try { dealOrder(seedRng(1), ids, deck, 'Needs a, b, c and d.'); } catch (e) { error = e; }
      expect(isRuleError(error) && error.code === 'badDeck' && error.message === 'Needs a, b, c and d.').toBe(true);
    }
  });
});
