/**
 * What every card table drawn on the canvas shares: the layers, the card faces (and the larger ones of
 * the zoom), the accessible buttons with their hover, the labels kept across redraws, the resize
 * observer and the life cycle (`sync` to a view, `setInteraction`, `layout`, `languageChanged`,
 * `destroy`), and the hooks its controller gave. A game's board names its art and picture in `game`,
 * draws its own table in `draw`, names its buttons in `updateButtons` and shows its zoom in `drawZoom`.
 */
import { Container, Graphics, Text, type Application, type TextStyleOptions } from 'pixi.js';
import { t } from '../i18n';
import type { Animator } from './anim';
import { Card } from './card';
import { ART_FONT } from './card-art';
import { CardButtons } from './card-buttons';
import type { TableLayout } from './board-layout';
import { BoardScroll } from './board-scroll';
import type { Rect } from './grid';
import { retire } from './fx';
import { keepLabel } from './labels';
import { FaceTextures } from './textures';

/** The gold of the player whose turn it is, and the glow of what a hint suggests. */
export const GOLD = 0xf2c94c;
export const HINT = 0xffd54f;

/** A game's card art: its design size and how it draws a face (see FaceTextures). */
export interface CardArt {
  width: number;
  height: number;
  draw: ConstructorParameters<typeof FaceTextures>[3];
}

/** What a game's board brings to the kit: its card art and the picture it draws for a view (a copy the animations may change). */
export interface BoardGame<View, Picture> {
  art: CardArt;
  pictureOf(view: View): Picture;
}

/** `Hooks`: what the board tells its controller (clicks on cards, where the controls go). */
export abstract class CardBoard<View, Picture, Layout extends TableLayout, Interaction, Hooks> {
  readonly root = new Container();
  protected readonly boxLayer = new Graphics();
  protected readonly cardLayer = new Container();
  protected readonly labelLayer = new Container();
  protected readonly overLayer = new Graphics();
  protected readonly fxLayer = new Container();
  /** The keyboard's focus ring (keyboard.ts). */
  private readonly ringLayer = new Graphics();
  protected readonly faces: FaceTextures;
  protected readonly zoomFaces: FaceTextures;
  protected readonly buttons: CardButtons;
  protected readonly labels = new Map<string, Text>();
  protected usedLabels = new Set<string>();
  protected pic: Picture | null = null;
  protected lay: Layout | null = null;
  protected abstract interaction: Interaction;
  protected hoverId: number | null = null;
  protected zoom: Card | null = null;
  protected readonly resizeObserver: ResizeObserver;
  protected dead = false;
  protected rendering = false;
  protected dealing = false;
  /** The board scrolls over a table laid out taller than it (see `heightFor`). */
  private readonly scroll: BoardScroll;

  /** The game the board draws (asked while the board is built, before a subclass sets its fields). */
  protected abstract game(): BoardGame<View, Picture>;

  constructor(
    protected readonly app: Application,
    protected readonly board: HTMLElement,
    protected readonly anim: Animator,
    protected readonly hooks: Hooks,
  ) {
    const { art } = this.game();
    this.faces = new FaceTextures(app.renderer, art.width, art.height, art.draw);
    this.zoomFaces = new FaceTextures(app.renderer, art.width, art.height, art.draw);
    // New textures (resize, language): redraw, unless the redraw itself asked for them.
    this.faces.onInvalidate(() => {
      if (!this.dead && !this.rendering) this.render();
    });
    this.zoomFaces.onInvalidate(() => this.clearZoom());
    this.root.addChild(this.boxLayer, this.cardLayer, this.labelLayer, this.overLayer, this.ringLayer, this.fxLayer);
    app.stage.addChild(this.root);
    this.buttons = new CardButtons(board, t('table.board'), this.ringLayer);
    this.buttons.onActivate((id) => this.activate(id));
    this.buttons.onHover((id) => {
      this.hoverId = id;
      this.drawZoom();
    });
    this.resizeObserver = new ResizeObserver(() => this.layout());
    this.resizeObserver.observe(board);
    this.scroll = new BoardScroll(board, app.stage, this.root, () => this.scrolled());
  }

  destroy(): void {
    this.dead = true;
    this.resizeObserver.disconnect();
    this.scroll.destroy();
    this.unwatchBar();
    this.buttons.destroy();
    this.forgetCards();
    this.labels.clear();
    this.root.destroy({ children: true });
    this.faces.invalidate();
    this.zoomFaces.invalidate();
  }

  languageChanged(): void {
    this.buttons.setLabel(t('table.board'));
    this.faces.invalidate();
    this.zoomFaces.invalidate();
  }

  layout(): void {
    if (this.dead || !this.pic || this.anim.running) return;
    this.render();
  }

  /**
   * The height the HTML bar over the board (offers, controls) needs for what it shows now: the layout
   * gives its strip at least this much, so that a second line (a hint, a reason) covers neither the
   * hand below nor the cards above.
   */
  protected barNeed = 0;

  private barWatch: { lines: MutationObserver; size: ResizeObserver } | null = null;

  /**
   * Follows the bar's lines: when what it shows changes, or its width (its lines wrap differently), the
   * layout makes room for them (see `barNeed`).
   */
  watchBar(bar: HTMLElement): void {
    this.unwatchBar();
    this.barWatch = { lines: new MutationObserver(() => this.fitBar(bar)), size: new ResizeObserver(() => this.fitBar(bar)) };
    this.barWatch.lines.observe(bar, { childList: true, subtree: true, characterData: true });
    this.barWatch.size.observe(bar);
  }

  private unwatchBar(): void {
    this.barWatch?.lines.disconnect();
    this.barWatch?.size.disconnect();
    this.barWatch = null;
  }

  /** Measures the bar's lines (not its box, which the layout sizes) and lays the table out again when they changed. */
  private fitBar(bar: HTMLElement): void {
    // a bar hidden while the table moves keeps its room: the hand does not jump each turn
    if (bar.hidden || this.dead) return;
    const lines = [...bar.children].map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0);
    const need = lines.length === 0 ? 0 : Math.ceil(Math.max(...lines.map((r) => r.bottom)) - Math.min(...lines.map((r) => r.top))) + 8;
    if (Math.abs(need - this.barNeed) <= 1) return;
    this.barNeed = need;
    this.layout();
  }

  /** The view is the truth: the picture becomes the view. */
  sync(view: View, interaction: Interaction): void {
    this.pic = this.game().pictureOf(view);
    this.interaction = interaction;
    this.resetMarks();
    // Leftovers of killed animations go (a fading text included: retired, its tween cannot read it destroyed); the zoomed card lives there too.
    this.zoom = null;
    this.fxLayer.removeChildren().forEach(retire);
    this.render();
  }

  setInteraction(interaction: Interaction): void {
    this.interaction = interaction;
    if (this.pic && !this.anim.running) this.render();
    else this.updateButtons();
  }

  /** Drops the board's references to the cards it drew (the board is going). */
  protected abstract forgetCards(): void;

  /** Marks that animations leave on the picture and a new view makes stale (none by default). */
  protected resetMarks(): void {}

  /** Where everything lies for the picture on the board (told to whoever places controls around it). */
  protected abstract layoutOf(p: Picture, board: Rect): Layout;

  /** Draws the table of the picture at the layout (the layers are cleared, the labels not yet hidden). */
  protected abstract draw(p: Picture, L: Layout, board: Rect): void;

  /** The marks over the cards: selection, targets, the hint. */
  protected abstract drawOver(): void;

  /**
   * The height the table needs on a board `width` wide when the board is `height` high: more makes the
   * board scroll (large text, a small window), where the table would otherwise squeeze what matters most
   * out of sight. The board's own height by default.
   */
  protected heightFor(_p: Picture, _width: number, height: number): number {
    return height;
  }

  private scrolled(): void {
    if (this.dead || !this.pic) return;
    // the buttons and bars scroll with the board; the drawing is laid out again (or, while a piece moves, shifted)
    if (this.anim.running) this.scroll.follow();
    else this.render();
  }

  /** Redraws the whole picture at the current layout. */
  protected render(): void {
    const p = this.pic;
    if (!p || this.dead) return;
    this.scroll.fit((width, height) => this.heightFor(p, width, height));
    const board = this.boardRect();
    if (!board) return;
    this.scroll.drawn();
    const L = this.layoutOf(p, board);
    this.lay = L;
    this.rendering = true;
    this.faces.setDisplayWidth(L.cardMax);
    this.rendering = false;
    for (const c of this.cardLayer.removeChildren()) c.destroy({ children: true });
    this.forgetCards();
    this.usedLabels = new Set();
    this.boxLayer.clear();
    this.draw(p, L, board);
    this.drawOver();
    for (const [key, tx] of this.labels) if (!this.usedLabels.has(key)) tx.visible = false;
    this.updateButtons();
    this.drawZoom();
  }

  /** The accessible buttons over everything that may be picked or read. */
  protected abstract updateButtons(): void;

  /** Shows (or takes away) the help of the hovered or focused button. */
  protected abstract drawZoom(): void;

  /** A click or key press on the button `id`. */
  protected abstract activate(id: number): void;

  /** Where the table is laid out on the page: the board, or all of its scroll range when it scrolls. */
  protected boardRect(): Rect | null {
    return this.scroll.layoutRect();
  }

  /** The part of the table in sight: the board's own box (less its scroll bar). */
  protected boardInSight(): Rect | null {
    return this.scroll.inSight();
  }

  // ---------------------------------------------------------------- drawing helpers

  protected label(key: string, value: string, style: TextStyleOptions, x: number, y: number, anchor: [number, number] = [0.5, 0.5], maxWidth = 0): Text {
    this.usedLabels.add(key);
    return keepLabel(this.labels, this.labelLayer, ART_FONT, key, value, style, x, y, anchor, maxWidth);
  }

  protected card(face: string, r: Rect, into: Container = this.cardLayer): Card {
    const c = new Card(this.faces, face);
    c.setDisplayWidth(r.width);
    c.position.set(r.x + r.width / 2, r.y + r.height / 2);
    into.addChild(c);
    return c;
  }

  /** Takes the zoomed card away. */
  protected clearZoom(): void {
    this.zoom?.destroy();
    this.zoom = null;
  }

  /** Shows `face` enlarged to `width`, centred at (x, y), over everything. */
  protected showZoom(face: string, width: number, x: number, y: number): void {
    this.zoomFaces.setDisplayWidth(width);
    const z = new Card(this.zoomFaces, face);
    z.setDisplayWidth(width);
    z.position.set(x, y);
    this.zoom = z;
    this.fxLayer.addChild(z);
  }
}
