import { describe, expect, it } from 'vitest';
import { RuleError, stableStringify } from '../../src/main/engine/core';
import { WORDS_ALPHABET, WORDS_DEFAULT_OPTIONS, scoreWord } from '../../src/common/games/words';
import type { WordsAction, WordsEvent, WordsOptions } from '../../src/common/games/words';
import { cardOf, composition, createListWordList, createWordsGame, createWordsManifest, letterCardId } from '../../src/main/engine/games/words';
import type { WordsState } from '../../src/main/engine/games/words';
import { canonicalMove } from '../../src/main/session/actions';

const WORDS = createListWordList(['кг', 'кіт', 'тік', 'молоко', "м'ясо", 'слава', 'та', 'Львів', 'Україні', 'сон', 'ніс', 'нота', 'рак', 'кора',
  // Word scope (WD-A8): interjections without a vowel, abbreviations (listed, vowelless, in capitals), a hyphenated word.
  'хм', 'тсс', 'пфф', 'ккал', 'кгс', 'США', 'будь-який']);
const G = createWordsGame(WORDS);
const M = createWordsManifest(WORDS);

/** Card id of a letter card: `pair` counts from 1 (the first `bluePairs` pairs of a letter are blue). */
function L(letter: string, pair = 1, copy: 1 | 2 = 1): string {
  const i = WORDS_ALPHABET.indexOf(letter as (typeof WORDS_ALPHABET)[number]);
  expect(i).toBeGreaterThanOrEqual(0);
  return letterCardId(i, pair, copy);
}

/** A stacked deck: the given ids at the given cells, the rest of the composition after them. */
function stack(place: Record<number, string>, options: WordsOptions = WORDS_DEFAULT_OPTIONS): string[] {
  const ids = composition(options);
  const order: (string | null)[] = new Array(ids.length).fill(null);
  for (const [c, id] of Object.entries(place)) {
    expect(ids).toContain(id);
    order[Number(c)] = id;
  }
  const used = new Set(Object.values(place));
  const rest = ids.filter((id) => !used.has(id));
  let k = 0;
  for (let i = 0; i < order.length; i++) if (order[i] === null) order[i] = rest[k++];
  return order as string[];
}

class Table {
  state: WordsState;
  last: WordsEvent[] = [];

  constructor(place: Record<number, string> = {}, opts: Partial<WordsOptions> = {}, players = 2, first = 0) {
    const options = G.resolveOptions({ firstPlayer: first, ...opts }, players);
    this.state = G.setup({ players, seed: 7, options, deck: stack(place, options) });
  }

  /** Moves cards from the table (or from nowhere, for prize ids already placed) into a seat's hand. */
  give(seat: number, ids: string[]): void {
    const s = structuredClone(this.state);
    for (const id of ids) {
      const c = s.cells.indexOf(id);
      if (c >= 0) s.cells[c] = null;
      for (const p of s.seats) p.cards = p.cards.filter((x) => x !== id);
      s.seats[seat].cards.push(id);
    }
    this.state = s;
  }

  act(seat: number, action: WordsAction): WordsEvent[] {
    const r = G.apply(this.state, seat, action);
    this.state = r.state;
    this.last = r.events;
    return r.events;
  }

  passAll(): void {
    for (let w = G.reactionWindow(this.state); w; w = G.reactionWindow(this.state)) this.act(w.seat, { type: 'pass' });
  }

  /** A move received (canonicalMove owns its shape): expects a RuleError with `code` and an unchanged state. */
  rejects(seat: number, action: WordsAction, code: string): RuleError {
    const before = stableStringify(this.state);
    let err: unknown;
    try {
      G.apply(this.state, seat, canonicalMove(M, this.state, seat, action) as WordsAction);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RuleError);
    expect((err as RuleError).code).toBe(code);
    expect(stableStringify(this.state)).toBe(before);
    return err as RuleError;
  }
}

const P1 = 0;
const P2 = 1;
const P3 = 2;

describe('Klepka Words: composition and options', () => {
  it('builds the proposed box: 64 letter pairs and 12 prize cards, 140 cards on a 10x14 grid', () => {
    const ids = composition(WORDS_DEFAULT_OPTIONS);
    expect(ids.length).toBe(140);
    expect(new Set(ids).size).toBe(140);
    expect(WORDS_DEFAULT_OPTIONS.rows * WORDS_DEFAULT_OPTIONS.cols).toBe(140);
    const letters = ids.map((id) => cardOf(id, WORDS_DEFAULT_OPTIONS)).filter((c) => c.kind === 'letter');
    expect(letters.length).toBe(128);
    const blue = letters.filter((c) => c.kind === 'letter' && c.colour === 'blue').length;
    expect(blue / 2).toBe(33);
    const countOf = (l: string) => letters.filter((c) => c.kind === 'letter' && c.letter === l).length / 2;
    expect([countOf('О'), countOf('А'), countOf('И'), countOf('Ґ'), countOf('У')]).toEqual([6, 5, 4, 1, 2]);
    const g = cardOf(L('Ґ'), WORDS_DEFAULT_OPTIONS);
    expect(g).toMatchObject({ kind: 'letter', letter: 'Ґ', points: 10, colour: 'blue' });
    expect(cardOf(L('Г'), WORDS_DEFAULT_OPTIONS)).toMatchObject({ colour: 'yellow', points: 4 });
    // І: 1 blue pair, 2 yellow.
    expect(cardOf(L('І', 1), WORDS_DEFAULT_OPTIONS)).toMatchObject({ colour: 'blue' });
    expect(cardOf(L('І', 3), WORDS_DEFAULT_OPTIONS)).toMatchObject({ colour: 'yellow' });
  });

  it('rejects malformed options with a readable error', () => {
    expect(() => G.resolveOptions({ rows: 2, cols: 2 }, 2)).toThrow(/too few/);
    expect(() => G.resolveOptions({ colour: 1 }, 2)).toThrow(/Unknown option/);
    expect(() => G.resolveOptions({ letterPairs: [1, 2] }, 2)).toThrow(/33 counts/);
    expect(() => G.resolveOptions({ noRepeats: 2 }, 2)).toThrow(RuleError);
    expect(G.resolveOptions({ noRepeats: true }, 2).noRepeats).toBe(1);
    const blue = [...WORDS_DEFAULT_OPTIONS.bluePairs];
    blue[4] = 2; // Ґ has one pair
    expect(() => G.resolveOptions({ bluePairs: blue }, 2)).toThrow(/cannot have 2 blue/);
    expect(() => G.setup({ players: 5, seed: 1, options: WORDS_DEFAULT_OPTIONS })).toThrow(/2 to 4/);
  });
});

describe('Klepka Words: scoring words (rules section 8, cases 5-9, 14, 15)', () => {
  it('case 5: "кіт" from К(b) І(b) Т(b) scores 8; with a yellow І it scores 4', () => {
    const t = new Table();
    t.give(P1, [L('К', 1), L('І', 1), L('Т', 1), L('І', 2)]);
    t.act(P1, { type: 'compose', word: 'кіт', cards: [L('К', 1), L('І', 1), L('Т', 1)] });
    expect(t.state.seats[P1].words[0]).toMatchObject({ word: 'кіт', points: 8, doubled: true });
    const t2 = new Table();
    t2.give(P1, [L('К', 1), L('І', 2), L('Т', 1)]);
    t2.act(P1, { type: 'compose', word: 'КІТ', cards: [L('Т', 1), L('К', 1), L('І', 2)] });
    expect(t2.state.seats[P1].words[0]).toMatchObject({ word: 'кіт', points: 4, doubled: false });
    // The score sheet lists the cards in the word's order whatever order they were given in.
    expect(t2.state.seats[P1].words[0].cards).toEqual([L('К', 1), L('І', 2), L('Т', 1)]);
    expect(t2.state.seats[P1].cards).toEqual([]);
    expect(t2.state.discard).toEqual(expect.arrayContaining([L('К', 1), L('І', 2), L('Т', 1)]));
  });

  it('case 6: "молоко" from yellow М, Л, К and POLYSEMY for О scores 12; the POLYSEMY is discarded', () => {
    const t = new Table();
    t.give(P1, [L('М', 2), L('Л', 2), L('К', 2), 'polysemy-1']);
    const ev = t.act(P1, { type: 'compose', word: 'молоко', cards: [L('М', 2), L('Л', 2), L('К', 2)], polysemy: { card: 'polysemy-1', letter: 'О' } });
    const w = ev.find((e) => e.type === 'word');
    expect(w).toMatchObject({ record: { word: 'молоко', points: 12, doubled: true, polysemyLetter: 'О' } });
    expect(t.state.discard).toContain('polysemy-1');
    expect(t.state.seats[P1].cards).toEqual([]);
  });

  it('POLYSEMY covers every occurrence of its letter: a real card of that letter is refused', () => {
    const t = new Table();
    t.give(P1, [L('М', 2), L('Л', 2), L('К', 2), L('О', 1), 'polysemy-1']);
    t.rejects(P1, { type: 'compose', word: 'молоко', cards: [L('М', 2), L('Л', 2), L('К', 2), L('О', 1)], polysemy: { card: 'polysemy-1', letter: 'О' } }, 'polysemyLetterHeld');
    t.rejects(P1, { type: 'compose', word: 'молоко', cards: [L('М', 2), L('Л', 2), L('К', 2)], polysemy: { card: 'polysemy-2', letter: 'О' } }, 'noPolysemy');
    t.rejects(P1, { type: 'compose', word: 'молоко', cards: [L('М', 2), L('Л', 2), L('К', 2)], polysemy: { card: 'polysemy-1', letter: 'Q' } }, 'badPolysemyLetter');
    // Without the POLYSEMY the cards do not spell the word.
    t.rejects(P1, { type: 'compose', word: 'молоко', cards: [L('М', 2), L('Л', 2), L('К', 2), L('О', 1)] }, 'lettersMismatch');
  });

  it('case 7: cards М Я С О make "м\'ясо" (the apostrophe is free): 9 points, 18 in one colour', () => {
    const t = new Table();
    t.give(P1, [L('М', 1), L('Я', 1), L('С', 1), L('О', 1)]);
    t.act(P1, { type: 'compose', word: 'мясо', cards: [L('М', 1), L('Я', 1), L('С', 1), L('О', 1)] });
    expect(t.state.seats[P1].words[0]).toMatchObject({ word: "м'ясо", points: 18, doubled: true });
    const t2 = new Table();
    t2.give(P1, [L('М', 1), L('Я', 1), L('С', 2), L('О', 1)]);
    t2.act(P1, { type: 'compose', word: 'м\u2019ясо', cards: [L('М', 1), L('Я', 1), L('С', 2), L('О', 1)] });
    expect(t2.state.seats[P1].words[0]).toMatchObject({ word: "м'ясо", points: 9, doubled: false });
  });

  it('case 8: "Львів" is refused as a proper noun by default and accepted with the house rule', () => {
    const hand = [L('Л', 1), L('Ь', 1), L('В', 1), L('І', 1), L('В', 2)];
    const t = new Table();
    t.give(P1, hand);
    t.rejects(P1, { type: 'compose', word: 'львів', cards: hand }, 'properNoun');
    const t2 = new Table({}, { properNouns: 1 });
    t2.give(P1, hand);
    t2.act(P1, { type: 'compose', word: 'Львів', cards: hand });
    expect(t2.state.seats[P1].words[0].word).toBe('Львів');
  });

  it('a form without a vowel is an abbreviation ("кг"), not a word', () => {
    const t = new Table();
    t.give(P1, [L('К', 1), L('Г', 1)]);
    t.rejects(P1, { type: 'compose', word: 'кг', cards: [L('К', 1), L('Г', 1)] }, 'abbreviation');
  });

  it('interjections without a vowel ("хм", "тсс", "пфф") are words', () => {
    const t = new Table();
    const hands = { хм: [L('Х', 1, 1), L('М', 1, 1)], тсс: [L('Т', 1, 1), L('С', 1, 1), L('С', 1, 2)], пфф: [L('П', 1, 1), L('Ф', 1, 1), L('Ф', 1, 2)] };
    for (const [word, cards] of Object.entries(hands)) {
      t.give(P1, cards);
      t.act(P1, { type: 'compose', word, cards });
      t.passAll();
    }
    expect(t.state.seats[P1].words.map((w) => w.word)).toEqual(['хм', 'тсс', 'пфф']);
  });

  it('abbreviations: listed ("ккал"), vowelless ("кгс") and in capitals ("США") are refused, accepted with the house rule', () => {
    const hands = {
      ккал: [L('К', 1, 1), L('К', 1, 2), L('А', 1, 1), L('Л', 1, 1)],
      кгс: [L('К', 2, 1), L('Г', 1, 1), L('С', 1, 1)],
      сша: [L('С', 2, 1), L('Ш', 1, 1), L('А', 2, 1)],
    };
    const t = new Table();
    for (const [word, cards] of Object.entries(hands)) {
      t.give(P1, cards);
      t.rejects(P1, { type: 'compose', word, cards }, 'abbreviation');
    }
    const t2 = new Table({}, { abbreviations: 1 });
    for (const [word, cards] of Object.entries(hands)) {
      t2.give(P1, cards);
      t2.act(P1, { type: 'compose', word, cards });
      t2.passAll();
    }
    expect(t2.state.seats[P1].words.map((w) => w.word)).toEqual(['ккал', 'кгс', 'США']);
    expect(G.view(t2.state, P1).abbreviations).toBe(true);
  });

  it('hyphenated words are refused by default and accepted, without a hyphen card, with the house rule', () => {
    const cards = ['Б', 'У', 'Д', 'Ь', 'Я', 'К', 'И', 'Й'].map((l) => L(l));
    const t = new Table();
    t.give(P1, cards);
    // the refusal names the word as composed, not the dictionary's hyphenated form
    expect(t.rejects(P1, { type: 'compose', word: 'будьякий', cards }, 'hyphenated').params).toEqual({ word: 'будьякий' });
    expect(t.rejects(P1, { type: 'compose', word: 'будь-який', cards }, 'hyphenated').params).toEqual({ word: 'будь-який' });
    const t2 = new Table({}, { hyphenated: 1 });
    t2.give(P1, cards);
    t2.act(P1, { type: 'compose', word: 'будьякий', cards });
    expect(t2.state.seats[P1].words[0]).toMatchObject({ word: 'будь-який' });
    expect(G.view(t2.state, P1).hyphenated).toBe(true);
  });

  it('the word-scope house rules are off by default and offered in the new-game dialog', () => {
    expect(WORDS_DEFAULT_OPTIONS).toMatchObject({ abbreviations: 0, hyphenated: 0 });
    expect(G.resolveOptions({ abbreviations: true, hyphenated: 1 }, 2)).toMatchObject({ abbreviations: 1, hyphenated: 1 });
    expect(() => G.resolveOptions({ hyphenated: 2 }, 2)).toThrow(RuleError);
    const keys = M.optionFields.filter((f) => f.kind === 'flag').map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['abbreviations', 'hyphenated']));
  });

  it('case 9: "і" is refused (at least two letters)', () => {
    const t = new Table();
    t.give(P1, [L('І', 1)]);
    t.rejects(P1, { type: 'compose', word: 'і', cards: [L('І', 1)] }, 'tooShort');
  });

  it('refuses non-words, cards not held, prize cards as letters and mismatched cards, changing nothing', () => {
    const t = new Table();
    t.give(P1, [L('К', 1), L('І', 1), L('Т', 1), 'chaos-1']);
    t.give(P2, [L('Т', 2)]);
    t.rejects(P1, { type: 'compose', word: 'ікт', cards: [L('К', 1), L('І', 1), L('Т', 1)] }, 'notInDictionary');
    t.rejects(P1, { type: 'compose', word: 'кіт', cards: [L('К', 1), L('І', 1), L('Т', 2)] }, 'cardsNotHeld');
    t.rejects(P1, { type: 'compose', word: 'кіт', cards: [L('К', 1), L('І', 1), L('І', 1)] }, 'cardsNotHeld');
    t.rejects(P1, { type: 'compose', word: 'кіт', cards: [L('К', 1), L('І', 1), 'chaos-1'] }, 'notALetter');
    t.rejects(P1, { type: 'compose', word: 'тік', cards: [L('К', 1), L('І', 1)] }, 'lettersMismatch');
    t.rejects(P1, { type: 'compose', word: 'kit', cards: [L('К', 1), L('І', 1), L('Т', 1)] }, 'badCharacters');
    t.rejects(P1, { type: 'compose', word: 'кіт та', cards: [L('К', 1), L('І', 1), L('Т', 1)] }, 'lettersMismatch');
    t.rejects(P2, { type: 'compose', word: 'та', cards: [L('Т', 2)] }, 'notYourTurn');
    t.rejects(P1, { type: 'flip', cell: 0 }, 'composeFirst');
  });

  it('case 14: a repeated word is valid by default and refused with the no-repeats rule', () => {
    for (const noRepeats of [0, 1]) {
      const t = new Table({}, { noRepeats });
      t.give(P1, [L('К', 1), L('І', 1), L('Т', 1)]);
      t.give(P2, [L('К', 2), L('І', 2), L('Т', 2)]);
      t.act(P1, { type: 'compose', word: 'кіт', cards: [L('К', 1), L('І', 1), L('Т', 1)] });
      t.act(P1, { type: 'endCompose' });
      const batch = t.state.batchSize;
      expect(batch).toBe(4);
      // Flip four cells that hold no pair, so the turn passes to P2.
      for (const c of [130, 131, 132, 133]) {
        if (G.reactionWindow(t.state)) t.passAll();
        t.act(P1, { type: 'flip', cell: c });
      }
      t.passAll();
      expect(t.state.active).toBe(P2);
      const action: WordsAction = { type: 'compose', word: 'кіт', cards: [L('К', 2), L('І', 2), L('Т', 2)] };
      if (noRepeats) t.rejects(P2, action, 'repeatedWord');
      else {
        t.act(P2, action);
        expect(t.state.seats[P2].words.map((w) => w.word)).toEqual(['кіт']);
      }
    }
  });

  it('case 15: "Україні" alone is a proper noun; "слава" alone is a word', () => {
    const t = new Table();
    const ukr = [L('У', 1), L('К', 1), L('Р', 1), L('А', 1), L('Ї', 1), L('Н', 1), L('І', 1)];
    const slava = [L('С', 1), L('Л', 1), L('А', 2), L('В', 1), L('А', 3)];
    t.give(P1, [...ukr, ...slava]);
    t.rejects(P1, { type: 'compose', word: 'Україні', cards: ukr }, 'properNoun');
    t.act(P1, { type: 'compose', word: 'слава', cards: slava });
    expect(t.state.seats[P1].words[0].word).toBe('слава');
    expect(t.state.outcome).toBeNull();
  });

  it('the score preview of the common module agrees with the engine', () => {
    const o = WORDS_DEFAULT_OPTIONS;
    expect(scoreWord([L('К', 1), L('І', 1), L('Т', 1)].map((id) => cardOf(id, o)))).toEqual({ points: 8, doubled: true });
    expect(scoreWord([L('К', 1), L('І', 2), L('Т', 1)].map((id) => cardOf(id, o)))).toEqual({ points: 4, doubled: false });
    expect(scoreWord([])).toEqual({ points: 0, doubled: false });
  });
});

describe('Klepka Words: "Слава Україні" (case 10)', () => {
  it('composing the phrase wins at once, whatever the scores', () => {
    const t = new Table();
    const phrase = ['С', 'Л', 'А', 'В', 'А', 'У', 'К', 'Р', 'А', 'Ї', 'Н', 'І'];
    const pairs: Record<string, number> = {};
    const cards = phrase.map((l) => {
      pairs[l] = (pairs[l] ?? 0) + 1;
      return L(l, pairs[l]);
    });
    t.give(P1, [...cards, L('Ґ', 1)]);
    // P2 is far ahead on points.
    t.give(P2, [L('Щ', 1), L('Ф', 1), L('Є', 1), L('Ю', 1)]);
    t.act(P1, { type: 'compose', word: 'Слава Україні', cards });
    expect(t.last.map((e) => e.type)).toEqual(['word', 'slava', 'gameOver']);
    expect(t.state.outcome).toMatchObject({ winners: [P1], reason: 'slava' });
    expect(G.actors(t.state)).toEqual([]);
  });

  it('the phrase may use a POLYSEMY', () => {
    const t = new Table();
    const cards = [L('С', 1), L('Л', 1), L('В', 1), L('У', 1), L('К', 1), L('Р', 1), L('Ї', 1), L('Н', 1), L('І', 1)];
    t.give(P1, [...cards, 'polysemy-2']);
    t.act(P1, { type: 'compose', word: 'слава україні', cards, polysemy: { card: 'polysemy-2', letter: 'А' } });
    expect(t.state.outcome).toMatchObject({ winners: [P1], reason: 'slava' });
  });
});

describe('Klepka Words: flipping (cases 1-4)', () => {
  /** P1 composes `n` words ("та" each, from its own cards) and ends Action 1. */
  function composeAndEnd(t: Table, n: number): void {
    for (let i = 0; i < n; i++) {
      t.give(P1, [L('Т', 1 + (i % 3), 1 + Math.floor(i / 3) as 1 | 2), L('А', 1 + i)]);
      t.act(P1, { type: 'compose', word: 'та', cards: [L('Т', 1 + (i % 3), 1 + Math.floor(i / 3) as 1 | 2), L('А', 1 + i)] });
      t.passAll();
    }
    t.act(P1, { type: 'endCompose' });
    t.passAll();
  }

  it('case 1: the batch is 2 cards for no word, 4 for one, 8 for three, all 5 left for three with 5 on the table', () => {
    for (const [n, size] of [[0, 2], [1, 4], [3, 8]]) {
      const t = new Table();
      composeAndEnd(t, n);
      expect(G.view(t.state, P1)).toMatchObject({ phase: 'flip', flipQuota: n + 1, batchSize: size, flipsLeft: size });
    }
    const t = new Table();
    // Leave exactly 5 face-down cards on the table (plus the words' letters in hand).
    const s = structuredClone(t.state);
    let left = 0;
    for (let c = 0; c < s.cells.length; c++) {
      const id = s.cells[c];
      if (id === null) continue;
      if (left < 5 && !/^l(00|22)-/.test(id)) left++;
      else s.cells[c] = null;
    }
    t.state = s;
    composeAndEnd(t, 3);
    expect(G.view(t.state, P1)).toMatchObject({ batchSize: 5, faceDownCount: 5 });
  });

  it('case 2: О(b) К О(y) Я: the two О are a pair whatever the colours, К and Я go back, one bonus 2-card flip', () => {
    const t = new Table({ 0: L('О', 1, 1), 1: L('К', 1, 1), 2: L('О', 4, 1), 3: L('Я', 1, 1) });
    composeAndEnd(t, 1);
    for (const c of [0, 1, 2, 3]) {
      t.passAll();
      t.act(P1, { type: 'flip', cell: c });
    }
    expect(t.last).toEqual(expect.arrayContaining([{ type: 'takePair', seat: P1, cells: [0, 2], letter: 'О' }, { type: 'hide', cells: [1, 3] }]));
    expect(t.state.seats[P1].cards).toEqual(expect.arrayContaining([L('О', 1, 1), L('О', 4, 1)]));
    expect(t.state.cells[1]).toBe(L('К', 1, 1));
    expect(G.view(t.state, P1)).toMatchObject({ active: P1, phase: 'flip', batchSize: 2, bonusBatch: true, bonusFlips: 0 });
    expect(G.view(t.state, P1).cells[1]).toEqual({ faceUp: false });
  });

  it('case 3: О О О М: the flipper picks which two О to take, the third О and the М go back', () => {
    const t = new Table({ 0: L('О', 1, 1), 1: L('О', 4, 1), 2: L('О', 1, 2), 3: L('М', 1, 1) });
    composeAndEnd(t, 1);
    for (const c of [0, 1, 2, 3]) {
      t.passAll();
      t.act(P1, { type: 'flip', cell: c });
    }
    expect(t.state.phase).toBe('choosePairs');
    const legal = G.legalActions(t.state, P1);
    expect(legal.length).toBe(3);
    expect(G.view(t.state, P1).choice).toMatchObject({ letter: 'О', take: 2, cells: [0, 1, 2] });
    t.rejects(P1, { type: 'choosePairs', cards: [L('О', 1, 1), L('М', 1, 1)] }, 'badChoice');
    t.rejects(P1, { type: 'choosePairs', cards: [L('О', 1, 1)] }, 'badChoice');
    t.act(P1, { type: 'choosePairs', cards: [L('О', 1, 1), L('О', 1, 2)] });
    expect(t.state.seats[P1].cards).toEqual(expect.arrayContaining([L('О', 1, 1), L('О', 1, 2)]));
    expect(t.state.cells[1]).toBe(L('О', 4, 1));
    expect(t.state.cells[3]).toBe(L('М', 1, 1));
    expect(t.last).toEqual(expect.arrayContaining([{ type: 'hide', cells: [1, 3] }]));
    expect(t.state).toMatchObject({ phase: 'flip', bonusBatch: true, batchSize: 2 });
  });

  it('case 4: CHAOS Л Л Т: the CHAOS and the Л pair go to the flipper, Т goes back, one bonus flip', () => {
    const t = new Table({ 0: 'chaos-1', 1: L('Л', 1, 1), 2: L('Л', 1, 2), 3: L('Т', 3, 2) });
    composeAndEnd(t, 1);
    for (const c of [0, 1, 2, 3]) {
      t.passAll();
      t.act(P1, { type: 'flip', cell: c });
    }
    expect(t.state.seats[P1].cards).toEqual(expect.arrayContaining(['chaos-1', L('Л', 1, 1), L('Л', 1, 2)]));
    expect(t.state.cells[3]).toBe(L('Т', 3, 2));
    expect(t.state).toMatchObject({ phase: 'flip', bonusBatch: true, batchSize: 2, bonusFlips: 0 });
  });

  it('bonus flips chain: a pair in a bonus flip earns another; no pair ends the turn', () => {
    const t = new Table({ 0: L('Д', 1, 1), 1: L('Д', 1, 2), 2: L('Ж', 1, 1), 3: L('Ж', 1, 2), 4: L('Ш', 1, 1), 5: L('Щ', 1, 1) });
    composeAndEnd(t, 0);
    t.act(P1, { type: 'flip', cell: 0 });
    t.passAll();
    t.act(P1, { type: 'flip', cell: 1 });
    t.passAll();
    expect(t.state).toMatchObject({ active: P1, bonusBatch: true, batchSize: 2 });
    t.act(P1, { type: 'flip', cell: 2 });
    t.passAll();
    t.act(P1, { type: 'flip', cell: 3 });
    t.passAll();
    expect(t.state).toMatchObject({ active: P1, bonusBatch: true, batchSize: 2 });
    t.act(P1, { type: 'flip', cell: 4 });
    t.passAll();
    t.act(P1, { type: 'flip', cell: 5 });
    expect(t.state.active).toBe(P2);
    expect(t.state.phase).toBe('compose');
    expect(t.state.seats[P1].cards.length).toBe(4);
  });

  it('two pairs in one batch earn two bonus flips', () => {
    const t = new Table({ 0: L('Д', 1, 1), 1: L('Д', 1, 2), 2: L('Ж', 1, 1), 3: L('Ж', 1, 2) });
    composeAndEnd(t, 1);
    for (const c of [0, 1, 2, 3]) {
      t.passAll();
      t.act(P1, { type: 'flip', cell: c });
    }
    expect(t.state).toMatchObject({ bonusBatch: true, batchSize: 2, bonusFlips: 1 });
  });

  it('refuses flips of empty or already revealed cells', () => {
    const t = new Table();
    composeAndEnd(t, 1);
    t.act(P1, { type: 'flip', cell: 5 });
    t.passAll();
    t.rejects(P1, { type: 'flip', cell: 5 }, 'cellNotFaceDown');
    t.rejects(P1, { type: 'flip', cell: 0 }, 'cellNotFaceDown');
    // a cell off this grid is a move of the right shape: the rules refuse it as no face-down card
    t.rejects(P1, { type: 'flip', cell: 139 + 1 }, 'cellNotFaceDown');
    t.rejects(P1, { type: 'endCompose' }, 'notComposePhase');
  });
});

describe('Klepka Words: any-moment cards (cases 11, 12)', () => {
  it('case 11: in W_WORD P3 exchanges an О for P2\'s Ґ and P2 goes on composing with the new cards', () => {
    const t = new Table({}, {}, 3, P2);
    t.give(P2, [L('Т', 1), L('А', 1), L('Ґ', 1)]);
    t.give(P3, ['exchange-1', L('О', 1)]);
    t.act(P2, { type: 'compose', word: 'та', cards: [L('Т', 1), L('А', 1)] });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P3, kind: 'word' });
    const legal = G.legalActions(t.state, P3);
    expect(legal).toContainEqual({ type: 'pass' });
    expect(legal).toContainEqual({ type: 'exchange', give: L('О', 1), target: P2, take: L('Ґ', 1) });
    t.act(P3, { type: 'exchange', give: L('О', 1), target: P2, take: L('Ґ', 1) });
    expect(t.state.seats[P2].cards).toEqual([L('О', 1)]);
    expect(t.state.seats[P3].cards).toEqual([L('Ґ', 1)]);
    expect(t.state.discard).toContain('exchange-1');
    expect(G.reactionWindow(t.state)).toBeNull();
    expect(G.actors(t.state)).toEqual([P2]);
    expect(t.state.phase).toBe('compose');
    expect(t.state.wordsThisTurn).toBe(1);
  });

  it('EXCHANGE needs cards on both sides and never gives away the EXCHANGE being played', () => {
    const t = new Table({}, {}, 3, P2);
    t.give(P2, [L('Т', 1), L('А', 1), L('Ґ', 1)]);
    t.give(P3, ['exchange-1', L('О', 1)]);
    t.act(P2, { type: 'compose', word: 'та', cards: [L('Т', 1), L('А', 1)] });
    t.rejects(P3, { type: 'exchange', give: 'exchange-1', target: P2, take: L('Ґ', 1) }, 'cardsNotHeld');
    t.rejects(P3, { type: 'exchange', give: L('О', 1), target: P1, take: L('Ґ', 1) }, 'targetCardNotHeld');
    t.rejects(P3, { type: 'exchange', give: L('О', 1), target: P3, take: L('О', 1) }, 'exchangeWithSelf');
    t.rejects(P3, { type: 'flip', cell: 0 }, 'notInWindow');
  });

  it('case 12: CHAOS after 2 of 4 revealed cards shuffles the face-down cells only; the flipper goes on in the new layout', () => {
    const t = new Table({ 0: L('Д', 1, 1), 1: L('Ж', 1, 1) }, {}, 2, P1);
    t.give(P2, ['chaos-1']);
    t.give(P1, [L('Т', 1), L('А', 1)]);
    t.act(P1, { type: 'compose', word: 'та', cards: [L('Т', 1), L('А', 1)] });
    t.passAll();
    t.act(P1, { type: 'endCompose' });
    t.passAll();
    t.act(P1, { type: 'flip', cell: 0 });
    t.passAll();
    t.act(P1, { type: 'flip', cell: 1 });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'reveal' });
    const before = t.state.cells.slice();
    const down = before.map((id, c) => (id !== null && c > 1 ? c : -1)).filter((c) => c >= 0);
    t.act(P2, { type: 'chaos' });
    const chaos = t.last.find((e) => e.type === 'chaos');
    expect(chaos).toEqual({ type: 'chaos', seat: P2, cells: down });
    expect(t.state.cells[0]).toBe(before[0]);
    expect(t.state.cells[1]).toBe(before[1]);
    expect([...t.state.cells.slice(2)].sort()).toEqual([...before.slice(2)].sort());
    expect(t.state.cells.slice(2)).not.toEqual(before.slice(2));
    expect(t.state.discard).toContain('chaos-1');
    // P1 flips the last two cards of its batch from the new layout.
    expect(G.actors(t.state)).toEqual([P1]);
    expect(G.view(t.state, P1)).toMatchObject({ flipsLeft: 2, batch: [0, 1] });
    const next = down[0];
    t.act(P1, { type: 'flip', cell: next });
    expect(t.last[0]).toMatchObject({ type: 'flip', cell: next, card: { id: t.state.cells[next] } });
  });

  it('CHAOS on chosen cells: at least two face-down cells, revealed cells refused', () => {
    const t = new Table({}, {}, 2, P1);
    t.give(P1, ['chaos-1']);
    t.rejects(P1, { type: 'chaos', cells: [5] }, 'chaosTooFew');
    t.act(P1, { type: 'endCompose' });
    t.act(P1, { type: 'flip', cell: 0 });
    t.rejects(P1, { type: 'chaos', cells: [0, 1] }, 'cellNotFaceDown');
    const before = t.state.cells.slice();
    t.act(P1, { type: 'chaos', cells: [10, 11, 12] });
    expect(t.state.cells.filter((_, c) => ![10, 11, 12].includes(c))).toEqual(before.filter((_, c) => ![10, 11, 12].includes(c)));
    expect([10, 11, 12].map((c) => t.state.cells[c]).sort()).toEqual([10, 11, 12].map((c) => before[c]).sort());
  });

  it('reaction windows ask only the seats holding a usable card, from the left of the active one', () => {
    const t = new Table({}, {}, 3, P1);
    t.give(P2, ['chaos-1']);
    t.give(P3, ['chaos-2']);
    t.give(P1, [L('Т', 1), L('А', 1)]);
    t.act(P1, { type: 'compose', word: 'та', cards: [L('Т', 1), L('А', 1)] });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'word' });
    t.act(P2, { type: 'pass' });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P3, kind: 'word' });
    t.rejects(P1, { type: 'endCompose' }, 'notYourTurn');
    t.act(P3, { type: 'pass' });
    expect(G.reactionWindow(t.state)).toBeNull();
    expect(G.legalActions(t.state, P1)).toEqual(expect.arrayContaining([{ type: 'endCompose' }]));
  });
});

describe('Klepka Words: W_REVEAL after a batch\'s last card and W_RESOLVED at a turn\'s end (rules section 5)', () => {
  it('after the last card of a batch the holders are asked before it resolves; a CHAOS there shuffles the other cards', () => {
    const t = new Table({ 0: L('Д', 1, 1), 1: L('Ж', 1, 1) }, {}, 2, P1);
    t.give(P2, ['chaos-1']);
    t.act(P1, { type: 'endCompose' });
    t.passAll();
    t.act(P1, { type: 'flip', cell: 0 });
    t.passAll();
    const ev = t.act(P1, { type: 'flip', cell: 1 });
    expect(ev.map((e) => e.type)).toEqual(['flip', 'window']);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'reveal' });
    expect(G.view(t.state, P2)).toMatchObject({ batch: [0, 1], flipsLeft: 0, active: P1 });
    const before = t.state.cells.slice();
    t.act(P2, { type: 'chaos' });
    expect(t.state.cells.slice(0, 2)).toEqual(before.slice(0, 2)); // the revealed cards stay
    expect(t.state.cells.slice(2)).not.toEqual(before.slice(2));
    // Nobody left to ask: the batch resolves (Д and Ж go back); nobody holds a card for W_RESOLVED: the turn passes.
    expect(t.last.map((e) => e.type)).toEqual(['discard', 'chaos', 'hide', 'turn']);
    expect(t.state.active).toBe(P2);
  });

  it('at a turn\'s end W_RESOLVED is asked with the flipper still active, then the next turn\'s W_START', () => {
    const t = new Table({ 0: L('Д', 1, 1), 1: L('Ж', 1, 1) }, {}, 3, P1);
    t.give(P2, ['exchange-1', L('О', 1, 1)]);
    t.give(P1, ['chaos-1', L('К', 1, 1)]);
    t.act(P1, { type: 'endCompose' });
    t.passAll();
    t.act(P1, { type: 'flip', cell: 0 });
    t.passAll();
    t.act(P1, { type: 'flip', cell: 1 });
    // W_REVEAL of the last card: P2, then P1 itself (nothing left to do but wait for the resolution).
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'reveal' });
    t.act(P2, { type: 'pass' });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P1, kind: 'reveal' });
    const ev = t.act(P1, { type: 'pass' });
    expect(ev.map((e) => e.type)).toEqual(['pass', 'hide', 'window']);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'resolved' });
    expect(t.state.active).toBe(P1);
    expect(G.view(t.state, P3).turnEnding).toBe(true);
    // P2 takes P1's К with an EXCHANGE while P1's turn ends.
    t.act(P2, { type: 'exchange', give: L('О', 1, 1), target: P1, take: L('К', 1, 1) });
    expect(t.state.seats[P2].cards).toContain(L('К', 1, 1));
    expect(G.reactionWindow(t.state)).toEqual({ seat: P1, kind: 'resolved' });
    const ev2 = t.act(P1, { type: 'pass' });
    expect(ev2).toContainEqual({ type: 'turn', seat: P2 });
    expect(t.state.active).toBe(P2);
    expect(G.view(t.state, P3).turnEnding).toBe(false);
  });
});

describe('Klepka Words: the end (case 13) and the tie-break', () => {
  function emptyTable(t: Table): void {
    const s = structuredClone(t.state);
    s.cells = s.cells.map(() => null);
    t.state = s;
  }

  it('case 13: on an empty table three consecutive passes end the game; leftover cards score 1 point each', () => {
    const t = new Table({}, {}, 3, P1);
    t.give(P1, [L('Ж', 1), L('Ш', 1), L('Щ', 1), 'chaos-1']);
    t.give(P2, [L('Т', 3), L('А', 1)]);
    emptyTable(t);
    t.act(P1, { type: 'endCompose' });
    expect(t.last).toContainEqual({ type: 'endCompose', seat: P1, pass: true });
    expect(t.state.passesInRow).toBe(1);
    t.act(P2, { type: 'compose', word: 'та', cards: [L('Т', 3), L('А', 1)] });
    expect(t.state.passesInRow).toBe(0);
    t.act(P2, { type: 'endCompose' });
    expect(t.last).toContainEqual({ type: 'endCompose', seat: P2, pass: false });
    t.act(P3, { type: 'endCompose' });
    t.act(P1, { type: 'endCompose' });
    expect(t.state.outcome).toBeNull();
    t.act(P2, { type: 'endCompose' });
    expect(t.state.outcome).not.toBeNull();
    expect(t.state.outcome!.scores[P1]).toBe(4);
    expect(t.state.outcome!.scores[P2]).toBe(2);
    expect(t.state.outcome).toMatchObject({ reason: 'tableEmpty', winners: [P1] });
  });

  it('an EXCHANGE on the empty table starts the round of passes again', () => {
    const t = new Table({}, {}, 2, P1);
    t.give(P1, [L('Ж', 1), 'exchange-1']);
    t.give(P2, [L('Ш', 1)]);
    emptyTable(t);
    t.act(P1, { type: 'endCompose' });
    expect(t.state.passesInRow).toBe(1);
    t.passAll();
    t.act(P2, { type: 'endCompose' });
    expect(t.state.outcome).not.toBeNull();
    const t2 = new Table({}, {}, 2, P1);
    t2.give(P1, [L('Ж', 1), 'exchange-1']);
    t2.give(P2, [L('Ш', 1)]);
    emptyTable(t2);
    t2.act(P1, { type: 'endCompose' });
    // P2's turn starts with a window for P1's EXCHANGE.
    expect(G.reactionWindow(t2.state)).toEqual({ seat: P1, kind: 'start' });
    t2.act(P1, { type: 'exchange', give: L('Ж', 1), target: P2, take: L('Ш', 1) });
    expect(t2.state.passesInRow).toBe(0);
    t2.act(P2, { type: 'endCompose' });
    expect(t2.state.outcome).toBeNull();
  });

  it('a tie on points goes to more words, then it is shared', () => {
    const t = new Table({}, {}, 2, P1);
    const s = structuredClone(t.state);
    s.cells = s.cells.map(() => null);
    s.seats[P1].words = [{ word: 'кіт', cards: [], polysemyLetter: null, points: 6, doubled: false }];
    s.seats[P2].words = [
      { word: 'та', cards: [], polysemyLetter: null, points: 3, doubled: false },
      { word: 'та', cards: [], polysemyLetter: null, points: 3, doubled: false },
    ];
    t.state = s;
    t.act(P1, { type: 'endCompose' });
    t.act(P2, { type: 'endCompose' });
    expect(t.state.outcome).toMatchObject({ scores: [6, 6], winners: [P2], tiebreak: [1, 2] });
    const t2 = new Table({}, {}, 2, P1);
    const s2 = structuredClone(t2.state);
    s2.cells = s2.cells.map(() => null);
    s2.seats[P1].words = [{ word: 'кіт', cards: [], polysemyLetter: null, points: 6, doubled: false }];
    s2.seats[P2].words = [{ word: 'та', cards: [], polysemyLetter: null, points: 6, doubled: false }];
    t2.state = s2;
    t2.act(P1, { type: 'endCompose' });
    t2.act(P2, { type: 'endCompose' });
    expect(t2.state.outcome).toMatchObject({ winners: [P1, P2] });
  });
});

describe('Klepka Words: views, undo and determinism', () => {
  it('face-down cards carry no identity; holdings, words and scores are public', () => {
    const t = new Table();
    t.give(P1, [L('К', 1), L('І', 1), L('Т', 1), L('Ґ', 1)]);
    t.act(P1, { type: 'compose', word: 'кіт', cards: [L('К', 1), L('І', 1), L('Т', 1)] });
    const v = G.view(t.state, P2);
    expect(v.cells.every((c) => c === null || !c.faceUp)).toBe(true);
    expect(JSON.stringify(v.cells)).not.toMatch(/l\d\d-/);
    expect(v.players[P1]).toMatchObject({ wordPoints: 8, cardsHeld: 1, score: 9 });
    expect(v.players[P1].words[0]).toMatchObject({ word: 'кіт', points: 8, doubled: true });
    expect(v.hand).toEqual([]);
    expect(G.view(t.state, P1).hand.map((c) => c.id)).toEqual([L('Ґ', 1)]);
    expect(G.hasPrivate(v)).toBe(false);
  });

  it('a word or the end of composing may be taken back; a flip may not', () => {
    const t = new Table();
    t.give(P1, [L('К', 1), L('І', 1), L('Т', 1)]);
    const ev = t.act(P1, { type: 'compose', word: 'кіт', cards: [L('К', 1), L('І', 1), L('Т', 1)] });
    expect(G.isUndoable(ev, P1, t.state)).toBe(true);
    const ev2 = t.act(P1, { type: 'endCompose' });
    expect(G.isUndoable(ev2, P1, t.state)).toBe(true);
    const ev3 = t.act(P1, { type: 'flip', cell: 0 });
    expect(G.isUndoable(ev3, P1, t.state)).toBe(false);
  });

  it('the same seed deals the same table; apply never changes its input', () => {
    const a = G.setup({ players: 3, seed: 42, options: G.resolveOptions({}, 3) });
    const b = G.setup({ players: 3, seed: 42, options: G.resolveOptions({}, 3) });
    expect(stableStringify(a)).toBe(stableStringify(b));
    const c = G.setup({ players: 3, seed: 43, options: G.resolveOptions({}, 3) });
    expect(stableStringify(a.cells)).not.toBe(stableStringify(c.cells));
    const before = stableStringify(a);
    G.apply(a, a.active, { type: 'endCompose' });
    expect(stableStringify(a)).toBe(before);
  });

  it('malformed actions are refused with a RuleError', () => {
    const t = new Table();
    t.rejects(P1, { type: 'nonsense' } as unknown as WordsAction, 'badAction');
    t.rejects(P1, { type: 'compose', word: 5, cards: [] } as unknown as WordsAction, 'badAction');
    t.rejects(P1, { type: 'exchange', give: 'x', target: 9, take: 'y' }, 'badAction');
    // well-shaped, but no seat at this table of two
    t.rejects(P1, { type: 'exchange', give: 'x', target: 2, take: 'y' }, 'badAction');
    t.rejects(P1, { type: 'pass' }, 'notInWindow');
  });
});
