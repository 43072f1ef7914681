/**
 * The saves folder as the app sees it: each save listed at once from its own fields once its seal holds,
 * then verified in full (replayed) in the background, a verifier worker at a time (its list entry kept while
 * the file is unchanged, also across restarts: LIST_CACHE); a save that fails set aside with its reason, or
 * listed as damaged where it is when it cannot be read or moved; imports; the game last played, for Continue.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { GAME_IDS } from '../../common/names';
import { writeFileAtomic } from '../saves/atomic';
import { readRegularFile } from '../saves/safe-read';
import type { ErrorInfo, PushMessage, Reply, SaveMeta, SaveProblem, SetAsideSave } from '../../common/contract';
import { gameFingerprint, importedId, withoutHash } from '../replay';
import { hashSave, parseSaveText, SaveError, saveMeta, sealSave } from '../saves/format';
import type { StampedSave } from '../saves/format';
import { CheckStopped, type BotHost } from '../bots/host';
import { SAVE_SUFFIX } from '../saves/store';
import type { SaveStore } from '../saves/store';
import type { ReplayedLog } from './match-types';
import { fail } from './shared';

/**
 * Any failure while reading one save, as that save's problem: a SaveError as it is; anything else (a
 * fault of this program, not proof that the file is bad) as 'failed', which leaves the file where it is.
 */
function asSaveError(e: unknown): SaveError {
  if (e instanceof SaveError) return e;
  const why = e instanceof Error ? e.message : String(e);
  return new SaveError('failed', `Reading it failed (${why.slice(0, 200)}).`);
}

interface CachedMeta {
  mtimeMs: number;
  size: number;
  meta: SaveMeta;
}

/**
 * The list entries of saves verified before, by id, with the SHA-256 of the file they were read from: a
 * restart lists an unchanged save as verified, without checking it again in the background (many long saves
 * take minutes of replays). Only the list trusts it: opening, replaying or exporting a save verifies it in
 * full. A cache that cannot be read is ignored (and written anew).
 */
export const LIST_CACHE = 'list-cache.json';
const MAX_LIST_CACHE_BYTES = 4 * 1024 * 1024;
const listEntrySchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  meta: z.strictObject({
    id: z.string(),
    gameId: z.enum(GAME_IDS),
    players: z.array(z.string()),
    turn: z.number().int().min(0),
    createdAt: z.string(),
    updatedAt: z.string(),
    finished: z.boolean(),
    lesson: z.literal(true).optional(),
    imported: z.literal(true).optional(),
  }),
});
const listCacheSchema = z.record(z.string(), listEntrySchema);
type ListEntry = z.infer<typeof listEntrySchema>;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Saves checked at once in the background, one per verifier worker of the bot pool (VERIFIERS there). */
const CHECKS_AT_ONCE = 2;
/** Background checks between two writes of LIST_CACHE (all of them are written once the checks are done). */
const CHECKS_PER_CACHE_WRITE = 20;
/** A background check whose checker stopped is tried again this many times, then left to the next listing. */
const CHECK_RETRIES = 1;

/** A listed save not verified in full yet: the text its entry came from, for its background check. */
interface Unchecked {
  text: string;
  hash: string;
  /** Its entry from its own fields, for listings until its check is done. */
  meta: SaveMeta;
  /** Checks tried whose checker stopped. */
  tries: number;
}

/** Lets the event loop answer what else is waiting (a listing reads and hashes one file per turn). */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class SaveShelf {
  private readonly verified = new Map<string, CachedMeta>();
  /** Saves that could not be read or set aside, by id: listed with the reason, left untouched. */
  private readonly damaged = new Map<string, SetAsideSave>();
  /** LIST_CACHE as read at the first listing, then as verified since; written when it changed. */
  private listed: Map<string, ListEntry> | null = null;
  private listedChanged = false;
  /** Listed saves waiting for (or in) their background check, by id. */
  private readonly unchecked = new Map<string, Unchecked>();
  private readonly checkQueue: string[] = [];
  private checksRunning = 0;
  private readonly checksIdle: (() => void)[] = [];
  private checksStopped = false;
  private checksSinceWrite = 0;
  /** The bytes (SHA-256) of damaged saves whose check failed: not listed as checking again while unchanged. */
  private readonly failedChecks = new Map<string, string>();

  constructor(
    private readonly store: SaveStore,
    /** Where saves are verified (verifySaveText of the app's games): the bot host, in a worker thread in the app. */
    private readonly verifier: Pick<BotHost, 'verifySave' | 'verifySaveMeta'>,
    /** Tells clients (a save set aside or found damaged, a background check done). */
    private readonly push: (message: PushMessage) => void,
    /** A save is being set aside: the match playing it must close first. */
    private readonly onSetAside: (id: string) => void,
  ) {}

  /** The files set aside and the damaged saves, for the saves list. */
  setAsideList(): SetAsideSave[] {
    return [...this.store.listSetAside(), ...this.damaged.values()];
  }

  /** A deleted (or set aside) save is not remembered as verified, nor checked in the background. */
  forget(id: string): void {
    this.verified.delete(id);
    this.unchecked.delete(id);
    this.failedChecks.delete(id);
    if (this.listCache().delete(id)) this.listedChanged = true;
  }

  private notice(code: string, message: string, params?: ErrorInfo['params']): void {
    this.push(params ? { kind: 'notice', code, message, params } : { kind: 'notice', code, message });
  }

  private listCache(): Map<string, ListEntry> {
    if (this.listed) return this.listed;
    this.listed = new Map();
    try {
      const read = readRegularFile(join(this.store.dir, LIST_CACHE), MAX_LIST_CACHE_BYTES);
      const parsed = read ? listCacheSchema.safeParse(JSON.parse(read.bytes.toString('utf8'))) : null;
      if (parsed?.success) this.listed = new Map(Object.entries(parsed.data));
    } catch {
      /* no cache: every save is verified, and the cache written anew */
    }
    return this.listed;
  }

  /**
   * Writes LIST_CACHE when it changed (without the saves no longer in `ids`, when given); a failed write only
   * costs the next start a slower check of its saves.
   */
  private keepListCache(ids?: readonly string[]): void {
    const cache = this.listCache();
    for (const id of ids ? [...cache.keys()] : []) {
      if (ids!.includes(id)) continue;
      cache.delete(id);
      this.listedChanged = true;
    }
    this.checksSinceWrite = 0;
    if (!this.listedChanged) return;
    try {
      writeFileAtomic(join(this.store.dir, LIST_CACHE), JSON.stringify(Object.fromEntries(cache)));
      this.listedChanged = false;
    } catch {
      /* tried again after the next change */
    }
  }

  /**
   * One save's list entry without replaying it: as verified before (this run, or LIST_CACHE for the same
   * bytes), else from its own fields once the checks that need no replay pass (it parses, has a save's
   * shape, its name and its seal match), marked `checking` and queued for its full check. A save failing
   * those checks is set aside (with a notice); one that cannot be read, or moved aside, is listed as damaged.
   */
  private entryOf(id: string): SaveMeta | null {
    try {
      const file = this.store.read(id);
      if (!file) return null;
      const cached = this.verified.get(id);
      if (cached && cached.mtimeMs === file.mtimeMs && cached.size === file.size) {
        this.damaged.delete(id);
        return cached.meta;
      }
      const hash = sha256(file.text);
      const known = this.listCache().get(id);
      if (known && known.sha256 === hash && known.meta.id === id) {
        this.verified.set(id, { mtimeMs: file.mtimeMs, size: file.size, meta: known.meta });
        this.damaged.delete(id);
        return known.meta;
      }
      const pending = this.unchecked.get(id);
      if (pending?.hash === hash) return pending.meta;
      if (this.damaged.has(id) && this.failedChecks.get(id) === hash) return null;
      this.failedChecks.delete(id);
      const save = parseSaveText(file.text);
      if (save.id !== id) throw new SaveError('badShape', 'The file name and the saved game do not match.');
      if (hashSave(save as unknown as Record<string, unknown>) !== save.hash) {
        throw new SaveError('tampered', 'The file does not match its hash: it was changed outside Card Table (or damaged).');
      }
      this.damaged.delete(id);
      const meta: SaveMeta = { ...saveMeta(save), checking: true };
      this.unchecked.set(id, { text: file.text, hash, meta, tries: 0 });
      this.checkQueue.push(id);
      return meta;
    } catch (e) {
      this.setAside(id, asSaveError(e));
      return null;
    }
  }

  /** The app is closing: no background check starts any more (a running one ends unheard). */
  stopChecks(): void {
    this.checksStopped = true;
    this.checkQueue.length = 0;
    this.unchecked.clear();
  }

  /** Runs the queued background checks, CHECKS_AT_ONCE at a time (each a whole replay in a verifier worker). */
  private checkInBackground(): void {
    while (!this.checksStopped && this.checksRunning < CHECKS_AT_ONCE && this.checkQueue.length > 0) {
      const id = this.checkQueue.shift()!;
      const entry = this.unchecked.get(id);
      if (!entry) continue; // opened, deleted or set aside meanwhile
      this.checksRunning++;
      void this.checkOne(id, entry).finally(() => {
        this.checksRunning--;
        this.checkInBackground();
        // LIST_CACHE is written now and then (each write waits for the disk), and once all are done
        if (++this.checksSinceWrite >= CHECKS_PER_CACHE_WRITE) this.keepListCache();
        if (this.checksRunning > 0 || this.checkQueue.length > 0) return;
        this.keepListCache();
        for (const done of this.checksIdle.splice(0)) done();
      });
    }
  }

  /** Resolves once no background check is queued or running (tests, the bench). */
  checksDone(): Promise<void> {
    if (this.checksRunning === 0 && this.checkQueue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.checksIdle.push(resolve));
  }

  /**
   * One save's full check: verified, its entry is kept (and in LIST_CACHE) and clients are told; failed, it
   * is set aside as any failing save. An outcome for bytes that are no longer the file's is dropped (the
   * next listing checks what is there now); a checker that stopped is no verdict: tried again, then left, its row marked as not checked.
   */
  private async checkOne(id: string, entry: Unchecked): Promise<void> {
    // a turn first: the listing that queued it answers before any check starts (even one in this thread)
    await nextTurn();
    if (this.unchecked.get(id) !== entry) return;
    let outcome: SaveMeta | unknown;
    try {
      outcome = await this.verifier.verifySaveMeta(entry.text);
    } catch (e) {
      outcome = e;
    }
    if (this.unchecked.get(id) !== entry) return;
    let now: ReturnType<SaveStore['read']> = null;
    try {
      now = this.store.read(id);
    } catch {
      /* unreadable now: dropped below */
    }
    if (!now || now.text !== entry.text) {
      this.unchecked.delete(id);
      return;
    }
    if (outcome instanceof CheckStopped) {
      if (entry.tries++ < CHECK_RETRIES) {
        this.checkQueue.push(id);
        return;
      }
      // given up until the next listing: the row must not keep saying "checking" (nor look verified)
      this.unchecked.delete(id);
      const meta: SaveMeta = { ...entry.meta, notChecked: true };
      delete meta.checking;
      this.push({ kind: 'saveChecked', id, meta });
      return;
    }
    this.unchecked.delete(id);
    const meta = outcome instanceof Error || (outcome as SaveMeta).id !== id ? null : (outcome as SaveMeta);
    if (meta) {
      this.verified.set(id, { mtimeMs: now.mtimeMs, size: now.size, meta });
      // written every CHECKS_PER_CACHE_WRITE checks: a write (with its fsync) per check would hold up requests
      this.listCache().set(id, { sha256: entry.hash, meta });
      this.listedChanged = true;
    } else {
      this.setAside(id, outcome instanceof Error ? asSaveError(outcome) : new SaveError('badShape', 'The file name and the saved game do not match.'));
      if (this.damaged.has(id)) this.failedChecks.set(id, entry.hash);
    }
    this.push({ kind: 'saveChecked', id, meta });
  }

  /** Whether the save `id` is no longer the `text` read from it (set aside, removed or written anew). */
  private gone(id: string, text: string): boolean {
    try {
      return this.store.read(id)?.text !== text;
    } catch {
      return false;
    }
  }

  /** Sets a failed save aside; when it cannot be read or moved, it stays where it is and is listed as damaged. */
  setAside(id: string, problem: SaveError): ErrorInfo {
    this.forget(id);
    this.onSetAside(id);
    const reason = problem.message;
    let message: string;
    if (problem.problem === 'unreadable' || problem.problem === 'failed') {
      message = this.keepDamaged(id, reason, problem.problem);
    } else {
      try {
        const { file } = this.store.setAside(id, reason, problem.problem);
        message = `A saved game could not be opened and was set aside as ${file}: ${reason}`;
        this.damaged.delete(id);
        const params = { file, reason, problem: problem.problem };
        this.notice('saveSetAside', message, params);
        return { code: 'saveSetAside', message, params };
      } catch (e) {
        message = this.keepDamaged(id, `${reason} It could not be set aside (${e instanceof Error ? e.message : String(e)}).`, problem.problem);
      }
    }
    const file = join(this.store.dir, id + SAVE_SUFFIX);
    return { code: 'saveDamaged', message, params: { id, file, reason, problem: problem.problem } };
  }

  /** Lists a damaged save under its own name; nothing is moved or deleted. Returns the message. */
  private keepDamaged(id: string, reason: string, problem: SaveProblem): string {
    const file = join(this.store.dir, id + SAVE_SUFFIX);
    const isNew = this.damaged.get(id)?.reason !== reason;
    this.damaged.set(id, { file, reason, problem });
    const message = `A saved game could not be opened and was left as it is (${file}): ${reason}`;
    if (isNew) this.notice('saveDamaged', message, { file, reason, problem });
    return message;
  }

  /**
   * Every save's list entry, newest first, answered without replaying any (entryOf): saves not verified
   * before are listed `checking` and verified in the background, a `saveChecked` push telling each outcome.
   */
  async listMetas(): Promise<SaveMeta[]> {
    const metas: SaveMeta[] = [];
    const ids = this.store.listIds();
    for (const id of this.damaged.keys()) if (!ids.includes(id)) this.damaged.delete(id);
    for (const [i, id] of ids.entries()) {
      if (i > 0) await nextTurn();
      const meta = this.entryOf(id);
      if (meta) metas.push(meta);
    }
    this.keepListCache(ids);
    this.checkInBackground();
    metas.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : -1));
    return metas;
  }

  /** The id of a listed save of the very same game as `save` (gameFingerprint), or null. */
  async savedCopyOf(save: StampedSave): Promise<string | null> {
    const print = gameFingerprint(save);
    const alike = (await this.listMetas()).filter((m) => m.gameId === save.gameId && m.createdAt === save.createdAt && m.turn === save.log.length);
    for (const m of alike) {
      const read = await this.readVerified(m.id);
      if (read.ok && gameFingerprint(read.value.save) === print) return m.id;
    }
    return null;
  }

  /** Reads and verifies a save (replay and hashes); one that fails is set aside like any damaged save. */
  async readVerified(id: string): Promise<Reply<{ save: StampedSave; replayed: ReplayedLog; mtimeMs: number; size: number }>> {
    let read: { text: string } | null = null;
    try {
      const raw = this.store.read(id);
      if (!raw) return fail('noSave', 'There is no such saved game.');
      read = raw;
      const { save, beforeLast, events } = await this.verifier.verifySave(raw.text);
      if (save.id !== id) throw new SaveError('badShape', 'The file name and the saved game do not match.');
      const meta = saveMeta(save);
      this.verified.set(id, { mtimeMs: raw.mtimeMs, size: raw.size, meta });
      // listed as checking: this check was its full one
      if (this.unchecked.get(id)?.text === raw.text) {
        this.unchecked.delete(id);
        this.push({ kind: 'saveChecked', id, meta });
      }
      return { ok: true, value: { save, replayed: { beforeLast, events }, mtimeMs: raw.mtimeMs, size: raw.size } };
    } catch (e) {
      // a checker that stopped proves nothing about the file: it stays where it is, to be tried again
      if (e instanceof CheckStopped) return fail('checkFailed', e.message);
      // the background check may have finished first and set the file aside (or it changed meanwhile): it is
      // not this read's to set aside again, which would find it gone and call it damaged
      if (read && this.gone(id, read.text)) return fail('noSave', 'There is no such saved game.');
      const wasChecking = this.unchecked.has(id);
      const error = this.setAside(id, asSaveError(e));
      if (wasChecking) this.push({ kind: 'saveChecked', id, meta: null });
      return { ok: false, error };
    }
  }

  /**
   * Adds a verified imported game (importFile) under its own id, unless the very same game (seed, options,
   * seats, moves, start) is listed already: then the player is shown that row.
   */
  async importVerified(save: StampedSave): Promise<Reply<SaveMeta>> {
    const id = importedId(save);
    let present: boolean;
    try {
      present = this.store.read(id) !== null;
    } catch {
      present = true; // something unreadable has its name: never written over
    }
    const copy = present ? id : await this.savedCopyOf(save);
    if (copy) return fail('importDuplicate', 'This game is already in your saved games.', { id: copy });
    const sealed = sealSave({ ...withoutHash(save), id });
    const text = JSON.stringify(sealed);
    this.store.write(id, text);
    // the verified game under a new id: listed as verified
    const meta = saveMeta(sealed);
    this.listCache().set(id, { sha256: sha256(text), meta });
    this.listedChanged = true;
    this.keepListCache();
    return { ok: true, value: meta };
  }

  /** The game last played, as the settings file remembers it (null when it cannot be read). */
  lastPlayed(): string | null {
    try {
      return this.store.getLastPlayed();
    } catch {
      return null;
    }
  }

  /** Remembers the game played now for Continue; a settings file that cannot be written must not stop the game. */
  rememberPlayed(id: string): void {
    try {
      if (this.store.getLastPlayed() !== id) this.store.setLastPlayed(id);
    } catch {
      /* Continue falls back to the newest save */
    }
  }
}
