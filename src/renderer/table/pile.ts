/**
 * A place where cards gather (a deck to deal from, a holding, a discard): a position plus a small
 * offset per card so the stack looks thick. Holdings drawn as HTML panels use `anchorOf` instead.
 */
import { Container } from 'pixi.js';
import type { Card } from './card';

export class Pile extends Container {
  readonly cards: Card[] = [];

  constructor(readonly step = { x: 0.25, y: -0.35 }) {
    super();
  }

  /** Where the next card would lie, in the parent's coordinates. */
  nextPosition(): { x: number; y: number } {
    const n = this.cards.length;
    return { x: this.x + n * this.step.x, y: this.y + n * this.step.y };
  }

  add(card: Card): void {
    const n = this.cards.length;
    card.position.set(n * this.step.x, n * this.step.y);
    this.cards.push(card);
    this.addChild(card);
  }

  /** Takes the top card off (it stays where it is on screen, reparented to `into`). */
  take(into: Container): Card | undefined {
    const card = this.cards.pop();
    if (!card) return undefined;
    const global = card.getGlobalPosition();
    into.addChild(card);
    const local = into.toLocal(global);
    card.position.set(local.x, local.y);
    return card;
  }

  clear(): void {
    for (const c of this.cards.splice(0)) c.destroy();
  }
}

/** The centre of an HTML element (a player's panel) in canvas coordinates; the canvas fills the window. */
export function anchorOf(el: Element | null): { x: number; y: number } | null {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}
