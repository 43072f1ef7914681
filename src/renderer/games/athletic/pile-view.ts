/**
 * One slot of the ring, drawn about its centre: a pile shows its top card whole, its bottom card's band
 * peeking out above, the edges of the cards between along its lower edge, and under it a caption (the
 * slot's number in a disc and the count); a hole is an empty dashed slot with its number.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { AthleticCard } from '../../../common/games/athletic';
import { Card } from '../../table/card';
import { dashedRoundRect } from '../../table/fx';
import type { FaceTextures } from '../../table/textures';
import { BAND, faceKey } from './art';
import { slotNumber } from './faces';
import { badgeRadius, captionDrop, EDGE_STEP, MAX_EDGES } from './ring';

export const FONT = "'Noto Sans', sans-serif";
/** The label of a pile's caption (its number and count) among the pile's drawn parts. */
export const CAPTION = 'caption';

/** Slot `slot` holding `cards` (bottom to top; none: a hole), its cards `w` by `hgt`. */
export function pileView(faces: FaceTextures, slot: number, cards: AthleticCard[] | null, w: number, hgt: number): Container {
  const v = new Container();
  const peek = hgt * BAND;
  const caption = new Container({ label: CAPTION });
  const num = new Graphics();
  const r = badgeRadius(w);
  num.circle(0, 0, r).fill({ color: 0x000000, alpha: 0.45 }).stroke({ width: 1.5, color: 0xffffff, alpha: 0.7 });
  const numText = new Text({ text: String(slotNumber(slot)), style: { fontFamily: FONT, fontSize: r * 1.2, fontWeight: '800', fill: 0xffffff }, resolution: 2 });
  numText.anchor.set(0.5);
  caption.addChild(num, numText);
  if (!cards || cards.length === 0) {
    const g = new Graphics();
    const x0 = -w / 2;
    const y0 = -hgt / 2;
    g.roundRect(x0, y0, w, hgt, w * 0.08).fill({ color: 0x000000, alpha: 0.18 });
    dashedRoundRect(g, x0, y0, w, hgt, w * 0.08, Math.max(2, w * 0.025), 0xffffff, 0.75);
    const plus = new Text({ text: '+', style: { fontFamily: FONT, fontSize: w * 0.5, fontWeight: '300', fill: 0xffffff }, resolution: 2 });
    plus.anchor.set(0.5);
    plus.alpha = 0.6;
    v.addChild(g, plus);
    caption.position.set(0, captionDrop(hgt, r, 0));
    v.addChild(caption);
    return v;
  }
  const n = cards.length;
  // Thickness: the edges of the cards under the top one show along its lower edge.
  const edges = new Graphics();
  const layers = Math.min(MAX_EDGES, n - 1);
  for (let i = layers; i >= 1; i--) {
    edges.roundRect(-w / 2 + i * 0.8, -hgt / 2 + i * EDGE_STEP, w, hgt, w * 0.08).fill(i % 2 ? 0xe8e2d0 : 0xd9d2bd).stroke({ width: 1, color: 0x8d8470, alpha: 0.8 });
  }
  if (n >= 2) {
    const bottom = new Card(faces, faceKey(cards[0]!));
    bottom.setDisplayWidth(w);
    bottom.position.set(0, -peek);
    v.addChild(bottom);
  }
  v.addChild(edges);
  const top = new Card(faces, faceKey(cards[n - 1]!));
  top.setDisplayWidth(w);
  v.addChild(top);
  // The count, under the pile next to its number.
  const count = new Text({ text: `×${n}`, style: { fontFamily: FONT, fontSize: r * 1.25, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x102010, width: 3 } }, resolution: 2 });
  count.anchor.set(0, 0.5);
  count.position.set(r + 4, 0);
  caption.addChild(count);
  caption.position.set(-(r + 4 + count.width) / 2 + r, captionDrop(hgt, r, layers));
  v.addChild(caption);
  return v;
}
