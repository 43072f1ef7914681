/**
 * Klepka Words' "any moment" cards: EXCHANGE and CHAOS.
 */
import { RuleError, shuffled } from '../../core';
import type { WordsAction, WordsPrizeKind } from '../../../../common/games/words';
import { prizeKindOf } from './cards';
import { card, countPrize, faceDownCells, tableEmpty } from './state';
import type { Events, WordsState } from './state';

// ---------------------------------------------------------------------------------------------
// Instant cards

function spendPrize(s: WordsState, seat: number, kind: WordsPrizeKind, ev: Events): void {
  const held = s.seats[seat].cards;
  const i = held.findIndex((id) => prizeKindOf(id) === kind);
  const [id] = held.splice(i, 1);
  s.discard.push(id);
  ev.push({ type: 'discard', seat, card: card(s, id) });
}

export function playInstant(s: WordsState, seat: number, action: Extract<WordsAction, { type: 'exchange' | 'chaos' }>, ev: Events): void {
  if (action.type === 'exchange') return exchange(s, seat, action, ev);
  if (countPrize(s, seat, 'chaos') === 0) throw new RuleError('noChaos', 'You hold no CHAOS card.');
  const down = faceDownCells(s);
  let cells: number[];
  if (action.cells === undefined) cells = down;
  else {
    cells = [...new Set(action.cells)];
    if (cells.some((c) => !down.includes(c))) throw new RuleError('cellNotFaceDown', 'CHAOS shuffles face-down cards only.');
  }
  if (cells.length < 2) throw new RuleError('chaosTooFew', 'CHAOS needs at least two face-down cards.');
  spendPrize(s, seat, 'chaos', ev);
  const ids = shuffled(s.rng, cells.map((c) => s.cells[c]!));
  cells.forEach((c, i) => (s.cells[c] = ids[i]));
  ev.push({ type: 'chaos', seat, cells: [...cells].sort((a, b) => a - b) });
}

function exchange(s: WordsState, seat: number, action: Extract<WordsAction, { type: 'exchange' }>, ev: Events): void {
  if (countPrize(s, seat, 'exchange') === 0) throw new RuleError('noExchange', 'You hold no EXCHANGE card.');
  const { give, target, take } = action;
  if (target === seat) throw new RuleError('exchangeWithSelf', 'EXCHANGE swaps a card with another participant.');
  const mine = s.seats[seat].cards;
  const theirs = s.seats[target].cards;
  const giveOk = mine.includes(give) && (prizeKindOf(give) !== 'exchange' || countPrize(s, seat, 'exchange') >= 2);
  if (!giveOk) throw new RuleError('cardsNotHeld', 'You do not hold the card you offer (the EXCHANGE played cannot be given).');
  if (!theirs.includes(take)) throw new RuleError('targetCardNotHeld', `Seat ${target + 1} does not hold that card.`, { seat: target });
  // Spend an EXCHANGE other than the card given, then swap.
  const held = s.seats[seat].cards;
  const spentIndex = held.findIndex((id) => prizeKindOf(id) === 'exchange' && id !== give);
  const [spent] = held.splice(spentIndex, 1);
  s.discard.push(spent);
  ev.push({ type: 'discard', seat, card: card(s, spent) });
  held.splice(held.indexOf(give), 1);
  theirs.splice(theirs.indexOf(take), 1);
  held.push(take);
  theirs.push(give);
  if (tableEmpty(s)) s.passesInRow = 0;
  ev.push({ type: 'exchange', seat, target, give: card(s, give), take: card(s, take) });
}
