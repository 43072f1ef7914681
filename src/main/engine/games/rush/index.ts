/** Rush for Medals: its manifest (the definition, its bot, its option fields, the shape of a move). */
import { defineManifest, SEARCH_LEVELS } from '../../core';
import type { GameManifest } from '../../core';
import type { RushAction, RushEvent, RushOptions, RushView } from '../../../../common/games/rush';
import { RUSH_DEFAULT_OPTIONS } from '../../../../common/games/rush';
import * as rules from './rules';
import type { RushState } from './rules';
import * as view from './view';
import { createRushBot as createBot } from './bot';
import { rushActionSchema } from './schema';
import { rushLesson as lesson } from './lesson';

export type { RushState, RushStack, RushDemand } from './rules';
export { allCards, cloneState, step } from './rules';
export { composition, cardOf, rankOf, maxRankFor } from './cards';
export { RushBot, RUSH_LEVELS } from './bot';

export const rushManifest: GameManifest<RushState, RushOptions, RushAction, RushView, RushEvent> = defineManifest({
  id: 'rush',
  name: 'Rush for Medals',
  rulesRevision: 1,
  minPlayers: 2,
  maxPlayers: 6,
  defaultOptions: RUSH_DEFAULT_OPTIONS,
  rules,
  view,
  createBot,
  levels: SEARCH_LEVELS,
  optionFields: [
    { key: 'endAfterExhaustions', kind: 'int', min: 1, max: 9 },
    { key: 'firstPlayer', kind: 'seat', min: -1, max: 5 },
    { key: 'scoring', kind: 'choice', min: 0, max: 1, choices: ['medals', 'rankPoints'] },
  ],
  moves: rushActionSchema,
  lesson,
});

export const { game: rushGame, createBot: createRushBot } = rushManifest;
