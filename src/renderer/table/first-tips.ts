/**
 * First-time tips: in a real game (never a lesson, whose coach teaches, nor a replay), the first time a
 * special card or rule matters to a human at this desktop, a small coach-style bubble beside the table
 * says what it does. Each game lists when its tips matter (its `tips.ts`); this guide is the same for
 * every game. A tip matters only on what its player sees (their own view and the events shown to them),
 * it is shown only while that player sees the table (never behind a curtain, never to a phone seat),
 * one at a time, and once per player: main remembers it (`markTipSeen`). "Don't show tips" turns the
 * setting off; the game goes on meanwhile.
 */
import type { Settings, TableUpdate } from '../../common/contract';
import type { GameId } from '../../common/names';
import { hasSeenTip, isTipId, type GameTipId, type TipId } from '../../common/tips';
import { t, type Key } from '../i18n';
import { announcer } from '../ui/announcer';
import type { AppContext } from '../ui/app';
import { h } from '../ui/dom';
import type { GameTypes, TableEntry, Update } from './game-table';
import '../styles/coach.css';

/** Whether a tip matters now to `seat`, the human whose view `u` is (judge only what `u` shows them). */
export type TipTrigger<T extends GameTypes> = (u: Update<T>, seat: number) => boolean;

/** A game's first-time tips (its `tips.ts`): each tip's trigger; its words are `<game>.tip.<id>`. */
export interface FirstTipList<T extends GameTypes = never, G extends GameId = GameId> {
  readonly game: G;
  readonly when: Readonly<Record<GameTipId<G>, TipTrigger<T>>>;
  /** What a tip's words name (a button, a card, an option's number), when they name any. */
  params?(tip: GameTipId<G>, u: Update<T>): Record<string, string | number>;
}

/** What the table kit knows of a game's list (its ids as plain strings). */
export interface AnyFirstTipList {
  readonly game: GameId;
  readonly when: Readonly<Record<string, TipTrigger<never>>>;
  params?(tip: string, u: Update<never>): Record<string, string | number>;
}

/** The words of a tip. */
export function tipKey(tip: TipId): Key {
  const [game, id] = tip.split('.');
  return `${game}.tip.${id}` as Key;
}

export interface PendingTip {
  tip: TipId;
  /** The tip's id in its game's list. */
  id: string;
  player: string;
  /** The update it mattered on (its words may name what it shows, in the language of the moment). */
  u: Update<never>;
}

/** What the queue reads of the settings: whether tips are on, and who has seen which. */
export type TipSettings = () => Pick<Settings, 'firstTips' | 'tipsSeen'>;

/**
 * Which tip shows, without the page: the tips each update makes matter to its viewer wait; once the
 * table settles, the first one waiting for the player who sees it shows; behind a curtain, with another
 * player's view, or on a phone seat's, none does (the shown one goes back to wait).
 */
export class TipQueue {
  private waiting: PendingTip[] = [];
  private current: PendingTip | null = null;
  /** Dismissed here, before main's answer updates the settings. */
  private readonly dismissed = new Set<string>();

  constructor(
    private readonly list: AnyFirstTipList | undefined,
    private readonly settings: TipSettings,
  ) {}

  get showing(): PendingTip | null {
    return this.current;
  }

  /** An update arrived: the tips it makes matter to its viewer wait for the table to settle. */
  note(update: TableUpdate): void {
    const list = this.list;
    const player = viewerName(update);
    if (!list || player === null || !this.settings().firstTips) return;
    const u = update as Update<never>;
    for (const [id, matters] of Object.entries(list.when)) {
      const tip = `${list.game}.${id}`;
      if (!isTipId(tip) || this.known(player, tip) || !matters(u, update.viewer as number)) continue;
      this.waiting.push({ tip, id, player, u });
    }
  }

  /** The table settled on `u`: the tip of the player who sees it shows; another player's waits. */
  settled(u: TableUpdate): PendingTip | null {
    const player = u.outcome ? null : viewerName(u);
    if (this.current && this.current.player !== player) {
      this.waiting.unshift(this.current);
      this.current = null;
    }
    if (!this.current && player !== null && this.settings().firstTips) this.current = this.take(player);
    return this.current;
  }

  /** "Got it": the shown tip is not shown to its player again; their next one follows. */
  dismiss(): PendingTip | null {
    const p = this.current;
    if (!p) return null;
    this.dismissed.add(`${p.player}\n${p.tip}`);
    this.current = this.take(p.player);
    return p;
  }

  clear(): void {
    this.waiting = [];
    this.current = null;
  }

  private take(player: string): PendingTip | null {
    const i = this.waiting.findIndex((w) => w.player === player);
    return i >= 0 ? this.waiting.splice(i, 1)[0]! : null;
  }

  private known(player: string, tip: TipId): boolean {
    const same = (p: PendingTip | null): boolean => p?.player === player && p.tip === tip;
    return hasSeenTip(this.settings().tipsSeen, player, tip) || this.dismissed.has(`${player}\n${tip}`) || same(this.current) || this.waiting.some(same);
  }
}

/** The name of the human whose view `u` is, when that human plays at this desktop now (no curtain, not a phone seat, not a lesson). */
function viewerName(u: TableUpdate): string | null {
  if (u.lesson || u.curtain || typeof u.viewer !== 'number') return null;
  const seat = u.seats[u.viewer];
  if (seat?.kind !== 'human' || u.phones?.some((p) => p.seat === u.viewer)) return null;
  return seat.name;
}

/** The bubble beside the table that shows the queue's tip, with "Got it" and "Don't show tips". */
export class FirstTipsGuide {
  private off = false;
  private readonly queue: TipQueue;
  private readonly root: HTMLElement;

  constructor(
    private readonly host: HTMLElement,
    private readonly ctx: AppContext,
    private readonly game: TableEntry,
  ) {
    this.queue = new TipQueue(game.tips, () => ctx.settings);
    // not live itself: a new tip's words go once to the table's announcer
    this.root = h('section', { className: 'coach first-tip', 'aria-labelledby': 'first-tip-h' });
  }

  /** No tips any more (the table closes, or it is a replay's). */
  destroy(): void {
    this.off = true;
    this.queue.clear();
    this.root.remove();
  }

  languageChanged(): void {
    this.render();
  }

  note(u: TableUpdate): void {
    if (!this.off) this.queue.note(u);
  }

  settled(u: TableUpdate): void {
    if (this.off) return;
    this.queue.settled(u);
    this.render();
  }

  private gotIt(): void {
    const p = this.queue.dismiss();
    if (p) void this.ctx.markTipSeen(p.player, p.tip);
    this.render();
  }

  private turnOff(): void {
    this.queue.clear();
    this.render();
    void this.ctx.updateSettings({ firstTips: false });
  }

  private render(): void {
    const p = this.queue.showing;
    if (!p || this.off) {
      this.root.remove();
      return;
    }
    if (this.root.dataset.tip !== p.tip) announcer().say(tipText(this.game.tips, p));
    this.root.dataset.tip = p.tip;
    this.root.replaceChildren(
      h('h2', { id: 'first-tip-h' }, t('tips.heading')),
      h('div', { className: 'coach-body', tabindex: 0 }, h('p', { className: 'coach-text' }, tipText(this.game.tips, p))),
      h(
        'div',
        { className: 'coach-actions' },
        h('button', { type: 'button', className: 'btn primary first-tip-ok', onclick: () => this.gotIt() }, t('tips.gotIt')),
        h('button', { type: 'button', className: 'btn small first-tip-off', onclick: () => this.turnOff() }, t('tips.off')),
      ),
    );
    if (this.root.parentElement !== this.host) this.host.prepend(this.root);
  }
}

/** A tip's words in the language of the moment. */
export function tipText(list: AnyFirstTipList | undefined, p: PendingTip): string {
  return t(tipKey(p.tip), list?.params?.(p.id, p.u));
}
