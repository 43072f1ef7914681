/**
 * The Athletic Games table on the canvas: the ring of five slots (each drawn by pile-view.ts), the draw
 * pile in the middle (placed by ring.ts), the viewer's hand fanned along the bottom, the buttons over
 * them and the zoom of a hovered pile. The scene (scene.ts) adds drag and drop and the animations.
 *
 * It is a CardBoard of the table kit (layers, faces, buttons, resizing, `sync`). Its picture is a small
 * model (slots, hand, stock) that each animated event advances, so a turn of several steps shows every
 * step in place; `sync` then makes the model exactly the view. Unlike the kit's other boards it keeps
 * the hand's cards between redraws (in their own layer), so the hand can slide into a new order.
 */
import { Container, Graphics, type Application } from 'pixi.js';
import { ATHLETIC_COLOURS, type AthleticCard, type AthleticView } from '../../../common/games/athletic';
import { t } from '../../i18n';
import type { Animator } from '../../table/anim';
import type { TableLayout } from '../../table/board-layout';
import { BACK, Card } from '../../table/card';
import { revealedIn } from '../../table/revealed';
import { CardBoard, HINT, type BoardGame } from '../../table/card-board';
import { cardKey, type CardButtonSpec } from '../../table/card-buttons';
import type { Rect } from '../../table/grid';
import { retire } from '../../table/fx';
import { placeClear } from '../../table/placement';
import { h } from '../../ui/dom';
import { BAND, CARD_H, CARD_W, drawFace, faceKey } from './art';
import { cardName, publicFace, slotNumber } from './faces';
import { pileView } from './pile-view';
import { badgeRadius, captionHalfWidth, placeStock, STOCK_SCALE, stockCardsRect, stockLayerOffset } from './ring';

const ASPECT = CARD_W / CARD_H;
const TARGET = 0x69f0ae;
const PICKED = 0xffd54f;
/** Height of the HTML bar over the hand (played count, sort, End turn). */
const BAR_H = 44;
/** The smallest card height, for the shortest board the app supports (1280x800 at 200% text). */
const MIN_CARD_H = 40;

export type SortOrder = 'colour' | 'value';

export interface SceneHooks {
  /** Centre of a seat's panel on screen, where its cards fly. */
  seatAnchor(seat: number): { x: number; y: number } | null;
  seatName(seat: number): string;
  flashSeat(seat: number, kind: 'turn' | 'gain'): void;
  /** The layout changed (the bar over the hand follows it). */
  onLayout(): void;
  /** A medal has just landed on a seat's panel. */
  onMedal(seat: number, medals: number): void;
  onHandCard(cardId: string): void;
  onSlot(slot: number): void;
  /** A pile or hand card was dragged; the controller selects it so its targets glow. */
  onDragStart(drag: { kind: 'card'; card: string } | { kind: 'pile'; slot: number }): void;
  /** Dropped on `slot` (null: on no slot). True when the drop became an action; false sends the card back. */
  onDrop(drag: { kind: 'card'; card: string } | { kind: 'pile'; slot: number }, slot: number | null): boolean;
}

export interface Interaction {
  /** Hand cards may be picked (the viewer's turn, nothing animating). */
  handEnabled: boolean;
  selectedCard: string | null;
  /** A pile picked as the source of a MOVE. */
  selectedSlot: number | null;
  /** Where the selection may go: these glow. */
  targets: Set<number>;
  /** Slots that answer a click now. */
  slotsEnabled: Set<number>;
  /** Piles that can be dragged onto another (they have a legal MOVE). */
  draggableSlots: Set<number>;
  /** What the last hint points at: the hand card to play (if any) and the slots it names. */
  hint?: { card: string | null; slots: number[] };
}

export const NO_INTERACTION: Interaction = { handEnabled: false, selectedCard: null, selectedSlot: null, targets: new Set(), slotsEnabled: new Set(), draggableSlots: new Set() };

export interface Model {
  slots: Array<AthleticCard[] | null>;
  hand: AthleticCard[] | null;
  stock: number;
  /** The draw pile's next card, when a finished game's replay shows all cards. */
  nextStock?: AthleticCard;
}

/** Where the ring, the draw pile and the hand lie (also kept in the board's fields the animations read). */
interface Layout extends TableLayout {
  slots: Array<{ x: number; y: number }>;
}

const emptyModel = (): Model => ({ slots: [null, null, null, null, null], hand: null, stock: 0 });

/** Button ids: hand cards by card index 0..59, piles 100+slot, holes 200+slot. */
export const PILE_ID = 100;
export const HOLE_ID = 200;

export type Drag = { kind: 'card'; card: string } | { kind: 'pile'; slot: number };

/**
 * The kit's layers serve as: boxLayer the glow of targets and hints, cardLayer the ring and the draw
 * pile, overLayer the frame of a picked pile; the hand has its own layer above them.
 */
/** The model the board draws for a view (the animations advance it). */
function modelOf(view: AthleticView): Model {
  const nextStock = revealedIn<AthleticCard>(view)?.piles.stock?.[0];
  return { slots: view.slots.map((s) => (s ? [...s.cards] : null)), hand: view.hand ? [...view.hand] : null, stock: view.stockCount, nextStock };
}

const ATHLETIC: BoardGame<AthleticView, Model> = { art: { width: CARD_W, height: CARD_H, draw: drawFace }, pictureOf: modelOf };

export abstract class AthleticBoard extends CardBoard<AthleticView, Model, Layout, Interaction, SceneHooks> {
  protected readonly handLayer = new Container();
  protected readonly stockLabel: HTMLElement;
  protected interaction: Interaction = NO_INTERACTION;
  protected sortOrder: SortOrder = 'colour';
  protected readonly handCards = new Map<string, Card>();
  /** The gold glow behind the hinted hand card (a child of that card, so it follows it). */
  protected hintGlow: { card: string; glow: Graphics } | null = null;
  protected slotViews: Container[] = [];
  protected stockView = new Container();
  protected labelToId = new Map<string, number>();
  protected idToCard = new Map<number, string>();
  protected pileZoom: Container | null = null;
  // geometry
  protected cardW = 80;
  protected cardH = 112;
  protected slotPos: Array<{ x: number; y: number }> = [];
  protected stockPos = { x: 0, y: 0 };
  protected handY = 0;
  protected barTop = 0;
  protected barH = BAR_H;
  protected handX = 0;
  protected handWidth = 400;
  /** The board on screen at the last layout. */
  protected area: Rect = { x: 0, y: 0, width: 0, height: 0 };
  // dragging
  protected press: { drag: Drag; x: number; y: number; pointerId: number; el: HTMLElement } | null = null;
  protected dragging: { drag: Drag; ghost: Container; dx: number; dy: number } | null = null;
  /** Where a dropped card was let go: its flight to the pile starts there. */
  protected dropGhost: { card: string; ghost: Container } | null = null;
  protected suppressClick = false;

  protected constructor(app: Application, board: HTMLElement, anim: Animator, hooks: SceneHooks) {
    super(app, board, anim, hooks);
    this.root.addChildAt(this.handLayer, this.root.getChildIndex(this.fxLayer));
    this.stockLabel = h('div', { className: 'ath-stock-label' });
    board.appendChild(this.stockLabel);
    // The board is laid out before the first view (the deal flies over it).
    this.pic = emptyModel();
  }

  /** The picture: the model the animations advance. */
  protected get model(): Model {
    return this.pic ?? emptyModel();
  }

  protected set model(m: Model) {
    this.pic = m;
  }

  override destroy(): void {
    super.destroy();
    this.stockLabel.remove();
    this.handCards.clear();
  }

  setSortOrder(order: SortOrder): void {
    this.sortOrder = order;
    this.renderHand(true);
    this.updateButtons();
  }

  // ---------------------------------------------------------------- layout

  protected layoutOf(_p: Model, r: Rect): Layout {
    this.area = r;
    const pad = Math.max(8, Math.min(16, r.width * 0.015));
    // the bar's lines at large text take two rows: the ring gives them the room (card-board's barNeed)
    const bar = Math.max(BAR_H, this.barNeed);
    this.barH = bar;
    // Height, from the bottom: the hand (about 1.1 card heights), the bar over it, then the ring, whose
    // pentagon needs a radius of 1.35 card heights so that no pile (with its peek and caption) touches
    // its neighbours: 3.7 card heights in all, plus captions.
    // a short board (large text: 200% on a 1280x800 window leaves some 340 CSS px) takes smaller cards, not overlaps
    this.cardH = Math.max(MIN_CARD_H, Math.min((r.height - 2 * pad - bar - 40) / 4.8, (r.width - 2 * pad) / 3.4, 210));
    this.cardW = this.cardH * ASPECT;
    const peek = this.cardH * BAND;
    this.handY = r.y + r.height - pad - this.cardH * 0.62;
    this.barTop = this.handY - this.cardH * 0.5 - bar - 2;
    const ringTop = r.y + pad;
    const ringH = this.barTop - 4 - ringTop;
    // A pentagon, slot 0 at the top, clockwise. Above the centre it reaches R + half a card + the peek;
    // below, 0.81 R + half a card + the caption.
    const R = Math.max(this.cardH * 1.35, (ringH - this.cardH - peek - 34) / 1.809);
    const cx = r.x + r.width / 2;
    const cy = ringTop + R + this.cardH / 2 + peek + 2;
    // wide enough that the draw pile's label fits on one line between the two lower piles (on a short board the ring is low and wide)
    this.stockLabel.textContent = t('athletic.stock', { count: this.model.stock });
    this.stockLabel.style.maxWidth = '';
    const labelClear = (this.stockLabel.offsetWidth / 2 + Math.max(this.cardW / 2, captionHalfWidth(badgeRadius(this.cardW))) + 6) / 0.588;
    const Rx = Math.min(Math.max(R * 1.3, labelClear), (r.width / 2 - pad - this.cardW / 2 - 24) / 0.951);
    this.slotPos = [0, 1, 2, 3, 4].map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return { x: cx + Math.cos(a) * Rx, y: cy + Math.sin(a) * R };
    });
    // in the middle, or lower when the top pile's caption reaches there; its label may wrap to pass between the lower piles
    const stock = placeStock(this.slotPos, this.cardW, this.cardH, cy + R * 0.05);
    this.stockPos = { x: stock.x, y: stock.y };
    this.stockLabel.style.maxWidth = `${stock.labelMaxWidth}px`;
    this.handX = cx;
    this.handWidth = r.width - 2 * pad;
    this.hooks.onLayout();
    const hand = [...this.handLayout(this.handOrder()).values()].map((p) => ({ x: p.x - this.cardW / 2, y: p.y - this.cardH / 2, width: this.cardW, height: this.cardH }));
    const centre = stockCardsRect(this.stockPos, this.cardW, this.cardH, 1);
    return { handCards: hand, handW: this.cardW, centre, cardMax: this.cardW, slots: this.slotPos };
  }

  /** The bar above the hand (HTML: played count, sort, End turn) sits here, in board coordinates. */
  handBarTop(): number {
    return this.barTop - this.area.y;
  }

  /** The bar's height: one row, or the rows its lines wrap into. */
  handBarHeight(): number {
    return this.barH;
  }

  protected slotRect(slot: number): Rect {
    const p = this.slotPos[slot] ?? { x: 0, y: 0 };
    const peek = this.cardH * BAND;
    return { x: p.x - this.cardW / 2, y: p.y - this.cardH / 2 - peek, width: this.cardW, height: this.cardH + peek };
  }

  protected handOrder(): AthleticCard[] {
    const hand = [...(this.model.hand ?? [])];
    const colour = (c: AthleticCard) => ATHLETIC_COLOURS.indexOf(c.colour);
    const byColour = (a: AthleticCard, b: AthleticCard) => colour(a) - colour(b) || a.value - b.value;
    const byValue = (a: AthleticCard, b: AthleticCard) => a.value - b.value || colour(a) - colour(b);
    return hand.sort(this.sortOrder === 'colour' ? byColour : byValue);
  }

  /** Rest position (and tilt) of each hand card, in the current order. */
  protected handLayout(cards: AthleticCard[]): Map<string, { x: number; y: number; rotation: number }> {
    const n = cards.length;
    const out = new Map<string, { x: number; y: number; rotation: number }>();
    const step = n <= 1 ? 0 : Math.min(this.cardW * 0.8, (this.handWidth - this.cardW) / (n - 1));
    const mid = (n - 1) / 2;
    // A gentle arc: the outer cards tilt and drop a little, whatever the number of cards.
    const maxTilt = Math.min(0.12, n * 0.015);
    cards.forEach((c, i) => {
      const f = mid === 0 ? 0 : (i - mid) / mid;
      const lifted = this.interaction.selectedCard === c.id ? this.cardH * 0.2 : this.interaction.hint?.card === c.id ? this.cardH * 0.1 : 0;
      out.set(c.id, { x: this.handX + (i - mid) * step, y: this.handY + f * f * this.cardH * 0.07 - lifted, rotation: f * maxTilt });
    });
    return out;
  }

  // ---------------------------------------------------------------- reconcile

  /** The view is the truth (`sync`): the model becomes it (`modelOf`) and everything is redrawn in place. */
  protected game(): BoardGame<AthleticView, Model> {
    return ATHLETIC;
  }

  /** Before a sync: what animations left over the table goes (finishing their tweens first). */
  protected override resetMarks(): void {
    this.fxLayer.removeChildren().forEach((c) => retire(c));
    this.pileZoom = null;
    this.dropGhost = null;
    this.stockLabel.style.visibility = '';
  }

  /** The ring's views were destroyed with the card layer; the hand's cards stay (their own layer). */
  protected forgetCards(): void {
    this.slotViews = [];
  }

  /** A new selection slides the hand's cards to their places instead of redrawing the board. */
  override setInteraction(interaction: Interaction): void {
    this.interaction = interaction;
    if (!this.anim.running) this.renderHand(true);
    this.drawSelection();
    this.updateButtons();
  }

  protected draw(): void {
    // new face textures (a resize, the language) reach the cards kept in the hand
    for (const c of this.handCards.values()) c.refresh();
    this.renderRing();
    this.renderHand(false);
  }

  protected drawOver(): void {
    this.drawSelection();
  }

  protected renderAll(): void {
    this.renderRing();
    this.renderHand(false);
    this.drawSelection();
    this.updateButtons();
  }

  protected renderRing(): void {
    for (const v of this.slotViews) retire(v);
    this.slotViews = this.model.slots.map((cards, slot) => {
      const v = this.drawSlot(slot, cards);
      this.cardLayer.addChild(v);
      return v;
    });
    this.renderStock();
    this.drawSelection();
  }

  protected renderStock(): void {
    retire(this.stockView);
    this.stockView = new Container();
    const n = this.model.stock;
    const layers = Math.min(5, Math.ceil(n / 5));
    if (n === 0) {
      const g = new Graphics();
      const r = stockCardsRect({ x: 0, y: 0 }, this.cardW, this.cardH, 1);
      g.roundRect(r.x, r.y, r.width, r.height, this.cardW * 0.08).stroke({ width: 2, color: 0xffffff, alpha: 0.35 });
      this.stockView.addChild(g);
    }
    for (let i = 0; i < layers; i++) {
      // shown by the replay, the next card to draw lies face up on the pile
      const next = i === layers - 1 ? this.model.nextStock : undefined;
      const c = new Card(this.faces, next ? faceKey(next) : BACK);
      c.setDisplayWidth(this.cardW * STOCK_SCALE);
      const at = stockLayerOffset(i);
      c.position.set(at.x, at.y);
      this.stockView.addChild(c);
    }
    this.stockView.position.set(this.stockPos.x, this.stockPos.y);
    this.cardLayer.addChild(this.stockView);
    this.stockLabel.textContent = t('athletic.stock', { count: n });
    const s = this.stockLabel.style;
    s.left = `${this.stockPos.x - this.area.x}px`;
    s.top = `${this.stockPos.y - this.area.y + (this.cardH * STOCK_SCALE) / 2 + 6}px`;
  }

  protected drawSlot(slot: number, cards: AthleticCard[] | null): Container {
    const v = pileView(this.faces, slot, cards, this.cardW, this.cardH);
    const p = this.slotPos[slot] ?? { x: 0, y: 0 };
    v.position.set(p.x, p.y);
    return v;
  }

  protected renderHand(animate: boolean): void {
    const cards = this.handOrder();
    const seen = new Set<string>();
    const layout = this.handLayout(cards);
    cards.forEach((card) => {
      seen.add(card.id);
      let c = this.handCards.get(card.id);
      if (!c) {
        c = new Card(this.faces, faceKey(card));
        const p = layout.get(card.id)!;
        c.position.set(p.x, p.y);
        this.handCards.set(card.id, c);
      }
      c.setDisplayWidth(this.cardW);
      this.handLayer.addChild(c);
      const p = layout.get(card.id)!;
      const dragged = (this.dragging?.drag.kind === 'card' && this.dragging.drag.card === card.id) || this.dropGhost?.card === card.id;
      c.alpha = dragged ? 0.3 : 1;
      if (animate && !this.anim.instant) void this.anim.to(c, { x: p.x, y: p.y, rotation: p.rotation, duration: 0.18, ease: 'power2.out' });
      else {
        c.position.set(p.x, p.y);
        c.rotation = p.rotation;
      }
    });
    for (const [id, c] of this.handCards) {
      if (!seen.has(id)) {
        retire(c);
        this.handCards.delete(id);
      }
    }
    this.drawHintGlow();
  }

  /** The hinted hand card glows gold, behind its face, above the cards before it. */
  protected drawHintGlow(): void {
    const id = this.interaction.hint?.card ?? null;
    const card = id ? this.handCards.get(id) : undefined;
    if (this.hintGlow && (this.hintGlow.card !== id || !card)) {
      if (!this.hintGlow.glow.destroyed) this.hintGlow.glow.destroy();
      this.hintGlow = null;
    }
    if (!id || !card) return;
    const glow = this.hintGlow?.glow ?? new Graphics();
    const pad = Math.max(4, this.cardW * 0.07);
    glow.clear();
    glow.roundRect(-this.cardW / 2 - pad, -this.cardH / 2 - pad, this.cardW + 2 * pad, this.cardH + 2 * pad, this.cardW * 0.14).fill({ color: HINT, alpha: 0.5 }).stroke({ width: Math.max(3, this.cardW * 0.05), color: HINT });
    if (!this.hintGlow) card.addChildAt(glow, 0);
    this.hintGlow = { card: id, glow };
  }

  protected drawSelection(): void {
    const g = this.boxLayer;
    g.clear();
    const pad = Math.max(4, this.cardW * 0.07);
    for (const slot of this.interaction.targets) {
      const r = this.slotRect(slot);
      g.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.cardW * 0.14).fill({ color: TARGET, alpha: 0.32 }).stroke({ width: Math.max(3, this.cardW * 0.05), color: TARGET });
    }
    for (const slot of this.interaction.hint?.slots ?? []) {
      if (this.interaction.targets.has(slot)) continue;
      const r = this.slotRect(slot);
      g.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.cardW * 0.14).fill({ color: HINT, alpha: 0.32 }).stroke({ width: Math.max(3, this.cardW * 0.05), color: HINT });
    }
    // While something is picked, the slots it cannot go to step back.
    const picking = this.interaction.selectedCard !== null || this.interaction.selectedSlot !== null;
    this.slotViews.forEach((v, slot) => {
      v.tint = picking && !this.interaction.targets.has(slot) && this.interaction.selectedSlot !== slot ? 0x8a8a8a : 0xffffff;
    });
    const s = this.overLayer;
    s.clear();
    if (this.interaction.selectedSlot !== null) {
      const r = this.slotRect(this.interaction.selectedSlot);
      s.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.cardW * 0.14).stroke({ width: Math.max(3, this.cardW * 0.05), color: PICKED });
    }
  }

  protected describeSlot(slot: number): string {
    const cards = this.model.slots[slot];
    if (!cards || cards.length === 0) return t('athletic.hole', { n: slotNumber(slot) });
    const top = cards[cards.length - 1]!;
    if (cards.length === 1) return t('athletic.pileOne', { n: slotNumber(slot), top: cardName(top) });
    const all = cards.map(cardName).join(', ');
    return `${t('athletic.pile', { n: slotNumber(slot), top: cardName(top), bottom: cardName(cards[0]!), count: cards.length })} (${all})`;
  }

  protected updateButtons(): void {
    const specs: CardButtonSpec[] = [];
    this.labelToId.clear();
    this.idToCard.clear();
    const inter = this.interaction;
    this.model.slots.forEach((cards, slot) => {
      const r = this.slotRect(slot);
      if (cards && cards.length > 0) {
        const top = cards[cards.length - 1]!;
        const label = `pile ${slotNumber(slot)} top ${publicFace(top)}${cards.length > 1 ? ` bottom ${publicFace(cards[0]!)}` : ''}`;
        specs.push({ id: PILE_ID + slot, label, description: this.describeSlot(slot), rect: r, enabled: inter.slotsEnabled.has(slot), pressed: inter.selectedSlot === slot ? true : undefined });
        this.labelToId.set(label, PILE_ID + slot);
      } else {
        const rect = { x: r.x, y: r.y + this.cardH * BAND, width: r.width, height: this.cardH };
        const label = `hole ${slotNumber(slot)}`;
        specs.push({ id: HOLE_ID + slot, label, description: this.describeSlot(slot), rect, enabled: inter.slotsEnabled.has(slot) });
        this.labelToId.set(label, HOLE_ID + slot);
      }
    });
    const cards = this.handOrder();
    const layout = this.handLayout(cards);
    const n = cards.length;
    const step = n <= 1 ? this.cardW : Math.min(this.cardW * 0.8, (this.handWidth - this.cardW) / (n - 1));
    cards.forEach((card, i) => {
      const p = layout.get(card.id)!;
      // Each button covers the part of its card left uncovered by the next one (the last: the whole card).
      const width = i === n - 1 ? this.cardW : Math.min(this.cardW, step);
      const id = cardIndex(card);
      const label = `card hand ${publicFace(card)}`;
      specs.push({
        id,
        label,
        description: cardName(card),
        rect: { x: p.x - this.cardW / 2, y: p.y - this.cardH / 2, width, height: this.cardH },
        enabled: inter.handEnabled,
        can: inter.handEnabled ? t('athletic.canLayOut') : '',
        pressed: inter.selectedCard === card.id,
      });
      this.labelToId.set(label, id);
      this.idToCard.set(id, card.id);
    });
    // a played card's button goes away: the focus moves on to the nearest card of the hand (CardFocus)
    this.buttons.update(specs);
    this.markHinted();
  }

  /** What the hint points at is marked on its button too (`data-hint`), so a page test can see it. */
  protected markHinted(): void {
    const hint = this.interaction.hint;
    const ids = new Set<number>();
    if (hint) {
      const card = hint.card ? this.model.hand?.find((c) => c.id === hint.card) : undefined;
      if (card) ids.add(cardIndex(card));
      for (const slot of hint.slots) ids.add((this.model.slots[slot]?.length ? PILE_ID : HOLE_ID) + slot);
    }
    for (const el of this.buttons.root.querySelectorAll<HTMLElement>('.card-button')) {
      const id = this.labelToId.get(cardKey(el));
      if (id !== undefined && ids.has(id)) el.dataset.hint = 'true';
      else delete el.dataset.hint;
    }
  }

  protected activate(id: number): void {
    if (id >= HOLE_ID) this.hooks.onSlot(id - HOLE_ID);
    else if (id >= PILE_ID) this.hooks.onSlot(id - PILE_ID);
    else {
      const card = this.idToCard.get(id);
      if (card) this.hooks.onHandCard(card);
    }
  }

  /** A hovered or focused pile shows all its cards (they are public) in a row above it. */
  protected drawZoom(): void {
    if (this.pileZoom) retire(this.pileZoom);
    this.pileZoom = null;
    const id = this.hoverId;
    if (id === null || id < PILE_ID || id >= HOLE_ID || this.dragging) return;
    const slot = id - PILE_ID;
    const cards = this.model.slots[slot];
    if (!cards || cards.length < 3) return;
    const c = new Container();
    const w = Math.max(48, this.cardW * 0.62);
    const hh = w / ASPECT;
    const step = Math.min(w * 0.62, (this.area.width - 40) / cards.length);
    const total = step * (cards.length - 1) + w;
    const bg = new Graphics();
    bg.roundRect(-8, -8, total + 16, hh + 16, 10).fill({ color: 0x0b1a10, alpha: 0.9 }).stroke({ width: 2, color: 0xffffff, alpha: 0.6 });
    c.addChild(bg);
    cards.forEach((card, i) => {
      const s = new Card(this.faces, faceKey(card));
      s.setDisplayWidth(w);
      s.position.set(i * step + w / 2, hh / 2);
      c.addChild(s);
    });
    // Beside its pile, clear of the other piles (with their captions), the draw pile, the bar and the hand.
    const caption = 26;
    const keep = [0, 1, 2, 3, 4].filter((s) => s !== slot).map((s) => this.slotRect(s)).map((k) => ({ ...k, height: k.height + caption }));
    const label = this.stockLabel.getBoundingClientRect();
    keep.push(stockCardsRect(this.stockPos, this.cardW, this.cardH, 5), { x: label.x, y: label.y, width: label.width, height: label.height });
    keep.push({ x: this.area.x, y: this.barTop, width: this.area.width, height: this.area.y + this.area.height - this.barTop });
    const spot = placeClear({ width: total + 16, height: hh + 16 }, this.slotRect(slot), keep, this.area, { gap: 12, sides: ['above', 'below', 'right', 'left'] });
    c.position.set(spot.x + 8, spot.y + 8);
    c.eventMode = 'none';
    this.pileZoom = c;
    this.fxLayer.addChild(c);
  }
}

/** A card's index 0..59 (colour-major), a stable button id while it stays in the hand. */
function cardIndex(card: AthleticCard): number {
  return ATHLETIC_COLOURS.indexOf(card.colour) * 10 + card.value - 1;
}
