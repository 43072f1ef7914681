/**
 * Draker rules (shared/rules/draker.md, stages v1 and v2): state, setup, the nine phases, legal actions,
 * apply and outcome. A turn is split into small steps (set an Artefact, place, declare, activate, finish);
 * costs, combat and laydown ask a seat only where it has a real choice, and offer an automatic step too.
 *
 * This module holds the options, setup and outcome and exposes the rest, one file per part:
 * state.ts (the state and shared helpers), phases.ts (the round from phase to phase), declarations.ts,
 * effects.ts (targets, stacks, icons), combat.ts (costs, combat, laydown, automatic choices),
 * actions.ts (actors and legal actions) and apply.ts.
 *
 * Rules notes (decisions where the rules leave a gap; [P] items of the rules are implemented as written):
 * - Phases 1 (initial), 4 (stacks), 6 (end of round) and 9 (round results) need no decision and run by
 *   themselves. End-of-round effects are all heals of their owner (Mend), so their order cannot change
 *   the result; they resolve lead first, then in turn order, without asking.
 * - Artefacts may be set on their owner's turn in the basic and the additional phase (DP-A19, "during
 *   his turn"), rank and profession separately; each is locked for the round once set.
 * - Basic phase: while the hand is not empty, the card must be placed before declaring, activating or
 *   finishing (DP-A13). Icons trigger once per placement, on the first declaration of length >= 3 that
 *   holds the placed card.
 * - An additional-phase turn that sets an Artefact, places, declares or activates is a `finish`, not a
 *   `pass`; only a turn with nothing done is a pass. The phase ends after every seat in the game passed
 *   in a row (every step can only be done finitely often per round, so it always ends).
 * - Effect targets are checked when activated: combinations must already be declared, Dispel needs a
 *   waiting main-stack entry (an icon counts as an effect), Volley names a seat still in the game.
 *   Phalanx may target any card of one's own pool. Icons are free; activated effects always cost.
 * - Costs: a seat is asked only when the split is a real choice (two or more combinations of the kind
 *   with points, and less owed than they hold); otherwise the payment is made at once (points first,
 *   then life). Healing stops at the edition's life cap (30) or the starting life if higher.
 * - Combat: "living opponent" means a seat still in the game (life may already be <= 0). With one
 *   opponent the whole value goes to it at once. Parcels from one combination to one seat merge.
 *   A defender is asked only when it has a DEF that may meet the parcel; else the hit is taken at once.
 *   The suggested parcel target (and the bots') is the opponent with the least defence that may meet it,
 *   less the parcels already sent to it, then the lowest life, then the next opponent clockwise from the
 *   attacker; normal aims a Volley at the least life, ties alike. Ties once went to the seat nearest the
 *   lead, so in a round where nobody held a Flight defence every Flight parcel hit the lead; with
 *   normal's Volley, also aimed at the lead, the lead of round 1 of four lost 8 life against 4 for the
 *   third and fourth in turn order, and the fourth won 27.6% (docs/draker-balance.md).
 * - Short 2-player games (docs/draker-balance.md "Short two-player games"): a quarter were over within 3
 *   rounds, decided by one seat's opening. A defence without Flight may meet a Flight parcel at half its
 *   value, so only when at least twice the parcel (DP-A9 'halved'; 'flightOnly', the rules' proposal, is the
 *   other choice; rules test 20, 6 against 10, holds under both), and the edition's Guard adds 20 and is
 *   also on the J and K, Onslaught costing 0/(X+7): 11.2% of 2,000 games end within 3 rounds (24.3% before).
 *   DP-A7 stays 'absorb' by default, as the rules decide and test 19 expects: 'literal' (a blocked parcel
 *   leaves the defence whole) gives 9.2% but is an option, not the default. Then the 3s carry Guard instead
 *   of the +1 icon (the 8s keep theirs) and War drum, which gives an attack Flight, costs 0/(10-X): 9.0% and
 *   8.9% of 2,000 games (two seeds).
 * - Laydown: a seat at life <= 0 leaves in phase 9 whatever it keeps, so its pool is cut to 5 at once
 *   (the newest cards go). The common pool drops its oldest cards.
 * - Everyone out in one round: the highest life wins, ties share (rules 7). Round cap: after that many
 *   rounds the highest life among the seats still in wins, ties share.
 * - Balance: what was retuned in the edition and why, with the figures, is in docs/draker-balance.md.
 */
import type { Outcome } from '../../../../common/engine-types';
import { DRAKER_DEFAULT_OPTIONS } from '../../../../common/games/draker';
import type { DrakerEvent, DrakerOptions } from '../../../../common/games/draker';
import { badOptions, checkIntOption, nextInt, optionSource, RuleError, seedRng, shuffled } from '../../core';
import { CARD_COUNT, composition, DEAL_COMMON, DEAL_HAND, DEAL_POOL, isCardId } from './cards';
import { startRound } from './phases';
import type { DrakerState } from './state';

export type { Combo, DrakerState, Modifier, Parcel, StackEntry } from './state';
export { byDeckOrder, clone, comboById, comboCard, hasFlight, turnOrder, valueOf } from './state';
export { combinationSets, declarationError, legalDeclarations } from './declarations';
export { effectTargets } from './effects';
export { blockers, combatExchange, currentParcel, hasFlightDef, keepScore } from './combat';
export { activations, actors, AUTO_STEPS, legalActions, legalActionsFor, roundOutActions } from './actions';
export { apply, applyInPlace } from './apply';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

// ---------------------------------------------------------------------------------------------
// Options

export function resolveOptions(raw: unknown, players: number): DrakerOptions {
  const src = optionSource(raw, DRAKER_DEFAULT_OPTIONS, ['deck']);
  const pick = <K extends keyof DrakerOptions>(k: K): unknown => (src[k] === undefined ? DRAKER_DEFAULT_OPTIONS[k] : src[k]);
  const reading = pick('combatReading');
  if (reading !== 'absorb' && reading !== 'literal') badOptions('Option combatReading must be "absorb" or "literal".');
  const flight = pick('flightReading');
  if (flight !== 'halved' && flight !== 'flightOnly') badOptions('Option flightReading must be "halved" or "flightOnly".');
  const o: DrakerOptions = {
    startingLife: checkIntOption('startingLife', pick('startingLife'), 1, 999),
    roundCap: checkIntOption('roundCap', pick('roundCap'), 0, 1000),
    combatReading: reading,
    flightReading: flight,
    firstPlayer: checkIntOption('firstPlayer', pick('firstPlayer'), -1, Math.max(-1, players - 1)),
  };
  if (src.deck !== undefined) o.deck = checkDeck(src.deck);
  return o;
}

function checkDeck(deck: unknown): string[] {
  if (!Array.isArray(deck) || deck.length !== CARD_COUNT || deck.some((id) => !isCardId(id)) || new Set(deck).size !== CARD_COUNT) {
    throw new RuleError('badDeck', `The stacked deck must hold each of the ${CARD_COUNT} cards exactly once.`);
  }
  return deck.slice() as string[];
}

// ---------------------------------------------------------------------------------------------
// Setup

export function setup(args: { players: number; seed: number; options: DrakerOptions; deck?: readonly string[] }): DrakerState {
  const { players, seed } = args;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError('badPlayers', `Draker is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players (got ${players}).`);
  }
  const options = resolveOptions(args.options, players);
  const rng = seedRng(seed);
  const stacked = args.deck ?? options.deck;
  const order = stacked ? checkDeck(stacked) : shuffled(rng, composition());
  let k = 0;
  const take = (n: number): string[] => {
    const out = order.slice(k, k + n);
    k += n;
    return out;
  };
  const hands: string[][] = [];
  const pools: string[][] = [];
  for (let p = 0; p < players; p++) {
    hands.push(take(DEAL_HAND));
    pools.push(take(DEAL_POOL));
  }
  const common = take(DEAL_COMMON);
  const deck = order.slice(k).reverse();
  const lead = options.firstPlayer >= 0 ? options.firstPlayer : nextInt(rng, players);
  const s: DrakerState = {
    players,
    options,
    rng,
    deck,
    discard: [],
    hands,
    pools,
    common,
    tokens: {},
    artefacts: {},
    life: new Array(players).fill(options.startingLife),
    inGame: new Array(players).fill(true),
    fellIn: new Array(players).fill(null),
    round: 0,
    lead,
    phase: 'basic',
    active: lead,
    placed: null,
    iconsFired: false,
    turnKinds: [],
    turnActed: false,
    turnsTaken: 0,
    passes: 0,
    combos: [],
    nextId: 1,
    used: [],
    instant: [],
    main: [],
    modifiers: [],
    seq: 0,
    gale: [],
    siege: false,
    pending: [],
    owed: Array.from({ length: players }, () => [0, 0] as [number, number]),
    parcels: [],
    outcome: null,
  };
  startRound(s, { events: [] });
  return s;
}

// ---------------------------------------------------------------------------------------------
// Outcome, undo

export function outcome(s: DrakerState): Outcome | null {
  return s.outcome;
}

/** Events that reveal something or hand control on: such a step cannot be taken back. */
const REVEALING = new Set<DrakerEvent['type']>(['place', 'draw', 'reshuffle', 'commonCard', 'roundStart', 'turn', 'phase', 'eliminated', 'gameOver']);

export function isUndoable(events: readonly DrakerEvent[], seat: number, after: DrakerState): boolean {
  return !events.some((e) => REVEALING.has(e.type)) && after.active === seat && after.phase !== 'over';
}

export function reactionWindow(_s: DrakerState): null {
  return null;
}

/** Every card where it is now (conservation checks). */
export function allCards(s: DrakerState): string[] {
  return [...s.deck, ...s.discard, ...s.hands.flat(), ...s.pools.flat(), ...s.common];
}
