/**
 * Steps of the Draker end-to-end tests. Tests click what a person clicks: cards by their accessible
 * names (the same `cardName` the table gives them), the controls bar's buttons by name. Stacked deals go
 * through the app's own contract (the `deck` option is not in the setup form). The page's read-only test
 * hook is used only to wait for animations and read the view.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { TableUpdate } from '../../src/common/contract';
import type { DrakerView } from '../../src/common/games/draker';
import { card as cardOf } from '../../src/main/engine/games/draker';
import { cardName } from '../../src/renderer/games/draker/faces';
import { strings } from '../../src/renderer/games/draker/strings';
import { addStrings } from '../../src/renderer/i18n';
import { stackedDeck, type DrakerDeal } from '../fixtures/draker-deal';
import { startStackedGame, waitIdle, type SeatSpec } from './helpers';

// Draker's words for `cardName` (the app's list of games registers them in the page).
addStrings(strings);

export { passCurtainTo } from './helpers';

export { stackedDeck, type DrakerDeal };

export function drakerView(u: TableUpdate): DrakerView {
  return u.view as DrakerView;
}

/** Starts Draker with these seats and options (a `deck` among them for a stacked deal). */
export async function startDraker(page: Page, seats: SeatSpec[], options: Record<string, unknown>): Promise<TableUpdate> {
  return startStackedGame(page, 'draker', seats, options);
}

/** The button of a card on the table (hand, pool or common pool), by its key (its English name). */
export function cardButton(page: Page, id: string): Locator {
  return page.getByTestId(cardName(cardOf(id)));
}

/** The controls bar over the table. */
export function controls(page: Page): Locator {
  return page.getByRole('group', { name: 'Your move' });
}

/** Clicks cards one after another, each becoming selected. */
export async function selectCards(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    const b = cardButton(page, id);
    await b.click();
    await expect(b).toHaveAttribute('aria-pressed', 'true');
  }
}

/** The warning before a Pass or Done that would cost life. */
export function passWarning(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Attacks will get through' });
}

/**
 * Clicks a button of the controls bar and waits for the table to settle. A Pass or Done the table warns
 * about goes on "anyway" (the warning opens within the click), as a player sure of it would.
 */
export async function press(page: Page, name: string | RegExp): Promise<TableUpdate> {
  await controls(page).getByRole('button', { name, exact: typeof name === 'string' }).click();
  if ((name === 'Pass' || name === 'Done') && (await passWarning(page).isVisible())) await passWarning(page).getByRole('button', { name: `${name} anyway` }).click();
  return waitIdle(page);
}

/** Waits while bots play: until a person is asked to act, a curtain is up or the game is over. */
export async function waitForPerson(page: Page, u: TableUpdate): Promise<TableUpdate> {
  while (u.humanToAct === null && !u.curtain && !u.outcome) {
    await page.waitForFunction((seq) => {
      const hook = (window as unknown as { __cardTableTest?: { update: { seq: number } | null } }).__cardTableTest;
      return !!hook?.update && hook.update.seq > seq;
    }, u.seq, { timeout: 60_000 });
    u = await waitIdle(page);
  }
  return u;
}

/**
 * The simplest sensible move for the human to act, by clicking: in a turn, place the first hand card
 * (when a card must be placed) and finish, or pass; elsewhere accept the suggested step.
 */
export async function simpleMove(page: Page, u: TableUpdate): Promise<TableUpdate> {
  u = await waitForPerson(page, u);
  if (u.outcome || u.curtain) return u;
  const view = drakerView(u);
  if (view.phase === 'basic' || view.phase === 'additional') {
    const mustPlace = u.legal.some((a) => a.type === 'place') && !u.legal.some((a) => a.type === 'finish' || a.type === 'pass');
    if (mustPlace) {
      await cardButton(page, view.hand![0].id).click();
      u = await press(page, /^Place .* into your pool$/);
      return press(page, 'Done');
    }
    return press(page, u.legal.some((a) => a.type === 'pass') ? 'Pass' : 'Done');
  }
  return press(page, /as suggested$/);
}

/** Plays simple moves until a person is asked to act where `stop` says so (or the game ends); returns that update. */
export async function playUntil(page: Page, u: TableUpdate, stop: (u: TableUpdate) => boolean, maxMoves = 200): Promise<TableUpdate> {
  for (let n = 0; n < maxMoves; n++) {
    u = await waitForPerson(page, u);
    if (u.outcome || stop(u)) return u;
    u = await simpleMove(page, u);
  }
  return u;
}
