/**
 * The canvas of a memory-grid table (Klepka Football, Klepka Words): the cards in their cells, the
 * accessible buttons over them, the hover frame and zoom, reconciling to the view, and the animations
 * every grid game shares. A game's scene extends it with its own marks and events.
 */
import { Container, Graphics, type Application } from 'pixi.js';
import { t } from '../i18n';
import type { Animator } from './anim';
import { BACK, Card } from './card';
import { CardButtons, type CardButtonSpec } from './card-buttons';
import { cellName, type GridLayout, type Rect } from './grid';
import { BoardScroll } from './board-scroll';
import { dealCards, flipInPlace, flyAway, turnDown } from './grid-anim';
import { floatText, type FloatStyle, type Point } from './fx';
import { coachKeepsInSight } from './lesson';
import { placeClearScaled } from './placement';
import { FaceTextures } from './textures';

export type { Point } from './fx';

/** What the table may do with the cells now. */
export interface GridInteraction {
  /** Cells that may be clicked now. */
  enabled: Set<number>;
  /** Cells picked. */
  selected: Set<number>;
  /** Cells a hint points at. */
  hinted?: Set<number>;
}

/** The part of a view a grid scene reads. */
export interface GridView<Cell> {
  rows: number;
  cols: number;
  cells: Cell[];
}

export interface GridArt {
  width: number;
  height: number;
  draw: (key: string, resolution: number) => Container;
}

/** What a grid scene asks of its table. */
export interface GridHooks {
  /** Centre of a seat's panel on screen, where its cards fly. */
  seatAnchor(seat: number): Point | null;
  onCell(cell: number): void;
  /** Lets a seat's panel light up: it gained cards, or its turn came. */
  flashSeat(seat: number, kind: 'turn' | 'gain'): void;
}


export abstract class GridScene<Cell extends { faceUp: boolean } | null, V extends GridView<Cell>, E, H extends GridHooks, I extends GridInteraction = GridInteraction> {
  readonly root = new Container();
  protected readonly cardsLayer = new Container();
  protected readonly overLayer = new Container();
  protected readonly fxLayer = new Container();
  /** Marks drawn under the cards and above them (selection, hints, the game's own). */
  protected readonly under = new Graphics();
  protected readonly above = new Graphics();
  protected readonly faces: FaceTextures;
  /** The same art at the enlarged size of the hover zoom, so it stays sharp. */
  private readonly zoomFaces: FaceTextures;
  protected cards: Array<Card | null> = [];
  private readonly buttons: CardButtons;
  private readonly hover = new Graphics();
  /** The keyboard's focus ring (keyboard.ts). */
  private readonly ring = new Graphics();
  private hoverCell: number | null = null;
  private zoom: Card | null = null;
  protected view: V | null = null;
  protected interaction: I;
  private readonly resizeObserver: ResizeObserver;
  /** The board scrolls over a grid laid out taller than it (see `heightFor`). */
  private readonly scroll: BoardScroll;
  protected dead = false;
  protected floatStyle: FloatStyle = { fontSize: 26, stroke: 5, hold: 0.35 };

  protected constructor(
    protected readonly app: Application,
    protected readonly board: HTMLElement,
    protected readonly anim: Animator,
    protected readonly grid: GridLayout,
    protected readonly art: GridArt,
    protected readonly hooks: H,
    noInteraction: I,
  ) {
    this.interaction = noInteraction;
    this.faces = new FaceTextures(app.renderer, art.width, art.height, art.draw);
    this.zoomFaces = new FaceTextures(app.renderer, art.width, art.height, art.draw);
    this.zoomFaces.onInvalidate(() => {
      this.zoom?.destroy();
      this.zoom = null;
    });
    this.faces.onInvalidate(() => {
      for (const c of this.cards) c?.refresh();
    });
    this.root.addChild(this.under, this.cardsLayer, this.above, this.hover, this.ring, this.overLayer, this.fxLayer);
    app.stage.addChild(this.root);
    this.buttons = new CardButtons(board, t('table.board'), this.ring);
    this.buttons.onActivate((cell) => this.hooks.onCell(cell));
    this.buttons.onHover((cell) => {
      this.hoverCell = cell;
      this.drawHover();
    });
    this.resizeObserver = new ResizeObserver(() => this.layout());
    this.resizeObserver.observe(board);
    this.scroll = new BoardScroll(board, app.stage, this.root, () => (this.anim.running ? this.scroll.follow() : this.layout()));
  }

  // ---------------------------------------------------------------- what a game supplies

  /** The part of the board (where the table is laid out on the page: all of its scroll range when it scrolls) the grid fills. */
  protected abstract area(board: Rect): Rect;

  /** The height the table needs on a board `width` wide and `height` high: more makes the board scroll. The board's own by default. */
  protected heightFor(_width: number, height: number): number {
    return height;
  }
  /** The face a card in `cell` shows now. */
  protected abstract faceOf(cell: number, cv: NonNullable<Cell>): string;
  /** What a screen reader and the tests read on a cell's button. */
  protected abstract publicFace(cv: Cell): string;
  protected abstract describe(cell: number, cv: NonNullable<Cell>): string;
  /** The game's marks on `under` and `above` (selection, hints, its own). */
  protected abstract drawMarks(): void;
  protected abstract playOne(ev: E, view: V): Promise<void>;
  /** The zoomed card's width. */
  protected abstract zoomWidth(): number;

  // ---------------------------------------------------------------- life

  destroy(): void {
    this.resizeObserver.disconnect();
    this.scroll.destroy();
    this.buttons.destroy();
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

  layout(): void {
    if (this.dead) return;
    this.scroll.fit((width, height) => this.heightFor(width, height));
    const r = this.scroll.layoutRect();
    if (!r) return;
    this.grid.fit(this.area(r));
    this.faces.setDisplayWidth(this.grid.cardW);
    for (const c of this.cards) c?.setDisplayWidth(this.grid.cardW);
    if (!this.anim.running) {
      this.placeAll();
      this.scroll.drawn();
    }
    this.laidOut();
    this.updateButtons();
    this.drawHover();
  }

  /** After a layout: the game places what else it shows. */
  protected laidOut(): void {}

  protected placeAll(): void {
    this.cards.forEach((card, cell) => {
      if (!card) return;
      const p = this.grid.center(cell);
      card.position.set(p.x, p.y);
      card.scale.set(1);
      card.rotation = 0;
      card.alpha = 1;
    });
  }

  protected boardCenter(): Point {
    const b = this.grid.bounds;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }

  // ---------------------------------------------------------------- reconcile

  /** Follows a change of the grid's size. */
  private fitView(view: V): void {
    if (view.rows === this.grid.rows && view.cols === this.grid.cols) return;
    this.grid.rows = view.rows;
    this.grid.cols = view.cols;
    this.layout();
  }

  /** Puts a card in every occupied cell with the face the view gives it; the caller places them. */
  protected syncCards(view: V, interaction: I): void {
    this.view = view;
    this.interaction = interaction;
    this.fitView(view);
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
      const face = this.faceOf(cell, cv);
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
  }

  /** Only the clickable state changed (animation started/ended, a selection). */
  setInteraction(interaction: I): void {
    this.interaction = interaction;
    this.redraw();
  }

  protected redraw(): void {
    this.updateButtons();
    this.drawMarks();
    this.drawHover();
  }

  protected removeCard(cell: number): void {
    const c = this.cards[cell];
    if (c) c.destroy();
    this.cards[cell] = null;
  }

  protected ensureCard(cell: number, face: string): Card {
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

  protected cellWhere(cell: number): string {
    return cellName(cell, this.grid.cols);
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
        label: `card grid ${cellName(cell, view.cols)} ${this.publicFace(cv)}`,
        description: this.describe(cell, cv as NonNullable<Cell>),
        rect: this.grid.rect(cell),
        enabled: this.interaction.enabled.has(cell),
        pressed: this.interaction.selected.has(cell) ? true : undefined,
      });
    });
    this.buttons.update(specs);
  }

  /** A frame around `cell`, `pad` wider than the card. */
  protected frame(g: Graphics, cell: number, pad: number, radius: number): Graphics {
    const r = this.grid.rect(cell);
    return g.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, radius);
  }

  private drawHover(): void {
    const g = this.hover;
    g.clear();
    this.drawZoom();
    const cell = this.hoverCell;
    if (cell === null || !this.interaction.enabled.has(cell) || !this.cards[cell]) return;
    this.frame(g, cell, Math.max(2, this.grid.cardW * 0.05), this.grid.cardW * 0.12).stroke({ width: Math.max(2, this.grid.cardW * 0.06), color: 0xffd54f });
  }

  /** Where the zoomed card must stay: the board (the panels beside it lie over the canvas). */
  protected zoomBounds(): Rect {
    return this.scroll.inSight() ?? this.grid.bounds;
  }

  /**
   * A face-up card under the pointer or keyboard focus is shown enlarged beside it: the cards of a
   * large grid are small, and a player should be able to read them. It keeps clear of the cells around
   * it (the next card the player goes for is often one of them) and of what a lesson's coach points at.
   */
  private drawZoom(): void {
    this.zoom?.destroy();
    this.zoom = null;
    const cell = this.hoverCell;
    const card = cell === null ? undefined : this.cards[cell];
    if (cell === null || !card || card.isBack) return;
    const full = this.zoomWidth();
    const keep = [...this.grid.neighbours(cell).map((n) => this.grid.rect(n)), ...coachKeepsInSight()];
    // smaller when the grid leaves no clear room, never below 1.25 cards (it is there to be read)
    const minScale = Math.min(1, (this.grid.cardW * 1.25) / full);
    const spot = placeClearScaled({ width: full, height: (full * this.art.height) / this.art.width }, minScale, this.grid.rect(cell), keep, this.zoomBounds(), { gap: Math.max(6, this.grid.cardW * 0.2) });
    const width = spot.width;
    this.zoomFaces.setDisplayWidth(width);
    const zoom = new Card(this.zoomFaces, card.face);
    zoom.setDisplayWidth(width);
    zoom.position.set(spot.x + spot.width / 2, spot.y + spot.height / 2);
    zoom.eventMode = 'none';
    this.zoom = zoom;
    this.overLayer.addChild(zoom);
  }

  // ---------------------------------------------------------------- animation

  /** Plays one event; resolves when its animation is over (or was killed). */
  async play(ev: E, view: V): Promise<void> {
    if (this.dead) return;
    try {
      this.fitView(view);
      // Every grid game deals its cells and pauses on the final score alike.
      const shared = ev as { type: string; cells?: number[] };
      if (shared.type === 'deal' && shared.cells) await this.dealCells(shared.cells);
      else if (shared.type === 'gameOver') await this.anim.wait(0.5);
      else await this.playOne(ev, view);
    } catch (err) {
      // A killed animation may find its objects gone when the table closed meanwhile.
      if (!this.dead) throw err;
    }
  }

  private async dealCells(cells: number[]): Promise<void> {
    for (const cell of cells) this.removeCard(cell);
    await dealCards(this.anim, this.cardsLayer, this.faces, this.grid, cells, (cell, card) => (this.cards[cell] = card));
  }

  /** Turns a face-down card up where it lies. */
  protected async flipCell(cell: number, face: string, pause?: number): Promise<void> {
    const c = this.ensureCard(cell, BACK);
    this.cardsLayer.addChild(c);
    await flipInPlace(this.anim, c, face, this.grid.center(cell), pause);
  }

  /** Turns revealed cards back down. */
  protected async hideCells(cells: number[], pause?: number): Promise<void> {
    const down = cells.flatMap((cell) => {
      const card = this.cards[cell];
      return card ? [{ card, rest: this.grid.center(cell) }] : [];
    });
    await turnDown(this.anim, down, pause);
  }

  /** Where cards fly to a seat: its panel, or off the grid's left edge. */
  protected flyTarget(seat: number): Point {
    const anchor = this.hooks.seatAnchor(seat);
    if (anchor) return anchor;
    const b = this.grid.bounds;
    return { x: b.x - 100, y: b.y + b.height / 2 };
  }

  /** A pair leaves the grid for its taker's panel under a floating word; the panel lights up. */
  protected async takePairCells(seat: number, cells: [number, number], label: string, wait: number): Promise<void> {
    const cards = cells.map((cell) => this.cards[cell]).filter((c): c is Card => !!c);
    cells.forEach((cell) => (this.cards[cell] = null));
    const mid = cards.length ? { x: (cards[0]!.x + cards[cards.length - 1]!.x) / 2, y: (cards[0]!.y + cards[cards.length - 1]!.y) / 2 } : this.boardCenter();
    // Awaited with the flights: `sync` clears the effects layer, and must not destroy a text still moving.
    const text = this.floatText(label, mid, 0xffe082);
    await this.anim.wait(wait);
    const to = this.flyTarget(seat);
    await Promise.all([text, ...cards.map((c, i) => flyAway(this.anim, this.fxLayer, c, to, i * 0.08))]);
    this.hooks.flashSeat(seat, 'gain');
  }

  /** A prize card leaves its cell for its taker's panel; the panel lights up. */
  protected async takePrizeCell(seat: number, cell: number, face: string): Promise<void> {
    const c = this.cards[cell] ?? this.ensureCard(cell, face);
    if (c.face !== face) c.setFace(face);
    this.cards[cell] = null;
    await flyAway(this.anim, this.fxLayer, c, this.flyTarget(seat));
    this.hooks.flashSeat(seat, 'gain');
  }

  /** The turn passes: the next seat's panel lights up. */
  protected turnPasses(seat: number): Promise<void> {
    this.hooks.flashSeat(seat, 'turn');
    return this.anim.wait(0.12);
  }

  protected floatText(text: string, at: Point | null, color: number, style: Partial<FloatStyle> = {}): Promise<void> {
    return floatText(this.anim, this.fxLayer, text, at ?? this.boardCenter(), color, { ...this.floatStyle, ...style });
  }

}
