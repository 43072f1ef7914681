/**
 * The application behind the contract, shared by both hosts (Electron IPC and the browser host): it
 * owns the open match, the save store and the settings. Every method answers with a Reply and never
 * throws; `handle` validates a raw payload with the contract's schema first.
 */
import { randomBytes } from 'node:crypto';
import { parseRequest } from '../../common/contract';
import type {
  ErrorInfo,
  MatchMethod,
  MatchRef,
  Method,
  PushMessage,
  Reply,
  RequestOf,
  ResponseMap,
  TableUpdate,
} from '../../common/contract';
import type { GameEvent } from '../../common/engine-types';
import { isRuleError } from '../engine/core';
import { SaveError } from '../saves/format';
import { exportFile, gameFingerprint, importFile } from '../replay';
import { SeatJoin } from '../join/seat-join';
import type { SaveStore } from '../saves/store';
import { InlineBotHost, type BotHost } from '../bots/host';
import { MatchSession } from './match';
import { SaveShelf } from './save-shelf';
import { OpenReplays } from './open-replays';
import { fail, normalizeSeats, settingsChange, withoutFolder } from './shared';
import type { MatchInit } from './match';
import { gameInfos } from './registry';
import { STACKED_DECK_OPTION } from './stacked';
import { ResultsLog } from '../records/log';
import type { GameRegistry } from './registry';
import { withTipSeen } from '../../common/tips';

export interface AppServiceOptions {
  store: SaveStore;
  games: GameRegistry;
  now?: () => Date;
  /** A fresh random seed when a request gives none. */
  randomSeed?: () => number;
  /** Replaces setImmediate between bot steps (tests). */
  schedule?: (fn: () => void) => void;
  /** Where bots run: worker threads in the app (WorkerBotHost), this thread by default (tests, tools). */
  bots?: BotHost;
  /** How long to wait before writing again a save that failed (default 5 s). */
  saveRetryMs?: number;
  /** The results log (default: `records/` in the saves folder). */
  records?: ResultsLog;
}

const SAVE_RETRY_MS = 5000;

/** Hears every push; `requester` is the client whose request caused it, when one did. */
export type PushListener = (message: PushMessage, requester?: object) => void;

/** Hears every change of the open match with its full events (party mode redacts them per phone), and its closing (null). */
export type TableListener = (session: MatchSession | null, events: readonly GameEvent[]) => void;

/** The party methods of the contract, answered by the host that can open a LAN listener (src/main/web/party.ts). */
export type PartyMethod = 'partyStatus' | 'partyStart' | 'partyStop' | 'partyRevoke' | 'partyRelease' | 'partyTakeover' | 'partyHints';
export type PartyControl = { [M in PartyMethod]: (request: RequestOf<M>) => Promise<Reply<ResponseMap[M]>> };

type Handlers = { [M in Method]: (request: RequestOf<M>) => Promise<Reply<ResponseMap[M]>> };

/** Requests whose answer is a changed (or newly opened) table: every client is told of it. */
/** Answers that name files (set-aside saves and results): shown without the data folder's path. */
const NAMING_FILES: ReadonlySet<Method> = new Set(['listSaves', 'listRecords', 'mergePlayers', 'unmergePlayers']);

const CHANGING_METHODS: ReadonlySet<Method> = new Set(['startMatch', 'startLesson', 'act', 'confirmCurtain', 'undo', 'loadSave', 'continueLatest']);

function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export class AppService {
  readonly store: SaveStore;
  readonly games: GameRegistry;
  private readonly now: () => Date;
  private readonly randomSeed: () => number;
  private readonly schedule?: (fn: () => void) => void;
  readonly bots: BotHost;
  readonly records: ResultsLog;
  private session: MatchSession | null = null;
  private readonly listeners = new Set<PushListener>();
  private readonly tableListeners = new Set<TableListener>();
  /** Party mode's controls, where the host offers it. */
  private party: PartyControl | null = null;
  /** The saves folder (its background checks: `shelf.checksDone()`). */
  readonly shelf: SaveShelf;
  private readonly saveRetryMs: number;
  private readonly replays: OpenReplays;
  /** Join a game: this app's seat at another desktop's table. */
  private readonly seatJoin: SeatJoin;
  /** Matches whose latest moves are only in memory because saving failed; retried until written. */
  private readonly unsaved = new Map<string, MatchSession>();
  /** Why the last autosave failed, while any match is unsaved. */
  private saveFailure: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Autosaves written (a figure for tests and the bench). */
  savesWritten = 0;

  constructor(options: AppServiceOptions) {
    this.store = options.store;
    this.games = options.games;
    this.now = options.now ?? (() => new Date());
    this.randomSeed = options.randomSeed ?? (() => randomBytes(4).readUInt32LE(0));
    this.schedule = options.schedule;
    this.bots = options.bots ?? new InlineBotHost(options.games);
    this.saveRetryMs = options.saveRetryMs ?? SAVE_RETRY_MS;
    this.records = options.records ?? new ResultsLog(this.store.dir);
    this.shelf = new SaveShelf(this.store, this.bots, (message) => this.emit(message), (id) => {
      if (this.session?.id === id) this.close();
    });
    this.replays = new OpenReplays(this.shelf, this.games);
    this.seatJoin = new SeatJoin((message) => this.emit(message));
    this.records.onSetAside = (message, { file, reason }) => this.notice('recordsSetAside', message, { file, reason, problem: 'records' });
  }

  /** `listener` also learns which client's request made the change (it has the table in its reply). */
  onPush(listener: PushListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** `listener` hears every change of the open match (with full events: never send them as they are) and its closing. */
  onTable(listener: TableListener): () => void {
    this.tableListeners.add(listener);
    return () => {
      this.tableListeners.delete(listener);
    };
  }

  private tableChanged(session: MatchSession | null, events: readonly GameEvent[]): void {
    for (const l of [...this.tableListeners]) {
      try {
        l(session, events);
      } catch {
        /* a listener's failure is its own */
      }
    }
  }

  /** The host that can open a LAN listener hands its party controls here. */
  setParty(party: PartyControl | null): void {
    this.party = party;
  }

  /** Tells every client (the desktop pages) something, e.g. party mode's status. */
  broadcast(message: PushMessage): void {
    this.emit(message);
  }

  private emit(pushed: PushMessage, requester?: object): void {
    const message = pushed.kind === 'notice' || pushed.kind === 'saveStatus' ? this.hidePaths(pushed) : pushed;
    for (const l of [...this.listeners]) {
      try {
        l(message, requester);
      } catch {
        /* a listener's failure is its own */
      }
    }
  }

  private notice(code: string, message: string, params?: ErrorInfo['params']): void {
    this.emit(params ? { kind: 'notice', code, message, params } : { kind: 'notice', code, message });
  }

  /**
   * Answers a client's request (IPC or WebSocket): validates `payload` for `method`, refuses a request
   * about a match that is not open or a table that changed since the client saw it, and tells every
   * client of the change a request made. Malformed or refused requests get a readable error and change nothing.
   */
  async handle(method: string, payload: unknown, requester?: object): Promise<Reply<unknown>> {
    const parsed = parseRequest(method, payload);
    if (!parsed.ok) return parsed;
    const { request, match } = parsed.value;
    if (match) {
      const refused = this.refuseStale(method as MatchMethod, match);
      if (refused) return refused;
    }
    const reply = await this.call(method as Method, request as never);
    if (reply.ok && CHANGING_METHODS.has(method as Method) && reply.value) {
      this.emit({ kind: 'update', update: reply.value as TableUpdate }, requester);
    }
    return reply.ok && !NAMING_FILES.has(method as Method) ? reply : this.hidePaths(reply);
  }

  /** `value` as a client is shown it: paths inside the data folder cut to what follows it (withoutFolder). */
  private hidePaths<T>(value: T): T {
    return withoutFolder(value, this.store.dir);
  }

  /** Refuses a request naming a match that is not the open one, or a version that is not its current one. */
  private refuseStale(method: MatchMethod, match: MatchRef): Reply<null> | null {
    const session = this.session;
    if (!session) return method === 'closeMatch' ? ok(null) : fail('noMatch', 'No game is open.');
    if (session.id !== match.matchId) {
      return fail('otherMatch', 'This table shows a game that is no longer open: another window opened another game. Nothing was done.');
    }
    if (match.version !== undefined && match.version !== session.version) {
      return fail('staleTable', 'The table changed before this request arrived (another window or a bot moved). Nothing was done.');
    }
    return null;
  }

  /** Answers an already validated request. */
  async call<M extends Method>(method: M, request: RequestOf<M>): Promise<Reply<ResponseMap[M]>> {
    const handler = this.handlers[method] as (r: RequestOf<M>) => Promise<Reply<ResponseMap[M]>>;
    try {
      return await handler(request);
    } catch (e) {
      if (isRuleError(e)) return fail(e.code, e.message, e.params);
      const message = e instanceof Error ? e.message : String(e);
      return fail('internal', `Something went wrong: ${message}`);
    } finally {
      // a settings file set aside on the way is news the player must hear
      for (const aside of this.store.takeProblems?.() ?? []) {
        this.notice('settingsSetAside', `${aside.reason} (${aside.file})`, { file: aside.file, reason: aside.reason, problem: 'settings' });
      }
    }
  }

  /** The open match (tests and tools). */
  get current(): MatchSession | null {
    return this.session;
  }

  /** Resolves once no bot work is pending. */
  async idle(): Promise<void> {
    while (this.session?.busy) await this.session.whenIdle();
  }

  /** Stops any bot work (host shutdown). */
  dispose(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.shelf.stopChecks();
    this.session?.stop();
    this.session = null;
    void this.seatJoin.close();
    this.tableChanged(null, []);
    this.listeners.clear();
    this.tableListeners.clear();
  }

  // ---- internals ----

  private newSession(init: MatchInit): MatchSession {
    const session: MatchSession = new MatchSession(init, {
      save: (m) => {
        this.shelf.rememberPlayed(m.id);
        this.autosave(m);
      },
      push: (update) => {
        if (this.session === session) this.emit({ kind: 'update', update });
      },
      notice: (code, message, params) => {
        if (this.session === session) this.notice(code, message, params);
      },
      schedule: this.schedule,
      bots: this.bots,
      saveError: () => this.saveFailure,
      changed: (events) => {
        if (this.session === session) this.tableChanged(session, events);
      },
    });
    return session;
  }

  private partyCall<M extends PartyMethod>(method: M, request: RequestOf<M>): Promise<Reply<ResponseMap[M]>> {
    if (!this.party) return Promise.resolve(fail('noParty', 'This host cannot invite phones (the browser host needs --lan).'));
    return (this.party[method] as (r: RequestOf<M>) => Promise<Reply<ResponseMap[M]>>)(request);
  }

  /** Writes the match; while writes fail, the player is told until a retry succeeds and the game plays on. */
  private autosave(m: MatchSession): void {
    const updatedAt = this.now().toISOString();
    m.updatedAt = updatedAt;
    try {
      this.store.write(m.id, JSON.stringify(m.toSave(updatedAt)));
      this.savesWritten++;
      this.recordResult(m, updatedAt);
      this.unsaved.delete(m.id);
      if (this.saveFailure !== null && this.unsaved.size === 0) {
        this.setSaveFailure(null);
        this.notice('saveRecovered', 'Saving works again: every move is saved.');
      }
    } catch (e) {
      this.unsaved.set(m.id, m);
      this.setSaveFailure(`The game could not be saved: ${e instanceof Error ? e.message : String(e)}`);
      this.retrySaves();
    }
  }

  /** A finished match's result goes to the results log (once per match; a failing write is retried like the save). */
  private recordResult(m: MatchSession, finishedAt: string): void {
    const outcome = m.outcome;
    // a lesson is scripted practice, not a game won or lost
    if (!outcome || m.isLesson) return;
    this.records.record({
      matchId: m.id,
      game: gameFingerprint({ gameId: m.gameId, options: m.options, seed: m.seed, seats: m.seats, log: m.logCopy() }),
      gameId: m.gameId,
      finishedAt,
      seats: m.seats.map((s) => (s.kind === 'bot' ? { name: s.name, kind: 'bot', level: s.level ?? 'normal' } : { name: s.name, kind: 'human' })),
      scores: [...outcome.scores],
      winners: [...outcome.winners],
      reason: outcome.reason,
      turns: m.turn,
    });
  }

  private setSaveFailure(failure: string | null): void {
    const why = failure === null ? null : this.hidePaths(failure);
    const changed = (why === null) !== (this.saveFailure === null);
    this.saveFailure = why;
    if (changed) this.emit({ kind: 'saveStatus', error: why });
  }

  private retrySaves(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      for (const m of [...this.unsaved.values()]) this.autosave(m);
    }, this.saveRetryMs);
    this.retryTimer.unref?.();
  }

  private open(session: MatchSession): TableUpdate {
    if (this.session && this.session !== session) this.session.stop();
    this.session = session;
    const before = session.turn;
    const events = session.settle();
    const update = session.update(events);
    // a game opened mid-way (Continue, Load) rebuilds its event log from what its viewer saw
    if (before > 0) Object.assign(update, session.history(update.viewer, before));
    this.tableChanged(session, events);
    session.kick();
    return update;
  }

  /** A new save id: never one in use, so an import or a new game cannot overwrite a save. */
  private newId(gameId: string): string {
    for (;;) {
      const id = `${gameId}-${this.now().getTime().toString(36)}-${randomBytes(3).toString('hex')}`;
      try {
        if (!this.store.read(id)) return id;
      } catch {
        /* something unreadable has that name: take another */
      }
    }
  }

  private close(): void {
    this.session?.stop();
    this.session = null;
    this.tableChanged(null, []);
  }

  private async loadById(id: string): Promise<Reply<TableUpdate>> {
    const read = await this.shelf.readVerified(id);
    if (!read.ok) return read;
    const { save, replayed } = read.value;
    const entry = this.games[save.gameId]!;
    const options = entry.game.resolveOptions(save.options, save.seats.length) as Record<string, unknown>;
    const session = this.newSession({
      id: save.id,
      gameId: save.gameId,
      entry,
      seats: normalizeSeats(save.seats),
      options,
      seed: save.seed,
      createdAt: save.createdAt,
      updatedAt: save.updatedAt,
      log: save.log,
      replayed,
      ...(save.lesson ? { lesson: { scripts: entry.lesson?.scripts ?? {} } } : {}),
    });
    if (session.stateHash() !== save.stateHash) {
      return { ok: false, error: this.shelf.setAside(id, new SaveError('tampered', 'The saved moves do not lead to the saved position.')) };
    }
    // a game finished before the results log existed is recorded when opened (once: by its match id)
    try {
      this.recordResult(session, save.updatedAt);
    } catch {
      /* the log reports its failing write on the Players screen; the game opens anyway */
    }
    this.shelf.rememberPlayed(session.id);
    return ok(this.open(session));
  }

  private readonly handlers: Handlers = {
    listGames: async () => ok(gameInfos(this.games)),

    startMatch: async (req) => {
      const entry = this.games[req.gameId];
      if (!entry) return fail('unavailable', `${req.gameId} cannot be played yet.`, { gameId: req.gameId });
      const { game, name, levels } = entry;
      const players = req.seats.length;
      if (players < game.minPlayers || players > game.maxPlayers) {
        return fail('badSeats', `${name} is played by ${game.minPlayers} to ${game.maxPlayers} players.`, {
          min: game.minPlayers,
          max: game.maxPlayers,
        });
      }
      const badLevel = req.seats.find((s) => s.kind === 'bot' && s.level && !levels.includes(s.level));
      if (badLevel) {
        return fail('badLevel', `${name} bots play at these levels: ${levels.join(', ')}.`, { levels: levels.join(', ') });
      }
      if (req.options && Object.hasOwn(req.options, STACKED_DECK_OPTION)) {
        return fail('stackedDeck', 'A stacked deck is for tests and built-in tutorials only: a request cannot choose the deal.');
      }
      let options: Record<string, unknown>;
      try {
        options = game.resolveOptions(req.options ?? {}, players) as Record<string, unknown>;
      } catch (e) {
        if (isRuleError(e)) return fail(e.code, e.message, e.params);
        return fail('badOptions', `The options are not valid: ${e instanceof Error ? e.message : String(e)}`);
      }
      const seed = req.seed ?? this.randomSeed() >>> 0;
      const now = this.now();
      const id = this.newId(req.gameId);
      const session = this.newSession({
        id,
        gameId: req.gameId,
        entry,
        seats: normalizeSeats(req.seats),
        options,
        seed,
        createdAt: now.toISOString(),
      });
      this.shelf.rememberPlayed(session.id);
      this.autosave(session);
      return ok(this.open(session));
    },

    startLesson: async (req) => {
      const entry = this.games[req.gameId];
      const deal = entry?.lesson;
      if (!entry || !deal) return fail('noLesson', 'This game has no lesson yet.', { gameId: req.gameId });
      const several = deal.seats.filter((k) => k === 'bot').length > 1;
      let bots = 0;
      const botName = (): string => (several ? `${req.bot.slice(0, 21)} ${++bots}` : req.bot);
      const seats = normalizeSeats(deal.seats.map((kind) => (kind === 'bot' ? { kind, name: botName(), level: deal.level } : { kind, name: req.you })));
      // the deal comes from the lesson's data in this process, never from the request
      const options = entry.game.resolveOptions(deal.options, seats.length) as Record<string, unknown>;
      const session = this.newSession({
        id: this.newId(req.gameId),
        gameId: req.gameId,
        entry,
        seats,
        options,
        seed: deal.seed,
        createdAt: this.now().toISOString(),
        lesson: { scripts: deal.scripts },
      });
      this.autosave(session);
      return ok(this.open(session));
    },

    currentMatch: async () => {
      if (!this.session) return ok(null);
      const update = this.session.update([]);
      if (update.turn > 0) Object.assign(update, this.session.history(update.viewer));
      return ok(update);
    },

    act: async (req) => {
      if (!this.session) return fail('noMatch', 'No game is open.');
      return this.session.act(req.seat, req.action);
    },

    confirmCurtain: async (req) => {
      if (!this.session) return fail('noMatch', 'No game is open.');
      return this.session.confirmCurtain(req.seat);
    },

    hint: async (req) => {
      if (!this.session) return fail('noMatch', 'No game is open.');
      const turn = this.session.turn;
      const reply = await this.session.hint(req.seat);
      return reply.ok ? ok({ action: reply.value, turn }) : reply;
    },
    checkMove: async (req) => (this.session ? this.session.check(req.seat, req.action) : fail('noMatch', 'No game is open.')),
    undo: async (req) => {
      if (!this.session) return fail('noMatch', 'No game is open.');
      return this.session.undo(req.seat);
    },

    closeMatch: async () => {
      this.close();
      return ok(null);
    },

    listSaves: async () => {
      // a load usually follows: its verifier starts meanwhile
      void this.bots.warmVerifier();
      const saves = await this.shelf.listMetas();
      return ok({ saves, setAside: this.shelf.setAsideList() });
    },

    loadSave: async (req) => this.loadById(req.id),

    deleteSave: async (req) => {
      if (this.session?.id === req.id) this.close();
      // a deleted game is not written back by a retry
      if (this.unsaved.delete(req.id) && this.unsaved.size === 0) this.setSaveFailure(null);
      this.shelf.forget(req.id);
      if (!this.store.remove(req.id)) return fail('noSave', 'There is no such saved game.');
      return ok(null);
    },

    continueLatest: async () => {
      // the game last played first, then the others by when they were last saved
      const last = this.shelf.lastPlayed();
      const metas = await this.shelf.listMetas();
      for (const meta of [...metas.filter((m) => m.id === last), ...metas.filter((m) => m.id !== last)]) {
        if (meta.finished) continue;
        const r = await this.loadById(meta.id);
        if (r.ok) return r;
      }
      return ok(null);
    },

    getSettings: async () => ok(this.store.getSettings()),

    setSettings: async (req) => {
      const change = settingsChange(req);
      return change.ok ? ok(this.store.setSettings(change.value)) : change;
    },
    markTipSeen: async (req) => ok(this.store.setSettings({ tipsSeen: withTipSeen(this.store.getSettings().tipsSeen, req.player, req.tip) })),

    // Records
    listRecords: async () => ok(this.records.list()),

    mergePlayers: async (req) => {
      this.records.merge(req.from, req.into);
      return ok(this.records.list());
    },

    unmergePlayers: async (req) => {
      this.records.unmerge(req.from);
      return ok(this.records.list());
    },

    // Replays
    openReplay: async (req) => this.replays.open(req.saveId),
    replayFrame: async (req) => this.replays.frame(req),
    closeReplay: async (req) => this.replays.close(req.replayId),

    exportSave: async (req) => {
      const read = await this.shelf.readVerified(req.id);
      if (!read.ok) return read;
      return ok(exportFile(read.value.save));
    },

    partyStatus: async (req) => this.partyCall('partyStatus', req),
    partyStart: async (req) => this.partyCall('partyStart', req),
    partyStop: async (req) => this.partyCall('partyStop', req),
    partyRevoke: async (req) => this.partyCall('partyRevoke', req),
    partyRelease: async (req) => this.partyCall('partyRelease', req),
    partyTakeover: async (req) => this.partyCall('partyTakeover', req),
    partyHints: async (req) => this.partyCall('partyHints', req),
    joinOpen: async (req) => this.seatJoin.open(req.link),
    joinSend: async (req) => this.seatJoin.send(req.text),
    joinClose: async () => this.seatJoin.close(),

    // verified in a verifier worker, so a long file never holds up other requests
    importSave: async (req) => this.shelf.importVerified(await importFile(req.text, this.games, (text) => this.bots.verifySave(text))),
  };
}
