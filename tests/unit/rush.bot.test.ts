import { describe, expect, it } from 'vitest';
import { Rng, mixSeed, stableStringify } from '../../src/main/engine/core';
import type { BotLevel } from '../../src/common/contract';
import type { RushAction, RushEvent, RushView } from '../../src/common/games/rush';
import { allCards, composition, createRushBot, RushBot, rushGame as G } from '../../src/main/engine/games/rush';
import type { RushState } from '../../src/main/engine/games/rush';
import { evaluate, greedyPick, rushSearchDomain, STRENGTH, sampleWorld, searchRush, situationFromView } from '../../src/main/engine/games/rush/bot';
import { legalMoveIds, moveOf, rushMoveId } from '../../src/main/engine/games/rush/rules';
import { rushMoveKey } from '../../src/common/games/rush';
import type { RushMemory } from '../../src/main/engine/games/rush/bot';
import type { SeatBot } from '../../src/main/engine/core/bots';

type Bot = SeatBot<RushView, RushAction, RushEvent>;

/** A bot with its level's play but a fixed search budget (no clock), so decisions are reproducible. */
function makeBot(level: BotLevel, seat: number, players: number): Bot {
  const bot = createRushBot({ seat, players, level, options: G.resolveOptions({}, players) }) as RushBot;
  if (level === 'hard' || level === 'expert') Object.assign(bot, { preset: { ...bot.preset, iterations: 150, timeMs: undefined } });
  return bot;
}

function observeAll(bots: Bot[], r: { state: RushState; events: RushEvent[] }, seed: number, n: number): void {
  bots.forEach((b, i) => {
    const seen = r.events.map((e) => G.redactEvent(e, i)).filter((e): e is RushEvent => e !== null);
    b.observe(seen, G.view(r.state, i), new Rng(mixSeed(seed, i, n, 1)));
  });
}

function botGame(levels: BotLevel[], seed: number): { final: RushState; steps: number } {
  const players = levels.length;
  let s = G.setup({ players, seed, options: G.resolveOptions({}, players) });
  const bots = levels.map((level, seat) => makeBot(level, seat, players));
  let n = 0;
  while (G.outcome(s) === null) {
    expect(n).toBeLessThan(5000);
    const [seat] = G.actors(s);
    const legal = G.legalActions(s, seat);
    const action = bots[seat].decide(G.view(s, seat), legal, new Rng(mixSeed(seed, seat, n)));
    expect(legal.includes(action)).toBe(true);
    const r = G.apply(s, seat, action);
    observeAll(bots, r, seed, n);
    s = r.state;
    n++;
  }
  return { final: s, steps: n };
}

/** A state with chosen hands and stacks (other cards stay in the draw pile), P1 on turn. */
function position(players: number, hands: Record<number, string[]>, stacks: RushState['stacks'], discard: string[] = []): RushState {
  const s = G.setup({ players, seed: 5, options: G.resolveOptions({ firstPlayer: 0 }, players), deck: composition(players) });
  const named = new Set([...Object.values(hands).flat(), ...stacks.flatMap((st) => st.cards), ...discard]);
  const rest = allCards(s).filter((id) => !named.has(id));
  s.hands = s.hands.map((_, p) => hands[p] ?? []);
  s.stacks = stacks;
  s.discard = discard.length > 0 ? discard : [rest.pop() as string];
  s.draw = rest;
  s.known = s.hands.map(() => []);
  expect(allCards(s).sort()).toEqual(composition(players).sort());
  return s;
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, into);
}

/** `steps` bot moves from a stacked deck; returns the actions and every string any seat was shown. */
function playFrom(deck: readonly string[], players: number, seed: number, level: BotLevel, steps: number): { actions: RushAction[]; seen: Set<string> } {
  let s = G.setup({ players, seed, options: G.resolveOptions({}, players), deck });
  const bots = Array.from({ length: players }, (_, seat) => makeBot(level, seat, players));
  const seen = new Set<string>();
  const actions: RushAction[] = [];
  for (let n = 0; n < steps && G.outcome(s) === null; n++) {
    const [seat] = G.actors(s);
    const view = G.view(s, seat);
    collectStrings(view, seen);
    const action = bots[seat].decide(view, G.legalActions(s, seat), new Rng(mixSeed(seed, seat, n)));
    actions.push(action);
    const r = G.apply(s, seat, action);
    for (let i = 0; i < players; i++) {
      collectStrings(r.events.map((e) => G.redactEvent(e, i)), seen);
      collectStrings(G.view(r.state, i), seen);
    }
    observeAll(bots, r, seed, n);
    s = r.state;
  }
  return { actions, seen };
}

/** P1 and P2 have 2 medals each, P2 more laid-out cards; the game ends after P2's next turn; P1 can take over the 7s. */
function lastRoundSwing(): RushState {
  const s = position(
    2,
    { 0: ['s7-3', 's7-4', 'coach', 'sponsor-1', 's8-1'], 1: ['s3-2', 's3-3', 's8-2'] },
    [
      { rank: 2, owner: 0, cards: ['s2-1'] },
      { rank: 4, owner: 0, cards: ['s4-1'] },
      { rank: 7, owner: 1, cards: ['s7-1', 's7-2'] },
      { rank: 5, owner: 1, cards: ['s5-1', 's5-2'] },
    ],
    ['s6-1'],
  );
  s.lastSeat = 1;
  s.exhaustions = 2;
  return s;
}

describe('Rush for Medals bots', () => {
  it('never use what they cannot see: swapping two unseen cards changes no decision', () => {
    let compared = 0;
    for (const level of ['normal', 'hard', 'expert'] as BotLevel[]) {
      for (let seed = 1; seed <= 4; seed++) {
        const players = 2 + (seed % 3);
        const deck = new Rng(seed).shuffle(composition(players));
        const steps = 6 + seed * 2;
        const a = playFrom(deck, players, seed, level, steps);
        const unseen = deck.map((id, i) => [id, i] as const).filter(([id]) => !a.seen.has(id));
        if (unseen.length < 2) continue;
        const i = unseen[0][1];
        const j = unseen[unseen.length - 1][1];
        const swapped = [...deck];
        [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
        expect(playFrom(swapped, players, seed, level, steps).actions).toEqual(a.actions);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('every level plays whole games with legal moves only (2..6 players)', () => {
    botGame(['easy', 'normal'], 1);
    botGame(['normal', 'easy', 'normal'], 2);
    botGame(['hard', 'normal'], 3);
    botGame(['normal', 'normal', 'normal', 'normal', 'easy', 'normal'], 4);
  });

  it('normal takes over a rival stack when it can and lays out a cheap rank otherwise', () => {
    const s = position(2, { 0: ['s6-3', 's6-4', 's6-5', 's3-1', 's8-1'], 1: ['s7-1'] }, [{ rank: 6, owner: 1, cards: ['s6-1', 's6-2'] }]);
    const bot = makeBot('normal', 0, 2);
    expect(bot.decide(G.view(s, 0), G.legalActions(s, 0), new Rng(1))).toEqual({ type: 'takeOver', rank: 6, cards: ['s6-3', 's6-4', 's6-5'] });
    const t = position(2, { 0: ['s2-1', 's8-1', 'sponsor-1', 'doping-1', 's7-1'], 1: ['s7-2'] }, []);
    expect(bot.decide(G.view(t, 0), G.legalActions(t, 0), new Rng(1))).toEqual({ type: 'layOut', card: 's2-1' });
  });

  it('a demand target defends with junk and accepts when it has one card', () => {
    const s = position(2, { 0: ['doping-1', 's7-1', 's7-2', 's6-1', 's6-2'], 1: ['coach', 's5-2', 's5-3', 's8-1', 's8-2'] }, [
      { rank: 5, owner: 0, cards: ['s5-1'] },
      { rank: 8, owner: 0, cards: ['s8-3', 's8-4', 's8-5', 's8-6', 's8-7', 's8-8'] },
    ]);
    const d = G.apply(s, 0, { type: 'doping', card: 'doping-1', option: 'demand', target: 1 }).state;
    const target = makeBot('normal', 1, 2);
    const answer = target.decide(G.view(d, 1), G.legalActions(d, 1), new Rng(2));
    // It holds the COACH and a take-over pair of 5s, and two 8s that can never pay for the stack of 8.
    expect(answer).toEqual({ type: 'defend', cards: ['s8-1', 's8-2'] });
    const one = position(2, { 0: ['doping-1', 's7-1', 's7-2', 's8-1', 's8-2'], 1: ['coach'] }, []);
    const d1 = G.apply(one, 0, { type: 'doping', card: 'doping-1', option: 'demand', target: 1 }).state;
    expect(makeBot('hard', 1, 2).decide(G.view(d1, 1), G.legalActions(d1, 1), new Rng(3))).toEqual({ type: 'accept' });
  });

  it('sampled worlds agree with everything the seat sees and deal only the unseen cards', () => {
    let s = G.setup({ players: 3, seed: 21, options: G.resolveOptions({}, 3) });
    const rng = new Rng(9);
    for (let i = 0; i < 40 && !G.outcome(s); i++) {
      const [seat] = G.actors(s);
      const legal = G.legalActions(s, seat);
      s = G.apply(s, seat, legal[rng.int(legal.length)]).state;
    }
    const memory: RushMemory = { privateKnown: [[], [], []] };
    for (let seat = 0; seat < 3; seat++) {
      const v = G.view(s, seat);
      for (let k = 0; k < 5; k++) {
        const w = sampleWorld(v, memory, seat, new Rng(100 + k));
        expect(allCards(w).sort()).toEqual(composition(3).sort());
        expect(stableStringify(G.view(w, seat))).toBe(stableStringify(v));
        expect(G.actors(w)).toEqual(G.actors(s));
      }
    }
  });

  it('remembers a card stolen from it and deals it to the thief in every sampled world', () => {
    const s = position(2, { 0: ['sponsor-1', 's7-1', 's7-2', 's8-1', 's8-2'], 1: ['coach'] }, []);
    const bots = [makeBot('hard', 0, 2), makeBot('hard', 1, 2)] as RushBot[];
    // P1 demands P2's lone COACH: P2 sees it go to P1, nobody else would.
    const d = G.apply(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'demand', target: 1 });
    observeAll(bots, d, 1, 0);
    const r = G.apply(d.state, 1, { type: 'accept' });
    observeAll(bots, r, 1, 1);
    expect(r.state.hands[0]).toContain('coach');
    expect(bots[1].memory.privateKnown[0]).toEqual(['coach']);
    const v = G.view(r.state, 1);
    for (let k = 0; k < 5; k++) expect(sampleWorld(v, bots[1].memory, 1, new Rng(k)).hands[0]).toContain('coach');
    expect(bots[0].memory.privateKnown[1]).toEqual([]);
    // P2's empty hand made its turn a refill: P1 is on turn again and discards the COACH publicly.
    expect(G.actors(r.state)).toEqual([0]);
    const pub = G.apply(r.state, 0, { type: 'discard', card: 'coach' });
    observeAll(bots, pub, 1, 2);
    expect(bots[1].memory.privateKnown[0]).toEqual([]);
    // A remembered card cannot stay in a hand that is now empty.
    const empty = position(2, { 0: [], 1: ['s7-1', 's7-2'] }, []);
    bots[1].memory.privateKnown[0] = ['coach'];
    bots[1].observe([], G.view(empty, 1));
    expect(bots[1].memory.privateKnown[0]).toEqual([]);
  });

  it('expert reads a rival turn: passing over a lay out or a take over makes worlds where it could have done so unlikely', () => {
    // P2 owns 2..6, P1 owns 7, the 8 is free. P2 discards a 6 although it might have laid out an 8 or taken the 7.
    const table = (hand1: string[]): RushState => {
      const stacks = [2, 3, 4, 5, 6].map((rank) => ({ rank, owner: 1, cards: [`s${rank}-1`] }));
      const s = position(2, { 0: ['s7-2', 's2-2', 's3-2', 'sponsor-2', 'doping-2'], 1: hand1 }, [...stacks, { rank: 7, owner: 0, cards: ['s7-1'] }]);
      s.active = 1;
      return s;
    };
    const readTurn = (hand1: string[], move: RushAction): RushBot => {
      const s = table(hand1);
      const bot = createRushBot({ seat: 0, players: 2, level: 'expert', options: G.resolveOptions({}, 2) }) as RushBot;
      bot.observe([], G.view(s, 0));
      observeAll([bot], G.apply(s, 1, move), 1, 0);
      return bot;
    };
    const discard: RushAction = { type: 'discard', card: 's6-2' };
    const bot = readTurn(['s6-2', 's5-2', 'sponsor-1', 'doping-1', 's4-2'], discard);
    const clue = bot.memory.clues![1]!;
    expect(clue).toMatchObject({ held: ['s6-2'], kept: 4, passedLayOut: true });
    expect(clue.stacks.find((st) => st.rank === 7)).toEqual({ rank: 7, owner: 0, size: 1 });
    // Only what the seat saw: the same move from a hand that could have laid out and taken over leaves the same clue.
    expect(readTurn(['s6-2', 's8-2', 's7-3', 's7-4', 'coach'], discard).memory.clues).toEqual(bot.memory.clues);
    const after = G.apply(table(['s6-2', 's5-2', 'sponsor-1', 'doping-1', 's4-2']), 1, discard).state;
    const v = G.view(after, 0);
    const kept = (domain: ReturnType<typeof rushSearchDomain>, k: number): { kept: string[]; drawn: string } => {
      domain.beginSearch(v, bot.memory, 0);
      const hand = domain.sampleWorld(v, bot.memory, 0, new Rng(k)).hands[1];
      return { kept: hand.slice(0, 4), drawn: hand[4] };
    };
    const strict = rushSearchDomain(0, { takeOver: 0, layOut: 0 });
    const blind = rushSearchDomain(0);
    const eights = { strict: 0, blind: 0, drawn: 0 };
    for (let k = 0; k < 200; k++) {
      const w = kept(strict, k);
      const sevens = w.kept.filter((id) => id.startsWith('s7-')).length;
      expect(sevens === 0 || (sevens === 1 && !w.kept.includes('coach'))).toBe(true);
      eights.strict += w.kept.filter((id) => id.startsWith('s8-')).length;
      eights.drawn += w.drawn.startsWith('s8-') ? 1 : 0;
      eights.blind += kept(blind, k).kept.filter((id) => id.startsWith('s8-')).length;
    }
    expect(eights.strict).toBe(0);
    // The card drawn after the turn is not part of what the turn showed; without the clue, kept cards are anything.
    expect(eights.drawn).toBeGreaterThan(10);
    expect(eights.blind).toBeGreaterThan(40);
    // A lay out says nothing about other free ranks; a take over says nothing at all.
    expect(readTurn(['s8-2', 's5-2', 'sponsor-1', 'doping-1', 's4-2'], { type: 'layOut', card: 's8-2' }).memory.clues![1]).toMatchObject({ passedLayOut: false, held: ['s8-2'], kept: 4 });
    expect(readTurn(['s7-3', 's7-4', 'sponsor-1', 'doping-1', 's4-2'], { type: 'takeOver', rank: 7, cards: ['s7-3', 's7-4'] }).memory.clues![1]).toBeNull();
  });

  it("expert's evaluation counts stacks no rival can ever pay for, the COACH, free ranks in hand and the turn; hard's counts none", () => {
    // P1: two 2s (no 2 is left: safe for good) and two 8s (six left); P2: one 7 (six left). P1 holds a 5, P2 the COACH and a 3.
    const s = position(2, { 0: ['s5-1'], 1: ['coach', 's3-1'] }, [
      { rank: 2, owner: 0, cards: ['s2-1', 's2-2'] },
      { rank: 8, owner: 0, cards: ['s8-1', 's8-2'] },
      { rank: 7, owner: 1, cards: ['s7-1'] },
    ]);
    const only = (w: Partial<typeof STRENGTH>): number => {
      const v = evaluate(s, { ...STRENGTH, stackCard: 0, handCard: 0, exposed: 0, slope: [1], ...w })[0];
      return Math.log(v / (1 - v));
    };
    // Medals alone: 2 against 1.
    expect(only({})).toBeCloseTo(1);
    expect(only({ safeForever: 0.5 })).toBeCloseTo(1.5);
    // P1's 5 and P2's 3 are free ranks; only P2 holds the COACH.
    expect(only({ freeRank: 0.5, coach: 0.25 })).toBeCloseTo(1 + 0.5 - 0.5 - 0.25);
    expect(only({ onTurn: 0.3 })).toBeCloseTo(1.3);
    expect(only({ slope: [2] })).toBeCloseTo(2);
    s.lastSeat = 1;
    expect(only({ lastRoundSlope: 3 })).toBeCloseTo(3);
    s.lastSeat = -1;
    // Hard's weights: 2 medals and 4 stack cards against 1 medal and 1 card, 1 hand card against 2.
    expect(evaluate(s)[0]).toBeCloseTo(1 / (1 + Math.exp(-1.5 * (1 + 0.06 * 3 - 0.04))));
  });

  it("the search's numeric move ids tell moves apart exactly as rushMoveKey does", () => {
    let pairs = 0;
    for (const players of [2, 4, 6]) {
      const rng = new Rng(mixSeed(5, players));
      let s = G.setup({ players, seed: mixSeed(9, players), options: G.resolveOptions({}, players) });
      for (let k = 0; k < 300 && !s.outcome; k++) {
        const seat = G.actors(s)[0];
        const legal = G.legalActions(s, seat);
        for (const a of legal) {
          for (const b of legal) {
            expect(rushMoveId(a) === rushMoveId(b), `${rushMoveKey(a)} / ${rushMoveKey(b)}`).toBe(rushMoveKey(a) === rushMoveKey(b));
            pairs++;
          }
        }
        s = G.apply(s, seat, legal[rng.int(legal.length)]).state;
      }
    }
    expect(pairs).toBeGreaterThan(5000);
  });

  it('a legal move is the move of its id with the hand\'s copies, and the search lists the same ids', () => {
    let moves = 0;
    const ids: number[] = [];
    for (const players of [2, 3, 5]) {
      const rng = new Rng(mixSeed(6, players));
      let s = G.setup({ players, seed: mixSeed(10, players), options: G.resolveOptions({}, players) });
      for (let k = 0; k < 300 && !s.outcome; k++) {
        const seat = G.actors(s)[0];
        const legal = G.legalActions(s, seat);
        const n = legalMoveIds(s, seat, ids);
        expect(ids.slice(0, n)).toEqual(legal.map(rushMoveId));
        for (const a of legal) {
          expect(moveOf(rushMoveId(a), s.hands[seat])).toEqual(a);
          moves++;
        }
        // Another seat lists nothing.
        expect(legalMoveIds(s, (seat + 1) % players, ids)).toBe(0);
        s = G.apply(s, seat, legal[rng.int(legal.length)]).state;
      }
    }
    expect(moves).toBeGreaterThan(1000);
  });

  it('search decisions are reproducible for a seed without a clock', () => {
    const s = position(2, { 0: ['s6-3', 's6-4', 'sponsor-1', 's3-1', 'doping-1'], 1: ['s7-1', 's7-2', 's2-1'] }, [
      { rank: 6, owner: 1, cards: ['s6-1'] },
      { rank: 5, owner: 1, cards: ['s5-1'] },
    ], ['s5-2']);
    const v = G.view(s, 0);
    const legal = G.legalActions(s, 0);
    const memory: RushMemory = { privateKnown: [[], []] };
    const a = searchRush(rushSearchDomain(0.15), v, memory, 0, legal, { iterations: 300 }, new Rng(77));
    const b = searchRush(rushSearchDomain(0.15), v, memory, 0, legal, { iterations: 300 }, new Rng(77));
    expect(a.action).toEqual(b.action);
    expect(a.visits).toEqual(b.visits);
    expect(a.stats.iterations).toBe(300);
  });

  it('expert plays every root move on the same worlds (a sweep): its plays are whole worlds, and it still finds the last-round swing', () => {
    const s = lastRoundSwing();
    const legal = G.legalActions(s, 0);
    // A move count that does not divide the budget: UCB would spend it all, a sweep only whole worlds.
    const budget = legal.length * 100 + 1;
    const bot = createRushBot({ seat: 0, players: 2, level: 'expert', options: G.resolveOptions({}, 2) }) as RushBot;
    Object.assign(bot, { preset: { ...bot.preset, iterations: budget, timeMs: undefined } });
    const choice = bot.decide(G.view(s, 0), legal, new Rng(4));
    expect(bot.lastSearch!.iterations).toBe(budget - 1);
    expect(choice.type).toBe('takeOver');
  });

  it('hard finds the medal swing in the last round', () => {
    const s = lastRoundSwing();
    const bot = makeBot('hard', 0, 2);
    const choice = bot.decide(G.view(s, 0), G.legalActions(s, 0), new Rng(4));
    expect(choice.type).toBe('takeOver');
    // The greedy policy agrees; its situation counts the unseen copies.
    const sit = situationFromView(G.view(s, 0), { privateKnown: [[], []] }, 0);
    expect(sit.unseen[7]).toBe(7 - 4);
    expect(greedyPick(sit, G.legalActions(s, 0), null).type).toBe('takeOver');
  });
});
