/**
 * The measures of the ring that more than one part of the table needs: how far a pile's edges and caption
 * reach below its card, and where the draw pile and its label go in the middle of the ring so that they
 * cover no pile and no pile's number (the shortest board, 200% text on a 1280x800 window, leaves little room).
 */
import type { Rect } from '../../table/grid';

/** Each card under a pile's top card shows its edge this much lower, for at most MAX_EDGES cards. */
export const EDGE_STEP = 2.2;
export const MAX_EDGES = 5;
/** The draw pile's cards are this much narrower than a pile's; each of its (at most 5) layers lies this much up and right. */
export const STOCK_SCALE = 0.86;
const STOCK_LAYER = { x: 1.2, y: 1.6 };
/** Between the draw pile and its label, and around what they must not touch. */
const GAP = 6;

/** The radius of a pile's number disc; its caption (the disc and the count beside it) is as high as the disc. */
export function badgeRadius(cardW: number): number {
  return Math.max(9, cardW * 0.13);
}

/** How far the caption's centre lies below the pile's centre, with `edges` card edges showing. */
export function captionDrop(cardH: number, badge: number, edges: number): number {
  return cardH / 2 + edges * EDGE_STEP + badge + 4;
}

/** Half the width of a pile's caption at its widest ("×10" beside the disc), about the pile's centre. */
export function captionHalfWidth(badge: number): number {
  return 2.2 * badge + 2;
}

export interface StockPlace {
  /** The draw pile's centre. */
  x: number;
  y: number;
  /** The widest the label under it may be (centred on x; wider, its words wrap). */
  labelMaxWidth: number;
}

/**
 * Where the draw pile lies: in the middle of the pentagon (slots clockwise from the top) unless that is
 * under the top pile's caption, then just below it; its label under it, narrow enough to pass between
 * the two lower piles and their captions.
 */
export function placeStock(slots: Array<{ x: number; y: number }>, cardW: number, cardH: number, middle: number): StockPlace {
  const top = slots[0]!;
  const lowRight = slots[2]!;
  const badge = badgeRadius(cardW);
  // the top pile's caption at its lowest (a thick pile), and the stock's highest layer above its centre
  const captionBottom = top.y + captionDrop(cardH, badge, MAX_EDGES) + badge + 2;
  const stockUp = (cardH * STOCK_SCALE) / 2 + 4 * STOCK_LAYER.y;
  const y = Math.max(middle, captionBottom + GAP + stockUp);
  const clear = lowRight.x - top.x - Math.max(cardW / 2, captionHalfWidth(badge)) - GAP;
  return { x: top.x, y, labelMaxWidth: Math.max(cardW * 2, 2 * clear) };
}

/** The draw pile's cards (without the label), for a stock of `layers` cards drawn at `place`. */
export function stockCardsRect(place: { x: number; y: number }, cardW: number, cardH: number, layers: number): Rect {
  const w = cardW * STOCK_SCALE;
  const h = cardH * STOCK_SCALE;
  const up = Math.max(0, layers - 1);
  return { x: place.x - w / 2, y: place.y - h / 2 - up * STOCK_LAYER.y, width: w + up * STOCK_LAYER.x, height: h + up * STOCK_LAYER.y };
}

/** Where the draw pile's layer `i` lies from its centre. */
export function stockLayerOffset(i: number): { x: number; y: number } {
  return { x: i * STOCK_LAYER.x, y: -i * STOCK_LAYER.y };
}
