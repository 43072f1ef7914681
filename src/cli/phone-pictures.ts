/**
 * Pictures of the party mode phone page, one per game and language: docs/phone-<game>.png (English) and
 * docs/phone-<game>-uk.png. A browser host with the LAN listener on the loopback plays a few moves of a
 * two-player hotseat game, then Chromium opens seat 1's address at a phone's size (390x844, touch).
 *   npm run build && npx tsx src/cli/phone-pictures.ts [--out DIR]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_IDS, type GameId, type PartyStatus, type Reply } from '../common/contract';
import type { GameAction } from '../common/engine-types';
import { startWebServer } from '../main/web/server';
import { launchChromium } from './chromium';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Moves played before the picture, so the phone shows a game under way (its seat to move where it can be). */
const WARM_UP: Record<GameId, number> = { football: 6, athletic: 5, rush: 6, words: 3, draker: 8 };

async function main(): Promise<void> {
  const i = process.argv.indexOf('--out');
  const out = resolve(i > 0 ? process.argv[i + 1]! : join(ROOT, 'docs'));
  const dir = mkdtempSync(join(tmpdir(), 'card-table-phone-pictures-'));
  const web = await startWebServer({ port: 0, dataDir: dir, lan: { port: 0, addresses: () => [{ address: '127.0.0.1', name: 'lo', likely: true }] } });
  const browser = await launchChromium();
  try {
    for (const gameId of GAME_IDS) {
      const seats = [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }];
      const started = (await web.service.handle('startMatch', { gameId, seats, seed: 4, options: { firstPlayer: 0 } })) as Reply<unknown>;
      if (!started.ok) throw new Error(`${gameId}: ${started.error.message}`);
      const session = web.service.current!;
      for (let n = 0; n < 200; n++) {
        const u = session.seatUpdate(0);
        const toAct = u.humanToAct;
        if (u.outcome || toAct === null) break;
        if (n >= WARM_UP[gameId] && toAct === 0) break;
        const legal = session.seatUpdate(toAct).legal as GameAction[];
        // a move that keeps the game going: not the first (often "end the turn") when there is a choice
        session.act(toAct, legal[Math.min(1, legal.length - 1)]!, true);
      }
      const party = (await web.service.handle('partyStart', { address: '127.0.0.1', consent: true })) as Reply<PartyStatus>;
      if (!party.ok) throw new Error(`${gameId}: ${party.error.message}`);
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
      const page = await ctx.newPage();
      await page.goto(party.value.seats[0]!.url!);
      await page.locator('.ph-status').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, `phone-${gameId}.png`) });
      await page.getByRole('button', { name: 'Українська' }).tap();
      await page.locator('html[lang="uk"]').waitFor();
      await page.screenshot({ path: join(out, `phone-${gameId}-uk.png`) });
      await ctx.close();
      await web.service.handle('partyStop', null);
      process.stdout.write(`${gameId}: ${join(out, `phone-${gameId}.png`)}\n`);
    }
    // the desktop: a four-player Rush game, two seats on phones, the Invite phones panel open
    const four = ['Olena', 'Petro', 'Iryna', 'Taras'].map((name) => ({ kind: 'human', name }));
    await web.service.handle('startMatch', { gameId: 'rush', seats: four, seed: 4, options: { firstPlayer: 2 } });
    const party = (await web.service.handle('partyStart', { address: '127.0.0.1', consent: true })) as Reply<PartyStatus>;
    if (!party.ok) throw new Error(party.error.message);
    const phones = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    for (const seat of party.value.seats.slice(0, 2)) {
      const phone = await (seat.seat === 0 ? phones : await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await phone.goto(seat.url!);
      await phone.locator('.ph-status').waitFor();
    }
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await desk.newPage();
    await page.goto(web.url);
    await page.getByRole('button', { name: 'Invite phones', exact: true }).last().click();
    await page.locator('.party-seat.connected').nth(1).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(out, 'party-desktop.png') });
    process.stdout.write(`desktop: ${join(out, 'party-desktop.png')}\n`);
  } finally {
    await browser.close();
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
