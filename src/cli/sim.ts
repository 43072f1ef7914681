/**
 * Bot tournaments: `npm run sim -- --game football --players 2 --bots hard,normal --games 400 --seed 1 [--json]`.
 * The rules of seating and the figures are in SIM_USAGE (tournament.ts). Exits 1 when a game threw or did
 * not finish, 2 on a usage error.
 */
import { performance } from 'node:perf_hooks';
import { formatSim, parseSimArgs, runSim, runSimParallel, SIM_USAGE, UsageError } from './tournament';
import type { SimArgs, SimResult } from './tournament';
import { requireSupportedNode } from '../main/node-version';

const PROGRESS_EVERY_MS = 15_000;

async function main(): Promise<void> {
  requireSupportedNode();
  let args: SimArgs;
  try {
    args = parseSimArgs(process.argv.slice(2));
  } catch (e) {
    if (e instanceof UsageError) {
      if (!e.message) {
        process.stdout.write(SIM_USAGE + '\n');
        process.exit(0);
      }
      process.stderr.write(`${e.message}\n\n${SIM_USAGE}\n`);
      process.exit(2);
    }
    throw e;
  }
  // Long tournaments tell how far they are on stderr (stdout stays the result).
  const start = performance.now();
  let lastNote = start;
  const progress = (done: number): void => {
    const now = performance.now();
    if (now - lastNote < PROGRESS_EVERY_MS || done === args.games) return;
    lastNote = now;
    const perGame = (now - start) / done;
    process.stderr.write(`sim: ${done}/${args.games} games, ${Math.round((now - start) / 1000)} s, about ${Math.round((perGame * (args.games - done)) / 1000)} s to go\n`);
  };
  let result: SimResult;
  try {
    result = args.jobs > 1 ? await runSimParallel(args, progress) : runSim(args, progress);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
  process.stdout.write(args.json ? JSON.stringify(result) + '\n' : formatSim(result));
  if (result.failed > 0) {
    process.stderr.write(`${result.failed} of ${result.games} games failed: ${result.failures.map((f) => `game ${f.game} (seed ${f.seed})`).join(', ')}\n`);
  }
  process.exitCode = result.failed > 0 || result.finished !== result.games ? 1 : 0;
}

void main();
