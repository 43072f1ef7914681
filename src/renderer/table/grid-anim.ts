/**
 * The animations every memory-grid table shares: dealing cards face down into the cells, flipping a card
 * where it lies, turning revealed cards back down, and flying a card to a holder's panel.
 */
import type { Container } from 'pixi.js';
import type { Animator } from './anim';
import { BACK, Card } from './card';
import type { GridLayout } from './grid';
import type { FaceTextures } from './textures';

type Point = { x: number; y: number };

/** Deals new face-down cards from below the grid into `cells`; `put` stores each card under its cell. */
export async function dealCards(anim: Animator, layer: Container, faces: FaceTextures, grid: GridLayout, cells: number[], put: (cell: number, card: Card) => void): Promise<void> {
  const b = grid.bounds;
  const from = { x: b.x + b.width / 2, y: b.y + b.height + grid.cardH };
  const jobs: Promise<void>[] = [];
  const stagger = Math.min(0.03, 2.2 / Math.max(1, cells.length));
  cells.forEach((cell, i) => {
    const card = new Card(faces, BACK);
    card.setDisplayWidth(grid.cardW);
    card.position.set(from.x, from.y);
    card.rotation = 0.6;
    card.alpha = 0;
    put(cell, card);
    layer.addChild(card);
    const to = grid.center(cell);
    jobs.push(anim.to(card, { x: to.x, y: to.y, rotation: 0, alpha: 1, duration: 0.38, delay: i * stagger, ease: 'power2.out' }));
  });
  await Promise.all(jobs);
}

/** Turns a card over to `face` where it rests (settling any lift or squash first), then a short pause to read it. */
export async function flipInPlace(anim: Animator, card: Card, face: string, rest: Point, pause = 0.18): Promise<void> {
  await Promise.all([card.flipTo(face, anim), anim.to(card, { x: rest.x, y: rest.y, duration: 0.2 }), anim.to(card.scale, { y: 1, duration: 0.2 })]);
  await anim.wait(pause);
}

/** After a moment to look, turns revealed cards face down in place. */
export async function turnDown(anim: Animator, cards: Array<{ card: Card; rest: Point }>, pause = 0.45): Promise<void> {
  await anim.wait(pause);
  await Promise.all(cards.map(async ({ card, rest }) => Promise.all([card.flipTo(BACK, anim), anim.to(card, { x: rest.x, y: rest.y, duration: 0.2 })])));
}

/** Lifts a card, flies it to `to` shrinking, fades it out and destroys it. */
export async function flyAway(anim: Animator, layer: Container, card: Card, to: Point, delay = 0): Promise<void> {
  layer.addChild(card);
  await anim.to(card.scale, { x: 1.2, y: 1.2, duration: 0.15, delay, ease: 'back.out(2)' });
  await Promise.all([
    anim.to(card, { x: to.x, y: to.y, rotation: -0.3, duration: 0.5, ease: 'power2.inOut' }),
    anim.to(card.scale, { x: 0.45, y: 0.45, duration: 0.5, ease: 'power2.in' }),
  ]);
  await anim.to(card, { alpha: 0, duration: 0.12 });
  card.destroy();
}
