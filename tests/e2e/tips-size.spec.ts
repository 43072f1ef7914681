/**
 * The first-time tip at large text: at browser zoom 200% (a 1280x800 window is a 640x400 CSS viewport drawn
 * at scale 2) and at the usual window sizes, in English and Ukrainian, the tip beside a Draker and an
 * Athletic table breaks no word of its buttons across lines, and hides none of its words (it fits, or it
 * scrolls with a scrollbar in sight and takes the keyboard's focus).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startAthletic } from './athletic-helpers';
import { openMenu, setSettings, showLanguage, startFromMenu, waitIdle } from './helpers';
import { SIZES } from './lesson-helpers';

const SHOTS = join('test-results', 'tips-size');

// scrollbars drawn as a person's browser draws them (a headless one hides them), so "a scrollbar in sight" can be judged
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--mute-audio', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'], ignoreDefaultArgs: ['--hide-scrollbars'] } });
const tip = (page: Page) => page.locator('section.first-tip');

/** A table where the human moves first and a first-time tip shows beside it. */
const TABLES: Record<string, (page: Page) => Promise<void>> = {
  draker: async (page) => {
    await startFromMenu(page, 'Draker', [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], 7, { 'First player': '0' });
    await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
  },
  athletic: async (page) => {
    await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'normal' }], 31, { 'First player': '0' });
    await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
  },
};

/**
 * What is wrong with the tip as drawn: each word of its buttons broken across lines (a Range over the
 * word spans more than one line box), a button in letters below 0.85 of the page's, and its words box hiding words without a scrollbar in sight or
 * without taking the keyboard's focus.
 */
function tipFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.querySelector('section.first-tip')!;
    for (const button of root.querySelectorAll('button')) {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(`"${m[0]}" in "${button.textContent}" broken over ${lines.size} lines`);
        }
      }
      // smaller than the tip's words, to fit, but never below 0.85 of the page's text
      const size = parseFloat(getComputedStyle(button).fontSize);
      if (size < 0.85 * parseFloat(getComputedStyle(document.body).fontSize) - 0.01) out.push(`"${button.textContent}" in ${size}px letters`);
      const r = button.getBoundingClientRect();
      if (r.right > root.getBoundingClientRect().right + 1) out.push(`"${button.textContent}" sticks out of the tip`);
    }
    const body = root.querySelector<HTMLElement>('.coach-body')!;
    if (body.scrollHeight > body.clientHeight + 1) {
      const scrollbar = body.offsetWidth - body.clientWidth - parseFloat(getComputedStyle(body).borderLeftWidth) - parseFloat(getComputedStyle(body).borderRightWidth);
      if (!/(auto|scroll)/.test(getComputedStyle(body).overflowY) || scrollbar < 4) out.push(`the words show ${body.clientHeight}px of ${body.scrollHeight} with no scrollbar`);
      if (body.tabIndex < 0) out.push('the words scroll but take no focus');
    }
    const box = root.getBoundingClientRect();
    if (box.bottom > document.documentElement.clientHeight + 1) out.push(`the tip runs ${Math.round(box.bottom - document.documentElement.clientHeight)}px below the window`);
    return out;
  });
}

/** Faults of the tip on each table, in English and Ukrainian, at the sizes given (the page's zoom as it is). */
async function checkTables(page: Page, sizes: readonly (readonly [number, number])[], tag: string): Promise<Record<string, string[]>> {
  mkdirSync(SHOTS, { recursive: true });
  const seen: Record<string, string[]> = {};
  for (const [game, start] of Object.entries(TABLES)) {
    await openMenu(page);
    await start(page);
    await expect(tip(page)).toBeVisible();
    try {
      for (const language of ['en', 'uk'] as const) {
        await showLanguage(page, language);
        for (const [width, height] of sizes) {
          await page.setViewportSize({ width, height });
          await expect(tip(page).locator('.first-tip-ok')).toHaveText(language === 'uk' ? 'Зрозуміло' : 'Got it');
          const where = `${game} ${width}×${height}${tag} ${language}`;
          // the column lays itself out again after a resize: read once the faults hold still
          await expect(async () => {
            seen[where] = await tipFaults(page);
            expect(await tipFaults(page)).toEqual(seen[where]);
          }).toPass({ timeout: 5_000 });
          await page.screenshot({ path: join(SHOTS, `${game}-${width}${tag}-${language}.png`) });
        }
      }
    } finally {
      await showLanguage(page, 'en');
    }
  }
  await openMenu(page);
  return seen;
}

test.describe('browser zoom 200% (1280x800 window: 640x400 CSS px at scale 2)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('the first-time tip breaks no word of its buttons and hides none of its words', async ({ page }) => {
    await openMenu(page);
    await setSettings(page, 'English', 'Instant');
    try {
      const seen = await checkTables(page, [[640, 400]], '@2x');
      expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
    } finally {
      await openMenu(page);
      await setSettings(page, 'English', 'Normal');
    }
  });
});

test('at the usual window sizes the first-time tip breaks no word of its buttons and hides none of its words', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  try {
    const seen = await checkTables(page, SIZES.slice(0, 2), '');
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
  } finally {
    await openMenu(page);
    await setSettings(page, 'English', 'Normal');
  }
});
