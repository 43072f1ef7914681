/**
 * The match of Klepka Words' lesson (its words and pointers are the table's `lesson.ts`): the learner
 * (seat 0) against one bot on a 3×4 grid of six letter pairs (К, И, Т blue; О, М, А yellow), dealt so
 * that a pair and its two extra flips, the bot's misses that show where letters lie, the word "кит"
 * (one colour: double) and the flips it earns, and "мама" on an empty table come in that order.
 */
import type { LessonDeal } from '../../core';
import { WORDS_ALPHABET, type WordsAction, type WordsOptions } from '../../../../common/games/words';
import { letterCardId } from './cards';

const LETTERS = ['К', 'И', 'Т', 'О', 'М', 'А'] as const;
const BLUE = new Set<string>(['К', 'И', 'Т']);
const card = (letter: (typeof LETTERS)[number], copy: 1 | 2): string => letterCardId(WORDS_ALPHABET.indexOf(letter), 1, copy);

/** The cells, row by row (A1..A4, B1..B4, C1..C4). */
const CELLS = [
  card('К', 1), card('К', 2), card('И', 1), card('Т', 1),
  card('И', 2), card('О', 1), card('Т', 2), card('М', 1),
  card('А', 1), card('О', 2), card('М', 2), card('А', 2),
];

export const wordsLesson: LessonDeal<Partial<WordsOptions>, WordsAction> = {
  seats: ['human', 'bot'],
  level: 'easy',
  options: {
    rows: 3,
    cols: 4,
    letterPairs: WORDS_ALPHABET.map((l) => ((LETTERS as readonly string[]).includes(l) ? 1 : 0)),
    bluePairs: WORDS_ALPHABET.map((l) => (BLUE.has(l) ? 1 : 0)),
    polysemy: 0,
    chaos: 0,
    exchange: 0,
    firstPlayer: 0,
    reactionTimeoutMs: 0,
    deck: CELLS,
  },
  seed: 26,
  scripts: {
    // two turns of misses that show an И (B1), an О (B2 and C2) and an М (C3); then a pass on the empty table
    1: [{ type: 'endCompose' }, { type: 'flip', cell: 4 }, { type: 'flip', cell: 5 }, { type: 'endCompose' }, { type: 'flip', cell: 9 }, { type: 'flip', cell: 10 }, { type: 'endCompose' }],
  },
};
