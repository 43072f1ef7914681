/**
 * The real Ukrainian dictionary (@cspell/dict-uk-ua through cspell-trie-lib) in its worker thread.
 * Slow to load (the trie is decoded once, about a second on an idle machine), so one client serves the file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DictionaryClient } from '../../src/main/dictionary';
import { GAMES } from '../../src/main/games';
import { makeHarness, playWordsBotGame, value } from '../fixtures/service';
import { INTERJECTIONS_WITHOUT_VOWEL, LOWERCASE_ABBREVIATIONS, createWordsGame, isAbbreviation, letterCardId } from '../../src/main/engine/games/words';
import { WORDS_ALPHABET } from '../../src/common/games/words';

const dict = new DictionaryClient();
afterAll(() => dict.close());

function counts(letters: string): Record<string, number> {
  const c: Record<string, number> = {};
  for (const ch of letters) c[ch] = (c[ch] ?? 0) + 1;
  return c;
}

describe('the Ukrainian dictionary', { timeout: 120_000 }, () => {
  it('loads nothing until it is first needed', () => {
    const lazy = new DictionaryClient();
    expect(lazy.started).toBe(false);
    lazy.close();
  });

  it('knows common words in any inflected form and refuses non-words', () => {
    expect(dict.ready()).toBeGreaterThan(0);
    for (const w of ['кіт', 'кота', 'котами', 'молоко', 'слава', 'їжак', 'та', 'ґанок']) expect(dict.spell(w, false), w).toEqual({ form: w, proper: false });
    // The case-insensitive lookup of the trie would accept these (accents stripped); the game's does not.
    for (const w of ['іжак', 'украіні', 'мии', 'ікт', 'кітт']) expect(dict.spell(w, false), w).toBeNull();
    expect(dict.has('іжак', false)).toBe(true);
    expect(dict.has('іжак', true)).toBe(false);
  });

  it('finds the apostrophe spelling of a card sequence', () => {
    expect(dict.spell('мясо', false)).toEqual({ form: "м'ясо", proper: false });
    expect(dict.spell('память', false)).toEqual({ form: "пам'ять", proper: false });
    expect(dict.spell('сімя', false)).toEqual({ form: "сім'я", proper: false });
  });

  it('tells proper nouns apart: only with the house rule, in the capitalised form', () => {
    expect(dict.spell('львів', false)).toBeNull();
    expect(dict.spell('львів', true)).toEqual({ form: 'Львів', proper: true });
    expect(dict.spell('україні', true)).toEqual({ form: 'Україні', proper: true });
    expect(dict.spell('кіт', true)).toEqual({ form: 'кіт', proper: false });
  });

  it('finds the words a hand makes, with a POLYSEMY only where the cards fall short', () => {
    const plain = dict.findWords({ counts: counts('кіт'), wildcard: false, proper: false, minLength: 2, limit: 100 });
    const forms = plain.map((w) => w.form);
    expect(forms).toEqual(expect.arrayContaining(['кіт', 'тік']));
    expect(plain.every((w) => w.wild === null && w.letters.length >= 2)).toBe(true);
    const wild = dict.findWords({ counts: counts('млк'), wildcard: true, proper: false, minLength: 2, limit: 5000 });
    expect(wild).toContainEqual({ form: 'молоко', letters: 'молоко', wild: 'о' });
    // The POLYSEMY is reported only where it is needed: the word has more of its letter than the hand.
    const n = (s: string, ch: string) => [...s].filter((x) => x === ch).length;
    for (const w of wild) if (w.wild !== null) expect(n(w.letters, w.wild), w.form).toBeGreaterThan(n('млк', w.wild));
    expect(wild.filter((w) => w.wild === null).every((w) => [...w.letters].every((ch) => 'млк'.includes(ch)))).toBe(true);
    const apostrophe = dict.findWords({ counts: counts('мясо'), wildcard: false, proper: false, minLength: 2, limit: 100 });
    expect(apostrophe).toContainEqual({ form: "м'ясо", letters: 'мясо', wild: null });
    const proper = dict.findWords({ counts: counts('львів'), wildcard: false, proper: true, minLength: 2, limit: 100 });
    expect(proper.map((w) => w.form)).toContain('Львів');
    const noProper = dict.findWords({ counts: counts('львів'), wildcard: false, proper: false, minLength: 2, limit: 100 });
    expect(noProper.map((w) => w.form)).not.toContain('Львів');
  });

  it('word scope (WD-A8): interjections are words; abbreviations and hyphenated words need their house rules', () => {
    // The lists are taken from the dictionary: each entry is a lowercase form it holds.
    for (const w of [...LOWERCASE_ABBREVIATIONS, ...INTERJECTIONS_WITHOUT_VOWEL]) expect(dict.has(w), w).toBe(true);
    for (const w of ['хм', 'гм', 'тсс', 'брр', 'пфф', 'тпру']) {
      expect(dict.spell(w, false), w).toEqual({ form: w, proper: false });
      expect(isAbbreviation(w), w).toBe(false);
    }
    for (const w of ['кг', 'грн', 'мм', 'кгс', 'ккал', 'США']) expect(isAbbreviation(w), w).toBe(true);
    expect(dict.spell('сша', false)).toBeNull();
    expect(dict.spell('сша', false, { capitals: true })).toEqual({ form: 'США', proper: false });
    expect(dict.spell('будьякий', false)).toBeNull();
    expect(dict.spell('будьякий', false, { hyphenated: true })).toEqual({ form: 'будь-який', proper: false });
    const game = createWordsGame(dict);
    const id = (l: string, pair = 1) => letterCardId(WORDS_ALPHABET.indexOf(l as (typeof WORDS_ALPHABET)[number]), pair, 1);
    const s = game.setup({ players: 2, seed: 1, options: game.resolveOptions({ firstPlayer: 0 }, 2) });
    const cards = [id('Х'), id('М'), id('К'), id('Г')];
    s.cells = s.cells.map((c) => (c !== null && cards.includes(c) ? null : c));
    s.seats[0].cards.push(...cards);
    const r = game.apply(s, 0, { type: 'compose', word: 'хм', cards: cards.slice(0, 2) });
    expect(r.state.seats[0].words[0]).toMatchObject({ word: 'хм' });
    expect(() => game.apply(s, 0, { type: 'compose', word: 'кг', cards: cards.slice(2) })).toThrow(/abbreviation/);
  });

  it('drives the game: "мясо" is recorded as "м\'ясо"', () => {
    const game = createWordsGame(dict);
    const id = (l: string) => letterCardId(WORDS_ALPHABET.indexOf(l as (typeof WORDS_ALPHABET)[number]), 1, 1);
    const s = game.setup({ players: 2, seed: 1, options: game.resolveOptions({ firstPlayer: 0 }, 2) });
    const cards = ['М', 'Я', 'С', 'О'].map(id);
    s.cells = s.cells.map((c) => (c !== null && cards.includes(c) ? null : c));
    s.seats[0].cards.push(...cards);
    const r = game.apply(s, 0, { type: 'compose', word: 'мясо', cards });
    expect(r.state.seats[0].words[0]).toMatchObject({ word: "м'ясо", points: 18, doubled: true });
  });

  it('plays a whole bot game through the session and reloads it from its save to the same state', async () => {
    const h = makeHarness(GAMES);
    try {
      const start = await playWordsBotGame(h);
      const end = value(await h.service.call('currentMatch', null))!;
      expect(end.outcome).not.toBeNull();
      const hash = h.service.current!.stateHash();
      const log = h.service.current!.logCopy();
      expect(log.some((e) => e.action.type === 'compose')).toBe(true);
      value(await h.service.call('closeMatch', null));
      const loaded = value(await h.service.call('loadSave', { id: start.matchId }));
      expect(h.service.current!.stateHash()).toBe(hash);
      expect(loaded.outcome).toEqual(end.outcome);
    } finally {
      h.cleanup();
    }
  });
});
