/** The games this build can play. An id of the contract not listed here would show as not available yet. */
import { ukrainianWords } from './dictionary';
import { ATHLETIC_OPTION_FIELDS, athleticGame, createAthleticBot } from './engine/games/athletic';
import { createDrakerBot, DRAKER_OPTION_FIELDS, drakerGame } from './engine/games/draker';
import { createFootballBot, FOOTBALL_OPTION_FIELDS, footballGame } from './engine/games/football';
import { createRushBot, RUSH_OPTION_FIELDS, rushGame } from './engine/games/rush';
import { createWordsBotFactory, createWordsGame, WORDS_OPTION_FIELDS } from './engine/games/words';
import type { WordsGame } from './engine/games/words';
import type { GameEntry, GameRegistry } from './session/registry';

export type { GameEntry, GameRegistry };

const wordsRules = createWordsGame(ukrainianWords);
/** The dictionary starts decoding in its worker as soon as a words match is set up (or loaded), not at app start. */
const wordsGame: WordsGame = {
  ...wordsRules,
  setup: (args) => {
    ukrainianWords.warmUp();
    return wordsRules.setup(args);
  },
};

export const GAMES: GameRegistry = {
  athletic: { game: athleticGame, createBot: createAthleticBot, optionFields: ATHLETIC_OPTION_FIELDS },
  rush: { game: rushGame, createBot: createRushBot, optionFields: RUSH_OPTION_FIELDS, levels: ['easy', 'normal', 'hard', 'expert'] },
  football: { game: footballGame, createBot: createFootballBot, optionFields: FOOTBALL_OPTION_FIELDS, levels: ['easy', 'normal', 'hard', 'perfect'] },
  words: { game: wordsGame, createBot: createWordsBotFactory(ukrainianWords), optionFields: WORDS_OPTION_FIELDS, levels: ['easy', 'normal', 'hard', 'perfect'] },
  draker: { game: drakerGame, createBot: createDrakerBot, optionFields: DRAKER_OPTION_FIELDS, levels: ['easy', 'normal', 'hard', 'expert'] },
};

/** Every game with an engine, for the headless tools (sim, bench): all of them are playable. */
export const HEADLESS_GAMES: GameRegistry = GAMES;
