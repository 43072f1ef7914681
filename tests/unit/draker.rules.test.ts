import { describe, expect, it } from 'vitest';
import { RuleError, stableStringify } from '../../src/main/engine/core';
import type { DrakerAction, DrakerOptions } from '../../src/common/games/draker';
import { drakerGame as G } from '../../src/main/engine/games/draker';
import type { DrakerState } from '../../src/main/engine/games/draker';
import { combatExchange } from '../../src/main/engine/games/draker/rules';
import { stackedDeck, type DrakerDeal } from '../fixtures/draker-deal';

function start(players: number, d: DrakerDeal, options: Partial<DrakerOptions> = {}): DrakerState {
  const opts = G.resolveOptions({ firstPlayer: 0, ...options }, players);
  return G.setup({ players, seed: 1, options: opts, deck: stackedDeck(players, d) });
}

function act(s: DrakerState, seat: number, a: DrakerAction): DrakerState {
  return G.apply(s, seat, a).state;
}

/** Expects a RuleError and an unchanged state. */
function refused(s: DrakerState, seat: number, a: DrakerAction): string {
  const before = stableStringify(s);
  let message = '';
  try {
    G.apply(s, seat, a);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    message = (e as Error).message;
  }
  expect(message).not.toBe('');
  expect(stableStringify(s)).toBe(before);
  return message;
}

/** Ends the current turn (finish or pass, whichever is legal), placing the first hand card when it must. */
function endTurn(s: DrakerState): DrakerState {
  const seat = s.active;
  let legal = G.legalActions(s, seat);
  if (!legal.some((a) => a.type === 'finish' || a.type === 'pass')) {
    s = act(s, seat, legal.find((a) => a.type === 'place')!);
    legal = G.legalActions(s, seat);
  }
  return act(s, seat, legal.find((a) => a.type === 'finish' || a.type === 'pass')!);
}

/** Passes turns until the phase is no longer basic/additional. */
function toCosts(s: DrakerState): DrakerState {
  for (let i = 0; i < 100 && (s.phase === 'basic' || s.phase === 'additional'); i++) s = endTurn(s);
  return s;
}

const common = ['clubs-8', 'clubs-9', 'clubs-10', 'gnomes-2'];

describe('Draker legality (tests 10-13)', () => {
  const deal: DrakerDeal = { pools: [['clubs-J'], ['clubs-7']], common, draws: ['elves-4'] };

  it('10-12: A attacks with J♣ and the common 8-9-10♣ (12); B may then use only 2 of those engaged cards', () => {
    let s = start(2, deal);
    s = act(s, 0, { type: 'place', card: s.hands[0][0] });
    s = act(s, 0, { type: 'declare', kind: 'ATT', cards: ['clubs-J', 'clubs-8', 'clubs-9', 'clubs-10'] });
    expect(s.combos[0]).toMatchObject({ owner: 0, kind: 'ATT' });
    expect(G.view(s, 1).combos[0]).toMatchObject({ base: 4, mult: 3, value: 12 });
    s = act(s, 0, { type: 'finish' });
    s = act(s, 1, { type: 'place', card: s.hands[1][0] });
    expect(refused(s, 1, { type: 'declare', kind: 'ATT', cards: ['clubs-7', 'clubs-8', 'clubs-9', 'clubs-10'] })).toMatch(/at most 2 cards/);
    s = act(s, 1, { type: 'declare', kind: 'ATT', cards: ['clubs-7', 'clubs-8', 'clubs-9'] });
    expect(G.view(s, 0).combos[1]).toMatchObject({ owner: 1, value: 9 });
  });

  it('13: a defence made only of common cards is illegal; so is one with a card that is not yours', () => {
    let s = start(2, deal);
    s = act(s, 0, { type: 'place', card: s.hands[0][0] });
    expect(refused(s, 0, { type: 'declare', kind: 'DEF', cards: ['clubs-8', 'clubs-9', 'clubs-10'] })).toMatch(/not in your pool/);
    expect(refused(s, 0, { type: 'declare', kind: 'ATT', cards: ['clubs-7'] })).toMatch(/neither in your pool/);
    // L4: an attack of common cards only needs an own card too
    expect(refused(s, 0, { type: 'declare', kind: 'ATT', cards: ['clubs-8', 'clubs-9', 'clubs-10'] })).toMatch(/your own pool/);
    // L2: no form
    expect(refused(s, 0, { type: 'declare', kind: 'ATT', cards: ['clubs-J', 'gnomes-2'] })).toMatch(/no straight/);
  });

  it('the basic phase requires placing a card before anything else; L5 refuses the same set and kind twice', () => {
    let s = start(2, deal);
    expect(refused(s, 0, { type: 'declare', kind: 'ATT', cards: ['clubs-J'] })).toMatch(/Place a card/);
    expect(refused(s, 0, { type: 'finish' })).toMatch(/Place a card/);
    s = act(s, 0, { type: 'place', card: s.hands[0][0] });
    s = act(s, 0, { type: 'declare', kind: 'ATT', cards: ['clubs-J'] });
    expect(refused(s, 0, { type: 'declare', kind: 'ATT', cards: ['clubs-J'] })).toMatch(/already declared/);
    expect(refused(s, 0, { type: 'place', card: s.hands[0][0] })).toMatch(/already placed/);
  });
});

describe('Draker icons and effects (tests 14, 15)', () => {
  const deal: DrakerDeal = { hands: [['diamonds-8']], pools: [['diamonds-7', 'diamonds-9', 'spades-3']], common, draws: ['elves-4'] };

  it('14: the +1 icon of 8♦ does not trigger in a 2-card combination', () => {
    let s = start(2, deal);
    s = act(s, 0, { type: 'place', card: 'diamonds-8' });
    s = act(s, 0, { type: 'declare', kind: 'DEF', cards: ['diamonds-8', 'diamonds-9'] });
    expect(s.main).toHaveLength(0);
    s = toCosts(s);
    expect(s.tokens['diamonds-8']).toBeUndefined();
  });

  it('14: in a 3-card combination it goes on the main stack and the token comes after the stacks', () => {
    let s = start(2, deal);
    s = act(s, 0, { type: 'place', card: 'diamonds-8' });
    s = act(s, 0, { type: 'declare', kind: 'DEF', cards: ['diamonds-8', 'diamonds-9'] });
    const r = G.apply(s, 0, { type: 'declare', kind: 'DEF', cards: ['diamonds-7', 'diamonds-8', 'diamonds-9'] });
    expect(r.events.some((e) => e.type === 'push' && e.stack === 'main' && e.entry.effect === 'token')).toBe(true);
    s = r.state;
    expect(s.tokens['diamonds-8']).toBeUndefined();
    s = toCosts(s);
    expect(s.tokens['diamonds-8']).toBe(1);
    // The 3-card double... 7♦ Sw 8♦ Pf 9♦ Hl: rank straight flush, strength 1+2+1 = 4, ×3 = 12
    expect(s.combos.find((c) => c.cards.length === 3)!.value).toBe(12);
  });

  it('15: a card\'s effect may be activated once per round', () => {
    let s = start(2, deal);
    s = act(s, 0, { type: 'place', card: 'diamonds-8' });
    s = act(s, 0, { type: 'activate', card: 'spades-3', target: 1 });
    expect(s.instant).toHaveLength(1);
    expect(refused(s, 0, { type: 'activate', card: 'spades-3', target: 1 })).toMatch(/already used/);
    expect(refused(s, 0, { type: 'activate', card: 'diamonds-7' })).toMatch(/not a target/);
  });
});

describe('Draker stacks and priority (tests 16, 17, 26)', () => {
  // B (seat 1) leads: its DEF 2♣ 3♦ 4♠ 5♥ 6♦ 7♠ is a 6-card rank straight worth 6; 9 of Gnomes is a tier-2 Guardsman (+3).
  // A (seat 0) holds 3♥, a tier-1 Dragon (cap 4, cost 3/0); B holds 2♥, a tier-1 Dispel.
  const deal: DrakerDeal = {
    hands: [['elves-2'], ['spades-7', 'gnomes-9']],
    pools: [['hearts-3'], ['clubs-2', 'diamonds-3', 'spades-4', 'hearts-5', 'diamonds-6']],
    common,
    draws: ['elves-3'],
  };
  const DEF = ['clubs-2', 'diamonds-3', 'spades-4', 'hearts-5', 'diamonds-6', 'spades-7'];

  function basic(): DrakerState {
    let s = start(2, deal, { firstPlayer: 1 });
    s = act(s, 1, { type: 'place', card: 'spades-7' });
    s = act(s, 1, { type: 'declare', kind: 'DEF', cards: DEF });
    expect(G.view(s, 0).combos[0].value).toBe(6);
    s = act(s, 1, { type: 'finish' });
    s = act(s, 0, { type: 'place', card: 'elves-2' });
    s = act(s, 0, { type: 'finish' });
    expect(s.phase).toBe('additional');
    return act(s, 1, { type: 'place', card: 'gnomes-9' });
  }

  it('16: Guardsman activated first, then Dragon: 6 -> 9 -> 4', () => {
    let s = basic();
    const def = s.combos[0].id;
    s = act(s, 1, { type: 'activate', card: 'gnomes-9', target: def });
    s = act(s, 1, { type: 'finish' });
    s = act(s, 0, { type: 'activate', card: 'hearts-3', target: def });
    s = act(s, 0, { type: 'finish' });
    s = act(s, 1, { type: 'pass' });
    s = act(s, 0, { type: 'pass' });
    expect(s.phase).not.toBe('additional');
    expect(s.combos[0].value).toBe(4);
  });

  it('17: Dragon activated first, then Guardsman: 6 -> 4 -> 7', () => {
    let s = basic();
    const def = s.combos[0].id;
    s = act(s, 1, { type: 'finish' });
    s = act(s, 0, { type: 'activate', card: 'hearts-3', target: def });
    s = act(s, 0, { type: 'finish' });
    s = act(s, 1, { type: 'activate', card: 'gnomes-9', target: def });
    s = act(s, 1, { type: 'finish' });
    s = act(s, 0, { type: 'pass' });
    s = act(s, 1, { type: 'pass' });
    expect(s.combos[0].value).toBe(7);
  });

  it('26: Dispel cancels a waiting Dragon; its owner still pays 3/0', () => {
    const d: DrakerDeal = { ...deal, hands: [['elves-2'], ['spades-7', 'hearts-2']] };
    let s = start(2, d, { firstPlayer: 1 });
    s = act(s, 1, { type: 'place', card: 'spades-7' });
    s = act(s, 1, { type: 'declare', kind: 'DEF', cards: DEF });
    s = act(s, 1, { type: 'finish' });
    s = act(s, 0, { type: 'place', card: 'elves-2' });
    s = act(s, 0, { type: 'activate', card: 'hearts-3', target: s.combos[0].id });
    s = act(s, 0, { type: 'finish' });
    s = act(s, 1, { type: 'place', card: 'hearts-2' });
    // The main stack also holds the Flight icon of 7♠ (placed into a 6-card combination).
    const dragon = s.main.find((e) => e.effect === 'dragon')!.id;
    s = act(s, 1, { type: 'activate', card: 'hearts-2', target: dragon });
    s = act(s, 1, { type: 'finish' });
    s = act(s, 0, { type: 'pass' });
    const r = G.apply(s, 1, { type: 'pass' });
    expect(r.events).toContainEqual({ type: 'cancel', entry: dragon, by: expect.any(Number) });
    s = r.state;
    expect(s.combos[0].value).toBe(6);
    // A has no attack: the 3 attack points come from life.
    expect(r.events).toContainEqual({ type: 'lifeLost', seat: 0, amount: 3, life: 27, reason: 'cost' });
  });
});

describe('Draker costs (test 18)', () => {
  it('18: ATT 12 and 4, DEF 2, costs 5A + 3D: the player splits 5 over the attacks, the defence pays 2, life pays 1', () => {
    const deal: DrakerDeal = {
      hands: [['diamonds-8', 'spades-8']],
      pools: [['clubs-J', 'diamonds-2', 'spades-3', 'spades-4', 'elves-5']],
      common,
      draws: ['elves-4'],
    };
    let s = start(2, deal);
    s = act(s, 0, { type: 'place', card: 'diamonds-8' });
    s = act(s, 0, { type: 'declare', kind: 'ATT', cards: ['clubs-J', 'clubs-8', 'clubs-9', 'clubs-10'] });
    s = act(s, 0, { type: 'declare', kind: 'ATT', cards: ['diamonds-2', 'spades-3', 'spades-4', 'elves-5'] });
    s = act(s, 0, { type: 'finish' });
    s = endTurn(s);
    s = act(s, 0, { type: 'place', card: 'spades-8' });
    s = act(s, 0, { type: 'declare', kind: 'DEF', cards: ['diamonds-8', 'spades-8'] });
    // Scout ×3 (1/1 each) and a tier-1 Volley (2/0): 5 attack, 3 defence
    for (const c of ['clubs-J', 'spades-4', 'diamonds-8']) s = act(s, 0, { type: 'activate', card: c });
    s = act(s, 0, { type: 'activate', card: 'spades-3', target: 1 });
    s = act(s, 0, { type: 'finish' });
    s = toCosts(s);
    expect(s.phase).toBe('costs');
    expect(s.active).toBe(0);
    const [att12, att4, def2] = s.combos;
    expect([att12.value, att4.value, def2.value]).toEqual([12, 4, 2]);
    expect(refused(s, 0, { type: 'pay', combo: att4.id, amount: 5 })).toMatch(/holds only 4/);
    expect(refused(s, 0, { type: 'pay', combo: att12.id, amount: 6 })).toMatch(/owe only 5/);
    expect(refused(s, 1, { type: 'payAuto' })).toMatch(/turn/);
    const r = G.apply(s, 0, { type: 'pay', combo: att12.id, amount: 5 });
    s = r.state;
    expect(r.events).toContainEqual({ type: 'lifeLost', seat: 0, amount: 1, life: 29, reason: 'cost' });
    const values = s.combos.map((c) => c.remaining);
    // Combat has sent the attacks on by now; the defence is empty.
    expect(r.events.filter((e) => e.type === 'parcel').reduce((t, e) => t + (e.type === 'parcel' ? e.amount : 0), 0)).toBe(11);
    expect(values[2]).toBe(0);
  });
});

describe('Draker combat (tests 19, 20)', () => {
  it('19: 10 vs 6 loses 4 and empties the defence; 5 vs 8 leaves 3; 5 then 5 vs 8 loses 2', () => {
    expect(combatExchange(10, 6, 'absorb')).toEqual({ damage: 4, defenceLeft: 0 });
    expect(combatExchange(5, 8, 'absorb')).toEqual({ damage: 0, defenceLeft: 3 });
    const first = combatExchange(5, 8, 'absorb');
    expect(combatExchange(5, first.defenceLeft, 'absorb')).toEqual({ damage: 2, defenceLeft: 0 });
    // DP-A7 literal reading: a blocked parcel leaves the defence as it was
    expect(combatExchange(5, 8, 'literal')).toEqual({ damage: 0, defenceLeft: 8 });
  });

  /** A attacks with 5♥ 6♥ 7♥ (Sw Wz Pf: rank straight flush, 3 × 3 = 9) holding the placed 7♥ (Flight icon); B declares
   * DEF 8♠ 9♠ 10♠ J♠ (Ec Sp Mc Sp: straight flush 4 × 3 = 12, no Flight), placing `bPlaces` (J♠ gives it the Guard icon's
   * bonus); then both pass, and the returned events are the combat's. */
  function flightAgainstDefence(bPlaces: 'spades-J' | 'elves-6', options: Partial<DrakerOptions> = {}) {
    const bPool = ['spades-8', 'spades-9', 'spades-10', 'spades-J'].filter((c) => c !== bPlaces);
    let s = start(2, { hands: [['hearts-7'], [bPlaces]], pools: [['hearts-5', 'hearts-6'], bPool], common, draws: ['elves-4'] }, options);
    s = act(s, 0, { type: 'place', card: 'hearts-7' });
    s = act(s, 0, { type: 'declare', kind: 'ATT', cards: ['hearts-5', 'hearts-6', 'hearts-7'] });
    s = act(s, 0, { type: 'finish' });
    s = act(s, 1, { type: 'place', card: bPlaces });
    s = act(s, 1, { type: 'declare', kind: 'DEF', cards: ['spades-8', 'spades-9', 'spades-10', 'spades-J'] });
    s = act(s, 1, { type: 'finish' });
    s = act(s, 0, { type: 'pass' });
    return { att: s.combos[0].id, ...G.apply(s, 1, { type: 'pass' }) };
  }

  it('20: a Flight parcel (9) against a defence without Flight (12) hits life in full; the defender is not asked', () => {
    for (const flightReading of ['halved', 'flightOnly'] as const) {
      const r = flightAgainstDefence('elves-6', { flightReading });
      expect(r.events).toContainEqual({ type: 'parcel', from: 0, to: 1, combo: r.att, amount: 9, flight: true });
      expect(r.events).toContainEqual({ type: 'blocked', seat: 1, from: 0, combo: null, amount: 9, damage: 9, defenceLeft: 0 });
      expect(r.events).toContainEqual({ type: 'lifeLost', seat: 1, amount: 9, life: 21, reason: 'combat' });
    }
  });

  it('DP-A9 halved (the default): a defence without Flight at least twice the parcel meets it, spending twice the parcel when used up', () => {
    // Placing J♠ (Guard icon) makes the defence (4 + 20) × 3 = 72, at least twice the Flight parcel of 9.
    const met = (options: Partial<DrakerOptions>): DrakerState => {
      const r = flightAgainstDefence('spades-J', options);
      expect(r.state.phase).toBe('defence');
      expect(r.state.active).toBe(1);
      return r.state;
    };
    for (const [combatReading, left] of [['literal', 72], ['absorb', 54]] as const) {
      const s = met({ combatReading });
      const def = s.combos.find((c) => c.kind === 'DEF')!;
      expect(def.remaining).toBe(72);
      // A block with anything else is refused, in words that name both kinds of defence that may meet it.
      const att = s.combos.find((c) => c.kind === 'ATT')!;
      expect(refused(s, 1, { type: 'block', combo: att.id })).toMatch(/Flight defences that has points left, or one without Flight holding at least 18\./);
      const r = G.apply(s, 1, { type: 'block', combo: def.id });
      // The event says the defence spent double only when it spent at all (absorb), so the log can explain 72 → 54.
      const doubled = combatReading === 'absorb' ? { doubled: true } : {};
      expect(r.events).toContainEqual({ type: 'blocked', seat: 1, from: 0, combo: def.id, amount: 9, damage: 0, defenceLeft: left, ...doubled });
      expect(r.state.life[1]).toBe(30);
    }
    // Flight only: the same 72 cannot meet it.
    const r = flightAgainstDefence('spades-J', { flightReading: 'flightOnly' });
    expect(r.events).toContainEqual({ type: 'blocked', seat: 1, from: 0, combo: null, amount: 9, damage: 9, defenceLeft: 0 });
  });
});

describe('Draker laydown, elimination and rounds (tests 21-25)', () => {
  it('21: a pool of 7 discards 2 of its owner\'s choice; the oldest common card goes', () => {
    let s = start(2, { hands: [['hearts-2', 'hearts-3']], common, draws: ['elves-4'] });
    expect(s.common).toHaveLength(5);
    s = act(s, 0, { type: 'place', card: 'hearts-2' });
    s = act(s, 0, { type: 'finish' });
    s = endTurn(s);
    s = act(s, 0, { type: 'place', card: 'hearts-3' });
    s = act(s, 0, { type: 'finish' });
    s = act(s, 1, { type: 'pass' });
    s = act(s, 0, { type: 'pass' });
    expect(s.phase).toBe('laydown');
    expect(s.active).toBe(0);
    expect(s.pools[0]).toHaveLength(7);
    expect(refused(s, 0, { type: 'discard', card: s.pools[1][0] })).toMatch(/not in your pool/);
    s = act(s, 0, { type: 'discard', card: 'hearts-2' });
    s = act(s, 0, { type: 'discard', card: 'hearts-3' });
    expect(s.pools[0]).not.toContain('hearts-2');
    expect(s.active).toBe(1);
    s = act(s, 1, { type: 'discardAuto' });
    // Round 2 has begun: the oldest common card (8♣) went, and a new one came.
    expect(s.round).toBe(2);
    expect(s.common).not.toContain('clubs-8');
    expect(s.common).toHaveLength(5);
    expect(s.pools.map((p) => p.length)).toEqual([5, 5]);
  });

  it('22-23: players below 0 act until phase 9; then the higher life (-2 against -5) wins', () => {
    // A: 2♦ Phalanx tier 1 (3/0); B: 2♥ Dispel tier 1 (3/3) on it. Both start at 1 life and hold no combination.
    let s = start(2, { pools: [['diamonds-2'], ['hearts-2']], common, draws: ['elves-4'] }, { startingLife: 1 });
    s = act(s, 0, { type: 'place', card: s.hands[0][0] });
    s = act(s, 0, { type: 'activate', card: 'diamonds-2', target: 'diamonds-2' });
    s = act(s, 0, { type: 'finish' });
    s = act(s, 1, { type: 'place', card: s.hands[1][0] });
    s = act(s, 1, { type: 'activate', card: 'hearts-2', target: s.main[0].id });
    s = act(s, 1, { type: 'finish' });
    s = act(s, 0, { type: 'pass' });
    const r = G.apply(s, 1, { type: 'pass' });
    s = r.state;
    const lost = r.events.filter((e) => e.type === 'lifeLost');
    expect(lost.map((e) => (e.type === 'lifeLost' ? [e.seat, e.life] : 0))).toEqual([[0, -2], [1, -2], [1, -5]]);
    // Both were still in the game through laydown and left only in round results.
    expect(r.events.findIndex((e) => e.type === 'eliminated')).toBeGreaterThan(r.events.findIndex((e) => e.type === 'phase' && e.phase === 'laydown'));
    expect(G.outcome(s)).toEqual({ scores: [-2, -5], winners: [0], reason: 'allOut' });
    expect(G.actors(s)).toEqual([]);
  });

  it('24-25: with 3 players R goes P2, P3, P1; the additional phase ends when all pass in a row', () => {
    let s = start(3, {}, { firstPlayer: 1 });
    const leads: number[] = [s.lead];
    for (let round = 1; round <= 2; round++) {
      for (let i = 0; i < 3; i++) s = endTurn(s);
      expect(s.phase).toBe('additional');
      s = act(s, 1, { type: 'pass' });
      s = act(s, 2, { type: 'pass' });
      expect(s.phase).toBe('additional');
      s = act(s, 0, { type: 'pass' });
      expect(s.phase).toBe('laydown');
      while (s.phase === 'laydown') s = act(s, s.active, { type: 'discardAuto' });
      leads.push(s.lead);
      if (round === 1) {
        // Round 2: lead seat 2, so seat 2 passes first next time; redo the pass order for it.
        for (let i = 0; i < 3; i++) s = endTurn(s);
        s = act(s, 2, { type: 'pass' });
        s = act(s, 0, { type: 'pass' });
        s = act(s, 1, { type: 'pass' });
        while (s.phase === 'laydown') s = act(s, s.active, { type: 'discardAuto' });
        leads.push(s.lead);
        break;
      }
    }
    expect(leads).toEqual([1, 2, 0]);
  });
});

describe('Draker options', () => {
  it('rejects bad options with a readable error', () => {
    expect(() => G.resolveOptions({ startingLife: 0 }, 2)).toThrow(/startingLife/);
    expect(() => G.resolveOptions({ combatReading: 'x' }, 2)).toThrow(/combatReading/);
    expect(() => G.resolveOptions({ flightReading: 'any' }, 2)).toThrow(/flightReading/);
    expect(() => G.resolveOptions({ firstPlayer: 3 }, 3)).toThrow(/firstPlayer/);
    expect(() => G.resolveOptions({ colour: true }, 2)).toThrow(/Unknown option/);
    // names every object inherits are not options either
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) expect(() => G.resolveOptions({ [key]: 1 }, 2)).toThrow(/Unknown option/);
    expect(() => G.setup({ players: 7, seed: 1, options: G.defaultOptions })).toThrow(/2 to 6/);
    expect(G.resolveOptions({}, 4)).toEqual({ startingLife: 30, roundCap: 0, combatReading: 'absorb', flightReading: 'halved', firstPlayer: -1 });
  });

  it('the round cap ends the game after that round with the highest life winning', () => {
    let s = start(2, {}, { roundCap: 1 });
    s = toCosts(s);
    while (s.phase === 'laydown') s = act(s, s.active, { type: 'discardAuto' });
    expect(G.outcome(s)).toMatchObject({ reason: 'roundCap', winners: [0, 1] });
  });

  it('setting an Artefact is locked once set and undoable; placing a card is not undoable', () => {
    let s = start(2, { pools: [['hearts-art']] });
    const r = G.apply(s, 0, { type: 'setArtefact', card: 'hearts-art', rank: 5 });
    expect(G.isUndoable(r.events, 0, r.state)).toBe(true);
    s = r.state;
    expect(refused(s, 0, { type: 'setArtefact', card: 'hearts-art', rank: 6 })).toMatch(/already set/);
    s = act(s, 0, { type: 'setArtefact', card: 'hearts-art', prof: 7 });
    const p = G.apply(s, 0, { type: 'place', card: s.hands[0][0] });
    expect(G.isUndoable(p.events, 0, p.state)).toBe(false);
  });
});
