/**
 * Rush for Medals rules (shared/rules/rush-for-medals.md): state, setup, actors, legal actions, apply
 * and outcome.
 *
 * A turn: the active player performs one action (phase 'action'); a demand (SPONSOR 3 / DOPING 3)
 * stops the turn in phase 'demand' until its target answers (accept or defend); then the active
 * player refills to 5, the end is checked and the next player clockwise takes the turn. A player with
 * an empty hand takes no action: their turn is only the refill (RFM-A12), run automatically.
 *
 * Stacked decks (`setup({deck})` or the `deck` option): the first 5 cards go to seat 0, the next 5 to seat 1, and so on;
 * then the marker (the first discard); the rest is the draw pile, its top first.
 *
 * This module holds the options, setup and session helpers and exposes the rest, one file per part:
 * state.ts (the state and shared helpers: drawing, discarding, the turn's end, the outcome), actions.ts
 * (actors and legal actions), checks.ts (checking an action) and apply.ts.
 */
import { badOptions, dealOrder, nextInt, optionSource, RuleError, seedRng } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { RushEvent, RushOptions } from '../../../../common/games/rush';
import { RUSH_DEFAULT_OPTIONS, RUSH_HAND_SIZE } from '../../../../common/games/rush';
import { composition, maxRankFor } from './cards';
import { isInt } from './state';
import type { RushState } from './state';
import { actors } from './actions';

export type { RushDemand, RushStack, RushState } from './state';
export { canDraw, cloneState, computeOutcome, stackOf } from './state';
export { actors, legalActions, legalMoveIds, moveOf, rushMoveId, topSportIndex } from './actions';
export { apply, step, stepMove } from './apply';

// ---------------------------------------------------------------------------------------------
// Options

export function resolveOptions(raw: unknown, players: number): RushOptions {
  const src = optionSource(raw, RUSH_DEFAULT_OPTIONS, ['deck']);
  const pick = <K extends keyof RushOptions>(k: K): unknown => (src[k] === undefined ? RUSH_DEFAULT_OPTIONS[k] : src[k]);
  const ends = pick('endAfterExhaustions');
  if (!isInt(ends) || ends < 1 || ends > 9) badOptions('Option endAfterExhaustions must be a whole number from 1 to 9.');
  const scoring = pick('scoring');
  if (scoring !== 'medals' && scoring !== 'rankPoints') badOptions('Option scoring must be "medals" or "rankPoints".');
  const first = pick('firstPlayer');
  const maxSeat = Math.max(-1, players - 1);
  if (!isInt(first) || first < -1 || first > maxSeat) badOptions(`Option firstPlayer must be -1 (random) or a seat from 0 to ${maxSeat}.`);
  const o: RushOptions = { endAfterExhaustions: ends, scoring, firstPlayer: first };
  if (src.deck !== undefined) o.deck = checkDeck(src.deck, players);
  return o;
}

/** A stacked deal (tests and lessons only, see session/stacked.ts) holds each card of the deck once. */
function checkDeck(deck: unknown, players: number): string[] {
  const ids = composition(players);
  const message = `The stacked deck must hold exactly the ${ids.length} cards of the ${players}-player deck, each once.`;
  if (!Array.isArray(deck) || deck.some((id) => typeof id !== 'string')) throw new RuleError('badDeck', message);
  return dealOrder(seedRng(0), ids, deck as string[], message);
}

// ---------------------------------------------------------------------------------------------
// Setup

export function setup(args: { players: number; seed: number; options: RushOptions; deck?: readonly string[] }): RushState {
  const { players, seed } = args;
  if (!isInt(players) || players < 2 || players > 6) {
    throw new RuleError('badPlayers', `Rush for Medals is played by 2 to 6 players (got ${String(players)}).`);
  }
  const options = resolveOptions(args.options, players);
  const rng = seedRng(seed);
  const ids = composition(players);
  const order = dealOrder(rng, ids, args.deck ?? options.deck, `The stacked deck must hold exactly the ${ids.length} cards of the ${players}-player deck, each once.`);
  const hands = Array.from({ length: players }, (_, p) => order.slice(p * RUSH_HAND_SIZE, (p + 1) * RUSH_HAND_SIZE));
  const marker = order[players * RUSH_HAND_SIZE];
  const draw = order.slice(players * RUSH_HAND_SIZE + 1).reverse();
  const first = options.firstPlayer >= 0 ? options.firstPlayer : nextInt(rng, players);
  return {
    players,
    options,
    maxRank: maxRankFor(players),
    rng,
    hands,
    known: hands.map(() => []),
    draw,
    discard: [marker],
    out: [],
    stacks: [],
    first,
    active: first,
    round: 1,
    phase: 'action',
    demand: null,
    exhaustions: 0,
    lastSeat: -1,
    outcome: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Session helpers

export function outcome(s: RushState): Outcome | null {
  return s.outcome;
}

/** Every action ends the turn or hands the decision to a demand's target, so none can be taken back. */
export function isUndoable(events: readonly RushEvent[], seat: number, after: RushState): boolean {
  if (events.some((e) => e.type === 'draw' || e.type === 'steal' || e.type === 'rebuild' || e.type === 'takeDiscard' || e.type === 'demand')) return false;
  const a = actors(after);
  return a.length === 1 && a[0] === seat && after.active === seat;
}

/** Demands are answered as a decision of their target, not in a reaction window with a pass. */
export function reactionWindow(): null {
  return null;
}

/** Every card id where it is now (for conservation checks): hands, draw, discard, stacks, out. */
export function allCards(s: RushState): string[] {
  return [...s.hands.flat(), ...s.draw, ...s.discard, ...s.stacks.flatMap((st) => st.cards), ...s.out];
}
