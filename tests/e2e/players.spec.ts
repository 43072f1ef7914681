/**
 * Player records: three short football games against a bot (the third under a name typed differently),
 * the end-of-game lines, the Players screen with its game filter, and merging the two names.
 * Photographs the Players screen in both languages (CARD_TABLE_SCREENS=docs writes the README's picture).
 */
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { cardButton, dealFor, faceDownCells, findPair, footballerOf, openMenu, setSettings, smallFootballForm, startFootball, viewOf, waitIdle } from './helpers';

/** The README's picture: CARD_TABLE_SCREENS=docs writes it into docs/; the size checks always go to test-results. */
const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
const CHECKS = join('test-results', 'screens');
/** A 2x2 grid with two footballer pairs and no prize cards: the first player takes both pairs. */
const SMALL = smallFootballForm(2, 2, [2], {}, { 'First player': '0', 'Time to react (seconds)': '0' });
const SMALL_OPTIONS = { rows: 2, cols: 2, footballersByPoints: [2, 0, 0, 0, 0], yellow: 0, red: 0, var: 0, playGame: 0, firstPlayer: 0, reactionTimeoutMs: 0 };

/** Plays a small game as `name` (first to move) against a hard bot until the final score shows. */
async function playSmallGame(page: Page, name: string, seed: number): Promise<void> {
  await startFootball(page, [{ kind: 'human', name }, { kind: 'bot', name: 'Robo', level: 'hard' }], seed, SMALL);
  const first = await waitIdle(page);
  expect(first.options).toMatchObject(SMALL_OPTIONS);
  const deal = dealFor(seed, 2, SMALL_OPTIONS);
  const results = page.getByRole('heading', { name: 'Final score' });
  for (let step = 0; step < 20 && !(await results.isVisible()); step++) {
    const u = await waitIdle(page);
    if (u.outcome) break;
    expect(u.humanToAct).toBe(0);
    const view = viewOf(u);
    const up = view.cells.findIndex((c) => c !== null && c.faceUp);
    // the second card of the face-up one's pair, else the first card of any pair
    const target = up >= 0 ? faceDownCells(view, deal).find((c) => c.footballer === footballerOf(deal.cells[up]))!.cell : findPair(view, deal)![0];
    await cardButton(page, target, 2).click();
  }
  await expect(results).toBeVisible();
}

/** Games played and won by hard bots in football, read from the Players screen (zero before any); back at the menu after. */
async function hardBotGames(page: Page): Promise<{ played: number; won: number }> {
  await page.getByRole('button', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  const empty = page.getByText(/No finished games yet/);
  const tools = page.getByLabel('Game');
  await expect(empty.or(tools)).toBeVisible();
  let figures = { played: 0, won: 0 };
  // the filter lists only games that have results
  if ((await tools.isVisible()) && (await tools.locator('option[value="football"]').count()) > 0) {
    await tools.selectOption('football');
    const row = page.getByRole('table', { name: 'Bots' }).getByRole('row', { name: /^Bot \(hard\)/ });
    if ((await row.count()) > 0) {
      const cells = await row.getByRole('cell').allTextContents();
      figures = { played: Number(cells[0]), won: Number(cells[1]) };
    }
  }
  await page.getByRole('button', { name: 'Back' }).click();
  return figures;
}

async function backToMenu(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
}

test('finished games show on the end-of-game screen and the Players screen; two names merge', async ({ page }) => {
  test.setTimeout(240_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  // other specs of the same run may have finished games with hard bots already: count from here
  const hardBefore = await hardBotGames(page);

  const dialog = page.getByRole('dialog');
  await playSmallGame(page, 'Solomiia', 11);
  await expect(dialog.getByRole('heading', { name: 'Records: Klepka Football' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(['Solomiia: 1 game, 1 won']);
  await backToMenu(page);

  await playSmallGame(page, 'Solomiia', 12);
  await expect(dialog.getByRole('listitem')).toHaveText(['Solomiia: 2nd win in a row']);
  await page.screenshot({ path: join(CHECKS, 'players-results.png') });
  await backToMenu(page);

  await playSmallGame(page, 'solomiia', 13);
  await expect(dialog.getByRole('listitem')).toHaveText(['solomiia: 1 game, 1 won']);
  await backToMenu(page);
  // bots count per level: three more games of a hard bot, none won
  expect(await hardBotGames(page)).toEqual({ played: hardBefore.played + 3, won: hardBefore.won });

  await page.getByRole('button', { name: 'Players' }).click();
  const people = page.getByRole('table', { name: 'People' });
  // Name, played, won, win rate, best, average, current streak, longest streak (then the date)
  await expect(people.getByRole('row', { name: /^Solomiia / }).getByRole('cell')).toHaveText(['2', '2', '100%', '4', '4', '2', '2', /\d/]);
  await expect(people.getByRole('row', { name: /^solomiia / }).getByRole('cell')).toHaveText(['1', '1', '100%', '4', '4', '1', '1', /\d/]);
  await expect(page.getByLabel('Game')).toHaveValue('all');
  await page.getByLabel('Game').selectOption('football');
  await expect(people.getByRole('row', { name: /^solomiia / })).toHaveCount(1);
  await page.screenshot({ path: join(DIR, 'players.png') });

  await page.getByRole('button', { name: 'Merge names…' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge two names' });
  await merge.getByLabel('Name').selectOption('solomiia');
  await merge.getByLabel('counts as').selectOption('Solomiia');
  await expect(merge.getByText('From now on every game of solomiia counts for Solomiia.', { exact: false })).toBeVisible();
  await page.screenshot({ path: join(CHECKS, 'players-merge.png') });
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(merge).toBeHidden();
  await expect(people.getByRole('row', { name: /^solomiia / })).toHaveCount(0);
  await expect(people.getByRole('row', { name: /^Solomiia / }).getByRole('cell')).toHaveText(['3', '3', '100%', '4', '4', '3', '3', /\d/]);
  await expect(page.getByText('solomiia counts as Solomiia')).toBeVisible();
  // the filter stays on the game chosen
  await expect(page.getByLabel('Game')).toHaveValue('football');

  for (const [w, h] of [[1024, 680], [1920, 1080]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: join(CHECKS, `players-en-${w}x${h}.png`), fullPage: true });
  }
  // Ukrainian: the same screen and the end-of-game line with its ordinal
  await page.getByRole('button', { name: 'Back' }).click();
  await setSettings(page, 'Українська', 'Миттєво');
  await page.getByRole('button', { name: 'Гравці' }).click();
  await expect(page.getByRole('table', { name: 'Люди' }).getByRole('row', { name: /^Solomiia / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Боти' }).getByRole('rowheader', { name: 'Бот (складний)' })).toBeVisible();
  for (const [w, h] of [[1024, 680], [1920, 1080]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: join(CHECKS, `players-uk-${w}x${h}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: "Роз'єднати «solomiia» і «Solomiia»" }).click();
  await expect(page.getByRole('table', { name: 'Люди' }).getByRole('row', { name: /^solomiia / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Назад' }).click();
  await setSettings(page, 'English', 'Instant');
});
