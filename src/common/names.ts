/**
 * The contract's plain names and lists, without the request schemas: the preload and the renderer import
 * these so that zod stays in the main process. contract.ts re-exports everything here.
 */
export const METHODS = [
  'listGames',
  'startMatch',
  'startLesson',
  'currentMatch',
  'act',
  'confirmCurtain',
  'undo',
  'hint',
  'checkMove',
  'closeMatch',
  'listSaves',
  'loadSave',
  'deleteSave',
  'continueLatest',
  'getSettings',
  'setSettings',
  /** A player saw a first-time tip (it is not shown to them again). */
  'markTipSeen',
  // Records
  'listRecords',
  'mergePlayers',
  'unmergePlayers',
  // Replays
  'openReplay',
  'replayFrame',
  'closeReplay',
  'exportSave',
  'importSave',
  // Party mode (the desktop's controls; phones speak their own small protocol, src/common/party.ts)
  'partyStatus',
  'partyStart',
  'partyStop',
  'partyRevoke',
  'partyRelease',
  'partyTakeover',
  'partyHints',
  // Join a game: a seat at another desktop's table, through a relay (the host's phone protocol inside)
  'joinOpen',
  'joinSend',
  'joinClose',
] as const;
export type Method = (typeof METHODS)[number];

export const GAME_IDS = ['football', 'athletic', 'rush', 'words', 'draker'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const BOT_LEVELS = ['easy', 'normal', 'hard', 'perfect', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** Contrast of the screens and tables: as the system asks (prefers-contrast), high, or standard. */
export const CONTRASTS = ['system', 'high', 'standard'] as const;
export type Contrast = (typeof CONTRASTS)[number];

export const LANGUAGES = ['en', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

export const WS_PATH = '/api';

/** Desktop menu commands the page carries out (pushed as `{ kind: 'menu', command }`). */
export const MENU_COMMANDS = ['newGame', 'continue', 'saves', 'rules'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

// Replays
/** The largest file an import reads, in characters (a 1,000-action game is well under it). */
export const MAX_IMPORT_CHARS = 200_000;
