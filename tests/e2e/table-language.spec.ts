/**
 * The language switched at the table: every text of the table's chrome (buttons, titles, panels, the pace bar,
 * the bars over the board) and every accessible name (aria-labels, tooltips, the card buttons' names) follows
 * without reloading the table. Each game's table is switched to Ukrainian and compared with the same table
 * opened fresh in Ukrainian (Menu, then Continue); the page ends in English.
 */
import { expect, test, type Page } from '@playwright/test';
import { uk } from '../../src/renderer/i18n/uk';
import { GAME_TITLES as GAMES, OLENA, openMenu, PETRO_BOT, setSettings, showLanguage, startFromMenu, waitIdle } from './helpers';


/**
 * Every text and accessible name the table shows, sorted: each element's own text, aria-label, title,
 * placeholder and alt, tagged with the element. The log is left out: its lines were written as things happened.
 */
async function chromeTexts(page: Page): Promise<string[]> {
  await waitIdle(page);
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('#app *')) {
      if (el.closest('.log, canvas, [hidden]')) continue;
      const tag = el.tagName.toLowerCase();
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
      if (own) out.push(`${tag}: ${own}`);
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) out.push(`${tag}[${attr}]: ${value}`);
      }
    }
    return out.sort();
  });
}

for (const title of GAMES) {
  test(`${title}: switched to Ukrainian at the table, it reads as a table opened in Ukrainian`, async ({ page }) => {
    await openMenu(page);
    await setSettings(page, 'English', 'Instant');
    await startFromMenu(page, title, [OLENA, PETRO_BOT], 7, { 'First player': '0' });
    const english = await chromeTexts(page);
    await showLanguage(page, 'uk');
    const switched = await chromeTexts(page);
    await page.getByRole('button', { name: String(uk['table.menu']), exact: true }).click();
    await page.getByRole('button', { name: String(uk['menu.continue']) }).click();
    const fresh = await chromeTexts(page);
    await showLanguage(page, 'en');
    await openMenu(page);
    expect(switched).not.toEqual(english);
    expect(switched).toEqual(fresh);
  });
}
