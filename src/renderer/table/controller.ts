/**
 * What every game's table controller shares: the update queue (animate the events in order, then
 * reconcile to the latest view), request plumbing with the busy state and errors, the curtain, undo,
 * hint, leaving for the menu and the results dialog. A game's controller extends it and keeps only
 * what is its own: its scene, its input, its panels, status lines and dialogs.
 */
import type { AnimationSpeed, ErrorInfo, TableUpdate } from '../../common/contract';
import type { GameAction } from '../../common/engine-types';
import { t } from '../i18n';
import { errorText, markLessonDone, showError, startLesson } from '../ui/app';
import { resultsRecords } from '../ui/players';
import type { DialogHandle } from '../ui/dialog';
import { showResults, type ResultsSection } from '../ui/results';
import { TableChrome } from '../ui/table-chrome';
import { canInvite, markPhoneSeats, openPartyPanel, watchParty, type PartyView } from '../ui/party';
import { toast } from '../ui/toast';
import { soundOf } from '../sound/table';
import { AnimationQueue } from './anim';
import { playGrouped, type Together } from './event-groups';
import { Playback } from './playback';
import type { GameTable, GameTypes, TableEnv, Update } from './game-table';
import { FirstTipsGuide } from './first-tips';
import { Coach, type Lesson } from './lesson';

/** A line of the event log. */
export interface LogLine {
  text: string;
  kind: string;
  /** The turn of the move it tells of (see TableChrome.log); set by the table, not by a game's log. */
  turn?: number;
}

/**
 * A TableUpdate as the game's own: main sends each table only updates of its game, so the view, events
 * and legal actions are that game's (the one place the kit trusts the wire's shape).
 */
function asGameUpdate<T extends GameTypes>(u: TableUpdate): Update<T> {
  return u as Update<T>;
}

/** With phones at the table, the longest one update may play out on the desktop. */
const PHONE_BUDGET_MS = 1500;

/** The seat an update waits for: a reaction window's seat, else the first to act (a demand's target), else `active`. */
function waitingSeat(u: TableUpdate, active: number): number {
  return u.reaction?.seat ?? u.actors[0] ?? active;
}

export abstract class TableController<T extends GameTypes> implements GameTable {
  protected readonly chrome: TableChrome;
  protected readonly queue = new AnimationQueue();
  protected latest: Update<T> | null = null;
  /** A request to the game is on its way: input waits for its answer. */
  protected pending = false;
  protected destroyed = false;
  /** How long the hint's sentence stays on screen. */
  protected hintToastMs = 5000;
  /** Whether an undone table animates its events or jumps to the restored view. */
  protected undoAnimates = true;
  /** The update the table shows now (the one the queue plays, or the latest once it runs dry). */
  protected shown: Update<T> | null = null;
  /** The seat whose move the table is playing out, while the queue is busy. */
  private playingSeat: number | null = null;
  private matchId = '';
  private lastSeq = -1;
  private resultsFor = '';
  private results: DialogHandle | null = null;
  /** How the table words an event in its log (the last one `playEvents` was given), to rebuild a log. */
  private lineOf: ((ev: T['event']) => LogLine | null) | null = null;
  /** Set for a replay's table: what Menu does instead of closing the match. */
  private leaveReplay: (() => void) | null = null;
  /** The coach of a "Learn to play" match. */
  private coach: Coach<T['action']> | null = null;
  /** The first-time tips of a real game (none in lessons and replays). */
  private readonly tips: FirstTipsGuide;
  /** Party mode as the table follows it: the Invite panel open (the curtain waits for it), seats asked for. */
  private party: PartyView = { panelOpen: false, asking: [] };
  private readonly unwatchParty: () => void;
  /** The pace of the queue: the speed set, hurried, or at once (catching up, skipping to the player's turn). */
  private readonly playback: Playback;

  protected constructor(protected readonly env: TableEnv) {
    this.playback = new Playback(env.anim, this.queue);
    const pace = { speed: env.ctx.settings.animationSpeed, onSpeed: (speed: AnimationSpeed) => void env.ctx.updateSettings({ animationSpeed: speed }), onSkip: () => this.skipToTurn() };
    this.chrome = new TableChrome(env.parent, { onMenu: () => void this.toMenu(), onUndo: () => void this.undo(), onHint: () => void this.hint(), onParty: () => void openPartyPanel(env.ctx), onCountdownSecond: () => env.sound.play('tick'), pace });
    this.unwatchParty = watchParty((v) => this.partyViewChanged(v));
    this.tips = new FirstTipsGuide(this.chrome.side, env.ctx, env.game);
    this.queue.onIdle(() => this.settle());
    this.queue.onBusy(() => this.refreshHook());
    // A click on the table while it is not the player's move says why nothing happens.
    window.addEventListener('pointerdown', this.onEarlyClick, true);
  }

  // ------------------------------------------------------------ what a game supplies

  /** Forgets what the player was choosing on the previous update (selection, hint marks, dialogs). */
  protected abstract forgetInput(): void;
  /** Brings buttons and clickable things up to date with the busy state and the legal actions. */
  protected abstract refreshControls(): void;
  /** The status line. */
  protected abstract renderStatus(): void;
  /** Plays one update's events (its turn in the queue); `first` is the first update of a match. */
  protected abstract playUpdate(u: Update<T>, first: boolean, animate: boolean): Promise<void>;
  /** The picture, the panels and the status line of `u`. */
  protected abstract show(u: Update<T>): void;
  /** Marks what the hint suggests on the table and returns the sentence that says it. */
  protected abstract pointAt(action: T['action'], u: Update<T>): string;
  /** Closes the game's own dialogs (leaving, destroying). */
  protected abstract closeDialogs(): void;
  /** Frees the scene and whatever else the game built. */
  protected abstract teardown(): void;
  /** Relabels the game's own controls in the new language. */
  protected abstract relabel(): void;

  /** Makes the picture exactly the latest view (queue empty) and lets the player act. */
  protected reconcile(u: Update<T>): void {
    this.show(u);
    this.refreshControls();
  }

  /** A match's first update, not animated: the picture as it stands, and a note in the log. */
  protected resume(u: Update<T>): void {
    this.show(u);
    this.logResumed(u);
  }

  /** After settling with no curtain and no new results: asks for input a window needs (reactions, choices). */
  protected askForInput(_u: Update<T>): void {}
  /** The game's own part of the results dialog. */
  protected resultsSection(_u: Update<T>): ResultsSection {
    return {};
  }
  /** A refused action the game shows in its own place; false shows the shared error toast. */
  protected refused(_action: T['action'], _error: ErrorInfo): boolean {
    return false;
  }
  /** A move the lesson did not send: the next settle asks for the input again (a game that asks once per update forgets it asked). */
  protected askAgain(): void {}
  /** An accepted action, before its update is received. */
  protected accepted(_action: T['action']): void {}
  /**
   * The page elements a lesson's target names (see lesson.ts): a seat's panel (`panel:<seat>`) or the
   * elements marked `data-lesson="<name>"`; a game resolves its own names (cards on the canvas, its offers).
   */
  protected lessonTargets(name: string): Element[] {
    const [kind, what = ''] = name.split(':');
    if (kind === 'panel') return [...this.chrome.players.querySelectorAll(`[data-seat="${CSS.escape(what)}"]`)];
    return [...document.querySelectorAll(`[data-lesson="${CSS.escape(name)}"]`)];
  }

  /** The canvas's card buttons whose accessible name passes `match` (what lessons point at). */
  protected cardButtons(match: (label: string) => boolean): Element[] {
    return [...this.chrome.board.querySelectorAll('.card-button')].filter((b) => match(b.getAttribute('data-testid') ?? ''));
  }

  // ------------------------------------------------------------ GameTable

  destroy(): void {
    this.destroyed = true;
    this.unwatchParty();
    this.queue.clear();
    this.env.anim.killAll();
    this.closeDialogs();
    this.results?.close();
    this.coach?.destroy();
    this.tips.destroy();
    this.teardown();
    this.chrome.destroy();
    this.env.hook.update = null;
    this.env.hook.animating = false;
    window.removeEventListener('pointerdown', this.onEarlyClick, true);
  }

  watchOnly(onLeave: () => void): void {
    this.leaveReplay = onLeave;
    this.tips.destroy();
    this.chrome.pace.root.hidden = true;
    this.chrome.partyBtn.hidden = true;
    this.chrome.undoBtn.hidden = true;
    if (this.chrome.hintBtn) this.chrome.hintBtn.hidden = true;
  }

  clearLog(): void {
    this.chrome.clearLog();
  }

  languageChanged(): void {
    this.relabel();
    this.chrome.relabel();
    this.chrome.pace.setSpeed(this.env.ctx.settings.animationSpeed);
    this.coach?.languageChanged();
    this.tips.languageChanged();
    if (this.latest && !this.queue.busy) this.settle();
  }

  receive(update: TableUpdate, animate: boolean): void {
    if (this.destroyed) return;
    const u = asGameUpdate<T>(update);
    if (u.matchId !== this.matchId) {
      this.matchId = u.matchId;
      this.lastSeq = -1;
      this.resultsFor = u.outcome ? u.matchId : '';
      this.chrome.clearLog();
      this.openCoach(u);
    }
    if (u.seq <= this.lastSeq) return;
    const first = this.lastSeq < 0;
    this.lastSeq = u.seq;
    this.latest = u;
    this.tips.note(u);
    this.chrome.hideReaction();
    this.chrome.partyBtn.hidden = !!this.leaveReplay || !canInvite(update);
    this.forgetInput();
    this.refreshHook();
    this.refreshControls();
    this.coach?.update({ ready: false, turn: u.turn });
    this.queue.push(async () => {
      if (this.destroyed) return;
      // The status follows what the table shows: whose move plays out now, never a move not yet shown.
      this.playingSeat = this.shown?.actors[0] ?? null;
      this.shown = u;
      this.renderStatus();
      // a move taken back (undo, a replay's step back) leaves the log with its lines
      this.chrome.dropLogAfter(u.turn);
      const mover = this.playingSeat;
      this.playback.begin(!!u.phones?.some((p) => p.seat === mover || p.seat === u.actors[0]));
      // with phones, one update plays out in PHONE_BUDGET_MS at most (a deck rebuilt, a last round...)
      const cap = u.phones?.length ? window.setTimeout(() => this.playback.skipRest(), PHONE_BUDGET_MS) : undefined;
      await this.playUpdate(u, first, animate);
      clearTimeout(cap);
      if (u.history && !this.destroyed) this.rebuildLog(u, animate);
    });
    // Phones play faster than a table animates: more than a move or two behind, or the game over behind
    // an older move, what plays out now jumps to its end and every update but the latest is applied
    // without animation (bots' bursts without phones still play).
    if (u.phones?.length && this.queue.backlog >= (u.outcome ? 1 : 2)) {
      this.playback.catchingUp = true;
      this.playback.skipRest();
    }
    // the status names whom the table waits for now, also while older moves still play out
    if (this.queue.busy) this.renderStatus();
  }

  /** "Skip to my turn" (its button or key): what is queued plays out at once, up to the player's turn. */
  private skipToTurn(): void {
    if (!this.canSkip) return;
    this.playback.skipToTurn();
    this.refreshHook();
  }

  /** Something is left to skip: moves still playing out, or awaited from others before the player's turn. */
  private get canSkip(): boolean {
    const u = this.latest;
    if (!u || this.leaveReplay || this.destroyed || this.playback.skippingToTurn) return false;
    return this.queue.busy || (u.humanToAct === null && !u.outcome && !u.curtain);
  }

  /** Party mode changed: the seats asked for show on the table; the curtain waits while the Invite panel is open. */
  private partyViewChanged(v: PartyView): void {
    const opened = v.panelOpen !== this.party.panelOpen;
    this.party = v;
    this.chrome.setPartyAsking(v.asking.length > 0 ? t('party.asking', { names: v.asking.join(', ') }) : null);
    if (!opened) return;
    if (v.panelOpen) this.chrome.hideCurtain();
    else if (this.latest && !this.queue.busy && !this.destroyed) this.cover(this.latest);
  }

  /** The curtain for `u`, unless the Invite panel is open (it comes back when the panel closes); true when `u` has one. */
  private cover(u: Update<T>): boolean {
    if (!u.curtain || u.outcome) return false;
    if (this.party.panelOpen) return true;
    const seat = u.curtain.seat;
    const onParty = canInvite(u) && !this.leaveReplay ? () => void openPartyPanel(this.env.ctx) : undefined;
    this.chrome.showCurtain(seat, u.curtain.name, () => void this.confirmCurtain(seat), { icon: this.env.game.icon, onMenu: () => void this.toMenu(), onParty });
    return true;
  }

  /**
   * A table opened mid-game (Continue, Load, a replay's jump): the log gets what happened before, as
   * its viewer saw it, ahead of what the table logged since; events not played one by one join it.
   */
  private rebuildLog(u: Update<T>, animate: boolean): void {
    const line = this.lineOf;
    if (!line) return;
    const history = u.history as T['event'][];
    const turns = u.historyTurns;
    const tagged = [...history.map((ev, i) => ({ ev, turn: turns?.[i] })), ...(animate ? [] : u.events.map((ev) => ({ ev, turn: u.turn })))];
    const lines = tagged.flatMap(({ ev, turn }) => {
      const l = line(ev);
      return l ? [{ ...l, turn }] : [];
    });
    this.chrome.prependLog(lines);
  }

  // ------------------------------------------------------------ shared state

  protected get view(): T['view'] | null {
    return this.latest?.view ?? null;
  }

  /** The human to act may act now: nothing animating or on its way, no curtain, the game not over. */
  protected get idle(): boolean {
    const u = this.latest;
    return !!u && !this.queue.busy && !this.pending && !u.curtain && u.humanToAct !== null && !u.outcome;
  }

  protected legal<K extends T['action']['type']>(type: K): Extract<T['action'], { type: K }>[] {
    return (this.latest?.legal ?? []).filter((a): a is Extract<T['action'], { type: K }> => a.type === type);
  }

  protected seatName(seat: number): string {
    return this.latest?.seats[seat]?.name ?? `#${seat + 1}`;
  }

  protected refreshHook(): void {
    this.env.hook.update = this.latest;
    this.env.hook.animating = this.queue.busy || this.pending;
    this.chrome.pace.showSkip(this.canSkip, this.playback.skippingToTurn);
  }

  /**
   * Logs, sounds and plays `u`'s events in order (runs `together` joins start at once, see event-groups.ts),
   * then shows `u` (unless the table was closed meanwhile); `audible` false for events the picture does
   * not play out one by one. Skipped events are logged all the same, not heard.
   */
  protected async playEvents(u: Update<T>, events: T['event'][], line: (ev: T['event']) => LogLine | null, play: (ev: T['event']) => Promise<void>, audible = true, together?: Together<T['event']>): Promise<void> {
    this.lineOf = line;
    const sounds = audible ? this.env.game.sounds : undefined;
    const announce = (ev: T['event']): void => {
      const l = line(ev);
      if (l) this.chrome.log(l.text, l.kind, u.turn);
      const sound = sounds && !this.playback.skipping ? soundOf(sounds, ev, u) : null;
      if (sound) this.env.sound.play(sound);
    };
    await playGrouped(events, { announce, play, together, wait: (s) => this.env.anim.wait(s), stopped: () => this.destroyed });
    if (!this.destroyed) {
      this.show(u);
      markPhoneSeats(this.chrome.players, u);
    }
  }

  /**
   * `playUpdate` of a table drawn by one scene (Rush, Draker): the first update syncs the picture, deals
   * a new match and logs a resumed one; later updates play their events one by one through the scene.
   */
  protected async playThroughScene(
    u: Update<T>,
    first: boolean,
    animate: boolean,
    scene: { sync(): void; deal(): Promise<void>; play(ev: T['event']): Promise<void>; together?: Together<T['event']> },
    line: (ev: T['event']) => LogLine | null,
  ): Promise<void> {
    const events = animate ? u.events : [];
    if (first) {
      scene.sync();
      if (animate && u.turn === 0 && !this.env.anim.instant) {
        this.env.sound.play('deal');
        await scene.deal();
      }
      if (!animate) this.logResumed(u);
    }
    // The first picture already shows what these events did (the deal stands for them, also in sound).
    const play = (ev: T['event']): Promise<void> => (first ? Promise.resolve() : scene.play(ev));
    await this.playEvents(u, events, line, play, !first, first ? undefined : scene.together);
  }

  /** The log's note that a saved match goes on from where it was. */
  protected logResumed(u: Update<T>): void {
    if (u.turn > 0) this.chrome.log(t('log.resumed', { turn: u.turn }), 'sys');
  }

  /** A short flash on a player's panel (a point scored, a card taken). */
  protected flashSeat(seat: number, kind: string): void {
    const el = this.chrome.players.querySelector<HTMLElement>(`[data-seat="${seat}"]`);
    if (!el) return;
    el.classList.remove(`flash-${kind}`);
    void el.offsetWidth;
    el.classList.add(`flash-${kind}`);
    setTimeout(() => el.classList.remove(`flash-${kind}`), 1200);
  }

  /**
   * Hint follows the busy state; Undo is enabled exactly when the host would take the move back now (its
   * `canUndo`, once the table is idle), and its tooltip says why when it is not.
   */
  protected refreshUndoHint(): void {
    const can = this.idle && !!this.latest?.canUndo;
    this.chrome.undoBtn.disabled = !can;
    this.chrome.undoBtn.title = can ? '' : t('err.undoNotAllowed');
    if (this.chrome.hintBtn) this.chrome.hintBtn.disabled = !this.idle;
  }

  /**
   * The status every game words alike (a move playing out, over, behind the curtain, waiting for someone
   * else); true when it was set, false when it is the human's move and the game says what to do. While
   * the table still plays out moves it names whom it really waits for (the latest update's seat: a
   * demand's target, a reaction window's seat), not whose move is animating; the player's own turn is
   * announced only when the player can really act (until then, and for a replay, whose move plays out).
   */
  protected sharedStatus(u: Update<T>, active: number): boolean {
    const busy = this.queue.busy || this.pending;
    const latest = this.latest ?? u;
    if (busy && this.shown) {
      if (!latest.outcome && !latest.curtain && latest.humanToAct === null && !this.leaveReplay) return this.waitFor(latest, waitingSeat(latest, active));
      const seat = this.playingSeat ?? this.shown.actors[0] ?? active;
      this.chrome.setStatus(t(this.leaveReplay ? 'replay.toPlay' : seat === this.shown.viewer ? 'status.ownMove' : 'status.playing', { name: this.seatName(seat) }), 'wait');
      return true;
    }
    if (u.outcome) {
      this.chrome.setStatus(t('status.over'), 'over');
      return true;
    }
    if (u.curtain) {
      this.chrome.setStatus(t('status.curtain', { name: u.curtain.name }), 'wait');
      return true;
    }
    if (u.humanToAct !== null) return false;
    const seat = waitingSeat(u, active);
    if (this.leaveReplay) {
      this.chrome.setStatus(t('replay.toPlay', { name: this.seatName(seat) }), 'wait');
      return true;
    }
    return this.waitFor(u, seat);
  }

  /** "<bot> is thinking…" or "Waiting for <human>" (on the desktop or on a phone). */
  private waitFor(u: Update<T>, seat: number): true {
    this.chrome.setStatus(t(u.seats[seat]?.kind === 'bot' ? 'status.waitBot' : 'status.waitHuman', { name: this.seatName(seat) }), 'wait');
    return true;
  }

  // ------------------------------------------------------------ the queue runs dry

  /** The queue is empty: the picture becomes exactly the latest view, and the table asks for input. */
  protected settle(): void {
    if (this.destroyed || !this.latest) return;
    const u = this.latest;
    this.playback.settled(u.humanToAct !== null || !!u.outcome || !!u.curtain);
    this.shown = u;
    this.playingSeat = null;
    this.reconcile(u);
    markPhoneSeats(this.chrome.players, u);
    this.refreshHook();
    this.coach?.update({ ready: this.idle, turn: u.turn });
    this.tips.settled(u);
    if (this.cover(u)) return;
    this.chrome.hideCurtain();
    if (u.outcome && this.resultsFor !== u.matchId && !this.leaveReplay) {
      this.resultsFor = u.matchId;
      const { seats, options, matchId } = u;
      this.results = showResults(
        seats,
        u.outcome,
        {
          onNewGame: () => void this.leave(() => this.env.ctx.showSetup({ gameId: this.env.game.id, seats, options })),
          onMenu: () => void this.leave(() => this.env.ctx.showMenu()),
          records: () => resultsRecords(this.env.ctx, u),
          // a match's id is its save's id
          onWatch: () => void this.leave(() => void this.env.ctx.openReplay(matchId)),
        },
        this.resultsSection(u),
      );
      return;
    }
    this.askForInput(u);
  }

  /** The reason a click on the table does nothing yet: someone else's move plays out or is awaited. */
  private readonly onEarlyClick = (ev: PointerEvent): void => {
    const u = this.latest;
    if (!u || this.idle || this.pending || u.outcome || u.curtain || this.leaveReplay) return;
    const target = ev.target;
    const onTable = target instanceof HTMLCanvasElement || (target instanceof Element && !!target.closest('.board, .card-button'));
    if (!onTable) return;
    // Whom the table waits for: the next to act, or while the player's turn is yet to come, whose move plays out.
    const seat = u.humanToAct === null ? u.actors[0] : (this.playingSeat ?? undefined);
    const text = seat === undefined || seat === u.humanToAct ? t('status.notYetShown') : t('status.notYet', { name: this.seatName(seat) });
    this.chrome.note(text, 'info');
  };

  // ------------------------------------------------------------ requests

  protected async send(action: T['action']): Promise<void> {
    const u = this.latest;
    if (!u || u.humanToAct === null || this.pending) return;
    if (this.coach && !this.coach.allows(action)) {
      // the move was not sent: what asked for it (a reaction bar, a chooser) is offered again
      this.askAgain();
      if (!this.queue.busy) this.settle();
      return;
    }
    this.pending = true;
    this.chrome.hideReaction();
    this.refreshHook();
    this.refreshControls();
    const reply = await this.env.ctx.api.act({ seat: u.humanToAct, action: action as GameAction });
    this.pending = false;
    if (this.destroyed) return;
    if (reply.ok) {
      this.accepted(action);
      this.receive(reply.value, true);
    } else {
      this.coach?.refused();
      if (!this.refused(action, reply.error)) showError(reply.error);
      if (!this.queue.busy) this.settle();
    }
    this.refreshHook();
  }

  /** A new lesson match from its first step; the left one's save goes (a lesson restarted is not a game to continue). */
  private async restartLesson(gameId: Update<T>['gameId']): Promise<void> {
    const left = this.latest?.matchId;
    await startLesson(this.env.ctx, gameId);
    if (left && this.latest?.matchId !== left) await this.env.ctx.call('deleteSave', { id: left });
  }

  /** A lesson's match gets its game's coach beside the table; any other match none. */
  private openCoach(u: Update<T>): void {
    this.coach?.destroy();
    this.coach = null;
    const lesson = this.env.game.lesson as Lesson<T['action']> | undefined;
    if (!u.lesson || !lesson) return;
    const gameId = this.env.game.id;
    this.coach = new Coach(
      this.chrome.side,
      lesson,
      {
        resolve: (name) => this.lessonTargets(name),
        names: () => {
          const seats = this.latest?.seats ?? u.seats;
          return { you: seats.find((s) => s.kind === 'human')?.name ?? '', bot: seats.find((s) => s.kind === 'bot')?.name ?? '' };
        },
        restart: () => void this.restartLesson(gameId),
        realGame: () => void this.leave(() => this.env.ctx.showSetup({ gameId })),
        finished: () => void markLessonDone(this.env.ctx, gameId),
      },
      u.turn,
    );
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
    this.refreshHook();
    this.refreshControls();
    const reply = await this.env.ctx.api.undo({ seat });
    this.pending = false;
    if (this.destroyed) return;
    if (reply.ok) this.receive(reply.value, this.undoAnimates);
    else {
      toast(errorText(reply.error), 'error');
      if (!this.queue.busy) this.settle();
    }
    this.refreshHook();
  }

  /** Asks for what the hard bot would play here and points at it; a hint for an older table is dropped. */
  private async hint(): Promise<void> {
    const u = this.latest;
    if (!u || !this.idle || !this.chrome.hintBtn) return;
    this.chrome.hintBtn.disabled = true;
    const reply = await this.env.ctx.api.hint({ seat: u.humanToAct! });
    if (this.destroyed) return;
    this.refreshUndoHint();
    if (!reply.ok) return toast(errorText(reply.error), 'error');
    if (this.latest !== u || reply.value.turn !== u.turn) return toast(t('hint.stale'), 'info');
    toast(this.pointAt(reply.value.action as T['action'], u), 'info', this.hintToastMs);
  }

  private async toMenu(): Promise<void> {
    if (this.leaveReplay) return this.leaveReplay();
    await this.leave(() => this.env.ctx.showMenu());
  }

  private async leave(next: () => void): Promise<void> {
    this.closeDialogs();
    this.results?.close();
    await this.env.ctx.call('closeMatch', null);
    next();
  }
}
