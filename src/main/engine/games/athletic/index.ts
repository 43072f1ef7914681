/** Athletic Games: the game definition, its option fields and its bot. */
import type { GameDefinition } from '../../core';
import type { OptionField } from '../../../../common/contract';
import type { BotFactory } from '../../core/bots';
import type { AthleticAction, AthleticEvent, AthleticOptions, AthleticView } from '../../../../common/games/athletic';
import { ATHLETIC_DEFAULT_OPTIONS } from '../../../../common/games/athletic';
import { MAX_PLAYERS, MIN_PLAYERS, actors, apply, isUndoable, legalActions, outcome, reactionWindow, resolveOptions, setup } from './rules';
import type { AthleticState } from './rules';
import { hasPrivate, hiddenCards, redactEvent, view } from './view';
import { createAthleticBot as makeBot } from './bot';

export type { AthleticState, AthleticStepRecord } from './rules';
export { canMove, moveCardByCard, cardsInPlay, drawCards, roundOf } from './rules';
export { ATHLETIC_LEVELS, AthleticBot, planTurn, positionOf } from './bot';
export type { AthleticPreset, TurnPlan, TurnPosition } from './bot';
export { CARD_COUNT, HAND_SIZE, STOP_DRAW, cardId, cardNumber, cardOf, compatible, compatibleNumbers, composition, idOfNumber } from './cards';

export const athleticGame: GameDefinition<AthleticState, AthleticOptions, AthleticAction, AthleticView, AthleticEvent> = {
  id: 'athletic',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions: ATHLETIC_DEFAULT_OPTIONS,
  resolveOptions,
  setup,
  actors,
  legalActions,
  apply,
  view,
  redactEvent,
  outcome,
  hasPrivate,
  isUndoable,
  reactionWindow,
  hiddenCards,
};

export const createAthleticBot: BotFactory<AthleticView, AthleticAction, AthleticEvent, AthleticOptions> = makeBot;

/** The options the new-game dialog shows (the partial-move variant is set through the options object only). */
export const ATHLETIC_OPTION_FIELDS: OptionField[] = [
  { key: 'targetMedals', kind: 'int', min: 1, max: 5 },
  { key: 'firstPlayer', kind: 'seat', min: -1, max: MAX_PLAYERS - 1 },
  { key: 'allowPartialMoves', kind: 'flag', min: 0, max: 1 },
];
