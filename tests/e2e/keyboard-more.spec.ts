/**
 * Klepka Football, Draker and Klepka Words by keyboard alone: a whole short match against an Easy bot,
 * started from the menu and played with page.keyboard only, to its results. The focus ring is photographed
 * (CARD_TABLE_SCREENS=docs writes docs/keyboard-<game>.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DrakerView } from '../../src/common/games/draker';
import type { FootballView } from '../../src/common/games/football';
import { card as drakerCard } from '../../src/main/engine/games/draker';
import { cardName } from '../../src/renderer/games/draker/faces';
import { cellName, smallFootballForm, waitIdle } from './helpers';
import { chooseByKeys, pickCard, pressControl, startByKeyboard, tabTo, waitForTurn } from './keyboard-helpers';
import './draker-helpers';

const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(DIR, `${name}.png`) });

test.use({ viewport: { width: 1280, height: 800 } });

async function instantSpeed(page: Page): Promise<void> {
  await waitIdle(page);
  await chooseByKeys(page, page.locator('select.pace-speed'), 'instant');
}

/** Waits until the table has moved on from update `seq`. */
async function movedOn(page: Page, seq: number): Promise<void> {
  await expect.poll(async () => (await waitIdle(page)).seq).toBeGreaterThan(seq);
}

test('Klepka Football: a whole match on a 2×4 grid against an Easy bot by keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await startByKeyboard(page, 'Klepka Football', 2, 31, smallFootballForm(2, 4, [2, 2], {}, { 'First player': '0', 'Time to react (seconds)': '0' }));
  await instantSpeed(page);
  let flips = 0;
  let photographed = false;
  for (let step = 0; step < 200; step++) {
    const u = await waitForTurn(page);
    if (u.outcome) break;
    const view = u.view as FootballView;
    const flip = u.legal.find((a) => a.type === 'flip') as { type: 'flip'; cell: number } | undefined;
    if (!flip) throw new Error(`unexpected choice: ${u.legal.map((a) => a.type).join(', ')}`);
    // the grid is the table's region: the arrows reach the cell, Enter turns it over
    await pickCard(page, new RegExp(`^card grid ${cellName(flip.cell, view.cols)} `), 'piles');
    if (!photographed && view.cells.some((c) => c?.faceUp)) {
      await shot(page, 'keyboard-football');
      photographed = true;
    }
    flips++;
    await movedOn(page, u.seq);
  }
  await expect(page.getByRole('heading', { name: 'Final score' })).toBeVisible();
  const final = await waitIdle(page);
  expect(final.outcome).not.toBeNull();
  expect((final.view as FootballView).faceDownCount).toBe(0);
  expect(flips).toBeGreaterThan(1);
});

/** Presses Done or Pass in the controls; the warning that it would cost life is answered "anyway" by keys. */
async function passOrDone(page: Page, name: 'Pass' | 'Done'): Promise<void> {
  await pressControl(page, new RegExp(`^${name}$`));
  const warning = page.getByRole('dialog', { name: 'Attacks will get through' });
  if (await warning.isVisible()) {
    await tabTo(page, warning.getByRole('button', { name: `${name} anyway` }), 20);
    await page.keyboard.press('Enter');
  }
}

test('Draker: a whole match at 3 life against an Easy bot by keyboard alone, its hand a region of its own', async ({ page }) => {
  test.setTimeout(240_000);
  await startByKeyboard(page, 'Draker', 2, 7, { 'Starting life': '3', 'First player': '0' });
  await instantSpeed(page);
  let placed = 0;
  let photographed = false;
  for (let step = 0; step < 400; step++) {
    const u = await waitForTurn(page);
    if (u.outcome) break;
    const view = u.view as DrakerView;
    const types = new Set(u.legal.map((a) => a.type));
    if (view.phase === 'basic' || view.phase === 'additional') {
      const mustPlace = types.has('place') && !types.has('finish') && !types.has('pass');
      if (mustPlace) {
        // the hand is its own region: the card by the arrows, Enter selects it, the controls place it
        await pickCard(page, cardName(drakerCard(view.hand![0]!.id)), 'hand');
        await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
        if (!photographed) {
          await shot(page, 'keyboard-draker');
          photographed = true;
        }
        await pressControl(page, /^Place .* into your pool$/);
        await movedOn(page, u.seq);
        placed++;
        await passOrDone(page, 'Done');
      } else await passOrDone(page, types.has('pass') ? 'Pass' : 'Done');
    } else await pressControl(page, /as suggested$/);
    await movedOn(page, u.seq);
  }
  await expect(page.getByRole('heading', { name: 'Final score' })).toBeVisible();
  const final = await waitIdle(page);
  expect(final.outcome).not.toBeNull();
  expect((final.view as DrakerView).players.some((p) => p.fellIn !== null)).toBe(true);
  expect(placed).toBeGreaterThan(0);
});
