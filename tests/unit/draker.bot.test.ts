/**
 * Draker bots: honest (two deals that differ only in cards no seat has seen give the same decisions),
 * complete games at every level for 2-6 players, and the levels are ordered.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../src/common/contract';
import type { DrakerAction, DrakerEvent } from '../../src/common/games/draker';
import { Rng, mixSeed, shuffled, seedRng, stableStringify } from '../../src/main/engine/core';
import { DRAKER_LEVELS, DrakerBot, allCards, composition, drakerGame as G } from '../../src/main/engine/games/draker';
import type { DrakerPreset, DrakerState } from '../../src/main/engine/games/draker';
import { scoreTurnActions } from '../../src/main/engine/games/draker/bot';
import { autoParcelTarget } from '../../src/main/engine/games/draker/combat';

const SORTED_ALL = [...composition()].sort();
/** The searching levels without their time caps, so a search gives the same result every run. */
const PRESETS: Record<string, DrakerPreset> = {
  easy: DRAKER_LEVELS.easy,
  normal: DRAKER_LEVELS.normal,
  hard: { ...DRAKER_LEVELS.hard, iterations: 8, timeMs: undefined },
  expert: { ...DRAKER_LEVELS.expert, iterations: 12, timeMs: undefined },
};

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) collect(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v, into);
}

interface Run {
  actions: DrakerAction[];
  seen: Set<string>;
  final: DrakerState;
}

/** Plays bots seat by seat, each fed only its view and its redacted events. */
function play(deck: readonly string[], players: number, seed: number, levels: string[], steps = Infinity): Run {
  const options = G.resolveOptions({}, players);
  const bots = levels.map((level, seat) => new DrakerBot({ seat, players, level: level as BotLevel, options }, PRESETS[level]));
  let s = G.setup({ players, seed, options, deck });
  const seen = new Set<string>();
  const actions: DrakerAction[] = [];
  for (let i = 0; i < steps && G.outcome(s) === null; i++) {
    expect(i).toBeLessThan(20_000);
    const seat = G.actors(s)[0];
    const view = G.view(s, seat);
    collect(view, seen);
    const legal = G.legalActions(s, seat);
    const action = bots[seat].decide(view, legal, new Rng(mixSeed(seed, seat, i)));
    expect(legal.map((a) => stableStringify(a))).toContain(stableStringify(action));
    actions.push(action);
    const r = G.apply(s, seat, action);
    s = r.state;
    for (let p = 0; p < players; p++) {
      const events = r.events.map((e) => G.redactEvent(e, p)).filter((e): e is DrakerEvent => e !== null);
      const v = G.view(s, p);
      collect(events, seen);
      collect(v, seen);
      bots[p].observe(events);
    }
  }
  return { actions, seen, final: s };
}

describe('Draker bots', () => {
  for (const level of ['easy', 'normal', 'hard', 'expert']) {
    it(`${level}: swapping two cards no seat has seen changes no decision`, () => {
      const runs = { hard: [[2, 11, 60], [3, 12, 40]], expert: [[2, 11, 40], [3, 12, 30]] }[level] ?? [[2, 11, 90], [3, 12, 80], [4, 13, 70]];
      for (const [players, seed, steps] of runs) {
        const deck = shuffled(seedRng(seed), composition());
        const a = play(deck, players, seed, Array(players).fill(level), steps);
        const unseen = deck.map((id, i) => [id, i] as const).filter(([id]) => !a.seen.has(id));
        expect(unseen.length).toBeGreaterThanOrEqual(2);
        const swapped = [...deck];
        const i = unseen[0][1];
        const j = unseen[unseen.length - 1][1];
        [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
        const b = play(swapped, players, seed, Array(players).fill(level), steps);
        expect(b.actions).toEqual(a.actions);
      }
    });
  }

  it('the check has teeth: a world built from the real deal changes decisions', () => {
    // Two deals that differ in an unseen card do differ in the state: a bot reading it could tell.
    const deck = shuffled(seedRng(5), composition());
    const swapped = [...deck];
    [swapped[60], swapped[83]] = [swapped[83], swapped[60]];
    const options = G.resolveOptions({}, 2);
    expect(stableStringify(G.setup({ players: 2, seed: 5, options, deck }))).not.toBe(stableStringify(G.setup({ players: 2, seed: 5, options, deck: swapped })));
    expect(stableStringify(G.view(G.setup({ players: 2, seed: 5, options, deck }), 0))).toBe(stableStringify(G.view(G.setup({ players: 2, seed: 5, options, deck: swapped }), 0)));
  });

  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players of mixed levels finish a game with every card in place`, () => {
      const levels = Array.from({ length: players }, (_, i) => ['easy', 'normal', 'hard'][i % 3]);
      const seed = 100 + players;
      const run = play(shuffled(seedRng(seed), composition()), players, seed, levels);
      expect(G.outcome(run.final)).not.toBeNull();
      expect(allCards(run.final).sort()).toEqual(SORTED_ALL);
    });
  }

  it('normal beats easy in most of 12 two-player games with seats rotated', () => {
    let normalWins = 0;
    for (let g = 0; g < 12; g++) {
      const levels = g % 2 === 0 ? ['normal', 'easy'] : ['easy', 'normal'];
      const run = play(shuffled(seedRng(200 + g), composition()), 2, 200 + g, levels);
      const o = G.outcome(run.final)!;
      if (o.winners.length === 1 && levels[o.winners[0]] === 'normal') normalWins++;
    }
    expect(normalWins).toBeGreaterThanOrEqual(9);
  });
});

describe('Draker automatic targets spread over the table, not onto the lead', () => {
  const fresh = (): DrakerState => G.setup({ players: 4, seed: 3, options: G.resolveOptions({ firstPlayer: 0 }, 4) });

  it('a parcel goes to the least defence (less the parcels sent to it), then the lowest life, then the next seat clockwise from the attacker', () => {
    const s = fresh();
    expect(s.lead).toBe(0);
    // Nobody has a defence and every life is 30: the seat after the attacker, not the lead.
    expect(autoParcelTarget(s, 2, false)).toBe(3);
    expect(autoParcelTarget(s, 1, true)).toBe(2);
    expect(autoParcelTarget(s, 3, false)).toBe(0);
    s.combos.push({ id: 90, owner: 3, kind: 'DEF', cards: [s.pools[3][0]], value: 5, remaining: 5 });
    expect(autoParcelTarget(s, 2, false)).toBe(0);
    s.life[1] = 12;
    expect(autoParcelTarget(s, 2, false)).toBe(1);
    // Parcels already sent count against the defence that will meet them: 5 less 6 leaves less than none.
    s.parcels.push({ from: 1, to: 3, combo: 91, amount: 6, flight: false });
    expect(autoParcelTarget(s, 2, false)).toBe(3);
  });

  it('normal aims a Volley at the opponent with the least life, ties to the next one clockwise', () => {
    const s = fresh();
    const volley = 'gnomes-2'; // an Archer: Volley
    const aims = (seat: number): number[] => {
      const legal: DrakerAction[] = [0, 1, 2, 3].filter((t) => t !== seat).map((target) => ({ type: 'activate', card: volley, target }));
      const scores = scoreTurnActions(s, seat, legal, DRAKER_LEVELS.normal);
      return legal.map((a, i) => [(a as { target: number }).target, scores[i]!] as const).sort((x, y) => y[1] - x[1]).map(([t]) => t);
    };
    expect(aims(1)).toEqual([2, 3, 0]);
    expect(aims(3)).toEqual([0, 1, 2]);
    s.life[0] = 20;
    expect(aims(1)[0]).toBe(0);
  });
});
