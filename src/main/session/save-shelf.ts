/**
 * The saves folder as the app sees it: each save read and verified (its list entry kept while the file is
 * unchanged, also across restarts: LIST_CACHE), a save that fails set aside with its reason, or listed as
 * damaged where it is when it cannot be read or moved; the game last played, for Continue.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { GAME_IDS } from '../../common/names';
import { writeFileAtomic } from '../saves/atomic';
import { readRegularFile } from '../saves/safe-read';
import type { ErrorInfo, Reply, SaveMeta, SaveProblem, SetAsideSave } from '../../common/contract';
import { gameFingerprint } from '../replay';
import { SaveError, saveMeta } from '../saves/format';
import type { StampedSave } from '../saves/format';
import type { BotHost } from '../bots/host';
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
 * restart lists an unchanged save without replaying it (the first listing of 60 long saves took seconds).
 * Only the list trusts it: opening, replaying or exporting a save verifies it in full. A cache that cannot
 * be read is ignored (and written anew).
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

/** Saves verified at once by a listing (each in a worker of the bot pool, when the app runs one). */
const LISTING_AT_ONCE = 2;

export class SaveShelf {
  private readonly verified = new Map<string, CachedMeta>();
  /** Saves that could not be read or set aside, by id: listed with the reason, left untouched. */
  private readonly damaged = new Map<string, SetAsideSave>();
  /** LIST_CACHE as read at the first listing, then as verified since; written when it changed. */
  private listed: Map<string, ListEntry> | null = null;
  private listedChanged = false;

  constructor(
    private readonly store: SaveStore,
    /** Where saves are verified (verifySaveText of the app's games): the bot host, in a worker thread in the app. */
    private readonly verifier: Pick<BotHost, 'verifySave' | 'verifySaveMeta'>,
    /** Tells clients (a save set aside or found damaged). */
    private readonly notice: (code: string, message: string, params?: ErrorInfo['params']) => void,
    /** A save is being set aside: the match playing it must close first. */
    private readonly onSetAside: (id: string) => void,
  ) {}

  /** The files set aside and the damaged saves, for the saves list. */
  setAsideList(): SetAsideSave[] {
    return [...this.store.listSetAside(), ...this.damaged.values()];
  }

  /** A deleted (or set aside) save is not remembered as verified. */
  forget(id: string): void {
    this.verified.delete(id);
    if (this.listCache().delete(id)) this.listedChanged = true;
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

  /** Writes LIST_CACHE when it changed; a failed write only costs the next start a slower first listing. */
  private keepListCache(ids: readonly string[]): void {
    const cache = this.listCache();
    for (const id of [...cache.keys()]) {
      if (ids.includes(id)) continue;
      cache.delete(id);
      this.listedChanged = true;
    }
    if (!this.listedChanged) return;
    try {
      writeFileAtomic(join(this.store.dir, LIST_CACHE), JSON.stringify(Object.fromEntries(cache)));
      this.listedChanged = false;
    } catch {
      /* tried again after the next change */
    }
  }

  /**
   * Reads and verifies one save. A save that fails to verify is set aside (with a notice); one that
   * cannot be read, or cannot be moved aside (a read-only folder), is reported as damaged where it is.
   */
  async verifyOne(id: string): Promise<{ meta: SaveMeta; text?: string } | { error: ErrorInfo } | null> {
    try {
      const file = this.store.read(id);
      if (!file) return null;
      const cached = this.verified.get(id);
      if (cached && cached.mtimeMs === file.mtimeMs && cached.size === file.size) {
        this.damaged.delete(id);
        return { meta: cached.meta, text: file.text };
      }
      const hash = sha256(file.text);
      const known = this.listCache().get(id);
      let meta: SaveMeta;
      if (known && known.sha256 === hash && known.meta.id === id) {
        meta = known.meta;
      } else {
        meta = await this.verifier.verifySaveMeta(file.text);
        if (meta.id !== id) throw new SaveError('badShape', 'The file name and the saved game do not match.');
        this.listCache().set(id, { sha256: hash, meta });
        this.listedChanged = true;
      }
      this.verified.set(id, { mtimeMs: file.mtimeMs, size: file.size, meta });
      this.damaged.delete(id);
      return { meta, text: file.text };
    } catch (e) {
      return { error: this.setAside(id, asSaveError(e)) };
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

  /** Every save's list entry, newest first; saves not verified before are verified LISTING_AT_ONCE at a time. */
  async listMetas(): Promise<SaveMeta[]> {
    const metas: SaveMeta[] = [];
    const ids = this.store.listIds();
    for (const id of this.damaged.keys()) if (!ids.includes(id)) this.damaged.delete(id);
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < ids.length) {
        const r = await this.verifyOne(ids[next++]!);
        if (r && 'meta' in r) metas.push(r.meta);
      }
    };
    await Promise.all(Array.from({ length: LISTING_AT_ONCE }, lane));
    this.keepListCache(ids);
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
    try {
      const raw = this.store.read(id);
      if (!raw) return fail('noSave', 'There is no such saved game.');
      const { save, beforeLast, events } = await this.verifier.verifySave(raw.text);
      if (save.id !== id) throw new SaveError('badShape', 'The file name and the saved game do not match.');
      this.verified.set(id, { mtimeMs: raw.mtimeMs, size: raw.size, meta: saveMeta(save) });
      return { ok: true, value: { save, replayed: { beforeLast, events }, mtimeMs: raw.mtimeMs, size: raw.size } };
    } catch (e) {
      return { ok: false, error: this.setAside(id, asSaveError(e)) };
    }
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
