/**
 * Measures the dictionary: `npx tsx src/main/dictionary/measure.ts [--bots N]`. Prints how long starting
 * the worker blocks the caller, the decoding time, a lookup round trip, word searches of growing hands,
 * and with --bots the decision times of each bot level over N two-player games (hard against easy and
 * normal against perfect, the real dictionary).
 */
import { performance } from 'node:perf_hooks';
import type { BotLevel } from '../../common/contract';
import { mixSeed, Rng } from '../engine/core';
import { createWordsBotFactory, createWordsGame } from '../engine/games/words';
import { DictionaryClient } from './client';

function counts(letters: string): Record<string, number> {
  const c: Record<string, number> = {};
  for (const ch of letters) c[ch] = (c[ch] ?? 0) + 1;
  return c;
}

const dict = new DictionaryClient();
let t = performance.now();
dict.warmUp();
console.log(`warmUp() returned after ${(performance.now() - t).toFixed(1)} ms (the caller is not blocked)`);
const decodeMs = dict.ready();
console.log(`first answer after ${(performance.now() - t).toFixed(0)} ms; decoding in the worker took ${decodeMs.toFixed(0)} ms`);
const rounds = 5000;
t = performance.now();
for (let i = 0; i < rounds; i++) dict.spell(i % 2 ? 'молоко' : 'молокк', false);
console.log(`spell(): ${(((performance.now() - t) / rounds) * 1000).toFixed(1)} us per lookup (round trip to the worker)`);
const hands = ['кіт', 'оаинте', 'оаинтекр', 'оаинтекрсв', 'оаинтекрсвдл', 'оаинтекрсвдлмпуя'];
for (const wildcard of [false, true]) {
  for (const h of hands) {
    t = performance.now();
    const found = dict.findWords({ counts: counts(h), wildcard, proper: false, minLength: 2, maxLength: 10, limit: 400, maxVisits: 250_000 });
    console.log(`findWords: ${h.length} letters${wildcard ? ' + POLYSEMY' : ''}: ${found.length} words in ${(performance.now() - t).toFixed(1)} ms`);
  }
}
console.log(`rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);

const botGames = process.argv.includes('--bots') ? Number(process.argv[process.argv.indexOf('--bots') + 1] ?? 10) : 0;
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
dict.close();
