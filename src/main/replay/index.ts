/** Replays of saved games, and saves as files to send and receive (export, import). */
import { createHash, randomBytes } from 'node:crypto';
import { MAX_IMPORT_CHARS } from '../../common/names';
import { RuleError, stableStringify } from '../engine/core';
import { SaveError, sealSave, verifySaveText } from '../saves/format';
import type { SaveFile, StampedSave, UnsealedSave, VerifiedSave } from '../saves/format';
import { CheckStopped } from '../bots/host';
import type { GameRegistry } from '../session/registry';
import { STACKED_DECK_OPTION } from '../session/shared';
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

/**
 * A verified save as a file to send: the save format itself, sealed again over its canonical moves. Only
 * a finished game: a running game's seed and log would let its reader deal every hand and the stock.
 */
export function exportFile(save: StampedSave): { fileName: string; text: string } {
  if (!save.finished) {
    throw new RuleError('exportRunning', 'A game is exported once it is finished: the file holds the deal, from which anyone could read every hidden card of a game still being played.');
  }
  const day = save.updatedAt.slice(0, 10).replace(/[^0-9-]/g, '');
  return { fileName: `card-table-${save.gameId}-${day}-${save.id.slice(-6)}.json`, text: JSON.stringify(sealSave(withoutHash(save)), null, 1) };
}

/**
 * The save id an imported game gets: named after the game itself (its seed, options, seats and canonical
 * moves), so the same game imported again has the same id: it is refused while the copy is
 * among the saves, and its result counts once in the records even after that copy was deleted.
 */
export function importedId(save: SaveFile): string {
  return `${save.gameId}-imported-${gameFingerprint(save).slice(0, 24)}`;
}

/**
 * The same game wherever its file went: what was dealt and played (game, options, seed, seats, moves), not
 * the save's id nor its times, which anyone can change and reseal. An exported game imported back, or a
 * copy with another start time, has the fingerprint of the original, so its result counts once.
 */
export function gameFingerprint(game: Pick<SaveFile, 'gameId' | 'options' | 'seed' | 'seats' | 'log'>): string {
  const { gameId, options, seed, seats, log } = game;
  return createHash('sha256').update(stableStringify({ gameId, options, seed, seats, log })).digest('hex');
}

/**
 * Reads a file to import: verified like any save (format, version, replay, hashes) by `verify` (the app's
 * verifier worker: a long file's replay never holds up other requests; this thread by default). Rejects
 * with a RuleError with a readable reason; nothing is written here.
 */
export async function importFile(
  text: string,
  games: GameRegistry,
  verify: (text: string) => Promise<Pick<VerifiedSave, 'save'>> = async (t) => verifySaveText(t, games),
): Promise<StampedSave> {
  if (text.length > MAX_IMPORT_CHARS) {
    throw new RuleError('importTooLarge', `This file is too large to be a saved game (over ${MAX_IMPORT_CHARS / 1000} kB).`, { max: MAX_IMPORT_CHARS });
  }
  try {
    const { save } = await verify(text);
    refuseForeignDeck(save, games);
    return save;
  } catch (e) {
    // a checker that stopped is no verdict on the file: the player may simply try again
    if (e instanceof CheckStopped) throw new RuleError('checkFailed', e.message);
    // any failure (not only a damaged file) is a refusal with its reason, never an internal error
    const reason = e instanceof SaveError ? e.message : `reading it failed (${e instanceof Error ? e.message.slice(0, 200) : String(e)}).`;
    throw new RuleError('importBad', `This file cannot be imported: ${reason}`, { reason, problem: e instanceof SaveError ? e.problem : 'failed' });
  }
}

/**
 * A stacked deck (a chosen deal) comes only from the game's own lesson, made in this process: a file
 * bringing any other would deal a player the hand it chose. Throws SaveError.
 */
function refuseForeignDeck(save: SaveFile, games: GameRegistry): void {
  if (!Object.hasOwn(save.options, STACKED_DECK_OPTION)) return;
  const lesson = games[save.gameId]?.lesson;
  const ownDeck = lesson !== undefined && save.seed === lesson.seed && stableStringify(save.options[STACKED_DECK_OPTION]) === stableStringify(lesson.options.deck);
  if (!ownDeck) throw new SaveError('badOptions', 'The file chooses the order of the cards (a stacked deck), which only Card Table\'s own lessons may do.');
}

/** A save without its whole-file hash, to seal again after a change (a new id); it states its rules revision, as every save written. */
export function withoutHash(save: StampedSave): UnsealedSave {
  const { hash: _hash, ...rest } = save;
  return rest;
}
