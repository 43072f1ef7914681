/**
 * Athletic Games at the table, played by clicking and dragging: a whole medal turn like the rules'
 * worked example (PLAY, MOVE, FILL, MOVE, FILL), a refused drop, the hotseat curtain, and a game against
 * bots to its end; the Hint button and what it lights up.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AthleticAction } from '../../src/common/games/athletic';
import { stackDeck } from '../fixtures/athletic';
import { athleticDeal, athleticView, cardsOf, clickStep, drag, face, handCard, hole, openMenu, pile, setSettings, startAthletic, startStacked, waitIdle } from './athletic-helpers';

/**
 * Deal 7 with two players, Olena first: her seven cards empty in one turn through two MOVEs and the
 * FILLs of the holes they open (a line found by the engine's turn search), for the drag test and the
 * medal picture.
 */
const MEDAL_SEED = 7;
const MEDAL_LINE: AthleticAction[] = [
  { type: 'play', card: 'blue-7', slot: 0 },
  { type: 'play', card: 'pink-6', slot: 4 },
  { type: 'play', card: 'pink-7', slot: 4 },
  { type: 'play', card: 'orange-7', slot: 0 },
  { type: 'play', card: 'red-3', slot: 1 },
  { type: 'move', from: 1, to: 2 },
  { type: 'fill', card: 'orange-2', slot: 1 },
  { type: 'move', from: 3, to: 1 },
  { type: 'fill', card: 'purple-1', slot: 3 },
];

/** The rules' worked example (section 7, case 3): slots S1..S5 are 0..4 here. */
const WORKED_SLOTS = ['purple-7', 'pink-1', 'blue-1', 'yellow-3', 'pink-10'];
const WORKED_HAND = ['blue-7', 'purple-4', 'orange-1', 'yellow-1', 'yellow-2', 'red-5', 'orange-5'];
const WORKED_STEPS: AthleticAction[] = [
  { type: 'play', card: 'blue-7', slot: 0 },
  { type: 'move', from: 1, to: 2 },
  { type: 'fill', card: 'purple-4', slot: 1 },
  { type: 'play', card: 'orange-1', slot: 2 },
  { type: 'play', card: 'yellow-1', slot: 2 },
  { type: 'play', card: 'yellow-2', slot: 2 },
  { type: 'move', from: 3, to: 2 },
  { type: 'fill', card: 'red-5', slot: 3 },
  { type: 'play', card: 'orange-5', slot: 3 },
];

test("the rules' worked example, played by clicking from a stacked deck, ends in a medal", async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const deck = stackDeck(2, [WORKED_HAND], WORKED_SLOTS);
  // Two people at one screen, so that the table stays as Olena left it (a bot would play on at once).
  let u = await startStacked(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], { firstPlayer: 0, deck });
  await page.getByRole('button', { name: 'I am Olena' }).click();
  u = await waitIdle(page);
  expect(athleticView(u).hand!.map((c) => c.id).sort()).toEqual([...WORKED_HAND].sort());
  for (const [slot, id] of WORKED_SLOTS.entries()) await expect(pile(page, slot)).toHaveAttribute('data-testid', `pile ${slot + 1} top ${face(id)}`);
  await expect(page.getByText('Played this turn: 0 cards')).toBeVisible();

  // PLAY 7 blue on S1; MOVE S2 onto S3: S2 is a hole and S3 shows 1 pink on top of 1 blue.
  u = await clickStep(page, WORKED_STEPS[0]);
  await expect(pile(page, 0)).toHaveAttribute('data-testid', 'pile 1 top blue 7 bottom purple 7');
  u = await clickStep(page, WORKED_STEPS[1]);
  await expect(hole(page, 1)).toBeVisible();
  await expect(pile(page, 2)).toHaveAttribute('data-testid', 'pile 3 top pink 1 bottom blue 1');
  // FILL S2 with 4 purple; 1 orange, 1 yellow, 2 yellow on S3.
  for (const step of WORKED_STEPS.slice(2, 6)) u = await clickStep(page, step);
  await expect(pile(page, 1)).toHaveAttribute('data-testid', 'pile 2 top purple 4');
  await expect(pile(page, 2)).toHaveAttribute('data-testid', 'pile 3 top yellow 2 bottom blue 1');
  await expect(page.getByText('Played this turn: 5 cards')).toBeVisible();
  // MOVE S4 (3 yellow) onto S3; FILL S4 with 5 red; 5 orange on it: the hand is empty.
  u = await clickStep(page, WORKED_STEPS[6]);
  await expect(hole(page, 3)).toBeVisible();
  await expect(pile(page, 2)).toHaveAttribute('data-testid', 'pile 3 top yellow 3 bottom blue 1');
  u = await clickStep(page, WORKED_STEPS[7]);
  u = await clickStep(page, WORKED_STEPS[8]);

  const view = athleticView(u);
  expect(view.players[0].medals).toBe(1);
  expect(cardsOf(view, 0).at(-1)).toBe('blue-7');
  expect(cardsOf(view, 1)).toEqual(['purple-4']);
  expect(cardsOf(view, 2)).toEqual(['blue-1', 'pink-1', 'orange-1', 'yellow-1', 'yellow-2', 'yellow-3']);
  expect(cardsOf(view, 3)).toEqual(['red-5', 'orange-5']);
  // The medal is on Olena's panel and she drew 7 new cards.
  await expect(page.getByRole('list', { name: '1 of 5 medals' })).toBeVisible();
  const log = page.getByRole('complementary', { name: 'What happened' });
  await expect(log).toContainText('Olena empties the hand and wins a medal (1 in all)!');
  await expect(log).toContainText('Olena draws 7 cards');
  expect(view.players[0].handCount).toBe(7);
  // The turn passes to Petro: the curtain comes first.
  expect(u.curtain).toEqual({ seat: 1, name: 'Petro' });
});

test('the partial-move variant asks how many cards to move', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const deck = stackDeck(2, [['red-4']], ['red-3', 'blue-4', 'yellow-9', 'orange-9', 'pink-10']);
  await startStacked(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], { firstPlayer: 0, deck, allowPartialMoves: true });
  let u = await clickStep(page, { type: 'play', card: 'red-4', slot: 0 });
  expect(cardsOf(athleticView(u), 0)).toEqual(['red-3', 'red-4']);
  await drag(page, pile(page, 0), pile(page, 1));
  const dialog = page.getByRole('dialog', { name: 'How many cards to move?' });
  await expect(dialog.getByRole('button', { name: 'The top 2 cards' })).toBeVisible();
  await dialog.getByRole('button', { name: 'The top card' }).click();
  u = await waitIdle(page);
  expect(cardsOf(athleticView(u), 0)).toEqual(['red-3']);
  expect(cardsOf(athleticView(u), 1)).toEqual(['blue-4', 'red-4']);
});

test('dragging: an illegal drop is refused and the card returns; legal drops, keys and a pile dragged onto another play', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Fast');
  let u = await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], MEDAL_SEED, { 'First player': '0' });
  const deal = athleticDeal(MEDAL_SEED, 2, { firstPlayer: 0 });
  expect(deal.slots[0]).toEqual(['red-7']);

  // purple 1 does not fit on red 7: refused with the reason, nothing sent, the card still in the hand.
  await drag(page, handCard(page, 'purple-1'), pile(page, 0));
  await expect(page.getByText('purple 1 does not fit on red 7: same value, or same colour one up or down.')).toBeVisible();
  u = await waitIdle(page);
  expect(u.turn).toBe(0);
  expect(athleticView(u).playedThisTurn).toEqual([]);
  await expect(handCard(page, 'purple-1')).toBeVisible();
  await expect(pile(page, 0)).toHaveAttribute('data-testid', 'pile 1 top red 7');

  // While a card is picked its targets glow and the status names it; Escape drops the pick.
  await handCard(page, 'blue-7').click();
  await expect(page.getByText('Olena: choose a pile or a hole for blue 7')).toBeVisible();
  await expect(handCard(page, 'blue-7')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(handCard(page, 'blue-7')).toHaveAttribute('aria-pressed', 'false');

  // A legal drop: blue 7 on red 7 (same value).
  await drag(page, handCard(page, 'blue-7'), pile(page, 0));
  u = await waitIdle(page);
  expect(cardsOf(athleticView(u), 0)).toEqual(['red-7', 'blue-7']);
  await expect(pile(page, 0)).toHaveAttribute('data-testid', 'pile 1 top blue 7 bottom red 7');
  await expect(handCard(page, 'blue-7')).toHaveCount(0);

  // Keyboard: Enter picks the focused card, the digit of a slot plays it there.
  await handCard(page, 'pink-6').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('5');
  u = await waitIdle(page);
  expect(cardsOf(athleticView(u), 4)).toEqual(['pink-5', 'pink-6']);
  // The played card's button is gone; keyboard focus stays in the hand.
  await expect(page.locator(':focus')).toHaveAttribute('data-testid', /^card hand /);
  // Undo takes the card back into the hand (a step inside one's own turn reveals nothing); play it again.
  await page.getByRole('button', { name: /Undo/ }).click();
  u = await waitIdle(page);
  expect(cardsOf(athleticView(u), 4)).toEqual(['pink-5']);
  await expect(handCard(page, 'pink-6')).toBeVisible();
  await expect(page.getByText('Played this turn: 1 card', { exact: true })).toBeVisible();
  u = await clickStep(page, MEDAL_LINE[1]);
  expect(cardsOf(athleticView(u), 4)).toEqual(['pink-5', 'pink-6']);

  for (const step of MEDAL_LINE.slice(2, 5)) u = await clickStep(page, step);
  // MOVE by dragging pile 2 (top red 3) onto pile 3 (red 4): pile 2 becomes a hole, its bottom purple 3 the new top.
  await drag(page, pile(page, 1), pile(page, 2));
  u = await waitIdle(page);
  expect(athleticView(u).slots[1]).toBeNull();
  expect(cardsOf(athleticView(u), 2)).toEqual(['red-4', 'red-3', 'purple-3']);
  await expect(hole(page, 1)).toBeVisible();
  await expect(pile(page, 2)).toHaveAttribute('data-testid', 'pile 3 top purple 3 bottom red 4');

  // A pile dropped on a hole is refused.
  await drag(page, pile(page, 3), hole(page, 1));
  await expect(page.getByText('A pile cannot be moved into a hole: only a card from the hand fills a hole.')).toBeVisible();
  expect((await waitIdle(page)).turn).toBe(u.turn);
  await expect(pile(page, 3)).toHaveAttribute('data-testid', 'pile 4 top orange 1');
  // So is a pile clicked onto a pile its top does not fit.
  await pile(page, 3).click();
  await expect(page.getByText('Olena: choose the pile to move pile 4 onto')).toBeVisible();
  await pile(page, 0).click();
  await expect(page.getByText('Pile 4 cannot go onto pile 1: its top orange 1 does not fit on orange 7.')).toBeVisible();
  expect((await waitIdle(page)).turn).toBe(u.turn);

  // End turn: the two cards left are kept and 3 are drawn.
  await page.getByRole('button', { name: 'End turn' }).click();
  await expect(page.getByRole('complementary', { name: 'What happened' })).toContainText('Olena ends the turn with 2 cards left');
  await expect(page.getByRole('complementary', { name: 'What happened' })).toContainText('Olena draws 3 cards');
  await expect.poll(async () => athleticView(await waitIdle(page)).players[0].handCount).toBe(5);
});

test('two humans: the hand hides behind the curtain until the next player confirms', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const seed = 11;
  let u = await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], seed, { 'First player': '0' });
  const deal = athleticDeal(seed, 2, { firstPlayer: 0 });
  // Two humans share the screen: the first one confirms before the hand shows.
  expect(u.curtain).toEqual({ seat: 0, name: 'Olena' });
  await expect(page.getByTestId(/^card hand /)).toHaveCount(0);
  await page.getByRole('button', { name: 'I am Olena' }).click();
  u = await waitIdle(page);
  expect(u.curtain).toBeNull();
  await expect(page.getByTestId(/^card hand /)).toHaveCount(7);
  for (const id of deal.hands[0]) await expect(handCard(page, id)).toBeVisible();

  // Olena plays pink 7 on orange 7, then ends her turn.
  u = await clickStep(page, { type: 'play', card: 'pink-7', slot: 0 });
  expect(cardsOf(athleticView(u), 0)).toEqual(['orange-7', 'pink-7']);
  u = await clickStep(page, { type: 'stop' });
  expect(u.curtain).toEqual({ seat: 1, name: 'Petro' });
  expect(athleticView(u).hand).toBeNull();
  await expect(page.getByRole('button', { name: 'I am Petro' })).toBeVisible();
  await expect(page.getByTestId(/^card hand /)).toHaveCount(0);
  // The table itself stays public behind the curtain.
  await expect(pile(page, 0)).toHaveAttribute('data-testid', 'pile 1 top pink 7 bottom orange 7');

  await page.getByRole('button', { name: 'I am Petro' }).click();
  u = await waitIdle(page);
  expect(u.curtain).toBeNull();
  expect(u.humanToAct).toBe(1);
  await expect(page.getByTestId(/^card hand /)).toHaveCount(7);
  for (const id of deal.hands[1]) await expect(handCard(page, id)).toBeVisible();
  for (const id of deal.hands[0]) await expect(handCard(page, id)).toHaveCount(0);
  await expect(page.getByText('Petro: play cards onto the piles, or end the turn')).toBeVisible();

  // The hand is laid out by colour then value; the toggle sorts it by value then colour.
  const order = ['blue', 'purple', 'pink', 'orange', 'yellow', 'red'];
  const [colourOf, valueOf] = [(id: string) => order.indexOf(id.split('-')[0]), (id: string) => Number(id.split('-')[1])];
  const leftToRight = async () => {
    const xs = await Promise.all(deal.hands[1].map(async (id) => ({ id, x: (await handCard(page, id).boundingBox())!.x })));
    return xs.sort((a, b) => a.x - b.x).map((c) => c.id);
  };
  expect(await leftToRight()).toEqual([...deal.hands[1]].sort((a, b) => colourOf(a) - colourOf(b) || valueOf(a) - valueOf(b)));
  await page.getByRole('button', { name: 'Sort: colour' }).click();
  await expect(page.getByRole('button', { name: 'Sort: value' })).toBeVisible();
  await expect.poll(leftToRight).toEqual([...deal.hands[1]].sort((a, b) => valueOf(a) - valueOf(b) || colourOf(a) - colourOf(b)));
});

test('one human against two bots plays a one-medal game to the results', async ({ page }) => {
  test.setTimeout(240_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startAthletic(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Bot Normal', level: 'normal' },
    { kind: 'bot', name: 'Bot Hard', level: 'hard' },
  ], 2024, { 'Medals to win': '1' });
  const results = page.getByRole('heading', { name: 'Final score' });
  for (let step = 0; step < 500 && !(await results.isVisible()); step++) {
    const u = await waitIdle(page);
    if (u.outcome) break;
    expect(u.curtain).toBeNull(); // one human: never a curtain
    if (u.humanToAct !== 0) {
      await page.waitForTimeout(50);
      continue;
    }
    // Olena plays the first card that fits (a play, else a fill), else ends her turn.
    const legal = u.legal as unknown as AthleticAction[];
    const next = legal.find((a) => a.type === 'play') ?? legal.find((a) => a.type === 'fill') ?? legal.find((a) => a.type === 'stop')!;
    await clickStep(page, next);
  }
  await expect(results).toBeVisible();
  const final = await waitIdle(page);
  const view = athleticView(final);
  expect(final.outcome!.reason).toBe('medals');
  const winner = final.outcome!.winners[0];
  expect(view.players[winner].medals).toBe(1);
  expect(view.players[winner].handCount).toBe(0);
  const dialog = page.getByRole('dialog');
  for (const name of ['Olena', 'Bot Normal', 'Bot Hard']) await expect(dialog.getByRole('rowheader', { name, exact: true })).toBeVisible();
});

/** The README's pictures: CARD_TABLE_SCREENS=docs writes them into docs/, else into test-results/screens. */
const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
const shot = (page: Page, name: string) => page.screenshot({ path: join(DIR, `${name}.png`) });

/** The step a hint's toast names ("Hint: play blue 4 on pile 3."), read back as an action. */
function hintedAction(text: string): AthleticAction {
  const card = (words: string) => words.replace(' ', '-');
  let m = /^Hint: play (\w+ \d+) on pile (\d)\.$/.exec(text);
  if (m) return { type: 'play', card: card(m[1]!), slot: Number(m[2]) - 1 };
  m = /^Hint: put (\w+ \d+) into hole (\d)\.$/.exec(text);
  if (m) return { type: 'fill', card: card(m[1]!), slot: Number(m[2]) - 1 };
  m = /^Hint: move pile (\d) onto pile (\d)\.$/.exec(text);
  if (m) return { type: 'move', from: Number(m[1]) - 1, to: Number(m[2]) - 1 };
  if (text === 'Hint: end the turn.') return { type: 'stop' };
  throw new Error(`a hint that names no step: "${text}"`);
}

test('Hint names a legal step, lights it up on the table in gold, and following it plays it', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  let u = await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'hard' }], MEDAL_SEED, { 'First player': '0' });
  const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
  const hinted = page.locator('.card-button[data-hint]');
  const message = page.locator('.table-message');
  // Three hints in a row, each followed: each names a step the engine allows now, and the table marks it.
  for (let round = 0; round < 3; round++) {
    expect(u.humanToAct).toBe(0);
    await expect(hintButton).toBeEnabled();
    await expect(hinted).toHaveCount(0);
    // The earlier hint's message is wiped, so the new one is read even when it says the same.
    await message.evaluate((el) => (el.textContent = ''));
    await hintButton.click();
    const fresh = message.filter({ hasText: /^Hint: / });
    await expect(fresh).toHaveCount(1);
    const text = (await fresh.textContent()) ?? '';
    const action = hintedAction(text);
    expect(u.legal as unknown as AthleticAction[]).toContainEqual(action);
    if (action.type === 'play') {
      await expect(handCard(page, action.card)).toHaveAttribute('data-hint', 'true');
      await expect(pile(page, action.slot)).toHaveAttribute('data-hint', 'true');
      await expect(hinted).toHaveCount(2);
    } else if (action.type === 'fill') {
      await expect(handCard(page, action.card)).toHaveAttribute('data-hint', 'true');
      await expect(hole(page, action.slot)).toHaveAttribute('data-hint', 'true');
      await expect(hinted).toHaveCount(2);
    } else if (action.type === 'move') {
      await expect(pile(page, action.from)).toHaveAttribute('data-hint', 'true');
      await expect(pile(page, action.to)).toHaveAttribute('data-hint', 'true');
      await expect(hinted).toHaveCount(2);
    } else {
      await expect(page.getByRole('button', { name: 'End turn' })).toHaveClass(/\bhinted\b/);
      await expect(hinted).toHaveCount(0);
    }
    if (round === 0) {
      mkdirSync(DIR, { recursive: true });
      await shot(page, 'athletic-hint');
    }
    // Following the hint plays exactly that step; the next update clears the marks.
    const steps = athleticView(u).steps.length;
    u = await clickStep(page, action);
    await expect(hinted).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'End turn' })).not.toHaveClass(/\bhinted\b/);
    if (action.type === 'stop') break;
    expect(athleticView(u).steps).toHaveLength(steps + 1);
    expect(athleticView(u).steps.at(-1)!.type).toBe(action.type);
  }
});

test('pictures: a mid-game table with a card picked, other window sizes, a medal moment', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(DIR, { recursive: true });
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startAthletic(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Petro', level: 'hard' },
    { kind: 'bot', name: 'Maria', level: 'normal' },
  ], 31, { 'First player': '0' });
  // Play on (the first card that fits, else End turn) until the piles have grown.
  let u = await waitIdle(page);
  for (let step = 0; step < 300; step++) {
    u = await waitIdle(page);
    if (u.humanToAct !== 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const view = athleticView(u);
    const deep = view.slots.filter((s) => s && s.cards.length >= 3).length;
    const legal = u.legal as unknown as AthleticAction[];
    const play = legal.find((a) => a.type === 'play');
    const move = legal.find((a) => a.type === 'move');
    // Best: open a hole with a MOVE, so the picture shows one; late in the search, any table with a play.
    if (view.round >= 2 && deep >= 2 && move) {
      u = await clickStep(page, move);
      break;
    }
    if (view.round >= 6 && deep >= 2 && play && view.playedThisTurn.length >= 1) break;
    await clickStep(page, play ?? legal.find((a) => a.type === 'fill') ?? legal.find((a) => a.type === 'stop')!);
  }
  const choices = u.legal as unknown as AthleticAction[];
  const picked = (choices.find((a) => a.type === 'play') ?? choices.find((a) => a.type === 'fill')) as Extract<AthleticAction, { type: 'play' | 'fill' }>;
  await handCard(page, picked.card).click();
  await expect(handCard(page, picked.card)).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'athletic-table');
  for (const [w, h] of [[1024, 680], [1920, 1080]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join('test-results', 'screens', `athletic-table-${w}x${h}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The medal: the worked-example-like turn, its last card played at slow speed.
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], MEDAL_SEED, { 'First player': '0' });
  for (const step of MEDAL_LINE.slice(0, -1)) await clickStep(page, step);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await setSettings(page, 'English', 'Slow');
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitIdle(page);
  const last = MEDAL_LINE[MEDAL_LINE.length - 1] as Extract<AthleticAction, { type: 'fill' }>;
  await handCard(page, last.card).click();
  await hole(page, last.slot).click();
  // A picture, not an assertion: the medal is held up in the middle of the table for about a second.
  await page.waitForTimeout(1500);
  await shot(page, 'athletic-medal');
  const done = await waitIdle(page);
  expect(athleticView(done).players[0].medals).toBe(1);
});
