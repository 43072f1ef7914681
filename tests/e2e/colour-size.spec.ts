/**
 * Size and contrast (colour vision is colour-vision.spec.ts): the high-contrast setting and the system's prefers-contrast putting their class on <html>; and the
 * screens at browser zoom 200% (a 1280x800 window at zoom 200% is a 640x400 CSS viewport drawn at
 * device scale 2, as Chromium lays it out) with no text cut off its box.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stackDeck } from '../fixtures/athletic';
import { athleticView, clickStep, openMenu, setSettings, startAthletic, startStacked, waitIdle } from './athletic-helpers';
import { GAME_TITLES, OLENA, passCurtainTo, showLanguage, startFromMenu } from './helpers';
import { pickCard } from './keyboard-helpers';
import { SIZES } from './lesson-helpers';

const SHOTS = join('test-results', 'colour-size');

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
      // visually hidden on purpose (words kept for a screen reader)
      if (style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      // a box that hides what does not fit (the page, a line-clamped status) must not be hiding any
      if (style.overflowY === 'hidden' && el.scrollHeight > el.clientHeight + 1) out.push(`${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? '').trim().slice(0, 40)}" cut at ${el.clientHeight}px of ${el.scrollHeight}`);
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
    // two people at the screen: Invite phones joins the top bar, whose buttons keep only their marks, so the
    // status line is whole in both languages
    await openMenu(page);
    await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], 31, { 'First player': '0' });
    await passCurtainTo(page, 'Olena');
    await expect(page.getByRole('button', { name: 'Invite phones' })).toBeVisible();
    screens.hotseat = await overflowing(page);
    await showLanguage(page, 'uk');
    try {
      await expect(page.getByRole('button', { name: 'Запросити телефони' })).toBeVisible();
      screens.hotseatUk = await overflowing(page);
      await page.screenshot({ path: join(SHOTS, 'zoom-hotseat-uk.png') });
    } finally {
      await showLanguage(page, 'en');
    }
    await openMenu(page);
    expect(screens).toEqual({ menu: [], settings: [], saves: [], newGame: [], table: [], hotseat: [], hotseatUk: [] });
  });

  test('every table on the human\'s first turn against a bot cuts no text off and runs nothing past the window, in both languages', async ({ page }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    await openMenu(page);
    await setSettings(page, 'English', 'Instant');
    const seen: Record<string, string[]> = {};
    for (const title of GAME_TITLES) {
      await openMenu(page);
      await startFromMenu(page, title, [OLENA, { kind: 'bot', name: 'Petro', level: 'easy' }], 7, { 'First player': '0' });
      await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
      for (const language of ['en', 'uk'] as const) {
        await showLanguage(page, language);
        seen[`${title} ${language}`] = await overflowing(page);
        await page.screenshot({ path: join(SHOTS, `zoom-${title.split(' ').pop()!.toLowerCase()}-${language}.png`) });
      }
      await showLanguage(page, 'en');
    }
    await openMenu(page);
    await setSettings(page, 'English', 'Normal');
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
  });

  test('Athletic, Draker and Words: the bars over the table cover no card, pile or hole', async ({ page }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await openMenu(page);
    await setSettings(page, 'English', 'Instant');
    await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'normal' }], 31, { 'First player': '0' });
    await waitIdle(page);
    await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'zoom-athletic-bar.png') });
    const covered: Record<string, string[]> = {};
    covered.athletic = await coveredCards(page, '.ath-hand-bar > *, .ath-stock-label');
    await openMenu(page);
    await startFromMenu(page, 'Draker', [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], 7, { 'First player': '0' });
    await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'zoom-draker-bar.png') });
    covered.draker = await coveredCards(page, '[role="group"][aria-label="Your move"] > *');
    // Draker's table is taller than the board here: the board scrolls, and its hand keeps cards large enough to read
    await expect(page.locator('.board')).toHaveClass(/board-scrolls/);
    const handWidths = await page.locator('.card-button[data-region="hand"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(Math.min(...handWidths)).toBeGreaterThanOrEqual(39);
    // a hand card picked by keyboard: it, the hand and the buttons that act on it are in sight together
    await pickCard(page, /./, 'hand');
    await expect(page.locator('.draker-controls button').first()).toBeVisible();
    covered.drakerPicked = await coveredCards(page, '[role="group"][aria-label="Your move"] > *');
    covered.drakerOutOfSight = await outOfBoard(page, '.card-button[data-region="hand"], .draker-controls button');
    await page.screenshot({ path: join(SHOTS, 'zoom-draker-picked.png') });
    // Klepka Words: the grid keeps cards large enough to click and read (the board scrolls), the tray covers none
    await openMenu(page);
    await startFromMenu(page, 'Klepka Words', [OLENA, { kind: 'bot', name: 'Petro', level: 'easy' }], 7, { 'First player': '0' });
    await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
    await expect(page.locator('.board')).toHaveClass(/board-scrolls/);
    const cellWidths = await page.locator('.card-button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(cellWidths).toHaveLength(140);
    expect(Math.min(...cellWidths)).toBeGreaterThanOrEqual(17);
    covered.words = await coveredCards(page, '.words-tray');
    covered.wordsOutOfSight = await outOfBoard(page, '.words-tray button');
    await page.screenshot({ path: join(SHOTS, 'zoom-words.png') });
    await openMenu(page);
    await setSettings(page, 'English', 'Normal');
    expect(covered).toEqual({ athletic: [], draker: [], drakerPicked: [], drakerOutOfSight: [], words: [], wordsOutOfSight: [] });
  });

  test('Athletic mid-game: the draw pile with its label, the piles and their numbers lie apart at 200% and at the usual sizes', async ({ page }) => {
    await openMenu(page);
    await setSettings(page, 'English', 'Instant');
    // the hardest case for the middle of the ring: pile 1 (at the top) thick, so its caption hangs lowest; and a hole
    const deck = stackDeck(2, [[...THICK_PILE_1, 'red-10']], ['blue-1', 'red-3', 'purple-3', 'yellow-7', 'orange-9']);
    await startStacked(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], { firstPlayer: 0, deck });
    await page.getByRole('button', { name: 'I am Olena' }).click();
    let u = await waitIdle(page);
    for (const card of THICK_PILE_1) u = await clickStep(page, { type: 'play', card, slot: 0 });
    u = await clickStep(page, { type: 'move', from: 1, to: 2 });
    expect(athleticView(u).slots.map((s) => s?.cards.length ?? 0)).toEqual([7, 0, 2, 1, 1]);
    const seen: Record<string, string[]> = {};
    for (const language of ['en', 'uk'] as const) {
      await showLanguage(page, language);
      for (const [width, height] of [[640, 400], ...SIZES] as const) {
        await page.setViewportSize({ width, height });
        await waitIdle(page);
        const where = `${width}×${height} ${language}`;
        seen[where] = ['no parts read'];
        // the board lays itself out again after a resize: the parts count once they hold still for two frames
        await expect(async () => {
          const parts = await drawnParts(page);
          expect(await drawnParts(page), where).toEqual(parts);
          expect(Object.keys(parts).filter((k) => k.endsWith(' caption')), where).toHaveLength(5);
          expect(Object.keys(parts), where).toEqual(expect.arrayContaining(['stock', 'stock label']));
          seen[where] = [...overlappingParts(parts), ...Object.keys(parts).filter((k) => outside(parts[k]!, width, height)).map((k) => `${k} cut off by the window`)];
          expect(seen[where], where).toEqual([]);
        }).toPass({ timeout: 5_000 }).catch(() => undefined);
        await page.screenshot({ path: join(SHOTS, `athletic-mid-game-${width}-${language}.png`) });
      }
    }
    await showLanguage(page, 'en');
    await page.setViewportSize({ width: 640, height: 400 });
    await openMenu(page);
    await setSettings(page, 'English', 'Normal');
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
  });
});

type Box = { x: number; y: number; width: number; height: number };

/** The shown elements matching `selector` that do not lie wholly in the board's box as it is scrolled now, two frames from now (the table follows a scroll). */
function outOfBoard(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (which) => {
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
    const board = document.querySelector('.board')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>(which)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.top < board.top - 1 || r.bottom > board.bottom + 1 || r.left < board.left - 1 || r.right > board.right + 1);
      })
      .map((el) => el.dataset.testid ?? (el.textContent ?? '').trim());
  }, selector);
}

/** Laid one by one on pile 1's blue 1. */
const THICK_PILE_1 = ['blue-2', 'blue-3', 'blue-4', 'blue-5', 'blue-6', 'blue-7'];

/** What the Athletic table drew where on its canvas (the table's test hook), two frames from now. */
function drawnParts(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
    return (window as unknown as { __cardTableTest: { drawnParts?: () => Record<string, Box> } }).__cardTableTest.drawnParts?.() ?? {};
  });
}

const outside = (r: Box, width: number, height: number): boolean => r.x < -1 || r.y < -1 || r.x + r.width > width + 1 || r.y + r.height > height + 1;

/**
 * Pairs of drawn parts that belong to different things and share more than a pixel: a pile ("pile 2") and
 * its caption ("pile 2 caption") are one thing, the draw pile ("stock") and its label another.
 */
function overlappingParts(parts: Record<string, Box>): string[] {
  const owner = (name: string) => name.replace(/ (caption|label)$/, '');
  const names = Object.keys(parts).sort();
  const out: string[] = [];
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) {
      if (owner(a) === owner(b)) continue;
      const p = parts[a]!;
      const q = parts[b]!;
      const w = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x);
      const h = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y);
      if (w > 1 && h > 1) out.push(`${a} and ${b} share ${Math.round(w)}×${Math.round(h)} px`);
    }
  }
  return out;
}

/**
 * The card buttons (hand cards, piles, holes, a pool) that a visible part of the bar `bar` covers, each with
 * what covers it, and those that cannot be brought into the window (a board taller than the window scrolls:
 * each card is scrolled into sight first).
 */
async function coveredCards(page: Page, bar: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const boxes = (els: Iterable<Element>) => [...els].map((el) => ({ el, r: el.getBoundingClientRect() })).filter(({ r }) => r.width > 0 && r.height > 0);
    const over = boxes(document.querySelectorAll(selector));
    const out: string[] = [];
    const { clientWidth, clientHeight } = document.documentElement;
    const board = document.querySelector<HTMLElement>('.board')!;
    const scrolled = board.scrollTop;
    for (const card of boxes(document.querySelectorAll('.card-button'))) {
      card.el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const seen = card.el.getBoundingClientRect();
      if (seen.bottom > clientHeight + 1 || seen.right > clientWidth + 1 || seen.top < -1 || seen.left < -1) out.push(`${card.el.getAttribute('data-testid')} cut off by the window`);
      for (const part of over) {
        const w = Math.min(card.r.right, part.r.right) - Math.max(card.r.left, part.r.left);
        const h = Math.min(card.r.bottom, part.r.bottom) - Math.max(card.r.top, part.r.top);
        if (w > 1 && h > 1) out.push(`${(part.el.textContent ?? '').trim().slice(0, 20) || part.el.className} over ${card.el.getAttribute('data-testid')}`);
      }
    }
    board.scrollTop = scrolled;
    return out;
  }, bar);
}
