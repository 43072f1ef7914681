/**
 * The hover help's pieces: the tooltip beside the zoom, and the enlarged row of a combination's cards that a
 * group's summary opens (its cards side by side, each showing its rank, suit, profession and icon).
 */
import { Container, Graphics } from 'pixi.js';
import { Card } from '../../table/card';
import { ART_FONT } from '../../table/card-art';
import type { Rect } from '../../table/grid';
import type { FaceTextures } from '../../table/textures';

/** How far apart the enlarged cards of a group lie, as a share of their width. */
export const ZOOM_STEP = 0.62;

export function makeTip(board: HTMLElement): HTMLDivElement {
  const tip = document.createElement('div');
  tip.className = 'draker-tip';
  tip.setAttribute('role', 'tooltip');
  Object.assign(tip.style, {
    position: 'fixed', zIndex: '6', pointerEvents: 'none', display: 'none', maxWidth: '280px', padding: '8px 10px', borderRadius: '8px',
    background: 'rgba(8, 26, 16, 0.95)', color: '#fff', border: '1px solid rgba(242, 201, 76, 0.7)', font: `13px/1.35 ${ART_FONT}`, whiteSpace: 'pre-line', boxShadow: '0 4px 14px rgba(0,0,0,0.45)',
  });
  board.appendChild(tip);
  return tip;
}

/** The size of `count` enlarged cards `cardW` wide laid in a row, with the frame's padding. */
export function zoomRowSize(count: number, cardW: number, aspect: number): { width: number; height: number } {
  const pad = count > 1 ? cardW * 0.08 : 0;
  return { width: cardW * (1 + ZOOM_STEP * Math.max(0, count - 1)) + 2 * pad, height: cardW / aspect + 2 * pad };
}

/** A group's cards enlarged in a row filling `r` (from zoomRowSize), framed in the group's colour. */
export function zoomRow(faces: FaceTextures, list: readonly string[], r: Rect, cardW: number, color: number): Container {
  const row = new Container();
  const pad = cardW * 0.08;
  row.addChild(new Graphics().roundRect(r.x, r.y, r.width, r.height, 10).fill({ color: 0x08200f, alpha: 0.92 }).stroke({ width: 3, color }));
  faces.setDisplayWidth(cardW);
  list.forEach((face, i) => {
    const c = new Card(faces, face);
    c.setDisplayWidth(cardW);
    c.position.set(r.x + pad + cardW / 2 + i * cardW * ZOOM_STEP, r.y + r.height / 2);
    row.addChild(c);
  });
  return row;
}
