/**
 * Where saves live: one file per save (`<id>.save.json`) in a saves directory, each written atomically,
 * plus one small key-value file (`settings.json`) for the settings and the reasons saves were set aside.
 * The key-value file is served by `conf` in Node (browser host, CLI, tests) and by electron-store (the
 * same library underneath) in the app; see electron-store.ts.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import { z } from 'zod';
import { ANIMATION_SPEEDS, LANGUAGES } from '../../common/contract';
import { DEFAULT_SETTINGS } from '../../common/settings';
import type { SetAsideSave, Settings } from '../../common/contract';
import { removeLeftoverTemps, TEMP_MARK, writeFileAtomic } from './atomic';
import { SaveError } from './format';

export const SAVE_SUFFIX = '.save.json';
export const SET_ASIDE_MARK = '.corrupt-';
export const SETTINGS_NAME = 'settings';
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
  setAside(id: string, reason: string): SetAsideSave;
  listSetAside(): SetAsideSave[];
  getSettings(): Settings;
  setSettings(patch: Partial<Settings>): Settings;
}

const settingsSchema = z.object({
  language: z.enum(LANGUAGES).catch(DEFAULT_SETTINGS.language),
  animationSpeed: z.enum(ANIMATION_SPEEDS).catch(DEFAULT_SETTINGS.animationSpeed),
  sound: z.boolean().catch(DEFAULT_SETTINGS.sound),
  volume: z.number().int().min(0).max(100).catch(DEFAULT_SETTINGS.volume),
});

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

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
  const kvStore = (): KeyValueStore => {
    if (kv) return kv;
    try {
      kv = openKv(dir);
    } catch {
      const file = join(dir, `${SETTINGS_NAME}.json`);
      if (existsSync(file)) moveAside(file);
      kv = openKv(dir);
    }
    return kv;
  };
  const fileOf = (id: string): string => {
    if (!ID_RE.test(id)) throw new Error(`Not a save id: ${id.slice(0, 70)}`);
    return join(dir, id + SAVE_SUFFIX);
  };
  const reasons = (): Record<string, string> => {
    const r = kvStore().get('setAside');
    return r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, string>) : {};
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
        // lstat: a symbolic link is not followed out of the saves folder
        const st = lstatSync(file);
        if (st.isSymbolicLink()) throw new SaveError('unreadable', 'This is a symbolic link, not a save file; it was not followed.');
        if (!st.isFile()) throw new SaveError('unreadable', 'This is a folder (or another special file), not a save file.');
        return { text: readFileSync(file, 'utf8'), mtimeMs: st.mtimeMs, size: st.size };
      } catch (e) {
        if (e instanceof SaveError) throw e;
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
      if (!existsSync(file)) return false;
      rmSync(file);
      return true;
    },
    setAside(id, reason) {
      const target = moveAside(fileOf(id));
      const name = target.slice(dir.length + 1);
      try {
        kvStore().set('setAside', { ...reasons(), [name]: reason });
      } catch {
        /* the file is aside already; without the settings file its reason is the generic one */
      }
      return { file: target, reason };
    },
    listSetAside() {
      let known: Record<string, string> = {};
      try {
        known = reasons();
      } catch {
        /* an unusable settings file must not hide the list */
      }
      return readdirSync(dir)
        .filter((f) => f.includes(SET_ASIDE_MARK))
        .sort()
        .reverse()
        .map((f) => ({ file: join(dir, f), reason: known[f] ?? 'This file could not be read and was set aside.' }));
    },
    getSettings() {
      return settingsSchema.parse(kvStore().get('settings') ?? {});
    },
    setSettings(patch) {
      const next = settingsSchema.parse({ ...this.getSettings(), ...patch });
      kvStore().set('settings', next);
      return next;
    },
  };
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
