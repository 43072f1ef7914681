/**
 * The phone's Hint on the LAN: refused in plain words (and nothing marked) until the host ticks "Friends
 * may ask for hints" in the Invite panel; then it marks exactly one of the seat's legal moves, says it in
 * words, plays nothing; tapping the marked move plays it, and the mark is gone on the next table.
 */
import { expect, test } from '@playwright/test';
import { openMenu, setSettings } from './helpers';
import { invitePhones, openPhone, PHONE_SIZE, phoneUpdate, waitForSeat } from './party-helpers';
import { startRush } from './rush-helpers';

const OLENA = { kind: 'human' as const, name: 'Olena' };
const PETRO = { kind: 'human' as const, name: 'Petro' };

test.afterEach(async ({ browser }) => {
  for (const ctx of browser.contexts().slice(1)) await ctx.close();
});

test('a phone asks for a hint: refused until the host allows hints, then one legal move is marked and plays when tapped', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startRush(page, [OLENA, PETRO], 11, { 'First player': '0', 'Deck cycles': '1' });
  const urls = await invitePhones(page);
  // what Olena's phone asks of the table
  const sent: { method: string; action?: unknown }[] = [];
  const olenaContext = await browser.newContext({ viewport: PHONE_SIZE, hasTouch: true, isMobile: true, storageState: { cookies: [], origins: [] } });
  olenaContext.on('page', (p) => p.on('websocket', (ws) => ws.on('framesent', (f) => typeof f.payload === 'string' && sent.push(JSON.parse(f.payload) as { method: string }))));
  const olena = await openPhone(browser, urls[0]!, olenaContext);
  const petro = await openPhone(browser, urls[1]!);
  await waitForSeat(olena.page, 'Olena');
  await waitForSeat(petro.page, 'Petro');
  const phone = olena.page;
  const panel = page.getByRole('dialog', { name: 'Invite phones' });
  const allow = panel.getByTestId('party-hints');
  // on the LAN too the host chooses, and hints start off
  await expect(allow).toBeVisible();
  await expect(allow).not.toBeChecked();

  // only the seat whose turn it is has the button
  await expect(phone.locator('.ph-status')).toHaveText('Your move');
  await expect(petro.page.getByTestId('phone-hint')).toHaveCount(0);
  const before = (await phoneUpdate(phone))!;
  await phone.getByTestId('phone-hint').tap();
  await expect(phone.locator('.ph-error')).toHaveText('The host does not allow hints.');
  await expect(phone.locator('[data-hinted]')).toHaveCount(0);
  await expect(phone.getByTestId('phone-hint-line')).toHaveCount(0);
  expect((await phoneUpdate(phone))!.seq).toBe(before.seq);

  await allow.check();
  await expect(allow).toBeChecked();
  await expect(allow).toBeEnabled();
  await phone.getByTestId('phone-hint').tap();
  const marked = phone.locator('[data-hinted="move"]');
  await expect(marked).toHaveCount(1);
  await expect(phone.locator('.ph-error')).toHaveCount(0);
  const hinted = await phone.evaluate(() => window.__phoneTest?.hint ?? null);
  const now = (await phoneUpdate(phone))!;
  // nothing was played, and the hint is one of the seat's legal moves
  expect(now.seq).toBe(before.seq);
  expect(hinted).not.toBeNull();
  expect(now.legal).toContainEqual(hinted);
  // the line says the move in the words of the marked button
  const label = (await marked.textContent())!.trim();
  expect(label.length).toBeGreaterThan(0);
  await expect(phone.getByTestId('phone-hint-line')).toHaveText(`Hint: ${label}`);
  // the mark is drawn: a gold ring around the button
  expect(await marked.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  await marked.tap();
  await phone.waitForFunction((s) => (window.__phoneTest?.update?.seq ?? 0) > s, now.seq);
  const after = (await phoneUpdate(phone))!;
  expect(after.turn).toBeGreaterThan(now.turn);
  // the move sent is exactly the hinted one, and the hint was asked for the table shown
  expect(sent.filter((f) => f.method === 'act').map((f) => f.action)).toEqual([hinted]);
  expect(sent.filter((f) => f.method === 'hint')).toEqual([expect.objectContaining({ version: before.version }), expect.objectContaining({ version: before.version })]);
  await expect(phone.locator('[data-hinted]')).toHaveCount(0);
  await expect(phone.getByTestId('phone-hint-line')).toHaveCount(0);
  expect(await phone.evaluate(() => window.__phoneTest?.hint ?? null)).toBeNull();
});
