/**
 * Colour, size and contrast: an Athletic table mid-game seen through the three simulated colour-vision
 * deficiencies (athletic-<deficiency>.png, into docs/ with CARD_TABLE_SCREENS=docs; the Machado matrices applied to a screenshot in the page);
 * the high-contrast setting and the system's prefers-contrast putting their class on <html>; and the
 * screens at browser zoom 200% (a 1280x800 window at zoom 200% is a 640x400 CSS viewport drawn at
 * device scale 2, as Chromium lays it out) with no text cut off its box.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFICIENCIES, MACHADO } from '../../src/renderer/table/colour-vision';
import type { AthleticAction, AthleticView } from '../../src/common/games/athletic';
import { clickStep, openMenu, setSettings, startAthletic, waitIdle } from './athletic-helpers';

const SHOTS = join('test-results', 'colour-size');
/** The README's pictures: CARD_TABLE_SCREENS=docs writes them into docs/, else beside the other shots. */
const PICTURES = process.env.CARD_TABLE_SCREENS ?? SHOTS;

/** Plays the human's seat (the first card that fits, else End turn) until two piles are three deep in round 2 or later. */
async function playToMidGame(page: Page): Promise<void> {
  for (let step = 0; step < 300; step++) {
    const u = await waitIdle(page);
    const view = u.view as AthleticView;
    if (view.round >= 2 && view.slots.filter((s) => s && s.cards.length >= 3).length >= 2) return;
    if (u.humanToAct !== 0) {
      await page.waitForFunction((before) => (window as unknown as { __cardTableTest: { update: { events: unknown[] } | null } }).__cardTableTest.update !== before, null).catch(() => undefined);
      continue;
    }
    const legal = u.legal as unknown as AthleticAction[];
    await clickStep(page, legal.find((a) => a.type === 'play') ?? legal.find((a) => a.type === 'fill') ?? legal.find((a) => a.type === 'stop')!);
  }
  throw new Error('the game did not reach mid-game');
}

/** The PNG `png` with `matrix` (row-major 3x3 on linear RGB) applied to every pixel, as a PNG. */
async function simulated(page: Page, png: Buffer, matrix: readonly number[]): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ src, m }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height);
      const lin = new Float32Array(256).map((_, i) => (i / 255 <= 0.04045 ? i / 255 / 12.92 : ((i / 255 + 0.055) / 1.055) ** 2.4));
      const enc = (v: number): number => Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
      const px = data.data;
      for (let i = 0; i < px.length; i += 4) {
        const r = lin[px[i]!]!;
        const g = lin[px[i + 1]!]!;
        const b = lin[px[i + 2]!]!;
        for (let c = 0; c < 3; c++) px[i + c] = enc(Math.min(1, Math.max(0, m[c * 3]! * r + m[c * 3 + 1]! * g + m[c * 3 + 2]! * b)));
      }
      ctx.putImageData(data, 0, 0);
      return canvas.toDataURL('image/png');
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, m: [...matrix] },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('Athletic mid-game through the three simulated colour-vision deficiencies', async ({ page }) => {
  mkdirSync(PICTURES, { recursive: true });
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'normal' }], 31, { 'First player': '0' });
  await playToMidGame(page);
  const original = await page.screenshot();
  for (const deficiency of DEFICIENCIES) {
    const out = await simulated(page, original, MACHADO[deficiency]);
    expect(out.equals(original)).toBe(false);
    writeFileSync(join(PICTURES, `athletic-${deficiency}.png`), out);
  }
  await openMenu(page);
  await setSettings(page, 'English', 'Normal');
});

test('High contrast: the setting and the system preference put the class on the page', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const html = page.locator('html');
  await page.emulateMedia({ contrast: 'no-preference' });
  await openMenu(page);
  await expect(html).not.toHaveClass(/high-contrast/);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'High contrast' }).check();
  await expect(html).toHaveClass(/high-contrast/);
  await page.screenshot({ path: join(SHOTS, 'settings-high-contrast.png') });
  // kept: a reload reads it back from the settings
  await page.reload();
  await expect(html).toHaveClass(/high-contrast/);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Standard' }).check();
  await expect(html).not.toHaveClass(/high-contrast/);
  await page.emulateMedia({ contrast: 'more' });
  await expect(html).not.toHaveClass(/high-contrast/);
  await page.getByRole('radio', { name: 'As the system asks' }).check();
  await expect(html).toHaveClass(/high-contrast/);
  await page.emulateMedia({ contrast: 'no-preference' });
  await expect(html).not.toHaveClass(/high-contrast/);
  // the table in high contrast, for a look
  await page.emulateMedia({ contrast: 'more' });
  await page.getByRole('button', { name: 'Back' }).click();
  await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'normal' }], 31, { 'First player': '0' });
  await waitIdle(page);
  await page.screenshot({ path: join(SHOTS, 'athletic-high-contrast.png') });
  await openMenu(page);
  await page.emulateMedia({ contrast: null });
});

/** Visible elements holding text whose content is wider than their box (cut off or spilling). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.sr-only, [hidden], canvas, svg')) continue;
      // a box with text in it (its own or its children's): the text must fit its width
      if ((el.textContent ?? '').trim() === '') continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.visibility === 'hidden' || el.clientWidth === 0) continue;
      // a box that scrolls on purpose shows all of its text by scrolling
      if (/(auto|scroll)/.test(style.overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
      const r = el.getBoundingClientRect();
      if (r.right > document.documentElement.clientWidth + 1 && !el.closest('[style*="overflow"], .log, .side-log')) out.push(`${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? '').trim().slice(0, 40)}" past the right edge`);
    }
    return out;
  });
}

test.describe('browser zoom 200% (1280x800 window: 640x400 CSS px at scale 2)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('menu, new-game form, settings, saves and the table chrome cut no text off', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await openMenu(page);
    const screens: Record<string, string[]> = {};
    screens.menu = await overflowing(page);
    await page.screenshot({ path: join(SHOTS, 'zoom-menu.png') });
    await page.getByRole('button', { name: 'Settings' }).click();
    screens.settings = await overflowing(page);
    await page.screenshot({ path: join(SHOTS, 'zoom-settings.png') });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /^Saves/ }).first().click();
    screens.saves = await overflowing(page);
    await page.screenshot({ path: join(SHOTS, 'zoom-saves.png') });
    await openMenu(page);
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Athletic Games', exact: true }) }).getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('heading', { name: 'New game: Athletic Games' })).toBeVisible();
    screens.newGame = await overflowing(page);
    await page.screenshot({ path: join(SHOTS, 'zoom-new-game.png') });
    // the human first, so the hand bar (played count, Sort, End turn) and the first-time tip show
    await openMenu(page);
    await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'normal' }], 31, { 'First player': '0' });
    await waitIdle(page);
    await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible();
    screens.table = await overflowing(page);
    await page.screenshot({ path: join(SHOTS, 'zoom-table.png') });
    await openMenu(page);
    expect(screens).toEqual({ menu: [], settings: [], saves: [], newGame: [], table: [] });
  });
});
