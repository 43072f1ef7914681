/** Draker (dragon poker): its manifest (the definition, its bot, its option fields; moves are named from the listed ones). */
import { defineManifest, SEARCH_LEVELS } from '../../core';
import type { GameManifest } from '../../core';
import type { DrakerAction, DrakerEvent, DrakerOptions, DrakerView } from '../../../../common/games/draker';
import { DRAKER_DEFAULT_OPTIONS } from '../../../../common/games/draker';
import { drakerLesson } from './lesson';
import * as rules from './rules';
import type { DrakerState } from './rules';
import * as view from './view';
import { createDrakerBot as createBot } from './bot';

export type { DrakerState, Combo, Parcel, StackEntry } from './rules';
export { allCards, applyInPlace, clone, comboCard, combinationSets, declarationError, legalActions, legalActionsFor, legalDeclarations, roundOutActions, valueOf } from './rules';
export { DRAKER_LEVELS, DrakerBot, evaluate, greedyAction, sampleWorld, searchActions } from './bot';
export type { DrakerMemory, DrakerPreset } from './bot';
export { CARD_COUNT, EDITION, ZERO_EDITION, buildDeck, card, cardOf, composition, effectCost } from './cards';

export const drakerManifest: GameManifest<DrakerState, DrakerOptions, DrakerAction, DrakerView, DrakerEvent> = defineManifest({
  id: 'draker',
  name: 'Draker',
  /**
   * 2: the edition's Guard adds 20 and is on the J and K, Onslaught costs 0/(X+7), the option flightReading
   * (saves from before have no revision: 1). 3: the 3s carry Guard instead of the +1 icon, War drum costs 0/(10-X).
   */
  rulesRevision: 3,
  minPlayers: rules.MIN_PLAYERS,
  maxPlayers: rules.MAX_PLAYERS,
  defaultOptions: DRAKER_DEFAULT_OPTIONS,
  rules,
  view,
  createBot,
  levels: SEARCH_LEVELS,
  optionFields: [
    { key: 'startingLife', kind: 'int', min: 1, max: 999 },
    { key: 'roundCap', kind: 'int', min: 0, max: 1000 },
    { key: 'combatReading', kind: 'choice', min: 0, max: 1, choices: ['absorb', 'literal'] },
    { key: 'flightReading', kind: 'choice', min: 0, max: 1, choices: ['halved', 'flightOnly'] },
    { key: 'firstPlayer', kind: 'seat', min: -1, max: rules.MAX_PLAYERS - 1 },
  ],
  // every legal move is listed (the numeric choices are one "automatic" step), so a move must name one
  moves: 'listed',
  listedFor: rules.legalActionsFor,
  lesson: drakerLesson,
});

export const { game: drakerGame, createBot: createDrakerBot } = drakerManifest;
