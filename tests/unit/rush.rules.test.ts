import { describe, expect, it } from 'vitest';
import { RuleError, stableStringify } from '../../src/main/engine/core';
import type { RushAction, RushEvent } from '../../src/common/games/rush';
import { allCards, composition, rankOf, rushGame as G, rushManifest } from '../../src/main/engine/games/rush';
import type { RushState, RushStack } from '../../src/main/engine/games/rush';
import { canonicalMove } from '../../src/main/session/actions';

// P1 is seat 0, P2 seat 1, and so on. Card ids: s<rank>-<copy>, sponsor-<n>, doping-<n>, coach.

interface Arrangement {
  /** Whole hands per seat (cards not named stay where they are; the seat's other cards go under the draw pile). */
  hands?: Record<number, string[]>;
  stacks?: RushStack[];
  /** The whole discard pile, bottom first (the old pile's other cards go under the draw pile). */
  discard?: string[];
  /** Cards put on top of the draw pile, the first one drawn first. */
  drawTop?: string[];
  /** Leave exactly these cards (top first) in the draw pile; the rest go under the discard pile. */
  drawExactly?: string[];
  active?: number;
}

/** A stacked deal (setup with `deck`), then the named cards moved where a test case needs them; cards are conserved. */
function arrange(players: number, a: Arrangement, firstPlayer = 0): RushState {
  const s = G.setup({ players, seed: 7, options: G.resolveOptions({ firstPlayer }, players), deck: composition(players) });
  const named = new Set<string>([
    ...Object.values(a.hands ?? {}).flat(),
    ...(a.stacks ?? []).flatMap((st) => st.cards),
    ...(a.discard ?? []),
    ...(a.drawTop ?? []),
    ...(a.drawExactly ?? []),
  ]);
  const keep = (ids: string[]): string[] => ids.filter((id) => !named.has(id));
  s.hands = s.hands.map(keep);
  s.draw = keep(s.draw);
  s.discard = keep(s.discard);
  s.stacks = s.stacks.map((st) => ({ ...st, cards: keep(st.cards) })).filter((st) => st.cards.length > 0);
  for (const [seat, hand] of Object.entries(a.hands ?? {})) {
    s.draw.unshift(...s.hands[Number(seat)]);
    s.hands[Number(seat)] = hand.slice();
  }
  if (a.stacks) s.stacks = a.stacks.map((st) => ({ ...st, cards: st.cards.slice() })).sort((x, y) => x.rank - y.rank);
  if (a.discard) {
    s.draw.unshift(...s.discard);
    s.discard = a.discard.slice();
  }
  if (a.drawTop) s.draw.push(...a.drawTop.slice().reverse());
  if (a.drawExactly) {
    s.discard.unshift(...s.draw);
    s.draw = a.drawExactly.slice().reverse();
  }
  if (a.active !== undefined) s.active = a.active;
  s.known = s.hands.map(() => []);
  expect([...allCards(s)].sort()).toEqual([...composition(players)].sort());
  return s;
}

function legalKeys(s: RushState, seat: number): string[] {
  return G.legalActions(s, seat).map((a) => stableStringify(a));
}

/** A move received (canonicalMove owns its shape) is refused with a RuleError (of `code`) and changes nothing. */
function expectRefused(s: RushState, seat: number, action: unknown, code?: string): void {
  const before = stableStringify(s);
  let err: unknown = null;
  try {
    G.apply(s, seat, canonicalMove(rushManifest, s, seat, action) as RushAction);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  if (code) expect((err as RuleError).code).toBe(code);
  expect(stableStringify(s)).toBe(before);
}

function play(s: RushState, seat: number, action: RushAction): { state: RushState; events: RushEvent[] } {
  return G.apply(s, seat, action);
}

describe('Rush for Medals rules (section 7 test cases)', () => {
  it('1. deck contents per player count', () => {
    for (const players of [2, 3, 4]) {
      const ids = composition(players);
      expect(ids.length).toBe(42);
      expect(new Set(ids).size).toBe(42);
      for (let r = 2; r <= 8; r++) expect(ids.filter((id) => rankOf(id) === r).length).toBe(r);
      expect(ids.filter((id) => rankOf(id) === 9).length).toBe(0);
      expect(ids.filter((id) => id.startsWith('sponsor-')).length).toBe(3);
      expect(ids.filter((id) => id.startsWith('doping-')).length).toBe(3);
      expect(ids.filter((id) => id === 'coach').length).toBe(1);
    }
    for (const players of [5, 6]) {
      const ids = composition(players);
      expect(ids.length).toBe(53);
      for (let r = 2; r <= 9; r++) expect(ids.filter((id) => rankOf(id) === r).length).toBe(r);
      expect(ids.filter((id) => id.startsWith('sponsor-')).length).toBe(4);
      expect(ids.filter((id) => id.startsWith('doping-')).length).toBe(4);
      expect(ids.filter((id) => id === 'coach').length).toBe(1);
    }
    // The deal: 5 cards each, one face-up marker, the rest face down.
    const s = G.setup({ players: 4, seed: 3, options: G.resolveOptions({}, 4) });
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(s.discard.length).toBe(1);
    expect(s.draw.length).toBe(42 - 20 - 1);
    const v = G.view(s, 0);
    expect(v.ranks).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(G.view(G.setup({ players: 5, seed: 3, options: G.resolveOptions({}, 5) }), 'spectator').ranks).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('2. lay out is blocked by a rival stack; two 5s take over a stack of one', () => {
    const s = arrange(2, {
      hands: { 0: ['s5-2', 's7-1', 's8-1', 'sponsor-1', 's3-1'] },
      stacks: [{ rank: 5, owner: 1, cards: ['s5-1'] }],
    });
    expect(legalKeys(s, 0)).not.toContain(stableStringify({ type: 'layOut', card: 's5-2' }));
    expect(G.legalActions(s, 0).some((a) => a.type === 'takeOver')).toBe(false);
    expectRefused(s, 0, { type: 'layOut', card: 's5-2' }, 'rankTaken');
    expectRefused(s, 0, { type: 'takeOver', rank: 5, cards: ['s5-2'] }, 'wrongPayment');

    const t = arrange(2, {
      hands: { 0: ['s5-2', 's5-3', 's8-1', 'sponsor-1', 's3-1'] },
      stacks: [{ rank: 5, owner: 1, cards: ['s5-1'] }],
    });
    const take = G.legalActions(t, 0).filter((a) => a.type === 'takeOver');
    expect(take).toEqual([{ type: 'takeOver', rank: 5, cards: ['s5-2', 's5-3'] }]);
    const after = play(t, 0, take[0]).state;
    expect(after.stacks).toEqual([{ rank: 5, owner: 0, cards: ['s5-1'] }]);
  });

  it('3. take over: three 6s for a stack of two; the stack moves unchanged; refill from 2 to 5', () => {
    const s = arrange(2, {
      hands: { 0: ['s6-3', 's6-4', 's6-5', 'sponsor-1', 's3-1'] },
      stacks: [{ rank: 6, owner: 1, cards: ['s6-1', 's6-2'] }],
      drawTop: ['s8-1', 's8-2', 's8-3'],
    });
    const action: RushAction = { type: 'takeOver', rank: 6, cards: ['s6-3', 's6-4', 's6-5'] };
    expect(legalKeys(s, 0)).toContain(stableStringify(action));
    const { state, events } = play(s, 0, action);
    expect(state.discard.slice(-3)).toEqual(['s6-3', 's6-4', 's6-5']);
    expect(state.stacks).toEqual([{ rank: 6, owner: 0, cards: ['s6-1', 's6-2'] }]);
    expect(state.stacks.some((st) => st.owner === 1)).toBe(false);
    expect(state.hands[0]).toEqual(['sponsor-1', 's3-1', 's8-1', 's8-2', 's8-3']);
    expect(events.map((e) => e.type)).toEqual(['discard', 'takeOver', 'draw', 'turn']);
    expect(events.find((e) => e.type === 'draw')).toMatchObject({ seat: 0, count: 3 });
  });

  it('4. own stack: no take over; reinforce with [4, 4] or [4, COACH], not with [4] alone', () => {
    const own: RushStack[] = [{ rank: 4, owner: 0, cards: ['s4-1'] }];
    const a = arrange(2, { hands: { 0: ['s4-2', 's4-3', 's7-1', 's7-2', 's8-1'] }, stacks: own });
    expect(G.legalActions(a, 0).some((x) => x.type === 'takeOver')).toBe(false);
    expectRefused(a, 0, { type: 'takeOver', rank: 4, cards: ['s4-2', 's4-3'] }, 'ownStack');
    const r44: RushAction = { type: 'reinforce', rank: 4, card: 's4-2', cards: ['s4-3'] };
    expect(legalKeys(a, 0)).toContain(stableStringify(r44));
    const a2 = play(a, 0, r44).state;
    expect(a2.stacks).toEqual([{ rank: 4, owner: 0, cards: ['s4-1', 's4-2'] }]);
    expect(a2.discard[a2.discard.length - 1]).toBe('s4-3');

    const b = arrange(2, { hands: { 0: ['s4-2', 's7-1', 's7-2', 's8-1', 's8-2'] }, stacks: own });
    expect(G.legalActions(b, 0).some((x) => x.type === 'reinforce')).toBe(false);
    expectRefused(b, 0, { type: 'reinforce', rank: 4, card: 's4-2', cards: [] }, 'wrongPayment');

    const c = arrange(2, { hands: { 0: ['s4-2', 'coach', 's7-2', 's8-1', 's8-2'] }, stacks: own });
    const rCoach: RushAction = { type: 'reinforce', rank: 4, card: 's4-2', cards: ['coach'] };
    expect(legalKeys(c, 0)).toContain(stableStringify(rCoach));
    const c2 = play(c, 0, rCoach).state;
    expect(c2.stacks).toEqual([{ rank: 4, owner: 0, cards: ['s4-1', 's4-2'] }]);
    expect(c2.discard[c2.discard.length - 1]).toBe('coach');
    expect(c2.hands[0]).not.toContain('coach');
  });

  it('5. COACH on rank 2: [2, COACH] takes over a stack of one; [2] or [COACH, 7] do not', () => {
    const stacks: RushStack[] = [{ rank: 2, owner: 1, cards: ['s2-1'] }];
    const s = arrange(2, { hands: { 0: ['s2-2', 'coach', 's7-1', 's8-1', 's8-2'] }, stacks });
    const takes = G.legalActions(s, 0).filter((a) => a.type === 'takeOver');
    expect(takes).toEqual([
      { type: 'takeOver', rank: 2, cards: ['s2-2', 'coach'] },
      { type: 'takeOver', rank: 2, cards: ['coach', 's2-2'] },
    ]);
    expect(play(s, 0, takes[1]).state.stacks).toEqual([{ rank: 2, owner: 0, cards: ['s2-1'] }]);
    expectRefused(s, 0, { type: 'takeOver', rank: 2, cards: ['s2-2'] }, 'wrongPayment');
    expectRefused(s, 0, { type: 'takeOver', rank: 2, cards: ['coach', 's7-1'] }, 'badPayment');
    expectRefused(s, 0, { type: 'takeOver', rank: 2, cards: ['coach'] }, 'coachAlone');
    const lone = arrange(2, { hands: { 0: ['s2-2', 's7-1', 's7-2', 's8-1', 's8-2'] }, stacks });
    expect(G.legalActions(lone, 0).some((a) => a.type === 'takeOver')).toBe(false);
  });

  it('6. defending against DOPING 3: two chosen cards go, no refill until after the target\'s next turn; one card must accept', () => {
    const s = arrange(2, {
      hands: { 0: ['doping-1', 's7-1', 's7-2', 's8-1', 's8-2'], 1: ['s3-1', 's4-1', 's5-1', 's6-1'] },
    });
    const demand: RushAction = { type: 'doping', card: 'doping-1', option: 'demand', target: 1 };
    expect(legalKeys(s, 0)).toContain(stableStringify(demand));
    const d = play(s, 0, demand);
    expect(G.actors(d.state)).toEqual([1]);
    expect(G.view(d.state, 1).demand).toEqual({ from: 0, target: 1, kind: 'doping', answers: ['accept', 'defend'] });
    expect(G.legalActions(d.state, 0)).toEqual([]);
    expectRefused(d.state, 0, { type: 'discard', card: 's7-1' }, 'waitDemand');
    expectRefused(d.state, 1, { type: 'discard', card: 's3-1' }, 'answerDemand');
    const defend: RushAction = { type: 'defend', cards: ['s4-1', 's6-1'] };
    expect(legalKeys(d.state, 1)).toContain(stableStringify(defend));
    const after = play(d.state, 1, defend);
    expect(after.state.hands[1]).toEqual(['s3-1', 's5-1']);
    expect(after.state.discard.slice(-3)).toEqual(['doping-1', 's4-1', 's6-1']);
    // P1's turn ends with P1's refill; now it is P2's turn, still with 2 cards.
    expect(after.state.hands[0].length).toBe(5);
    expect(after.state.active).toBe(1);
    expect(after.state.hands[1].length).toBe(2);
    const next = play(after.state, 1, { type: 'discard', card: 's3-1' }).state;
    expect(next.hands[1].length).toBe(5);

    const one = arrange(2, { hands: { 0: ['doping-1', 's7-1', 's7-2', 's8-1', 's8-2'], 1: ['s3-1'] } });
    const d1 = play(one, 0, demand).state;
    expect(G.legalActions(d1, 1)).toEqual([{ type: 'accept' }]);
    expect(G.view(d1, 0).demand?.answers).toEqual(['accept']);
    expectRefused(d1, 1, { type: 'defend', cards: ['s3-1', 's3-1'] }, 'cannotDefend');
    const acc = play(d1, 1, { type: 'accept' });
    expect(acc.events.find((e) => e.type === 'discard' && e.reason === 'demand')).toEqual({
      type: 'discard',
      seat: 1,
      cards: [{ id: 's3-1', kind: 'sport', rank: 3 }],
      reason: 'demand',
    });
    expect(acc.state.discard).toContain('s3-1');
    // P2 is left with no card: P2's next turn is only the refill.
    expect(acc.events.map((e) => e.type).slice(-3)).toEqual(['emptyHand', 'draw', 'turn']);
  });

  it('7. SPONSOR 3: accepted, P1 gains a random card of P2; defended, P1 gains nothing and P2 loses 2', () => {
    const hands = { 0: ['sponsor-1', 's7-1', 's7-2', 's8-1', 's8-2'], 1: ['s3-1', 's4-1', 's5-1', 's6-1', 's6-2'] };
    const demand: RushAction = { type: 'sponsor', card: 'sponsor-1', option: 'demand', target: 1 };
    const s = arrange(2, { hands });
    const d = play(s, 0, demand).state;
    const drawBefore = d.draw.length;
    const acc = play(d, 1, { type: 'accept' });
    const taken = hands[1].filter((id) => !acc.state.hands[1].includes(id));
    expect(taken.length).toBe(1);
    expect(acc.state.hands[1].length).toBe(4);
    expect(acc.state.hands[0]).toEqual(['s7-1', 's7-2', 's8-1', 's8-2', taken[0]]);
    expect(acc.state.draw.length).toBe(drawBefore); // 5 cards after the steal: no refill
    const steal = acc.events.find((e) => e.type === 'steal');
    expect(steal).toMatchObject({ from: 1, to: 0, card: { id: taken[0] } });
    expect(G.redactEvent(steal!, 1)).toMatchObject({ card: { id: taken[0] } });
    expect(G.redactEvent(steal!, 'spectator')).toEqual({ type: 'steal', from: 1, to: 0 });

    const def = play(d, 1, { type: 'defend', cards: ['s3-1', 's4-1'] }).state;
    expect(def.hands[1]).toEqual(['s5-1', 's6-1', 's6-2']);
    expect(def.hands[0].slice(0, 4)).toEqual(['s7-1', 's7-2', 's8-1', 's8-2']);
    expect(def.hands[0].length).toBe(5); // refilled by one from the draw pile, nothing from P2
    expect(def.draw.length).toBe(drawBefore - 1);
  });

  it('8. SPONSOR 2 takes the card under it (an 8); not with an empty discard pile', () => {
    const s = arrange(2, { hands: { 0: ['sponsor-1', 's7-1', 's7-2', 's3-1', 's4-1'] }, discard: ['s5-1', 's8-1'] });
    const take: RushAction = { type: 'sponsor', card: 'sponsor-1', option: 'takeDiscard' };
    expect(legalKeys(s, 0)).toContain(stableStringify(take));
    const { state, events } = play(s, 0, take);
    expect(state.hands[0]).toContain('s8-1');
    expect(state.discard).toEqual(['s5-1', 'sponsor-1']);
    expect(state.known[0]).toEqual(['s8-1']);
    expect(G.view(state, 'spectator').players[0].knownCards.map((c) => c.id)).toEqual(['s8-1']);
    expect(events.find((e) => e.type === 'takeDiscard')).toMatchObject({ seat: 0, card: { id: 's8-1' } });

    const empty = arrange(2, { hands: { 0: ['sponsor-1', 's7-1', 's7-2', 's3-1', 's4-1'] }, discard: [] });
    expect(legalKeys(empty, 0)).not.toContain(stableStringify(take));
    expectRefused(empty, 0, take, 'noEffect');
  });

  it('9. DOPING 1 removes the topmost sports card, searching past action cards', () => {
    const s = arrange(2, { hands: { 0: ['doping-1', 's7-1', 's7-2', 's8-1', 's8-2'] }, discard: ['s3-1', 's5-1', 'sponsor-1'] });
    const { state } = play(s, 0, { type: 'doping', card: 'doping-1', option: 'destroy' });
    expect(state.out).toEqual(['s5-1']);
    expect(state.discard).toEqual(['s3-1', 'sponsor-1', 'doping-1']);
    expect(G.view(state, 1).outOfGame.map((c) => c.id)).toEqual(['s5-1']);
    // With no sports card on the pile the option has no effect and is not offered.
    const none = arrange(2, { hands: { 0: ['doping-1', 's7-1', 's7-2', 's8-1', 's8-2'] }, discard: ['sponsor-1', 'coach'] });
    expect(G.legalActions(none, 0).some((a) => a.type === 'doping' && a.option === 'destroy')).toBe(false);
    expectRefused(none, 0, { type: 'doping', card: 'doping-1', option: 'destroy' }, 'noEffect');
  });

  it('10. only a COACH in hand: DISCARD it is the one legal action', () => {
    const s = arrange(2, { hands: { 0: ['coach'] }, stacks: [{ rank: 2, owner: 1, cards: ['s2-1'] }] });
    expect(G.legalActions(s, 0)).toEqual([{ type: 'discard', card: 'coach' }]);
  });

  it('11. empty hand: no action, only the refill to 5', () => {
    const s = arrange(2, { hands: { 0: ['s7-1', 's7-2', 's8-1', 's8-2', 's3-1'], 1: [] } });
    const { state, events } = play(s, 0, { type: 'discard', card: 's3-1' });
    expect(events.map((e) => e.type)).toEqual(['discard', 'draw', 'turn', 'emptyHand', 'draw', 'turn']);
    expect(events[4]).toMatchObject({ type: 'draw', seat: 1, count: 5 });
    expect(state.hands[1].length).toBe(5);
    expect(state.active).toBe(0);
    expect(state.round).toBe(2);
  });

  it('12. SPONSOR 1 from 5 cards leaves 6 cards: no refill, no discard-down', () => {
    const s = arrange(2, { hands: { 0: ['sponsor-1', 's7-1', 's7-2', 's8-1', 's8-2'] } });
    const { state, events } = play(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'draw' });
    expect(state.hands[0].length).toBe(6);
    expect(events.filter((e) => e.type === 'draw')).toEqual([expect.objectContaining({ seat: 0, count: 2 })]);
    const later = play(state, 1, { type: 'discard', card: state.hands[1][0] }).state;
    expect(later.hands[0].length).toBe(6);
    expect(later.active).toBe(0);
  });

  it('13. rebuild mid-refill: draw 1, rebuild with the discard top as marker, draw 2', () => {
    const s = arrange(2, { hands: { 0: ['s7-1', 's7-2', 's3-1'] }, drawExactly: ['s8-1'] });
    const pileBefore = s.discard.length;
    const { state, events } = play(s, 0, { type: 'discard', card: 's3-1' });
    expect(events.map((e) => e.type)).toEqual(['discard', 'draw', 'rebuild', 'draw', 'turn']);
    expect(events[1]).toMatchObject({ seat: 0, count: 1, cards: [{ id: 's8-1' }] });
    expect(events[2]).toMatchObject({ marker: { id: 's3-1' }, count: pileBefore, exhaustions: 1 });
    expect(events[3]).toMatchObject({ seat: 0, count: 2 });
    expect(state.discard).toEqual(['s3-1']);
    expect(state.hands[0].length).toBe(5);
    expect(state.draw.length).toBe(pileBefore - 2);
    expect(state.exhaustions).toBe(1);
  });

  it('14. end: the 2nd exhaustion on P3\'s turn, P4 plays, the game ends; medals with the laid-out tie-break', () => {
    const stacks: RushStack[] = [
      { rank: 2, owner: 0, cards: ['s2-1'] },
      { rank: 3, owner: 0, cards: ['s3-1'] },
      { rank: 4, owner: 1, cards: ['s4-1', 's4-2'] },
      { rank: 5, owner: 1, cards: ['s5-1'] },
      { rank: 8, owner: 3, cards: ['s8-1', 's8-2', 's8-3'] },
    ];
    const s = arrange(4, { hands: { 2: ['s7-1', 's7-2', 's6-1'] }, drawExactly: ['s6-2'], stacks, active: 2 });
    s.exhaustions = 1;
    const third = play(s, 2, { type: 'discard', card: 's6-1' });
    expect(third.state.exhaustions).toBe(2);
    expect(third.events.find((e) => e.type === 'lastRound')).toEqual({ type: 'lastRound', lastSeat: 3 });
    expect(G.view(third.state, 0)).toMatchObject({ lastRound: true, lastSeat: 3 });
    expect(G.actors(third.state)).toEqual([3]);
    const fourth = play(third.state, 3, { type: 'discard', card: third.state.hands[3][0] });
    expect(G.actors(fourth.state)).toEqual([]);
    const o = G.outcome(fourth.state)!;
    expect(o.reason).toBe('exhausted');
    expect(o.scores).toEqual([2, 2, 0, 1]);
    expect(o.tiebreak).toEqual([2, 3, 0, 3]);
    expect(o.winners).toEqual([1]);
    expect(fourth.events[fourth.events.length - 1]).toEqual({ type: 'gameOver', outcome: o });

    // Equal medals and equal laid-out cards: a shared win.
    const tied = arrange(4, { hands: { 2: ['s7-1', 's7-2', 's6-1'] }, drawExactly: ['s6-2'], stacks: stacks.map((st) => (st.rank === 4 ? { ...st, cards: ['s4-1'] } : st)), active: 2 });
    tied.exhaustions = 1;
    const t3 = play(tied, 2, { type: 'discard', card: 's6-1' }).state;
    const t4 = play(t3, 3, { type: 'discard', card: t3.hands[3][0] }).state;
    expect(G.outcome(t4)!.winners).toEqual([0, 1]);
  });
});

describe('Rush for Medals: end, options and scoring', () => {
  it('the end waits for the end of the round when triggered on the first player\'s turn', () => {
    const s = arrange(3, { hands: { 0: ['s7-1', 's7-2', 's6-1'] }, drawExactly: ['s6-2'] });
    s.exhaustions = 1;
    const a = play(s, 0, { type: 'discard', card: 's6-1' }).state;
    expect(a.lastSeat).toBe(2);
    const b = play(a, 1, { type: 'discard', card: a.hands[1][0] }).state;
    expect(G.outcome(b)).toBeNull();
    const c = play(b, 2, { type: 'discard', card: b.hands[2][0] }).state;
    expect(G.outcome(c)?.reason).toBe('exhausted');
  });

  it('endAfterExhaustions sets the exhaustion that ends the game', () => {
    const s = G.setup({ players: 2, seed: 1, options: G.resolveOptions({ endAfterExhaustions: 1, firstPlayer: 1 }, 2), deck: composition(2) });
    s.draw = s.draw.slice(-1);
    const moved = composition(2).filter((id) => !allCards(s).includes(id));
    s.discard.unshift(...moved);
    const a = play(s, 1, { type: 'discard', card: s.hands[1][0] }).state;
    expect(a.exhaustions).toBe(1);
    expect(a.lastSeat).toBe(0);
    const b = play(a, 0, { type: 'discard', card: a.hands[0][0] }).state;
    expect(G.outcome(b)?.reason).toBe('exhausted');
  });

  it('scoring "rankPoints" sums the held ranks', () => {
    const stacks: RushStack[] = [
      { rank: 2, owner: 0, cards: ['s2-1'] },
      { rank: 3, owner: 0, cards: ['s3-1'] },
      { rank: 8, owner: 1, cards: ['s8-1'] },
    ];
    const s = arrange(2, { hands: { 1: ['s7-1', 's7-2', 's6-1'] }, drawExactly: ['s6-2'], stacks, active: 1 });
    s.options = G.resolveOptions({ scoring: 'rankPoints', firstPlayer: 0 }, 2);
    s.exhaustions = 1;
    const end = play(s, 1, { type: 'discard', card: 's6-1' }).state;
    expect(G.outcome(end)).toMatchObject({ scores: [5, 8], winners: [1], reason: 'exhausted' });
    expect(G.view(end, 0).players.map((p) => p.score)).toEqual([5, 8]);
  });

  it('safety end: every hand empty and nothing to draw', () => {
    const s = arrange(2, { hands: { 0: ['s7-1'], 1: [] }, discard: [], drawExactly: [] });
    // Everything else is out of the game so that nothing can be drawn.
    s.out.push(...s.discard);
    s.discard = [];
    const { state } = play(s, 0, { type: 'layOut', card: 's7-1' });
    expect(G.outcome(state)?.reason).toBe('handsEmpty');
    expect(state.outcome?.winners).toEqual([0]);
  });

  it('safety end: the round cap', () => {
    const s = arrange(2, { hands: { 0: ['s7-1', 's7-2', 's8-1', 's8-2', 's3-1'], 1: ['s6-1', 's6-2', 's5-1', 's5-2', 's4-1'] }, active: 1 });
    s.round = 60;
    const { state } = play(s, 1, { type: 'layOut', card: 's6-1' });
    expect(G.outcome(state)?.reason).toBe('roundCap');
  });

  it('options are validated with readable errors', () => {
    expect(G.resolveOptions({}, 4)).toEqual({ endAfterExhaustions: 2, scoring: 'medals', firstPlayer: -1 });
    for (const bad of [{ endAfterExhaustions: 0 }, { endAfterExhaustions: 1.5 }, { scoring: 'points' }, { firstPlayer: 4 }, { colour: 'red' }, 'x', [1]]) {
      expect(() => G.resolveOptions(bad, 4)).toThrow(RuleError);
    }
    expect(() => G.setup({ players: 7, seed: 1, options: G.resolveOptions({}, 6) })).toThrow(RuleError);
    expect(() => G.setup({ players: 1, seed: 1, options: G.resolveOptions({}, 2) })).toThrow(RuleError);
    expect(() => G.setup({ players: 4, seed: 1, options: G.resolveOptions({}, 4), deck: composition(5) })).toThrow(RuleError);
    expect(() => G.setup({ players: 4, seed: 1, options: G.resolveOptions({}, 4), deck: [...composition(4).slice(1), 's3-1'] })).toThrow(RuleError);
  });
});

describe('Rush for Medals: bad input and hidden information', () => {
  const base = (): RushState =>
    arrange(3, {
      hands: { 0: ['sponsor-1', 'doping-1', 's7-1', 's8-1', 'coach'], 1: ['s3-1', 's4-1'], 2: [] },
      stacks: [{ rank: 5, owner: 1, cards: ['s5-1'] }],
      discard: ['s6-1'],
    });

  it('refuses malformed and illegal actions and changes nothing', () => {
    const s = base();
    expectRefused(s, 0, null, 'badAction');
    expectRefused(s, 0, { type: 'pass' }, 'badAction');
    expectRefused(s, 0, { type: 'layOut' }, 'badAction');
    expectRefused(s, 0, { type: 'layOut', card: 's2-1' }, 'notInHand');
    expectRefused(s, 0, { type: 'layOut', card: 'coach' }, 'notSport');
    // a rank above this table's highest is a move of the right shape: there is no such stack
    expectRefused(s, 0, { type: 'takeOver', rank: 12, cards: [] }, 'noStack');
    expectRefused(s, 0, { type: 'takeOver', rank: 6, cards: ['s7-1'] }, 'noStack');
    expectRefused(s, 0, { type: 'takeOver', rank: 5, cards: ['s7-1', 'coach'] }, 'badPayment');
    expectRefused(s, 0, { type: 'reinforce', rank: 5, card: 's7-1', cards: [] }, 'notOwnStack');
    expectRefused(s, 0, { type: 'sponsor', card: 'doping-1', option: 'draw' }, 'badAction');
    expectRefused(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'steal' }, 'badAction');
    expectRefused(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'demand' }, 'badAction');
    expectRefused(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'demand', target: 0 }, 'badTarget');
    expectRefused(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'demand', target: 2 }, 'targetEmpty');
    expectRefused(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'demand', target: 9 }, 'badAction');
    expectRefused(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'demand', target: 3 }, 'badAction');
    expectRefused(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'draw', target: 1 }, 'badAction');
    expectRefused(s, 0, { type: 'doping', card: 'doping-1', option: 'discard', other: 'doping-1' }, 'sameCardTwice');
    expectRefused(s, 0, { type: 'doping', card: 'doping-1', option: 'discard' }, 'badAction');
    expectRefused(s, 0, { type: 'doping', card: 'doping-1', option: 'discard', other: 's2-2' }, 'notInHand');
    expectRefused(s, 0, { type: 'accept' }, 'demandOnly');
    expectRefused(s, 0, { type: 'defend', cards: ['s7-1'] }, 'badAction');
    expectRefused(s, 1, { type: 'discard', card: 's3-1' }, 'notYourTurn');
    expectRefused(s, 5, { type: 'discard', card: 's3-1' }, 'badAction');
    // The demand targets offered are the other players holding cards.
    const targets = G.legalActions(s, 0).filter((a) => a.type === 'sponsor' && a.option === 'demand');
    expect(targets).toEqual([{ type: 'sponsor', card: 'sponsor-1', option: 'demand', target: 1 }]);
  });

  it('views show only the viewer\'s own hand; draws and steals are redacted for the others', () => {
    const s = base();
    const v1 = G.view(s, 1);
    expect(v1.hand?.map((c) => c.id)).toEqual(['s3-1', 's4-1']);
    expect(JSON.stringify(v1)).not.toContain('"id":"sponsor-1"');
    expect(JSON.stringify(G.view(s, 'spectator'))).not.toContain('"s3-1"');
    expect(G.view(s, 'spectator').hand).toBeNull();
    expect(G.view(s, 0).coach).toEqual({ where: 'hand', seat: 0 });
    expect(G.view(s, 1).coach).toEqual({ where: 'unknown' });
    const r = play(s, 0, { type: 'sponsor', card: 'sponsor-1', option: 'draw' });
    const draw = r.events.find((e) => e.type === 'draw')!;
    expect(G.redactEvent(draw, 0)).toHaveProperty('cards');
    expect(G.redactEvent(draw, 1)).toEqual({ type: 'draw', seat: 0, count: 2 });
    for (const id of r.state.hands[0]) expect(JSON.stringify(G.view(r.state, 2))).not.toContain(`"id":"${id}"`);
  });
});
