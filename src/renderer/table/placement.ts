/**
 * Where a floating help goes (a card's enlarged preview, a pile's cards, a tooltip) so that it covers
 * nothing the player still needs to see: beside its anchor, pushed past whatever protected box lies in
 * the way, inside the bounds. All rects in one coordinate space (the page's pixels, as the canvas fills
 * the window).
 */
import type { Rect } from './grid';

export type Side = 'right' | 'left' | 'above' | 'below';

const ALL_SIDES: readonly Side[] = ['right', 'left', 'above', 'below'];

/** The area two rects share (0 when they only touch). */
export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0.5 && h > 0.5 ? w * h : 0;
}

function inside(r: Rect, bounds: Rect): boolean {
  return r.x >= bounds.x - 0.5 && r.y >= bounds.y - 0.5 && r.x + r.width <= bounds.x + bounds.width + 0.5 && r.y + r.height <= bounds.y + bounds.height + 0.5;
}

function clampInto(r: Rect, bounds: Rect): Rect {
  const x = Math.max(bounds.x, Math.min(r.x, bounds.x + bounds.width - r.width));
  const y = Math.max(bounds.y, Math.min(r.y, bounds.y + bounds.height - r.height));
  return { ...r, x, y };
}

/** The rect of `size` touching `anchor` on `side`, `gap` away, its other edge at `cross` (a left or top). */
function beside(size: { width: number; height: number }, anchor: Rect, side: Side, gap: number, cross: number): Rect {
  switch (side) {
    case 'right':
      return { x: anchor.x + anchor.width + gap, y: cross, ...size };
    case 'left':
      return { x: anchor.x - gap - size.width, y: cross, ...size };
    case 'above':
      return { x: cross, y: anchor.y - gap - size.height, ...size };
    case 'below':
      return { x: cross, y: anchor.y + anchor.height + gap, ...size };
  }
}

/** Moves `r` on past `p` in the direction of `side`, `gap` beyond it. */
function past(r: Rect, p: Rect, side: Side, gap: number): Rect {
  switch (side) {
    case 'right':
      return { ...r, x: p.x + p.width + gap };
    case 'left':
      return { ...r, x: p.x - gap - r.width };
    case 'above':
      return { ...r, y: p.y - gap - r.height };
    case 'below':
      return { ...r, y: p.y + p.height + gap };
  }
}

export interface PlaceOptions {
  /** Room kept between the help and its anchor (and what it is pushed past). */
  gap: number;
  /** The sides to try, best first when two are equally near. */
  sides?: readonly Side[];
}

/**
 * A rect of `size` next to `anchor` that covers neither the anchor nor any of `protect` and stays in
 * `bounds`: on the first of the sides that has such a spot, the one nearest the anchor (centred on
 * it, or lined up with one of its edges, and pushed on past what it would cover). When no spot is clear, the
 * one that covers the least of the protected boxes, inside the bounds.
 */
export function placeClear(size: { width: number; height: number }, anchor: Rect, protect: readonly Rect[], bounds: Rect, options: PlaceOptions): Rect {
  const { gap } = options;
  const sides = options.sides ?? ALL_SIDES;
  const guarded = [anchor, ...protect];
  // covering the anchor itself is the worst
  const covered = (r: Rect): number => guarded.reduce((sum, p) => sum + overlapArea(r, p), 3 * overlapArea(r, anchor));
  const ax = anchor.x + anchor.width / 2;
  const ay = anchor.y + anchor.height / 2;
  const distance = (r: Rect): number => Math.hypot(r.x + r.width / 2 - ax, r.y + r.height / 2 - ay);
  let best: { rect: Rect; distance: number } | null = null;
  const fallbacks: Rect[] = [];
  sides.forEach((side, order) => {
    const across = side === 'right' || side === 'left';
    const crosses = across
      ? [ay - size.height / 2, anchor.y, anchor.y + anchor.height - size.height]
      : [ax - size.width / 2, anchor.x, anchor.x + anchor.width - size.width];
    for (const cross of crosses) {
      // slid along the side into the bounds (never back over the anchor)
      const next = beside(size, anchor, side, gap, cross);
      const slid = clampInto(next, bounds);
      let r = across ? { ...next, y: slid.y } : { ...next, x: slid.x };
      fallbacks.push(slid);
      for (let i = 0; i <= guarded.length; i++) {
        const hit = guarded.find((p) => overlapArea(r, p) > 0);
        if (!hit) break;
        // past what it would cover, only a little room: the anchor's gap is for the pointer
        r = past(r, hit, side, hit === anchor ? gap : Math.min(gap, 6));
      }
      if (!inside(r, bounds) || covered(r) > 0) continue;
      // the first side with a clear spot wins; on it, the spot nearest the anchor
      const d = order * 1e6 + distance(r);
      if (!best || d < best.distance) best = { rect: r, distance: d };
    }
  });
  if (best) return (best as { rect: Rect }).rect;
  let least = fallbacks[0] ?? clampInto({ x: anchor.x, y: anchor.y, ...size }, bounds);
  for (const r of fallbacks) if (covered(r) < covered(least)) least = r;
  return least;
}

/**
 * As `placeClear`, for a help that may be drawn smaller when no spot is clear at its full size (a card's
 * preview): the largest size down to `minScale` of it that has a clear spot (the smallest when none has).
 */
export function placeClearScaled(size: { width: number; height: number }, minScale: number, anchor: Rect, protect: readonly Rect[], bounds: Rect, options: PlaceOptions): Rect {
  const isClear = (r: Rect): boolean => inside(r, bounds) && [anchor, ...protect].every((p) => overlapArea(r, p) === 0);
  let spot = placeClear(size, anchor, protect, bounds, options);
  for (let scale = 0.9; !isClear(spot) && scale > minScale - 0.1; scale -= 0.1) {
    const s = Math.max(scale, minScale);
    spot = placeClear({ width: size.width * s, height: size.height * s }, anchor, protect, bounds, options);
  }
  return spot;
}
