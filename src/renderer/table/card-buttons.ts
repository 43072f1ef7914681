/**
 * The accessible face of the interactive cards: one real <button> per card, transparent, laid exactly
 * over the card on the canvas, with a stable key ("card grid A1 face down", its data-testid: the code and
 * the end-to-end tests find cards by it in any language) and a name in the player's language that says
 * what the card is, where it lies and what it can do. Mouse, keyboard, screen readers and tests all use
 * these buttons. Disabled cards stay in place with aria-disabled, so focus is not lost while a move
 * animates; the keyboard's ring, roving focus and refocusing live in keyboard.ts.
 */
import type { Graphics } from 'pixi.js';
import { t } from '../i18n';
import type { Rect } from './grid';
import { CardFocus, regionOf, type CardRegion } from './keyboard';

export type { CardRegion } from './keyboard';

export interface CardButtonSpec {
  id: number;
  /** Stable key of the card (data-testid), the same in every language. */
  label: string;
  /** What the card is, in the player's language (its name starts with it). */
  description: string;
  rect: Rect;
  enabled: boolean;
  /** Set while the card is picked (e.g. for a VAR look). */
  pressed?: boolean;
  /** Where the card lies, for the keys that move between regions (by default read from the key). */
  region?: CardRegion;
  /** What picking the card does now ("can be laid out"), in the player's language; by default "can be picked" when enabled. */
  can?: string;
}

/**
 * The accessible name of a card button, in the player's language: what it is, where it lies and what it
 * can do now ("Athletics 8, in your hand, can be laid out"). Without a description, the key.
 */
export function cardButtonName(spec: Pick<CardButtonSpec, 'label' | 'description'> & Partial<Pick<CardButtonSpec, 'region' | 'enabled' | 'can'>>): string {
  if (!spec.description) return spec.label;
  const parts = [spec.description];
  const region = spec.region ?? regionOf(spec.label);
  if (region === 'hand') parts.push(t('cards.inHand'));
  const can = spec.can ?? (spec.enabled ? t('cards.canPick') : '');
  if (can) parts.push(can);
  // a description may already say where it is ("…, in your hand"): not twice
  return parts.filter((p, i) => i === 0 || !parts[0]!.includes(p)).join(', ');
}

/** The stable key of a card button (CardButtonSpec.label). */
export function cardKey(el: Element): string {
  return el.getAttribute('data-testid') ?? '';
}

export class CardButtons {
  readonly root: HTMLDivElement;
  private buttons = new Map<number, HTMLButtonElement>();
  private handler: (id: number) => void = () => undefined;
  private hoverHandler: (id: number | null) => void = () => undefined;
  private readonly focus: CardFocus;

  /** `ring`: the layer over the cards where the focused card's ring is drawn. */
  constructor(parent: HTMLElement, ariaLabel: string, ring: Graphics) {
    this.root = document.createElement('div');
    this.root.className = 'card-buttons';
    this.root.setAttribute('role', 'group');
    this.root.setAttribute('aria-label', ariaLabel);
    parent.appendChild(this.root);
    this.focus = new CardFocus(this.root, ring);
  }

  setLabel(text: string): void {
    this.root.setAttribute('aria-label', text);
  }

  onActivate(handler: (id: number) => void): void {
    this.handler = handler;
  }

  onHover(handler: (id: number | null) => void): void {
    this.hoverHandler = handler;
  }

  update(specs: CardButtonSpec[]): void {
    const seen = new Set<number>();
    const origin = this.root.getBoundingClientRect();
    const before = this.focus.remember();
    for (const spec of specs) {
      seen.add(spec.id);
      let b = this.buttons.get(spec.id);
      if (!b) {
        b = document.createElement('button');
        b.type = 'button';
        b.className = 'card-button';
        b.tabIndex = -1;
        const id = spec.id;
        b.addEventListener('click', () => {
          if (b!.getAttribute('aria-disabled') === 'true') return;
          this.handler(id);
        });
        b.addEventListener('pointerenter', () => this.hoverHandler(id));
        b.addEventListener('pointerleave', () => this.hoverHandler(null));
        b.addEventListener('focus', () => this.hoverHandler(id));
        b.addEventListener('blur', () => this.hoverHandler(null));
        this.buttons.set(spec.id, b);
        this.root.appendChild(b);
      }
      if (cardKey(b) !== spec.label) b.setAttribute('data-testid', spec.label);
      const region = spec.region ?? regionOf(spec.label);
      if (b.dataset.region !== region) b.dataset.region = region;
      const name = cardButtonName(spec);
      if (b.getAttribute('aria-label') !== name) b.setAttribute('aria-label', name);
      if (b.title !== spec.description) b.title = spec.description;
      b.setAttribute('aria-disabled', spec.enabled ? 'false' : 'true');
      b.classList.toggle('enabled', spec.enabled);
      if (spec.pressed === undefined) b.removeAttribute('aria-pressed');
      else b.setAttribute('aria-pressed', String(spec.pressed));
      const s = b.style;
      s.left = `${spec.rect.x - origin.left}px`;
      s.top = `${spec.rect.y - origin.top}px`;
      s.width = `${spec.rect.width}px`;
      s.height = `${spec.rect.height}px`;
    }
    for (const [id, b] of this.buttons) {
      if (!seen.has(id)) {
        b.remove();
        this.buttons.delete(id);
      }
    }
    this.focus.settle(before);
  }

  clear(): void {
    this.update([]);
  }

  destroy(): void {
    this.focus.destroy();
    this.root.remove();
  }
}
