/**
 * The dictionary as the engine and the bots see it: an interface injected when the game definition is
 * built (`createWordsGame(words)`), so the engine never loads a file itself. The application passes the
 * Ukrainian dictionary (src/main/dictionary); tests pass a small list built with `createListWordList`.
 */
import { LETTER_POINTS } from '../../../../common/games/words';

/** A dictionary spelling found for a sequence of letters. */
export interface SpelledWord {
  /** As the dictionary writes it, apostrophes and hyphens included ("м'ясо"; "Львів" for a proper noun; "США"). */
  form: string;
  /** True when the dictionary has it only with a first capital (a proper noun). */
  proper: boolean;
}

/** Forms the house rules add to the plain lowercase ones (WD-A8). */
export interface SpellScope {
  /** Also forms written in capitals ("США"). */
  capitals?: boolean;
  /** Also forms with a hyphen between the letters ("будь-який"). */
  hyphenated?: boolean;
}

export interface WordQuery {
  /** Lowercase letter -> how many real letter cards carry it. */
  counts: Readonly<Record<string, number>>;
  /** True when one POLYSEMY card may stand for one letter at all its positions (that letter then comes from no real card). */
  wildcard: boolean;
  /** Also proper nouns (the house rule). */
  proper: boolean;
  /** Fewest letters a word may have (2 by the rules). */
  minLength: number;
  /** Most letters a word may have (the search horizon; no limit when omitted). */
  maxLength?: number;
  /** Most words returned: those whose real cards carry the most points first, then the longer ones. */
  limit: number;
  /**
   * Most dictionary nodes a search may visit: bounds its time for big hands with a POLYSEMY (the walk
   * stops there and ranks what it found). A plain list, which is small, ignores it.
   */
  maxVisits?: number;
}

export interface FoundWord {
  /** Dictionary spelling (apostrophes included). */
  form: string;
  /** Its lowercase letters without apostrophes: what the cards (and the POLYSEMY) must supply. */
  letters: string;
  /** The letter the POLYSEMY stands for, or null when the real cards suffice. */
  wild: string | null;
}

export interface WordList {
  /**
   * The dictionary spelling of `letters` (lowercase Ukrainian letters, no apostrophes): the form itself
   * when it is a word, else a form with apostrophes inserted ("мясо" -> "м'ясо"). Common words first;
   * when `proper`, a capitalised form is returned too (flagged); `scope` adds hyphenated forms (after the
   * plain ones) and forms in capitals (last). Null when there is none.
   */
  spell(letters: string, proper: boolean, scope?: SpellScope): SpelledWord | null;
  /**
   * The words that can be built from a hand (the bot's search): each word once, needing the POLYSEMY
   * only when the real cards fall short, and at least one real card.
   */
  findWords(query: WordQuery): FoundWord[];
  /** Optional hint that the list will be needed soon (a dictionary may start loading in the background). */
  warmUp?(): void;
}

const VOWELS = /[аеєиіїоуюя]/;

/**
 * Lowercase abbreviations and unit symbols of the dictionary: the lowercase one-word entries of
 * data/dict/base-abbr.lst in brown-uk/dict_uk (the source of @cspell/dict-uk-ua, which keeps its
 * abbreviations in that file and dot-abbr.lst), those of two letters or more that the dictionary holds.
 * The dot-abbr.lst entries it holds without the dot (див, руб, тис) are also ordinary words, so none is listed.
 */
export const LOWERCASE_ABBREVIATIONS: ReadonlySet<string> = new Set(
  'вдсх грн дм зав кб кбайт кбіт кг ккал км крб мг мкг мкм мкс мл млн млрд мм мс нм пм сек см смт трлн хв'.split(' '),
);

/**
 * The dictionary's lowercase forms of two letters or more without a vowel that are interjections or
 * onomatopoeia. Every such form of the dictionary was listed (63, with the one-letter ones) and classified;
 * the others are abbreviations and unit symbols (кг, грн, кгс, мск, смс, цнт ...).
 */
export const INTERJECTIONS_WITHOUT_VOWEL: ReadonlySet<string> = new Set(
  'бгг бггг брр бррр бґґ ггг гггг гм кхм мгм ммм пфф тсс хм хмм хммм хррр цс чш'.split(' '),
);

/**
 * True for a dictionary form that is an abbreviation (WD-A8): written in capitals, or a lowercase
 * abbreviation of the list above, or a lowercase form without a vowel that is not an interjection.
 */
export function isAbbreviation(form: string): boolean {
  const letters = form.replace(/['-]/g, '');
  const lower = letters.toLowerCase();
  if (letters.length >= 2 && letters === letters.toUpperCase() && letters !== lower) return true;
  if (LOWERCASE_ABBREVIATIONS.has(lower)) return true;
  return !VOWELS.test(lower) && !INTERJECTIONS_WITHOUT_VOWEL.has(lower);
}

/** Lowercase Ukrainian letters (what a card can carry). */
const LETTER_SET = new Set('абвгґдеєжзиіїйклмнопрстуфхцчшщьюя');

function isLetters(s: string): boolean {
  for (const ch of s) if (!LETTER_SET.has(ch)) return false;
  return s.length > 0;
}

/** Points the real cards of a found word carry (the ranking of `findWords`). */
export function realPoints(w: FoundWord): number {
  let p = 0;
  for (const ch of w.letters) if (ch !== w.wild) p += LETTER_POINTS[ch.toUpperCase()] ?? 0;
  return p;
}

/** Keeps the `limit` best words (most real points, then longest, then alphabetical for a stable order). */
export function rankFound(found: FoundWord[], limit: number): FoundWord[] {
  const scored = found.map((w) => ({ w, p: realPoints(w) }));
  scored.sort((a, b) => b.p - a.p || b.w.letters.length - a.w.letters.length || (a.w.form < b.w.form ? -1 : a.w.form > b.w.form ? 1 : 0));
  return scored.slice(0, limit).map((x) => x.w);
}

/**
 * How a hand builds `letters`: null wild when the real cards suffice, else the one letter the POLYSEMY
 * must supply; undefined when it cannot be built.
 */
export function buildWith(letters: string, counts: Readonly<Record<string, number>>, wildcard: boolean): { wild: string | null } | undefined {
  const need = new Map<string, number>();
  for (const ch of letters) need.set(ch, (need.get(ch) ?? 0) + 1);
  const short: string[] = [];
  for (const [ch, n] of need) if ((counts[ch] ?? 0) < n) short.push(ch);
  if (short.length === 0) return { wild: null };
  if (!wildcard || short.length > 1) return undefined;
  const wild = short[0];
  if (need.get(wild) === letters.length) return undefined; // at least one real card
  return { wild };
}

/** A word list over plain forms (tests, tools): the same answers as the dictionary, by a linear scan. */
export function createListWordList(forms: readonly string[]): WordList {
  const entries = forms.map((form) => {
    const letters = form.replace(/['-]/g, '').toLowerCase();
    const capitals = letters.length >= 2 && form === form.toUpperCase();
    const proper = !capitals && form !== form.toLowerCase();
    const hyphenated = form.includes('-');
    const ok = isLetters(letters) && (capitals || !proper || form.slice(1) === form.slice(1).toLowerCase());
    return { form, letters, proper, capitals, hyphenated, ok };
  }).filter((e) => e.ok);
  return {
    spell(letters, proper, scope = {}) {
      let best: SpelledWord | null = null;
      let bestRank = Infinity;
      // The dictionary's order: plain, then hyphenated, then proper nouns, then capitals; apostrophes last within each.
      const rank = (e: (typeof entries)[number]): number =>
        (e.capitals ? 8 : 0) + (e.proper ? 4 : 0) + (e.hyphenated ? 2 : 0) + (e.form.includes("'") ? 1 : 0);
      for (const e of entries) {
        if (e.letters !== letters || (e.proper && !proper) || (e.capitals && !scope.capitals) || (e.hyphenated && !scope.hyphenated)) continue;
        if (rank(e) < bestRank) {
          best = { form: e.form, proper: e.proper };
          bestRank = rank(e);
        }
      }
      return best;
    },
    findWords(q) {
      const out: FoundWord[] = [];
      const seen = new Set<string>();
      for (const e of entries) {
        if (e.capitals || e.hyphenated) continue; // the bots' search, like the dictionary's, builds plain forms only
        if ((e.proper && !q.proper) || e.letters.length < q.minLength || seen.has(e.form)) continue;
        if (q.maxLength !== undefined && e.letters.length > q.maxLength) continue;
        const how = buildWith(e.letters, q.counts, q.wildcard);
        if (!how) continue;
        seen.add(e.form);
        out.push({ form: e.form, letters: e.letters, wild: how.wild });
      }
      return rankFound(out, q.limit);
    },
  };
}
