/**
 * First-time tips: in a real game (never a lesson, whose coach teaches, nor a replay), the first time a
 * special card or rule matters to a human at this desktop, a small coach-style bubble beside the table
 * says what it does. Each game lists when its tips matter (its `tips.ts`); this guide is the same for
 * every game. A tip matters only on what its player sees (their own view and the events shown to them),
 * it is shown only while that player sees the table (never behind a curtain, never to a phone seat),
 * one at a time, and once per player: main remembers it (`markTipSeen`). "Don't show tips" turns the
 * setting off; the game goes on meanwhile.
 */
import type { TableUpdate } from '../../common/contract';
import type { GameId } from '../../common/names';
import { hasSeenTip, isTipId, type GameTipId, type TipId } from '../../common/tips';
import { t, type Key } from '../i18n';
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

interface Pending {
  tip: TipId;
  /** The tip's id in its game's list. */
  id: string;
  player: string;
  /** The update it mattered on (its words may name what it shows, in the language of the moment). */
  u: Update<never>;
}

export class FirstTipsGuide {
  private off = false;
  /** Tips that mattered to a player, waiting until that player sees the table with nothing shown. */
  private waiting: Pending[] = [];
  private showing: Pending | null = null;
  /** Dismissed here, before main's answer updates the settings. */
  private readonly dismissed = new Set<string>();
  private readonly root: HTMLElement;

  constructor(
    private readonly host: HTMLElement,
    private readonly ctx: AppContext,
    private readonly game: TableEntry,
  ) {
    this.root = h('section', { className: 'coach first-tip', 'aria-labelledby': 'first-tip-h', 'aria-live': 'polite' });
  }

  /** No tips any more (the table closes, or it is a replay's). */
  destroy(): void {
    this.off = true;
    this.waiting = [];
    this.showing = null;
    this.root.remove();
  }

  languageChanged(): void {
    this.render();
  }

  /** An update arrived: the tips it makes matter to its viewer wait for the table to settle. */
  note(update: TableUpdate): void {
    const list = this.game.tips;
    const player = this.viewer(update);
    if (!list || player === null || !this.on) return;
    const u = update as Update<never>;
    for (const [id, matters] of Object.entries(list.when)) {
      const tip = `${list.game}.${id}`;
      if (!isTipId(tip) || this.known(player, tip) || !matters(u, update.viewer as number)) continue;
      this.waiting.push({ tip, id, player, u });
    }
  }

  /** The table settled on `u`: the tip of the player who sees it shows; another player's waits. */
  settled(u: TableUpdate): void {
    if (this.off) return;
    const player = u.curtain || u.outcome ? null : this.viewer(u);
    if (this.showing && this.showing.player !== player) {
      this.waiting.unshift(this.showing);
      this.showing = null;
    }
    if (!this.showing && player !== null && this.on) {
      const i = this.waiting.findIndex((p) => p.player === player);
      if (i >= 0) this.showing = this.waiting.splice(i, 1)[0]!;
    }
    this.render();
  }

  private get on(): boolean {
    return !this.off && this.ctx.settings.firstTips;
  }

  /** The name of the human whose view `u` is, when that human plays at this desktop (not on a phone, not in a lesson). */
  private viewer(u: TableUpdate): string | null {
    if (u.lesson || u.curtain || typeof u.viewer !== 'number') return null;
    const seat = u.seats[u.viewer];
    if (seat?.kind !== 'human' || u.phones?.some((p) => p.seat === u.viewer)) return null;
    return seat.name;
  }

  private known(player: string, tip: TipId): boolean {
    const same = (p: Pending | null): boolean => p?.player === player && p.tip === tip;
    return hasSeenTip(this.ctx.settings.tipsSeen, player, tip) || this.dismissed.has(`${player}\n${tip}`) || same(this.showing) || this.waiting.some(same);
  }

  private gotIt(): void {
    const p = this.showing;
    if (!p) return;
    this.dismissed.add(`${p.player}\n${p.tip}`);
    this.showing = null;
    void this.ctx.markTipSeen(p.player, p.tip);
    // the same player's next tip follows at once
    const i = this.waiting.findIndex((w) => w.player === p.player);
    if (i >= 0) this.showing = this.waiting.splice(i, 1)[0]!;
    this.render();
  }

  private turnOff(): void {
    this.waiting = [];
    this.showing = null;
    this.render();
    void this.ctx.updateSettings({ firstTips: false });
  }

  private render(): void {
    const p = this.showing;
    if (!p || this.off) {
      this.root.remove();
      return;
    }
    this.root.dataset.tip = p.tip;
    this.root.replaceChildren(
      h('h2', { id: 'first-tip-h' }, t('tips.heading')),
      h('div', { className: 'coach-body' }, h('p', { className: 'coach-text' }, t(tipKey(p.tip), this.game.tips?.params?.(p.id, p.u)))),
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
