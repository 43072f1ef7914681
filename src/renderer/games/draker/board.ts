/**
 * Draker's table on the canvas, what stands still: the phase track, every player's area (name, life,
 * hand, pool, combinations), the common pool, deck and discard, the two stacks, the parcels of combat,
 * the buttons over everything a person may pick, and the hover help (a zoom of the card and its text).
 * The scene (scene.ts) adds the animations of the events. Between events the scene keeps a `Picture`
 * (a private copy of the view with the events so far applied), so every animation starts from what is
 * on screen and the picture never runs ahead of the story.
 */
import { Graphics, type Application, type Text, type Ticker, type TextStyleOptions } from 'pixi.js';
import type { DrakerCard, DrakerComboView, DrakerStackEntryView, DrakerView } from '../../../common/games/draker';
import { t } from '../../i18n';
import type { Animator } from '../../table/anim';
import { BACK, Card } from '../../table/card';
import { revealedIn } from '../../table/revealed';
import { CardBoard, GOLD, HINT, type BoardGame } from '../../table/card-board';
import { dashedRoundRect } from '../../table/fx';
import type { Rect } from '../../table/grid';
import { CARD_H, CARD_W, drawFace, drawIconGlyph, TOKEN_SPOT } from './art';
import { chipEms, CHIP_PAD, comboSummary, MARK_EM, MARK_GAP, type ComboSummary } from './summary';
import { cardName, commonEffectName, faceKey, stackEffectName } from './faces';
import { comboLabel, computeLayout, knownCards, pictureOf, shownHand, tableHeight, shownHandId, STEPS, PHASE_STEP, type Layout, type Picture, type Step } from './layout';
import { ENTRY_FONT, ENTRY_LINE, entryHeight, entryLines, entryText, stackRows, STACK_ROW_THIN, type EntryLines } from './stack-rows';

export { comboLabel, pictureOf, seatLabel } from './layout';

export { ART_FONT as FONT } from '../../table/card-art';
export const ATT_COLOR = 0xff8a3d;
export const DEF_COLOR = 0x4aa3ff;
/** The frame of a hand a replay shows. */
const HAND_COLOR = 0x7e57c2;
export { GOLD };
const TARGET = 0x4dd0e1;
const SEL_OK = 0x66bb6a;
const SEL_BAD = 0xef5350;
const SEL = 0x4fc3f7;
const INK = 0x08200f;

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
  /** Where the DOM controls bar (status line, Attack / Defence / Pass / Done, choosers) should sit, in CSS pixels (page coordinates, like the board's bounding rect). */
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

/** Where a card drawn in `r` carries its token chip: the art's free spot, never smaller than readable. */
export function tokenSpot(r: Rect): { x: number; y: number; r: number } {
  const k = r.width / CARD_W;
  return { x: r.x + TOKEN_SPOT.x * k, y: r.y + TOKEN_SPOT.y * k, r: Math.max(7, TOKEN_SPOT.r * k) };
}

/** Button ids: hand 0.., pool 100.., common 200.., seats 900.., combinations 1e6.., entries 2e6.., cards in combinations 1e7... */
export const HAND_ID = 0;
export const POOL_ID = 100;
export const COMMON_ID = 200;
export const SEAT_ID = 900;
export const COMBO_ID = 1_000_000;
export const ENTRY_ID = 2_000_000;
export const COMBO_CARD_ID = 10_000_000;

/** `zone`: the seat whose area holds the card or combination, so a click anywhere in a targeted zone picks that seat. */
export type ButtonTarget = { kind: 'card'; id: string; zone?: number } | { kind: 'combo'; id: number; card?: string; zone?: number } | { kind: 'seat'; seat: number } | { kind: 'entry'; id: number };
/** `face`: the hovered card's face, or a group's faces (its summary zooms them all). */
export type Hover = { rect: Rect; face: string | string[] | null; text: string };

const DRAKER: BoardGame<DrakerView, Picture> = { art: { width: CARD_W, height: CARD_H, draw: drawFace }, pictureOf };

export abstract class DrakerBoard extends CardBoard<DrakerView, Picture, Layout, Interaction, SceneHooks> {
  protected readonly markLayer = new Graphics();
  protected readonly hintLayer = new Graphics();
  protected interaction: Interaction = { cards: new Set(), selected: [], combos: new Set(), seats: new Set(), entries: new Set() };
  /** Cards drawn at the last render: loose and hand cards by id, combination cards by `combo:id`. */
  protected shown = new Map<string, Card>();
  protected targets = new Map<number, ButtonTarget>();
  protected hovers = new Map<number, Hover>();
  /** The step the track lights while an animation tells of another one (the stacks resolving, the round's start). */
  protected step: Step | null = null;
  /** Stack entries struck through (cancelled) and about to leave. */
  protected cancelled = new Set<number>();
  private readonly pulse = (tk: Ticker): void => {
    this.pulseTime += tk.deltaMS / 1000;
    this.hintLayer.alpha = 0.55 + 0.45 * Math.sin(this.pulseTime * 4);
  };
  private pulseTime = 0;

  constructor(app: Application, board: HTMLElement, anim: Animator, hooks: SceneHooks) {
    super(app, board, anim, hooks);
    // Marks (chips, pills) lie between the cards and the labels; the pulsing hint over the selection marks.
    this.root.addChildAt(this.markLayer, this.root.getChildIndex(this.labelLayer));
    this.root.addChildAt(this.hintLayer, this.root.getChildIndex(this.overLayer) + 1);
    app.ticker.add(this.pulse);
  }

  override destroy(): void {
    this.app.ticker.remove(this.pulse);
    super.destroy();
  }

  protected game(): BoardGame<DrakerView, Picture> {
    return DRAKER;
  }

  protected forgetCards(): void {
    this.shown.clear();
  }

  protected override resetMarks(): void {
    this.step = null;
    this.cancelled.clear();
  }

  protected activate(id: number): void {
    const target = this.targets.get(id);
    if (!target) return;
    const i = this.interaction;
    if (target.kind === 'card') {
      if (!i.cards.has(target.id) && target.zone !== undefined && i.seats.has(target.zone)) this.hooks.onSeat(target.zone);
      else this.hooks.onCard(target.id);
    } else if (target.kind === 'combo') {
      if (target.card && i.cards.has(target.card)) this.hooks.onCard(target.card);
      else if (!i.combos.has(target.id) && target.zone !== undefined && i.seats.has(target.zone)) this.hooks.onSeat(target.zone);
      else this.hooks.onCombo(target.id);
    } else if (target.kind === 'seat') this.hooks.onSeat(target.seat);
    else this.hooks.onStackEntry(target.id);
  }

  // ---------------------------------------------------------------- drawing helpers

  /** A label on a rounded pill of `fill`. */
  protected pill(key: string, value: string, fill: number, x: number, y: number, size: number, maxWidth: number, anchor: [number, number] = [0.5, 0.5], color = 0xffffff): Text {
    const tx = this.label(key, value, { fontSize: size, fontWeight: '800', fill: color }, x, y, anchor, Math.max(8, maxWidth - size * 0.8));
    const w = tx.width + size * 0.8;
    const h = tx.height + 2;
    this.markLayer.roundRect(x - anchor[0] * tx.width - size * 0.4, y - anchor[1] * tx.height - 1, w, h, h / 2).fill({ color: fill, alpha: 0.92 });
    return tx;
  }

  protected faceOf(card: DrakerCard): string {
    return faceKey(card, this.pic?.artefacts[card.id]);
  }

  protected hideShown(key: string): void {
    const c = this.shown.get(key);
    if (c) c.visible = false;
  }

  protected lifted(id: string, r: Rect): Rect {
    return this.interaction.selected.includes(id) ? { ...r, y: r.y - r.height * 0.14 } : r;
  }

  // ---------------------------------------------------------------- render

  /** The last `heightFor` answer: a scroll redraws the same picture on the same board. */
  private tallFor: { p: Picture; key: string; height: number } | null = null;

  protected override heightFor(p: Picture, width: number, height: number): number {
    const key = `${width}:${height}:${this.barNeed}`;
    if (this.tallFor?.p !== p || this.tallFor.key !== key) this.tallFor = { p, key, height: tableHeight(p, width, height, this.barNeed) };
    return this.tallFor.height;
  }

  protected layoutOf(p: Picture, board: Rect): Layout {
    const L = computeLayout(p, board, this.barNeed);
    this.hooks.onControlsRect(L.controls);
    return L;
  }

  protected draw(p: Picture, L: Layout): void {
    this.markLayer.clear();
    this.drawTrack(p, L);
    for (const area of L.seats.values()) this.drawSeat(p, L, area.seat);
    for (const combo of p.combos) this.drawCombo(p, L, combo);
    this.drawCentre(p, L);
    this.drawStack(p, L, 'instant');
    this.drawStack(p, L, 'main');
    const hand = p.hand ?? [];
    hand.forEach((c, i) => {
      const r = L.handCards[i];
      if (!r) return;
      const card = this.card(this.faceOf(c), this.lifted(c.id, r));
      card.rotation = (i - (hand.length - 1) / 2) * 0.025;
      this.shown.set(c.id, card);
    });
  }

  private drawTrack(p: Picture, L: Layout): void {
    const g = this.boxLayer;
    const r = L.track;
    const infoW = Math.min(200, r.width * 0.24);
    const lead = p.players[p.lead] ? t('draker.board.leadOf', { name: this.hooks.seatName(p.lead) }) : '';
    this.label('track:round', t('draker.board.round', { n: Math.max(1, p.round) }), { fontSize: 14, fontWeight: '800', fill: GOLD }, r.x + 4, r.y + r.height * 0.3, [0, 0.5], infoW - 8);
    this.label('track:lead', lead, { fontSize: 11, fontWeight: '600' }, r.x + 4, r.y + r.height * 0.76, [0, 0.5], infoW - 8);
    // The lit step is twice as wide; every step shows its number: "n. name", else "n. Abbr." (at every size and language).
    const now = STEPS.indexOf(this.step ?? PHASE_STEP[p.phase]);
    const unit = (r.width - infoW) / (STEPS.length + 1);
    let x = r.x + infoW;
    STEPS.forEach((step, i) => {
      const lit = i === now;
      const w = lit ? unit * 2 : unit;
      g.roundRect(x + 1, r.y + 2, w - 2, r.height - 4, (r.height - 4) / 2).fill({ color: lit ? GOLD : i < now ? 0x2e5e3e : INK, alpha: lit ? 1 : 0.75 }).stroke({ width: 1, color: lit ? 0xffffff : GOLD, alpha: lit ? 0.9 : 0.35 });
      const style: TextStyleOptions = { fontSize: lit ? 13 : 11, fontWeight: lit ? '800' : '600', fill: lit ? 0x1b1b1b : i < now ? 0xc8e6c9 : 0xffffff };
      const tx = this.label(`track:${step}`, stepText(i, t(`draker.board.step.${step}`), false), style, x + w / 2, r.y + r.height / 2, [0.5, 0.5], w - 8);
      if (tx.scale.x < 0.85) this.label(`track:${step}`, stepText(i, t(`draker.board.step.${step}`), true), { ...style, fontSize: lit ? 12 : 10 }, x + w / 2, r.y + r.height / 2, [0.5, 0.5], w - 4);
      x += w;
    });
  }

  private drawSeat(p: Picture, L: Layout, seat: number): void {
    const area = L.seats.get(seat)!;
    const player = p.players[seat];
    if (!player) return;
    const g = this.boxLayer;
    const active = seat === p.active && p.phase !== 'over';
    const targetable = this.interaction.seats.has(seat);
    const { box, head } = area;
    g.roundRect(box.x, box.y, box.width, box.height, 10).fill({ color: INK, alpha: area.mine ? 0.22 : 0.4 }).stroke({ width: active || targetable ? 3 : 1.2, color: targetable ? TARGET : active ? GOLD : 0xffffff, alpha: active || targetable ? 1 : 0.16 });
    // One line (name, lead, life, owed) or, in a narrow area, two (the life under the name).
    const twoLines = head.height >= 36;
    const handW = area.mine ? 0 : area.hand.width + 6;
    const cy = twoLines ? head.y + head.height * 0.27 : head.y + head.height / 2;
    const fs = twoLines ? 13 : Math.max(11, Math.min(15, head.height * 0.52));
    const name = this.label(`seat:${seat}:name`, this.hooks.seatName(seat), { fontSize: fs, fontWeight: '800', fill: active ? GOLD : 0xffffff }, head.x + 4, cy, [0, 0.5], (head.width - handW) * (twoLines ? 0.62 : 0.3));
    let x = head.x + 4 + name.width + 6;
    if (seat === p.lead) {
      const tag = this.pill(`seat:${seat}:lead`, t('draker.board.lead'), 0x8d6e00, x, cy, fs - 3, head.x + head.width - handW - x, [0, 0.5]);
      x += tag.width + fs;
    }
    // Life: a number and a bar (greyed with "out" once eliminated).
    const ly = twoLines ? head.y + head.height * 0.74 : cy;
    if (twoLines) x = head.x + 4;
    const start = Math.max(1, p.options.startingLife);
    const barW = twoLines ? Math.max(20, (head.width - handW) * 0.32) : Math.min(110, head.width * 0.2);
    const barH = Math.max(5, fs * 0.45);
    const share = Math.max(0, Math.min(1, player.life / start));
    const lifeColor = share > 0.5 ? 0x66bb6a : share > 0.25 ? 0xffca28 : 0xef5350;
    const life = this.label(`seat:${seat}:life`, `♥ ${player.life}`, { fontSize: fs, fontWeight: '800', fill: player.inGame ? lifeColor : 0x9e9e9e }, x, ly, [0, 0.5]);
    x += life.width + 5;
    g.roundRect(x, ly - barH / 2, barW, barH, barH / 2).fill({ color: 0x000000, alpha: 0.45 });
    if (share > 0) g.roundRect(x, ly - barH / 2, barW * share, barH, barH / 2).fill(player.inGame ? lifeColor : 0x9e9e9e);
    x += barW + 8;
    const [oa, od] = player.owed;
    if (oa + od > 0) this.pill(`seat:${seat}:owed`, t('draker.board.owes', { a: oa, d: od }), 0x6d2f12, x, ly, fs - 3, head.x + head.width - handW - x, [0, 0.5]);
    const shown = shownHand(p, seat);
    const spot = L.combos.get(shownHandId(seat));
    if (shown && spot) {
      this.boxLayer.roundRect(spot.frame.x, spot.frame.y, spot.frame.width, spot.frame.height, 8).fill({ color: HAND_COLOR, alpha: 0.25 }).stroke({ width: 3, color: HAND_COLOR });
      this.pill(`seat:${seat}:shown`, t('draker.board.inHand', { count: shown.length }), HAND_COLOR, spot.label.x + spot.label.width / 2, spot.label.y + spot.label.height / 2, Math.max(9, Math.min(14, spot.label.height * 0.8)), spot.label.width);
      shown.forEach((c, i) => this.card(this.faceOf(c), spot.cards[i]!));
    }
    if (!area.mine) {
      // Hand backs with their count on them.
      const h = area.hand;
      const w = h.height * (CARD_W / CARD_H);
      const n = player.handCount;
      for (let i = 0; i < Math.min(n, 3); i++) this.card(BACK, { x: h.x + i * w * 0.3, y: h.y, width: w, height: h.height });
      if (n > 0) this.pill(`seat:${seat}:hand`, String(n), 0x311b92, h.x + w * 0.8, h.y + h.height / 2, 12, h.width);
    }
    for (const c of player.pool) {
      const r = L.pool.get(c.id);
      if (r) this.poolCard(p, c, this.lifted(c.id, r), c.id);
    }
    if (!player.inGame) {
      g.roundRect(box.x, box.y, box.width, box.height, 10).fill({ color: 0x202020, alpha: 0.55 });
      this.pill(`seat:${seat}:out`, t('draker.board.out'), 0x5d4037, box.x + box.width / 2, area.strip.y + area.strip.height / 2, 18, box.width * 0.5);
    }
  }

  /** A face-up card with its marks: +n tokens, dimmed when its effect was used this round. */
  protected poolCard(p: Picture, c: DrakerCard, r: Rect, key: string, covered = false): Card {
    const card = this.card(this.faceOf(c), r);
    this.shown.set(key, card);
    const used = p.used.includes(c.id);
    if (used) card.tint = 0x9a9a9a;
    const tokens = p.tokens[c.id] ?? 0;
    const fs = Math.max(9, Math.min(14, r.width * 0.2));
    if (tokens > 0) {
      const at = tokenSpot(r);
      this.markLayer.circle(at.x, at.y, at.r).fill(0x2e7d32).stroke({ width: 1.5, color: 0xffffff });
      this.label(`tok:${key}`, `+${tokens}`, { fontSize: Math.max(8, at.r * 1.1), fontWeight: '800' }, at.x, at.y, [0.5, 0.5], at.r * 1.8);
    }
    // A card partly covered in its combination is only dimmed; the word would cover its neighbours.
    if (used && !covered) this.pill(`used:${key}`, t('draker.board.used'), 0x424242, r.x + r.width / 2, r.y + r.height - fs * 0.7, Math.max(8, fs - 3), r.width);
    return card;
  }

  private drawCombo(p: Picture, L: Layout, combo: DrakerComboView): void {
    const spot = L.combos.get(combo.id);
    if (!spot) return;
    const color = combo.kind === 'ATT' ? ATT_COLOR : DEF_COLOR;
    const f = spot.frame;
    this.boxLayer.roundRect(f.x, f.y, f.width, f.height, 8).fill({ color, alpha: 0.2 }).stroke({ width: 3, color });
    const known = knownCards(p);
    combo.cards.forEach((id, i) => {
      const c = known.get(id);
      const r = spot.cards[i];
      if (c && r) this.poolCard(p, c, this.lifted(id, r), `${combo.id}:${id}`, i < combo.cards.length - 1);
    });
    this.drawSummary(combo, spot.label, spot.font, comboSummary(p, combo));
  }

  /** The chip over a group: kind and value (the formula where it fits), then its Flight and Guard marks. */
  private drawSummary(combo: DrakerComboView, at: Rect, fs: number, summary: ComboSummary): void {
    // A small group shows only its value (and what is left); the whole formula is in its help.
    const text = chipEms(summary.long, summary.marks) * fs <= at.width ? summary.long : summary.short;
    const width = Math.min(at.width, chipEms(text, summary.marks) * fs);
    const height = Math.min(at.height + 2, fs * 1.4);
    const x = at.x + (at.width - width) / 2;
    const cy = at.y + at.height / 2;
    this.markLayer.roundRect(x, cy - height / 2, width, height, height / 2).fill({ color: combo.kind === 'ATT' ? 0xbf4a0a : 0x1565c0, alpha: 0.95 });
    const tx = this.label(`combo:${combo.id}`, text, { fontSize: fs, fontWeight: '800' }, x + fs * CHIP_PAD, cy, [0, 0.5], width - fs * (2 * CHIP_PAD + summary.marks.length * (MARK_EM + MARK_GAP)));
    summary.marks.forEach((mark, i) => drawIconGlyph(this.markLayer, mark, tx.x + tx.width + fs * (MARK_GAP + MARK_EM / 2 + i * (MARK_EM + MARK_GAP)), cy, fs * MARK_EM));
  }

  private drawCentre(p: Picture, L: Layout): void {
    const g = this.boxLayer;
    const small: TextStyleOptions = { fontSize: 12, fontWeight: '700' };
    const d = L.deck;
    if (p.deckCount > 0) for (let i = Math.min(3, Math.ceil(p.deckCount / 10)); i >= 0; i--) this.card(BACK, { ...d, x: d.x - i * 1.5, y: d.y - i * 1.5 });
    else dashedRoundRect(g, d.x, d.y, d.width, d.height, 6, 2, 0xffffff, 0.3);
    // shown by the replay, the deck's next card and the discard's last one lie face up
    const piles = revealedIn<DrakerCard>(p)?.piles;
    if (piles?.stock?.[0]) this.card(this.faceOf(piles.stock[0]), d);
    this.label('deck', t('draker.board.deck', { count: p.deckCount }), small, d.x + d.width / 2, d.y + d.height + 2, [0.5, 0], L.discard.x - d.x - 6);
    const r = L.discard;
    dashedRoundRect(g, r.x, r.y, r.width, r.height, 6, 2, 0xffffff, 0.3);
    if (p.discardCount > 0) for (let i = Math.min(3, Math.ceil(p.discardCount / 10)); i >= 0; i--) this.card(BACK, { ...r, x: r.x - i * 1.5, y: r.y - i * 1.5 }).tint = 0x8a8a8a;
    const lastDiscard = piles?.discard?.[piles.discard.length - 1];
    if (lastDiscard) this.card(this.faceOf(lastDiscard), r);
    this.label('discard', t('draker.board.discard', { count: p.discardCount }), small, r.x + r.width / 2, r.y + r.height + 2, [0.5, 0], L.discard.x - d.x - 6);
    const first = L.common[0];
    const last = L.common[L.common.length - 1];
    if (first && last) {
      this.label('common', t('draker.board.common'), { fontSize: 12, fontWeight: '800', fill: GOLD }, (first.x + last.x + last.width) / 2, first.y - 2, [0.5, 1], last.x + last.width - first.x + 40);
      this.pill('common:oldest', t('draker.board.oldest'), 0x5d4037, first.x + first.width / 2, first.y + first.height + 8, 10, Math.max(first.width, (L.common[1]?.x ?? first.x + first.width) - first.x));
    }
    p.common.forEach((c, i) => {
      const cr = L.common[i];
      if (!cr) return;
      this.poolCard(p, c, this.lifted(c.id, cr), c.id);
      if (p.gale.includes(c.id)) this.pill(`gale:${c.id}`, `≋ ${commonEffectName('gale')}`, 0x00838f, cr.x + cr.width / 2, cr.y + cr.height * 0.55, 10, cr.width * 1.1);
    });
    if (p.siege && first && last) this.pill('siege', t('draker.board.siege'), 0x8e2424, (first.x + last.x + last.width) / 2, first.y + first.height * 0.22, 11, Math.max(last.x + last.width - first.x, 200));
  }

  private drawStack(p: Picture, L: Layout, which: 'instant' | 'main'): void {
    const g = this.boxLayer;
    const pile = which === 'instant' ? L.instant : L.main;
    const entries = which === 'instant' ? p.instantStack : p.mainStack;
    const title = which === 'instant' ? 'draker.board.instant' : 'draker.board.main';
    const nextHere = which === 'instant' ? p.instantStack.length > 0 : p.instantStack.length === 0;
    g.roundRect(pile.x, pile.y, pile.width, pile.height, 8).fill({ color: INK, alpha: 0.35 }).stroke({ width: 1, color: 0xffffff, alpha: 0.2 });
    this.label(`stack:${title}`, t(title), { fontSize: 12, fontWeight: '800', fill: GOLD }, pile.x + pile.width / 2, pile.y - 1, [0.5, 1], pile.width);
    if (entries.length === 0) {
      this.label(`stack:${title}:empty`, t('draker.board.empty'), { fontSize: 11, fontStyle: 'italic', fill: 0xbdbdbd }, pile.x + pile.width / 2, pile.y + pile.height / 2, [0.5, 0.5], pile.width);
      return;
    }
    const known = knownCards(p);
    const { rows, words } = this.entryRows(p, L, which);
    // The older entries of a long stack are thin bars (each still has its button, whose help lists them all) under one count.
    const thin = rows.filter((r) => r.height < STACK_ROW_THIN);
    if (thin.length > 0) {
      const band = { y: thin[thin.length - 1].y, bottom: thin[0].y + thin[0].height };
      this.label(`stack:${title}:older`, t('draker.board.older', { count: thin.length }), { fontSize: ENTRY_FONT, fontWeight: '700', fill: 0xffffff }, pile.x + pile.width / 2, (band.y + band.bottom) / 2, [0.5, 0.5], pile.width - 8);
    }
    const mine = typeof p.viewer === 'number' ? p.viewer : -1;
    rows.forEach((row, i) => {
      const e = entries[i];
      const top = i === entries.length - 1 && nextHere;
      const cancelled = this.cancelled.has(e.id);
      if (row.height < STACK_ROW_THIN) {
        g.rect(row.x + 4, row.y, row.width - 8, row.height).fill({ color: e.owner === mine ? 0x1e3d2a : 0x2b2b3a, alpha: 0.9 });
        return;
      }
      g.roundRect(row.x + 2, row.y, row.width - 4, row.height, 5).fill({ color: e.owner === mine ? 0x1e3d2a : 0x2b2b3a, alpha: 0.9 }).stroke({ width: top ? 2 : 1, color: top ? GOLD : 0xffffff, alpha: top ? 1 : 0.25 });
      const at = entryText(row.width, row.height);
      const ch = Math.min(row.height - 2, 24);
      const c = known.get(e.card);
      const mini = at.x > 8 ? this.card(c ? this.faceOf(c) : e.card, { x: row.x + 4, y: row.y + 1, width: ch * (CARD_W / CARD_H), height: ch }) : null;
      if (mini && cancelled) mini.alpha = 0.5;
      // "Ann: Volley" over "→ Bohdan · 3/0 · ▲ next", each wrapped to the row's width, never cut.
      const lines = [...words[i].head.map((s) => [s, cancelled ? 0x9e9e9e : 0xffffff] as const), ...words[i].tail.map((s) => [s, top ? GOLD : 0xffccbc] as const)];
      lines.forEach(([text, fill], k) => this.label(`entry:${e.id}:${k}`, text, { fontSize: ENTRY_FONT, fontWeight: '700', fill }, row.x + at.x, row.y + 2 + (k + 0.5) * ENTRY_LINE, [0, 0.5], at.width));
      if (cancelled) this.markLayer.moveTo(row.x + 4, row.y + row.height / 2).lineTo(row.x + row.width - 6, row.y + row.height / 2).stroke({ width: 2.5, color: SEL_BAD });
    });
  }

  /** An entry's words: who sent it and its effect; its target, cost and whether it resolves next. */
  protected entryWords(p: Picture, e: DrakerStackEntryView, next: boolean, width: number): EntryLines {
    const target = this.targetText(p, e);
    // (no-break spaces keep an arrow with its word when the line wraps)
    const tail = [target ? `→\u00a0${target}` : '', e.cost[0] + e.cost[1] > 0 ? `${e.cost[0]}/${e.cost[1]}` : '', next ? `▲\u00a0${t('draker.board.next')}` : ''];
    return entryLines(`${this.hooks.seatName(e.owner)}: ${stackEffectName(e.effect)}`, tail.filter(Boolean).join(' · '), width);
  }

  /** The rows of a stack's entries and their words. */
  protected entryRows(p: Picture, L: Layout, which: 'instant' | 'main'): { rows: Rect[]; words: EntryLines[] } {
    const pile = which === 'instant' ? L.instant : L.main;
    const entries = which === 'instant' ? p.instantStack : p.mainStack;
    const nextHere = which === 'instant' ? p.instantStack.length > 0 : p.instantStack.length === 0;
    const words = entries.map((e, i) => this.entryWords(p, e, nextHere && i === entries.length - 1, entryText(pile.width).width));
    return { rows: stackRows(pile, words.map(entryHeight)), words };
  }

  /** What an effect is aimed at, in words: a player, a combination, a card, another entry; empty for none. */
  protected targetText(p: Picture, e: DrakerStackEntryView): string {
    const target = e.target;
    if (target === null) return '';
    if (typeof target === 'string') {
      const c = knownCards(p).get(target);
      return c ? cardName(c, p.artefacts[c.id]) : target;
    }
    if (e.effect === 'volley' || e.effect === 'draw') return this.hooks.seatName(target);
    if (e.effect === 'dispel') return `#${target}`;
    const combo = p.combos.find((c) => c.id === target);
    return combo ? comboLabel(combo, this.hooks.seatName(combo.owner)) : `#${target}`;
  }

  // ---------------------------------------------------------------- interaction marks

  /** Where a card is drawn now: a hand, pool or common card, or inside a combination (first found). */
  protected cardRect(id: string): Rect | null {
    const L = this.lay;
    const p = this.pic;
    if (!L || !p) return null;
    const i = (p.hand ?? []).findIndex((c) => c.id === id);
    if (i >= 0 && L.handCards[i]) return this.lifted(id, L.handCards[i]);
    const loose = L.pool.get(id);
    if (loose) return this.lifted(id, loose);
    const ci = p.common.findIndex((c) => c.id === id);
    if (ci >= 0 && L.common[ci]) return this.lifted(id, L.common[ci]);
    for (const combo of p.combos) {
      const k = combo.cards.indexOf(id);
      const spot = L.combos.get(combo.id);
      if (k >= 0 && spot?.cards[k]) return this.lifted(id, spot.cards[k]);
    }
    return null;
  }

  protected entryRect(id: number): Rect | null {
    const p = this.pic;
    const L = this.lay;
    if (!p || !L) return null;
    for (const which of ['instant', 'main'] as const) {
      const i = (which === 'instant' ? p.instantStack : p.mainStack).findIndex((e) => e.id === id);
      if (i >= 0) return this.entryRows(p, L, which).rows[i] ?? null;
    }
    return null;
  }

  /** Selection, targets, parcels; the hint's marks pulse on their own layer. */
  protected drawOver(): void {
    const [g, h, p, L] = [this.overLayer.clear(), this.hintLayer.clear(), this.pic, this.lay];
    if (!p || !L) return;
    const i = this.interaction;
    const outline = (gr: Graphics, r: Rect, pad: number, color: number, width: number, fill = 0): void => {
      gr.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, Math.max(6, r.width * 0.1));
      if (fill > 0) gr.fill({ color, alpha: fill });
      gr.stroke({ width, color });
    };
    for (const id of i.cards) {
      const r = this.cardRect(id);
      if (r && !i.selected.includes(id) && !(p.hand ?? []).some((c) => c.id === id)) outline(g, r, 2, 0xffffff, 1.5);
    }
    const selColor = i.selection ? (i.selection.ok ? SEL_OK : SEL_BAD) : SEL;
    const picked = i.selected.map((id) => this.cardRect(id)).filter((r): r is Rect => r !== null);
    // Each selected card framed in the preview's colour (the cards need not lie side by side).
    for (const r of picked) outline(g, r, 3, selColor, 4);
    for (const id of i.combos) {
      const f = L.combos.get(id)?.frame;
      if (f) outline(g, f, 4, TARGET, 3.5, 0.12);
    }
    for (const id of i.entries) {
      const r = this.entryRect(id);
      if (r) outline(g, r, 1, TARGET, 2.5, 0.15);
    }
    this.drawParcels(g, p, L);
    const hint = i.hint;
    if (!hint) return;
    for (const id of hint.cards ?? []) {
      const r = this.cardRect(id);
      if (r) outline(h, r, 6, HINT, 4, 0.18);
    }
    for (const id of hint.combos ?? []) {
      const f = L.combos.get(id)?.frame;
      if (f) outline(h, f, 7, HINT, 4, 0.12);
    }
    for (const s of hint.seats ?? []) {
      const b = L.seats.get(s)?.box;
      if (b) outline(h, b, 3, HINT, 4);
    }
    for (const id of hint.entries ?? []) {
      const r = this.entryRect(id);
      if (r) outline(h, r, 3, HINT, 3);
    }
  }

  /** Parcels waiting to be met: an arrow from the attacking combination to the defender, with its amount. */
  private drawParcels(g: Graphics, p: Picture, L: Layout): void {
    p.parcels.forEach((parcel, n) => {
      const from = L.combos.get(parcel.combo)?.frame ?? L.seats.get(parcel.from)?.head;
      const to = L.seats.get(parcel.to)?.head;
      if (!from || !to) return;
      const a = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
      const b = { x: to.x + Math.min(150, to.width * 0.35), y: to.y + to.height / 2 };
      const color = parcel.flight ? 0x80deea : ATT_COLOR;
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 3, color, alpha: 0.85 });
      const ang = Math.atan2(b.y - a.y, b.x - a.x);
      const s = 12;
      g.moveTo(b.x, b.y).lineTo(b.x - s * Math.cos(ang - 0.4), b.y - s * Math.sin(ang - 0.4)).lineTo(b.x - s * Math.cos(ang + 0.4), b.y - s * Math.sin(ang + 0.4)).closePath().fill(color);
      const m = { x: a.x + (b.x - a.x) * 0.55, y: a.y + (b.y - a.y) * 0.55 };
      this.pill(`parcel:${n}`, `${parcel.flight ? '➶ ' : ''}${parcel.amount}`, parcel.flight ? 0x00838f : 0xbf4a0a, m.x, m.y, 13, 80);
    });
  }
}

/** The phase track's words for step `index`: always numbered, the name cut short (`short`) where the pill is narrow. */
export function stepText(index: number, name: string, short: boolean): string {
  return `${index + 1}. ${short ? shortStep(name) : name}`;
}

/** A step's name cut to its first four letters ("Addi."), so a narrow pill keeps a name rather than a bare number. */
export function shortStep(name: string): string {
  const letters = [...name];
  return letters.length <= 5 ? name : `${letters.slice(0, 4).join('')}.`;
}
