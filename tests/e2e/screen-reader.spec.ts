/**
 * What a screen reader gets at the table: a bot's move is said through the page's one polite live region
 * (the log itself is not live), and a dialog opened by keyboard keeps Tab inside, closes on Escape and
 * gives the focus back to the button that opened it.
 */
import { expect, test } from '@playwright/test';
import { openMenu, setSettings, smallFootballForm, startFootball, waitIdle } from './helpers';

const SMALL = smallFootballForm(2, 4, [2, 1], { yellow: 1 }, { 'First player': '1', 'Time to react (seconds)': '0' });

test('a bot\'s move is announced once, through the one live region', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], 3, SMALL);
  await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
  const region = page.getByTestId('announcer');
  // Petro's turn: its lines are said, and then that it is Olena's turn (the region's words are in a
  // closed shadow root, so page searches find the table's own texts once; the host tells the latest)
  await expect(region).toHaveAttribute('data-announced', /Petro/);
  const petrosLines = await page.locator('.log-list li').filter({ hasText: 'Petro' }).allTextContents();
  expect(petrosLines.length).toBeGreaterThan(0);
  // his lines are said in batches (one per move, its first line and its latest), not one announcement per line
  const said = ((await region.getAttribute('data-announced')) ?? '').split('\n');
  const petros = said.filter((a) => petrosLines.some((line) => a.includes(line)));
  expect(petros.length, `${JSON.stringify(said)} tell none of ${JSON.stringify(petrosLines)}`).toBeGreaterThan(0);
  expect(petros.length).toBeLessThan(petrosLines.length + 1);
  // the live region a screen reader hears is the one polite region, and nothing else on the table is live
  expect(await page.evaluate(() => [...document.querySelectorAll('[aria-live]:not([aria-live="off"])')].filter((el) => el.closest('.table-screen')).length)).toBe(0);
  expect(await page.locator('.table-screen :is([aria-live]:not([aria-live="off"]), [role="status"], [role="log"]):not([hidden])').count()).toBe(0);
});

test('Rules by keyboard: Tab stays inside, Escape closes, the focus is back on Rules', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], 3, SMALL);
  await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
  const rules = page.getByRole('button', { name: 'Rules', exact: true });
  for (let i = 0; i < 80 && !(await rules.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(rules).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  const stops = await dialog.evaluate((d) => d.querySelectorAll('button:not([disabled]), a[href], input, select, summary, [tabindex="0"]').length);
  // round the dialog and past its end, both ways: the focus never leaves it
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(rules).toBeFocused();
});
