import { describe, expect, it } from 'vitest';
import { Rng, mixSeed } from '../../src/main/engine/core';
import type { BotLevel } from '../../src/common/contract';
import type { FootballAction, FootballEvent, FootballOptions, FootballView } from '../../src/common/games/football';
import {
  FootballBot,
  MEMORY_PRESETS,
  composition,
  createFootballBot,
  footballGame as G,
} from '../../src/main/engine/games/football';
import type { FootballState } from '../../src/main/engine/games/football';
import type { SeatBot } from '../../src/main/engine/core/bots';

type Bot = SeatBot<FootballView, FootballAction, FootballEvent>;

function makeBots(levels: BotLevel[], options: FootballOptions): Bot[] {
  return levels.map((level, seat) => createFootballBot({ seat, players: levels.length, level, options }));
}

/** Applies an action and lets every bot observe what its seat saw. */
function step(s: FootballState, seat: number, action: FootballAction, bots: (Bot | null)[], seed: number, n: number): FootballState {
  const r = G.apply(s, seat, action);
  bots.forEach((b, i) => {
    if (!b) return;
    const seen = r.events.map((e) => G.redactEvent(e, i)).filter((e): e is FootballEvent => e !== null);
    b.observe(seen, G.view(r.state, i), new Rng(mixSeed(seed, i, n, 1)));
  });
  return r.state;
}

interface BotGame {
  final: FootballState;
  steps: number;
  reds: number;
}

function botGame(levels: BotLevel[], seed: number, opts: Partial<FootballOptions> = {}): BotGame {
  const players = levels.length;
  const options = G.resolveOptions(opts, players);
  let s = G.setup({ players, seed, options });
  const bots = makeBots(levels, options);
  let n = 0;
  let reds = 0;
  while (G.outcome(s) === null) {
    expect(n).toBeLessThan(20000);
    const [seat] = G.actors(s);
    const legal = G.legalActions(s, seat);
    const action = bots[seat].decide(G.view(s, seat), legal, new Rng(mixSeed(seed, seat, n)));
    // The very object from the list.
    expect(legal.includes(action)).toBe(true);
    if (action.type === 'red') {
      reds++;
      expect(seat).not.toBe(s.active);
    }
    s = step(s, seat, action, bots, seed, n);
    n++;
  }
  return { final: s, steps: n, reds };
}

describe('Klepka Football bot', () => {
  it('keeps its memory presets as data', () => {
    expect(MEMORY_PRESETS.easy).toMatchObject({ pStore: 0.5, decay: 0.75, capacity: 6, pConfuse: 0.2 });
    expect(MEMORY_PRESETS.normal).toMatchObject({ pStore: 0.8, decay: 0.9, capacity: 16, pConfuse: 0.1 });
    expect(MEMORY_PRESETS.hard).toMatchObject({ pStore: 1.0, decay: 0.98, capacity: 60, pConfuse: 0.02 });
    expect(MEMORY_PRESETS.perfect).toMatchObject({ pStore: 1, decay: 1, capacity: Infinity, pConfuse: 0 });
  });

  it('decides from its view and memory only: same inputs and seed give the same decision', () => {
    const options = G.resolveOptions({ firstPlayer: 1 }, 3);
    const deckA = composition(options);
    // Same first cards (the ones that get flipped below), different unseen cards elsewhere.
    const deckB = [...deckA.slice(0, 10), ...deckA.slice(10).reverse()];
    const sA0 = G.setup({ players: 3, seed: 5, options, deck: deckA });
    const sB0 = G.setup({ players: 3, seed: 5, options, deck: deckB });
    expect(sA0.cells).not.toEqual(sB0.cells);
    const botA = createFootballBot({ seat: 0, players: 3, level: 'normal', options });
    const botB = createFootballBot({ seat: 0, players: 3, level: 'normal', options });
    let sA = sA0;
    let sB = sB0;
    // Seats 1 and 2 flip cells 1 and 3, then 5 and 7 (non-matching in both decks).
    const script: [number, number][] = [
      [1, 1],
      [1, 3],
      [2, 5],
      [2, 7],
    ];
    script.forEach(([seat, c], n) => {
      sA = step(sA, seat, { type: 'flip', cell: c }, [botA], 9, n);
      sB = step(sB, seat, { type: 'flip', cell: c }, [botB], 9, n);
    });
    expect(G.view(sA, 0)).toEqual(G.view(sB, 0));
    expect(sA.cells).not.toEqual(sB.cells);
    for (let k = 0; k < 20; k++) {
      const dA = botA.decide(G.view(sA, 0), G.legalActions(sA, 0), new Rng(k));
      const dB = botB.decide(G.view(sB, 0), G.legalActions(sB, 0), new Rng(k));
      expect(dA).toEqual(dB);
    }
    // A different memory (a bot that saw nothing) may decide differently, but still legally.
    const fresh = createFootballBot({ seat: 0, players: 3, level: 'normal', options });
    const legal = G.legalActions(sA, 0);
    expect(legal).toContainEqual(fresh.decide(G.view(sA, 0), legal, new Rng(1)));
  });

  it('a Perfect bot that has seen both cards of a pair flips that pair', () => {
    const options = G.resolveOptions({ firstPlayer: 0 }, 3);
    const ids = composition(options);
    // A1 = fb12-1, C3 = fb12-2; B1, B2 are other footballers.
    const deck = ids.filter((id) => !['fb12-1', 'fb12-2', 'fb05-1', 'fb06-1'].includes(id));
    deck.splice(0, 0, 'fb12-1');
    deck.splice(10, 0, 'fb05-1', 'fb06-1');
    deck.splice(22, 0, 'fb12-2');
    expect(deck.length).toBe(ids.length);
    let s = G.setup({ players: 3, seed: 3, options, deck });
    expect(s.cells[0]).toBe('fb12-1');
    expect(s.cells[22]).toBe('fb12-2');
    const bot = createFootballBot({ seat: 2, players: 3, level: 'perfect', options });
    const bots = [null, null, bot];
    let n = 0;
    for (const [seat, c] of [
      [0, 0],
      [0, 10],
      [1, 22],
      [1, 11],
    ] as const) {
      s = step(s, seat, { type: 'flip', cell: c }, bots, 1, n++);
    }
    expect(s.active).toBe(2);
    for (let k = 0; k < 10; k++) {
      const first = bot.decide(G.view(s, 2), G.legalActions(s, 2), new Rng(k));
      expect(first.type).toBe('flip');
      expect([0, 22]).toContain((first as { cell: number }).cell);
    }
    const first = bot.decide(G.view(s, 2), G.legalActions(s, 2), new Rng(0));
    s = step(s, 2, first, bots, 1, n++);
    const second = bot.decide(G.view(s, 2), G.legalActions(s, 2), new Rng(0));
    s = step(s, 2, second, bots, 1, n++);
    expect(s.seats[2].pairs).toEqual([12]);
  });

  it('forgets cards that left the table and respects its capacity', () => {
    const options = G.resolveOptions({ firstPlayer: 0 }, 2);
    const s0 = G.setup({ players: 2, seed: 2, options });
    const bot = createFootballBot({ seat: 1, players: 2, level: 'easy', options }) as FootballBot;
    let s = s0;
    let n = 0;
    // Seat 0 flips a lot of cells; the Easy bot never holds more than 6.
    while (n < 60 && G.outcome(s) === null) {
      const [seat] = G.actors(s);
      const legal = G.legalActions(s, seat).filter((a) => a.type === 'flip' || a.type === 'pass');
      s = step(s, seat, legal[(n * 7) % legal.length], [null, bot], 4, n);
      n++;
      expect(bot.memory.size).toBeLessThanOrEqual(6);
      for (const cell of bot.memory.keys()) expect(s.cells[cell]).not.toBeNull();
    }
    const perfect = createFootballBot({ seat: 1, players: 2, level: 'perfect', options }) as FootballBot;
    const flip = (cell: number): FootballEvent => ({ type: 'flip', seat: 0, cell, card: { id: 'fb01-1', kind: 'footballer', footballer: 1, points: 5 } });
    const v = G.view(s0, 1);
    perfect.observe([flip(0), flip(1)], v, new Rng(1));
    expect([...perfect.memory.keys()].sort()).toEqual([0, 1]);
    perfect.observe([{ type: 'takePair', seat: 0, cells: [0, 1], footballer: 1 }], v, new Rng(1));
    expect(perfect.memory.size).toBe(0);
    // Another seat's peek (redacted, without cards) is not stored.
    perfect.observe([{ type: 'peek', seat: 0, cells: [5, 6] }], v, new Rng(1));
    expect(perfect.memory.size).toBe(0);
  });

  it('plays full bot-only games for 2..6 seats at every level without an illegal move', () => {
    const levels: BotLevel[] = ['easy', 'normal', 'hard', 'perfect'];
    let reds = 0;
    for (let players = 2; players <= 6; players++) {
      for (let seed = 1; seed <= 3; seed++) {
        const seats = Array.from({ length: players }, (_, i) => levels[(i + seed) % 4]);
        const g = botGame(seats, seed * 100 + players);
        reds += g.reds;
        const o = G.outcome(g.final)!;
        expect(o.reason).toBe('tableEmpty');
        expect(o.scores.reduce((a, b) => a + b, 0)).toBe(220);
      }
    }
    // With 2 REDs in the box, bots do use them.
    expect(reds).toBeGreaterThan(0);
  });

  it('a Hard bot beats an Easy bot in most two-player games', () => {
    let hardWins = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const hardSeat = i % 2;
      const levels: BotLevel[] = hardSeat === 0 ? ['hard', 'easy'] : ['easy', 'hard'];
      const o = G.outcome(botGame(levels, 1000 + i).final)!;
      if (o.winners.includes(hardSeat)) hardWins += o.winners.length === 1 ? 1 : 0.5;
    }
    expect(hardWins / games).toBeGreaterThanOrEqual(0.6);
  });
});
