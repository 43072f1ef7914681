/**
 * Original card art of Athletic Games, drawn with Pixi Graphics and Text at a design size of 200x280.
 * Every colour also has its own symbol (circle, diamond, cross, triangle, star, square), so the cards
 * can be told apart without seeing colour. The band along the top carries value and symbol: it is the
 * part still visible of a pile's bottom card, which peeks out above the top card.
 */
import { Container, Graphics } from 'pixi.js';
import { luminance, shade, tint, text } from '../../table/card-art';
import type { AthleticCard, AthleticColour } from '../../../common/games/athletic';
import { t } from '../../i18n';
import { COLOUR_GLYPH, COLOUR_HEX } from './colours';

export { COLOUR_GLYPH, COLOUR_HEX };

export const CARD_W = 200;
export const CARD_H = 280;
/** Height of the top band (value + symbol), as a share of the card height. */
export const BAND = 0.25;

/** One shape per colour, so colour is never the only clue. */
export type SymbolKind = 'circle' | 'diamond' | 'cross' | 'triangle' | 'star' | 'square';
export const COLOUR_SYMBOL: Record<AthleticColour, SymbolKind> = {
  blue: 'circle',
  purple: 'diamond',
  pink: 'cross',
  orange: 'triangle',
  yellow: 'star',
  red: 'square',
};

export function faceKey(card: Pick<AthleticCard, 'colour' | 'value'>): string {
  return `ath:${card.colour}:${card.value}`;
}

/** Text on a colour: dark on yellow, white elsewhere. */
export function inkOn(color: number): number {
  return luminance(color) > 0.62 ? 0x2a2000 : 0xffffff;
}

/** The colour's symbol centred on (cx, cy) with radius r. */
export function drawSymbol(g: Graphics, kind: SymbolKind, cx: number, cy: number, r: number, fill: number, stroke?: { width: number; color: number }): void {
  switch (kind) {
    case 'circle':
      g.circle(cx, cy, r * 0.92);
      break;
    case 'diamond':
      g.poly([cx, cy - r * 1.08, cx + r * 0.86, cy, cx, cy + r * 1.08, cx - r * 0.86, cy]);
      break;
    case 'cross': {
      const a = r * 0.36;
      const b = r * 0.98;
      g.poly([cx - a, cy - b, cx + a, cy - b, cx + a, cy - a, cx + b, cy - a, cx + b, cy + a, cx + a, cy + a, cx + a, cy + b, cx - a, cy + b, cx - a, cy + a, cx - b, cy + a, cx - b, cy - a, cx - a, cy - a]);
      break;
    }
    case 'triangle':
      g.poly([cx, cy - r * 1.05, cx + r * 1.05, cy + r * 0.82, cx - r * 1.05, cy + r * 0.82]);
      break;
    case 'star': {
      const pts: number[] = [];
      for (let i = 0; i < 10; i++) {
        const rr = i % 2 === 0 ? r * 1.1 : r * 0.47;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr + r * 0.08);
      }
      g.poly(pts);
      break;
    }
    case 'square':
      g.roundRect(cx - r * 0.82, cy - r * 0.82, r * 1.64, r * 1.64, r * 0.16);
      break;
  }
  g.fill(fill);
  if (stroke) g.stroke(stroke);
}

function drawFront(colour: AthleticColour, value: number, res: number): Container {
  const c = new Container();
  const hex = COLOUR_HEX[colour];
  const ink = inkOn(hex);
  const band = CARD_H * BAND;
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 16).fill(0xfffdf7).stroke({ width: 2, color: shade(hex, 0.7) });
  // Top band: value left, symbol right (readable when only this band shows).
  g.roundRect(6, 6, CARD_W - 12, band - 6, 11).fill(hex);
  // The body: a pale tint of the colour with running-track lanes behind the big symbol.
  g.roundRect(6, band + 4, CARD_W - 12, CARD_H - band - 44, 10).fill(tint(hex, 0.84));
  for (let i = 0; i < 3; i++) {
    g.ellipse(CARD_W / 2, band + 4 + (CARD_H - band - 44) / 2, 78 - i * 14, 64 - i * 12).stroke({ width: 2, color: tint(hex, 0.55), alpha: 0.9 });
  }
  // The symbol sits near the value: in a fanned hand the right part of a card is covered.
  drawSymbol(g, COLOUR_SYMBOL[colour], value === 10 ? 98 : 74, band / 2 + 3, 17, ink, { width: 2, color: shade(hex, 0.6) });
  const mid = band + 4 + (CARD_H - band - 44) / 2;
  drawSymbol(g, COLOUR_SYMBOL[colour], CARD_W / 2, mid, 56, hex, { width: 5, color: 0xffffff });
  c.addChild(g);
  const corner = text(String(value), { fontSize: 50, fontWeight: '800', fill: ink }, res);
  corner.position.set(value === 10 ? 44 : 36, band / 2 + 4);
  c.addChild(corner);
  const big = text(String(value), { fontSize: value === 10 ? 50 : 58, fontWeight: '800', fill: inkOn(hex), stroke: { color: shade(hex, 0.55), width: 5 } }, res);
  big.position.set(CARD_W / 2, mid + (COLOUR_SYMBOL[colour] === 'triangle' ? 12 : 3));
  c.addChild(big);
  // Bottom line: the colour's name, in words.
  const name = text(t(`athletic.colour.${colour}`).toUpperCase(), { fontSize: 21, fontWeight: '800', fill: shade(hex, 0.75), letterSpacing: 2 }, res);
  if (name.width > CARD_W - 30) name.scale.set((CARD_W - 30) / name.width);
  name.position.set(CARD_W / 2, CARD_H - 22);
  c.addChild(name);
  return c;
}

function drawBack(): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 16).fill(0xf4f1e4);
  g.roundRect(7, 7, CARD_W - 14, CARD_H - 14, 11).fill(0x1d3557);
  // A running track: terracotta oval with white lanes, grass inside.
  g.roundRect(22, 34, CARD_W - 44, CARD_H - 68, 78).fill(0xc4553a);
  for (let i = 1; i < 4; i++) g.roundRect(22 + i * 9, 34 + i * 9, CARD_W - 44 - i * 18, CARD_H - 68 - i * 18, 78 - i * 9).stroke({ width: 2, color: 0xffffff, alpha: 0.8 });
  g.roundRect(58, 70, CARD_W - 116, CARD_H - 140, 42).fill(0x3e8e41);
  c.addChild(g);
  const medal = new Graphics();
  drawMedal(medal, CARD_W / 2, CARD_H / 2 + 8, 26);
  c.addChild(medal);
  return c;
}

/** A gold medal on a ribbon; (cx, cy) is the disc's centre. */
export function drawMedal(g: Graphics, cx: number, cy: number, r: number): void {
  g.poly([cx - r * 0.9, cy - r * 2.3, cx - r * 0.25, cy - r * 2.3, cx + r * 0.35, cy - r * 0.6, cx - r * 0.3, cy - r * 0.6]).fill(0x1565c0);
  g.poly([cx + r * 0.9, cy - r * 2.3, cx + r * 0.25, cy - r * 2.3, cx - r * 0.35, cy - r * 0.6, cx + r * 0.3, cy - r * 0.6]).fill(0xd32f2f);
  g.circle(cx, cy, r).fill(0xf2c94c).stroke({ width: Math.max(1.5, r * 0.12), color: 0xa67c10 });
  g.circle(cx, cy, r * 0.72).stroke({ width: Math.max(1, r * 0.06), color: 0xfff1b8 });
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r * 0.5 : r * 0.22;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  g.poly(pts).fill(0xfff7d1);
}

/** Face keys: "back" or "ath:<colour>:<value>". */
export function drawFace(key: string, resolution: number): Container {
  if (key.startsWith('ath:')) {
    const [, colour, value] = key.split(':');
    return drawFront(colour as AthleticColour, Number(value), resolution);
  }
  return drawBack();
}
