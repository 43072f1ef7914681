/**
 * Klepka Words: the types the engine, the bots and the renderer share.
 * Rules: shared/rules/klepka-words.md. Cells are numbered row-major from 0 (A1 = 0, A2 = 1, B1 = cols).
 */
import type { Outcome } from '../engine-types';

/** The 33 letters of the Ukrainian alphabet, in alphabet order (uppercase, as printed on the cards). */
export const WORDS_ALPHABET = [
  'А', 'Б', 'В', 'Г', 'Ґ', 'Д', 'Е', 'Є', 'Ж', 'З', 'И', 'І', 'Ї', 'Й', 'К', 'Л', 'М',
  'Н', 'О', 'П', 'Р', 'С', 'Т', 'У', 'Ф', 'Х', 'Ц', 'Ч', 'Ш', 'Щ', 'Ь', 'Ю', 'Я',
] as const;

/** Points printed on each letter card (Ukrainian Scrabble values, rules section 2), by uppercase letter. */
export const LETTER_POINTS: Readonly<Record<string, number>> = {
  О: 1, А: 1, И: 1, Н: 1, Е: 1, І: 1, Т: 1, Р: 1, В: 1,
  К: 2, С: 2, Д: 2, Л: 2, М: 2, П: 2,
  У: 3,
  З: 4, Я: 4, Б: 4, Г: 4,
  Ч: 5, Х: 5, Й: 5, Ь: 5,
  Ж: 6, Ї: 6, Ц: 6, Ш: 6,
  Ю: 7,
  Є: 8, Ф: 8, Щ: 8,
  Ґ: 10,
};

/** Card colours; both cards of a pair share letter and colour. A word of one colour scores double. */
export type LetterColour = 'blue' | 'yellow';

export type WordsPrizeKind = 'polysemy' | 'chaos' | 'exchange';

/**
 * Card ids (also the `deck` order used to stack a game): letter cards `l<NN>-<pair>-<copy>` with NN the
 * letter's index in WORDS_ALPHABET from 00 (`l18-2-1` is the first card of the second О pair), prize
 * cards `<kind>-<n>` (`chaos-1`, `polysemy-4`).
 */
export type WordsCard =
  | {
      id: string;
      kind: 'letter';
      /** Uppercase Ukrainian letter as printed. */
      letter: string;
      /** Points printed on the card. */
      points: number;
      colour: LetterColour;
    }
  | { id: string; kind: 'prize'; prize: WordsPrizeKind };

export interface WordsOptions {
  rows: number;
  cols: number;
  /** Pairs of each letter, in WORDS_ALPHABET order (33 counts; rules section 2 by default, 64 pairs). */
  letterPairs: number[];
  /** How many of each letter's pairs are blue (the rest are yellow), in WORDS_ALPHABET order. */
  bluePairs: number[];
  /** Prize cards of each kind in the box. */
  polysemy: number;
  chaos: number;
  exchange: number;
  /** Seat that starts, or -1 for a random first participant. */
  firstPlayer: number;
  /** How long a human's reaction bar waits, in ms; 0 = humans are asked only at the start of a turn (W_START). */
  reactionTimeoutMs: number;
  /** House rule (1 = on): a word already recorded by anyone in this game is rejected (WD-A17). */
  noRepeats: number;
  /** House rule (1 = on): proper nouns (words the dictionary spells with a capital, "Львів") are accepted (WD-A8). */
  properNouns: number;
  /** House rule (1 = on): abbreviations ("кг", "США") are accepted (WD-A8). */
  abbreviations: number;
  /** House rule (1 = on): hyphenated words ("будь-який", composed without the hyphen) are accepted (WD-A8). */
  hyphenated: number;
  /** A stacked deal (tests and lessons only): the cells' cards in order, every card of the composition once. */
  deck?: string[];
}

/** Pairs per letter of the proposed box (rules section 2), in WORDS_ALPHABET order. */
export const DEFAULT_LETTER_PAIRS: readonly number[] = [
  // А Б В Г Ґ Д Е Є Ж З И І Ї Й К Л М
  5, 1, 2, 1, 1, 2, 3, 1, 1, 1, 4, 3, 1, 1, 2, 2, 2,
  // Н О П Р С Т У Ф Х Ц Ч Ш Щ Ь Ю Я
  4, 6, 2, 3, 2, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];

/** Blue pairs per letter of the proposed box (rules section 2: 33 blue pairs, 31 yellow). */
export const DEFAULT_BLUE_PAIRS: readonly number[] = [
  // А Б В Г Ґ Д Е Є Ж З И І Ї Й К Л М
  3, 1, 1, 0, 1, 1, 2, 0, 1, 0, 2, 1, 1, 0, 1, 1, 1,
  // Н О П Р С Т У Ф Х Ц Ч Ш Щ Ь Ю Я
  2, 3, 1, 1, 1, 2, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1,
];

export const WORDS_DEFAULT_OPTIONS: WordsOptions = {
  rows: 10,
  cols: 14,
  letterPairs: [...DEFAULT_LETTER_PAIRS],
  bluePairs: [...DEFAULT_BLUE_PAIRS],
  polysemy: 4,
  chaos: 4,
  exchange: 4,
  firstPlayer: -1,
  reactionTimeoutMs: 2500,
  noRepeats: 0,
  properNouns: 0,
  abbreviations: 0,
  hyphenated: 0,
};

/** The phrase that wins at once (WD-A9), as normalised letters without the space. */
export const SLAVA_LETTERS = 'славаукраїні';

export type WordsAction =
  /**
   * Action 1: compose one word from own cards. `word` is what the player spells (any case, apostrophes
   * optional: "м'ясо" or "мясо", the app finds the dictionary spelling; "Слава Україні" with its space).
   * `cards` are the real letter cards used, each once (order not significant). With `polysemy` the
   * wildcard stands for `letter` at every position where that letter occurs in the word (no real card
   * may then carry it).
   */
  | { type: 'compose'; word: string; cards: string[]; polysemy?: { card: string; letter: string } }
  /** Stop composing: go on to Action 2 (flip). With an empty table it ends the turn (a pass when no word was made). */
  | { type: 'endCompose' }
  /** Reveal one face-down card of the current batch. */
  | { type: 'flip'; cell: number }
  /** Which cards of a letter group with an odd number of cards (3, 5) the flipper takes (WD: "P picks which two"). */
  | { type: 'choosePairs'; cards: string[] }
  /** Instant card: swap one own card (not this EXCHANGE) for one card of `target` (WD-A11). */
  | { type: 'exchange'; give: string; target: number; take: string }
  /** Instant card: shuffle the face-down cards of `cells` (at least two; all face-down cells when omitted, WD-A12). */
  | { type: 'chaos'; cells?: number[] }
  /** Decline to play an instant card when a reaction window asks. */
  | { type: 'pass' };

/** W_START, W_WORD (after a word and before Action 2), W_REVEAL (after a revealed card), W_RESOLVED (rules section 5). */
export type WordsWindowKind = 'start' | 'word' | 'reveal' | 'resolved';

export type WordsCellView = null | { faceUp: false } | { faceUp: true; card: WordsCard };

/** One line of the score sheet. */
export interface WordRecord {
  /**
   * The word as recorded: the dictionary spelling with apostrophes ("м'ясо"), lowercase except a proper
   * noun allowed by the house rule ("Львів"); "слава україні" for the phrase.
   */
  word: string;
  /** The real letter cards used, in the word's order. */
  cards: WordsCard[];
  /** The letter the POLYSEMY card stood for, or null when none was used. */
  polysemyLetter: string | null;
  /** Points scored (0 for polysemy letters; doubled when `doubled`). */
  points: number;
  /** True when all real cards share one colour (x2, WD-A5). */
  doubled: boolean;
}

export interface WordsPlayerView {
  /** Collected cards still held (letters and unused prize cards), face up, public (WD-A19). */
  cards: WordsCard[];
  /** Words composed so far, in order (the score sheet). */
  words: WordRecord[];
  /** Sum of the words' points. */
  wordPoints: number;
  /** Cards held now: each is worth 1 point at the end. */
  cardsHeld: number;
  /** Score if the game ended now: wordPoints + cardsHeld. */
  score: number;
}

export interface WordsView {
  viewer: number | 'spectator';
  rows: number;
  cols: number;
  /** One entry per cell; null = empty cell. A face-down card carries no identity. */
  cells: WordsCellView[];
  players: WordsPlayerView[];
  /** The participant whose turn it is. */
  active: number;
  /** compose = Action 1, flip = Action 2, choosePairs = the flipper picks cards of an odd group. */
  phase: 'compose' | 'flip' | 'choosePairs' | 'over';
  /** Words the active participant has composed in this turn. */
  wordsThisTurn: number;
  /** Pairs to flip in the first batch: wordsThisTurn + 1 (WD-A1). */
  flipQuota: number;
  /** Size of the batch being revealed now (0 outside Action 2). */
  batchSize: number;
  /** Cards still to reveal in the current batch. */
  flipsLeft: number;
  /** Further 2-card flips earned by pairs and not yet started (WD-A3). */
  bonusFlips: number;
  /** True while the current batch is a bonus 2-card flip. */
  bonusBatch: boolean;
  /** Cells revealed in the current batch, in order (they stay face up until the batch resolves). */
  batch: number[];
  /** In phase choosePairs: the letter group, how many of its cards to take, and the cards (face up on their cells). */
  choice: { letter: string; take: number; cells: number[]; cards: WordsCard[] } | null;
  /** The open reaction window and the seat being asked now, or null. */
  reactionWindow: { kind: WordsWindowKind; asking: number } | null;
  /** True in the W_RESOLVED after the turn's last batch: the turn passes to the next seat when it closes. */
  turnEnding: boolean;
  /** The viewer's own cards (empty for a spectator): the letters to compose with. */
  hand: WordsCard[];
  /** True once every card has left the table: turns are Action 1 only. */
  tableEmpty: boolean;
  /** Consecutive passes on the empty table; the game ends when it reaches the player count. */
  passesInRow: number;
  /** House rules in force. */
  noRepeats: boolean;
  properNouns: boolean;
  abbreviations: boolean;
  hyphenated: boolean;
  /** Every word recorded so far (lowercase), for the no-repeats preview. */
  usedWords: string[];
  discard: WordsCard[];
  faceDownCount: number;
  outcome: Outcome | null;
}

export type WordsEvent =
  | { type: 'deal'; cells: number[] }
  | { type: 'turn'; seat: number }
  | { type: 'window'; kind: WordsWindowKind; asking: number }
  | { type: 'pass'; seat: number }
  | { type: 'word'; seat: number; record: WordRecord }
  /** The active participant stopped composing (`pass`: with an empty table and no word this turn). */
  | { type: 'endCompose'; seat: number; pass: boolean }
  /** A batch starts: `size` cards to reveal, `bonus` for a 2-card bonus flip. */
  | { type: 'batch'; seat: number; size: number; bonus: boolean }
  | { type: 'flip'; seat: number; cell: number; card: WordsCard }
  | { type: 'takePair'; seat: number; cells: [number, number]; letter: string }
  | { type: 'takePrize'; seat: number; cell: number; card: WordsCard }
  /** Revealed cards that go back face down in place. */
  | { type: 'hide'; cells: number[] }
  /** The flipper must choose cards of an odd letter group. */
  | { type: 'choice'; seat: number; letter: string; cells: number[]; take: number }
  | { type: 'exchange'; seat: number; target: number; give: WordsCard; take: WordsCard }
  /** The face-down cards of `cells` were shuffled among those cells; memory of them is void. */
  | { type: 'chaos'; seat: number; cells: number[] }
  | { type: 'discard'; seat: number; card: WordsCard }
  /** "Слава Україні" was composed: `seat` wins at once. */
  | { type: 'slava'; seat: number }
  | { type: 'gameOver'; outcome: Outcome };

/**
 * Normalises what a player typed: NFC, lowercase, apostrophe variants (U+02BC, U+2019, backtick) to
 * U+0027, spaces trimmed and collapsed.
 */
export function normaliseWord(s: string): string {
  return s.normalize('NFC').toLowerCase().replace(/[\u02BC\u2019`]/g, "'").trim().replace(/\s+/g, ' ');
}

/** The letters of a word without apostrophes, hyphens and spaces (what cards must supply). */
export function wordLetters(s: string): string {
  return normaliseWord(s).replace(/['\-\s]/g, '');
}

/**
 * Score of a word from its real letter cards (polysemy letters score 0): the sum of the card points,
 * doubled when there is at least one card and all share one colour (WD-A5). Usable as a live preview.
 */
export function scoreWord(cards: readonly WordsCard[]): { points: number; doubled: boolean } {
  let points = 0;
  let colour: LetterColour | null = null;
  let oneColour = true;
  let n = 0;
  for (const c of cards) {
    if (c.kind !== 'letter') continue;
    n++;
    points += c.points;
    if (colour === null) colour = c.colour;
    else if (c.colour !== colour) oneColour = false;
  }
  const doubled = n > 0 && oneColour;
  return { points: doubled ? 2 * points : points, doubled };
}
