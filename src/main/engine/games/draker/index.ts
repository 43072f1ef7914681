/** Draker (dragon poker): the game definition, its option fields and its bot. */
import type { GameDefinition } from '../../core';
import type { OptionField } from '../../../../common/contract';
import type { BotFactory } from '../../core/bots';
import type { DrakerAction, DrakerEvent, DrakerOptions, DrakerView } from '../../../../common/games/draker';
import { DRAKER_DEFAULT_OPTIONS } from '../../../../common/games/draker';
import { MAX_PLAYERS, MIN_PLAYERS, actors, apply, isUndoable, legalActions, outcome, reactionWindow, resolveOptions, setup } from './rules';
import type { DrakerState } from './rules';
import { hasPrivate, hiddenCards, redactEvent, view } from './view';
import { createDrakerBot as makeBot } from './bot';

export type { DrakerState, Combo, Parcel, StackEntry } from './rules';
export { allCards, applyInPlace, clone, comboCard, combinationSets, declarationError, legalActions, legalDeclarations, roundOutActions, valueOf } from './rules';
export { DRAKER_LEVELS, DrakerBot, evaluate, greedyAction, sampleWorld, searchActions } from './bot';
export type { DrakerMemory, DrakerPreset } from './bot';
export { CARD_COUNT, EDITION, ZERO_EDITION, buildDeck, card, cardOf, composition, effectCost } from './cards';

export const drakerGame: GameDefinition<DrakerState, DrakerOptions, DrakerAction, DrakerView, DrakerEvent> = {
  id: 'draker',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions: DRAKER_DEFAULT_OPTIONS,
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

export const createDrakerBot: BotFactory<DrakerView, DrakerAction, DrakerEvent, DrakerOptions> = makeBot;

/** The options the new-game dialog shows. */
export const DRAKER_OPTION_FIELDS: OptionField[] = [
  { key: 'startingLife', kind: 'int', min: 1, max: 999 },
  { key: 'roundCap', kind: 'int', min: 0, max: 1000 },
  { key: 'combatReading', kind: 'choice', min: 0, max: 1, choices: ['absorb', 'literal'] },
  { key: 'firstPlayer', kind: 'seat', min: -1, max: MAX_PLAYERS - 1 },
];
