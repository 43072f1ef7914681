/**
 * Rush for Medals' actors and legal actions.
 */
import type { DopingOption, RushAction, SponsorOption } from '../../../../common/games/rush';
import { COACH_ID, faceCode, isDoping, rankOf, sportId } from './cards';
import type { RushState } from './state';

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: RushState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'demand' && s.demand) return [s.demand.target];
  return [s.active];
}

/** The topmost sports card of the discard pile (searching down past action cards and the COACH), or -1. */
export function topSportIndex(s: RushState): number {
  for (let i = s.discard.length - 1; i >= 0; i--) if (rankOf(s.discard[i]) > 0) return i;
  return -1;
}

/** The seat to act, or -1 when the game is over (the one entry of `actors`, without its array). */
function actor(s: RushState): number {
  if (s.phase === 'over') return -1;
  return s.phase === 'demand' && s.demand ? s.demand.target : s.active;
}

// ---------------------------------------------------------------------------------------------
// Moves as small integers
//
// Every move `legalActions` lists is known by an id below 2^13 that says which faces it uses, not which
// copies (copies of a face are interchangeable): the search lists and steps moves by id without building
// them, and `moveOf` turns an id back into the move with the first copies the hand holds.

const LAY_OUT = 0;
const DISCARD = 1;
const TAKE_OVER = 2;
const REINFORCE = 3;
const SPONSOR = 4;
const DOPING = 5;
const ACCEPT = 6;
const DEFEND = 7;
const TYPES: RushAction['type'][] = ['layOut', 'discard', 'takeOver', 'reinforce', 'sponsor', 'doping', 'accept', 'defend'];
const TYPE_CODE: Record<RushAction['type'], number> = { layOut: 0, discard: 1, takeOver: 2, reinforce: 3, sponsor: 4, doping: 5, accept: 6, defend: 7 };
const SPONSOR_OPTIONS: SponsorOption[] = ['draw', 'takeDiscard', 'demand'];
const DOPING_OPTIONS: DopingOption[] = ['destroy', 'discard', 'demand'];
const OPTION_CODE: Record<string, number> = { draw: 0, takeDiscard: 1, demand: 2, destroy: 0, discard: 1 };
const COACH_FACE = 12;

/** A payment of `count` rank cards with the COACH first, last or not at all. */
const paymentId = (type: number, rank: number, count: number, coachFirst: number, coachLast: number): number =>
  type | (rank << 3) | (count << 7) | (coachFirst << 11) | (coachLast << 12);
const optionId = (type: number, option: number, target: number, otherFace = 0): number => type | (option << 3) | ((target + 1) << 5) | (otherFace << 8);

/**
 * A move's id: equal for two moves exactly when `rushMoveKey` is. A payment is its rank cards with the
 * COACH, if any, first or last (the only payments `legalActions` lists).
 */
export function rushMoveId(a: RushAction): number {
  const type = TYPE_CODE[a.type];
  switch (a.type) {
    case 'layOut':
    case 'discard':
      return type | (faceCode(a.card) << 3);
    case 'takeOver':
    case 'reinforce': {
      const n = a.cards.length;
      const first = n > 0 && a.cards[0] === COACH_ID ? 1 : 0;
      const last = n > 1 && a.cards[n - 1] === COACH_ID ? 1 : 0;
      return paymentId(type, a.rank, n - first - last, first, last);
    }
    case 'sponsor':
    case 'doping':
      return optionId(type, OPTION_CODE[a.option], a.target ?? -1, a.type === 'doping' && a.other ? faceCode(a.other) : 0);
    case 'accept':
      return type;
    case 'defend':
      return type | (faceCode(a.cards[0]) << 3) | (faceCode(a.cards[1]) << 7);
  }
}

/** Copies of each face in a hand (index: faceCode) and its faces in order of first appearance, reused. */
const faceCount = new Int32Array(13);
const faceOrder = new Int32Array(13);

/** Counts the faces of `hand` into faceCount and faceOrder; returns how many distinct faces it has. */
function countFaces(hand: readonly string[], skip = -1): number {
  for (let f = 0; f < 13; f++) faceCount[f] = 0;
  let faces = 0;
  for (let i = 0; i < hand.length; i++) {
    if (i === skip) continue;
    const f = faceCode(hand[i]);
    if (faceCount[f]++ === 0) faceOrder[faces++] = f;
  }
  return faces;
}

/** The legal moves of `seat` as ids into `out` (reused; the order of `legalActions`); returns how many. */
export function legalMoveIds(s: RushState, seat: number, out: number[]): number {
  if (actor(s) !== seat) return 0;
  const hand = s.hands[seat];
  let faces = countFaces(hand);
  let n = 0;
  if (s.phase === 'demand') {
    out[n++] = ACCEPT;
    if (hand.length < 2) return n;
    for (let i = 0; i < faces; i++) {
      const a = faceOrder[i];
      for (let j = 0; j < faces; j++) {
        const b = faceOrder[j];
        if (a !== b || faceCount[a] >= 2) out[n++] = DEFEND | (a << 3) | (b << 7);
      }
    }
    return n;
  }
  if (hand.length === 0) return 0;
  const coach = faceCount[COACH_FACE] > 0 ? 1 : 0;
  let laidOut = 0;
  for (const st of s.stacks) laidOut |= 1 << st.rank;
  // LAY OUT
  for (let i = 0; i < faces; i++) {
    const f = faceOrder[i];
    if (f <= 9 && (laidOut & (1 << f)) === 0) out[n++] = LAY_OUT | (f << 3);
  }
  // TAKE OVER and REINFORCE: all rank cards, or rank cards with the COACH on top or at the bottom
  for (const st of s.stacks) {
    const have = faceCount[st.rank];
    if (have === 0) continue;
    const own = st.owner === seat;
    const type = own ? REINFORCE : TAKE_OVER;
    // A reinforcement puts one rank card on the stack and pays the rest.
    const spare = own ? have - 1 : have;
    const need = own ? st.cards.length : st.cards.length + 1;
    if (spare >= need) out[n++] = paymentId(type, st.rank, need, 0, 0);
    if (coach && need - 1 >= 1 && spare >= need - 1) {
      out[n++] = paymentId(type, st.rank, need - 1, 0, 1);
      out[n++] = paymentId(type, st.rank, need - 1, 1, 0);
    }
    // With a stack of 1 the payment may be the stack card plus the COACH alone.
    if (own && st.cards.length === 1 && coach) out[n++] = paymentId(type, st.rank, 0, 1, 0);
  }
  // ACTION CARDS (only options with an effect, RFM-A20)
  const dopings = faceCount[11];
  if (faceCount[10] > 0) {
    // The SPONSOR itself lands on the discard pile first, so a lone discard card makes a rebuild possible.
    if (s.draw.length > 0 || s.discard.length >= 1) out[n++] = optionId(SPONSOR, 0, -1);
    if (s.discard.length >= 1) out[n++] = optionId(SPONSOR, 1, -1);
    for (let t = 0; t < s.players; t++) if (t !== seat && s.hands[t].length > 0) out[n++] = optionId(SPONSOR, 2, t);
  }
  if (dopings > 0) {
    if (topSportIndex(s) >= 0) out[n++] = optionId(DOPING, 0, -1);
    // Any other card: the faces of the hand without the DOPING CONTROL played.
    const others = countFaces(hand, hand.findIndex(isDoping));
    for (let i = 0; i < others; i++) out[n++] = optionId(DOPING, 1, -1, faceOrder[i]);
    for (let t = 0; t < s.players; t++) if (t !== seat && s.hands[t].length > 0) out[n++] = optionId(DOPING, 2, t);
    faces = countFaces(hand);
  }
  // DISCARD
  for (let i = 0; i < faces; i++) out[n++] = DISCARD | (faceOrder[i] << 3);
  return n;
}

/** Picks copies of faces from a hand, the first unused one each time; without a hand, the k-th copy of the face. */
class CopyPicker {
  private hand: readonly string[] | null = null;
  /** Per hand index: already picked (a hand never holds the whole 53-card deck). */
  private readonly used = new Uint8Array(64);
  private readonly picked = new Int32Array(13);

  reset(hand: readonly string[] | null): this {
    this.hand = hand;
    this.used.fill(0);
    this.picked.fill(0);
    return this;
  }

  pick(face: number): string {
    const hand = this.hand;
    if (hand) {
      for (let i = 0; i < hand.length; i++) {
        if (this.used[i] === 0 && faceCode(hand[i]) === face) {
          this.used[i] = 1;
          return hand[i];
        }
      }
    }
    const k = ++this.picked[face];
    return face <= 9 ? sportId(face, k) : face === 10 ? `sponsor-${k}` : face === 11 ? `doping-${k}` : COACH_ID;
  }

  /** `count` cards of `rank` with the COACH first or last. */
  payment(rank: number, count: number, coachFirst: number, coachLast: number): string[] {
    const cards: string[] = [];
    if (coachFirst) cards.push(this.pick(COACH_FACE));
    for (let i = 0; i < count; i++) cards.push(this.pick(rank));
    if (coachLast) cards.push(this.pick(COACH_FACE));
    return cards;
  }
}

const picker = new CopyPicker();

/**
 * The move of an id: with the first copies `hand` holds of each face (a legal move's id gives that
 * legal move), or without a hand with stand-in copies (what the greedy scores read: faces only).
 */
export function moveOf(id: number, hand: readonly string[] | null): RushAction {
  const p = picker.reset(hand);
  const type = id & 7;
  switch (type) {
    case LAY_OUT:
    case DISCARD:
      return { type: TYPES[type] as 'layOut' | 'discard', card: p.pick((id >> 3) & 15) };
    case TAKE_OVER:
    case REINFORCE: {
      const rank = (id >> 3) & 15;
      const card = type === REINFORCE ? p.pick(rank) : '';
      const cards = p.payment(rank, (id >> 7) & 15, (id >> 11) & 1, (id >> 12) & 1);
      return type === REINFORCE ? { type: 'reinforce', rank, card, cards } : { type: 'takeOver', rank, cards };
    }
    case SPONSOR:
    case DOPING: {
      const option = (id >> 3) & 3;
      const target = ((id >> 5) & 7) - 1;
      const card = p.pick(type === SPONSOR ? 10 : 11);
      const a: RushAction =
        type === SPONSOR ? { type: 'sponsor', card, option: SPONSOR_OPTIONS[option] } : { type: 'doping', card, option: DOPING_OPTIONS[option] };
      if (target >= 0) a.target = target;
      if (type === DOPING && option === 1) (a as Extract<RushAction, { type: 'doping' }>).other = p.pick((id >> 8) & 15);
      return a;
    }
    case ACCEPT:
      return { type: 'accept' };
    default:
      return { type: 'defend', cards: [p.pick((id >> 3) & 15), p.pick((id >> 7) & 15)] };
  }
}

/** Reused by `legalActions`. */
const idBuffer: number[] = [];

export function legalActions(s: RushState, seat: number): RushAction[] {
  const n = legalMoveIds(s, seat, idBuffer);
  const hand = s.hands[seat];
  const out: RushAction[] = [];
  for (let i = 0; i < n; i++) out.push(moveOf(idBuffer[i], hand));
  return out;
}
