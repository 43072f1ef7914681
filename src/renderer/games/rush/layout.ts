/**
 * Where everything lies on the Rush for Medals table, computed from the picture and the board's size:
 * the other players' boxes along the top (their hand as backs, their stacks on podiums), the draw,
 * discard and out-of-game piles in the middle, the viewer's podiums and hand at the bottom.
 */
import type { RushCard, RushDemandView, RushStackView } from '../../../common/games/rush';
import { boxGrid, cardRow, rect, type TableLayout } from '../../table/board-layout';
import type { Rect } from '../../table/grid';

export const ASPECT = 200 / 280;

/** What the scene shows now: the view, or the view with the events played so far applied to it. */
export interface Picture {
  me: number | null;
  seats: number;
  handCounts: number[];
  active: number;
  hand: RushCard[];
  stacks: RushStackView[];
  discard: RushCard[];
  outOfGame: RushCard[];
  drawCount: number;
  exhaustions: number;
  endAfterExhaustions: number;
  lastRound: boolean;
  over: boolean;
  demand: RushDemandView | null;
  /** A finished game's replay with "Show all cards": each seat's whole hand, and the draw pile, top first. */
  shownHands: Map<number, RushCard[]>;
  shownDraw: RushCard[] | null;
}

export interface SeatArea {
  seat: number;
  box: Rect;
  /** Where the seat's hand is: backs for others, the hand row for the viewer. */
  hand: Rect;
  /** Another seat's hand when the replay shows it: the cards fanned face up. */
  shown: Rect[];
  podium: Rect;
  mine: boolean;
}

export interface StackSpot {
  rank: number;
  owner: number;
  card: Rect;
  plinth: Rect;
}

export interface Layout extends TableLayout {
  seats: Map<number, SeatArea>;
  stacks: Map<number, StackSpot>;
  /** Where the offers bar goes (above the hand). */
  offers: Rect;
  draw: Rect;
  discard: Rect[];
  out: Rect;
}

/** How many top cards of the discard pile are fanned out. */
export const DISCARD_FAN = 6;

/** Seats in the order they sit after the viewer (clockwise), the viewer excluded. */
export function othersOf(p: Picture): number[] {
  const out: number[] = [];
  const start = p.me ?? -1;
  for (let i = 1; i <= p.seats; i++) {
    const s = (start + i + p.seats) % p.seats;
    if (s !== p.me) out.push(s);
  }
  return p.me === null ? [...Array(p.seats).keys()] : out;
}

/** Podium spots for one seat's stacks inside `area`: plinths grow with the stack size. */
function podiums(stacks: RushStackView[], area: Rect, maxCardW: number): StackSpot[] {
  const m = stacks.length;
  if (m === 0) return [];
  const plinthMax = area.height * 0.25;
  let cardH = area.height - plinthMax;
  let cardW = Math.min(cardH * ASPECT, maxCardW);
  const slot = Math.min(cardW * 1.22, area.width / m);
  if (cardW > slot / 1.12) cardW = slot / 1.12;
  cardH = cardW / ASPECT;
  const total = slot * m;
  const x0 = area.x + (area.width - total) / 2;
  const bottom = area.y + area.height;
  return stacks.map((s, i) => {
    const ph = plinthMax * (0.38 + (0.62 * Math.min(s.size, 9)) / 9);
    const cx = x0 + slot * i + slot / 2;
    const plinth = rect(cx - (slot * 0.92) / 2, bottom - ph, slot * 0.92, ph);
    return { rank: s.rank, owner: s.owner, plinth, card: rect(cx - cardW / 2, plinth.y - cardH - 2, cardW, cardH) };
  });
}

/** `barNeed`: the height the offers bar's lines take now (it gets at least that, above the hand's lifted cards). */
export function computeLayout(p: Picture, board: Rect, barNeed = 0): Layout {
  const pad = Math.max(6, Math.min(12, board.width * 0.012));
  const W = board.width - 2 * pad;
  const H = board.height - 2 * pad;
  const x = board.x + pad;
  let y = board.y + pad;
  const mine = p.me !== null;
  const others = othersOf(p);
  const share = mine ? { opp: 0.28, centre: 0.175, podium: 0.235, offers: 0.065, hand: 0.245 } : { opp: 0.66, centre: 0.3, podium: 0, offers: 0, hand: 0 };
  const gap = Math.max(6, W * 0.012);
  const seats = new Map<number, SeatArea>();
  const stacks = new Map<number, StackSpot>();
  const cardMax = Math.min(132, W / 6.2, mine ? H * share.hand * 0.84 * ASPECT : 110);

  // Other players' boxes.
  const k = others.length;
  const cols = k <= 3 ? Math.max(1, k) : k === 4 ? 2 : 3;
  const oppH = H * share.opp;
  const boxes = boxGrid(k, cols, rect(x, y, W, oppH), gap);
  others.forEach((seat, i) => {
    const box = boxes[i]!;
    const head = Math.min(26, box.height * 0.2);
    const inner = rect(box.x + 8, box.y + head + 4, box.width - 16, box.height - head - 10);
    const handW = Math.min(inner.width * 0.2, inner.height * ASPECT * 0.62, cardMax * 0.55);
    // a shown hand lies face up in a row across the top of the box, the podiums under it
    const shownCount = p.shownHands.get(seat)?.length ?? 0;
    const shownH = Math.min(inner.height * 0.45, (cardMax * 0.8) / ASPECT);
    const hand = shownCount > 0 ? rect(inner.x, inner.y, inner.width, shownH) : rect(inner.x, inner.y + (inner.height - handW / ASPECT) / 2, handW * 1.35, handW / ASPECT);
    const podium = shownCount > 0 ? rect(inner.x, hand.y + shownH + 18, inner.width, inner.height - shownH - 18) : rect(hand.x + hand.width + 8, inner.y, inner.width - hand.width - 8, inner.height);
    const row = cardRow(shownCount, shownH * ASPECT, 1.05, inner.x, inner.width);
    const shown = Array.from({ length: shownCount }, (_, i) => rect(row.x + i * row.step, hand.y, shownH * ASPECT, shownH));
    seats.set(seat, { seat, box, hand, shown, podium, mine: false });
    for (const s of podiums(p.stacks.filter((st) => st.owner === seat), podium, cardMax * 0.85)) stacks.set(s.rank, s);
  });
  y += oppH + gap;

  // Piles in the middle.
  const centreH = H * share.centre - gap;
  const centre = rect(x, y, W, centreH);
  const label = 34;
  const cw = Math.min((centreH - label) * ASPECT, cardMax * 0.85);
  const ch = cw / ASPECT;
  const cy = y + (centreH - label - ch) / 2;
  const fanStep = cw * 0.36;
  const fanW = cw + fanStep * (DISCARD_FAN - 1);
  const groupW = cw + gap * 4 + fanW + gap * 4 + cw;
  const gx = x + (W - groupW) / 2;
  const draw = rect(gx, cy, cw, ch);
  const shown = Math.min(DISCARD_FAN, p.discard.length);
  const fanX = gx + cw + gap * 4 + (fanW - (cw + fanStep * Math.max(0, shown - 1))) / 2;
  const discard: Rect[] = [];
  for (let i = 0; i < Math.max(1, shown); i++) discard.push(rect(fanX + i * fanStep, cy, cw, ch));
  const out = rect(gx + cw + gap * 8 + fanW, cy, cw, ch);
  y += centreH + gap;

  // The viewer's podiums, the offers strip and the hand.
  let handCards: Rect[] = [];
  let handW = cardMax;
  let offers = rect(x, board.y + board.height - 44, W, 40);
  if (mine) {
    const podH = H * share.podium - gap;
    const box = rect(x + W * 0.08, y, W * 0.84, podH);
    const head = Math.min(24, podH * 0.18);
    const podium = rect(box.x + 10, box.y + head + 2, box.width - 20, box.height - head - 6);
    y += podH + gap;
    offers = rect(x, y, W, Math.max(H * share.offers, barNeed));
    // a selected card rises by 16% of its height, its order number 9px above it: both under the bar
    y += offers.height + 10;
    const handH = board.y + board.height - pad - y;
    handW = Math.min(cardMax, handH * 0.84 * ASPECT);
    const hh = handW / ASPECT;
    const row = cardRow(p.hand.length, handW, 1.08, x, W);
    const hy = y + handH - hh - 2;
    handCards = p.hand.map((_, i) => rect(row.x + i * row.step, hy, handW, hh));
    const hand = rect(row.x, hy, Math.max(row.width, handW), hh);
    seats.set(p.me!, { seat: p.me!, box, hand, shown: [], podium, mine: true });
    for (const s of podiums(p.stacks.filter((st) => st.owner === p.me), podium, cardMax * 0.9)) stacks.set(s.rank, s);
  }
  return { seats, stacks, handCards, handW, offers, draw, discard, out, centre, cardMax };
}
