/**
 * First-time tips in a real game: Rush for Medals dealt so that the human starts holding a SPONSOR and
 * a DOPING CONTROL (the deal number is chosen by dealing in Node). Each tip shows once, one at a time,
 * beside the table; Got it keeps it away for that player (also after a reload and in a new game), another
 * player still gets it; "Don't show tips" and the setting stop them, and the setting brings them back.
 */
import { expect, test, type Page } from '@playwright/test';
import { openMenu, startFromMenu, waitIdle } from './helpers';
import { rushDealFor } from './rush-helpers';

/** The first deal number where seat 0 moves first holding a SPONSOR and a DOPING CONTROL, and no COACH. */
function dealWithActionCards(): number {
  for (let seed = 1; seed < 2000; seed++) {
    const deal = rushDealFor(seed, 2);
    const hand = deal.hands[0]!;
    if (deal.first === 0 && hand.some((id) => id.startsWith('sponsor')) && hand.some((id) => id.startsWith('doping')) && !hand.includes('coach')) return seed;
  }
  throw new Error('no such deal');
}

const SEED = dealWithActionCards();

async function newRushGame(page: Page, name: string): Promise<void> {
  await openMenu(page);
  await startFromMenu(page, 'Rush for Medals', [{ kind: 'human', name }, { kind: 'bot', name: 'Bot', level: 'easy' }], SEED);
}

const tip = (page: Page) => page.locator('section.first-tip');

test('a first-time tip shows once per player, queued one at a time; Don’t show tips and the setting turn them off', async ({ page }) => {
  await newRushGame(page, 'Ann');
  await expect(tip(page)).toHaveAttribute('data-tip', 'rush.sponsor');
  await expect(tip(page)).toContainText('You hold a SPONSOR +. Playing it is your move for the turn: draw 2 cards');
  // the hand stays in sight and playable beside it
  await expect(page.getByTestId('card hand sponsor').first()).toBeVisible();
  await tip(page).getByRole('button', { name: 'Got it' }).click();
  await expect(tip(page)).toHaveAttribute('data-tip', 'rush.doping');
  await tip(page).getByRole('button', { name: 'Got it' }).click();
  await expect(tip(page)).toHaveCount(0);

  // the table comes back after a reload, Ann's tips do not
  await page.reload();
  await waitIdle(page);
  await expect(page.getByTestId('card hand sponsor').first()).toBeVisible();
  await expect(tip(page)).toHaveCount(0);
  // nor in a new game with the same cards
  await newRushGame(page, 'Ann');
  await expect(page.getByTestId('card hand sponsor').first()).toBeVisible();
  await expect(tip(page)).toHaveCount(0);

  // another player has not seen them; "Don't show tips" turns the setting off
  await newRushGame(page, 'Bob');
  await expect(tip(page)).toHaveAttribute('data-tip', 'rush.sponsor');
  await tip(page).getByRole('button', { name: 'Don’t show tips' }).click();
  await expect(tip(page)).toHaveCount(0);
  await openMenu(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const setting = page.getByRole('checkbox', { name: 'Show first-time tips' });
  await expect(setting).not.toBeChecked();

  await newRushGame(page, 'Cid');
  await expect(page.getByTestId('card hand sponsor').first()).toBeVisible();
  await expect(tip(page)).toHaveCount(0);

  // turned on again in the settings: a newcomer gets them
  await openMenu(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await setting.check();
  await expect(setting).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await newRushGame(page, 'Dan');
  await expect(tip(page)).toHaveAttribute('data-tip', 'rush.sponsor');
});
