/**
 * "Learn to play": a game's lesson as data (its table's `lesson.ts`) and the coach that follows it on a
 * real match. Each step says something (a key of the game's words), points at what to use (targets the
 * game's controller resolves to elements of the page: card buttons laid over the canvas, offers, panels)
 * and either waits for "Next" or for a move the step expects. A different move gets a friendly word and
 * is not sent. After the last step the coach sums up and offers to play on or to start a real game.
 */
import type { Key } from '../i18n';
import { t } from '../i18n';
import { announcer } from '../ui/announcer';
import { h } from '../ui/dom';
import type { Rect } from './grid';
import '../styles/coach.css';

export interface LessonStep<A> {
  /** What the coach says (a key of the game's words; `{you}` and `{bot}` name the players). */
  readonly text: Key;
  /** What to point at: names the game's controller resolves (`lessonTargets`). */
  readonly targets?: readonly string[];
  /** The move the step waits for; without it, the step waits for "Next". */
  readonly expect?: (action: A) => boolean;
  /** Moves let through on the way that do not finish the step (a click that first ends one phase, then plays). */
  readonly allow?: (action: A) => boolean;
}

export interface Lesson<A> {
  readonly steps: readonly LessonStep<A>[];
  /** The closing words: what the learner now knows and what the lesson did not show. */
  readonly summary: Key;
}

export interface CoachHooks {
  /** The page elements a target name stands for now (none: nothing to point at yet). */
  resolve(target: string): Element[];
  /** The names the texts use. */
  names(): { you: string; bot: string };
  restart(): void;
  realGame(): void;
  /** The lesson reached its summary (remember it as done). */
  finished(): void;
}

/** A table's state as the coach needs it: may the learner move now, and has the table changed since the step began. */
export interface CoachTable {
  /** The learner may move now (nothing animating, their decision). */
  ready: boolean;
  /** Moves in the match so far. */
  turn: number;
}

/** The coach on the page now and what its rings are around (a help laid over the table keeps clear of them). */
let shown: { root: HTMLElement; ringed: readonly Element[] } | null = null;

/** The boxes (page pixels) the coach's words and the things it points at take: none without a lesson. */
export function coachKeepsInSight(): Rect[] {
  if (!shown?.root.isConnected) return [];
  return [shown.root, ...shown.ringed].filter((el) => el.isConnected).map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  });
}

/** What a button sends (or may send, after a choice it opens): see `markMoves`. */
const buttonMoves = new WeakMap<Element, () => readonly unknown[]>();

/**
 * Tells the coach what a move button sends now (asked each time it places its rings; a button whose
 * move follows a selection or a word being built answers for what it would send now). The coach rings
 * such a button only when one of its moves is the step's: a wrong selection never moves the ring.
 */
export function markMoves<A>(el: Element, sends: () => readonly A[]): void {
  buttonMoves.set(el, sends);
}

export class Coach<A> {
  readonly root: HTMLElement;
  private step = 0;
  /** The step's move was sent: the next step shows once the table is the learner's again. */
  private waiting = false;
  /** The learner chose to play on: the coach only offers a restart. */
  private free = false;
  /** A lesson opened part-way (a saved lesson continued): the coach cannot know where the learner is. */
  private lost = false;
  private table: CoachTable = { ready: false, turn: 0 };
  private readonly rings: HTMLElement[] = [];
  private timer: number | null = null;
  private nudgeText = '';
  /** The step whose words the announcer said last. */
  private spoken = '';

  constructor(
    host: HTMLElement,
    private readonly lesson: Lesson<A>,
    private readonly hooks: CoachHooks,
    startTurn: number,
  ) {
    this.lost = startTurn > 0;
    // not live itself (it redraws often): each new step's words go once to the table's announcer
    this.root = h('section', { className: 'coach', 'aria-labelledby': 'coach-h' });
    host.prepend(this.root);
    shown = { root: this.root, ringed: [] };
    // the highlighted things move with animations and resizes: the rings follow them
    this.timer = window.setInterval(() => this.placeRings(), 250);
    this.render();
  }

  destroy(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.clearRings();
    this.root.remove();
    if (shown?.root === this.root) shown = null;
  }

  /** The table settled (or changed): a waiting step moves on once the learner may move again. */
  update(table: CoachTable): void {
    // Undo took the learner's last move back: the step that move finished is the step again
    if (table.turn < this.table.turn && !this.free && !this.lost && this.step > 0 && this.lesson.steps[this.step - 1]?.expect) {
      this.step--;
      this.waiting = false;
    }
    this.table = table;
    if (this.waiting && table.ready) {
      this.waiting = false;
      this.step++;
      if (this.step >= this.lesson.steps.length) this.hooks.finished();
    }
    this.render();
  }

  /** Whether the learner's move may be sent; a move the step does not expect gets a friendly word instead. */
  allows(action: A): boolean {
    if (this.free || this.lost || this.step >= this.lesson.steps.length) return true;
    const step = this.lesson.steps[this.step]!;
    if (!step.expect) return this.nudge(t('lesson.readFirst'));
    if (step.allow?.(action)) return true;
    if (!step.expect(action)) return this.nudge(t('lesson.tryHighlighted'));
    this.waiting = true;
    this.nudgeText = '';
    this.render();
    return true;
  }

  /** The move was refused by the game after all: the step waits for it again. */
  refused(): void {
    this.waiting = false;
    this.render();
  }

  languageChanged(): void {
    this.render();
  }

  private nudge(text: string): false {
    this.nudgeText = text;
    this.render();
    return false;
  }

  private render(): void {
    const steps = this.lesson.steps;
    const names = this.hooks.names();
    const restart = h('button', { type: 'button', className: 'btn small coach-restart', onclick: () => this.hooks.restart() }, t('lesson.restart'));
    const body: (HTMLElement | null)[] = [];
    let targets: readonly string[] = [];
    if (this.lost) {
      body.push(h('p', {}, t('lesson.resumed')), h('div', { className: 'coach-actions' }, h('button', { type: 'button', className: 'btn primary', onclick: () => this.hooks.restart() }, t('lesson.restart')), h('button', { type: 'button', className: 'btn', onclick: () => this.playOn() }, t('lesson.playOn'))));
    } else if (this.free) {
      body.push(h('div', { className: 'coach-actions' }, restart));
    } else if (this.step >= steps.length) {
      body.push(
        h('h3', {}, t('lesson.summaryTitle')),
        h('p', { className: 'coach-text' }, t(this.lesson.summary, names)),
        h(
          'div',
          { className: 'coach-actions' },
          h('button', { type: 'button', className: 'btn primary', onclick: () => this.playOn() }, t('lesson.keepPlaying')),
          h('button', { type: 'button', className: 'btn', onclick: () => this.hooks.realGame() }, t('lesson.realGame')),
        ),
      );
    } else {
      const step = steps[this.step]!;
      const watching = this.waiting || !this.table.ready;
      targets = watching ? [] : (step.targets ?? []);
      body.push(
        h('p', { className: 'coach-count muted small' }, t('lesson.step', { n: this.step + 1, count: steps.length })),
        h('p', { className: 'coach-text' }, t(step.text, names)),
        this.nudgeText && !watching ? h('p', { className: 'coach-nudge', role: 'alert' }, this.nudgeText) : null,
        this.waiting ? h('p', { className: 'coach-watch muted small' }, t('lesson.watch')) : null,
        h(
          'div',
          { className: 'coach-actions' },
          !step.expect ? h('button', { type: 'button', className: 'btn primary coach-next', disabled: watching, onclick: () => this.next() }, t('lesson.next')) : null,
          restart,
        ),
      );
    }
    // the words scroll when the column is short; the buttons under them stay in sight
    const actions = body.filter((x): x is HTMLElement => x?.classList.contains('coach-actions') ?? false);
    const words = body.filter((x): x is HTMLElement => x !== null && !actions.includes(x));
    // the words' box scrolls when the column is short: focusable, so a keyboard can scroll it too
    this.root.replaceChildren(h('h2', { id: 'coach-h' }, t('lesson.coach')), ...(words.length > 0 ? [h('div', { className: 'coach-body', tabindex: 0 }, ...words)] : []), ...actions);
    const said = `${this.step}:${this.lost}:${this.free}`;
    if (said !== this.spoken) {
      this.spoken = said;
      // the step's own words (or, for a game opened mid-way, the note on it), not its "Step 2 of 13"
      const text = (this.root.querySelector('.coach-text') ?? this.root.querySelector('.coach-body p'))?.textContent;
      if (text) announcer().say(text);
    }
    this.root.dataset.step = String(this.step);
    this.showRings(targets, this.lesson.steps[this.step]?.expect);
  }

  private next(): void {
    this.nudgeText = '';
    this.step++;
    if (this.step >= this.lesson.steps.length) this.hooks.finished();
    this.render();
  }

  private playOn(): void {
    this.free = true;
    this.lost = false;
    this.render();
  }

  // ---------------------------------------------------------------- the highlight

  private targets: readonly string[] = [];
  /** The step's move: a move button (`markMoves`) is ringed only when it would send it. */
  private expect: ((action: A) => boolean) | undefined;

  private showRings(targets: readonly string[], expect: ((action: A) => boolean) | undefined): void {
    this.targets = targets;
    this.expect = expect;
    this.placeRings();
    // a step points at something out of sight on a board that scrolls (large text): it comes into sight
    this.ringed()[0]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  /** The elements the step points at now. */
  private ringed(): Element[] {
    return this.targets.flatMap((name) => this.hooks.resolve(name)).filter((el) => el.isConnected && this.pointsAt(el));
  }

  private pointsAt(el: Element): boolean {
    const sends = buttonMoves.get(el) as (() => readonly A[]) | undefined;
    const expect = this.expect;
    return !sends || !expect || sends().some((a) => expect(a));
  }

  private clearRings(): void {
    for (const r of this.rings.splice(0)) r.remove();
  }

  /** One ring around each element the step points at (inside an open dialog when the element is in one). */
  private placeRings(): void {
    const els = this.ringed();
    if (shown?.root === this.root) shown.ringed = els;
    while (this.rings.length > els.length) this.rings.pop()!.remove();
    els.forEach((el, i) => {
      const host = el.closest('dialog[open]') ?? document.body;
      let ring = this.rings[i];
      if (!ring) {
        ring = h('div', { className: 'lesson-ring', 'aria-hidden': 'true' });
        this.rings.push(ring);
      }
      if (ring.parentElement !== host) host.append(ring);
      const r = el.getBoundingClientRect();
      const s = ring.style;
      s.left = `${r.left - 5}px`;
      s.top = `${r.top - 5}px`;
      s.width = `${r.width + 10}px`;
      s.height = `${r.height + 10}px`;
      ring.hidden = r.width === 0 && r.height === 0;
    });
  }
}
