/**
 * Original card art of Klepka Words, drawn with Pixi Graphics and Text at a design size of 200x240.
 * Letter cards: the letter large, its points small, and the colour told three ways so that it reads for
 * colour-blind players too: blue cards are dark with a white letter and diagonal stripes and a wave mark,
 * yellow cards are light with a dark letter and dots and a sun mark. Prize cards have a dark frame with a
 * gold star border, a symbol and a caption. The back is brick-red with «Клепка».
 */
import { Container, Graphics } from 'pixi.js';
import { text, fitText } from '../../table/card-art';
import { t } from '../../i18n';
import { PALETTE } from './colours';

export const CARD_W = 200;
export const CARD_H = 240;

export type LetterColour = 'blue' | 'yellow';
export type PrizeKind = 'polysemy' | 'chaos' | 'exchange';

export { PALETTE };

/** Wave mark of the blue cards (water, sky). */
export function drawWave(g: Graphics, x: number, y: number, w: number, color: number, width: number): void {
  for (let row = 0; row < 2; row++) {
    const yy = y + row * w * 0.32;
    g.moveTo(x, yy);
    for (let i = 0; i < 2; i++) {
      const x0 = x + (i * w) / 2;
      g.quadraticCurveTo(x0 + w / 8, yy - w * 0.16, x0 + w / 4, yy).quadraticCurveTo(x0 + (3 * w) / 8, yy + w * 0.16, x0 + w / 2, yy);
    }
    g.stroke({ width, color, cap: 'round' });
  }
}

/** Sun mark of the yellow cards: a disc with rays. */
export function drawSun(g: Graphics, cx: number, cy: number, r: number, color: number): void {
  g.circle(cx, cy, r * 0.5).fill(color);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    g.moveTo(cx + Math.cos(a) * r * 0.68, cy + Math.sin(a) * r * 0.68)
      .lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r)
      .stroke({ width: r * 0.18, color, cap: 'round' });
  }
}

function drawLetter(letter: string, points: number, colour: LetterColour, res: number): Container {
  const c = new Container();
  const p = PALETTE[colour];
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 18).fill(p.edge);
  g.roundRect(6, 6, CARD_W - 12, CARD_H - 12, 13).fill(p.fill);
  // The pattern: stripes on blue, dots on yellow (colour is never told by hue alone).
  const inner = new Graphics();
  if (colour === 'blue') {
    for (let i = -CARD_H; i < CARD_W; i += 26) inner.moveTo(i, CARD_H).lineTo(i + CARD_H, 0).stroke({ width: 7, color: p.pattern, alpha: 0.55 });
  } else {
    for (let y = 22; y < CARD_H; y += 26) for (let x = 22 + ((y / 26) % 2) * 13; x < CARD_W; x += 26) inner.circle(x, y, 4.5).fill({ color: p.pattern, alpha: 0.9 });
  }
  const mask = new Graphics().roundRect(6, 6, CARD_W - 12, CARD_H - 12, 13).fill(0xffffff);
  inner.mask = mask;
  c.addChild(g, inner, mask);
  // A calm panel behind the letter keeps it readable over the pattern.
  const panel = new Graphics();
  panel.roundRect(26, 30, CARD_W - 52, 158, 22).fill({ color: p.fill, alpha: 0.92 });
  c.addChild(panel);
  const big = text(letter, { fontSize: 150, fontWeight: '800', fill: p.ink }, res);
  fitText(big, CARD_W - 60);
  big.position.set(CARD_W / 2, 112);
  c.addChild(big);
  // Colour mark, top left.
  const mark = new Graphics();
  if (colour === 'blue') drawWave(mark, 16, 28, 44, p.ink, 5);
  else drawSun(mark, 36, 34, 22, p.ink);
  c.addChild(mark);
  // Points, bottom right: a disc in the opposite tone.
  const badge = new Graphics();
  badge.circle(CARD_W - 40, CARD_H - 40, 28).fill(p.ink).stroke({ width: 3, color: p.edge });
  c.addChild(badge);
  const pts = text(String(points), { fontSize: 36, fontWeight: '800', fill: p.fill }, res);
  fitText(pts, 44);
  pts.position.set(CARD_W - 40, CARD_H - 39);
  c.addChild(pts);
  return c;
}

function prizeFrame(g: Graphics, fill: number): void {
  g.roundRect(0, 0, CARD_W, CARD_H, 18).fill(0xf2c94c);
  g.roundRect(7, 7, CARD_W - 14, CARD_H - 14, 12).fill(fill);
  g.roundRect(14, 14, CARD_W - 28, CARD_H - 28, 9).stroke({ width: 2, color: 0xf2c94c, alpha: 0.7 });
  // Stars in the corners say "prize card" at any size.
  for (const [x, y] of [[28, 28], [CARD_W - 28, 28]] as const) star(g, x, y, 11, 0xf2c94c);
}

function star(g: Graphics, cx: number, cy: number, r: number, color: number): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  g.poly(pts).fill(color);
}

function caption(c: Container, value: string, color: number, res: number): void {
  const band = new Graphics();
  band.roundRect(18, CARD_H - 64, CARD_W - 36, 44, 10).fill({ color: 0x000000, alpha: 0.35 });
  c.addChild(band);
  const tx = text(value, { fontSize: 26, fontWeight: '800', fill: color, letterSpacing: 1 }, res);
  fitText(tx, CARD_W - 48);
  tx.position.set(CARD_W / 2, CARD_H - 42);
  c.addChild(tx);
}

/** Polysemy: one card, many letters: a big "?" with small letters around it. */
function drawPolysemy(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  const p = PALETTE.polysemy;
  prizeFrame(g, p.fill);
  g.circle(CARD_W / 2, 96, 56).fill({ color: 0xffffff, alpha: 0.12 }).stroke({ width: 4, color: p.accent });
  c.addChild(g);
  const q = text('?', { fontSize: 92, fontWeight: '800', fill: 0xffffff }, res);
  q.position.set(CARD_W / 2, 96);
  c.addChild(q);
  const around = ['А', 'О', 'К', 'Я', 'Ї', 'Ш'];
  around.forEach((l, i) => {
    const a = -Math.PI / 2 + ((i + 0.5) * Math.PI * 2) / around.length;
    const tx = text(l, { fontSize: 22, fontWeight: '800', fill: p.accent }, res);
    tx.position.set(CARD_W / 2 + Math.cos(a) * 74, 96 + Math.sin(a) * 66);
    c.addChild(tx);
  });
  caption(c, t('words.art.polysemy'), p.accent, res);
  return c;
}

/** Chaos: a whirl of arrows. */
function drawChaos(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  const p = PALETTE.chaos;
  prizeFrame(g, p.fill);
  const cx = CARD_W / 2;
  const cy = 96;
  for (let k = 0; k < 3; k++) {
    const a0 = (k * Math.PI * 2) / 3;
    const r = 56;
    g.arc(cx, cy, r - k * 14, a0, a0 + Math.PI * 1.2).stroke({ width: 9, color: k === 1 ? 0xffffff : p.accent, cap: 'round' });
    const a1 = a0 + Math.PI * 1.2;
    const rr = r - k * 14;
    const tip = { x: cx + Math.cos(a1) * rr, y: cy + Math.sin(a1) * rr };
    const dir = a1 + Math.PI / 2;
    g.poly([
      tip.x + Math.cos(dir) * 16, tip.y + Math.sin(dir) * 16,
      tip.x + Math.cos(dir + 2.4) * 14, tip.y + Math.sin(dir + 2.4) * 14,
      tip.x + Math.cos(dir - 2.4) * 14, tip.y + Math.sin(dir - 2.4) * 14,
    ]).fill(k === 1 ? 0xffffff : p.accent);
  }
  c.addChild(g);
  caption(c, t('words.art.chaos'), p.accent, res);
  return c;
}

/** Exchange: two cards and two arrows swapping them. */
function drawExchange(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  const p = PALETTE.exchange;
  prizeFrame(g, p.fill);
  g.roundRect(34, 52, 52, 70, 8).fill(PALETTE.blue.fill).stroke({ width: 3, color: 0xffffff });
  g.roundRect(114, 92, 52, 70, 8).fill(PALETTE.yellow.fill).stroke({ width: 3, color: 0xffffff });
  g.moveTo(94, 70).quadraticCurveTo(130, 54, 140, 84).stroke({ width: 7, color: p.accent, cap: 'round' });
  g.poly([140, 96, 128, 78, 152, 80]).fill(p.accent);
  g.moveTo(106, 146).quadraticCurveTo(70, 162, 60, 132).stroke({ width: 7, color: p.accent, cap: 'round' });
  g.poly([60, 120, 72, 138, 48, 136]).fill(p.accent);
  c.addChild(g);
  caption(c, t('words.art.exchange'), p.accent, res);
  return c;
}

function drawBack(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 18).fill(0xf4efe0);
  g.roundRect(7, 7, CARD_W - 14, CARD_H - 14, 12).fill(0x9c3b2e);
  // A faint lattice of letters, like a type case.
  for (let y = 18; y < CARD_H - 10; y += 28) for (let x = 18 + ((y / 28) % 2) * 14; x < CARD_W - 10; x += 28) g.roundRect(x - 8, y - 8, 16, 16, 3).fill({ color: 0xffffff, alpha: 0.07 });
  g.roundRect(18, 18, CARD_W - 36, CARD_H - 36, 6).stroke({ width: 3, color: 0xf4efe0, alpha: 0.6 });
  g.roundRect(16, CARD_H / 2 - 34, CARD_W - 32, 68, 34).fill(0x6d2419).stroke({ width: 4, color: 0xf2c94c });
  c.addChild(g);
  const word = text('Клепка', { fontSize: 44, fontWeight: '800', fill: 0xffffff, letterSpacing: 1 }, res);
  fitText(word, CARD_W - 48);
  word.position.set(CARD_W / 2, CARD_H / 2);
  c.addChild(word);
  return c;
}

/** Face keys: "back", "l:<letter>:<points>:<blue|yellow>", "p:<polysemy|chaos|exchange>". */
export function drawFace(key: string, resolution: number): Container {
  if (key.startsWith('l:')) {
    const [, letter, points, colour] = key.split(':');
    return drawLetter(letter ?? '?', Number(points), colour === 'yellow' ? 'yellow' : 'blue', resolution);
  }
  switch (key) {
    case 'p:polysemy':
      return drawPolysemy(resolution);
    case 'p:chaos':
      return drawChaos(resolution);
    case 'p:exchange':
      return drawExchange(resolution);
    default:
      return drawBack(resolution);
  }
}
