/**
 * The one polite live region of the table: what a screen reader hears of the game (the log's new lines,
 * the reaction prompt and its time, the table's messages, whose turn it is, the outcome). Lines that come
 * together are said as one announcement; when many come quickly (a whole bot turn) the ones in the middle
 * are dropped, so the reader hears the start and the latest, never a flood. Errors that must interrupt are
 * not said here: they stay role="alert" where they are shown.
 */
import { h } from './dom';

/** When the announcer's batches close: injected, so tests drive time without timers. */
export interface AnnounceClock {
  now(): number;
  /** Calls `fn` once after `ms`; returns what `cancel` takes. */
  later(fn: () => void, ms: number): number;
  cancel(handle: number): void;
}

export const windowClock: AnnounceClock = {
  now: () => performance.now(),
  later: (fn, ms) => window.setTimeout(fn, ms),
  cancel: (handle) => window.clearTimeout(handle),
};

export interface AnnouncerOptions {
  /** A batch closes this long after its last line (lines of one move arrive a few ms apart). */
  quietMs: number;
  /** …or this long after its first line, however many keep coming. */
  maxWaitMs: number;
  /** The most lines one announcement carries: the first one and the latest ones. */
  maxLines: number;
}

export const DEFAULT_ANNOUNCER: AnnouncerOptions = { quietMs: 400, maxWaitMs: 1500, maxLines: 4 };

export class Announcer {
  private pending: string[] = [];
  private firstAt = 0;
  private timer: number | null = null;

  /** `speak`: puts one announcement into the live region. */
  constructor(
    private readonly speak: (text: string) => void,
    private readonly clock: AnnounceClock,
    private readonly opts: AnnouncerOptions = DEFAULT_ANNOUNCER,
  ) {}

  /** Adds a line to the coming announcement; `now`: say it (and what waits) at once (a prompt that asks for an answer). */
  say(line: string, now = false): void {
    const text = line.trim();
    if (text === '') return;
    if (this.pending.length === 0) this.firstAt = this.clock.now();
    if (this.pending[this.pending.length - 1] !== text) this.pending.push(text);
    if (now) {
      this.flush();
      return;
    }
    if (this.timer !== null) this.clock.cancel(this.timer);
    const wait = Math.max(0, Math.min(this.opts.quietMs, this.firstAt + this.opts.maxWaitMs - this.clock.now()));
    this.timer = this.clock.later(() => this.flush(), wait);
  }

  /** Says what waits, as one announcement. */
  flush(): void {
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return;
    const lines = this.pending;
    this.pending = [];
    const kept = lines.length <= this.opts.maxLines ? lines : [lines[0]!, '…', ...lines.slice(lines.length - (this.opts.maxLines - 1))];
    this.speak(kept.join(' '));
  }

  /** Forgets what waits (the table closes). */
  clear(): void {
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
    this.pending = [];
  }
}

let region: HTMLElement | null = null;
let speaking: HTMLElement | null = null;
let shared: Announcer | null = null;

/**
 * The page's live region (made once, kept across screens: a region must be in the page before it speaks).
 * Its words sit in a closed shadow root: screen readers hear them, but a page search for the table's own
 * texts (a status, a log line) finds each once, not again in the region. The latest few announcements are
 * also on the host, one per line in `data-announced`, newest last (tests read them there).
 */
export function liveRegion(): HTMLElement {
  if (!region || !region.isConnected) {
    region = h('div', { className: 'sr-only', 'data-testid': 'announcer' });
    speaking = h('div', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    region.attachShadow({ mode: 'closed' }).append(speaking);
    document.body.appendChild(region);
  }
  return region;
}

/** Announcements kept on the host for tests. */
const KEPT_ON_HOST = 5;

/** Puts one announcement into the live region. */
function speak(text: string): void {
  const host = liveRegion();
  speaking!.replaceChildren(h('p', {}, text));
  host.dataset.announced = [...(host.dataset.announced ?? '').split('\n').filter(Boolean), text].slice(-KEPT_ON_HOST).join('\n');
}

/** The table's announcer, speaking into the page's live region. */
export function announcer(): Announcer {
  if (!shared) {
    liveRegion();
    shared = new Announcer(speak, windowClock);
  }
  return shared;
}
