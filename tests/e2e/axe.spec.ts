/**
 * The accessibility checker (axe) on every screen a player meets, in English and in Ukrainian: the menu,
 * each game's new-game form, each table mid-game against bots (and in high contrast), each lesson's first step, saves, players,
 * settings, the results and the replay of a finished game, the Invite phones panel and the phone's page.
 * No serious or critical finding is allowed. Only the Pixi canvas is left out: it is a picture, and its
 * accessible face is the buttons laid over it (those are checked).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GAME_TITLES as GAMES, OLENA, openMenu, PETRO_BOT, setSettings, showLanguage, smallFootballForm, startFootball, startFromMenu, waitIdle } from './helpers';
import { invitePhones, openPhone, waitForSeat } from './party-helpers';


/** The serious and critical findings on the page now, one line each (rule, what it says, where). */
async function findings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).exclude('#stage canvas').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.failureSummary?.split('\n').slice(0, 2).join(' ')} at ${n.target.join(' ')}`));
}

/**
 * Text in the table's two side columns (players, log) with under 4.5:1 contrast against what is behind it:
 * its colour, faded by its own and its ancestors' opacity, over their backgrounds stacked on the page's.
 * (axe leaves these out: their backgrounds are translucent over the felt, which it cannot resolve.)
 */
async function faintSideText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (c: string): number[] => {
      const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const over = (top: number[], below: number[], alpha: number): number[] => below.map((v, i) => top[i]! * alpha + v * (1 - alpha));
    const luminance = (c: number[]): number => {
      const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const faint: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.players *, .log *')) {
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
      if (!text || el.getClientRects().length === 0) continue;
      const chain: HTMLElement[] = [];
      for (let e: HTMLElement | null = el; e; e = e.parentElement) chain.unshift(e);
      let background = rgba(getComputedStyle(document.body).backgroundColor).slice(0, 3);
      let opacity = 1;
      for (const e of chain) {
        const style = getComputedStyle(e);
        const bg = rgba(style.backgroundColor);
        background = over(bg, background, bg[3]!);
        opacity *= Number(style.opacity);
      }
      const colour = rgba(getComputedStyle(el).color);
      const seen = over(colour, background, colour[3]! * opacity);
      const [hi, lo] = [luminance(seen), luminance(background)].sort((a, b) => b - a);
      const ratio = (hi! + 0.05) / (lo! + 0.05);
      if (ratio < 4.5) faint.push(`${el.className || el.tagName} "${text.slice(0, 30)}" ${ratio.toFixed(2)}:1`);
    }
    return faint;
  });
}

/** Checks the screen in English, then in Ukrainian, and leaves it in English. */
async function check(page: Page, screen: string): Promise<void> {
  // soft: one run lists the findings of every screen
  expect.soft(await findings(page), `${screen} (en)`).toEqual([]);
  await showLanguage(page, 'uk');
  try {
    expect.soft(await findings(page), `${screen} (uk)`).toEqual([]);
  } finally {
    await showLanguage(page, 'en');
  }
}

test.afterEach(async ({ page }) => {
  // later specs expect English: the hook does not save the language, but a failed check may leave it shown
  if (!page.isClosed()) await showLanguage(page, 'en').catch(() => {});
});

test('menu, settings and every new-game form', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await check(page, 'menu');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await check(page, 'settings');
  await page.getByRole('button', { name: 'Back' }).click();
  for (const title of GAMES) {
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('heading', { name: `New game: ${title}` })).toBeVisible();
    await page.getByText('Options', { exact: true }).click();
    await check(page, `new game: ${title}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
  }
});

test('each table mid-game against a bot', async ({ page }) => {
  test.setTimeout(240_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  for (const title of GAMES) {
    await startFromMenu(page, title, [OLENA, PETRO_BOT], 7, { 'First player': '1' });
    // the bot has moved and it is Olena's turn: a table mid-game
    await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
    await check(page, `table: ${title}`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
  }
});

test('each table mid-game in high contrast (the system asks for more)', async ({ page }) => {
  test.setTimeout(240_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await page.emulateMedia({ contrast: 'more' });
  try {
    for (const title of GAMES) {
      await startFromMenu(page, title, [OLENA, PETRO_BOT], 7, { 'First player': '1' });
      await expect(page.locator('html')).toHaveClass(/high-contrast/);
      await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
      expect.soft(await findings(page), `table in high contrast: ${title}`).toEqual([]);
      expect.soft(await faintSideText(page), `faint text beside the table in high contrast: ${title}`).toEqual([]);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
    }
  } finally {
    await page.emulateMedia({ contrast: null });
  }
});

test('the Invite phones panel and the phone page', async ({ page, browser }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [OLENA, { kind: 'human', name: 'Petro' }], 3, smallFootballForm(2, 4, [2, 1], { yellow: 1 }, { 'First player': '0' }));
  const urls = await invitePhones(page);
  await check(page, 'Invite phones');
  const phone = await openPhone(browser, urls[0]!);
  await waitForSeat(phone.page, 'Olena');
  expect(await findings(phone.page), 'phone (en)').toEqual([]);
  await phone.page.getByRole('button', { name: 'Українська' }).tap();
  await expect(phone.page.locator('html')).toHaveAttribute('lang', 'uk');
  expect(await findings(phone.page), 'phone (uk)').toEqual([]);
  await phone.context.close();
  await page.getByRole('dialog', { name: 'Invite phones' }).getByRole('button', { name: 'Close' }).click();
});

test('each lesson at its first step', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  for (const title of GAMES) {
    await page.getByRole('button', { name: `Learn to play ${title}` }).click();
    await expect(page.locator('section.coach')).toBeVisible();
    await waitIdle(page);
    await check(page, `lesson: ${title}`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
  }
});

test('the results of a finished game, its replay, then saves and players with that game in them', async ({ page }) => {
  test.setTimeout(180_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [{ kind: 'bot', name: 'Ada', level: 'easy' }, { kind: 'bot', name: 'Bo', level: 'easy' }], 4242, smallFootballForm(2, 4, [2, 1], { yellow: 1, var: 1 }));
  const results = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Final score' }) });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await waitIdle(page);
  await check(page, 'results');
  await results.getByRole('button', { name: 'Watch again' }).click();
  await expect(page.locator('.replay-position')).toBeVisible();
  await waitIdle(page);
  await check(page, 'replay');
  await openMenu(page);
  await page.getByRole('button', { name: 'Saves' }).click();
  await expect(page.getByRole('heading', { name: 'Saves' })).toBeVisible();
  await expect(page.getByText('Ada').first()).toBeVisible();
  await check(page, 'saves');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  await check(page, 'players');
});

test.describe('at 200% text (a 1280x800 window at zoom 200%)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('Draker mid-turn, its board scrolling over the taller table', async ({ page }) => {
    await openMenu(page);
    await startFromMenu(page, 'Draker', [OLENA, { kind: 'bot', name: 'Petro', level: 'easy' }], 7, { 'First player': '0' });
    await expect.poll(async () => (await waitIdle(page)).humanToAct, { timeout: 60_000 }).toBe(0);
    await expect(page.locator('.board')).toHaveClass(/board-scrolls/);
    await check(page, 'Draker at 200%');
    await openMenu(page);
  });
});
