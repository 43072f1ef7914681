/**
 * The two UI languages: the same keys and parameters, and every Ukrainian word spelled as the Ukrainian
 * dictionary (@cspell/dict-uk-ua, read with cspell-trie-lib) knows it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { decodeTrie } from 'cspell-trie-lib';
import { describe, expect, it } from 'vitest';
import '../../src/renderer/games';
import { dictionary } from '../../src/renderer/i18n';
import type { Entry } from '../../src/renderer/i18n/en';

// The app's words and every game's (the list of games registers them).
const en = dictionary('en');
const uk = dictionary('uk');

const texts = (e: Entry): string[] => (typeof e === 'string' ? [e] : Object.values(e).filter((v): v is string => typeof v === 'string'));
const params = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Names and brand words that are ours, not dictionary words. */
// (атк, зах: Draker's short kinds of a combination, as ATT and DEF in English)
const OWN_WORDS = new Set(['клепка', 'клепки', 'клепку', 'дракер', 'дракері', 'var', 'атк', 'зах']);

describe('translations', () => {
  it('English and Ukrainian have the same keys', () => {
    expect(Object.keys(uk).sort()).toEqual(Object.keys(en).sort());
  });

  it('every Ukrainian string uses the same parameters as the English one and is not left in English', () => {
    for (const key of Object.keys(en)) {
      const enParams = [...new Set(texts(en[key]).flatMap(params))].sort();
      for (const s of texts(uk[key])) {
        for (const p of params(s)) expect(enParams, `${key}: {${p}}`).toContain(p);
      }
      const ukText = texts(uk[key]).join(' ');
      if (/[a-z]{4,}/i.test(texts(en[key]).join(' ').replace(/\{\w+\}/g, '')) && !key.startsWith('lang.')) {
        expect(ukText, `${key} is not translated`).toMatch(/[а-яіїєґ]/i);
      }
    }
  });

  it('every Ukrainian word is in the Ukrainian dictionary', () => {
    const dir = dirname(createRequire(import.meta.url).resolve('@cspell/dict-uk-ua/cspell-ext.json'));
    const trie = decodeTrie(readFileSync(join(dir, 'uk_ua.trie'), 'utf8'));
    const words = new Set<string>();
    for (const entry of Object.values(uk)) {
      for (const s of texts(entry)) {
        const plain = s.replace(/\{\w+\}/g, ' ').normalize('NFC').replace(/[\u02bc\u2019`]/g, "'");
        for (const m of plain.matchAll(/[А-ЯҐЄІЇа-яґєії']+/g)) words.add(m[0].replace(/^'+|'+$/g, ''));
      }
    }
    expect(words.size).toBeGreaterThan(200);
    const unknown = [...words].filter((w) => {
      const lower = w.toLowerCase();
      // a single letter is a card of Klepka Words (the lesson names them)
      if (OWN_WORDS.has(lower) || w.length === 1) return false;
      return !trie.hasWord(lower, true) && !trie.hasWord(w, true) && !trie.hasWord(lower[0].toUpperCase() + lower.slice(1), true);
    });
    expect(unknown).toEqual([]);
  });

  it('the check itself rejects misspellings', () => {
    const dir = dirname(createRequire(import.meta.url).resolve('@cspell/dict-uk-ua/cspell-ext.json'));
    const trie = decodeTrie(readFileSync(join(dir, 'uk_ua.trie'), 'utf8'));
    expect(trie.hasWord('картка', true)).toBe(true);
    expect(trie.hasWord('жовта', true)).toBe(true);
    expect(trie.hasWord('іжак', true)).toBe(false);
    expect(trie.hasWord('карткка', true)).toBe(false);
  });
});
