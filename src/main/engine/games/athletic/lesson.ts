/**
 * The match of Athletic Games' lesson (its words and pointers are the table's `lesson.ts`): the learner
 * (seat 0) against one bot, for 2 medals, dealt so that the first turn shows a PLAY up, across and down,
 * a MOVE that opens a hole, a FILL and a STOP with two cards kept, and the second turn empties the hand.
 */
import { leadingDeck, type LessonDeal } from '../../core';
import type { AthleticAction, AthleticOptions } from '../../../../common/games/athletic';
import { composition } from './cards';

/** The hands (7 each), the five piles, then the stock from the first card drawn. */
const LEAD = [
  // the learner: four plays, a card for the hole, two kept for the next turn
  'red-5', 'blue-5', 'blue-6', 'yellow-2', 'pink-9', 'orange-1', 'yellow-7',
  // the bot: the purple 9 it plays
  'purple-9', 'blue-1', 'blue-2', 'red-1', 'yellow-10', 'purple-1', 'red-10',
  // piles 1..5
  'red-4', 'purple-8', 'yellow-3', 'orange-10', 'pink-2',
  // the learner's three after the STOP: with the two kept, the whole hand goes out next turn
  'orange-2', 'pink-8', 'pink-7',
];

export const athleticLesson: LessonDeal<Partial<AthleticOptions>, AthleticAction> = {
  seats: ['human', 'bot'],
  level: 'easy',
  options: { targetMedals: 2, firstPlayer: 0, deck: leadingDeck(composition(), LEAD) },
  seed: 26,
  scripts: {
    1: [
      { type: 'play', card: 'purple-9', slot: 1 },
      { type: 'stop' },
    ],
  },
};
