/**
 * The Athletic Games table on the canvas: the ring of five slots (each pile shows its top card whole,
 * its bottom card's band peeking out above, its thickness and a count; a hole is an empty dashed slot),
 * the draw pile in the middle, the viewer's hand fanned along the bottom, drag and drop, and the
 * animations (deal, a card flying to a pile, a pile sliding onto another, medals, draws, the reshuffle).
 *
 * The scene keeps a small model (slots, hand, stock) that each animated event advances, so a turn of
 * several steps shows every step in place; `sync` then makes the model exactly the view.
 */
import { Container, Graphics, Text, type Application } from 'pixi.js';
import { ATHLETIC_COLOURS, type AthleticCard, type AthleticEvent, type AthleticView } from '../../../common/games/athletic';
import { t } from '../../i18n';
import type { Animator } from '../../table/anim';
import { BACK, Card } from '../../table/card';
import { CardButtons, type CardButtonSpec } from '../../table/card-buttons';
import type { Rect } from '../../table/grid';
import { dashedRoundRect, floatText, retire } from '../../table/fx';
import { FaceTextures } from '../../table/textures';
import { h } from '../../ui/dom';
import { BAND, CARD_H, CARD_W, drawFace, drawMedal, faceKey } from './art';
import { cardName, publicFace, slotNumber } from './text';

const FONT = "'Noto Sans', sans-serif";
const ASPECT = CARD_W / CARD_H;
const TARGET = 0x69f0ae;
const PICKED = 0xffd54f;
/** What a hint points at glows in gold. */
const HINT = 0xffd54f;
/** Height of the HTML bar over the hand (played count, sort, End turn). */
const BAR_H = 44;

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

interface Model {
  slots: Array<AthleticCard[] | null>;
  hand: AthleticCard[] | null;
  stock: number;
}

/** Button ids: hand cards by card index 0..59, piles 100+slot, holes 200+slot. */
const PILE_ID = 100;
const HOLE_ID = 200;

type Drag = { kind: 'card'; card: string } | { kind: 'pile'; slot: number };

export class AthleticScene {
  readonly root = new Container();
  private readonly glowLayer = new Graphics();
  private readonly ringLayer = new Container();
  private readonly handLayer = new Container();
  private readonly selectionLayer = new Graphics();
  private readonly fxLayer = new Container();
  private readonly faces: FaceTextures;
  private readonly buttons: CardButtons;
  private readonly stockLabel: HTMLElement;
  private readonly resizeObserver: ResizeObserver;
  private model: Model = { slots: [null, null, null, null, null], hand: null, stock: 0 };
  private interaction: Interaction = NO_INTERACTION;
  private sortOrder: SortOrder = 'colour';
  private readonly handCards = new Map<string, Card>();
  /** The gold glow behind the hinted hand card (a child of that card, so it follows it). */
  private hintGlow: { card: string; glow: Graphics } | null = null;
  private slotViews: Container[] = [];
  private stockView = new Container();
  private labelToId = new Map<string, number>();
  private idToCard = new Map<number, string>();
  private hovered: number | null = null;
  private pileZoom: Container | null = null;
  // geometry
  private cardW = 80;
  private cardH = 112;
  private slotPos: Array<{ x: number; y: number }> = [];
  private stockPos = { x: 0, y: 0 };
  private handY = 0;
  private barTop = 0;
  private handX = 0;
  private handWidth = 400;
  private boardRect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  // dragging
  private press: { drag: Drag; x: number; y: number; pointerId: number; el: HTMLElement } | null = null;
  private dragging: { drag: Drag; ghost: Container; dx: number; dy: number } | null = null;
  /** Where a dropped card was let go: its flight to the pile starts there. */
  private dropGhost: { card: string; ghost: Container } | null = null;
  private suppressClick = false;
  private dead = false;

  constructor(
    private readonly app: Application,
    private readonly board: HTMLElement,
    private readonly anim: Animator,
    private readonly hooks: SceneHooks,
  ) {
    this.faces = new FaceTextures(app.renderer, CARD_W, CARD_H, drawFace);
    this.faces.onInvalidate(() => {
      if (this.dead) return;
      for (const c of this.handCards.values()) c.refresh();
      if (!this.anim.running) this.renderRing();
    });
    this.root.addChild(this.glowLayer, this.ringLayer, this.selectionLayer, this.handLayer, this.fxLayer);
    app.stage.addChild(this.root);
    this.buttons = new CardButtons(board, t('table.board'));
    this.buttons.onActivate((id) => this.activate(id));
    this.buttons.onHover((id) => {
      this.hovered = id;
      this.drawPileZoom();
    });
    this.stockLabel = h('div', { className: 'ath-stock-label' });
    board.appendChild(this.stockLabel);
    const root = this.buttons.root;
    // Capture phase: a click that ends a drag must not also count as a click.
    root.addEventListener('click', (ev) => {
      if (this.suppressClick) {
        this.suppressClick = false;
        ev.stopPropagation();
        ev.preventDefault();
      }
    }, true);
    root.addEventListener('pointerdown', (ev) => this.pointerDown(ev));
    root.addEventListener('pointermove', (ev) => this.pointerMove(ev));
    root.addEventListener('pointerup', (ev) => this.pointerUp(ev));
    root.addEventListener('pointercancel', () => this.cancelDrag());
    this.resizeObserver = new ResizeObserver(() => this.layout());
    this.resizeObserver.observe(board);
  }

  destroy(): void {
    this.dead = true;
    this.resizeObserver.disconnect();
    this.buttons.root.remove();
    this.stockLabel.remove();
    this.handCards.clear();
    this.root.destroy({ children: true });
    this.faces.invalidate();
  }

  languageChanged(): void {
    this.faces.invalidate();
    this.buttons.setLabel(t('table.board'));
    this.renderAll();
  }

  setSortOrder(order: SortOrder): void {
    this.sortOrder = order;
    this.renderHand(true);
    this.updateButtons();
  }

  // ---------------------------------------------------------------- layout

  layout(): void {
    if (this.dead) return;
    const r = this.board.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) return;
    this.boardRect = { x: r.left, y: r.top, width: r.width, height: r.height };
    const pad = Math.max(8, Math.min(16, r.width * 0.015));
    const bar = BAR_H;
    // Height, from the bottom: the hand (about 1.1 card heights), the bar over it, then the ring, whose
    // pentagon needs a radius of 1.35 card heights so that no pile (with its peek and caption) touches
    // its neighbours: 3.7 card heights in all, plus captions.
    this.cardH = Math.max(60, Math.min((r.height - 2 * pad - bar - 40) / 4.8, (r.width - 2 * pad) / 3.4, 210));
    this.cardW = this.cardH * ASPECT;
    this.faces.setDisplayWidth(this.cardW);
    const peek = this.cardH * BAND;
    this.handY = r.bottom - pad - this.cardH * 0.62;
    this.barTop = this.handY - this.cardH * 0.5 - bar - 2;
    const ringTop = r.top + pad;
    const ringH = this.barTop - 4 - ringTop;
    // A pentagon, slot 0 at the top, clockwise. Above the centre it reaches R + half a card + the peek;
    // below, 0.81 R + half a card + the caption.
    const R = Math.max(this.cardH * 1.35, (ringH - this.cardH - peek - 34) / 1.809);
    const cx = r.left + r.width / 2;
    const cy = ringTop + R + this.cardH / 2 + peek + 2;
    const Rx = Math.min(R * 1.3, (r.width / 2 - pad - this.cardW / 2 - 24) / 0.951);
    this.slotPos = [0, 1, 2, 3, 4].map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return { x: cx + Math.cos(a) * Rx, y: cy + Math.sin(a) * R };
    });
    this.stockPos = { x: cx, y: cy + R * 0.05 };
    this.handX = cx;
    this.handWidth = r.width - 2 * pad;
    this.hooks.onLayout();
    this.renderAll();
  }

  /** The bar above the hand (HTML: played count, sort, End turn) sits here, in board coordinates. */
  handBarTop(): number {
    return this.barTop - this.boardRect.y;
  }

  private slotRect(slot: number): Rect {
    const p = this.slotPos[slot] ?? { x: 0, y: 0 };
    const peek = this.cardH * BAND;
    return { x: p.x - this.cardW / 2, y: p.y - this.cardH / 2 - peek, width: this.cardW, height: this.cardH + peek };
  }

  private handOrder(): AthleticCard[] {
    const hand = [...(this.model.hand ?? [])];
    const colour = (c: AthleticCard) => ATHLETIC_COLOURS.indexOf(c.colour);
    const byColour = (a: AthleticCard, b: AthleticCard) => colour(a) - colour(b) || a.value - b.value;
    const byValue = (a: AthleticCard, b: AthleticCard) => a.value - b.value || colour(a) - colour(b);
    return hand.sort(this.sortOrder === 'colour' ? byColour : byValue);
  }

  /** Rest position (and tilt) of each hand card, in the current order. */
  private handLayout(cards: AthleticCard[]): Map<string, { x: number; y: number; rotation: number }> {
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

  /** The view is the truth: the model becomes it and everything is redrawn in place. */
  sync(view: AthleticView, interaction: Interaction): void {
    this.model = { slots: view.slots.map((s) => (s ? [...s.cards] : null)), hand: view.hand ? [...view.hand] : null, stock: view.stockCount };
    this.interaction = interaction;
    this.fxLayer.removeChildren().forEach((c) => retire(c as Container));
    this.dropGhost = null;
    this.stockLabel.style.visibility = '';
    this.renderAll();
  }

  setInteraction(interaction: Interaction): void {
    this.interaction = interaction;
    if (!this.anim.running) this.renderHand(true);
    this.drawSelection();
    this.updateButtons();
  }

  private renderAll(): void {
    this.renderRing();
    this.renderHand(false);
    this.drawSelection();
    this.updateButtons();
  }

  private renderRing(): void {
    for (const v of this.slotViews) retire(v);
    this.slotViews = this.model.slots.map((cards, slot) => {
      const v = this.drawSlot(slot, cards);
      this.ringLayer.addChild(v);
      return v;
    });
    this.renderStock();
    this.drawSelection();
  }

  private renderStock(): void {
    retire(this.stockView);
    this.stockView = new Container();
    const n = this.model.stock;
    const layers = Math.min(5, Math.ceil(n / 5));
    if (n === 0) {
      const g = new Graphics();
      g.roundRect(-this.cardW / 2, -this.cardH / 2, this.cardW, this.cardH, this.cardW * 0.08).stroke({ width: 2, color: 0xffffff, alpha: 0.35 });
      this.stockView.addChild(g);
    }
    for (let i = 0; i < layers; i++) {
      const c = new Card(this.faces, BACK);
      c.setDisplayWidth(this.cardW * 0.86);
      c.position.set(i * 1.2, -i * 1.6);
      this.stockView.addChild(c);
    }
    this.stockView.position.set(this.stockPos.x, this.stockPos.y);
    this.ringLayer.addChild(this.stockView);
    this.stockLabel.textContent = t('athletic.stock', { count: n });
    const s = this.stockLabel.style;
    s.left = `${this.stockPos.x - this.boardRect.x}px`;
    s.top = `${this.stockPos.y - this.boardRect.y + this.cardH * 0.43 + 6}px`;
  }

  private drawSlot(slot: number, cards: AthleticCard[] | null): Container {
    const v = new Container();
    const p = this.slotPos[slot] ?? { x: 0, y: 0 };
    v.position.set(p.x, p.y);
    const w = this.cardW;
    const hgt = this.cardH;
    const peek = hgt * BAND;
    const caption = new Container();
    const num = new Graphics();
    const r = Math.max(9, w * 0.13);
    num.circle(0, 0, r).fill({ color: 0x000000, alpha: 0.45 }).stroke({ width: 1.5, color: 0xffffff, alpha: 0.7 });
    const numText = new Text({ text: String(slotNumber(slot)), style: { fontFamily: FONT, fontSize: r * 1.2, fontWeight: '800', fill: 0xffffff }, resolution: 2 });
    numText.anchor.set(0.5);
    caption.addChild(num, numText);
    if (!cards || cards.length === 0) {
      const g = new Graphics();
      const x0 = -w / 2;
      const y0 = -hgt / 2;
      g.roundRect(x0, y0, w, hgt, w * 0.08).fill({ color: 0x000000, alpha: 0.18 });
      dashedRoundRect(g, x0, y0, w, hgt, w * 0.08, Math.max(2, w * 0.025), 0xffffff, 0.75);
      const plus = new Text({ text: '+', style: { fontFamily: FONT, fontSize: w * 0.5, fontWeight: '300', fill: 0xffffff }, resolution: 2 });
      plus.anchor.set(0.5);
      plus.alpha = 0.6;
      v.addChild(g, plus);
      caption.position.set(0, hgt / 2 + r + 4);
      v.addChild(caption);
      return v;
    }
    const n = cards.length;
    // Thickness: the edges of the cards under the top one show along its lower edge.
    const edges = new Graphics();
    const layers = Math.min(5, n - 1);
    for (let i = layers; i >= 1; i--) {
      edges.roundRect(-w / 2 + i * 0.8, -hgt / 2 + i * 2.2, w, hgt, w * 0.08).fill(i % 2 ? 0xe8e2d0 : 0xd9d2bd).stroke({ width: 1, color: 0x8d8470, alpha: 0.8 });
    }
    if (n >= 2) {
      const bottom = new Card(this.faces, faceKey(cards[0]!));
      bottom.setDisplayWidth(w);
      bottom.position.set(0, -peek);
      v.addChild(bottom);
    }
    v.addChild(edges);
    const top = new Card(this.faces, faceKey(cards[n - 1]!));
    top.setDisplayWidth(w);
    v.addChild(top);
    // The count, under the pile next to its number.
    const count = new Text({ text: `×${n}`, style: { fontFamily: FONT, fontSize: r * 1.25, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x102010, width: 3 } }, resolution: 2 });
    count.anchor.set(0, 0.5);
    count.position.set(r + 4, 0);
    caption.addChild(count);
    caption.position.set(-(r + 4 + count.width) / 2 + r, hgt / 2 + layers * 2.2 + r + 4);
    v.addChild(caption);
    return v;
  }

  private renderHand(animate: boolean): void {
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
  private drawHintGlow(): void {
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

  private drawSelection(): void {
    const g = this.glowLayer;
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
    const s = this.selectionLayer;
    s.clear();
    if (this.interaction.selectedSlot !== null) {
      const r = this.slotRect(this.interaction.selectedSlot);
      s.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.cardW * 0.14).stroke({ width: Math.max(3, this.cardW * 0.05), color: PICKED });
    }
  }

  private describeSlot(slot: number): string {
    const cards = this.model.slots[slot];
    if (!cards || cards.length === 0) return t('athletic.hole', { n: slotNumber(slot) });
    const top = cards[cards.length - 1]!;
    if (cards.length === 1) return t('athletic.pileOne', { n: slotNumber(slot), top: cardName(top) });
    const all = cards.map(cardName).join(', ');
    return `${t('athletic.pile', { n: slotNumber(slot), top: cardName(top), bottom: cardName(cards[0]!), count: cards.length })} (${all})`;
  }

  private updateButtons(): void {
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
        description: t('athletic.handCard', { card: cardName(card) }),
        rect: { x: p.x - this.cardW / 2, y: p.y - this.cardH / 2, width, height: this.cardH },
        enabled: inter.handEnabled,
        pressed: inter.selectedCard === card.id,
      });
      this.labelToId.set(label, id);
      this.idToCard.set(id, card.id);
    });
    const focused = document.activeElement;
    const hadHandFocus = focused instanceof HTMLElement && this.buttons.root.contains(focused) && (focused.getAttribute('aria-label') ?? '').startsWith('card hand');
    this.buttons.update(specs);
    this.markHinted();
    // A played card's button goes away: keyboard focus moves on to the hand instead of being lost.
    if (hadHandFocus && !focused.isConnected) this.buttons.root.querySelector<HTMLElement>('.card-button[aria-label^="card hand"]')?.focus({ preventScroll: true });
  }

  /** What the hint points at is marked on its button too (`data-hint`), so a page test can see it. */
  private markHinted(): void {
    const hint = this.interaction.hint;
    const ids = new Set<number>();
    if (hint) {
      const card = hint.card ? this.model.hand?.find((c) => c.id === hint.card) : undefined;
      if (card) ids.add(cardIndex(card));
      for (const slot of hint.slots) ids.add((this.model.slots[slot]?.length ? PILE_ID : HOLE_ID) + slot);
    }
    for (const el of this.buttons.root.querySelectorAll<HTMLElement>('.card-button')) {
      const id = this.labelToId.get(el.getAttribute('aria-label') ?? '');
      if (id !== undefined && ids.has(id)) el.dataset.hint = 'true';
      else delete el.dataset.hint;
    }
  }

  private activate(id: number): void {
    if (id >= HOLE_ID) this.hooks.onSlot(id - HOLE_ID);
    else if (id >= PILE_ID) this.hooks.onSlot(id - PILE_ID);
    else {
      const card = this.idToCard.get(id);
      if (card) this.hooks.onHandCard(card);
    }
  }

  /** A hovered or focused pile shows all its cards (they are public) in a row above it. */
  private drawPileZoom(): void {
    if (this.pileZoom) retire(this.pileZoom);
    this.pileZoom = null;
    const id = this.hovered;
    if (id === null || id < PILE_ID || id >= HOLE_ID || this.dragging) return;
    const slot = id - PILE_ID;
    const cards = this.model.slots[slot];
    if (!cards || cards.length < 3) return;
    const c = new Container();
    const w = Math.max(48, this.cardW * 0.62);
    const hh = w / ASPECT;
    const step = Math.min(w * 0.62, (this.boardRect.width - 40) / cards.length);
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
    const r = this.slotRect(slot);
    let x = r.x + r.width / 2 - total / 2;
    x = Math.max(this.boardRect.x + 10, Math.min(x, this.boardRect.x + this.boardRect.width - total - 10));
    const above = r.y - hh - 20;
    c.position.set(x, above > this.boardRect.y ? above : r.y + r.height + 20);
    c.eventMode = 'none';
    this.pileZoom = c;
    this.fxLayer.addChild(c);
  }

  // ---------------------------------------------------------------- drag and drop

  private dragOf(target: EventTarget | null): { drag: Drag; el: HTMLElement } | null {
    const el = (target as HTMLElement | null)?.closest?.('.card-button') as HTMLElement | null;
    if (!el) return null;
    const id = this.labelToId.get(el.getAttribute('aria-label') ?? '');
    if (id === undefined) return null;
    if (id >= PILE_ID && id < HOLE_ID) {
      const slot = id - PILE_ID;
      return this.interaction.draggableSlots.has(slot) ? { drag: { kind: 'pile', slot }, el } : null;
    }
    if (id < PILE_ID && this.interaction.handEnabled) {
      const card = this.idToCard.get(id);
      return card ? { drag: { kind: 'card', card }, el } : null;
    }
    return null;
  }

  private pointerDown(ev: PointerEvent): void {
    if (ev.button !== 0 || this.dragging) return;
    const found = this.dragOf(ev.target);
    if (!found) return;
    this.press = { drag: found.drag, x: ev.clientX, y: ev.clientY, pointerId: ev.pointerId, el: found.el };
  }

  private pointerMove(ev: PointerEvent): void {
    const press = this.press;
    if (this.dragging) {
      this.dragging.ghost.position.set(ev.clientX + this.dragging.dx, ev.clientY + this.dragging.dy);
      return;
    }
    if (!press || press.pointerId !== ev.pointerId) return;
    if (Math.hypot(ev.clientX - press.x, ev.clientY - press.y) < 6) return;
    try {
      press.el.setPointerCapture(ev.pointerId);
    } catch {
      /* the pointer may already be gone */
    }
    const ghost = new Container();
    let from: { x: number; y: number };
    if (press.drag.kind === 'card') {
      const card = this.model.hand?.find((c) => c.id === (press.drag as { card: string }).card);
      if (!card) return;
      const c = new Card(this.faces, faceKey(card));
      c.setDisplayWidth(this.cardW);
      ghost.addChild(c);
      from = this.handCards.get(card.id)?.position ?? { x: press.x, y: press.y };
    } else {
      const slot = press.drag.slot;
      const v = this.drawSlot(slot, this.model.slots[slot] ?? null);
      v.position.set(0, 0);
      ghost.addChild(v);
      from = this.slotPos[slot]!;
      this.slotViews[slot]!.alpha = 0.3;
    }
    ghost.scale.set(1.06);
    ghost.position.set(from.x, from.y);
    this.fxLayer.addChild(ghost);
    this.dragging = { drag: press.drag, ghost, dx: from.x - press.x, dy: from.y - press.y };
    this.press = null;
    this.hooks.onDragStart(this.dragging.drag);
    this.renderHand(false);
    this.drawPileZoom();
  }

  private pointerUp(ev: PointerEvent): void {
    this.press = null;
    const d = this.dragging;
    if (!d) return;
    this.dragging = null;
    this.suppressClick = true;
    // A click may not follow (the pointer left the button): forget the flag soon.
    setTimeout(() => (this.suppressClick = false), 0);
    const slot = this.slotAt(ev.clientX, ev.clientY, d.drag.kind === 'pile' ? d.drag.slot : null);
    if (d.drag.kind === 'card') this.dropGhost = { card: d.drag.card, ghost: d.ghost };
    const accepted = this.hooks.onDrop(d.drag, slot);
    if (accepted) {
      if (d.drag.kind === 'pile') {
        // The pile's own move animation starts from its slot; the ghost just fades.
        void this.anim.to(d.ghost, { alpha: 0, duration: 0.12 }).then(() => retire(d.ghost));
      }
      return;
    }
    this.dropGhost = null;
    void this.sendBack(d.drag, d.ghost, slot !== null);
  }

  private cancelDrag(): void {
    this.press = null;
    const d = this.dragging;
    if (!d) return;
    this.dragging = null;
    void this.sendBack(d.drag, d.ghost, false);
  }

  /** A refused drop: the card (or pile) shakes where it was let go and returns to its place. */
  private async sendBack(drag: Drag, ghost: Container, shake: boolean): Promise<void> {
    const home = drag.kind === 'card' ? this.handLayout(this.handOrder()).get(drag.card) : this.slotPos[drag.slot];
    // The table may be redrawn meanwhile (an update arrived): then the ghost is gone already.
    if (shake && !this.anim.instant) {
      const x = ghost.x;
      for (const dx of [10, -10, 7, -7, 0]) if (!ghost.destroyed) await this.anim.to(ghost, { x: x + dx, duration: 0.05 });
    }
    if (home && !ghost.destroyed) await this.anim.to(ghost, { x: home.x, y: home.y, duration: 0.25, ease: 'power2.out' });
    retire(ghost);
    if (this.dead) return;
    this.renderRing();
    this.renderHand(false);
  }

  /** The slot under a point (the whole pile with its peek, a little margin around). */
  private slotAt(x: number, y: number, except: number | null): number | null {
    let best: number | null = null;
    let bestDist = Infinity;
    for (let slot = 0; slot < this.slotPos.length; slot++) {
      if (slot === except) continue;
      const r = this.slotRect(slot);
      const m = this.cardW * 0.25;
      if (x < r.x - m || x > r.x + r.width + m || y < r.y - m || y > r.y + r.height + m) continue;
      const p = this.slotPos[slot]!;
      const dist = Math.hypot(x - p.x, y - p.y);
      if (dist < bestDist) {
        best = slot;
        bestDist = dist;
      }
    }
    return best;
  }

  /** Called by the controller when a selected (not dragged) card is refused: it shakes in the hand. */
  async refuseCard(cardId: string): Promise<void> {
    const c = this.handCards.get(cardId);
    if (!c || this.anim.instant) return;
    const x = c.x;
    for (const dx of [8, -8, 5, -5, 0]) await this.anim.to(c, { x: x + dx, duration: 0.05 });
  }

  // ---------------------------------------------------------------- animation

  async play(ev: AthleticEvent, view: AthleticView): Promise<void> {
    if (this.dead) return;
    try {
      await this.playOne(ev, view);
    } catch (err) {
      if (!this.dead) throw err;
    }
  }

  private async playOne(ev: AthleticEvent, view: AthleticView): Promise<void> {
    switch (ev.type) {
      case 'play':
      case 'fill':
        return this.cardToSlot(ev.seat, ev.card, ev.slot);
      case 'move':
        return this.moveAnim(ev.from, ev.to, ev.cards, ev.hole);
      case 'medal':
        return this.medalAnim(ev.seat, ev.medals);
      case 'draw':
        return this.drawAnim(ev.seat, ev.count, ev.cards, view);
      case 'reshuffle':
        return this.reshuffleAnim(ev.count, ev.taken);
      case 'turn':
        this.hooks.flashSeat(ev.seat, 'turn');
        return this.anim.wait(0.15);
      case 'stop':
        return this.anim.wait(0.2);
      case 'gameOver':
        return this.gameOverAnim(ev.outcome.winners);
      default:
        return;
    }
  }

  private seatPoint(seat: number): { x: number; y: number } {
    return this.hooks.seatAnchor(seat) ?? { x: this.boardRect.x - 60, y: this.boardRect.y + this.boardRect.height / 2 };
  }

  /** Deals the opening table: ring cards from the draw pile to their slots, hands to the players. */
  async dealAnim(view: AthleticView, seats: number): Promise<void> {
    const final: Model = { slots: view.slots.map((s) => (s ? [...s.cards] : null)), hand: view.hand ? [...view.hand] : null, stock: view.stockCount };
    const handCount = view.players.reduce((a, p) => a + p.handCount, 0);
    const ringCount = final.slots.reduce((a, s) => a + (s?.length ?? 0), 0);
    this.model = { slots: [null, null, null, null, null], hand: final.hand ? [] : null, stock: final.stock + handCount + ringCount };
    this.renderAll();
    const jobs: Promise<void>[] = [];
    let k = 0;
    const stagger = 0.05;
    // Seven rounds of one card per player, then the ring.
    for (let round = 0; round < 7; round++) {
      for (let seat = 0; seat < seats; seat++) {
        const mine = view.viewer === seat && final.hand?.[round];
        const delay = k++ * stagger;
        jobs.push(this.dealOne(delay, mine ? final.hand![round]! : null, seat));
      }
    }
    final.slots.forEach((cards, slot) => {
      if (!cards) return;
      const delay = k++ * stagger;
      jobs.push(this.dealToSlot(delay, cards[cards.length - 1]!, slot));
    });
    await Promise.all(jobs);
    this.model = final;
    this.renderAll();
  }

  private async dealOne(delay: number, card: AthleticCard | null, seat: number): Promise<void> {
    const c = new Card(this.faces, BACK);
    c.setDisplayWidth(this.cardW * 0.86);
    c.position.set(this.stockPos.x, this.stockPos.y);
    c.alpha = 0;
    this.fxLayer.addChild(c);
    await this.anim.wait(delay);
    if (this.dead) return;
    c.alpha = 1;
    this.model.stock = Math.max(0, this.model.stock - 1);
    this.renderStock();
    if (card) {
      this.model.hand = [...(this.model.hand ?? []), card];
      const to = this.handLayout(this.handOrder()).get(card.id)!;
      await this.anim.to(c, { x: to.x, y: to.y, rotation: to.rotation, duration: 0.32, ease: 'power2.out' });
      await c.flipTo(faceKey(card), this.anim, 0.08);
      retire(c);
      this.renderHand(true);
      this.updateButtons();
    } else {
      const to = this.seatPoint(seat);
      await Promise.all([this.anim.to(c, { x: to.x, y: to.y, duration: 0.38, ease: 'power2.in' }), this.anim.to(c.scale, { x: 0.4, y: 0.4, duration: 0.38 })]);
      retire(c);
    }
  }

  private async dealToSlot(delay: number, card: AthleticCard, slot: number): Promise<void> {
    const c = new Card(this.faces, BACK);
    c.setDisplayWidth(this.cardW);
    c.position.set(this.stockPos.x, this.stockPos.y);
    c.alpha = 0;
    this.fxLayer.addChild(c);
    await this.anim.wait(delay);
    if (this.dead) return;
    c.alpha = 1;
    this.model.stock = Math.max(0, this.model.stock - 1);
    this.renderStock();
    const to = this.slotPos[slot]!;
    await this.anim.to(c, { x: to.x, y: to.y, duration: 0.32, ease: 'power2.out' });
    await c.flipTo(faceKey(card), this.anim, 0.1);
    retire(c);
    this.model.slots[slot] = [card];
    this.renderRing();
    this.updateButtons();
  }

  /** PLAY or FILL: the card flies from the hand (or the player's panel) to the slot. */
  private async cardToSlot(seat: number, card: AthleticCard, slot: number): Promise<void> {
    const mine = this.model.hand?.some((c) => c.id === card.id) ?? false;
    let flyer: Container;
    if (this.dropGhost?.card === card.id) {
      flyer = this.dropGhost.ghost;
      this.dropGhost = null;
    } else {
      const c = new Card(this.faces, faceKey(card));
      c.setDisplayWidth(this.cardW);
      const sprite = this.handCards.get(card.id);
      const from = mine && sprite ? { x: sprite.x, y: sprite.y } : this.seatPoint(seat);
      c.position.set(from.x, from.y);
      if (!mine) c.scale.set(0.45);
      flyer = c;
      this.fxLayer.addChild(c);
    }
    if (mine) {
      this.model.hand = this.model.hand!.filter((c) => c.id !== card.id);
      this.renderHand(true);
      this.updateButtons();
    }
    const to = this.slotPos[slot]!;
    await Promise.all([
      this.anim.to(flyer, { x: to.x, y: to.y, rotation: 0, duration: 0.36, ease: 'power2.inOut' }),
      this.anim.to(flyer.scale, { x: 1, y: 1, duration: 0.36, ease: 'power2.out' }),
    ]);
    retire(flyer);
    if (this.dead) return;
    this.model.slots[slot] = [...(this.model.slots[slot] ?? []), card];
    this.renderRing();
    this.updateButtons();
    await this.anim.wait(0.08);
  }

  /** MOVE: the whole pile slides onto the target; its bottom card ends on top. */
  private async moveAnim(from: number, to: number, cards: AthleticCard[], hole: boolean): Promise<void> {
    const src = this.model.slots[from] ?? [];
    const moving = src.slice(src.length - cards.length);
    const ghost = this.drawSlot(from, moving);
    ghost.children[ghost.children.length - 1]!.visible = false; // no caption on the way
    this.fxLayer.addChild(ghost);
    this.model.slots[from] = hole ? null : src.slice(0, src.length - cards.length);
    this.renderRing();
    const target = this.slotPos[to]!;
    await this.anim.to(ghost.scale, { x: 1.08, y: 1.08, duration: 0.12 });
    await this.anim.to(ghost, { x: target.x, y: target.y - this.cardH * 0.12, duration: 0.5, ease: 'power2.inOut' });
    await this.anim.to(ghost, { y: target.y, alpha: 0.2, duration: 0.14 });
    retire(ghost);
    if (this.dead) return;
    this.model.slots[to] = [...(this.model.slots[to] ?? []), ...cards];
    this.renderRing();
    this.updateButtons();
    // The new top (the moved pile's former bottom) turns up with a small bounce.
    const view = this.slotViews[to];
    if (view) {
      await this.anim.to(view.scale, { x: 1.06, y: 1.06, duration: 0.1 });
      await this.anim.to(view.scale, { x: 1, y: 1, duration: 0.12 });
    }
  }

  private async medalAnim(seat: number, medals: number): Promise<void> {
    const mid = this.stockPos;
    const c = new Container();
    const g = new Graphics();
    const r = Math.max(28, this.cardW * 0.45);
    drawMedal(g, 0, 0, r);
    const title = new Text({ text: t('athletic.fx.medal'), style: { fontFamily: FONT, fontSize: Math.max(26, r * 0.8), fontWeight: '800', fill: 0xffe082, stroke: { color: 0x102010, width: 6 } }, resolution: 2 });
    title.anchor.set(0.5);
    title.y = r * 1.7;
    const name = new Text({ text: this.hooks.seatName(seat), style: { fontFamily: FONT, fontSize: Math.max(18, r * 0.5), fontWeight: '700', fill: 0xffffff, stroke: { color: 0x102010, width: 5 } }, resolution: 2 });
    name.anchor.set(0.5);
    name.y = title.y + r * 0.9;
    c.addChild(g, title, name);
    c.position.set(mid.x, mid.y - this.cardH * 0.2);
    c.scale.set(0.1);
    c.alpha = 0;
    this.fxLayer.addChild(c);
    // The draw pile's label is HTML above the canvas: it steps aside while the medal is shown.
    this.stockLabel.style.visibility = 'hidden';
    await Promise.all([this.anim.to(c, { alpha: 1, rotation: 0.1, duration: 0.4, ease: 'back.out(2)' }), this.anim.to(c.scale, { x: 1.3, y: 1.3, duration: 0.45, ease: 'back.out(2)' })]);
    await this.anim.to(c, { rotation: -0.06, duration: 0.6, ease: 'sine.inOut' });
    const to = this.seatPoint(seat);
    title.visible = false;
    name.visible = false;
    this.stockLabel.style.visibility = '';
    await Promise.all([this.anim.to(c, { x: to.x, y: to.y, rotation: 0, duration: 0.5, ease: 'power2.in' }), this.anim.to(c.scale, { x: 0.3, y: 0.3, duration: 0.5 })]);
    retire(c);
    this.hooks.onMedal(seat, medals);
    this.hooks.flashSeat(seat, 'gain');
  }

  /** Cards drawn: backs leave the draw pile; the viewer's own turn face up in the hand. */
  private async drawAnim(seat: number, count: number, cards: AthleticCard[] | undefined, view: AthleticView): Promise<void> {
    const mine = !!cards && this.model.hand !== null && view.viewer === seat;
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const card = mine ? cards![i] : undefined;
      jobs.push(
        (async () => {
          await this.anim.wait(i * 0.07);
          if (this.dead) return;
          this.model.stock = Math.max(0, this.model.stock - 1);
          this.renderStock();
          const c = new Card(this.faces, BACK);
          c.setDisplayWidth(this.cardW * 0.86);
          c.position.set(this.stockPos.x, this.stockPos.y);
          this.fxLayer.addChild(c);
          if (card) {
            this.model.hand = [...(this.model.hand ?? []), card];
            const slotOf = this.handLayout(this.handOrder()).get(card.id)!;
            const sprite = this.handCards.get(card.id);
            if (sprite) sprite.visible = false;
            this.renderHand(true);
            const again = this.handCards.get(card.id);
            if (again) again.visible = false;
            await this.anim.to(c, { x: slotOf.x, y: slotOf.y, rotation: slotOf.rotation, duration: 0.34, ease: 'power2.out' });
            await c.flipTo(faceKey(card), this.anim, 0.08);
            retire(c);
            const shown = this.handCards.get(card.id);
            if (shown) shown.visible = true;
            this.renderHand(true);
            this.updateButtons();
          } else {
            const to = this.seatPoint(seat);
            await Promise.all([this.anim.to(c, { x: to.x, y: to.y, duration: 0.4, ease: 'power2.in' }), this.anim.to(c.scale, { x: 0.4, y: 0.4, duration: 0.4 })]);
            retire(c);
          }
        })(),
      );
    }
    await Promise.all(jobs);
  }

  /** The draw pile ran out: the cards under the tops fly to the middle and are shuffled into a new one. */
  private async reshuffleAnim(count: number, taken: number[]): Promise<void> {
    const jobs: Promise<void>[] = [];
    taken.forEach((n, slot) => {
      const pile = this.model.slots[slot];
      if (!pile || n <= 0) return;
      const gone = pile.slice(0, n);
      this.model.slots[slot] = pile.slice(n);
      gone.slice(-4).forEach((card, i) => {
        const c = new Card(this.faces, faceKey(card));
        c.setDisplayWidth(this.cardW);
        const p = this.slotPos[slot]!;
        c.position.set(p.x, p.y - this.cardH * BAND);
        this.fxLayer.addChild(c);
        jobs.push(
          (async () => {
            await this.anim.wait(i * 0.06);
            await Promise.all([this.anim.to(c, { x: this.stockPos.x, y: this.stockPos.y, rotation: 0.4, duration: 0.45, ease: 'power2.inOut' }), c.flipTo(BACK, this.anim, 0.12)]);
            retire(c);
          })(),
        );
      });
    });
    this.renderRing();
    this.updateButtons();
    const label = this.floatText(t('athletic.fx.reshuffle'), { x: this.stockPos.x, y: this.stockPos.y - this.cardH * 0.7 }, 0x80deea);
    await Promise.all(jobs);
    this.model.stock = count;
    this.renderStock();
    const s = this.stockView;
    for (const r of [0.15, -0.15, 0.1, 0]) await this.anim.to(s, { rotation: r, duration: 0.07 });
    await label;
  }

  private async gameOverAnim(winners: number[]): Promise<void> {
    if (winners.length === 1) await this.floatText(t('athletic.fx.athlete', { name: this.hooks.seatName(winners[0]!) }), this.stockPos, 0xffe082, 1.2);
    else await this.anim.wait(0.4);
  }

  private floatText(text: string, at: { x: number; y: number }, color: number, hold = 0.35): Promise<void> {
    return floatText(this.anim, this.fxLayer, text, at, color, { fontSize: Math.max(22, this.cardW * 0.3), stroke: 5, hold });
  }
}

/** A card's index 0..59 (colour-major), a stable button id while it stays in the hand. */
function cardIndex(card: AthleticCard): number {
  return ATHLETIC_COLOURS.indexOf(card.colour) * 10 + card.value - 1;
}
