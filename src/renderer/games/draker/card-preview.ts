/**
 * The hover help: the hovered or focused thing's card enlarged (a group's cards in a row) and its text in a
 * tooltip. Neither covers the thing itself, the hand or the controls bar, so that a player tabbing along the
 * hand still sees the cards and the buttons that act on them; the player's own area stays clear too where
 * the table has room elsewhere. The same placement serves the mouse and the keyboard focus.
 */
import type { Container } from 'pixi.js';
import type { Rect } from '../../table/grid';
import { overlapArea, placeClear, placeClearScaled } from '../../table/placement';
import type { FaceTextures } from '../../table/textures';
import { CARD_H, CARD_W } from './art';
import type { Hover } from './board';
import type { Layout } from './layout';
import { makeTip, ZOOM_STEP, zoomRow, zoomRowSize } from './zoom';

const ASPECT = CARD_W / CARD_H;
/** The tooltip's widths tried in turn: a wider one is shorter, for a table with little height to spare (large text: the last, over the side columns). */
const TIP_WIDTHS = [280, 380, 480, 600];
/** A preview may shrink to this share of its size to find a clear spot; smaller, it would be hard to read. */
const MIN_PREVIEW_SCALE = 0.7;
/** A single card's preview is at least this much wider than the card (else it shows nothing more). */
const SINGLE_GAIN = 1.15;
const PREVIEW_GAP = 10;
const TIP_GAP = 8;

type Size = { width: number; height: number };

/** Where the help goes: the enlarged card or row (null: none), the width of one card in it, and the tooltip. */
export interface HelpSpots {
  preview: Rect | null;
  cardW: number;
  tip: Rect;
  tipWidth: number;
}

function isClear(r: Rect, protect: readonly Rect[], bounds: Rect): boolean {
  const inside = r.x >= bounds.x - 0.5 && r.y >= bounds.y - 0.5 && r.x + r.width <= bounds.x + bounds.width + 0.5 && r.y + r.height <= bounds.y + bounds.height + 0.5;
  return inside && protect.every((p) => overlapArea(r, p) === 0);
}

/**
 * What the help must not cover, the strictest list first: the hand (its cards as high as a selected one
 * rises), the controls bar and, while another spot will do, the teaching panels and the player's own area.
 */
function keptClear(L: Layout, teaching: readonly Rect[]): Rect[][] {
  const hand = L.handCards.map((c) => ({ ...c, y: c.y - c.height * 0.14, height: c.height * 1.14 }));
  const must = [...hand, L.controls];
  const own = [...L.seats.values()].find((a) => a.mine)?.box;
  const tiers = own ? [[...must, ...teaching, own], [...must, ...teaching]] : [[...must, ...teaching]];
  return teaching.length ? [...tiers, must] : tiers;
}

/** The width of one enlarged card for `count` faces: large enough to read, a group's row within two thirds of the board. */
function previewCardWidth(L: Layout, board: Rect, count: number): number {
  return Math.min(Math.max(L.cardMax * 1.45, 150), board.height * 0.4 * ASPECT, (board.width * 0.66) / (1 + ZOOM_STEP * (count - 1)));
}

/** The enlarged card's (or row's) spot on the board clear of `protect`, shrunk down to `minScale` if it must be; null when none is clear. */
function placePreview(count: number, cardW: number, minScale: number, anchor: Rect, protect: readonly Rect[], board: Rect): { rect: Rect; cardW: number } | null {
  const full = zoomRowSize(count, cardW, ASPECT);
  const rect = placeClearScaled(full, minScale, anchor, protect, board, { gap: PREVIEW_GAP });
  if (!isClear(rect, [anchor, ...protect], board)) return null;
  return { rect, cardW: cardW * (rect.width / full.width) };
}

/**
 * Where the preview and the tooltip go for the thing at `anchor` showing `count` faces (a single card
 * enlarged only when that shows it larger). The preview stays on the board (it is drawn there); the
 * tooltip may spread over the `wider` areas in turn (the side columns, then the whole window) when the
 * board has no room for it, keeping clear of `teaching` (the coach's or a first-time tip's panel) while it
 * can. `measure` gives the tooltip's size at a width.
 */
export function placeHelp(anchor: Rect, count: number, single: boolean, L: Layout, board: Rect, wider: readonly Rect[], teaching: readonly Rect[], measure: (width: number) => Size): HelpSpots {
  const tiers = keptClear(L, teaching);
  const full = count === 0 ? 0 : previewCardWidth(L, board, count);
  const minScale = single ? Math.max(MIN_PREVIEW_SCALE, (anchor.width * SINGLE_GAIN) / full) : MIN_PREVIEW_SCALE;
  const wanted = count > 0 && minScale <= 1;
  const sizes = TIP_WIDTHS.map((w) => ({ w, size: measure(w) }));
  // keeping the own area clear matters less than showing the preview; the preview less than the tooltip's place
  const tries = [...tiers.map((protect) => ({ protect, preview: wanted })), ...tiers.map((protect) => ({ protect, preview: false }))];
  for (const { protect, preview } of tries) {
    const spot = preview ? placePreview(count, full, minScale, anchor, protect, board) : null;
    if (preview && !spot) continue;
    const guard = spot ? [anchor, spot.rect, ...protect] : [anchor, ...protect];
    for (const bounds of [board, ...wider]) {
      for (const { w, size } of sizes) {
        const tip = placeClear(size, spot?.rect ?? anchor, guard, bounds, { gap: spot ? TIP_GAP : PREVIEW_GAP });
        if (isClear(tip, guard, bounds)) return { preview: spot?.rect ?? null, cardW: spot?.cardW ?? 0, tip, tipWidth: w };
      }
    }
  }
  // nowhere clear: no preview, the tooltip where it covers the least of what must stay in sight
  const last = tiers[tiers.length - 1]!;
  const widest = sizes[sizes.length - 1]!;
  return { preview: null, cardW: 0, tip: placeClear(widest.size, anchor, last, wider[0] ?? board, { gap: PREVIEW_GAP }), tipWidth: widest.w };
}

/** The hover help on a table: its tooltip (an element over the board) and the enlarged row of a group. */
export class CardPreview {
  private readonly tip: HTMLDivElement;
  /** A group's cards enlarged (its summary hovered or focused). */
  private group: Container | null = null;
  private previewAt: Rect | null = null;

  constructor(
    private readonly board: HTMLElement,
    private readonly fxLayer: Container,
    private readonly faces: FaceTextures,
    /** Shows a single card enlarged (the table's own zoom). */
    private readonly showCard: (face: string, width: number, x: number, y: number) => void,
    private readonly color: number,
  ) {
    this.tip = makeTip(board);
  }

  /** Shows the help of `hover`; `sight` is the part of the board in view (on the page; all of it unless the board scrolls). */
  show(hover: Hover, L: Layout, sight: Rect): void {
    const faces = hover.face === null ? [] : typeof hover.face === 'string' ? [hover.face] : hover.face;
    const s = this.tip.style;
    this.tip.textContent = hover.text;
    s.display = 'block';
    // its own width (up to the one tried) wherever it goes, not the room left of it in the board
    s.width = 'max-content';
    s.left = '0px';
    s.top = '0px';
    const measure = (width: number): Size => {
      s.maxWidth = `${width}px`;
      return { width: Math.min(width, this.tip.offsetWidth || width), height: this.tip.offsetHeight || 80 };
    };
    const { clientWidth, clientHeight } = document.documentElement;
    // beside the board first; then (large text on a scrolling board) over the top bar rather than over the controls
    const wider = [{ x: 0, y: sight.y, width: clientWidth, height: sight.height }, { x: 0, y: 0, width: clientWidth, height: clientHeight }];
    // what the coach or a first-time tip says stays readable while a card shows its help
    const teaching = [...document.querySelectorAll('section.coach')].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
    const spots = placeHelp(hover.rect, faces.length, typeof hover.face === 'string', L, sight, wider, teaching, measure);
    const p = spots.preview;
    if (p && typeof hover.face === 'string') this.showCard(hover.face, spots.cardW, p.x + p.width / 2, p.y + p.height / 2);
    else if (p) this.group = this.fxLayer.addChild(zoomRow(this.faces, faces, p, spots.cardW, this.color));
    s.maxWidth = `${spots.tipWidth}px`;
    // fixed on the page: a scrolling board would clip it, and it may spread over the side columns
    s.left = `${spots.tip.x}px`;
    s.top = `${spots.tip.y}px`;
    this.previewAt = p ?? null;
  }

  /** Where the enlarged card lies on the page while shown (it is drawn on the canvas), for the layout checks. */
  drawnParts(): Record<string, Rect> {
    return this.previewAt && this.tip.style.display !== 'none' ? { preview: { ...this.previewAt } } : {};
  }

  /** Hides the tooltip (the enlarged card goes with `clear`). */
  hide(): void {
    this.tip.style.display = 'none';
    this.previewAt = null;
  }

  /** Takes the enlarged group away. */
  clear(): void {
    if (this.group && !this.group.destroyed) this.group.destroy({ children: true });
    this.group = null;
  }

  destroy(): void {
    this.clear();
    this.tip.remove();
  }
}
