/**
 * Rush for Medals rules (shared/rules/rush-for-medals.md): state, setup, actors, legal actions, apply
 * and outcome.
 *
 * A turn: the active player performs one action (phase 'action'); a demand (SPONSOR 3 / DOPING 3)
 * stops the turn in phase 'demand' until its target answers (accept or defend); then the active
 * player refills to 5, the end is checked and the next player clockwise takes the turn. A player with
 * an empty hand takes no action: their turn is only the refill (RFM-A12), run automatically.
 *
 * Stacked decks (`setup({deck})`): the first 5 cards go to seat 0, the next 5 to seat 1, and so on;
 * then the marker (the first discard); the rest is the draw pile, its top first.
 */
import { badOptions, dealOrder, nextInt, optionSource, RuleError, seedRng, shuffled } from '../../core';
import type { RngState } from '../../core';
import { requireSeat } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { RushAction, RushDiscardReason, RushEvent, RushOptions } from '../../../../common/games/rush';
import { RUSH_DEFAULT_OPTIONS, RUSH_HAND_SIZE, RUSH_ROUND_CAP, rushFaceOf } from '../../../../common/games/rush';
import { cardOf, composition, isCoach, isDoping, isSponsor, maxRankFor, rankOf } from './cards';

export interface RushStack {
  rank: number;
  owner: number;
  /** Card ids, bottom first. */
  cards: string[];
}

export interface RushDemand {
  from: number;
  target: number;
  kind: 'sponsor' | 'doping';
}

export interface RushState {
  players: number;
  options: RushOptions;
  maxRank: number;
  rng: RngState;
  /** Card ids per seat, in the order held (drawn cards are appended). */
  hands: string[][];
  /** Per seat: hand cards everyone knows (taken with SPONSOR 2). */
  known: string[][];
  /** The draw pile; its top is the last element. */
  draw: string[];
  /** The discard pile; the marker is first, the top is the last element. */
  discard: string[];
  /** Cards removed from the game (DOPING 1). */
  out: string[];
  /** The stacks on the table, by rank ascending. */
  stacks: RushStack[];
  first: number;
  active: number;
  round: number;
  phase: 'action' | 'demand' | 'over';
  demand: RushDemand | null;
  exhaustions: number;
  /** The seat whose turn ends the game, once the end is triggered; -1 before. */
  lastSeat: number;
  outcome: Outcome | null;
}

// ---------------------------------------------------------------------------------------------
// Options

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

export function resolveOptions(raw: unknown, players: number): RushOptions {
  const src = optionSource(raw, RUSH_DEFAULT_OPTIONS);
  const pick = <K extends keyof RushOptions>(k: K): unknown => (src[k] === undefined ? RUSH_DEFAULT_OPTIONS[k] : src[k]);
  const ends = pick('endAfterExhaustions');
  if (!isInt(ends) || ends < 1 || ends > 9) badOptions('Option endAfterExhaustions must be a whole number from 1 to 9.');
  const scoring = pick('scoring');
  if (scoring !== 'medals' && scoring !== 'rankPoints') badOptions('Option scoring must be "medals" or "rankPoints".');
  const first = pick('firstPlayer');
  const maxSeat = Math.max(-1, players - 1);
  if (!isInt(first) || first < -1 || first > maxSeat) badOptions(`Option firstPlayer must be -1 (random) or a seat from 0 to ${maxSeat}.`);
  return { endAfterExhaustions: ends, scoring, firstPlayer: first };
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
  const order = dealOrder(rng, ids, args.deck, `The stacked deck must hold exactly the ${ids.length} cards of the ${players}-player deck, each once.`);
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
// Helpers

/** Events are collected only when `events` is set (the search's fast path leaves it null). */
interface Ctx {
  events: RushEvent[] | null;
}

export function cloneState(s: RushState): RushState {
  return {
    players: s.players,
    options: s.options,
    maxRank: s.maxRank,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    hands: s.hands.map((h) => h.slice()),
    known: s.known.map((h) => h.slice()),
    draw: s.draw.slice(),
    discard: s.discard.slice(),
    out: s.out.slice(),
    stacks: s.stacks.map((st) => ({ rank: st.rank, owner: st.owner, cards: st.cards.slice() })),
    first: s.first,
    active: s.active,
    round: s.round,
    phase: s.phase,
    demand: s.demand ? { ...s.demand } : null,
    exhaustions: s.exhaustions,
    lastSeat: s.lastSeat,
    outcome: s.outcome,
  };
}

export function stackOf(s: RushState, rank: number): RushStack | undefined {
  for (const st of s.stacks) if (st.rank === rank) return st;
  return undefined;
}

/** Cards can be drawn now (directly or after a rebuild). */
export function canDraw(s: RushState): boolean {
  return s.draw.length > 0 || s.discard.length >= 2;
}

function removeFromHand(s: RushState, seat: number, id: string): void {
  const hand = s.hands[seat];
  hand.splice(hand.indexOf(id), 1);
  const k = s.known[seat].indexOf(id);
  if (k >= 0) s.known[seat].splice(k, 1);
}

/** Puts hand cards face up onto the discard pile in the given order (the last ends on top). */
function discardFromHand(s: RushState, seat: number, ids: readonly string[], reason: RushDiscardReason, ctx: Ctx): void {
  for (const id of ids) {
    removeFromHand(s, seat, id);
    s.discard.push(id);
  }
  if (ctx.events && ids.length > 0) ctx.events.push({ type: 'discard', seat, cards: ids.map(cardOf), reason });
}

/** The draw pile is empty and the discard pile has 2+ cards: all but its top become the new draw pile. */
function rebuildIfNeeded(s: RushState, ctx: Ctx): void {
  if (s.draw.length > 0 || s.discard.length < 2) return;
  const marker = s.discard.pop() as string;
  s.draw = shuffled(s.rng, s.discard);
  s.discard = [marker];
  s.exhaustions += 1;
  if (ctx.events) ctx.events.push({ type: 'rebuild', marker: cardOf(marker), count: s.draw.length, exhaustions: s.exhaustions });
  if (s.lastSeat < 0 && s.exhaustions >= s.options.endAfterExhaustions) {
    // Finish the round: the last turn is that of the player seated before the first player.
    s.lastSeat = (s.first + s.players - 1) % s.players;
    if (ctx.events) ctx.events.push({ type: 'lastRound', lastSeat: s.lastSeat });
  }
}

/** Draws up to `n` cards for `seat`, rebuilding right before and right after every draw (RFM-A14). */
function drawCards(s: RushState, seat: number, n: number, ctx: Ctx): number {
  let batch: string[] = [];
  const flush = (): void => {
    if (batch.length > 0 && ctx.events) ctx.events.push({ type: 'draw', seat, count: batch.length, cards: batch.map(cardOf) });
    batch = [];
  };
  let drawn = 0;
  while (drawn < n) {
    if (s.draw.length === 0) {
      flush();
      rebuildIfNeeded(s, ctx);
      if (s.draw.length === 0) break;
    }
    const id = s.draw.pop() as string;
    s.hands[seat].push(id);
    batch.push(id);
    drawn++;
    if (s.draw.length === 0) {
      flush();
      rebuildIfNeeded(s, ctx);
    }
  }
  flush();
  return drawn;
}

export function computeOutcome(s: RushState, reason: string): Outcome {
  const scores = new Array<number>(s.players).fill(0);
  const tiebreak = new Array<number>(s.players).fill(0);
  for (const st of s.stacks) {
    scores[st.owner] += s.options.scoring === 'rankPoints' ? st.rank : 1;
    tiebreak[st.owner] += st.cards.length;
  }
  const best = Math.max(...scores);
  let winners = scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const bestTb = Math.max(...winners.map((i) => tiebreak[i]));
  winners = winners.filter((i) => tiebreak[i] === bestTb);
  return { scores, winners, reason, tiebreak };
}

function finish(s: RushState, reason: string, ctx: Ctx): void {
  s.phase = 'over';
  s.demand = null;
  s.outcome = computeOutcome(s, reason);
  if (ctx.events) ctx.events.push({ type: 'gameOver', outcome: s.outcome });
}

/** Ends the active player's turn (refill, end checks) and starts the next turns until someone must act. */
function endTurn(s: RushState, ctx: Ctx): void {
  for (;;) {
    const seat = s.active;
    const need = RUSH_HAND_SIZE - s.hands[seat].length;
    if (need > 0) drawCards(s, seat, need, ctx);
    if (s.lastSeat >= 0 && seat === s.lastSeat) return finish(s, 'exhausted', ctx);
    if (!canDraw(s) && s.hands.every((h) => h.length === 0)) return finish(s, 'handsEmpty', ctx);
    const next = (seat + 1) % s.players;
    if (next === s.first) {
      if (s.round >= RUSH_ROUND_CAP) return finish(s, 'roundCap', ctx);
      s.round += 1;
    }
    s.active = next;
    s.phase = 'action';
    if (ctx.events) ctx.events.push({ type: 'turn', seat: next, round: s.round });
    if (s.hands[next].length > 0) return;
    // RFM-A12: no card, no action; the turn is only the refill.
    if (ctx.events) ctx.events.push({ type: 'emptyHand', seat: next });
  }
}

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: RushState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'demand' && s.demand) return [s.demand.target];
  return [s.active];
}

/** One card id per distinct face in `ids` (the first copy of each), in order of first appearance. */
function distinctFaces(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    const f = rushFaceOf(id);
    if (!seen.has(f)) {
      seen.add(f);
      out.push(id);
    }
  }
  return out;
}

function demandTargets(s: RushState, seat: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < s.players; t++) if (t !== seat && s.hands[t].length > 0) out.push(t);
  return out;
}

/** The topmost sports card of the discard pile (searching down past action cards and the COACH), or -1. */
export function topSportIndex(s: RushState): number {
  for (let i = s.discard.length - 1; i >= 0; i--) if (rankOf(s.discard[i]) > 0) return i;
  return -1;
}

/** Payment variants for value `need` in `rank`: all rank cards, or rank cards with the COACH on top or at the bottom. */
function payments(rankCards: readonly string[], coach: string | undefined, need: number): string[][] {
  const out: string[][] = [];
  if (rankCards.length >= need) out.push(rankCards.slice(0, need));
  if (coach && need - 1 >= 1 && rankCards.length >= need - 1) {
    const rest = rankCards.slice(0, need - 1);
    out.push([...rest, coach]);
    out.push([coach, ...rest]);
  }
  return out;
}

export function legalActions(s: RushState, seat: number): RushAction[] {
  if (!actors(s).includes(seat)) return [];
  const hand = s.hands[seat];
  const out: RushAction[] = [];
  if (s.phase === 'demand') {
    out.push({ type: 'accept' });
    if (hand.length >= 2) {
      const faces = distinctFaces(hand);
      for (const a of faces) {
        for (const b of faces) {
          if (a !== b) out.push({ type: 'defend', cards: [a, b] });
          else {
            const twin = hand.find((id) => id !== a && rushFaceOf(id) === rushFaceOf(a));
            if (twin) out.push({ type: 'defend', cards: [a, twin] });
          }
        }
      }
    }
    return out;
  }
  if (hand.length === 0) return out;
  const faces = distinctFaces(hand);
  const coach = hand.find(isCoach);
  // LAY OUT
  for (const id of faces) {
    const r = rankOf(id);
    if (r > 0 && !stackOf(s, r)) out.push({ type: 'layOut', card: id });
  }
  // TAKE OVER and REINFORCE
  for (const st of s.stacks) {
    const rankCards = hand.filter((id) => rankOf(id) === st.rank);
    if (rankCards.length === 0) continue;
    if (st.owner !== seat) {
      for (const cards of payments(rankCards, coach, st.cards.length + 1)) out.push({ type: 'takeOver', rank: st.rank, cards });
    } else {
      const [onStack, ...spare] = rankCards;
      for (const cards of payments(spare, coach, st.cards.length)) out.push({ type: 'reinforce', rank: st.rank, card: onStack, cards });
      // With a stack of 1 the payment may be the stack card plus the COACH alone.
      if (st.cards.length === 1 && coach) out.push({ type: 'reinforce', rank: st.rank, card: onStack, cards: [coach] });
    }
  }
  // ACTION CARDS (only options with an effect, RFM-A20)
  const targets = demandTargets(s, seat);
  const sponsor = hand.find(isSponsor);
  if (sponsor) {
    // The SPONSOR itself lands on the discard pile first, so a lone discard card makes a rebuild possible.
    if (s.draw.length > 0 || s.discard.length >= 1) out.push({ type: 'sponsor', card: sponsor, option: 'draw' });
    if (s.discard.length >= 1) out.push({ type: 'sponsor', card: sponsor, option: 'takeDiscard' });
    for (const t of targets) out.push({ type: 'sponsor', card: sponsor, option: 'demand', target: t });
  }
  const doping = hand.find(isDoping);
  if (doping) {
    if (topSportIndex(s) >= 0) out.push({ type: 'doping', card: doping, option: 'destroy' });
    for (const id of distinctFaces(hand.filter((h) => h !== doping))) out.push({ type: 'doping', card: doping, option: 'discard', other: id });
    for (const t of targets) out.push({ type: 'doping', card: doping, option: 'demand', target: t });
  }
  // DISCARD
  for (const id of faces) out.push({ type: 'discard', card: id });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Checking an action

function bad(message: string): never {
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

function checkTurnAction(s: RushState, seat: number, a: RushAction): void {
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

function checkAnswer(s: RushState, seat: number, a: RushAction): void {
  if (a.type === 'accept') return;
  if (a.type !== 'defend') throw new RuleError('answerDemand', 'Answer the demand first: accept it or defend.');
  if (s.hands[seat].length < 2) throw new RuleError('cannotDefend', 'Defending needs at least 2 cards in hand.');
  requireInHand(s, seat, a.cards);
}

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
 * The same move with the copies this hand holds: a search tree keeps moves made in other sampled worlds,
 * where the seat held other copies of the same faces.
 */
function withOwnCopies(s: RushState, seat: number, a: RushAction): RushAction {
  const hand = s.hands[seat];
  const used: string[] = [];
  const own = (id: string): string => {
    let pick = id;
    if (!hand.includes(id) || used.includes(id)) {
      const face = rushFaceOf(id);
      pick = hand.find((h) => !used.includes(h) && rushFaceOf(h) === face) ?? id;
    }
    used.push(pick);
    return pick;
  };
  switch (a.type) {
    case 'layOut':
    case 'discard':
      return { type: a.type, card: own(a.card) };
    case 'takeOver':
      return { type: 'takeOver', rank: a.rank, cards: a.cards.map(own) };
    case 'reinforce': {
      const card = own(a.card);
      return { type: 'reinforce', rank: a.rank, card, cards: a.cards.map(own) };
    }
    case 'sponsor':
      return { ...a, card: own(a.card) };
    case 'doping': {
      const card = own(a.card);
      return a.other === undefined ? { ...a, card } : { ...a, card, other: own(a.other) };
    }
    case 'defend':
      return { type: 'defend', cards: [own(a.cards[0]), own(a.cards[1])] };
    default:
      return a;
  }
}

/**
 * The search's fast path: applies an action legal in this state up to the copies used (see
 * `rushMoveKey`), in place, without checks or events.
 */
export function step(s: RushState, seat: number, action: RushAction): RushState {
  perform(s, seat, withOwnCopies(s, seat, action), { events: null });
  return s;
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
