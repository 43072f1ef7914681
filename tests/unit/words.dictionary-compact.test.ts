/**
 * The compact dictionary gives exactly the former answers: the former per-thread decoded trie
 * (tests/fixtures/reference-dictionary) and the compact one are asked the same questions over a large
 * random sample of dictionary entries, their case and apostrophe variants, non-words, and the bots'
 * searches for random hands with and without a POLYSEMY. Both load the real dictionary: slow.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDictionaryMemory, DictionaryClient } from '../../src/main/dictionary';
import { CompactTrie } from '../../src/main/dictionary/compact';
import { Rng } from '../../src/main/engine/core';
import type { SpellScope, WordQuery } from '../../src/main/engine/games/words';
import { ReferenceDictionary } from '../fixtures/reference-dictionary/client';

const cacheDir = mkdtempSync(join(tmpdir(), 'card-table-dictionary-'));
const memory = createDictionaryMemory();
const compact = new DictionaryClient(undefined, () => memory, () => cacheDir);
const reference = new ReferenceDictionary();
afterAll(() => {
  compact.close();
  reference.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const LOWER = [...'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'];
const SCOPES: [boolean, SpellScope][] = [
  [false, {}],
  [true, {}],
  [false, { hyphenated: true }],
  [false, { capitals: true }],
  [true, { capitals: true, hyphenated: true }],
];

/** A random dictionary entry: a random descent from the root (cspell's `~` branch of loose forms left out). */
function randomEntry(trie: CompactTrie, rng: Rng): string {
  for (;;) {
    let node = 0;
    let form = '';
    for (;;) {
      const children: [string, number][] = [];
      for (const ch of [...LOWER, ...LOWER.map((c) => c.toUpperCase()), "'", '-']) {
        const child = trie.child(node, ch.charCodeAt(0));
        if (child >= 0) children.push([ch, child]);
      }
      if (trie.isWord(node) && form && (children.length === 0 || rng.int(4) === 0)) return form;
      if (children.length === 0) break;
      const [ch, child] = children[rng.int(children.length)];
      form += ch;
      node = child;
    }
  }
}

function randomLetters(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += LOWER[rng.int(LOWER.length)];
  return s;
}

function counts(letters: string): Record<string, number> {
  const c: Record<string, number> = {};
  for (const ch of letters) c[ch] = (c[ch] ?? 0) + 1;
  return c;
}

describe('the compact dictionary answers as the former decoded trie', { timeout: 600_000 }, () => {
  it('spells and checks thousands of entries, their variants and non-words the same', () => {
    compact.ready();
    reference.ready();
    const trie = new CompactTrie(memory.data);
    const rng = new Rng(20261125);
    const words = new Set<string>();
    while (words.size < 2000) words.add(randomEntry(trie, rng));
    const letterQuestions = new Set<string>();
    const rawQuestions = new Set<string>();
    for (const form of words) {
      const letters = form.replace(/['-]/g, '').toLowerCase();
      letterQuestions.add(letters);
      // Apostrophe variants: one inserted at a random place (a word with an apostrophe never matches as letters).
      const at = 1 + rng.int(Math.max(1, letters.length - 1));
      rawQuestions.add(form).add(form.toLowerCase()).add(form.toUpperCase()).add(form[0].toUpperCase() + form.slice(1).toLowerCase());
      rawQuestions.add(letters.slice(0, at) + "'" + letters.slice(at)).add(form.replace(/'/g, ''));
      // Near misses: one letter changed, one added.
      letterQuestions.add(letters.slice(0, at - 1) + LOWER[rng.int(LOWER.length)] + letters.slice(at));
      letterQuestions.add(letters + LOWER[rng.int(LOWER.length)]);
    }
    for (let i = 0; i < 2000; i++) letterQuestions.add(randomLetters(rng, 2 + rng.int(7)));
    let wordsFound = 0;
    for (const letters of letterQuestions) {
      for (const [proper, scope] of SCOPES) {
        const expected = reference.spell(letters, proper, scope);
        if (expected) wordsFound++;
        expect(compact.spell(letters, proper, scope), `${letters} ${proper} ${JSON.stringify(scope)}`).toEqual(expected);
      }
    }
    for (const word of rawQuestions) {
      expect(compact.has(word, true), word).toBe(reference.has(word, true));
      expect(compact.has(word, false), word).toBe(reference.has(word, false));
    }
    // The sample is meaningful: most entries are found, most random letter strings are not.
    expect(wordsFound).toBeGreaterThan(2000);
    expect(letterQuestions.size * SCOPES.length - wordsFound).toBeGreaterThan(2000 * SCOPES.length * 0.8);
  });

  it('finds the same words, in the same order, for random hands (8, 12 and 16 letters, with and without a POLYSEMY)', () => {
    const rng = new Rng(7);
    let total = 0;
    for (const size of [8, 12, 16]) {
      for (let i = 0; i < 6; i++) {
        const hand = randomLetters(rng, size);
        for (const wildcard of [false, true]) {
          const query: WordQuery = { counts: counts(hand), wildcard, proper: i % 2 === 1, minLength: 2, maxLength: 10, limit: 400, maxVisits: 250_000 };
          const expected = reference.findWords(query);
          total += expected.length;
          expect(compact.findWords(query), `${hand} ${wildcard}`).toEqual(expected);
        }
      }
    }
    expect(total).toBeGreaterThan(1000);
  });

  it('keeps the built form in its cache folder: a later start reads it back and answers the same; a damaged file is rebuilt', () => {
    compact.ready();
    const files = readdirSync(cacheDir);
    expect(files).toEqual([expect.stringMatching(/^uk-ua-[\d.]+-[0-9a-f]+\.dawg$/)]);
    const againMemory = createDictionaryMemory();
    const again = new DictionaryClient(undefined, () => againMemory, () => cacheDir);
    expect(again.byteLength).toBe(compact.byteLength);
    expect(Buffer.from(againMemory.data).equals(Buffer.from(memory.data))).toBe(true);
    again.close();
    writeFileSync(join(cacheDir, files[0]), new Uint8Array(64));
    const rebuilt = new DictionaryClient(undefined, () => createDictionaryMemory(), () => cacheDir);
    expect(rebuilt.spell('мясо', false)).toEqual({ form: "м'ясо", proper: false });
    expect(rebuilt.byteLength).toBe(compact.byteLength);
    rebuilt.close();
  });
});

