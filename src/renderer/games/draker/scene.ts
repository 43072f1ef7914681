/**
 * Draker's table in motion: one animation per event (cards dealt, drawn, placed, gathered into
 * combinations; effects pushed onto their stack, resolved or cancelled; costs leaving combinations,
 * parcels flying to defenders, life lost, discards, eliminations), each starting from the board's
 * picture and leaving the picture as the event left the game. Also the accessible buttons, whose hover
 * or focus opens the help of card-preview.ts.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { DrakerCard, DrakerEvent, DrakerView } from '../../../common/games/draker';
import { t } from '../../i18n';
import { centreOf } from '../../table/board-layout';
import { BACK } from '../../table/card';
import { floatText, flyCard, retire, type FlyOptions } from '../../table/fx';
import type { Rect } from '../../table/grid';
import { overlapArea } from '../../table/placement';
import { CARD_H, CARD_W } from './art';
import type { CardButtonSpec } from '../../table/card-buttons';
import { ATT_COLOR, COMBO_CARD_ID, COMBO_ID, COMMON_ID, DEF_COLOR, DrakerBoard, ENTRY_ID, FONT, GOLD, type Hover, HAND_ID, POOL_ID, SEAT_ID, comboLabel, pictureOf, seatLabel, tokenSpot, type ButtonTarget } from './board';
import { cardHelp, cardName, commonEffectName, stackEffectName, valueFormula } from './faces';
import { cardNumber, computeLayout, knownCards, shownHand, shownHandId, type Layout, type Picture } from './layout';
import { buttonRegion } from './regions';
import { CardPreview } from './card-preview';
import { STACK_ROW_THIN } from './stack-rows';
import { comboMarks } from './summary';

export { type HintMarks, type Interaction, type SceneHooks } from './board';

type Point = { x: number; y: number };
const RED = 0xff6e6e;
const GREEN = 0x81c784;

export class DrakerScene extends DrakerBoard {
  /** Stack entries resolving at this moment (a run of them plays out together). */
  private resolving = 0;
  /** The hover help: the zoomed card or group and its text. */
  private readonly preview = new CardPreview(this.board, this.fxLayer, this.zoomFaces, (face, width, x, y) => this.showZoom(face, width, x, y), GOLD);

  override destroy(): void {
    this.preview.destroy();
    super.destroy();
  }

  protected override clearZoom(): void {
    super.clearZoom();
    this.preview.clear();
  }

  async play(ev: DrakerEvent): Promise<void> {
    if (this.dead || !this.pic) return;
    try {
      if (this.lay) await this.playOne(ev, this.pic, this.lay);
    } catch (err) {
      if (!this.dead) throw err;
    }
    if (!this.dead) this.render();
  }

  /** The deal at the start: hand cards (backs, the viewer's turning up), pool cards face up, the common pool. */
  async deal(view: DrakerView): Promise<void> {
    if (this.dead) return;
    const final = pictureOf(view);
    const start = pictureOf(view);
    const dealt = final.players.reduce((n, pl) => n + pl.handCount + pl.pool.length, 0) + final.common.length;
    start.deckCount = final.deckCount + dealt;
    start.hand = final.hand ? [] : null;
    start.common = [];
    start.players.forEach((pl) => {
      pl.handCount = 0;
      pl.pool = [];
    });
    this.dealing = true;
    this.pic = start;
    this.step = 'initial';
    this.render();
    if (!this.lay) {
      // No room on screen yet: nothing to fly; the table shows the dealt view.
      [this.dealing, this.step, this.pic] = [false, null, final];
      return;
    }
    // Hands first, then pools: one card to every seat per round.
    const rounds = Math.max(...final.players.map((pl) => Math.max(pl.handCount, pl.pool.length)));
    for (const toPool of [false, true]) {
      for (let r = 0; r < rounds && !this.dead; r++) {
        const jobs: Promise<void>[] = [];
        final.players.forEach((pl, seat) => {
          const c = pl.pool[r];
          if (!toPool && r < pl.handCount) jobs.push(this.drawCard(start, seat, seat === final.viewer ? final.hand?.[r] : undefined, jobs.length * 0.04));
          else if (toPool && c) jobs.push(this.dealToPool(start, seat, c, jobs.length * 0.04));
        });
        await Promise.all(jobs);
        this.render();
      }
    }
    for (const c of final.common) {
      if (this.dead) break;
      await this.toCommon(start, c);
    }
    this.dealing = false;
    this.step = null;
    this.pic = final;
    this.render();
  }

  /** The layout once the picture holds what an event adds. */
  private after(p: Picture): Layout {
    return computeLayout(p, this.boardRect() ?? this.lay!.centre, this.barNeed);
  }

  private handRect(L: Layout, p: Picture, seat: number, cardId?: string): Rect {
    const area = L.seats.get(seat);
    if (area?.mine && cardId) {
      const i = (p.hand ?? []).findIndex((c) => c.id === cardId);
      if (i >= 0 && L.handCards[i]) return L.handCards[i];
    }
    if (!area) return L.deck;
    const h = area.hand;
    const w = area.mine ? L.handW : h.height * (CARD_W / CARD_H);
    return { x: h.x + h.width / 2 - w / 2, y: h.y, width: w, height: w / (CARD_W / CARD_H) };
  }

  private headPoint(seat: number): Point {
    const head = this.lay?.seats.get(seat)?.head;
    return head ? { x: head.x + head.width * 0.35, y: head.y + head.height / 2 } : centreOf(this.lay!.centre);
  }

  // ---------------------------------------------------------------- moving pieces

  /** A card moving from one place to another, changing size (and face, on the way). */
  private fly(face: string, from: Rect, to: Rect, opts: FlyOptions = {}): Promise<void> {
    return flyCard(this.anim, this.fxLayer, (f, r, into) => this.card(f, r, into), face, from, to, { duration: 0.4, ...opts });
  }

  private async drawCard(p: Picture, seat: number, card: DrakerCard | undefined, delay = 0): Promise<void> {
    const L = this.lay!;
    const from = L.deck;
    p.deckCount = Math.max(0, p.deckCount - 1);
    p.players[seat].handCount += 1;
    if (card && p.hand) p.hand.push(card);
    const to = this.handRect(this.after(p), p, seat, card?.id);
    this.render();
    if (card) this.hideShown(card.id);
    await this.fly(BACK, from, to, { delay, toFace: card ? this.faceOf(card) : undefined, duration: 0.32 });
  }

  private async dealToPool(p: Picture, seat: number, card: DrakerCard, delay: number): Promise<void> {
    const from = this.lay!.deck;
    p.deckCount = Math.max(0, p.deckCount - 1);
    p.players[seat].pool.push(card);
    const to = this.after(p).pool.get(card.id) ?? from;
    await this.fly(BACK, from, to, { delay, toFace: this.faceOf(card), duration: 0.32 });
  }

  private async toCommon(p: Picture, card: DrakerCard): Promise<void> {
    const from = this.lay!.deck;
    p.deckCount = Math.max(0, p.deckCount - 1);
    p.common.push(card);
    const L2 = this.after(p);
    const to = L2.common[p.common.length - 1] ?? from;
    p.common.pop();
    this.render();
    await this.fly(BACK, from, to, { toFace: this.faceOf(card), duration: 0.4 });
    p.common.push(card);
    this.render();
  }

  /** A glowing bolt carrying `amount` from one point to another. */
  private async bolt(a: Point, b: Point, color: number, amount: string): Promise<void> {
    const c = new Container();
    const g = new Graphics();
    g.circle(0, 0, 16).fill({ color, alpha: 0.3 }).circle(0, 0, 9).fill({ color, alpha: 0.8 }).circle(0, 0, 4).fill(0xffffff);
    const tx = new Text({ text: amount, style: { fontFamily: FONT, fontSize: 17, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x102010, width: 5 } }, resolution: 2 });
    tx.anchor.set(0.5, 1.3);
    c.addChild(g, tx);
    c.position.set(a.x, a.y);
    this.fxLayer.addChild(c);
    await this.anim.to(c, { x: b.x, y: b.y, duration: 0.55, ease: 'power1.in' });
    await this.flash(b, color, 26);
    retire(c);
  }

  /** A player's area trembles under a hit. */
  private async shake(seat: number): Promise<void> {
    const box = this.lay?.seats.get(seat)?.box;
    if (!box) return;
    const g = new Graphics().roundRect(box.x, box.y, box.width, box.height, 10).fill({ color: RED, alpha: 0.18 }).stroke({ width: 3, color: RED });
    this.fxLayer.addChild(g);
    await this.anim.to(g, { x: 5, duration: 0.05, yoyo: true, repeat: 5 });
    await this.anim.to(g, { alpha: 0, duration: 0.2 });
    retire(g);
  }

  /** A ring that swells and fades at a point. */
  private async flash(at: Point, color: number, radius: number): Promise<void> {
    const g = new Graphics().circle(0, 0, radius).stroke({ width: 5, color }).circle(0, 0, radius * 0.6).fill({ color, alpha: 0.35 });
    g.position.set(at.x, at.y);
    g.scale.set(0.4);
    this.fxLayer.addChild(g);
    await Promise.all([this.anim.to(g.scale, { x: 1.4, y: 1.4, duration: 0.3, ease: 'power2.out' }), this.anim.to(g, { alpha: 0, duration: 0.3, ease: 'power2.in' })]);
    retire(g);
  }

  private async banner(text: string, color: number): Promise<void> {
    const mid = centreOf(this.lay!.centre);
    const tx = new Text({ text, style: { fontFamily: FONT, fontSize: 30, fontWeight: '800', fill: color, stroke: { color: 0x102010, width: 6 } }, resolution: 2 });
    tx.anchor.set(0.5);
    tx.position.set(mid.x, mid.y);
    if (tx.width > this.lay!.centre.width * 0.9) tx.scale.set((this.lay!.centre.width * 0.9) / tx.width);
    tx.alpha = 0;
    this.fxLayer.addChild(tx);
    await this.anim.to(tx, { alpha: 1, duration: 0.2 });
    await this.anim.wait(0.6);
    await this.anim.to(tx, { alpha: 0, duration: 0.3 });
    retire(tx);
  }

  /** A rising text; the event goes on once it has been read (risen and held), its fading does not hold up the next. */
  private floatText(text: string, at: Point, color: number, size = 22): Promise<void> {
    const shown = floatText(this.anim, this.fxLayer, text, at, color, { fontSize: size, stroke: 5, hold: 0.25, rise: [12, 32], durations: [0.2, 0.35] });
    return Promise.race([shown, this.anim.wait(0.45)]);
  }

  /** A number counting up from 0 to `value` over a label; the event goes on once the value has been read, its fading does not hold up the next. */
  private async countUp(at: Point, value: number, color: number): Promise<void> {
    const tx = new Text({ text: '0', style: { fontFamily: FONT, fontSize: 26, fontWeight: '800', fill: color, stroke: { color: 0x102010, width: 6 } }, resolution: 2 });
    tx.anchor.set(0.5);
    tx.position.set(at.x, at.y);
    this.fxLayer.addChild(tx);
    const counter = { v: 0 };
    await this.anim.to(counter, { v: value, duration: 0.4, ease: 'power1.out', onUpdate: () => (tx.text = String(Math.round(counter.v))) });
    tx.text = String(value);
    const faded = this.anim.to(tx, { alpha: 0, y: at.y - 20, duration: 0.25, delay: 0.1 }).then(() => retire(tx));
    return Promise.race([faded, this.anim.wait(0.1)]);
  }

  // ---------------------------------------------------------------- the events

  private async playOne(ev: DrakerEvent, p: Picture, L: Layout): Promise<void> {
    const name = (s: number) => this.hooks.seatName(s);
    switch (ev.type) {
      case 'roundStart':
        // What laydown cleared (no event tells it): settings, combinations, used flags, round effects.
        Object.assign(p, { round: ev.round, lead: ev.lead, phase: 'basic', artefacts: {}, combos: [], used: [], modifiers: [], gale: [], siege: false, parcels: [], pending: [], instantStack: [], mainStack: [] });
        p.players.forEach((pl) => (pl.owed = [0, 0]));
        this.step = 'initial';
        this.render();
        return this.banner(t('draker.board.roundBanner', { n: ev.round, name: name(ev.lead) }), GOLD);
      case 'commonCard': {
        this.step = 'initial';
        await this.toCommon(p, ev.card);
        if (!ev.effect) return;
        if (ev.effect === 'gale') p.gale.push(ev.card.id);
        else p.siege = true;
        this.render();
        const r = this.after(p).common[p.common.length - 1];
        if (r) await this.flash(centreOf(r), 0x80deea, r.width);
        return this.banner(`${commonEffectName(ev.effect)}!`, ev.effect === 'gale' ? 0x80deea : RED);
      }
      case 'draw':
        if (p.deckCount === 0) return;
        return this.drawCard(p, ev.seat, ev.card);
      case 'reshuffle': {
        const n = Math.min(6, p.discardCount);
        await Promise.all(Array.from({ length: n }, (_, i) => this.fly(BACK, L.discard, L.deck, { delay: i * 0.05, duration: 0.35 })));
        p.discardCount = 0;
        p.deckCount = ev.count;
        this.render();
        return this.floatText(t('draker.board.reshuffle'), centreOf(L.deck), GOLD, 16);
      }
      case 'artefactSet': {
        p.artefacts[ev.card] = { ...p.artefacts[ev.card], ...(ev.rank !== undefined ? { rank: ev.rank } : {}), ...(ev.prof !== undefined ? { prof: ev.prof } : {}) };
        const shown = this.shown.get(ev.card);
        const card = p.players[ev.seat]?.pool.find((c) => c.id === ev.card);
        if (shown && card) await shown.flipTo(this.faceOf(card), this.anim, 0.14);
        return;
      }
      case 'place': {
        const from = this.handRect(L, p, ev.seat, ev.card.id);
        this.hideShown(ev.card.id);
        if (p.hand) p.hand = p.hand.filter((c) => c.id !== ev.card.id);
        p.players[ev.seat].handCount = Math.max(0, p.players[ev.seat].handCount - 1);
        p.players[ev.seat].pool.push(ev.card);
        p.placed = ev.card.id;
        const to = this.after(p).pool.get(ev.card.id) ?? from;
        const visible = ev.seat === p.viewer;
        await this.fly(visible ? this.faceOf(ev.card) : BACK, from, to, { toFace: this.faceOf(ev.card), duration: 0.45, arc: 0.12 });
        return;
      }
      case 'declare': {
        const froms = ev.cards.map((id) => this.cardRect(id));
        for (const id of ev.cards) if (!p.common.some((c) => c.id === id)) this.hideShown(id);
        const known = new Map([...p.players[ev.seat].pool, ...p.common].map((c) => [c.id, c]));
        p.combos.push({ id: ev.combo, owner: ev.seat, kind: ev.kind, cards: ev.cards, base: ev.base, mult: ev.mult, value: ev.value, remaining: 0, flight: ev.kind === 'ATT' && ev.cards.some((c) => p.gale.includes(c)) });
        const spot = this.after(p).combos.get(ev.combo);
        if (!spot) return;
        await Promise.all(
          ev.cards.map((id, i) => {
            const c = known.get(id);
            const from = froms[i];
            return c && from && spot.cards[i] ? this.fly(this.faceOf(c), from, spot.cards[i], { delay: i * 0.04, duration: 0.32 }) : Promise.resolve();
          }),
        );
        this.render();
        const color = ev.kind === 'ATT' ? ATT_COLOR : DEF_COLOR;
        // the value counts up while its formula rises over the label
        await Promise.all([
          this.flash(centreOf(spot.frame), color, spot.frame.width * 0.6),
          this.countUp({ x: centreOf(spot.frame).x, y: spot.frame.y + spot.frame.height / 2 }, ev.value, color),
          this.floatText(valueFormula(ev.base, ev.mult, ev.value), { x: centreOf(spot.label).x, y: spot.label.y }, 0xffffff, 18),
        ]);
        return;
      }
      case 'push': {
        const e = ev.entry;
        const from = this.cardRect(e.card) ?? this.handRect(L, p, e.owner);
        const card = [...p.players[e.owner].pool, ...p.common].find((c) => c.id === e.card);
        (ev.stack === 'instant' ? p.instantStack : p.mainStack).push(e);
        if (e.source === 'effect') {
          p.used.push(e.card);
          p.players[e.owner].owed = [p.players[e.owner].owed[0] + e.cost[0], p.players[e.owner].owed[1] + e.cost[1]];
        }
        const L2 = this.after(p);
        const entries = ev.stack === 'instant' ? p.instantStack : p.mainStack;
        const row = this.entryRows(p, L2, ev.stack).rows[entries.length - 1];
        if (!row || !card) return;
        const h = row.height - 2;
        await this.fly(this.faceOf(card), from, { x: row.x + 4, y: row.y + 1, width: h * (CARD_W / CARD_H), height: h }, { duration: 0.36 });
        return;
      }
      case 'resolve': {
        this.step = 'stacks';
        const stack = p.instantStack.some((e) => e.id === ev.entry) ? p.instantStack : p.mainStack;
        const e = stack.find((x) => x.id === ev.entry);
        const r = this.entryRect(ev.entry);
        const card = e ? [...p.players[e.owner].pool, ...p.common].find((c) => c.id === e.card) : undefined;
        if (!e || !r) return;
        stack.splice(stack.indexOf(e), 1);
        this.render();
        if (!card) return;
        // entries resolving together lie side by side in the centre (the first in the middle)
        const k = this.resolving++;
        const w = Math.min(L.cardMax, L.centre.height * 0.8 * (CARD_W / CARD_H));
        const dx = Math.max(-L.centre.width / 2 + w / 2, Math.min(L.centre.width / 2 - w / 2, (k % 2 ? 1 : -1) * Math.ceil(k / 2) * w * 1.15));
        const big = { x: centreOf(L.centre).x + dx, y: centreOf(L.centre).y, w };
        const to = { x: big.x - big.w / 2, y: big.y - big.w / (CARD_W / CARD_H) / 2, width: big.w, height: big.w / (CARD_W / CARD_H) };
        const h = r.height - 2;
        try {
          await this.fly(this.faceOf(card), { x: r.x + 4, y: r.y + 1, width: h * (CARD_W / CARD_H), height: h }, to, { duration: 0.35 });
          await Promise.all([this.flash(centreOf(to), GOLD, to.width * 0.7), this.floatText(stackEffectName(e.effect), { x: big.x, y: to.y }, GOLD, 20)]);
        } finally {
          this.resolving--;
        }
        return;
      }
      case 'cancel': {
        this.cancelled.add(ev.entry);
        this.render();
        await this.anim.wait(0.35);
        const r = this.entryRect(ev.entry);
        const e = p.mainStack.find((x) => x.id === ev.entry);
        p.mainStack = p.mainStack.filter((x) => x.id !== ev.entry);
        this.cancelled.delete(ev.entry);
        this.render();
        if (r && e) {
          const card = [...p.players[e.owner].pool, ...p.common].find((c) => c.id === e.card);
          const h = r.height - 2;
          const from = { x: r.x + 4, y: r.y + 1, width: h * (CARD_W / CARD_H), height: h };
          if (card) await this.fly(this.faceOf(card), from, { ...from, y: from.y + 60 }, { duration: 0.4, arc: 0.5 });
        }
        return this.floatText(t('draker.board.cancelled'), r ? centreOf(r) : centreOf(L.main), RED, 18);
      }
      case 'token': {
        p.tokens[ev.card] = ev.tokens;
        this.render();
        const r = this.cardRect(ev.card);
        if (!r) return;
        const corner = tokenSpot(r);
        await this.flash(corner, GREEN, 16);
        return this.floatText('+1', corner, GREEN, 20);
      }
      case 'pending': {
        const amount = p.pending.find((x) => x.seat === ev.seat)?.amount;
        return this.floatText(amount ? t('draker.board.later', { n: amount }) : '…', this.headPoint(ev.seat), GREEN, 16);
      }
      case 'heal':
        this.step = 'end';
        p.players[ev.seat].life = ev.life;
        this.render();
        return this.floatText(`+${ev.amount} ♥`, this.headPoint(ev.seat), GREEN);
      case 'phase':
        p.phase = ev.phase;
        this.step = null;
        this.render();
        return this.anim.wait(0.25);
      case 'values':
        for (const v of ev.combos) {
          const c = p.combos.find((x) => x.id === v.id);
          if (c) Object.assign(c, { value: v.value, remaining: v.value });
        }
        this.render();
        return this.anim.wait(0.2);
      case 'costPaid': {
        const owed = p.players[ev.seat].owed;
        const combo = ev.combo !== null ? p.combos.find((c) => c.id === ev.combo) : undefined;
        const k = combo ? (combo.kind === 'ATT' ? 0 : 1) : owed[0] >= ev.amount ? 0 : 1;
        owed[k] = Math.max(0, owed[k] - ev.amount);
        const spot = combo ? L.combos.get(combo.id) : undefined;
        if (combo) combo.remaining = Math.max(0, combo.remaining - ev.amount);
        this.render();
        if (!spot) return;
        return this.bolt(centreOf(spot.label), this.headPoint(ev.seat), combo!.kind === 'ATT' ? ATT_COLOR : DEF_COLOR, `−${ev.amount}`);
      }
      case 'lifeLost': {
        p.players[ev.seat].life = ev.life;
        this.render();
        const at = this.headPoint(ev.seat);
        await Promise.all([this.flash(at, RED, 22), this.shake(ev.seat), this.floatText(`−${ev.amount} ♥`, at, RED, 24)]);
        return;
      }
      case 'parcel': {
        const combo = p.combos.find((c) => c.id === ev.combo);
        const from = L.combos.get(ev.combo)?.frame;
        if (combo) combo.remaining = Math.max(0, combo.remaining - ev.amount);
        const same = p.parcels.find((x) => x.combo === ev.combo && x.to === ev.to);
        if (same) same.amount += ev.amount;
        else p.parcels.push({ from: ev.from, to: ev.to, combo: ev.combo, amount: ev.amount, flight: ev.flight });
        await this.bolt(from ? centreOf(from) : this.headPoint(ev.from), this.headPoint(ev.to), ev.flight ? 0x80deea : ATT_COLOR, `${ev.flight ? '➶ ' : ''}${ev.amount}`);
        return;
      }
      case 'blocked': {
        const i = p.parcels.findIndex((x) => x.to === ev.seat && x.amount === ev.amount);
        const parcel = p.parcels.splice(i >= 0 ? i : p.parcels.findIndex((x) => x.to === ev.seat), 1)[0];
        const def = ev.combo !== null ? p.combos.find((c) => c.id === ev.combo) : undefined;
        const defSpot = def ? L.combos.get(def.id) : undefined;
        const from = parcel ? (L.combos.get(parcel.combo)?.frame ?? L.seats.get(parcel.from)?.head) : undefined;
        const to = defSpot ? centreOf(defSpot.frame) : this.headPoint(ev.seat);
        this.render();
        if (from) await this.bolt(centreOf(from), to, parcel?.flight ? 0x80deea : ATT_COLOR, String(ev.amount));
        if (def) {
          def.remaining = ev.defenceLeft;
          this.render();
          await Promise.all([this.flash(to, DEF_COLOR, 34), ev.damage === 0 ? this.floatText(t('draker.board.blocked'), to, DEF_COLOR, 18) : undefined]);
        }
        return;
      }
      case 'discard': {
        const card = ev.card;
        if (ev.from === 'hand' || !card) {
          // A fallen player's hand card leaves the hand face down (named only to its owner).
          const seat = ev.seat!;
          const own = seat === p.viewer ? card : undefined;
          const from = this.handRect(L, p, seat, own?.id);
          if (own && p.hand) p.hand = p.hand.filter((c) => c.id !== own.id);
          p.players[seat].handCount = Math.max(0, p.players[seat].handCount - 1);
          await this.fly(own ? this.faceOf(own) : BACK, from, L.discard, { toFace: BACK, duration: 0.35, arc: 0.15 });
          p.discardCount += 1;
          return;
        }
        const pool = ev.seat !== null ? p.players[ev.seat]?.pool : undefined;
        const from = this.cardRect(card.id);
        if (pool) p.players[ev.seat!].pool = pool.filter((c) => c.id !== card.id);
        else p.common = p.common.filter((c) => c.id !== card.id);
        delete p.tokens[card.id];
        delete p.artefacts[card.id];
        this.hideShown(card.id);
        if (from) await this.fly(this.faceOf(card), from, L.discard, { toFace: BACK, duration: 0.35, arc: 0.15 });
        p.discardCount += 1;
        return;
      }
      case 'eliminated':
        this.step = 'results';
        p.players[ev.seat].inGame = false;
        p.players[ev.seat].life = ev.life;
        this.render();
        return this.banner(t('draker.board.eliminated', { name: name(ev.seat) }), RED);
      case 'turn':
        p.active = ev.seat;
        p.placed = null;
        p.turn = { iconsFired: false, kinds: [], acted: false };
        this.render();
        return this.anim.wait(0.12);
      case 'gameOver':
        p.phase = 'over';
        p.active = -1;
        p.outcome = ev.outcome;
        this.step = null;
        this.render();
        return this.banner(t('draker.board.gameOver'), GOLD);
    }
  }

  // ---------------------------------------------------------------- buttons and hover help

  protected updateButtons(): void {
    const p = this.pic;
    const L = this.lay;
    this.targets.clear();
    this.hovers.clear();
    if (!p || !L) {
      this.buttons.clear();
      return;
    }
    const i = this.interaction;
    const hint = i.hint;
    const specs: CardButtonSpec[] = [];
    const add = (id: number, target: ButtonTarget, label: string, help: string, rect: Rect, enabled: boolean, face: Hover['face'], hinted = false, pressed?: boolean): void => {
      const text = hinted ? `${help}\n★ ${t('table.hint')}` : help;
      this.targets.set(id, target);
      this.hovers.set(id, { rect, face, text });
      specs.push({ id, label, description: text, rect, enabled, pressed, region: buttonRegion(id, target, p.viewer) });
    };
    const cardButton = (id: number, c: DrakerCard, r: Rect, target: ButtonTarget = { kind: 'card', id: c.id }, enabled = i.cards.has(c.id)): void => {
      const setting = p.artefacts[c.id];
      const sel = i.selected.includes(c.id);
      add(id, target, cardName(c, setting), cardHelp(c, setting), this.lifted(c.id, r), enabled, this.faceOf(c), hint?.cards?.includes(c.id), i.cards.has(c.id) || sel ? sel : undefined);
    };
    const name = (s: number) => this.hooks.seatName(s);
    p.players.forEach((pl, seat) => {
      const area = L.seats.get(seat);
      // A targeted seat (Volley, a parcel) is picked by a click anywhere in its glowing zone: the seat's button
      // covers the zone and the cards in it pass the click to the seat.
      const zone = i.seats.has(seat);
      if (area) add(SEAT_ID + seat, { kind: 'seat', seat }, seatLabel(name(seat)), `${name(seat)}: ♥ ${pl.life}, ${t('draker.board.inHand', { count: pl.handCount })}`, zone ? area.box : area.head, zone, null, hint?.seats?.includes(seat));
      for (const c of pl.pool) {
        const r = L.pool.get(c.id);
        if (r) cardButton(POOL_ID + cardNumber(c.id), c, r, { kind: 'card', id: c.id, zone: seat }, i.cards.has(c.id) || zone);
      }
      // a hand the replay shows: pool and hand cards are never the same card, so they share the ids
      const spot = L.combos.get(shownHandId(seat));
      shownHand(p, seat)?.forEach((c, k) => {
        const r = spot?.cards[k];
        if (r) cardButton(POOL_ID + cardNumber(c.id), c, r, { kind: 'card', id: c.id }, false);
      });
    });
    const known = knownCards(p);
    for (const combo of p.combos) {
      const spot = L.combos.get(combo.id);
      if (!spot) continue;
      const names = combo.cards.map((id) => (known.get(id) ? cardName(known.get(id)!, p.artefacts[id]) : id));
      const marks = comboMarks(p, combo).map((m) => ` · ${t(m === 'flight' ? 'draker.board.flight' : 'draker.icon.guard')}`);
      const help = `${comboLabel(combo, name(combo.owner))}\n${valueFormula(combo.base, combo.mult, combo.value)}${marks.join('')}\n${names.join('\n')}`;
      const hinted = hint?.combos?.includes(combo.id);
      const zone = i.seats.has(combo.owner);
      const faces = combo.cards.flatMap((id) => (known.get(id) ? [this.faceOf(known.get(id)!)] : [])); // the summary zooms the group
      add(COMBO_ID + combo.id, { kind: 'combo', id: combo.id, zone: combo.owner }, comboLabel(combo, name(combo.owner)), help, spot.label, i.combos.has(combo.id) || zone, faces, hinted);
      combo.cards.forEach((id, k) => {
        const c = known.get(id);
        if (c && spot.cards[k]) cardButton(COMBO_CARD_ID + combo.id * 100 + cardNumber(id), c, spot.cards[k]!, { kind: 'combo', id: combo.id, card: id, zone: combo.owner }, i.cards.has(id) || i.combos.has(combo.id) || zone);
      });
    }
    p.common.forEach((c, n) => {
      const r = L.common[n];
      if (r) cardButton(COMMON_ID + cardNumber(c.id), c, r);
    });
    (p.hand ?? []).forEach((c, n) => {
      const r = L.handCards[n];
      if (r) cardButton(HAND_ID + cardNumber(c.id), c, r);
    });
    // The older entries' bars (under "+N earlier") each list them all in their help: what the count stands for.
    const older = [p.instantStack, p.mainStack].map((list) => list.filter((e) => (this.entryRect(e.id)?.height ?? 99) < STACK_ROW_THIN).map((e) => `${name(e.owner)}: ${stackEffectName(e.effect)} → ${this.targetText(p, e) || '—'}`).join('\n'));
    for (const e of [...p.instantStack, ...p.mainStack]) {
      const r = this.entryRect(e.id);
      const c = known.get(e.card);
      if (!r || !c) continue;
      const help = r.height < STACK_ROW_THIN ? older[p.instantStack.includes(e) ? 0 : 1] : [cardHelp(c, p.artefacts[c.id]), t('draker.board.target', { target: this.targetText(p, e) }), t('draker.board.cost', { a: e.cost[0], d: e.cost[1] })].join('\n');
      add(ENTRY_ID + e.id, { kind: 'entry', id: e.id }, t('draker.board.entryButton', { name: name(e.owner), card: cardName(c, p.artefacts[c.id]) }), help, r, i.entries.has(e.id), this.faceOf(c), hint?.entries?.includes(e.id));
    }
    this.buttons.update(specs);
    if (this.hoverId !== null && !this.hovers.has(this.hoverId)) this.hoverId = null;
  }

  /** Where the canvas drew what the layout checks look for (the enlarged card while shown). */
  drawnParts(): ReturnType<CardPreview['drawnParts']> {
    return this.preview.drawnParts();
  }

  /** The hovered or focused thing: its card enlarged and its help text, clear of the hand and the controls (see card-preview.ts). */
  protected override drawZoom(): void {
    this.clearZoom();
    const hover = this.hoverId !== null ? this.hovers.get(this.hoverId) : undefined;
    const sight = this.boardInSight();
    // a focused card scrolled out of sight (a board taller than the window) has no help to show
    if (!this.lay || !hover || !sight || overlapArea(hover.rect, sight) === 0 || this.anim.running || this.dealing) this.preview.hide();
    else this.preview.show(hover, this.lay, sight);
  }
}
