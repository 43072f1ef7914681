/**
 * Draker's busy table a person can read: six players in the third round's additional phase, at the boards
 * of a 1024×680 and a 1280×800 window (the side columns take their share), in English and Ukrainian. Every
 * other player's combination has a summary (kind, value, marks) at 11 px or more, wide enough for its words
 * and inside its owner's area; every readable stack entry shows its sender, effect and whole target.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DRAKER_DEFAULT_OPTIONS, type DrakerComboView, type DrakerStackEntryView, type DrakerView } from '../../src/common/games/draker';
import { cardOf, composition } from '../../src/main/engine/games/draker/cards';
import '../../src/renderer/games'; // registers every game's words, as the app does
import { setLanguage, t } from '../../src/renderer/i18n';
import { stepText } from '../../src/renderer/games/draker/board';
import { cardName, stackEffectName } from '../../src/renderer/games/draker/faces';
import { comboLabel, computeLayout, STEPS } from '../../src/renderer/games/draker/layout';
import { entryHeight, entryLines, entryText, ENTRY_LINE, stackRows, STACK_ROW_THIN, wrapWords } from '../../src/renderer/games/draker/stack-rows';
import { chipEms, comboSummary, SUMMARY_FONT, textEms } from '../../src/renderer/games/draker/summary';
import type { Rect } from '../../src/renderer/table/grid';

// the i18n module names the page's language on the document
(globalThis as { document?: unknown }).document = { documentElement: {}, title: '' };

const NAMES = { en: ['Olena', 'Petro', 'Maria', 'Taras', 'Iryna', 'Bohdan'], uk: ['Олена', 'Петро', 'Марія', 'Тарас', 'Ірина', 'Богдан'] };

/** Round 3: every pool of seven cards holds three groups (an attack with Flight, a guarded defence, an attack), a stack of six entries. */
function roundThree(): DrakerView {
  const ids = composition();
  let next = 0;
  const take = (n: number) => ids.slice(next, (next += n)).map(cardOf);
  const pools = Array.from({ length: 6 }, () => take(8));
  const hand = take(5);
  const common = take(4);
  let id = 100;
  const combos: DrakerComboView[] = pools.flatMap((pool, owner) => [
    { id: id++, owner, kind: 'ATT' as const, cards: [pool[0].id, pool[1].id, pool[2].id], base: 12, mult: 6, value: 72, remaining: 72, flight: true },
    { id: id++, owner, kind: 'DEF' as const, cards: [pool[3].id, pool[4].id, pool[5].id], base: 33, mult: 2, value: 66, remaining: 66, flight: false },
    { id: id++, owner, kind: 'ATT' as const, cards: [pool[6].id, pool[7].id], base: 9, mult: 2, value: 18, remaining: 18, flight: false },
  ]);
  const entry = (n: number, owner: number, card: string, effect: DrakerStackEntryView['effect'], target: DrakerStackEntryView['target']): DrakerStackEntryView => ({ id: 500 + n, owner, card, source: 'effect', effect, target, cost: [2, 1] });
  const mainStack = [
    entry(0, 1, pools[1][0].id, 'guardsman', 101),
    entry(1, 2, pools[2][1].id, 'crush', 104),
    entry(2, 3, pools[3][2].id, 'dragon', 116),
    entry(3, 4, pools[4][3].id, 'onslaught', 112),
    entry(4, 5, pools[5][4].id, 'guard', pools[5][4].id),
    entry(5, 2, pools[2][5].id, 'warDrum', 107),
  ];
  const instantStack = [entry(6, 3, pools[3][6].id, 'volley', 5), entry(7, 4, pools[4][7].id, 'phalanx', pools[4][7].id), entry(8, 5, pools[5][6].id, 'dispel', 503)];
  return {
    viewer: 0, hand, players: pools.map((pool) => ({ life: 21, handCount: 5, pool, inGame: true, fellIn: null, owed: [0, 0] })), common,
    deckCount: 12, discardCount: 20, tokens: {}, artefacts: {}, combos, instantStack, mainStack, used: [], round: 3, lead: 2, phase: 'additional', active: 0, placed: null,
    parcels: [], turn: { iconsFired: false, kinds: [], acted: false }, turnsTaken: 6, passes: 0,
    // a Guard icon resolved on a card of each defence
    modifiers: pools.map((pool, seat) => ({ seq: seat + 1, kind: 'guard', card: pool[3].id, amount: 20 })),
    seq: 9, nextId: id, gale: [], siege: false, pending: [], options: DRAKER_DEFAULT_OPTIONS, outcome: null,
  };
}

/** The board of a six-player table in a 1024×680 and a 1280×800 window (the side columns' widths from app.css). */
const BOARDS: Record<string, Rect> = {
  '1024×680': { x: 196, y: 58, width: 652, height: 622 },
  '1280×800': { x: 282, y: 58, width: 755, height: 742 },
};

const inside = (r: Rect, outer: Rect): boolean => r.x >= outer.x - 0.5 && r.y >= outer.y - 0.5 && r.x + r.width <= outer.x + outer.width + 0.5 && r.y + r.height <= outer.y + outer.height + 0.5;

/** What an entry aims at, in the table's words (as the board says it). */
function targetText(view: DrakerView, e: DrakerStackEntryView, name: (seat: number) => string): string {
  if (typeof e.target === 'string') return cardName(view.players.flatMap((p) => p.pool).find((c) => c.id === e.target)!);
  if (e.effect === 'volley') return name(e.target as number);
  if (e.effect === 'dispel') return `#${e.target}`;
  const combo = view.combos.find((c) => c.id === e.target)!;
  return comboLabel(combo, name(combo.owner));
}

/** Wrapped lines read back as one text (a word broken with a hyphen joined again). */
const unwrap = (lines: string[]): string => lines.reduce((text, line) => (text === '' ? line : text.endsWith('-') ? `${text.slice(0, -1)}${line}` : `${text} ${line}`), '');

afterAll(() => setLanguage('en'));

describe('six players in the third round', () => {
  for (const lang of ['en', 'uk'] as const) {
    for (const [size, board] of Object.entries(BOARDS)) {
      it(`every other player's combination has a readable summary (${size}, ${lang})`, () => {
        setLanguage(lang);
        const view = roundThree();
        const L = computeLayout(view, board);
        const theirs = view.combos.filter((c) => c.owner !== 0);
        expect(theirs).toHaveLength(15);
        for (const combo of theirs) {
          const spot = L.combos.get(combo.id)!;
          const summary = comboSummary(view, combo);
          const what = `${summary.short} of seat ${combo.owner}`;
          expect(spot.font, what).toBeGreaterThanOrEqual(SUMMARY_FONT);
          // the short summary fits its label at that size: nothing shrinks or is cut
          expect(chipEms(summary.short, summary.marks) * spot.font, what).toBeLessThanOrEqual(spot.label.width + 0.5);
          expect(inside(spot.label, L.seats.get(combo.owner)!.box), what).toBe(true);
          // the kind in the table's words, the value, and the marks the view gives
          expect(summary.short).toContain(t(combo.kind === 'ATT' ? 'draker.board.attShort' : 'draker.board.defShort'));
          expect(summary.short).toContain(String(combo.value));
          expect(summary.marks).toEqual(combo.flight ? ['flight'] : combo.kind === 'DEF' ? ['guard'] : []);
        }
        // Summaries of one area do not cover each other.
        for (const a of theirs) for (const b of theirs) {
          if (a.id >= b.id) continue;
          const [p, q] = [L.combos.get(a.id)!.label, L.combos.get(b.id)!.label];
          expect(p.x < q.x + q.width - 0.5 && q.x < p.x + p.width - 0.5 && p.y < q.y + q.height - 0.5 && q.y < p.y + p.height - 0.5, `${a.id} and ${b.id}`).toBe(false);
        }
      });

      it(`every readable stack entry shows its sender, effect and whole target (${size}, ${lang})`, () => {
        setLanguage(lang);
        const view = roundThree();
        const L = computeLayout(view, board);
        const name = (seat: number) => NAMES[lang][seat];
        for (const [pile, entries] of [[L.main, view.mainStack], [L.instant, view.instantStack]] as const) {
          const room = entryText(pile.width);
          const words = entries.map((e) => entryLines(`${name(e.owner)}: ${stackEffectName(e.effect)}`, `→ ${targetText(view, e, name)}`, room.width));
          const rows = stackRows(pile, words.map(entryHeight));
          expect(rows).toHaveLength(entries.length);
          const readable = rows.filter((r) => r.height >= STACK_ROW_THIN);
          // the next to resolve is readable; older ones may lie as bars under "+N earlier" (their help lists them)
          expect(readable.length).toBeGreaterThanOrEqual(1);
          expect(rows[rows.length - 1].height).toBeGreaterThanOrEqual(STACK_ROW_THIN);
          rows.forEach((row, i) => {
            expect(inside(row, pile)).toBe(true);
            if (row.height < STACK_ROW_THIN) return;
            const lines = [...words[i].head, ...words[i].tail];
            expect(lines.length * ENTRY_LINE, `entry ${i}'s lines fit its row`).toBeLessThanOrEqual(row.height + 2);
            for (const line of lines) expect(textEms(line) * 11, line).toBeLessThanOrEqual(entryText(row.width, row.height).width + 0.5);
            // every word of the target is there, in order
            expect(unwrap(words[i].tail)).toBe(`→ ${targetText(view, entries[i], name)}`);
          });
        }
      });
    }
  }

  it('wraps an entry between words, and inside a word only when it alone is wider than the line, with a hyphen', () => {
    expect(wrapWords('→ Defence of Petro: 66', 85)).toEqual(['→ Defence of', 'Petro: 66']);
    const long = wrapWords('Taras: Розчаклування', 60);
    expect(long.length).toBeGreaterThan(2);
    for (const line of long) expect(textEms(line) * 11).toBeLessThanOrEqual(60);
    expect(unwrap(long)).toBe('Taras: Розчаклування');
  });

  it('the phase track numbers every step, shortened or not, in both languages', () => {
    for (const lang of ['en', 'uk'] as const) {
      setLanguage(lang);
      STEPS.forEach((step, i) => {
        for (const short of [false, true]) expect(stepText(i, t(`draker.board.step.${step}`), short)).toMatch(new RegExp(`^${i + 1}\\. \\S`));
      });
    }
  });
});
