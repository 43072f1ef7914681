/** Klepka Football: its manifest (the definition, its bot, its option fields, the shape of a move). */
import { defineManifest } from '../../core';
import type { GameManifest } from '../../core';
import type { FootballAction, FootballEvent, FootballOptions, FootballView } from '../../../../common/games/football';
import { FOOTBALL_DEFAULT_OPTIONS } from '../../../../common/games/football';
import * as rules from './rules';
import type { FootballState } from './rules';
import * as view from './view';
import { createFootballBot as createBot } from './bot';
import { footballActionSchema } from './schema';
import { footballLesson } from './lesson';

export type { FootballState, FootballSeatState } from './rules';
export { MEMORY_PRESETS, FootballBot } from './bot';
export type { MemoryPreset } from './bot';
export { composition, cardOf, pointsTable, cardCount, footballerId, prizeId } from './cards';

export const footballManifest: GameManifest<FootballState, FootballOptions, FootballAction, FootballView, FootballEvent> = defineManifest({
  id: 'football',
  name: 'Klepka Football',
  rulesRevision: 1,
  minPlayers: 2,
  maxPlayers: 6,
  defaultOptions: FOOTBALL_DEFAULT_OPTIONS,
  rules,
  view,
  createBot,
  // a memory game: the 'perfect' bot forgets nothing
  levels: ['easy', 'normal', 'hard', 'perfect'],
  optionFields: [
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
  ],
  moves: footballActionSchema,
  lesson: footballLesson,
});

export const { game: footballGame, createBot: createFootballBot } = footballManifest;
