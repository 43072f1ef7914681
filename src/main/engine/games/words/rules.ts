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
 */
import { badOptions, checkIntOption, dealOrder, nextInt, optionSource, RuleError, seedRng, shuffled } from '../../core';
import type { RngState } from '../../core';
import { requireSeat } from '../../core';
import type { Outcome } from '../../../../common/engine-types';
import type { WordRecord, WordsAction, WordsEvent, WordsOptions, WordsPrizeKind, WordsWindowKind } from '../../../../common/games/words';
import { SLAVA_LETTERS, WORDS_ALPHABET, WORDS_DEFAULT_OPTIONS, normaliseWord, scoreWord, wordLetters } from '../../../../common/games/words';
import { cardCount, cardOf, composition, faceKey, letterOf, prizeKindOf } from './cards';
import { isAbbreviation } from './wordlist';
import type { SpelledWord, WordList } from './wordlist';
import { checkMayAct, cloneWindow, openWindow as openPoll, passInWindow, windowOf } from '../reaction-window';
import type { ReactionWindowState, WindowRules } from '../reaction-window';

/** A line of a score sheet as stored: card ids only. */
export interface WordEntry {
  word: string;
  cards: string[];
  polysemyLetter: string | null;
  points: number;
  doubled: boolean;
}

export interface WordsSeatState {
  /** Card ids held (collected letters and unused prize cards, public). */
  cards: string[];
  words: WordEntry[];
}

export interface WordsState {
  players: number;
  options: WordsOptions;
  rng: RngState;
  /** Card id per cell, null for an empty cell. */
  cells: (string | null)[];
  seats: WordsSeatState[];
  discard: string[];
  active: number;
  phase: 'compose' | 'flip' | 'choosePairs' | 'over';
  wordsThisTurn: number;
  /** Size of the batch being revealed (0 outside Action 2). */
  batchSize: number;
  /** Cells revealed in the current batch, in order (face up until the batch resolves). */
  batch: number[];
  /** Bonus 2-card flips earned and not yet started. */
  bonusFlips: number;
  bonusBatch: boolean;
  /** Odd letter groups of the resolving batch still waiting for the flipper's choice (the first is asked now). */
  choices: { letter: string; cells: number[]; take: number }[];
  /** Pairs taken so far in the resolving batch (each earns one bonus flip). */
  pairsThisBatch: number;
  reactionWindow: ReactionWindowState<WordsWindowKind> | null;
  /** Consecutive passes on the empty table (a word or an EXCHANGE starts the round again). */
  passesInRow: number;
  /** Every recorded word, lowercase (the no-repeats house rule). */
  usedWords: string[];
  /** What happens when the open window closes: the complete batch is resolved, or the turn passes. */
  pending: 'resolve' | 'endTurn' | null;
  outcome: Outcome | null;
}

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
  const src = optionSource(raw, WORDS_DEFAULT_OPTIONS);
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
  return o;
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
  const order = dealOrder(rng, ids, args.deck, 'The stacked deck must hold exactly the cards of the chosen composition, each once.');
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
// Helpers

type Events = WordsEvent[];

function clone(s: WordsState): WordsState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    cells: s.cells.slice(),
    seats: s.seats.map((p) => ({ cards: p.cards.slice(), words: p.words.slice() })),
    discard: s.discard.slice(),
    batch: s.batch.slice(),
    choices: s.choices.map((c) => ({ letter: c.letter, cells: c.cells.slice(), take: c.take })),
    reactionWindow: cloneWindow(s.reactionWindow),
    usedWords: s.usedWords.slice(),
  };
}

export function nextSeat(s: WordsState, seat: number): number {
  return (seat + 1) % s.players;
}

function card(s: WordsState, id: string) {
  return cardOf(id, s.options);
}

/** Face-down cells: cards on the table not revealed in the current batch. */
export function faceDownCells(s: WordsState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.cells.length; i++) if (s.cells[i] !== null && !s.batch.includes(i)) out.push(i);
  return out;
}

export function tableEmpty(s: WordsState): boolean {
  for (const c of s.cells) if (c !== null) return false;
  return true;
}

export function countPrize(s: WordsState, seat: number, kind: WordsPrizeKind): number {
  let n = 0;
  for (const id of s.seats[seat].cards) if (prizeKindOf(id) === kind) n++;
  return n;
}

function canExchange(s: WordsState, seat: number): boolean {
  const mine = s.seats[seat].cards;
  // One EXCHANGE is spent, so the seat needs another card to give, and someone else a card to take.
  if (countPrize(s, seat, 'exchange') === 0 || mine.length < 2) return false;
  return s.seats.some((p, i) => i !== seat && p.cards.length > 0);
}

function canChaos(s: WordsState, seat: number): boolean {
  return countPrize(s, seat, 'chaos') > 0 && faceDownCells(s).length >= 2;
}

function hasUsableInstant(s: WordsState, seat: number): boolean {
  return canExchange(s, seat) || canChaos(s, seat);
}

/** The poll of a window: the seats holding a usable instant card; with a step pending the active seat too, last. */
const POLL: WindowRules<WordsState> = {
  hasUsableInstant,
  asksActiveLast: (s) => s.pending !== null,
};

function openWindow(s: WordsState, kind: WordsWindowKind, ev: Events): void {
  openPoll(s, POLL, kind, ev);
}

/** The window that fits the moment after the active participant played an instant card itself. */
function currentWindowKind(s: WordsState): WordsWindowKind {
  if (s.phase === 'flip') {
    if (s.batch.length > 0) return 'reveal';
    return s.bonusBatch ? 'resolved' : s.wordsThisTurn > 0 ? 'word' : 'start';
  }
  return s.wordsThisTurn > 0 ? 'word' : 'start';
}

function beginTurn(s: WordsState, seat: number, ev: Events): void {
  s.active = seat;
  s.phase = 'compose';
  s.wordsThisTurn = 0;
  s.batchSize = 0;
  s.batch = [];
  s.bonusFlips = 0;
  s.bonusBatch = false;
  s.choices = [];
  s.pairsThisBatch = 0;
  s.reactionWindow = null;
  s.pending = null;
  ev.push({ type: 'turn', seat });
  openWindow(s, 'start', ev);
}

export function seatScores(s: WordsState): { wordPoints: number[]; held: number[]; words: number[] } {
  return {
    wordPoints: s.seats.map((p) => p.words.reduce((sum, w) => sum + w.points, 0)),
    held: s.seats.map((p) => p.cards.length),
    words: s.seats.map((p) => p.words.length),
  };
}

/** Final scores: word points + 1 per card held; ties go to more words, then a shared win (WD-A15). */
export function computeOutcome(s: WordsState, slavaWinner: number | null): Outcome {
  const { wordPoints, held, words } = seatScores(s);
  const scores = wordPoints.map((p, i) => p + held[i]);
  if (slavaWinner !== null) return { scores, winners: [slavaWinner], reason: 'slava' };
  const best = Math.max(...scores);
  let cands = scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const bestWords = Math.max(...cands.map((i) => words[i]));
  cands = cands.filter((i) => words[i] === bestWords);
  return { scores, winners: cands, reason: 'tableEmpty', tiebreak: words };
}

function finish(s: WordsState, ev: Events, slavaWinner: number | null): void {
  s.phase = 'over';
  s.reactionWindow = null;
  s.batch = [];
  s.batchSize = 0;
  s.choices = [];
  s.pending = null;
  s.outcome = computeOutcome(s, slavaWinner);
  ev.push({ type: 'gameOver', outcome: s.outcome });
}

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: WordsState): number[] {
  if (s.phase === 'over') return [];
  if (s.reactionWindow) return [s.reactionWindow.asking];
  return [s.active];
}

/** EXCHANGE moves, one per pair of distinguishable cards (cards with the same face are interchangeable). */
export function exchangeActions(s: WordsState, seat: number): WordsAction[] {
  if (!canExchange(s, seat)) return [];
  const out: WordsAction[] = [];
  const mine = s.seats[seat].cards;
  const spent = mine.find((id) => prizeKindOf(id) === 'exchange')!;
  const gives = distinctFaces(s, mine.filter((id) => id !== spent));
  for (let t = 0; t < s.players; t++) {
    if (t === seat) continue;
    for (const take of distinctFaces(s, s.seats[t].cards)) {
      for (const give of gives) out.push({ type: 'exchange', give, target: t, take });
    }
  }
  return out;
}

function distinctFaces(s: WordsState, ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    const k = faceKey(id, s.options);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(id);
    }
  }
  return out;
}

function instantActions(s: WordsState, seat: number): WordsAction[] {
  const out = exchangeActions(s, seat);
  if (canChaos(s, seat)) out.push({ type: 'chaos' });
  return out;
}

/** The ways to take `take` cards out of a group (each choice once). */
function chooseSubsets(cells: readonly number[], take: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, acc: number[]): void => {
    if (acc.length === take) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i < cells.length; i++) {
      acc.push(cells[i]);
      rec(i + 1, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

/**
 * Legal actions of `seat` now. Words are not listed (like typed text they are open-ended): in the
 * compose phase `compose` is legal for the active participant whenever it holds a letter card.
 */
export function legalActions(s: WordsState, seat: number): WordsAction[] {
  if (!actors(s).includes(seat)) return [];
  const out: WordsAction[] = [];
  if (s.reactionWindow) {
    out.push({ type: 'pass' });
    out.push(...instantActions(s, seat));
    return out;
  }
  switch (s.phase) {
    case 'compose':
      out.push({ type: 'endCompose' });
      break;
    case 'flip':
      for (const c of faceDownCells(s)) out.push({ type: 'flip', cell: c });
      break;
    case 'choosePairs': {
      const ch = s.choices[0];
      for (const sub of chooseSubsets(ch.cells, ch.take)) out.push({ type: 'choosePairs', cards: sub.map((c) => s.cells[c]!) });
      return out;
    }
    default:
      return out;
  }
  out.push(...instantActions(s, seat));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Apply

export function apply(
  words: WordList,
  state: WordsState,
  seat: number,
  action: WordsAction,
): { state: WordsState; events: WordsEvent[] } {
  requireSeat(state.players, seat, `Seat ${String(seat)} is not at the table.`);
  if (action.type === 'exchange') requireSeat(state.players, action.target, 'EXCHANGE needs a participant at the table.');
  if (state.phase === 'over') throw new RuleError('gameOver', 'The game is over.');
  checkMayAct(state, seat, actors(state), action.type);
  const s = clone(state);
  const ev: Events = [];
  if (s.reactionWindow) applyInWindow(s, seat, action, ev);
  else applyTurnAction(words, s, seat, action, ev);
  runPending(s, ev);
  return { state: s, events: ev };
}

/** Once no window is open, the pending step runs (it may open the next window). */
function runPending(s: WordsState, ev: Events): void {
  while (!s.reactionWindow && s.pending && s.phase !== 'over') {
    const step = s.pending;
    s.pending = null;
    if (step === 'resolve') resolveBatch(s, s.active, ev);
    else beginTurn(s, nextSeat(s, s.active), ev);
  }
}

function applyInWindow(s: WordsState, seat: number, action: WordsAction, ev: Events): void {
  const w = s.reactionWindow!;
  switch (action.type) {
    case 'pass':
      return passInWindow(s, POLL, seat, ev);
    case 'exchange':
    case 'chaos':
      playInstant(s, seat, action, ev);
      s.reactionWindow = null;
      openWindow(s, w.kind, ev);
      return;
    default:
      throw new RuleError('notInWindow', 'In a reaction window you may only pass or play an EXCHANGE or a CHAOS.');
  }
}

function applyTurnAction(words: WordList, s: WordsState, seat: number, action: WordsAction, ev: Events): void {
  switch (action.type) {
    case 'pass':
      throw new RuleError('notInWindow', 'There is no reaction window to pass in.');
    case 'exchange':
    case 'chaos':
      if (s.phase === 'choosePairs') throw new RuleError('choosePairsFirst', 'Choose the cards to take first.');
      playInstant(s, seat, action, ev);
      // The others may answer the active participant's card: the poll restarts.
      openWindow(s, currentWindowKind(s), ev);
      return;
    case 'compose':
      return compose(words, s, seat, action, ev);
    case 'endCompose':
      return endCompose(s, seat, ev);
    case 'flip':
      return flip(s, seat, action.cell, ev);
    case 'choosePairs':
      return choosePairs(s, seat, action.cards, ev);
  }
}

// ---------------------------------------------------------------------------------------------
// Action 1: compose

/** Checks a word against the hand, the dictionary and the house rules without changing anything. */
export function checkWord(
  words: WordList,
  s: WordsState,
  seat: number,
  action: Extract<WordsAction, { type: 'compose' }>,
): { entry: WordEntry; slava: boolean } {
  const hand = s.seats[seat].cards;
  const used = new Set<string>();
  for (const id of action.cards) {
    if (used.has(id) || !hand.includes(id)) {
      throw new RuleError('cardsNotHeld', 'You do not hold these letters: every card of a word must be your own, each used once.');
    }
    if (!letterOf(id)) throw new RuleError('notALetter', 'Only letter cards spell a word (POLYSEMY is given separately).');
    used.add(id);
  }
  let wild = '';
  if (action.polysemy) {
    const p = action.polysemy;
    if (used.has(p.card) || !hand.includes(p.card) || prizeKindOf(p.card) !== 'polysemy') {
      throw new RuleError('noPolysemy', 'You do not hold that POLYSEMY card.');
    }
    wild = normaliseWord(p.letter);
    if (!WORDS_ALPHABET.includes(wild.toUpperCase() as (typeof WORDS_ALPHABET)[number]) || wild.length !== 1) {
      throw new RuleError('badPolysemyLetter', 'POLYSEMY stands for one letter of the Ukrainian alphabet.');
    }
  }
  const typed = normaliseWord(action.word);
  if (!/^[абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'\- ]*$/.test(typed)) {
    throw new RuleError('badCharacters', 'A word is spelt with Ukrainian letters only (an apostrophe or a hyphen is allowed).');
  }
  const letters = wordLetters(typed);
  if (letters.length < 2) throw new RuleError('tooShort', 'A word needs at least two letters.');
  if (action.cards.length === 0) throw new RuleError('noRealLetter', 'A word needs at least one real letter card.');
  // The cards must supply exactly the word's letters; the POLYSEMY supplies every occurrence of its letter.
  const need = new Map<string, number>();
  for (const ch of letters) if (ch !== wild) need.set(ch, (need.get(ch) ?? 0) + 1);
  const have = new Map<string, number>();
  for (const id of action.cards) {
    const ch = letterOf(id).toLowerCase();
    if (ch === wild) {
      throw new RuleError('polysemyLetterHeld', 'A letter given by POLYSEMY is supplied at all its places: no real card may carry it in that word.');
    }
    have.set(ch, (have.get(ch) ?? 0) + 1);
  }
  const sameLetters = need.size === have.size && [...need].every(([ch, n]) => have.get(ch) === n);
  if (!sameLetters) throw new RuleError('lettersMismatch', 'You do not hold these letters: the cards chosen do not spell this word.');
  if (wild && !letters.includes(wild)) throw new RuleError('polysemyUnused', 'The letter declared for POLYSEMY does not occur in the word.');
  const ordered = orderCards(letters, action.cards);
  const { points, doubled } = scoreWord(ordered.map((id) => cardOf(id, s.options)));
  const polysemyLetter = wild ? wild.toUpperCase() : null;
  if (letters === SLAVA_LETTERS) {
    return { entry: { word: 'слава україні', cards: ordered, polysemyLetter, points, doubled }, slava: true };
  }
  if (typed.includes(' ')) throw new RuleError('oneWordOnly', 'Compose one word at a time.');
  const spelled = spellInScope(words, letters, typed, s.options);
  const key = spelled.form.toLowerCase();
  if (s.options.noRepeats === 1 && s.usedWords.includes(key)) {
    throw new RuleError('repeatedWord', `"${spelled.form}" was already composed in this game.`, { word: spelled.form });
  }
  return { entry: { word: spelled.form, cards: ordered, polysemyLetter, points, doubled }, slava: false };
}

/**
 * The dictionary form of `letters` allowed by the house rules (WD-A8), or a RuleError saying why the
 * form the dictionary has is not allowed (proper noun, abbreviation, hyphenated) or that it has none.
 */
function spellInScope(words: WordList, letters: string, typed: string, o: WordsOptions): SpelledWord {
  const proper = o.properNouns === 1;
  const abbreviations = o.abbreviations === 1;
  const hyphenated = o.hyphenated === 1;
  const spelled = words.spell(letters, proper, { capitals: abbreviations, hyphenated });
  if (spelled && (abbreviations || !isAbbreviation(spelled.form))) return spelled;
  // Not allowed or not found: the form the dictionary has with every house rule on tells the reason.
  const any = spelled ?? words.spell(letters, true, { capitals: true, hyphenated: true });
  if (!any) throw new RuleError('notInDictionary', `"${typed}" is not in the dictionary.`, { word: typed });
  const word = { word: any.form };
  if (any.proper) throw new RuleError('properNoun', `"${any.form}" is a proper noun: proper nouns are not allowed in this game.`, word);
  if (isAbbreviation(any.form)) {
    throw new RuleError('abbreviation', `"${any.form}" is an abbreviation: abbreviations are not allowed in this game (WD-A8).`, word);
  }
  throw new RuleError('hyphenated', `"${any.form}" is written with a hyphen: hyphenated words are not allowed in this game (WD-A8).`, word);
}

/** The real cards in the order their letters appear in the word. */
function orderCards(letters: string, cards: readonly string[]): string[] {
  const left = cards.slice();
  const out: string[] = [];
  for (const ch of letters) {
    const i = left.findIndex((id) => letterOf(id).toLowerCase() === ch);
    if (i >= 0) out.push(left.splice(i, 1)[0]);
  }
  return out;
}

function compose(words: WordList, s: WordsState, seat: number, action: Extract<WordsAction, { type: 'compose' }>, ev: Events): void {
  if (s.phase !== 'compose') throw new RuleError('notComposePhase', 'Words are composed before flipping (Action 1).');
  const { entry, slava } = checkWord(words, s, seat, action);
  const p = s.seats[seat];
  const spent = action.polysemy ? [...entry.cards, action.polysemy.card] : entry.cards;
  p.cards = p.cards.filter((id) => !spent.includes(id));
  s.discard.push(...spent);
  p.words.push(entry);
  s.usedWords.push(entry.word.toLowerCase());
  s.wordsThisTurn += 1;
  s.passesInRow = 0;
  ev.push({ type: 'word', seat, record: recordOf(s, entry) });
  if (slava) {
    ev.push({ type: 'slava', seat });
    return finish(s, ev, seat);
  }
  openWindow(s, 'word', ev);
}

export function recordOf(s: WordsState, e: WordEntry): WordRecord {
  return { word: e.word, cards: e.cards.map((id) => card(s, id)), polysemyLetter: e.polysemyLetter, points: e.points, doubled: e.doubled };
}

function endCompose(s: WordsState, seat: number, ev: Events): void {
  if (s.phase !== 'compose') throw new RuleError('notComposePhase', 'Composing is already over for this turn.');
  const down = faceDownCells(s).length;
  if (down === 0) {
    // Empty table: the turn is Action 1 only; a turn without a word is a pass (WD-A14).
    const pass = s.wordsThisTurn === 0;
    ev.push({ type: 'endCompose', seat, pass });
    if (pass) {
      s.passesInRow += 1;
      if (s.passesInRow >= s.players) return finish(s, ev, null);
    }
    return beginTurn(s, nextSeat(s, seat), ev);
  }
  ev.push({ type: 'endCompose', seat, pass: false });
  s.phase = 'flip';
  startBatch(s, seat, Math.min(2 * (s.wordsThisTurn + 1), down), false, ev);
}

// ---------------------------------------------------------------------------------------------
// Action 2: flip

function startBatch(s: WordsState, seat: number, size: number, bonus: boolean, ev: Events): void {
  s.batch = [];
  s.batchSize = size;
  s.bonusBatch = bonus;
  s.pairsThisBatch = 0;
  ev.push({ type: 'batch', seat, size, bonus });
}

function flip(s: WordsState, seat: number, cell: number, ev: Events): void {
  if (s.phase !== 'flip') {
    throw new RuleError(s.phase === 'compose' ? 'composeFirst' : 'choosePairsFirst', s.phase === 'compose' ? 'Finish composing first (Action 1), then flip.' : 'Choose the cards to take first.');
  }
  const id = s.cells[cell];
  if (id === null || id === undefined || s.batch.includes(cell)) throw new RuleError('cellNotFaceDown', `Cell ${cell} holds no face-down card.`, { cell });
  s.batch.push(cell);
  ev.push({ type: 'flip', seat, cell, card: card(s, id) });
  // The batch resolves when this window closes (at once when nobody is asked).
  if (s.batch.length === s.batchSize) s.pending = 'resolve';
  openWindow(s, 'reveal', ev);
}

/** Resolves a complete batch: prizes to the flipper, letter pairs taken, odd groups asked, the rest back (WD-A2, A4, A13). */
function resolveBatch(s: WordsState, seat: number, ev: Events): void {
  const groups = new Map<string, number[]>();
  for (const c of s.batch) {
    const id = s.cells[c]!;
    if (prizeKindOf(id) !== null) {
      takeCard(s, seat, c);
      ev.push({ type: 'takePrize', seat, cell: c, card: card(s, id) });
      continue;
    }
    const letter = letterOf(id);
    const g = groups.get(letter) ?? [];
    g.push(c);
    groups.set(letter, g);
  }
  s.choices = [];
  for (const [letter, cells] of groups) {
    if (cells.length < 2) continue;
    if (cells.length % 2 === 0) takePairs(s, seat, cells, letter, ev);
    else s.choices.push({ letter, cells, take: cells.length - 1 });
  }
  askOrFinishResolution(s, seat, ev);
}

function takeCard(s: WordsState, seat: number, cell: number): void {
  s.seats[seat].cards.push(s.cells[cell]!);
  s.cells[cell] = null;
}

/** Takes `cells` (an even number of same-letter cards) as pairs, same-colour cards paired together first. */
function takePairs(s: WordsState, seat: number, cells: number[], letter: string, ev: Events): void {
  const byColour = [...cells].sort((a, b) => (faceKey(s.cells[a]!, s.options) < faceKey(s.cells[b]!, s.options) ? -1 : 1));
  for (let i = 0; i + 1 < byColour.length; i += 2) {
    const pair: [number, number] = [byColour[i], byColour[i + 1]];
    takeCard(s, seat, pair[0]);
    takeCard(s, seat, pair[1]);
    ev.push({ type: 'takePair', seat, cells: pair, letter });
    s.pairsThisBatch += 1;
  }
}

function askOrFinishResolution(s: WordsState, seat: number, ev: Events): void {
  if (s.choices.length > 0) {
    const ch = s.choices[0];
    s.phase = 'choosePairs';
    ev.push({ type: 'choice', seat, letter: ch.letter, cells: ch.cells.slice(), take: ch.take });
    return;
  }
  // The cards left of the batch go back face down in place.
  const back = s.batch.filter((c) => s.cells[c] !== null);
  if (back.length > 0) ev.push({ type: 'hide', cells: back });
  s.batch = [];
  s.batchSize = 0;
  s.phase = 'flip';
  s.bonusFlips += s.pairsThisBatch;
  s.pairsThisBatch = 0;
  const down = faceDownCells(s).length;
  if (s.bonusFlips > 0 && down > 0) {
    s.bonusFlips -= 1;
    startBatch(s, seat, Math.min(2, down), true, ev);
    openWindow(s, 'resolved', ev);
    return;
  }
  s.bonusFlips = 0;
  s.pending = 'endTurn';
  openWindow(s, 'resolved', ev);
}

function choosePairs(s: WordsState, seat: number, cards: readonly string[], ev: Events): void {
  if (s.phase !== 'choosePairs') throw new RuleError('nothingToChoose', 'There is no group of cards to choose from now.');
  const ch = s.choices[0];
  const cells = cards.map((id) => ch.cells.find((c) => s.cells[c] === id));
  if (cards.length !== ch.take || new Set(cards).size !== cards.length || cells.some((c) => c === undefined)) {
    throw new RuleError('badChoice', `Choose ${ch.take} of the revealed ${ch.letter} cards.`, { take: ch.take, letter: ch.letter });
  }
  s.choices.shift();
  takePairs(s, seat, cells as number[], ch.letter, ev);
  askOrFinishResolution(s, seat, ev);
}

// ---------------------------------------------------------------------------------------------
// Instant cards

function spendPrize(s: WordsState, seat: number, kind: WordsPrizeKind, ev: Events): void {
  const held = s.seats[seat].cards;
  const i = held.findIndex((id) => prizeKindOf(id) === kind);
  const [id] = held.splice(i, 1);
  s.discard.push(id);
  ev.push({ type: 'discard', seat, card: card(s, id) });
}

function playInstant(s: WordsState, seat: number, action: Extract<WordsAction, { type: 'exchange' | 'chaos' }>, ev: Events): void {
  if (action.type === 'exchange') return exchange(s, seat, action, ev);
  if (countPrize(s, seat, 'chaos') === 0) throw new RuleError('noChaos', 'You hold no CHAOS card.');
  const down = faceDownCells(s);
  let cells: number[];
  if (action.cells === undefined) cells = down;
  else {
    cells = [...new Set(action.cells)];
    if (cells.some((c) => !down.includes(c))) throw new RuleError('cellNotFaceDown', 'CHAOS shuffles face-down cards only.');
  }
  if (cells.length < 2) throw new RuleError('chaosTooFew', 'CHAOS needs at least two face-down cards.');
  spendPrize(s, seat, 'chaos', ev);
  const ids = shuffled(s.rng, cells.map((c) => s.cells[c]!));
  cells.forEach((c, i) => (s.cells[c] = ids[i]));
  ev.push({ type: 'chaos', seat, cells: [...cells].sort((a, b) => a - b) });
}

function exchange(s: WordsState, seat: number, action: Extract<WordsAction, { type: 'exchange' }>, ev: Events): void {
  if (countPrize(s, seat, 'exchange') === 0) throw new RuleError('noExchange', 'You hold no EXCHANGE card.');
  const { give, target, take } = action;
  if (target === seat) throw new RuleError('exchangeWithSelf', 'EXCHANGE swaps a card with another participant.');
  const mine = s.seats[seat].cards;
  const theirs = s.seats[target].cards;
  const giveOk = mine.includes(give) && (prizeKindOf(give) !== 'exchange' || countPrize(s, seat, 'exchange') >= 2);
  if (!giveOk) throw new RuleError('cardsNotHeld', 'You do not hold the card you offer (the EXCHANGE played cannot be given).');
  if (!theirs.includes(take)) throw new RuleError('targetCardNotHeld', `Seat ${target + 1} does not hold that card.`, { seat: target });
  // Spend an EXCHANGE other than the card given, then swap.
  const held = s.seats[seat].cards;
  const spentIndex = held.findIndex((id) => prizeKindOf(id) === 'exchange' && id !== give);
  const [spent] = held.splice(spentIndex, 1);
  s.discard.push(spent);
  ev.push({ type: 'discard', seat, card: card(s, spent) });
  held.splice(held.indexOf(give), 1);
  theirs.splice(theirs.indexOf(take), 1);
  held.push(take);
  theirs.push(give);
  if (tableEmpty(s)) s.passesInRow = 0;
  ev.push({ type: 'exchange', seat, target, give: card(s, give), take: card(s, take) });
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
