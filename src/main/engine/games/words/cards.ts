/**
 * Klepka Words cards: the composition built from the options, card ids and card faces (rules section 2).
 * Letter cards come in pairs of the same letter and colour; prize cards are POLYSEMY, CHAOS and EXCHANGE.
 */
import type { LetterColour, WordsCard, WordsOptions, WordsPrizeKind } from '../../../../common/games/words';
import { LETTER_POINTS, WORDS_ALPHABET } from '../../../../common/games/words';

export const WORDS_PRIZE_KINDS: readonly WordsPrizeKind[] = ['polysemy', 'chaos', 'exchange'];

export function letterCardId(letterIndex: number, pair: number, copy: 1 | 2): string {
  return `l${String(letterIndex).padStart(2, '0')}-${pair}-${copy}`;
}

export function prizeCardId(kind: WordsPrizeKind, n: number): string {
  return `${kind}-${n}`;
}

export function letterPairCount(options: WordsOptions): number {
  return options.letterPairs.reduce((a, b) => a + b, 0);
}

export function cardCount(options: WordsOptions): number {
  return 2 * letterPairCount(options) + options.polysemy + options.chaos + options.exchange;
}

/** Every card id of the composition in a fixed order: letters in alphabet order (pair by pair), then the prizes. */
export function composition(options: WordsOptions): string[] {
  const ids: string[] = [];
  options.letterPairs.forEach((pairs, li) => {
    for (let p = 1; p <= pairs; p++) ids.push(letterCardId(li, p, 1), letterCardId(li, p, 2));
  });
  for (const kind of WORDS_PRIZE_KINDS) {
    for (let i = 1; i <= options[kind]; i++) ids.push(prizeCardId(kind, i));
  }
  return ids;
}

const LETTER_RE = /^l(\d{2})-(\d+)-[12]$/;

/** Prize kind of a card id, or null for a letter card. */
export function prizeKindOf(id: string): WordsPrizeKind | null {
  if (id.charCodeAt(0) === 108 /* l */) return null;
  return id.slice(0, id.indexOf('-')) as WordsPrizeKind;
}

/** Uppercase letter of a letter card id, or '' for a prize card. */
export function letterOf(id: string): string {
  const m = LETTER_RE.exec(id);
  return m ? (WORDS_ALPHABET[Number(m[1])] ?? '') : '';
}

/**
 * Colour of a letter card: the first `bluePairs[letter]` pairs of a letter are blue, the rest yellow,
 * so a composition and its colours follow from the options alone.
 */
export function colourOf(id: string, options: WordsOptions): LetterColour {
  const m = LETTER_RE.exec(id);
  if (!m) return 'blue';
  return Number(m[2]) <= (options.bluePairs[Number(m[1])] ?? 0) ? 'blue' : 'yellow';
}

export function cardOf(id: string, options: WordsOptions): WordsCard {
  const letter = letterOf(id);
  if (letter) return { id, kind: 'letter', letter, points: LETTER_POINTS[letter] ?? 0, colour: colourOf(id, options) };
  return { id, kind: 'prize', prize: prizeKindOf(id) as WordsPrizeKind };
}

/** A key shared by cards nobody can tell apart (same letter and colour, or same prize kind). */
export function faceKey(id: string, options: WordsOptions): string {
  const letter = letterOf(id);
  return letter ? `${letter}:${colourOf(id, options)}` : (prizeKindOf(id) as string);
}
