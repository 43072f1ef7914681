/**
 * Bot tournaments: `npm run sim -- --game football --players 4 --bots easy,normal,hard,perfect
 *   --games 200 --seed 1 [--json] [--max-steps N] [--options '{"rows":8}']`
 * Prints win rates and mean scores per seat; exits non-zero if any game threw or did not finish.
 */
import { performance } from 'node:perf_hooks';
import { BOT_LEVELS, GAME_IDS } from '../common/contract';
import type { BotLevel, GameId } from '../common/contract';
import { mixSeed } from '../main/engine/core';
import { GAMES } from '../main/games';
import { playBotGame } from './drive';

interface SimArgs {
  game: GameId;
  players: number;
  bots: BotLevel[];
  games: number;
  seed: number;
  json: boolean;
  maxSteps: number;
  options: Record<string, unknown>;
}

class UsageError extends Error {}

const USAGE =
  'Usage: npm run sim -- --game football --players 4 --bots easy,normal,hard,perfect --games 200 --seed 1 [--json] [--max-steps 20000] [--options JSON]';

function int(name: string, v: string, min: number, max: number): number {
  const n = Number(v);
  if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${v}".`);
  }
  return n;
}

export function parseSimArgs(argv: readonly string[]): SimArgs {
  const raw: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new UsageError(`Unexpected argument "${a}".`);
    const [key, inline] = a.slice(2).split(/=(.*)/s, 2);
    if (key === 'json' || key === 'help') {
      raw[key] = true;
      continue;
    }
    if (!['game', 'players', 'bots', 'games', 'seed', 'max-steps', 'options'].includes(key)) throw new UsageError(`Unknown option --${key}.`);
    const v = inline ?? argv[++i];
    if (v === undefined || v.startsWith('--')) throw new UsageError(`--${key} needs a value.`);
    raw[key] = v;
  }
  if (raw.help) throw new UsageError('');
  const game = (raw.game ?? 'football') as string;
  if (!(GAME_IDS as readonly string[]).includes(game)) throw new UsageError(`Unknown game "${game}"; one of ${GAME_IDS.join(', ')}.`);
  const entry = GAMES[game as GameId];
  if (!entry) throw new UsageError(`${game} cannot be played yet.`);
  const botsRaw = typeof raw.bots === 'string' ? raw.bots.split(',').map((s) => s.trim()) : null;
  const players =
    typeof raw.players === 'string'
      ? int('players', raw.players, entry.game.minPlayers, entry.game.maxPlayers)
      : (botsRaw?.length ?? Math.min(4, entry.game.maxPlayers));
  let bots: string[] = botsRaw ?? Array(players).fill('normal');
  if (bots.length === 1 && players > 1) bots = Array(players).fill(bots[0]);
  if (bots.length !== players) throw new UsageError(`--bots lists ${bots.length} levels for ${players} players.`);
  for (const b of bots) {
    if (!(BOT_LEVELS as readonly string[]).includes(b)) throw new UsageError(`Unknown bot level "${b}"; one of ${BOT_LEVELS.join(', ')}.`);
  }
  let options: Record<string, unknown> = {};
  if (typeof raw.options === 'string') {
    try {
      options = JSON.parse(raw.options) as Record<string, unknown>;
    } catch {
      throw new UsageError('--options must be a JSON object.');
    }
    if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new UsageError('--options must be a JSON object.');
  }
  return {
    game: game as GameId,
    players,
    bots: bots as BotLevel[],
    games: typeof raw.games === 'string' ? int('games', raw.games, 1, 1_000_000) : 100,
    seed: typeof raw.seed === 'string' ? int('seed', raw.seed, 0, 0xffffffff) : 1,
    json: raw.json === true,
    maxSteps: typeof raw['max-steps'] === 'string' ? int('max-steps', raw['max-steps'], 1, 10_000_000) : 20_000,
    options,
  };
}

export interface SimResult {
  game: GameId;
  players: number;
  bots: BotLevel[];
  games: number;
  finished: number;
  errors: number;
  errorSamples: string[];
  meanActions: number;
  seats: { seat: number; level: BotLevel; wins: number; winRate: number; meanScore: number }[];
  msPerGame: number;
}

export function runSim(args: SimArgs): SimResult {
  const entry = GAMES[args.game]!;
  const options = entry.game.resolveOptions(args.options, args.players);
  const wins = Array(args.players).fill(0);
  const scores = Array(args.players).fill(0);
  let finished = 0;
  let errors = 0;
  let actions = 0;
  const errorSamples: string[] = [];
  const t0 = performance.now();
  for (let g = 0; g < args.games; g++) {
    const seed = mixSeed(args.seed, g);
    try {
      const { outcome, log } = playBotGame(entry, args.bots, seed, options, args.maxSteps);
      finished++;
      actions += log.length;
      for (const w of outcome.winners) wins[w]++;
      outcome.scores.forEach((s, i) => (scores[i] += s));
    } catch (e) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`game ${g} (seed ${seed}): ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const ms = performance.now() - t0;
  const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    game: args.game,
    players: args.players,
    bots: args.bots,
    games: args.games,
    finished,
    errors,
    errorSamples,
    meanActions: finished ? round(actions / finished, 1) : 0,
    seats: args.bots.map((level, seat) => ({
      seat,
      level,
      wins: wins[seat],
      winRate: finished ? round(wins[seat] / finished) : 0,
      meanScore: finished ? round(scores[seat] / finished, 2) : 0,
    })),
    msPerGame: round(ms / args.games, 2),
  };
}

function printTable(r: SimResult): void {
  const lines = [
    `${r.game}: ${r.games} games, ${r.players} players, ${r.finished} finished, ${r.errors} errors, ${r.meanActions} actions per game, ${r.msPerGame} ms per game`,
    'seat  level    wins  win rate  mean score',
    ...r.seats.map(
      (s) =>
        `${String(s.seat + 1).padEnd(6)}${s.level.padEnd(9)}${String(s.wins).padStart(4)}  ${(s.winRate * 100).toFixed(1).padStart(7)}%  ${s.meanScore.toFixed(2).padStart(10)}`,
    ),
    ...r.errorSamples.map((e) => `error: ${e}`),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

function main(): void {
  let args: SimArgs;
  try {
    args = parseSimArgs(process.argv.slice(2));
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write((e.message ? e.message + '\n' : '') + USAGE + '\n');
      process.exit(2);
    }
    throw e;
  }
  let result: SimResult;
  try {
    result = runSim(args);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
  if (args.json) process.stdout.write(JSON.stringify(result) + '\n');
  else printTable(result);
  process.exitCode = result.errors > 0 || result.finished !== result.games ? 1 : 0;
}

main();
