/**
 * Klepka Words rules (shared/rules/klepka-words.md): state, setup, actors, legal actions, apply, outcome
 * and the reaction windows of the "any moment" cards.
 *
 * Turn: phase 'compose' (Action 1: any number of words, then `endCompose`), 'flip' (Action 2: batches
 * revealed one card at a time and resolved together, then 2-card bonus batches earned by pairs),
 * 'choosePairs' (the flipper picks the cards of an odd letter group), 'over'. With an empty table a turn
 * is Action 1 only, and `endCompose` without a word is a pass.
 *
 * Reaction windows (rules section 5), polled like Klepka Football's: the seats to the left of the active
 * one in seat order, only those holding a usable EXCHANGE or CHAOS; each passes or plays one card; after
 * a played card the poll restarts; the active participant plays its own cards among its ordinary actions.
 * - W_START at every turn start.
 * - W_WORD after every accepted word. It is also the window "before Action 2": between the last word's
 *   W_WORD and the first flip only the active participant can act, so no second window is opened there
 *   (without a word W_START is the window before Action 2).
 * - W_REVEAL after every revealed card, the batch's last one included: the batch is resolved when that
 *   window closes (`pending` 'resolve'), so a CHAOS there shuffles the other face-down cards first.
 * - W_RESOLVED after every batch resolution: before a bonus flip, and before the turn passes (`pending`
 *   'endTurn'; the flipper is still the active participant, and the next turn's W_START follows).
 * In the windows with something pending the active participant has no ordinary action left, so it is
 * asked there too, last.
 *
 * Rules notes (word scope, WD-A8; house rules off by default):
 * - A proper noun is a form the dictionary holds only with a first capital ("Львів").
 * - An abbreviation is a form held in capitals ("США", "ЗСУ"), or a lowercase one that is listed as an
 *   abbreviation by the dictionary's source, or a lowercase one without a vowel that is not an
 *   interjection (see isAbbreviation in wordlist.ts). The dictionary (@cspell/dict-uk-ua, built from
 *   brown-uk/dict_uk) carries no part-of-speech marks, but its source keeps abbreviations apart, in
 *   data/dict/base-abbr.lst: its lowercase entries the dictionary holds are LOWERCASE_ABBREVIATIONS
 *   ("кг", "грн", "сек", "ккал"). The source's later entries missing from that file are unit symbols
 *   without a vowel ("кгс", "мск", "смс"), so a form without a vowel is an abbreviation too, unless it is
 *   one of the interjections and onomatopoeia the dictionary lists ("хм", "гм", "тсс", "брр", "пфф"):
 *   INTERJECTIONS_WITHOUT_VOWEL, from every vowelless form of the dictionary classified by hand.
 *   Interjections are words and are accepted.
 * - A hyphenated word is composed without its hyphen (there is no hyphen card; typing it is allowed):
 *   "будьякий" from Б У Д Ь Я К И Й is "будь-який". The house rule "abbreviations" accepts the forms in
 *   capitals and the lowercase abbreviations, "hyphenated words" the hyphenated forms. Bots search
 *   lowercase forms without a hyphen (and proper nouns under that rule): with "abbreviations" they use
 *   the lowercase abbreviations too, never forms in capitals or hyphenated ones.
 *
 * This module holds the options, setup and session helpers and exposes the rest, one file per part:
 * state.ts (the state and shared helpers: turns, reaction windows, scores), actions.ts (actors and
 * legal actions), apply.ts, compose.ts (Action 1), flip.ts (Action 2) and instants.ts (EXCHANGE, CHAOS).
 */
import { badOptions, checkIntOption, dealOrder, nextInt, optionSource, RuleError, seedRng } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { WordsEvent, WordsOptions, WordsWindowKind } from '../../../../common/games/words';
import { WORDS_ALPHABET, WORDS_DEFAULT_OPTIONS } from '../../../../common/games/words';
import { cardCount, composition } from './cards';
import { windowOf } from '../reaction-window';
import { beginTurn } from './state';
import type { WordsState } from './state';
import { actors } from './actions';

export type { WordEntry, WordsSeatState, WordsState } from './state';
export { computeOutcome, countPrize, faceDownCells, nextSeat, seatScores, tableEmpty } from './state';
export { actors, exchangeActions, legalActions } from './actions';
export { apply } from './apply';
export { checkWord, recordOf } from './compose';

// ---------------------------------------------------------------------------------------------
// Options

function checkCounts(name: string, v: unknown, max: number): number[] {
  if (!Array.isArray(v) || v.length !== WORDS_ALPHABET.length) {
    badOptions(`Option ${name} must list ${WORDS_ALPHABET.length} counts, one per letter in alphabet order.`);
  }
  return v.map((x, i) => checkIntOption(`${name}[${i}] (${WORDS_ALPHABET[i]})`, x, 0, max));
}

/** A house-rule switch: 0/1, true/false accepted, stored as 0/1. */
function checkFlag(name: string, v: unknown): number {
  if (typeof v === 'boolean') return v ? 1 : 0;
  return checkIntOption(name, v, 0, 1);
}

export function resolveOptions(raw: unknown, players: number): WordsOptions {
  const src = optionSource(raw, WORDS_DEFAULT_OPTIONS, ['deck']);
  const pick = <K extends keyof WordsOptions>(k: K): unknown => (src[k] === undefined ? WORDS_DEFAULT_OPTIONS[k] : src[k]);
  const letterPairs = checkCounts('letterPairs', pick('letterPairs'), 12);
  const bluePairs = checkCounts('bluePairs', pick('bluePairs'), 12);
  bluePairs.forEach((b, i) => {
    if (b > letterPairs[i]) badOptions(`Letter ${WORDS_ALPHABET[i]} has ${letterPairs[i]} pairs, so it cannot have ${b} blue ones.`);
  });
  const o: WordsOptions = {
    rows: checkIntOption('rows', pick('rows'), 1, 16),
    cols: checkIntOption('cols', pick('cols'), 1, 16),
    letterPairs,
    bluePairs,
    polysemy: checkIntOption('polysemy', pick('polysemy'), 0, 12),
    chaos: checkIntOption('chaos', pick('chaos'), 0, 12),
    exchange: checkIntOption('exchange', pick('exchange'), 0, 12),
    firstPlayer: checkIntOption('firstPlayer', pick('firstPlayer'), -1, Math.max(-1, players - 1)),
    reactionTimeoutMs: checkIntOption('reactionTimeoutMs', pick('reactionTimeoutMs'), 0, 10000),
    noRepeats: checkFlag('noRepeats', pick('noRepeats')),
    properNouns: checkFlag('properNouns', pick('properNouns')),
    abbreviations: checkFlag('abbreviations', pick('abbreviations')),
    hyphenated: checkFlag('hyphenated', pick('hyphenated')),
  };
  const cards = cardCount(o);
  if (cards < 2) badOptions('The box must hold at least one letter pair or two prize cards.');
  if (o.rows * o.cols < cards) badOptions(`A ${o.rows}x${o.cols} grid has ${o.rows * o.cols} cells, too few for ${cards} cards.`);
  if (src.deck !== undefined) o.deck = checkDeck(src.deck, o);
  return o;
}

/** A stacked deal (tests and lessons only, see session/stacked.ts) holds each card of the composition once. */
function checkDeck(deck: unknown, o: WordsOptions): string[] {
  const message = 'The stacked deck must hold exactly the cards of the chosen composition, each once.';
  if (!Array.isArray(deck) || deck.some((id) => typeof id !== 'string')) throw new RuleError('badDeck', message);
  return dealOrder(seedRng(0), composition(o), deck as string[], message);
}

// ---------------------------------------------------------------------------------------------
// Setup

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

export function setup(args: { players: number; seed: number; options: WordsOptions; deck?: readonly string[] }): WordsState {
  const { players, seed } = args;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError('badPlayers', `Klepka Words is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} participants (got ${players}).`);
  }
  const options = resolveOptions(args.options, players);
  const rng = seedRng(seed);
  const ids = composition(options);
  const order = dealOrder(rng, ids, args.deck ?? options.deck, 'The stacked deck must hold exactly the cards of the chosen composition, each once.');
  const cells: (string | null)[] = new Array(options.rows * options.cols).fill(null);
  for (let i = 0; i < order.length; i++) cells[i] = order[i];
  const first = options.firstPlayer >= 0 ? options.firstPlayer : nextInt(rng, players);
  const s: WordsState = {
    players,
    options,
    rng,
    cells,
    seats: Array.from({ length: players }, () => ({ cards: [], words: [] })),
    discard: [],
    active: first,
    phase: 'compose',
    wordsThisTurn: 0,
    batchSize: 0,
    batch: [],
    bonusFlips: 0,
    bonusBatch: false,
    choices: [],
    pairsThisBatch: 0,
    reactionWindow: null,
    passesInRow: 0,
    usedWords: [],
    pending: null,
    outcome: null,
  };
  beginTurn(s, first, []);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Session helpers

export function outcome(s: WordsState): Outcome | null {
  return s.outcome;
}

/** Events after which an action cannot be taken back: something was revealed, shuffled or moved between seats. */
const REVEALING = new Set(['flip', 'takePair', 'takePrize', 'chaos', 'exchange']);

export function isUndoable(events: readonly WordsEvent[], seat: number, after: WordsState): boolean {
  if (events.some((e) => REVEALING.has(e.type))) return false;
  const a = actors(after);
  return a.length === 1 && a[0] === seat;
}

export function reactionWindow(s: WordsState): { seat: number; kind: WordsWindowKind } | null {
  return windowOf(s);
}
