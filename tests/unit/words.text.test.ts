/**
 * Klepka Words' texts in both languages: a memory game, so the flip line names the cell but never the card
 * (an unmatched letter goes back face down; the log would be a copy of the grid), and a batch line names none.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { WordsEvent, WordsView } from '../../src/common/games/words';
import '../../src/renderer/games'; // registers every game's words, as the app does
import { setLanguage } from '../../src/renderer/i18n';
import { logLine } from '../../src/renderer/games/words/log';

(globalThis as { document?: unknown }).document = { documentElement: {}, title: '' };

const name = (seat: number): string => ['Olena', 'Bot'][seat] ?? `P${seat}`;
const view = { cols: 14 } as WordsView;
const text = (ev: WordsEvent): string => logLine(ev, view, name)?.text ?? '';

const letterFlip: WordsEvent = { type: 'flip', seat: 0, cell: 4 * 14 + 4, card: { kind: 'letter', id: 'l-14-1-1', letter: 'К', points: 2, colour: 'blue' } };
const prizeFlip: WordsEvent = { type: 'flip', seat: 1, cell: 0, card: { kind: 'prize', id: 'chaos-1', prize: 'chaos' } };

describe('the flip line', () => {
  afterAll(() => setLanguage('en'));

  it('names the cell, not the letter or prize turned face up, in English and Ukrainian', () => {
    setLanguage('en');
    expect(text(letterFlip)).toBe('Olena flips E5.');
    expect(text(prizeFlip)).toBe('Bot flips A1.');
    setLanguage('uk');
    for (const ev of [letterFlip, prizeFlip]) expect(text(ev)).not.toMatch(/К|ХАОС|CHAOS/);
  });

  it('a batch line names no card (nothing is face up yet)', () => {
    setLanguage('en');
    expect(text({ type: 'batch', seat: 0, size: 4, bonus: false })).toBe('Olena flips 4 cards.');
  });
});
