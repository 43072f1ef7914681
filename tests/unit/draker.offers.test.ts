/**
 * What the Draker table offers for a selection: the preview (forms and value), the declarations the
 * legal actions allow for exactly those cards, and the reasons a declaration is not possible.
 */
import { describe, expect, it } from 'vitest';
import type { DrakerAction, DrakerView } from '../../src/common/games/draker';
import { drakerGame as G, type DrakerState } from '../../src/main/engine/games/draker';
import '../../src/renderer/games'; // registers every game's words, as the app does
import { activationTargets, selectionOffers } from '../../src/renderer/games/draker/offers';
import { valueFormula } from '../../src/renderer/games/draker/faces';
import { stackedDeck } from '../fixtures/draker-deal';

// Seat 0 holds 3♥ (Ec, +1 icon) in hand and 2♥ (Wz), 4♥ (Gn), 9♥ (Mc), K♥ (Sp) in its pool; 2♦ lies in the common pool.
const DEAL = { hands: [['hearts-3']], pools: [['hearts-2', 'hearts-4', 'hearts-9', 'hearts-K', 'spades-A']], common: ['diamonds-2'] };

function start(): DrakerState {
  return G.setup({ players: 2, seed: 1, options: G.resolveOptions({ firstPlayer: 0 }, 2), deck: stackedDeck(2, DEAL) });
}

const act = (s: DrakerState, a: DrakerAction): DrakerState => G.apply(s, 0, a).state;
const at = (s: DrakerState): { view: DrakerView; legal: DrakerAction[] } => ({ view: G.view(s, 0), legal: G.legalActions(s, 0) });
const keys = (why: { key: string }[]): string[] => why.map((w) => w.key);

describe('Draker selection offers', () => {
  it('a hand card is offered for placing; pool cards must wait for the placement', () => {
    const { view, legal } = at(start());
    const hand = selectionOffers(view, legal, ['hearts-3'], 0);
    expect(hand.offers).toEqual([expect.objectContaining({ kind: 'place', action: { type: 'place', card: 'hearts-3' } })]);
    const pool = selectionOffers(view, legal, ['hearts-2', 'hearts-4'], 0);
    expect(pool.offers).toEqual([]);
    expect(keys(pool.why)).toEqual(['draker.why.placeFirst']);
  });

  it('the double straight flush previews 3 × 2 × 3 = 18, and 24 with a +1 token on 3♥; both kinds are offered', () => {
    const s = act(start(), { type: 'place', card: 'hearts-3' });
    const { view, legal } = at(s);
    const sel = selectionOffers(view, legal, ['hearts-4', 'hearts-2', 'hearts-3'], 0);
    expect(sel.preview?.ok).toBe(true);
    expect(sel.preview?.forms).toEqual({ rank: 'straight', prof: 'straight', flush: true });
    expect(valueFormula(sel.preview!.value.base, sel.preview!.value.mult)).toBe('3 × 2 × 3 = 18');
    expect(sel.offers.filter((o) => o.kind === 'declare').map((o) => o.kind === 'declare' && o.as)).toEqual(['ATT', 'DEF']);
    const token = selectionOffers({ ...view, tokens: { 'hearts-3': 1 } }, legal, ['hearts-2', 'hearts-3', 'hearts-4'], 0);
    expect(valueFormula(token.preview!.value.base, token.preview!.value.mult)).toBe('4 × 2 × 3 = 24');
  });

  it('a flush alone is refused with its reason, and nothing is offered', () => {
    const { view, legal } = at(act(start(), { type: 'place', card: 'hearts-3' }));
    const sel = selectionOffers(view, legal, ['hearts-2', 'hearts-9', 'hearts-K'], 0);
    expect(sel.preview?.ok).toBe(false);
    expect(sel.offers).toEqual([]);
    expect(keys(sel.why)).toEqual(['draker.why.flushAlone']);
  });

  it('a common card may join an attack but not a defence', () => {
    const { view, legal } = at(act(start(), { type: 'place', card: 'hearts-3' }));
    const sel = selectionOffers(view, legal, ['hearts-2', 'diamonds-2'], 0);
    expect(sel.offers.map((o) => (o.kind === 'declare' ? o.as : o.kind))).toEqual(['ATT']);
    expect(keys(sel.why)).toEqual(['draker.why.commonAttackOnly']);
  });

  it('declared cards are engaged: the same set again is refused as the same defence and, as an attack, for its 3 engaged cards', () => {
    let s = act(start(), { type: 'place', card: 'hearts-3' });
    s = act(s, { type: 'declare', kind: 'DEF', cards: ['hearts-2', 'hearts-3', 'hearts-4'] });
    const { view, legal } = at(s);
    const sel = selectionOffers(view, legal, ['hearts-2', 'hearts-3', 'hearts-4'], 0);
    expect(sel.offers).toEqual([]);
    expect(sel.why).toEqual([
      { key: 'draker.why.engaged', params: { count: 3 } },
      { key: 'draker.why.sameDefence', params: {} },
    ]);
  });

  it('a single pool card with an unused effect offers its activation with the targets it may take', () => {
    let s = act(start(), { type: 'place', card: 'hearts-3' });
    s = act(s, { type: 'declare', kind: 'DEF', cards: ['hearts-2', 'hearts-3', 'hearts-4'] });
    const { view, legal } = at(s);
    // K♥ is a Spearman: Phalanx puts a token on a card of your own pool.
    const sel = selectionOffers(view, legal, ['hearts-K'], 0);
    const activate = sel.offers.find((o) => o.kind === 'activate');
    expect(activate?.kind).toBe('activate');
    if (activate?.kind !== 'activate') return;
    const targets = activationTargets(activate.card, activate.targets);
    expect([...targets.cards].sort()).toEqual(view.players[0].pool.map((c) => c.id).sort());
    expect(targets.combos.size + targets.seats.size + targets.entries.size).toBe(0);
  });

  it('writes a value as base, factors and raw value, with the final value after round effects', () => {
    expect(valueFormula(3, 1)).toBe('3');
    expect(valueFormula(4, 3)).toBe('4 × 3 = 12');
    expect(valueFormula(2, 2)).toBe('2 × 2 = 4');
    expect(valueFormula(4, 6)).toBe('4 × 2 × 3 = 24');
    expect(valueFormula(4, 6, 4)).toBe('4 × 2 × 3 = 24 → 4');
    expect(valueFormula(3, 1, 0)).toBe('3 → 0');
  });
  it('an Artefact selected beside the card just placed still gets its chooser', () => {
    const deal = { hands: [['hearts-3']], pools: [['clubs-art', 'hearts-4']] };
    let s = G.setup({ players: 2, seed: 1, options: G.resolveOptions({ firstPlayer: 0 }, 2), deck: stackedDeck(2, deal) });
    s = act(s, { type: 'place', card: 'hearts-3' });
    const { view, legal } = at(s);
    const sel = selectionOffers(view, legal, ['hearts-3', 'clubs-art'], 0);
    expect(sel.offers).toContainEqual(expect.objectContaining({ kind: 'artefact', card: expect.objectContaining({ id: 'clubs-art' }) }));
    // Neither the placed card nor a card already set is offered one.
    expect(sel.offers.filter((o) => o.kind === 'artefact')).toHaveLength(1);
  });
});
