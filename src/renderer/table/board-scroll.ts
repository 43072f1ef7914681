/**
 * A board that scrolls over a table laid out taller than it. Large text (or a small window) leaves some
 * tables too little height: squeezed into it, a hand or a grid would shrink to cards nobody can read or
 * click. Such a table is laid out at the height it needs and the board scrolls over it (wheel, scroll bar,
 * a focused card scrolling into sight). The buttons and bars laid over the board scroll with it as any
 * content does; the drawing, on a canvas that spans the window, is laid out again at each scroll (or,
 * while a piece moves, shifted by the scroll since it was drawn) and clipped to the board.
 */
import { Graphics, type Container } from 'pixi.js';
import type { Rect } from './grid';

export class BoardScroll {
  /** Gives the board its scroll range. */
  private readonly sizer = document.createElement('div');
  /** The height the table is laid out at while that is more than the board has, else 0. */
  private tall = 0;
  /** The scroll offset the table was drawn at. */
  private drawnAt = 0;
  private readonly clip = new Graphics();

  constructor(
    private readonly board: HTMLElement,
    stage: Container,
    private readonly root: Container,
    private readonly onScroll: () => void,
  ) {
    this.sizer.className = 'board-sizer';
    board.appendChild(this.sizer);
    board.addEventListener('scroll', this.onScroll, { passive: true });
    stage.addChild(this.clip);
  }

  destroy(): void {
    this.board.removeEventListener('scroll', this.onScroll);
    this.board.classList.remove('board-scrolls');
    this.board.style.removeProperty('--board-overflow');
    this.sizer.remove();
    this.root.mask = null;
    this.clip.destroy();
  }

  /**
   * Lays the table out `need` high: the board scrolls when that is more than it has. `need` is asked for on
   * the board's whole width (`needAt`): the scroll bar, once shown, leaves the table a little narrower, its
   * cards no bigger.
   */
  fit(needAt: (width: number, height: number) => number): void {
    const r = this.board.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) return;
    const need = needAt(r.width, r.height);
    const tall = need > r.height + 1 ? Math.ceil(need) : 0;
    this.board.classList.toggle('board-scrolls', tall > 0);
    this.sizer.style.height = `${tall}px`;
    // what lies at the table's bottom (Words' tray) goes down with it
    this.board.style.setProperty('--board-overflow', `${tall ? tall - this.board.clientHeight : 0}px`);
    // a table that starts to scroll opens at its bottom, the player's own cards and the controls, and
    // stays there when it grows (the controls take another line)
    const atBottom = this.tall > 0 && this.board.scrollTop + this.board.clientHeight >= this.tall - 2;
    if (tall && (!this.tall || atBottom)) this.board.scrollTop = tall;
    this.tall = tall;
    this.clip.clear();
    if (tall) this.clip.rect(r.left, r.top, this.board.clientWidth, r.height).fill(0xffffff);
    this.root.mask = tall ? this.clip : null;
  }

  /** The drawing was laid out at the scroll offset now. */
  drawn(): void {
    this.root.y = 0;
    this.drawnAt = this.board.scrollTop;
  }

  /** Moves the drawing by the scroll since it was drawn (while a piece moves, the layout waits). */
  follow(): void {
    this.root.y = this.drawnAt - this.board.scrollTop;
  }

  /** Where the table is laid out on the page: the board, or all of its scroll range when it scrolls. */
  layoutRect(): Rect | null {
    const r = this.board.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) return null;
    if (!this.tall) return { x: r.left, y: r.top, width: r.width, height: r.height };
    return { x: r.left, y: r.top - this.board.scrollTop, width: this.board.clientWidth, height: this.tall };
  }

  /** The part of the table in sight: the board's own box (less its scroll bar). */
  inSight(): Rect | null {
    const r = this.board.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) return null;
    return { x: r.left, y: r.top, width: this.tall ? this.board.clientWidth : r.width, height: r.height };
  }
}

/** The least height in `[height, 3 × height]`, to 8 px, at which `fits` holds (it holds from some height up); `height` when it holds there. */
export function leastHeight(height: number, fits: (h: number) => boolean): number {
  if (fits(height)) return height;
  let lo = height;
  let hi = height * 3;
  if (!fits(hi)) return hi;
  while (hi - lo > 8) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid;
    else lo = mid;
  }
  return Math.ceil(hi);
}
