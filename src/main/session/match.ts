/**
 * A match's life: seats, applying actions, driving bots, reaction windows, the hotseat curtain, undo
 * and the autosave hook. Bots are given views, redacted events and legal actions only.
 */
import type { ErrorInfo, GameId, Reply, SeatConfig, TableUpdate } from '../../common/contract';
import type { GameAction, GameEvent, Outcome, Viewer } from '../../common/engine-types';
import { isRuleError, mixSeed, redactEvents } from '../engine/core';
import { BotsClosed, feedBots, hintBotId, playBotId, type BotSpec } from '../bots/host';
import { APP_VERSION, ENGINE_VERSION, hashState, SAVE_FORMAT, sealSave } from '../saves/format';
import type { LogEntry, SaveFile } from '../saves/format';
import type { GameManifest } from '../engine/core';
import { redactedHistory } from '../replay/history';
import { canonicalMove } from './actions';
import { fail, publicOptions, ruled } from './shared';
import type { MatchHooks, MatchInit, ReplayedLog } from './match-types';

export type { MatchHooks, MatchInit, ReplayedLog } from './match-types';

/**
 * One clock for the update seqs and versions of every match in this process, started at the wall clock:
 * a newer match's updates are always newer (a page that kept an old table takes the new one), and a
 * restarted host does not repeat the numbers a page saw before.
 */
let clock = Date.now();

/** Bot keys are never reused, so a late answer for a replaced set of bots is recognised and dropped. */
let botKeys = 0;

/** Upper bound of automatic passes in a row (a game that keeps asking would otherwise loop). */
const SETTLE_LIMIT = 10_000;

export const UNDO_REFUSED = 'Only a move that revealed nothing and kept the turn can be taken back.';

export class MatchSession {
  readonly id: string;
  readonly gameId: GameId;
  readonly seats: SeatConfig[];
  readonly options: Record<string, unknown>;
  readonly seed: number;
  readonly createdAt: string;
  updatedAt: string;

  private readonly entry: GameManifest;
  private readonly hooks: MatchHooks;
  private state: unknown;
  private log: LogEntry[] = [];
  /** Each logged move's events in full, in step with `log`: the history a table opening mid-game is told. */
  private stepEvents: (readonly GameEvent[])[] = [];
  /** The bots of this match in the host: one per bot seat, plus a hard "hint" bot beside each human. */
  private botKey = '';
  private botSpecs: BotSpec[] = [];
  /** True when the last logged action may be taken back by its (human) seat. */
  private lastUndoable = false;
  /**
   * The human who confirmed the curtain and has had the screen since; null at start, after loading, and
   * once another human's view has been shown. Acting does not confirm: a human who makes a move that
   * reveals something private (a VAR peek) right after another human had the screen meets the curtain first.
   */
  private confirmedHuman: number | null = null;
  /** The last human who acted or whose full view was shown. */
  private lastHuman: number | null = null;
  private changed = ++clock;
  private generation = 0;
  private driving = false;
  private stopped = false;
  private botFailure: string | null = null;
  private idleWaiters: (() => void)[] = [];
  /** Party mode: human seats played on phones (never shown on the desktop; their players still count for its curtain); `away` lost their phone. */
  private phones = new Map<number, { away: boolean }>();
  /** The lesson's scripted bot moves, per seat; null for an ordinary match. */
  private readonly scripts: Readonly<Record<number, readonly GameAction[]>> | null;
  /** Bot seats whose scripted move was refused: the real bot plays them from then on. */
  private readonly offScript = new Set<number>();

  constructor(init: MatchInit, hooks: MatchHooks) {
    this.id = init.id;
    this.gameId = init.gameId;
    this.entry = init.entry;
    this.seats = init.seats.map((s) => ({ ...s }));
    this.options = init.options;
    this.seed = init.seed >>> 0;
    this.createdAt = init.createdAt;
    this.updatedAt = init.updatedAt ?? init.createdAt;
    this.hooks = hooks;
    this.scripts = init.lesson?.scripts ?? null;
    this.rebuild(init.log ?? [], init.replayed);
  }

  get isLesson(): boolean {
    return this.scripts !== null;
  }

  /** The seat's next scripted move: its script's entry for the number of moves it has made so far. */
  private scriptedMove(seat: number): GameAction | null {
    if (!this.scripts || this.offScript.has(seat)) return null;
    const made = this.log.reduce((n, e) => n + (e.seat === seat ? 1 : 0), 0);
    return this.scripts[seat]?.[made] ?? null;
  }

  private get game() {
    return this.entry.game;
  }

  get players(): number {
    return this.seats.length;
  }

  /** The key of this match's bots in the bot host (tests and tools). */
  get botsKey(): string {
    return this.botKey;
  }

  get turn(): number {
    return this.log.length;
  }

  /** The events of the first `upTo` actions as `viewer` saw them (redacted), each with its action's turn, for a table's event log. */
  history(viewer: Viewer, upTo = this.log.length, historyTurns: number[] = []): { history: GameEvent[]; historyTurns: number[] } {
    return { history: redactedHistory(this.game, this.stepEvents, viewer, upTo, historyTurns), historyTurns };
  }

  /** Changes with every move, undo and confirmed curtain: a request names the version it was made on. */
  get version(): number {
    return this.changed;
  }

  get finished(): boolean {
    return this.game.outcome(this.state) !== null;
  }

  /** How the game ended, or null while it goes on. */
  get outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  /** For tests and tools: the hash of the current state (the state itself never leaves the session). */
  stateHash(): string {
    return hashState(this.state);
  }

  logCopy(): LogEntry[] {
    return structuredClone(this.log);
  }

  toSave(updatedAt: string): SaveFile {
    const { id, gameId, options, seed, seats, log, createdAt, finished } = this;
    const rules = this.entry.rulesRevision;
    const lesson = this.scripts ? { lesson: true as const } : {};
    return sealSave({ format: SAVE_FORMAT, app: APP_VERSION, engine: ENGINE_VERSION, id, gameId, rules, options, seed, seats, log, stateHash: hashState(this.state), createdAt, updatedAt, finished, ...lesson });
  }

  // ---- replay and stepping ----

  /**
   * Starts over from the seed and replays `log` (or takes what verifying it replayed) with fresh bots fed
   * exactly as they were live. The bots catch up on all moves but the last in their host (a worker's
   * thread in the app) rather than by a view per move per bot from here; the last move is applied as live.
   */
  private rebuild(log: readonly LogEntry[], replayed?: ReplayedLog): void {
    const { game } = this;
    const past = log.slice(0, -1);
    if (replayed && replayed.events.length === log.length) {
      this.state = replayed.beforeLast;
      this.log = [...past];
      this.stepEvents = replayed.events.slice(0, past.length);
    } else {
      this.state = game.setup({ players: this.players, seed: this.seed, options: this.options });
      this.log = [];
      this.stepEvents = [];
      for (const { seat, action } of past) this.applyStep(seat, action, false);
    }
    this.lastUndoable = false;
    if (this.botKey) this.hooks.bots.close(this.botKey);
    this.botKey = `${this.id}#${++botKeys}`;
    this.botSpecs = this.seats.map((s, seat) =>
      s.kind === 'bot' ? { id: playBotId(seat), seat, level: s.level ?? 'normal' } : { id: hintBotId(seat), seat, level: 'hard' },
    );
    // bots, like clients, never see the order of a stacked deck (only the host's replay uses it)
    const history = this.log.length > 0 ? { past: { seed: this.seed, options: this.options, log: [...this.log] } } : {};
    this.hooks.bots.open(this.botKey, { gameId: this.gameId, players: this.players, options: publicOptions(this.options), bots: this.botSpecs, ...history });
    const last = log.at(-1);
    if (last) this.applyStep(last.seat, last.action);
  }

  private reactionTimeoutMs(): number | null {
    const t = this.options.reactionTimeoutMs;
    return typeof t === 'number' ? t : null;
  }

  /** A human asked in a reaction window (other than a turn's start) while reactions are off: pass for them. */
  private autoPassDue(): number | null {
    const w = this.game.reactionWindow(this.state);
    if (!w || w.kind === 'start' || this.seats[w.seat]?.kind !== 'human' || this.reactionTimeoutMs() !== 0) return null;
    return w.seat;
  }

  /** Applies one action (throws RuleError, leaving everything unchanged), logs it and feeds every bot (unless told not to: a rebuild's bots catch up in their host). */
  private applyStep(seat: number, action: GameAction, feed = true): GameEvent[] {
    const { game } = this;
    const automatic = this.autoPassDue() === seat && action.type === 'pass';
    // only the move itself, in its game's form, reaches the engine and the log
    const logged = canonicalMove(this.entry, this.state, seat, action);
    const res = game.apply(this.state, seat, logged);
    this.state = res.state;
    this.log.push({ seat, action: logged });
    this.changed = ++clock;
    this.lastUndoable =
      !automatic && this.seats[seat].kind === 'human' && game.isUndoable(res.events, seat, res.state) === true;
    const events = res.events as GameEvent[];
    this.stepEvents.push(events);
    if (feed) feedBots(game, this.botSpecs, events, this.state, this.seed, this.log.length, (id, ev, view, seed) => this.hooks.bots.observe(this.botKey, id, ev, view, seed));
    return events;
  }

  /** Applies, autosaves; then applies any automatic passes (each saved too). Returns all events. */
  private commit(seat: number, action: GameAction): GameEvent[] {
    const events = [...this.applyStep(seat, action)];
    this.hooks.save(this);
    events.push(...this.settle());
    return events;
  }

  /** Runs automatic passes due right now (after a start or a load). */
  settle(): GameEvent[] {
    const events: GameEvent[] = [];
    for (let i = 0; i < SETTLE_LIMIT; i++) {
      const due = this.autoPassDue();
      if (due === null) break;
      events.push(...this.applyStep(due, { type: 'pass' }));
      this.hooks.save(this);
    }
    return events;
  }

  private redact(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
    return redactEvents(this.game, events, viewer);
  }

  /** The seat the table waits for: the seat asked in a reaction window, else the first actor. */
  private toAct(): number | null {
    const { game } = this;
    if (game.outcome(this.state) !== null) return null;
    const w = game.reactionWindow(this.state);
    if (w) return w.seat;
    const actors = game.actors(this.state);
    return actors.length > 0 ? actors[0] : null;
  }

  /** The human seat the desktop waits for: a seat played on a phone is waited for there, not here. */
  private humanToAct(): number | null {
    const seat = this.toAct();
    return seat !== null && this.seats[seat]?.kind === 'human' && !this.phones.has(seat) ? seat : null;
  }

  /** Humans at the table: one who plays on a phone still sees the shared screen, so the curtain counts them all. */
  private humanCount(): number {
    return this.seats.filter((s) => s.kind === 'human').length;
  }

  /** Party mode: which human seats are played on phones now. Tells the desktop and the phones. */
  setPhones(phones: ReadonlyMap<number, { away: boolean }>): void {
    const next = new Map([...phones].filter(([seat]) => this.seats[seat]?.kind === 'human').map(([seat, p]) => [seat, { away: p.away }]));
    const same = next.size === this.phones.size && [...next].every(([seat, p]) => this.phones.get(seat)?.away === p.away);
    if (same) return;
    this.phones = next;
    // the desktop never shows a phone's seat: its last view and a confirmed curtain no longer count
    if (this.lastHuman !== null && next.has(this.lastHuman)) this.lastHuman = null;
    if (this.confirmedHuman !== null && next.has(this.confirmedHuman)) this.confirmedHuman = null;
    // presence is not a change of the table: a move tapped on another phone meanwhile stays valid
    if (!this.stopped) {
      this.hooks.push(this.update([]));
      this.hooks.changed?.([]);
    }
  }

  /** The seats played on phones now. */
  get phoneSeats(): ReadonlySet<number> {
    return new Set(this.phones.keys());
  }

  /**
   * What one seat's phone shows: that seat's own view and events, its legal moves when it is asked, and
   * its reaction window; never a curtain (the phone is the seat's own screen).
   */
  seatUpdate(seat: number, events: readonly GameEvent[] = []): TableUpdate {
    const { game } = this;
    const over = game.outcome(this.state) !== null;
    const toAct = this.toAct();
    const legal = toAct === seat ? (game.legalActions(this.state, seat) as GameAction[]) : [];
    const w = game.reactionWindow(this.state);
    const timeout = this.reactionTimeoutMs();
    const reaction = w && w.seat === seat && legal.some((a) => a.type === 'pass') ? { seat, timeoutMs: timeout !== null && timeout > 0 ? timeout : 0 } : null;
    return {
      matchId: this.id,
      gameId: this.gameId,
      seats: this.seats.map((s) => ({ ...s })),
      options: publicOptions(this.options),
      viewer: seat,
      view: this.personView(seat),
      events: this.redact(events, seat),
      actors: over ? [] : [...game.actors(this.state)],
      humanToAct: toAct !== null && this.seats[toAct]?.kind === 'human' ? toAct : null,
      legal,
      curtain: null,
      reaction,
      canUndo: false,
      outcome: game.outcome(this.state),
      turn: this.log.length,
      seq: ++clock,
      version: this.changed,
      saveError: null,
    };
  }

  /** What a person at `seat` sees: the seat's view with the game's advice for people (`personView`). */
  private personView(seat: number): unknown {
    const view = this.game.view(this.state, seat);
    return this.game.personView ? this.game.personView(view, seat) : view;
  }

  private viewerNow(): Viewer {
    const seat = this.toAct();
    // a phone's player to act looks up at the shared screen: no hand of the desktop's stays open meanwhile
    if (seat !== null && this.phones.has(seat)) return 'spectator';
    return this.humanToAct() ?? this.lastHuman ?? 'spectator';
  }

  /** The curtain the table shows now, if any. */
  private curtainNow(): { seat: number; name: string } | null {
    const viewer = this.viewerNow();
    if (typeof viewer !== 'number' || this.humanCount() < 2 || viewer === this.confirmedHuman) return null;
    if (!this.game.hasPrivate(this.game.view(this.state, viewer))) return null;
    return { seat: viewer, name: this.seats[viewer].name };
  }

  private undoAllowedFor(seat: number | null): boolean {
    if (seat === null || !this.lastUndoable || this.log.length === 0) return false;
    const last = this.log[this.log.length - 1];
    return last.seat === seat && this.seats[seat]?.kind === 'human' && this.toAct() === seat;
  }

  /** What the table shows now, with `events` (full) redacted for the viewer. */
  update(events: readonly GameEvent[] = []): TableUpdate {
    const { game } = this;
    const curtain = this.curtainNow();
    const humanToAct = this.humanToAct();
    let viewer: Viewer;
    if (curtain) {
      viewer = 'spectator';
    } else {
      viewer = this.viewerNow();
      if (typeof viewer === 'number') {
        // the screen went to another human without a curtain: whoever confirmed before no longer has it
        if (viewer !== this.confirmedHuman) this.confirmedHuman = null;
        this.lastHuman = viewer;
      }
    }
    const legal = !curtain && humanToAct !== null ? (game.legalActions(this.state, humanToAct) as GameAction[]) : [];
    let reaction: TableUpdate['reaction'] = null;
    const w = game.reactionWindow(this.state);
    const timeout = this.reactionTimeoutMs();
    // A human asked in a window always gets the bar; timeoutMs 0 means no countdown (reactions off, or a
    // game without a reaction clock): the choice waits for them instead of leaving the table silent.
    if (!curtain && w && humanToAct === w.seat && legal.some((a) => a.type === 'pass')) {
      reaction = { seat: w.seat, timeoutMs: timeout !== null && timeout > 0 ? timeout : 0 };
    }
    return {
      matchId: this.id,
      gameId: this.gameId,
      seats: this.seats.map((s) => ({ ...s })),
      options: publicOptions(this.options),
      viewer,
      view: typeof viewer === 'number' ? this.personView(viewer) : game.view(this.state, viewer),
      events: this.redact(events, viewer),
      actors: game.outcome(this.state) !== null ? [] : [...game.actors(this.state)],
      humanToAct,
      legal,
      curtain,
      reaction,
      canUndo: !curtain && this.undoAllowedFor(humanToAct),
      outcome: game.outcome(this.state),
      turn: this.log.length,
      seq: ++clock,
      version: this.changed,
      saveError: this.hooks.saveError?.() ?? null,
      ...(this.phones.size > 0 ? { phones: [...this.phones].map(([seat, p]) => ({ seat, away: p.away })) } : {}),
      ...(this.scripts ? { lesson: true as const } : {}),
    };
  }

  // ---- requests ----

  /**
   * A move of `seat`. `byPhone`: it comes from the phone bound to that seat (the desktop's curtain does
   * not concern it); the desktop may not move for a seat played on a phone.
   */
  act(seat: number, action: GameAction, byPhone = false): Reply<TableUpdate> {
    const refused = this.refuseFor(seat, false, byPhone);
    if (refused) return refused;
    if (this.toAct() !== seat) {
      return fail('notYourTurn', `It is not ${this.seats[seat].name}'s turn.`, { seat });
    }
    const done = ruled(() => this.commit(seat, action));
    if (!done.ok) return done;
    const events = done.value;
    if (!this.phones.has(seat)) this.lastHuman = seat;
    // a phone's player had the turn: the desktop's next hand meets the curtain again, as in hotseat
    else this.confirmedHuman = null;
    const update = this.update(events);
    this.hooks.changed?.(events);
    if (byPhone) this.hooks.push(update);
    this.kick();
    return { ok: true, value: byPhone ? this.seatUpdate(seat, events) : update };
  }

  undo(seat: number): Reply<TableUpdate> {
    const refused = this.refuseFor(seat, true);
    if (refused) return refused;
    if (!this.undoAllowedFor(seat)) return fail('undoNotAllowed', UNDO_REFUSED);
    this.generation++;
    this.rebuild(this.log.slice(0, -1));
    this.changed = ++clock;
    this.hooks.save(this);
    this.lastHuman = seat;
    const update = this.update([]);
    this.hooks.changed?.([]);
    this.kick();
    return { ok: true, value: update };
  }

  confirmCurtain(seat: number): Reply<TableUpdate> {
    if (seat >= this.players) return fail('noSeat', `There is no seat ${seat + 1} at this table.`, { seat });
    if (this.seats[seat].kind !== 'human') return fail('notHuman', `${this.seats[seat].name} is played by the computer.`, { seat });
    const curtain = this.curtainNow();
    if (curtain && curtain.seat !== seat) {
      return fail('curtain', `The table waits for ${curtain.name}.`, { seat: curtain.seat });
    }
    if (curtain) {
      this.confirmedHuman = seat;
      this.changed = ++clock;
    }
    return { ok: true, value: this.update([]) };
  }

  /** Common refusals of requests made for a seat. */
  private refuseFor(seat: number, forUndo = false, byPhone = false): { ok: false; error: ErrorInfo } | null {
    if (this.stopped) return fail('noMatch', 'No game is open.');
    if (seat >= this.players) return fail('noSeat', `There is no seat ${seat + 1} at this table.`, { seat });
    if (this.seats[seat].kind !== 'human') {
      return fail('notHuman', `${this.seats[seat].name} is played by the computer.`, { seat });
    }
    if (!byPhone && this.phones.has(seat)) {
      return fail('seatOnPhone', `${this.seats[seat].name} plays on a phone.`, { seat });
    }
    if (!forUndo && this.game.outcome(this.state) !== null) return fail('gameOver', 'The game is over.');
    if (byPhone) return null;
    const curtain = this.curtainNow();
    if (curtain) return fail('curtain', `Pass the table to ${curtain.name} first.`, { seat: curtain.seat });
    return null;
  }

  // ---- bot driving ----

  /** Starts driving bots if a bot is to act. Each bot step runs in its own turn of the event loop. */
  kick(): void {
    if (this.stopped || this.driving || this.botFailure) {
      if (!this.driving) this.resolveIdle();
      return;
    }
    const seat = this.toAct();
    if (seat === null || this.seats[seat].kind !== 'bot') {
      this.resolveIdle();
      return;
    }
    this.driving = true;
    const gen = this.generation;
    const schedule = this.hooks.schedule ?? ((fn: () => void) => setImmediate(fn));
    schedule(() => this.botStep(gen));
  }

  /** Asks the seat's bot (in the host, maybe another thread) and applies its answer if nothing changed meanwhile. */
  private botStep(gen: number): void {
    const seat = this.stopped || gen !== this.generation ? null : this.toAct();
    if (seat === null || this.seats[seat].kind !== 'bot') {
      this.driving = false;
      this.kick();
      return;
    }
    const { game } = this;
    const key = this.botKey;
    const view = game.view(this.state, seat);
    const legal = game.legalActions(this.state, seat) as GameAction[];
    const fresh = (): boolean => !this.stopped && gen === this.generation && key === this.botKey;
    const scripted = this.scriptedMove(seat);
    const decision = scripted ? Promise.resolve({ action: scripted }) : this.hooks.bots.decide(key, playBotId(seat), view, legal, mixSeed(this.seed, seat, this.log.length, 1));
    decision.then(
      ({ action }) => {
        this.driving = false;
        if (!fresh()) return this.kick();
        let events: GameEvent[];
        try {
          events = this.commit(seat, action);
        } catch (e) {
          if (!scripted || !isRuleError(e)) return this.botFailed(seat, e);
          // the lesson went another way: its bot plays for itself from here
          this.offScript.add(seat);
          return this.kick();
        }
        this.hooks.push(this.update(events));
        this.hooks.changed?.(events);
        this.kick();
      },
      (e: unknown) => {
        this.driving = false;
        if (e instanceof BotsClosed || !fresh()) return this.kick();
        this.botFailed(seat, e);
      },
    );
  }

  private botFailed(seat: number, e: unknown): void {
    this.botFailure = e instanceof Error ? e.message : String(e);
    const name = this.seats[seat].name;
    this.hooks.notice('botError', `${name} could not make a move: ${this.botFailure}`, { name, reason: this.botFailure });
    this.resolveIdle();
  }

  /** What the hard bot would play for the human to act, judged from that human's view and what they saw. */
  async hint(seat: number, byPhone = false): Promise<Reply<GameAction>> {
    const refused = this.refuseAsk(seat, byPhone);
    if (refused) return refused;
    const { game } = this;
    const view = game.view(this.state, seat);
    const legal = game.legalActions(this.state, seat) as GameAction[];
    try {
      const { action } = await this.hooks.bots.decide(this.botKey, hintBotId(seat), view, legal, mixSeed(this.seed, seat, this.log.length, 3));
      return { ok: true, value: action };
    } catch (e) {
      if (e instanceof BotsClosed) return fail('noMatch', 'The game changed before the hint was ready.');
      return fail('hintFailed', `No hint this time: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Whether the engine would accept `action` of `seat` now; nothing is played, logged or saved. */
  check(seat: number, action: GameAction, byPhone = false): Reply<null> {
    // apply never mutates its state: the result is dropped
    return this.refuseAsk(seat, byPhone) ?? ruled(() => (this.game.apply(this.state, seat, canonicalMove(this.entry, this.state, seat, action)), null));
  }

  /** Why `seat` may not ask about a move now (a hint, a check; `byPhone`: asked by the seat's own phone), or null. */
  private refuseAsk(seat: number, byPhone = false): { ok: false; error: ErrorInfo } | null {
    return this.refuseFor(seat, false, byPhone) ?? (this.toAct() !== seat ? fail('notYourTurn', `It is not ${this.seats[seat].name}'s turn.`, { seat }) : null);
  }

  private resolveIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  /** Resolves when no bot work is pending (the table waits for a human, the game ended, or it stopped). */
  whenIdle(): Promise<void> {
    if (!this.driving) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Cancels pending bot work; the session answers nothing afterwards. */
  stop(): void {
    this.stopped = true;
    this.generation++;
    this.hooks.bots.close(this.botKey);
    this.resolveIdle();
  }

  /** True while a bot step is scheduled. */
  get busy(): boolean {
    return this.driving;
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
