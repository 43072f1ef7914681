/**
 * Steps of the party mode tests: the desktop's Invite phones panel, phones as separate touch browser
 * contexts (390x844) on the loopback listener, and the leak check of every frame a phone received,
 * against a replay of the match read from its save.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { GameId, TableUpdate } from '../../src/common/contract';
import type { PhoneFrame } from '../../src/common/party';
import { createConfSaveStore } from '../../src/main/saves/store';
import type { SaveFile } from '../../src/main/saves/format';
import { knowledge, leaksIn } from '../fixtures/leaks';

export const PHONE_SIZE = { width: 390, height: 844 };

/** Opens the panel (from the table's top bar, or the curtain's button) and starts the listener; returns each seat's address. */
export async function invitePhones(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Invite phones', exact: true }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Invite phones' });
  const start = dialog.getByRole('button', { name: 'Start inviting' });
  await expect(start).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Other devices on this network can join this match/ }).check();
  await start.click();
  await expect(dialog.locator('.party-url').first()).toContainText(`http://127.0.0.1:${process.env.CARD_TABLE_E2E_LAN_PORT}/j/`);
  await expect(dialog.getByRole('img', { name: /QR code for/ }).first()).toBeVisible();
  return dialog.locator('.party-url').allTextContents();
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Every text frame the page received on its WebSocket(s). */
  frames: string[];
}

/** A phone: its own browser context (no desktop cookie), touch, a phone's size; opens `url` and waits for its seat. */
export async function openPhone(browser: Browser, url: string, context?: BrowserContext): Promise<PhonePage> {
  const ctx = context ?? (await browser.newContext({ viewport: PHONE_SIZE, hasTouch: true, isMobile: true, storageState: { cookies: [], origins: [] } }));
  const page = await ctx.newPage();
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => typeof f.payload === 'string' && frames.push(f.payload)));
  await page.goto(url);
  return { context: ctx, page, frames };
}

export async function phoneUpdate(page: Page): Promise<TableUpdate | null> {
  return page.evaluate(() => window.__phoneTest?.update ?? null) as Promise<TableUpdate | null>;
}

/** Waits until the phone shows its seat's table. */
export async function waitForSeat(page: Page, name: string): Promise<void> {
  await expect(page.locator('.ph-who strong')).toHaveText(name);
  await expect(page.locator('.ph-status')).toBeVisible();
}

/** Taps the phone's first move and waits until its table changes. */
export async function tapFirstMove(page: Page): Promise<void> {
  const seq = (await phoneUpdate(page))!.seq;
  await page.locator('.ph-btn.move:not([disabled])').first().tap();
  await page.waitForFunction((s) => (window.__phoneTest?.update?.seq ?? 0) > s, seq);
}

/** The save of a match, as the host wrote it. */
export function savedMatch(matchId: string): SaveFile {
  const raw = createConfSaveStore(String(process.env.CARD_TABLE_E2E_DATA)).read(matchId);
  if (!raw) throw new Error(`No save ${matchId}`);
  return JSON.parse(raw.text) as SaveFile;
}

/** Every table update in a phone's frames that names a card its seat may not know then (none expected). */
export function phoneLeaks(gameId: GameId, matchId: string, seat: number, frames: readonly string[]): { updates: number; leaks: string[] } {
  const save = savedMatch(matchId);
  const k = knowledge({ players: save.seats.length, seed: save.seed, options: save.options, log: save.log }, gameId);
  const leaks: string[] = [];
  let updates = 0;
  for (const text of frames) {
    const f = JSON.parse(text) as PhoneFrame;
    if (!('push' in f) || f.push.kind !== 'update' || f.push.update.matchId !== matchId) continue;
    updates++;
    const u = f.push.update;
    if (u.viewer !== seat) leaks.push(`a table of viewer ${String(u.viewer)}`);
    leaks.push(...leaksIn(f, seat, u.turn, k).map((id) => `${id} at turn ${u.turn}`));
  }
  return { updates, leaks };
}

/** Words of the phone's card names set across two lines ("Swordsma|n") or wider than their card: none expected. */
export async function brokenCardWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const el of document.querySelectorAll('.ph-card .name')) {
      const text = el.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const value = text.textContent ?? '';
      for (const m of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        const rects = [...range.getClientRects()];
        const card = el.closest('.ph-card')!.getBoundingClientRect();
        // set across two lines, or wider than its card
        if (new Set(rects.map((r) => Math.round(r.top))).size > 1 || rects.some((r) => r.left < card.left || r.right > card.right)) broken.push(m[0]);
      }
    }
    return broken;
  });
}
