/**
 * Undo at the table: the button is enabled exactly when the host would take the move back (its tooltip
 * says why not), and a move taken back leaves the log, so the log reads as if it never happened.
 */
import { expect, test } from '@playwright/test';
import { athleticDeal, clickStep, openMenu, setSettings, startAthletic, waitIdle } from './athletic-helpers';
import { startRush } from './rush-helpers';

const SEED = 7;
const REFUSED = 'Only a move that revealed nothing and kept the turn can be taken back.';

test('Athletic against a bot: a move undone leaves the log; the next move is logged as if the first never happened', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  let u = await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], SEED, { 'First player': '0' });
  expect(athleticDeal(SEED, 2, { firstPlayer: 0 }).slots[0]).toEqual(['red-7']);
  const log = page.locator('.log-list li');
  const before = ['The cards are dealt: 7 to each player, 5 to the ring.'];
  await expect(log).toHaveText(before);

  // Nothing of Olena's to take back yet: Undo is disabled, and its tooltip says why.
  const undo = page.getByRole('button', { name: /Undo/ });
  expect(u.canUndo).toBe(false);
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', REFUSED);

  u = await clickStep(page, { type: 'play', card: 'blue-7', slot: 0 });
  expect(u.canUndo).toBe(true);
  await expect(log).toHaveText([...before, 'Olena plays blue 7 on pile 1.']);
  await expect(undo).toBeEnabled();
  await expect(undo).not.toHaveAttribute('title', REFUSED);

  await undo.click();
  u = await waitIdle(page);
  expect(u.turn).toBe(0);
  await expect(log).toHaveText(before);

  u = await clickStep(page, { type: 'play', card: 'pink-6', slot: 4 });
  expect(u.turn).toBe(1);
  await expect(log).toHaveText([...before, 'Olena plays pink 6 on pile 5.']);

  // A table opened mid-way rebuilds its log from the save: a move taken back there leaves it too.
  await page.reload();
  u = await waitIdle(page);
  expect(u.turn).toBe(1);
  expect(u.canUndo).toBe(true);
  const moves = page.locator('.log-list li:not(.sys)');
  await expect(moves).toHaveText(['Olena plays pink 6 on pile 5.']);
  await undo.click();
  await expect.poll(async () => (await waitIdle(page)).turn).toBe(0);
  await expect(moves).toHaveCount(0);
  await expect(page.locator('.log-list li.sys')).toHaveText(['The game goes on from move 1.']);
});

test('Rush against a bot: no move can be taken back, so Undo is disabled (not clickable only to be refused), and says why', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startRush(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], 5, { 'First player': '0' });
  let u = await waitIdle(page);
  expect(u.humanToAct).toBe(0);
  const undo = page.getByRole('button', { name: /Undo/ });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', REFUSED);

  // Olena discards a card; the bot plays; at her next turn her move is still not one to take back.
  const turn = u.turn;
  await page.getByTestId(/^card hand /).first().click();
  await page.getByRole('button', { name: /^Discard (?!pile)/ }).click();
  await expect.poll(async () => (u = await waitIdle(page)).humanToAct === 0 && u.turn > turn + 1).toBe(true);
  expect(u.canUndo).toBe(false);
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', REFUSED);
});
