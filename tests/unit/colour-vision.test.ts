/**
 * Colour-blind safe tables: every table's rule-carrying palette, seen through protanopia, deuteranopia and
 * tritanopia (Machado et al. 2009, severity 1.0, linear RGB), keeps every pair apart by CIEDE2000 ≥ 10 or
 * by a distinct mark; every such colour has a mark of its own; and the phone page shows those marks.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEFICIENCIES, DISTINCT_DELTA_E, closeInColour, confusedPairs, deltaE2000, lab, seenDistance, simulate, type RuleColour } from '../../src/renderer/table/colour-vision';
import { RULE_PALETTE as athletic } from '../../src/renderer/games/athletic/colours';
import { RULE_PALETTE as rush } from '../../src/renderer/games/rush/sports';
import { RULE_PALETTE as football } from '../../src/renderer/games/football/prizes';
import { RULE_PALETTE as words } from '../../src/renderer/games/words/colours';
import { RULE_PALETTE as draker } from '../../src/renderer/games/draker/faces';
import { face as footballPhoneFace } from '../../src/renderer/games/football/phone';
import { PHONES } from '../../src/renderer/games/phones';
import type { WordsCard } from '../../src/common/games/words';

// the i18n module names the page's language
vi.stubGlobal('document', { documentElement: {}, title: '' });

const PALETTES: Record<string, readonly RuleColour[]> = { athletic, rush, football, words, draker };

describe('colour science', () => {
  it('CIEDE2000 matches the published test pairs (Sharma, Wu & Dalal 2005)', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
    expect(deltaE2000([2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514])).toBeCloseTo(0.9082, 4);
  });

  it('L*a*b* of white and black are the ends of the scale', () => {
    expect(lab(0xffffff)[0]).toBeCloseTo(100, 2);
    expect(Math.abs(lab(0xffffff)[1]) + Math.abs(lab(0xffffff)[2])).toBeLessThan(0.01);
    expect(lab(0x000000)[0]).toBeCloseTo(0, 5);
  });

  it('the simulations keep greys grey and collapse the pairs each deficiency is known for', () => {
    for (const d of DEFICIENCIES) {
      const g = simulate(0x808080, d);
      expect(Math.abs(((g >> 16) & 255) - 128) + Math.abs(((g >> 8) & 255) - 128) + Math.abs((g & 255) - 128), d).toBeLessThanOrEqual(6);
    }
    // red against green: far apart to a trichromat, close for protanopes and deuteranopes
    expect(deltaE2000(lab(0xcc3333), lab(0x339933))).toBeGreaterThan(40);
    expect(seenDistance(0xcc3333, 0x669933, 'deuteranopia')).toBeLessThan(seenDistance(0xcc3333, 0x669933, 'tritanopia'));
    // blue against green stays apart for red-green deficiencies and comes close for tritanopes
    expect(seenDistance(0x3377cc, 0x33aa88, 'tritanopia')).toBeLessThan(seenDistance(0x3377cc, 0x33aa88, 'deuteranopia'));
  });

  it('a pair close in colour with the same mark is reported; a distinct mark clears it', () => {
    const close = [{ key: 'a', color: 0x1f6fd1, mark: '●' }, { key: 'b', color: 0x7b3fb5, mark: '●' }];
    expect(confusedPairs(close).some((p) => p.deficiency === 'deuteranopia')).toBe(true);
    expect(confusedPairs([close[0]!, { ...close[1]!, mark: '◆' }])).toEqual([]);
  });

  it('pairs close in colour are listed marks aside, and a measured distance (a rendering) replaces the simulated one', () => {
    const marked = [{ key: 'a', color: 0x1f6fd1, mark: '●' }, { key: 'b', color: 0x7b3fb5, mark: '◆' }];
    expect(confusedPairs(marked)).toEqual([]);
    expect(closeInColour(marked).map((p) => `${p.a}/${p.b} ${p.deficiency}`)).toContain('a/b deuteranopia');
    // as a rendering measures them: far apart in every deficiency, then the same in every one
    expect(closeInColour(marked, DISTINCT_DELTA_E, () => 40)).toEqual([]);
    expect(closeInColour(marked, DISTINCT_DELTA_E, () => 0).map((p) => p.deficiency)).toEqual([...DEFICIENCIES]);
    expect(confusedPairs([marked[0]!, { ...marked[1]!, mark: '●' }], DISTINCT_DELTA_E, () => 40)).toEqual([]);
  });
});

describe('every table keeps its rule colours apart', () => {
  for (const [game, palette] of Object.entries(PALETTES)) {
    it(`${game}: each colour has a mark of its own, and no pair is confusable in any deficiency`, () => {
      expect(palette.length).toBeGreaterThan(1);
      const marks = palette.map((c) => c.mark.trim());
      expect(marks.every((m) => m.length > 0), `${game} marks: ${marks.join(' ')}`).toBe(true);
      expect(new Set(marks).size, `${game} marks: ${marks.join(' ')}`).toBe(palette.length);
      expect(confusedPairs(palette, DISTINCT_DELTA_E)).toEqual([]);
    });
  }
});

describe('the phone page shows the marks', () => {
  it('Football: the YELLOW and RED cards have different faces', () => {
    const yellow = footballPhoneFace({ id: 'yellow-1', kind: 'prize', prize: 'yellow' });
    const red = footballPhoneFace({ id: 'red-1', kind: 'prize', prize: 'red' });
    expect(yellow).not.toBe(red);
    expect([yellow, red]).toEqual([football.find((c) => c.key === 'yellow')!.mark, football.find((c) => c.key === 'red')!.mark]);
  });

  it('Words: a blue and a yellow letter card carry their colour marks', () => {
    const card = (colour: 'blue' | 'yellow'): WordsCard => ({ id: `a-${colour}`, kind: 'letter', letter: 'А', points: 1, colour }) as WordsCard;
    const hand = PHONES.words.hand({ hand: [card('blue'), card('yellow')] } as never);
    expect(hand.map((c) => c.mark)).toEqual([words[0]!.mark, words[1]!.mark]);
  });

  it('Athletic: every hand card shows its colour symbol in its face', () => {
    const hand = PHONES.athletic.hand({ hand: athletic.map((c, i) => ({ id: `c${i}`, colour: c.key, value: 5 })) } as never);
    expect(hand.map((c) => c.face)).toEqual(athletic.map((c) => `${c.mark}5`));
  });
});
