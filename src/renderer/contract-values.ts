/**
 * The few run-time values of src/common/contract the renderer needs, repeated here so the renderer bundle
 * does not pull in the request schemas (zod). The types below fail to compile if the contract changes.
 */
import type { AnimationSpeed, BotLevel, GameId, Language, Method } from '../common/contract';

type Covers<T extends readonly string[], U extends string> = [Exclude<U, T[number]>] extends [never] ? true : false;

export const WS_PATH: (typeof import('../common/contract'))['WS_PATH'] = '/api';

const METHOD_SET = {
  listGames: true,
  startMatch: true,
  currentMatch: true,
  act: true,
  confirmCurtain: true,
  undo: true,
  closeMatch: true,
  listSaves: true,
  loadSave: true,
  deleteSave: true,
  continueLatest: true,
  getSettings: true,
  setSettings: true,
} satisfies Record<Method, true>;
export const METHODS = Object.keys(METHOD_SET) as Method[];

export const GAME_IDS = ['football', 'athletic', 'rush', 'words', 'draker'] as const satisfies readonly GameId[];
export const BOT_LEVELS = ['easy', 'normal', 'hard', 'perfect'] as const satisfies readonly BotLevel[];
export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const satisfies readonly AnimationSpeed[];
export const LANGUAGES = ['en', 'uk'] as const satisfies readonly Language[];

export const COVERED: [
  Covers<typeof GAME_IDS, GameId>,
  Covers<typeof BOT_LEVELS, BotLevel>,
  Covers<typeof ANIMATION_SPEEDS, AnimationSpeed>,
  Covers<typeof LANGUAGES, Language>,
] = [true, true, true, true];
