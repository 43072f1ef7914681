/** Replays of saved games, and saves as files to send and receive (export, import). */
import { randomBytes } from 'node:crypto';
import { MAX_IMPORT_CHARS } from '../../common/names';
import { RuleError } from '../engine/core';
import { SaveError, verifySaveText } from '../saves/format';
import type { SaveFile, UnsealedSave } from '../saves/format';
import type { GameRegistry } from '../session/registry';
import { Replay } from './replay';

export { Replay, SNAPSHOT_EVERY } from './replay';
export { historyFor } from './history';

export { MAX_IMPORT_CHARS };

/** A replay of a verified save. */
export function openReplay(save: SaveFile, games: GameRegistry): Replay {
  const entry = games[save.gameId];
  if (!entry) throw new RuleError('unavailable', `This version of Card Table cannot play "${save.gameId}".`);
  const options = entry.game.resolveOptions(save.options, save.seats.length) as Record<string, unknown>;
  return new Replay(randomBytes(6).toString('hex'), save, entry.game, options);
}

/** A verified save as a file to send: the save format itself. */
export function exportFile(save: SaveFile): { fileName: string; text: string } {
  const day = save.updatedAt.slice(0, 10).replace(/[^0-9-]/g, '');
  return { fileName: `card-table-${save.gameId}-${day}-${save.id.slice(-6)}.json`, text: JSON.stringify(save, null, 1) };
}

/**
 * Reads a file to import: verified like any save (format, version, replay, hashes). Throws RuleError
 * with a readable reason; nothing is written here.
 */
export function importFile(text: string, games: GameRegistry): SaveFile {
  if (text.length > MAX_IMPORT_CHARS) {
    throw new RuleError('importTooLarge', `This file is too large to be a saved game (over ${MAX_IMPORT_CHARS / 1000} kB).`, { max: MAX_IMPORT_CHARS });
  }
  try {
    return verifySaveText(text, games).save;
  } catch (e) {
    if (e instanceof SaveError) throw new RuleError('importBad', `This file cannot be imported: ${e.message}`, { reason: e.message });
    throw e;
  }
}

/** A save without its whole-file hash, to seal again after a change (a new id). */
export function withoutHash(save: SaveFile): UnsealedSave {
  const { hash: _hash, ...rest } = save;
  return rest;
}
