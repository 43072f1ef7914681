/**
 * Original card art of Rush for Medals, drawn with Pixi Graphics and Text at a design size of 200x280:
 * one card per sport (its colour, an emblem in a medallion, the rank large in the corners and how many
 * copies the rank has), SPONSOR "+", DOPING CONTROL "−", the COACH and the back with a medal on it.
 */
import { Container, Graphics } from 'pixi.js';
import { text, fitText, shade, tint } from '../../table/card-art';
import { t } from '../../i18n';
import { SPORTS, sportOf } from './sports';

export const CARD_W = 200;
export const CARD_H = 280;

function frame(g: Graphics, fill: number, border: number): void {
  g.roundRect(0, 0, CARD_W, CARD_H, 16).fill(border);
  g.roundRect(7, 7, CARD_W - 14, CARD_H - 14, 11).fill(fill);
}

// ------------------------------------------------------------------ emblems (centred on 0,0, about 100 across)

type Emblem = (g: Graphics, color: number) => void;

const INK = 0x1d232b;

const EMBLEMS: Record<string, Emblem> = {
  archery: (g) => {
    const rings = [0xffffff, 0x222222, 0x1e88e5, 0xe53935, 0xfdd835];
    rings.forEach((c, i) => g.circle(-6, 4, 44 - i * 8.5).fill(c).stroke({ width: 1.5, color: 0x333333 }));
    g.moveTo(-6, 4).lineTo(46, -48).stroke({ width: 5, color: 0x5d4037 });
    g.poly([-6, 4, 8, -4, 2, -10]).fill(0x37474f);
    g.poly([46, -48, 34, -46, 40, -40]).fill(0xef5350);
    g.poly([46, -48, 44, -36, 38, -42]).fill(0xef5350);
  },
  boxing: (g, color) => {
    g.roundRect(-34, -44, 62, 70, 30).fill(color).stroke({ width: 3, color: INK });
    g.roundRect(-48, -16, 30, 40, 15).fill(shade(color, 0.85)).stroke({ width: 3, color: INK });
    g.roundRect(-28, 22, 52, 28, 6).fill(0xfafafa).stroke({ width: 3, color: INK });
    g.moveTo(-22, 36).lineTo(18, 36).stroke({ width: 3, color: color });
    g.roundRect(-22, -34, 18, 26, 9).fill({ color: 0xffffff, alpha: 0.35 });
  },
  cycling: (g, color) => {
    g.circle(-30, 18, 24).stroke({ width: 6, color: INK });
    g.circle(32, 18, 24).stroke({ width: 6, color: INK });
    g.circle(-30, 18, 4).fill(INK);
    g.circle(32, 18, 4).fill(INK);
    g.moveTo(-30, 18).lineTo(-6, 18).lineTo(20, -14).lineTo(-14, -14).closePath().stroke({ width: 6, color, join: 'round' });
    g.moveTo(-6, 18).lineTo(-18, -26).stroke({ width: 6, color });
    g.moveTo(20, -14).lineTo(32, 18).stroke({ width: 6, color });
    g.moveTo(20, -14).lineTo(16, -30).lineTo(30, -32).stroke({ width: 5, color: INK, cap: 'round' });
    g.roundRect(-28, -32, 22, 7, 3).fill(INK);
  },
  swimming: (g, color) => {
    for (let row = 0; row < 3; row++) {
      const y = 8 + row * 16;
      g.moveTo(-50, y);
      for (let i = 0; i < 4; i++) g.quadraticCurveTo(-50 + i * 25 + 12.5, y - 10, -50 + (i + 1) * 25, y);
      g.stroke({ width: 5, color: row === 0 ? color : tint(color, 0.35 * row), cap: 'round' });
    }
    g.circle(-6, -12, 13).fill(0xffcc80).stroke({ width: 2, color: INK });
    g.arc(-6, -14, 13, Math.PI, 0).fill(0xfdd835);
    g.moveTo(4, -8).quadraticCurveTo(30, -46, 50, -14).stroke({ width: 8, color: 0xffcc80, cap: 'round' });
    g.moveTo(-16, -4).quadraticCurveTo(-34, 4, -44, -6).stroke({ width: 8, color: 0xffcc80, cap: 'round' });
  },
  basketball: (g, color) => {
    g.circle(0, 0, 46).fill(color).stroke({ width: 4, color: INK });
    g.moveTo(-46, 0).lineTo(46, 0).stroke({ width: 3.5, color: INK });
    g.moveTo(0, -46).lineTo(0, 46).stroke({ width: 3.5, color: INK });
    g.moveTo(-32, -33).quadraticCurveTo(-8, 0, -32, 33).stroke({ width: 3.5, color: INK });
    g.moveTo(32, -33).quadraticCurveTo(8, 0, 32, 33).stroke({ width: 3.5, color: INK });
    g.ellipse(-16, -22, 10, 6).fill({ color: 0xffffff, alpha: 0.3 });
  },
  tableTennis: (g, color) => {
    g.roundRect(-10, 14, 16, 40, 6).fill(0x8d6e63).stroke({ width: 3, color: INK });
    g.circle(-2, -10, 36).fill(color).stroke({ width: 4, color: INK });
    g.circle(-2, -10, 28).stroke({ width: 2, color: { r: 255, g: 255, b: 255, a: 0.35 } });
    g.circle(38, 34, 11).fill(0xffffff).stroke({ width: 3, color: INK });
    g.moveTo(26, 38).lineTo(8, 44).stroke({ width: 2, color: 0x90a4ae });
    g.moveTo(28, 44).lineTo(12, 52).stroke({ width: 2, color: 0x90a4ae });
  },
  athletics: (g, color) => {
    // A hurdle on lane lines, with the finish tape.
    g.moveTo(-52, 46).quadraticCurveTo(0, 10, 52, 46).stroke({ width: 3, color: 0xffffff });
    g.moveTo(-52, 30).quadraticCurveTo(0, -6, 52, 30).stroke({ width: 3, color: 0xffffff });
    g.rect(-40, -30, 80, 16).fill(0xffffff).stroke({ width: 3, color: INK });
    for (let i = 0; i < 4; i++) g.rect(-40 + i * 20, -30, 10, 16).fill(color);
    g.rect(-40, -30, 80, 16).stroke({ width: 3, color: INK });
    g.rect(-36, -14, 6, 40).fill(INK);
    g.rect(30, -14, 6, 40).fill(INK);
    g.rect(-46, 24, 22, 6).fill(INK);
    g.rect(24, 24, 22, 6).fill(INK);
    g.star(0, -48, 5, 12, 5).fill(0xfdd835).stroke({ width: 2, color: INK });
  },
  canoe: (g, color) => {
    // A paddler kneeling in a canoe, the blade in the water.
    g.moveTo(-52, 40).quadraticCurveTo(-26, 32, 0, 40).quadraticCurveTo(26, 48, 52, 40).stroke({ width: 4, color: 0x4fc3f7 });
    g.roundRect(-8, -20, 20, 34, 8).fill(color).stroke({ width: 2.5, color: INK });
    g.circle(2, -32, 11).fill(0xffcc80).stroke({ width: 2.5, color: INK });
    g.moveTo(-14, -38).lineTo(18, -38).stroke({ width: 5, color: INK, cap: 'round' });
    g.moveTo(34, -30).lineTo(14, 46).stroke({ width: 5, color: 0x5d4037, cap: 'round' });
    g.moveTo(15, 38).lineTo(11, 56).stroke({ width: 11, color: 0x5d4037, cap: 'round' });
    g.moveTo(6, -8).lineTo(28, -12).stroke({ width: 6, color: 0xffcc80, cap: 'round' });
    g.moveTo(-56, 10).quadraticCurveTo(0, 44, 56, 10).quadraticCurveTo(0, 24, -56, 10).closePath().fill(0xffb74d).stroke({ width: 3, color: INK });
    g.moveTo(-44, 18).quadraticCurveTo(0, 34, 44, 18).stroke({ width: 2, color: shade(0xffb74d, 0.7) });
  },
};

// ------------------------------------------------------------------ faces

function drawSport(rank: number, copy: number, res: number): Container {
  const sport = sportOf(rank);
  const color = sport.color;
  const c = new Container();
  const g = new Graphics();
  frame(g, 0xfbf8ee, color);
  // Sky-to-field background of the medallion panel.
  g.roundRect(16, 16, CARD_W - 32, 176, 10).fill(tint(color, 0.82));
  for (let i = 0; i < 6; i++) g.rect(16, 30 + i * 28, CARD_W - 32, 12).fill({ color: 0xffffff, alpha: 0.22 });
  g.circle(108, 112, 62).fill(0xffffff).stroke({ width: 5, color });
  g.circle(108, 112, 55).stroke({ width: 2, color: tint(color, 0.5) });
  c.addChild(g);
  const emblem = new Graphics();
  EMBLEMS[sport.key]!(emblem, color);
  emblem.position.set(108, 114);
  emblem.scale.set(0.92);
  c.addChild(emblem);
  // The rank, large, in the top-left corner; small and turned in the bottom-right one.
  const corner = new Graphics();
  corner.roundRect(10, 10, 62, 74, 12).fill(color).stroke({ width: 3, color: 0xffffff });
  c.addChild(corner);
  const big = text(String(rank), { fontSize: 62, fontWeight: '800', fill: 0xffffff }, res);
  big.position.set(41, 47);
  c.addChild(big);
  // Sport name band.
  const band = new Graphics();
  band.roundRect(16, 198, CARD_W - 32, 36, 8).fill(color);
  c.addChild(band);
  const name = text(t(`rush.sport.${sport.key}` as 'rush.sport.archery').toUpperCase(), { fontSize: 21, fontWeight: '800', fill: 0xffffff, letterSpacing: 1 }, res);
  fitText(name, CARD_W - 48);
  name.position.set(100, 216);
  c.addChild(name);
  // How many copies the rank has ("3 of 5"), with one pip per copy.
  const copies = text(copy > 0 ? t('rush.art.copyOf', { copy, rank }) : t('rush.art.copies', { count: rank }), { fontSize: 16, fontWeight: '700', fill: shade(color, 0.7) }, res);
  fitText(copies, 104);
  copies.anchor.set(0, 0.5);
  copies.position.set(18, 256);
  c.addChild(copies);
  const pips = new Graphics();
  const r = 4.2;
  const step = 11;
  const x0 = 186 - rank * step;
  for (let i = 0; i < rank; i++) {
    const filled = copy > 0 ? i < copy : true;
    pips.circle(x0 + i * step + r, 256, r).fill(filled ? color : 0xffffff).stroke({ width: 1.5, color });
  }
  c.addChild(pips);
  const small = text(String(rank), { fontSize: 26, fontWeight: '800', fill: color }, res);
  small.position.set(178, 30);
  c.addChild(small);
  return c;
}

function caption(c: Container, value: string, fill: number, color: number, res: number): void {
  const g = new Graphics();
  g.roundRect(14, 214, CARD_W - 28, 52, 10).fill(fill);
  c.addChild(g);
  const tx = text(value, { fontSize: 22, fontWeight: '800', fill: color, letterSpacing: 1, align: 'center', lineHeight: 22 }, res);
  fitText(tx, CARD_W - 40);
  if (tx.height > 48) tx.scale.set(Math.min(tx.scale.x, 48 / (tx.height / tx.scale.y)));
  tx.position.set(100, 240);
  c.addChild(tx);
}

function bigSign(c: Container, sign: string, fill: number, ring: number, res: number): void {
  const g = new Graphics();
  g.circle(46, 46, 30).fill(fill).stroke({ width: 4, color: ring });
  c.addChild(g);
  const s = text(sign, { fontSize: 52, fontWeight: '800', fill: 0xffffff }, res);
  s.position.set(46, 44);
  c.addChild(s);
}

function drawSponsor(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  frame(g, 0x1b5e20, 0xf2c94c);
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    g.moveTo(104, 124).lineTo(104 + Math.cos(a) * 96, 124 + Math.sin(a) * 96).lineTo(104 + Math.cos(a + 0.14) * 96, 124 + Math.sin(a + 0.14) * 96).closePath().fill({ color: 0xffffff, alpha: 0.07 });
  }
  // A money bag with a coin stack.
  g.moveTo(84, 86).quadraticCurveTo(104, 74, 124, 86).lineTo(116, 98).lineTo(92, 98).closePath().fill(0xd4a72c).stroke({ width: 3, color: 0x5b4300 });
  g.ellipse(104, 144, 50, 48).fill(0xf2c94c).stroke({ width: 4, color: 0x5b4300 });
  g.roundRect(88, 94, 32, 10, 5).fill(0x8d6e20);
  for (let i = 0; i < 4; i++) g.ellipse(156, 182 - i * 9, 20, 7).fill(0xffd54f).stroke({ width: 2.5, color: 0x8d6e20 });
  c.addChild(g);
  const plus = text('+', { fontSize: 70, fontWeight: '800', fill: 0x1b5e20 }, res);
  plus.position.set(104, 144);
  c.addChild(plus);
  bigSign(c, '+', 0x2e7d32, 0xf2c94c, res);
  caption(c, t('rush.art.sponsor'), 0x0d3a12, 0xf2c94c, res);
  return c;
}

function drawDoping(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  frame(g, 0xf4f6f8, 0xc62828);
  for (let i = 0; i < 7; i++) g.rect(14, 20 + i * 28, CARD_W - 28, 12).fill({ color: 0xc62828, alpha: 0.06 });
  // A sample tube in a rack and a magnifying glass.
  g.roundRect(60, 174, 96, 16, 4).fill(0x90a4ae).stroke({ width: 2.5, color: 0x37474f });
  g.roundRect(88, 70, 30, 110, 14).fill(0xffffff).stroke({ width: 3.5, color: 0x37474f });
  g.roundRect(91, 122, 24, 55, 11).fill(0xffca28);
  g.roundRect(84, 62, 38, 16, 4).fill(0xc62828).stroke({ width: 2.5, color: 0x37474f });
  g.circle(142, 120, 26).fill({ color: 0xbbdefb, alpha: 0.6 }).stroke({ width: 6, color: 0x37474f });
  g.moveTo(160, 140).lineTo(182, 164).stroke({ width: 10, color: 0x37474f, cap: 'round' });
  c.addChild(g);
  bigSign(c, '−', 0xc62828, 0xffffff, res);
  caption(c, t('rush.art.doping'), 0xc62828, 0xffffff, res);
  return c;
}

function drawCoach(res: number): Container {
  const c = new Container();
  const g = new Graphics();
  frame(g, 0x0d2b52, 0x90caf9);
  g.circle(100, 118, 80).fill({ color: 0xffffff, alpha: 0.05 });
  // A clipboard with a play drawn on it, and a whistle on its cord.
  g.roundRect(56, 58, 92, 130, 10).fill(0xa1887f).stroke({ width: 3, color: 0x3e2723 });
  g.roundRect(64, 72, 76, 108, 4).fill(0xffffff);
  g.roundRect(84, 50, 36, 16, 5).fill(0x9e9e9e).stroke({ width: 2.5, color: 0x424242 });
  g.circle(80, 98, 7).stroke({ width: 3, color: 0x1565c0 });
  g.moveTo(114, 92).lineTo(126, 104).moveTo(126, 92).lineTo(114, 104).stroke({ width: 3, color: 0xc62828 });
  g.moveTo(82, 110).quadraticCurveTo(96, 150, 120, 120).stroke({ width: 3, color: 0x1565c0 });
  g.poly([120, 120, 110, 122, 118, 130]).fill(0x1565c0);
  g.moveTo(148, 70).quadraticCurveTo(176, 120, 150, 168).stroke({ width: 3, color: 0xef5350 });
  g.roundRect(132, 164, 40, 22, 10).fill(0xcfd8dc).stroke({ width: 3, color: 0x37474f });
  g.circle(160, 175, 5).fill(0x37474f);
  c.addChild(g);
  const badge = new Graphics();
  badge.circle(162, 40, 24).fill(0xf2c94c).stroke({ width: 3, color: 0x5b4300 });
  c.addChild(badge);
  const plus = text('+1', { fontSize: 24, fontWeight: '800', fill: 0x3b2a00 }, res);
  plus.position.set(162, 40);
  c.addChild(plus);
  caption(c, t('rush.art.coach'), 0x061a33, 0x90caf9, res);
  return c;
}

function drawBack(): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 16).fill(0xf4f1e4);
  g.roundRect(7, 7, CARD_W - 14, CARD_H - 14, 11).fill(0x183a6b);
  // Diagonal ribbon stripes of every sport's colour.
  SPORTS.forEach((s, i) => {
    const y = 30 + i * 30;
    g.poly([7, y, CARD_W - 7, y - 60, CARD_W - 7, y - 48, 7, y + 12]).fill({ color: s.color, alpha: 0.5 });
  });
  g.roundRect(16, 16, CARD_W - 32, CARD_H - 32, 8).stroke({ width: 3, color: 0xf2c94c, alpha: 0.8 });
  // The medal: ribbon, disc, star.
  g.poly([78, 52, 100, 52, 112, 118, 92, 118]).fill(0xc62828);
  g.poly([122, 52, 100, 52, 88, 118, 108, 118]).fill(0x1565c0);
  g.circle(100, 160, 46).fill(0xf2c94c).stroke({ width: 5, color: 0x8d6e20 });
  g.circle(100, 160, 36).stroke({ width: 2.5, color: 0x8d6e20 });
  g.star(100, 161, 5, 26, 11).fill(0xfff3c4).stroke({ width: 2, color: 0x8d6e20 });
  c.addChild(g);
  return c;
}

/** Face keys: "back", "sport:<rank>:<copy>" (copy 0 when unknown), "sponsor", "doping", "coach". */
export function drawFace(key: string, resolution: number): Container {
  if (key.startsWith('sport:')) {
    const [, rank, copy] = key.split(':');
    return drawSport(Number(rank), Number(copy ?? 0), resolution);
  }
  switch (key) {
    case 'sponsor':
      return drawSponsor(resolution);
    case 'doping':
      return drawDoping(resolution);
    case 'coach':
      return drawCoach(resolution);
    default:
      return drawBack();
  }
}
