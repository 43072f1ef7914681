/**
 * What the Rush table offers for a selection: one button per move. A payment with the COACH is listed by
 * the rules twice (the COACH first or last to the discard pile); the selection's order says which, so the
 * table offers it once, never two buttons with the same words.
 */
import { describe, expect, it } from 'vitest';
import type { RushAction, RushView } from '../../src/common/games/rush';
import { composition, rushGame as G } from '../../src/main/engine/games/rush';
import type { RushStack, RushState } from '../../src/main/engine/games/rush';
import { offersFor } from '../../src/renderer/games/rush/offers';

/** Seat 0 to act with `hand`, the given stacks on the table; the named cards are taken from wherever the deal put them. */
function table(hand: string[], stacks: RushStack[]): RushState {
  const s = G.setup({ players: 2, seed: 7, options: G.resolveOptions({ firstPlayer: 0 }, 2), deck: composition(2) });
  const named = new Set([...hand, ...stacks.flatMap((st) => st.cards)]);
  const keep = (ids: string[]): string[] => ids.filter((id) => !named.has(id));
  s.draw = [...keep(s.draw), ...s.hands[0]!.filter((id) => !named.has(id))];
  s.hands = [hand, keep(s.hands[1]!)];
  s.discard = keep(s.discard);
  s.stacks = stacks;
  s.active = 0;
  return s;
}

function offers(s: RushState, selected: string[]) {
  const view = G.view(s, 0) as RushView;
  const legal = G.legalActions(s, 0) as RushAction[];
  return { legal, offers: offersFor(view, legal, selected, 0).filter((o) => o.action) };
}

describe('Rush offers', () => {
  it('a reinforcement paid with the COACH is one button, its cards to the discard pile in the order selected', () => {
    const s = table(['s4-1', 's4-2', 'coach'], [{ rank: 4, owner: 0, cards: ['s4-3', 's4-4'] }]);
    const { legal, offers: list } = offers(s, ['s4-1', 'coach', 's4-2']);
    // the rules list it twice: the COACH first or last
    expect(legal.filter((a) => a.type === 'reinforce' && a.cards.includes('coach'))).toHaveLength(2);
    expect(list).toEqual([expect.objectContaining({ kind: 'reinforce', rank: 4, size: 2, action: { type: 'reinforce', rank: 4, card: 's4-1', cards: ['coach', 's4-2'] } })]);
    expect(offers(s, ['s4-2', 's4-1', 'coach']).offers.map((o) => o.action)).toEqual([{ type: 'reinforce', rank: 4, card: 's4-2', cards: ['s4-1', 'coach'] }]);
  });

  it('a take-over paid with the COACH is one button too', () => {
    const s = table(['s5-1', 's5-2', 'coach'], [{ rank: 5, owner: 1, cards: ['s5-3', 's5-4'] }]);
    const { legal, offers: list } = offers(s, ['coach', 's5-1', 's5-2']);
    expect(legal.filter((a) => a.type === 'takeOver' && a.cards.includes('coach'))).toHaveLength(2);
    expect(list).toEqual([expect.objectContaining({ kind: 'takeOver', rank: 5, seat: 1, size: 2, action: { type: 'takeOver', rank: 5, cards: ['coach', 's5-1', 's5-2'] } })]);
  });
});
