/**
 * Over the internet from the desktop: the Relay address set in Settings, the Invite panel's "Over the
 * internet" choice with its consent, one link and QR code per human seat on the relay (started by the test
 * on the loopback), and a seat joining through its link (on the relay's SDK, as the phone page will) shown
 * as playing on the desktop's panel.
 */
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { SeatRelay } from '../../src/common/relay-channel';
import { openMenu } from './helpers';

let relay: ChildProcess | null = null;
let relayUrl = '';

test.beforeAll(async () => {
  relay = spawn(process.execPath, ['--import', 'tsx', 'src/relay/main.ts', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  relayUrl = await new Promise<string>((ok, fail) => {
    let out = '';
    relay!.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
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

test('Over the internet: a link and QR per human seat on the relay set in Settings; a seat joins through its link; no relay, no such choice', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Relay address').fill(relayUrl.replace(/^http/, 'ws'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Relay address')).toHaveValue(relayUrl);
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

  // With no relay set, the panel offers this network only (no choice that leads nowhere).
  await panel.getByRole('button', { name: 'Close' }).click();
  // (the curtain is up between the two people's turns: its own Menu button)
  await page.locator('.curtain-menu').click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Relay address').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Relay address')).toHaveValue('');
  await page.getByRole('button', { name: 'Back' }).click();
  await newMatchInviting(page);
  await expect(panel.getByRole('button', { name: 'Start inviting' })).toBeVisible();
  await expect(panel.getByRole('radio')).toHaveCount(0);
});
