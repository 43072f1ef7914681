/** Athletic Games: its manifest (the definition, its bot, its option fields, the shape of a move). */
import { defineManifest, SEARCH_LEVELS } from '../../core';
import type { GameManifest } from '../../core';
import type { AthleticAction, AthleticEvent, AthleticOptions, AthleticView } from '../../../../common/games/athletic';
import { ATHLETIC_DEFAULT_OPTIONS } from '../../../../common/games/athletic';
import { athleticLesson } from './lesson';
import * as rules from './rules';
import type { AthleticState } from './rules';
import * as view from './view';
import { createAthleticBot as createBot } from './bot';
import { athleticActionSchema } from './schema';

export type { AthleticState, AthleticStepRecord } from './rules';
export { canMove, moveCardByCard, cardsInPlay, drawCards, roundOf } from './rules';
export { ATHLETIC_LEVELS, AthleticBot, planTurn, positionOf } from './bot';
export type { AthleticPreset, TurnPlan, TurnPosition } from './bot';
export { CARD_COUNT, HAND_SIZE, STOP_DRAW, cardId, cardNumber, cardOf, compatible, compatibleNumbers, composition, idOfNumber } from './cards';

export const athleticManifest: GameManifest<AthleticState, AthleticOptions, AthleticAction, AthleticView, AthleticEvent> = defineManifest({
  id: 'athletic',
  name: 'Athletic Games',
  rulesRevision: 1,
  minPlayers: rules.MIN_PLAYERS,
  maxPlayers: rules.MAX_PLAYERS,
  defaultOptions: ATHLETIC_DEFAULT_OPTIONS,
  rules,
  view,
  createBot,
  levels: SEARCH_LEVELS,
  // the partial-move variant is set through the options object only
  optionFields: [
    { key: 'targetMedals', kind: 'int', min: 1, max: 5 },
    { key: 'firstPlayer', kind: 'seat', min: -1, max: rules.MAX_PLAYERS - 1 },
    { key: 'allowPartialMoves', kind: 'flag', min: 0, max: 1 },
  ],
  moves: athleticActionSchema,
  lesson: athleticLesson,
});

export const { game: athleticGame, createBot: createAthleticBot } = athleticManifest;
