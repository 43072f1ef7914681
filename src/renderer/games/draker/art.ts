/**
 * Original card art of Draker, drawn with Pixi at a design size of 200×280. A face shows, from the top:
 * the rank and the suit mark in the top-left corner and the activation cost "A/D" in the top-right one
 * (the four things that must stay legible when a card is 70–90 px wide), the profession's emblem in a
 * medallion between the icon badge (left) and the common-pool badge (right), the profession's name, and
 * a panel with the individual effect's name and its short text at the card's tier. Artefacts show their
 * suit and, once set, the chosen rank and profession. Tokens are not part of the face: they change, so
 * the table draws them over the card.
 */
import { Container, Graphics, GraphicsContext } from 'pixi.js';

import type { DrakerCard, DrakerCommonEffect, DrakerIcon, DrakerSuit } from '../../../common/games/draker';
import { DRAKER_SUITS } from '../../../common/games/draker';
import { t } from '../../i18n';
import { fitText, shade, text, tint } from '../../table/card-art';
import {
  cardOfKey,
  commonEffectName,
  effectName,
  effectShort,
  effectTypeName,
  iconName,
  professionName,
  rankLabel,
  rankName,
  settingOfKey,
  suitName,
  type ArtefactSetting,
} from './faces';
import { emblemSvg, suitColor, suitMarkSvg } from './marks';

export const CARD_W = 200;
export const CARD_H = 280;

/**
 * Where the table may draw a card's tokens (design pixels, a circle): the free space between the cost
 * box and the common-pool badge, so the rank, the suit mark and the cost stay visible.
 */
export const TOKEN_SPOT = { x: 170, y: 80, r: 15 } as const;

const PAPER = 0xfbf6e9;
const INK = 0x263238;
const GOLD = 0xe0a526;

// ------------------------------------------------------------------ SVG marks, parsed once

const marks = new Map<string, GraphicsContext>();

/** A 100×100 mark drawn `size` wide with its centre at (x, y). */
function mark(svg: string, x: number, y: number, size: number): Graphics {
  let ctx = marks.get(svg);
  if (!ctx) {
    ctx = new GraphicsContext().svg(svg);
    marks.set(svg, ctx);
  }
  const g = new Graphics(ctx);
  g.scale.set(size / 100);
  g.position.set(x - size / 2, y - size / 2);
  return g;
}

// ------------------------------------------------------------------ badges (centred on 0,0, about 26 across)

const ICON_GLYPHS: Record<Exclude<DrakerIcon, 'token'>, (g: Graphics) => void> = {
  guard: (g) => {
    g.moveTo(0, -14).lineTo(12, -9).lineTo(11, 2).quadraticCurveTo(8, 10, 0, 14).quadraticCurveTo(-8, 10, -11, 2).lineTo(-12, -9).closePath();
    g.fill(0x90a4ae).stroke({ width: 2.5, color: INK });
    g.moveTo(0, -9).lineTo(0, 9).moveTo(-7, -2).lineTo(7, -2).stroke({ width: 2.5, color: INK });
  },
  flight: (g) => {
    g.moveTo(-13, 9).quadraticCurveTo(-10, -10, 14, -13).quadraticCurveTo(8, -7, 11, -5).quadraticCurveTo(3, -2, 7, 1).quadraticCurveTo(0, 3, 2, 6).quadraticCurveTo(-5, 8, -13, 9).closePath();
    g.fill(0x4fc3f7).stroke({ width: 2, color: INK });
  },
  draw: (g) => {
    g.roundRect(-12, -9, 14, 20, 3).fill(0xffffff).stroke({ width: 2, color: INK });
    g.roundRect(-5, -13, 14, 20, 3).fill(0xffffff).stroke({ width: 2, color: INK });
    g.moveTo(9, 6).lineTo(9, 16).moveTo(4, 11).lineTo(14, 11).stroke({ width: 3, color: 0x2e7d32 });
  },
};

/** An icon's glyph (as on the cards) `size` across, centred at (x, y), drawn into `g` (a summary's Flight and Guard marks). */
export function drawIconGlyph(g: Graphics, icon: Exclude<DrakerIcon, 'token'>, x: number, y: number, size: number): void {
  const k = size / 28;
  g.setTransform(k, 0, 0, k, x, y);
  ICON_GLYPHS[icon](g);
  g.resetTransform();
}

const COMMON_GLYPHS: Record<DrakerCommonEffect, (g: Graphics) => void> = {
  gale: (g) => {
    g.moveTo(-13, -6).lineTo(5, -6).quadraticCurveTo(12, -6, 12, -11).quadraticCurveTo(12, -15, 7, -15);
    g.moveTo(-13, 1).lineTo(10, 1);
    g.moveTo(-13, 8).lineTo(3, 8).quadraticCurveTo(10, 8, 10, 12).quadraticCurveTo(10, 16, 5, 16);
    g.stroke({ width: 3, color: 0xffffff });
  },
  siege: (g) => {
    g.moveTo(-11, 14).lineTo(-11, -8).lineTo(-11, -14).lineTo(-6, -14).lineTo(-6, -9).lineTo(-2, -9).lineTo(-2, -14).lineTo(2, -14);
    g.lineTo(2, -9).lineTo(6, -9).lineTo(6, -14).lineTo(11, -14).lineTo(11, 14).closePath();
    g.fill(0xbcaaa4).stroke({ width: 2, color: INK });
    g.roundRect(-4, 4, 8, 10, 4).fill(INK);
  },
};

/** A round badge at (x, y) with its glyph and its name under it. */
function badge(c: Container, x: number, y: number, fill: number, glyph: (g: Graphics) => void, label: string, res: number): void {
  const g = new Graphics();
  g.circle(x, y, 19).fill(fill).stroke({ width: 3, color: INK });
  c.addChild(g);
  const glyphG = new Graphics();
  glyph(glyphG);
  glyphG.position.set(x, y);
  c.addChild(glyphG);
  const name = text(label, { fontSize: 11, fontWeight: '700', fill: INK }, res);
  fitText(name, 52);
  name.position.set(x, y + 27);
  c.addChild(name);
}

function iconBadge(c: Container, icon: DrakerIcon, res: number): void {
  if (icon === 'token') {
    badge(c, 30, 112, GOLD, () => undefined, iconName(icon), res);
    const plus = text('+1', { fontSize: 19, fontWeight: '800', fill: INK }, res);
    plus.position.set(30, 112);
    c.addChild(plus);
  } else badge(c, 30, 112, 0xffffff, ICON_GLYPHS[icon], iconName(icon), res);
}

// ------------------------------------------------------------------ faces

function frame(c: Container, suit: DrakerSuit): Graphics {
  const color = suitColor(suit);
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 14).fill(color);
  g.roundRect(5, 5, CARD_W - 10, CARD_H - 10, 10).fill(PAPER);
  // A faint suit-coloured wash behind the medallion.
  g.roundRect(5, 5, CARD_W - 10, 170, 10).fill({ color, alpha: 0.07 });
  c.addChild(g);
  return g;
}

/** The rank (or "?" for an unset Artefact) and the suit mark in the top-left corner. */
function corner(c: Container, suit: DrakerSuit, label: string, res: number): void {
  const color = suitColor(suit);
  const rank = text(label, { fontSize: 46, fontWeight: '800', fill: color }, res);
  fitText(rank, 52);
  rank.position.set(31, 33);
  c.addChild(rank);
  c.addChild(mark(suitMarkSvg(suit), 31, 74, 30));
}

/** The cost "A/D" in a dark box in the top-right corner, its legend above the numbers. */
function costBox(c: Container, cost: [number, number], res: number): void {
  const g = new Graphics();
  g.roundRect(134, 11, 56, 52, 9).fill(INK).stroke({ width: 2, color: 0xffffff });
  c.addChild(g);
  const legend = text(t('draker.art.costLabel'), { fontSize: 11, fontWeight: '700', fill: 0xb0bec5, letterSpacing: 1 }, res);
  legend.position.set(162, 21);
  c.addChild(legend);
  const value = text(`${cost[0]}/${cost[1]}`, { fontSize: 28, fontWeight: '800', fill: 0xffffff }, res);
  fitText(value, 50);
  value.position.set(162, 44);
  c.addChild(value);
}

function medallion(c: Container, suit: DrakerSuit): Graphics {
  const color = suitColor(suit);
  const g = new Graphics();
  g.circle(100, 100, 47).fill(0xffffff).stroke({ width: 4, color });
  g.circle(100, 100, 41).stroke({ width: 1.5, color: tint(color, 0.5) });
  c.addChild(g);
  return g;
}

/** The profession's (or "Artefact") name across the card under the medallion. */
function title(c: Container, value: string, res: number): void {
  const name = text(value.toUpperCase(), { fontSize: 19, fontWeight: '800', fill: INK, letterSpacing: 1 }, res);
  fitText(name, CARD_W - 28);
  name.position.set(100, 162);
  c.addChild(name);
}

/** The bottom panel: a bold heading, a few lines of text shrunk to fit, and a small footnote. */
function panel(c: Container, suit: DrakerSuit, heading: string, body: string, footnote: string, res: number): void {
  const color = suitColor(suit);
  const g = new Graphics();
  g.roundRect(12, 178, CARD_W - 24, 90, 8).fill(tint(color, 0.88)).stroke({ width: 1.5, color: tint(color, 0.5) });
  c.addChild(g);
  const head = text(heading, { fontSize: 17, fontWeight: '800', fill: shade(color, 0.8) }, res);
  fitText(head, CARD_W - 36);
  head.position.set(100, 194);
  c.addChild(head);
  const lines = text(body, { fontSize: 14, fontWeight: '700', fill: INK, align: 'center', wordWrap: true, wordWrapWidth: CARD_W - 40, lineHeight: 17 }, res);
  const maxH = 48;
  if (lines.height > maxH) lines.scale.set(maxH / lines.height);
  lines.position.set(100, 229);
  c.addChild(lines);
  const foot = text(footnote, { fontSize: 11, fontWeight: '400', fontStyle: 'italic', fill: shade(color, 0.75) }, res);
  fitText(foot, CARD_W - 40);
  foot.position.set(100, 260);
  c.addChild(foot);
}

function drawCard(card: DrakerCard, res: number): Container {
  const c = new Container();
  frame(c, card.suit);
  medallion(c, card.suit);
  c.addChild(mark(emblemSvg(card.prof!), 100, 100, 74));
  corner(c, card.suit, rankLabel(card.rank!), res);
  costBox(c, card.cost, res);
  if (card.icon) iconBadge(c, card.icon, res);
  if (card.common) badge(c, 170, 112, 0x37474f, COMMON_GLYPHS[card.common], commonEffectName(card.common), res);
  title(c, professionName(card.prof!), res);
  panel(c, card.suit, effectName(card.effect!), effectShort(card.effect!, card.amount), effectTypeName(card.effect!), res);
  return c;
}

function drawArtefact(suit: DrakerSuit, setting: ArtefactSetting, res: number): Container {
  const c = new Container();
  const color = suitColor(suit);
  frame(c, suit);
  const g = medallion(c, suit);
  // Rays behind the medallion: the Artefact takes whatever value its owner gives it.
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    g.moveTo(100 + Math.cos(a) * 50, 100 + Math.sin(a) * 50).lineTo(100 + Math.cos(a) * 64, 100 + Math.sin(a) * 64);
  }
  g.stroke({ width: 3, color: GOLD });
  if (setting.prof !== undefined) c.addChild(mark(emblemSvg(setting.prof), 100, 100, 74));
  else if (setting.rank !== undefined) {
    const big = text(rankLabel(setting.rank), { fontSize: 60, fontWeight: '800', fill: color }, res);
    fitText(big, 76);
    big.position.set(100, 100);
    c.addChild(big);
  } else c.addChild(mark(suitMarkSvg(suit), 100, 100, 62));
  corner(c, suit, setting.rank !== undefined ? rankLabel(setting.rank) : '?', res);
  if (setting.rank !== undefined && setting.prof !== undefined) {
    // Both set: the rank also sits in the right corner so neither hides the other.
    const small = text(rankLabel(setting.rank), { fontSize: 30, fontWeight: '800', fill: color }, res);
    small.position.set(166, 34);
    c.addChild(small);
  }
  title(c, setting.prof !== undefined ? professionName(setting.prof) : t('draker.card.artefact'), res);
  const chosen = [setting.rank !== undefined ? rankName(setting.rank) : null, setting.prof !== undefined ? professionName(setting.prof) : null].filter((v) => v !== null);
  // The title already says "Artefact" until a profession is chosen; the panel names the suit.
  panel(c, suit, suitName(suit), chosen.length > 0 ? chosen.join(' · ') : t('draker.art.choose'), setting.prof !== undefined ? t('draker.card.artefact') : '', res);
  return c;
}

function drawBack(): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 14).fill(GOLD);
  g.roundRect(5, 5, CARD_W - 10, CARD_H - 10, 10).fill(0x3a1746);
  // Scales: rows of arcs over the whole back.
  for (let row = 0; row < 14; row++) {
    const y = 14 + row * 19;
    for (let x = row % 2 === 0 ? 14 : 26; x < CARD_W - 6; x += 24) {
      g.moveTo(x + 12 * Math.cos(0.15 * Math.PI), y + 12 * Math.sin(0.15 * Math.PI));
      g.arc(x, y, 12, 0.15 * Math.PI, 0.85 * Math.PI);
    }
  }
  g.stroke({ width: 2, color: 0x6a2c70, alpha: 0.9 });
  g.roundRect(14, 14, CARD_W - 28, CARD_H - 28, 8).stroke({ width: 3, color: GOLD });
  g.circle(100, 140, 58).fill(0x24102c).stroke({ width: 5, color: GOLD });
  g.circle(100, 140, 50).stroke({ width: 1.5, color: GOLD, alpha: 0.7 });
  c.addChild(g);
  c.addChild(mark(emblemSvg(9), 102, 140, 84));
  // A suit mark of each of the six suits at the rim.
  DRAKER_SUITS.forEach((suit, i) => {
    const a = -Math.PI / 2 + (i / 6) * Math.PI * 2;
    const pip = new Graphics().circle(100 + Math.cos(a) * 82, 140 + Math.sin(a) * 82, 13).fill(PAPER).stroke({ width: 2, color: GOLD });
    c.addChild(pip);
    c.addChild(mark(suitMarkSvg(suit), 100 + Math.cos(a) * 82, 140 + Math.sin(a) * 82, 17));
  });
  return c;
}

/** Face keys: "back", a card id ("hearts-Q", "gnomes-art"), an Artefact with its setting ("gnomes-art@r12", "gnomes-art@p3"). */
export function drawFace(key: string, resolution: number): Container {
  if (key === 'back') return drawBack();
  const card = cardOfKey(key);
  const suit = (card?.suit ?? key.split('-')[0]) as DrakerSuit;
  if (card?.artefact || key.split('@')[0].endsWith('-art')) return drawArtefact(suit, settingOfKey(key), resolution);
  if (card) return drawCard(card, resolution);
  // A key that names no card of the edition: its id still gives the rank and the suit.
  const c = new Container();
  frame(c, suit);
  corner(c, suit, key.split('-')[1] ?? '?', resolution);
  return c;
}
