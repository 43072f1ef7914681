/**
 * Draker's busy table photographed: six players (Normal bots) in the third round's additional phase, at
 * 1024×680, 1280×800 and 1920×1080, in English and Ukrainian. The pictures go to test-results/screens
 * (CARD_TABLE_SCREENS=docs writes the 1024 and 1920 ones into docs/). At every size and in both languages
 * every seat (its panel and its area's header on the table) lies inside the window, the viewer's pool cards
 * keep a readable width, every other player's combination has a summary button saying its kind and value,
 * and hovering or focusing a summary opens its zoom (the tooltip beside the enlarged cards), gone once the
 * pointer or the focus leaves.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openMenu, setSettings, waitIdle } from './helpers';
import { seatLabel } from '../../src/renderer/games/draker/layout';
import type { DrakerComboView } from '../../src/common/games/draker';
import type { TableUpdate } from '../../src/common/contract';
import { cardButton, drakerView, playUntil, startDraker } from './draker-helpers';

const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });
mkdirSync(join('test-results', 'screens'), { recursive: true });

const SEATS = [
  { kind: 'human' as const, name: 'Olena' },
  ...['Petro', 'Maria', 'Taras', 'Iryna', 'Bohdan'].map((name) => ({ kind: 'bot' as const, name, level: 'normal' as const })),
];

const SIZES = [{ width: 1024, height: 680 }, { width: 1280, height: 800 }, { width: 1920, height: 1080 }];
type Size = (typeof SIZES)[number];

/** The docs show the smallest and the largest window; 1280×800 is only checked. */
const pictureDir = (size: Size): string => (size.width === 1280 ? join('test-results', 'screens') : DIR);

/** The same table at every size: the window resized, the table laid out again, photographed and checked. */
async function atEverySize(page: Page, u: TableUpdate, suffix: string, kinds: Kinds, areaName: (seat: string) => string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await waitIdle(page);
    await page.mouse.move(2, 2);
    await page.screenshot({ path: join(pictureDir(size), `draker-busy-${size.width}${suffix}.png`) });
    await seatsInWindow(page, size, areaName);
    if (!suffix) {
      const pool = drakerView(u).players[0].pool;
      expect(pool.length).toBeGreaterThan(0);
      for (const c of pool) expect((await cardButton(page, c.id).boundingBox())!.width, c.id).toBeGreaterThanOrEqual(OWN_CARD_MIN);
    }
    await summariesRead(page, u, size, kinds);
  }
}

/** Every seat's panel and the header of its area on the table lie inside the window. */
async function seatsInWindow(page: Page, size: { width: number; height: number }, areaName: (seat: string) => string): Promise<void> {
  const inWindow = (what: string, box: { x: number; y: number; width: number; height: number } | null): void => {
    expect(box, what).not.toBeNull();
    expect(box!.x, what).toBeGreaterThanOrEqual(0);
    expect(box!.y, what).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, what).toBeLessThanOrEqual(size.width + 0.5);
    expect(box!.y + box!.height, what).toBeLessThanOrEqual(size.height + 0.5);
  };
  const panels = page.locator('.panel-seat');
  await expect(panels).toHaveCount(SEATS.length);
  for (let i = 0; i < SEATS.length; i++) {
    inWindow(`${SEATS[i].name}'s panel`, await panels.nth(i).boundingBox());
    // by its stable key: the accessible name is the area's description in Ukrainian (card-buttons.ts)
    inWindow(`${SEATS[i].name}'s area`, await page.getByTestId(areaName(SEATS[i].name)).boundingBox());
  }
}

type Kinds = { ATT: string; DEF: string; key: (kind: string, name: string, value: number) => string };
/** The kinds' words and the summaries' keys (the board names its buttons in the page's language). */
const KINDS: Record<'en' | 'uk', Kinds> = {
  en: { ATT: 'Attack', DEF: 'Defence', key: (kind, name, value) => `${kind} of ${name}: ${value}` },
  uk: { ATT: 'Атака', DEF: 'Захист', key: (kind, name, value) => `${kind}, ${name}: ${value}` },
};

/**
 * Every other player's combination has its summary's button (by its stable key) inside the window, named
 * with its kind and value in the page's language; hovering one and focusing another open the zoom's tooltip
 * beside it (not over it), and it goes when the pointer or the focus leaves.
 */
async function summariesRead(page: Page, u: TableUpdate, size: { width: number; height: number }, kinds: Kinds): Promise<void> {
  const view = drakerView(u);
  const summary = (combo: DrakerComboView) => page.getByTestId(kinds.key(kinds[combo.kind], u.seats[combo.owner].name, combo.value));
  const theirs = view.combos.filter((c) => c.owner !== view.viewer);
  expect(theirs.length, 'the others have declared').toBeGreaterThan(0);
  for (const combo of theirs) {
    const button = summary(combo);
    const name = (await button.getAttribute('aria-label')) ?? '';
    expect(name, `${combo.kind} ${combo.value} of ${u.seats[combo.owner].name}`).toContain(kinds[combo.kind]);
    expect(name).toContain(String(combo.value));
    const box = (await button.boundingBox())!;
    expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5, 'the summary inside the window').toBe(true);
  }
  const tip = page.locator('.draker-tip');
  const first = summary(theirs[0]);
  await first.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(String(theirs[0].value));
  const [a, b] = [(await first.boundingBox())!, (await tip.boundingBox())!];
  expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height, 'the tooltip beside the summary').toBe(false);
  await page.screenshot({ path: join('test-results', 'screens', `draker-busy-zoom-${size.width}-${kinds.ATT}.png`) });
  await page.mouse.move(2, 2);
  await expect(tip).toBeHidden();
  const last = summary(theirs[theirs.length - 1]);
  await last.focus();
  await expect(tip).toBeVisible();
  await last.blur();
  await expect(tip).toBeHidden();
}

/** The least width of the viewer's pool cards (the table's own layout keeps 44 px even for seven groups at 1024×680). */
const OWN_CARD_MIN = 44;

test('six players in the third round, at 1024×680, 1280×800 and 1920×1080, in both languages', async ({ page }) => {
  // Five Normal bots play two rounds and a half before the pictures' moment (one game for every size).
  test.setTimeout(900_000);
  await page.setViewportSize(SIZES[0]);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  // Life enough for the person (played simply, a move at a time) to see the third round among Normal bots.
  const u = await startDraker(page, SEATS, { firstPlayer: 0, startingLife: 400 });
  // The third round's additional phase: every seat has placed and declared, the stacks are filling up.
  const busy = await playUntil(page, u, (x) => drakerView(x).round >= 3 && drakerView(x).phase === 'additional', 400);
  expect(drakerView(busy).round, 'the third round reached').toBeGreaterThanOrEqual(3);
  await atEverySize(page, busy, '', KINDS.en, (seat) => seatLabel(seat));

  // The same table in Ukrainian (longer words): back through the menu, and Continue.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await setSettings(page, 'Українська', 'Миттєво');
  await page.getByRole('button', { name: 'Продовжити' }).click();
  await waitIdle(page);
  await atEverySize(page, busy, '-uk', KINDS.uk, (seat) => `Гравець ${seat}`);
  // The settings outlive the page: English again for the tests after this one.
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await setSettings(page, 'English', 'Instant');
});
