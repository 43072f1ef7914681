/**
 * Undo at the table: the button is enabled exactly when the host would take the move back (its tooltip
 * says why not), and a move taken back leaves the log, so the log reads as if it never happened.
 */
import { expect, test } from '@playwright/test';
import { athleticDeal, clickStep, openMenu, setSettings, startAthletic, waitIdle } from './athletic-helpers';

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
});
