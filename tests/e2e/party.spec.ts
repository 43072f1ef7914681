/**
 * Party mode end to end: one desktop page and phones as separate touch contexts (390x844) on the
 * loopback listener. A Rush hotseat match played on two phones to its results; a phone dropped and
 * rejoined; a revoked code refused; a second device refused until the desktop allows it; a Football VAR
 * peek on its own phone only; a Draker round with combinations declared by picking cards on the phones
 * and a parcel met with a defence.
 */
import { expect, test, type Page } from '@playwright/test';
import { dealFor, openMenu, setSettings, smallFootballForm, startFootball, startFromMenu } from './helpers';
import { brokenCardWords, invitePhones, openPhone, phoneLeaks, phoneUpdate, tapFirstMove, waitForSeat, type PhonePage } from './party-helpers';
import { startRush } from './rush-helpers';
import { startWords } from './words-helpers';
import type { PhoneFrame } from '../../src/common/party';
import type { DrakerAction, DrakerView } from '../../src/common/games/draker';

const OLENA = { kind: 'human' as const, name: 'Olena' };
const PETRO = { kind: 'human' as const, name: 'Petro' };

async function rushWithPhones(page: Page, browser: import('@playwright/test').Browser): Promise<{ urls: string[]; phones: PhonePage[] }> {
  await openMenu(page);
  // phones move faster than a table animates: the desktop keeps up without animations
  await setSettings(page, 'English', 'Instant');
  await startRush(page, [OLENA, PETRO], 11, { 'First player': '0', 'Deck cycles': '1' });
  const urls = await invitePhones(page);
  expect(urls).toHaveLength(2);
  const phones = [await openPhone(browser, urls[0]!), await openPhone(browser, urls[1]!)];
  await waitForSeat(phones[0]!.page, 'Olena');
  await waitForSeat(phones[1]!.page, 'Petro');
  const dialog = page.getByRole('dialog', { name: 'Invite phones' });
  await expect(dialog.locator('.party-connected')).toHaveText('Connected: Olena, Petro');
  return { urls, phones };
}

/** A game started by `start` (in English, no animations) with Olena's seat opened on a phone. */
async function olenaOnPhone(page: Page, browser: import('@playwright/test').Browser, start: () => Promise<void>): Promise<PhonePage> {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await start();
  const urls = await invitePhones(page);
  const olena = await openPhone(browser, urls[0]!);
  await waitForSeat(olena.page, 'Olena');
  return olena;
}

test.afterEach(async ({ browser }) => {
  for (const ctx of browser.contexts().slice(1)) await ctx.close();
});

test('a Rush match played on two phones to its results; the desktop shows the public table', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const { phones } = await rushWithPhones(page, browser);
  await page.getByRole('dialog', { name: 'Invite phones' }).getByRole('button', { name: 'Close' }).click();
  // the desktop: no curtain, no hand, both seats marked
  await expect(page.locator('dialog.curtain')).toHaveCount(0);
  await expect(page.locator('.phone-mark')).toHaveText(['on phone', 'on phone']);
  const desk = await page.evaluate(() => window.__cardTableTest?.update);
  expect(desk?.viewer).toBe('spectator');
  expect(desk?.legal).toEqual([]);
  // the phones: each its own hand, touch-sized
  const first = (await phoneUpdate(phones[0]!.page))!;
  expect(first.viewer).toBe(0);
  const card = phones[0]!.page.locator('.ph-card').first();
  const box = (await card.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await phones[0]!.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  for (let step = 0; step < 300; step++) {
    const ups = await Promise.all(phones.map((p) => phoneUpdate(p.page)));
    if (ups.every((u) => u?.outcome)) break;
    const mover = ups.findIndex((u) => u && u.legal.length > 0 && !u.outcome);
    if (mover < 0) {
      // between a move and its pushes: wait for the next table on either phone
      const seqs = ups.map((u) => u?.seq ?? 0);
      await expect.poll(async () => (await Promise.all(phones.map((p) => phoneUpdate(p.page)))).some((u, i) => (u?.seq ?? 0) > seqs[i]!)).toBe(true);
      continue;
    }
    await tapFirstMove(phones[mover]!.page);
  }
  for (const p of phones) await expect(p.page.locator('.ph-results')).toBeVisible();
  // the desktop plays the last moves out, then shows the results
  await expect(page.locator('dialog.results')).toBeVisible({ timeout: 30_000 });
  const u = (await phoneUpdate(phones[0]!.page))!;
  for (const [seat, p] of phones.entries()) {
    const { updates, leaks } = phoneLeaks('rush', u.matchId, seat, p.frames);
    expect(updates).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  }
});

test('a phone dropped comes back to its seat; the desktop shows it away meanwhile', async ({ page, browser }) => {
  const { phones } = await rushWithPhones(page, browser);
  const dialog = page.getByRole('dialog', { name: 'Invite phones' });
  await phones[1]!.page.close();
  await expect(dialog.locator('.party-seat[data-seat="1"] .party-state')).toHaveText('Phone away: waiting for it to come back');
  await expect(page.locator('.phone-mark.away')).toHaveCount(1);
  // the same phone (its cookie) opens the page again: it has its seat back
  const back = await phones[1]!.context.newPage();
  await back.goto(`http://127.0.0.1:${process.env.CARD_TABLE_E2E_LAN_PORT}/phone/`);
  await waitForSeat(back, 'Petro');
  await expect(dialog.locator('.party-seat[data-seat="1"] .party-state')).toHaveText('Playing on a phone');
  // on request the desktop plays the seat again
  await dialog.locator('.party-seat[data-seat="1"]').getByRole('button', { name: 'Play on this computer' }).click();
  await expect(back.locator('.ph-closed')).toContainText('This seat is played on the table now.');
  await expect(page.locator('.phone-mark')).toHaveCount(1);
});

test('a revoked code is refused; the new code opens the seat', async ({ page, browser }) => {
  const { urls, phones } = await rushWithPhones(page, browser);
  const dialog = page.getByRole('dialog', { name: 'Invite phones' });
  // Olena's phone reads Ukrainian and it is her move
  const olena = phones[0]!.page;
  await olena.getByRole('button', { name: 'Українська' }).tap();
  await expect(olena.locator('.ph-status')).toHaveText('Ваш хід');
  await dialog.locator('.party-seat[data-seat="0"]').getByRole('button', { name: 'New code' }).click();
  // the host's reason in the phone's language; no turn and no move remain on a closed phone
  await expect(olena.locator('.ph-closed')).toContainText('Цей код відкликано');
  await expect(olena.locator('.ph-status')).not.toHaveText('Ваш хід');
  await expect(olena.locator('.ph-btn.move')).toHaveCount(0);
  await expect(olena.locator('.ph-card:not([disabled])')).toHaveCount(0);
  const fresh = await dialog.locator('.party-seat[data-seat="0"] .party-url').textContent();
  expect(fresh).not.toBe(urls[0]);
  const stranger = await openPhone(browser, urls[0]!);
  await expect(stranger.page.locator('body')).toContainText('This code does not open a seat');
  const again = await openPhone(browser, fresh!);
  await waitForSeat(again.page, 'Olena');
});

test('a second device is refused until the desktop allows a takeover', async ({ page, browser }) => {
  const { urls, phones } = await rushWithPhones(page, browser);
  const dialog = page.getByRole('dialog', { name: 'Invite phones' });
  const second = await openPhone(browser, urls[0]!);
  await expect(second.page.locator('.ph-closed[data-reason="seatTaken"]')).toContainText('This seat is played on another phone');
  expect(await phoneUpdate(second.page)).toBeNull();
  const seat = dialog.locator('.party-seat[data-seat="0"]');
  await expect(seat.locator('.party-state')).toHaveText('Another phone asks for this seat');
  await seat.getByRole('button', { name: 'Let the other phone take it' }).click();
  await expect(phones[0]!.page.locator('.ph-closed')).toContainText('Another phone took over this seat.');
  // the second phone tries again by itself and gets the seat
  await waitForSeat(second.page, 'Olena');
  await expect(second.page.locator('.ph-card').first()).toBeVisible();
});

test('a Football VAR peek shows on its own phone only', async ({ page, browser }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  // deal 5 of this small grid: A1 fb02, A2 fb01, A3 fb02, A4 fb01, B1-B4 VAR (the same engine deals it in Node: see dealFor)
  const form = smallFootballForm(2, 4, [2, 0, 0, 0, 0], { var: 4 }, { 'First player': '0' });
  expect(dealFor(5, 2, { rows: 2, cols: 4, footballersByPoints: [2, 0, 0, 0, 0], yellow: 0, red: 0, var: 4, playGame: 0, firstPlayer: 0 }).cells).toEqual(['fb02-1', 'fb01-1', 'fb02-2', 'fb01-2', 'var-3', 'var-4', 'var-1', 'var-2']);
  await startFootball(page, [OLENA, PETRO], 5, form);
  const urls = await invitePhones(page);
  const [olena, petro] = [await openPhone(browser, urls[0]!), await openPhone(browser, urls[1]!)];
  await waitForSeat(olena.page, 'Olena');
  await waitForSeat(petro.page, 'Petro');
  await page.getByRole('dialog', { name: 'Invite phones' }).getByRole('button', { name: 'Close' }).click();
  const flip = async (phone: Page, cell: number) => {
    const seq = (await phoneUpdate(phone))!.seq;
    await phone.locator(`.ph-cell.down[data-cell="${cell}"]`).tap();
    await phone.waitForFunction((s) => (window.__phoneTest?.update?.seq ?? 0) > s, seq);
  };
  // Olena takes two VAR cards, Petro flips two footballers that are no pair
  await expect(olena.page.locator('.ph-status')).toHaveText('Your move');
  await flip(olena.page, 4);
  await flip(olena.page, 5);
  await expect(petro.page.locator('.ph-status')).toHaveText('Your move');
  await flip(petro.page, 0);
  await flip(petro.page, 1);
  await expect(olena.page.locator('.ph-status')).toHaveText('Your move');
  await expect(olena.page.locator('.ph-card')).toHaveCount(2);
  // VAR on A1 and A3: only Olena's phone sees the two cards
  await olena.page.getByRole('button', { name: 'Use VAR' }).tap();
  await olena.page.locator('.ph-cell.down[data-cell="0"]').tap();
  const seq = (await phoneUpdate(olena.page))!.seq;
  await olena.page.locator('.ph-cell.down[data-cell="2"]').tap();
  await olena.page.waitForFunction((s) => (window.__phoneTest?.update?.seq ?? 0) > s, seq);
  const secret = olena.page.locator('.ph-private');
  await expect(secret).toContainText('VAR: A1 is Footballer');
  await expect(secret).toContainText('no. 2');
  // its padlock is a drawing, not an emoji a phone may lack
  await expect(secret.locator('h2 svg')).toBeVisible();
  expect(await secret.textContent()).not.toContain('🔒');
  await expect(olena.page.locator('.ph-cell.peeked')).toHaveCount(2);
  // the grid is labelled as the log names its cells: A1 is the first row's first column
  await expect(olena.page.locator('.ph-label.row').first()).toHaveText('A');
  await expect(olena.page.locator('.ph-label.col').first()).toHaveText('1');
  await expect(petro.page.locator('.ph-log')).toContainText('Olena uses VAR on A1 and A3.');
  await expect(petro.page.locator('.ph-private')).toHaveCount(0);
  expect(((await phoneUpdate(petro.page))!.view as { peek: unknown }).peek).toBeNull();
  const desk = await page.evaluate(() => window.__cardTableTest?.update);
  expect((desk!.view as { peek: unknown }).peek).toBeNull();
  await expect(page.locator('body')).not.toContainText('no. 2');
  const matchId = (await phoneUpdate(olena.page))!.matchId;
  for (const [seat, p] of [olena, petro].entries()) expect(phoneLeaks('football', matchId, seat, p.frames).leaks).toEqual([]);
});

test('a Draker round on the phones: combinations declared by picking cards, a parcel sent and blocked', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFromMenu(page, 'Draker', [OLENA, PETRO], 3, { 'First player': '0' });
  const urls = await invitePhones(page);
  const phones = [await openPhone(browser, urls[0]!), await openPhone(browser, urls[1]!)];
  await waitForSeat(phones[0]!.page, 'Olena');
  await waitForSeat(phones[1]!.page, 'Petro');
  await page.getByRole('dialog', { name: 'Invite phones' }).getByRole('button', { name: 'Close' }).click();
  // the hand and the pools are groups of their own; card names break only between words, in both languages
  const olena = phones[0]!.page;
  const u0 = (await phoneUpdate(olena))!.view as DrakerView;
  await expect(olena.locator('.ph-hand h2')).toHaveText([`Your hand · ${u0.hand!.length}`, `Your pool · ${u0.players[0]!.pool.length}`, `Common pool · ${u0.common.length}`].filter((_, i) => i === 0 || [0, u0.players[0]!.pool.length, u0.common.length][i]! > 0));
  expect(await brokenCardWords(olena)).toEqual([]);
  await olena.getByRole('button', { name: 'Українська' }).tap();
  await expect(olena.locator('html')).toHaveAttribute('lang', 'uk');
  expect(await brokenCardWords(olena)).toEqual([]);
  await olena.getByRole('button', { name: 'English' }).tap();
  await expect(olena.locator('html')).toHaveAttribute('lang', 'en');
  // Olena declares an attack, Petro a defence, each by tapping the cards of the combination; Olena's
  // parcel goes to Petro, who meets it with his defence on his phone
  const wanted = ['ATT', 'DEF'] as const;
  const declared = [false, false];
  let blocked = false;
  for (let step = 0; step < 120 && !blocked; step++) {
    const ups = await Promise.all(phones.map((p) => phoneUpdate(p.page)));
    const seat = ups.findIndex((u) => u && u.legal.length > 0 && !u.outcome);
    if (seat < 0) {
      if (ups[0]?.outcome) break;
      const seqs = ups.map((u) => u?.seq ?? 0);
      await expect.poll(async () => (await Promise.all(phones.map((p) => phoneUpdate(p.page)))).some((u, i) => (u?.seq ?? 0) > seqs[i]!)).toBe(true);
      continue;
    }
    const p = phones[seat]!.page;
    const u = ups[seat]!;
    const seq = u.seq;
    const legal = u.legal as DrakerAction[];
    const phase = (u.view as DrakerView).phase;
    // a turn is a few buttons, whatever the engine's list holds
    if (phase === 'basic' || phase === 'additional') expect(await p.locator('.ph-btn.move').count()).toBeLessThan(6);
    const declaration = declared[seat]
      ? undefined
      : legal.filter((a): a is Extract<DrakerAction, { type: 'declare' }> => a.type === 'declare' && a.kind === wanted[seat]).sort((a, b) => b.cards.length - a.cards.length)[0];
    const mustPlace = legal.some((a) => a.type === 'place') && !legal.some((a) => a.type === 'finish' || a.type === 'pass');
    if (declaration && !mustPlace) {
      // a card just placed stays picked (as on the desktop): start from none
      const clear = p.getByRole('button', { name: 'Clear the picked cards' });
      if (await clear.isVisible()) await clear.tap();
      await expect(p.locator('.ph-card[aria-pressed="true"]')).toHaveCount(0);
      for (const id of declaration.cards) await p.locator(`.ph-card[data-card="${id}"]`).tap();
      await expect(p.locator('.ph-card[aria-pressed="true"]')).toHaveCount(declaration.cards.length);
      // the picked set's value shows at once; the button declares it
      const value = (await p.locator('.ph-line.ok').textContent())!.split(' · ').pop()!;
      expect(value).toMatch(/\d/);
      const button = p.locator('.ph-compose-box .ph-btn.move', { hasText: `${wanted[seat] === 'ATT' ? 'Attack' : 'Defence'} · ${value}` });
      await button.tap();
      // the phone is told of its declaration (in whichever table it came)
      const told = () => phones[seat]!.frames.some((f) => {
        const frame = JSON.parse(f) as PhoneFrame;
        return 'push' in frame && frame.push.kind === 'update' && frame.push.update.events.some((e) => e.type === 'declare' && (e as { seat?: number }).seat === seat && (e as { kind?: string }).kind === wanted[seat]);
      });
      await expect.poll(told).toBe(true);
      declared[seat] = true;
      continue;
    }
    if (mustPlace) {
      const place = legal.find((a): a is Extract<DrakerAction, { type: 'place' }> => a.type === 'place')!;
      await p.locator(`.ph-card[data-card="${place.card}"]`).tap();
      await p.locator('.ph-compose-box .ph-btn.move', { hasText: /^Place / }).tap();
      await p.waitForFunction((s) => (window.__phoneTest?.update?.seq ?? 0) > s, seq);
      continue;
    }
    const moves = p.locator('.ph-btn.move:not([disabled])');
    const labels = await moves.allTextContents();
    let pick = -1;
    if (seat === 0) pick = labels.findIndex((l) => /^Send \d+ from .* to Petro\.$/.test(l));
    if (pick < 0 && seat === 1) pick = labels.findIndex((l) => l.startsWith('Meet the parcel with'));
    if (pick >= 0 && seat === 1 && labels[pick]!.startsWith('Meet the parcel')) blocked = true;
    if (pick < 0) pick = labels.findIndex((l) => /^(End your turn \(Done\)|Pass)\.$|as suggested\.$/.test(l));
    if (pick < 0) pick = 0;
    await moves.nth(pick).tap();
    await p.waitForFunction((s) => (window.__phoneTest?.update?.seq ?? 0) > s, seq);
  }
  expect(declared).toEqual([true, true]);
  expect(blocked).toBe(true);
  // Petro's phone was told of the block: his defence (a combination, not "take the hit") met Olena's parcel
  const blocks = phones[1]!.frames.flatMap((f) => {
    const frame = JSON.parse(f) as PhoneFrame;
    return 'push' in frame && frame.push.kind === 'update' ? frame.push.update.events.filter((e) => e.type === 'blocked') : [];
  });
  expect(blocks.some((e) => e.seat === 1 && e.from === 0 && e.combo !== null)).toBe(true);
  const u = (await phoneUpdate(phones[0]!.page))!;
  for (const [seat, p] of phones.entries()) expect(phoneLeaks('draker', u.matchId, seat, p.frames).leaks).toEqual([]);
});

test('a 10×10 Football grid fits a portrait phone: no sideways scrolling', async ({ page, browser }) => {
  const olena = await olenaOnPhone(page, browser, () => startFootball(page, [OLENA, PETRO], 3, { 'First player': '0' }));
  await expect(olena.page.locator('.ph-cell')).toHaveCount(100);
  const sizes = await olena.page.evaluate(() => {
    const scroll = document.querySelector('.ph-grid-scroll')!;
    const cell = document.querySelector('.ph-cell')!.getBoundingClientRect();
    return { scroll: scroll.scrollWidth, client: scroll.clientWidth, page: document.documentElement.scrollWidth, cell: cell.width };
  });
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(sizes.page).toBeLessThanOrEqual(390);
  expect(sizes.cell).toBeGreaterThanOrEqual(26);
  await expect(olena.page.locator('.ph-grid-wrap')).not.toHaveClass(/more-(left|right)/);
});

test('the 10×14 Words grid, wider than a portrait phone, shows which way more of it lies', async ({ page, browser }) => {
  const olena = await olenaOnPhone(page, browser, () => startWords(page, [OLENA, PETRO], 3, { 'First player': '0' }));
  const wrap = olena.page.locator('.ph-grid-wrap');
  await expect(wrap).toHaveClass(/more-right/);
  await expect(wrap).not.toHaveClass(/more-left/);
  expect(await olena.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await olena.page.locator('.ph-grid-scroll').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(wrap).toHaveClass(/more-left/);
  await expect(wrap).not.toHaveClass(/more-right/);
});

test('the new-game form starts a game and opens Invite phones at once', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rush for Medals', exact: true }) }).getByRole('button', { name: 'New game' }).click();
  const invite = page.getByRole('button', { name: 'Start and invite phones' });
  await page.getByLabel('Player 1 Who plays').selectOption('human');
  await page.getByLabel('Player 2 Who plays').selectOption('bot');
  await expect(invite).toBeHidden();
  await page.getByLabel('Player 2 Who plays').selectOption('human');
  await invite.click();
  await expect(page.getByRole('dialog', { name: 'Invite phones' }).getByRole('button', { name: 'Start inviting' })).toBeVisible();
});
