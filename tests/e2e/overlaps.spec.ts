/**
 * What the player must see stays in sight: the help, bars and hints laid over the table cover neither
 * the hand nor the cards next to them, at the window sizes the app supports, in both languages. The
 * lessons bring the tables to the states where they used to: Draker's card help beside a hand card,
 * its controls bar at the laydown with a hint in it, Rush's order numbers under the order hint.
 * (The canvas's own previews, a pile's cards and the grid labels are placed by pure functions: see
 * tests/unit/placement.test.ts.)
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openMenu, setSettings, waitIdle } from './helpers';
import { selectCards as rushSelect } from './rush-helpers';
import { cardButton as drakerCard, controls as drakerControls, drakerView } from './draker-helpers';
import { card as cardOf } from '../../src/main/engine/games/draker';
import { cardName } from '../../src/renderer/games/draker/faces';
import { coachOf, rings, SIZES } from './lesson-helpers';

test.describe.configure({ timeout: 300_000 });

type Box = { x: number; y: number; width: number; height: number };

const showLanguage = (page: Page, language: 'en' | 'uk'): Promise<void> => page.evaluate((l) => (window as unknown as { __cardTableTest: { showLanguage(l: string): void } }).__cardTableTest.showLanguage(l), language);

/** The area two boxes share (touching edges and a pixel of rounding do not count). */
function shared(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 1 && h > 1 ? w * h : 0;
}

/** Each of `over` covers none of `under`; says which one covers which. */
function coversNone(over: Box[], under: Box[], what: string): void {
  const hits = over.flatMap((o, i) => under.filter((u) => shared(o, u) > 0).map((u) => `#${i} ${JSON.stringify(o)} over ${JSON.stringify(u)}`));
  expect(hits, what).toEqual([]);
}

async function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect).filter((r) => r.width > 0 && r.height > 0).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })));
}

async function atStep(page: Page, n: number): Promise<void> {
  await expect(coachOf(page).locator('.coach-count')).toHaveText(new RegExp(`^(Step|Крок) ${n} `));
  await expect(rings(page).first()).toBeVisible();
}

/** Every window size in both languages (ends in English at 1280×800), `check` after the table settled at each. */
async function everywhere(page: Page, check: (where: string) => Promise<void>): Promise<void> {
  for (const language of ['en', 'uk'] as const) {
    await showLanguage(page, language);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await waitIdle(page);
      await check(`${width}×${height} ${language}`);
    }
  }
  await showLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The card buttons (by their place among the table's buttons) that carry these English names now: a
 * button keeps its place while its card stays put, through resizes and the other language.
 */
async function buttonsNamed(page: Page, names: string[]): Promise<Locator[]> {
  const labels = await page.locator('.card-button').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  const found = labels.flatMap((label, i) => (names.includes(label) ? [i] : []));
  expect(found, `buttons named ${names.join(', ')}`).toHaveLength(names.length);
  return found.map((i) => page.locator('.card-button').nth(i));
}

async function boxesOfAll(locators: Locator[]): Promise<Box[]> {
  return (await Promise.all(locators.map(boxesOf))).flat();
}

test('Draker: the card help beside a hand card, and the controls bar at the laydown with a hint, cover neither the hand nor the pool', async ({ page }) => {
  // ten lesson steps and twelve window sizes and languages on a busy machine
  test.setTimeout(540_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await page.getByRole('button', { name: 'Learn to play Draker' }).click();
  const bar = drakerControls(page);
  await atStep(page, 1);
  await coachOf(page).getByRole('button', { name: 'Next' }).click();
  await atStep(page, 2);
  let view = drakerView(await waitIdle(page));
  const names = (cards: readonly { id: string }[]): string[] => cards.map((c) => cardName(cardOf(c.id)));
  let hand = await buttonsNamed(page, names(view.hand!));
  const tip = page.locator('.draker-tip');
  // a hand card in the middle of the row and the first one: the help goes above the hand
  const hovered = [await buttonsNamed(page, names([{ id: 'hearts-3' }])), [hand[0]!]].map((l) => l[0]!);
  await everywhere(page, async (where) => {
    for (const card of hovered) {
      await page.mouse.move(2, 2);
      await card.hover();
      await expect(tip).toBeVisible();
      const handBoxes = await boxesOfAll(hand);
      expect(handBoxes.length, where).toBe(view.hand!.length);
      coversNone(await boxesOf(tip), handBoxes, `the help of ${await card.getAttribute('aria-label')} at ${where}`);
    }
  });
  await page.mouse.move(2, 2);

  await drakerCard(page, 'hearts-3').click();
  await bar.getByRole('button', { name: /^Place .* into your pool$/ }).click();
  await atStep(page, 3);
  await drakerCard(page, 'hearts-2').click();
  await drakerCard(page, 'hearts-4').click();
  await bar.getByRole('button', { name: 'Defence', exact: true }).click();
  await atStep(page, 4);
  await drakerCard(page, 'hearts-9').click();
  // 9♦ shows in the common pool and in the bot's attack: either picks it
  await drakerCard(page, 'diamonds-9').first().click();
  await bar.getByRole('button', { name: 'Attack', exact: true }).click();
  await atStep(page, 5);
  await drakerCard(page, 'hearts-K').click();
  await bar.getByRole('button', { name: 'Activate: Phalanx (cost 1/0)' }).click();
  await drakerCard(page, 'hearts-3').first().click({ position: { x: 8, y: 30 } });
  await atStep(page, 6);
  await bar.getByRole('button', { name: 'Done', exact: true }).click();
  await atStep(page, 7);
  await bar.getByRole('button', { name: 'Pass', exact: true }).click();
  await atStep(page, 8);
  await bar.getByRole('button', { name: /^Meet with / }).click();
  await atStep(page, 9);
  await bar.getByRole('button', { name: /^Meet with / }).click();
  await atStep(page, 10);
  view = drakerView(await waitIdle(page));
  hand = await buttonsNamed(page, names(view.hand!));
  const pool = await buttonsNamed(page, names(view.players[0]!.pool));
  // by its class: its accessible name is in the language shown
  const barLines = page.locator('.draker-controls > *');
  // the bar is drawn again after a change of language or size: the check waits for it
  const clearOfCards = (where: string): Promise<void> =>
    expect(async () => {
      const lines = await boxesOf(barLines);
      expect(lines.length, where).toBeGreaterThan(0);
      coversNone(lines, await boxesOfAll(hand), `the laydown bar over the hand at ${where}`);
      coversNone(lines, await boxesOfAll(pool), `the laydown bar over the pool at ${where}`);
    }).toPass({ timeout: 10_000 });
  await everywhere(page, clearOfCards);
  // the hint's sentence joins the bar: still clear of both
  await page.getByRole('button', { name: 'Hint', exact: true }).first().click();
  await expect(bar.locator('.draker-note.hinted')).toBeVisible();
  await everywhere(page, async (where) => {
    await expect(page.locator('.draker-controls .draker-note.hinted')).toBeVisible();
    await clearOfCards(`${where}, with the hint`);
  });
});

test('Rush for Medals: the order numbers of the selected cards and the order hint stay apart, and the bar off the hand', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await page.getByRole('button', { name: 'Learn to play Rush for Medals' }).click();
  await atStep(page, 1);
  await coachOf(page).getByRole('button', { name: 'Next' }).click();
  await atStep(page, 2);
  await rushSelect(page, ['swimming 5']);
  await page.getByRole('button', { name: 'Lay out Swimming (5)' }).click();
  await atStep(page, 3);
  await coachOf(page).getByRole('button', { name: 'Next' }).click();
  await atStep(page, 4);
  await rushSelect(page, ['boxing 3', 'boxing 3']);
  const offers = page.locator('.rush-offers');
  await everywhere(page, async (where) => {
    await expect(offers.locator('.rush-hint')).toBeVisible();
    await expect(async () => {
      const hand = await boxesOf(page.locator('.card-button[data-testid^="card hand "]'));
      const selected = await boxesOf(page.locator('.card-button[data-testid^="card hand "][aria-pressed="true"]'));
      expect(selected, where).toHaveLength(2);
      // an order number is a 26px disc on a selected card's top right corner, reaching 9px above it
      const numbers = selected.map((c) => ({ x: c.x + c.width - 17, y: c.y - 9, width: 26, height: 26 }));
      const lines = await boxesOf(offers.locator(':scope > *'));
      coversNone(lines, numbers, `the offers bar over the order numbers at ${where}`);
      coversNone(lines, hand, `the offers bar over the hand at ${where}`);
    }).toPass({ timeout: 10_000 });
  });
});
