/**
 * The application behind the contract, shared by both hosts (Electron IPC and the browser host): it
 * owns the open match, the save store and the settings. Every method answers with a Reply and never
 * throws; `handle` validates a raw payload with the contract's schema first.
 */
import { randomBytes } from 'node:crypto';
import { parseRequest } from '../../common/contract';
import type {
  ErrorInfo,
  Method,
  PushMessage,
  Reply,
  RequestOf,
  ResponseMap,
  SaveMeta,
  TableUpdate,
} from '../../common/contract';
import { isRuleError } from '../engine/core';
import { SaveError, saveMeta, verifySaveText } from '../saves/format';
import type { SaveStore } from '../saves/store';
import { InlineBotHost, type BotHost } from '../bots/host';
import { MatchSession, normalizeSeats } from './match';
import type { MatchInit } from './match';
import { DEFAULT_LEVELS, gameInfos } from './registry';
import type { GameRegistry } from './registry';

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
}

type Handlers = { [M in Method]: (request: RequestOf<M>) => Promise<Reply<ResponseMap[M]>> };

export const GAME_NAMES: Record<string, string> = {
  football: 'Klepka Football',
  athletic: 'Athletic Games',
  rush: 'Rush for Medals',
  words: 'Klepka Words',
  draker: 'Draker',
};

function fail(code: string, message: string, params?: Record<string, string | number>): { ok: false; error: ErrorInfo } {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

interface CachedMeta {
  mtimeMs: number;
  size: number;
  meta: SaveMeta;
}

export class AppService {
  readonly store: SaveStore;
  readonly games: GameRegistry;
  private readonly now: () => Date;
  private readonly randomSeed: () => number;
  private readonly schedule?: (fn: () => void) => void;
  readonly bots: BotHost;
  private session: MatchSession | null = null;
  private readonly listeners = new Set<(message: PushMessage) => void>();
  private readonly verified = new Map<string, CachedMeta>();
  private saveFailedNoticeShown = false;
  /** Autosaves written (a figure for tests and the bench). */
  savesWritten = 0;

  constructor(options: AppServiceOptions) {
    this.store = options.store;
    this.games = options.games;
    this.now = options.now ?? (() => new Date());
    this.randomSeed = options.randomSeed ?? (() => randomBytes(4).readUInt32LE(0));
    this.schedule = options.schedule;
    this.bots = options.bots ?? new InlineBotHost(options.games);
  }

  onPush(listener: (message: PushMessage) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private emit(message: PushMessage): void {
    for (const l of [...this.listeners]) {
      try {
        l(message);
      } catch {
        /* a listener's failure is its own */
      }
    }
  }

  private notice(code: string, message: string): void {
    this.emit({ kind: 'notice', code, message });
  }

  /** Validates `payload` for `method` and answers; malformed requests get a readable error and change nothing. */
  async handle(method: string, payload: unknown): Promise<Reply<unknown>> {
    const parsed = parseRequest(method, payload);
    if (!parsed.ok) return parsed;
    return this.call(method as Method, parsed.value as never);
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
    this.session?.stop();
    this.session = null;
    this.listeners.clear();
  }

  // ---- internals ----

  private newSession(init: MatchInit): MatchSession {
    const session: MatchSession = new MatchSession(init, {
      save: (m) => this.autosave(m),
      push: (update) => {
        if (this.session === session) this.emit({ kind: 'update', update });
      },
      notice: (code, message) => {
        if (this.session === session) this.notice(code, message);
      },
      schedule: this.schedule,
      bots: this.bots,
    });
    return session;
  }

  private autosave(m: MatchSession): void {
    const updatedAt = this.now().toISOString();
    m.updatedAt = updatedAt;
    try {
      this.store.write(m.id, JSON.stringify(m.toSave(updatedAt)));
      this.savesWritten++;
    } catch (e) {
      if (!this.saveFailedNoticeShown) {
        this.saveFailedNoticeShown = true;
        const why = e instanceof Error ? e.message : String(e);
        this.notice('saveFailed', `The game could not be saved: ${why}`);
      }
    }
  }

  private open(session: MatchSession): TableUpdate {
    if (this.session && this.session !== session) this.session.stop();
    this.session = session;
    const events = session.settle();
    const update = session.update(events);
    session.kick();
    return update;
  }

  private close(): void {
    this.session?.stop();
    this.session = null;
  }

  /** Reads and verifies one save; a save that fails is set aside (with a notice) and null returned. */
  private verifyOne(id: string): { meta: SaveMeta; text?: string } | { error: ErrorInfo } | null {
    const file = this.store.read(id);
    if (!file) return null;
    const cached = this.verified.get(id);
    if (cached && cached.mtimeMs === file.mtimeMs && cached.size === file.size) return { meta: cached.meta, text: file.text };
    try {
      const { save } = verifySaveText(file.text, this.games);
      if (save.id !== id) throw new SaveError('badShape', 'The file name and the saved game do not match.');
      const meta = saveMeta(save);
      this.verified.set(id, { mtimeMs: file.mtimeMs, size: file.size, meta });
      return { meta, text: file.text };
    } catch (e) {
      if (!(e instanceof SaveError)) throw e;
      return { error: this.setAside(id, e.message) };
    }
  }

  private setAside(id: string, reason: string): ErrorInfo {
    this.verified.delete(id);
    if (this.session?.id === id) this.close();
    const { file } = this.store.setAside(id, reason);
    const message = `A saved game could not be opened and was set aside as ${file}: ${reason}`;
    this.notice('saveSetAside', message);
    return { code: 'saveSetAside', message, params: { file } };
  }

  private listMetas(): SaveMeta[] {
    const metas: SaveMeta[] = [];
    for (const id of this.store.listIds()) {
      const r = this.verifyOne(id);
      if (r && 'meta' in r) metas.push(r.meta);
    }
    metas.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : -1));
    return metas;
  }

  private loadById(id: string): Reply<TableUpdate> {
    const raw = this.store.read(id);
    if (!raw) return fail('noSave', 'There is no such saved game.');
    let verified;
    try {
      verified = verifySaveText(raw.text, this.games);
      if (verified.save.id !== id) throw new SaveError('badShape', 'The file name and the saved game do not match.');
    } catch (e) {
      if (!(e instanceof SaveError)) throw e;
      return { ok: false, error: this.setAside(id, e.message) };
    }
    const { save } = verified;
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
    });
    if (session.stateHash() !== save.stateHash) {
      return { ok: false, error: this.setAside(id, 'The saved moves do not lead to the saved position.') };
    }
    this.verified.set(id, { mtimeMs: raw.mtimeMs, size: raw.size, meta: saveMeta(save) });
    return ok(this.open(session));
  }

  private readonly handlers: Handlers = {
    listGames: async () => ok(gameInfos(this.games)),

    startMatch: async (req) => {
      const entry = this.games[req.gameId];
      const name = GAME_NAMES[req.gameId] ?? req.gameId;
      if (!entry) return fail('unavailable', `${name} cannot be played yet.`, { gameId: req.gameId });
      const { game } = entry;
      const players = req.seats.length;
      if (players < game.minPlayers || players > game.maxPlayers) {
        return fail('badSeats', `${name} is played by ${game.minPlayers} to ${game.maxPlayers} players.`, {
          min: game.minPlayers,
          max: game.maxPlayers,
        });
      }
      const levels = entry.levels ?? DEFAULT_LEVELS;
      const badLevel = req.seats.find((s) => s.kind === 'bot' && s.level && !levels.includes(s.level));
      if (badLevel) {
        return fail('badLevel', `${name} bots play at these levels: ${levels.join(', ')}.`, { levels: levels.join(', ') });
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
      const id = `${req.gameId}-${now.getTime().toString(36)}-${randomBytes(3).toString('hex')}`;
      const session = this.newSession({
        id,
        gameId: req.gameId,
        entry,
        seats: normalizeSeats(req.seats),
        options,
        seed,
        createdAt: now.toISOString(),
      });
      this.autosave(session);
      return ok(this.open(session));
    },

    currentMatch: async () => ok(this.session ? this.session.update([]) : null),

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
    undo: async (req) => {
      if (!this.session) return fail('noMatch', 'No game is open.');
      return this.session.undo(req.seat);
    },

    closeMatch: async () => {
      this.close();
      return ok(null);
    },

    listSaves: async () => {
      const saves = this.listMetas();
      return ok({ saves, setAside: this.store.listSetAside() });
    },

    loadSave: async (req) => this.loadById(req.id),

    deleteSave: async (req) => {
      if (this.session?.id === req.id) this.close();
      this.verified.delete(req.id);
      if (!this.store.remove(req.id)) return fail('noSave', 'There is no such saved game.');
      return ok(null);
    },

    continueLatest: async () => {
      for (const meta of this.listMetas()) {
        if (meta.finished) continue;
        const r = this.loadById(meta.id);
        if (r.ok) return r;
      }
      return ok(null);
    },

    getSettings: async () => ok(this.store.getSettings()),

    setSettings: async (req) => ok(this.store.setSettings(req)),
  };
}
