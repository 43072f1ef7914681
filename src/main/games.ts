/** The games this build can play. The other ids of the contract are listed as not available yet. */
import { createFootballBot, FOOTBALL_OPTION_FIELDS, footballGame } from './engine/games/football';
import type { GameEntry, GameRegistry } from './session/registry';

export type { GameEntry, GameRegistry };

export const GAMES: GameRegistry = {
  football: { game: footballGame, createBot: createFootballBot, optionFields: FOOTBALL_OPTION_FIELDS, levels: ['easy', 'normal', 'hard', 'perfect'] },
};
