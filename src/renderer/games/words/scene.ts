/**
 * The Klepka Words table on the canvas: the 10x14 grid of cards, its animations (deal, flips of a batch,
 * pairs and prize cards flying to their holders, revealed cards turning back, CHAOS shuffling) and
 * `sync`, which puts every card where the view says it is once the animations are over. The space under
 * the grid belongs to the HTML compose tray (`hooks.reservedBottom`).
 */
import { Container, Graphics, Text, type Application } from 'pixi.js';
import type { WordsCard, WordsCellView, WordsEvent, WordsView } from '../../../common/games/words';
import { t } from '../../i18n';
import type { Animator } from '../../table/anim';
import { BACK, Card } from '../../table/card';
import { CardButtons, type CardButtonSpec } from '../../table/card-buttons';
import { GridLayout, cellName } from '../../table/grid';
import { dealCards, flipInPlace, flyAway, turnDown } from '../../table/grid-anim';
import { FaceTextures } from '../../table/textures';
import { CARD_H, CARD_W, drawFace } from './art';
import { cardName, faceKey, publicFace } from './text';

const FONT = "'Noto Sans', sans-serif";

type Point = { x: number; y: number };

export interface SceneHooks {
  /** Centre of a seat's panel on screen, where its cards fly. */
  seatAnchor(seat: number): Point | null;
  seatName(seat: number): string;
  flashSeat(seat: number, kind: 'turn' | 'gain' | 'word' | 'chaos' | 'exchange'): void;
  onCell(cell: number): void;
  /** Pixels at the bottom of the board kept for the compose tray. */
  reservedBottom(): number;
}

export interface Interaction {
  /** Cells that may be clicked now. */
  enabled: Set<number>;
  /** Cells picked (CHAOS selection, cards chosen from an odd group). */
  selected: Set<number>;
  /** Cells a hint points at. */
  hinted?: Set<number>;
}

export class WordsScene {
  readonly root = new Container();
  private readonly cardsLayer = new Container();
  private readonly overLayer = new Container();
  private readonly fxLayer = new Container();
  private readonly faces: FaceTextures;
  /** The same art at the enlarged size of the hover zoom, so it stays sharp. */
  private readonly zoomFaces: FaceTextures;
  private readonly grid = new GridLayout(10, 14, CARD_W / CARD_H, 0.08, 110);
  private cards: Array<Card | null> = [];
  private readonly buttons: CardButtons;
  private readonly hover = new Graphics();
  private readonly marks = new Graphics();
  private hoverCell: number | null = null;
  private zoom: Card | null = null;
  private view: WordsView | null = null;
  private interaction: Interaction = { enabled: new Set(), selected: new Set() };
  private readonly resizeObserver: ResizeObserver;
  private dead = false;

  constructor(
    private readonly app: Application,
    private readonly board: HTMLElement,
    private readonly anim: Animator,
    private readonly hooks: SceneHooks,
  ) {
    this.faces = new FaceTextures(app.renderer, CARD_W, CARD_H, drawFace);
    this.zoomFaces = new FaceTextures(app.renderer, CARD_W, CARD_H, drawFace);
    this.zoomFaces.onInvalidate(() => {
      this.zoom?.destroy();
      this.zoom = null;
    });
    this.faces.onInvalidate(() => {
      for (const c of this.cards) c?.refresh();
    });
    this.root.addChild(this.marks, this.cardsLayer, this.hover, this.overLayer, this.fxLayer);
    app.stage.addChild(this.root);
    this.buttons = new CardButtons(board, t('table.board'));
    this.buttons.onActivate((cell) => this.hooks.onCell(cell));
    this.buttons.onHover((cell) => {
      this.hoverCell = cell;
      this.drawHover();
    });
    this.resizeObserver = new ResizeObserver(() => this.layout());
    this.resizeObserver.observe(board);
  }

  destroy(): void {
    this.resizeObserver.disconnect();
    this.buttons.root.remove();
    this.dead = true;
    this.cards = [];
    this.root.destroy({ children: true });
    this.faces.invalidate();
    this.zoomFaces.invalidate();
  }

  /** Card art carries text in the player's language: redraw it. */
  languageChanged(): void {
    this.faces.invalidate();
    this.zoomFaces.invalidate();
    this.buttons.setLabel(t('table.board'));
    this.updateButtons();
  }

  // ---------------------------------------------------------------- layout

  layout(): void {
    if (this.dead) return;
    const r = this.board.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) return;
    const pad = Math.min(10, r.width * 0.012);
    const bottom = this.hooks.reservedBottom();
    this.grid.fit({ x: r.left + pad, y: r.top + pad, width: r.width - 2 * pad, height: Math.max(40, r.height - bottom - 2 * pad) });
    this.faces.setDisplayWidth(this.grid.cardW);
    for (const c of this.cards) c?.setDisplayWidth(this.grid.cardW);
    if (!this.anim.running) this.placeAll();
    this.updateButtons();
    this.drawMarks();
    this.drawHover();
  }

  private placeAll(): void {
    this.cards.forEach((card, cell) => {
      if (!card) return;
      const p = this.grid.center(cell);
      card.position.set(p.x, p.y);
      card.scale.set(1);
      card.rotation = 0;
      card.alpha = 1;
    });
  }

  // ---------------------------------------------------------------- reconcile

  /** Puts the picture in line with the view: the view is the truth. */
  sync(view: WordsView, interaction: Interaction): void {
    const sizeChanged = view.rows !== this.grid.rows || view.cols !== this.grid.cols;
    this.view = view;
    this.interaction = interaction;
    if (sizeChanged) {
      this.grid.rows = view.rows;
      this.grid.cols = view.cols;
      this.layout();
    }
    this.fxLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    const n = view.cells.length;
    for (let i = this.cards.length - 1; i >= n; i--) this.removeCard(i);
    this.cards.length = Math.max(this.cards.length, n);
    for (let cell = 0; cell < n; cell++) {
      const cv = view.cells[cell] ?? null;
      if (!cv) {
        this.removeCard(cell);
        continue;
      }
      const face = cv.faceUp ? faceKey(cv.card) : BACK;
      let card = this.cards[cell];
      if (!card) {
        card = new Card(this.faces, face);
        card.setDisplayWidth(this.grid.cardW);
        this.cards[cell] = card;
      } else if (card.face !== face) {
        card.setFace(face);
      }
      if (card.parent !== this.cardsLayer) this.cardsLayer.addChild(card);
      card.visible = true;
    }
    this.placeAll();
    this.updateButtons();
    this.drawMarks();
    this.drawHover();
  }

  /** Only the clickable state changed (animation started/ended, a selection). */
  setInteraction(interaction: Interaction): void {
    this.interaction = interaction;
    this.updateButtons();
    this.drawMarks();
    this.drawHover();
  }

  private removeCard(cell: number): void {
    const c = this.cards[cell];
    if (c) c.destroy();
    this.cards[cell] = null;
  }

  private describe(cell: number, cv: WordsCellView): string {
    const where = cellName(cell, this.grid.cols);
    if (!cv) return `${where}: ${t('card.empty')}`;
    if (cv.faceUp) return `${where}: ${cardName(cv.card)}`;
    return `${where}: ${t('card.faceDown')}`;
  }

  private updateButtons(): void {
    const view = this.view;
    if (!view) {
      this.buttons.clear();
      return;
    }
    const specs: CardButtonSpec[] = [];
    view.cells.forEach((cv, cell) => {
      if (!cv) return;
      specs.push({
        id: cell,
        label: `card grid ${cellName(cell, view.cols)} ${publicFace(cv)}`,
        description: this.describe(cell, cv),
        rect: this.grid.rect(cell),
        enabled: this.interaction.enabled.has(cell),
        pressed: this.interaction.selected.has(cell) ? true : undefined,
      });
    });
    this.buttons.update(specs);
  }

  /** Cards of the batch being revealed wear a gold frame; selected cards a blue one. */
  private drawMarks(): void {
    const g = this.marks;
    g.clear();
    const view = this.view;
    if (!view) return;
    const pad = Math.max(2, this.grid.cardW * 0.08);
    for (const cell of view.batch) {
      if (!view.cells[cell]) continue;
      const r = this.grid.rect(cell);
      g.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.grid.cardW * 0.16).fill({ color: 0xf2c94c, alpha: 0.9 });
    }
    for (const cell of this.interaction.hinted ?? []) {
      if (!view.cells[cell]) continue;
      const r = this.grid.rect(cell);
      g.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.grid.cardW * 0.16).stroke({ width: Math.max(3, this.grid.cardW * 0.1), color: 0x69f0ae });
    }
    for (const cell of this.interaction.selected) {
      const r = this.grid.rect(cell);
      g.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.grid.cardW * 0.16)
        .fill({ color: 0x4fc3f7, alpha: 0.5 })
        .stroke({ width: Math.max(2, this.grid.cardW * 0.07), color: 0x4fc3f7 });
    }
  }

  private drawHover(): void {
    const g = this.hover;
    g.clear();
    this.drawZoom();
    const cell = this.hoverCell;
    if (cell === null || !this.interaction.enabled.has(cell) || !this.cards[cell]) return;
    const r = this.grid.rect(cell);
    const pad = Math.max(2, this.grid.cardW * 0.05);
    g.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.grid.cardW * 0.12).stroke({ width: Math.max(2, this.grid.cardW * 0.06), color: 0xffd54f });
  }

  /** A face-up card under the pointer or keyboard focus is shown enlarged beside it, sharp. */
  private drawZoom(): void {
    this.zoom?.destroy();
    this.zoom = null;
    const cell = this.hoverCell;
    const card = cell === null ? undefined : this.cards[cell];
    if (cell === null || !card || card.isBack) return;
    const r = this.grid.rect(cell);
    const width = Math.min(CARD_W * 0.7, Math.max(this.grid.cardW * 2.4, 100));
    const height = (width * CARD_H) / CARD_W;
    const gap = Math.max(6, this.grid.cardW * 0.2);
    // Beside the card, on the side with room, kept inside the board.
    const box = this.board.getBoundingClientRect();
    let x = r.x + r.width + gap + width / 2;
    if (x + width / 2 > box.right) x = r.x - gap - width / 2;
    const y = Math.min(Math.max(r.y + r.height / 2, box.top + height / 2 + 4), box.bottom - height / 2 - 4);
    this.zoomFaces.setDisplayWidth(width);
    const zoom = new Card(this.zoomFaces, card.face);
    zoom.setDisplayWidth(width);
    zoom.position.set(Math.max(box.left + width / 2 + 4, x), y);
    zoom.eventMode = 'none';
    this.zoom = zoom;
    this.overLayer.addChild(zoom);
  }

  // ---------------------------------------------------------------- animation

  /** Plays one event; resolves when its animation is over (or was killed). */
  async play(ev: WordsEvent, view: WordsView): Promise<void> {
    if (this.dead) return;
    try {
      await this.playOne(ev, view);
    } catch (err) {
      // A killed animation may find its objects gone when the table closed meanwhile.
      if (!this.dead) throw err;
    }
  }

  private async playOne(ev: WordsEvent, view: WordsView): Promise<void> {
    if (view.rows !== this.grid.rows || view.cols !== this.grid.cols) {
      this.grid.rows = view.rows;
      this.grid.cols = view.cols;
      this.layout();
    }
    switch (ev.type) {
      case 'deal':
        for (const cell of ev.cells) this.removeCard(cell);
        return dealCards(this.anim, this.cardsLayer, this.faces, this.grid, ev.cells, (cell, card) => (this.cards[cell] = card));
      case 'flip':
        return this.flipAnim(ev.cell, ev.card);
      case 'takePair':
        return this.takePairAnim(ev.seat, ev.cells);
      case 'takePrize':
        return this.takePrizeAnim(ev.seat, ev.cell, ev.card);
      case 'hide':
        return this.hideAnim(ev.cells);
      case 'chaos':
        this.hooks.flashSeat(ev.seat, 'chaos');
        return this.chaosAnim(ev.cells);
      case 'exchange':
        this.hooks.flashSeat(ev.seat, 'exchange');
        this.hooks.flashSeat(ev.target, 'exchange');
        return this.exchangeAnim(ev.seat, ev.target, ev.give, ev.take);
      case 'word':
        // Over the table, not under the player's panel: everyone should read what was composed.
        this.hooks.flashSeat(ev.seat, 'word');
        return this.floatText(`${this.hooks.seatName(ev.seat)}: «${ev.record.word}» +${ev.record.points}`, this.boardCenter(), 0xffe082, 34, 1.1);
      case 'slava':
        return this.banner(t('words.fx.slava'), this.hooks.seatName(ev.seat));
      case 'turn':
        this.hooks.flashSeat(ev.seat, 'turn');
        return this.anim.wait(0.12);
      case 'gameOver':
        return this.anim.wait(0.5);
      default:
        return;
    }
  }

  private ensureCard(cell: number, face: string): Card {
    let card = this.cards[cell];
    if (!card) {
      card = new Card(this.faces, face);
      card.setDisplayWidth(this.grid.cardW);
      const p = this.grid.center(cell);
      card.position.set(p.x, p.y);
      this.cards[cell] = card;
      this.cardsLayer.addChild(card);
    }
    return card;
  }

  private async flipAnim(cell: number, card: WordsCard): Promise<void> {
    const c = this.ensureCard(cell, BACK);
    this.cardsLayer.addChild(c);
    const rest = this.grid.center(cell);
    // The batch frame shows under the card as soon as it turns.
    if (this.view && !this.view.batch.includes(cell)) this.view = { ...this.view, batch: [...this.view.batch, cell] };
    this.drawMarks();
    await flipInPlace(this.anim, c, faceKey(card), rest, 0.25);
  }

  private flyTarget(seat: number): Point {
    const a = this.hooks.seatAnchor(seat);
    if (a) return a;
    const b = this.grid.bounds;
    return { x: b.x - 100, y: b.y + b.height / 2 };
  }

  private async takePairAnim(seat: number, cells: [number, number]): Promise<void> {
    const cards = cells.map((cell) => this.cards[cell]).filter((c): c is Card => !!c);
    cells.forEach((cell) => (this.cards[cell] = null));
    const mid = cards.length ? { x: (cards[0]!.x + cards[cards.length - 1]!.x) / 2, y: (cards[0]!.y + cards[cards.length - 1]!.y) / 2 } : this.boardCenter();
    // Awaited with the flights: `sync` clears the effects layer, and must not destroy a text still moving.
    const label = this.floatText(t('words.fx.pair'), mid, 0xffe082);
    await this.anim.wait(0.3);
    const to = this.flyTarget(seat);
    await Promise.all([label, ...cards.map((c, i) => flyAway(this.anim, this.fxLayer, c, to, i * 0.08))]);
    this.hooks.flashSeat(seat, 'gain');
  }

  private async takePrizeAnim(seat: number, cell: number, card: WordsCard): Promise<void> {
    const c = this.cards[cell] ?? this.ensureCard(cell, faceKey(card));
    if (c.face !== faceKey(card)) c.setFace(faceKey(card));
    this.cards[cell] = null;
    await flyAway(this.anim, this.fxLayer, c, this.flyTarget(seat));
    this.hooks.flashSeat(seat, 'gain');
  }

  private async hideAnim(cells: number[]): Promise<void> {
    const down = cells.flatMap((cell) => {
      const card = this.cards[cell];
      return card ? [{ card, rest: this.grid.center(cell) }] : [];
    });
    await turnDown(this.anim, down, 0.6);
    if (this.view) this.view = { ...this.view, batch: this.view.batch.filter((c) => !cells.includes(c)) };
    this.drawMarks();
  }

  /** The shuffled cards gather in the middle of their cells' area, swirl, and go back (their places now mean nothing). */
  private async chaosAnim(cells: number[]): Promise<void> {
    const cards = cells.map((cell) => ({ cell, card: this.cards[cell] })).filter((x): x is { cell: number; card: Card } => !!x.card);
    if (cards.length === 0) return;
    const mid = cards.reduce((m, { card }) => ({ x: m.x + card.x / cards.length, y: m.y + card.y / cards.length }), { x: 0, y: 0 });
    const label = this.floatText(t('words.fx.chaos'), this.boardCenter(), 0xffab91);
    const stagger = Math.min(0.01, 0.6 / cards.length);
    await Promise.all(cards.map(({ card }, i) => this.anim.to(card, { x: mid.x + Math.sin(i) * 30, y: mid.y + Math.cos(i) * 20, rotation: (i % 5) - 2, duration: 0.35, delay: i * stagger, ease: 'power2.in' })));
    await Promise.all([
      label,
      ...cards.map(({ cell, card }, i) => {
        const to = this.grid.center(cell);
        return this.anim.to(card, { x: to.x, y: to.y, rotation: 0, duration: 0.4, delay: i * stagger, ease: 'power2.out' });
      }),
    ]);
  }

  /** The two swapped cards cross between the players' panels. */
  private async exchangeAnim(seat: number, target: number, give: WordsCard, take: WordsCard): Promise<void> {
    const a = this.flyTarget(seat);
    const b = this.flyTarget(target);
    const fly = async (card: WordsCard, from: Point, to: Point): Promise<void> => {
      const c = new Card(this.faces, faceKey(card));
      c.setDisplayWidth(Math.max(40, this.grid.cardW));
      c.position.set(from.x, from.y);
      this.fxLayer.addChild(c);
      await this.anim.to(c, { x: to.x, y: to.y, duration: 0.7, ease: 'power2.inOut' });
      await this.anim.to(c, { alpha: 0, duration: 0.15 });
      c.destroy();
    };
    await Promise.all([fly(give, a, b), fly(take, b, a)]);
  }

  private boardCenter(): Point {
    const b = this.grid.bounds;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }

  private async floatText(text: string, at: Point | null, color: number, fontSize = 24, hold = 0.5): Promise<void> {
    const p = at ?? this.boardCenter();
    const tx = new Text({ text, style: { fontFamily: FONT, fontSize, fontWeight: '800', fill: color, stroke: { color: 0x102010, width: 6 } }, resolution: 2 });
    tx.anchor.set(0.5);
    tx.position.set(p.x, p.y);
    tx.alpha = 0;
    this.fxLayer.addChild(tx);
    await this.anim.to(tx, { alpha: 1, y: p.y - 16, duration: 0.25 });
    await this.anim.to(tx, { alpha: 0, y: p.y - 40, duration: 0.45, delay: hold });
    tx.destroy();
  }

  private async banner(title: string, subtitle: string): Promise<void> {
    const mid = this.boardCenter();
    const c = new Container();
    const big = new Text({ text: title, style: { fontFamily: FONT, fontSize: 54, fontWeight: '800', fill: 0xf7cd3e, stroke: { color: 0x0d3b80, width: 8 } }, resolution: 2 });
    big.anchor.set(0.5);
    const sub = new Text({ text: subtitle, style: { fontFamily: FONT, fontSize: 26, fontWeight: '700', fill: 0xffffff, stroke: { color: 0x102010, width: 5 } }, resolution: 2 });
    sub.anchor.set(0.5);
    sub.y = 52;
    c.addChild(big, sub);
    c.position.set(mid.x, mid.y);
    c.scale.set(0.3);
    c.alpha = 0;
    this.fxLayer.addChild(c);
    await Promise.all([this.anim.to(c, { alpha: 1, duration: 0.3 }), this.anim.to(c.scale, { x: 1, y: 1, duration: 0.4, ease: 'back.out(1.7)' })]);
    await this.anim.wait(1.2);
  }
}
