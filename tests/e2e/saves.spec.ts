import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flip, openMenu, setSettings, startFootball, waitIdle } from './helpers';

test('the saves screen lists games, loads one, deletes one, and sets a damaged file aside', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [{ kind: 'human', name: 'Iryna' }, { kind: 'bot', name: 'Robo', level: 'easy' }], 31337);
  const u = await waitIdle(page);
  const cell = (u.view as { cells: unknown[] }).cells.findIndex((c) => c !== null);
  if (u.humanToAct === 0) await flip(page, cell);
  await page.getByRole('button', { name: 'Menu' }).click();

  // A damaged save file in the saves folder: it must be set aside with a message, the rest still listed.
  const dir = process.env.CARD_TABLE_E2E_DATA!;
  writeFileSync(join(dir, 'broken.save.json'), '{"format":1,"log":[', 'utf8');

  await page.getByRole('button', { name: 'Saves' }).click();
  await expect(page.getByRole('heading', { name: 'Saves' })).toBeVisible();
  await expect(page.getByText(/could not be read.*set aside/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /broken\.save\.json\.corrupt-.*not valid JSON/ })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Iryna' });
  await expect(rows.first()).toBeVisible();
  // listed at once, checked in the background: the "checking" mark goes when its check is done
  await expect(page.getByTestId('save-checking')).toHaveCount(0);
  await expect(rows.first()).toContainText('Klepka Football');
  // a game still being played offers no Export (its file would show every hidden card)
  await expect(rows.first().getByRole('button', { name: /^Watch/ })).toBeVisible();
  await expect(rows.first().getByRole('button', { name: /^Export/ })).toHaveCount(0);

  // Load it: the table comes back with the same players.
  await rows.first().getByRole('button', { name: /^Load/ }).click();
  const loaded = await waitIdle(page);
  expect(loaded.seats.map((s) => s.name)).toEqual(['Iryna', 'Robo']);
  await expect(page.getByTestId(/^card grid A\d+/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();

  // Delete it (after confirming): it leaves the list.
  await page.getByRole('button', { name: 'Saves' }).click();
  const irynaRows = page.getByRole('row').filter({ hasText: 'Iryna' });
  await expect(irynaRows.first()).toBeVisible(); // the list loads after the screen opens
  const before = await irynaRows.count();
  await irynaRows.first().getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(irynaRows).toHaveCount(before - 1);
});

test('Continue rebuilds the event log from the save: the lines from before leaving come back', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [{ kind: 'human', name: 'Oksana' }, { kind: 'bot', name: 'Robo', level: 'easy' }], 4242, { 'First player': '0' });
  let u = await waitIdle(page);
  expect(u.humanToAct).toBe(0);
  const cells = (u.view as { cells: unknown[] }).cells.map((c, i) => (c !== null ? i : -1)).filter((i) => i >= 0);
  u = await flip(page, cells[0]);
  const lines = page.locator('.log-list li:not(.sys)');
  await expect(lines.filter({ hasText: /^Oksana flips/ }).first()).toBeVisible();
  const before = await lines.allTextContents();

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const back = await waitIdle(page);
  expect(back.matchId).toBe(u.matchId);
  // Every line shown before leaving is there again, in order, before the note that the game goes on.
  await expect(page.locator('.log-list li.sys').filter({ hasText: /^The game goes on from move \d+\.$/ })).toBeVisible();
  const after = await lines.allTextContents();
  expect(after.slice(0, before.length)).toEqual(before);
});

test('a lesson saved in Ukrainian is listed in the current language: the names the app gave and the "and"', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'Українська', 'Миттєво');
  await page.getByRole('button', { name: 'Навчитися грати: Клепка Слова' }).click();
  const u = await waitIdle(page);
  expect(u.seats.map((s) => s.name)).toEqual(['Олена', 'Бот']);
  await page.getByRole('button', { name: 'Меню', exact: true }).last().click();
  await setSettings(page, 'English', 'Instant');
  await page.getByRole('button', { name: 'Saves' }).click();
  const lesson = page.getByRole('row').filter({ has: page.locator('.badge.lesson') }).filter({ hasText: /Klepka Words|Клепка Слова/ });
  await expect(lesson.first()).toContainText('Olena and Bot');
  await expect(lesson.first().getByRole('button', { name: 'Load Klepka Words with Olena and Bot' })).toBeVisible();
  await page.screenshot({ path: join('test-results', 'screens', 'saves-lesson-en.png') });
  await page.getByRole('button', { name: 'Back' }).click();
  await setSettings(page, 'Українська', 'Миттєво');
  await page.getByRole('button', { name: 'Збереження' }).click();
  await expect(lesson.first()).toContainText('Олена і Бот');
  await page.screenshot({ path: join('test-results', 'screens', 'saves-lesson-uk.png') });
  await page.getByRole('button', { name: 'Назад' }).click();
  await setSettings(page, 'English', 'Instant');
});
