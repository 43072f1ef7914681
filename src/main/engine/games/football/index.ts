/** Klepka Football: the game definition, its option fields and its bot. */
import type { GameDefinition } from '../../core';
import type { OptionField } from '../../../../common/contract';
import type { BotFactory } from '../../core/bots';
import type { FootballAction, FootballEvent, FootballOptions, FootballView } from '../../../../common/games/football';
import { FOOTBALL_DEFAULT_OPTIONS } from '../../../../common/games/football';
import { actors, apply, isUndoable, legalActions, outcome, reactionWindow, resolveOptions, setup } from './rules';
import type { FootballState } from './rules';
import { hasPrivate, hiddenCards, redactEvent, view } from './view';
import { createFootballBot as makeBot } from './bot';

export type { FootballState, FootballSeatState } from './rules';
export { MEMORY_PRESETS, FootballBot } from './bot';
export type { MemoryPreset } from './bot';
export { composition, cardOf, pointsTable, cardCount, footballerId, prizeId } from './cards';

export const footballGame: GameDefinition<FootballState, FootballOptions, FootballAction, FootballView, FootballEvent> = {
  id: 'football',
  minPlayers: 2,
  maxPlayers: 6,
  defaultOptions: FOOTBALL_DEFAULT_OPTIONS,
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

export const createFootballBot: BotFactory<FootballView, FootballAction, FootballEvent, FootballOptions> = makeBot;

/** The options the new-game dialog shows. */
export const FOOTBALL_OPTION_FIELDS: OptionField[] = [
  { key: 'rows', kind: 'int', min: 1, max: 14 },
  { key: 'cols', kind: 'int', min: 1, max: 14 },
  { key: 'footballersByPoints', kind: 'int', min: 0, max: 44, index: 0 },
  { key: 'footballersByPoints', kind: 'int', min: 0, max: 44, index: 1 },
  { key: 'footballersByPoints', kind: 'int', min: 0, max: 44, index: 2 },
  { key: 'footballersByPoints', kind: 'int', min: 0, max: 44, index: 3 },
  { key: 'footballersByPoints', kind: 'int', min: 0, max: 44, index: 4 },
  { key: 'yellow', kind: 'int', min: 0, max: 8 },
  { key: 'red', kind: 'int', min: 0, max: 8 },
  { key: 'var', kind: 'int', min: 0, max: 8 },
  { key: 'playGame', kind: 'int', min: 0, max: 8 },
  { key: 'firstPlayer', kind: 'seat', min: -1, max: 5 },
  { key: 'reactionTimeoutMs', kind: 'ms', min: 0, max: 10000 },
];
