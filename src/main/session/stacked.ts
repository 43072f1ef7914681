/**
 * Stacked deals: a game started from a chosen order of the cards (the `deck` option of Athletic Games
 * and Draker). That is for tests and built-in tutorials only, made in the process that owns the saves:
 * a request can never choose the deal (AppService refuses the option), and the order never leaves the
 * main process (`publicOptions` takes it out of every table, replay frame and bot set-up).
 */
import type { GameId, SeatConfig } from '../../common/contract';
import type { GameManifest } from '../engine/core';
import { APP_VERSION, ENGINE_VERSION, hashState, SAVE_FORMAT, sealSave } from '../saves/format';
import type { SaveFile } from '../saves/format';
import { normalizeSeats } from './shared';

export { publicOptions, STACKED_DECK_OPTION } from './shared';

export interface StackedMatch {
  id: string;
  gameId: GameId;
  seats: SeatConfig[];
  /** Raw options, `deck` among them. */
  options: Record<string, unknown>;
  seed: number;
  now?: Date;
}

/**
 * A new game's save, dealt from a stacked deck: written into a saves folder and loaded like any save
 * (tests, tutorials). Throws RuleError when the options (or the deck) are not valid for the game.
 */
export function stackedMatchSave(entry: GameManifest, match: StackedMatch): SaveFile {
  const { game } = entry;
  const seats = normalizeSeats(match.seats);
  const options = game.resolveOptions(match.options, seats.length) as Record<string, unknown>;
  const state = game.setup({ players: seats.length, seed: match.seed >>> 0, options });
  const at = (match.now ?? new Date()).toISOString();
  return sealSave({
    format: SAVE_FORMAT,
    app: APP_VERSION,
    engine: ENGINE_VERSION,
    id: match.id,
    gameId: match.gameId,
    rules: entry.rulesRevision,
    options,
    seed: match.seed >>> 0,
    seats,
    log: [],
    stateHash: hashState(state),
    createdAt: at,
    updatedAt: at,
    finished: game.outcome(state) !== null,
  });
}
