/**
 * Rush for Medals apply: performing an action, answering a demand, and the step used by search.
 */
import { nextInt, RuleError } from '../../core';
import type { RushAction, RushEvent } from '../../../../common/games/rush';
import { cardOf, rankOf } from './cards';
import { cloneState, discardFromHand, drawCards, endTurn, isInt, removeFromHand, stackOf } from './state';
import type { Ctx, RushDemand, RushStack, RushState } from './state';
import { actors, moveOf, rushMoveId, topSportIndex } from './actions';
import { bad, checkAnswer, checkTurnAction } from './checks';

// ---------------------------------------------------------------------------------------------
// Apply

/** Performs an action already checked as legal; mutates `s`. */
function perform(s: RushState, seat: number, a: RushAction, ctx: Ctx): void {
  if (s.phase === 'demand') return answerDemand(s, seat, a, ctx);
  switch (a.type) {
    case 'layOut': {
      removeFromHand(s, seat, a.card);
      const rank = rankOf(a.card);
      let i = 0;
      while (i < s.stacks.length && s.stacks[i].rank < rank) i++;
      s.stacks.splice(i, 0, { rank, owner: seat, cards: [a.card] });
      if (ctx.events) ctx.events.push({ type: 'layOut', seat, card: cardOf(a.card) });
      break;
    }
    case 'takeOver': {
      const st = stackOf(s, a.rank) as RushStack;
      const from = st.owner;
      discardFromHand(s, seat, a.cards, 'payment', ctx);
      st.owner = seat;
      if (ctx.events) ctx.events.push({ type: 'takeOver', seat, from, rank: a.rank, size: st.cards.length });
      break;
    }
    case 'reinforce': {
      const st = stackOf(s, a.rank) as RushStack;
      removeFromHand(s, seat, a.card);
      st.cards.push(a.card);
      if (ctx.events) ctx.events.push({ type: 'reinforce', seat, rank: a.rank, card: cardOf(a.card), size: st.cards.length });
      discardFromHand(s, seat, a.cards, 'payment', ctx);
      break;
    }
    case 'sponsor':
    case 'doping':
      discardFromHand(s, seat, [a.card], 'action', ctx);
      if (ctx.events) {
        const e: RushEvent = { type: 'option', seat, card: cardOf(a.card), option: a.option };
        if (a.target !== undefined) e.target = a.target;
        ctx.events.push(e);
      }
      if (a.option === 'demand') {
        const target = a.target as number;
        s.demand = { from: seat, target, kind: a.type };
        s.phase = 'demand';
        if (ctx.events) ctx.events.push({ type: 'demand', from: seat, target, kind: a.type });
        return;
      }
      resolveOption(s, seat, a, ctx);
      break;
    case 'discard':
      discardFromHand(s, seat, [a.card], 'discard', ctx);
      break;
    default:
      break;
  }
  endTurn(s, ctx);
}

function resolveOption(s: RushState, seat: number, a: RushAction & { type: 'sponsor' | 'doping' }, ctx: Ctx): void {
  if (a.type === 'sponsor' && a.option === 'draw') {
    drawCards(s, seat, 2, ctx);
  } else if (a.type === 'sponsor' && a.option === 'takeDiscard') {
    // RFM-A8: the card that lay on top just before the SPONSOR (the SPONSOR stays on top).
    const [id] = s.discard.splice(s.discard.length - 2, 1);
    s.hands[seat].push(id);
    s.known[seat].push(id);
    if (ctx.events) ctx.events.push({ type: 'takeDiscard', seat, card: cardOf(id) });
  } else if (a.type === 'doping' && a.option === 'destroy') {
    const [id] = s.discard.splice(topSportIndex(s), 1);
    s.out.push(id);
    if (ctx.events) ctx.events.push({ type: 'destroy', seat, card: cardOf(id) });
  } else if (a.type === 'doping' && a.option === 'discard') {
    discardFromHand(s, seat, [a.other as string], 'doping', ctx);
  }
}

function answerDemand(s: RushState, seat: number, a: RushAction, ctx: Ctx): void {
  const d = s.demand as RushDemand;
  if (a.type === 'defend') {
    if (ctx.events) ctx.events.push({ type: 'defend', seat });
    discardFromHand(s, seat, a.cards, 'defend', ctx);
  } else {
    if (ctx.events) ctx.events.push({ type: 'accept', seat });
    const hand = s.hands[seat];
    const id = hand[nextInt(s.rng, hand.length)];
    if (d.kind === 'doping') {
      discardFromHand(s, seat, [id], 'demand', ctx);
    } else {
      removeFromHand(s, seat, id);
      // Nobody else saw which card went: what the table knew about this hand is no longer sure.
      s.known[seat] = [];
      s.hands[d.from].push(id);
      if (ctx.events) ctx.events.push({ type: 'steal', from: seat, to: d.from, card: cardOf(id) });
    }
  }
  s.demand = null;
  s.phase = 'action';
  endTurn(s, ctx);
}

export function apply(state: RushState, seat: number, action: RushAction): { state: RushState; events: RushEvent[] } {
  if (!isInt(seat) || seat < 0 || seat >= state.players) bad(`Seat ${String(seat)} is not at the table.`);
  if (state.phase === 'over') throw new RuleError('gameOver', 'The game is over.');
  const who = actors(state);
  if (!who.includes(seat)) {
    if (state.phase === 'demand') {
      throw new RuleError('waitDemand', `Waiting for player ${who[0] + 1} to answer the demand.`, { seat: who[0] });
    }
    throw new RuleError('notYourTurn', `It is player ${who[0] + 1}'s turn, not player ${seat + 1}'s.`, { seat: who[0] });
  }
  if (state.phase === 'demand') checkAnswer(state, seat, action);
  else checkTurnAction(state, seat, action);
  const s = cloneState(state);
  const ctx: Ctx = { events: [] };
  perform(s, seat, action, ctx);
  return { state: s, events: ctx.events as RushEvent[] };
}

/**
 * The search's fast path: applies the move of id `move` (`rushMoveId`; legal in this state), with the
 * copies this hand holds, in place, without checks or events. A search tree keeps moves made in other
 * sampled worlds, where the seat held other copies of the same faces.
 */
export function stepMove(s: RushState, seat: number, move: number): RushState {
  perform(s, seat, moveOf(move, s.hands[seat]), { events: null });
  return s;
}

/** `stepMove` for a move given whole (its copies may be other than this hand's). */
export function step(s: RushState, seat: number, action: RushAction): RushState {
  return stepMove(s, seat, rushMoveId(action));
}
