/**
 * Klepka Football rules (shared/rules/klepka-football.md): state, setup, actors, legal actions, apply,
 * outcome and the reaction windows of the "any moment" cards.
 *
 * Turn steps: phase 'start' (S0, also the continuation after a found pair), 'oneUp' (S1, one card face
 * up), 'pickPair' (a PLAY GAME winner picks a pair of the loser), 'over'.
 *
 * Reaction windows (rules section 5):
 * - W_START opens at S0 of every turn: a turn start, a skipped turn, and the continuation after a found
 *   pair (that one is reported with kind 'resolved': it is the W_RESOLVED after a pair).
 * - W_FLIP1 opens after the first card of a turn is revealed.
 * - W_RESOLVED also opens after a flip that ends the turn (no match, or the last lone card), before the
 *   turn passes: the flipping seat is still the active participant (`turnEnding`), so a YELLOW on it
 *   just ends its turn (count +1, no skip) and the seat next in turn may still play a RED.
 * Poll: the seats to the left of the active one in seat order, only the seats holding a usable instant
 * card (a YELLOW, or a RED when not active). Each asked seat passes or plays one card; a played card
 * resolves fully; when the turn changed a new W_START opens for the new turn, otherwise the poll restarts
 * from the left of the active seat. When nobody is left to ask the window closes and the active
 * participant acts; its own YELLOWs are part of its ordinary actions at S0/S1 (that is "the active one
 * last"), after which the poll of the others restarts if the turn did not change. At a turn's end the
 * active seat has no ordinary action left, so it is asked last in that window itself.
 *
 * Rules notes (points the rules file leaves open, decided here):
 * - A skipped turn: the skipped seat is the active participant of its W_START (the turn is its own, only
 *   not played). It cannot play a RED there, and a YELLOW on it ends that (skipped) turn like any YELLOW
 *   on the active participant: its yellow count rises, no further skip is added.
 * - A second YELLOW from the active participant on a target already holding one (FB-A3): it resolves as a
 *   RED of the active participant, so its current turn ends (a face-up card goes back) and it starts a
 *   fresh turn at S0; the target's count resets and it gets no skip.
 * - VAR and PLAY GAME in one turn: allowed. Section 4 keeps the turn at S0 after a VAR peek, and PLAY GAME
 *   is legal at S0 before any flip; "replaces the whole turn" (FB-A8) is read as replacing the flips.
 */
import { badOptions, checkIntOption, dealOrder, nextInt, optionSource, RuleError, seedRng } from '../../core';
import type { RngState } from '../../core';
import { requireSeat } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type {
  FootballAction,
  FootballEvent,
  FootballOptions,
  PrizeKind,
  WindowKind,
} from '../../../../common/games/football';
import { FOOTBALL_DEFAULT_OPTIONS } from '../../../../common/games/football';
import { cardCount, cardOf, composition, footballerCount, footballerOf, pointsTable, prizeKindOf } from './cards';
import { checkMayAct, cloneWindow, openWindow as openPoll, passInWindow, windowOf } from '../reaction-window';
import type { ReactionWindowState, WindowRules } from '../reaction-window';

export interface FootballSeatState {
  /** Footballer numbers of the pairs held, in the order taken. */
  pairs: number[];
  /** Prize card ids held (face up, public). */
  prizes: string[];
  yellowCount: number;
  skipNext: number;
}

export interface FootballState {
  players: number;
  options: FootballOptions;
  /** Points per footballer number (index 0 unused). */
  points: number[];
  rng: RngState;
  /** Card id per cell, null for an empty cell. */
  cells: (string | null)[];
  /** The one face-up card on the table (S1), else null. */
  upCell: number | null;
  seats: FootballSeatState[];
  discard: string[];
  active: number;
  phase: 'start' | 'oneUp' | 'pickPair' | 'over';
  continuation: boolean;
  varUsed: boolean;
  /** True while the active seat's turn is being skipped (its W_START is still offered to the others). */
  skipping: boolean;
  /** True in the W_RESOLVED after a turn's last flip: the turn passes when that window closes. */
  turnEnding: boolean;
  /** The active seat's private VAR peek, until its first flip of that turn. */
  peek: { seat: number; cells: [number, number]; cards: [string, string] } | null;
  reactionWindow: ReactionWindowState<WindowKind> | null;
  match: { challenger: number; opponent: number; rolls: [number, number][]; winner: number; loser: number } | null;
  outcome: Outcome | null;
}

// ---------------------------------------------------------------------------------------------
// Options

export function resolveOptions(raw: unknown, players: number): FootballOptions {
  const src = optionSource(raw, FOOTBALL_DEFAULT_OPTIONS);
  const pick = <K extends keyof FootballOptions>(k: K): unknown => (src[k] === undefined ? FOOTBALL_DEFAULT_OPTIONS[k] : src[k]);
  const fbpRaw = pick('footballersByPoints');
  if (!Array.isArray(fbpRaw) || fbpRaw.length !== 5) {
    badOptions('Option footballersByPoints must list five counts (1 to 5 points).');
  }
  const fbp = fbpRaw.map((v, i) => checkIntOption(`footballersByPoints[${i}]`, v, 0, 44)) as FootballOptions['footballersByPoints'];
  const o: FootballOptions = {
    rows: checkIntOption('rows', pick('rows'), 1, 14),
    cols: checkIntOption('cols', pick('cols'), 1, 14),
    footballersByPoints: fbp,
    yellow: checkIntOption('yellow', pick('yellow'), 0, 8),
    red: checkIntOption('red', pick('red'), 0, 8),
    var: checkIntOption('var', pick('var'), 0, 8),
    playGame: checkIntOption('playGame', pick('playGame'), 0, 8),
    firstPlayer: checkIntOption('firstPlayer', pick('firstPlayer'), -1, Math.max(-1, players - 1)),
    reactionTimeoutMs: checkIntOption('reactionTimeoutMs', pick('reactionTimeoutMs'), 0, 10000),
  };
  const total = footballerCount(o);
  if (total < 1 || total > 44) badOptions(`There must be 1 to 44 footballers in total (got ${total}).`);
  const cards = cardCount(o);
  if (o.rows * o.cols < cards) {
    badOptions(`A ${o.rows}x${o.cols} grid has ${o.rows * o.cols} cells, too few for ${cards} cards.`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------------
// Setup

export function setup(args: { players: number; seed: number; options: FootballOptions; deck?: readonly string[] }): FootballState {
  const { players, seed } = args;
  if (!Number.isInteger(players) || players < 2 || players > 6) {
    throw new RuleError('badPlayers', `Klepka Football is played by 2 to 6 participants (got ${players}).`);
  }
  const options = resolveOptions(args.options, players);
  const rng = seedRng(seed);
  const ids = composition(options);
  const order = dealOrder(rng, ids, args.deck, 'The stacked deck must hold exactly the cards of the chosen composition, each once.');
  const cells: (string | null)[] = new Array(options.rows * options.cols).fill(null);
  for (let i = 0; i < order.length; i++) cells[i] = order[i];
  const first = options.firstPlayer >= 0 ? options.firstPlayer : nextInt(rng, players);
  const s: FootballState = {
    players,
    options,
    points: pointsTable(options),
    rng,
    cells,
    upCell: null,
    seats: Array.from({ length: players }, () => ({ pairs: [], prizes: [], yellowCount: 0, skipNext: 0 })),
    discard: [],
    active: first,
    phase: 'start',
    continuation: false,
    varUsed: false,
    skipping: false,
    turnEnding: false,
    peek: null,
    reactionWindow: null,
    match: null,
    outcome: null,
  };
  const ctx: Ctx = { events: [], next: { seat: first, viaRed: false } };
  settle(s, ctx);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Helpers

interface Ctx {
  events: FootballEvent[];
  /** A turn change decided during this action, started when the action has resolved. */
  next: { seat: number; viaRed: boolean } | null;
}

function clone(s: FootballState): FootballState {
  return {
    players: s.players,
    options: s.options,
    points: s.points,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    cells: s.cells.slice(),
    upCell: s.upCell,
    seats: s.seats.map((p) => ({ pairs: p.pairs.slice(), prizes: p.prizes.slice(), yellowCount: p.yellowCount, skipNext: p.skipNext })),
    discard: s.discard.slice(),
    active: s.active,
    phase: s.phase,
    continuation: s.continuation,
    varUsed: s.varUsed,
    skipping: s.skipping,
    turnEnding: s.turnEnding,
    peek: s.peek ? { seat: s.peek.seat, cells: [s.peek.cells[0], s.peek.cells[1]], cards: [s.peek.cards[0], s.peek.cards[1]] } : null,
    reactionWindow: cloneWindow(s.reactionWindow),
    match: s.match ? { ...s.match, rolls: s.match.rolls.map((r) => [r[0], r[1]] as [number, number]) } : null,
    outcome: s.outcome,
  };
}

export function nextSeat(s: FootballState, seat: number): number {
  return (seat + 1) % s.players;
}

export function countPrize(s: FootballState, seat: number, kind: PrizeKind): number {
  let n = 0;
  for (const id of s.seats[seat].prizes) if (prizeKindOf(id) === kind) n++;
  return n;
}

function isFaceDown(s: FootballState, cell: number): boolean {
  return s.cells[cell] !== null && s.cells[cell] !== undefined && cell !== s.upCell;
}

export function faceDownCells(s: FootballState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.cells.length; i++) if (s.cells[i] !== null && i !== s.upCell) out.push(i);
  return out;
}

function tableEmpty(s: FootballState): boolean {
  for (const c of s.cells) if (c !== null) return false;
  return true;
}

function card(s: FootballState, id: string) {
  return cardOf(id, s.points);
}

/** A seat that would be asked in a window: it holds a YELLOW, or a RED while not the active participant. */
function hasUsableInstant(s: FootballState, seat: number): boolean {
  for (const id of s.seats[seat].prizes) {
    const k = prizeKindOf(id);
    if (k === 'yellow') return true;
    if (k === 'red' && seat !== s.active) return true;
  }
  return false;
}

/** The poll of a window: the seats holding a usable instant card; at a turn's end the active seat too, last. */
const POLL: WindowRules<FootballState> = {
  hasUsableInstant,
  asksActiveLast: (s) => s.turnEnding,
};

function currentWindowKind(s: FootballState): WindowKind {
  if (s.phase === 'oneUp') return 'flip1';
  return s.continuation ? 'resolved' : 'start';
}

function openWindow(s: FootballState, kind: WindowKind, ctx: Ctx): void {
  openPoll(s, POLL, kind, ctx.events);
}

function removePrize(s: FootballState, seat: number, kind: PrizeKind, ctx: Ctx): void {
  const prizes = s.seats[seat].prizes;
  const i = prizes.findIndex((id) => prizeKindOf(id) === kind);
  const [id] = prizes.splice(i, 1);
  s.discard.push(id);
  ctx.events.push({ type: 'discard', seat, card: card(s, id) });
}

/** The current turn is cut short: a face-up card goes back face down, nothing is taken (FB-A6). */
function interruptTurn(s: FootballState, next: { seat: number; viaRed: boolean }, ctx: Ctx): void {
  if (s.upCell !== null) {
    ctx.events.push({ type: 'hide', cells: [s.upCell] });
    s.upCell = null;
  }
  s.peek = null;
  s.reactionWindow = null;
  s.phase = 'start';
  s.skipping = false;
  s.turnEnding = false;
  // The new active seat is known at once (a second YELLOW in the same play sees it), its turn starts in settle().
  s.active = next.seat;
  ctx.next = next;
}

function beginTurn(s: FootballState, seat: number, viaRed: boolean, ctx: Ctx): void {
  s.active = seat;
  s.phase = 'start';
  s.upCell = null;
  s.continuation = false;
  s.varUsed = false;
  s.skipping = false;
  s.turnEnding = false;
  s.peek = null;
  s.reactionWindow = null;
  s.match = null;
  ctx.events.push({ type: 'turn', seat, continuation: false });
  // A turn taken by a RED is not a regular turn: a pending skip waits for the seat's next regular turn.
  if (!viaRed && s.seats[seat].skipNext > 0) {
    s.seats[seat].skipNext -= 1;
    s.skipping = true;
    ctx.events.push({ type: 'skip', seat });
  }
  openWindow(s, 'start', ctx);
}

/** Runs the automatic steps (turn starts, skipped turns, empty windows) until someone has to act. */
function settle(s: FootballState, ctx: Ctx): void {
  // Each loop either starts a turn (a skipped one consumes a skip) or stops; skips are finite.
  let guard = 0;
  while (s.phase !== 'over') {
    if (++guard > 10000) throw new Error('football: automatic steps did not settle');
    if (ctx.next) {
      const { seat, viaRed } = ctx.next;
      ctx.next = null;
      beginTurn(s, seat, viaRed, ctx);
      continue;
    }
    if (s.reactionWindow) return;
    if (s.skipping || s.turnEnding) {
      ctx.next = { seat: nextSeat(s, s.active), viaRed: false };
      continue;
    }
    return;
  }
}

export function computeOutcome(s: FootballState): Outcome {
  const scores = s.seats.map((p) => p.pairs.reduce((sum, f) => sum + 2 * s.points[f], 0));
  const tiebreak = s.seats.map((p) => 2 * p.pairs.length + p.prizes.length);
  const best = Math.max(...scores);
  let cands = scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const bestTb = Math.max(...cands.map((i) => tiebreak[i]));
  cands = cands.filter((i) => tiebreak[i] === bestTb);
  return { scores, winners: cands, reason: 'tableEmpty', tiebreak };
}

function finish(s: FootballState, ctx: Ctx): void {
  s.phase = 'over';
  s.reactionWindow = null;
  s.upCell = null;
  s.peek = null;
  s.skipping = false;
  s.turnEnding = false;
  s.match = null;
  ctx.next = null;
  s.outcome = computeOutcome(s);
  ctx.events.push({ type: 'gameOver', outcome: s.outcome });
}

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: FootballState): number[] {
  if (s.phase === 'over') return [];
  if (s.reactionWindow) return [s.reactionWindow.asking];
  if (s.phase === 'pickPair') return s.match ? [s.match.winner] : [];
  return [s.active];
}

function yellowActions(s: FootballState, seat: number): FootballAction[] {
  const n = countPrize(s, seat, 'yellow');
  const out: FootballAction[] = [];
  if (n === 0) return out;
  for (let t = 0; t < s.players; t++) {
    if (t === seat) continue;
    out.push({ type: 'yellow', target: t });
    if (n >= 2) out.push({ type: 'yellow', target: t, double: true });
  }
  return out;
}

export function varAllowed(s: FootballState, seat: number): boolean {
  return (
    seat === s.active &&
    s.phase === 'start' &&
    !s.reactionWindow &&
    !s.continuation &&
    !s.varUsed &&
    !s.skipping &&
    countPrize(s, seat, 'var') > 0
  );
}

export function legalActions(s: FootballState, seat: number): FootballAction[] {
  if (!actors(s).includes(seat)) return [];
  const out: FootballAction[] = [];
  if (s.reactionWindow) {
    out.push({ type: 'pass' });
    out.push(...yellowActions(s, seat));
    if (countPrize(s, seat, 'red') > 0 && seat !== s.active) out.push({ type: 'red' });
    return out;
  }
  if (s.phase === 'pickPair') {
    const m = s.match!;
    const seen = new Set<number>();
    for (const f of s.seats[m.loser].pairs) {
      if (!seen.has(f)) out.push({ type: 'takePair', footballer: f });
      seen.add(f);
    }
    return out;
  }
  const down = faceDownCells(s);
  for (const c of down) out.push({ type: 'flip', cell: c });
  if (s.phase === 'start') {
    if (varAllowed(s, seat) && down.length >= 2) {
      for (let i = 0; i < down.length; i++) {
        for (let j = i + 1; j < down.length; j++) out.push({ type: 'useVar', cells: [down[i], down[j]] });
      }
    }
    if (!s.continuation && countPrize(s, seat, 'playGame') > 0 && s.seats[seat].pairs.length > 0) {
      for (let t = 0; t < s.players; t++) {
        if (t !== seat && s.seats[t].pairs.length > 0) out.push({ type: 'playGame', opponent: t });
      }
    }
  }
  out.push(...yellowActions(s, seat));
  return out;
}

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

// ---------------------------------------------------------------------------------------------
// Session helpers

export function outcome(s: FootballState): Outcome | null {
  return s.outcome;
}

const REVEALING = new Set(['flip', 'peek', 'roll', 'takePair', 'takePrize', 'stealPair']);

export function isUndoable(events: readonly FootballEvent[], seat: number, after: FootballState): boolean {
  if (events.some((e) => REVEALING.has(e.type))) return false;
  const a = actors(after);
  return a.length === 1 && a[0] === seat;
}

export function reactionWindow(s: FootballState): { seat: number; kind: WindowKind } | null {
  return windowOf(s);
}
