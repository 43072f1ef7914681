/**
 * Klepka Words at the table: takes TableUpdates, plays their events through the scene in order,
 * reconciles to the view when the queue is empty, and turns the player's clicks, drags and typing into
 * actions (compose, end composing, flips, the choice of an odd group, EXCHANGE and CHAOS).
 */
import './words.css';
import type { ErrorInfo } from '../../../common/contract';
import type { WordsAction, WordsEvent, WordsView } from '../../../common/games/words';
import { t } from '../../i18n';
import { TableController } from '../../table/controller';
import { cellName, gridCell, withDeal } from '../../table/grid';
import { anchorOf } from '../../table/pile';
import { errorText } from '../../ui/app';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import type { ResultsSection } from '../../ui/results';
import { type ReactionChoice } from '../../ui/table-chrome';
import type { TableEnv } from '../../table/game-table';
import { ComposeTray } from './compose';
import { openExchangeDialog } from './exchange';
import { flipInfo, wordsPanels } from './panels';
import { WordsScene, type Interaction } from './scene';
import { scoreSheet, showRules } from './sheets';
import { cardName } from './faces';
import { logLine } from './log';
import type { WordsTypes, WordsUpdate } from './index';

/** Refusals of a move that say nothing about the word itself. */
const NOT_ABOUT_THE_WORD = new Set(['noMatch', 'noSeat', 'notHuman', 'seatOnPhone', 'gameOver', 'curtain', 'notYourTurn', 'staleTable', 'otherMatch', 'badRequest', 'internal', 'rateLimited', 'notComposePhase', 'disconnected']);

export class WordsTable extends TableController<WordsTypes> {
  private readonly scene: WordsScene;
  private readonly tray: ComposeTray;
  /** Cells the last hint pointed at; cleared by the next update. */
  private hintCells: number[] = [];
  /** CHAOS on chosen cells: the cells picked so far (null when not picking). */
  private chaosCells: number[] | null = null;
  private reactionSeq = -1;
  private dialog: DialogHandle | null = null;
  private readonly sheetBtn: HTMLButtonElement;
  private readonly rulesBtn: HTMLButtonElement;
  private readonly exchangeBtn: HTMLButtonElement;
  private readonly chaosBtn: HTMLButtonElement;
  private readonly chaosBar: HTMLElement;

  constructor(env: TableEnv) {
    super(env);
    this.chrome.root.classList.add('words-table');
    this.exchangeBtn = h('button', { type: 'button', className: 'btn prize-exchange', disabled: true, onclick: () => this.openExchange() }, t('words.playExchange'));
    this.chaosBtn = h('button', { type: 'button', className: 'btn prize-chaos', disabled: true, onclick: () => this.openChaos() }, t('words.playChaos'));
    this.sheetBtn = h('button', { type: 'button', className: 'btn', onclick: () => this.openSheet() }, t('words.scoreSheet'));
    this.rulesBtn = h('button', { type: 'button', className: 'btn', 'aria-keyshortcuts': 'R', onclick: () => (this.dialog = showRules(() => (this.dialog = null))) }, t('words.rules'));
    this.chrome.actions.append(this.exchangeBtn, this.chaosBtn, this.sheetBtn, this.rulesBtn);
    // Picking CHAOS cells: the buttons sit in the top bar (the status line says what to do), off the grid.
    this.chaosBar = h('div', { className: 'chaos-bar', hidden: true });
    this.chrome.actions.prepend(this.chaosBar);
    this.tray = new ComposeTray(this.chrome.board, {
      compose: (a) => void this.send(a),
      endCompose: () => void this.send({ type: 'endCompose' }),
      choose: (cards) => void this.send({ type: 'choosePairs', cards }),
      playPrize: (card) => (card.kind === 'prize' && card.prize === 'exchange' ? this.openExchange() : this.openChaos()),
      choiceChanged: () => this.scene.setInteraction(this.interaction()),
      check: (a) => this.checkWord(a),
    });
    this.scene = new WordsScene(env.app, this.chrome.board, env.anim, {
      seatAnchor: (seat) => anchorOf(this.chrome.players.querySelector(`[data-seat="${seat}"] .score`)),
      seatName: (seat) => this.seatName(seat),
      flashSeat: (seat, kind) => this.flashSeat(seat, kind),
      onCell: (cell) => this.onCell(cell),
      // the tray lies under the grid, or beside it (words.css) when the window is wide and low; measured in the
      // board's own (scrolling) frame, where it lies at the bottom of a table taller than the board
      reserved: () => {
        const tray = this.tray.root;
        const board = this.chrome.board;
        if (tray.offsetWidth === 0) return { bottom: 0, right: 0 };
        const overflow = parseFloat(board.style.getPropertyValue('--board-overflow')) || 0;
        return tray.offsetTop > board.clientHeight / 3 ? { bottom: board.clientHeight + overflow - tray.offsetTop, right: 0 } : { bottom: 0, right: board.clientWidth - tray.offsetLeft };
      },
    });
    new ResizeObserver(() => this.scene.layout()).observe(this.tray.root);
    requestAnimationFrame(() => this.scene.layout());
  }

  protected teardown(): void {
    this.scene.destroy();
    this.tray.destroy();
  }

  protected relabel(): void {
    this.scene.languageChanged();
    this.tray.languageChanged();
    this.exchangeBtn.textContent = t('words.playExchange');
    this.chaosBtn.textContent = t('words.playChaos');
    this.sheetBtn.textContent = t('words.scoreSheet');
    this.rulesBtn.textContent = t('words.rules');
  }

  /**
   * True while the human to act is asked in an "any moment" window: with a countdown (`reaction`), or
   * without one when reactions are off and the table asks only at a turn's start.
   */
  private get asked(): boolean {
    const u = this.latest;
    const w = this.view?.reactionWindow;
    return !!u && (!!u.reaction || (!!w && w.asking === u.humanToAct && this.legal('pass').length > 0));
  }

  // ------------------------------------------------------------ updates

  protected forgetInput(): void {
    this.chaosCells = null;
    this.hintCells = [];
    this.dialog?.close();
  }

  protected async playUpdate(u: WordsUpdate, first: boolean, animate: boolean): Promise<void> {
    const view = u.view;
    if (first) {
      this.renderPanels(u);
      this.scene.layout();
    }
    const played = u.events;
    const events = animate ? (first ? withDeal(played, view.cells) : played) : [];
    if (first && !animate) this.resume(u);
    const play = async (ev: WordsEvent): Promise<void> => {
      await this.scene.play(ev, view);
      // Holdings change as the cards land, not all at the end.
      if (ev.type === 'takePair' || ev.type === 'takePrize' || ev.type === 'word' || ev.type === 'exchange') this.renderPanels(u);
    };
    await this.playEvents(u, events, (ev) => logLine(ev, view, (s) => this.seatName(s)), play);
  }

  protected show(u: WordsUpdate): void {
    this.scene.sync(u.view, this.interaction());
    this.renderPanels(u);
    this.renderStatus();
  }

  protected override askForInput(u: WordsUpdate): void {
    this.offerReaction(u);
  }

  /** The tie-break is the number of words; the game ends on a round of passes or the phrase; the score sheet follows. */
  protected override resultsSection(u: WordsUpdate): ResultsSection {
    return {
      tiebreakLabel: t('words.results.words'),
      reason: t(u.outcome?.reason === 'slava' ? 'words.results.slava' : 'words.results.passes'),
      below: [h('h3', { className: 'sheet-h' }, t('words.scoreSheet')), scoreSheet(u.view, (s) => this.seatName(s))],
    };
  }

  private interaction(): Interaction {
    const enabled = new Set<number>();
    const selected = new Set<number>();
    const view = this.view;
    if (!view) return { enabled, selected };
    if (this.chaosCells) {
      for (const c of this.chaosCells) selected.add(c);
      if (this.idle) view.cells.forEach((c, i) => c && !c.faceUp && enabled.add(i));
      return { enabled, selected };
    }
    if (view.choice) {
      const ids = this.tray ? this.tray.selectedChoice : [];
      view.choice.cells.forEach((cell, i) => {
        if (ids.includes(view.choice!.cards[i]!.id)) selected.add(cell);
        if (this.idle && this.legal('choosePairs').length > 0) enabled.add(cell);
      });
      return { enabled, selected };
    }
    if (!this.idle) return { enabled, selected };
    const hinted = new Set(this.hintCells);
    for (const a of this.legal('flip')) enabled.add(a.cell);
    // In Action 1 a click on the table ends composing and flips that card.
    if (view.phase === 'compose' && !view.tableEmpty && !this.asked && this.legal('endCompose').length > 0) view.cells.forEach((c, i) => c && !c.faceUp && enabled.add(i));
    return { enabled, selected, hinted };
  }

  // ------------------------------------------------------------ input

  private onCell(cell: number): void {
    const view = this.view;
    if (!view || !this.idle) return;
    if (this.chaosCells) {
      const i = this.chaosCells.indexOf(cell);
      if (i >= 0) this.chaosCells.splice(i, 1);
      else if (view.cells[cell] && !view.cells[cell]!.faceUp) this.chaosCells.push(cell);
      this.renderChaosBar();
      this.scene.setInteraction(this.interaction());
      return;
    }
    if (view.choice) {
      const i = view.choice.cells.indexOf(cell);
      if (i >= 0) this.tray.toggleChoice(view.choice.cards[i]!.id);
      return;
    }
    if (this.legal('flip').some((a) => a.cell === cell)) void this.send({ type: 'flip', cell });
    else if (view.phase === 'compose' && !view.tableEmpty && this.legal('endCompose').length > 0) void this.endThenFlip(cell);
  }

  /** Ends Action 1 and, when the table then asks this player to flip, flips `cell`. */
  private async endThenFlip(cell: number): Promise<void> {
    await this.send({ type: 'endCompose' });
    if (this.destroyed || this.pending) return;
    if (this.legal('flip').some((a) => a.cell === cell)) await this.send({ type: 'flip', cell });
  }

  protected override accepted(action: WordsAction): void {
    if (action.type === 'compose') this.tray.accepted();
  }

  /** The table's verdict on the word being composed (see ComposeTray.check); nothing is played. */
  private async checkWord(action: Extract<WordsAction, { type: 'compose' }>): Promise<string | null | undefined> {
    const seat = this.latest?.humanToAct;
    if (seat === null || seat === undefined) return undefined;
    const reply = await this.env.ctx.api.checkMove({ seat, action });
    if (reply.ok) return null;
    // a refusal about the table, not the word (it moved on, a curtain, not this seat's turn): no verdict
    return NOT_ABOUT_THE_WORD.has(reply.error.code) ? undefined : errorText(reply.error);
  }

  /** A rejected word costs nothing: the reason stays by the word, which stays as built. */
  protected override refused(action: WordsAction, error: ErrorInfo): boolean {
    if (action.type !== 'compose') return false;
    this.tray.showMessage(errorText(error));
    return true;
  }

  /** Shows what the hard bot would play: a word laid into the row, a card ringed, or a line. */
  protected pointAt(a: WordsAction, u: WordsUpdate): string {
    const view = u.view;
    const held = (seat: number, id: string): string => {
      const c = view.players[seat]?.cards.find((x) => x.id === id);
      return c ? cardName(c) : id;
    };
    let text: string;
    switch (a.type) {
      case 'compose':
        this.tray.showWord(a);
        text = t('words.hintWord', { word: a.word });
        break;
      case 'endCompose':
        text = t(view.tableEmpty ? 'words.hintPass' : 'words.hintEnd');
        break;
      case 'flip':
        this.hintCells = [a.cell];
        text = t('hint.flip', { cell: cellName(a.cell, view.cols) });
        break;
      case 'choosePairs':
        this.tray.chooseCards(a.cards);
        text = t('words.hintChoose');
        break;
      case 'exchange':
        text = t('words.hintExchange', { give: held(u.humanToAct!, a.give), take: held(a.target, a.take), name: this.seatName(a.target) });
        break;
      case 'chaos':
        text = t('words.hintChaos');
        break;
      default:
        text = t('hint.pass');
    }
    this.scene.setInteraction(this.interaction());
    return text;
  }

  /** The lesson's targets (see lesson.ts): grid cells, the tray's free letters and buttons, panels. */
  protected override lessonTargets(name: string): Element[] {
    const [kind, what = ''] = name.split(':');
    const cols = this.view?.cols ?? 1;
    switch (kind) {
      case 'cell':
        return this.cardButtons(gridCell(what, cols));
      case 'hand':
        return [...document.querySelectorAll('.words-tray .hand-card:not(.in-word)')].filter((b) => (b.getAttribute('data-testid') ?? '').startsWith(`letter ${what} `));
      case 'button':
        return [...document.querySelectorAll(`.words-tray .tray-actions ${what === 'end' ? '.btn.end' : '.btn.primary'}`)];
      default:
        return super.lessonTargets(name);
    }
  }

  protected closeDialogs(): void {
    this.dialog?.close();
  }

  // ------------------------------------------------------------ prize cards

  private openExchange(): void {
    const u = this.latest;
    const view = this.view;
    const moves = this.legal('exchange');
    if (!u || !view || moves.length === 0 || !this.idle) return;
    this.dialog = openExchangeDialog(u, view, moves, (seat) => this.seatName(seat), (move) => void this.send(move), () => (this.dialog = null));
  }

  private openChaos(): void {
    if (this.legal('chaos').length === 0 || !this.idle) return;
    const all = h('button', { type: 'button', className: 'btn primary', onclick: () => { this.dialog?.close(); void this.send({ type: 'chaos' }); } }, t('words.chaos.all'));
    const some = h('button', { type: 'button', className: 'btn', onclick: () => { this.dialog?.close(); this.startChaosPick(); } }, t('words.chaos.some'));
    this.dialog = openDialog(t('words.chaos.heading'), [h('p', {}, t('words.chaos.explain')), h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => this.dialog?.close() }, t('common.cancel')), some, all)], {
      onClose: () => (this.dialog = null),
    });
  }

  private startChaosPick(): void {
    this.chrome.hideReaction();
    this.chaosCells = [];
    this.renderChaosBar();
    this.scene.setInteraction(this.interaction());
    this.renderStatus();
  }

  private renderChaosBar(): void {
    const cells = this.chaosCells;
    this.chaosBar.hidden = cells === null;
    if (!cells) {
      this.chaosBar.replaceChildren();
      return;
    }
    const go = h('button', { type: 'button', className: 'btn primary', disabled: cells.length < 2, onclick: () => {
      const chosen = [...cells];
      this.chaosCells = null;
      this.renderChaosBar();
      void this.send({ type: 'chaos', cells: chosen });
    } }, t('words.chaos.shuffle', { count: cells.length }));
    const cancel = h('button', { type: 'button', className: 'btn', onclick: () => {
      this.chaosCells = null;
      this.renderChaosBar();
      this.scene.setInteraction(this.interaction());
      this.renderStatus();
      if (this.latest) {
        this.reactionSeq = -1;
        this.offerReaction(this.latest);
      }
    } }, t('common.cancel'));
    this.chaosBar.replaceChildren(go, cancel);
  }

  private offerReaction(u: WordsUpdate): void {
    const seat = u.humanToAct;
    if (seat === null || !this.asked || this.reactionSeq === u.seq || this.pending || this.chaosCells) return;
    const r = { seat, timeoutMs: u.reaction?.timeoutMs ?? 0 };
    this.reactionSeq = u.seq;
    const choices: ReactionChoice[] = [];
    if (this.legal('exchange').length > 0) choices.push({ kind: 'other', label: t('words.playExchange'), onPick: () => this.openExchange() });
    if (this.legal('chaos').length > 0) choices.push({ kind: 'other', label: t('words.playChaos'), onPick: () => this.openChaos() });
    const seq = u.seq;
    if (choices.length === 0) {
      // Asked without a card that can be played now: nothing to decide.
      void this.send({ type: 'pass' });
      return;
    }
    const pass = (): void => {
      if (this.latest?.seq === seq && !this.dialog && !this.chaosCells) void this.send({ type: 'pass' });
    };
    this.chrome.showReaction(t('react.prompt', { name: this.seatName(r.seat) }), choices, t('react.pass'), pass, r.timeoutMs, pass);
  }

  // ------------------------------------------------------------ chrome

  protected refreshControls(): void {
    const u = this.latest;
    const view = this.view;
    if (!u || !view) return;
    const idle = this.idle;
    const me = u.humanToAct;
    this.exchangeBtn.disabled = !(idle && this.legal('exchange').length > 0);
    this.chaosBtn.disabled = !(idle && this.legal('chaos').length > 0);
    this.exchangeBtn.hidden = this.exchangeBtn.disabled;
    this.chaosBtn.hidden = this.chaosBtn.disabled;
    this.refreshUndoHint();
    // The letters shown are those of the human deciding, else of the last human who looked.
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    const hand = viewer !== null ? view.hand : [];
    const active = view.active;
    const mine = me !== null && me === active && !this.asked;
    const playable = new Set<string>();
    if (idle) {
      const prizes = hand.filter((c) => c.kind === 'prize');
      if (this.legal('exchange').length) prizes.filter((c) => c.kind === 'prize' && c.prize === 'exchange').forEach((c) => playable.add(c.id));
      if (this.legal('chaos').length) prizes.filter((c) => c.kind === 'prize' && c.prize === 'chaos').forEach((c) => playable.add(c.id));
    }
    // Without a letter there is nothing to compose: the status line alone says what to do (flip a card).
    const noLetters = mine && view.phase === 'compose' && !view.tableEmpty && !hand.some((c) => c.kind === 'letter');
    const activeWords = view.players[active]?.words ?? [];
    const turnWords = view.phase === 'over' ? [] : activeWords.slice(activeWords.length - view.wordsThisTurn);
    this.tray.update({
      hand,
      owner: viewer === null ? t('words.noHand') : t(mine ? 'words.yourLetters' : 'words.lettersOf', { name: this.seatName(viewer) }),
      canCompose: idle && mine && !noLetters && view.phase === 'compose' && this.legal('compose').length + this.legal('endCompose').length > 0,
      canEnd: idle && mine && this.legal('endCompose').length > 0,
      tableEmpty: view.tableEmpty,
      wordsThisTurn: turnWords,
      flipInfo: noLetters ? '' : flipInfo(view),
      choice: idle && view.choice && this.legal('choosePairs').length > 0 ? { cards: view.choice.cards, take: view.choice.take, letter: view.choice.letter } : null,
      playable,
      idleHint: noLetters ? '' : this.idleHint(view, mine),
    });
    this.scene.setInteraction(this.interaction());
  }

  private idleHint(view: WordsView, mine: boolean): string {
    if (view.phase === 'over') return '';
    if (!mine) return t('words.waitTurn', { name: this.seatName(view.active) });
    return view.phase === 'flip' ? t('words.hintFlip') : '';
  }

  protected renderStatus(): void {
    const u = this.latest;
    const view = this.view;
    if (!u || !view) return;
    if (this.sharedStatus(u, view.active)) return;
    const name = this.seatName(u.humanToAct!);
    if (this.chaosCells) return this.chrome.setStatus(t('words.chaos.pick'), 'mine');
    if (this.asked) return this.chrome.setStatus(t('status.react', { name }), 'mine');
    if (view.phase === 'choosePairs' && view.choice) return this.chrome.setStatus(t('words.status.choose', { name, count: view.choice.take, letter: view.choice.letter }), 'mine');
    if (view.phase === 'flip') return this.chrome.setStatus(t('words.status.flip', { name, count: view.flipsLeft }), 'mine');
    if (view.tableEmpty) return this.chrome.setStatus(t('words.status.composeEmpty', { name }), 'mine');
    if (!view.hand.some((c) => c.kind === 'letter')) return this.chrome.setStatus(t('words.status.noLetters', { name }), 'mine');
    return this.chrome.setStatus(t('words.status.compose', { name, count: view.flipQuota }), 'mine');
  }

  private openSheet(): void {
    const view = this.view;
    if (!view) return;
    this.dialog?.close();
    this.dialog = openDialog(t('words.scoreSheet'), [scoreSheet(view, (s) => this.seatName(s)), h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => this.dialog?.close() }, t('common.close')))], {
      className: 'words-sheet',
      onClose: () => (this.dialog = null),
    });
  }

  private renderPanels(u: WordsUpdate): void {
    this.chrome.players.replaceChildren(...wordsPanels(u));
  }
}
