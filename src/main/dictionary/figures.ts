/**
 * Dictionary figures for `npm run bench -- --game words` and measure.ts: how long the first-ever build
 * and a start from the cache take, the size of the compact form, a lookup, and the peak resident memory
 * of a process that plays a Klepka Words game of three bots through a bot pool (as the browser host
 * does). The pool game runs in a fresh process (pool-peak.ts) so nothing else this process did counts.
 */
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BotLevel } from '../../common/contract';
import { WorkerBotHost } from '../bots/pool';
import { GAMES } from '../games';
import { DictionaryClient } from './client';
import { createDictionaryMemory } from './memory';

export interface PoolGameFigures {
  /** Most bot workers the pool may start. */
  pool: number;
  actions: number;
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
}

export interface DictionaryFigures {
  /** First use with no cache: the build from the cspell trie file, until the first answer. */
  buildMs: number;
  /** First use in a later start: read back from the cache. */
  fromCacheMs: number;
  megabytes: number;
  spellMicros: number;
  /** Three-bot games with the default pool (cores - 1) and with 8 workers. */
  poolGames: PoolGameFigures[];
}

/** Run from source (tsx) or built into out/cli (npm run bench), where the workers are built beside it. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const BOT_WORKER = FROM_SOURCE ? new URL('../bots/worker.ts', import.meta.url) : new URL('./bot-worker.js', import.meta.url);
const POOL_PEAK = FROM_SOURCE ? new URL('./pool-peak.ts', import.meta.url) : new URL('./pool-peak.js', import.meta.url);

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** One Klepka Words game of three bots (hard, normal, easy) through a pool of `size` workers. */
export async function playPoolGame(size: number): Promise<PoolGameFigures> {
  let peak = process.memoryUsage().rss;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const host = new WorkerBotHost({ entry: BOT_WORKER, size });
  try {
    const entry = GAMES.words;
    if (!entry) throw new Error('Klepka Words is not registered.');
    const game = entry.game;
    const players = 3;
    const options = game.resolveOptions({}, players);
    let state = game.setup({ players, seed: 11, options });
    const levels: BotLevel[] = ['hard', 'normal', 'easy'];
    const bots = levels.map((level, seat) => ({ id: `seat-${seat}`, seat, level }));
    host.open('m', { gameId: 'words', players, options, bots });
    let actions = 0;
    for (; game.outcome(state) === null && actions < 2000; actions++) {
      const w = game.reactionWindow(state);
      const seat = w ? w.seat : game.actors(state)[0];
      const { action } = await host.decide('m', `seat-${seat}`, game.view(state, seat), game.legalActions(state, seat), actions);
      const res = game.apply(state, seat, action);
      state = res.state;
      for (const b of bots) host.observe('m', b.id, res.events, game.view(state, b.seat), actions);
    }
    host.close('m');
    const used = process.cpuUsage(cpuBefore);
    return { pool: size, actions, seconds: round1((performance.now() - started) / 1000), cpuSeconds: round1((used.user + used.system) / 1e6), peakMb: Math.round(peak / 1e6) };
  } finally {
    clearInterval(sampler);
    await host.dispose();
  }
}

/** playPoolGame in a fresh process (pool-peak.ts under tsx, or the built pool-peak.js), the dictionary read from `cacheDir`. */
function poolGameApart(size: number, cacheDir: string): Promise<PoolGameFigures> {
  const script = fileURLToPath(POOL_PEAK);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...(FROM_SOURCE ? ['--import', 'tsx'] : []), script, String(size), cacheDir], (error, stdout, stderr) => {
      if (error) reject(new Error(`The pool game of ${size} workers failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as PoolGameFigures);
    });
  });
}

/** All the figures; `cacheDir` must be an empty folder (the first build writes its cache there). */
export async function measureDictionary(cacheDir: string): Promise<DictionaryFigures> {
  const timeToFirstAnswer = (client: DictionaryClient): number => {
    const started = performance.now();
    client.ready();
    return performance.now() - started;
  };
  const built = new DictionaryClient(undefined, createDictionaryMemory, () => cacheDir);
  const buildMs = timeToFirstAnswer(built);
  const cached = new DictionaryClient(undefined, createDictionaryMemory, () => cacheDir);
  const fromCacheMs = timeToFirstAnswer(cached);
  const rounds = 20_000;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) cached.spell(i % 2 ? 'молоко' : 'молокк', false);
  const spellMicros = ((performance.now() - started) / rounds) * 1000;
  const poolGames: PoolGameFigures[] = [];
  for (const size of [Math.max(1, availableParallelism() - 1), 8]) poolGames.push(await poolGameApart(size, cacheDir));
  return { buildMs: Math.round(buildMs), fromCacheMs: Math.round(fromCacheMs), megabytes: round1(cached.byteLength / 1e6), spellMicros: round1(spellMicros), poolGames };
}

export function formatDictionaryFigures(f: DictionaryFigures): string[] {
  return [
    `  dictionary:                     first build ${f.buildMs} ms, from the cache ${f.fromCacheMs} ms, ${f.megabytes} MB shared, spell() ${f.spellMicros} us`,
    ...f.poolGames.map(
      (g) => `  three-bot game, pool of ${g.pool}:${' '.repeat(Math.max(1, 6 - String(g.pool).length))}peak rss ${g.peakMb} MB (${g.actions} actions, ${g.seconds} s, ${g.cpuSeconds} s of CPU)`,
    ),
  ];
}
