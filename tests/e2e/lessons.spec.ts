/**
 * "Learn to play", clicked through as a newcomer follows the coach: each lesson from the menu (or the
 * new-game form) to its summary, a move the lesson does not want answered with a friendly word, a
 * restart, playing on, and the mark on the menu. One lesson also in Ukrainian. The pictures of a lesson
 * step go to test-results/screens (CARD_TABLE_SCREENS=docs writes docs/lesson-<game>.png).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openMenu, setSettings, waitIdle } from './helpers';
import { faceName, handCard, rushView, selectCards } from './rush-helpers';
import { cardButton as drakerCard, controls as drakerControls, drakerView } from './draker-helpers';
import { coachButtonsInView, coachOf, rings, ringsAround, SIZES, summaryFits } from './lesson-helpers';

const OWN = join('test-results', 'screens');
const DIR = process.env.CARD_TABLE_SCREENS ?? OWN;
mkdirSync(DIR, { recursive: true });
mkdirSync(OWN, { recursive: true });

// a whole lesson is some 40 moves and their animations: room for a busy machine
test.describe.configure({ timeout: 300_000 });

// A test that failed in Ukrainian leaves the next ones (and the next spec files) the English they expect.
test.afterEach(async ({ page }, info) => {
  if (info.status === info.expectedStatus) return;
  await page.goto('/');
  const menu = page.getByRole('button', { name: /^(Menu|Меню)$/ }).last();
  await expect(page.getByRole('heading', { level: 1 }).or(menu)).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await setSettings(page, 'English', 'Instant');
});

/** The coach shows step `n` with these words, and points at something once the table is the learner's. */
async function atStep(page: Page, n: number, count: number, words: string | RegExp, stepWord = 'Step'): Promise<void> {
  const coach = coachOf(page);
  await expect(coach.locator('.coach-count')).toHaveText(new RegExp(`^${stepWord} ${n} \\S+ ${count}$`));
  await expect(coach.locator('.coach-text')).toContainText(words);
  await expect(rings(page).first()).toBeVisible();
}

test('Rush for Medals: the lesson from the menu to its summary, a wrong move, play on, the mark on the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await expect(page.getByText('New to these games? Learn to play')).toBeVisible();
  const item = page.locator('li.game-item', { has: page.getByRole('heading', { name: 'Rush for Medals' }) });
  await expect(item.getByText('Lesson done')).toHaveCount(0);
  await page.getByRole('button', { name: 'Learn to play Rush for Medals' }).click();

  const coach = coachOf(page);
  await expect(coach.getByRole('heading', { name: 'Coach' })).toBeVisible();
  await atStep(page, 1, 9, 'Welcome to Rush for Medals! You play against Bot.');
  // the welcome points at the whole hand: one ring per card
  await expect(rings(page)).toHaveCount(5);
  let u = await waitIdle(page);
  expect(u.lesson).toBe(true);
  expect(u.seats.map((s) => s.name)).toEqual(['Olena', 'Bot']);
  await coach.getByRole('button', { name: 'Next' }).click();

  // A move the lesson does not want is not sent: the coach says so, nothing changes.
  await atStep(page, 2, 9, 'click your Swimming 5');
  await expect(rings(page)).toHaveCount(1);
  await selectCards(page, ['boxing 3']);
  // the wrong card selected: the ring stays on the Swimming 5, not on the button that lays out the Boxing
  await ringsAround(page, [handCard(page, 'swimming 5')]);
  await page.getByRole('button', { name: 'Lay out Boxing (3)' }).click();
  await expect(coach.getByRole('alert')).toHaveText('Good idea, but this lesson needs another move now: try the highlighted one.');
  await ringsAround(page, [handCard(page, 'swimming 5')]);
  expect((await waitIdle(page)).turn).toBe(0);
  await handCard(page, 'boxing 3').click();
  await selectCards(page, ['swimming 5']);
  // the card and the button that lays it out are both pointed at
  await ringsAround(page, [handCard(page, 'swimming 5'), page.getByRole('button', { name: 'Lay out Swimming (5)' })]);
  await page.getByRole('button', { name: 'Lay out Swimming (5)' }).click();

  await atStep(page, 3, 9, 'Bot laid out Boxing 3');
  u = await waitIdle(page);
  expect(rushView(u).stacks.map((s) => [s.rank, s.owner])).toEqual([[3, 1], [5, 0]]);
  await coach.getByRole('button', { name: 'Next' }).click();

  await atStep(page, 4, 9, 'click both your Boxing 3 cards');
  await selectCards(page, ['boxing 3', 'boxing 3']);
  await page.getByRole('button', { name: 'Take over the 3 (Boxing) from Bot' }).click();

  await atStep(page, 5, 9, 'Bot played a SPONSOR and demands a card from you');
  await page.screenshot({ path: join(DIR, 'lesson-rush.png') });
  await selectCards(page, ['archery 2', 'basketball 6']);
  await page.getByRole('button', { name: 'Defend: discard the two selected cards' }).click();

  await atStep(page, 6, 9, 'Click your Swimming 5 and the COACH');
  await selectCards(page, ['swimming 5', 'coach']);
  await page.getByRole('button', { name: 'Reinforce your Swimming to 2' }).click();

  await atStep(page, 7, 9, 'Bot laid out Table tennis 7');
  await coach.getByRole('button', { name: 'Next' }).click();

  await atStep(page, 8, 9, 'Click the SPONSOR');
  await selectCards(page, ['sponsor']);
  await page.getByRole('button', { name: 'Play SPONSOR…' }).click();
  await page.getByRole('dialog', { name: 'Play SPONSOR: choose an option' }).getByRole('button', { name: /^Draw two/ }).click();

  await atStep(page, 9, 9, 'When the draw pile runs out for the second time');
  await coach.getByRole('button', { name: 'Next' }).click();
  await expect(coach.getByRole('heading', { name: 'You know the game!' })).toBeVisible();
  await expect(coach).toContainText('Hold the most sports when the game ends.');
  await expect(rings(page)).toHaveCount(0);
  await summaryFits(page, 'rush', OWN);

  // Playing on: the same match, no coach words, every move allowed.
  await coach.getByRole('button', { name: 'Keep playing this match' }).click();
  await expect(coach.locator('.coach-text')).toHaveCount(0);
  await expect(coach.getByRole('button', { name: 'Restart the lesson' })).toBeVisible();
  u = await waitIdle(page);
  const before = u.turn;
  await selectCards(page, [faceName(rushView(u).hand![0]!)]);
  await page.getByRole('button', { name: /^Discard (?!pile)/ }).click();
  await expect.poll(async () => (await waitIdle(page)).turn).toBeGreaterThan(before);
  await expect(coach.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(item.getByText('Lesson done')).toBeVisible();

  // Continued later, the lesson cannot know where the learner was: it offers a restart or free play.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(coach.locator('p', { hasText: 'This lesson was left part-way.' })).toBeVisible();
  await expect(rings(page)).toHaveCount(0);
  await coach.getByRole('button', { name: 'Play on freely' }).click();
  await expect(coach.getByRole('button', { name: 'Restart the lesson' })).toBeVisible();
  await expect(coach.locator('p')).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
});

/** The grid's card button of a cell of Klepka Football's 2×5 lesson grid ("A1", "B2"). */
const cell = (page: Page, name: string): Locator => page.getByTestId(new RegExp(`^card grid ${name}\\b`));

test('Klepka Football: the lesson from the menu to its summary', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await page.getByRole('button', { name: 'Learn to play Klepka Football' }).click();
  const coach = coachOf(page);
  await atStep(page, 1, 13, 'Welcome to Klepka Football!');
  await expect(rings(page)).toHaveCount(10);
  await coach.getByRole('button', { name: 'Next' }).click();

  await atStep(page, 2, 13, 'click A1');
  // another card is not what the lesson needs now
  await cell(page, 'B5').click();
  await expect(coach.getByRole('alert')).toContainText('try the highlighted one');
  expect((await waitIdle(page)).turn).toBe(0);
  await cell(page, 'A1').click();
  await atStep(page, 3, 13, 'Flip A2 now');
  await cell(page, 'A2').click();
  await atStep(page, 4, 13, 'B2 was the twin of your A1');
  await coach.getByRole('button', { name: 'Next' }).click();
  await atStep(page, 5, 13, 'Take the pair');
  await cell(page, 'A1').click();
  await atStep(page, 6, 13, 'its twin at B2');
  await cell(page, 'B2').click();
  await atStep(page, 7, 13, 'Now flip A3 and B4');
  await cell(page, 'A3').click();
  await atStep(page, 8, 13, 'A VAR!');
  await cell(page, 'B4').click();

  await atStep(page, 9, 13, 'you hold a YELLOW');
  await page.screenshot({ path: join(DIR, 'lesson-football.png') });
  // passing is not the lesson's move: the bar comes back
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(coach.getByRole('alert')).toContainText('try the highlighted one');
  await page.getByRole('button', { name: 'YELLOW on Bot' }).click();

  await atStep(page, 10, 13, 'Press “Use VAR”');
  await page.getByRole('button', { name: 'Use VAR' }).click();
  await cell(page, 'A2').click();
  await cell(page, 'B1').click();
  await atStep(page, 11, 13, 'Only you saw them');
  await cell(page, 'A2').click();
  await atStep(page, 12, 13, 'B1 for the pair');
  await cell(page, 'B1').click();
  await atStep(page, 13, 13, 'keep flipping until you miss');
  const u = await waitIdle(page);
  expect((u.view as { players: { points: number }[] }).players[0]!.points).toBe(14);
  await coach.getByRole('button', { name: 'Next' }).click();
  await expect(coach.getByRole('heading', { name: 'You know the game!' })).toBeVisible();
  await summaryFits(page, 'football', OWN);
  await coach.getByRole('button', { name: 'Start a real game' }).click();
  await expect(page.getByRole('heading', { name: 'New game: Klepka Football' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const item = page.locator('li.game-item', { has: page.getByRole('heading', { name: 'Klepka Football' }) });
  await expect(item.getByText('Lesson done')).toBeVisible();
});

test('Athletic Games: the lesson from the menu to its summary', async ({ page }) => {
  const hand = (id: string): Locator => page.getByTestId(`card hand ${id.replace('-', ' ')}`);
  const pile = (slot: number): Locator => page.getByTestId(new RegExp(`^pile ${slot + 1} top `));
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await page.getByRole('button', { name: 'Learn to play Athletic Games' }).click();
  const coach = coachOf(page);
  await atStep(page, 1, 15, 'Welcome to Athletic Games!');
  await coach.getByRole('button', { name: 'Next' }).click();
  await atStep(page, 2, 15, 'Put your red 5 on the red 4');
  // the blue 5 on the red 4 is no move at all; the red 5 on pile 1 is the lesson's
  await hand('red-5').click();
  await pile(0).click();
  await atStep(page, 3, 15, 'put the blue 5 on the red 5');
  // Undo takes the move back, and the coach its step
  await page.getByRole('button', { name: '↶ Undo' }).click();
  await atStep(page, 2, 15, 'Put your red 5 on the red 4');
  expect((await waitIdle(page)).turn).toBe(0);
  await hand('red-5').click();
  await pile(0).click();
  await atStep(page, 3, 15, 'put the blue 5 on the red 5');
  await hand('blue-5').click();
  await pile(0).click();
  await atStep(page, 4, 15, 'the blue 6 on the blue 5');
  await hand('blue-6').click();
  await pile(0).click();
  await atStep(page, 5, 15, 'the yellow 2 on the yellow 3');
  await hand('yellow-2').click();
  await pile(2).click();
  await atStep(page, 6, 15, 'Click pile 5 (pink 2), then pile 3');
  await page.screenshot({ path: join(DIR, 'lesson-athletic.png') });
  await pile(4).click();
  await pile(2).click();
  await atStep(page, 7, 15, 'Any card may fill a hole');
  // another card in the hole is not the lesson's move
  await hand('orange-1').click();
  await page.getByTestId('hole 5').click();
  await expect(coach.getByRole('alert')).toContainText('try the highlighted one');
  await hand('pink-9').click();
  await page.getByTestId('hole 5').click();
  await atStep(page, 8, 15, 'Press “End turn”');
  await page.getByRole('button', { name: 'End turn' }).click();
  await atStep(page, 9, 15, 'put its purple 9 on the purple 8');
  await coach.getByRole('button', { name: 'Next' }).click();
  const steps: [string, number][] = [['orange-2', 2], ['orange-1', 2], ['pink-8', 4], ['pink-7', 4], ['yellow-7', 4]];
  for (const [i, [card, slot]] of steps.entries()) {
    await atStep(page, 10 + i, 15, 'Empty your hand');
    await hand(card).click();
    await pile(slot).click();
  }
  await atStep(page, 15, 15, 'A medal!');
  await coach.getByRole('button', { name: 'Next' }).click();
  await expect(coach.getByRole('heading', { name: 'You know the game!' })).toBeVisible();
  await summaryFits(page, 'athletic', OWN);
});

test('Klepka Words: the lesson from the menu to its summary', async ({ page }) => {
  const letter = (name: string): Locator => page.getByTestId(name).and(page.locator('.hand-card:not(.in-word)')).first();
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await page.getByRole('button', { name: 'Learn to play Klepka Words' }).click();
  const coach = coachOf(page);
  const count = 24;
  await atStep(page, 1, count, 'Welcome to Klepka Words!');
  await coach.getByRole('button', { name: 'Next' }).click();
  const flips: [number, string, string][] = [
    [2, 'click A1', 'A1'],
    [3, 'Now flip A2', 'A2'],
    [4, 'Two К: the pair is yours', 'A3'],
    [5, '…and A4', 'A4'],
  ];
  for (const [n, words, name] of flips) {
    await atStep(page, n, count, words);
    await cell(page, name).click();
  }
  await atStep(page, 6, count, 'flipped B1, another И');
  await coach.getByRole('button', { name: 'Next' }).click();
  const more: [number, string, string][] = [
    [7, 'Flip the two И', 'A3'],
    [8, '…and B1', 'B1'],
    [9, 'The Т you saw at A4', 'A4'],
    [10, 'try B3', 'B3'],
    [11, 'flip B4', 'B4'],
    [12, '…and C1', 'C1'],
  ];
  for (const [n, words, name] of more) {
    await atStep(page, n, count, words);
    await cell(page, name).click();
  }
  await atStep(page, 13, count, 'C3, an М');
  await coach.getByRole('button', { name: 'Next' }).click();
  await atStep(page, 14, count, 'click К, И and Т');
  await page.screenshot({ path: join(DIR, 'lesson-words.png') });
  // a wrong word in the row: "Make the word" is not ringed (it would not make the lesson's word), the letters still wanted are
  for (const name of ['letter И 1 point blue', 'letter К 2 points blue']) await letter(name).click();
  // the player holds two К, two И and two Т: the four left in the tray are what the rings are around
  const free = page.locator('.words-tray .hand-card:not(.in-word)');
  await expect(free).toHaveCount(4);
  await ringsAround(page, [0, 1, 2, 3].map((n) => free.nth(n)));
  await page.getByRole('button', { name: 'Make the word' }).click();
  await expect(coach.getByRole('alert')).toContainText('try the highlighted one');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  for (const name of ['letter К 2 points blue', 'letter И 1 point blue', 'letter Т 1 point blue']) await letter(name).click();
  await page.getByRole('button', { name: 'Make the word' }).click();
  await atStep(page, 15, count, 'Press “Done: flip cards”');
  await page.getByRole('button', { name: 'Done: flip cards' }).click();
  for (const [i, name] of ['B2', 'C2', 'B4', 'C3'].entries()) {
    await atStep(page, 16 + i, count, 'Flip the two О');
    await cell(page, name).click();
  }
  for (const [i, name] of ['C1', 'C4'].entries()) {
    await atStep(page, 20 + i, count, 'the two А');
    await cell(page, name).click();
  }
  await atStep(page, 22, count, 'The table is empty');
  await coach.getByRole('button', { name: 'Next' }).click();
  await atStep(page, 23, count, 'Make “мама”');
  for (const name of ['letter М 2 points yellow', 'letter А 1 point yellow', 'letter М 2 points yellow', 'letter А 1 point yellow']) await letter(name).click();
  await page.getByRole('button', { name: 'Make the word' }).click();
  await atStep(page, 24, count, 'everybody passes in a row');
  const u = await waitIdle(page);
  expect((u.view as { players: { words: { word: string }[] }[] }).players[0]!.words.map((w) => w.word)).toEqual(['кит', 'мама']);
  await coach.getByRole('button', { name: 'Next' }).click();
  await expect(coach.getByRole('heading', { name: 'You know the game!' })).toBeVisible();
  await summaryFits(page, 'words', OWN);
});

test('Draker: the lesson from the menu to its summary', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await page.getByRole('button', { name: 'Learn to play Draker' }).click();
  const coach = coachOf(page);
  const bar = drakerControls(page);
  const count = 11;
  await atStep(page, 1, count, 'Welcome to Draker, dragon poker!');
  await expect(coach).toContainText('declared two attacks, 7 and 4, aimed at you');
  await coach.getByRole('button', { name: 'Next' }).click();
  await atStep(page, 2, count, 'Click 3♥ in your hand');
  await drakerCard(page, 'hearts-3').click();
  await bar.getByRole('button', { name: /^Place .* into your pool$/ }).click();
  await atStep(page, 3, count, '3 cards × 2 for the second form × 3 for the flush = 18');
  await expect(coach).toContainText('would take 11 of your life');
  await drakerCard(page, 'hearts-2').click();
  await drakerCard(page, 'hearts-4').click();
  // an attack is not what this step teaches
  await bar.getByRole('button', { name: 'Attack', exact: true }).click();
  await expect(coach.getByRole('alert')).toContainText('try the highlighted one');
  await bar.getByRole('button', { name: 'Defence', exact: true }).click();
  await atStep(page, 4, count, 'only an attack may use the common pool');
  let u = await waitIdle(page);
  expect(drakerView(u).combos.filter((c) => c.owner === 0)).toEqual([expect.objectContaining({ owner: 0, kind: 'DEF', value: 18 })]);
  await drakerCard(page, 'hearts-9').click();
  // 9♦ shows in the common pool and in the bot's attack: either picks it
  await drakerCard(page, 'diamonds-9').first().click();
  await bar.getByRole('button', { name: 'Attack', exact: true }).click();
  await atStep(page, 5, count, 'K♥ is a Spearman');
  await page.screenshot({ path: join(DIR, 'lesson-draker.png') });
  await drakerCard(page, 'hearts-K').click();
  await bar.getByRole('button', { name: 'Activate: Phalanx (cost 1/0)' }).click();
  // the defence fans its cards: 3♥ shows its left edge beside 4♥
  await drakerCard(page, 'hearts-3').first().click({ position: { x: 8, y: 30 } });
  await atStep(page, 6, count, 'That is your basic turn');
  await bar.getByRole('button', { name: 'Done', exact: true }).click();
  await atStep(page, 7, count, 'Pass only when no attack would get through');
  // the defence covers both attacks: no warning before this pass
  await bar.getByRole('button', { name: 'Pass', exact: true }).click();
  await atStep(page, 8, count, 'your defence is (4 + 20) × 2 × 3 = 144');
  await bar.getByRole('button', { name: /^Meet with / }).click();
  await atStep(page, 9, count, 'Meet the 4 too');
  await bar.getByRole('button', { name: /^Meet with / }).click();
  await atStep(page, 10, count, 'no damage to you instead of 11');
  await bar.getByRole('button', { name: 'Discard as suggested' }).click();
  await atStep(page, 11, count, 'Round 2');
  u = await waitIdle(page);
  expect([drakerView(u).round, drakerView(u).players.map((p) => p.life)]).toEqual([2, [30, 29]]);
  await coach.getByRole('button', { name: 'Next' }).click();
  await expect(coach.getByRole('heading', { name: 'You know the game!' })).toBeVisible();
  await summaryFits(page, 'draker', OWN);
});

test('Rush for Medals in Ukrainian, from the new-game form: the coach speaks Ukrainian, and a restart deals the lesson again', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'Українська', 'Миттєво');
  await expect(page.getByText('Ці ігри вам нові? Навчіться грати')).toBeVisible();
  const rushSaves = page.locator('tr', { hasText: 'Гонитва за медалями' });
  await page.getByRole('button', { name: 'Збереження', exact: true }).click();
  // the list is there once it is read (a table of saves, or the words that there is none)
  await expect(page.locator('.saves-table, .saves-body .empty')).toBeVisible();
  const before = await rushSaves.count();
  await page.getByRole('button', { name: 'Назад', exact: true }).click();
  const item = page.locator('li.game-item', { has: page.getByRole('heading', { name: 'Гонитва за медалями' }) });
  await item.getByRole('button', { name: 'Нова гра' }).click();
  await page.getByRole('button', { name: 'Навчитися грати: Гонитва за медалями' }).click();

  const coach = coachOf(page);
  await expect(coach.getByRole('heading', { name: 'Тренер' })).toBeVisible();
  await atStep(page, 1, 9, 'Вітаємо в «Гонитві за медалями»! Ви граєте проти гравця Бот.', 'Крок');
  const first = await waitIdle(page);
  expect(first.seats.map((s) => s.name)).toEqual(['Олена', 'Бот']);
  await coach.getByRole('button', { name: 'Далі' }).click();
  await atStep(page, 2, 9, 'клацніть своє Плавання 5', 'Крок');
  await selectCards(page, ['swimming 5']);
  await page.getByRole('button', { name: 'Викласти: Плавання (5)' }).click();
  await atStep(page, 3, 9, 'Бот виклав Бокс 3', 'Крок');
  await page.screenshot({ path: join(OWN, 'lesson-rush-uk.png') });

  // Restart: a new lesson match from its first step, dealt the same way.
  await coach.getByRole('button', { name: 'Почати урок знову' }).click();
  await atStep(page, 1, 9, 'Вітаємо', 'Крок');
  const again = await waitIdle(page);
  expect(again.matchId).not.toBe(first.matchId);
  expect(again.turn).toBe(0);
  expect(rushView(again).hand).toEqual(rushView(first).hand);
  // the restarted lesson's save went; the new one is listed as a lesson
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await page.getByRole('button', { name: 'Збереження', exact: true }).click();
  await expect(rushSaves).toHaveCount(before + 1);
  await expect(rushSaves.first().locator('.badge.lesson')).toHaveText('урок');
  await page.getByRole('button', { name: 'Назад', exact: true }).click();
  // the next specs expect English
  await setSettings(page, 'English', 'Instant');
});

test('every lesson\'s first steps fit small and large windows in both languages: the coach\'s buttons and what it points at are in view', async ({ page }) => {
  test.setTimeout(300_000);
  const games = [
    ['rush', 'Rush for Medals', 'Гонитва за медалями'],
    ['football', 'Klepka Football', 'Клепка Футбол'],
    ['athletic', 'Athletic Games', 'Легкоатлетичні ігри'],
    ['words', 'Klepka Words', 'Клепка Слова'],
    ['draker', 'Draker', 'Дракер'],
  ] as const;
  for (const [language, speed, learn, next, menu] of [
    ['English', 'Instant', 'Learn to play', 'Next', 'Menu'],
    ['Українська', 'Миттєво', 'Навчитися грати:', 'Далі', 'Меню'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openMenu(page);
    await setSettings(page, language, speed);
    const lang = language === 'English' ? 'en' : 'uk';
    for (const [id, en, uk] of games) {
      for (const [width, height] of SIZES) {
        const what = `${en} ${width}×${height} ${language}`;
        await page.setViewportSize({ width, height });
        await page.getByRole('button', { name: `${learn} ${language === 'English' ? en : uk}` }).click();
        // step 1: its Next (and Restart) whole and in sight
        await expect(rings(page).first()).toBeVisible();
        await coachButtonsInView(page, `${what}, step 1`);
        if (width < 1920) await page.screenshot({ path: join(OWN, `lesson-${id}-step1-${lang}-${width}.png`) });
        await coachOf(page).getByRole('button', { name: next }).click();
        await expect(coachOf(page)).toHaveAttribute('data-step', '1');
        await expect(rings(page).first()).toBeVisible();
        await coachButtonsInView(page, `${what}, step 2`);
        for (const el of [coachOf(page), rings(page).first()]) {
          const box = (await el.boundingBox())!;
          expect(box.y + box.height, what).toBeLessThanOrEqual(height + 1);
          expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
        }
        await page.screenshot({ path: join(OWN, `lesson-${id}-${lang}-${width}.png`) });
        await page.getByRole('button', { name: menu, exact: true }).click();
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await setSettings(page, 'English', 'Instant');
});
