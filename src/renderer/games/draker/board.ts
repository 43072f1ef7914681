/**
 * Draker's table on the canvas, what stands still: the phase track, every player's area (name, life,
 * hand, pool, combinations), the common pool, deck and discard, the two stacks, the buttons over the
 * cards and the hover help. The scene (scene.ts) adds the animations of the events.
 * Between events the scene keeps a `Picture` (a private copy of the view with the events so far
 * applied), so every animation starts from what is on screen.
 */
import { Container, Graphics, Text, type Application, type TextStyleOptions } from 'pixi.js';
import type { DrakerCard, DrakerView } from '../../../common/games/draker';
import { t } from '../../i18n';
import type { Animator } from '../../table/anim';
import { BACK, Card } from '../../table/card';
import { CardButtons, type CardButtonSpec } from '../../table/card-buttons';
import type { Rect } from '../../table/grid';
import { FaceTextures } from '../../table/textures';
import { CARD_H, CARD_W, drawFace } from './art';
import { cardName, faceKey } from './faces';
import { computeLayout, type Layout, type Picture } from './layout';

export const FONT = "'Noto Sans', 'DejaVu Sans', sans-serif";

export interface SceneHooks {
  seatName(seat: number): string;
  /** A card of the human's hand or pool clicked or pressed (Enter/Space on its accessible button). */
  onCard(id: string): void;
  /** A declared combination clicked (payments, parcels, blocks, effect targets). */
  onCombo(id: number): void;
  /** A player's area clicked (an opponent as a target or a parcel's receiver). */
  onSeat(seat: number): void;
  /** A main-stack entry clicked (Dispel's target). */
  onStackEntry(id: number): void;
  /** Where the DOM controls bar (status line, Attack / Defence / Pass / Done, choosers) should sit, in board CSS pixels. */
  onControlsRect(r: Rect): void;
}

export interface HintMarks {
  cards?: string[];
  combos?: number[];
  seats?: number[];
  entries?: number[];
}

export interface Interaction {
  /** Cards that react to a click now (others are not buttons). */
  cards: Set<string>;
  /** Selected cards (lifted and outlined). */
  selected: string[];
  /** The selection's preview: ok = it forms a combination; shown as a frame around the selected cards. */
  selection?: { ok: boolean };
  /** Things that can be picked as a target now (outlined, clickable). */
  combos: Set<number>;
  seats: Set<number>;
  entries: Set<number>;
  hint?: HintMarks;
}

export function noInteraction(): Interaction {
  return { cards: new Set(), selected: [], combos: new Set(), seats: new Set(), entries: new Set() };
}

/** A private, mutable copy of the view for the animations to change. */
export function pictureOf(view: DrakerView): Picture {
  return structuredClone(view);
}

/** Button ids: hand cards 0.., pool cards 100.., common cards 200.., seats 900.., combinations 1000.., stack entries 100000... */
const HAND_ID = 0;
const POOL_ID = 100;
const COMMON_ID = 200;
const SEAT_ID = 900;
const COMBO_ID = 1000;
const ENTRY_ID = 100000;

const SUIT_ORDER = ['hearts', 'diamonds', 'clubs', 'spades', 'elves', 'gnomes'];
const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', 'art'];

/** A stable number for a card id (0..83), so a card keeps its button while it moves. */
export function cardNumber(id: string): number {
  const [suit, rank] = id.split('-');
  return SUIT_ORDER.indexOf(suit) * RANK_ORDER.length + RANK_ORDER.indexOf(rank);
}

type ButtonTarget = { kind: 'card'; id: string } | { kind: 'combo'; id: number; card?: string } | { kind: 'seat'; seat: number } | { kind: 'entry'; id: number };

export abstract class DrakerBoard {
  readonly root = new Container();
  protected readonly boxLayer = new Graphics();
  protected readonly cardLayer = new Container();
  protected readonly labelLayer = new Container();
  protected readonly overLayer = new Graphics();
  protected readonly fxLayer = new Container();
  protected readonly faces: FaceTextures;
  protected readonly buttons: CardButtons;
  protected readonly labels = new Map<string, Text>();
  protected usedLabels = new Set<string>();
  protected pic: Picture | null = null;
  protected lay: Layout | null = null;
  protected interaction: Interaction = noInteraction();
  /** Cards drawn at the last render, by card id (hand, pools, combinations, common pool). */
  protected shown = new Map<string, Card>();
  protected targets = new Map<number, ButtonTarget>();
  protected readonly resizeObserver: ResizeObserver;
  protected dead = false;
  protected rendering = false;
  protected dealing = false;

  constructor(
    protected readonly app: Application,
    protected readonly board: HTMLElement,
    protected readonly anim: Animator,
    protected readonly hooks: SceneHooks,
  ) {
    this.faces = new FaceTextures(app.renderer, CARD_W, CARD_H, drawFace);
    // New textures (resize, language): redraw, unless the redraw itself asked for them.
    this.faces.onInvalidate(() => {
      if (!this.dead && !this.rendering) this.render();
    });
    this.root.addChild(this.boxLayer, this.cardLayer, this.labelLayer, this.overLayer, this.fxLayer);
    app.stage.addChild(this.root);
    this.buttons = new CardButtons(board, t('table.board'));
    this.buttons.onActivate((id) => this.activate(id));
    this.resizeObserver = new ResizeObserver(() => this.layout());
    this.resizeObserver.observe(board);
  }

  destroy(): void {
    this.dead = true;
    this.resizeObserver.disconnect();
    this.buttons.root.remove();
    this.shown.clear();
    this.labels.clear();
    this.root.destroy({ children: true });
    this.faces.invalidate();
  }

  languageChanged(): void {
    this.buttons.setLabel(t('table.board'));
    this.faces.invalidate();
  }

  layout(): void {
    if (this.dead || !this.pic || this.anim.running) return;
    this.render();
  }

  /** The view is the truth: the picture becomes the view. */
  sync(view: DrakerView, interaction: Interaction): void {
    this.pic = pictureOf(view);
    this.interaction = interaction;
    this.fxLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.render();
  }

  setInteraction(interaction: Interaction): void {
    this.interaction = interaction;
    if (this.pic && !this.anim.running) this.render();
    else this.updateButtons();
  }

  protected boardRect(): Rect | null {
    const r = this.board.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) return null;
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  }

  protected activate(id: number): void {
    const target = this.targets.get(id);
    if (!target) return;
    const i = this.interaction;
    if (target.kind === 'card') this.hooks.onCard(target.id);
    else if (target.kind === 'combo') {
      if (target.card && i.cards.has(target.card)) this.hooks.onCard(target.card);
      else this.hooks.onCombo(target.id);
    } else if (target.kind === 'seat') this.hooks.onSeat(target.seat);
    else this.hooks.onStackEntry(target.id);
  }

  // ---------------------------------------------------------------- drawing

  protected label(key: string, value: string, style: TextStyleOptions, x: number, y: number, anchor: [number, number] = [0.5, 0.5], maxWidth = 0): Text {
    let tx = this.labels.get(key);
    if (!tx) {
      tx = new Text({ text: value, style: { fontFamily: FONT, fill: 0xffffff, ...style }, resolution: 2 });
      this.labels.set(key, tx);
      this.labelLayer.addChild(tx);
    } else if (tx.text !== value) tx.text = value;
    tx.style.fill = style.fill ?? 0xffffff;
    tx.scale.set(1);
    if (maxWidth > 0 && tx.width > maxWidth) tx.scale.set(maxWidth / tx.width);
    tx.anchor.set(anchor[0], anchor[1]);
    tx.position.set(x, y);
    tx.visible = true;
    tx.alpha = 1;
    this.usedLabels.add(key);
    return tx;
  }

  protected card(face: string, r: Rect, into: Container = this.cardLayer): Card {
    const c = new Card(this.faces, face);
    c.setDisplayWidth(r.width);
    c.position.set(r.x + r.width / 2, r.y + r.height / 2);
    into.addChild(c);
    return c;
  }

  protected faceOf(card: DrakerCard): string {
    return faceKey(card, this.pic?.artefacts[card.id]);
  }

  /** Redraws the whole picture at the current layout. */
  protected render(): void {
    const p = this.pic;
    const board = this.boardRect();
    if (!p || !board || this.dead) return;
    const L = computeLayout(p, board);
    this.lay = L;
    this.hooks.onControlsRect(L.controls);
    this.rendering = true;
    this.faces.setDisplayWidth(L.cardMax);
    this.rendering = false;
    for (const c of this.cardLayer.removeChildren()) c.destroy({ children: true });
    this.shown.clear();
    this.usedLabels = new Set();
    const g = this.boxLayer;
    g.clear();

    for (const area of L.seats.values()) {
      const player = p.players[area.seat];
      if (!player) continue;
      g.roundRect(area.box.x, area.box.y, area.box.width, area.box.height, 12).fill({ color: 0x08200f, alpha: area.mine ? 0.25 : 0.4 });
      this.label(`seat:${area.seat}:name`, this.hooks.seatName(area.seat), { fontSize: 15, fontWeight: '800' }, area.head.x + 4, area.head.y + area.head.height / 2, [0, 0.5], area.head.width * 0.4);
      this.label(`seat:${area.seat}:life`, String(player.life), { fontSize: 15, fontWeight: '800' }, area.head.x + area.head.width * 0.5, area.head.y + area.head.height / 2, [0.5, 0.5]);
      if (!area.mine) {
        const n = player.handCount;
        const w = area.hand.height * (CARD_W / CARD_H);
        for (let i = 0; i < Math.min(n, 4); i++) this.card(BACK, { x: area.hand.x + i * w * 0.3, y: area.hand.y, width: w, height: area.hand.height });
        this.label(`seat:${area.seat}:hand`, String(n), { fontSize: 13, fontWeight: '800' }, area.hand.x + area.hand.width, area.hand.y + area.hand.height / 2, [1, 0.5]);
      }
      for (const c of player.pool) {
        const r = L.pool.get(c.id);
        if (r) this.shown.set(c.id, this.card(this.faceOf(c), r));
      }
    }
    for (const combo of p.combos) {
      const spot = L.combos.get(combo.id);
      const pool = p.players[combo.owner]?.pool ?? [];
      if (!spot) continue;
      g.roundRect(spot.frame.x, spot.frame.y, spot.frame.width, spot.frame.height, 8).stroke({ width: 3, color: combo.kind === 'ATT' ? 0xff7043 : 0x42a5f5 });
      combo.cards.forEach((id, i) => {
        const c = pool.find((x) => x.id === id);
        const r = spot.cards[i];
        if (c && r) this.shown.set(`${combo.id}:${id}`, this.card(this.faceOf(c), r));
      });
      this.label(`combo:${combo.id}`, `${combo.base} × ${combo.mult} = ${combo.value}`, { fontSize: 13, fontWeight: '800' }, spot.label.x + spot.label.width / 2, spot.label.y + spot.label.height / 2, [0.5, 0.5], spot.label.width);
    }
    p.common.forEach((c, i) => {
      const r = L.common[i];
      if (r) this.shown.set(c.id, this.card(this.faceOf(c), r));
    });
    if (p.deckCount > 0) this.card(BACK, L.deck);
    (p.hand ?? []).forEach((c, i) => {
      const r = L.handCards[i];
      if (!r) return;
      const lifted = this.interaction.selected.includes(c.id);
      this.shown.set(c.id, this.card(this.faceOf(c), lifted ? { ...r, y: r.y - r.height * 0.14 } : r));
    });

    for (const [key, tx] of this.labels) if (!this.usedLabels.has(key)) tx.visible = false;
    this.updateButtons();
  }

  protected updateButtons(): void {
    const p = this.pic;
    const L = this.lay;
    this.targets.clear();
    if (!p || !L) {
      this.buttons.clear();
      return;
    }
    const i = this.interaction;
    const specs: CardButtonSpec[] = [];
    const add = (id: number, target: ButtonTarget, label: string, rect: Rect, enabled: boolean, pressed?: boolean): void => {
      this.targets.set(id, target);
      specs.push({ id, label, description: label, rect, enabled, pressed });
    };
    (p.hand ?? []).forEach((c, n) => {
      const r = L.handCards[n];
      const lifted = i.selected.includes(c.id);
      if (r) add(HAND_ID + cardNumber(c.id), { kind: 'card', id: c.id }, cardName(c, p.artefacts[c.id]), lifted ? { ...r, y: r.y - r.height * 0.14 } : r, i.cards.has(c.id), i.cards.size > 0 || lifted ? lifted : undefined);
    });
    p.players.forEach((pl, seat) => {
      const area = L.seats.get(seat);
      if (area) add(SEAT_ID + seat, { kind: 'seat', seat }, `seat ${this.hooks.seatName(seat)}`, area.head, i.seats.has(seat));
      for (const c of pl.pool) {
        const r = L.pool.get(c.id);
        if (r) add(POOL_ID + cardNumber(c.id), { kind: 'card', id: c.id }, cardName(c, p.artefacts[c.id]), r, i.cards.has(c.id), i.selected.includes(c.id) || undefined);
      }
    });
    for (const combo of p.combos) {
      const spot = L.combos.get(combo.id);
      if (spot) add(COMBO_ID + combo.id, { kind: 'combo', id: combo.id }, `combination ${combo.id}`, spot.label, i.combos.has(combo.id));
    }
    p.common.forEach((c, n) => {
      const r = L.common[n];
      if (r) add(COMMON_ID + cardNumber(c.id), { kind: 'card', id: c.id }, cardName(c, p.artefacts[c.id]), r, false);
    });
    for (const e of p.mainStack) add(ENTRY_ID + e.id, { kind: 'entry', id: e.id }, `stack entry ${e.id}`, L.main, i.entries.has(e.id));
    this.buttons.update(specs);
  }
}
