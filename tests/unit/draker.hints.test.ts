/** What a Draker hint marks on the table and says, for the suggestions a hard bot can make. */
import { describe, expect, it } from 'vitest';
import type { DrakerAction, DrakerView } from '../../src/common/games/draker';
import { drakerGame as G, type DrakerState } from '../../src/main/engine/games/draker';
import '../../src/renderer/games'; // registers every game's words, as the app does
import { describeHint } from '../../src/renderer/games/draker/hints';
import { stackedDeck } from '../fixtures/draker-deal';

const DEAL = { hands: [['hearts-3']], pools: [['hearts-2', 'hearts-4', 'hearts-9', 'hearts-K', 'spades-A']] };
const names = ['Olena', 'Petro'];

function start(): DrakerState {
  return G.setup({ players: 2, seed: 1, options: G.resolveOptions({ firstPlayer: 0 }, 2), deck: stackedDeck(2, DEAL) });
}
const view = (s: DrakerState): DrakerView => G.view(s, 0);
const hint = (s: DrakerState, a: DrakerAction) => describeHint(a, view(s), 0, (seat) => names[seat]);

describe('Draker hints', () => {
  it('a placement marks the hand card and names it', () => {
    const h = hint(start(), { type: 'place', card: 'hearts-3' });
    expect(h.marks).toEqual({ cards: ['hearts-3'] });
    expect(h.text).toBe('Place 3 of Hearts · Etsilop into your pool.');
  });

  it('a declaration marks its cards and gives the value it will have', () => {
    const s = G.apply(start(), 0, { type: 'place', card: 'hearts-3' }).state;
    const h = hint(s, { type: 'declare', kind: 'DEF', cards: ['hearts-2', 'hearts-3', 'hearts-4'] });
    expect(h.marks.cards).toEqual(['hearts-2', 'hearts-3', 'hearts-4']);
    expect(h.text).toContain('as Defence (3 × 2 × 3 = 18)');
  });

  it('an effect aimed at a combination marks the combination; a block names it by its value', () => {
    let s = G.apply(start(), 0, { type: 'place', card: 'hearts-3' }).state;
    s = G.apply(s, 0, { type: 'declare', kind: 'DEF', cards: ['hearts-2', 'hearts-3', 'hearts-4'] }).state;
    const combo = view(s).combos[0].id;
    // 9♥ is a Mechanic: Guardsman raises one of your defences.
    const h = hint(s, { type: 'activate', card: 'hearts-9', target: combo });
    expect(h.marks).toEqual({ cards: ['hearts-9'], combos: [combo] });
    expect(h.text).toContain('Guardsman');
    // Before the costs nothing is spent: no "(0 left)".
    expect(hint(s, { type: 'block', combo }).text).toBe('Meet the parcel with Defence 3 × 2 × 3 = 18.');
    expect(hint(s, { type: 'parcel', combo, to: 1, amount: 4 }).marks).toEqual({ combos: [combo], seats: [1] });
  });
  it('a defence holding a card with the Flight icon shows Flight (it may meet Flight parcels)', () => {
    let s = G.apply(start(), 0, { type: 'place', card: 'hearts-3' }).state;
    s = G.apply(s, 0, { type: 'declare', kind: 'DEF', cards: ['hearts-2', 'hearts-3', 'hearts-4'] }).state;
    expect(view(s).combos[0].flight).toBe(false);
    s = { ...s, modifiers: [...s.modifiers, { seq: 1, kind: 'flight', card: 'hearts-4', amount: 0 }] };
    const combo = view(s).combos[0];
    expect(combo.flight).toBe(true);
    expect(hint(s, { type: 'block', combo: combo.id }).text).toBe('Meet the parcel with Defence 3 × 2 × 3 = 18 · ➶ Flight.');
  });

  it('an activation says its button is at hand', () => {
    const s = G.apply(start(), 0, { type: 'place', card: 'hearts-3' }).state;
    expect(hint(s, { type: 'activate', card: 'hearts-K' }).text).toContain('press its Activate button here');
  });
});
