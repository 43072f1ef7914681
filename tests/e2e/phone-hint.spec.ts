/**
 * The phone's Hint on the LAN: refused in plain words (and nothing marked) until the host ticks "Friends
 * may ask for hints" in the Invite panel; then it marks exactly one of the seat's legal moves, says it in
 * words, plays nothing; tapping the marked move plays it, and the mark is gone on the next table. A Draker
 * combination hinted rings its cards, then, once they are picked, the one button that declares it.
 */
import { expect, test, type Page } from '@playwright/test';
import type { DrakerAction } from '../../src/common/games/draker';
import { openMenu, setSettings, startFromMenu } from './helpers';
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

/** A move of the seat on its phone that moves the game along: a forced placement, else ending the turn, passing or as suggested. */
async function playAlong(p: Page, legal: DrakerAction[]): Promise<void> {
  const seq = (await phoneUpdate(p))!.seq;
  const place = legal.find((a): a is Extract<DrakerAction, { type: 'place' }> => a.type === 'place');
  if (place && !legal.some((a) => a.type === 'finish' || a.type === 'pass')) {
    await p.locator(`.ph-card[data-card="${place.card}"]`).tap();
    await p.locator('.ph-compose-box .ph-btn.move', { hasText: /^Place / }).tap();
  } else {
    const moves = p.locator('.ph-btn.move:not([disabled])');
    const labels = await moves.allTextContents();
    const pick = labels.findIndex((l) => /^(End your turn \(Done\)|Pass)\.$|as suggested\.$/.test(l));
    await moves.nth(Math.max(0, pick)).tap();
  }
  await p.waitForFunction((s) => (window.__phoneTest?.update?.seq ?? 0) > s, seq);
}

test('Draker: a hinted combination rings its cards, and once they are picked, the one button that declares it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFromMenu(page, 'Draker', [OLENA, PETRO], 3, { 'First player': '0' });
  const urls = await invitePhones(page);
  const sent: { method: string; action?: unknown }[] = [];
  const olenaContext = await browser.newContext({ viewport: PHONE_SIZE, hasTouch: true, isMobile: true, storageState: { cookies: [], origins: [] } });
  olenaContext.on('page', (p) => p.on('websocket', (ws) => ws.on('framesent', (f) => typeof f.payload === 'string' && sent.push(JSON.parse(f.payload) as { method: string }))));
  const phones = [(await openPhone(browser, urls[0]!, olenaContext)).page, (await openPhone(browser, urls[1]!)).page];
  await waitForSeat(phones[0]!, 'Olena');
  await waitForSeat(phones[1]!, 'Petro');
  const panel = page.getByRole('dialog', { name: 'Invite phones' });
  await panel.getByTestId('party-hints').check();
  await panel.getByRole('button', { name: 'Close' }).click();
  const olena = phones[0]!;
  let declared: DrakerAction | null = null;
  for (let step = 0; step < 80 && !declared; step++) {
    const ups = await Promise.all(phones.map((p) => phoneUpdate(p)));
    if (ups.some((u) => u?.outcome)) break;
    const seat = ups.findIndex((u) => u && u.legal.length > 0);
    if (seat < 0) {
      const seqs = ups.map((u) => u?.seq ?? 0);
      await expect.poll(async () => (await Promise.all(phones.map((p) => phoneUpdate(p)))).some((u, i) => (u?.seq ?? 0) > seqs[i]!)).toBe(true);
      continue;
    }
    const legal = ups[seat]!.legal as DrakerAction[];
    const mustPlace = legal.some((a) => a.type === 'place') && !legal.some((a) => a.type === 'finish' || a.type === 'pass');
    if (seat === 1 || mustPlace) {
      await playAlong(phones[seat]!, legal);
      continue;
    }
    const before = ups[0]!;
    await olena.getByTestId('phone-hint').tap();
    await expect.poll(() => olena.evaluate(() => window.__phoneTest?.hint ?? null)).not.toBeNull();
    const hinted = (await olena.evaluate(() => window.__phoneTest?.hint ?? null)) as DrakerAction;
    if (hinted.type !== 'declare') {
      await playAlong(olena, legal);
      continue;
    }
    // before any card is picked: the combination's cards are ringed, no button (none declares it yet)
    await olena.screenshot({ path: 'test-results/phone-hint-draker-cards.png', fullPage: true });
    await expect(olena.locator('.ph-card[data-hinted="card"]')).toHaveCount(hinted.cards.length);
    for (const id of hinted.cards) await expect(olena.locator(`.ph-card[data-card="${id}"]`)).toHaveAttribute('data-hinted', 'card');
    await expect(olena.locator('[data-hinted="move"]')).toHaveCount(0);
    const line = (await olena.getByTestId('phone-hint-line').textContent())!;
    // picked in another order than the hint names them: the button that declares exactly it is ringed
    for (const id of [...hinted.cards].reverse()) await olena.locator(`.ph-card[data-card="${id}"]`).tap();
    await expect(olena.locator('.ph-card[aria-pressed="true"]')).toHaveCount(hinted.cards.length);
    const ring = olena.locator('[data-hinted="move"]');
    await expect(ring).toHaveCount(1);
    await expect(olena.locator('.ph-compose-box .ph-btn.move[data-hinted="move"]')).toHaveText(new RegExp(`^${hinted.kind === 'ATT' ? 'Attack' : 'Defence'} · `));
    expect(await ring.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await expect(ring).toBeInViewport();
    await olena.screenshot({ path: 'test-results/phone-hint-draker-declare.png' });
    // the hint still says the move; nothing was played by picking
    await expect(olena.getByTestId('phone-hint-line')).toHaveText(line);
    expect((await phoneUpdate(olena))!.seq).toBe(before.seq);
    await ring.tap();
    await olena.waitForFunction((s) => (window.__phoneTest?.update?.seq ?? 0) > s, before.seq);
    expect(sent.filter((f) => f.method === 'act').at(-1)?.action).toEqual(hinted);
    declared = hinted;
  }
  expect(declared).not.toBeNull();
});
