/**
 * Playing by keyboard alone: every step presses keys (Tab, F6, the arrows, Enter), never clicks. The page
 * is only read — which element has the focus, the test hook's update — to know when to stop pressing.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TableUpdate } from '../../src/common/contract';
import { waitIdle } from './helpers';

const SCREENS_DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');

/** A picture of the page in CARD_TABLE_SCREENS (`docs` writes the README's pictures). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`) });
}

/** The table's own speed control, by keys: instant, so a whole match plays in moments. */
export async function instantSpeed(page: Page): Promise<void> {
  await waitIdle(page);
  await chooseByKeys(page, page.locator('select.pace-speed'), 'instant');
}

/** What has the focus now: a card button's key and region, or a control's name and whether it lies in the table's actions. */
export interface Focused {
  testid: string;
  region: string;
  name: string;
  tag: string;
  /** The card can not be picked now (aria-disabled). */
  disabled: boolean;
}

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { testid: '', region: '', name: '', tag: 'BODY', disabled: false };
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    const region = el.dataset.region ?? (el.closest('.log') ? 'log' : el.closest('.board, .actions-wrap') ? 'actions' : '');
    return { testid: el.getAttribute('data-testid') ?? '', region, name, tag: el.tagName, disabled: el.getAttribute('aria-disabled') === 'true' };
  });
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, max = 80, key = 'Tab'): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `Tab reaches ${String(target)}`).toBe(true);
}

/** Tabs to a select and moves its choice with the arrow keys until it holds `value`. */
export async function chooseByKeys(page: Page, select: Locator, value: string): Promise<void> {
  await tabTo(page, select);
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let i = 0; i < 8 && (await select.inputValue()) !== value; i++) await page.keyboard.press(key);
  }
  expect(await select.inputValue()).toBe(value);
}

/** Tabs to a field and types `value` over what it held. */
export async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await expect(field).toHaveValue(value);
}

/** Presses F6 until the focus is in `region` (hand, piles, opponents, actions, log). */
export async function toRegion(page: Page, region: string): Promise<void> {
  for (let i = 0; i < 7; i++) {
    if ((await focused(page)).region === region) return;
    await page.keyboard.press('F6');
  }
  expect((await focused(page)).region, `F6 reaches the ${region}`).toBe(region);
}

/** Moves the focus to the card button whose key matches, with F6 to its region and the arrow keys inside it. */
export async function focusCard(page: Page, key: string | RegExp, region: string): Promise<void> {
  await toRegion(page, region);
  const count = await page.locator(`.card-button[data-region="${region}"]`).count();
  const seen: string[] = [];
  for (let i = 0; i <= count; i++) {
    const f = await focused(page);
    if (typeof key === 'string' ? f.testid === key : key.test(f.testid)) return;
    seen.push(f.testid);
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`no card ${String(key)} among the ${count} of the ${region}: ${seen.join(' | ')}`);
}

/** Moves the focus in `region` to a card that can be picked now (aria-disabled false) whose key is `key`. */
export async function focusFreeCard(page: Page, key: string, region: string): Promise<void> {
  await toRegion(page, region);
  const count = await page.locator(`[data-region="${region}"]`).count();
  for (let i = 0; i <= count; i++) {
    const f = await focused(page);
    if (f.testid === key && !f.disabled) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`no free card ${key} among the ${count} of the ${region}`);
}

/**
 * Moves the focus to the card whose key matches by the arrow keys the way a person looking at the table
 * would: up or down towards its row, then left or right (in reading order) to it. Up and Down follow a
 * column, so where the target's row has a hole in that column they jump past it: then Left and Right go on.
 */
export async function focusCardByArrows(page: Page, key: RegExp, region: string): Promise<void> {
  await toRegion(page, region);
  const target = page.locator(`[data-region="${region}"]`).and(page.getByTestId(key)).first();
  const rowsAway = () =>
    target.evaluate((el) => {
      if (el === document.activeElement) return null;
      const to = el.getBoundingClientRect();
      const from = (document.activeElement as HTMLElement).getBoundingClientRect();
      const dy = to.top + to.height / 2 - (from.top + from.height / 2);
      return Math.abs(dy) > to.height / 2 ? Math.sign(dy) : to.left > from.left ? 0.5 : -0.5;
    });
  let columnsOnly = false;
  let away = await rowsAway();
  for (let i = 0; i < 80; i++) {
    if (away === null) return;
    const vertical = Math.abs(away) === 1 && !columnsOnly;
    await page.keyboard.press(vertical ? (away > 0 ? 'ArrowDown' : 'ArrowUp') : away > 0 ? 'ArrowRight' : 'ArrowLeft');
    const now = await rowsAway();
    if (vertical && now !== null && Math.sign(now) !== Math.sign(away)) columnsOnly = true;
    away = now;
  }
  throw new Error(`the arrows did not reach ${String(key)}: the focus is on ${(await focused(page)).testid}`);
}

/** Picks the card (Enter on it). */
export async function pickCard(page: Page, key: string | RegExp, region: string): Promise<void> {
  await focusCard(page, key, region);
  await page.keyboard.press('Enter');
}

/** Goes to the table's actions (F6) and tabs on to the control named `name`, then presses Enter on it. */
export async function pressControl(page: Page, name: RegExp, max = 60): Promise<void> {
  await toRegion(page, 'actions');
  for (let i = 0; i < max; i++) {
    const f = await focused(page);
    if (f.tag === 'BUTTON' && name.test(f.name)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab found no control named ${String(name)}`);
}

/** Waits until the table rests with the human (seat `seat`) to act, or the game is over; returns that update. */
export async function waitForTurn(page: Page, seat = 0): Promise<TableUpdate> {
  await page.waitForFunction(
    (s) => {
      const hook = (window as unknown as { __cardTableTest?: { update: { outcome: unknown; humanToAct: number | null } | null; animating: boolean } }).__cardTableTest;
      return !!hook?.update && !hook.animating && (!!hook.update.outcome || hook.update.humanToAct === s);
    },
    seat,
    { timeout: 120_000 },
  );
  return (await page.evaluate(() => (window as unknown as { __cardTableTest: { update: unknown } }).__cardTableTest.update)) as TableUpdate;
}

/** Waits until the table has moved on from update `seq`. */
export async function movedOn(page: Page, seq: number): Promise<void> {
  await expect.poll(async () => (await waitIdle(page)).seq).toBeGreaterThan(seq);
}

/**
 * A whole match by keys, up to `maxSteps` turns: each time the table rests with the human to act, `turn`
 * presses the keys of their move, and the table must move on from it. Returns the final update, once the
 * results show.
 */
export async function playByKeys(page: Page, turn: (u: TableUpdate) => Promise<void>, maxSteps: number): Promise<TableUpdate> {
  for (let step = 0; step < maxSteps; step++) {
    const u = await waitForTurn(page);
    if (u.outcome) break;
    await turn(u);
    await movedOn(page, u.seq);
  }
  await expect(page.getByRole('heading', { name: 'Final score' })).toBeVisible();
  const final = await waitIdle(page);
  expect(final.outcome).not.toBeNull();
  return final;
}

/**
 * Menu -> the game's "New game" -> seats (one human, the rest Easy bots) and options -> Start game, by keys
 * only. `options`: label -> value of the Options section (a select's value or a field's text).
 */
export async function startByKeyboard(page: Page, title: string, seats: number, seed: number, options: Record<string, string> = {}): Promise<void> {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Card Table', level: 1 });
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true }).last();
  await expect(heading.or(menuButton)).toBeVisible();
  if (await menuButton.isVisible()) {
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
  }
  await expect(heading).toBeVisible();
  await tabTo(page, page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('button', { name: 'New game' }), 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `New game: ${title}` })).toBeVisible();
  const groups = page.getByRole('group', { name: /^Player \d+$/ });
  while ((await groups.count()) > seats) {
    await tabTo(page, page.getByRole('button', { name: /Remove player/ }).last(), 120);
    await page.keyboard.press('Enter');
  }
  while ((await groups.count()) < seats) {
    await tabTo(page, page.getByRole('button', { name: /Add a player/ }), 120);
    await page.keyboard.press('Enter');
  }
  for (let n = 1; n <= seats; n++) {
    await chooseByKeys(page, page.getByLabel(`Player ${n} Who plays`), n === 1 ? 'human' : 'bot');
    if (n > 1) await chooseByKeys(page, page.getByLabel(`Player ${n} Bot level`), 'easy');
  }
  if (Object.keys(options).length > 0) {
    const summary = page.getByText('Options', { exact: true });
    if ((await page.locator('details.options').getAttribute('open')) === null) {
      await tabTo(page, summary, 120);
      await page.keyboard.press('Enter');
    }
    for (const [label, value] of Object.entries(options)) {
      const field = page.getByLabel(label, { exact: true });
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await chooseByKeys(page, field, value);
      else await typeInto(page, field, value);
    }
  }
  await typeInto(page, page.getByLabel('Deal number'), String(seed));
  await tabTo(page, page.getByRole('button', { name: 'Start game' }), 120);
  await page.keyboard.press('Enter');
}
