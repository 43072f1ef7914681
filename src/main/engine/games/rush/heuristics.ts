/**
 * Rush for Medals heuristics (rules section 8): card counting, the value of keeping a card, and a greedy
 * score per action. They read a `Situation`, which a bot builds from its view and memory and a search
 * rollout builds from a sampled state, so both play by the same notes.
 */
import type { RushAction } from '../../../../common/games/rush';
import { COACH_ID, faceCode, isCoach, isDoping, isSponsor, rankOf } from './cards';

export interface SituationStack {
  rank: number;
  owner: number;
  size: number;
}

/** What one seat knows when it picks a move. */
export interface Situation {
  seat: number;
  players: number;
  maxRank: number;
  hand: readonly string[];
  stacks: readonly SituationStack[];
  /** The discard pile, top last. */
  discard: readonly string[];
  handCounts: readonly number[];
  /** Score per seat by the game's scoring. */
  scores: readonly number[];
  /** Copies of each rank (index = rank) that the seat cannot account for. */
  unseen: readonly number[];
  /** True when the COACH could be in a rival's hand or the draw pile. */
  coachUnseen: boolean;
  /** The end is triggered: only the last round remains. */
  lastRound: boolean;
  /** Memo of `keepValue` per face (`faceCode`; copies of a face are worth the same), filled on use. */
  keepCache?: number[];
  /** Memo of the leading rival (filled on use). */
  leader?: number;
}

/** Unseen copies per rank: r − stacked − destroyed − in the discard pile − in hands the seat can see. */
export function countUnseen(maxRank: number, visible: Iterable<string>): number[] {
  const unseen = [0, 0];
  for (let r = 2; r <= maxRank; r++) unseen.push(r);
  for (const id of visible) {
    const r = rankOf(id);
    if (r > 0) unseen[r] -= 1;
  }
  return unseen;
}

function stackAt(sit: Situation, rank: number): SituationStack | undefined {
  for (const st of sit.stacks) if (st.rank === rank) return st;
  return undefined;
}

/** Seat with the best score other than `seat` (the leader among the rivals). */
function leadingRival(sit: Situation): number {
  return (sit.leader ??= findLeadingRival(sit));
}

function findLeadingRival(sit: Situation): number {
  let best = -1;
  for (let p = 0; p < sit.players; p++) {
    if (p !== sit.seat && (best < 0 || sit.scores[p] > sit.scores[best])) best = p;
  }
  return best;
}

/** A rival could plausibly pay size+1 for this stack (the COACH counts while unseen). */
export function threatened(sit: Situation, st: SituationStack): boolean {
  const u = sit.unseen[st.rank] ?? 0;
  return u >= 1 && u + (sit.coachUnseen ? 1 : 0) >= st.size + 1;
}

function countInHand(hand: readonly string[], rank: number): number {
  let n = 0;
  for (const id of hand) if (rankOf(id) === rank) n++;
  return n;
}

/** How much keeping `id` in hand is worth to the seat. */
export function keepValue(sit: Situation, id: string): number {
  const cache = (sit.keepCache ??= []);
  const face = faceCode(id);
  let v = cache[face];
  if (v === undefined) {
    v = computeKeepValue(sit, id);
    cache[face] = v;
  }
  return v;
}

function computeKeepValue(sit: Situation, id: string): number {
  if (isCoach(id)) return 5;
  if (isSponsor(id)) return 3;
  if (isDoping(id)) return 2.5;
  const r = rankOf(id);
  const st = stackAt(sit, r);
  if (!st) return 4 + (sit.maxRank - r) * 0.3;
  if (st.owner === sit.seat) return threatened(sit, st) ? 2.5 : 0.4;
  const mine = countInHand(sit.hand, r) + (sit.hand.includes(COACH_ID) ? 1 : 0);
  if (mine >= st.size + 1) return 5;
  // Worth collecting only while enough copies are still out there.
  if (mine + (sit.unseen[r] ?? 0) < st.size + 1) return 0.3;
  return 1 + (2 * mine) / (st.size + 1);
}

/** Roughly what a random replacement card is worth (cards spent are refilled up to 5). */
const REFILL_VALUE = 1.8;

function spendCost(sit: Situation, spent: readonly string[]): number {
  let cost = 0;
  for (const id of spent) cost += keepValue(sit, id);
  return refillCost(sit, cost, spent.length);
}

/** spendCost of one card (without a list). */
function spendOne(sit: Situation, id: string): number {
  return refillCost(sit, keepValue(sit, id), 1);
}

function refillCost(sit: Situation, cost: number, spent: number): number {
  const handAfter = sit.hand.length - spent;
  const refilled = Math.max(0, Math.min(spent, 5 - handAfter));
  return cost - refilled * REFILL_VALUE;
}

/** The greedy score of one legal action for the seat on turn (higher is better). */
export function actionScore(sit: Situation, a: RushAction): number {
  const leader = leadingRival(sit);
  switch (a.type) {
    case 'layOut': {
      const r = rankOf(a.card);
      const spares = countInHand(sit.hand, r) - 1;
      return 10 + (sit.maxRank - r) * 0.5 + spares * 0.8 - spendOne(sit, a.card);
    }
    case 'takeOver': {
      const st = stackAt(sit, a.rank) as SituationStack;
      const coachUsed = a.cards.includes(COACH_ID);
      // The COACH left on top could be taken back by a SPONSOR 2: keep it at the bottom.
      const coachOnTop = coachUsed && a.cards[a.cards.length - 1] === COACH_ID;
      return 20 + (st.owner === leader ? 3 : 0) + st.size * 0.5 - (coachOnTop ? 1 : 0) - spendCost(sit, a.cards);
    }
    case 'reinforce': {
      const st = stackAt(sit, a.rank) as SituationStack;
      const gain = threatened(sit, st) ? (sit.lastRound ? 9 : 6) : 0;
      return gain - spendCost(sit, [a.card, ...a.cards]);
    }
    case 'sponsor': {
      const spent = spendOne(sit, a.card);
      if (a.option === 'draw') return 2 * REFILL_VALUE + 0.5 - spent;
      if (a.option === 'takeDiscard') {
        const under = sit.discard[sit.discard.length - 1];
        return keepValue(sit, under) + 0.3 - spent;
      }
      const t = a.target as number;
      return 2.8 + (t === leader ? 1.5 : 0) - spent;
    }
    case 'doping': {
      const spent = spendOne(sit, a.card);
      if (a.option === 'destroy') {
        let r = 0;
        for (let i = sit.discard.length - 1; i >= 0 && r === 0; i--) r = rankOf(sit.discard[i]);
        const st = stackAt(sit, r);
        const gain = !st ? 0.8 : st.owner === sit.seat ? (threatened(sit, st) ? 4 : 1.5) : 0.2;
        return gain - spent;
      }
      if (a.option === 'discard') return 0.6 - spendCost(sit, [a.card, a.other as string]);
      const t = a.target as number;
      return 1.8 + (t === leader ? 1.5 : 0) - spent;
    }
    case 'discard':
      return 0.3 - spendOne(sit, a.card);
    default:
      return 0;
  }
}

/**
 * A demand's target: defend with the two least useful cards when they are worth less than what a random
 * pick is expected to cost (and, for a SPONSOR, to give the rival); otherwise accept.
 */
export function answerScore(sit: Situation, a: RushAction, kind: 'sponsor' | 'doping'): number {
  if (a.type === 'accept') {
    let total = 0;
    for (const id of sit.hand) total += keepValue(sit, id);
    const mean = total / Math.max(1, sit.hand.length);
    return -(mean * (kind === 'sponsor' ? 1.6 : 1));
  }
  if (a.type !== 'defend') return -Infinity;
  // Two cards stay missing until after the seat's next turn, and the top one can be taken with a SPONSOR 2.
  const top = a.cards[1];
  const topRisk = isCoach(top) ? 3 : rankOf(top) > 0 ? 0.1 : 0.3;
  return -(keepValue(sit, a.cards[0]) + keepValue(sit, a.cards[1]) + 0.3 + topRisk);
}
