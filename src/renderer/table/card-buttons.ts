/**
 * The accessible face of the interactive cards: one real <button> per card, transparent, laid exactly
 * over the card on the canvas, with a stable key ("card grid A1 face down", its data-testid: the code and
 * the end-to-end tests find cards by it in any language) and a name in the player's language. Mouse,
 * keyboard, screen readers and tests all use these buttons. Disabled cards stay in place with
 * aria-disabled, so focus is not lost while a move animates.
 */
import { language } from '../i18n';
import type { Rect } from './grid';

export interface CardButtonSpec {
  id: number;
  /** Stable key of the card (data-testid), also its accessible name in English. */
  label: string;
  /** Longer text in the player's language (tooltip, description). */
  description: string;
  rect: Rect;
  enabled: boolean;
  /** Set while the card is picked (e.g. for a VAR look). */
  pressed?: boolean;
}

/**
 * The accessible name of a card button: in English the stable key, which reads as plain words ("card hand
 * boxing 3", and the English tests find cards by name); in another language the description in it.
 */
export function cardButtonName(spec: Pick<CardButtonSpec, 'label' | 'description'>): string {
  return language() === 'en' || !spec.description ? spec.label : spec.description;
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

  constructor(parent: HTMLElement, ariaLabel: string) {
    this.root = document.createElement('div');
    this.root.className = 'card-buttons';
    this.root.setAttribute('role', 'group');
    this.root.setAttribute('aria-label', ariaLabel);
    parent.appendChild(this.root);
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
    for (const spec of specs) {
      seen.add(spec.id);
      let b = this.buttons.get(spec.id);
      if (!b) {
        b = document.createElement('button');
        b.type = 'button';
        b.className = 'card-button';
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
  }

  clear(): void {
    this.update([]);
  }
}
