/**
 * The Athletic Games table in motion: drag and drop from the hand and between piles, and the animations
 * of the events (deal, a card flying to a pile, a pile sliding onto another, medals, draws, the
 * reshuffle). What stands still (the ring, the stock, the hand, the buttons) is drawn by the board.
 */
import { Container, Graphics, Text, type Application } from 'pixi.js';
import type { AthleticCard, AthleticEvent, AthleticView } from '../../../common/games/athletic';
import { t } from '../../i18n';
import type { Animator } from '../../table/anim';
import { BACK, Card } from '../../table/card';
import { cardKey } from '../../table/card-buttons';
import { floatText, retire } from '../../table/fx';
import { AthleticBoard, HOLE_ID, PILE_ID, type Drag, type Model, type SceneHooks } from './board';
import { BAND, drawMedal, faceKey } from './art';
import { slotNumber } from './faces';
import { CAPTION, FONT } from './pile-view';
import type { Rect } from '../../table/grid';

export { NO_INTERACTION, type Interaction, type SceneHooks, type SortOrder } from './board';

export class AthleticScene extends AthleticBoard {
  constructor(app: Application, board: HTMLElement, anim: Animator, hooks: SceneHooks) {
    super(app, board, anim, hooks);
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
  }

  /**
   * Where the ring and the draw pile are drawn now (window px), by name: each pile's cards (or its hole)
   * "pile N", its number and count "pile N caption", the draw pile "stock" and its label "stock label".
   */
  drawnParts(): Record<string, Rect> {
    const parts: Record<string, Rect> = {};
    this.slotViews.forEach((v, slot) => {
      const caption = v.getChildByLabel(CAPTION);
      const cards = v.children.filter((c) => c !== caption && c.visible).map((c) => c.getBounds().rectangle);
      if (cards.length > 0) parts[`pile ${slotNumber(slot)}`] = union(cards);
      if (caption) parts[`pile ${slotNumber(slot)} caption`] = union([caption.getBounds().rectangle]);
    });
    if (!this.stockView.destroyed && this.stockView.parent) parts.stock = union([this.stockView.getBounds().rectangle]);
    const label = this.stockLabel.getBoundingClientRect();
    if (label.width > 0 && this.stockLabel.style.visibility !== 'hidden') parts['stock label'] = { x: label.x, y: label.y, width: label.width, height: label.height };
    return parts;
  }

  // ---------------------------------------------------------------- drag and drop

  private dragOf(target: EventTarget | null): { drag: Drag; el: HTMLElement } | null {
    const el = (target as HTMLElement | null)?.closest?.('.card-button') as HTMLElement | null;
    if (!el) return null;
    const id = this.labelToId.get(cardKey(el));
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
    this.drawZoom();
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
    return this.hooks.seatAnchor(seat) ?? { x: this.area.x - 60, y: this.area.y + this.area.height / 2 };
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

/** The smallest rect around all of `rects`. */
function union(rects: Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}
