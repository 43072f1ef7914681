/**
 * Every game by keyboard alone: a whole match against an Easy bot, started from the menu and played with
 * page.keyboard only (Tab, F6, the arrow keys, Enter), to its results; and a lesson the same way. The
 * focus ring drawn on the canvas is photographed (CARD_TABLE_SCREENS=docs writes docs/keyboard-<game>.png).
 */
import { expect, test } from '@playwright/test';
import type { AthleticAction } from '../../src/common/games/athletic';
import type { RushView } from '../../src/common/games/rush';
import { face } from './athletic-helpers';
import { focusCard, focused, instantSpeed, pickCard, playByKeys, pressControl, shot, startByKeyboard, toRegion, waitForTurn } from './keyboard-helpers';
import { faceName } from './rush-helpers';


test.use({ viewport: { width: 1280, height: 800 } });

test('Rush for Medals: a whole match against an Easy bot by keyboard alone', async ({ page }) => {
  test.setTimeout(300_000);
  await startByKeyboard(page, 'Rush for Medals', 2, 7, { 'First player': '0', 'Deck cycles': '1' });
  await instantSpeed(page);
  let layOuts = 0;
  let photographed = false;
  await playByKeys(page, async (u) => {
    const view = u.view as RushView;
    const hand = view.hand!;
    if (view.phase === 'demand') {
      await pressControl(page, /^Accept: /);
      return;
    }
    const fresh = hand.find((c) => c.kind === 'sport' && !view.stacks.some((s) => s.rank === c.rank));
    const card = fresh ?? hand[0]!;
    await pickCard(page, `card hand ${faceName(card)}`, 'hand');
    await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
    if (!photographed && fresh && view.stacks.length >= 2) {
      // the picked card keeps the focus and its ring; its name says what it is, where, and what it can do
      await expect(page.locator(':focus')).toHaveAccessibleName(/, in your hand, can be played$/);
      await shot(page, 'keyboard-rush');
      photographed = true;
    }
    await pressControl(page, fresh ? /^Lay out / : /^Discard (?!pile)/);
    if (fresh) layOuts++;
  }, 400);
  expect(layOuts).toBeGreaterThan(0);
  expect(photographed).toBe(true);
});

test('the focus moves between regions with F6 and stays on a card after it is played', async ({ page }) => {
  test.setTimeout(120_000);
  await startByKeyboard(page, 'Rush for Medals', 2, 7, { 'First player': '0', 'Deck cycles': '1' });
  await instantSpeed(page);
  const u = await waitForTurn(page);
  const hand = (u.view as RushView).hand!;
  // F6 visits the hand, the table's piles, the actions and the log, and Shift+F6 comes back
  await toRegion(page, 'hand');
  const order: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('F6');
    order.push((await focused(page)).region);
  }
  expect(order).toEqual(['piles', 'actions', 'log', 'hand']);
  await page.keyboard.press('Shift+F6');
  expect((await focused(page)).region).toBe('log');
  // one tab stop per region: the hand's cards are reached with the arrows, not Tab
  await toRegion(page, 'hand');
  const stops = await page.locator('.card-button[data-region="hand"]').evaluateAll((bs) => bs.filter((b) => (b as HTMLElement).tabIndex === 0).length);
  expect(stops).toBe(1);
  // Home and End: the region's first and last card as they lie (left to right)
  const xs = await page.locator('.card-button[data-region="hand"]').evaluateAll((bs) => bs.map((b) => ({ key: b.getAttribute('data-testid'), x: b.getBoundingClientRect().left })).sort((p, q) => p.x - q.x));
  await page.keyboard.press('End');
  expect((await focused(page)).testid).toBe(xs[xs.length - 1]!.key);
  await page.keyboard.press('Home');
  expect((await focused(page)).testid).toBe(xs[0]!.key);
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).testid).toBe(xs[1]!.key);
  // the offer pressed goes away with the card: the focus stays on the table, never on the page
  const fresh = hand.find((c) => c.kind === 'sport' && !(u.view as RushView).stacks.some((s) => s.rank === c.rank)) ?? hand[0]!;
  await pickCard(page, `card hand ${faceName(fresh)}`, 'hand');
  await pressControl(page, /^(Lay out|Discard) /);
  await waitForTurn(page);
  await expect.poll(async () => (await focused(page)).tag).not.toBe('BODY');
  await focusCard(page, /^card hand /, 'hand');
  expect((await focused(page)).region).toBe('hand');
});

test('Athletic Games: a whole one-medal match against an Easy bot by keyboard alone', async ({ page }) => {
  test.setTimeout(420_000);
  await startByKeyboard(page, 'Athletic Games', 2, 2024, { 'Medals to win': '1' });
  await instantSpeed(page);
  let photographed = false;
  let steps = 0;
  const final = await playByKeys(page, async (u) => {
    // the first card that fits (a play, else a fill), else the end of the turn
    const legal = u.legal as unknown as AthleticAction[];
    const next = legal.find((a) => a.type === 'play') ?? legal.find((a) => a.type === 'fill') ?? legal.find((a) => a.type === 'stop')!;
    if (next.type === 'play' || next.type === 'fill') {
      await pickCard(page, `card hand ${face(next.card)}`, 'hand');
      await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
      if (!photographed) {
        await shot(page, 'keyboard-athletic');
        photographed = true;
      }
      // the slot by its number key (Athletic's own keys: 1–5)
      await page.keyboard.press(String(next.slot + 1));
    } else await pressControl(page, /^End turn$/);
    steps++;
  }, 400);
  expect(final.outcome!.reason).toBe('medals');
  expect(steps).toBeGreaterThan(0);
  expect(photographed).toBe(true);
});
