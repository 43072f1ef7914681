/**
 * Colour vision on the tables whose rule colours a mid-game table shows at once (Athletic, Rush, Draker; Football's
 * prize cards and Words' letters show a card or two at a time, and their palettes are checked in
 * tests/unit/colour-vision.test.ts): each table mid-game, its screenshot through the three simulated deficiencies
 * (protanopia, deuteranopia, tritanopia), and every rule colour drawn on it read back from the simulated
 * pictures: each pair stays apart by CIEDE2000 or carries a mark of its own (the one check of
 * src/renderer/table/colour-vision.ts). Athletic's pictures go into docs/ with CARD_TABLE_SCREENS=docs.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFICIENCIES, DISTINCT_DELTA_E, closeInColour, confusedPairs, deltaE2000, lab, type RuleColour, type SeenDistance } from '../../src/renderer/table/colour-vision';
import { RULE_PALETTE as athletic } from '../../src/renderer/games/athletic/colours';
import { RULE_PALETTE as rush } from '../../src/renderer/games/rush/sports';
import { RULE_PALETTE as draker } from '../../src/renderer/games/draker/faces';
import type { AthleticAction, AthleticView } from '../../src/common/games/athletic';
import { clickStep, startAthletic } from './athletic-helpers';
import { seenThroughDeficiencies } from './colour-vision-helpers';
import { OLENA, openMenu, PETRO_BOT, setSettings, startFromMenu, waitIdle } from './helpers';

const SHOTS = join('test-results', 'colour-vision');
/** The README's pictures: CARD_TABLE_SCREENS=docs writes them into docs/, else beside the other shots. */
const PICTURES = process.env.CARD_TABLE_SCREENS ?? SHOTS;
/** Pixels a rule colour must fill to count as drawn on the table (a card's face or band, not a stray edge). */
const DRAWN_PIXELS = 150;

/** Plays the human's seat (the first card that fits, else End turn) until two piles are three deep in round 2 or later. */
async function athleticMidGame(page: Page): Promise<void> {
  await startAthletic(page, [OLENA, { kind: 'bot', name: 'Petro', level: 'normal' }], 31, { 'First player': '0' });
  for (let step = 0; step < 300; step++) {
    const u = await waitIdle(page);
    const view = u.view as AthleticView;
    if (view.round >= 2 && view.slots.filter((s) => s && s.cards.length >= 3).length >= 2) return;
    if (u.humanToAct !== 0) {
      await page.waitForFunction((before) => (window as unknown as { __cardTableTest: { update: { events: unknown[] } | null } }).__cardTableTest.update !== before, null).catch(() => undefined);
      continue;
    }
    const legal = u.legal as unknown as AthleticAction[];
    await clickStep(page, legal.find((a) => a.type === 'play') ?? legal.find((a) => a.type === 'fill') ?? legal.find((a) => a.type === 'stop')!);
  }
  throw new Error('the game did not reach mid-game');
}

/** A table after the bot's first move, at Olena's turn. */
async function afterBotMove(page: Page, title: string, options: Record<string, string> = {}): Promise<void> {
  await startFromMenu(page, title, [OLENA, PETRO_BOT], 7, { 'First player': '1', ...options });
  await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
}

interface Table {
  game: string;
  palette: readonly RuleColour[];
  open(page: Page): Promise<void>;
  /** How many of its rule colours this deal shows at that moment. */
  atLeast: number;
}

const TABLES: Table[] = [
  { game: 'athletic', palette: athletic, open: athleticMidGame, atLeast: 2 },
  { game: 'rush', palette: rush, open: (page) => afterBotMove(page, 'Rush for Medals'), atLeast: 2 },
  { game: 'draker', palette: draker, open: (page) => afterBotMove(page, 'Draker'), atLeast: 2 },
];

for (const table of TABLES) {
  test(`${table.game}: the rule colours drawn on the table stay apart through each simulated deficiency`, async ({ page }) => {
    mkdirSync(PICTURES, { recursive: true });
    await openMenu(page);
    await setSettings(page, 'English', 'Instant');
    await table.open(page);
    await waitIdle(page);
    const original = await page.screenshot();
    const { pictures, drawn } = await seenThroughDeficiencies(page, original, table.palette);
    for (const deficiency of DEFICIENCIES) {
      expect(pictures[deficiency].equals(original)).toBe(false);
      writeFileSync(join(table.game === 'athletic' ? PICTURES : SHOTS, `${table.game}-${deficiency}.png`), pictures[deficiency]);
    }
    const found = drawn.filter((d) => d.pixels >= DRAWN_PIXELS);
    const rules = found.map((d) => d.rule);
    expect(rules.length, `${table.game}: rule colours drawn ${drawn.map((d) => `${d.rule.key} ${d.pixels}px`).join(', ')}`).toBeGreaterThanOrEqual(table.atLeast);
    // the distance of two colours as the simulated pictures show them where the table draws them
    const seen = new Map(found.map((d) => [d.rule.key, d.seen]));
    const rendered: SeenDistance = (a, b, deficiency) => deltaE2000(lab(seen.get(a.key)![deficiency]), lab(seen.get(b.key)![deficiency]));
    const pairs = (list: { a: string; b: string; deficiency: string }[]): string[] => list.map((p) => `${p.a}/${p.b} ${p.deficiency}`).sort();
    // the drawn colours are the palette's: the pairs close in the pictures are those the palette predicts
    expect(pairs(closeInColour(rules, DISTINCT_DELTA_E, rendered))).toEqual(pairs(closeInColour(rules)));
    // and each pair close in colour is told apart by its marks
    expect(confusedPairs(rules, DISTINCT_DELTA_E, rendered)).toEqual([]);
    await openMenu(page);
    await setSettings(page, 'English', 'Normal');
  });
}
