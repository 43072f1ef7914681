/**
 * The one list of games on the main side: a manifest per id of the contract (GAME_IDS in
 * src/common/names.ts). A game of GAME_IDS missing here fails the typecheck, naming the missing id.
 * Everything main knows of a game (names, player counts, bot levels, option fields, the shape of a
 * move) is read from its manifest.
 */
import type { GameId } from '../common/contract';
import { ukrainianWords } from './dictionary';
import { athleticManifest } from './engine/games/athletic';
import { drakerManifest } from './engine/games/draker';
import { footballManifest } from './engine/games/football';
import { rushManifest } from './engine/games/rush';
import { createWordsManifest } from './engine/games/words';
import type { GameManifest } from './engine/core';

export type { GameManifest };
export type { GameRegistry } from './session/registry';

export const GAMES: { readonly [id in GameId]: GameManifest } = {
  football: footballManifest,
  athletic: athleticManifest,
  rush: rushManifest,
  words: createWordsManifest(ukrainianWords),
  draker: drakerManifest,
};
