/**
 * Colour vision on every table: each table in a state that draws its rule colours at once, its screenshot through
 * the three simulated deficiencies (protanopia, deuteranopia, tritanopia), and every rule colour drawn on it read back
 * from the simulated pictures: each pair stays apart by CIEDE2000 or carries a mark of its own (the one check of
 * src/renderer/table/colour-vision.ts). How each table shows its colours:
 * - Athletic, Rush, Draker: mid-game, the cards on the table and in the hand.
 * - Klepka Football (YELLOW, RED, VAR, PLAY GAME): a stacked deal for two people at one screen. Olena takes both
 *   VARs, Mykola the YELLOW and the RED (the panels list them as mini cards), then Olena's VAR peeks at PLAY GAME and
 *   a second YELLOW, which lie face up on the canvas for her: every prize colour is on the table at once, the
 *   referee's cards both in the panel and on a card face. No footballer is ever face up or taken (their kits use
 *   the prize colours).
 * - Klepka Words (blue and yellow letters): a stacked deal; Olena takes a blue pair and a yellow pair (the hand and
 *   the panel's chips are HTML, flat in the letter colours) and her bonus flip turns up a blue letter on the canvas.
 *   On a canvas card only the narrow margin around the calm panel is drawn in the exact fill: the panel, the same
 *   fill at alpha 0.92, comes out one step off (0x2060c0) and the stripes blend in, so a small card shows a few
 *   hundred exact pixels and the hand the rest.
 * Athletic's pictures go into docs/ with CARD_TABLE_SCREENS=docs.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFICIENCIES, DISTINCT_DELTA_E, closeInColour, confusedPairs, deltaE2000, lab, type RuleColour, type SeenDistance } from '../../src/renderer/table/colour-vision';
import { RULE_PALETTE as athletic } from '../../src/renderer/games/athletic/colours';
import { RULE_PALETTE as rush } from '../../src/renderer/games/rush/sports';
import { RULE_PALETTE as draker } from '../../src/renderer/games/draker/faces';
import { RULE_PALETTE as football } from '../../src/renderer/games/football/prizes';
import { RULE_PALETTE as words } from '../../src/renderer/games/words/colours';
import type { AthleticAction, AthleticView } from '../../src/common/games/athletic';
import type { FootballView } from '../../src/common/games/football';
import { WORDS_DEFAULT_OPTIONS, type WordsView } from '../../src/common/games/words';
import { composition as footballCards, footballGame } from '../../src/main/engine/games/football';
import { composition as wordsCards } from '../../src/main/engine/games/words';
import { clickStep, startAthletic } from './athletic-helpers';
import { seenThroughDeficiencies } from './colour-vision-helpers';
import { cardButton, flip, OLENA, openMenu, passCurtainTo, PETRO_BOT, setSettings, startFromMenu, startStackedGame, waitIdle, type SeatSpec } from './helpers';
import { flipCell } from './words-helpers';

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

/** The deck with `first` dealt into the first cells in order, the rest of the composition after them. */
function stacked(all: readonly string[], first: readonly string[]): string[] {
  return [...first, ...all.filter((id) => !first.includes(id))];
}

const MYKOLA: SeatSpec = { kind: 'human', name: 'Mykola' };
/** Reactions without a clock: a person asked at a turn's start is waited for, every other window passes by itself. */
const NO_REACTION_CLOCK = { firstPlayer: 0, reactionTimeoutMs: 0 };

/** Football's four prize colours at once: two in each panel, PLAY GAME and a YELLOW face up under Olena's VAR peek. */
async function footballPrizes(page: Page): Promise<void> {
  const deck = stacked(footballCards(footballGame.resolveOptions({}, 2)), ['var-1', 'var-2', 'yellow-1', 'red-1', 'playGame-1', 'yellow-2']);
  await startStackedGame(page, 'football', [OLENA, MYKOLA], { ...NO_REACTION_CLOCK, deck });
  await flip(page, 0);
  await flip(page, 1);
  await flip(page, 2);
  let u = await flip(page, 3);
  // Mykola, holding the referee's cards, is asked at Olena's turn start; he lets her play
  expect(u.reaction?.seat).toBe(1);
  await page.locator('.reaction button.pass').click();
  await waitIdle(page);
  await page.getByRole('button', { name: 'Use VAR' }).click();
  await cardButton(page, 4).click();
  await cardButton(page, 5).click();
  u = await passCurtainTo(page, 'Olena');
  const view = u.view as FootballView;
  expect(view.peek?.cards.map((c) => c.id)).toEqual(['playGame-1', 'yellow-2']);
  expect(view.players.map((p) => p.prizes.map((c) => c.id))).toEqual([['var-2'], ['yellow-1', 'red-1']]);
  expect(view.players.every((p) => p.pairs.length === 0) && view.cells.every((c) => !c?.faceUp)).toBe(true);
}

/** Words' two letter colours at once: a blue and a yellow pair in Olena's hand, a blue letter face up on the canvas. */
async function wordsLetters(page: Page): Promise<void> {
  // А's first pair is blue, Г's only pair yellow, Б's blue (rules section 2)
  const deck = stacked(wordsCards({ ...WORDS_DEFAULT_OPTIONS }), ['l00-1-1', 'l00-1-2', 'l03-1-1', 'l03-1-2', 'l01-1-1']);
  await startStackedGame(page, 'words', [OLENA, PETRO_BOT], { ...NO_REACTION_CLOCK, deck });
  for (const cell of [0, 1, 2, 3]) await flipCell(page, cell);
  const u = await flipCell(page, 4);
  const view = u.view as WordsView;
  expect(view.players[0]!.cards.map((c) => (c.kind === 'letter' ? c.colour : c.prize))).toEqual(['blue', 'blue', 'yellow', 'yellow']);
  expect(view.cells[4]).toMatchObject({ faceUp: true, card: { letter: 'Б', colour: 'blue' } });
  expect(u.humanToAct).toBe(0);
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
  { game: 'football', palette: football, open: footballPrizes, atLeast: football.length },
  { game: 'words', palette: words, open: wordsLetters, atLeast: words.length },
];

for (const table of TABLES) {
  test(`${table.game}: the rule colours drawn on the table stay apart through each simulated deficiency`, async ({ page }) => {
    mkdirSync(PICTURES, { recursive: true });
    await openMenu(page);
    await setSettings(page, 'English', 'Instant');
    await table.open(page);
    // the pointer off the table: no card is zoomed under it
    await page.mouse.move(0, 0);
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
