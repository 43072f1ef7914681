/**
 * The one contract between the renderer and the main process (Electron IPC or the browser host's
 * WebSocket): each method's request schema and response type. Main validates every inbound payload
 * with these schemas; a payload that does not parse gets an error reply and changes nothing.
 */
import { z } from 'zod';
import type { GameAction, GameEvent, HiddenCards, Outcome, Viewer } from './engine-types';
import { jsonShape } from './json-shape';
import type { RecordsList } from './records';
import type { PartyStatus } from './party';
import { TIP_IDS, type TipsSeen } from './tips';
import { ANIMATION_SPEEDS, BOT_LEVELS, CONTRASTS, GAME_IDS, LANGUAGES, METHODS, type AnimationSpeed, type BotLevel, type Contrast, type GameId, type Language, type MenuCommand, type Method } from './names';

export * from './names';
export type { RecordsList } from './records';
export type { PartyStatus, PartySeat, PartyAddress } from './party';

export const seatSchema = z.strictObject({
  kind: z.enum(['human', 'bot']),
  name: z.string().trim().min(1).max(24),
  level: z.enum(BOT_LEVELS).optional(),
});
export type SeatConfig = z.infer<typeof seatSchema>;

/** Only the envelope of a move: its shape in its game is read once, by canonicalMove (src/main/session/actions.ts). */
const actionSchema = z.looseObject({ type: z.string().min(1).max(40) });
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const requestSchemas = {
  listGames: z.undefined().or(z.null()),
  startMatch: z.strictObject({
    gameId: z.enum(GAME_IDS),
    seats: z.array(seatSchema).min(1).max(8),
    options: z.record(z.string(), z.unknown()).optional(),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
  }),
  /** A game's "Learn to play" match: main deals it from the lesson's data; the client only names the learner and the bots. */
  startLesson: z.strictObject({
    gameId: z.enum(GAME_IDS),
    you: seatSchema.shape.name,
    bot: seatSchema.shape.name,
  }),
  currentMatch: z.undefined().or(z.null()),
  act: z.strictObject({ seat: z.number().int().min(0).max(7), action: actionSchema }),
  confirmCurtain: z.strictObject({ seat: z.number().int().min(0).max(7) }),
  undo: z.strictObject({ seat: z.number().int().min(0).max(7) }),
  hint: z.strictObject({ seat: z.number().int().min(0).max(7) }),
  /** Would this move be accepted now? Judged by the engine, nothing played (a word being composed). */
  checkMove: z.strictObject({ seat: z.number().int().min(0).max(7), action: actionSchema }),
  closeMatch: z.undefined().or(z.null()),
  listSaves: z.undefined().or(z.null()),
  loadSave: z.strictObject({ id: idSchema }),
  deleteSave: z.strictObject({ id: idSchema }),
  continueLatest: z.undefined().or(z.null()),
  getSettings: z.undefined().or(z.null()),
  setSettings: z.strictObject({
    language: z.enum(LANGUAGES).optional(),
    animationSpeed: z.enum(ANIMATION_SPEEDS).optional(),
    sound: z.boolean().optional(),
    volume: z.number().int().min(0).max(100).optional(),
    lessonsDone: z.array(z.enum(GAME_IDS)).max(GAME_IDS.length).optional(),
    firstTips: z.boolean().optional(),
    drakerAsSuggested: z.boolean().optional(),
    relayAddress: z.string().max(2048).optional(),
    contrast: z.enum(CONTRASTS).optional(),
  }),
  markTipSeen: z.strictObject({ player: seatSchema.shape.name, tip: z.enum(TIP_IDS, { error: 'no such tip' }) }),
  // Records
  listRecords: z.undefined().or(z.null()),
  mergePlayers: z.strictObject({ from: seatSchema.shape.name, into: seatSchema.shape.name }),
  unmergePlayers: z.strictObject({ from: seatSchema.shape.name }),
  // Replays
  openReplay: z.strictObject({ saveId: idSchema }),
  replayFrame: z.strictObject({
    replayId: idSchema,
    position: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    pov: z.union([z.literal('spectator'), z.number().int().min(0).max(7)]),
    showAll: z.boolean(),
    /** Send the events before this position too (a jump or a step back rebuilds the table's log). */
    history: z.boolean().optional(),
  }),
  closeReplay: z.strictObject({ replayId: idSchema }),
  exportSave: z.strictObject({ id: idSchema }),
  importSave: z.strictObject({
    fileName: z.string().max(255),
    // longer texts are refused by the handler with a readable message
    text: z.string(),
  }),
  // Party mode
  partyStatus: z.undefined().or(z.null()),
  /**
   * The player consented to other devices joining. `address`: on this network, one of the addresses
   * partyStatus lists; `relay`: over the internet, through the relay at that address (ws/wss/http/https).
   */
  partyStart: z.union([z.strictObject({ address: z.string().min(1).max(64), consent: z.literal(true) }), z.strictObject({ relay: z.string().min(1).max(2048), consent: z.literal(true) })]),
  partyStop: z.undefined().or(z.null()),
  partyRevoke: z.strictObject({ seat: z.number().int().min(0).max(7) }),
  partyRelease: z.strictObject({ seat: z.number().int().min(0).max(7) }),
  partyTakeover: z.strictObject({ seat: z.number().int().min(0).max(7) }),
  /** Whether remote seats may ask for a hint of their own seat (off until the host allows it). */
  partyHints: z.strictObject({ allow: z.boolean() }),
  // Join a game
  joinOpen: z.strictObject({ link: z.string().min(1).max(4096) }),
  // one of the phone protocol's requests (a move is small; the relay refuses a seat's frame over 16 KiB)
  joinSend: z.strictObject({ text: z.string().min(1).max(8192) }),
  joinClose: z.undefined().or(z.null()),
} as const satisfies Record<Method, z.ZodType>;

export type RequestOf<M extends Method> = z.infer<(typeof requestSchemas)[M]>;

/**
 * Requests about the open match. Over IPC and the WebSocket each also names the match (`matchId`) and
 * the `version` of the table the client saw (closeMatch names the match only), so a request from a stale
 * window is refused instead of landing on another game or another position. The renderer's bridge adds
 * both from the last table it received.
 */
export const MATCH_METHODS = ['act', 'confirmCurtain', 'undo', 'hint', 'checkMove', 'closeMatch'] as const satisfies readonly Method[];
export type MatchMethod = (typeof MATCH_METHODS)[number];

export interface MatchRef {
  matchId: string;
  /** Absent for closeMatch: closing does not depend on the position. */
  version?: number;
}

const versionSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const seatRequest = { seat: z.number().int().min(0).max(7), matchId: idSchema, version: versionSchema };
/** What the wire carries for the match methods: the request plus its match reference. */
const matchWireSchemas = {
  act: z.strictObject({ ...seatRequest, action: actionSchema }),
  confirmCurtain: z.strictObject(seatRequest),
  undo: z.strictObject(seatRequest),
  hint: z.strictObject(seatRequest),
  checkMove: z.strictObject({ ...seatRequest, action: actionSchema }),
  closeMatch: z.strictObject({ matchId: idSchema }),
} as const satisfies Record<MatchMethod, z.ZodType>;

export function isMatchMethod(method: string): method is MatchMethod {
  return (MATCH_METHODS as readonly string[]).includes(method);
}

export interface OptionField {
  key: string;
  /** int: a number box; seat: a player (or random); ms: seconds; flag: a check box (true/false, or 1/0 when the default is a number); choice: one of `choices`. */
  kind: 'int' | 'seat' | 'ms' | 'flag' | 'choice';
  min: number;
  max: number;
  /** The values of a 'choice' field; each is labelled `opt.<game>.<key>.<value>`. */
  choices?: string[];
  /** For composite options such as footballersByPoints: the index inside the array. */
  index?: number;
}

export interface GameInfo {
  id: GameId;
  available: boolean;
  minPlayers: number;
  maxPlayers: number;
  defaultOptions: Record<string, unknown>;
  optionFields: OptionField[];
  /** Bot levels offered in the seat setup. */
  levels: BotLevel[];
}

export interface Settings {
  language: Language;
  animationSpeed: AnimationSpeed;
  /** Table sounds on or off. */
  sound: boolean;
  /** Sound volume, 0 to 100. */
  volume: number;
  /** The games whose "Learn to play" lesson was finished (a mark on the menu). */
  lessonsDone: GameId[];
  /** Show a short tip the first time a special card matters in a real game. */
  firstTips: boolean;
  /** The first-time tips each player has seen (the oldest player first). */
  tipsSeen: TipsSeen[];
  /** Draker: payments, parcels, blocks and laydown go as suggested, unasked (a step after it was turned on). */
  drakerAsSuggested: boolean;
  /** The relay "Over the internet" uses (ws/wss/http/https; empty: none set). */
  relayAddress: string;
  /** Screens and tables in high contrast: as the system asks, always, or never. */
  contrast: Contrast;
}

export interface SaveMeta {
  id: string;
  gameId: GameId;
  players: string[];
  /** Actions played so far. */
  turn: number;
  createdAt: string;
  updatedAt: string;
  finished: boolean;
  /** A "Learn to play" match. */
  lesson?: true;
  /** A game imported from a file. */
  imported?: true;
  /**
   * Listed from the file's own fields (its seal checked, its moves not replayed yet): the full check runs in
   * the background and a `saveChecked` push tells its outcome. Opening the save checks it in full first.
   */
  checking?: true;
  /**
   * Its background check could not run (the checker stopped, also when tried again): neither verified nor
   * refused. Opening the save checks it in full first; the next listing tries again.
   */
  notChecked?: true;
}

/**
 * A save that could not be used: set aside (never deleted) under `file`, or, when it could not be
 * read or moved (permissions, a folder or link of that name), left as it is under its own name.
 */
export interface SetAsideSave {
  file: string;
  /** For a person, in English, with the details. */
  reason: string;
  /** What kind of problem it was: the table says it in the player's language (absent for older entries). */
  problem?: FileProblem;
}

/** Why a save (or the settings or records file) could not be used. */
export type SaveProblem =
  | 'empty'
  | 'badJson'
  | 'badShape'
  | 'wrongVersion'
  | 'unknownGame'
  | 'badOptions'
  | 'illegalMove'
  | 'tampered'
  /** Played under an earlier revision of its game's rules, which no longer replay its moves (the file itself is as written). */
  | 'oldRules'
  /** The file exists but could not be read at all; it is left where it is. */
  | 'unreadable'
  /** Reading it failed in a way that proves nothing about the file (a fault of this program): it is left where it is. */
  | 'failed';

export type FileProblem = SaveProblem | 'settings' | 'records';

/** What the table shows now, for one viewer. Sent after every change. */
export interface TableUpdate {
  matchId: string;
  gameId: GameId;
  seats: SeatConfig[];
  options: Record<string, unknown>;
  /** Whose view this is: the human asked to act now, else the last human who acted, else spectator. */
  viewer: Viewer;
  view: unknown;
  /** What happened since the last update, redacted for this viewer, to animate. */
  events: GameEvent[];
  /**
   * Everything that happened before `events`, redacted for this viewer, for the event log of a table that
   * opens mid-game (Continue, Load, a replay's jump); absent on the updates of a game being played.
   */
  history?: GameEvent[];
  /** For each event of `history`, the turn its action made (1 for the first action): an undo drops the lines of later turns. */
  historyTurns?: number[];
  /** Seats that may act now. */
  actors: number[];
  /** The human seat whose decision the table waits for, or null while bots play or the game is over. */
  humanToAct: number | null;
  /** Legal actions of `humanToAct` (empty while a curtain is up). */
  legal: GameAction[];
  /** When set, the table is covered until this human confirms; `view` is then the public view. */
  curtain: { seat: number; name: string } | null;
  /** Set when `humanToAct` is asked in a reaction window: show the bar with this countdown. */
  reaction: { seat: number; timeoutMs: number } | null;
  canUndo: boolean;
  outcome: Outcome | null;
  /** Number of actions in the log. */
  turn: number;
  /** Increases with every update sent, across matches (a newer match's updates are newer). */
  seq: number;
  /** Why saving fails now (the moves live only in memory until a retry succeeds); null while saving works. */
  saveError: string | null;
  /** Changes with every change of this match (a move, an undo, a confirmed curtain); requests carry it back. */
  version: number;
  /** Party mode: the seats played on phones (away: its phone lost the connection); absent when none. */
  phones?: { seat: number; away: boolean }[];
  /** Set for a "Learn to play" match: the table shows its game's coach. */
  lesson?: true;
}

export interface ErrorInfo {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

export type Reply<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };

export interface ResponseMap {
  listGames: GameInfo[];
  startMatch: TableUpdate;
  startLesson: TableUpdate;
  currentMatch: TableUpdate | null;
  act: TableUpdate;
  confirmCurtain: TableUpdate;
  undo: TableUpdate;
  /** What the hard bot would play now for that seat, and the turn it was judged at. */
  hint: { action: GameAction; turn: number };
  /** The move would be accepted now (a refusal comes as an error with the engine's reason). */
  checkMove: null;
  closeMatch: null;
  listSaves: { saves: SaveMeta[]; setAside: SetAsideSave[] };
  loadSave: TableUpdate;
  deleteSave: null;
  continueLatest: TableUpdate | null;
  getSettings: Settings;
  setSettings: Settings;
  markTipSeen: Settings;
  // Records
  listRecords: RecordsList;
  mergePlayers: RecordsList;
  unmergePlayers: RecordsList;
  // Replays
  openReplay: ReplayFrame;
  replayFrame: ReplayFrame;
  closeReplay: null;
  exportSave: { fileName: string; text: string };
  importSave: SaveMeta;
  // Party mode
  partyStatus: PartyStatus;
  partyStart: PartyStatus;
  partyStop: PartyStatus;
  partyRevoke: PartyStatus;
  partyRelease: PartyStatus;
  partyTakeover: PartyStatus;
  partyHints: PartyStatus;
  joinOpen: JoinedSeat;
  joinSend: null;
  joinClose: null;
}

// Replays

/** A replay's position and what its controls need. */
export interface ReplayInfo {
  replayId: string;
  saveId: string;
  gameId: GameId;
  /** Actions applied so far (0 = the deal). */
  position: number;
  /** Actions in the whole log. */
  length: number;
  /** Positions where a turn starts, ascending, 0 first. */
  turnStarts: number[];
  /** The seat whose turn starts at each of `turnStarts`. */
  turnSeats: number[];
  finished: boolean;
  /** The seats whose view may be shown (all once the game is over; while it runs, only a lone human's). */
  povs: number[];
  seats: SeatConfig[];
}

/** One position of a replay: a read-only table (no legal actions, no human to act, no curtain). */
export interface ReplayFrame {
  update: TableUpdate;
  replay: ReplayInfo;
  /** Every hidden card, when "show all cards" was asked for a finished game; else null. */
  revealed: HiddenCards[] | null;
}

/** Messages main pushes to the renderer without a request. */
export type PushMessage =
  | { kind: 'update'; update: TableUpdate }
  | { kind: 'notice'; code: string; message: string; params?: Record<string, string | number> }
  /** Saving started failing (`error`) or works again (null). */
  | { kind: 'saveStatus'; error: string | null }
  /** A desktop menu item (or its shortcut) the page carries out. */
  | { kind: 'menu'; command: MenuCommand }
  /** Party mode changed: a phone joined, left or asked for a seat; the listener started or stopped. */
  | { kind: 'party'; status: PartyStatus }
  /** Join a game: a text from the host of the table this app is seated at (a phone protocol frame). */
  | { kind: 'joinFrame'; text: string }
  /** Join a game: this seat's connection dropped or came back, the host's did, or the seat is gone (its close code). */
  | { kind: 'joinState'; state: 'away' | 'back' | 'hostAway' | 'hostBack' | 'closed'; code?: number }
  /**
   * A listed save's background check finished: `meta` is its entry as verified, or null when it failed and
   * was set aside (a notice says why).
   */
  | { kind: 'saveChecked'; id: string; meta: SaveMeta | null };

/** The seat a Join a game link opened. */
export interface JoinedSeat {
  relay: string;
  seat: number;
}

/** What the preload exposes (and the WebSocket client implements): exactly the contract's methods. */
export type CardTableApi = {
  [M in Method]: (request: RequestOf<M>) => Promise<Reply<ResponseMap[M]>>;
} & {
  onPush(listener: (message: PushMessage) => void): () => void;
};

/** A parsed wire request: the request itself and, for the match methods, the match it names. */
export interface ParsedRequest<M extends Method> {
  request: RequestOf<M>;
  match: MatchRef | null;
}

/** Parses a wire request (IPC or WebSocket); returns a readable error instead of throwing. */
export function parseRequest<M extends Method>(method: string, payload: unknown): Reply<ParsedRequest<M>> {
  if (!(METHODS as readonly string[]).includes(method)) {
    return { ok: false, error: { code: 'badMethod', message: `Unknown request "${String(method).slice(0, 40)}".` } };
  }
  // before the schema: it would drop a "__proto__" key silently (an option no game has must be refused);
  // the walk has no depth limit of its own (moves are limited where they are read, see MOVE_LIMITS)
  if (jsonShape(payload, Number.POSITIVE_INFINITY).protoKey) {
    return { ok: false, error: { code: 'badRequest', message: `Malformed ${method} request: it holds a field named "__proto__", which no request has.` } };
  }
  const schema: z.ZodType = isMatchMethod(method) ? matchWireSchemas[method] : requestSchemas[method as Method];
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
    return { ok: false, error: { code: 'badRequest', message: `Malformed ${method} request${where}: ${first?.message ?? 'invalid'}.` } };
  }
  if (!isMatchMethod(method)) return { ok: true, value: { request: parsed.data as RequestOf<M>, match: null } };
  const { matchId, version, ...rest } = parsed.data as Record<string, unknown> & MatchRef;
  const request = (method === 'closeMatch' ? null : rest) as RequestOf<M>;
  return { ok: true, value: { request, match: version === undefined ? { matchId } : { matchId, version } } };
}

/** WebSocket frames of the browser host. */
export interface WsRequest { id: number; method: string; payload: unknown }
export type WsFrame = { id: number; reply: Reply<unknown> } | { push: PushMessage };
