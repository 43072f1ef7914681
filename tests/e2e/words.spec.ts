/**
 * Klepka Words in the browser host with the real dictionary: composing by clicking and by typing with
 * the score preview, a rejected word with its reason (English and Ukrainian), a batch of flips with its
 * quota, and a whole game against bots. Also photographs composing and the score sheet
 * (test-results/screens, or docs/ with CARD_TABLE_SCREENS=docs).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TableUpdate } from '../../src/common/contract';
import { UK_LAYOUT } from '../../src/renderer/games/words/keys';
import { wordsEn, wordsUk } from '../../src/renderer/games/words/strings';
import { openMenu, setSettings, waitIdle } from './helpers';
import { cardAt, distinctLetterCells, flipCell, gridCard, handCard, pairCells, startWords, viewOf, waitForSeat, wordsDeal, type WordsState } from './words-helpers';

const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });
mkdirSync(join('test-results', 'screens'), { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(DIR, `${name}.png`) });
/** Pictures for looking at, never for the README. */
const look = (page: Page, name: string) => page.screenshot({ path: join('test-results', 'screens', `${name}.png`) });

const SEED = 4242;
// No EXCHANGE or CHAOS in these games: the bot cannot move the cards the test knows about.
const QUIET = { 'First player': '0', 'CHAOS cards': '0', 'EXCHANGE cards': '0', 'Time to react (seconds)': '0' };
const QUIET_OPTIONS = { firstPlayer: 0, chaos: 0, exchange: 0, reactionTimeoutMs: 0 };
/** Words Olena makes in the game against bots when her cards allow. */
const OLENA_WORDS = ['нота', 'тон', 'кіт', 'сон', 'ніс', 'рот', 'рак', 'мак', 'так', 'там', 'ліс', 'сир', 'дно', 'він', 'вона', 'око', 'але', 'ми', 'ти'];

const KEY_OF = new Map(Object.entries(UK_LAYOUT).map(([code, letter]) => [letter, code]));

/** Types a word on the physical keys of the Ukrainian layout (keyboard.type would send text without key events). */
async function typeWord(page: Page, word: string): Promise<void> {
  for (const ch of word) await page.keyboard.press(KEY_OF.get(ch)!);
}

/**
 * Olena's first turn: takes the pairs of `letters` one after another (each pair earns the next flip;
 * blue unless written "Р:yellow"), then ends on two unlike letters.
 */
async function collectPairs(page: Page, deal: WordsState, pairs: string[]): Promise<TableUpdate> {
  let u = await waitIdle(page);
  expect(viewOf(u).phase).toBe('compose');
  const letters = pairs.map((p) => p.split(':')[0]!);
  for (const pair of pairs) {
    const [letter, colour] = pair.split(':') as [string, 'yellow' | undefined];
    const [a, b] = pairCells(deal, viewOf(u), letter, colour ?? 'blue');
    await flipCell(page, a);
    u = await flipCell(page, b);
    expect(viewOf(u).players[0]!.cards.filter((c) => c.kind === 'letter' && c.letter === letter)).toHaveLength(2);
  }
  const [x, y] = distinctLetterCells(deal, viewOf(u), 2, letters);
  await flipCell(page, x!);
  await flipCell(page, y!);
  return waitForSeat(page, 0);
}

async function newQuietGame(page: Page, letters: string[]): Promise<{ deal: WordsState; u: TableUpdate }> {
  await startWords(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], SEED, QUIET);
  const deal = wordsDeal(SEED, 2, QUIET_OPTIONS);
  // The first turn, without a letter, says one thing: the status line; the tray adds no second instruction.
  await expect(page.locator('.topbar .status').filter({ hasText: 'Olena: no letters yet: click a card on the table to flip it' })).toBeVisible();
  await expect(page.locator('.row-hint')).toHaveText('');
  await expect(page.locator('.flip-info')).toBeHidden();
  await expect(page.locator('.turn-words-wrap')).toBeHidden();
  const u = await collectPairs(page, deal, letters);
  expect(viewOf(u).phase).toBe('compose');
  expect(viewOf(u).active).toBe(0);
  return { deal, u };
}

test('a word composed by clicking shows its score before it is made, then goes on the score sheet', async ({ page }) => {
  test.setTimeout(300_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await newQuietGame(page, ['К', 'І', 'Т']);
  const tray = page.getByRole('region', { name: /Your letters/ }).or(page.locator('.words-tray'));
  // A hint lays the hard bot's word into the row (or says to go on flipping); either way the row agrees with it.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hint = page.locator('.table-message').filter({ hasText: /^Hint: / });
  await expect(hint).toBeVisible();
  const said = /«(.+)»/.exec((await hint.textContent()) ?? '');
  if (said) await expect(tray.locator('.preview-word')).toHaveText(`«${said[1]}»`);
  else await expect(hint).toHaveText('Hint: stop composing and flip cards.');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId(/^in word: /)).toHaveCount(0);
  // A card dragged into the row joins the word; a click on it in the row takes it back.
  await handCard(page, 'letter Т 1 point blue').dragTo(page.getByRole('list', { name: 'Your word' }));
  await expect(page.getByTestId('in word: letter Т 1 point blue')).toHaveCount(1);
  await page.getByTestId('in word: letter Т 1 point blue').click();
  await expect(page.getByTestId(/^in word: /)).toHaveCount(0);
  await handCard(page, 'letter К 2 points blue').click();
  await handCard(page, 'letter І 1 point blue').click();
  await handCard(page, 'letter Т 1 point blue').click();
  // The row holds the three cards; the preview: 2 + 1 + 1 = 4, one colour x2 = 8.
  await expect(page.getByTestId(/^in word: /)).toHaveCount(3);
  await expect(tray.locator('.preview-word')).toHaveText('«кіт»');
  await expect(tray.locator('.preview-points')).toHaveText('8 points');
  await expect(tray.locator('.preview-detail')).toHaveText('2 + 1 + 1 = 4 · one colour ×2');
  await page.getByRole('button', { name: 'Make the word' }).click();
  const u = await waitIdle(page);
  const me = viewOf(u).players[0]!;
  expect(me.words.map((w) => [w.word, w.points, w.doubled])).toEqual([['кіт', 8, true]]);
  expect(me.cards).toHaveLength(3);
  // On the panel, in the words of this turn, and on the score sheet.
  const panel = page.locator('[data-seat="0"]');
  await expect(panel.locator('.score strong')).toHaveText('11');
  await expect(panel.getByText('кіт')).toBeVisible();
  await expect(page.locator('.turn-words')).toContainText('кіт');
  await page.getByRole('button', { name: 'Score sheet' }).click();
  const sheet = page.getByRole('region', { name: 'Score sheet of Olena' });
  await expect(sheet.getByRole('rowheader', { name: 'кіт' })).toBeVisible();
  await expect(sheet.locator('tfoot tr.total td')).toHaveText('11');
  await page.getByRole('button', { name: 'Close' }).click();
  // One word made: the next flip is two pairs.
  await expect(page.getByText('Then flip 2 pairs: each word adds one more.')).toBeVisible();
});

test('a word typed on the keyboard, then a batch of flips: the quota counts down and the cards stay up until the batch resolves', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const { deal } = await newQuietGame(page, ['К', 'І', 'Т', 'О', 'Н']);
  // Typing puts the matching cards in place.
  await typeWord(page, 'кіт');
  await expect(page.getByTestId(/^in word: /)).toHaveCount(3);
  await expect(page.locator('.preview-points')).toHaveText('8 points');
  await page.keyboard.press('Enter');
  let u = await waitIdle(page);
  await typeWord(page, 'тон');
  await page.keyboard.press('Enter');
  u = await waitIdle(page);
  expect(viewOf(u).players[0]!.words.map((w) => w.word)).toEqual(['кіт', 'тон']);
  expect(viewOf(u).flipQuota).toBe(3);
  await expect(page.locator('.turn-words li')).toHaveText(['кіт 8×2', 'тон 6×2']);
  await look(page, 'words-compose-typed');

  // Two words: three pairs, six cards of six different letters.
  await page.getByRole('button', { name: 'Done: flip cards' }).click();
  u = await waitIdle(page);
  expect(viewOf(u).phase).toBe('flip');
  await expect(page.getByText('Flip 3 pairs: 6 of 6 cards left')).toBeVisible();
  const cells = distinctLetterCells(deal, viewOf(u), 6, ['К', 'І', 'Т', 'О', 'Н']);
  const petroTurns = page.locator('.log-list li').filter({ hasText: "Petro's turn." });
  const turnsBefore = await petroTurns.count();
  for (const [i, cell] of cells.entries()) {
    u = await flipCell(page, cell);
    if (i < 5) {
      await expect(page.getByText(`Flip 3 pairs: ${5 - i} of 6 cards left`)).toBeVisible();
      if (i === 2) await look(page, 'words-batch');
      await expect(page.locator('.topbar .status').filter({ hasText: 'Olena: flip' })).toHaveText(5 - i === 1 ? 'Olena: flip 1 more card' : `Olena: flip ${5 - i} more cards`);
      // Every card of the batch so far is face up, showing its letter.
      for (const up of cells.slice(0, i + 1)) {
        const card = cardAt(deal, up)!;
        await expect(gridCard(page, up)).toHaveAttribute('data-testid', new RegExp(`letter ${card.kind === 'letter' ? card.letter : ''} `));
      }
    }
  }
  // No pair: all six go back face down and the turn passes.
  for (const cell of cells) await expect(gridCard(page, cell)).toHaveAttribute('data-testid', /face down$/);
  await expect(petroTurns).toHaveCount(turnsBefore + 1);
});

test('a game against two bots plays to the final score with every score sheet', async ({ page }) => {
  test.setTimeout(600_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const seed = 99;
  await startWords(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Petro', level: 'easy' },
    { kind: 'bot', name: 'Maria', level: 'hard' },
  ], seed, { 'First player': '0', 'Time to react (seconds)': '10' });
  const deal = wordsDeal(seed, 3, { firstPlayer: 0, reactionTimeoutMs: 10000 });
  const results = page.getByRole('heading', { name: 'Final score' });
  // Olena knows the deal until someone plays CHAOS; then she flips in table order.
  let dealKnown = true;
  let seenSeq = -1;
  const triedThisTurn = new Set<string>();
  let photographed = false;
  let flipsThisTurn = 0;
  for (let step = 0; step < 3000 && !(await results.isVisible()); step++) {
    const u = await waitIdle(page);
    if (u.outcome) break;
    // Mid-game, when everyone has made words: the score sheet.
    if (!photographed && u.humanToAct === 0 && !u.reaction && viewOf(u).players.filter((p) => p.words.length >= 2).length >= 2) {
      await page.getByRole('button', { name: 'Score sheet' }).click();
      await expect(page.getByRole('region', { name: 'Score sheet of Maria' })).toBeVisible();
      await shot(page, 'words-scores');
      await page.getByRole('button', { name: 'Close' }).click();
      photographed = true;
    }
    if (u.seq !== seenSeq) {
      if (u.events.some((e) => e.type === 'chaos')) dealKnown = false;
      seenSeq = u.seq;
    }
    if (u.humanToAct !== 0) {
      await page.waitForTimeout(30);
      continue;
    }
    const view = viewOf(u);
    if (u.reaction) {
      await page.getByRole('button', { name: 'Pass' }).click();
    } else if (view.phase === 'choosePairs') {
      const picks = page.getByTestId(/^choose /);
      for (let i = 0; i < view.choice!.take; i++) await picks.nth(i).click();
      await page.getByRole('button', { name: 'Take these' }).click();
    } else if (view.phase === 'compose') {
      if (flipsThisTurn > 0) triedThisTurn.clear();
      flipsThisTurn = 0;
      // A common word when the cards allow it (each word once a turn), else on to flipping (or a pass on an empty table).
      const counts = new Map<string, number>();
      for (const c of view.hand) if (c.kind === 'letter') counts.set(c.letter, (counts.get(c.letter) ?? 0) + 1);
      const fits = (w: string) => [...w.toUpperCase()].every((l, _, all) => (counts.get(l) ?? 0) >= all.filter((x) => x === l).length);
      const word = OLENA_WORDS.find((w) => fits(w) && !triedThisTurn.has(w));
      if (word) {
        triedThisTurn.add(word);
        await typeWord(page, word);
        await page.keyboard.press('Enter');
        await waitIdle(page);
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: /^(Done: flip cards|End the turn|Pass)$/ }).click();
      }
    } else if (view.phase === 'flip') {
      const down = view.cells.flatMap((c, i) => (c && !c.faceUp ? [i] : []));
      let target = down[0]!;
      flipsThisTurn++;
      const letterAt = (i: number): string | null => { const c = cardAt(deal, i); return c?.kind === 'letter' ? c.letter : null; };
      if (dealKnown && flipsThisTurn > 4) {
        // After two pairs Olena lets the bots play: two unlike letters end her turn.
        const upLetters = view.batch.map(letterAt);
        const miss = down.find((i) => letterAt(i) !== null && !upLetters.includes(letterAt(i)));
        target = miss ?? down[0]!;
      } else if (dealKnown) {
        // The partner of a lone letter of this batch, else the first card of a pair still down.
        const upLetters = view.batch.map(letterAt).filter((l): l is string => l !== null);
        const lone = upLetters.find((l) => upLetters.filter((x) => x === l).length % 2 === 1);
        const partner = lone ? down.find((i) => letterAt(i) === lone) : undefined;
        const pairStart = down.find((i) => letterAt(i) !== null && down.some((j) => j !== i && letterAt(j) === letterAt(i)));
        target = partner ?? pairStart ?? down[0]!;
      }
      await gridCard(page, target).click();
    } else {
      throw new Error(`unexpected phase for the human: ${view.phase}`);
    }
  }
  await expect(results).toBeVisible();
  const final = await waitIdle(page);
  expect(final.outcome).not.toBeNull();
  const view = viewOf(final);
  expect(view.faceDownCount).toBe(0);
  // Final scores are words + cards held, and the results show every player's score sheet.
  view.players.forEach((p, i) => expect(final.outcome!.scores[i]).toBe(p.wordPoints + p.cardsHeld));
  const dialog = page.getByRole('dialog');
  for (const name of ['Olena', 'Petro', 'Maria']) {
    await expect(dialog.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: `Score sheet of ${name}` })).toBeVisible();
  }
  expect(view.players.some((p) => p.words.length > 0)).toBe(true);
  await look(page, 'words-results');
});

/** The least width of the grid's cards at each window width (1280×800, 1024×680, 1920×1080). */
const GRID_CARD_MIN: Record<number, number> = { 1024: 36, 1280: 52, 1920: 62 };

/** The width of the grid's cards, read from their buttons (laid exactly over the cards). */
async function gridCardWidth(page: Page): Promise<number> {
  const box = await page.locator('.card-button').first().boundingBox();
  return box?.width ?? 0;
}

test('photographs: composing with the preview, and the score sheet', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await newQuietGame(page, ['К', 'І', 'Т', 'О', 'Н', 'А', 'Р:yellow', 'С:yellow', 'Е:yellow']);
  await typeWord(page, 'кіт');
  await page.keyboard.press('Enter');
  await waitIdle(page);
  // Mixed colours: no doubling in the preview.
  await typeWord(page, 'сонет');
  await expect(page.locator('.preview-points')).toHaveText('6 points');
  await expect(page.locator('.preview-detail')).toHaveText('2 + 1 + 1 + 1 + 1');
  // No pointer or focus left on a table card (its highlight would look like a choice in the picture).
  await page.mouse.move(100, 700);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shot(page, 'words-compose');
  await expect.poll(() => gridCardWidth(page)).toBeGreaterThanOrEqual(GRID_CARD_MIN[1280]);
  // The same table on a small and on a large screen (for looking at, not for the README).
  for (const [width, height] of [[1024, 680], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await expect(page.locator('.preview-points')).toBeInViewport();
    await expect(page.locator('.card-button').first()).toBeInViewport();
    // The grid takes the room the tray leaves: its cards keep a size to read the letters at a glance.
    await expect.poll(() => gridCardWidth(page)).toBeGreaterThanOrEqual(GRID_CARD_MIN[width]);
    await look(page, `words-compose-${width}x${height}`);
  }
});

test('prize cards: POLYSEMY in a word, CHAOS on chosen cards, EXCHANGE with another player; the rules', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const seed = 31;
  await startWords(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], seed, { 'First player': '0', 'Time to react (seconds)': '0' });
  const deal = wordsDeal(seed, 2, { firstPlayer: 0, reactionTimeoutMs: 0 });
  const prizeCell = (kind: string) => deal.cells.findIndex((id, i) => { const c = cardAt(deal, i); return !!id && c?.kind === 'prize' && c.prize === kind; });
  /** Passes the reaction bars until `seat` is asked to play its turn. */
  const turnOf = async (seat: number): Promise<TableUpdate> => {
    for (;;) {
      const u = await waitIdle(page);
      const asked = viewOf(u).reactionWindow?.asking === u.humanToAct;
      if (asked && u.humanToAct !== seat) {
        await page.getByRole('button', { name: 'Pass' }).click();
        continue;
      }
      if (u.humanToAct === seat) return u;
      await page.waitForTimeout(30);
    }
  };

  // Olena: three yellow pairs (each earns two more cards), then POLYSEMY and EXCHANGE.
  let u = await waitIdle(page);
  for (const letter of ['М', 'Л', 'К']) {
    const [a, b] = pairCells(deal, viewOf(u), letter, 'yellow');
    await flipCell(page, a);
    u = await flipCell(page, b);
  }
  await flipCell(page, prizeCell('polysemy'));
  await flipCell(page, prizeCell('exchange'));
  // Petro: the pair of Я, then CHAOS and a lone letter.
  u = await turnOf(1);
  const [y1, y2] = pairCells(deal, viewOf(u), 'Я', 'blue');
  await flipCell(page, y1);
  u = await flipCell(page, y2);
  await flipCell(page, prizeCell('chaos'));
  await flipCell(page, distinctLetterCells(deal, viewOf(u), 1, ['Я', 'М', 'Л', 'К'])[0]!);
  expect(viewOf(await waitIdle(page)).players.map((p) => p.cards.map((c) => (c.kind === 'prize' ? c.prize : c.letter)).sort())).toEqual([
    ['exchange', 'polysemy', 'К', 'К', 'Л', 'Л', 'М', 'М'],
    ['chaos', 'Я', 'Я'],
  ]);

  // Olena's turn starts: Petro may play CHAOS, on three cards he chooses.
  u = await turnOf(1);
  expect(viewOf(u).reactionWindow).toEqual({ kind: 'start', asking: 1 });
  expect(viewOf(u).active).toBe(0);
  await page.getByRole('group', { name: 'Petro: play a card?' }).getByRole('button', { name: 'Play CHAOS' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose cards…' }).click();
  const down = viewOf(u).cells.flatMap((c, i) => (c && !c.faceUp ? [i] : [])).slice(0, 3);
  for (const cell of down) await gridCard(page, cell).click();
  await expect(gridCard(page, down[0]!)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Shuffle 3 cards' }).click();
  await expect(page.locator('.log-list li').filter({ hasText: 'Petro plays CHAOS: 3 cards shuffled.' })).toBeVisible();

  // Olena types «молоко»: М, Л, К are hers, POLYSEMY stands for every О (0 points); one colour: 6 x2 = 12.
  u = await turnOf(0);
  if (viewOf(u).reactionWindow?.asking === 0) {
    await page.getByRole('group', { name: 'Olena: play a card?' }).getByRole('button', { name: 'Pass' }).click();
    u = await waitIdle(page);
  }
  expect(viewOf(u).phase).toBe('compose');
  expect(viewOf(u).players[1]!.cards.some((c) => c.kind === 'prize')).toBe(false);
  // By clicking: the POLYSEMY card adds a wildcard slot and asks for its letter.
  await handCard(page, 'polysemy').click();
  await expect(page.getByTestId('in word: polysemy ?')).toHaveCount(1);
  await expect(page.getByLabel('POLYSEMY stands for')).toBeFocused();
  await page.getByLabel('POLYSEMY stands for').selectOption('О');
  await expect(page.getByTestId('in word: polysemy О')).toHaveCount(1);
  await expect(page.locator('.preview-word')).toHaveText('«о»');
  await page.getByRole('button', { name: 'Clear' }).click();
  // By typing: every О the cards lack comes from the POLYSEMY.
  await typeWord(page, 'молоко');
  await expect(page.getByTestId(/^in word: polysemy О$/)).toHaveCount(3);
  await expect(page.getByLabel('POLYSEMY stands for')).toHaveValue('О');
  await expect(page.locator('.preview-points')).toHaveText('12 points');
  await expect(page.locator('.preview-detail')).toHaveText('2 + 2 + 2 = 6 · one colour ×2');
  await page.getByRole('button', { name: 'Make the word' }).click();
  u = await waitIdle(page);
  expect(viewOf(u).players[0]!.words.map((w) => [w.word, w.points, w.polysemyLetter])).toEqual([['молоко', 12, 'О']]);
  expect(viewOf(u).players[0]!.cards.some((c) => c.kind === 'prize' && c.prize === 'polysemy')).toBe(false);

  // EXCHANGE: Olena gives her К and takes Petro's Я.
  await page.getByRole('button', { name: 'Play EXCHANGE' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radiogroup', { name: 'Give one of your cards:' }).getByRole('radio', { name: 'letter К 2 points yellow' }).check();
  await dialog.getByRole('radiogroup', { name: 'Cards of Petro' }).getByRole('radio', { name: 'letter Я 4 points blue' }).check();
  await dialog.getByRole('button', { name: 'Exchange' }).click();
  u = await waitIdle(page);
  const letters = (seat: number) => viewOf(u).players[seat]!.cards.map((c) => (c.kind === 'letter' ? c.letter : c.prize)).sort();
  expect(letters(0)).toEqual(['Л', 'М', 'Я']);
  expect(letters(1)).toEqual(['К', 'Я']);

  // The rules, in short.
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { name: 'Klepka Words: the rules in short' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('POLYSEMY stands for one letter of your choice');
  await page.getByRole('button', { name: 'Close' }).click();
});

// Last: it switches the language (a saved setting) and back.
test('a rejected word says why, in English and in Ukrainian, and costs nothing', async ({ page }) => {
  // a whole first turn of pairs, then two languages: longer than the default on a loaded machine
  test.setTimeout(300_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const { u: before } = await newQuietGame(page, ['К', 'І', 'Т']);
  const held = viewOf(before).players[0]!.cards.length;
  // Composing keeps the grid's size (the tray's height under it, its width beside it), from the empty row to the refusal.
  const cardRect = () => page.locator('.card-button').first().evaluate((el) => JSON.stringify(el.getBoundingClientRect()));
  const empty = await cardRect();
  await handCard(page, 'letter І 1 point blue').click();
  await expect.poll(cardRect).toBe(empty);
  await handCard(page, 'letter К 2 points blue').click();
  await handCard(page, 'letter Т 1 point blue').click();
  // The dictionary has these letters only as the abbreviation «ІКТ»: while composing, the preview already
  // says so instead of points (the table judges the word; nothing is played).
  const abbreviation = wordsEn['err.abbreviation'].replace('{word}', 'ІКТ');
  await expect(page.locator('.preview-refused')).toHaveText(abbreviation);
  await expect(page.locator('.preview-points')).toHaveCount(0);
  await expect.poll(cardRect).toBe(empty);
  await look(page, 'words-not-a-word-en');
  // Enter makes the word (the clicked card keeps the focus, and is not clicked again): refused, with the same reason.
  await page.keyboard.press('Enter');
  const reason = page.getByRole('alert').filter({ hasText: 'ІКТ' });
  await expect(reason).toHaveText(abbreviation);
  await expect(page.locator('.preview-points')).toHaveCount(0);
  await expect.poll(cardRect).toBe(empty);
  let u = await waitIdle(page);
  expect(viewOf(u).players[0]!.cards).toHaveLength(held);
  expect(viewOf(u).players[0]!.words).toEqual([]);
  expect(u.turn).toBe(before.turn);
  // The word stays as built, so it can be fixed; a one-letter word is refused too.
  await expect(page.getByTestId(/^in word: /)).toHaveCount(3);

  // The same in Ukrainian.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await setSettings(page, 'Українська', 'Миттєво');
  await page.getByRole('button', { name: 'Продовжити' }).click();
  await waitIdle(page);
  // the cards in the tray are named in Ukrainian (the tests find them by their keys)
  await expect(handCard(page, 'letter К 2 points blue')).toHaveAccessibleName(/^Літера К, 2 очки, /);
  await handCard(page, 'letter Т 1 point blue').click();
  await handCard(page, 'letter К 2 points blue').click();
  await handCard(page, 'letter І 1 point blue').click();
  await expect(page.getByRole('button', { name: /^У слові: Літера Т/ })).toHaveCount(1);
  const notAWord = String(wordsUk['err.notInDictionary']).replace('{word}', 'ткі');
  await expect(page.locator('.preview-refused')).toHaveText(notAWord);
  await expect(page.locator('.preview-points')).toHaveCount(0);
  await look(page, 'words-not-a-word-uk');
  // one letter back and another: «тік» is a word, and shows its points again
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await handCard(page, 'letter І 1 point blue').click();
  await handCard(page, 'letter К 2 points blue').click();
  await expect(page.locator('.preview-points')).toHaveText('8 очок');
  await expect(page.locator('.preview-refused')).toHaveCount(0);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await handCard(page, 'letter К 2 points blue').click();
  await handCard(page, 'letter І 1 point blue').click();
  await expect(page.locator('.preview-refused')).toHaveText(notAWord);
  await page.getByRole('button', { name: 'Скласти слово' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ткі' })).toHaveText(notAWord);
  // The longer Ukrainian reason leaves the word row room for its three letters.
  await expect.poll(() => page.locator('.word-row').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(3 * 40);
  await look(page, 'words-refused-uk');
  await page.getByRole('button', { name: 'Очистити' }).click();
  await handCard(page, 'letter К 2 points blue').click();
  await page.getByRole('button', { name: 'Скласти слово' }).click();
  await expect(page.locator('.tray-message')).toHaveText(String(wordsUk['err.tooShort']));
  await look(page, 'words-uk');
  await page.getByRole('button', { name: 'Правила' }).click();
  await expect(page.getByRole('heading', { name: 'Клепка Слова: коротко про правила' })).toBeVisible();
  await look(page, 'words-uk-rules');
  await page.getByRole('button', { name: 'Закрити' }).click();
  u = await waitIdle(page);
  expect(viewOf(u).players[0]!.cards).toHaveLength(held);
  // Back to English for whatever runs next on this server.
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await setSettings(page, 'English', 'Instant');
});
