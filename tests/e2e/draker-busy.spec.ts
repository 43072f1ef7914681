/**
 * Draker's busy table photographed: six players in the first round's additional phase, at 1024×680 and
 * 1920×1080. The pictures go to test-results/screens (CARD_TABLE_SCREENS=docs writes them into docs/).
 * At both sizes every seat (its panel and its area's header on the table) lies inside the window and the
 * viewer's pool cards keep a readable width.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openMenu, setSettings, waitIdle } from './helpers';
import { seatLabel } from '../../src/renderer/games/draker/layout';
import { cardButton, drakerView, playUntil, startDraker } from './draker-helpers';

const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });
mkdirSync(join('test-results', 'screens'), { recursive: true });

const SEATS = [
  { kind: 'human' as const, name: 'Olena' },
  ...['Petro', 'Maria', 'Taras', 'Iryna', 'Bohdan'].map((name) => ({ kind: 'bot' as const, name, level: 'easy' as const })),
];

async function busyTable(page: Page, size: { width: number; height: number }, name: string): Promise<void> {
  await page.setViewportSize(size);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const u = await startDraker(page, SEATS, { firstPlayer: 0 });
  // The additional phase: every seat has placed and declared, the stacks are filling up.
  const busy = await playUntil(page, u, (x) => drakerView(x).phase === 'additional', 40);
  await page.mouse.move(2, 2);
  await page.screenshot({ path: join(DIR, `${name}.png`) });
  await seatsInWindow(page, size, (seat) => seatLabel(seat));
  const pool = drakerView(busy).players[0].pool;
  expect(pool.length).toBeGreaterThan(0);
  for (const c of pool) expect((await cardButton(page, c.id).boundingBox())!.width, c.id).toBeGreaterThanOrEqual(OWN_CARD_MIN);

  // The same table in Ukrainian (longer words): back through the menu, and Continue.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await setSettings(page, 'Українська', 'Миттєво');
  await page.getByRole('button', { name: 'Продовжити' }).click();
  await waitIdle(page);
  await page.mouse.move(2, 2);
  // (for looking at, not for the README)
  await page.screenshot({ path: join('test-results', 'screens', `${name}-uk.png`) });
  await seatsInWindow(page, size, (seat) => `Гравець ${seat}`);
  // The settings outlive the page: English again for the tests after this one.
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await setSettings(page, 'English', 'Instant');
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

/** The least width of the viewer's pool cards (the table's own layout keeps 44 px even for seven groups at 1024×680). */
const OWN_CARD_MIN = 44;

for (const size of [{ width: 1024, height: 680 }, { width: 1920, height: 1080 }]) {
  test(`six players a round in, at ${size.width}×${size.height}`, async ({ page }) => {
    // Five bots play their turns before the picture's moment.
    test.setTimeout(300_000);
    await busyTable(page, size, `draker-busy-${size.width}`);
  });
}

