/**
 * Draker's busy table photographed: six players in the first round's additional phase, at 1024×680 and
 * 1920×1080. The pictures go to test-results/screens (CARD_TABLE_SCREENS=docs writes them into docs/).
 */
import { test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openMenu, setSettings } from './helpers';
import { drakerView, playUntil, startDraker } from './draker-helpers';

const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });

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
  await playUntil(page, u, (x) => drakerView(x).phase === 'additional', 40);
  await page.mouse.move(2, 2);
  await page.screenshot({ path: join(DIR, `${name}.png`) });
}

for (const size of [{ width: 1024, height: 680 }, { width: 1920, height: 1080 }]) {
  test(`six players a round in, at ${size.width}×${size.height}`, async ({ page }) => {
    // Five bots play their turns before the picture's moment.
    test.setTimeout(300_000);
    await busyTable(page, size, `draker-busy-${size.width}`);
  });
}
