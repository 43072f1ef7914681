/**
 * Where saves live: one file per save (`<id>.save.json`) in a saves directory, each written atomically,
 * plus one small key-value file (`settings.json`) for the settings and the reasons saves were set aside.
 * The key-value file is served by `conf` in Node (browser host, CLI, tests) and by electron-store (the
 * same library underneath) in the app; see electron-store.ts.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import { z } from 'zod';
import { ANIMATION_SPEEDS, CONTRASTS, GAME_IDS, LANGUAGES } from '../../common/contract';
import { DEFAULT_SETTINGS } from '../../common/settings';
import { isTipId, MAX_TIP_PLAYERS } from '../../common/tips';
import type { FileProblem, SaveProblem, SetAsideSave, Settings } from '../../common/contract';
import { removeLeftoverTemps, TEMP_MARK, writeFileAtomic } from './atomic';
import { RuleError } from '../engine/core';
import { SaveError } from './format';
import { checkRegularFile, readRegularFile, UnsafeFileError } from './safe-read';

export const SAVE_SUFFIX = '.save.json';
export const SET_ASIDE_MARK = '.corrupt-';
export const SETTINGS_NAME = 'settings';
/** The largest save file read (a 1,000-move game takes about 100 kB). */
export const MAX_SAVE_BYTES = 8 * 1024 * 1024;
/** The largest settings file read (it holds a few settings and the reasons files were set aside). */
export const MAX_SETTINGS_BYTES = 1024 * 1024;
export { DEFAULT_SETTINGS };

/** The small key-value document both `conf` and electron-store provide. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export interface SaveFileText {
  text: string;
  mtimeMs: number;
  size: number;
}

export interface SaveStore {
  readonly dir: string;
  /** Ids of the save files present (newest first is the caller's job). */
  listIds(): string[];
  /**
   * The raw text of a save, or null when there is no such file. Throws SaveError ('unreadable') when a
   * file of that name exists but cannot be read as a save: a folder, a symbolic link, no permission.
   */
  read(id: string): SaveFileText | null;
  /** Replaces a save atomically (temp file, fsync, rename). */
  write(id: string, text: string): void;
  /** Deletes a save; false when it did not exist. */
  remove(id: string): boolean;
  /** Renames a save to `<file>.corrupt-<timestamp>` (never deleting or overwriting anything) and records why. */
  setAside(id: string, reason: string, problem: SaveProblem): SetAsideSave;
  listSetAside(): SetAsideSave[];
  getSettings(): Settings;
  setSettings(patch: Partial<Settings>): Settings;
  /** The id of the game last played (the last one a move was made in or that was opened), for Continue; null when none is known. */
  getLastPlayed(): string | null;
  setLastPlayed(id: string): void;
  /** Problems met since the last call that a person must hear of (the settings file was set aside), then forgotten. */
  takeProblems?(): SetAsideSave[];
}

const settingsSchema = z.object({
  language: z.enum(LANGUAGES).catch(DEFAULT_SETTINGS.language),
  animationSpeed: z.enum(ANIMATION_SPEEDS).catch(DEFAULT_SETTINGS.animationSpeed),
  sound: z.boolean().catch(DEFAULT_SETTINGS.sound),
  volume: z.number().int().min(0).max(100).catch(DEFAULT_SETTINGS.volume),
  lessonsDone: z.array(z.enum(GAME_IDS)).catch(() => [...DEFAULT_SETTINGS.lessonsDone]),
  firstTips: z.boolean().catch(DEFAULT_SETTINGS.firstTips),
  // a tip this version does not know (a later version's) is dropped, not the player's others
  tipsSeen: z
    .array(z.object({ player: z.string().min(1).max(24), tips: z.array(z.string()).transform((ids) => ids.filter(isTipId)) }))
    .max(MAX_TIP_PLAYERS)
    .catch(() => []),
  drakerAsSuggested: z.boolean().catch(DEFAULT_SETTINGS.drakerAsSuggested),
  relayAddress: z.string().max(2048).catch(DEFAULT_SETTINGS.relayAddress),
  contrast: z.enum(CONTRASTS).catch(DEFAULT_SETTINGS.contrast),
});

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
/** The settings file's key for the game last played. */
const LAST_PLAYED = 'lastPlayed';

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/**
 * Moves `file` aside as `<file>.corrupt-<timestamp>[-n]`, never replacing an existing file.
 * Returns the new path.
 */
export function moveAside(file: string, now = new Date()): string {
  const base = `${file}${SET_ASIDE_MARK}${stamp(now)}`;
  let target = base;
  for (let n = 2; existsSync(target); n++) target = `${base}-${n}`;
  renameSync(file, target);
  return target;
}

/**
 * A file store over a key-value document. `openKv` is called lazily; if the key-value file itself is
 * unreadable, it is set aside and a fresh one is opened (settings fall back to the defaults).
 */
export function createFileSaveStore(dir: string, openKv: (dir: string) => KeyValueStore): SaveStore {
  mkdirSync(dir, { recursive: true });
  try {
    removeLeftoverTemps(dir);
  } catch {
    /* an unreadable folder: the listing reports it */
  }
  let kv: KeyValueStore | null = null;
  const problems: SetAsideSave[] = [];
  const kvStore = (): KeyValueStore => {
    if (kv) return kv;
    const file = join(dir, `${SETTINGS_NAME}.json`);
    let why: string | null = null;
    try {
      // the key-value library reads the file as it finds it: a pipe, a link to a device or a huge file must not reach it
      checkRegularFile(file, MAX_SETTINGS_BYTES);
      kv = openKv(dir);
    } catch (e) {
      why = e instanceof UnsafeFileError ? e.message : 'It could not be read as settings.';
      let aside: string | null = null;
      try {
        if (lstatSync(file, { throwIfNoEntry: false })) aside = moveAside(file);
      } catch {
        /* it stays; the fresh store below fails on it too, and that error is the answer */
      }
      kv = openKv(dir);
      if (aside) {
        const name = aside.slice(dir.length + 1);
        const entry: SetAsideSave = { file: aside, reason: `The settings file was set aside and the default settings apply: ${why}`, problem: 'settings' };
        try {
          const known = kv.get('setAside');
          kv.set('setAside', { ...(known && typeof known === 'object' ? known : {}), [name]: { reason: entry.reason, problem: entry.problem } });
        } catch {
          /* listed with the generic reason */
        }
        problems.push(entry);
      }
    }
    return kv;
  };
  const fileOf = (id: string): string => {
    if (!ID_RE.test(id)) throw new Error(`Not a save id: ${id.slice(0, 70)}`);
    return join(dir, id + SAVE_SUFFIX);
  };
  /** Why each file was set aside, by file name (older versions kept only the English reason). */
  const reasons = (): Record<string, StoredReason> => {
    const r = kvStore().get('setAside');
    return r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, StoredReason>) : {};
  };

  return {
    dir,
    listIds() {
      return readdirSync(dir)
        .filter((f) => f.endsWith(SAVE_SUFFIX) && !f.includes(TEMP_MARK))
        .map((f) => f.slice(0, -SAVE_SUFFIX.length))
        .filter((id) => ID_RE.test(id));
    },
    read(id) {
      const file = fileOf(id);
      try {
        // a symbolic link is not followed out of the saves folder; a pipe or a device is never opened
        const read = readRegularFile(file, MAX_SAVE_BYTES);
        if (!read) return null;
        return { text: read.bytes.toString('utf8'), mtimeMs: read.mtimeMs, size: read.bytes.length };
      } catch (e) {
        if (e instanceof UnsafeFileError) {
          const what = e.kind === 'link' ? 'This is a symbolic link, not a save file; it was not followed.'
            : e.kind === 'special' ? 'This is a folder (or another special file), not a save file.'
            : `This file is too large to be a save (over ${MAX_SAVE_BYTES / 1024 / 1024} MB).`;
          throw new SaveError('unreadable', what);
        }
        const err = e as NodeJS.ErrnoException;
        if (err.code === 'ENOENT') return null;
        throw new SaveError('unreadable', `The file cannot be read (${err.code ?? err.message}).`);
      }
    },
    write(id, text) {
      writeFileAtomic(fileOf(id), text);
    },
    remove(id) {
      const file = fileOf(id);
      const st = lstatSync(file, { throwIfNoEntry: false });
      if (!st) return false;
      // a save file, or a link of that name (the link goes, never what it points to); a folder stays
      if (!st.isFile() && !st.isSymbolicLink()) {
        throw new RuleError('notASave', 'This is not a save file (a folder or another special file has its name), so it was not deleted.');
      }
      rmSync(file);
      return true;
    },
    setAside(id, reason, problem) {
      const target = moveAside(fileOf(id));
      const name = target.slice(dir.length + 1);
      try {
        kvStore().set('setAside', { ...reasons(), [name]: { reason, problem } });
      } catch {
        /* the file is aside already; without the settings file its reason is the generic one */
      }
      return { file: target, reason, problem };
    },
    listSetAside() {
      let known: Record<string, StoredReason> = {};
      try {
        known = reasons();
      } catch {
        /* an unusable settings file must not hide the list */
      }
      return readdirSync(dir)
        .filter((f) => f.includes(SET_ASIDE_MARK))
        .sort()
        .reverse()
        .map((f) => setAsideEntry(join(dir, f), known[f]));
    },
    getSettings() {
      return settingsSchema.parse(kvStore().get('settings') ?? {});
    },
    setSettings(patch) {
      const next = settingsSchema.parse({ ...this.getSettings(), ...patch });
      kvStore().set('settings', next);
      return next;
    },
    getLastPlayed() {
      const id = kvStore().get(LAST_PLAYED);
      return typeof id === 'string' && ID_RE.test(id) ? id : null;
    },
    setLastPlayed(id) {
      if (ID_RE.test(id)) kvStore().set(LAST_PLAYED, id);
    },
    takeProblems() {
      return problems.splice(0);
    },
  };
}

type StoredReason = string | { reason: string; problem?: FileProblem };

function setAsideEntry(file: string, stored: StoredReason | undefined): SetAsideSave {
  if (typeof stored === 'string') return { file, reason: stored };
  if (stored && typeof stored.reason === 'string') {
    return stored.problem ? { file, reason: stored.reason, problem: stored.problem } : { file, reason: stored.reason };
  }
  return { file, reason: 'This file could not be read and was set aside.' };
}

/** The key-value document through `conf` (whose writes are temp file + fsync + rename via `atomically`). */
export function openConfKv(dir: string): KeyValueStore {
  const conf = new Conf<Record<string, unknown>>({
    cwd: dir,
    configName: SETTINGS_NAME,
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
  });
  return { get: (k) => conf.get(k), set: (k, v) => conf.set(k, v) };
}

/** The store used by the browser host, the CLIs and the tests. */
export function createConfSaveStore(dir: string): SaveStore {
  return createFileSaveStore(dir, openConfKv);
}
