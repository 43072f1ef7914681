/**
 * The saves folder as the app sees it: each save read and verified (its list entry kept while the file is
 * unchanged), a save that fails set aside with its reason, or listed as damaged where it is when it cannot
 * be read or moved; the game last played, for Continue.
 */
import { join } from 'node:path';
import type { ErrorInfo, Reply, SaveMeta, SaveProblem, SetAsideSave } from '../../common/contract';
import { gameFingerprint } from '../replay';
import { SaveError, saveMeta, verifySaveText } from '../saves/format';
import type { StampedSave } from '../saves/format';
import { SAVE_SUFFIX } from '../saves/store';
import type { SaveStore } from '../saves/store';
import type { ReplayedLog } from './match-types';
import type { GameRegistry } from './registry';
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

export class SaveShelf {
  private readonly verified = new Map<string, CachedMeta>();
  /** Saves that could not be read or set aside, by id: listed with the reason, left untouched. */
  private readonly damaged = new Map<string, SetAsideSave>();

  constructor(
    private readonly store: SaveStore,
    private readonly games: GameRegistry,
    /** Tells clients (a save set aside or found damaged). */
    private readonly notice: (code: string, message: string, params?: ErrorInfo['params']) => void,
    /** A save is being set aside: the match playing it must close first. */
    private readonly onSetAside: (id: string) => void,
  ) {}

  /** The files set aside and the damaged saves, for the saves list. */
  setAsideList(): SetAsideSave[] {
    return [...this.store.listSetAside(), ...this.damaged.values()];
  }

  /** A deleted save is not remembered as verified. */
  forget(id: string): void {
    this.verified.delete(id);
  }

  /**
   * Reads and verifies one save. A save that fails to verify is set aside (with a notice); one that
   * cannot be read, or cannot be moved aside (a read-only folder), is reported as damaged where it is.
   */
  verifyOne(id: string): { meta: SaveMeta; text?: string } | { error: ErrorInfo } | null {
    try {
      const file = this.store.read(id);
      if (!file) return null;
      const cached = this.verified.get(id);
      if (cached && cached.mtimeMs === file.mtimeMs && cached.size === file.size) {
        this.damaged.delete(id);
        return { meta: cached.meta, text: file.text };
      }
      const { save } = verifySaveText(file.text, this.games);
      if (save.id !== id) throw new SaveError('badShape', 'The file name and the saved game do not match.');
      const meta = saveMeta(save);
      this.verified.set(id, { mtimeMs: file.mtimeMs, size: file.size, meta });
      this.damaged.delete(id);
      return { meta, text: file.text };
    } catch (e) {
      return { error: this.setAside(id, asSaveError(e)) };
    }
  }

  /** Sets a failed save aside; when it cannot be read or moved, it stays where it is and is listed as damaged. */
  setAside(id: string, problem: SaveError): ErrorInfo {
    this.verified.delete(id);
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

  listMetas(): SaveMeta[] {
    const metas: SaveMeta[] = [];
    const ids = this.store.listIds();
    for (const id of this.damaged.keys()) if (!ids.includes(id)) this.damaged.delete(id);
    for (const id of ids) {
      const r = this.verifyOne(id);
      if (r && 'meta' in r) metas.push(r.meta);
    }
    metas.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : -1));
    return metas;
  }

  /** The id of a listed save of the very same game as `save` (gameFingerprint), or null. */
  savedCopyOf(save: StampedSave): string | null {
    const print = gameFingerprint(save);
    const alike = this.listMetas().filter((m) => m.gameId === save.gameId && m.createdAt === save.createdAt && m.turn === save.log.length);
    for (const m of alike) {
      const read = this.readVerified(m.id);
      if (read.ok && gameFingerprint(read.value.save) === print) return m.id;
    }
    return null;
  }

  /** Reads and verifies a save (replay and hashes); one that fails is set aside like any damaged save. */
  readVerified(id: string): Reply<{ save: StampedSave; replayed: ReplayedLog; mtimeMs: number; size: number }> {
    try {
      const raw = this.store.read(id);
      if (!raw) return fail('noSave', 'There is no such saved game.');
      const { save, beforeLast, events } = verifySaveText(raw.text, this.games);
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
