/**
 * Draker's card faces, drawn with Pixi at design size.
 * (First version: a plain face with the rank and suit; the full art replaces it.)
 */
import { Container, Graphics } from 'pixi.js';

import { ART_FONT, text } from '../../table/card-art';

export const CARD_W = 200;
export const CARD_H = 280;

/** Face keys: "back", a card id ("hearts-Q", "gnomes-art"), an Artefact with its setting ("gnomes-art@r12", "gnomes-art@p3"). */
export function drawFace(key: string, resolution: number): Container {
  const c = new Container();
  const g = new Graphics().roundRect(0, 0, CARD_W, CARD_H, 14).fill(key === 'back' ? 0x4a2c6e : 0xfaf6ec);
  c.addChild(g);
  if (key === 'back') return c;
  const [suit, rank] = key.split('@')[0].split('-');
  const label = rank === 'art' ? 'ART' : rank;
  const tx = text(`${label}\n${suit}`, { fontFamily: ART_FONT, fontSize: 30, fill: 0x222222, align: 'center' }, resolution);
  tx.anchor.set(0.5);
  tx.position.set(CARD_W / 2, CARD_H / 2);
  c.addChild(tx);
  return c;
}
