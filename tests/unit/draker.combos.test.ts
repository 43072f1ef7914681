import { describe, expect, it } from 'vitest';
import { CARD_COUNT, ZERO_EDITION, buildDeck, card, composition, effectCost } from '../../src/main/engine/games/draker/cards';
import { applyFinalModifiers, comboValue, declarationProblem, isCombination } from '../../src/common/games/draker-combos';
import type { ComboCard, DeclarationContext } from '../../src/common/games/draker-combos';
import { DRAKER_PROFESSIONS } from '../../src/common/games/draker';

/** A card as printed, with `tokens` +1 tokens. */
function c(id: string, tokens = 0): ComboCard {
  const k = card(id);
  return { suit: k.suit, rank: k.rank, prof: k.prof, strength: 1 + tokens };
}
const prof = (p: string): number => DRAKER_PROFESSIONS.indexOf(p as never);

describe('Draker cards (rules 2.2)', () => {
  it('has 84 distinct cards: 6 suits of 13 ranks and an Artefact', () => {
    const ids = composition();
    expect(ids).toHaveLength(84);
    expect(CARD_COUNT).toBe(84);
    expect(new Set(ids).size).toBe(84);
    expect(ids.filter((id) => card(id).artefact)).toHaveLength(6);
  });

  it('keeps the recovered and illustrated facts: Q♠ Pathfinder, K♥ Spearman, 6 of Gnomes Etsilop', () => {
    expect(card('spades-Q').prof).toBe(prof('Pf'));
    expect(card('hearts-K').prof).toBe(prof('Sp'));
    expect(card('gnomes-6').prof).toBe(prof('Ec'));
  });

  it('every suit holds all 10 professions; Ec and Gn 7 times in the deck, the others 8', () => {
    const deck = buildDeck(ZERO_EDITION).filter((k) => !k.artefact);
    for (const suit of ['hearts', 'diamonds', 'clubs', 'spades', 'elves', 'gnomes']) {
      expect(new Set(deck.filter((k) => k.suit === suit).map((k) => k.prof)).size).toBe(10);
    }
    const count = (p: string): number => deck.filter((k) => k.prof === prof(p)).length;
    expect(count('Ec')).toBe(7);
    expect(count('Gn')).toBe(7);
    for (const p of ['Sp', 'Sw', 'Ar', 'Fm', 'Hl', 'Pf', 'Mc', 'Wz']) expect(count(p)).toBe(8);
  });

  it('reads effect costs from the template by tier (Dragon (X+2)/0, Dispel (4−X)/(4−X))', () => {
    expect(effectCost('hearts-3')).toEqual([3, 0]); // Ec, X=1
    expect(effectCost('diamonds-A')).toEqual([5, 0]); // Ec, X=3
    expect(effectCost('hearts-2')).toEqual([3, 3]); // Wz, X=1
    expect(effectCost('clubs-10')).toEqual([2, 2]); // Wz, X=2
  });

  it('a swapped edition changes the cards without code changes', () => {
    const edition = structuredClone(ZERO_EDITION);
    edition.ranks[0].profs[0] = 'Sp';
    const deck = buildDeck(edition);
    expect(deck.find((k) => k.id === 'hearts-2')!.effect).toBe('phalanx');
  });
});

describe('Draker combinations (rules 3, tests 1-10)', () => {
  it('1: the site example, DEF {2♥ Wz, 3♥ Ec (+1), 4♥ Gn} is 4 × 2 × 3 = 24', () => {
    expect(comboValue([c('hearts-2'), c('hearts-3', 1), c('hearts-4')])).toEqual({ base: 4, mult: 6, raw: 24, value: 24 });
  });

  it('2: Q K A of mixed suits is a straight worth 3', () => {
    const set = [c('hearts-Q'), c('clubs-K'), c('elves-A')];
    expect(isCombination(set)).toBe(true);
    expect(comboValue(set).value).toBe(3);
  });

  it('3: A 2 3 is valid; K A 2 and Q K A 2 are not', () => {
    expect(isCombination([c('hearts-A'), c('clubs-2'), c('spades-3')])).toBe(true);
    expect(isCombination([c('hearts-K'), c('clubs-A'), c('spades-2')])).toBe(false);
    expect(isCombination([c('diamonds-Q'), c('hearts-K'), c('clubs-A'), c('spades-2')])).toBe(false);
  });

  it('4: a flush alone {2♥ Wz, 9♥ Mc, K♥ Sp} is not a combination', () => {
    expect(isCombination([c('hearts-2'), c('hearts-9'), c('hearts-K')])).toBe(false);
  });

  it('5: {5♦ Fm, 6♦ Ar, 7♦ Sw} is a double straight flush: 3 × 2 × 3 = 18', () => {
    expect(comboValue([c('diamonds-5'), c('diamonds-6'), c('diamonds-7')]).value).toBe(18);
  });

  it('6: {3♣, 3♠, 3♥} with no profession form is worth 3', () => {
    expect(comboValue([c('clubs-3'), c('spades-3'), c('hearts-3')])).toMatchObject({ mult: 1, value: 3 });
  });

  it('7: {8♦ Pf, 8♠ Ec} is 2 with no multiplier; {9♥ Mc, 2♦ Sp} has no form', () => {
    expect(isCombination([c('diamonds-8'), c('spades-8')])).toBe(true);
    expect(comboValue([c('diamonds-8'), c('spades-8')])).toMatchObject({ mult: 1, value: 2 });
    expect(isCombination([c('hearts-9'), c('diamonds-2')])).toBe(false);
  });

  it('8: a single K♠ with a +1 token is worth 2', () => {
    expect(isCombination([c('spades-K', 1)])).toBe(true);
    expect(comboValue([c('spades-K', 1)]).value).toBe(2);
  });

  it('9: Artefact♥ set to 5/Wz with 3♥ Ec and 4♥ Gn is 3 × 2 × 3 = 18; unset it fits nothing', () => {
    const set: ComboCard = { suit: 'hearts', rank: 5, prof: prof('Wz'), strength: 1 };
    expect(comboValue([set, c('hearts-3'), c('hearts-4')]).value).toBe(18);
    const unset: ComboCard = { suit: 'hearts', rank: null, prof: null, strength: 1 };
    expect(isCombination([unset, c('hearts-3'), c('hearts-4')])).toBe(false);
    expect(isCombination([unset])).toBe(true);
    const rankOnly: ComboCard = { suit: 'hearts', rank: 5, prof: null, strength: 1 };
    expect(comboValue([rankOnly, c('hearts-3'), c('hearts-4')]).value).toBe(9);
  });

  it('10: {J♣, 8♣, 9♣, 10♣} is a straight flush: 4 × 3 = 12', () => {
    expect(comboValue([c('clubs-J'), c('clubs-8'), c('clubs-9'), c('clubs-10')]).value).toBe(12);
  });

  it('a flush of two cards gives no ×3; a quad flush (Artefact) does', () => {
    expect(comboValue([c('hearts-2'), c('hearts-3')]).value).toBe(2);
    const art: ComboCard = { suit: 'hearts', rank: null, prof: prof('Wz'), strength: 1 };
    // 2♥ Wz, 6♥ Wz and the Artefact set to Wz: a profession quad, flush: 3 × 3 = 9
    expect(comboValue([c('hearts-2'), c('hearts-6'), art]).value).toBe(9);
  });

  it('16/17: Guardsman and Dragon apply in descending sequence number', () => {
    // Dragon resolved first (s1), Guardsman second (s2): 6 -> 9 -> 4
    expect(applyFinalModifiers(6, [{ seq: 1, op: 'cap', amount: 4 }, { seq: 2, op: 'add', amount: 3 }])).toBe(4);
    // Guardsman first (s1), Dragon second (s2): 6 -> 4 -> 7
    expect(applyFinalModifiers(6, [{ seq: 1, op: 'add', amount: 3 }, { seq: 2, op: 'cap', amount: 4 }])).toBe(7);
    // Siege (s0) zeroes whatever came later; Crush stops at 0
    expect(applyFinalModifiers(6, [{ seq: 0, op: 'zero', amount: 0 }, { seq: 3, op: 'add', amount: 5 }])).toBe(0);
    expect(applyFinalModifiers(3, [{ seq: 2, op: 'sub', amount: 5 }, { seq: 1, op: 'add', amount: 2 }])).toBe(2);
  });
});

describe('declarationProblem: the one check behind the engine\'s refusal and the table\'s reason', () => {
  // Pool: 2♥ 3♥ 4♥ (a double straight flush), 9♠; common: 5♥ and Q♣.
  const ctx = (over: Partial<DeclarationContext> = {}): DeclarationContext => ({
    pool: ['hearts-2', 'hearts-3', 'hearts-4', 'spades-9'],
    common: ['hearts-5', 'clubs-Q'],
    phase: 'basic',
    placed: 'hearts-3',
    turnKinds: [],
    own: [],
    engaged: new Set(),
    comboCard: (id) => c(id),
    ...over,
  });
  it('accepts a combination of own cards, and common cards in an attack', () => {
    expect(declarationProblem(ctx(), 'DEF', ['hearts-2', 'hearts-3', 'hearts-4'])).toBeNull();
    expect(declarationProblem(ctx(), 'ATT', ['hearts-2', 'hearts-3', 'hearts-4', 'hearts-5'])).toBeNull();
  });
  it('names each problem', () => {
    expect(declarationProblem(ctx(), 'ATT', [])).toEqual({ code: 'empty' });
    expect(declarationProblem(ctx(), 'ATT', ['spades-9', 'spades-9'])).toEqual({ code: 'twice' });
    expect(declarationProblem(ctx(), 'DEF', ['hearts-4', 'hearts-5'])).toEqual({ code: 'commonAttackOnly', card: 'hearts-5' });
    expect(declarationProblem(ctx(), 'ATT', ['hearts-K'])).toEqual({ code: 'notInPool', card: 'hearts-K' });
    expect(declarationProblem(ctx({ phase: 'additional', placed: null }), 'ATT', ['spades-9'])).toEqual({ code: 'placeFirst' });
    expect(declarationProblem(ctx({ phase: 'additional' }), 'ATT', ['spades-9'])).toEqual({ code: 'holdPlaced' });
    expect(declarationProblem(ctx({ phase: 'additional', turnKinds: ['ATT'] }), 'ATT', ['hearts-3'])).toEqual({ code: 'kindDone' });
    expect(declarationProblem(ctx(), 'ATT', ['hearts-2', 'spades-9'])).toEqual({ code: 'noForm' });
    expect(declarationProblem(ctx({ own: [{ kind: 'DEF', cards: ['hearts-4', 'hearts-3', 'hearts-2'] }] }), 'DEF', ['hearts-2', 'hearts-3', 'hearts-4'])).toEqual({ code: 'same' });
    const engaged = new Set(['hearts-2', 'hearts-3', 'hearts-4']);
    expect(declarationProblem(ctx({ engaged }), 'ATT', ['hearts-2', 'hearts-3', 'hearts-4', 'hearts-5'])).toEqual({ code: 'engaged', count: 3 });
    expect(declarationProblem(ctx({ engaged }), 'ATT', ['hearts-3', 'hearts-4', 'hearts-5'])).toEqual({ code: 'needOwnFree' });
  });
});
