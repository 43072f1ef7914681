import { describe, expect, it } from 'vitest';
import { Rng, mixSeed, stableStringify } from '../../src/main/engine/core';
import type { BotLevel } from '../../src/common/contract';
import type { AthleticAction, AthleticEvent, AthleticView } from '../../src/common/games/athletic';
import {
  ATHLETIC_LEVELS,
  AthleticBot,
  athleticGame as G,
  athleticManifest,
  composition,
  createAthleticBot,
  planTurn,
  cardNumber,
  positionOf,
} from '../../src/main/engine/games/athletic';
import type { AthleticPreset, AthleticState } from '../../src/main/engine/games/athletic';
import type { SeatBot } from '../../src/main/engine/core/bots';
import { arrange, c, cs, stackDeck } from '../fixtures/athletic';

type Bot = SeatBot<AthleticView, AthleticAction, AthleticEvent>;

const WORKED_HAND = cs('7blue 4purple 1orange 1yellow 2yellow 5red 5orange');
const WORKED_SLOTS = cs('7purple 1pink 1blue 3yellow 10orange');
const QUIET_HAND = cs('9blue 2pink 4pink 6pink 8pink 6red 9red');

function workedExample(deckTail: 'plain' | 'reversed' = 'plain'): AthleticState {
  const options = G.resolveOptions({ firstPlayer: 0 }, 2);
  let deck = stackDeck(2, [WORKED_HAND, QUIET_HAND], WORKED_SLOTS);
  if (deckTail === 'reversed') deck = [...deck.slice(0, 19), ...deck.slice(19).reverse()];
  return G.setup({ players: 2, seed: 7, options, deck });
}

function makeBot(level: BotLevel, seat = 0, players = 2): Bot {
  return createAthleticBot({ seat, players, level, options: G.resolveOptions({}, players) });
}

/** Lets `bot` play seat 0's turn to its end; returns the steps taken and the state after. */
function botTurn(s: AthleticState, bot: Bot, seed = 1): { state: AthleticState; steps: AthleticAction[] } {
  const seat = s.active;
  const steps: AthleticAction[] = [];
  let n = 0;
  while (s.active === seat && G.outcome(s) === null) {
    expect(n).toBeLessThan(200);
    const legal = G.legalActions(s, seat);
    const a = bot.decide(G.view(s, seat), legal, new Rng(mixSeed(seed, n++)));
    expect(legal.includes(a)).toBe(true);
    steps.push(a);
    const r = G.apply(s, seat, a);
    bot.observe(r.events.map((e) => G.redactEvent(e, seat)).filter((e): e is AthleticEvent => e !== null), G.view(r.state, seat), new Rng(n));
    s = r.state;
  }
  return { state: s, steps };
}

function botGame(levels: BotLevel[], seed: number, target = 5): AthleticState {
  const players = levels.length;
  const options = G.resolveOptions({ targetMedals: target }, players);
  let s = G.setup({ players, seed, options });
  const bots = levels.map((level, seat) => createAthleticBot({ seat, players, level, options }));
  let n = 0;
  while (G.outcome(s) === null) {
    expect(n).toBeLessThan(20_000);
    const [seat] = G.actors(s);
    const legal = G.legalActions(s, seat);
    const a = bots[seat].decide(G.view(s, seat), legal, new Rng(mixSeed(seed, seat, n)));
    expect(legal.includes(a)).toBe(true);
    const r = G.apply(s, seat, a);
    s = r.state;
    n++;
    bots.forEach((b, i) =>
      b.observe(r.events.map((e) => G.redactEvent(e, i)).filter((e): e is AthleticEvent => e !== null), G.view(s, i), new Rng(mixSeed(seed, i, n))),
    );
  }
  return s;
}

/**
 * The best a turn can end with, by trying every sequence of steps through the engine itself: the fewest
 * cards kept, then the fewest holes left.
 */
function exhaustiveBest(s0: AthleticState): [number, number] {
  const seat = s0.active;
  const seen = new Set<string>();
  let best: [number, number] = [Infinity, Infinity];
  const walk = (s: AthleticState) => {
    const key = stableStringify([s.slots, [...s.hands[seat]].sort()]);
    if (seen.has(key)) return;
    seen.add(key);
    const kept = s.active === seat ? s.hands[seat].length : 0;
    const holes = s.slots.filter((p) => p.length === 0).length;
    if (kept < best[0] || (kept === best[0] && holes < best[1])) best = [kept, holes];
    if (s.active !== seat || G.outcome(s)) return;
    for (const a of G.legalActions(s, seat)) if (a.type !== 'stop') walk(G.apply(s, seat, a).state);
  };
  walk(s0);
  return best;
}

describe('Athletic Games bots', () => {
  it('keeps its levels as data', () => {
    expect(ATHLETIC_LEVELS.easy).toEqual({ policy: 'greedy', fills: false, maxMoves: 0, lookahead: false, searchNodes: 0, tieBreaks: false });
    expect(ATHLETIC_LEVELS.normal).toEqual({ policy: 'greedy', fills: true, maxMoves: 1, lookahead: true, searchNodes: 0, tieBreaks: false });
    expect(ATHLETIC_LEVELS.hard).toMatchObject({ policy: 'search', tieBreaks: true });
    expect(ATHLETIC_LEVELS.hard.searchNodes).toBeGreaterThan(1000);
    // The new-game form and the tournament tools offer the manifest's levels.
    expect(athleticManifest.levels).toEqual(['easy', 'normal', 'hard', 'expert']);
    expect(ATHLETIC_LEVELS.hard.beyond).toBeUndefined();
    expect(ATHLETIC_LEVELS.expert).toMatchObject({ policy: 'search', tieBreaks: true, searchNodes: ATHLETIC_LEVELS.hard.searchNodes });
    expect(ATHLETIC_LEVELS.expert.beyond!.candidates).toBeGreaterThan(1);
    for (const level of ['easy', 'normal', 'hard', 'expert'] as BotLevel[]) {
      expect((makeBot(level) as AthleticBot).preset).toBe(ATHLETIC_LEVELS[level]);
    }
  });

  it('the hard bot finds the medal line of the worked example', () => {
    const s = workedExample();
    const plan = planTurn(positionOf(G.view(s, 0)), ATHLETIC_LEVELS.hard.searchNodes);
    expect(plan.remaining).toBe(0);
    const { state, steps } = botTurn(s, makeBot('hard'));
    expect(state.medals).toEqual([1, 0]);
    expect(steps.filter((a) => a.type === 'move').length).toBeGreaterThanOrEqual(1);
    expect(steps[steps.length - 1].type).not.toBe('stop');
  });

  it('easy and normal do not find that line: easy only plays, normal moves at most once', () => {
    const easy = botTurn(workedExample(), makeBot('easy'));
    expect(easy.state.medals).toEqual([0, 0]);
    expect(easy.steps.every((a) => a.type === 'play' || a.type === 'stop')).toBe(true);
    expect(easy.steps.filter((a) => a.type === 'play').length).toBeGreaterThan(0);
    const normal = botTurn(workedExample(), makeBot('normal'));
    expect(normal.steps.filter((a) => a.type === 'move').length).toBeLessThanOrEqual(1);
    expect(normal.state.medals).toEqual([0, 0]);
  });

  it('the turn plan is the best the rules allow: compared with trying every line in the engine', () => {
    let medals = 0;
    let holesAvoided = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const rng = new Rng(seed);
      const s = G.setup({ players: 2, seed, options: G.resolveOptions({ firstPlayer: 0 }, 2) });
      // Small hands and a hole now and then keep the exhaustive search quick; deep piles come from a few plays.
      s.hands[0] = s.hands[0].slice(0, 3 + rng.int(3));
      if (rng.int(3) === 0) s.slots[rng.int(5)] = [];
      const want = exhaustiveBest(s);
      const plan = planTurn(positionOf(G.view(s, 0)), 200_000);
      expect(plan.complete).toBe(true);
      let t = s;
      for (const a of plan.steps) t = G.apply(t, 0, a).state;
      const kept = t.active === 0 ? t.hands[0].length : 0;
      const holes = t.slots.filter((p) => p.length === 0).length;
      expect([kept, holes]).toEqual(want);
      expect(plan.remaining).toBe(kept);
      if (kept === 0) medals++;
      if (s.slots.some((p) => p.length === 0) && holes === 0) holesAvoided++;
    }
    // The sample covers both medal turns and fills of open holes.
    expect(medals).toBeGreaterThan(3);
    expect(holesAvoided).toBeGreaterThan(3);
  });

  it('a tiny budget still gives a legal line and says the search was cut', () => {
    const s = workedExample();
    const plan = planTurn(positionOf(G.view(s, 0)), 5);
    expect(plan.complete).toBe(false);
    expect(plan.nodes).toBeLessThanOrEqual(5);
    let t = s;
    for (const a of plan.steps) t = G.apply(t, 0, a).state;
    expect(t.hands[0].length).toBe(plan.remaining);
  });

  it('decides from its view only: the same view gives the same decision whatever is hidden', () => {
    const a = workedExample('plain');
    const b = workedExample('reversed');
    expect(a.stock).not.toEqual(b.stock);
    // Seat 1's hand differs too: swap a card of it with the stock.
    b.hands[1] = [...b.hands[1].slice(0, 6), b.stock[0]];
    b.stock[0] = a.hands[1][6];
    expect(G.view(a, 0)).toEqual(G.view(b, 0));
    for (const level of ['easy', 'normal', 'hard'] as BotLevel[]) {
      const ta = botTurn(a, makeBot(level), 3);
      const tb = botTurn(b, makeBot(level), 3);
      expect(ta.steps).toEqual(tb.steps);
    }
  });

  it('replans when the position is not the one its plan expected', () => {
    const bot = makeBot('hard');
    const s = workedExample();
    const first = bot.decide(G.view(s, 0), G.legalActions(s, 0), new Rng(1));
    // Someone else's step happens instead (as after an undo): the bot must not follow its old plan blindly.
    const other = G.legalActions(s, 0).find((x) => x.type === 'play' && stableStringify(x) !== stableStringify(first))!;
    const after = G.apply(s, 0, other).state;
    const legal = G.legalActions(after, 0);
    expect(legal.includes(bot.decide(G.view(after, 0), legal, new Rng(2)))).toBe(true);
  });

  it('plays full bot-only games for 2..5 seats at every level without an illegal move', () => {
    const levels: BotLevel[] = ['easy', 'normal', 'hard'];
    for (let players = 2; players <= 5; players++) {
      for (let seed = 1; seed <= 2; seed++) {
        const seats = Array.from({ length: players }, (_, i) => levels[(i + seed) % 3]);
        const s = botGame(seats, seed * 100 + players);
        const o = G.outcome(s)!;
        expect(o.reason).toBe('medals');
        expect(Math.max(...o.scores)).toBe(5);
      }
    }
  });

  it('hard beats easy and normal in most two-player games (seats rotated)', () => {
    for (const rival of ['easy', 'normal'] as BotLevel[]) {
      let hardWins = 0;
      const games = 20;
      for (let i = 0; i < games; i++) {
        const hardSeat = i % 2;
        const levels: BotLevel[] = hardSeat === 0 ? ['hard', rival] : [rival, 'hard'];
        const o = G.outcome(botGame(levels, 500 + i, 3))!;
        if (o.winners.includes(hardSeat)) hardWins += 1 / o.winners.length;
      }
      expect(hardWins / games).toBeGreaterThanOrEqual(0.75);
    }
  });

  describe('expert', () => {
    /** Expert without its time cap, so a decision depends only on the view, the memory and the rng. */
    const EXPERT: AthleticPreset = { ...ATHLETIC_LEVELS.expert, beyond: { ...ATHLETIC_LEVELS.expert.beyond!, timeMs: undefined, iterations: 300 } };
    const expertBot = (seat = 0, players = 2): AthleticBot =>
      new AthleticBot({ seat, players, level: 'expert', options: G.resolveOptions({}, players) }, EXPERT);

    /**
     * Seat 0 holds 1blue and 5pink, a hole is open and no card fits a top: it fills the hole with one card
     * and keeps the other. Seat 1 holds one card, 1purple or 6pink (the stock holds the other); the first
     * fits on 1blue, the second on 5pink, so the card seat 0 leaves on top decides whether seat 1 empties its
     * hand and wins. Hard cannot tell the two apart and keeps the more flexible 5pink.
     */
    function fillOrLose(opponent: '1purple' | '6pink'): AthleticState {
      const tops = cs('3orange 8red 10yellow 4purple');
      const named = new Set([...cs('1blue 5pink 1purple 6pink'), ...tops]);
      const under = composition().filter((id) => !named.has(id));
      const other = opponent === '1purple' ? '6pink' : '1purple';
      return arrange(
        2,
        { slots: [[], [...under, tops[0]], [tops[1]], [tops[2]], [tops[3]]], hands: { 0: cs('1blue 5pink'), 1: [c(opponent)] }, stock: [c(other)] },
        { targetMedals: 1 },
      );
    }

    /** What seat 1's last STOP told: it kept one card that fit none of the tops it left (6yellow fits 6pink). */
    function rememberStop(bot: AthleticBot, s: AthleticState): void {
      const before = { ...s, slots: s.slots.map((p, i) => (i === 0 ? [c('6yellow')] : p)) };
      bot.observe([{ type: 'stop', seat: 1, kept: 1 }], G.view(before, 0), new Rng(1));
    }

    const firstStep = (bot: Bot, s: AthleticState, seed = 5): AthleticAction => bot.decide(G.view(s, 0), G.legalActions(s, 0), new Rng(seed));

    it("looks beyond its turn: it leaves no top the other seat's kept card fits, where hard does", () => {
      const s = fillOrLose('1purple');
      // The table alone does not tell: hard fills with 1blue, and 1purple then empties seat 1's hand.
      expect(firstStep(makeBot('hard'), s)).toEqual({ type: 'fill', card: c('1blue'), slot: 0 });
      const bot = expertBot();
      rememberStop(bot, s);
      expect(firstStep(bot, s)).toEqual({ type: 'fill', card: c('5pink'), slot: 0 });
      // Played out, the expert's line leaves seat 1 without a medal; hard's loses the game at once.
      const after = botTurn(s, bot).state;
      expect(after.active).toBe(1);
      expect(G.legalActions(after, 1).filter((a) => a.type === 'play')).toEqual([]);
      const hardAfter = botTurn(s, makeBot('hard')).state;
      expect(G.legalActions(hardAfter, 1).some((a) => a.type === 'play' && a.card === c('1purple'))).toBe(true);
    });

    it('is honest: with the hidden cards swapped (seat 1 holds 6pink) it decides exactly the same', () => {
      const a = fillOrLose('1purple');
      const b = fillOrLose('6pink');
      expect(G.view(b, 0)).toEqual(G.view(a, 0));
      const decisions = [a, b].map((s) => {
        const bot = expertBot();
        rememberStop(bot, s);
        return [1, 2, 3].map((seed) => firstStep(bot, s, seed));
      });
      expect(decisions[1]).toEqual(decisions[0]);
      expect(decisions[0][0]).toEqual({ type: 'fill', card: c('5pink'), slot: 0 });
    });

    it('is honest over whole turns: the same view gives the same steps whatever is hidden', () => {
      const a = workedExample('plain');
      const b = workedExample('reversed');
      b.hands[1] = [...b.hands[1].slice(0, 6), b.stock[0]];
      b.stock[0] = a.hands[1][6];
      expect(G.view(a, 0)).toEqual(G.view(b, 0));
      for (const seed of [3, 4]) expect(botTurn(b, expertBot(), seed).steps).toEqual(botTurn(a, expertBot(), seed).steps);
    });

    it('remembers only what a STOP shows, and forgets it after a medal', () => {
      const bot = expertBot(0, 3);
      const s = fillOrLose('1purple');
      rememberStop(bot, s);
      expect(bot.memory.lastStop[1]).toEqual({ tops: [c('6yellow'), ...cs('3orange 8red 10yellow 4purple')].map(cardNumber), kept: 1 });
      // Its own STOP teaches it nothing new.
      bot.observe([{ type: 'stop', seat: 0, kept: 2 }], G.view(s, 0), new Rng(1));
      expect(bot.memory.lastStop[0]).toBeNull();
      bot.observe([{ type: 'medal', seat: 1, medals: 1 }], G.view(s, 0), new Rng(1));
      expect(bot.memory.lastStop[1]).toBeNull();
    });

    it('plays full games against hard without an illegal move, at 2 and 3 seats', () => {
      for (const players of [2, 3]) {
        const options = G.resolveOptions({ targetMedals: 1 }, players);
        let s = G.setup({ players, seed: 40 + players, options });
        const bots: Bot[] = Array.from({ length: players }, (_, seat) => (seat === 0 ? expertBot(0, players) : makeBot('hard', seat, players)));
        let n = 0;
        while (G.outcome(s) === null) {
          expect(n).toBeLessThan(5000);
          const [seat] = G.actors(s);
          const legal = G.legalActions(s, seat);
          const a = bots[seat].decide(G.view(s, seat), legal, new Rng(mixSeed(7, n)));
          expect(legal.includes(a)).toBe(true);
          const r = G.apply(s, seat, a);
          s = r.state;
          n++;
          bots.forEach((bot, i) => bot.observe(r.events.map((e) => G.redactEvent(e, i)).filter((e): e is AthleticEvent => e !== null), G.view(s, i), new Rng(n)));
        }
        expect(G.outcome(s)!.reason).toBe('medals');
      }
    });
  });
});
