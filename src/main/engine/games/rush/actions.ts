/**
 * Rush for Medals' actors and legal actions.
 */
import type { RushAction } from '../../../../common/games/rush';
import { faceCode, isCoach, isDoping, isSponsor, rankOf } from './cards';
import { stackOf } from './state';
import type { RushState } from './state';

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: RushState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'demand' && s.demand) return [s.demand.target];
  return [s.active];
}

/** One card id per distinct face in `ids` (the first copy of each), in order of first appearance. */
function distinctFaces(ids: readonly string[]): string[] {
  let seen = 0;
  const out: string[] = [];
  for (const id of ids) {
    const bit = 1 << faceCode(id);
    if ((seen & bit) === 0) {
      seen |= bit;
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

/** The seat to act, or -1 when the game is over (the one entry of `actors`, without its array). */
function actor(s: RushState): number {
  if (s.phase === 'over') return -1;
  return s.phase === 'demand' && s.demand ? s.demand.target : s.active;
}

export function legalActions(s: RushState, seat: number): RushAction[] {
  if (actor(s) !== seat) return [];
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
            const twin = hand.find((id) => id !== a && faceCode(id) === faceCode(a));
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
    let rankCards: string[] | null = null;
    for (const id of hand) if (rankOf(id) === st.rank) (rankCards ??= []).push(id);
    if (rankCards === null) continue;
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
