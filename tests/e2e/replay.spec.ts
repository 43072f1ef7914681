/**
 * Replays: finish a small football game between bots, watch it again from the end-of-game screen, step
 * forward and back (buttons and keys), jump with the slider and the turn list, change the point of view,
 * show all cards; then the saves screen's Watch again. Photographs the replay in English and Ukrainian
 * at 1024x680 and 1920x1080 (CARD_TABLE_SCREENS=docs writes the README's picture into docs/).
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TableUpdate } from '../../src/common/contract';
import type { GameAction, GameEvent } from '../../src/common/engine-types';
import { Rng, type GameManifest } from '../../src/main/engine/core';
import { athleticManifest } from '../../src/main/engine/games/athletic';
import { drakerManifest } from '../../src/main/engine/games/draker';
import { rushManifest } from '../../src/main/engine/games/rush';
import { APP_VERSION, ENGINE_VERSION, hashState, sealSave, type LogEntry } from '../../src/main/saves/format';
import { openMenu, setSettings, smallFootballForm, startFootball, waitIdle } from './helpers';

/** The README's picture: CARD_TABLE_SCREENS=docs writes it into docs/; the sizes and languages go to test-results/screens. */
const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
const SIZES_DIR = join('test-results', 'screens');

/** Eight cards: two 1-point and one 2-point footballer pairs, a YELLOW and a VAR. */
const SMALL = smallFootballForm(2, 4, [2, 1], { yellow: 1, var: 1 });

/** The table the replay shows, once its animation is over. */
async function shown(page: Page): Promise<TableUpdate> {
  return waitIdle(page);
}

async function slideTo(page: Page, position: number): Promise<void> {
  await page.getByRole('slider', { name: /Position in the game|Місце в грі/ }).evaluate((el, p) => {
    const input = el as HTMLInputElement;
    input.value = String(p);
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, position);
}

/** Plays the small football game between two bots to its end and leaves for the menu. */
async function finishBotGame(page: Page): Promise<TableUpdate> {
  await startFootball(page, [
    { kind: 'bot', name: 'Ada', level: 'easy' },
    { kind: 'bot', name: 'Bo', level: 'easy' },
  ], 4242, SMALL);
  const results = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Final score' }) });
  await expect(results).toBeVisible({ timeout: 60_000 });
  return waitIdle(page);
}

test('watch a finished game again: step, jump, point of view, show all cards', async ({ page }) => {
  test.setTimeout(240_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const final = await finishBotGame(page);
  const results = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Final score' }) });
  const length = final.turn;
  expect(final.outcome).not.toBeNull();
  await results.getByRole('button', { name: 'Watch again' }).click();

  const position = page.locator('.replay-position');
  await expect(position).toHaveText(`Action 0 of ${length}`);
  let u = await shown(page);
  expect(u.turn).toBe(0);
  expect(u.legal).toEqual([]);
  expect(u.humanToAct).toBeNull();
  expect(u.view).toMatchObject({ faceDownCount: 8 });

  // a step forward animates a flip; a key steps again; a step back returns
  await page.getByRole('button', { name: 'Step forward (→)' }).click();
  await expect(position).toHaveText(`Action 1 of ${length}`);
  await expect(page.locator('.log-list li').first()).toBeVisible();
  await page.locator('body').press('ArrowRight');
  await expect(position).toHaveText(`Action 2 of ${length}`);
  await page.getByRole('button', { name: 'Step back (←)' }).click();
  await expect(position).toHaveText(`Action 1 of ${length}`);
  u = await shown(page);
  expect(u.turn).toBe(1);

  // jumps: to the end with the slider (no results dialog in a replay), then to the second turn
  await slideTo(page, length);
  await expect(position).toHaveText(`Action ${length} of ${length}`);
  u = await shown(page);
  expect(u.outcome).toEqual(final.outcome);
  expect(u.view).toEqual(final.view);
  await expect(page.getByRole('heading', { name: 'Final score' })).toBeHidden();
  const turns = page.getByLabel('Turn', { exact: true });
  const second = await turns.locator('option').nth(1).getAttribute('value');
  await turns.selectOption(second!);
  await expect(position).toHaveText(`Action ${second} of ${length}`);

  // point of view: a seat's view
  await page.getByLabel('Seen by').selectOption({ label: 'Bo' });
  await expect.poll(async () => (await shown(page)).viewer).toBe(1);

  // show all cards: at the deal every card is face down, at the end none
  await slideTo(page, 0);
  await expect(position).toHaveText(`Action 0 of ${length}`);
  const faceDown = page.getByTestId(/^card grid [A-Z]\d+ face down$/);
  await expect(faceDown).toHaveCount(8);
  await page.getByLabel('Show all cards').check();
  // the hidden cards turn face up on the table itself, with no list beside it
  const strip = page.getByRole('region', { name: 'Every hidden card' });
  await expect(faceDown).toHaveCount(0);
  await expect(page.getByTestId(/^card grid [A-Z]\d+ yellow$/).first()).toBeVisible();
  await expect(page.getByTestId(/^card grid [A-Z]\d+ footballer \d+$/).first()).toBeVisible();
  await expect(strip).toBeHidden();
  await page.screenshot({ path: join(DIR, 'replay.png') });
  for (const [w, h] of [[1024, 680], [1920, 1080]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SIZES_DIR, `replay-en-${w}x${h}.png`) });
  }
  await slideTo(page, length);
  await expect(strip.getByText('No card is hidden here.')).toBeVisible();
  await page.getByLabel('Show all cards').uncheck();
  await expect(strip).toBeHidden();
  // back at the deal without it, the cards are face down again
  await slideTo(page, 0);
  await expect(faceDown).toHaveCount(8);

  // the saves screen: Watch again on each save, Export and Import
  await page.getByRole('button', { name: 'Saves', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Saves' })).toBeVisible();
  // export the game as a file and import it back: the game is listed already, so its row is pointed out
  const rows = page.locator('.saves-table tbody tr');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  const importedRows = rows.filter({ has: page.locator('.badge.imported') });
  const importedBefore = await importedRows.count();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export Klepka Football with Ada and Bo as a file$/ }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^card-table-football-.*\.json$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ gameId: 'football', finished: true });
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'from-a-friend.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByText('This game is already in your saved games: it is highlighted in the list.')).toBeVisible();
  await expect(rows).toHaveCount(before);
  const found = page.locator('.saves-table tbody tr.found');
  await expect(found).toHaveCount(1);
  await expect(found.getByRole('button', { name: /^Load Klepka Football with Ada and Bo$/ })).toBeFocused();
  // once that save is deleted the file is imported: a row marked "imported"
  await found.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(before - 1);
  await fileInput.setInputFiles({ name: 'from-a-friend.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByText('Imported: Klepka Football with Ada and Bo.')).toBeVisible();
  await expect(rows).toHaveCount(before);
  await expect(importedRows).toHaveCount(importedBefore + 1);
  await expect(importedRows.first()).toHaveText(/Klepka Football\s*imported\s*finished/);
  await page.screenshot({ path: join(SIZES_DIR, 'saves-imported-en.png') });
  // a damaged file says why and adds nothing
  await fileInput.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(text.slice(0, 300)) });
  await expect(page.getByText(/This file cannot be imported: The file is not valid JSON/)).toBeVisible();
  await expect(rows).toHaveCount(before);
  await page.getByRole('button', { name: /^Watch again: Klepka Football with Ada and Bo$/ }).first().click();
  await expect(position).toHaveText(`Action 0 of ${length}`);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Saves' })).toBeVisible();
});

test('the replay screen in Ukrainian', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await finishBotGame(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Menu' }).click();
  await setSettings(page, 'Українська', 'Миттєво');
  await page.getByRole('button', { name: 'Збереження' }).click();
  await page.getByRole('button', { name: /^Переглянути ще раз/ }).first().click();
  const position = page.locator('.replay-position');
  await expect(position).toHaveText(/^Дія 0 з \d+$/);
  // the cards keep their keys (test ids); their accessible names are Ukrainian
  const faceDown = page.getByTestId(/^card grid [A-Z]\d+ face down$/);
  await expect(faceDown).toHaveCount(8);
  await expect(faceDown.first()).toHaveAccessibleName(/: закрита$/);
  // no card's spoken name is its English key
  await expect(page.getByRole('button', { name: /^card grid / })).toHaveCount(0);
  await page.getByLabel('Показати всі картки').check();
  await expect(faceDown).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Усі приховані картки' })).toBeHidden();
  for (const [w, h] of [[1024, 680], [1920, 1080]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SIZES_DIR, `replay-uk-${w}x${h}.png`) });
  }
  await page.getByRole('button', { name: 'Збереження', exact: true }).click();
  await expect(page.locator('.saves-table tbody tr').first()).toBeVisible();
  await page.screenshot({ path: join(SIZES_DIR, 'saves-uk.png') });
  await setBack(page);
});

/** Leaves the settings as the other specs expect them. */
async function setBack(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Назад' }).click();
  await setSettings(page, 'English', 'Normal');
}

test('a game in progress: no "show all cards", no other seat\'s view, and Continue from here opens it where it is', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Bot', level: 'easy' },
  ], 99);
  await expect.poll(async () => (await waitIdle(page)).humanToAct).toBe(0);
  const live = await waitIdle(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Saves' }).click();
  await page.getByRole('button', { name: /^Watch again: Klepka Football with Olena and Bot$/ }).first().click();
  await expect(page.locator('.replay-position')).toHaveText(`Action 0 of ${live.turn}`);
  await expect(page.getByLabel('Show all cards')).toHaveCount(0);
  const seen = page.getByLabel('Seen by');
  await expect(seen.locator('option', { hasText: 'Bot' })).toBeDisabled();
  await expect(seen.locator('option', { hasText: 'Olena' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue from here' }).click();
  await expect(page.locator('.replay-bar')).toHaveCount(0);
  const back = await waitIdle(page);
  expect(back.turn).toBe(live.turn);
  expect(back.humanToAct).toBe(0);
  expect(back.legal.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
});

/** A finished game played by random legal moves in Node, sealed as Card Table saves it (imported, it replays as any other). */
function finishedSave(gameId: keyof typeof SHOWN_HANDS, entry: GameManifest<unknown, unknown, GameAction, unknown, GameEvent>, seed: number): string {
  const { game } = entry;
  const seats = [{ kind: 'human' as const, name: 'Ada' }, { kind: 'human' as const, name: 'Bo' }];
  const rng = new Rng(seed);
  let state = game.setup({ players: 2, seed, options: game.resolveOptions({}, 2) });
  const log: LogEntry[] = [];
  while (game.outcome(state) === null) {
    const seat = game.reactionWindow(state)?.seat ?? game.actors(state)[0]!;
    const legal = game.legalActions(state, seat);
    const action = legal[rng.int(legal.length)]!;
    state = game.apply(state, seat, action).state;
    log.push({ seat, action });
  }
  const now = new Date().toISOString();
  const save = { format: 2 as const, app: APP_VERSION, engine: ENGINE_VERSION, id: `${gameId}-shown`, gameId, rules: entry.rulesRevision, options: {}, seed, seats, log, stateHash: hashState(state), createdAt: now, updatedAt: now, finished: true };
  return JSON.stringify(sealSave(save));
}

/** Where each game draws a shown hand: Rush names Bo's hand cards; Draker frames both hands among the card buttons; Athletic lists Bo's cards in his panel. */
const SHOWN_HANDS = {
  rush: { title: 'Rush for Medals', entry: rushManifest, seed: 11, cards: (page: Page) => page.getByTestId(/^card Bo hand /), added: (hands: number[]) => hands[1]! },
  draker: { title: 'Draker', entry: drakerManifest, seed: 12, cards: (page: Page) => page.locator('.card-buttons button[aria-label]'), added: (hands: number[]) => hands[0]! + hands[1]! },
  athletic: { title: 'Athletic Games', entry: athleticManifest, seed: 13, cards: (page: Page) => page.locator('[data-seat="1"] .ath-shown li'), added: (hands: number[]) => hands[1]! },
};

for (const [gameId, { title, entry, seed, cards, added }] of Object.entries(SHOWN_HANDS) as [keyof typeof SHOWN_HANDS, (typeof SHOWN_HANDS)[keyof typeof SHOWN_HANDS]][]) {
  test(`${title}: "Show all cards" lays the other hands face up on the table, with no list beside it`, async ({ page }) => {
    test.setTimeout(120_000);
    await openMenu(page);
    await setSettings(page, 'English', 'Instant');
    await page.getByRole('button', { name: 'Saves' }).click();
    const text = finishedSave(gameId, entry as never, seed);
    await page.locator('input[type="file"]').setInputFiles({ name: `${gameId}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByText(`Imported: ${title} with Ada and Bo.`)).toBeVisible();
    await page.getByRole('button', { name: `Watch again: ${title} with Ada and Bo` }).first().click();
    await expect(page.locator('.replay-position')).toHaveText(/^Action 0 of \d+$/);
    // at the deal every hand is full; seen by nobody, none is on the table
    const u = await waitIdle(page);
    const hands = u.view as { players: { handCount: number }[] };
    expect(hands.players[1]!.handCount).toBeGreaterThan(0);
    const handButtons = cards(page);
    const before = await handButtons.count();
    await page.getByLabel('Show all cards').check();
    const shownHand = async (): Promise<number | undefined> => ((await waitIdle(page)).view as { revealed?: { hands: Record<number, unknown[]> } }).revealed?.hands[1]?.length;
    await expect.poll(shownHand).toBe(hands.players[1]!.handCount);
    await expect(handButtons).toHaveCount(before + added(hands.players.map((p) => p.handCount)));
    await expect(page.getByRole('region', { name: 'Every hidden card' })).toBeHidden();
    for (const [w, h] of [[1024, 680], [1920, 1080]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SIZES_DIR, `replay-${gameId}-${w}x${h}.png`) });
    }
    // seen by Ada, her hand is hers at the bottom, and Bo's stays face up where it was
    await page.getByLabel('Seen by').selectOption({ label: 'Ada' });
    await expect.poll(async () => (await waitIdle(page)).viewer).toBe(0);
    await expect(handButtons).toHaveCount(before + added(hands.players.map((p) => p.handCount)));
    await page.setViewportSize({ width: 1024, height: 680 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SIZES_DIR, `replay-${gameId}-ada-1024x680.png`) });
    await page.getByLabel('Seen by').selectOption({ label: 'Everyone (public view)' });
    await page.getByLabel('Show all cards').uncheck();
    await expect(handButtons).toHaveCount(before);
    await page.getByRole('button', { name: 'Saves', exact: true }).click();
  });
}
