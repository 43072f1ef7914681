/**
 * Measures the dictionary: `npx tsx src/main/dictionary/measure.ts [--clients N] [--cache DIR] [--bots N]`. Prints the
 * resident memory before and after loading, how long starting blocks the caller, the time to the first
 * answer, a lookup, word searches of growing hands, and with --bots the decision times of each bot level
 * over N two-player games (hard against easy and normal against perfect, the real dictionary).
 * --clients N loads N clients at once, as N threads of one process do (the main thread and bot workers).
 * --pool N plays a Klepka Words game of three bots (hard, normal, easy) through a bot pool of N workers,
 * as the browser host does, and prints the peak resident memory of the process.
 */
import { performance } from 'node:perf_hooks';
import type { BotLevel } from '../../common/contract';
import { mixSeed, Rng } from '../engine/core';
import { createWordsBotFactory, createWordsGame } from '../engine/games/words';
import { DictionaryClient } from './client';
import { playPoolGame } from './figures';

function counts(letters: string): Record<string, number> {
  const c: Record<string, number> = {};
  for (const ch of letters) c[ch] = (c[ch] ?? 0) + 1;
  return c;
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`;
const arg = (name: string, fallback: number): number =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1] ?? fallback) : 0;
const rssBefore = process.memoryUsage().rss;
// --cache DIR: keep the built dictionary there (the second run reads it back, as the app does).
const cacheDir = process.argv.includes('--cache') ? process.argv[process.argv.indexOf('--cache') + 1] : null;
const dict = new DictionaryClient(undefined, undefined, () => cacheDir);
let t = performance.now();
dict.warmUp();
console.log(`warmUp() returned after ${(performance.now() - t).toFixed(1)} ms (the caller is not blocked)`);
dict.ready();
console.log(`first answer after ${(performance.now() - t).toFixed(0)} ms; the compact dictionary takes ${mb(dict.byteLength)} of shared memory`);
const rssOne = process.memoryUsage().rss;
console.log(`rss before ${mb(rssBefore)}, with the dictionary loaded ${mb(rssOne)}: ${mb(rssOne - rssBefore)} for one client`);
const extraClients = Math.max(0, arg('--clients', 1) - 1);
if (extraClients > 0) {
  const others = Array.from({ length: extraClients }, () => new DictionaryClient());
  for (const o of others) o.warmUp();
  for (const o of others) o.ready();
  const rssAll = process.memoryUsage().rss;
  console.log(`${extraClients + 1} clients loaded: rss ${mb(rssAll)}, ${mb(rssAll - rssBefore)} for the dictionary`);
  for (const o of others) o.close();
}
const rounds = 5000;
t = performance.now();
for (let i = 0; i < rounds; i++) dict.spell(i % 2 ? 'молоко' : 'молокк', false);
console.log(`spell(): ${(((performance.now() - t) / rounds) * 1000).toFixed(1)} us per lookup`);
const hands = ['кіт', 'оаинте', 'оаинтекр', 'оаинтекрсв', 'оаинтекрсвдл', 'оаинтекрсвдлмпуя'];
for (const wildcard of [false, true]) {
  for (const h of hands) {
    t = performance.now();
    const found = dict.findWords({ counts: counts(h), wildcard, proper: false, minLength: 2, maxLength: 10, limit: 400, maxVisits: 250_000 });
    console.log(`findWords: ${h.length} letters${wildcard ? ' + POLYSEMY' : ''}: ${found.length} words in ${(performance.now() - t).toFixed(1)} ms`);
  }
}
console.log(`rss ${mb(process.memoryUsage().rss)}`);

const botGames = arg('--bots', 10);
if (botGames > 0) {
  const game = createWordsGame(dict);
  const factory = createWordsBotFactory(dict);
  const times: Record<string, number[]> = {};
  for (let g = 0; g < botGames; g++) {
    for (const levels of [['hard', 'easy'], ['normal', 'perfect']] as BotLevel[][]) {
      const options = game.resolveOptions({}, 2);
      let state = game.setup({ players: 2, seed: g + 1, options });
      const bots = levels.map((level, seat) => factory({ seat, players: 2, level, options }));
      for (let i = 0; game.outcome(state) === null; i++) {
        const w = game.reactionWindow(state);
        const seat = w ? w.seat : game.actors(state)[0];
        const started = performance.now();
        const action = bots[seat].decide(game.view(state, seat), game.legalActions(state, seat), new Rng(mixSeed(g, seat, i)));
        (times[levels[seat]] ??= []).push(performance.now() - started);
        const res = game.apply(state, seat, action);
        state = res.state;
        bots.forEach((b, s) => b.observe(res.events, game.view(state, s), new Rng(mixSeed(g, s, i, 2))));
      }
    }
  }
  for (const [level, t] of Object.entries(times)) {
    t.sort((a, b) => a - b);
    const at = (q: number) => t[Math.min(t.length - 1, Math.floor(q * t.length))].toFixed(1);
    console.log(`${level}: ${t.length} decisions, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  }
}

const poolSize = arg('--pool', 3);
if (poolSize > 0) {
  const g = await playPoolGame(poolSize);
  console.log(`pool of ${g.pool} workers, a Klepka Words game of three bots (${g.actions} actions, ${g.seconds} s, ${g.cpuSeconds} s of CPU): peak rss ${g.peakMb} MB`);
}
dict.close();
