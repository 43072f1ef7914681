/**
 * Original card art of Klepka Football, drawn with Pixi Graphics and Text at a design size of 200x280:
 * 44 footballers (kit, silhouette, shirt number, surname, value as balls and a digit), the four prize
 * cards and the lawn-striped back with «Клепка» on it.
 */
import { Container, Graphics } from 'pixi.js';
import { text, fitText, shade, luminance } from '../../table/card-art';
import { t } from '../../i18n';
import { footballer } from './roster';
import { PRIZE_COLOUR } from './prizes';

export const CARD_W = 200;
export const CARD_H = 280;

/** A small football: white disc, black centre pentagon and rim patches. */
export function drawBall(g: Graphics, cx: number, cy: number, r: number): void {
  g.circle(cx, cy, r).fill(0xffffff).stroke({ width: Math.max(1, r * 0.1), color: 0x222222 });
  const pent = (x: number, y: number, s: number, rot: number): number[] => {
    const pts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = rot + (i * Math.PI * 2) / 5 - Math.PI / 2;
      pts.push(x + Math.cos(a) * s, y + Math.sin(a) * s);
    }
    return pts;
  };
  g.poly(pent(cx, cy, r * 0.36, 0)).fill(0x222222);
  for (let i = 0; i < 5; i++) {
    const a = (i * Math.PI * 2) / 5 - Math.PI / 2;
    const x1 = cx + Math.cos(a) * r * 0.36;
    const y1 = cy + Math.sin(a) * r * 0.36;
    const x2 = cx + Math.cos(a) * r * 0.72;
    const y2 = cy + Math.sin(a) * r * 0.72;
    g.moveTo(x1, y1).lineTo(x2, y2).stroke({ width: Math.max(1, r * 0.08), color: 0x222222 });
    const pa = a + Math.PI / 5;
    g.poly(pent(cx + Math.cos(pa) * r * 0.86, cy + Math.sin(pa) * r * 0.86, r * 0.2, pa)).fill(0x222222);
  }
  g.circle(cx, cy, r).stroke({ width: Math.max(1, r * 0.1), color: 0x222222 });
}

/** A die face with pips for `value` (1..6). */
export function drawDie(g: Graphics, x: number, y: number, size: number, value: number, color = 0xfafafa, pip = 0x1b1b1b): void {
  g.roundRect(x, y, size, size, size * 0.18).fill(color).stroke({ width: Math.max(1, size * 0.05), color: 0x333333 });
  const p = (fx: number, fy: number): void => {
    g.circle(x + size * fx, y + size * fy, size * 0.09).fill(pip);
  };
  const L = 0.27;
  const M = 0.5;
  const R = 0.73;
  const layouts: Record<number, Array<[number, number]>> = {
    1: [[M, M]],
    2: [[L, L], [R, R]],
    3: [[L, L], [M, M], [R, R]],
    4: [[L, L], [R, L], [L, R], [R, R]],
    5: [[L, L], [R, L], [M, M], [L, R], [R, R]],
    6: [[L, L], [R, L], [L, M], [R, M], [L, R], [R, R]],
  };
  for (const [fx, fy] of layouts[value] ?? layouts[1]!) p(fx, fy);
}

function frame(g: Graphics, fill: number, border: number): void {
  g.roundRect(0, 0, CARD_W, CARD_H, 16).fill(border);
  g.roundRect(6, 6, CARD_W - 12, CARD_H - 12, 12).fill(fill);
}

function drawBack(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 16).fill(0xf4f1e4);
  g.roundRect(7, 7, CARD_W - 14, CARD_H - 14, 11).fill(0x2f7d32);
  const stripes = 7;
  const h = (CARD_H - 14) / stripes;
  for (let i = 0; i < stripes; i += 2) g.rect(7, 7 + i * h, CARD_W - 14, h).fill({ color: 0x3f9a43, alpha: 1 });
  // Pitch lines.
  g.roundRect(18, 18, CARD_W - 36, CARD_H - 36, 3).stroke({ width: 3, color: 0xffffff, alpha: 0.75 });
  g.moveTo(18, CARD_H / 2).lineTo(CARD_W - 18, CARD_H / 2).stroke({ width: 3, color: 0xffffff, alpha: 0.75 });
  g.circle(CARD_W / 2, CARD_H / 2, 38).stroke({ width: 3, color: 0xffffff, alpha: 0.75 });
  g.rect(CARD_W / 2 - 40, 18, 80, 30).stroke({ width: 3, color: 0xffffff, alpha: 0.75 });
  g.rect(CARD_W / 2 - 40, CARD_H - 48, 80, 30).stroke({ width: 3, color: 0xffffff, alpha: 0.75 });
  g.roundRect(22, CARD_H / 2 - 26, CARD_W - 44, 52, 26).fill({ color: 0x1b5e20, alpha: 0.92 }).stroke({ width: 3, color: 0xf9d648 });
  c.addChild(g);
  const word = text('Клепка', { fontSize: 36, fontWeight: '800', fill: 0xffffff, letterSpacing: 1 }, res);
  fitText(word, CARD_W - 60);
  word.position.set(CARD_W / 2, CARD_H / 2);
  c.addChild(word);
  return c;
}

function drawFootballer(n: number, points: number, res: number): Container {
  const f = footballer(n);
  const c = new Container();
  const g = new Graphics();
  frame(g, 0xfbf8ee, shade(f.shirt, luminance(f.shirt) > 0.85 ? 0.75 : 0.9));
  // Stadium backdrop: sky, stands, pitch.
  g.roundRect(14, 14, CARD_W - 28, 186, 9).fill(0xcde9f6);
  g.rect(14, 96, CARD_W - 28, 40).fill(0x9fb8c8);
  for (let i = 0; i < 9; i++) g.rect(18 + i * 19, 102 + (i % 2) * 6, 10, 6).fill({ color: 0xffffff, alpha: 0.45 });
  g.rect(14, 136, CARD_W - 28, 64).fill(0x4e9a4a);
  g.rect(14, 150, CARD_W - 28, 14).fill(0x5aa955);
  g.rect(14, 178, CARD_W - 28, 14).fill(0x5aa955);
  // Shirt: body in the kit colour, sleeves and collar in the trim colour.
  const shirtDark = shade(f.shirt, 0.8);
  g.moveTo(30, 200)
    .lineTo(34, 158)
    .quadraticCurveTo(40, 136, 70, 128)
    .lineTo(84, 124)
    .lineTo(116, 124)
    .lineTo(130, 128)
    .quadraticCurveTo(160, 136, 166, 158)
    .lineTo(170, 200)
    .closePath()
    .fill(f.shirt)
    .stroke({ width: 2, color: shadeStroke(f.shirt) });
  g.moveTo(30, 200).lineTo(34, 158).quadraticCurveTo(38, 142, 56, 133).lineTo(54, 200).closePath().fill(f.trim);
  g.moveTo(170, 200).lineTo(166, 158).quadraticCurveTo(162, 142, 144, 133).lineTo(146, 200).closePath().fill(f.trim);
  g.moveTo(54, 200).lineTo(56, 168).stroke({ width: 2, color: shirtDark });
  g.moveTo(146, 200).lineTo(144, 168).stroke({ width: 2, color: shirtDark });
  // Neck and collar.
  g.roundRect(89, 104, 22, 26, 6).fill(shade(f.skin, 0.92));
  g.moveTo(84, 124).lineTo(100, 142).lineTo(116, 124).lineTo(110, 124).lineTo(100, 134).lineTo(90, 124).closePath().fill(f.trim);
  // Head and hair.
  g.ellipse(100, 84, 25, 28).fill(f.skin);
  g.ellipse(75, 86, 5, 8).fill(shade(f.skin, 0.92));
  g.ellipse(125, 86, 5, 8).fill(shade(f.skin, 0.92));
  g.moveTo(75, 82).quadraticCurveTo(74, 52, 100, 54).quadraticCurveTo(127, 52, 125, 82).quadraticCurveTo(118, 66, 100, 66).quadraticCurveTo(82, 66, 75, 82).closePath().fill(f.hair);
  c.addChild(g);
  // Shirt number.
  const dark = luminance(f.shirt) > 0.6;
  const num = text(String(n), { fontSize: 40, fontWeight: '800', fill: dark ? 0x1b1b1b : 0xffffff, stroke: { color: f.trim === f.shirt ? 0x000000 : f.trim, width: 4 } }, res);
  num.position.set(100, 168);
  c.addChild(num);
  // Value badge in the corner.
  const badge = new Graphics();
  badge.circle(36, 36, 20).fill(0xf9d648).stroke({ width: 3, color: 0x7a5d00 });
  c.addChild(badge);
  const digit = text(String(points), { fontSize: 26, fontWeight: '800', fill: 0x3b2a00 }, res);
  digit.position.set(36, 37);
  c.addChild(digit);
  // Surname.
  const name = text(f.surname, { fontSize: 23, fontWeight: '700', fill: 0x1d2a1d }, res);
  fitText(name, CARD_W - 28);
  name.position.set(100, 224);
  c.addChild(name);
  // Value as balls.
  const balls = new Graphics();
  const r = 9;
  const gap = 4;
  const total = points * (2 * r) + (points - 1) * gap;
  for (let i = 0; i < points; i++) drawBall(balls, 100 - total / 2 + r + i * (2 * r + gap), 254, r);
  c.addChild(balls);
  return c;
}

function shadeStroke(color: number): number {
  return luminance(color) > 0.8 ? 0x9e9e9e : shade(color, 0.6);
}

function captionBand(c: Container, caption: string, fill: number, color: number, res: number): void {
  const g = new Graphics();
  g.roundRect(14, 218, CARD_W - 28, 48, 10).fill(fill);
  c.addChild(g);
  const tx = text(caption, { fontSize: 24, fontWeight: '800', fill: color, letterSpacing: 1 }, res);
  fitText(tx, CARD_W - 44);
  tx.position.set(100, 242);
  c.addChild(tx);
}

/** The YELLOW card's caution triangle or the RED card's cross, `size` across at (x, y): the shape tells them apart without hue. */
function drawPrizeMark(g: Graphics, kind: 'yellow' | 'red', x: number, y: number, size: number): void {
  const r = size / 2;
  if (kind === 'yellow') {
    g.poly([x, y - r, x + r, y + r * 0.8, x - r, y + r * 0.8]).fill(0x1b1b1b);
    g.rect(x - 1.6, y - r * 0.35, 3.2, r * 0.65).fill(PRIZE_COLOUR.yellow);
    g.circle(x, y + r * 0.5, 1.8).fill(PRIZE_COLOUR.yellow);
  } else {
    g.moveTo(x - r, y - r).lineTo(x + r, y + r).moveTo(x + r, y - r).lineTo(x - r, y + r).stroke({ width: size * 0.22, color: 0xffffff, cap: 'round' });
  }
}

/** A referee's hand (black sleeve) holding up a YELLOW or RED card. */
function drawRefCard(kind: 'yellow' | 'red', caption: string, res: number): Container {
  const color = PRIZE_COLOUR[kind];
  const c = new Container();
  const g = new Graphics();
  frame(g, 0x1f5f35, color);
  for (let i = 0; i < 5; i++) g.rect(12, 12 + i * 40, CARD_W - 24, 20).fill({ color: 0xffffff, alpha: 0.05 });
  // Rays behind the card.
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g.moveTo(100, 100).lineTo(100 + Math.cos(a) * 90, 100 + Math.sin(a) * 90).lineTo(100 + Math.cos(a + 0.12) * 90, 100 + Math.sin(a + 0.12) * 90).closePath().fill({ color: 0xffffff, alpha: 0.07 });
  }
  // The card, slightly tilted.
  const card = new Graphics();
  card.roundRect(-40, -58, 80, 116, 8).fill(color).stroke({ width: 3, color: shade(color, 0.7) });
  card.roundRect(-32, -50, 26, 60, 4).fill({ color: 0xffffff, alpha: 0.25 });
  drawPrizeMark(card, kind, 6, 22, 20);
  card.position.set(106, 96);
  card.rotation = 0.18;
  // Sleeve and hand.
  g.moveTo(120, 215).lineTo(178, 215).lineTo(156, 170).lineTo(122, 176).closePath().fill(0x151515);
  g.rect(122, 168, 34, 10).fill(0xfafafa);
  c.addChild(g);
  c.addChild(card);
  const hand = new Graphics();
  hand.roundRect(104, 138, 44, 36, 12).fill(0xe8b48f).stroke({ width: 2, color: 0xa0694a });
  for (let i = 0; i < 4; i++) hand.roundRect(98, 140 + i * 8, 20, 9, 4.5).fill(0xe8b48f).stroke({ width: 1.5, color: 0xa0694a });
  hand.roundRect(124, 128, 12, 22, 6).fill(0xe8b48f).stroke({ width: 1.5, color: 0xa0694a });
  c.addChild(hand);
  captionBand(c, caption, 0x0f2e1a, color, res);
  return c;
}

function drawVar(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  frame(g, 0x14213d, 0x4fc3f7);
  g.roundRect(28, 56, 144, 104, 10).fill(0x263238).stroke({ width: 3, color: 0x90a4ae });
  g.roundRect(38, 66, 124, 84, 4).fill(PRIZE_COLOUR.var);
  g.rect(38, 66, 124, 28).fill({ color: 0xffffff, alpha: 0.08 });
  g.rect(92, 160, 16, 20).fill(0x546e7a);
  g.roundRect(66, 178, 68, 12, 6).fill(0x78909c);
  g.circle(156, 40, 9).fill(0xe53935);
  c.addChild(g);
  const label = text('VAR', { fontSize: 46, fontWeight: '800', fill: 0xffffff, letterSpacing: 3 }, res);
  label.position.set(100, 107);
  c.addChild(label);
  const play = new Graphics();
  play.poly([46, 134, 46, 146, 56, 140]).fill(0xffffff);
  play.rect(62, 139, 90, 3).fill({ color: 0xffffff, alpha: 0.6 });
  play.circle(96, 140.5, 4).fill(0xffffff);
  c.addChild(play);
  captionBand(c, t('football.art.var'), 0x0a1426, 0x4fc3f7, res);
  return c;
}

function drawPlayGame(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  frame(g, PRIZE_COLOUR.playGame, 0xf9d648);
  g.circle(100, 110, 84).fill({ color: 0xffffff, alpha: 0.06 });
  g.ellipse(74, 168, 40, 8).fill({ color: 0x000000, alpha: 0.25 });
  drawBall(g, 74, 120, 44);
  c.addChild(g);
  const die = new Graphics();
  drawDie(die, -30, -30, 60, 5, 0xfafafa, 0xc62828);
  die.position.set(142, 150);
  die.rotation = -0.25;
  c.addChild(die);
  captionBand(c, t('football.art.playGame'), 0x08314f, 0xf9d648, res);
  return c;
}

/** Face keys: "back", "fb:<number>:<points>", "prize:<kind>". */
export function drawFace(key: string, resolution: number): Container {
  if (key.startsWith('fb:')) {
    const [, n, p] = key.split(':');
    return drawFootballer(Number(n), Number(p), resolution);
  }
  switch (key) {
    case 'prize:yellow':
      return drawRefCard('yellow', t('football.art.yellow'), resolution);
    case 'prize:red':
      return drawRefCard('red', t('football.art.red'), resolution);
    case 'prize:var':
      return drawVar(resolution);
    case 'prize:playGame':
      return drawPlayGame(resolution);
    default:
      return drawBack(resolution);
  }
}
