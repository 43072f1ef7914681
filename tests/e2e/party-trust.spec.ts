/**
 * Party mode's trust, end to end: a seat's link opened from another site (a messenger) joins and survives
 * a reload; a seat taken back by the desktop while the other plays on a phone meets the curtain.
 */
import { expect, test } from '@playwright/test';
import { openMenu, setSettings, waitIdle } from './helpers';
import { invitePhones, openPhone, PHONE_SIZE, waitForSeat } from './party-helpers';
import { startRush } from './rush-helpers';

const OLENA = { kind: 'human' as const, name: 'Olena' };
const PETRO = { kind: 'human' as const, name: 'Petro' };

test.afterEach(async ({ browser }) => {
  for (const ctx of browser.contexts().slice(1)) await ctx.close();
});

test('a link opened from a messenger joins; a seat taken back by the desktop meets the curtain while the other plays on a phone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startRush(page, [OLENA, PETRO], 11, { 'First player': '0', 'Deck cycles': '1' });
  const urls = await invitePhones(page);

  // Olena's link arrives in a messenger: another site's page links to it (a cross-site navigation)
  const olena = await browser.newContext({ viewport: PHONE_SIZE, hasTouch: true, isMobile: true, storageState: { cookies: [], origins: [] } });
  await olena.route('http://messenger.example/**', (route) => route.fulfill({ contentType: 'text/html', body: `<a id="seat" href="${urls[0]}">Join my game</a>` }));
  const olenaPage = await olena.newPage();
  await olenaPage.goto('http://messenger.example/chat');
  await olenaPage.locator('#seat').click();
  await waitForSeat(olenaPage, 'Olena');
  await olenaPage.reload();
  await waitForSeat(olenaPage, 'Olena');
  const petro = await openPhone(browser, urls[1]!);
  await waitForSeat(petro.page, 'Petro');

  // Olena's seat comes back to the desktop on her turn while Petro still plays on his phone
  const dialog = page.getByRole('dialog', { name: 'Invite phones' });
  await expect(dialog.locator('.party-connected')).toHaveText('Connected: Olena, Petro');
  await dialog.locator('.party-seat', { hasText: 'Olena' }).getByRole('button', { name: 'Play on this computer' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const curtain = page.locator('dialog.curtain');
  await expect(curtain).toBeVisible();
  await expect(curtain).toContainText('Olena');
  const u = await waitIdle(page);
  expect(u.curtain).toEqual({ seat: 0, name: 'Olena' });
  expect(u.viewer).toBe('spectator');
  await page.getByRole('button', { name: 'I am Olena' }).click();
  await expect(curtain).toHaveCount(0);
  expect((await waitIdle(page)).viewer).toBe(0);
});
