/**
 * Klepka Football apply: the checks before the cloned state changes, reaction-window answers, the instant
 * cards, and the turn actions (flips, VAR, PLAY GAME and the winner's pick).
 */
import { nextInt, RuleError } from '../../core';
import { requireSeat } from '../../core';
import type { FootballAction, FootballEvent } from '../../../../common/games/football';
import { footballerOf, prizeKindOf } from './cards';
import { checkMayAct, passInWindow } from '../reaction-window';
import { card, clone, countPrize, currentWindowKind, faceDownCells, finish, interruptTurn, isFaceDown, nextSeat, openWindow, POLL, removePrize, settle, tableEmpty } from './state';
import type { Ctx, FootballState } from './state';
import { actors } from './actions';

// ---------------------------------------------------------------------------------------------
// Apply

export function apply(state: FootballState, seat: number, action: FootballAction): { state: FootballState; events: FootballEvent[] } {
  requireSeat(state.players, seat, `Seat ${String(seat)} is not at the table.`);
  if (action.type === 'playGame') requireSeat(state.players, action.opponent, 'PLAY GAME needs an opponent seat at the table.');
  if (action.type === 'yellow') requireSeat(state.players, action.target, 'A YELLOW needs a target seat at the table.');
  if (state.phase === 'over') throw new RuleError('gameOver', 'The game is over.');
  checkMayAct(state, seat, actors(state), action.type);
  const s = clone(state);
  const ctx: Ctx = { events: [], next: null };
  if (s.reactionWindow) applyInWindow(s, seat, action, ctx);
  else if (s.phase === 'pickPair') applyPickPair(s, seat, action, ctx);
  else applyTurnAction(s, seat, action, ctx);
  settle(s, ctx);
  return { state: s, events: ctx.events };
}

function applyInWindow(s: FootballState, seat: number, action: FootballAction, ctx: Ctx): void {
  const w = s.reactionWindow!;
  switch (action.type) {
    case 'pass':
      return passInWindow(s, POLL, seat, ctx.events);
    case 'yellow':
    case 'red': {
      const kind = w.kind;
      playInstant(s, seat, action, ctx);
      if (ctx.next === null && s.phase !== 'over') openWindow(s, kind, ctx);
      return;
    }
    default:
      throw new RuleError('notInWindow', 'In a reaction window you may only pass or play a YELLOW or a RED.');
  }
}

function playInstant(s: FootballState, seat: number, action: FootballAction, ctx: Ctx): void {
  s.reactionWindow = null;
  if (action.type === 'red') {
    if (seat === s.active) throw new RuleError('redOnOwnTurn', 'A RED cannot be played during your own turn.');
    if (countPrize(s, seat, 'red') === 0) throw new RuleError('noRed', 'You hold no RED card.');
    removePrize(s, seat, 'red', ctx);
    redEffect(s, seat, false, ctx);
    return;
  }
  if (action.type !== 'yellow') return;
  const target = action.target;
  if (target === seat) throw new RuleError('yellowOnSelf', 'A YELLOW cannot be shown to yourself.');
  const held = countPrize(s, seat, 'yellow');
  if (held === 0) throw new RuleError('noYellow', 'You hold no YELLOW card.');
  if (action.double && held < 2) throw new RuleError('noYellow', 'Two YELLOWs at once need two YELLOW cards.');
  yellowEffect(s, seat, target, ctx);
  // Two YELLOWs on one target: the first resolves, then the second at once (rules 4.2, last line).
  if (action.double && s.phase !== 'over') yellowEffect(s, seat, target, ctx);
}

function yellowEffect(s: FootballState, issuer: number, target: number, ctx: Ctx): void {
  removePrize(s, issuer, 'yellow', ctx);
  const t = s.seats[target];
  t.yellowCount += 1;
  ctx.events.push({ type: 'yellow', seat: issuer, target, yellowCount: t.yellowCount });
  if (t.yellowCount >= 2) {
    // FB-A3: the second YELLOW resolves as a RED played by its issuer; the count starts again.
    t.yellowCount = 0;
    redEffect(s, issuer, true, ctx);
  } else if (target === s.active) {
    // FB-A1/A2: the active participant's turn ends now; the seat after the target moves next.
    interruptTurn(s, { seat: nextSeat(s, target), viaRed: false }, ctx);
  } else {
    t.skipNext += 1;
  }
}

/**
 * RED (FB-A4): the current turn ends now and the issuer takes a full turn from S0; play continues from
 * the issuer. When the issuer is the active participant itself (its own second YELLOW on someone), its
 * turn restarts at S0 as a new turn.
 */
function redEffect(s: FootballState, issuer: number, byYellows: boolean, ctx: Ctx): void {
  ctx.events.push({ type: 'red', seat: issuer, byYellows });
  interruptTurn(s, { seat: issuer, viaRed: true }, ctx);
}

function applyPickPair(s: FootballState, seat: number, action: FootballAction, ctx: Ctx): void {
  if (action.type !== 'takePair') throw new RuleError('notPickPhase', 'The match winner must pick one pair of the loser.');
  const m = s.match!;
  const loser = s.seats[m.loser];
  const i = loser.pairs.indexOf(action.footballer);
  if (i < 0) throw new RuleError('pairNotHeld', `Seat ${m.loser + 1} holds no pair of footballer #${action.footballer}.`);
  loser.pairs.splice(i, 1);
  s.seats[seat].pairs.push(action.footballer);
  ctx.events.push({ type: 'stealPair', from: m.loser, to: seat, footballer: action.footballer });
  s.match = null;
  s.phase = 'start';
  ctx.next = { seat: nextSeat(s, m.challenger), viaRed: false };
}

function applyTurnAction(s: FootballState, seat: number, action: FootballAction, ctx: Ctx): void {
  switch (action.type) {
    case 'pass':
      throw new RuleError('notInWindow', 'There is no reaction window to pass in.');
    case 'takePair':
      throw new RuleError('notPickPhase', 'There is no PLAY GAME match waiting for a pick.');
    case 'red':
      throw new RuleError('redOnOwnTurn', 'A RED cannot be played during your own turn.');
    case 'yellow': {
      const kind = currentWindowKind(s);
      playInstant(s, seat, action, ctx);
      // The others may answer the active participant's card: the poll restarts if the turn did not change.
      if (ctx.next === null && s.phase !== 'over') openWindow(s, kind, ctx);
      return;
    }
    case 'flip':
      return flip(s, seat, action.cell, ctx);
    case 'useVar':
      return useVar(s, seat, action.cells, ctx);
    case 'playGame':
      return playGame(s, seat, action.opponent, ctx);
  }
}

function flip(s: FootballState, seat: number, cell: number, ctx: Ctx): void {
  if (!isFaceDown(s, cell)) {
    throw new RuleError('cellNotFaceDown', `Cell ${cell} holds no face-down card.`, { cell });
  }
  const id = s.cells[cell]!;
  if (s.peek && s.peek.seat === seat) s.peek = null;
  ctx.events.push({ type: 'flip', seat, cell, card: card(s, id) });
  if (s.phase === 'start') {
    s.upCell = cell;
    s.phase = 'oneUp';
    if (faceDownCells(s).length === 0) {
      // FB-A11: the last face-down card is resolved alone.
      s.upCell = null;
      s.phase = 'start';
      if (prizeKindOf(id) !== null) {
        takePrize(s, seat, cell, ctx);
      } else {
        ctx.events.push({ type: 'hide', cells: [cell] });
      }
      if (tableEmpty(s)) return finish(s, ctx);
      return endTurnAfterFlip(s, ctx);
    }
    openWindow(s, 'flip1', ctx);
    return;
  }
  // Second card: resolved at once, no window in between (FB-A5).
  const first = s.upCell!;
  const firstId = s.cells[first]!;
  const f1 = footballerOf(firstId);
  const f2 = footballerOf(id);
  s.upCell = null;
  if (f1 > 0 && f1 === f2) {
    s.cells[first] = null;
    s.cells[cell] = null;
    s.seats[seat].pairs.push(f1);
    ctx.events.push({ type: 'takePair', seat, cells: [first, cell], footballer: f1 });
    if (tableEmpty(s)) return finish(s, ctx);
    s.phase = 'start';
    s.continuation = true;
    ctx.events.push({ type: 'turn', seat, continuation: true });
    openWindow(s, 'resolved', ctx);
    return;
  }
  // No match (two prize cards are never a match, FB-A9): prizes are taken, footballers go back.
  const hide: number[] = [];
  for (const c of [first, cell]) {
    if (prizeKindOf(s.cells[c]!) !== null) takePrize(s, seat, c, ctx);
    else hide.push(c);
  }
  if (hide.length > 0) ctx.events.push({ type: 'hide', cells: hide });
  s.phase = 'start';
  if (tableEmpty(s)) return finish(s, ctx);
  endTurnAfterFlip(s, ctx);
}

/** W_RESOLVED before the turn passes; settle() passes the turn once it closes. */
function endTurnAfterFlip(s: FootballState, ctx: Ctx): void {
  s.turnEnding = true;
  openWindow(s, 'resolved', ctx);
}

function takePrize(s: FootballState, seat: number, cell: number, ctx: Ctx): void {
  const id = s.cells[cell]!;
  s.cells[cell] = null;
  s.seats[seat].prizes.push(id);
  ctx.events.push({ type: 'takePrize', seat, cell, card: card(s, id) });
}

function useVar(s: FootballState, seat: number, cells: [number, number], ctx: Ctx): void {
  if (countPrize(s, seat, 'var') === 0) throw new RuleError('noVar', 'You hold no VAR card.');
  if (s.phase !== 'start' || s.continuation || s.varUsed || s.skipping) {
    throw new RuleError(
      'varNotAllowed',
      'VAR may be used only at the start of your own turn, before any flip, once per turn and not after a found pair.',
    );
  }
  const [a, b] = cells;
  if (a === b) throw new RuleError('sameCell', 'VAR looks at two different cells.');
  for (const c of cells) {
    if (!isFaceDown(s, c)) throw new RuleError('cellNotFaceDown', `Cell ${c} holds no face-down card.`, { cell: c });
  }
  removePrize(s, seat, 'var', ctx);
  s.varUsed = true;
  const ids: [string, string] = [s.cells[a]!, s.cells[b]!];
  s.peek = { seat, cells: [a, b], cards: ids };
  ctx.events.push({ type: 'peek', seat, cells: [a, b], cards: [card(s, ids[0]), card(s, ids[1])] });
}

function playGame(s: FootballState, seat: number, opponent: number, ctx: Ctx): void {
  if (countPrize(s, seat, 'playGame') === 0) throw new RuleError('noPlayGame', 'You hold no PLAY GAME card.');
  if (s.phase !== 'start' || s.continuation || s.skipping) {
    throw new RuleError('playGameNotAllowed', 'PLAY GAME replaces a whole turn: only at its start, not after a found pair.');
  }
  if (opponent === seat) throw new RuleError('playGameOnSelf', 'Choose another participant for the match.');
  if (s.seats[seat].pairs.length === 0) throw new RuleError('noPairs', 'You need at least one pair to play a match.');
  if (s.seats[opponent].pairs.length === 0) {
    throw new RuleError('noPairs', `Seat ${opponent + 1} has no pair to play for.`, { seat: opponent });
  }
  removePrize(s, seat, 'playGame', ctx);
  s.peek = null;
  const rolls: [number, number][] = [];
  for (;;) {
    const a = nextInt(s.rng, 6) + 1;
    ctx.events.push({ type: 'roll', seat, value: a });
    const b = nextInt(s.rng, 6) + 1;
    ctx.events.push({ type: 'roll', seat: opponent, value: b });
    rolls.push([a, b]);
    if (a !== b) break;
  }
  const last = rolls[rolls.length - 1];
  const winner = last[0] > last[1] ? seat : opponent;
  const loser = winner === seat ? opponent : seat;
  ctx.events.push({ type: 'matchWon', winner, loser });
  s.match = { challenger: seat, opponent, rolls, winner, loser };
  s.phase = 'pickPair';
}
