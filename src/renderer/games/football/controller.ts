/**
 * Klepka Football at the table: plays the events of each update through the scene and turns the
 * player's clicks into actions (flips, VAR on two cells, the match, the pair picked, reactions).
 */
import type { FootballAction } from '../../../common/games/football';
import { t } from '../../i18n';
import { TableController } from '../../table/controller';
import { cellName, gridCell, withDeal } from '../../table/grid';
import { anchorOf } from '../../table/pile';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { icon } from '../../ui/icons';
import { type ReactionChoice } from '../../ui/table-chrome';
import type { TableEnv } from '../../table/game-table';
import { footballerName } from './faces';
import type { FootballTypes, FootballUpdate } from './index';
import { logLine } from './log';
import { footballPanels } from './panels';
import { footballer } from './roster';
import { openRules } from './rules';
import { FootballScene, type Interaction } from './scene';

export class FootballTable extends TableController<FootballTypes> {
  private readonly scene: FootballScene;
  private varMode = false;
  private varCells: number[] = [];
  /** Cells the last hint pointed at; cleared by the next update. */
  private hintCells: number[] = [];
  private reactionSeq = -1;
  private pickDialog: { seq: number; handle: DialogHandle } | null = null;
  private matchDialog: DialogHandle | null = null;
  private readonly useVarBtn: HTMLButtonElement;
  private readonly matchBtn: HTMLButtonElement;
  private readonly rulesBtn: HTMLButtonElement;
  private rulesDialog: DialogHandle | null = null;

  constructor(env: TableEnv) {
    super(env);
    this.useVarBtn = h('button', { type: 'button', className: 'btn var', disabled: true, onclick: () => this.toggleVar() }, t('football.table.useVar'));
    this.matchBtn = h('button', { type: 'button', className: 'btn match', disabled: true, onclick: () => this.chooseOpponent() }, icon('ball'), ` ${t('football.table.playMatch')}`);
    this.rulesBtn = h('button', { type: 'button', className: 'btn', 'aria-keyshortcuts': 'R', onclick: () => this.openRules() }, t('menu.rules'));
    this.chrome.actions.append(this.useVarBtn, this.matchBtn, this.rulesBtn);
    this.scene = new FootballScene(env.app, this.chrome.board, env.anim, {
      seatAnchor: (seat) => anchorOf(this.chrome.players.querySelector(`[data-seat="${seat}"] .score`)),
      seatName: (seat) => this.seatName(seat),
      flashSeat: (seat, kind) => this.flashSeat(seat, kind),
      onCell: (cell) => this.onCell(cell),
    });
    requestAnimationFrame(() => this.scene.layout());
  }

  protected teardown(): void {
    this.scene.destroy();
  }

  protected relabel(): void {
    this.scene.languageChanged();
    this.matchBtn.replaceChildren(icon('ball'), ` ${t('football.table.playMatch')}`);
    this.rulesBtn.textContent = t('menu.rules');
  }

  private openRules(): void {
    this.rulesDialog ??= openRules(() => (this.rulesDialog = null));
  }

  // ------------------------------------------------------------ updates

  protected forgetInput(): void {
    this.varMode = false;
    this.varCells = [];
    this.hintCells = [];
    this.matchBtn.classList.remove('hinted');
    this.closeChoices();
  }

  protected refreshControls(): void {
    this.scene.setInteraction(this.interaction());
    this.updateButtons();
  }

  protected async playUpdate(u: FootballUpdate, first: boolean, animate: boolean): Promise<void> {
    const view = u.view;
    if (first) {
      // The deal flies to the grid and pairs to the panels: both must be in place before the first animation.
      this.scene.layout();
      this.renderPanels(u);
    }
    const played = u.events;
    const events = animate ? (first ? withDeal(played, view.cells) : played) : [];
    if (first && !animate) this.resume(u);
    await this.playEvents(u, events, (ev) => logLine(ev, view, (s) => this.seatName(s)), (ev) => this.scene.play(ev, view));
  }

  protected show(u: FootballUpdate): void {
    this.scene.sync(u.view, this.interaction());
    this.renderPanels(u);
    this.renderStatus();
  }

  protected override askForInput(u: FootballUpdate): void {
    this.offerReaction(u);
    this.offerPick(u);
  }

  private interaction(): Interaction {
    const u = this.latest;
    const enabled = new Set<number>();
    const selected = new Set<number>(this.varCells);
    const hinted = new Set<number>(this.hintCells);
    if (!u || this.queue.busy || this.pending || u.curtain || u.humanToAct === null) return { enabled, selected };
    const view = u.view;
    if (this.varMode) {
      view.cells.forEach((c, i) => {
        if (c && !c.faceUp) enabled.add(i);
      });
    } else {
      for (const a of u.legal) if (a.type === 'flip' && typeof a.cell === 'number') enabled.add(a.cell);
    }
    return { enabled, selected, hinted };
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
        const cells: [number, number] = [this.varCells[0]!, this.varCells[1]!];
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

  protected pointAt(a: FootballAction, u: FootballUpdate): string {
    const view = u.view;
    const cell = (i: number): string => cellName(i, view.cols);
    this.hintCells = a.type === 'flip' ? [a.cell] : a.type === 'useVar' ? [...a.cells] : [];
    this.matchBtn.classList.toggle('hinted', a.type === 'playGame');
    this.scene.setInteraction(this.interaction());
    switch (a.type) {
      case 'flip':
        return t('hint.flip', { cell: cell(a.cell) });
      case 'useVar':
        return t('football.hint.useVar', { a: cell(a.cells[0]), b: cell(a.cells[1]) });
      case 'playGame':
        return t('football.hint.playGame', { name: this.seatName(a.opponent) });
      case 'takePair':
        return t('football.hint.takePair', { card: footballerName(a.footballer) });
      case 'yellow':
        return t('football.hint.yellow', { target: this.seatName(a.target) });
      case 'red':
        return t('football.hint.red');
      default:
        return t('hint.pass');
    }
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

  /** The lesson's targets (see lesson.ts): the grid's card buttons by cell, the reaction bar's YELLOW, Use VAR, panels. */
  protected override lessonTargets(name: string): Element[] {
    const [kind, what = ''] = name.split(':');
    const cols = this.view?.cols ?? 1;
    switch (kind) {
      case 'cell':
        return this.cardButtons(gridCell(what, cols));
      case 'react':
        return [...this.chrome.board.querySelectorAll(`.reaction .react-${CSS.escape(what)}`)];
      case 'button':
        return what === 'var' ? [this.useVarBtn] : [];
      default:
        return super.lessonTargets(name);
    }
  }

  protected closeDialogs(): void {
    this.rulesDialog?.close();
    this.rulesDialog = null;
    this.closeChoices();
  }

  /** The match and pair choosers belong to one update; the Rules stay open while the game goes on. */
  private closeChoices(): void {
    this.matchDialog?.close();
    this.matchDialog = null;
    this.pickDialog?.handle.close();
    this.pickDialog = null;
  }

  private chooseOpponent(): void {
    const u = this.latest;
    const options = this.legal('playGame');
    if (!u || options.length === 0) return;
    const view = u.view;
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
            h('span', { className: 'muted' }, ` — ${t('football.table.pairs')}: ${pairs}, ${t('table.points', { count: p?.points ?? 0 })}`),
          ),
        );
      }),
    );
    this.matchDialog = openDialog(t('football.match.heading'), [h('p', {}, t('football.match.choose')), list, h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => this.matchDialog?.close() }, t('common.cancel')))], {
      onClose: () => (this.matchDialog = null),
    });
  }

  private offerPick(u: FootballUpdate): void {
    const picks = this.legal('takePair');
    const view = u.view;
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
            h('span', {}, t('football.pick.pair', { footballer: footballerName(a.footballer), points: t('table.points', { count: points * 2 }) })),
          ),
        );
      }),
    );
    const handle = openDialog(t('football.pick.heading'), [h('p', {}, t('football.pick.prompt', { loser })), rolls ? h('p', { className: 'muted' }, t('football.pick.rolls', { rolls })) : h('span'), list], {
      cancellable: false,
      onClose: () => {
        if (this.pickDialog?.handle === handle) this.pickDialog = null;
      },
    });
    this.pickDialog = { seq: u.seq, handle };
  }

  protected override askAgain(): void {
    this.reactionSeq = -1;
  }

  private offerReaction(u: FootballUpdate): void {
    const r = u.reaction;
    if (!r || u.humanToAct !== r.seat || this.reactionSeq === u.seq || this.pending) return;
    this.reactionSeq = u.seq;
    const choices: ReactionChoice[] = [];
    for (const a of u.legal) {
      if (a.type === 'yellow') {
        choices.push({ kind: 'yellow', label: t(a.double ? 'football.react.yellow2' : 'football.react.yellow', { target: this.seatName(a.target) }), onPick: () => void this.send(a) });
      } else if (a.type === 'red') {
        choices.push({ kind: 'red', label: t('football.react.red'), onPick: () => void this.send(a) });
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
    this.useVarBtn.textContent = this.varMode ? t('football.table.cancelVar') : t('football.table.useVar');
    this.useVarBtn.setAttribute('aria-pressed', String(this.varMode));
    this.useVarBtn.title = t('football.help.var');
    this.matchBtn.disabled = !(idle && this.legal('playGame').length > 0);
    this.matchBtn.title = t('football.help.playGame');
    this.refreshUndoHint();
  }

  protected renderStatus(): void {
    const u = this.latest;
    if (!u) return;
    const view = u.view;
    if (this.sharedStatus(u, view.active)) return;
    const me = u.humanToAct!;
    const name = this.seatName(me);
    if (this.varMode) return this.chrome.setStatus(t(this.varCells.length === 1 ? 'football.status.varPickOne' : 'football.status.varPick', { name }), 'mine');
    if (view.phase === 'pickPair' && view.match) return this.chrome.setStatus(t('football.status.pickPair', { loser: this.seatName(view.match.loser) }), 'mine');
    if (u.reaction && me !== view.active) return this.chrome.setStatus(t('status.react', { name }), 'mine');
    if (view.phase === 'oneUp') return this.chrome.setStatus(t('football.status.flip2', { name }), 'mine');
    return this.chrome.setStatus(t(view.continuation ? 'football.status.again' : 'football.status.flip1', { name }), 'mine');
  }

  private renderPanels(u: FootballUpdate): void {
    this.chrome.players.replaceChildren(...footballPanels(u));
  }
}
