/**
 * Speed figures per registered game: engine actions and random games per second, search iterations per
 * second, bot decision latency per level, autosave time per action, load-and-verify time of a finished
 * bot game and of a 1000-action save; for Rush for Medals, the search beside boardgame.io's MCTS bot
 * (side-by-side.ts). `npm run bench -- [--json] [--game ID] [--seconds S] [--players N]`.
 * How each figure is taken: benchmark.ts. Measures only; asserts nothing.
 */
import { GAME_IDS } from '../common/contract';
import type { GameId } from '../common/contract';
import { GAMES } from '../main/games';
import { benchGame, formatBench } from './benchmark';
import type { GameBench } from './benchmark';
import { formatSideBySide, rushSideBySide } from './side-by-side';
import type { SideBySide } from './side-by-side';
import { requireSupportedNode } from '../main/node-version';

const USAGE = `Usage: npm run bench -- [--json] [--game ID] [--seconds S] [--players N]
  --game     one registered game (default: every registered game)
  --seconds  time budget per game (default 40; the bot latency uses what the other figures leave)
  --players  players at the table (default 4, within each game's limits)
  --json     one JSON object keyed by game id`;

interface BenchArgs {
  json: boolean;
  games: GameId[];
  seconds: number;
  players?: number;
}

function parseArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { json: false, games: [...GAME_IDS], seconds: 40 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const eq = a.indexOf('=');
    const key = eq < 0 ? a : a.slice(0, eq);
    if (key === '--json' && eq < 0) {
      args.json = true;
      continue;
    }
    if (key === '--help') throw new Error('');
    if (!['--game', '--seconds', '--players'].includes(key)) throw new Error(`Unknown argument "${a}".`);
    const v = eq >= 0 ? a.slice(eq + 1) : argv[++i];
    if (v === undefined || v === '' || v.startsWith('--')) throw new Error(`${key} needs a value.`);
    if (key === '--game') {
      if (!Object.hasOwn(GAMES, v)) throw new Error(`--game must be a registered game (${args.games.join(', ')}), not "${v}".`);
      args.games = [v as GameId];
    } else {
      const n = Number(v);
      if (key === '--seconds' && (!Number.isFinite(n) || n <= 0 || n > 3600)) throw new Error(`--seconds must be a number of seconds from 0 to 3600, not "${v}".`);
      if (key === '--players' && (!Number.isInteger(n) || n < 1 || n > 99)) throw new Error(`--players must be a whole number, not "${v}".`);
      if (key === '--seconds') args.seconds = n;
      else args.players = n;
    }
  }
  return args;
}

async function main(): Promise<void> {
  requireSupportedNode();
  let args: BenchArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    (message ? process.stderr : process.stdout).write(`${message ? message + '\n\n' : ''}${USAGE}\n`);
    process.exit(message ? 2 : 0);
  }
  const results: Partial<Record<GameId, GameBench>> = {};
  for (const id of args.games) {
    if (!args.json) process.stderr.write(`${id}: measuring for about ${args.seconds} s...\n`);
    const r: GameBench & { sideBySide?: SideBySide } = await benchGame(id, GAMES, { seconds: args.seconds, players: args.players });
    // Rush for Medals: the lean search beside boardgame.io's MCTS bot, the same rules and positions.
    if (id === 'rush') r.sideBySide = await rushSideBySide(r.players, Math.min(5, Math.max(1, args.seconds / 8)));
    results[id] = r;
    if (!args.json) process.stdout.write(formatBench(r) + (r.sideBySide ? formatSideBySide(r.sideBySide) : ''));
  }
  if (args.json) process.stdout.write(JSON.stringify(results) + '\n');
}

void main().catch((e: unknown) => {
  process.stderr.write(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
