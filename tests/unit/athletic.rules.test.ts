import { describe, expect, it } from 'vitest';
import { RuleError, stableStringify } from '../../src/main/engine/core';
import { ATHLETIC_DEFAULT_OPTIONS, ATHLETIC_ROUND_LIMIT } from '../../src/common/games/athletic';
import type { AthleticAction, AthleticEvent } from '../../src/common/games/athletic';
import {
  athleticManifest,
  athleticGame as G,
  canMove,
  cardsInPlay,
  compatible,
  composition,
  moveCardByCard,
} from '../../src/main/engine/games/athletic';
import type { AthleticState } from '../../src/main/engine/games/athletic';
import { arrange, c, cs, stackDeck } from '../fixtures/athletic';
import { canonicalMove } from '../../src/main/session/actions';

/** Applies an action, checks the input state was not touched, and returns the events. */
class Table {
  last: AthleticEvent[] = [];
  constructor(public state: AthleticState) {}
  act(seat: number, action: AthleticAction): AthleticEvent[] {
    const before = stableStringify(this.state);
    const r = G.apply(this.state, seat, action);
    expect(stableStringify(this.state)).toBe(before);
    this.state = r.state;
    this.last = r.events;
    expect(cardsInPlay(this.state)).toBe(60);
    return r.events;
  }
  /** The action, read as a move received (canonicalMove owns its shape), fails with this RuleError code and changes nothing. */
  refuse(seat: number, action: unknown, code: string): RuleError {
    const before = stableStringify(this.state);
    let err: unknown = null;
    try {
      G.apply(this.state, seat, canonicalMove(athleticManifest, this.state, seat, action) as AthleticAction);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RuleError);
    expect((err as RuleError).code).toBe(code);
    expect(stableStringify(this.state)).toBe(before);
    return err as RuleError;
  }
  top(slot: number): string | null {
    const p = this.state.slots[slot];
    return p.length ? p[p.length - 1] : null;
  }
}

const WORKED_HAND = cs('7blue 4purple 1orange 1yellow 2yellow 5red 5orange');
const WORKED_SLOTS = cs('7purple 1pink 1blue 3yellow 10orange');
/** Seat 1's hand in the worked example: cards that fit nothing on the table nor in seat 0's plans. */
const QUIET_HAND = cs('9blue 2pink 4pink 6pink 8pink 6red 9red');

function workedExample(opts: Record<string, unknown> = {}, stock: string[] = []): Table {
  const options = G.resolveOptions({ firstPlayer: 0, ...opts }, 2);
  return new Table(G.setup({ players: 2, seed: 7, options, deck: stackDeck(2, [WORKED_HAND, QUIET_HAND], WORKED_SLOTS, stock) }));
}

describe('Athletic Games: deck and deal (case 1)', () => {
  it('has 60 unique colour-value cards, 10 of each colour', () => {
    const ids = composition();
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    for (const colour of ['blue', 'purple', 'pink', 'orange', 'yellow', 'red']) {
      expect(ids.filter((id) => id.startsWith(`${colour}-`)).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `${colour}-${i + 1}`).sort(),
      );
    }
  });

  it.each([2, 3, 4, 5])('deals 7 cards to each of %i players, one card to each slot, the rest to the stock', (p) => {
    const s = G.setup({ players: p, seed: 99 + p, options: G.resolveOptions({}, p) });
    expect(s.hands.map((h) => h.length)).toEqual(new Array(p).fill(7));
    expect(s.slots.map((x) => x.length)).toEqual([1, 1, 1, 1, 1]);
    expect(s.stock).toHaveLength(60 - 7 * p - 5);
    expect(new Set([...s.stock, ...s.hands.flat(), ...s.slots.flat()]).size).toBe(60);
    expect(s.medals).toEqual(new Array(p).fill(0));
    expect(G.actors(s)).toEqual([s.active]);
  });

  it('deals a stacked deck in the documented order and starts with the chosen first player', () => {
    const deck = stackDeck(3, [WORKED_HAND, QUIET_HAND], WORKED_SLOTS, cs('8red 9orange'));
    const s = G.setup({ players: 3, seed: 1, options: G.resolveOptions({ firstPlayer: 2 }, 3), deck });
    expect(s.hands[0]).toEqual(WORKED_HAND);
    expect(s.hands[1]).toEqual(QUIET_HAND);
    expect(s.hands[2]).toEqual(deck.slice(14, 21));
    expect(s.slots).toEqual(WORKED_SLOTS.map((id) => [id]));
    expect(s.stock.slice(-2)).toEqual(cs('9orange 8red'));
    expect(s.active).toBe(2);
  });

  it('deals a stacked deck given as the deck option (saved with the match) the same way', () => {
    const deck = stackDeck(2, [WORKED_HAND, QUIET_HAND], WORKED_SLOTS);
    const options = G.resolveOptions({ firstPlayer: 0, deck }, 2);
    expect(options.deck).toEqual(deck);
    const s = G.setup({ players: 2, seed: 3, options });
    expect(s.hands[0]).toEqual(WORKED_HAND);
    expect(s.slots).toEqual(WORKED_SLOTS.map((id) => [id]));
    expect(stableStringify(G.setup({ players: 2, seed: 4, options }).slots)).toBe(stableStringify(s.slots));
    expect('deck' in G.resolveOptions({}, 2)).toBe(false);
  });

  it('picks a random first player from the seed when none is set', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) firsts.add(G.setup({ players: 4, seed, options: G.resolveOptions({}, 4) }).active);
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('Athletic Games: compatible() (case 2)', () => {
  it.each([
    ['2red', '1red', true],
    ['1blue', '1red', true],
    ['2blue', '1red', false],
    ['10red', '1red', false],
    ['1red', '10red', false],
    ['9red', '10red', true],
    ['10blue', '10red', true],
    ['5red', '7red', false],
    ['1pink', '1pink', true],
  ])('%s on %s: %s', (card, ref, ok) => {
    expect(compatible(c(card), c(ref))).toBe(ok);
    expect(compatible(c(ref), c(card))).toBe(ok);
  });
});

describe('Athletic Games: the worked example (case 3)', () => {
  it('is reproduced step by step and ends with a medal and 7 new cards', () => {
    const stock = cs('2blue 3blue 4blue 5blue 6blue 8blue 10blue');
    const t = workedExample({}, stock);
    expect(t.state.active).toBe(0);

    // A: 7 blue on 7 purple
    t.act(0, { type: 'play', card: c('7blue'), slot: 0 });
    expect(t.top(0)).toBe(c('7blue'));
    // B: move 1 pink onto 1 blue: a hole at S2
    let ev = t.act(0, { type: 'move', from: 1, to: 2 });
    expect(ev).toEqual([{ type: 'move', seat: 0, from: 1, to: 2, cards: [{ id: 'pink-1', colour: 'pink', value: 1 }], hole: true }]);
    expect(t.state.slots[1]).toEqual([]);
    expect(t.state.slots[2]).toEqual(cs('1blue 1pink'));
    // C: 4 purple into the hole
    t.act(0, { type: 'fill', card: c('4purple'), slot: 1 });
    expect(t.state.slots[1]).toEqual([c('4purple')]);
    // D: 1 orange, 1 yellow, 2 yellow on the 1 pink
    for (const card of cs('1orange 1yellow 2yellow')) t.act(0, { type: 'play', card, slot: 2 });
    expect(t.top(2)).toBe(c('2yellow'));
    // E: move 3 yellow onto 2 yellow: a hole at S4
    t.act(0, { type: 'move', from: 3, to: 2 });
    expect(t.state.slots[3]).toEqual([]);
    // F: 5 red into the hole, then 5 orange on it
    t.act(0, { type: 'fill', card: c('5red'), slot: 3 });
    expect(t.state.active).toBe(0);
    ev = t.act(0, { type: 'play', card: c('5orange'), slot: 3 });

    expect(t.state.medals).toEqual([1, 0]);
    expect(t.top(0)).toBe(c('7blue'));
    expect(t.state.slots[1]).toEqual([c('4purple')]);
    expect(t.state.slots[2]).toEqual(cs('1blue 1pink 1orange 1yellow 2yellow 3yellow'));
    expect(t.state.slots[3]).toEqual(cs('5red 5orange'));
    expect(t.state.slots[4]).toEqual([c('10orange')]);
    // The medal, then 7 cards from the top of the stock, then seat 1's turn.
    expect(ev.map((e) => e.type)).toEqual(['play', 'medal', 'draw', 'turn']);
    expect(ev[1]).toEqual({ type: 'medal', seat: 0, medals: 1 });
    expect(t.state.hands[0]).toEqual(stock);
    expect(t.state.active).toBe(1);
    expect(t.state.phase).toBe('play');
    expect(t.state.steps).toEqual([]);
  });
});

describe('Athletic Games: MOVE (cases 4 and 5)', () => {
  const pos = () =>
    new Table(
      arrange(2, {
        slots: [cs('3red 4red 4blue'), cs('4yellow'), cs('2blue'), cs('6red'), []],
        hands: { 0: cs('10pink 9pink 1purple') },
      }),
    );

  it('moves a three-card pile card by card: the target top becomes the source bottom and the source a hole', () => {
    const t = pos();
    const ev = t.act(0, { type: 'move', from: 0, to: 1 });
    expect(t.state.slots[0]).toEqual([]);
    expect(t.state.slots[1]).toEqual(cs('4yellow 4blue 4red 3red'));
    expect(t.top(1)).toBe(c('3red'));
    expect(ev[0]).toMatchObject({ type: 'move', hole: true, cards: [{ id: 'blue-4' }, { id: 'red-4' }, { id: 'red-3' }] });
    const byRule = moveCardByCard(cs('3red 4red 4blue'), cs('4yellow'));
    expect(byRule).toEqual({ from: [], to: t.state.slots[1], carried: cs('4blue 4red 3red') });
    // The turn goes on after a move.
    expect(t.state.active).toBe(0);
  });

  it('refuses a move between tops that do not match, and any move from or into a hole', () => {
    const t = pos();
    t.refuse(0, { type: 'move', from: 3, to: 2 }, 'moveNotCompatible'); // 6red onto 2blue
    expect(canMove(cs('6red'), cs('2blue'))).toBe(false);
    expect(moveCardByCard(cs('6red'), cs('2blue'))).toBeNull();
    t.refuse(0, { type: 'move', from: 0, to: 4 }, 'moveHole');
    t.refuse(0, { type: 'move', from: 4, to: 0 }, 'moveHole');
    t.refuse(0, { type: 'move', from: 1, to: 1 }, 'moveSameSlot');
    const listed = G.legalActions(t.state, 0).filter((a) => a.type === 'move');
    expect(listed).toEqual([
      { type: 'move', from: 0, to: 1 },
      { type: 'move', from: 1, to: 0 },
    ]);
  });

  it('takes only whole piles unless the partial-move variant is on', () => {
    const t = pos();
    t.refuse(0, { type: 'move', from: 0, to: 1, count: 1 }, 'partialMove');
    // The whole pile named by its size is the ordinary move.
    t.act(0, { type: 'move', from: 0, to: 1, count: 3 });
    expect(t.state.slots[0]).toEqual([]);
  });

  it('with the variant, moves the top cards only, card by card, and keeps the rest of the pile', () => {
    const s = arrange(2, { slots: [cs('3red 4red 4blue'), cs('4yellow'), cs('2blue'), cs('6red'), []], hands: { 0: cs('10pink') } }, { allowPartialMoves: true });
    const t = new Table(s);
    const moves = G.legalActions(s, 0).filter((a) => a.type === 'move' && a.from === 0 && a.to === 1);
    expect(moves).toEqual([
      { type: 'move', from: 0, to: 1, count: 1 },
      { type: 'move', from: 0, to: 1, count: 2 },
      { type: 'move', from: 0, to: 1 },
    ]);
    t.refuse(0, { type: 'move', from: 0, to: 1, count: 4 }, 'partialMove');
    const ev = t.act(0, { type: 'move', from: 0, to: 1, count: 2 });
    expect(t.state.slots[0]).toEqual(cs('3red'));
    expect(t.state.slots[1]).toEqual(cs('4yellow 4blue 4red'));
    expect(ev[0]).toMatchObject({ hole: false });
  });
});

describe('Athletic Games: PLAY and FILL (case 6)', () => {
  const pos = () => new Table(arrange(2, { slots: [cs('7red'), [], cs('1blue'), cs('3yellow'), cs('10orange')], hands: { 0: cs('10pink 5red 8red 2yellow') } }));

  it('fills a hole with any card, which starts a pile there', () => {
    const t = pos();
    t.act(0, { type: 'fill', card: c('10pink'), slot: 1 });
    expect(t.state.slots[1]).toEqual([c('10pink')]);
    expect(t.state.hands[0]).toEqual(cs('5red 8red 2yellow'));
  });

  it('plays only a matching card on a pile', () => {
    const t = pos();
    const e = t.refuse(0, { type: 'play', card: c('5red'), slot: 0 }, 'notCompatible');
    expect(e.params).toEqual({ card: c('5red'), top: c('7red') });
    t.refuse(0, { type: 'play', card: c('10pink'), slot: 2 }, 'notCompatible');
    t.act(0, { type: 'play', card: c('8red'), slot: 0 });
    t.act(0, { type: 'play', card: c('2yellow'), slot: 3 });
    t.act(0, { type: 'play', card: c('10pink'), slot: 4 });
    expect(t.state.slots.map((p) => p[p.length - 1] ?? null)).toEqual([c('8red'), null, c('1blue'), c('2yellow'), c('10pink')]);
  });

  it('refuses a play into a hole, a fill onto a pile and a card not in hand', () => {
    const t = pos();
    t.refuse(0, { type: 'play', card: c('10pink'), slot: 1 }, 'slotIsHole');
    t.refuse(0, { type: 'fill', card: c('10pink'), slot: 0 }, 'notAHole');
    t.refuse(0, { type: 'play', card: c('6red'), slot: 0 }, 'notInHand');
    t.refuse(0, { type: 'fill', card: c('3blue'), slot: 1 }, 'notInHand');
  });

  it('lists exactly the plays, fills, moves and stop the rules allow', () => {
    const t = pos();
    expect(G.legalActions(t.state, 0)).toEqual([
      { type: 'play', card: c('10pink'), slot: 4 },
      { type: 'play', card: c('8red'), slot: 0 },
      { type: 'play', card: c('2yellow'), slot: 3 },
      { type: 'fill', card: c('10pink'), slot: 1 },
      { type: 'fill', card: c('5red'), slot: 1 },
      { type: 'fill', card: c('8red'), slot: 1 },
      { type: 'fill', card: c('2yellow'), slot: 1 },
      { type: 'stop' },
    ]);
    expect(G.legalActions(t.state, 1)).toEqual([]);
  });
});

describe('Athletic Games: end of a turn (cases 7, 8, 10)', () => {
  it('a failed turn: 7 cards, 4 played, 3 kept and 3 drawn: 6 in hand', () => {
    const stock = cs('2blue 3blue 4blue 5blue');
    const t = workedExample({}, stock);
    t.act(0, { type: 'play', card: c('7blue'), slot: 0 });
    t.act(0, { type: 'move', from: 1, to: 2 });
    t.act(0, { type: 'fill', card: c('4purple'), slot: 1 });
    t.act(0, { type: 'play', card: c('1orange'), slot: 2 });
    t.act(0, { type: 'play', card: c('1yellow'), slot: 2 });
    expect(t.state.hands[0]).toHaveLength(3);
    const ev = t.act(0, { type: 'stop' });
    expect(ev).toEqual([
      { type: 'stop', seat: 0, kept: 3 },
      { type: 'draw', seat: 0, count: 3, cards: cs('2blue 3blue 4blue').map((id) => ({ id, colour: 'blue', value: Number(id.slice(5)) })) },
      { type: 'turn', seat: 1 },
    ]);
    expect(t.state.hands[0]).toHaveLength(6);
    expect(t.state.active).toBe(1);
    expect(t.state.handAtTurnStart).toBe(7);
  });

  it('a turn with no card played still ends by drawing 3', () => {
    const t = workedExample();
    t.act(0, { type: 'stop' });
    expect(t.state.hands[0]).toHaveLength(10);
    expect(t.state.quietTurns).toBe(0);
  });

  it('a 5th medal ends the game at once, with no draw', () => {
    const t = workedExample();
    t.state.medals = [4, 2];
    const stockBefore = t.state.stock.length;
    const steps: AthleticAction[] = [
      { type: 'play', card: c('7blue'), slot: 0 },
      { type: 'move', from: 1, to: 2 },
      { type: 'fill', card: c('4purple'), slot: 1 },
      { type: 'play', card: c('1orange'), slot: 2 },
      { type: 'play', card: c('1yellow'), slot: 2 },
      { type: 'play', card: c('2yellow'), slot: 2 },
      { type: 'move', from: 3, to: 2 },
      { type: 'fill', card: c('5red'), slot: 3 },
    ];
    for (const a of steps) t.act(0, a);
    const ev = t.act(0, { type: 'play', card: c('5orange'), slot: 3 });
    expect(ev.map((e) => e.type)).toEqual(['play', 'medal', 'gameOver']);
    expect(t.state.phase).toBe('over');
    expect(G.outcome(t.state)).toEqual({ scores: [5, 2], winners: [0], reason: 'medals' });
    expect(t.state.hands[0]).toEqual([]);
    expect(t.state.stock).toHaveLength(stockBefore);
    expect(G.actors(t.state)).toEqual([]);
    expect(G.legalActions(t.state, 0)).toEqual([]);
    t.refuse(0, { type: 'stop' }, 'gameOver');
  });

  it('a shorter game (targetMedals 1) ends on the first medal', () => {
    const t = workedExample({ targetMedals: 1 });
    for (const a of [
      { type: 'play', card: c('7blue'), slot: 0 },
      { type: 'move', from: 1, to: 2 },
      { type: 'fill', card: c('4purple'), slot: 1 },
      { type: 'play', card: c('1orange'), slot: 2 },
      { type: 'play', card: c('1yellow'), slot: 2 },
      { type: 'play', card: c('2yellow'), slot: 2 },
      { type: 'move', from: 3, to: 2 },
      { type: 'fill', card: c('5red'), slot: 3 },
      { type: 'play', card: c('5orange'), slot: 3 },
    ] as AthleticAction[]) {
      t.act(0, a);
    }
    expect(G.outcome(t.state)?.winners).toEqual([0]);
  });

  it('a hole left open stays for the next player, who may fill it with any card', () => {
    const t = workedExample();
    t.act(0, { type: 'move', from: 1, to: 2 });
    t.act(0, { type: 'stop' });
    expect(t.state.active).toBe(1);
    expect(t.state.slots[1]).toEqual([]);
    const fills = G.legalActions(t.state, 1).filter((a) => a.type === 'fill');
    expect(fills.map((a) => (a.type === 'fill' ? a.card : '')).sort()).toEqual([...t.state.hands[1]].sort());
    // 9 blue matches nothing on the table, yet fills the hole.
    t.act(1, { type: 'fill', card: c('9blue'), slot: 1 });
    expect(t.state.slots[1]).toEqual([c('9blue')]);
  });

  it('a hole left after a medal stays open for the next player', () => {
    const t = new Table(arrange(2, { slots: [cs('1red'), cs('1blue'), cs('3yellow'), cs('10orange'), cs('7purple')], hands: { 0: cs('2red') } }));
    t.act(0, { type: 'move', from: 0, to: 1 });
    t.act(0, { type: 'play', card: c('2red'), slot: 1 });
    expect(t.state.medals[0]).toBe(1);
    expect(t.state.active).toBe(1);
    expect(t.state.slots[0]).toEqual([]);
    expect(G.legalActions(t.state, 1).some((a) => a.type === 'fill' && a.slot === 0)).toBe(true);
  });
});

describe('Athletic Games: Note 2 reshuffle (case 9)', () => {
  const slots = [cs('3red 4red 4blue'), cs('7purple'), cs('1pink 1blue'), [], cs('10orange')];

  it('draws 1, rebuilds the stock from every pile card under the tops, and draws 2 more', () => {
    const t = new Table(arrange(2, { slots, hands: { 0: cs('9pink 2purple') }, stock: cs('5blue') }));
    const ev = t.act(0, { type: 'stop' });
    expect(ev.map((e) => e.type)).toEqual(['stop', 'draw', 'reshuffle', 'draw', 'turn']);
    expect(ev[1]).toMatchObject({ count: 1, cards: [{ id: 'blue-5' }] });
    expect(ev[2]).toEqual({ type: 'reshuffle', count: 3, taken: [2, 0, 1, 0, 0] });
    expect(ev[3]).toMatchObject({ count: 2 });
    expect(t.state.slots).toEqual([cs('4blue'), cs('7purple'), cs('1blue'), [], cs('10orange')]);
    expect(t.state.hands[0]).toHaveLength(5);
    expect(t.state.stock).toHaveLength(1);
    const drawn = t.state.hands[0].slice(3);
    expect([...drawn, ...t.state.stock].sort()).toEqual(cs('3red 4red 1pink').sort());
  });

  it('when the rebuilt stock is too small, draws what there is: +2 in all', () => {
    const t = new Table(arrange(2, { slots: [cs('3red 4red'), cs('7purple'), cs('1blue'), [], cs('10orange')], hands: { 0: cs('9pink 2purple') }, stock: cs('5blue') }));
    const ev = t.act(0, { type: 'stop' });
    expect(ev.map((e) => e.type)).toEqual(['stop', 'draw', 'reshuffle', 'draw', 'turn']);
    expect(t.state.hands[0]).toEqual(cs('9pink 2purple 5blue 3red'));
    expect(t.state.stock).toEqual([]);
    expect(t.state.slots[0]).toEqual(cs('4red'));
  });

  it('with nothing to draw anywhere, draws nothing', () => {
    const t = new Table(arrange(2, { slots: [cs('4red'), cs('7purple'), cs('1blue'), [], cs('10orange')], hands: { 0: cs('9pink 2purple') }, stock: [] }));
    const ev = t.act(0, { type: 'stop' });
    expect(ev.map((e) => e.type)).toEqual(['stop', 'turn']);
    expect(t.state.hands[0]).toHaveLength(2);
  });
});

describe('Athletic Games: a turn started with an empty hand (rules notes in rules.ts)', () => {
  it('earns no medal; the player may move piles, and a STOP draws 3 from what there is', () => {
    const t = new Table(arrange(2, { slots: [cs('4red'), cs('5red'), cs('1blue'), [], cs('10orange')], hands: { 0: cs('9pink') }, stock: [] }));
    // A medal with nothing to draw: every pile is a single card, so there is nothing to rebuild the stock from.
    expect(t.act(0, { type: 'fill', card: c('9pink'), slot: 3 }).map((e) => e.type)).toEqual(['fill', 'medal', 'turn']);
    expect(t.state.hands[0]).toEqual([]);
    t.act(1, { type: 'stop' });
    expect(t.state.active).toBe(0);
    expect(t.state.medals[0]).toBe(1);
    const legal = G.legalActions(t.state, 0);
    expect(legal.every((a) => a.type === 'move' || a.type === 'stop')).toBe(true);
    expect(legal).toContainEqual({ type: 'move', from: 0, to: 1 });
    t.act(0, { type: 'move', from: 0, to: 1 });
    expect(t.state.medals[0]).toBe(1); // still empty-handed, but the hand did not become empty by a step
    const ev = t.act(0, { type: 'stop' });
    expect(ev.map((e) => e.type)).toEqual(['stop', 'reshuffle', 'draw', 'turn']);
    expect(t.state.hands[0]).toEqual(cs('5red'));
    expect(t.state.medals[0]).toBe(1);
  });
});

describe('Athletic Games: safety end (ATH-A8)', () => {
  it('ends when a full round passes with no step and no draw: most medals, then fewest cards, win', () => {
    const t = new Table(
      arrange(3, { slots: [cs('4red'), cs('7purple'), cs('1blue'), [], cs('10orange')], hands: { 0: cs('9pink 2purple'), 1: cs('8pink') }, stock: [], medals: [1, 1, 0] }),
    );
    t.act(0, { type: 'stop' });
    t.act(1, { type: 'stop' });
    expect(t.state.phase).toBe('play');
    const ev = t.act(2, { type: 'stop' });
    expect(ev[ev.length - 1].type).toBe('gameOver');
    const o = G.outcome(t.state)!;
    expect(o.reason).toBe('stalled');
    expect(o.scores).toEqual([1, 1, 0]);
    expect(o.winners).toEqual([1]);
    expect(o.tiebreak).toEqual([2, 1, t.state.hands[2].length]);
  });

  it('a step in between starts the count again', () => {
    const t = new Table(
      arrange(3, { slots: [cs('4red'), cs('7purple'), cs('1blue'), [], cs('10orange')], hands: { 0: cs('9pink 2purple'), 1: cs('8pink 3pink') }, stock: [] }),
    );
    t.act(0, { type: 'stop' });
    t.act(1, { type: 'fill', card: c('8pink'), slot: 3 });
    t.act(1, { type: 'stop' });
    t.act(2, { type: 'stop' });
    t.act(0, { type: 'stop' });
    expect(t.state.phase).toBe('play');
    t.act(1, { type: 'stop' });
    expect(G.outcome(t.state)).toMatchObject({ reason: 'stalled', winners: [1] });
  });

  it('shares the win when medals and cards in hand are equal', () => {
    const s = arrange(3, { slots: [cs('4red'), cs('7purple'), cs('1blue'), [], cs('10orange')], hands: {}, stock: [], medals: [1, 1, 0] });
    // 56 cards in hands: 20, 20 and 16 (moved between hands, so every card is still in play).
    s.hands[0].push(...s.hands[2].splice(0, 13));
    s.hands[1].push(...s.hands[2].splice(0, 13));
    expect(s.hands.map((h) => h.length)).toEqual([20, 20, 16]);
    const t = new Table(s);
    for (const seat of [0, 1, 2]) t.act(seat, { type: 'stop' });
    expect(G.outcome(t.state)).toEqual({ scores: [1, 1, 0], winners: [0, 1], reason: 'stalled', tiebreak: [20, 20, 16] });
  });

  it(`ends after ${ATHLETIC_ROUND_LIMIT} rounds at the latest`, () => {
    const t = new Table(arrange(2, { slots: [cs('4red'), cs('7purple'), cs('1blue'), [], cs('10orange')], hands: { 0: cs('9pink 2purple'), 1: cs('8pink') }, medals: [0, 1] }));
    t.state.turnsDone = ATHLETIC_ROUND_LIMIT * 2 - 2;
    t.act(0, { type: 'stop' });
    expect(t.state.phase).toBe('play');
    t.act(1, { type: 'stop' });
    expect(G.outcome(t.state)).toMatchObject({ reason: 'roundLimit', winners: [1], scores: [0, 1] });
    expect(G.view(t.state, 0).round).toBe(ATHLETIC_ROUND_LIMIT);
  });
});

describe('Athletic Games: bad input is refused and changes nothing', () => {
  it('refuses malformed actions, a seat out of turn and unknown seats', () => {
    const t = workedExample();
    t.refuse(0, null, 'badAction');
    t.refuse(0, { type: 'jump' }, 'badAction');
    t.refuse(0, { type: 'play', card: 'gold-3', slot: 0 }, 'badAction');
    t.refuse(0, { type: 'play', card: c('7blue'), slot: 5 }, 'badAction');
    t.refuse(0, { type: 'play', card: c('7blue'), slot: 0.5 }, 'badAction');
    t.refuse(0, { type: 'move', from: 1, to: 2, count: 0 }, 'badAction');
    t.refuse(0, { type: 'move', from: 1, to: '2' }, 'badAction');
    t.refuse(1, { type: 'stop' }, 'notYourTurn');
    t.refuse(1, { type: 'play', card: c('9blue'), slot: 0 }, 'notYourTurn');
    t.refuse(2, { type: 'stop' }, 'badAction');
    t.refuse(-1, { type: 'stop' }, 'badAction');
  });

  it('refuses bad options, player counts and stacked decks', () => {
    const bad = (fn: () => unknown, code: string) => {
      let err: unknown = null;
      try {
        fn();
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(RuleError);
      expect((err as RuleError).code).toBe(code);
    };
    bad(() => G.resolveOptions({ targetMedals: 0 }, 2), 'badOptions');
    bad(() => G.resolveOptions({ targetMedals: 6 }, 2), 'badOptions');
    bad(() => G.resolveOptions({ targetMedals: 2.5 }, 2), 'badOptions');
    bad(() => G.resolveOptions({ firstPlayer: 2 }, 2), 'badOptions');
    bad(() => G.resolveOptions({ allowPartialMoves: 1 }, 2), 'badOptions');
    bad(() => G.resolveOptions({ medals: 3 }, 2), 'badOptions');
    bad(() => G.resolveOptions([], 2), 'badOptions');
    bad(() => G.resolveOptions({ deck: composition().slice(1) }, 2), 'badDeck');
    bad(() => G.resolveOptions({ deck: [...composition().slice(1), 'gold-1'] }, 2), 'badDeck');
    bad(() => G.resolveOptions({ deck: 'blue-1' }, 2), 'badDeck');
    bad(() => G.setup({ players: 1, seed: 1, options: ATHLETIC_DEFAULT_OPTIONS }), 'badPlayers');
    bad(() => G.setup({ players: 6, seed: 1, options: ATHLETIC_DEFAULT_OPTIONS }), 'badPlayers');
    const deck = composition();
    bad(() => G.setup({ players: 2, seed: 1, options: ATHLETIC_DEFAULT_OPTIONS, deck: deck.slice(1) }), 'badDeck');
    bad(() => G.setup({ players: 2, seed: 1, options: ATHLETIC_DEFAULT_OPTIONS, deck: [deck[1], ...deck.slice(1)] }), 'badDeck');
    expect(G.resolveOptions({}, 3)).toEqual(ATHLETIC_DEFAULT_OPTIONS);
    expect(G.resolveOptions({ targetMedals: 3, firstPlayer: 2, allowPartialMoves: true }, 3)).toEqual({ targetMedals: 3, firstPlayer: 2, allowPartialMoves: true });
    for (const f of athleticManifest.optionFields) expect(Object.keys(ATHLETIC_DEFAULT_OPTIONS)).toContain(f.key);
  });
});

describe('Athletic Games: views, events and undo', () => {
  it('shows each seat its own hand only, every table card, and hides drawn cards from others', () => {
    const t = workedExample({}, cs('2blue 3blue 4blue'));
    t.act(0, { type: 'play', card: c('7blue'), slot: 0 });
    t.act(0, { type: 'move', from: 1, to: 2 });
    const v0 = G.view(t.state, 0);
    expect(v0.hand!.map((x) => x.id)).toEqual(cs('4purple 1orange 5orange 1yellow 2yellow 5red'));
    expect(v0.slots[1]).toBeNull();
    expect(v0.slots[2]).toEqual({
      cards: [{ id: 'blue-1', colour: 'blue', value: 1 }, { id: 'pink-1', colour: 'pink', value: 1 }],
      top: { id: 'pink-1', colour: 'pink', value: 1 },
      bottom: { id: 'blue-1', colour: 'blue', value: 1 },
    });
    expect(v0.steps).toEqual([
      { type: 'play', card: { id: 'blue-7', colour: 'blue', value: 7 }, slot: 0 },
      { type: 'move', from: 1, to: 2, cards: [{ id: 'pink-1', colour: 'pink', value: 1 }] },
    ]);
    expect(v0.playedThisTurn.map((x) => x.id)).toEqual([c('7blue')]);
    expect(v0.players).toEqual([{ medals: 0, handCount: 6 }, { medals: 0, handCount: 7 }]);
    expect(v0.handAtTurnStart).toBe(7);
    expect(v0.phase).toBe('play');
    expect(G.hasPrivate(v0)).toBe(true);
    for (const viewer of [1, 'spectator'] as const) {
      const v = G.view(t.state, viewer);
      const text = JSON.stringify(v);
      for (const id of t.state.hands[0]) expect(text).not.toContain(`"${id}"`);
      for (const id of t.state.stock) expect(text).not.toContain(`"${id}"`);
    }
    expect(G.view(t.state, 'spectator').hand).toBeNull();
    expect(G.hasPrivate(G.view(t.state, 'spectator'))).toBe(false);
    const ev = t.act(0, { type: 'stop' });
    const draw = ev.find((e) => e.type === 'draw')!;
    expect(G.redactEvent(draw, 0)).toEqual(draw);
    expect(G.redactEvent(draw, 1)).toEqual({ type: 'draw', seat: 0, count: 3 });
    expect(G.redactEvent(draw, 'spectator')).toEqual({ type: 'draw', seat: 0, count: 3 });
    expect(JSON.stringify(G.view(t.state, 1))).not.toContain('"blue-2"');
  });

  it('lets a step be taken back, but not a stop or a medal', () => {
    const t = workedExample();
    let ev = t.act(0, { type: 'play', card: c('7blue'), slot: 0 });
    expect(G.isUndoable(ev, 0, t.state)).toBe(true);
    ev = t.act(0, { type: 'move', from: 1, to: 2 });
    expect(G.isUndoable(ev, 0, t.state)).toBe(true);
    ev = t.act(0, { type: 'stop' });
    expect(G.isUndoable(ev, 0, t.state)).toBe(false);
    expect(G.reactionWindow(t.state)).toBeNull();
  });
});
