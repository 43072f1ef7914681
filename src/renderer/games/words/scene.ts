/**
 * The Klepka Words table on the canvas: the 10x14 grid of cards, its animations (deal, flips of a batch,
 * pairs and prize cards flying to their holders, revealed cards turning back, CHAOS shuffling) and
 * `sync`, which puts every card where the view says it is once the animations are over. The space under
 * the grid (or beside it, in a wide and low window) belongs to the HTML compose tray (`hooks.reserved`).
 */
import { Container, Text, type Application } from 'pixi.js';
import type { WordsCard, WordsCellView, WordsEvent, WordsView } from '../../../common/games/words';
import { t } from '../../i18n';
import type { Animator } from '../../table/anim';
import { BACK, Card } from '../../table/card';
import { GridLayout, type Rect } from '../../table/grid';
import { GridLabels } from '../../table/grid-labels';
import { leastHeight } from '../../table/board-scroll';
import { GridScene, type GridHooks, type GridInteraction, type Point } from '../../table/grid-scene';
import { CARD_H, CARD_W, drawFace } from './art';
import { cardName, faceKey, publicFace } from './faces';

const FONT = "'Noto Sans', sans-serif";
/** The width the grid's cards keep at the least (as far as the board's width allows) before the board scrolls. */
const MIN_CARD_W = 18;

export interface SceneHooks extends GridHooks {
  seatName(seat: number): string;
  flashSeat(seat: number, kind: 'turn' | 'gain' | 'word' | 'chaos' | 'exchange'): void;
  /** Pixels at the bottom and at the right of the board kept for the compose tray. */
  reserved(): { bottom: number; right: number };
}

/** Cells that may be clicked, picked (CHAOS, cards chosen from an odd group), pointed at by a hint. */
export type Interaction = GridInteraction;

export class WordsScene extends GridScene<WordsCellView, WordsView, WordsEvent, SceneHooks> {
  private readonly labels = new GridLabels();

  constructor(app: Application, board: HTMLElement, anim: Animator, hooks: SceneHooks) {
    super(app, board, anim, new GridLayout(10, 14, CARD_W / CARD_H, 0.04, 110), { width: CARD_W, height: CARD_H, draw: drawFace }, hooks, { enabled: new Set(), selected: new Set() });
    this.floatStyle = { fontSize: 24, stroke: 6, hold: 0.5 };
    this.root.addChildAt(this.labels.root, 0);
  }

  // ---------------------------------------------------------------- layout

  /** The board less a padding, the room of the row and column labels and the compose tray. */
  protected area(r: Rect, reserved = this.hooks.reserved()): Rect {
    const pad = Math.min(8, r.width * 0.01);
    const m = GridLabels.MARGIN;
    const { bottom, right } = reserved;
    return { x: r.x + pad + m, y: r.y + pad + m, width: Math.max(40, r.width - right - 2 * pad - m), height: Math.max(40, r.height - bottom - 2 * pad - m) };
  }

  /**
   * Large text makes the tray under the grid tall: the grid then takes the height that gives its cards
   * MIN_CARD_W (as far as the width allows), and the board scrolls.
   */
  protected override heightFor(width: number, height: number): number {
    const reserved = this.hooks.reserved();
    if (reserved.bottom === 0) return height;
    const cardW = (h: number): number => {
      this.grid.fit(this.area({ x: 0, y: 0, width, height: h }, reserved));
      return this.grid.cardW;
    };
    const wanted = Math.min(MIN_CARD_W, cardW(height * 3)) - 0.5;
    return leastHeight(height, (h) => cardW(h) >= wanted);
  }

  protected override laidOut(): void {
    this.labels.layout(this.grid);
    this.drawMarks();
  }

  protected zoomWidth(): number {
    return Math.min(CARD_W * 0.7, Math.max(this.grid.cardW * 2.4, 100));
  }

  // ---------------------------------------------------------------- reconcile

  /** Puts the picture in line with the view: the view is the truth. */
  sync(view: WordsView, interaction: Interaction): void {
    this.syncCards(view, interaction);
    this.placeAll();
    this.redraw();
  }

  protected faceOf(_cell: number, cv: NonNullable<WordsCellView>): string {
    return cv.faceUp ? faceKey(cv.card) : BACK;
  }

  protected publicFace(cv: WordsCellView): string {
    return publicFace(cv);
  }

  protected describe(cell: number, cv: NonNullable<WordsCellView>): string {
    const where = this.cellWhere(cell);
    if (cv.faceUp) return `${where}: ${cardName(cv.card)}`;
    return `${where}: ${t('card.faceDown')}`;
  }

  /** Cards of the batch being revealed wear a gold frame; selected cards a blue one. */
  protected drawMarks(): void {
    const g = this.under;
    g.clear();
    const view = this.view;
    if (!view) return;
    const pad = Math.max(2, this.grid.cardW * 0.08);
    for (const cell of view.batch) {
      if (view.cells[cell]) this.frame(g, cell, pad, this.grid.cardW * 0.16).fill({ color: 0xf2c94c, alpha: 0.9 });
    }
    for (const cell of this.interaction.hinted ?? []) {
      if (view.cells[cell]) this.frame(g, cell, pad, this.grid.cardW * 0.16).stroke({ width: Math.max(3, this.grid.cardW * 0.1), color: 0x69f0ae });
    }
    for (const cell of this.interaction.selected) {
      this.frame(g, cell, pad, this.grid.cardW * 0.16)
        .fill({ color: 0x4fc3f7, alpha: 0.5 })
        .stroke({ width: Math.max(2, this.grid.cardW * 0.07), color: 0x4fc3f7 });
    }
  }

  // ---------------------------------------------------------------- animation

  protected async playOne(ev: WordsEvent): Promise<void> {
    switch (ev.type) {
      case 'flip':
        return this.flipAnim(ev.cell, ev.card);
      case 'takePair':
        return this.takePairCells(ev.seat, ev.cells, t('words.fx.pair'), 0.3);
      case 'takePrize':
        return this.takePrizeCell(ev.seat, ev.cell, faceKey(ev.card));
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
        return this.floatText(`${this.hooks.seatName(ev.seat)}: «${ev.record.word}» +${ev.record.points}`, this.boardCenter(), 0xffe082, { fontSize: 34, hold: 1.1 });
      case 'slava':
        return this.banner(t('words.fx.slava'), this.hooks.seatName(ev.seat));
      case 'turn':
        return this.turnPasses(ev.seat);
      default:
        return;
    }
  }

  private async flipAnim(cell: number, card: WordsCard): Promise<void> {
    // The batch frame shows under the card as soon as it turns.
    if (this.view && !this.view.batch.includes(cell)) this.view = { ...this.view, batch: [...this.view.batch, cell] };
    this.drawMarks();
    await this.flipCell(cell, faceKey(card), 0.25);
  }

  private async hideAnim(cells: number[]): Promise<void> {
    await this.hideCells(cells, 0.6);
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
