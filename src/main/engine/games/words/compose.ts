/**
 * Klepka Words Action 1: composing words (the hand, the dictionary and the house rules) and ending it.
 */
import { RuleError } from '../../core';
import type { WordRecord, WordsAction, WordsOptions } from '../../../../common/games/words';
import { SLAVA_LETTERS, WORDS_ALPHABET, normaliseWord, scoreWord, wordLetters } from '../../../../common/games/words';
import { cardOf, letterOf, prizeKindOf } from './cards';
import { isAbbreviation } from './wordlist';
import type { SpelledWord, WordList } from './wordlist';
import { beginTurn, card, faceDownCells, finish, nextSeat, openWindow } from './state';
import type { Events, WordEntry, WordsState } from './state';
import { startBatch } from './flip';

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
  // the word as composed (there is no hyphen card), not the dictionary's hyphenated form
  throw new RuleError('hyphenated', `"${typed}" is only in the dictionary with a hyphen ("${any.form}"): hyphenated words are not allowed in this game (WD-A8).`, { word: typed });
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

export function compose(words: WordList, s: WordsState, seat: number, action: Extract<WordsAction, { type: 'compose' }>, ev: Events): void {
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

export function endCompose(s: WordsState, seat: number, ev: Events): void {
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
