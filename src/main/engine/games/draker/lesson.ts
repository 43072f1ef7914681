/**
 * The match of Draker's lesson (its words and pointers are the table's `lesson.ts`): the learner (seat 0)
 * against one bot that leads round 1, dealt so that the first round shows the bot's two attacks aimed at
 * the learner, a card placed from the hand, a defence 2♥ 3♥ 4♥ (two forms and a flush) declared against
 * them, an attack with a common-pool card, Phalanx on the stack and its cost, the additional phase passed
 * once nothing gets through, both attacks met by the defence, a parcel that hits, a laydown, and the lead
 * passing to the learner in round 2.
 */
import { leadingDeck, type LessonDeal } from '../../core';
import type { DrakerAction, DrakerOptions } from '../../../../common/games/draker';
import { composition } from './cards';

/** Each seat's hand (5) and pool (5), the common pool (4, oldest first), then the deck from its top. */
const LEAD = [
  // the learner: 3♥ to place; 2♥ 4♥ for the defence, 9♥ for the attack, K♥ (a Spearman: Phalanx)
  'hearts-3', 'spades-7', 'gnomes-art', 'gnomes-A', 'gnomes-Q',
  'hearts-2', 'hearts-4', 'hearts-9', 'hearts-K', 'clubs-6',
  // the bot
  'gnomes-10', 'gnomes-9', 'gnomes-8', 'gnomes-7', 'gnomes-6',
  'spades-2', 'spades-5', 'clubs-9', 'clubs-10', 'elves-4',
  // the common pool: 9♦ makes the learner's attack
  'diamonds-9', 'gnomes-2', 'diamonds-5', 'elves-8',
  // round 1: a common card, one card to each seat (the bot first); round 2 alike (none is a Gale or a Siege)
  'clubs-3', 'hearts-6', 'spades-9',
  'gnomes-5', 'gnomes-4', 'gnomes-3',
];

export const drakerLesson: LessonDeal<Partial<DrakerOptions>, DrakerAction> = {
  seats: ['human', 'bot'],
  level: 'easy',
  options: { firstPlayer: 1, deck: leadingDeck(composition(), LEAD) },
  seed: 26,
  scripts: {
    // round 1: two attacks (7 and 4) before the learner's turn, a pass opening the additional phase, a laydown
    1: [
      { type: 'place', card: 'gnomes-9' },
      { type: 'declare', kind: 'ATT', cards: ['diamonds-9', 'clubs-9', 'clubs-10', 'spades-2', 'spades-5', 'elves-8', 'gnomes-9'] },
      { type: 'declare', kind: 'ATT', cards: ['clubs-3', 'spades-2', 'spades-5', 'elves-4'] },
      { type: 'finish' },
      { type: 'pass' },
      { type: 'discardAuto' },
    ],
  },
};
