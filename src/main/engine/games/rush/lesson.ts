/**
 * The match of Rush for Medals' lesson (its words and pointers are the table's `lesson.ts`): the learner
 * (seat 0) against one bot, dealt so that a lay-out, a take-over, a defended SPONSOR demand, a
 * reinforcement with the COACH and a SPONSOR of one's own come in that order.
 */
import { leadingDeck, type LessonDeal } from '../../core';
import type { RushAction, RushOptions } from '../../../../common/games/rush';
import { composition } from './cards';

/** The deal: each hand (5 cards), the marker, then the draw pile from its top. */
const LEAD = [
  // the learner: Swimming 5 to lay out, two Boxing 3 for the take-over, the COACH and a SPONSOR
  's5-1', 's3-1', 's3-2', 'coach', 'sponsor-1',
  // the bot: Boxing 3 to lay out, the SPONSOR it demands with
  's3-3', 'sponsor-2', 's7-1', 's8-1', 's2-1',
  // the marker
  's4-1',
  // refills: the learner's after the lay-out, the bot's, the learner's two after the take-over (a
  // Swimming 5 for the reinforcement), the bot's after its SPONSOR, the learner's four after the reinforcement
  's2-2', 's6-2', 's6-1', 's5-2', 's7-2', 's4-2', 's4-3', 's8-2', 'doping-1',
];

export const rushLesson: LessonDeal<Partial<RushOptions>, RushAction> = {
  seats: ['human', 'bot'],
  level: 'easy',
  options: { firstPlayer: 0, deck: leadingDeck(composition(2), LEAD) },
  seed: 26,
  scripts: {
    1: [
      { type: 'layOut', card: 's3-3' },
      { type: 'sponsor', card: 'sponsor-2', option: 'demand', target: 0 },
      { type: 'layOut', card: 's7-1' },
    ],
  },
};
