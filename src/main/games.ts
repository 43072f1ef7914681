/** The games this build can play. The other ids of the contract are listed as not available yet. */
import { ATHLETIC_OPTION_FIELDS, athleticGame, createAthleticBot } from './engine/games/athletic';
import { createFootballBot, FOOTBALL_OPTION_FIELDS, footballGame } from './engine/games/football';
import { createRushBot, RUSH_OPTION_FIELDS, rushGame } from './engine/games/rush';
import type { GameEntry, GameRegistry } from './session/registry';

export type { GameEntry, GameRegistry };

export const GAMES: GameRegistry = {
  athletic: { game: athleticGame, createBot: createAthleticBot, optionFields: ATHLETIC_OPTION_FIELDS },
  rush: { game: rushGame, createBot: createRushBot, optionFields: RUSH_OPTION_FIELDS },
  football: { game: footballGame, createBot: createFootballBot, optionFields: FOOTBALL_OPTION_FIELDS, levels: ['easy', 'normal', 'hard', 'perfect'] },
};
