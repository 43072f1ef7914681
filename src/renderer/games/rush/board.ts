/**
 * The Rush for Medals table on the canvas: the players' boxes with their stacks on podiums, the piles,
 * the viewer's hand, the buttons over them and the zoom of a hovered card; and `sync`, which puts
 * everything where the view says. The scene (scene.ts) adds the animations of the events.
 * Between events the scene keeps a `Picture` (the view with the events so far applied), so every
 * animation starts from what is on screen and the picture never runs ahead of the story.
 */
import type { Graphics, TextStyleOptions } from 'pixi.js';
import type { RushCard, RushView } from '../../../common/games/rush';
import { t } from '../../i18n';
import { BACK, Card } from '../../table/card';
import { CardBoard, GOLD, HINT, type BoardGame } from '../../table/card-board';
import type { CardButtonSpec } from '../../table/card-buttons';
import type { Rect } from '../../table/grid';
import { CARD_H, CARD_W, drawFace } from './art';
import { shade } from '../../table/card-art';
import { revealedIn } from '../../table/revealed';
import { cardDescription, cardName, faceKey, publicFace, sportName } from './faces';
import { computeLayout, DISCARD_FAN, type Layout, type Picture } from './layout';
import { sportLabel, sportOf } from './sports';

export { ART_FONT as FONT } from '../../table/card-art';

/** Button ids: hand cards 0..99 (by position), stacks 100 + rank, piles 200..202, shown hands 300 + 100 * seat + position. */
const STACK_ID = 100;
const DRAW_ID = 200;
const DISCARD_ID = 201;
const OUT_ID = 202;
const SHOWN_ID = 300;

export interface SceneHooks {
  seatName(seat: number): string;
  onHandCard(id: string): void;
  onStack(rank: number): void;
  onPile(pile: 'draw' | 'discard' | 'out'): void;
  /** The strip above the hand where the offers bar goes moved. */
  onOffersRect(rect: Rect): void;
}

export interface Interaction {
  /** Hand cards that may be clicked (selected or unselected). */
  hand: Set<string>;
  /** Selected hand cards in the order picked (the last one ends on top of the discard pile). */
  selected: string[];
  /** Stacks a click acts on now (an offer for the selection). */
  stacks: Set<number>;
  /** What the last hint suggests, until the next update. */
  hint?: HintMarks;
}

/** The places a hint points at: hand cards to play, a stack, the discard pile, a player to demand from. */
export interface HintMarks {
  cards: Set<string>;
  stacks: Set<number>;
  discard: boolean;
  seat: number | null;
}

export function pictureOf(view: RushView): Picture {
  const revealed = revealedIn<RushCard>(view);
  // the replay reveals the cards nobody knew; the known ones are public already
  const shownHands = new Map<number, RushCard[]>();
  for (const [seat, p] of view.players.entries()) {
    const cards = revealed?.hands[seat];
    if (cards || (revealed && p.knownCards.length > 0)) shownHands.set(seat, [...p.knownCards, ...(cards ?? [])].sort((a, b) => handOrder(a) - handOrder(b)));
  }
  return {
    me: typeof view.viewer === 'number' ? view.viewer : null,
    seats: view.players.length,
    handCounts: view.players.map((p) => p.handCount),
    active: view.active,
    hand: view.hand ? [...view.hand] : [],
    stacks: view.stacks.map((s) => ({ ...s, cards: [...s.cards] })),
    discard: [...view.discard],
    outOfGame: [...view.outOfGame],
    drawCount: view.drawCount,
    exhaustions: view.exhaustions,
    endAfterExhaustions: view.endAfterExhaustions,
    lastRound: view.lastRound,
    over: view.phase === 'over',
    demand: view.demand,
    shownHands,
    shownDraw: revealed?.piles.stock ?? null,
  };
}

const RUSH: BoardGame<RushView, Picture> = { art: { width: CARD_W, height: CARD_H, draw: drawFace }, pictureOf };

export abstract class RushBoard extends CardBoard<RushView, Picture, Layout, Interaction, SceneHooks> {
  protected interaction: Interaction = { hand: new Set(), selected: [], stacks: new Set() };
  protected handCards = new Map<string, Card>();
  protected stackCards = new Map<number, Card>();

  protected game(): BoardGame<RushView, Picture> {
    return RUSH;
  }

  protected forgetCards(): void {
    this.handCards.clear();
    this.stackCards.clear();
  }

  protected activate(id: number): void {
    if (id < STACK_ID) {
      const card = this.pic?.hand[id];
      if (card) this.hooks.onHandCard(card.id);
    } else if (id < DRAW_ID) this.hooks.onStack(id - STACK_ID);
    else if (id < SHOWN_ID) this.hooks.onPile(id === DRAW_ID ? 'draw' : id === DISCARD_ID ? 'discard' : 'out');
  }

  // ---------------------------------------------------------------- drawing

  protected layoutOf(p: Picture, board: Rect): Layout {
    // The hand is shown sorted: sports by rank, then the COACH, SPONSOR and DOPING CONTROL.
    p.hand.sort((a, b) => handOrder(a) - handOrder(b) || a.id.localeCompare(b.id));
    const L = computeLayout(p, board, this.barNeed);
    this.hooks.onOffersRect(L.offers);
    return L;
  }

  protected draw(p: Picture, L: Layout, board: Rect): void {
    const g = this.boxLayer;
    const name = (s: number) => this.hooks.seatName(s);

    // Seat boxes.
    for (const area of L.seats.values()) {
      const active = area.seat === p.active && !p.over;
      const target = p.demand?.target === area.seat;
      g.roundRect(area.box.x, area.box.y, area.box.width, area.box.height, 12)
        .fill({ color: 0x08200f, alpha: area.mine ? 0.28 : 0.4 })
        .stroke({ width: active || target ? 3 : 1.5, color: target ? 0x64b5f6 : active ? GOLD : 0xffffff, alpha: active || target ? 1 : 0.18 });
      const medals = p.stacks.filter((s) => s.owner === area.seat).length;
      const head = area.mine ? t('rush.table.podiumOf', { name: name(area.seat) }) : name(area.seat);
      const nameStyle: TextStyleOptions = { fontSize: 15, fontWeight: '800', fill: active ? GOLD : 0xffffff };
      this.label(`seat:${area.seat}:name`, head, nameStyle, area.box.x + 10, area.box.y + 5, [0, 0], area.box.width * 0.55);
      this.label(`seat:${area.seat}:medals`, t('rush.table.medals', { count: medals }), { fontSize: 13, fontWeight: '700', fill: 0xffe082 }, area.box.x + area.box.width - 10, area.box.y + 6, [1, 0]);
      if (!area.mine) {
        const n = p.handCounts[area.seat] ?? 0;
        const shownHand = p.shownHands.get(area.seat);
        if (shownHand) shownHand.forEach((c, i) => this.card(faceKey(c), area.shown[i]!));
        else {
          const shown = Math.min(n, 5);
          const w = area.hand.height * (CARD_W / CARD_H);
          for (let i = 0; i < shown; i++) {
            const c = this.card(BACK, { x: area.hand.x + i * ((area.hand.width - w) / 4), y: area.hand.y, width: w, height: area.hand.height });
            c.rotation = (i - (shown - 1) / 2) * 0.06;
          }
        }
        this.label(`seat:${area.seat}:hand`, t('rush.table.inHand', { count: n }), { fontSize: 12, fontWeight: '700', stroke: { color: 0x08200f, width: 4 } }, area.hand.x + area.hand.width / 2, area.hand.y + area.hand.height + 2, [0.5, 0], area.hand.width + 20);
      }
      if (medals === 0) this.label(`seat:${area.seat}:none`, t('rush.table.noStacks'), { fontSize: 13, fill: 0xffffff, fontStyle: 'italic' }, area.podium.x + area.podium.width / 2, area.podium.y + area.podium.height / 2, [0.5, 0.5], area.podium.width).alpha = 0.55;
    }

    // Stacks on their podiums.
    for (const s of p.stacks) {
      const spot = L.stacks.get(s.rank);
      if (!spot) continue;
      const color = sportOf(s.rank).color;
      const pl = spot.plinth;
      g.roundRect(pl.x, pl.y, pl.width, pl.height, 4).fill(shade(color, 0.75)).stroke({ width: 1.5, color: shade(color, 0.45) });
      g.rect(pl.x, pl.y, pl.width, Math.min(5, pl.height * 0.18)).fill(shade(color, 1.15));
      const fs = Math.max(11, Math.min(22, pl.height * 0.62));
      this.label(`stack:${s.rank}:size`, `×${s.size}`, { fontSize: fs, fontWeight: '800', fill: 0xffffff }, pl.x + pl.width / 2, pl.y + pl.height / 2 + 1, [0.5, 0.5], pl.width - 4);
      const top = s.cards[s.cards.length - 1];
      const face = top ? faceKey(top) : `sport:${s.rank}:0`;
      const depth = Math.min(4, s.size - 1);
      for (let j = depth; j >= 1; j--) {
        const back = this.card(face, { ...spot.card, x: spot.card.x - j * 2.5, y: spot.card.y - j * 2.5 });
        back.tint = 0xb0b0b0;
      }
      this.stackCards.set(s.rank, this.card(face, spot.card));
    }

    // Draw pile.
    const d = L.draw;
    for (let i = Math.min(4, Math.ceil(p.drawCount / 8)); i >= 1; i--) this.card(BACK, { ...d, x: d.x - i * 1.5, y: d.y - i * 1.5 });
    // shown by the replay, the next card to draw lies face up (its tooltip lists the rest in order)
    const nextDraw = p.shownDraw?.[0];
    if (nextDraw) this.card(faceKey(nextDraw), d);
    if (p.drawCount === 0) g.roundRect(d.x, d.y, d.width, d.height, 8).stroke({ width: 2, color: 0xffffff, alpha: 0.3 });
    const small: TextStyleOptions = { fontSize: 13, fontWeight: '700' };
    this.label('draw:count', t('rush.table.drawPile', { count: p.drawCount }), small, d.x + d.width / 2, d.y + d.height + 4, [0.5, 0], d.width * 1.9);
    const cycle = p.lastRound ? t('rush.table.lastRound') : t('rush.table.cycle', { n: Math.min(p.exhaustions + 1, p.endAfterExhaustions), of: p.endAfterExhaustions });
    this.label('draw:cycle', cycle, { fontSize: 12, fontWeight: '800', fill: p.lastRound ? 0xffab91 : 0xffe082 }, d.x + d.width / 2, d.y + d.height + 20, [0.5, 0], d.width * 1.9);

    // Discard pile, the top cards fanned (the top one on the right).
    const top = p.discard.slice(-DISCARD_FAN);
    if (top.length === 0) g.roundRect(L.discard[0]!.x, L.discard[0]!.y, L.discard[0]!.width, L.discard[0]!.height, 8).stroke({ width: 2, color: 0xffffff, alpha: 0.3 });
    top.forEach((c, i) => this.card(faceKey(c), L.discard[i]!));
    const dl = L.discard[0]!;
    const dr = L.discard[L.discard.length - 1]!;
    this.label('discard:count', t('rush.table.discardPile', { count: p.discard.length }), small, (dl.x + dr.x + dr.width) / 2, dl.y + dl.height + 4, [0.5, 0], dr.x + dr.width - dl.x + 30);

    // Out of the game.
    const o = L.out;
    const gone = p.outOfGame[p.outOfGame.length - 1];
    if (gone) {
      const c = this.card(faceKey(gone), o);
      c.alpha = 0.55;
      c.tint = 0xc0a0a0;
      this.overLayerCross(o);
    } else g.roundRect(o.x, o.y, o.width, o.height, 8).stroke({ width: 2, color: 0xffffff, alpha: 0.2 });
    this.label('out:count', t('rush.table.outOfGame', { count: p.outOfGame.length }), small, o.x + o.width / 2, o.y + o.height + 4, [0.5, 0], o.width * 1.9);

    // The hand.
    const sel = this.interaction.selected;
    p.hand.forEach((c, i) => {
      const r = L.handCards[i]!;
      const lifted = sel.includes(c.id);
      const card = this.card(faceKey(c), lifted ? { ...r, y: r.y - r.height * 0.16 } : r);
      this.handCards.set(c.id, card);
    });
    if (p.me !== null && p.hand.length === 0 && !p.over && !this.dealing) {
      const area = L.seats.get(p.me);
      if (area) this.label('hand:empty', t('rush.table.handEmpty'), { fontSize: 14, fontStyle: 'italic' }, board.x + board.width / 2, L.offers.y + L.offers.height + 40, [0.5, 0.5]).alpha = 0.7;
    }
  }

  protected crosses: Rect[] = [];

  protected overLayerCross(r: Rect): void {
    this.crosses.push(r);
  }

  /** Selection marks and order numbers, the demand arrow, crosses over destroyed cards. */
  protected drawOver(): void {
    const g = this.overLayer;
    g.clear();
    const p = this.pic;
    const L = this.lay;
    if (!p || !L) return;
    for (const r of this.crosses) {
      const m = r.width * 0.2;
      g.moveTo(r.x + m, r.y + m).lineTo(r.x + r.width - m, r.y + r.height - m).moveTo(r.x + r.width - m, r.y + m).lineTo(r.x + m, r.y + r.height - m).stroke({ width: Math.max(3, r.width * 0.08), color: 0xe53935, alpha: 0.85, cap: 'round' });
    }
    this.crosses = [];
    const sel = this.interaction.selected;
    sel.forEach((id, n) => {
      const c = this.handCards.get(id);
      if (!c) return;
      const w = L.handW;
      const h = w / (CARD_W / CARD_H);
      g.roundRect(c.x - w / 2 - 4, c.y - h / 2 - 4, w + 8, h + 8, w * 0.1).stroke({ width: 4, color: 0x4fc3f7 });
      if (sel.length > 1) {
        g.circle(c.x + w / 2 - 4, c.y - h / 2 + 4, 12).fill(0x0277bd).stroke({ width: 2, color: 0xffffff });
        this.label(`sel:${n}`, String(n + 1), { fontSize: 14, fontWeight: '800' }, c.x + w / 2 - 4, c.y - h / 2 + 4);
      }
    });
    for (const key of this.labels.keys()) if (key.startsWith('sel:') && !this.usedLabels.has(key)) this.labels.get(key)!.visible = false;
    for (const rank of this.interaction.stacks) {
      const spot = L.stacks.get(rank);
      if (!spot) continue;
      const r = spot.card;
      g.roundRect(r.x - 5, r.y - 5, r.width + 10, r.height + 10, r.width * 0.14).stroke({ width: 4, color: 0x4fc3f7 });
    }
    this.drawHint(g, L);
    // A demand waiting for its answer: a tag on the target's box naming who demands what.
    const dm = p.demand;
    if (dm && !p.over) {
      const to = L.seats.get(dm.target);
      if (to) {
        const color = dm.kind === 'sponsor' ? 0x2e7d32 : 0xc62828;
        const text = t(dm.kind === 'sponsor' ? 'rush.table.demandSponsor' : 'rush.table.demandDoping', { name: this.hooks.seatName(dm.from) });
        const at = { x: to.box.x + to.box.width / 2, y: to.box.y };
        const tag = this.label('demand:tag', text, { fontSize: 14, fontWeight: '800', fill: 0xffffff }, at.x, at.y, [0.5, 0.5], to.box.width - 40);
        this.boxLayer.roundRect(at.x - tag.width / 2 - 12, at.y - tag.height / 2 - 4, tag.width + 24, tag.height + 8, 12).fill(color).stroke({ width: 2, color: 0xffffff });
      }
    } else if (this.labels.has('demand:tag')) this.labels.get('demand:tag')!.visible = false;
  }

  /** The hint's glow: around its hand cards, its stack, the discard pile and the box of the player it names. */
  protected drawHint(g: Graphics, L: Layout): void {
    const hint = this.interaction.hint;
    if (!hint) return;
    const glow = (r: Rect, pad: number, radius: number): void => {
      g.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, radius).fill({ color: HINT, alpha: 0.16 }).stroke({ width: 4, color: HINT });
    };
    for (const id of hint.cards) {
      const c = this.handCards.get(id);
      if (!c) continue;
      const w = L.handW;
      const h = w / (CARD_W / CARD_H);
      glow({ x: c.x - w / 2, y: c.y - h / 2, width: w, height: h }, 8, w * 0.12);
    }
    for (const rank of hint.stacks) {
      const r = L.stacks.get(rank)?.card;
      if (r) glow(r, 8, r.width * 0.16);
    }
    if (hint.discard) {
      const dl = L.discard[0]!;
      const dr = L.discard[L.discard.length - 1]!;
      glow({ x: dl.x, y: dl.y, width: dr.x + dr.width - dl.x, height: dl.height }, 8, dl.width * 0.14);
    }
    const box = hint.seat !== null ? L.seats.get(hint.seat)?.box : undefined;
    if (box) g.roundRect(box.x - 3, box.y - 3, box.width + 6, box.height + 6, 14).stroke({ width: 4, color: HINT });
  }

  protected updateButtons(): void {
    const p = this.pic;
    const L = this.lay;
    if (!p || !L) {
      this.buttons.clear();
      return;
    }
    const specs: CardButtonSpec[] = [];
    const name = (s: number) => this.hooks.seatName(s);
    const sel = this.interaction.selected;
    const hint = this.interaction.hint;
    // The hint shows in the tooltips too (the names stay stable for tests and screen readers).
    const hinted = (text: string, on: boolean | undefined): string => (on ? `${text} — ${t('rush.hint.marked')}` : text);
    p.hand.forEach((c, i) => {
      const r = L.handCards[i];
      if (!r) return;
      const lifted = sel.includes(c.id);
      specs.push({
        id: i,
        label: `card hand ${publicFace(c)}`,
        description: hinted(cardDescription(c), hint?.cards.has(c.id)),
        rect: lifted ? { ...r, y: r.y - r.height * 0.16 } : r,
        enabled: this.interaction.hand.has(c.id),
        can: this.interaction.hand.has(c.id) ? t('rush.table.canPlay') : '',
        pressed: this.interaction.hand.size > 0 || lifted ? lifted : undefined,
      });
    });
    for (const s of p.stacks) {
      const spot = L.stacks.get(s.rank);
      if (!spot) continue;
      specs.push({
        id: STACK_ID + s.rank,
        label: `stack ${name(s.owner)} ${sportLabel(s.rank)}`,
        description: hinted(t('rush.table.stackOf', { name: name(s.owner), sport: sportName(s.rank), rank: s.rank, count: s.size }), hint?.stacks.has(s.rank)),
        rect: { x: spot.card.x, y: spot.card.y, width: spot.card.width, height: spot.plinth.y + spot.plinth.height - spot.card.y },
        enabled: this.interaction.stacks.has(s.rank),
      });
    }
    for (const area of L.seats.values()) {
      p.shownHands.get(area.seat)?.forEach((c, i) => {
        const rect = area.shown[i];
        if (rect) specs.push({ id: SHOWN_ID + 100 * area.seat + i, label: `card ${name(area.seat)} hand ${publicFace(c)}`, description: cardName(c), rect, enabled: false });
      });
    }
    const drawOrder = p.shownDraw ? `: ${p.shownDraw.map(cardName).join(', ')}` : '';
    specs.push({ id: DRAW_ID, label: `draw pile ${p.drawCount}`, description: t('rush.table.drawPile', { count: p.drawCount }) + drawOrder, rect: L.draw, enabled: false });
    const top = p.discard[p.discard.length - 1];
    const dl = L.discard[0]!;
    const dr = L.discard[L.discard.length - 1]!;
    specs.push({
      id: DISCARD_ID,
      label: `discard pile ${p.discard.length}${top ? ` top ${publicFace(top)}` : ''}`,
      description: hinted(`${t('rush.table.discardPile', { count: p.discard.length })}${top ? `: ${cardName(top)}` : ''}`, hint?.discard),
      rect: { x: dl.x, y: dl.y, width: dr.x + dr.width - dl.x, height: dl.height },
      enabled: p.discard.length > 0,
    });
    specs.push({ id: OUT_ID, label: `out of game ${p.outOfGame.length}`, description: t('rush.table.outOfGame', { count: p.outOfGame.length }), rect: L.out, enabled: p.outOfGame.length > 0 });
    this.buttons.update(specs);
  }

  /** A card under the pointer or the keyboard focus is shown enlarged: podium cards are small. */
  protected drawZoom(): void {
    this.clearZoom();
    const p = this.pic;
    const L = this.lay;
    const id = this.hoverId;
    if (!p || !L || id === null || this.anim.running) return;
    let face: string | null = null;
    let r: Rect | undefined;
    if (id >= STACK_ID && id < DRAW_ID) {
      const s = p.stacks.find((x) => x.rank === id - STACK_ID);
      const top = s?.cards[s.cards.length - 1];
      r = L.stacks.get(id - STACK_ID)?.card;
      if (top) face = faceKey(top);
    } else if (id === DISCARD_ID) {
      const top = p.discard[p.discard.length - 1];
      r = L.discard[L.discard.length - 1];
      if (top) face = faceKey(top);
    } else if (id >= SHOWN_ID) {
      const seat = Math.floor((id - SHOWN_ID) / 100);
      const card = p.shownHands.get(seat)?.[(id - SHOWN_ID) % 100];
      r = L.seats.get(seat)?.shown[(id - SHOWN_ID) % 100];
      if (card) face = faceKey(card);
    }
    if (!face || !r || r.width >= L.cardMax * 0.95) return;
    const width = Math.max(L.cardMax * 1.15, 120);
    const height = width / (CARD_W / CARD_H);
    const screen = this.app.screen;
    let x = r.x + r.width + 10 + width / 2;
    if (x + width / 2 > screen.width - 4) x = r.x - 10 - width / 2;
    const y = Math.min(Math.max(r.y + r.height / 2, height / 2 + 4), screen.height - height / 2 - 4);
    this.showZoom(face, width, x, y);
  }
}

function handOrder(c: RushCard): number {
  return c.kind === 'sport' ? c.rank : c.kind === 'coach' ? 20 : c.kind === 'sponsor' ? 21 : 22;
}
