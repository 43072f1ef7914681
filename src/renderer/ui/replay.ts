/**
 * The replay screen: a game's own table, read-only, driven by replay frames from main, under a bar of
 * controls (play/pause, a step back and forward, a slider and a list of turn starts, speed, point of
 * view, "show all cards" for a finished game, "Continue from here" for a game in progress). Stepping
 * forward animates the step's events like in play; stepping back or jumping sets the position at once.
 */
import type { ReplayFrame, TableUpdate } from '../../common/contract';
import { ANIMATION_SPEEDS, type AnimationSpeed } from '../../common/names';
import type { HiddenCards, Viewer } from '../../common/engine-types';
import type { GameTable, TableEntry, TestHook } from '../table/game-table';
import { cellName } from '../table/grid';
import { t, tOr } from '../i18n';
import { type AppContext, showError } from './app';
import { h } from './dom';

/** The pause between two steps while playing, by animation speed. */
const PLAY_PAUSE_MS: Record<AnimationSpeed, number> = { slow: 1400, normal: 800, fast: 400, instant: 150 };

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class ReplayScreen {
  private frame: ReplayFrame;
  private pov: Viewer = 'spectator';
  private showAll = false;
  private playing = false;
  /** A frame is on its way: the controls wait for it. */
  private loading = false;
  private destroyed = false;
  private readonly bar: HTMLElement;
  private readonly revealedBox: HTMLElement;
  private readonly onKey = (ev: KeyboardEvent): void => this.key(ev);

  constructor(
    private readonly ctx: AppContext,
    private readonly table: GameTable,
    first: ReplayFrame,
    private readonly parent: HTMLElement,
    private readonly hook: TestHook,
    /** The game being replayed: it names the cards of "Show all cards". */
    private readonly game: TableEntry,
  ) {
    this.frame = first;
    table.watchOnly(() => ctx.showSaves());
    this.bar = h('div', { className: 'replay-bar', role: 'toolbar', 'aria-label': t('replay.heading') });
    this.revealedBox = h('section', { className: 'replay-revealed', 'aria-labelledby': 'replay-revealed-h', hidden: true });
    parent.append(this.bar, this.revealedBox);
    document.body.classList.add('replaying');
    document.addEventListener('keydown', this.onKey);
    table.receive(this.onTable(first).update, false);
    this.render();
  }

  /**
   * The frame's update with the revealed cards the table can show turned face up on it, and the groups
   * it has no place for (listed beside the table); null when nothing is revealed.
   */
  private onTable(frame: ReplayFrame): { update: TableUpdate; listed: HiddenCards[] | null } {
    if (!frame.revealed) return { update: frame.update, listed: null };
    let view = frame.update.view;
    const listed: HiddenCards[] = [];
    for (const group of frame.revealed) {
      const shown = this.game.showOnTable?.(view, group) ?? null;
      if (shown === null) listed.push(group);
      else view = shown;
    }
    return { update: { ...frame.update, view }, listed };
  }

  get replayId(): string {
    return this.frame.replay.replayId;
  }

  destroy(): void {
    this.destroyed = true;
    this.playing = false;
    document.removeEventListener('keydown', this.onKey);
    document.body.classList.remove('replaying');
    this.bar.remove();
    this.revealedBox.remove();
    void this.ctx.api.closeReplay({ replayId: this.replayId });
  }

  relabel(): void {
    this.render();
  }

  // ------------------------------------------------------------ moving

  /** Shows `position`: animated when it is the next step, set at once otherwise. */
  private async go(position: number, animate: boolean): Promise<boolean> {
    const { length } = this.frame.replay;
    if (this.loading || this.destroyed || position < 0 || position > length) return false;
    this.loading = true;
    // a position not reached by one step forward brings what came before, to rebuild the log
    const reply = await this.ctx.api.replayFrame({ replayId: this.replayId, position, pov: this.pov, showAll: this.showAll, history: !animate });
    this.loading = false;
    if (this.destroyed) return false;
    if (!reply.ok) {
      this.playing = false;
      showError(reply.error);
      this.render();
      return false;
    }
    if (!animate) this.table.clearLog();
    this.frame = reply.value;
    this.table.receive(this.onTable(reply.value).update, animate);
    this.render();
    return true;
  }

  private step(delta: 1 | -1): void {
    this.pause();
    void this.go(this.frame.replay.position + delta, delta === 1);
  }

  private async untilAnimated(): Promise<void> {
    while (this.hook.animating && !this.destroyed) await sleep(40);
  }

  private async play(): Promise<void> {
    if (this.playing) return;
    this.playing = true;
    // at the end, playing starts again from the deal
    if (this.frame.replay.position >= this.frame.replay.length) await this.go(0, false);
    this.render();
    while (this.playing && !this.destroyed && this.frame.replay.position < this.frame.replay.length) {
      if (!(await this.go(this.frame.replay.position + 1, true))) break;
      await this.untilAnimated();
      await sleep(PLAY_PAUSE_MS[this.ctx.settings.animationSpeed]);
    }
    this.playing = false;
    if (!this.destroyed) this.render();
  }

  private pause(): void {
    this.playing = false;
  }

  private togglePlay(): void {
    if (this.playing) {
      this.pause();
      this.render();
    } else void this.play();
  }

  private key(ev: KeyboardEvent): void {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || document.querySelector('dialog[open]')) return;
    const target = ev.target as HTMLElement | null;
    const tag = target?.tagName;
    // the focused control keeps its own keys (a button's space, the slider's and a list's arrows)
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    if (ev.key === ' ' && tag !== 'BUTTON') {
      ev.preventDefault();
      this.togglePlay();
    } else if (ev.key === 'ArrowRight') {
      ev.preventDefault();
      this.step(1);
    } else if (ev.key === 'ArrowLeft') {
      ev.preventDefault();
      this.step(-1);
    }
  }

  private async continueGame(): Promise<void> {
    this.pause();
    const update = await this.ctx.call('loadSave', { id: this.frame.replay.saveId });
    if (update && !this.destroyed) this.ctx.openTable(update, false);
  }

  // ------------------------------------------------------------ drawing

  private render(): void {
    const r = this.frame.replay;
    const focusedKey = (document.activeElement as HTMLElement | null)?.dataset?.replay;
    const button = (key: string, label: string, text: string, onclick: () => void, disabled = false): HTMLButtonElement =>
      h('button', { type: 'button', className: 'btn small', 'data-replay': key, 'aria-label': label, title: label, disabled, onclick }, text);
    const atStart = r.position === 0;
    const atEnd = r.position >= r.length;
    const slider = h('input', {
      type: 'range',
      min: 0,
      max: r.length,
      step: 1,
      value: r.position,
      'data-replay': 'slider',
      'aria-label': t('replay.slider'),
      'aria-valuetext': t('replay.position', { n: r.position, total: r.length }),
    });
    slider.addEventListener('change', () => {
      this.pause();
      void this.go(Number(slider.value), false);
    });
    const currentTurn = r.turnStarts.reduce((best, p, i) => (p <= r.position ? i : best), 0);
    const turns = h(
      'select',
      { 'data-replay': 'turns', 'aria-label': t('replay.turns') },
      ...r.turnStarts.map((p, i) => h('option', { value: p, selected: i === currentTurn }, t('replay.turn', { n: i + 1, p, name: r.seats[r.turnSeats[i] ?? 0]?.name ?? '' }))),
    );
    turns.addEventListener('change', () => {
      this.pause();
      void this.go(Number(turns.value), false);
    });
    const speed = h(
      'select',
      { 'data-replay': 'speed', 'aria-label': t('settings.speed') },
      ...ANIMATION_SPEEDS.map((s) => h('option', { value: s, selected: s === this.ctx.settings.animationSpeed }, t(`speed.${s}`))),
    );
    speed.addEventListener('change', () => void this.ctx.updateSettings({ animationSpeed: speed.value as AnimationSpeed }));
    const pov = h(
      'select',
      { 'data-replay': 'pov', 'aria-label': t('replay.pov') },
      h('option', { value: 'spectator', selected: this.pov === 'spectator' }, t('replay.public')),
      ...r.seats.map((s, i) => h('option', { value: i, selected: this.pov === i, disabled: !r.povs.includes(i) }, s.name)),
    );
    pov.addEventListener('change', () => {
      this.pov = pov.value === 'spectator' ? 'spectator' : Number(pov.value);
      void this.go(r.position, false);
    });
    const label = (text: string, control: HTMLElement): HTMLElement => h('label', { className: 'replay-field' }, h('span', {}, text), control);
    let extra: HTMLElement;
    if (r.finished) {
      const box = h('input', { type: 'checkbox', 'data-replay': 'showAll', checked: this.showAll });
      box.addEventListener('change', () => {
        this.showAll = box.checked;
        void this.go(r.position, false);
      });
      extra = h('label', { className: 'replay-field check' }, box, h('span', {}, t('replay.showAll')));
    } else {
      extra = button('continue', t('replay.continue'), t('replay.continue'), () => void this.continueGame());
      extra.classList.add('primary');
    }
    this.bar.replaceChildren(
      h(
        'div',
        { className: 'replay-row' },
        button('start', t('replay.start'), '|◀', () => { this.pause(); void this.go(0, false); }, atStart),
        button('back', t('replay.back'), '◀', () => this.step(-1), atStart),
        button('play', this.playing ? t('replay.pause') : t('replay.play'), this.playing ? '⏸' : '▶', () => this.togglePlay()),
        button('forward', t('replay.forward'), '▶|', () => this.step(1), atEnd),
        slider,
        h('output', { className: 'replay-position', 'aria-live': 'polite' }, t('replay.position', { n: r.position, total: r.length })),
      ),
      h(
        'div',
        { className: 'replay-row' },
        label(t('replay.turns'), turns),
        label(t('replay.pov'), pov),
        label(t('settings.speed'), speed),
        extra,
        button('saves', t('replay.saves'), t('replay.saves'), () => this.ctx.showSaves()),
      ),
    );
    if (focusedKey) this.bar.querySelector<HTMLElement>(`[data-replay="${focusedKey}"]`)?.focus({ preventScroll: true });
    this.renderRevealed(this.frame.revealed, this.onTable(this.frame).listed);
  }

  /** Lists the hidden cards the table could not turn face up (`all` is every revealed group). */
  private renderRevealed(all: HiddenCards[] | null, groups: HiddenCards[] | null): void {
    // cards face up on the table need no list; "none hidden" is said only when nothing is
    const hide = groups === null || (groups.length === 0 && (all?.length ?? 0) > 0);
    this.revealedBox.hidden = hide;
    if (hide) return this.revealedBox.replaceChildren();
    const name = (card: unknown): string => this.game.cardName(card);
    // a grid game names each face-down card by its cell, as the table does
    const cols = (this.frame.update.view as { cols?: number }).cols;
    const where = (g: HiddenCards): string =>
      g.seat !== null ? t('replay.zone.hand', { name: this.frame.replay.seats[g.seat]?.name ?? `#${g.seat + 1}` }) : tOr(`replay.zone.${g.zone}`, g.zone);
    this.revealedBox.replaceChildren(
      h('h2', { id: 'replay-revealed-h' }, t('replay.allCards')),
      ...(groups.length === 0 ? [h('p', { className: 'muted' }, t('replay.none'))] : []),
      ...groups.map((g) =>
        h(
          'div',
          { className: 'replay-group' },
          h('h3', {}, `${where(g)} (${g.cards.length})`),
          h('ul', { className: 'replay-cards' }, ...g.cards.map((c, i) => h('li', { className: 'replay-card' }, g.cells && cols ? `${cellName(g.cells[i]!, cols)} · ${name(c)}` : name(c)))),
        ),
      ),
    );
  }
}
