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
 *
 * This module holds the options, setup and session helpers and exposes the rest, one file per part:
 * state.ts (the state and shared helpers: turns, reaction windows, the end of the game), actions.ts
 * (actors and legal actions) and apply.ts (apply, the instant cards, flips, VAR and PLAY GAME).
 */
import { badOptions, checkIntOption, dealOrder, nextInt, optionSource, RuleError, seedRng } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { FootballEvent, FootballOptions, WindowKind } from '../../../../common/games/football';
import { FOOTBALL_DEFAULT_OPTIONS } from '../../../../common/games/football';
import { cardCount, composition, footballerCount, pointsTable } from './cards';
import { windowOf } from '../reaction-window';
import { settle } from './state';
import type { Ctx, FootballState } from './state';
import { actors } from './actions';

export type { FootballSeatState, FootballState } from './state';
export { computeOutcome, countPrize, faceDownCells, nextSeat } from './state';
export { actors, legalActions, varAllowed } from './actions';
export { apply } from './apply';

// ---------------------------------------------------------------------------------------------
// Options

export function resolveOptions(raw: unknown, players: number): FootballOptions {
  const src = optionSource(raw, FOOTBALL_DEFAULT_OPTIONS, ['deck']);
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
  if (src.deck !== undefined) o.deck = checkDeck(src.deck, o);
  return o;
}

/** A stacked deal (tests and lessons only, see session/stacked.ts) holds each card of the composition once. */
function checkDeck(deck: unknown, o: FootballOptions): string[] {
  const message = 'The stacked deck must hold exactly the cards of the chosen composition, each once.';
  if (!Array.isArray(deck) || deck.some((id) => typeof id !== 'string')) throw new RuleError('badDeck', message);
  return dealOrder(seedRng(0), composition(o), deck as string[], message);
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
  const order = dealOrder(rng, ids, args.deck ?? options.deck, 'The stacked deck must hold exactly the cards of the chosen composition, each once.');
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
