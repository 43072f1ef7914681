/**
 * Klepka Football at the table: takes TableUpdates, plays their events through the scene in order,
 * reconciles to the view when the queue is empty, and turns the player's clicks into actions.
 */
import type { TableUpdate } from '../../../common/contract';
import type { GameAction } from '../../../common/engine-types';
import type { FootballAction, FootballCard, FootballEvent, FootballView } from '../../../common/games/football';
import { t } from '../../i18n';
import { AnimationQueue } from '../../table/anim';
import { cellName } from '../../table/grid';
import { anchorOf } from '../../table/pile';
import { errorText, showError } from '../../ui/app';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { icon } from '../../ui/icons';
import { showResults } from '../../ui/results';
import { TableChrome, type ReactionChoice } from '../../ui/table-chrome';
import { toast } from '../../ui/toast';
import { cardName, footballerName } from './faces';
import { footballer } from './roster';
import { FootballScene, type Interaction } from './scene';
import { logLine } from './text';
import type { GameTable, TableEnv } from '../table';

export class FootballTable implements GameTable {
  private readonly chrome: TableChrome;
  private readonly scene: FootballScene;
  private readonly queue = new AnimationQueue();
  private latest: TableUpdate | null = null;
  /** The update the picture shows now (the last one whose events were played). */
  private shown: TableUpdate | null = null;
  private matchId = '';
  private lastSeq = -1;
  private pending = false;
  private varMode = false;
  private varCells: number[] = [];
  /** Cells the last hint pointed at; cleared by the next update. */
  private hintCells: number[] = [];
  private reactionSeq = -1;
  private resultsFor = '';
  private pickDialog: { seq: number; handle: DialogHandle } | null = null;
  private matchDialog: DialogHandle | null = null;
  private results: DialogHandle | null = null;
  private destroyed = false;
  private readonly useVarBtn: HTMLButtonElement;
  private readonly matchBtn: HTMLButtonElement;

  constructor(private readonly env: TableEnv) {
    this.chrome = new TableChrome(env.parent, { onMenu: () => void this.toMenu(), onUndo: () => void this.undo(), onHint: () => void this.hint() });
    this.useVarBtn = h('button', { type: 'button', className: 'btn var', disabled: true, onclick: () => this.toggleVar() }, t('table.useVar'));
    this.matchBtn = h('button', { type: 'button', className: 'btn match', disabled: true, onclick: () => this.chooseOpponent() }, icon('ball'), ` ${t('table.playMatch')}`);
    this.chrome.actions.append(this.useVarBtn, this.matchBtn);
    this.scene = new FootballScene(env.app, this.chrome.board, env.anim, {
      seatAnchor: (seat) => anchorOf(this.chrome.players.querySelector(`[data-seat="${seat}"] .score`)),
      seatName: (seat) => this.seatName(seat),
      flashSeat: (seat, kind) => this.flashSeat(seat, kind),
      onCell: (cell) => this.onCell(cell),
    });
    this.queue.onIdle(() => this.settle());
    this.queue.onBusy(() => this.refreshHook());
    requestAnimationFrame(() => this.scene.layout());
  }

  destroy(): void {
    this.destroyed = true;
    this.queue.clear();
    this.env.anim.killAll();
    this.closeDialogs();
    this.results?.close();
    this.scene.destroy();
    this.chrome.destroy();
    this.env.hook.update = null;
    this.env.hook.animating = false;
  }

  languageChanged(): void {
    this.scene.languageChanged();
    if (this.latest && !this.queue.busy) this.settle();
  }

  private seatName(seat: number): string {
    return this.latest?.seats[seat]?.name ?? `#${seat + 1}`;
  }

  private refreshHook(): void {
    this.env.hook.update = this.latest;
    this.env.hook.animating = this.queue.busy || this.pending;
  }

  // ------------------------------------------------------------ updates

  receive(u: TableUpdate, animate: boolean): void {
    if (this.destroyed) return;
    if (u.matchId !== this.matchId) {
      this.matchId = u.matchId;
      this.lastSeq = -1;
      this.resultsFor = u.outcome ? u.matchId : '';
      this.chrome.clearLog();
      this.shown = null;
    }
    if (u.seq <= this.lastSeq) return;
    const first = this.lastSeq < 0;
    this.lastSeq = u.seq;
    this.latest = u;
    this.varMode = false;
    this.varCells = [];
    this.hintCells = [];
    this.matchBtn.classList.remove('hinted');
    this.chrome.hideReaction();
    this.closeDialogs();
    this.refreshHook();
    this.scene.setInteraction(this.interaction());
    this.updateButtons();
    // The status line already tells what comes next; input waits until the animation is over.
    this.renderStatus();
    this.queue.push(async () => {
      if (this.destroyed) return;
      const view = u.view as FootballView;
      if (first) {
        // The deal flies to the grid and pairs to the panels: both must be in place before the first animation.
        this.scene.layout();
        this.renderPanels(u);
      }
      this.env.anim.setHurry(this.queue.backlog >= 2 ? 0.35 : 1);
      let events = animate ? (u.events as FootballEvent[]) : [];
      if (animate && first && !events.some((e) => e.type === 'deal')) {
        const dealt = view.cells.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
        events = [{ type: 'deal', cells: dealt }, ...events];
      }
      if (first && !animate) {
        this.scene.sync(view, this.interaction());
        if (u.turn > 0) this.chrome.log(t('log.resumed', { turn: u.turn }), 'sys');
      }
      for (const ev of events) {
        if (this.destroyed) return;
        const line = logLine(ev, view, (s) => this.seatName(s));
        if (line) this.chrome.log(line.text, line.kind);
        await this.scene.play(ev, view);
      }
      if (this.destroyed) return;
      this.shown = u;
      this.scene.sync(view, this.interaction());
      this.renderPanels(u);
      this.renderStatus();
    });
  }

  /** The queue is empty: the picture becomes exactly the latest view, and the table asks for input. */
  private settle(): void {
    if (this.destroyed || !this.latest) return;
    const u = this.latest;
    this.env.anim.setHurry(1);
    this.shown = u;
    this.scene.sync(u.view as FootballView, this.interaction());
    this.renderPanels(u);
    this.renderStatus();
    this.updateButtons();
    this.refreshHook();
    // Curtain.
    if (u.curtain && !u.outcome) {
      const seat = u.curtain.seat;
      this.chrome.showCurtain(seat, u.curtain.name, () => void this.confirmCurtain(seat));
      return;
    }
    this.chrome.hideCurtain();
    // Results.
    if (u.outcome && this.resultsFor !== u.matchId) {
      this.resultsFor = u.matchId;
      const seats = u.seats;
      const options = u.options;
      this.results = showResults(seats, u.outcome, {
        onNewGame: () => void this.leave(() => this.env.ctx.showSetup({ gameId: 'football', seats, options })),
        onMenu: () => void this.leave(() => this.env.ctx.showMenu()),
      });
      return;
    }
    this.offerReaction(u);
    this.offerPick(u);
  }

  private interaction(): Interaction {
    const u = this.latest;
    const enabled = new Set<number>();
    const selected = new Set<number>(this.varCells);
    const hinted = new Set<number>(this.hintCells);
    if (!u || this.queue.busy || this.pending || u.curtain || u.humanToAct === null) return { enabled, selected };
    const view = u.view as FootballView;
    if (this.varMode) {
      view.cells.forEach((c, i) => {
        if (c && !c.faceUp) enabled.add(i);
      });
    } else {
      for (const a of u.legal) if (a.type === 'flip' && typeof a.cell === 'number') enabled.add(a.cell);
    }
    return { enabled, selected, hinted };
  }

  private legal<T extends FootballAction['type']>(type: T): Extract<FootballAction, { type: T }>[] {
    return (this.latest?.legal ?? []).filter((a) => a.type === type) as unknown as Extract<FootballAction, { type: T }>[];
  }

  // ------------------------------------------------------------ input

  private onCell(cell: number): void {
    const u = this.latest;
    if (!u || this.queue.busy || this.pending) return;
    if (this.varMode) {
      const i = this.varCells.indexOf(cell);
      if (i >= 0) this.varCells.splice(i, 1);
      else this.varCells.push(cell);
      if (this.varCells.length === 2) {
        const cells = [this.varCells[0]!, this.varCells[1]!] as [number, number];
        this.varMode = false;
        this.varCells = [];
        void this.send({ type: 'useVar', cells });
      } else {
        this.scene.setInteraction(this.interaction());
        this.renderStatus();
        this.updateButtons();
      }
      return;
    }
    if (this.legal('flip').some((a) => a.cell === cell)) void this.send({ type: 'flip', cell });
  }

  private async send(action: FootballAction | GameAction): Promise<void> {
    const u = this.latest;
    if (!u || u.humanToAct === null || this.pending) return;
    this.pending = true;
    this.chrome.hideReaction();
    this.refreshHook();
    this.scene.setInteraction(this.interaction());
    this.updateButtons();
    const reply = await this.env.ctx.api.act({ seat: u.humanToAct, action: action as GameAction });
    this.pending = false;
    if (this.destroyed) return;
    if (reply.ok) this.receive(reply.value, true);
    else {
      showError(reply.error);
      if (!this.queue.busy) this.settle();
    }
    this.refreshHook();
  }

  private async confirmCurtain(seat: number): Promise<void> {
    if (this.pending) return;
    this.pending = true;
    this.refreshHook();
    const reply = await this.env.ctx.api.confirmCurtain({ seat });
    this.pending = false;
    if (this.destroyed) return;
    if (reply.ok) {
      this.chrome.hideCurtain();
      this.receive(reply.value, true);
    } else showError(reply.error);
    this.refreshHook();
  }

  private async undo(): Promise<void> {
    const u = this.latest;
    if (!u || this.pending) return;
    const seat = u.humanToAct ?? (typeof u.viewer === 'number' ? u.viewer : null);
    if (seat === null) return;
    this.pending = true;
    this.updateButtons();
    const reply = await this.env.ctx.api.undo({ seat });
    this.pending = false;
    if (this.destroyed) return;
    if (reply.ok) this.receive(reply.value, true);
    else {
      toast(errorText(reply.error), 'error');
      this.updateButtons();
    }
  }

  /** Asks for what the hard bot would play here and points at it; a hint for an older table is dropped. */
  private async hint(): Promise<void> {
    const u = this.latest;
    if (!u || u.humanToAct === null || this.pending) return;
    this.chrome.hintBtn!.disabled = true;
    const reply = await this.env.ctx.api.hint({ seat: u.humanToAct });
    if (this.destroyed) return;
    this.updateButtons();
    if (!reply.ok) return toast(errorText(reply.error), 'error');
    if (this.latest !== u || reply.value.turn !== u.turn) return toast(t('hint.stale'), 'info');
    const a = reply.value.action as FootballAction;
    const view = u.view as FootballView;
    const cell = (i: number): string => cellName(i, view.cols);
    let text: string;
    switch (a.type) {
      case 'flip':
        this.hintCells = [a.cell];
        text = t('hint.flip', { cell: cell(a.cell) });
        break;
      case 'useVar':
        this.hintCells = [...a.cells];
        text = t('hint.useVar', { a: cell(a.cells[0]), b: cell(a.cells[1]) });
        break;
      case 'playGame':
        this.matchBtn.classList.add('hinted');
        text = t('hint.playGame', { name: this.seatName(a.opponent) });
        break;
      case 'takePair':
        text = t('hint.takePair', { card: footballerName(a.footballer) });
        break;
      case 'yellow':
        text = t('hint.yellow', { target: this.seatName(a.target) });
        break;
      case 'red':
        text = t('hint.red');
        break;
      default:
        text = t('hint.pass');
    }
    this.scene.setInteraction(this.interaction());
    toast(text, 'info', 5000);
  }

  private async toMenu(): Promise<void> {
    await this.leave(() => this.env.ctx.showMenu());
  }

  private async leave(next: () => void): Promise<void> {
    this.closeDialogs();
    this.results?.close();
    await this.env.ctx.call('closeMatch', null);
    next();
  }

  private toggleVar(): void {
    if (this.varMode) {
      this.varMode = false;
      this.varCells = [];
    } else if (this.legal('useVar').length > 0) {
      this.varMode = true;
      this.varCells = [];
    }
    this.scene.setInteraction(this.interaction());
    this.renderStatus();
    this.updateButtons();
  }

  private closeDialogs(): void {
    this.matchDialog?.close();
    this.matchDialog = null;
    this.pickDialog?.handle.close();
    this.pickDialog = null;
  }

  private chooseOpponent(): void {
    const u = this.latest;
    const options = this.legal('playGame');
    if (!u || options.length === 0) return;
    const view = u.view as FootballView;
    const list = h(
      'ul',
      { className: 'choice-list' },
      ...options.map((a) => {
        const p = view.players[a.opponent];
        const pairs = p ? p.pairs.length : 0;
        return h(
          'li',
          {},
          h(
            'button',
            { type: 'button', className: 'btn choice', onclick: () => { this.matchDialog?.close(); void this.send(a); } },
            h('strong', {}, this.seatName(a.opponent)),
            h('span', { className: 'muted' }, ` — ${t('table.pairs')}: ${pairs}, ${t('table.points', { count: p?.points ?? 0 })}`),
          ),
        );
      }),
    );
    this.matchDialog = openDialog(t('match.heading'), [h('p', {}, t('match.choose')), list, h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => this.matchDialog?.close() }, t('common.cancel')))], {
      onClose: () => (this.matchDialog = null),
    });
  }

  private offerPick(u: TableUpdate): void {
    const picks = this.legal('takePair');
    const view = u.view as FootballView;
    if (picks.length === 0 || view.phase !== 'pickPair' || this.pickDialog?.seq === u.seq) return;
    const loser = view.match ? this.seatName(view.match.loser) : '';
    const rolls = view.match ? view.match.rolls.map(([a, b]) => `${a}–${b}`).join(', ') : '';
    const list = h(
      'ul',
      { className: 'choice-list pairs' },
      ...picks.map((a) => {
        const f = footballer(a.footballer);
        const points = view.footballerPoints[a.footballer] ?? 0;
        return h(
          'li',
          {},
          h(
            'button',
            { type: 'button', className: 'btn choice', onclick: () => { this.pickDialog?.handle.close(); void this.send(a); } },
            h('span', { className: 'chip', style: `--shirt:#${f.shirt.toString(16).padStart(6, '0')};--trim:#${f.trim.toString(16).padStart(6, '0')}`, 'aria-hidden': 'true' }, String(a.footballer)),
            h('span', {}, t('pick.pair', { footballer: footballerName(a.footballer), points: t('table.points', { count: points * 2 }) })),
          ),
        );
      }),
    );
    const handle = openDialog(t('pick.heading'), [h('p', {}, t('pick.prompt', { loser })), rolls ? h('p', { className: 'muted' }, t('pick.rolls', { rolls })) : h('span'), list], {
      cancellable: false,
      onClose: () => {
        if (this.pickDialog?.handle === handle) this.pickDialog = null;
      },
    });
    this.pickDialog = { seq: u.seq, handle };
  }

  private offerReaction(u: TableUpdate): void {
    const r = u.reaction;
    if (!r || u.humanToAct !== r.seat || this.reactionSeq === u.seq || this.pending) return;
    this.reactionSeq = u.seq;
    const choices: ReactionChoice[] = [];
    for (const a of u.legal as FootballAction[]) {
      if (a.type === 'yellow') {
        choices.push({ kind: 'yellow', label: t(a.double ? 'react.yellow2' : 'react.yellow', { target: this.seatName(a.target) }), onPick: () => void this.send(a) });
      } else if (a.type === 'red') {
        choices.push({ kind: 'red', label: t('react.red'), onPick: () => void this.send(a) });
      }
    }
    const seq = u.seq;
    const pass = (): void => {
      if (this.latest?.seq === seq) void this.send({ type: 'pass' });
    };
    this.chrome.showReaction(t('react.prompt', { name: this.seatName(r.seat) }), choices, t('react.pass'), pass, r.timeoutMs, pass);
  }

  // ------------------------------------------------------------ chrome

  private updateButtons(): void {
    const u = this.latest;
    const idle = !!u && !this.queue.busy && !this.pending && !u.curtain;
    const canVar = idle && this.legal('useVar').length > 0;
    this.useVarBtn.disabled = !canVar && !this.varMode;
    this.useVarBtn.textContent = this.varMode ? t('table.cancelVar') : t('table.useVar');
    this.useVarBtn.setAttribute('aria-pressed', String(this.varMode));
    this.matchBtn.disabled = !(idle && this.legal('playGame').length > 0);
    // Undo stays clickable for the human to move, so a refused undo says why instead of just greying out.
    this.chrome.undoBtn.disabled = !(idle && u!.humanToAct !== null && !u!.outcome);
    this.chrome.undoBtn.classList.toggle('unavailable', !(idle && u!.canUndo));
    if (this.chrome.hintBtn) this.chrome.hintBtn.disabled = !(idle && u!.humanToAct !== null && !u!.outcome);
    this.chrome.undoBtn.title = idle && u!.canUndo ? '' : t('err.undoNotAllowed');
  }

  private renderStatus(): void {
    const u = this.latest;
    if (!u) return;
    const view = u.view as FootballView;
    if (u.outcome) return this.chrome.setStatus(t('status.over'), 'over');
    if (u.curtain) return this.chrome.setStatus(t('status.curtain', { name: u.curtain.name }), 'wait');
    const me = u.humanToAct;
    if (me === null) {
      const seat = u.actors[0] ?? view.active;
      const s = u.seats[seat];
      return this.chrome.setStatus(t(s?.kind === 'bot' ? 'status.waitBot' : 'status.waitHuman', { name: this.seatName(seat) }), 'wait');
    }
    const name = this.seatName(me);
    if (this.varMode) return this.chrome.setStatus(t(this.varCells.length === 1 ? 'status.varPickOne' : 'status.varPick', { name }), 'mine');
    if (view.phase === 'pickPair' && view.match) return this.chrome.setStatus(t('status.pickPair', { loser: this.seatName(view.match.loser) }), 'mine');
    if (u.reaction && me !== view.active) return this.chrome.setStatus(t('status.react', { name }), 'mine');
    if (view.phase === 'oneUp') return this.chrome.setStatus(t('status.flip2', { name }), 'mine');
    return this.chrome.setStatus(t(view.continuation ? 'status.again' : 'status.flip1', { name }), 'mine');
  }

  private flashSeat(seat: number, kind: string): void {
    const el = this.chrome.players.querySelector<HTMLElement>(`[data-seat="${seat}"]`);
    if (!el) return;
    el.classList.remove(`flash-${kind}`);
    void el.offsetWidth;
    el.classList.add(`flash-${kind}`);
    setTimeout(() => el.classList.remove(`flash-${kind}`), 1200);
  }

  private renderPanels(u: TableUpdate): void {
    const view = u.view as FootballView;
    const list = this.chrome.players;
    const items: HTMLElement[] = [];
    u.seats.forEach((seat, i) => {
      const p = view.players[i];
      if (!p) return;
      const active = view.active === i && !view.outcome;
      const deciding = u.actors.includes(i) && !view.outcome;
      const badge = seat.kind === 'bot' ? t('table.bot', { level: t(`level.${seat.level ?? 'normal'}` as 'level.easy') }) : t('table.human');
      const pairs = h(
        'ul',
        { className: 'chips', 'aria-label': t('table.pairs') },
        ...p.pairs.map((n) => {
          const f = footballer(n);
          const pts = view.footballerPoints[n] ?? 0;
          return h(
            'li',
            { className: 'chip', style: `--shirt:#${hex(f.shirt)};--trim:#${hex(f.trim)}`, title: `${footballerName(n)} (${t('table.points', { count: pts * 2 })})` },
            h('span', { 'aria-hidden': 'true' }, String(n)),
            h('span', { className: 'sr-only' }, `${footballerName(n)}, ${t('table.points', { count: pts * 2 })}`),
          );
        }),
      );
      const prizes = h('ul', { className: 'prizes', 'aria-label': t('table.prizes') }, ...p.prizes.map((c) => prizeIcon(c)));
      const flags = h(
        'div',
        { className: 'flags' },
        p.yellowCount > 0 ? h('span', { className: 'flag yellow-count', title: t('table.yellowCount', { count: p.yellowCount }) }, h('span', { className: 'mini-card yellow', 'aria-hidden': 'true' }), h('span', { className: 'sr-only' }, t('table.yellowCount', { count: p.yellowCount })), h('span', { 'aria-hidden': 'true' }, `×${p.yellowCount}`)) : null,
        p.skipNext > 0 ? h('span', { className: 'flag skip' }, t('table.skips')) : null,
      );
      items.push(
        h(
          'li',
          { className: `panel-seat${active ? ' active' : ''}${deciding ? ' deciding' : ''}`, 'data-seat': i, 'aria-current': active ? 'true' : null },
          h(
            'div',
            { className: 'panel-head' },
            h('span', { className: 'seat-name' }, seat.name),
            h('span', { className: `badge ${seat.kind}` }, badge),
            deciding ? h('span', { className: 'marker' }, `▶ ${t('table.deciding')}`) : active ? h('span', { className: 'marker dim' }, t('table.active')) : null,
          ),
          h('div', { className: 'score' }, h('strong', {}, String(p.points)), h('span', {}, ` ${t('table.points', { count: p.points }).replace(/^\S+\s*/, '')}`), flags),
          h('div', { className: 'holdings' }, p.pairs.length ? pairs : h('span', { className: 'muted small' }, t('table.noPairs')), p.prizes.length ? prizes : null),
        ),
      );
    });
    list.replaceChildren(...items);
  }
}

function hex(n: number): string {
  return n.toString(16).padStart(6, '0');
}

function prizeIcon(c: FootballCard): HTMLElement {
  const kind = c.kind === 'prize' ? c.prize : 'yellow';
  const label = cardName(c);
  const glyph = kind === 'var' ? h('span', { 'aria-hidden': 'true' }, 'VAR') : kind === 'playGame' ? icon('ball') : null;
  return h('li', { className: `mini-card ${kind}`, title: label }, glyph, h('span', { className: 'sr-only' }, label));
}
