/**
 * Klepka Words: its manifest (the definition built around an injected dictionary, its bot, its option
 * fields, the shape of a move).
 */
import { defineManifest } from '../../core';
import type { GameDefinition, GameManifest } from '../../core';
import type { BotFactory } from '../../core/bots';
import type { WordsAction, WordsEvent, WordsOptions, WordsView } from '../../../../common/games/words';
import { WORDS_DEFAULT_OPTIONS } from '../../../../common/games/words';
import { wordsLesson } from './lesson';
import * as rules from './rules';
import type { WordsState } from './rules';
import * as view from './view';
import { WordsBot } from './bot';
import { wordsActionSchema } from './schema';
import type { WordList } from './wordlist';

export type { WordsState, WordsSeatState, WordEntry } from './rules';
export { checkWord, faceDownCells } from './rules';
export { composition, cardOf, letterCardId, prizeCardId, cardCount } from './cards';
export { INTERJECTIONS_WITHOUT_VOWEL, LOWERCASE_ABBREVIATIONS, createListWordList, isAbbreviation } from './wordlist';
export type { WordList, WordQuery, FoundWord, SpelledWord, SpellScope } from './wordlist';
export { WordsBot, WORDS_LEVELS } from './bot';
export type { WordsLevel } from './bot';

export type WordsGame = GameDefinition<WordsState, WordsOptions, WordsAction, WordsView, WordsEvent>;
export type WordsManifest = GameManifest<WordsState, WordsOptions, WordsAction, WordsView, WordsEvent>;

/**
 * The manifest of Klepka Words played with the dictionary `words`: every word is checked against it, and
 * a dictionary that loads in the background (`warmUp`) starts as soon as a game is set up (or loaded),
 * not at app start.
 */
export function createWordsManifest(words: WordList): WordsManifest {
  return defineManifest({
    id: 'words',
    name: 'Klepka Words',
    rulesRevision: 1,
    minPlayers: rules.MIN_PLAYERS,
    maxPlayers: rules.MAX_PLAYERS,
    defaultOptions: WORDS_DEFAULT_OPTIONS,
    rules: {
      ...rules,
      setup: (args) => {
        words.warmUp?.();
        return rules.setup(args);
      },
      apply: (state, seat, action) => rules.apply(words, state, seat, action),
    },
    view,
    createBot: createWordsBotFactory(words),
    // a memory game: the 'perfect' bot forgets nothing
    levels: ['easy', 'normal', 'hard', 'perfect'],
    // the letter counts stay at the box's unless set in code
    optionFields: [
      { key: 'rows', kind: 'int', min: 1, max: 16 },
      { key: 'cols', kind: 'int', min: 1, max: 16 },
      { key: 'polysemy', kind: 'int', min: 0, max: 12 },
      { key: 'chaos', kind: 'int', min: 0, max: 12 },
      { key: 'exchange', kind: 'int', min: 0, max: 12 },
      { key: 'noRepeats', kind: 'flag', min: 0, max: 1 },
      { key: 'properNouns', kind: 'flag', min: 0, max: 1 },
      { key: 'abbreviations', kind: 'flag', min: 0, max: 1 },
      { key: 'hyphenated', kind: 'flag', min: 0, max: 1 },
      { key: 'firstPlayer', kind: 'seat', min: -1, max: 3 },
      { key: 'reactionTimeoutMs', kind: 'ms', min: 0, max: 10000 },
    ],
    moves: wordsActionSchema,
    lesson: wordsLesson,
  });
}

/** The rules of Klepka Words with the dictionary `words` (its manifest's definition). */
export function createWordsGame(words: WordList): WordsGame {
  return createWordsManifest(words).game;
}

/** Bots for a game whose dictionary is `words` (they search it for the words their cards make). */
export function createWordsBotFactory(words: WordList): BotFactory<WordsView, WordsAction, WordsEvent, WordsOptions> {
  return (ctx) => {
    words.warmUp?.();
    return new WordsBot(ctx, words);
  };
}
