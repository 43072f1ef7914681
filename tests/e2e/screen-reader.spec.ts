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
  // Petro's turn: its lines are said, and then that it is Olena's turn
  await expect(region).toContainText('Petro');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const petrosLines = await page.locator('.log-list li').filter({ hasText: 'Petro' }).allTextContents();
  expect(petrosLines.length).toBeGreaterThan(0);
  // a whole turn is one announcement: its first line and its latest, the middle left out
  const said = (await region.textContent()) ?? '';
  expect(petrosLines.some((line) => said.includes(line)), `"${said}" tells none of ${JSON.stringify(petrosLines)}`).toBe(true);
  // one announcement, not one per line; nothing else on the table is live
  await expect(region.locator('p')).toHaveCount(1);
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
