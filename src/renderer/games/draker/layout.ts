/**
 * Where everything lies on Draker's table, computed from the picture and the board's size: the phase
 * track along the top, the other players' areas under it, the middle (deck, discard, common pool and
 * the two stacks), the viewer's area, the controls strip and the viewer's hand at the bottom.
 * A player's area is a header (name, life, hand) over a strip holding the loose pool cards and the
 * declared combinations as framed groups; the strip wraps into rows when that shows bigger cards.
 */
import type { DrakerCard, DrakerComboView, DrakerPhase, DrakerView } from '../../../common/games/draker';
import { t } from '../../i18n';
import { boxGrid, cardRow, rect, type TableLayout } from '../../table/board-layout';
import { leastHeight } from '../../table/board-scroll';
import type { Rect } from '../../table/grid';
import { revealedIn } from '../../table/revealed';
import { chipEms, comboSummary, SUMMARY_FONT } from './summary';

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
  /** The summary's font size in the label (never under SUMMARY_FONT; the label is wide enough for the short summary at it). */
  font: number;
}

export interface Layout extends TableLayout {
  seats: Map<number, SeatArea>;
  /** Loose pool cards (not in a combination), by card id. */
  pool: Map<string, Rect>;
  combos: Map<number, ComboSpot>;
  track: Rect;
  controls: Rect;
  deck: Rect;
  discard: Rect;
  common: Rect[];
  /** The two stacks' piles (entries are stacked from the bottom up in them). */
  instant: Rect;
  main: Rect;
}

// ---------------------------------------------------------------- what the picture says

/** Another seat's hand when a finished game's replay shows all cards. */
export function shownHand(p: Picture, seat: number): DrakerCard[] | undefined {
  return revealedIn<DrakerCard>(p)?.hands[seat];
}

/** The layout's group id of a shown hand (combinations have ids from 0 up). */
export function shownHandId(seat: number): number {
  return -1 - seat;
}

/** A private, mutable copy of the view for the animations to change. */
export function pictureOf(view: DrakerView): Picture {
  return structuredClone(view);
}

/** The nine steps of a round (rules 4) on the phase track. */
export const STEPS = ['initial', 'basic', 'additional', 'stacks', 'costs', 'end', 'combat', 'laydown', 'results'] as const;
export type Step = (typeof STEPS)[number];
export const PHASE_STEP: Record<DrakerPhase, Step> = { basic: 'basic', additional: 'additional', costs: 'costs', combat: 'combat', defence: 'combat', laydown: 'laydown', over: 'results' };

const SUIT_ORDER = ['hearts', 'diamonds', 'clubs', 'spades', 'elves', 'gnomes'];
const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', 'art'];

/** A stable number for a card id (0..83), so a card keeps its button while it moves. */
export function cardNumber(id: string): number {
  const [suit, rank] = id.split('-');
  return SUIT_ORDER.indexOf(suit) * RANK_ORDER.length + RANK_ORDER.indexOf(rank);
}

/** Every card the picture shows face up, by id. */
export function knownCards(p: Picture): Map<string, DrakerCard> {
  const out = new Map<string, DrakerCard>();
  for (const c of [...(p.hand ?? []), ...p.common, ...p.players.flatMap((pl) => pl.pool)]) out.set(c.id, c);
  return out;
}

/** The button name of a combination, of a player's area and of a stack entry. */
export function comboLabel(combo: Pick<DrakerComboView, 'kind' | 'owner' | 'value'>, name: string): string {
  return t('draker.board.comboButton', { kind: t(combo.kind === 'ATT' ? 'draker.board.attack' : 'draker.board.defence'), name, value: combo.value });
}

export function seatLabel(name: string): string {
  return t('draker.board.seatButton', { name });
}

// ---------------------------------------------------------------- where things lie

/** Seats in the order they sit after the viewer (clockwise), the viewer excluded; everyone for a spectator. */
export function othersOf(me: number | null, seats: number): number[] {
  if (me === null) return [...Array(seats).keys()];
  const out: number[] = [];
  for (let i = 1; i < seats; i++) out.push((me + i) % seats);
  return out;
}

/** How far apart a combination's cards lie (a share of the card width), the frame's padding and the gaps. */
const COMBO_STEP = 0.42;
/** A used group (nothing left to spend) lies collapsed: its cards close together, its label still says what it was. */
const USED_STEP = 0.12;
/** Groups laid closer, on a crowded strip: their cards' rank and suit corners still show, the label gives the value. */
const CROWD_STEP = 0.3;
const COMBO_PAD = 0.1;
const GAP = 0.12;
/** Pools are laid out for at least this many card widths, so cards keep their size while a pool grows. */
const MIN_UNITS = 7;

/** `em`: the width of the group's short summary chip at font size 1 (none for a shown hand). */
type StripItem = { card: string } | { combo: { id: number; owner: number; cards: string[] }; step: number; em?: number };

function unitsOf(item: StripItem): number {
  return 'card' in item ? 1 + GAP : 1 + item.step * (item.combo.cards.length - 1) + 2 * COMBO_PAD + 2 * GAP;
}

/** An item's width in pixels at card width `cw`: a group is at least as wide as its summary chip at `font`. */
function itemWidth(item: StripItem, cw: number, font: number): number {
  const units = unitsOf(item) * cw;
  return 'card' in item || !item.em ? units : Math.max(units, item.em * font + 2 * GAP * cw);
}

function rowWidth(row: StripItem[], cw: number, font: number): number {
  return row.reduce((w, it) => w + itemWidth(it, cw, font), 0);
}

/** Splits items into `rows` rows of about equal width, in order. */
function splitRows(items: StripItem[], rows: number): StripItem[][] {
  const total = items.reduce((u, it) => u + unitsOf(it), 0);
  const out: StripItem[][] = [[]];
  let acc = 0;
  for (const it of items) {
    const u = unitsOf(it);
    const row = out[out.length - 1];
    if (row.length > 0 && out.length < rows && acc + u / 2 > (total / rows) * out.length) out.push([]);
    out[out.length - 1].push(it);
    acc += u;
  }
  return out;
}

/** The card width a strip gets with `rows` rows: the widest that fits every row, summaries included. */
function stripCardW(strip: Rect, rowsOf: StripItem[][], labelH: number, cardMax: number, font: number): number {
  const rows = rowsOf.length;
  const rowH = strip.height / rows;
  const byHeight = ((rowH - labelH - 4) / (1 + 2 * COMBO_PAD * ASPECT)) * ASPECT;
  const fits = (cw: number): boolean => (MIN_UNITS / rows) * cw <= strip.width && rowsOf.every((r) => rowWidth(r, cw, font) <= strip.width);
  const cw = Math.max(8, Math.min(cardMax, byHeight));
  if (fits(cw)) return cw;
  // the rows' width grows with the card width: the widest fitting one by halving
  let lo = 4;
  let hi = cw;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** A strip's label row height and the summaries' font size in it. */
function labelFont(strip: Rect): { labelH: number; font: number } {
  const labelH = Math.max(15, Math.min(18, strip.height * 0.12));
  return { labelH, font: Math.max(SUMMARY_FONT, Math.min(13, labelH * 0.72)) };
}

/** The pool strip of one seat: loose cards, then each combination as a framed group with its label above. */
function layStrip(strip: Rect, items: StripItem[], cardMax: number, pool: Map<string, Rect>, spots: Map<number, ComboSpot>): void {
  const { labelH, font } = labelFont(strip);
  let best: StripItem[][] = [items];
  let cw = stripCardW(strip, best, labelH, cardMax, font);
  for (let rows = 2; rows <= 3; rows++) {
    const split = splitRows(items, rows);
    const w = stripCardW(strip, split, labelH, cardMax, font);
    if (w > cw * 1.08) {
      best = split;
      cw = w;
    }
  }
  const ch = cw / ASPECT;
  const rowH = strip.height / best.length;
  best.forEach((row, r) => {
    let x = strip.x + Math.max(0, (strip.width - rowWidth(row, cw, font)) / 2);
    const top = strip.y + r * rowH + Math.max(0, (rowH - (labelH + 2 + ch * (1 + 2 * COMBO_PAD * ASPECT))) / 2);
    const cy = top + labelH + 2 + cw * COMBO_PAD;
    for (const it of row) {
      if ('card' in it) {
        pool.set(it.card, rect(x + (cw * GAP) / 2, cy, cw, ch));
        x += cw * (1 + GAP);
        continue;
      }
      const c = it.combo;
      const pad = cw * COMBO_PAD;
      const w = cw * (1 + it.step * (c.cards.length - 1)) + 2 * pad;
      const itemW = itemWidth(it, cw, font);
      // a group narrower than its summary lies in the middle under it
      const fx = x + (itemW - w) / 2;
      const cards = c.cards.map((_, i) => rect(fx + pad + i * cw * it.step, cy, cw, ch));
      spots.set(c.id, { id: c.id, owner: c.owner, frame: rect(fx, cy - pad, w, ch + 2 * pad), label: rect(x, top, itemW, labelH), cards, font });
      x += itemW;
    }
  });
}

/** Cards of a seat's pool that are not inside one of its combinations, in pool order. */
export function looseCards(p: Picture, seat: number): string[] {
  const engaged = new Set(p.combos.filter((c) => c.owner === seat).flatMap((c) => c.cards));
  return (p.players[seat]?.pool ?? []).map((c) => c.id).filter((id) => !engaged.has(id));
}

/** A group with nothing left to spend once the costs are being paid. */
export function usedUp(p: Picture, combo: DrakerComboView): boolean {
  return p.phase !== 'basic' && p.phase !== 'additional' && combo.remaining === 0;
}

function stripItems(p: Picture, seat: number, step = COMBO_STEP): StripItem[] {
  const combos = p.combos.filter((c) => c.owner === seat);
  // Live groups first, used ones at the end of the strip.
  const ordered = [...combos.filter((c) => !usedUp(p, c)), ...combos.filter((c) => usedUp(p, c))];
  // A hand the replay shows leads the strip, framed like a group.
  const hand = seat !== p.viewer ? shownHand(p, seat) : undefined;
  return [
    ...(hand?.length ? [{ combo: { id: shownHandId(seat), owner: seat, cards: hand.map((c) => c.id) }, step: COMBO_STEP }] : []),
    ...looseCards(p, seat).map((card) => ({ card })),
    ...ordered.map((combo) => {
      const summary = comboSummary(p, combo);
      return { combo, step: usedUp(p, combo) ? USED_STEP : step, em: chipEms(summary.short, summary.marks) };
    }),
  ];
}

/** The strip height that shows `items` at `cardW` (in the fewest rows that fit `width`). */
function stripHeightFor(items: StripItem[], width: number, cardW: number): number {
  const labelH = 18;
  for (let rows = 1; rows <= 3; rows++) {
    const widest = Math.max(MIN_UNITS / rows, ...splitRows(items, rows).map((r) => r.reduce((u, it) => u + unitsOf(it), 0)));
    if (width / widest >= cardW || rows === 3) return rows * (labelH + 4 + (cardW / ASPECT) * (1 + 2 * COMBO_PAD * ASPECT));
  }
  return 0;
}

/** The width the viewer's own pool cards aim at. */
const OWN_CARD = 48;
/** The least share of the table the other players' areas keep. */
const OPP_MIN = 0.28;

/** The grid of the other players' boxes that shows their cards biggest. */
function opponentGrid(k: number, W: number, H: number, gap: number): { cols: number; rows: number } {
  let best = { cols: 1, rows: k, size: -1 };
  for (let cols = 1; cols <= k; cols++) {
    const rows = Math.ceil(k / cols);
    const w = (W - (cols - 1) * gap) / cols;
    const h = (H - (rows - 1) * gap) / rows - 34;
    // A pool of about eight cards in one or two rows.
    const size = Math.max(Math.min(w / 8.5, h * ASPECT * 0.8), Math.min(w / 4.5, (h / 2) * ASPECT * 0.8));
    if (size > best.size + 0.5) best = { cols, rows, size };
  }
  return best;
}

/** `barNeed`: the height the controls bar's lines take now (it gets at least that, above the hand's lifted cards). */
export function computeLayout(p: Picture, board: Rect, barNeed = 0): Layout {
  const pad = Math.max(4, Math.min(10, board.width * 0.008));
  const W = board.width - 2 * pad;
  const H = board.height - 2 * pad;
  const x = board.x + pad;
  let y = board.y + pad;
  const me = typeof p.viewer === 'number' ? p.viewer : null;
  const others = othersOf(me, p.players.length);
  const gap = Math.max(4, Math.min(8, W * 0.007));
  const few = others.length <= 2;
  const share = me !== null ? { opp: few ? 0.26 : 0.36, centre: 0.19, mine: few ? 0.23 : 0.19, controls: 0.1 } : { opp: 0.72, centre: 0.24, mine: 0, controls: 0 };
  const cardMax = Math.min(124, W / 7.5);
  const seats = new Map<number, SeatArea>();
  const pool = new Map<string, Rect>();
  const combos = new Map<number, ComboSpot>();

  const track = rect(x, y, W, Math.max(24, Math.min(34, H * 0.045)));
  y += track.height + gap;
  const rest = board.y + board.height - pad - y;

  // The viewer's area grows (taking from the other players' areas, down to OPP_MIN) until its cards are
  // OWN_CARD wide; a pool of many groups that still does not fit lays its groups closer.
  const mineBase = rest * share.mine - gap;
  const mineMax = mineBase + rest * Math.max(0, share.opp - OPP_MIN);
  const ownCard = Math.min(cardMax, OWN_CARD);
  const need = (items: StripItem[]): number => 30 + stripHeightFor(items, W - 8, ownCard);
  let mineItems = me !== null ? stripItems(p, me) : [];
  if (me !== null && need(mineItems) > mineMax) mineItems = stripItems(p, me, CROWD_STEP);
  const mineH = me === null ? 0 : Math.max(mineBase, Math.min(mineMax, need(mineItems)));
  // Other players' areas.
  const k = others.length;
  const oppH = rest * share.opp - (mineH - mineBase);
  const boxes = boxGrid(k, opponentGrid(k, W, oppH, gap).cols, rect(x, y, W, oppH), gap);
  others.forEach((seat, i) => {
    const box = boxes[i]!;
    // Narrow areas put the life on a second line under the name.
    const headH = box.width < 300 ? 38 : Math.min(30, Math.max(22, box.height * 0.2));
    const head = rect(box.x + 4, box.y + 2, box.width - 8, headH);
    const hh = headH - 6;
    const hand = rect(head.x + head.width - hh * ASPECT * 1.6, head.y + 3, hh * ASPECT * 1.6, hh);
    const strip = rect(box.x + 4, head.y + headH, box.width - 8, box.height - headH - 4);
    seats.set(seat, { seat, box, head, hand, strip, mine: false });
    // Five narrow areas (a small window with six players) lay their groups closer.
    layStrip(strip, stripItems(p, seat, k >= 4 && box.width < 200 ? CROWD_STEP : COMBO_STEP), cardMax * 0.8, pool, combos);
  });
  y += oppH + gap;

  // The middle: deck and discard, the common pool, the two stacks.
  const centreH = rest * share.centre - gap;
  const centre = rect(x, y, W, centreH);
  const labelH = 16;
  const cw = Math.max(10, Math.min((centreH - 2 * labelH - 4) * ASPECT, cardMax * 0.8));
  const ch = cw / ASPECT;
  const cy = y + labelH + 2;
  const deck = rect(x + 2, cy, cw, ch);
  const discard = rect(deck.x + cw + gap * 2, cy, cw, ch);
  const commonX = discard.x + cw + gap * 3;
  // the stacks' entries wrap their words (a target is never cut): the piles keep room for a few words a line
  const stacksW = Math.min(Math.max(W * 0.3, Math.min(W * 0.4, 250)), 400);
  const commonSpace = x + W - stacksW - gap * 2 - commonX;
  const commonN = Math.max(5, p.common.length);
  const commonStep = Math.min(cw * 1.08, (commonSpace - cw) / Math.max(1, commonN - 1));
  const commonW = cw + commonStep * (Math.max(1, p.common.length) - 1);
  const commonStart = commonX + Math.max(0, (commonSpace - commonW) / 2);
  const common = p.common.map((_, i) => rect(commonStart + i * commonStep, cy, cw, ch));
  const stacksX = x + W - stacksW;
  const instant = rect(stacksX, y + labelH, (stacksW - gap) / 2, centreH - labelH);
  const main = rect(stacksX + instant.width + gap, y + labelH, instant.width, centreH - labelH);
  y += centreH + gap;

  // The viewer's area, the controls strip and the hand.
  let handCards: Rect[] = [];
  let handW = cardMax;
  let controls = rect(x, board.y + board.height - pad - 44, W, 40);
  if (me !== null) {
    const box = rect(x, y, W, mineH);
    const headH = Math.min(26, Math.max(20, mineH * 0.17));
    const head = rect(box.x + 4, box.y + 2, box.width - 8, headH);
    const strip = rect(box.x + 4, head.y + headH, box.width - 8, box.height - headH - 2);
    layStrip(strip, mineItems, cardMax, pool, combos);
    y += mineH;
    // The controls bar holds a preview line over a row of buttons.
    controls = rect(x, y, W, Math.max(62, rest * share.controls, barNeed));
    y += controls.height;
    const handH = board.y + board.height - pad - y;
    // a selected card rises by 14% of its height and the fan's middle by 5%: still under the bar
    handW = Math.max(10, Math.min(cardMax * 1.15, ((handH - 4) / 1.19) * ASPECT));
    const hh = handW / ASPECT;
    const n = p.hand?.length ?? 0;
    const row = cardRow(n, handW, 1.06, x, W);
    const hy = y + handH - hh - 2;
    // A gentle fan: the middle cards stand a little higher (the board turns them a little too).
    const mid = (n - 1) / 2;
    handCards = (p.hand ?? []).map((_, i) => rect(row.x + i * row.step, hy - hh * 0.05 * (1 - ((i - mid) / Math.max(1, mid)) ** 2), handW, hh));
    const hand = rect(row.x, hy, Math.max(row.width, handW), hh);
    seats.set(me, { seat: me, box, head, hand, strip, mine: true });
  }
  return { seats, pool, combos, handCards, handW, track, controls, deck, discard, common, instant, main, centre, cardMax };
}

/** The hand's cards are this wide at the least (or their full size, when that is smaller) before the table scrolls. */
export const HAND_LEGIBLE = 40;

/** Whether the layout shows the hand's cards large enough to read. */
export function handLegible(L: Layout): boolean {
  return L.handW >= Math.min(L.cardMax * 1.15, HAND_LEGIBLE) - 0.5;
}

/**
 * The height to lay the table out at on a board `width` wide and `height` high: the board's own, or the
 * least taller one (the board then scrolls) where the hand under the controls is large enough to read.
 * Large text makes the controls tall; squeezed between them and the bottom, the hand would shrink to
 * nothing or slip off the window.
 */
export function tableHeight(p: Picture, width: number, height: number, barNeed: number): number {
  const fits = (h: number): boolean => handLegible(computeLayout(p, rect(0, 0, width, h), barNeed));
  return typeof p.viewer !== 'number' ? height : leastHeight(height, fits);
}
