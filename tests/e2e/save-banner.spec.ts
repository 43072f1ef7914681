import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { flip, openMenu, setSettings, startFootball, waitIdle } from './helpers';

test('while saving fails a banner stays on the table, the game plays on, and it goes when saving works again', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [{ kind: 'human', name: 'Iryna' }, { kind: 'bot', name: 'Robo', level: 'easy' }], 31337);
  const u = await waitIdle(page);
  expect(u.saveError).toBeNull();
  await expect(page.getByTestId('save-banner')).toHaveCount(0);

  // A folder where the save file was: every write (temp file, then rename over it) now fails.
  const file = join(process.env.CARD_TABLE_E2E_DATA!, `${u.matchId}.save.json`);
  const savedTurn = JSON.parse(readFileSync(file, 'utf8')).log.length as number;
  rmSync(file);
  mkdirSync(file);

  const faceDown = (u.view as { cells: ({ faceUp: boolean } | null)[] }).cells.findIndex((c) => c !== null && !c.faceUp);
  if (u.humanToAct !== 0) throw new Error('the human should open this deal');
  const after = await flip(page, faceDown);
  const banner = page.getByTestId('save-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Saving does not work right now. Your game goes on');
  await expect(banner).toContainText(/Reason: The game could not be saved/);
  expect(after.turn).toBeGreaterThan(savedTurn);
  await page.screenshot({ path: test.info().outputPath('save-banner.png') });

  // Space again: the retry writes every move and the banner goes.
  rmSync(file, { recursive: true });
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Saving works again: every move is saved.')).toBeVisible();
  const now = await waitIdle(page);
  expect(JSON.parse(readFileSync(file, 'utf8')).log.length).toBe(now.turn);
});
