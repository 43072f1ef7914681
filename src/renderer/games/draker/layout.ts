/**
 * Where everything lies on Draker's table, computed from the picture and the board's size: the phase
 * track along the top, the other players' areas under it, the middle (deck, discard, common pool and
 * the two stacks), the viewer's area, the controls strip and the viewer's hand at the bottom.
 * A player's area is a header (name, life, hand) over a strip holding the loose pool cards and the
 * declared combinations as framed groups.
 */
import type { DrakerView } from '../../../common/games/draker';
import type { Rect } from '../../table/grid';

export const ASPECT = 200 / 280;

/** What the scene shows now: the view, or the view with the events played so far applied (a private copy). */
export type Picture = DrakerView;

export interface SeatArea {
  seat: number;
  box: Rect;
  /** The line with the name, the life bar and the hand count. */
  head: Rect;
  /** Where the seat's hand lies: backs in the header for others, the fanned hand row for the viewer. */
  hand: Rect;
  /** The strip of pool cards and combinations. */
  strip: Rect;
  mine: boolean;
}

export interface ComboSpot {
  id: number;
  owner: number;
  /** The frame around the group, the label above it, one rect per card (the combination's order). */
  frame: Rect;
  label: Rect;
  cards: Rect[];
}

export interface Layout {
  seats: Map<number, SeatArea>;
  /** Loose pool cards (not in a combination), by card id. */
  pool: Map<string, Rect>;
  combos: Map<number, ComboSpot>;
  handCards: Rect[];
  handW: number;
  track: Rect;
  controls: Rect;
  deck: Rect;
  discard: Rect;
  common: Rect[];
  /** The two stacks' piles (entries are stacked from the bottom up in them). */
  instant: Rect;
  main: Rect;
  centre: Rect;
  cardMax: number;
}

export function rect(x: number, y: number, width: number, height: number): Rect {
  return { x, y, width, height };
}

export function centreOf(r: Rect): { x: number; y: number } {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** Seats in the order they sit after the viewer (clockwise), the viewer excluded; everyone for a spectator. */
export function othersOf(me: number | null, seats: number): number[] {
  if (me === null) return [...Array(seats).keys()];
  const out: number[] = [];
  for (let i = 1; i < seats; i++) out.push((me + i) % seats);
  return out;
}

/** How far apart a combination's cards lie (a share of the card width) and the frame's padding. */
const COMBO_STEP = 0.42;
const COMBO_PAD = 0.1;

/** The pool strip of one seat: loose cards left to right, then each combination as a framed group. */
function layStrip(strip: Rect, loose: string[], combos: { id: number; owner: number; cards: string[] }[], cardMax: number, pool: Map<string, Rect>, spots: Map<number, ComboSpot>): void {
  const labelH = Math.max(12, Math.min(18, strip.height * 0.14));
  const gapUnits = 0.12;
  const units = loose.length * (1 + gapUnits) + combos.reduce((u, c) => u + 1 + COMBO_STEP * (c.cards.length - 1) + 2 * COMBO_PAD + gapUnits * 2, 0);
  const byHeight = ((strip.height - labelH - 4) / (1 + 2 * COMBO_PAD * ASPECT)) * ASPECT;
  const cw = Math.max(10, Math.min(cardMax, byHeight, units > 0 ? strip.width / units : cardMax));
  const ch = cw / ASPECT;
  const total = units * cw;
  let x = strip.x + Math.max(0, (strip.width - total) / 2);
  const cy = strip.y + labelH + 2 + cw * COMBO_PAD;
  for (const id of loose) {
    pool.set(id, rect(x + (cw * gapUnits) / 2, cy, cw, ch));
    x += cw * (1 + gapUnits);
  }
  for (const c of combos) {
    x += cw * gapUnits;
    const pad = cw * COMBO_PAD;
    const w = cw * (1 + COMBO_STEP * (c.cards.length - 1)) + 2 * pad;
    const frame = rect(x, cy - pad, w, ch + 2 * pad);
    const cards = c.cards.map((_, i) => rect(x + pad + i * cw * COMBO_STEP, cy, cw, ch));
    spots.set(c.id, { id: c.id, owner: c.owner, frame, label: rect(x - cw * gapUnits, strip.y, w + 2 * cw * gapUnits, labelH), cards });
    x += w + cw * gapUnits;
  }
}

/** Cards of a seat's pool that are not inside one of its combinations, in pool order. */
export function looseCards(p: Picture, seat: number): string[] {
  const engaged = new Set(p.combos.filter((c) => c.owner === seat).flatMap((c) => c.cards));
  return (p.players[seat]?.pool ?? []).map((c) => c.id).filter((id) => !engaged.has(id));
}

export function computeLayout(p: Picture, board: Rect): Layout {
  const pad = Math.max(6, Math.min(12, board.width * 0.01));
  const W = board.width - 2 * pad;
  const H = board.height - 2 * pad;
  const x = board.x + pad;
  let y = board.y + pad;
  const me = typeof p.viewer === 'number' ? p.viewer : null;
  const others = othersOf(me, p.players.length);
  const gap = Math.max(6, W * 0.008);
  const share = me !== null ? { track: 0.05, opp: 0.34, centre: 0.19, mine: 0.2, controls: 0.06, hand: 0.16 } : { track: 0.05, opp: 0.7, centre: 0.25, mine: 0, controls: 0, hand: 0 };
  const cardMax = Math.min(120, W / 8);
  const seats = new Map<number, SeatArea>();
  const pool = new Map<string, Rect>();
  const combos = new Map<number, ComboSpot>();
  const seatCombos = (s: number) => p.combos.filter((c) => c.owner === s);

  const track = rect(x, y, W, H * share.track);
  y += track.height + gap;

  // Other players' areas.
  const k = others.length;
  const cols = k <= 3 ? Math.max(1, k) : 3;
  const rows = Math.ceil(k / cols);
  const oppH = H * share.opp;
  const boxW = (W - (cols - 1) * gap) / cols;
  const boxH = (oppH - (rows - 1) * gap) / rows;
  others.forEach((seat, i) => {
    const r = Math.floor(i / cols);
    const inRow = Math.min(cols, k - r * cols);
    const rowX = x + (W - (inRow * boxW + (inRow - 1) * gap)) / 2;
    const box = rect(rowX + (i % cols) * (boxW + gap), y + r * (boxH + gap), boxW, boxH);
    const headH = Math.min(40, Math.max(30, box.height * 0.24));
    const head = rect(box.x + 6, box.y + 4, box.width - 12, headH);
    const hw = (headH - 6) * ASPECT;
    const hand = rect(head.x + head.width - hw * 2.2, head.y + 2, hw * 2.2, headH - 6);
    const strip = rect(box.x + 6, head.y + headH + 2, box.width - 12, box.height - headH - 10);
    seats.set(seat, { seat, box, head, hand, strip, mine: false });
    layStrip(strip, looseCards(p, seat), seatCombos(seat), cardMax * 0.8, pool, combos);
  });
  y += oppH + gap;

  // The middle: deck and discard, the common pool, the stacks.
  const centreH = H * share.centre - gap;
  const centre = rect(x, y, W, centreH);
  const labelH = 18;
  const cw = Math.min((centreH - 2 * labelH) * ASPECT, cardMax * 0.85);
  const ch = cw / ASPECT;
  const cy = y + labelH + (centreH - 2 * labelH - ch) / 2;
  const deck = rect(x + gap, cy, cw, ch);
  const discard = rect(x + gap * 2 + cw * 1.1, cy, cw, ch);
  const commonX = discard.x + cw + gap * 4;
  const commonN = Math.max(4, p.common.length);
  const commonStep = Math.min(cw * 1.08, (W * 0.46 - cw) / Math.max(1, commonN - 1));
  const common = p.common.map((_, i) => rect(commonX + i * commonStep, cy, cw, ch));
  const stacksX = commonX + cw + commonStep * (commonN - 1) + gap * 4;
  const stacksW = x + W - stacksX;
  const instant = rect(stacksX, y + labelH, (stacksW - gap) / 2, centreH - labelH);
  const main = rect(stacksX + instant.width + gap, y + labelH, instant.width, centreH - labelH);
  y += centreH + gap;

  // The viewer's area, the controls strip and the hand.
  let handCards: Rect[] = [];
  let handW = cardMax;
  let controls = rect(x, board.y + board.height - pad - 44, W, 40);
  if (me !== null) {
    const mineH = H * share.mine - gap;
    const box = rect(x, y, W, mineH);
    const headH = Math.min(28, mineH * 0.2);
    const head = rect(box.x + 6, box.y + 2, box.width - 12, headH);
    const strip = rect(box.x + 6, head.y + headH, box.width - 12, box.height - headH - 4);
    layStrip(strip, looseCards(p, me), seatCombos(me), cardMax, pool, combos);
    y += mineH + gap;
    controls = rect(x, y, W, H * share.controls);
    y += controls.height;
    const handH = board.y + board.height - pad - y;
    handW = Math.min(cardMax * 1.1, handH * 0.86 * ASPECT);
    const hh = handW / ASPECT;
    const n = p.hand?.length ?? 0;
    const step = n <= 1 ? 0 : Math.min(handW * 1.06, (W - handW) / (n - 1));
    const total = handW + step * Math.max(0, n - 1);
    const hx = x + (W - total) / 2;
    const hy = y + handH - hh - 2;
    handCards = (p.hand ?? []).map((_, i) => rect(hx + i * step, hy, handW, hh));
    const hand = rect(hx, hy, Math.max(total, handW), hh);
    seats.set(me, { seat: me, box, head, hand, strip, mine: true });
  }
  return { seats, pool, combos, handCards, handW, track, controls, deck, discard, common, instant, main, centre, cardMax };
}
