/**
 * Rush for Medals' sampled worlds for the hard bot's search: what one decision's worlds share (the seat's
 * view and memory, the cards still to deal), dealing a world from it, and how likely a world is given the
 * clues the other seats gave (clueWeight).
 */
import { seedRngInto } from '../../core';
import type { Rng } from '../../core';
import type { RushView } from '../../../../common/games/rush';
import type { RushClueWeights, RushMemory, RushTurnClue } from './bot';
import { COACH_ID, composition, rankOf } from './cards';
import type { RushState } from './rules';

/** What every world of one decision shares: the seat's view and memory, the cards still to deal. */
export interface RushWorldTemplate {
  players: number;
  hands: string[][];
  /** Cards dealt at random, in the composition's order (shuffled per world). */
  pool: string[];
  handCounts: number[];
  seat: number;
  view: RushView;
  /** The view's public piles as card ids (each world copies them). */
  known: string[][];
  discard: string[];
  out: string[];
  stacks: RushState['stacks'];
  options: RushState['options'];
  /** Per seat, what its last turn showed (`RushMemory.clues`); null for the seat itself. */
  clues: (RushTurnClue | null)[];
}

/** The part of a world that does not depend on the deal, from the seat's view and memory only. */
export function worldTemplate(v: RushView, memory: RushMemory, seat: number): RushWorldTemplate {
  const players = v.players.length;
  const hand = (v.hand ?? []).map((c) => c.id);
  const used = new Set<string>(hand);
  for (const c of v.discard) used.add(c.id);
  for (const c of v.outOfGame) used.add(c.id);
  for (const st of v.stacks) for (const c of st.cards) used.add(c.id);
  const hands: string[][] = [];
  for (let p = 0; p < players; p++) {
    if (p === seat) {
      hands.push(hand.slice());
      continue;
    }
    const fixed: string[] = [];
    for (const id of [...v.players[p].knownCards.map((c) => c.id), ...(memory.privateKnown[p] ?? [])]) {
      if (!used.has(id) && fixed.length < v.players[p].handCount) {
        used.add(id);
        fixed.push(id);
      }
    }
    hands.push(fixed);
  }
  const pool = composition(players).filter((id) => !used.has(id));
  const ids = (cards: readonly { id: string }[]): string[] => cards.map((c) => c.id);
  return {
    players,
    hands,
    pool,
    handCounts: v.players.map((p) => p.handCount),
    seat,
    view: v,
    known: v.players.map((p) => ids(p.knownCards)),
    discard: ids(v.discard),
    out: ids(v.outOfGame),
    stacks: v.stacks.map((st) => ({ rank: st.rank, owner: st.owner, cards: ids(st.cards) })),
    options: { endAfterExhaustions: v.endAfterExhaustions, scoring: v.scoring, firstPlayer: v.firstPlayer },
    clues: v.players.map((_, p) => (p === seat ? null : (memory.clues?.[p] ?? null))),
  };
}

/** `dst` emptied and filled with `src` (a world's piles are reused from one iteration to the next). */
function refill(dst: string[], src: readonly string[]): string[] {
  dst.length = 0;
  for (let i = 0; i < src.length; i++) dst.push(src[i]);
  return dst;
}

/**
 * One world of a template: the unseen cards dealt at random (card counting). Written into `into` when
 * given (the search reuses its last world: every field is set again, every pile refilled).
 */
export function dealWorld(t: RushWorldTemplate, rng: Rng, into?: RushState): RushState {
  const { players, seat, view: v } = t;
  const pool = rng.shuffleInPlace(refill(into?.draw ?? [], t.pool));
  const hands = into?.hands ?? [];
  const known = into?.known ?? [];
  for (let p = 0; p < players; p++) {
    const h = refill((hands[p] ??= []), t.hands[p]);
    if (p !== seat) while (h.length < t.handCounts[p] && pool.length > 0) h.push(pool.pop() as string);
    refill((known[p] ??= []), t.known[p]);
  }
  const s: RushState = into ?? ({} as RushState);
  s.players = players;
  s.options = t.options;
  s.maxRank = v.ranks[v.ranks.length - 1];
  s.rng = seedRngInto(s.rng ?? [0, 0, 0, 0], rng.int(0x7fffffff));
  s.hands = hands;
  s.known = known;
  s.draw = pool;
  s.discard = refill(s.discard ?? [], t.discard);
  s.out = refill(s.out ?? [], t.out);
  const stacks = (s.stacks ??= []);
  stacks.length = t.stacks.length;
  for (let i = 0; i < stacks.length; i++) {
    const from = t.stacks[i];
    const st = (stacks[i] ??= { rank: 0, owner: 0, cards: [] });
    st.rank = from.rank;
    st.owner = from.owner;
    refill(st.cards, from.cards);
  }
  s.first = v.firstPlayer;
  s.active = v.active;
  s.round = v.round;
  s.phase = v.phase;
  s.demand = v.demand ? { from: v.demand.from, target: v.demand.target, kind: v.demand.kind } : null;
  s.exhaustions = v.exhaustions;
  s.lastSeat = v.lastRound ? v.lastSeat : -1;
  s.outcome = v.outcome;
  return s;
}

/** A full state consistent with the seat's view and memory; unseen cards are dealt at random (card counting). */
export function sampleWorld(v: RushView, memory: RushMemory, seat: number, rng: Rng): RushState {
  return dealWorld(worldTemplate(v, memory, seat), rng);
}

/** Cards per rank (index = rank) in the hand a clue speaks of, in one world (reused). */
const clueRanks: number[] = [];

/**
 * How likely the rivals' last turns were in world `s`, a world of `t`: 1, times `weights.takeOver` for each
 * rival that could have taken over a stack there, times `weights.layOut` for each that could have laid
 * out a free rank and did not lay out.
 */
export function clueWeight(t: RushWorldTemplate, s: RushState, weights: RushClueWeights): number {
  let weight = 1;
  for (let p = 0; p < t.players; p++) {
    const clue = t.clues[p];
    if (!clue) continue;
    clueRanks.length = 0;
    for (let r = 0; r <= s.maxRank; r++) clueRanks.push(0);
    // The cards it played or was known to hold, and the first of its dealt cards: the ones it kept.
    let coach = false;
    const hand = s.hands[p];
    const from = t.hands[p].length;
    const to = Math.min(hand.length, from + clue.kept);
    for (let i = 0; i < clue.held.length + to - from; i++) {
      const id = i < clue.held.length ? clue.held[i] : hand[from + i - clue.held.length];
      if (id === COACH_ID) coach = true;
      else clueRanks[rankOf(id)]++;
    }
    let couldTake = false;
    let couldLay = false;
    for (let r = 2; r <= s.maxRank; r++) {
      const n = clueRanks[r];
      if (n === 0) continue;
      const st = clue.stacks.find((x) => x.rank === r);
      if (!st) couldLay = true;
      else if (st.owner !== p && n + (coach ? 1 : 0) > st.size) couldTake = true;
    }
    if (couldTake) weight *= weights.takeOver;
    if (couldLay && clue.passedLayOut) weight *= weights.layOut;
  }
  return weight;
}

/** Tries at most this many deals for one world before taking the last, however unlikely. */
export const CLUE_TRIES = 40;
