/**
 * Rush for Medals: checking an action before anything changes (a RuleError otherwise).
 */
import { RuleError } from '../../core';
import { requireSeat } from '../../core';
import type { RushAction } from '../../../../common/games/rush';
import { isCoach, isDoping, isSponsor, rankOf } from './cards';
import { stackOf } from './state';
import type { RushState } from './state';
import { topSportIndex } from './actions';

// ---------------------------------------------------------------------------------------------
// Checking an action

export function bad(message: string): never {
  throw new RuleError('badAction', message);
}

function requireInHand(s: RushState, seat: number, ids: readonly string[]): void {
  const hand = s.hands[seat];
  const seen = new Set<string>();
  for (const id of ids) {
    if (!hand.includes(id)) throw new RuleError('notInHand', `Card ${id.slice(0, 20)} is not in your hand.`, { card: id });
    if (seen.has(id)) throw new RuleError('sameCardTwice', `Card ${id} is used twice.`, { card: id });
    seen.add(id);
  }
}

/** Checks a TAKE OVER or REINFORCE payment: only `rank` cards and the COACH, worth exactly `need`. */
function checkPayment(rank: number, ids: readonly string[], need: number): void {
  let rankCards = 0;
  let coach = false;
  for (const id of ids) {
    if (rankOf(id) === rank) rankCards++;
    else if (isCoach(id)) coach = true;
    else throw new RuleError('badPayment', `Only cards of rank ${rank} and the COACH count in this payment.`, { rank });
  }
  if (coach && rankCards === 0) throw new RuleError('coachAlone', 'The COACH counts only together with a card of that rank.');
  const value = rankCards + (coach ? 1 : 0);
  if (value !== need) throw new RuleError('wrongPayment', `This needs a payment worth exactly ${need} (got ${value}).`, { need, value });
}

function checkTarget(s: RushState, seat: number, target: number | undefined): void {
  if (target === undefined) bad('A demand needs a target player.');
  requireSeat(s.players, target, 'The target must be a seat at the table.');
  if (target === seat) throw new RuleError('badTarget', 'A demand must target another player.');
  if (s.hands[target].length === 0) throw new RuleError('targetEmpty', `Player ${target + 1} has no cards to demand.`, { seat: target });
}

export function checkTurnAction(s: RushState, seat: number, a: RushAction): void {
  switch (a.type) {
    case 'layOut': {
      requireInHand(s, seat, [a.card]);
      const r = rankOf(a.card);
      if (r === 0) throw new RuleError('notSport', 'Only a sports card can be laid out.');
      if (stackOf(s, r)) throw new RuleError('rankTaken', `Rank ${r} is already laid out; it can only be taken over or reinforced.`, { rank: r });
      return;
    }
    case 'takeOver': {
      const st = stackOf(s, a.rank);
      if (!st) throw new RuleError('noStack', `Nobody holds a stack of rank ${a.rank}.`, { rank: a.rank });
      if (st.owner === seat) throw new RuleError('ownStack', 'You cannot take over your own stack; reinforce it instead.');
      requireInHand(s, seat, a.cards);
      checkPayment(a.rank, a.cards, st.cards.length + 1);
      return;
    }
    case 'reinforce': {
      const st = stackOf(s, a.rank);
      if (!st) throw new RuleError('noStack', `Nobody holds a stack of rank ${a.rank}.`, { rank: a.rank });
      if (st.owner !== seat) throw new RuleError('notOwnStack', 'You can reinforce only your own stacks (take over a rival one).');
      requireInHand(s, seat, [a.card, ...a.cards]);
      if (rankOf(a.card) !== a.rank) throw new RuleError('badPayment', `The card for the stack must be of rank ${a.rank}.`, { rank: a.rank });
      checkPayment(a.rank, [a.card, ...a.cards], st.cards.length + 1);
      return;
    }
    case 'sponsor':
      requireInHand(s, seat, [a.card]);
      if (!isSponsor(a.card)) bad('That card is not a SPONSOR.');
      if (a.option !== 'demand' && a.target !== undefined) bad('Only a demand has a target.');
      if (a.option === 'draw' && !(s.draw.length > 0 || s.discard.length >= 1)) throw new RuleError('noEffect', 'There is no card to draw.');
      if (a.option === 'takeDiscard' && s.discard.length === 0) throw new RuleError('noEffect', 'The discard pile is empty: there is no card to take.');
      if (a.option === 'demand') checkTarget(s, seat, a.target);
      return;
    case 'doping':
      requireInHand(s, seat, [a.card]);
      if (!isDoping(a.card)) bad('That card is not a DOPING CONTROL.');
      if (a.option !== 'demand' && a.target !== undefined) bad('Only a demand has a target.');
      if (a.option !== 'discard' && a.other !== undefined) bad('Only the discard option names another card.');
      if (a.option === 'destroy' && topSportIndex(s) < 0) throw new RuleError('noEffect', 'There is no sports card on the discard pile to remove.');
      if (a.option === 'discard') {
        if (a.other === undefined) bad('Name the other card to discard.');
        if (a.other === a.card) throw new RuleError('sameCardTwice', 'Discard a card other than the DOPING CONTROL itself.');
        requireInHand(s, seat, [a.other]);
      }
      if (a.option === 'demand') checkTarget(s, seat, a.target);
      return;
    case 'discard':
      requireInHand(s, seat, [a.card]);
      return;
    default:
      throw new RuleError('demandOnly', 'Accept and defend are answers to a demand; there is none now.');
  }
}

export function checkAnswer(s: RushState, seat: number, a: RushAction): void {
  if (a.type === 'accept') return;
  if (a.type !== 'defend') throw new RuleError('answerDemand', 'Answer the demand first: accept it or defend.');
  if (s.hands[seat].length < 2) throw new RuleError('cannotDefend', 'Defending needs at least 2 cards in hand.');
  requireInHand(s, seat, a.cards);
}
