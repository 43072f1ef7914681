/**
 * The save file: format, version chain, hashes and load-and-verify. A save is the seed plus the action
 * log; loading checks the hash of the whole file, replays the log with the engine, compares the hash of
 * the resulting state and takes the derived fields (finished) from the replay. A save records the
 * revision of its game's rules it was played under (`rules`), so a save the rules have since outgrown is
 * told apart from a changed file.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import pkg from '../../../package.json' with { type: 'json' };
import { GAME_IDS, seatSchema } from '../../common/contract';
import { jsonShape } from '../../common/json-shape';
import type { GameId, SaveMeta, SaveProblem, SeatConfig } from '../../common/contract';
import type { GameAction, GameEvent } from '../../common/engine-types';
import { isRuleError, stableStringify } from '../engine/core';
import type { GameManifest, GameRegistry } from '../session/registry';
import { canonicalMove } from '../session/actions';

export const SAVE_FORMAT = 2;
export const ENGINE_VERSION = 1;
export const APP_VERSION: string = pkg.version;

export interface LogEntry {
  seat: number;
  action: GameAction;
}

export interface SaveFile {
  format: 2;
  app: string;
  engine: number;
  id: string;
  gameId: GameId;
  /** The revision of the game's rules it was played under (GameManifest.rulesRevision); absent: 1 (saves from before it was recorded). */
  rules?: number;
  options: Record<string, unknown>;
  seed: number;
  seats: SeatConfig[];
  log: LogEntry[];
  stateHash: string;
  createdAt: string;
  updatedAt: string;
  finished: boolean;
  /** A "Learn to play" match: it opens with its game's coach and its bots' script. */
  lesson?: true;
  /** sha256 of every other field (stable JSON): any edit of the file, the log included, is detected. */
  hash: string;
}

/** A save as it is written (it states its rules revision), before its whole-file hash is added. */
export type UnsealedSave = Omit<SaveFile, 'hash'> & { rules: number };

/** A save that states its rules revision: every save written, and every save verified (replayed under the current rules). */
export type StampedSave = SaveFile & { rules: number };

const HASH_RE = /^[0-9a-f]{64}$/;

/**
 * How deep a save may nest. A real save nests about 7 deep (save, log, entry, move, a list of cards);
 * anything deeper is damage, refused before anything walks the file recursively (hashes, schemas).
 */
export const MAX_SAVE_DEPTH = 32;

const saveV1Schema = z.object({
  format: z.literal(1),
  app: z.string().max(64),
  engine: z.number().int().min(1),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  gameId: z.enum(GAME_IDS),
  options: z.record(z.string(), z.unknown()),
  seed: z.number().int().min(0).max(0xffffffff),
  seats: z.array(seatSchema).min(1).max(8),
  log: z.array(
    z.object({
      seat: z.number().int().min(0).max(7),
      action: z.looseObject({ type: z.string().min(1).max(40) }),
    }),
  ),
  stateHash: z.string().regex(HASH_RE),
  createdAt: z.string().min(1).max(40),
  updatedAt: z.string().min(1).max(40),
  finished: z.boolean(),
});

const RULES_REVISION_MESSAGE = 'the rules revision must be a whole number, 1 or more';

const saveV2Schema = saveV1Schema.extend({
  format: z.literal(2),
  hash: z.string().regex(HASH_RE),
  lesson: z.literal(true).optional(),
  rules: z.number({ error: RULES_REVISION_MESSAGE }).int({ error: RULES_REVISION_MESSAGE }).min(1, { error: RULES_REVISION_MESSAGE }).optional(),
});

export type { SaveProblem };

/** Why a save could not be used; `message` is meant for a person. */
export class SaveError extends Error {
  readonly problem: SaveProblem;
  constructor(problem: SaveProblem, message: string) {
    super(message);
    this.name = 'SaveError';
    this.problem = problem;
  }
}

/** The hash of a whole save: every field but `hash` itself. */
export function hashSave(save: Record<string, unknown>): string {
  const { hash: _ignored, ...rest } = save;
  return createHash('sha256').update(stableStringify(rest)).digest('hex');
}

/** Adds the whole-file hash; the result is what gets written. */
export function sealSave(save: UnsealedSave): StampedSave {
  return { ...save, hash: hashSave(save as unknown as Record<string, unknown>) };
}

/** The rules revision a save was played under (absent: 1, saves from before it was recorded). */
export function rulesOf(save: Pick<SaveFile, 'rules'>): number {
  return save.rules ?? 1;
}

/**
 * The version chain: MIGRATIONS[n] turns a format-n object into format n+1 (never rely on the store
 * library's migrations). Format 1 had no whole-file hash: its fields are taken as they are (the replay
 * still checks the log against the state hash) and sealed.
 */
const MIGRATIONS: Record<number, (raw: Record<string, unknown>) => Record<string, unknown>> = {
  1: (raw) => {
    const next: Record<string, unknown> = { ...raw, format: 2 };
    return { ...next, hash: hashSave(next) };
  },
};

export function upgradeSave(raw: Record<string, unknown>): Record<string, unknown> {
  let obj = raw;
  const declared = obj.format;
  if (typeof declared !== 'number' || !Number.isInteger(declared) || declared < 1) {
    throw new SaveError('wrongVersion', `The file has no known save format (format ${JSON.stringify(declared ?? null).slice(0, 20)}).`);
  }
  let format: number = declared;
  if (format > SAVE_FORMAT) {
    throw new SaveError('wrongVersion', `The file was saved by a newer version of Card Table (format ${format}; this version reads up to ${SAVE_FORMAT}).`);
  }
  while (format < SAVE_FORMAT) {
    const step = MIGRATIONS[format];
    if (!step) throw new SaveError('wrongVersion', `Save format ${format} can no longer be read.`);
    obj = step(obj);
    format = obj.format as number;
  }
  return obj;
}

/** Parses the text of a save file and checks its shape (no replay). Throws SaveError. */
export function parseSaveText(text: string): SaveFile {
  if (text.trim().length === 0) throw new SaveError('empty', 'The file is empty (the game was not written completely).');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new SaveError('badJson', 'The file is not valid JSON (it may have been cut short or edited).');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new SaveError('badShape', 'The file does not hold a saved game.');
  }
  const shape = jsonShape(raw, MAX_SAVE_DEPTH);
  if (shape.tooDeep) throw new SaveError('badShape', `The file is nested deeper than a saved game can be (over ${MAX_SAVE_DEPTH} levels).`);
  if (shape.protoKey) throw new SaveError('badShape', 'The file holds a field named "__proto__", which no saved game has.');
  const upgraded = upgradeSave(raw as Record<string, unknown>);
  const parsed = saveV2Schema.safeParse(upgraded);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? ` (at ${first.path.join('.')})` : '';
    throw new SaveError('badShape', `The file is not a complete saved game${where}: ${first?.message ?? 'invalid'}.`);
  }
  const save = parsed.data as SaveFile;
  if (save.engine > ENGINE_VERSION) {
    throw new SaveError('wrongVersion', `The game was played by a newer rules engine (${save.engine}; this version has ${ENGINE_VERSION}).`);
  }
  return save;
}

export function hashState(state: unknown): string {
  return createHash('sha256').update(stableStringify(state)).digest('hex');
}

export interface VerifiedSave {
  /** The save as replayed: its canonical moves, its derived fields, and the current rules revision (it replays under them). */
  save: StampedSave;
  state: unknown;
  /** The state before the last move (the setup for an empty log): opening the game starts from it. */
  beforeLast: unknown;
  /** Each move's events, in full: the game's history without replaying it again. */
  events: GameEvent[][];
}

/** Parses, upgrades, replays and checks the hash. Throws SaveError with a readable reason. */
export function verifySaveText(text: string, registry: GameRegistry): VerifiedSave {
  const save = parseSaveText(text);
  const entry = registry[save.gameId];
  if (!entry) throw new SaveError('unknownGame', `This version of Card Table cannot play "${save.gameId}".`);
  const { game } = entry;
  const players = save.seats.length;
  if (players < game.minPlayers || players > game.maxPlayers) {
    throw new SaveError('badShape', `The saved game has ${players} seats; ${save.gameId} needs ${game.minPlayers} to ${game.maxPlayers}.`);
  }
  const { levels } = entry;
  const badLevel = save.seats.findIndex((s) => s.kind === 'bot' && s.level !== undefined && !levels.includes(s.level));
  if (badLevel >= 0) {
    throw new SaveError('badShape', `Seat ${badLevel + 1} is a bot of level "${save.seats[badLevel]!.level}", which this game's bots do not have (${levels.join(', ')}).`);
  }
  const played = rulesOf(save);
  const current = entry.rulesRevision;
  if (played > current) {
    throw new SaveError('wrongVersion', `The game was played under newer rules of ${entry.name} (revision ${played}; this version plays ${current}).`);
  }
  const sealedAsWritten = (): boolean => hashSave(save as unknown as Record<string, unknown>) === save.hash;
  let replayed: Replayed;
  try {
    replayed = replaySave(save, entry);
  } catch (e) {
    // A file just as Card Table wrote it, played under earlier rules, that the current rules no longer
    // replay was changed by nobody: the rules were. (A file that fails its own hash still says so.)
    if (played < current && sealedAsWritten()) {
      throw new SaveError(
        'oldRules',
        `This ${entry.name} game was played under an earlier version of its rules (revision ${played}; this version plays ${current}), so its moves can no longer be replayed. The file is as Card Table wrote it and is kept, never deleted.`,
      );
    }
    throw e;
  }
  // last, so that a broken log is reported by the move that breaks it
  if (!sealedAsWritten()) {
    throw new SaveError('tampered', 'The file does not match its hash: it was changed outside Card Table (or damaged).');
  }
  // it replays under the current rules, so it is a game of them: its next write says so
  return { save: { ...save, finished: replayed.finished, log: replayed.log, rules: current }, state: replayed.state, beforeLast: replayed.beforeLast, events: replayed.events };
}

interface Replayed {
  state: unknown;
  beforeLast: unknown;
  events: GameEvent[][];
  /** Every move as live play logs it (its game's canonical form). */
  log: LogEntry[];
  finished: boolean;
}

/** Replays a save's log with its game's current rules and checks where it leads. Throws SaveError. */
function replaySave(save: SaveFile, entry: GameManifest): Replayed {
  const { game } = entry;
  const players = save.seats.length;
  let options: unknown;
  try {
    options = game.resolveOptions(save.options, players);
  } catch (e) {
    throw new SaveError('badOptions', `The saved options are not valid: ${e instanceof Error ? e.message : String(e)}`);
  }
  let state: unknown = game.setup({ players, seed: save.seed, options });
  // every move as live play logs it (its game's canonical form): nothing else of the file goes on
  const log: LogEntry[] = [];
  const events: GameEvent[][] = [];
  let beforeLast = state;
  for (let i = 0; i < save.log.length; i++) {
    const { seat, action } = save.log[i];
    if (seat >= players) throw new SaveError('illegalMove', `Move ${i + 1} names seat ${seat + 1}, which does not exist.`);
    try {
      // read like a move received from a client: the file is not trusted to hold moves of this game
      const move = canonicalMove(entry, state, seat, action);
      const res = game.apply(state, seat, move) as { state: unknown; events: GameEvent[] };
      beforeLast = state;
      state = res.state;
      events.push(res.events);
      log.push({ seat, action: move });
    } catch (e) {
      const why = isRuleError(e) || e instanceof Error ? e.message : String(e);
      throw new SaveError('illegalMove', `Move ${i + 1} of the saved game is not legal (${why}).`);
    }
  }
  if (hashState(state) !== save.stateHash) {
    throw new SaveError('tampered', 'The saved moves do not lead to the saved position: the file was changed outside Card Table.');
  }
  // derived fields come from the replay, never from the file
  const finished = game.outcome(state) !== null;
  if (finished !== save.finished) {
    throw new SaveError('tampered', 'The file says the game is ' + (save.finished ? 'over' : 'running') + ', but its moves say otherwise.');
  }
  return { state, beforeLast, log, events, finished };
}

export function saveMeta(save: SaveFile): SaveMeta {
  return {
    id: save.id,
    gameId: save.gameId,
    players: save.seats.map((s) => s.name),
    turn: save.log.length,
    createdAt: save.createdAt,
    updatedAt: save.updatedAt,
    finished: save.finished,
    ...(save.lesson ? { lesson: true as const } : {}),
    // an imported game's id is named so (importedId in src/main/replay)
    ...(save.id.startsWith(`${save.gameId}-imported-`) ? { imported: true as const } : {}),
  };
}
