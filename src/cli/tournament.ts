/**
 * Bot tournaments for `npm run sim`: argument parsing, seat rotation, the games and the tallies.
 * The command-line entry is sim.ts.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { BOT_LEVELS, GAME_IDS } from '../common/contract';
import type { BotLevel, GameId } from '../common/contract';
import { mixSeed } from '../main/engine/core';
import { GAMES } from '../main/games';
import type { GameRegistry } from '../main/session/registry';
import type { DrakerState } from '../main/engine/games/draker';
import { createDrakerSimBot, DRAKER_SIM_POLICIES, type DrakerSimPolicy } from '../main/engine/games/draker/newcomer';
import type { GameManifest } from '../main/engine/core';
import { playBotGame } from './drive';
import type { Decision } from './drive';
import { atMost, round, summarize, wilsonInterval } from './stats';
import type { Summary } from './stats';

export const SIM_USAGE = `Usage: npm run sim -- --game football --players 2 --bots hard,normal --games 400 --seed 1
                      [--json] [--max-steps 20000] [--options JSON] [--jobs 1]

  --game       a registered game (default football)
  --players    seats at the table (default: as many as --bots lists, else 4 within the game's limits)
  --bots       bot levels the game offers, comma-separated (default normal); a shorter list than
               --players repeats around the table: 4 players and hard,easy seat hard, easy, hard, easy.
               Draker also has two sim-only policies: newcomer (the basic turn as the table's hint
               says, every additional turn passed) and heedful (the same, but where the table warns
               before Pass or Done it plays the defence the warning offers)
  --games      games to play (default 100)
  --seed       run seed (default 1): the same arguments replay the same games
  --json       print one JSON object instead of the table
  --max-steps  a game not over after this many actions fails (default 20000)
  --options    game options as a JSON object, e.g. '{"rows":12}'
  --jobs       games played side by side in worker threads (default 1); the figures do not depend
               on it: a bot's time cap counts its thread's CPU time, not wall time

Seats rotate game by game. The unturned table is the --bots list repeated, seat 1 first. Game g
(counted from 0) turns it by t = g mod R steps: seat s (from 0) gets the level the unturned table has
at seat (s + t) mod players. R is the number of different turnings: players when every level differs,
fewer when the list repeats (hard,easy at 4 players: R = 2). So when --games is a multiple of R (of
players, always), every level sits in every seat equally often. The R games of one round
(round = g div R) are played on the same deal, game seed = mixSeed(--seed, round), so every level
meets that deal from every seat.

Per level: seat-games played, wins (a win shared by k seats counts 1/k to each), win rate with its
95% Wilson score interval, mean score, the time of its decisions (p50, p95) and its search speed;
likewise (without the times) per seat and per turn position (1st = the seat that
took the game's first action outside a reaction window, 2nd = the seat after it, and so on).
Games played in rounds (draker) also give rounds per game (mean, p95), how many games were over
within 2, 3, 4 and 5 rounds, and per level the share of seat-games still in after round one
(with --options '{"roundCap":1}' a game stops after round one, the quick way to measure it).
Exits with 1 when a game threw or did not finish (its game number and seed are printed), 2 on a
usage error.`;

export class UsageError extends Error {}

/** A seat's player in the sim: a bot level the game offers, or a policy only the sim has (Draker's newcomers). */
export type SimLevel = BotLevel | DrakerSimPolicy;

/** The sim-only policies of each game, by name. */
const SIM_POLICIES: Partial<Record<GameId, readonly string[]>> = { draker: DRAKER_SIM_POLICIES };

/** The game's manifest with its sim-only policies seated as bots (the app's registry never has them). */
function withSimPolicies(game: GameId, entry: GameManifest): GameManifest {
  if (game !== 'draker') return entry;
  return {
    ...entry,
    createBot: (ctx) =>
      (DRAKER_SIM_POLICIES as readonly string[]).includes(ctx.level)
        ? (createDrakerSimBot(ctx as Parameters<typeof createDrakerSimBot>[0], ctx.level as unknown as DrakerSimPolicy) as unknown as ReturnType<GameManifest['createBot']>)
        : entry.createBot(ctx),
  };
}

export interface SimArgs {
  game: GameId;
  players: number;
  /** The levels as given (before repeating around the table). */
  bots: SimLevel[];
  games: number;
  seed: number;
  json: boolean;
  maxSteps: number;
  options: Record<string, unknown>;
  /** Worker threads playing games side by side (1 = this thread). */
  jobs: number;
}

const VALUE_FLAGS = ['game', 'players', 'bots', 'games', 'seed', 'max-steps', 'options', 'jobs'];

function int(name: string, v: string, min: number, max: number): number {
  const n = Number(v);
  if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${v}".`);
  }
  return n;
}

/** Reads the sim's arguments; throws UsageError with a message that names the bad flag. `--help` gives an empty message. */
export function parseSimArgs(argv: readonly string[], registry: GameRegistry = GAMES): SimArgs {
  const raw: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) throw new UsageError(`Unexpected argument "${a}" (every option starts with --).`);
    const eq = a.indexOf('=');
    const key = eq < 0 ? a.slice(2) : a.slice(2, eq);
    if (key === 'json' || key === 'help') {
      if (eq >= 0) throw new UsageError(`--${key} takes no value.`);
      raw[key] = true;
      continue;
    }
    if (!VALUE_FLAGS.includes(key)) throw new UsageError(`Unknown option --${key}.`);
    if (key in raw) throw new UsageError(`--${key} is given twice.`);
    const v = eq >= 0 ? a.slice(eq + 1) : argv[++i];
    if (v === undefined || v.startsWith('--') || v === '') throw new UsageError(`--${key} needs a value.`);
    raw[key] = v;
  }
  if (raw.help) throw new UsageError('');

  const game = typeof raw.game === 'string' ? raw.game : 'football';
  if (!(GAME_IDS as readonly string[]).includes(game)) throw new UsageError(`Unknown game "${game}"; one of ${GAME_IDS.join(', ')}.`);
  const entry = registry[game as GameId];
  if (!entry) {
    const playable = GAME_IDS.filter((id) => registry[id]);
    throw new UsageError(`${game} cannot be played yet; playable: ${playable.join(', ')}.`);
  }
  const offered = entry.levels;
  const botsRaw = typeof raw.bots === 'string' ? raw.bots.split(',').map((s) => s.trim()) : null;
  for (const b of botsRaw ?? []) {
    if (SIM_POLICIES[game as GameId]?.includes(b)) continue;
    if (!(BOT_LEVELS as readonly string[]).includes(b)) throw new UsageError(`Unknown bot level "${b}"; one of ${BOT_LEVELS.join(', ')}.`);
    if (!(offered as string[]).includes(b)) throw new UsageError(`${game} has no "${b}" bot; its levels: ${offered.join(', ')}.`);
  }
  const { minPlayers, maxPlayers } = entry.game;
  const players =
    typeof raw.players === 'string'
      ? int('players', raw.players, minPlayers, maxPlayers)
      : Math.min(maxPlayers, Math.max(minPlayers, botsRaw?.length ?? 4));
  const bots = (botsRaw ?? ['normal']) as SimLevel[];
  if (bots.length > players) throw new UsageError(`--bots lists ${bots.length} levels for ${players} players.`);

  let options: Record<string, unknown> = {};
  if (typeof raw.options === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.options);
    } catch {
      throw new UsageError(`--options must be a JSON object, such as '{"rows":12}'; "${raw.options}" is not JSON.`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError('--options must be a JSON object, such as \'{"rows":12}\'.');
    options = parsed as Record<string, unknown>;
  }
  try {
    entry.game.resolveOptions(options, players);
  } catch (e) {
    throw new UsageError(`--options: ${e instanceof Error ? e.message : String(e)}`);
  }
  return {
    game: game as GameId,
    players,
    bots,
    games: typeof raw.games === 'string' ? int('games', raw.games, 1, 1_000_000) : 100,
    seed: typeof raw.seed === 'string' ? int('seed', raw.seed, 0, 0xffffffff) : 1,
    json: raw.json === true,
    maxSteps: typeof raw['max-steps'] === 'string' ? int('max-steps', raw['max-steps'], 1, 10_000_000) : 20_000,
    options,
    jobs: typeof raw.jobs === 'string' ? int('jobs', raw.jobs, 1, 64) : 1,
  };
}

// ---------------------------------------------------------------- seating

/** The --bots list repeated around a table of `players` seats. */
export function tableLevels(bots: readonly SimLevel[], players: number): SimLevel[] {
  return Array.from({ length: players }, (_, s) => bots[s % bots.length]!);
}

/** The number of different turnings of `table`: the smallest t >= 1 that maps the table onto itself. */
export function rotationPeriod(table: readonly SimLevel[]): number {
  const n = table.length;
  for (let t = 1; t < n; t++) {
    if (table.every((level, s) => table[(s + t) % n] === level)) return t;
  }
  return n;
}

/** Seat levels and seed of game `g` (from 0); see SIM_USAGE for the rule. */
export function seating(table: readonly SimLevel[], runSeed: number, g: number): { levels: SimLevel[]; seed: number; round: number } {
  const period = rotationPeriod(table);
  const turn = g % period;
  const round = Math.floor(g / period);
  return {
    levels: table.map((_, s) => table[(s + turn) % table.length]!),
    seed: mixSeed(runSeed, round),
    round,
  };
}

// ---------------------------------------------------------------- the tournament

/** Games played in rounds: the rounds a finished game lasted, read from its final state. */
const ROUNDS_PLAYED: Partial<Record<GameId, (state: unknown) => number>> = {
  draker: (state) => (state as DrakerState).round,
};

/** Per seat, whether it left the game in round one (games played in rounds). */
const OUT_IN_ROUND_ONE: Partial<Record<GameId, (state: unknown) => boolean[]>> = {
  draker: (state) => (state as DrakerState).fellIn.map((r) => r === 1),
};

/** The short games told apart in a sim's rounds: games over within 2, 3, 4 and 5 rounds. */
export const SHORT_ROUNDS = [2, 3, 4, 5];

export interface Tally {
  /** Finished games in which the level (or seat) sat, once per seat it held. */
  seatGames: number;
  wins: number;
  winRate: number;
  /** 95% Wilson score interval of the win rate. */
  ci95: [number, number];
  meanScore: number;
}

/** A level's record at one seat (or turn position). */
export interface Cell {
  seatGames: number;
  wins: number;
  winRate: number;
}

export interface LevelResult extends Tally {
  level: SimLevel;
  /** Wall time of this level's `decide` calls in the finished games, ms. */
  decisionMs: Summary;
  /** CPU time of the same calls, ms: what a decision costs on a quiet machine (time caps count it). */
  decisionCpuMs: Summary;
  /** sum(iterations) / sum(ms) * 1000 over the decisions that reported a search; null when none did. */
  searchIterationsPerSecond: number | null;
  /** By seat index: bySeat[s] is seat s + 1. */
  bySeat: Cell[];
  /** By turn position: byPosition[0] is the first player (see SimResult.positions). */
  byPosition: Cell[];
  /** Games played in rounds: the level's seat-games still in the game after round one, with the 95% Wilson interval of the rate. */
  roundOneSurvival: { seatGames: number; survived: number; rate: number; ci95: [number, number] } | null;
}

export interface SeatResult extends Tally {
  seat: number;
}

export interface PositionResult extends Tally {
  /** 0 = the first player (who took the game's first action outside a reaction window), 1 = the next seat, ... */
  position: number;
}

export interface Failure {
  game: number;
  seed: number;
  levels: SimLevel[];
  error: string;
}

export interface SimResult {
  game: GameId;
  players: number;
  bots: SimLevel[];
  /** The unturned table (--bots repeated). */
  table: SimLevel[];
  /** Games per round of turnings (R in the usage text). */
  rotation: number;
  seed: number;
  options: Record<string, unknown>;
  games: number;
  jobs: number;
  finished: number;
  failed: number;
  meanActions: number;
  /** Actions per finished game. */
  actionsPerGame: Summary;
  /** Rounds per finished game, for games played in rounds (else null). */
  roundsPerGame: Summary | null;
  /** For games played in rounds, the finished games over within each of SHORT_ROUNDS rounds (cumulative), else null. */
  roundsWithin: { limit: number; count: number; share: number }[] | null;
  /** How the finished games ended: outcome reason -> games (e.g. a round cap or a draw). */
  endReasons: Record<string, number>;
  /** Time of one game (summed over games, so not shortened by jobs). */
  msPerGame: number;
  wallSeconds: number;
  levels: LevelResult[];
  seats: SeatResult[];
  positions: PositionResult[];
  failures: Failure[];
}

interface Acc {
  seatGames: number;
  wins: number;
  score: number;
}

const acc = (): Acc => ({ seatGames: 0, wins: 0, score: 0 });

function tally(a: Acc): Tally {
  const { low, high } = wilsonInterval(a.wins, a.seatGames);
  return {
    seatGames: a.seatGames,
    wins: round(a.wins, 3),
    winRate: a.seatGames ? round(a.wins / a.seatGames, 4) : 0,
    ci95: [round(low, 4), round(high, 4)],
    meanScore: a.seatGames ? round(a.score / a.seatGames, 2) : 0,
  };
}

const cell = (a: Acc): Cell => ({ seatGames: a.seatGames, wins: round(a.wins, 3), winRate: a.seatGames ? round(a.wins / a.seatGames, 4) : 0 });

/** What one tournament game gave: its result, or why it failed. Plain data (it crosses worker threads). */
export interface GameRecord {
  game: number;
  seed: number;
  levels: SimLevel[];
  actions: number;
  firstTurnSeat: number | null;
  outcome: { scores: number[]; winners: number[]; reason?: string } | null;
  /** Rounds the game lasted, for games played in rounds. */
  rounds?: number;
  /** Per seat, whether it left the game in round one (games played in rounds). */
  outInRoundOne?: boolean[];
  error?: string;
  ms: number;
  /** Per seat: the wall time of each of its decisions, ms. */
  decisionMs: number[][];
  /** Per seat: the thread's CPU time of each of its decisions, ms. */
  decisionCpuMs: number[][];
  /** Per seat: searched iterations and their ms, summed over its decisions that searched. */
  search: { iterations: number; ms: number }[];
}

/** Plays game `g` of the tournament `args` describes. */
export function playTournamentGame(args: SimArgs, g: number, registry: GameRegistry = GAMES): GameRecord {
  const entry = registry[args.game];
  if (!entry) throw new UsageError(`${args.game} cannot be played yet.`);
  const options = entry.game.resolveOptions(args.options, args.players);
  const { levels, seed } = seating(tableLevels(args.bots, args.players), args.seed, g);
  const decisionMs: number[][] = levels.map(() => []);
  const decisionCpuMs: number[][] = levels.map(() => []);
  const search = levels.map(() => ({ iterations: 0, ms: 0 }));
  const onDecision = (d: Decision): void => {
    decisionMs[d.seat]!.push(d.ms);
    decisionCpuMs[d.seat]!.push(d.cpuMs);
    if (d.search) {
      search[d.seat]!.iterations += d.search.iterations;
      search[d.seat]!.ms += d.search.ms;
    }
  };
  const t0 = performance.now();
  try {
    const { outcome, log, firstTurnSeat, finalState } = playBotGame(withSimPolicies(args.game, entry), levels as BotLevel[], seed, options, { maxSteps: args.maxSteps, onDecision });
    if (!outcome) throw new Error('The game stopped without an outcome.');
    const result = { scores: outcome.scores, winners: outcome.winners, reason: outcome.reason };
    const roundsPlayed = ROUNDS_PLAYED[args.game];
    const rounds = roundsPlayed ? { rounds: roundsPlayed(finalState) } : {};
    const outInRoundOne = OUT_IN_ROUND_ONE[args.game];
    const early = outInRoundOne ? { outInRoundOne: outInRoundOne(finalState) } : {};
    return { game: g, seed, levels, actions: log.length, firstTurnSeat, outcome: result, ...rounds, ...early, ms: performance.now() - t0, decisionMs, decisionCpuMs, search };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return { game: g, seed, levels, actions: 0, firstTurnSeat: null, outcome: null, error, ms: performance.now() - t0, decisionMs, decisionCpuMs, search };
  }
}

/** The tallies of the played games, taken in game order (so any number of jobs gives the same figures). */
export function tallyTournament(args: SimArgs, records: readonly GameRecord[], wallMs: number): SimResult {
  const table = tableLevels(args.bots, args.players);
  const distinct = [...new Set(table)];
  const byLevel = new Map(
    distinct.map((l) => [l, { all: acc(), seats: table.map(acc), positions: table.map(acc), decisionMs: [] as number[], decisionCpuMs: [] as number[], iterations: 0, searchMs: 0, early: { seatGames: 0, survived: 0 } }]),
  );
  const bySeat = table.map(acc);
  const byPosition = table.map(acc);
  const failures: Failure[] = [];
  let finished = 0;
  const actions: number[] = [];
  const rounds: number[] = [];
  const endReasons: Record<string, number> = {};
  for (const r of [...records].sort((a, b) => a.game - b.game)) {
    const { outcome } = r;
    if (!outcome) {
      failures.push({ game: r.game, seed: r.seed, levels: r.levels, error: r.error ?? 'unknown error' });
      continue;
    }
    finished++;
    actions.push(r.actions);
    if (r.rounds !== undefined) rounds.push(r.rounds);
    const reason = outcome.reason ?? 'unknown';
    endReasons[reason] = (endReasons[reason] ?? 0) + 1;
    r.levels.forEach((level, seat) => {
      const win = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
      const score = outcome.scores[seat] ?? 0;
      const position = (seat - (r.firstTurnSeat ?? 0) + args.players) % args.players;
      const l = byLevel.get(level)!;
      for (const ms of r.decisionMs[seat] ?? []) l.decisionMs.push(ms);
      for (const ms of r.decisionCpuMs[seat] ?? []) l.decisionCpuMs.push(ms);
      l.iterations += r.search[seat]?.iterations ?? 0;
      l.searchMs += r.search[seat]?.ms ?? 0;
      if (r.outInRoundOne) {
        l.early.seatGames++;
        if (!r.outInRoundOne[seat]) l.early.survived++;
      }
      for (const a of [l.all, l.seats[seat]!, l.positions[position]!, bySeat[seat]!, byPosition[position]!]) {
        a.seatGames++;
        a.wins += win;
        a.score += score;
      }
    });
  }
  return {
    game: args.game,
    players: args.players,
    bots: args.bots,
    table,
    rotation: rotationPeriod(table),
    seed: args.seed,
    options: args.options,
    games: args.games,
    jobs: args.jobs,
    finished,
    failed: failures.length,
    meanActions: finished ? round(actions.reduce((a, b) => a + b, 0) / finished, 1) : 0,
    actionsPerGame: summarize(actions),
    roundsPerGame: rounds.length ? summarize(rounds) : null,
    roundsWithin: rounds.length ? atMost(rounds, SHORT_ROUNDS) : null,
    endReasons,
    msPerGame: round(records.reduce((t, r) => t + r.ms, 0) / Math.max(1, records.length), 2),
    wallSeconds: round(wallMs / 1000, 1),
    levels: distinct.map((level) => {
      const l = byLevel.get(level)!;
      return {
        level,
        ...tally(l.all),
        bySeat: l.seats.map(cell),
        byPosition: l.positions.map(cell),
        decisionMs: summarize(l.decisionMs),
        decisionCpuMs: summarize(l.decisionCpuMs),
        searchIterationsPerSecond: l.searchMs > 0 ? Math.round((l.iterations / l.searchMs) * 1000) : null,
        roundOneSurvival: l.early.seatGames ? roundOneSurvival(l.early.survived, l.early.seatGames) : null,
      };
    }),
    seats: bySeat.map((a, seat) => ({ seat, ...tally(a) })),
    positions: byPosition.map((a, position) => ({ position, ...tally(a) })),
    failures,
  };
}

function roundOneSurvival(survived: number, seatGames: number): NonNullable<LevelResult['roundOneSurvival']> {
  const { low, high } = wilsonInterval(survived, seatGames);
  return { seatGames, survived, rate: round(survived / seatGames, 4), ci95: [round(low, 4), round(high, 4)] };
}

/** The whole tournament in this thread. */
export function runSim(args: SimArgs, onProgress?: (done: number) => void, registry: GameRegistry = GAMES): SimResult {
  const t0 = performance.now();
  const records: GameRecord[] = [];
  for (let g = 0; g < args.games; g++) {
    records.push(playTournamentGame(args, g, registry));
    onProgress?.(g + 1);
  }
  return tallyTournament(args, records, performance.now() - t0);
}

/** The worker entry beside this module: sim-worker.ts under tsx, the built sim-worker.js in out/cli. */
const SIM_WORKER = new URL(import.meta.url.endsWith('.ts') ? './sim-worker.ts' : './sim-worker.js', import.meta.url);

/**
 * The tournament on `args.jobs` worker threads (sim-worker.ts), each taking the next game as it finishes
 * one. Deterministic bots give the same figures as runSim; time caps count each thread's CPU time, so a
 * busy machine slows a run down without making its capped bots weaker.
 */
export async function runSimParallel(args: SimArgs, onProgress?: (done: number) => void): Promise<SimResult> {
  const t0 = performance.now();
  const records: GameRecord[] = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(args.jobs, args.games) }, () => new Worker(SIM_WORKER, { workerData: args }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = (): void => {
              if (next >= args.games) {
                resolve();
                return;
              }
              worker.postMessage(next++);
            };
            worker.on('message', (record: GameRecord) => {
              records.push(record);
              onProgress?.(records.length);
              feed();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`A sim worker stopped (exit code ${code}).`)));
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return tallyTournament(args, records, performance.now() - t0);
}

// ---------------------------------------------------------------- the table for people

const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function formatSim(r: SimResult): string {
  const tallyRow = (name: string, t: Tally): string =>
    `${name.padEnd(9)}${String(t.seatGames).padStart(7)}${String(round(t.wins, 1)).padStart(9)}${pct(t.winRate).padStart(9)}  ${`${pct(t.ci95[0])} - ${pct(t.ci95[1])}`.padEnd(17)}${t.meanScore.toFixed(2).padStart(8)}`;
  const header = `${''.padEnd(9)}${'games'.padStart(7)}${'wins'.padStart(9)}${'win rate'.padStart(9)}  ${'95% interval'.padEnd(17)}${'score'.padStart(8)}`;
  const lines = [
    `${r.game}, ${r.players} players, table ${r.table.join(', ')} turned every game (${r.rotation} turnings per deal), seed ${r.seed}`,
    `${r.games} games: ${r.finished} finished, ${r.failed} failed; ${r.meanActions} actions and ${r.msPerGame} ms per game; ${r.wallSeconds} s on ${r.jobs} thread${r.jobs > 1 ? 's' : ''}`,
    `per game: actions mean ${r.actionsPerGame.mean}, p95 ${r.actionsPerGame.p95}${r.roundsPerGame ? `; rounds mean ${r.roundsPerGame.mean}, p95 ${r.roundsPerGame.p95}` : ''}; ended by ${Object.entries(r.endReasons).map(([k, n]) => `${k} ${n}`).join(', ') || '-'}`,
    ...(r.roundsWithin ? [`games over within ${r.roundsWithin.map((w) => `${w.limit} rounds ${w.count} (${pct(w.share)})`).join(', ')}`] : []),
    ...(r.levels.some((l) => l.roundOneSurvival)
      ? [`still in after round one: ${r.levels.map((l) => (l.roundOneSurvival ? `${l.level} ${pct(l.roundOneSurvival.rate)} (${l.roundOneSurvival.survived} of ${l.roundOneSurvival.seatGames}, 95% ${pct(l.roundOneSurvival.ci95[0])} - ${pct(l.roundOneSurvival.ci95[1])})` : `${l.level} -`)).join('; ')}`]
      : []),
    '',
    `level${header.slice(5)}`,
    ...r.levels.map((l) => tallyRow(l.level, l)),
    '',
    `seat${header.slice(4)}`,
    ...r.seats.map((s) => tallyRow(String(s.seat + 1), s)),
    '',
    `turn${header.slice(4)}`,
    ...r.positions.map((p) => tallyRow(ordinal(p.position + 1), p)),
  ];
  if (r.levels.length > 1) {
    lines.push('', `win rate by level and turn position: ${r.positions.map((p) => ordinal(p.position + 1)).join(', ')}`);
    for (const l of r.levels) lines.push(`${l.level.padEnd(9)}${l.byPosition.map((b) => (b.seatGames ? pct(b.winRate) : '-').padStart(8)).join('')}`);
  }
  lines.push('', 'decisions  (ms per decide call, wall time and the thread\'s CPU time; search speed where the bot searched)');
  for (const l of r.levels) {
    const d = l.decisionMs;
    const cpu = l.decisionCpuMs;
    const searchNote = l.searchIterationsPerSecond === null ? 'no search' : `${l.searchIterationsPerSecond.toLocaleString('en-US')} iterations/s`;
    const cpuNote = cpu.n ? `; CPU p50 ${cpu.p50} ms, p95 ${cpu.p95} ms, max ${cpu.max} ms` : '';
    lines.push(`${l.level.padEnd(9)}${d.n ? `p50 ${d.p50} ms, p95 ${d.p95} ms, max ${d.max} ms over ${d.n}${cpuNote}` : 'none'}; ${searchNote}`);
  }
  for (const f of r.failures) lines.push(`FAILED game ${f.game} (seed ${f.seed}, seats ${f.levels.join(', ')}): ${f.error}`);
  return lines.join('\n') + '\n';
}
