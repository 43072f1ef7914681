/**
 * Klepka Words: the game definition (built around an injected dictionary), its option fields and its bot.
 */
import type { GameDefinition } from '../../core';
import type { OptionField } from '../../../../common/contract';
import type { BotFactory } from '../../core/bots';
import type { WordsAction, WordsEvent, WordsOptions, WordsView } from '../../../../common/games/words';
import { WORDS_DEFAULT_OPTIONS } from '../../../../common/games/words';
import { MAX_PLAYERS, MIN_PLAYERS, actors, apply, isUndoable, legalActions, outcome, reactionWindow, resolveOptions, setup } from './rules';
import type { WordsState } from './rules';
import { hasPrivate, hiddenCards, redactEvent, view } from './view';
import { WordsBot } from './bot';
import type { WordList } from './wordlist';

export type { WordsState, WordsSeatState, WordEntry } from './rules';
export { checkWord, faceDownCells } from './rules';
export { composition, cardOf, letterCardId, prizeCardId, cardCount } from './cards';
export { INTERJECTIONS_WITHOUT_VOWEL, LOWERCASE_ABBREVIATIONS, createListWordList, isAbbreviation } from './wordlist';
export type { WordList, WordQuery, FoundWord, SpelledWord, SpellScope } from './wordlist';
export { WordsBot, WORDS_LEVELS } from './bot';
export type { WordsLevel } from './bot';

export type WordsGame = GameDefinition<WordsState, WordsOptions, WordsAction, WordsView, WordsEvent>;

/** The game with its dictionary: every word is checked against `words`. */
export function createWordsGame(words: WordList): WordsGame {
  return {
    id: 'words',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    defaultOptions: WORDS_DEFAULT_OPTIONS,
    resolveOptions,
    setup,
    actors,
    legalActions,
    apply: (state, seat, action) => apply(words, state, seat, action),
    view,
    redactEvent,
    outcome,
    hasPrivate,
    isUndoable,
    reactionWindow,
    hiddenCards,
  };
}

/** Bots for a game whose dictionary is `words` (they search it for the words their cards make). */
export function createWordsBotFactory(words: WordList): BotFactory<WordsView, WordsAction, WordsEvent, WordsOptions> {
  return (ctx) => {
    words.warmUp?.();
    return new WordsBot(ctx, words);
  };
}

/** The options the new-game dialog shows (the letter counts stay at the box's unless set in code). */
export const WORDS_OPTION_FIELDS: OptionField[] = [
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
];
