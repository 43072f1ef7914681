/**
 * The moments a player should see, played by clicking and photographed: the menu, a table mid-game,
 * the reaction bar, the hotseat curtain and the VAR peek behind it, and the results; Draker's table
 * mid-round and in combat. The pictures go to
 * test-results/screens (CARD_TABLE_SCREENS=docs writes the README's pictures into docs/ instead).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { cardButton, dealFor, faceDownCells, findPair, footballerOf, flip, openMenu, setSettings, startFootball, viewOf, waitIdle } from './helpers';
import { cardButton as drakerCard, drakerView, playUntil, press, selectCards, stackedDeck, startDraker } from './draker-helpers';

const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(DIR, `${name}.png`) });

test('a game against bots: mid-game table, the reaction bar, the results', async ({ page }) => {
  // a whole game to the results: on two busy cores it can pass the default two minutes
  test.setTimeout(300_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Fast');
  await shot(page, 'menu');
  const seed = 2024;
  await startFootball(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Petro', level: 'normal' },
    { kind: 'bot', name: 'Maria', level: 'hard' },
  ], seed, { 'First player': '0', 'Time to react (seconds)': '10' });
  const deal = dealFor(seed, 3, { firstPlayer: 0 });

  // Olena finds two pairs, then takes a YELLOW with a lone footballer: the turn passes to the bots.
  let u = await waitIdle(page);
  for (let i = 0; i < 2; i++) {
    const pair = findPair(viewOf(u), deal)!;
    await flip(page, pair[0]);
    u = await flip(page, pair[1]);
  }
  const down = faceDownCells(viewOf(u), deal);
  await flip(page, down.find((c) => c.id.startsWith('yellow-'))!.cell);
  const lone = down.find((c) => c.footballer !== null && down.filter((d) => d.footballer === c.footballer).length === 2)!;
  await cardButton(page, lone.cell).click();

  // Holding a YELLOW, Olena is asked when a bot's turn starts: the bar with its countdown.
  const bar = page.getByRole('group', { name: 'Olena: play a card?' });
  await expect(bar).toBeVisible({ timeout: 30_000 });
  await expect(bar.getByRole('button', { name: 'YELLOW on Petro' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await shot(page, 'reaction');
  await bar.getByRole('button', { name: 'Pass' }).click();

  // Leave for the menu, make the animations instant, and come back with Continue: the same table.
  const turn = (await waitIdle(page)).turn;
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await setSettings(page, 'English', 'Instant');
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await waitIdle(page)).turn).toBeGreaterThanOrEqual(turn);

  // Mid-game: play on, and photograph one of Olena's turns with its first card up.
  let photographed = false;
  for (let step = 0; step < 600; step++) {
    u = await waitIdle(page);
    if (u.outcome) break;
    if (u.humanToAct !== 0) { await page.waitForTimeout(30); continue; }
    if (u.reaction) { await page.getByRole('button', { name: 'Pass' }).click(); continue; }
    if (u.legal.some((a) => a.type === 'takePair')) { await page.getByRole('dialog').getByRole('button').first().click(); continue; }
    const view = viewOf(u);
    const up = view.cells.findIndex((c) => c !== null && c.faceUp);
    const faceDown = faceDownCells(view, deal);
    if (up < 0 && step > 10 && !photographed) {
      const a = faceDown.find((c) => c.footballer !== null)!;
      await flip(page, a.cell);
      await shot(page, 'table');
      photographed = true;
      continue;
    }
    const wanted = up >= 0 ? footballerOf(deal.cells[up]) : null;
    const target = up >= 0 ? (faceDown.find((c) => wanted !== null && c.footballer === wanted) ?? faceDown[0]).cell : (findPair(view, deal)?.[0] ?? faceDown[0].cell);
    await cardButton(page, target).click();
  }
  await expect(page.getByRole('heading', { name: 'Final score' })).toBeVisible();
  await shot(page, 'results');
});

test('two humans: the curtain before a VAR peek, then the peek', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Fast');
  const seed = 99;
  await startFootball(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], seed, { 'First player': '0' });
  const deal = dealFor(seed, 2, { firstPlayer: 0 });
  let u = await waitIdle(page);
  let down = faceDownCells(viewOf(u), deal);
  const lone = (cells: typeof down, skip: number[] = []) => cells.filter((c) => c.footballer !== null && !skip.includes(c.cell));
  await flip(page, down.find((c) => c.id.startsWith('var-'))!.cell);
  u = await flip(page, lone(down)[0].cell);
  down = faceDownCells(viewOf(u), deal);
  const [a] = lone(down);
  const b = lone(down).find((c) => c.footballer !== a.footballer)!;
  await flip(page, a.cell);
  u = await flip(page, b.cell);
  expect(viewOf(u).active).toBe(0);
  const peek = faceDownCells(viewOf(u), deal).slice(0, 2);
  await page.getByRole('button', { name: 'Use VAR' }).click();
  await cardButton(page, peek[0].cell).click();
  await cardButton(page, peek[1].cell).click();
  await expect(page.getByRole('button', { name: 'I am Olena' })).toBeVisible();
  await shot(page, 'curtain');
  await page.getByRole('button', { name: 'I am Olena' }).click();
  u = await waitIdle(page);
  expect(viewOf(u).peek).not.toBeNull();
  await page.waitForTimeout(400);
  await shot(page, 'var-peek');
});

test('Draker against two bots: the table mid-round, then in combat', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  // Olena holds 3♥ and has 2♥, 4♥, 9♥, K♥ and A♠ in her pool: the rules' 24-point example.
  const deal = { hands: [['hearts-3']], pools: [['hearts-2', 'hearts-4', 'hearts-9', 'hearts-K', 'spades-A']] };
  const bots = [{ kind: 'bot' as const, name: 'Petro', level: 'normal' as const }, { kind: 'bot' as const, name: 'Maria', level: 'normal' as const }];
  let u = await startDraker(page, [{ kind: 'human', name: 'Olena' }, ...bots], { firstPlayer: 0, deck: stackedDeck(3, deal) });

  // Place 3♥, declare K♥ as an attack, then select the double straight flush: its value shows at once.
  await drakerCard(page, 'hearts-3').click();
  u = await press(page, /^Place .* into your pool$/);
  await page.getByRole('group', { name: 'Your move' }).getByRole('button', { name: 'Clear selection' }).click();
  await selectCards(page, ['hearts-K']);
  u = await press(page, 'Attack');
  await selectCards(page, ['hearts-2', 'hearts-3', 'hearts-4']);
  await expect(page.getByText('3 × 2 × 3 = 18', { exact: false }).first()).toBeVisible();
  // The pointer leaves the cards, so no card's help covers the table.
  await page.mouse.move(2, 790);
  await shot(page, 'draker-table');
  u = await press(page, 'Defence');
  u = await press(page, 'Done');

  // Play on until Olena sends her attack or meets one: the parcels and defences on the table.
  u = await playUntil(page, u, (x) => ['combat', 'defence'].includes(drakerView(x).phase), 60);
  expect(['combat', 'defence']).toContain(drakerView(u).phase);
  await expect(page.getByRole('button', { name: /as suggested$/ })).toBeVisible();
  await page.mouse.move(2, 790);
  await shot(page, 'draker-combat');
});
