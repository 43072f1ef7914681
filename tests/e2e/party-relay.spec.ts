/**
 * Over the internet from the desktop: the Relay address set in Settings, the Invite panel's "Over the
 * internet" choice with its consent, one link and QR code per human seat on the relay (started by the test
 * on the loopback, serving the built pages), a seat joining through its link on the relay's SDK, and a
 * Rush match played from two browsers opening the links: one at a computer's size (the whole table in its
 * seat's view) and one at a phone's (the phone page).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableUpdate } from '../../src/common/contract';
import type { RushAction } from '../../src/common/games/rush';
import { SeatRelay } from '../../src/common/relay-channel';
import { openMenu, waitIdle } from './helpers';
import { PHONE_SIZE, phoneUpdate, tapFirstMove, waitForSeat } from './party-helpers';
import { faceName, handCard } from './rush-helpers';

let relay: ChildProcess | null = null;
let relayUrl = '';

test.beforeAll(async () => {
  relay = spawn(process.execPath, ['--import', 'tsx', 'src/relay/main.ts', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  relayUrl = await new Promise<string>((ok, fail) => {
    let out = '';
    relay!.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)[^]*Serving the seat pages/.exec(out);
      if (m) ok(m[1]!);
    });
    relay!.on('exit', () => fail(new Error(`the relay exited: ${out}`)));
  });
});
test.afterAll(() => {
  relay?.kill();
});

/** A new Rush match of two people from the menu, started with the Invite panel open. */
async function newMatchInviting(page: Page): Promise<void> {
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rush for Medals', exact: true }) }).getByRole('button', { name: 'New game' }).click();
  for (const [n, name] of ['Olena', 'Petro'].entries()) {
    await page.getByLabel(`Player ${n + 1} Who plays`).selectOption('human');
    await page.getByLabel(`Player ${n + 1} Name`).fill(name);
  }
  await page.getByRole('button', { name: 'Start and invite phones' }).click();
}

test.afterEach(async ({ browser }) => {
  for (const ctx of browser.contexts().slice(1)) await ctx.close();
});

/** From the menu: Settings, the relay address set to `address` and saved (`shown`: as Settings writes it back). */
async function setRelay(page: Page, address: string, shown = address): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Relay address').fill(address);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Relay address')).toHaveValue(shown);
}

test('Over the internet: a link and QR per human seat on the relay set in Settings; a seat joins through its link; with no relay the choice says what it needs and leads to Settings', async ({ page }) => {
  await openMenu(page);
  await setRelay(page, relayUrl.replace(/^http/, 'ws'), relayUrl);
  await page.getByRole('button', { name: 'Back' }).click();
  await newMatchInviting(page);
  const panel = page.getByRole('dialog', { name: 'Invite phones' });
  await panel.getByRole('radio', { name: /Over the internet/ }).check();
  const start = panel.getByRole('button', { name: 'Start inviting' });
  await expect(start).toBeDisabled();
  await panel.getByRole('checkbox', { name: /People who get a seat’s link can join this match from anywhere/ }).check();
  await start.click();
  await expect(panel.getByRole('img', { name: /QR code for/ })).toHaveCount(2);
  const links = await panel.locator('.party-url').allTextContents();
  expect(links).toHaveLength(2);
  for (const link of links) expect(link.startsWith(`${relayUrl}/#k=`)).toBe(true);
  await expect(panel.getByText(`Through the relay ${relayUrl}`)).toBeVisible();
  const seat = await SeatRelay.join(links[1]!);
  const olena = panel.locator('.party-seat[data-seat="1"]');
  await expect(olena.locator('.party-state')).toHaveText('Playing on a phone');
  await seat.leave();
  await panel.getByRole('button', { name: 'Stop inviting' }).click();
  await expect(panel.getByRole('radio', { name: /Over the internet/ })).toBeVisible();

  // With no relay set, the choice stays: it says a relay is needed and leads to the field in Settings.
  await panel.getByRole('button', { name: 'Close' }).click();
  // (the curtain is up between the two people's turns: its own Menu button)
  await page.locator('.curtain-menu').click();
  await setRelay(page, '');
  await page.getByRole('button', { name: 'Back' }).click();
  await newMatchInviting(page);
  await panel.getByRole('radio', { name: /Over the internet/ }).check();
  await expect(panel.getByText('Playing over the internet needs a relay')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Start inviting' })).toBeDisabled();
  await expect(panel.getByText(/Preview/)).toHaveCount(0);
  await expect(panel.getByRole('checkbox')).toBeHidden();
  await panel.getByTestId('party-set-relay').click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByLabel('Relay address')).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
});

test('a relay that cannot be reached: the message shows in full over the Invite panel, even at 1024x680, and nothing is started', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 680 });
  const address = 'http://127.0.0.1:9/card-table/relay/behind/a/long/proxy/path';
  await openMenu(page);
  await setRelay(page, address);
  await page.getByRole('button', { name: 'Back' }).click();
  await newMatchInviting(page);
  const panel = page.getByRole('dialog', { name: 'Invite phones' });
  await panel.getByRole('radio', { name: /Over the internet/ }).check();
  await panel.getByRole('checkbox', { name: /People who get a seat’s link can join this match from anywhere/ }).check();
  await panel.getByRole('button', { name: 'Start inviting' }).click();
  // over the open dialog (the table's message area is behind it), whole: wrapped, nothing cut off
  const message = page.locator('.toasts .toast');
  await expect(message).toHaveText(`The relay at ${address} cannot be reached. Check its address in Settings and that it runs.`);
  await expect(page.locator('.topbar .table-message')).toBeHidden();
  await expect(panel.locator('.party-url')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Start inviting' })).toBeEnabled();
  // the floating message is in the top layer, shown after the dialog (so above it: a modal dialog makes it
  // inert, so hit-testing cannot tell), and within the window
  const shown = await message.evaluate((m) => {
    const r = m.getBoundingClientRect();
    return { popover: m.parentElement!.matches(':popover-open'), whole: m.scrollWidth <= m.clientWidth && r.left >= 0 && r.right <= innerWidth && r.bottom <= innerHeight };
  });
  expect(shown).toEqual({ popover: true, whole: true });
  await page.screenshot({ path: join('test-results', 'relay-unreachable-1024.png') });
  await panel.getByRole('button', { name: 'Close' }).click();
  // later tests start with no relay set (the hotseat curtain is up: nobody plays on a phone)
  await page.locator('.curtain-menu').click();
  await setRelay(page, '');
});

/** Opens the Invite panel's "Over the internet" for the relay set in Settings; returns each seat's link. */
async function inviteOverInternet(page: Page): Promise<string[]> {
  const panel = page.getByRole('dialog', { name: 'Invite phones' });
  await panel.getByRole('radio', { name: /Over the internet/ }).check();
  await panel.getByRole('checkbox', { name: /People who get a seat’s link can join this match from anywhere/ }).check();
  await panel.getByRole('button', { name: 'Start inviting' }).click();
  await expect(panel.locator('.party-url')).toHaveCount(2);
  return panel.locator('.party-url').allTextContents();
}

/** The relay set in Settings, a new Rush match of two people, its seats invited over the internet: their links. */
async function hostOverInternet(page: Page): Promise<string[]> {
  await openMenu(page);
  await setRelay(page, relayUrl);
  await page.getByRole('button', { name: 'Back' }).click();
  await newMatchInviting(page);
  const links = await inviteOverInternet(page);
  return links;
}

async function tableUpdate(page: Page): Promise<TableUpdate | null> {
  return page.evaluate(() => window.__cardTableTest?.update ?? null) as Promise<TableUpdate | null>;
}

/** A friend's browser at a computer's size opening a seat's link: the whole table. */
async function openTableSeat(browser: Browser, link: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: { cookies: [], origins: [] } });
  // the friend's own pace: no waiting on animations in the test
  await ctx.addInitScript(() => localStorage.setItem('card-table-remote-settings', JSON.stringify({ animationSpeed: 'instant' })));
  const page = await ctx.newPage();
  await page.goto(link);
  await page.waitForURL(/\/table#k=/);
  return page;
}

/** A friend's phone opening a seat's link: the phone page. */
async function openPhoneSeat(browser: Browser, link: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: PHONE_SIZE, hasTouch: true, isMobile: true, storageState: { cookies: [], origins: [] } });
  const page = await ctx.newPage();
  await page.goto(link);
  return page;
}

/** The table seat's move, made by clicking: a lay-out where it can, else the answer to a demand, else a discard. */
async function playOnTable(page: Page, u: TableUpdate): Promise<void> {
  const legal = u.legal as RushAction[];
  const layOut = legal.find((a) => a.type === 'layOut');
  const accept = legal.find((a) => a.type === 'accept');
  const discard = legal.find((a) => a.type === 'discard');
  if (accept) return page.locator('.offer-accept').click();
  const move = layOut ?? discard;
  if (!move) throw new Error(`no lay-out, accept or discard among ${JSON.stringify(legal)}`);
  await handCard(page, faceName(move.card)).click();
  await page.locator(move.type === 'layOut' ? '.offer-layOut' : '.offer-discard').click();
}

/**
 * The friend's Hint on their turn: refused in plain words until the host ticks "Friends may ask for
 * hints" in the Invite panel; then the hint bot's move for that seat is shown.
 */
async function hintOnTable(table: Page, panel: ReturnType<Page['getByRole']>): Promise<void> {
  const message = table.locator('.topbar .table-message');
  const allow = panel.getByTestId('party-hints');
  await expect(allow).not.toBeChecked();
  await table.locator('.topbar .hint').click();
  await expect(message).toHaveText('The host does not allow hints.');
  await expect(message).toHaveAttribute('data-kind', 'error');
  await allow.check();
  await expect(allow).toBeChecked();
  await expect(allow).toBeEnabled();
  await table.locator('.topbar .hint').click();
  await expect(message).toHaveAttribute('data-kind', 'info');
  await expect(message).not.toHaveText('The host does not allow hints.');
}

test('a Rush match over the relay: one friend at a computer plays on the whole table, one on a phone; the desktop sees both; a reloaded page takes its seat back', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const links = await hostOverInternet(page);
  const table = await openTableSeat(browser, links[0]!);
  const phone = await openPhoneSeat(browser, links[1]!);
  await waitForSeat(phone, 'Petro');
  await expect(phone.getByTestId('view-table')).toBeVisible();
  const panel = page.getByRole('dialog', { name: 'Invite phones' });
  await expect(panel.locator('.party-seat .party-state')).toHaveText(['Playing on a phone', 'Playing on a phone']);

  // the whole table in Olena's view: her hand face up, Petro's hidden; nothing of the host's own
  const first = await waitIdle(table);
  expect(first.viewer).toBe(0);
  await expect(table.getByTestId('remote-seat-name')).toHaveText('Your seat: Olena');
  await expect(table.locator('.topbar .table-menu')).toBeHidden();
  await expect(table.locator('.topbar .undo')).toBeHidden();
  const hand = (first.view as { hand?: unknown[] }).hand ?? [];
  expect(hand.length).toBeGreaterThan(0);
  await expect(table.locator('[data-testid^="card hand "]')).toHaveCount(hand.length);
  // the friend's own high contrast, from the seat bar (no settings screen here), kept by that browser
  await table.emulateMedia({ contrast: 'no-preference' });
  await expect(table.locator('html')).not.toHaveClass(/high-contrast/);
  await table.getByTestId('contrast-toggle').click();
  await expect(table.locator('html')).toHaveClass(/high-contrast/);
  await expect(table.getByTestId('contrast-toggle')).toHaveAttribute('aria-pressed', 'true');
  await table.screenshot({ path: join('test-results', 'remote-table-high-contrast.png') });

  let tableMoves = 0;
  let phoneMoves = 0;
  let reloaded = false;
  // a whole match of discards is too long for CI: four moves of each friend, with both pages reloaded midway
  for (let step = 0; step < 100 && (tableMoves < 4 || phoneMoves < 4); step++) {
    const [t, p] = [await tableUpdate(table), await phoneUpdate(phone)];
    if (t?.outcome || p?.outcome) break;
    if (!reloaded && tableMoves >= 2 && phoneMoves >= 2) {
      // both friends reload: each page takes its seat back through the relay
      reloaded = true;
      await Promise.all([table.reload(), phone.reload()]);
      await waitForSeat(phone, 'Petro');
      await waitIdle(table);
      await expect(panel.locator('.party-seat .party-state')).toHaveText(['Playing on a phone', 'Playing on a phone']);
      continue;
    }
    if (t && t.legal.length > 0 && !t.outcome) {
      const u = await waitIdle(table);
      if (u.legal.length === 0) continue;
      if (tableMoves === 0) await hintOnTable(table, panel);
      await playOnTable(table, u);
      await table.waitForFunction((seq) => (window.__cardTableTest?.update?.seq ?? 0) > seq, u.seq);
      tableMoves++;
      continue;
    }
    if (p && p.legal.length > 0 && !p.outcome) {
      await tapFirstMove(phone);
      phoneMoves++;
      continue;
    }
    // between a move and its pushes: wait for the next table on either page
    const seqs = [t?.seq ?? 0, p?.seq ?? 0];
    await expect.poll(async () => ((await tableUpdate(table))?.seq ?? 0) > seqs[0]! || ((await phoneUpdate(phone))?.seq ?? 0) > seqs[1]!).toBe(true);
  }
  expect(reloaded).toBe(true);
  // still in high contrast after the reload; a tip or a setting the page keeps does not undo it
  await expect(table.locator('html')).toHaveClass(/high-contrast/);
  await table.getByTestId('contrast-toggle').click();
  await expect(table.locator('html')).not.toHaveClass(/high-contrast/);
  expect(tableMoves).toBe(4);
  expect(phoneMoves).toBeGreaterThanOrEqual(4);
  // the desktop's table shows every move: the same turn as both friends, Olena's lay-outs and discards in its log
  const last = await waitIdle(table);
  await expect.poll(async () => (await page.evaluate(() => window.__cardTableTest?.update?.turn)) ?? -1).toBe(last.turn);
  await expect.poll(async () => (await phoneUpdate(phone))?.turn).toBe(last.turn);
  await page.getByRole('dialog', { name: 'Invite phones' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.log-list li', { hasText: /^Olena (lays out|discards)/ }).first()).toBeVisible();
  await expect(table.locator('.log-list li', { hasText: /^Petro / }).first()).toBeVisible();
});

test('a seat page without a link, with a cut link, and the relay serving nothing else', async ({ browser }) => {
  const phone = await openPhoneSeat(browser, `${relayUrl}/`);
  await expect(phone.locator('[data-problem="none"]')).toContainText('Open the link your host gave you');
  await phone.goto(`${relayUrl}/#k=short&r=x&s=0`);
  await phone.reload();
  await expect(phone.locator('[data-problem="key"]')).toContainText('The key in this link is cut or changed');
  // the same page in Ukrainian
  await phone.locator('.lang').click();
  await expect(phone.locator('[data-problem="key"]')).toContainText('Ключ у цьому посиланні');
  await phone.locator('.lang').click();
  // a table page opened without a link goes to the seat page, which says so
  await phone.goto(`${relayUrl}/table`);
  await expect(phone.locator('[data-problem="none"]')).toBeVisible();
  // no listing, no other file, no escape from the build; the pages' policy lets them talk to their origin only
  for (const path of ['/assets/', '/phone/index.html', '/../package.json', '/%2e%2e/package.json', '/index.html']) {
    expect((await fetch(`${relayUrl}${path}`)).status, path).toBe(404);
  }
  const res = await fetch(`${relayUrl}/`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect((await fetch(`${relayUrl}/`, { method: 'POST' })).status).toBe(405);
});

test("Join a game in the app: a cut link is named and nothing happens; the seat's link opens its table in the app's own page (no relay page), a move is played, and Leave the table goes back to the menu", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const links = await hostOverInternet(page);
  const panel = page.getByRole('dialog', { name: 'Invite phones' });

  // a friend with the app: its own host (the browser host on its own data folder) and its page
  const friendApp = await startFriendApp();
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await ctx.addInitScript(() => localStorage.setItem('card-table-remote-settings', JSON.stringify({ animationSpeed: 'instant' })));
  const friend = await ctx.newPage();
  const relayPages: string[] = [];
  friend.on('request', (r) => r.url().startsWith(relayUrl) && relayPages.push(r.url()));
  await friend.goto(friendApp.url);
  await friend.getByRole('button', { name: 'Join a game' }).click();
  const dialog = friend.getByRole('dialog', { name: 'Join a game' });
  await dialog.getByLabel('Your seat’s link').fill(links[0]!.replace(/&s=\d$/, ''));
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A seat’s link has a key, a room and a seat after #: part of it is missing. Copy the whole link again.');
  await expect(friend.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
  await friend.screenshot({ path: join('test-results', 'join', 'join-dialog.png') });
  // the seat that plays first joins: its table comes up with its moves
  const seat = (await tableUpdate(page))!.actors[0]!;
  const name = ['Olena', 'Petro'][seat]!;
  await dialog.getByLabel('Your seat’s link').fill(links[seat]!);
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();

  // the seat drawn by the app's own page; the desktop sees it taken
  await expect(friend.getByTestId('remote-seat-name')).toHaveText(`Your seat: ${name}`);
  const first = await waitIdle(friend);
  expect(first.viewer).toBe(seat);
  await expect(friend.getByTestId('view-phone')).toHaveCount(0);
  await expect(panel.locator(`.party-seat[data-seat="${seat}"] .party-state`)).toHaveText('Playing on a phone');
  const hand = (first.view as { hand?: unknown[] }).hand ?? [];
  expect(hand.length).toBeGreaterThan(0);
  await expect(friend.locator('[data-testid^="card hand "]')).toHaveCount(hand.length);
  expect(first.legal.length).toBeGreaterThan(0);
  await friend.screenshot({ path: join('test-results', 'join', 'joined-table.png') });
  await playOnTable(friend, first);
  await friend.waitForFunction((seq) => (window.__cardTableTest?.update?.seq ?? 0) > seq, first.seq);
  expect((await tableUpdate(friend))!.turn).toBeGreaterThan(first.turn);
  await expect.poll(async () => (await tableUpdate(page))?.turn).toBe((await tableUpdate(friend))!.turn);
  // the app drew it all itself: not one request for a page or file of the relay
  expect(relayPages).toEqual([]);

  await friend.getByTestId('leave-seat').click();
  await expect(friend.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
  await expect(panel.locator(`.party-seat[data-seat="${seat}"] .party-state`)).not.toHaveText('Playing on a phone');
  await ctx.close();
  friendApp.stop();
});

/** Another copy of the app for a friend: the browser host on a data folder of its own, stopped after the test. */
async function startFriendApp(): Promise<{ url: string; stop: () => void }> {
  const data = mkdtempSync(join(tmpdir(), 'card-table-friend-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/web/server.ts', '--port', '0', '--data', data], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CARD_TABLE_EXIT_WITH: String(process.pid) } });
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Card Table is ready at (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out);
      if (m) ok(m[1]!);
    });
    child.on('exit', () => fail(new Error(`the friend's app exited: ${out}`)));
  });
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
