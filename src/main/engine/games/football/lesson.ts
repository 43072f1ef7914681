/**
 * The match of Klepka Football's lesson (its words and pointers are the table's `lesson.ts`): the learner
 * (seat 0) against one bot on a 2×5 grid of four footballers, a VAR and a YELLOW, dealt so that a miss,
 * a pair shown by the bot's miss, two prize cards, a YELLOW at the bot's turn and a VAR peek come in
 * that order.
 */
import type { LessonDeal } from '../../core';
import type { FootballAction, FootballOptions } from '../../../../common/games/football';

/**
 * The cells, row by row (A1..A5, B1..B5). Footballers by points [1, 1, 1, 1, 0]: fb01 is worth 4 points,
 * fb02 3, fb03 2 and fb04 1.
 */
const CELLS = ['fb01-1', 'fb02-1', 'var-1', 'fb04-1', 'fb03-1', 'fb02-2', 'fb01-2', 'fb03-2', 'yellow-1', 'fb04-2'];

export const footballLesson: LessonDeal<Partial<FootballOptions>, FootballAction> = {
  seats: ['human', 'bot'],
  level: 'easy',
  options: {
    rows: 2,
    cols: 5,
    footballersByPoints: [1, 1, 1, 1, 0],
    yellow: 1,
    red: 0,
    var: 1,
    playGame: 0,
    firstPlayer: 0,
    // the learner is asked about instant cards only at the start of a turn, and waits without a clock
    reactionTimeoutMs: 0,
    deck: CELLS,
  },
  seed: 26,
  scripts: {
    // the bot misses and shows where the twin of the learner's first card lies (B2)
    1: [
      { type: 'flip', cell: 6 },
      { type: 'flip', cell: 3 },
    ],
  },
};
