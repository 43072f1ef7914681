/**
 * What the lessons spec checks of the coach beside any lesson: its buttons whole and in sight at every
 * window size and in both languages, and its rings around what the step wants (not around what the
 * learner happened to select).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';

/** Shows the page in a language without saving it (the test hook of src/renderer/main.ts). */
const showLanguage = (page: Page, language: 'en' | 'uk'): Promise<void> => page.evaluate((l) => (window as unknown as { __cardTableTest: { showLanguage(l: string): void } }).__cardTableTest.showLanguage(l), language);

export const coachOf = (page: Page): Locator => page.locator('section.coach');
export const rings = (page: Page): Locator => page.locator('.lesson-ring:not([hidden])');

/** The window sizes a lesson must fit, from the smallest the app supports. */
export const SIZES = [[1024, 680], [1280, 800], [1920, 1080]] as const;

/**
 * Every button of the coach's current step (Next, Restart; the summary's two) is whole in sight: inside
 * the window, its text not cut, and not clipped by a box around it that scrolls or hides its overflow.
 */
export async function coachButtonsInView(page: Page, what: string): Promise<void> {
  const buttons = coachOf(page).locator('.coach-actions button');
  await expect(buttons.first()).toBeVisible();
  await expect(async () => {
    const problems = await buttons.evaluateAll((els) =>
      els.flatMap((el) => {
        const out: string[] = [];
        const name = el.textContent ?? '';
        const r = el.getBoundingClientRect();
        if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push(`${name}: outside the window (${Math.round(r.left)},${Math.round(r.top)})–(${Math.round(r.right)},${Math.round(r.bottom)})`);
        if (el.scrollWidth > el.clientWidth + 1) out.push(`${name}: its text is cut (${el.scrollWidth} > ${el.clientWidth})`);
        for (let a = el.parentElement; a; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const b = a.getBoundingClientRect();
          if (r.left < b.left - 0.5 || r.top < b.top - 0.5 || r.right > b.right + 0.5 || r.bottom > b.bottom + 0.5) out.push(`${name}: clipped by .${a.className}`);
        }
        return out;
      }),
    );
    expect(problems, what).toEqual([]);
  }).toPass({ timeout: 5_000 });
}

/**
 * The summary at every window size in both languages (shown without saving the setting): its heading
 * and both end buttons in sight. Pictures of it at the two smaller sizes go to `dir`. Ends in English
 * at 1280×800.
 */
export async function summaryFits(page: Page, id: string, dir: string): Promise<void> {
  for (const language of ['en', 'uk'] as const) {
    await showLanguage(page, language);
    await expect(coachOf(page).locator('h3')).toHaveText(language === 'en' ? 'You know the game!' : /\p{Script=Cyrillic}/u);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await expect(coachOf(page).locator('.coach-actions button')).toHaveCount(2);
      await coachButtonsInView(page, `${id} summary ${width}×${height} ${language}`);
      if (width < 1920) await page.screenshot({ path: join(dir, `lesson-${id}-summary-${language}-${width}.png`) });
    }
  }
  await showLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The coach's rings are around these elements and nothing else (a ring is its target's box grown by 5px). */
export async function ringsAround(page: Page, targets: Locator[]): Promise<void> {
  await expect(async () => {
    const ringBoxes = await rings(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const wanted = [];
    for (const t of targets) wanted.push((await t.boundingBox())!);
    const near = (a: number, b: number): boolean => Math.abs(a - b) <= 2;
    const around = (r: DOMRect, b: { x: number; y: number; width: number; height: number }): boolean => near(r.x, b.x - 5) && near(r.y, b.y - 5) && near(r.width, b.width + 10) && near(r.height, b.height + 10);
    expect(ringBoxes).toHaveLength(targets.length);
    for (const b of wanted) expect(ringBoxes.some((r) => around(r, b)), `a ring around ${JSON.stringify(b)} (rings: ${JSON.stringify(ringBoxes)})`).toBe(true);
  }).toPass({ timeout: 5_000 });
}
