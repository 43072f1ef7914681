/**
 * Klepka Words apply: the checks before the cloned state changes, then a reaction-window answer or a
 * turn action, then the step pending when the window closes.
 */
import { RuleError } from '../../core';
import { requireSeat } from '../../core';
import type { WordsAction, WordsEvent } from '../../../../common/games/words';
import type { WordList } from './wordlist';
import { checkMayAct, passInWindow } from '../reaction-window';
import { beginTurn, clone, currentWindowKind, nextSeat, openWindow, POLL } from './state';
import type { Events, WordsState } from './state';
import { actors } from './actions';
import { compose, endCompose } from './compose';
import { choosePairs, flip, resolveBatch } from './flip';
import { playInstant } from './instants';

// ---------------------------------------------------------------------------------------------
// Apply

export function apply(
  words: WordList,
  state: WordsState,
  seat: number,
  action: WordsAction,
): { state: WordsState; events: WordsEvent[] } {
  requireSeat(state.players, seat, `Seat ${String(seat)} is not at the table.`);
  if (action.type === 'exchange') requireSeat(state.players, action.target, 'EXCHANGE needs a participant at the table.');
  if (state.phase === 'over') throw new RuleError('gameOver', 'The game is over.');
  checkMayAct(state, seat, actors(state), action.type);
  const s = clone(state);
  const ev: Events = [];
  if (s.reactionWindow) applyInWindow(s, seat, action, ev);
  else applyTurnAction(words, s, seat, action, ev);
  runPending(s, ev);
  return { state: s, events: ev };
}

/** Once no window is open, the pending step runs (it may open the next window). */
function runPending(s: WordsState, ev: Events): void {
  while (!s.reactionWindow && s.pending && s.phase !== 'over') {
    const step = s.pending;
    s.pending = null;
    if (step === 'resolve') resolveBatch(s, s.active, ev);
    else beginTurn(s, nextSeat(s, s.active), ev);
  }
}

function applyInWindow(s: WordsState, seat: number, action: WordsAction, ev: Events): void {
  const w = s.reactionWindow!;
  switch (action.type) {
    case 'pass':
      return passInWindow(s, POLL, seat, ev);
    case 'exchange':
    case 'chaos':
      playInstant(s, seat, action, ev);
      s.reactionWindow = null;
      openWindow(s, w.kind, ev);
      return;
    default:
      throw new RuleError('notInWindow', 'In a reaction window you may only pass or play an EXCHANGE or a CHAOS.');
  }
}

function applyTurnAction(words: WordList, s: WordsState, seat: number, action: WordsAction, ev: Events): void {
  switch (action.type) {
    case 'pass':
      throw new RuleError('notInWindow', 'There is no reaction window to pass in.');
    case 'exchange':
    case 'chaos':
      if (s.phase === 'choosePairs') throw new RuleError('choosePairsFirst', 'Choose the cards to take first.');
      playInstant(s, seat, action, ev);
      // The others may answer the active participant's card: the poll restarts.
      openWindow(s, currentWindowKind(s), ev);
      return;
    case 'compose':
      return compose(words, s, seat, action, ev);
    case 'endCompose':
      return endCompose(s, seat, ev);
    case 'flip':
      return flip(s, seat, action.cell, ev);
    case 'choosePairs':
      return choosePairs(s, seat, action.cards, ev);
  }
}
