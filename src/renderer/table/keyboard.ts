/**
 * Playing a table by keyboard alone. The card buttons (card-buttons.ts) fall into regions (the hand, the
 * piles or grid, the opponents' cards); with the table's actions and its log they make the regions F6 and
 * Shift+F6 move between. Inside a card region the arrow keys move (a roving tabindex: Tab stops once per
 * region, not on forty cards); Enter or Space picks. The focused card wears a ring drawn on the canvas,
 * and when a redraw takes its button away the focus goes to the same card, else the nearest card of the
 * region, else the region's first control — never to the page. The table's own keys: U (or Ctrl+Z) Undo,
 * H Hint, R Rules, F10 Menu, besides S (skip to my turn, table-pace.ts) and M (mute).
 */
import type { Graphics } from 'pixi.js';
import { t } from '../i18n';
import { h } from '../ui/dom';

export type CardRegion = 'hand' | 'piles' | 'opponents';

/** A button that belongs to a card region: a card button, or a card drawn in HTML (Words' hand) that carries its region. */
const REGION_ITEM = 'button[data-region]';

function isRegionItem(el: EventTarget | null): el is HTMLButtonElement {
  return el instanceof HTMLButtonElement && !!el.dataset.region;
}

/** The regions in the order F6 visits them. */
export const REGIONS = ['hand', 'piles', 'opponents', 'actions', 'log'] as const;
export type Region = (typeof REGIONS)[number];

/** The region of a card by its stable key: "card hand …" is the player's hand, "card <name> hand …" an opponent's. */
export function regionOf(key: string): CardRegion {
  if (key.startsWith('card hand ')) return 'hand';
  if (/^card \S+ hand /.test(key)) return 'opponents';
  return 'piles';
}

const RING_OUTER = 0x10151c;
const RING_INNER = 0xffffff;

interface Remembered {
  key: string;
  region: string;
  x: number;
  y: number;
}

function centre(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/**
 * The nearest of `items` from `from` in the direction (dx, dy) (one of them 0), or null: along the
 * direction counts once, across it twice, so a grid's rows and columns are followed.
 */
export function nearestInDirection<T>(from: { x: number; y: number }, items: Array<{ item: T; x: number; y: number }>, dx: number, dy: number): T | null {
  let best: T | null = null;
  let bestScore = Infinity;
  for (const c of items) {
    const along = (c.x - from.x) * dx + (c.y - from.y) * dy;
    if (along <= 1) continue;
    const across = Math.abs((c.x - from.x) * dy) + Math.abs((c.y - from.y) * dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = c.item;
    }
  }
  return best;
}

/**
 * The focus among one table's card buttons (or an HTML hand's cards): the ring, the roving tabindex, the
 * arrow keys and refocusing after a redraw. `ring`: null where the cards are HTML and show their own focus.
 */
export class CardFocus {
  /** The last focused card of each region (its key): Tab and F6 come back to it. */
  private readonly current = new Map<string, string>();
  private focused: HTMLButtonElement | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly ring: Graphics | null,
  ) {
    root.addEventListener('focusin', this.onFocusIn);
    root.addEventListener('focusout', this.onFocusOut);
    root.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    this.root.removeEventListener('focusin', this.onFocusIn);
    this.root.removeEventListener('focusout', this.onFocusOut);
    this.root.removeEventListener('keydown', this.onKey);
    this.focused = null;
  }

  private buttons(region?: string): HTMLButtonElement[] {
    const all = [...this.root.querySelectorAll<HTMLButtonElement>(REGION_ITEM)];
    return region ? all.filter((b) => b.dataset.region === region) : all;
  }

  private readonly onFocusIn = (ev: FocusEvent): void => {
    const b = ev.target;
    if (!isRegionItem(b)) return;
    this.focused = b;
    this.current.set(b.dataset.region ?? '', b.getAttribute('data-testid') ?? '');
    this.rove();
    this.drawRing();
  };

  private readonly onFocusOut = (ev: FocusEvent): void => {
    if (ev.relatedTarget instanceof Node && this.root.contains(ev.relatedTarget)) return;
    this.focused = null;
    this.drawRing();
  };

  private readonly onKey = (ev: KeyboardEvent): void => {
    const b = ev.target;
    if (!isRegionItem(b) || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    // in reading order (rows top to bottom, left to right), as the cards lie on the table
    const mates = this.buttons(b.dataset.region)
      .map((m) => ({ m, r: m.getBoundingClientRect() }))
      .sort((p, q) => (Math.abs(p.r.top - q.r.top) > Math.min(p.r.height, q.r.height) / 2 ? p.r.top - q.r.top : p.r.left - q.r.left))
      .map((e) => e.m);
    let next: HTMLButtonElement | null = null;
    if (ev.key === 'Home') next = mates[0] ?? null;
    else if (ev.key === 'End') next = mates[mates.length - 1] ?? null;
    else if (ev.key === 'ArrowLeft' || ev.key === 'ArrowRight') {
      // Left and Right: the previous and next card in reading order, round the region
      const i = mates.indexOf(b);
      next = mates[(i + (ev.key === 'ArrowRight' ? 1 : -1) + mates.length) % mates.length] ?? null;
    } else if (ev.key === 'ArrowUp' || ev.key === 'ArrowDown') {
      // Up and Down: the nearest card above or below (a grid's column, the next row)
      const others = mates.filter((m) => m !== b).map((m) => ({ item: m, ...centre(m) }));
      next = nearestInDirection(centre(b), others, 0, ev.key === 'ArrowDown' ? 1 : -1);
    } else return;
    ev.preventDefault();
    if (next && next !== b) next.focus();
  };

  /** Where the focus is before a redraw, when it is on a card. */
  remember(): Remembered | null {
    const el = document.activeElement;
    if (!(el instanceof HTMLButtonElement) || !this.root.contains(el)) return null;
    return { key: el.getAttribute('data-testid') ?? '', region: el.dataset.region ?? '', ...centre(el) };
  }

  /**
   * After a redraw: the focus stays on its card, or goes to the same card under its new button, the
   * nearest card of its region, any card, or the region's first control; the tab stops and the ring follow.
   */
  settle(before: Remembered | null): void {
    this.rove();
    if (before && !this.root.contains(document.activeElement)) {
      const all = this.buttons();
      const same = all.find((b) => b.getAttribute('data-testid') === before.key);
      const mates = this.buttons(before.region);
      const nearest = (list: HTMLButtonElement[]): HTMLButtonElement | undefined =>
        list.map((b) => ({ b, d: Math.hypot(centre(b).x - before.x, centre(b).y - before.y) })).sort((a, z) => a.d - z.d)[0]?.b;
      const target = same ?? nearest(mates) ?? nearest(all) ?? firstControl(this.root);
      target?.focus({ preventScroll: true });
    }
    this.drawRing();
  }

  /** One tab stop per region: its last focused card, else its first. */
  private rove(): void {
    const byRegion = new Map<string, HTMLButtonElement[]>();
    for (const b of this.buttons()) {
      const r = b.dataset.region ?? '';
      byRegion.set(r, [...(byRegion.get(r) ?? []), b]);
    }
    for (const [region, list] of byRegion) {
      const key = this.current.get(region);
      const stop = list.find((b) => b.getAttribute('data-testid') === key) ?? list[0]!;
      for (const b of list) b.tabIndex = b === stop ? 0 : -1;
    }
  }

  /** The ring around the focused card, on the canvas: dark outside, white inside, seen on every table. */
  drawRing(): void {
    const g = this.ring;
    if (!g || g.destroyed) return;
    g.clear();
    const b = this.focused;
    if (!b || !b.isConnected || document.activeElement !== b) return;
    const r = b.getBoundingClientRect();
    if (r.width < 2) return;
    // above every layer a table may have added since (a hand, a drag's ghost)
    g.parent?.addChild(g);
    const radius = Math.min(r.width, r.height) * 0.08 + 5;
    g.roundRect(r.left - 6, r.top - 6, r.width + 12, r.height + 12, radius).stroke({ width: 6, color: RING_OUTER, alpha: 0.9 });
    g.roundRect(r.left - 6, r.top - 6, r.width + 12, r.height + 12, radius).stroke({ width: 3, color: RING_INNER });
  }
}

function visible(el: HTMLElement): boolean {
  return el.isConnected && !el.closest('[hidden]') && el.getClientRects().length > 0;
}

/** The first control of the table that can be used now (the region's first control when its cards are gone). */
function firstControl(from: HTMLElement): HTMLElement | null {
  const screen = from.closest('.table-screen') ?? document;
  return [...screen.querySelectorAll<HTMLElement>(`${REGION_ITEM}, .reaction button, .board button:not([data-region]), .actions-wrap button`)].find((b) => visible(b) && !(b as HTMLButtonElement).disabled) ?? null;
}

/** What the table's keys press: its chrome's buttons. */
export interface TableKeyTargets {
  screen: HTMLElement;
  board: HTMLElement;
  actions: HTMLElement;
  log: HTMLElement;
  menu: HTMLButtonElement;
  undo: HTMLButtonElement;
  hint: HTMLButtonElement | null;
}

/** The region's item the focus goes to: the card that is its tab stop, the first usable action, the log. */
function regionItem(k: TableKeyTargets, region: Region): HTMLElement | null {
  if (region === 'log') return k.log;
  if (region === 'actions') {
    // a reaction's buttons and the table's own controls come before the top bar's
    const list = [...k.board.querySelectorAll<HTMLElement>('button:not([data-region]), select'), ...k.actions.closest('.actions-wrap')!.querySelectorAll<HTMLElement>('button')];
    return list.find((b) => visible(b) && !(b as HTMLButtonElement).disabled) ?? null;
  }
  const cards = [...k.board.querySelectorAll<HTMLElement>(`${REGION_ITEM}[data-region="${region}"]`)].filter(visible);
  return cards.find((b) => b.tabIndex === 0) ?? cards[0] ?? null;
}

function regionAt(k: TableKeyTargets, el: Element | null): number {
  if (!el) return -1;
  if (isRegionItem(el)) return REGIONS.indexOf(el.dataset.region as Region);
  if (k.log.contains(el)) return REGIONS.indexOf('log');
  if (k.board.contains(el) || k.actions.closest('.actions-wrap')?.contains(el)) return REGIONS.indexOf('actions');
  return -1;
}

/** A key typed into a field, or pressed while a dialog is open, is not the table's. */
function notForTable(ev: KeyboardEvent): boolean {
  const target = ev.target as HTMLElement | null;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return true;
  return !!document.querySelector('dialog[open]') || !document.body.classList.contains('at-table');
}

function press(b: HTMLButtonElement | null | undefined): boolean {
  if (!b || b.disabled || !visible(b)) return false;
  b.click();
  return true;
}

/** The table's keys: F6 / Shift+F6 between regions, and Undo, Hint, Rules and Menu. */
export class TableKeyboard {
  constructor(private readonly k: TableKeyTargets) {
    // on window, after the document's listeners: a key a table already used (typing a word) is not a shortcut
    window.addEventListener('keydown', this.onKey);
    k.screen.addEventListener('focusout', this.onFocusOut);
    k.menu.setAttribute('aria-keyshortcuts', 'F10');
    k.undo.setAttribute('aria-keyshortcuts', 'U Control+Z');
    k.hint?.setAttribute('aria-keyshortcuts', 'H');
  }

  destroy(): void {
    window.removeEventListener('keydown', this.onKey);
    this.k.screen.removeEventListener('focusout', this.onFocusOut);
  }

  /**
   * A control that goes away with the focus on it (an offer taken, a reaction answered, a card played):
   * once the table has redrawn, the focus goes to its region's item, else on to the next region's —
   * never left on the page.
   */
  private readonly onFocusOut = (ev: FocusEvent): void => {
    const gone = ev.target;
    if (ev.relatedTarget || !(gone instanceof HTMLElement)) return;
    const region = regionAt(this.k, gone);
    requestAnimationFrame(() => {
      const now = document.activeElement;
      if (gone.isConnected || (now && now !== document.body) || !this.k.screen.isConnected || document.querySelector('dialog[open]')) return;
      const item = region >= 0 ? regionItem(this.k, REGIONS[region]!) : null;
      if (item) item.focus({ preventScroll: true });
      else this.moveRegion(1);
    });
  };

  /** Moves the focus `step` regions on from where it is, skipping empty regions. */
  moveRegion(step: 1 | -1): boolean {
    const from = regionAt(this.k, document.activeElement);
    for (let i = 1; i <= REGIONS.length; i++) {
      const at = (((from < 0 ? (step > 0 ? -1 : 0) : from) + step * i) % REGIONS.length + REGIONS.length) % REGIONS.length;
      const item = regionItem(this.k, REGIONS[at]!);
      if (item) {
        item.focus();
        return true;
      }
    }
    return false;
  }

  private readonly onKey = (ev: KeyboardEvent): void => {
    if (ev.defaultPrevented || !this.k.screen.isConnected || this.k.screen.closest('[hidden]')) return;
    if (ev.key === 'F6' && !ev.ctrlKey && !ev.altKey && !ev.metaKey) {
      if (document.querySelector('dialog[open]') || !this.moveRegion(ev.shiftKey ? -1 : 1)) return;
      ev.preventDefault();
      return;
    }
    if (notForTable(ev) || ev.altKey || ev.metaKey || ev.repeat) return;
    let done = false;
    if (ev.ctrlKey) done = ev.code === 'KeyZ' && press(this.k.undo);
    else if (ev.key === 'F10') done = press(this.k.menu);
    else if (ev.shiftKey) return;
    else if (ev.code === 'KeyU') done = press(this.k.undo);
    else if (ev.code === 'KeyH') done = press(this.k.hint);
    else if (ev.code === 'KeyR') done = press(this.k.actions.querySelector<HTMLButtonElement>('[aria-keyshortcuts="R"]'));
    if (done) ev.preventDefault();
  };
}

/** The keys every table shares, for the "Keyboard" section of each game's Rules; `extra`: the game's own lines. */
export function keyboardSection(extra: string[] = []): HTMLElement {
  const rows: Array<[string, string]> = [
    ['F6 / Shift+F6', t('keys.regions')],
    ['← → ↑ ↓ · Home · End', t('keys.arrows')],
    ['Tab', t('keys.tab')],
    ['Enter / Space', t('keys.pick')],
    ['Escape', t('keys.cancel')],
    ['U · Ctrl+Z', t('table.undo')],
    ['H', t('table.hint')],
    ['R', t('keys.rules')],
    ['F10', t('table.menu')],
    ['S', t('keys.skip', { skip: t('pace.skip') })],
    ['M', t('keys.mute')],
  ];
  return h(
    'section',
    { className: 'rules-keys' },
    h('h3', {}, t('keys.heading')),
    h('table', { className: 'keys-table' }, h('tbody', {}, ...rows.map(([key, what]) => h('tr', {}, h('th', { scope: 'row' }, h('kbd', {}, key)), h('td', {}, what))))),
    ...extra.map((line) => h('p', {}, line)),
  );
}
