/**
 * The Klepka Football table on the canvas: the grid of cards, their animations (deal, flip, VAR peek,
 * pairs and prizes flying to their holders, yellow/red flourishes, dice of PLAY GAME) and `sync`, which
 * puts every card where the view says it is once the animations are over.
 */
import { Container, Graphics, Text, type Application } from 'pixi.js';
import type { CellView, FootballCard, FootballEvent, FootballView } from '../../../common/games/football';
import { t } from '../../i18n';
import type { Animator } from '../../table/anim';
import { BACK, Card } from '../../table/card';
import { GridLayout, type Rect } from '../../table/grid';
import { GridLabels } from '../../table/grid-labels';
import { GridScene, type GridHooks, type GridInteraction } from '../../table/grid-scene';
import { CARD_H, CARD_W, drawDie, drawFace } from './art';
import { cardHelp, cardName, faceKey, publicFace } from './faces';

const FONT = "'Noto Sans', sans-serif";

export interface SceneHooks extends GridHooks {
  seatName(seat: number): string;
  /** Lets the panel show a short highlight ("skip", "yellow"...). */
  flashSeat(seat: number, kind: 'skip' | 'turn' | 'yellow' | 'red' | 'gain'): void;
}

/** Cells that may be clicked, picked for VAR, pointed at by a hint. */
export type Interaction = GridInteraction;

export class FootballScene extends GridScene<CellView, FootballView, FootballEvent, SceneHooks> {
  private peekTags = new Map<number, Container>();
  private dice: DiceOverlay | null = null;
  private readonly labels = new GridLabels();

  constructor(app: Application, board: HTMLElement, anim: Animator, hooks: SceneHooks) {
    super(app, board, anim, new GridLayout(10, 10, 0.72, 0.07, 150), { width: CARD_W, height: CARD_H, draw: drawFace }, hooks, { enabled: new Set(), selected: new Set() });
    this.root.addChildAt(this.labels.root, 0);
  }

  override destroy(): void {
    this.dice?.destroy();
    this.dice = null;
    this.peekTags.clear();
    super.destroy();
  }

  // ---------------------------------------------------------------- layout

  /** The board less a padding and the room of the row and column labels. */
  protected area(r: Rect): Rect {
    const pad = Math.min(12, r.width * 0.015);
    const m = GridLabels.MARGIN;
    return { x: r.x + pad + m, y: r.y + pad + m, width: r.width - 2 * pad - m, height: r.height - 2 * pad - m };
  }

  protected override laidOut(): void {
    this.labels.layout(this.grid);
    this.dice?.layout(this.boardCenter(), this.grid.cardW);
  }

  protected zoomWidth(): number {
    return Math.min(CARD_W, Math.max(this.grid.cardW * 2.6, 120));
  }

  private peekCells(): Map<number, FootballCard> {
    const m = new Map<number, FootballCard>();
    const p = this.view?.peek;
    if (p) p.cells.forEach((cell, i) => m.set(cell, p.cards[i]!));
    return m;
  }

  private restPosition(cell: number, lifted: boolean): { x: number; y: number } {
    const c = this.grid.center(cell);
    return lifted ? { x: c.x, y: c.y - this.grid.cardH * 0.07 } : c;
  }

  protected override placeAll(): void {
    const peeks = this.peekCells();
    this.cards.forEach((card, cell) => {
      if (!card) return;
      const p = this.restPosition(cell, peeks.has(cell));
      card.position.set(p.x, p.y);
      card.scale.set(peeks.has(cell) ? 1.06 : 1);
      card.rotation = 0;
      card.alpha = 1;
    });
    for (const [cell, tag] of this.peekTags) this.placePeekTag(tag, cell);
  }

  // ---------------------------------------------------------------- reconcile

  /** Puts the picture in line with the view: the view is the truth. */
  sync(view: FootballView, interaction: Interaction): void {
    this.syncCards(view, interaction);
    if (!view.match) {
      this.dice?.destroy();
      this.dice = null;
    }
    const peeks = this.peekCells();
    this.cardsLayer.children.sort((a, b) => (a.scale.x > 1.01 ? 1 : 0) - (b.scale.x > 1.01 ? 1 : 0));
    // Peek tags.
    for (const [cell, tag] of this.peekTags) {
      if (!peeks.has(cell)) {
        tag.destroy({ children: true });
        this.peekTags.delete(cell);
      }
    }
    for (const cell of peeks.keys()) if (!this.peekTags.has(cell)) this.peekTags.set(cell, this.makePeekTag());
    for (const tag of this.peekTags.values()) this.overLayer.addChild(tag);
    this.placeAll();
    // Peeked cards lie above their neighbours.
    for (const cell of peeks.keys()) {
      const c = this.cards[cell];
      if (c) this.cardsLayer.addChild(c);
    }
    this.redraw();
  }

  private makePeekTag(): Container {
    const tag = new Container();
    const g = new Graphics();
    const label = new Text({ text: t('football.var.label'), style: { fontFamily: FONT, fontSize: 13, fontWeight: '800', fill: 0xffffff, letterSpacing: 1 }, resolution: 2 });
    label.anchor.set(0.5);
    g.roundRect(-22, -10, 44, 20, 10).fill(0x1565c0).stroke({ width: 2, color: 0xffffff });
    tag.addChild(g, label);
    return tag;
  }

  private placePeekTag(tag: Container, cell: number): void {
    const p = this.restPosition(cell, true);
    tag.position.set(p.x, p.y + this.grid.cardH * 0.5);
    tag.scale.set(Math.max(0.6, Math.min(1.2, this.grid.cardW / 50)));
  }

  protected faceOf(cell: number, cv: NonNullable<CellView>): string {
    const peek = this.peekCells().get(cell);
    return cv.faceUp ? faceKey(cv.card) : peek ? faceKey(peek) : BACK;
  }

  protected publicFace(cv: CellView): string {
    return publicFace(cv);
  }

  protected describe(cell: number, cv: NonNullable<CellView>): string {
    const where = this.cellWhere(cell);
    const peek = this.peekCells().get(cell);
    if (cv.faceUp) return [`${where}: ${cardName(cv.card)}`, cardHelp(cv.card)].filter(Boolean).join('. ');
    return peek ? `${where}: ${t('card.faceDown')} (${t('football.var.label')}: ${cardName(peek)})` : `${where}: ${t('card.faceDown')}`;
  }

  protected drawMarks(): void {
    const glow = this.under;
    glow.clear();
    // A VAR look: a blue glow under the lifted cards (only the viewer's own view carries it).
    for (const cell of this.peekCells().keys()) {
      const r = this.grid.rect(cell);
      const p = this.restPosition(cell, true);
      const pad = Math.max(3, this.grid.cardW * 0.09);
      glow.roundRect(p.x - r.width / 2 - pad, p.y - r.height / 2 - pad, r.width + 2 * pad, r.height + 2 * pad, this.grid.cardW * 0.16).fill({ color: 0x64b5f6, alpha: 0.75 });
    }
    const g = this.above;
    g.clear();
    for (const cell of this.interaction.selected) {
      this.frame(g, cell, Math.max(3, this.grid.cardW * 0.07), this.grid.cardW * 0.14)
        .fill({ color: 0x4fc3f7, alpha: 0.35 })
        .stroke({ width: Math.max(2, this.grid.cardW * 0.07), color: 0x4fc3f7 });
    }
    for (const cell of this.interaction.hinted ?? []) {
      this.frame(g, cell, Math.max(4, this.grid.cardW * 0.1), this.grid.cardW * 0.16).stroke({ width: Math.max(3, this.grid.cardW * 0.08), color: 0xffd54f });
    }
  }

  // ---------------------------------------------------------------- animation

  protected async playOne(ev: FootballEvent, view: FootballView): Promise<void> {
    switch (ev.type) {
      case 'flip':
        return this.flipAnim(ev.cell, ev.card);
      case 'peek':
        return this.peekAnim(ev.cells, ev.cards);
      case 'takePair':
        return this.takePairCells(ev.seat, ev.cells, t('football.fx.pair'), 0.25);
      case 'takePrize':
        return this.takePrizeCell(ev.seat, ev.cell, faceKey(ev.card));
      case 'hide':
        return this.hideCells(ev.cells);
      case 'discard':
        if (ev.card.kind === 'prize' && (ev.card.prize === 'var' || ev.card.prize === 'playGame')) return this.playFromPanel(ev.seat, ev.card);
        return;
      case 'yellow':
        this.hooks.flashSeat(ev.target, 'yellow');
        return this.flourish('prize:yellow', t('football.fx.yellow'), `${this.hooks.seatName(ev.seat)} → ${this.hooks.seatName(ev.target)}`, 0xfdd835, ev.target);
      case 'red':
        this.hooks.flashSeat(ev.seat, 'red');
        return this.flourish('prize:red', t('football.fx.red'), this.hooks.seatName(ev.seat), 0xe53935, ev.seat);
      case 'skip':
        this.hooks.flashSeat(ev.seat, 'skip');
        return this.floatText(t('football.fx.skip'), this.hooks.seatAnchor(ev.seat), 0xffb74d);
      case 'turn':
        return this.turnPasses(ev.seat);
      case 'roll':
        return this.rollAnim(ev.seat, ev.value);
      case 'matchWon':
        return this.matchWonAnim(ev.winner);
      case 'stealPair':
        return this.stealAnim(ev.from, ev.to, ev.footballer, view);
      default:
        return;
    }
  }

  private async flipAnim(cell: number, card: FootballCard): Promise<void> {
    if (this.peekTags.has(cell)) {
      this.peekTags.get(cell)!.destroy({ children: true });
      this.peekTags.delete(cell);
    }
    await this.flipCell(cell, faceKey(card));
  }

  private async peekAnim(cells: [number, number], cards?: [FootballCard, FootballCard]): Promise<void> {
    const tags: Container[] = [];
    for (const cell of cells) {
      const tag = this.makePeekTag();
      this.placePeekTag(tag, cell);
      tag.alpha = 0;
      (cards ? this.overLayer : this.fxLayer).addChild(tag);
      tags.push(tag);
    }
    if (cards) {
      await Promise.all(
        cells.map(async (cell, i) => {
          const c = this.ensureCard(cell, BACK);
          this.cardsLayer.addChild(c);
          const p = this.restPosition(cell, true);
          await this.anim.to(c, { y: p.y, duration: 0.25, ease: 'power2.out' });
          await Promise.all([c.flipTo(faceKey(cards[i]!), this.anim), this.anim.to(c.scale, { y: 1.06, duration: 0.3 }), this.anim.to(tags[i]!, { alpha: 1, duration: 0.25 })]);
        }),
      );
      // The tags stay: sync keeps them while the view holds the peek.
      tags.forEach((tag, i) => {
        this.peekTags.get(cells[i]!)?.destroy({ children: true });
        this.peekTags.set(cells[i]!, tag);
      });
      await this.anim.wait(0.3);
    } else {
      await Promise.all(
        cells.map(async (cell, i) => {
          const c = this.cards[cell];
          await this.anim.to(tags[i]!, { alpha: 1, duration: 0.2 });
          if (c) {
            await this.anim.to(c, { rotation: 0.12, duration: 0.08 });
            await this.anim.to(c, { rotation: -0.12, duration: 0.12 });
            await this.anim.to(c, { rotation: 0, duration: 0.08 });
          }
          await this.anim.wait(0.5);
          await this.anim.to(tags[i]!, { alpha: 0, duration: 0.2 });
        }),
      );
    }
  }

  private async playFromPanel(seat: number, card: FootballCard): Promise<void> {
    const from = this.flyTarget(seat);
    const c = new Card(this.faces, faceKey(card));
    c.setDisplayWidth(this.grid.cardW);
    c.position.set(from.x, from.y);
    c.scale.set(0.5);
    this.fxLayer.addChild(c);
    const mid = this.boardCenter();
    await Promise.all([this.anim.to(c, { x: mid.x, y: mid.y, duration: 0.45, ease: 'power2.out' }), this.anim.to(c.scale, { x: 2, y: 2, duration: 0.45 })]);
    await this.anim.wait(0.35);
    await this.anim.to(c, { alpha: 0, duration: 0.25 });
    c.destroy();
  }

  /** A referee's card held up big in the middle of the table, then flown to the person it is shown to. */
  private async flourish(face: string, title: string, subtitle: string, color: number, seat: number): Promise<void> {
    const mid = this.boardCenter();
    const c = new Container();
    const card = new Card(this.faces, face);
    card.setDisplayWidth(this.grid.cardW * 2.6);
    const big = new Text({ text: title, style: { fontFamily: FONT, fontSize: 40, fontWeight: '800', fill: color, stroke: { color: 0x102010, width: 6 } }, resolution: 2 });
    big.anchor.set(0.5);
    big.y = this.grid.cardH * 1.55;
    const sub = new Text({ text: subtitle, style: { fontFamily: FONT, fontSize: 22, fontWeight: '700', fill: 0xffffff, stroke: { color: 0x102010, width: 5 } }, resolution: 2 });
    sub.anchor.set(0.5);
    sub.y = big.y + 40;
    c.addChild(card, big, sub);
    c.position.set(mid.x, mid.y - this.grid.cardH * 0.3);
    c.scale.set(0.2);
    c.alpha = 0;
    c.rotation = -0.4;
    this.fxLayer.addChild(c);
    await this.anim.to(c, { alpha: 1, rotation: 0.06, duration: 0.35, ease: 'back.out(1.7)' });
    await Promise.all([this.anim.to(c.scale, { x: 1, y: 1, duration: 0.35, ease: 'back.out(1.7)' })]);
    await this.anim.to(c, { rotation: -0.04, duration: 0.5, ease: 'sine.inOut' });
    const to = this.flyTarget(seat);
    await Promise.all([this.anim.to(c, { x: to.x, y: to.y, alpha: 0, duration: 0.45, ease: 'power2.in' }), this.anim.to(c.scale, { x: 0.2, y: 0.2, duration: 0.45 })]);
    c.destroy({ children: true });
  }

  private async rollAnim(seat: number, value: number): Promise<void> {
    if (!this.dice) {
      this.dice = new DiceOverlay(this.anim);
      this.root.addChild(this.dice.root);
      this.dice.layout(this.boardCenter(), this.grid.cardW);
    }
    await this.dice.roll(seat, value, this.hooks.seatName(seat));
  }

  private async matchWonAnim(winner: number): Promise<void> {
    if (this.dice) await this.dice.winner(t('football.fx.matchWon', { name: this.hooks.seatName(winner) }));
    else await this.floatText(t('football.fx.matchWon', { name: this.hooks.seatName(winner) }), null, 0xffe082);
  }

  private async stealAnim(from: number, to: number, footballer: number, view: FootballView): Promise<void> {
    const points = view.footballerPoints[footballer] ?? 1;
    const start = this.flyTarget(from);
    const end = this.flyTarget(to);
    const jobs = [0, 1].map(async (i) => {
      const c = new Card(this.faces, `fb:${footballer}:${points}`);
      c.setDisplayWidth(this.grid.cardW);
      c.position.set(start.x + i * 10, start.y);
      c.scale.set(0.6);
      this.fxLayer.addChild(c);
      await this.anim.to(c, { x: end.x + i * 10, y: end.y, duration: 0.7, delay: i * 0.1, ease: 'power2.inOut' });
      await this.anim.to(c, { alpha: 0, duration: 0.15 });
      c.destroy();
    });
    await Promise.all(jobs);
    this.dice?.destroy();
    this.dice = null;
    this.hooks.flashSeat(to, 'gain');
  }
}

/** Two dice of a PLAY GAME match in the middle of the table, with the players' names under them. */
class DiceOverlay {
  readonly root = new Container();
  private slots: Array<{ seat: number; die: Graphics; label: Text; value: number | null }> = [];
  private readonly backdrop = new Graphics();
  private readonly banner: Text;
  private size = 60;

  constructor(private readonly anim: Animator) {
    this.banner = new Text({ text: '', style: { fontFamily: FONT, fontSize: 26, fontWeight: '800', fill: 0xffe082, stroke: { color: 0x102010, width: 5 } }, resolution: 2 });
    this.banner.anchor.set(0.5);
    this.root.addChild(this.backdrop, this.banner);
  }

  layout(center: { x: number; y: number }, cardW: number): void {
    this.size = Math.max(48, Math.min(90, cardW * 1.3));
    this.root.position.set(center.x, center.y);
    this.backdrop.clear();
    const w = this.size * 5;
    const h = this.size * 2.9;
    this.backdrop.roundRect(-w / 2, -h / 2, w, h, 18).fill({ color: 0x0b2a16, alpha: 0.9 }).stroke({ width: 3, color: 0xf9d648 });
    this.banner.y = h / 2 - 24;
    this.slots.forEach((s, i) => this.placeSlot(s, i));
  }

  private placeSlot(s: { die: Graphics; label: Text }, i: number): void {
    const x = (i === 0 ? -1 : 1) * this.size * 1.2;
    s.die.position.set(x, -this.size * 0.35);
    s.label.position.set(x, this.size * 0.55);
  }

  private slotFor(seat: number, name: string): { seat: number; die: Graphics; label: Text; value: number | null } {
    let s = this.slots.find((x) => x.seat === seat);
    if (s) {
      // A second roll by the same seat is a re-roll after a tie: clear both.
      if (s.value !== null && this.slots.length === 2 && this.slots.every((x) => x.value !== null)) for (const x of this.slots) x.value = null;
      return s;
    }
    const die = new Graphics();
    const label = new Text({ text: name, style: { fontFamily: FONT, fontSize: 18, fontWeight: '700', fill: 0xffffff }, resolution: 2 });
    label.anchor.set(0.5);
    s = { seat, die, label, value: null };
    this.slots.push(s);
    this.root.addChild(die, label);
    this.placeSlot(s, this.slots.length - 1);
    return s;
  }

  private drawValue(g: Graphics, value: number): void {
    g.clear();
    drawDie(g, -this.size / 2, -this.size / 2, this.size, value);
  }

  async roll(seat: number, value: number, name: string): Promise<void> {
    const s = this.slotFor(seat, name);
    this.banner.text = '';
    if (!this.anim.instant) {
      let face = 1;
      const spin = this.anim.to(s.die, {
        rotation: Math.PI * 4,
        duration: 0.7,
        ease: 'power2.out',
        onUpdate: () => {
          face = (face % 6) + 1;
          this.drawValue(s.die, face);
        },
      });
      await spin;
    }
    s.die.rotation = 0;
    s.value = value;
    this.drawValue(s.die, value);
    await this.anim.to(s.die.scale, { x: 1.15, y: 1.15, duration: 0.1 });
    await this.anim.to(s.die.scale, { x: 1, y: 1, duration: 0.1 });
    await this.anim.wait(0.3);
  }

  async winner(text: string): Promise<void> {
    this.banner.text = text;
    this.banner.alpha = 0;
    await this.anim.to(this.banner, { alpha: 1, duration: 0.25 });
    await this.anim.wait(0.8);
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
