/**
 * Measures the dictionary: `npx tsx src/main/dictionary/measure.ts`. Prints how long starting the
 * worker blocks the caller, the decoding time, a lookup round trip, and word searches of growing hands.
 */
import { performance } from 'node:perf_hooks';
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
    const found = dict.findWords({ counts: counts(h), wildcard, proper: false, minLength: 2, maxLength: 10, limit: 600 });
    console.log(`findWords: ${h.length} letters${wildcard ? ' + POLYSEMY' : ''}: ${found.length} words in ${(performance.now() - t).toFixed(1)} ms`);
  }
}
console.log(`rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
dict.close();
