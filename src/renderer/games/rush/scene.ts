/**
 * The Rush for Medals table in motion: the animations of the events (deal, draw, lay out, take over,
 * reinforce, discard, action cards, destroy, steal, rebuild), each starting from the board's picture.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { RushCard, RushEvent, RushView } from '../../../common/games/rush';
import { t } from '../../i18n';
import { centreOf } from '../../table/board-layout';
import { BACK, Card } from '../../table/card';
import type { Rect } from '../../table/grid';
import { floatText, flyCard, type FlyOptions } from '../../table/fx';
import { CARD_H, CARD_W } from './art';
import { FONT, pictureOf, RushBoard } from './board';
import { faceKey } from './faces';
import { computeLayout, DISCARD_FAN, type Picture } from './layout';

export { type HintMarks, type Interaction, type SceneHooks } from './board';

export class RushScene extends RushBoard {
  // ---------------------------------------------------------------- animation

  async play(ev: RushEvent): Promise<void> {
    if (this.dead || !this.pic) return;
    try {
      await this.playOne(ev, this.pic);
    } catch (err) {
      if (!this.dead) throw err;
    }
    if (!this.dead) this.render();
  }

  /** A deal at the start: backs fly from the draw pile to every hand, then the marker turns up. */
  async deal(view: RushView): Promise<void> {
    if (this.dead) return;
    this.dealing = true;
    const final = pictureOf(view);
    const dealt = final.handCounts.map(() => 0);
    const start: Picture = { ...final, hand: [], handCounts: final.handCounts.map(() => 0), discard: [], drawCount: final.drawCount + final.handCounts.reduce((a, b) => a + b, 0) + final.discard.length };
    this.pic = start;
    this.render();
    const rounds = Math.max(...final.handCounts);
    for (let r = 0; r < rounds; r++) {
      const jobs: Promise<void>[] = [];
      final.handCounts.forEach((n, seat) => {
        if (dealt[seat]! >= n) return;
        dealt[seat]!++;
        const card = seat === final.me ? final.hand[start.hand.length] : undefined;
        jobs.push(this.flyFromDraw(seat, card, jobs.length * 0.05));
        start.drawCount--;
        start.handCounts[seat]!++;
        if (card) start.hand.push(card);
      });
      await Promise.all(jobs);
      this.render();
    }
    for (const c of final.discard) await this.playOne({ type: 'marker', card: c }, start);
    this.dealing = false;
    this.pic = final;
    this.render();
  }

  private handRectOf(seat: number, cardId?: string): Rect {
    const L = this.lay!;
    const area = L.seats.get(seat);
    if (area?.mine && cardId) {
      const i = this.pic!.hand.findIndex((c) => c.id === cardId);
      if (i >= 0 && L.handCards[i]) return L.handCards[i]!;
    }
    if (!area) return { ...L.draw };
    const h = area.hand;
    const w = area.mine ? L.handW : h.height * (CARD_W / CARD_H);
    return { x: h.x + h.width / 2 - w / 2, y: h.y, width: w, height: w / (CARD_W / CARD_H) };
  }

  /** A card moving from one place to another, changing size (and face, on the way). */
  private fly(face: string, from: Rect, to: Rect, opts: FlyOptions = {}): Promise<void> {
    return flyCard(this.anim, this.fxLayer, (f, r, into) => this.card(f, r, into), face, from, to, opts);
  }

  private flyFromDraw(seat: number, card: RushCard | undefined, delay = 0): Promise<void> {
    const L = this.lay!;
    const area = L.seats.get(seat);
    let to = this.handRectOf(seat);
    if (area?.mine) {
      const n = this.pic!.hand.length;
      const last = L.handCards[n - 1];
      to = last ? { ...last, x: last.x + last.width * 0.6 } : to;
    }
    return this.fly(BACK, L.draw, to, { delay, toFace: card ? faceKey(card) : undefined, duration: 0.32 });
  }

  private removeFromHand(p: Picture, seat: number, cards: RushCard[]): void {
    p.handCounts[seat] = Math.max(0, (p.handCounts[seat] ?? 0) - cards.length);
    if (seat === p.me) for (const c of cards) {
      const i = p.hand.findIndex((h) => h.id === c.id);
      if (i >= 0) p.hand.splice(i, 1);
    }
  }

  private stackSpotRect(rank: number): Rect | null {
    return this.lay?.stacks.get(rank)?.card ?? null;
  }

  private async playOne(ev: RushEvent, p: Picture): Promise<void> {
    const L = this.lay;
    if (!L) return;
    switch (ev.type) {
      case 'marker': {
        const to = L.discard[Math.min(p.discard.length, DISCARD_FAN - 1)] ?? L.discard[0]!;
        await this.fly(BACK, L.draw, to, { toFace: faceKey(ev.card) });
        p.drawCount = Math.max(0, p.drawCount - 1);
        p.discard.push(ev.card);
        return;
      }
      case 'turn':
        p.active = ev.seat;
        p.demand = null;
        this.render();
        return this.anim.wait(0.12);
      case 'draw': {
        const cards = ev.cards ?? [];
        for (let i = 0; i < ev.count; i++) {
          if (p.drawCount <= 0) break;
          await this.flyFromDraw(ev.seat, cards[i]);
          p.drawCount--;
          p.handCounts[ev.seat] = (p.handCounts[ev.seat] ?? 0) + 1;
          if (ev.seat === p.me && cards[i]) p.hand.push(cards[i]!);
          this.render();
        }
        return;
      }
      case 'emptyHand':
        return this.floatText(t('rush.fx.emptyHand'), this.seatCentre(ev.seat), 0xffcc80);
      case 'layOut': {
        if (ev.card.kind !== 'sport') return;
        const rank = ev.card.rank;
        const from = this.handRectOf(ev.seat, ev.card.id);
        this.removeFromHand(p, ev.seat, [ev.card]);
        p.stacks.push({ rank, owner: ev.seat, cards: [ev.card], size: 1 });
        p.stacks.sort((a, b) => a.rank - b.rank);
        const hidden = this.hideHandCard(ev.card.id);
        const to = computeLayout(p, this.boardRect()!).stacks.get(rank)?.card ?? L.centre;
        if (hidden) hidden.visible = false;
        await this.fly(faceKey(ev.card), from, to, { arc: 0.15, duration: 0.5 });
        await this.floatText(t('rush.fx.layOut'), centreOf(to), 0xffe082);
        return;
      }
      case 'takeOver': {
        const from = this.stackSpotRect(ev.rank);
        const stack = p.stacks.find((s) => s.rank === ev.rank);
        if (!stack || !from) return;
        const top = stack.cards[stack.cards.length - 1];
        const face = top ? faceKey(top) : `sport:${ev.rank}:0`;
        stack.owner = ev.seat;
        const to = computeLayout(p, this.boardRect()!).stacks.get(ev.rank)?.card ?? L.centre;
        this.stackCards.get(ev.rank)?.destroy();
        this.stackCards.delete(ev.rank);
        await this.fly(face, from, to, { arc: -0.25, duration: 0.7 });
        this.render();
        return this.floatText(t('rush.fx.takeOver', { name: this.hooks.seatName(ev.seat) }), centreOf(to), 0x81c784);
      }
      case 'reinforce': {
        const from = this.handRectOf(ev.seat, ev.card.id);
        const to = this.stackSpotRect(ev.rank) ?? L.centre;
        this.hideHandCard(ev.card.id);
        this.removeFromHand(p, ev.seat, [ev.card]);
        await this.fly(faceKey(ev.card), from, to, { duration: 0.45 });
        const stack = p.stacks.find((s) => s.rank === ev.rank);
        if (stack) {
          stack.cards.push(ev.card);
          stack.size = ev.size;
        }
        this.render();
        return this.floatText(`×${ev.size}`, centreOf(to), 0xffe082);
      }
      case 'discard': {
        for (const c of ev.cards) {
          const from = this.handRectOf(ev.seat, c.id);
          this.hideHandCard(c.id);
          const at = Math.min(p.discard.length, DISCARD_FAN - 1);
          const to = L.discard[at] ?? L.discard[L.discard.length - 1]!;
          const visible = ev.seat === p.me;
          await this.fly(visible ? faceKey(c) : BACK, from, to, { toFace: faceKey(c), duration: 0.36, arc: 0.2 });
          this.removeFromHand(p, ev.seat, [c]);
          p.discard.push(c);
          this.render();
        }
        return;
      }
      case 'option':
        return this.flourish(ev);
      case 'takeDiscard': {
        const i = p.discard.findIndex((c) => c.id === ev.card.id);
        const idx = i < 0 ? p.discard.length - 2 : i;
        const fromFan = L.discard[Math.max(0, Math.min(DISCARD_FAN, p.discard.length) - (p.discard.length - idx))] ?? L.discard[0]!;
        if (i >= 0) p.discard.splice(i, 1);
        this.render();
        await this.fly(faceKey(ev.card), fromFan, this.handRectOf(ev.seat), { duration: 0.5, toFace: ev.seat === p.me ? undefined : faceKey(ev.card) });
        p.handCounts[ev.seat] = (p.handCounts[ev.seat] ?? 0) + 1;
        if (ev.seat === p.me) p.hand.push(ev.card);
        return;
      }
      case 'destroy':
        return this.destroyAnim(ev.card, p);
      case 'demand':
        p.demand = { from: ev.from, target: ev.target, kind: ev.kind, answers: ['accept'] };
        this.render();
        return this.floatText(t(ev.kind === 'sponsor' ? 'rush.table.demandSponsor' : 'rush.table.demandDoping', { name: this.hooks.seatName(ev.from) }), this.seatCentre(ev.target), ev.kind === 'sponsor' ? 0x81c784 : 0xef9a9a);
      case 'accept':
        p.demand = null;
        return this.floatText(t('rush.fx.accept'), this.seatCentre(ev.seat), 0xffe082);
      case 'defend':
        p.demand = null;
        return this.floatText(t('rush.fx.defend'), this.seatCentre(ev.seat), 0x90caf9);
      case 'steal': {
        const from = this.handRectOf(ev.from, ev.card?.id);
        if (ev.card) this.hideHandCard(ev.card.id);
        const to = this.handRectOf(ev.to);
        const face = ev.card && (ev.from === p.me || ev.to === p.me) ? faceKey(ev.card) : BACK;
        await this.fly(ev.from === p.me ? face : BACK, from, to, { toFace: face, duration: 0.6, arc: 0.3 });
        p.handCounts[ev.from] = Math.max(0, (p.handCounts[ev.from] ?? 0) - 1);
        p.handCounts[ev.to] = (p.handCounts[ev.to] ?? 0) + 1;
        if (ev.card && ev.from === p.me) p.hand = p.hand.filter((c) => c.id !== ev.card!.id);
        if (ev.card && ev.to === p.me) p.hand.push(ev.card);
        return;
      }
      case 'rebuild':
        return this.rebuildAnim(ev.marker, ev.count, ev.exhaustions, p);
      case 'lastRound':
        p.lastRound = true;
        this.render();
        return this.banner(t('rush.fx.lastRound'), 0xffab91);
      case 'gameOver':
        p.over = true;
        return this.anim.wait(0.4);
      default:
        return;
    }
  }

  private hideHandCard(id: string): Card | undefined {
    const c = this.handCards.get(id);
    if (c) c.visible = false;
    return c;
  }

  private seatCentre(seat: number): { x: number; y: number } {
    const a = this.lay?.seats.get(seat);
    if (!a) return this.lay ? centreOf(this.lay.centre) : { x: 0, y: 0 };
    return centreOf(a.mine ? a.hand : a.box);
  }

  private async destroyAnim(card: RushCard, p: Picture): Promise<void> {
    const L = this.lay!;
    const i = p.discard.findIndex((c) => c.id === card.id);
    const shownFrom = Math.max(0, p.discard.length - DISCARD_FAN);
    const from = i >= shownFrom ? L.discard[i - shownFrom]! : L.discard[0]!;
    if (i >= 0) p.discard.splice(i, 1);
    this.render();
    const c = this.card(faceKey(card), from, this.fxLayer);
    const mid = centreOf(L.centre);
    await Promise.all([this.anim.to(c, { x: mid.x, y: mid.y - from.height * 0.4, duration: 0.35, ease: 'power2.out' }), this.anim.to(c.scale, { x: 1.5, y: 1.5, duration: 0.35 })]);
    const cross = new Graphics();
    const w = from.width * 0.7;
    cross.moveTo(-w / 2, -w / 2).lineTo(w / 2, w / 2).moveTo(w / 2, -w / 2).lineTo(-w / 2, w / 2).stroke({ width: 8, color: 0xe53935, cap: 'round' });
    cross.position.set(c.x, c.y);
    cross.alpha = 0;
    this.fxLayer.addChild(cross);
    await this.anim.to(cross, { alpha: 1, duration: 0.15 });
    await this.anim.to(c, { rotation: 0.1, duration: 0.06 });
    await this.anim.to(c, { rotation: -0.1, duration: 0.1 });
    await this.anim.to(c, { rotation: 0, duration: 0.06 });
    c.tint = 0x9e6060;
    const out = centreOf(L.out);
    await Promise.all([
      this.anim.to([c, cross], { x: out.x, y: out.y, alpha: 0.4, duration: 0.5, ease: 'power2.in' }),
      this.anim.to(c.scale, { x: L.out.width / from.width, y: L.out.width / from.width, duration: 0.5 }),
      this.anim.to(cross.scale, { x: 0.6, y: 0.6, duration: 0.5 }),
    ]);
    c.destroy();
    cross.destroy();
    p.outOfGame.push(card);
  }

  private async rebuildAnim(marker: RushCard, count: number, exhaustions: number, p: Picture): Promise<void> {
    const L = this.lay!;
    const rest = p.discard.filter((c) => c.id !== marker.id);
    p.discard = [marker];
    this.render();
    const n = Math.min(8, rest.length);
    await Promise.all(Array.from({ length: n }, (_, i) => this.fly(faceKey(rest[rest.length - 1 - i]!), L.discard[Math.max(0, L.discard.length - 1 - i)] ?? L.discard[0]!, L.draw, { delay: i * 0.05, toFace: BACK, duration: 0.4 })));
    p.drawCount = count;
    p.exhaustions = exhaustions;
    this.render();
    // A shuffle: the top backs of the new pile jiggle.
    const d = L.draw;
    const cards = [0, 1, 2].map((i) => this.card(BACK, { ...d, x: d.x + i * 2, y: d.y - i * 2 }, this.fxLayer));
    await Promise.all(cards.map((c, i) => this.anim.to(c, { x: c.x + (i - 1) * d.width * 0.4, duration: 0.14, yoyo: true, repeat: 3 })));
    cards.forEach((c) => c.destroy());
    await this.banner(t('rush.fx.rebuild', { n: exhaustions }), 0xffe082);
  }

  /** An action card held up in the middle of the table with the option chosen. */
  private async flourish(ev: Extract<RushEvent, { type: 'option' }>): Promise<void> {
    const L = this.lay!;
    const mid = centreOf(L.centre);
    const c = new Container();
    const w = Math.min(L.cardMax * 1.3, 150);
    const card = new Card(this.faces, faceKey(ev.card));
    card.setDisplayWidth(w);
    const key = `rush.option.${ev.card.kind === 'sponsor' ? 'sponsor' : 'doping'}.${ev.option}`;
    const target = ev.target !== undefined ? ` → ${this.hooks.seatName(ev.target)}` : '';
    const title = new Text({ text: `${t(key as 'rush.option.sponsor.draw')}${target}`, style: { fontFamily: FONT, fontSize: 22, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x102010, width: 6 }, align: 'center', wordWrap: true, wordWrapWidth: 360 }, resolution: 2 });
    title.anchor.set(0.5, 0);
    title.y = w / (CARD_W / CARD_H) / 2 + 6;
    c.addChild(card, title);
    c.position.set(mid.x, mid.y - w * 0.4);
    c.scale.set(0.3);
    c.alpha = 0;
    this.fxLayer.addChild(c);
    await Promise.all([this.anim.to(c, { alpha: 1, duration: 0.25 }), this.anim.to(c.scale, { x: 1, y: 1, duration: 0.3, ease: 'back.out(1.7)' })]);
    await this.anim.wait(0.7);
    await this.anim.to(c, { alpha: 0, duration: 0.25 });
    c.destroy({ children: true });
  }

  private async banner(text: string, color: number): Promise<void> {
    const L = this.lay!;
    const mid = centreOf(L.centre);
    const tx = new Text({ text, style: { fontFamily: FONT, fontSize: 30, fontWeight: '800', fill: color, stroke: { color: 0x102010, width: 6 } }, resolution: 2 });
    tx.anchor.set(0.5);
    tx.position.set(mid.x, mid.y);
    tx.alpha = 0;
    this.fxLayer.addChild(tx);
    await this.anim.to(tx, { alpha: 1, duration: 0.2 });
    await this.anim.wait(0.7);
    await this.anim.to(tx, { alpha: 0, duration: 0.3 });
    tx.destroy();
  }

  private floatText(text: string, at: { x: number; y: number }, color: number): Promise<void> {
    return floatText(this.anim, this.fxLayer, text, at, color, { fontSize: 22, stroke: 5, hold: 0.3, rise: [14, 36], durations: [0.2, 0.4] });
  }
}
