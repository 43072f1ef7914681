/** Rush for Medals: the game definition, its option fields and its bot. */
import type { GameDefinition } from '../../core';
import type { OptionField } from '../../../../common/contract';
import type { BotFactory } from '../../core/bots';
import type { RushAction, RushEvent, RushOptions, RushView } from '../../../../common/games/rush';
import { RUSH_DEFAULT_OPTIONS } from '../../../../common/games/rush';
import { actors, apply, isUndoable, legalActions, outcome, reactionWindow, resolveOptions, setup } from './rules';
import type { RushState } from './rules';
import { hasPrivate, hiddenCards, redactEvent, view } from './view';
import { createRushBot as makeBot } from './bot';

export type { RushState, RushStack, RushDemand } from './rules';
export { allCards, cloneState, step } from './rules';
export { composition, cardOf, rankOf, maxRankFor } from './cards';
export { RushBot, RUSH_LEVELS } from './bot';

export const rushGame: GameDefinition<RushState, RushOptions, RushAction, RushView, RushEvent> = {
  id: 'rush',
  minPlayers: 2,
  maxPlayers: 6,
  defaultOptions: RUSH_DEFAULT_OPTIONS,
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

export const createRushBot: BotFactory<RushView, RushAction, RushEvent, RushOptions> = makeBot;

/** The options the new-game dialog shows. */
export const RUSH_OPTION_FIELDS: OptionField[] = [
  { key: 'endAfterExhaustions', kind: 'int', min: 1, max: 9 },
  { key: 'firstPlayer', kind: 'seat', min: -1, max: 5 },
  { key: 'scoring', kind: 'choice', min: 0, max: 1, choices: ['medals', 'rankPoints'] },
];
