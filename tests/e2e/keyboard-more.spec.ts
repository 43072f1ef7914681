/**
 * Klepka Football, Draker and Klepka Words by keyboard alone (page.keyboard only, started from the menu):
 * Football and Draker to their results against an Easy bot, Words through its first turns (see below);
 * Football's lesson; Draker's declaring and aiming. The focus ring is photographed
 * (CARD_TABLE_SCREENS=docs writes docs/keyboard-<game>.png, and docs/draker-zoom.png of Draker at 200% text).
 */
import { expect, test, type Page } from '@playwright/test';
import type { DrakerView } from '../../src/common/games/draker';
import type { FootballView } from '../../src/common/games/football';
import { card as drakerCard } from '../../src/main/engine/games/draker';
import { cardName } from '../../src/renderer/games/draker/faces';
import type { WordsView } from '../../src/common/games/words';
import type { TableUpdate } from '../../src/common/contract';
import { publicCard } from '../../src/renderer/games/words/faces';
import { cellName, openMenu, setSettings, showLanguage, smallFootballForm, startFromMenu, waitIdle } from './helpers';
import { focusCardByArrows, focused, focusFreeCard, instantSpeed, movedOn, pickCard, playByKeys, pressControl, shot, startByKeyboard, tabTo, toRegion, waitForTurn } from './keyboard-helpers';
import { coachOf } from './lesson-helpers';
import { cardAt, wordsDeal } from './words-helpers';
import { stackedDeck, startDraker } from './draker-helpers';

const wordsView = (u: TableUpdate) => u.view as WordsView;
/** How far apart two cells of a grid are, in rows and columns. */
const steps = (a: number, b: number, cols: number) => Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) + Math.abs((a % cols) - (b % cols));


test.use({ viewport: { width: 1280, height: 800 } });

/** R opens the table's Rules, whose Keyboard section holds `words`; Escape closes them. */
async function rulesByKeys(page: Page, words: string): Promise<void> {
  await page.keyboard.press('F6'); // out of the speed's list, which keeps its letters
  await page.keyboard.press('r');
  const rules = page.getByRole('dialog');
  await expect(rules.getByRole('heading', { name: 'Keyboard' })).toBeAttached();
  await expect(rules).toContainText(words);
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
}

test('Klepka Football: a whole match on a 2×4 grid against an Easy bot by keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await startByKeyboard(page, 'Klepka Football', 2, 31, smallFootballForm(2, 4, [2, 2], {}, { 'First player': '0', 'Time to react (seconds)': '0' }));
  await instantSpeed(page);
  // R opens the Rules, whose Keyboard section names this table's own keys
  await rulesByKeys(page, 'Enter turns the focused card over');
  let flips = 0;
  let photographed = false;
  const final = await playByKeys(page, async (u) => {
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
  }, 200);
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
  // the Rules' Keyboard section says how a combination is declared and a target picked at this table
  await rulesByKeys(page, 'Attack or Defence in the controls declares it');
  let placed = 0;
  let photographed = false;
  const final = await playByKeys(page, async (u) => {
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
  }, 400);
  expect((final.view as DrakerView).players.some((p) => p.fellIn !== null)).toBe(true);
  expect(placed).toBeGreaterThan(0);
});

/** The word Olena collects the letters of in her first turn, and makes in her second by picking them from her hand. */
const WORD = 'кіт';

/**
 * Klepka Words by keyboard, a whole match against an Easy bot: pairs turned over on the grid with the arrows,
 * a word made from letters picked in the hand region, passes and the odd group's choice from the actions,
 * until the table is empty and the match ends. The test knows the deal (its seed) to turn over pairs quickly.
 */
test('Klepka Words: a whole match against an Easy bot by keyboard alone, a word made from letters picked in the hand', async ({ page }) => {
  test.setTimeout(900_000);
  const seed = 5;
  const form = { 'POLYSEMY cards': '0', 'CHAOS cards': '0', 'EXCHANGE cards': '0', 'First player': '0', 'Time to react (seconds)': '0' };
  await startByKeyboard(page, 'Klepka Words', 2, seed, form);
  await instantSpeed(page);
  const deal = wordsDeal(seed, 2, { polysemy: 0, chaos: 0, exchange: 0, firstPlayer: 0, reactionTimeoutMs: 0 });
  const letterAt = (i: number): string | null => {
    const c = cardAt(deal, i);
    return c?.kind === 'letter' ? c.letter : null;
  };
  const wanted = [...WORD.toUpperCase()];
  let made = false;
  let photographed = false;
  let flips = 0;
  const final = await playByKeys(page, async (u) => {
    const view = wordsView(u);
    if (view.phase === 'compose') {
      const fits = wanted.every((l) => view.hand.some((c) => c.kind === 'letter' && c.letter === l));
      if (!made && fits) {
        // the letters from the hand region: the arrows reach each, Enter picks it; Enter on a picked one makes the word
        for (const l of wanted) {
          await focusFreeCard(page, publicCard(view.hand.find((c) => c.kind === 'letter' && c.letter === l)!), 'hand');
          await page.keyboard.press('Enter');
          await expect(page.locator(':focus')).toHaveAttribute('aria-disabled', 'true');
        }
        await expect(page.getByTestId(/^in word: /)).toHaveCount(wanted.length);
        if (!photographed) {
          await shot(page, 'keyboard-words');
          photographed = true;
        }
        await page.keyboard.press('Enter');
        await expect.poll(async () => wordsView(await waitIdle(page)).players[0]!.words.map((w) => w.word)).toContain(WORD);
        made = true;
        return;
      }
      await pressControl(page, /^(Done: flip cards|End the turn|Pass)$/);
    } else if (view.phase === 'choosePairs') {
      // the odd group's cards are the actions' buttons: Enter on as many as taken, then "Take these"
      await toRegion(page, 'actions');
      for (let n = 0, i = 0; n < view.choice!.take && i < 60; i++) {
        const free = await page.evaluate(() => /^choose /.test(document.activeElement?.getAttribute('data-testid') ?? '') && document.activeElement?.getAttribute('aria-pressed') !== 'true');
        if (free) {
          await page.keyboard.press('Enter');
          n++;
        } else await page.keyboard.press('Tab');
      }
      await pressControl(page, /^Take these$/);
    } else if (!view.cells.some((c) => c && !c.faceUp)) {
      await pressControl(page, /^(Done: flip cards|End the turn|Pass)$/);
    } else {
      // the partner of a lone letter of this batch, else a pair still down (the word's letters first);
      // once the word's letters are held, unlike letters end the turn
      const down = view.cells.flatMap((c, i) => (c && !c.faceUp ? [i] : []));
      const up = view.batch.map(letterAt).filter((l): l is string => l !== null);
      const lone = up.find((l) => up.filter((x) => x === l).length % 2 === 1);
      const pairOf = (i: number) => letterAt(i) !== null && down.some((j) => j !== i && letterAt(j) === letterAt(i));
      const held = new Set(view.hand.flatMap((c) => (c.kind === 'letter' ? [c.letter] : [])));
      const stillWanted = made ? [] : wanted.filter((l) => !held.has(l));
      // before the word: its letters held, an unlike letter ends the turn; after it, pairs until the table is empty
      const miss = !made && stillWanted.length === 0 ? down.find((i) => letterAt(i) !== null && !up.includes(letterAt(i)!)) : undefined;
      // of the cards that will do, the nearest to the focus: fewer presses
      const at = /^card grid ([A-Z])(\d+) /.exec((await focused(page)).testid);
      const from = at ? (at[1]!.charCodeAt(0) - 65) * view.cols + Number(at[2]) - 1 : 0;
      const near = (list: number[]) => list.sort((a, b) => steps(a, from, view.cols) - steps(b, from, view.cols))[0];
      const target = miss ?? (lone ? down.find((i) => letterAt(i) === lone) : undefined) ?? near(down.filter((i) => pairOf(i) && stillWanted.includes(letterAt(i)!))) ?? near(down.filter(pairOf)) ?? down[0]!;
      await focusCardByArrows(page, new RegExp(`^card grid ${cellName(target, view.cols)} `), 'piles');
      await page.keyboard.press('Enter');
      flips++;
    }
  }, 1500);
  expect(made).toBe(true);
  expect(photographed).toBe(true);
  const after = wordsView(final);
  expect(after.players[0]!.words.map((w) => w.word)).toContain(WORD);
  expect(after.cells.every((c) => c === null)).toBe(true);
  expect(flips).toBeGreaterThan(10);
});

test('Klepka Football: the lesson by keyboard alone, from the menu to its summary', async ({ page }) => {
  test.setTimeout(180_000);
  const coach = coachOf(page);
  const atStep = async (n: number, words: string): Promise<void> => {
    await expect(coach.locator('.coach-count')).toHaveText(new RegExp(`^Step ${n} \\S+ 13$`));
    await expect(coach.locator('.coach-text')).toContainText(words);
  };
  /** A button by Tab and Enter (the coach's Next, the table's controls). */
  const pressButton = async (name: string): Promise<void> => {
    await tabTo(page, page.getByRole('button', { name, exact: true }), 80);
    await page.keyboard.press('Enter');
  };
  const flip = (name: string) => pickCard(page, new RegExp(`^card grid ${name} `), 'piles');
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Card Table', level: 1 });
  const menu = page.getByRole('button', { name: 'Menu', exact: true }).last();
  await expect(heading.or(menu)).toBeVisible();
  if (await menu.isVisible()) {
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, page.getByRole('button', { name: 'Learn to play Klepka Football' }), 120);
  await page.keyboard.press('Enter');
  await atStep(1, 'Welcome to Klepka Football!');
  await instantSpeed(page);
  await pressButton('Next');
  await atStep(2, 'click A1');
  await flip('A1');
  await atStep(3, 'Flip A2 now');
  await flip('A2');
  await atStep(4, 'B2 was the twin of your A1');
  await pressButton('Next');
  await atStep(5, 'Take the pair');
  await flip('A1');
  await atStep(6, 'its twin at B2');
  await flip('B2');
  await atStep(7, 'Now flip A3 and B4');
  await flip('A3');
  await atStep(8, 'A VAR!');
  await flip('B4');
  await atStep(9, 'you hold a YELLOW');
  await pressControl(page, /^YELLOW on Bot$/);
  await atStep(10, 'Press “Use VAR”');
  await pressControl(page, /^Use VAR$/);
  await flip('A2');
  await flip('B1');
  await atStep(11, 'Only you saw them');
  await flip('A2');
  await atStep(12, 'B1 for the pair');
  await flip('B1');
  await atStep(13, 'keep flipping until you miss');
  expect((await waitIdle(page)).view).toMatchObject({ players: [{ points: 14 }, {}] });
  await pressButton('Next');
  await expect(coach.getByRole('heading', { name: 'You know the game!' })).toBeVisible();
  await pressButton('Start a real game');
  await expect(page.getByRole('heading', { name: 'New game: Klepka Football' })).toBeVisible();
});

test('Draker by keyboard: a defence declared from cards picked on the table, and Volley aimed at a player in the opponents region', async ({ page }) => {
  test.setTimeout(120_000);
  const name = (id: string) => cardName(drakerCard(id));
  const pick = async (id: string, region: string) => {
    await pickCard(page, name(id), region);
    await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
  };
  // Olena holds 9♥; 2♥ 3♥ 4♥ and A♥ (an Archer: Volley) lie in her pool; Petro has two cards in his
  const deal = { hands: [['hearts-9']], pools: [['hearts-2', 'hearts-3', 'hearts-4', 'hearts-A'], ['spades-2', 'spades-5']] };
  await page.goto('/');
  await startDraker(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], { firstPlayer: 0, deck: stackedDeck(2, deal) });
  await instantSpeed(page);
  let u = await waitForTurn(page);
  await pick('hearts-9', 'hand');
  await pressControl(page, /^Place .* into your pool$/);
  await movedOn(page, u.seq);
  await pressControl(page, /^Clear selection$/);
  // her own pool lies on the table's region; the controls declare what is selected
  for (const id of ['hearts-2', 'hearts-3', 'hearts-4']) await pick(id, 'piles');
  u = await waitIdle(page);
  await pressControl(page, /^Defence$/);
  await movedOn(page, u.seq);
  u = await waitIdle(page);
  expect((u.view as DrakerView).combos).toEqual([expect.objectContaining({ owner: 0, kind: 'DEF', cards: expect.arrayContaining(['hearts-2', 'hearts-3', 'hearts-4']) })]);
  // Volley: its target is a player, whose button is in the opponents region
  await pick('hearts-A', 'piles');
  await pressControl(page, /^Activate: Volley/);
  await pickCard(page, 'Player Petro', 'opponents');
  await movedOn(page, u.seq);
  expect((await waitIdle(page)).view).toMatchObject({ instantStack: [expect.objectContaining({ owner: 0, card: 'hearts-A', effect: 'volley', target: 1 })] });
});

type Box = { x: number; y: number; width: number; height: number };

/** What the help of the focused hand card covers: each of its preview and tooltip against the focused card, the hand and the controls' buttons. */
async function helpCovers(page: Page): Promise<{ card: string; preview: boolean; covers: string[]; outOfSight: string[] }> {
  return page.evaluate(async () => {
    // the table follows a scroll of its board (the focus brings a card into sight) on the next frame
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
    const box = (r: DOMRect): Box => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    const shared = (a: Box, b: Box) => Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
    const focus = document.activeElement as HTMLElement;
    const tip = document.querySelector<HTMLElement>('.draker-tip')!;
    // the preview is drawn on the canvas: the table tells where
    const at = window.__cardTableTest?.drawnParts?.().preview;
    const help: [string, Box][] = [['tooltip', box(tip.getBoundingClientRect())]];
    if (at) help.push(['preview', at]);
    const kept: [string, Box][] = [
      ['the focused card', box(focus.getBoundingClientRect())],
      ...[...document.querySelectorAll<HTMLElement>('.card-button[data-region="hand"]')].map((b): [string, Box] => [`hand card ${b.dataset.testid}`, box(b.getBoundingClientRect())]),
      ...[...document.querySelectorAll<HTMLElement>('.draker-controls button')].filter((b) => b.offsetWidth > 0).map((b): [string, Box] => [`button ${b.textContent}`, box(b.getBoundingClientRect())]),
    ];
    const covers = help.flatMap(([what, r]) => kept.filter(([, k]) => shared(r, k)).map(([name]) => `${what} over ${name}`));
    // the focused card, the controls' buttons and the tooltip are all in sight: in the board's box, in the window
    const board = box(document.querySelector('.board')!.getBoundingClientRect());
    const within = (r: Box, b: Box) => r.x >= b.x - 1 && r.y >= b.y - 1 && r.x + r.width <= b.x + b.width + 1 && r.y + r.height <= b.y + b.height + 1;
    const page = { x: 0, y: 0, width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const outOfSight = [...kept.filter(([name, r]) => !name.startsWith('hand card') && !within(r, board)).map(([name]) => name), ...help.filter(([, r]) => !within(r, page)).map(([name]) => name)];
    // and large enough to read (a hand squeezed under tall controls shrank to 10 px)
    if (kept[0]![1].width < 39) outOfSight.push(`the focused card, ${Math.round(kept[0]![1].width)} px wide`);
    return { card: focus.dataset.testid ?? '', preview: !!at, covers, outOfSight };
  });
}

/**
 * Tabs along the hand (a card selected, so the controls show their buttons) in both languages: each focused
 * card's preview and tooltip cover neither the card, the hand nor the controls' buttons. `previews`: every
 * card shows its preview (the window has room for one).
 */
async function tabAlongHand(page: Page, where: string, previews: boolean): Promise<void> {
  const count = drakerView(await waitIdle(page)).hand!.length;
  const tip = page.locator('.draker-tip');
  for (const language of ['en', 'uk'] as const) {
    await showLanguage(page, language);
    await expect(page.locator('.draker-controls button').first()).toBeVisible();
    // the cards' keys are their names in the page's language: the arrows visit each once
    await toRegion(page, 'hand');
    const seen = new Set<string>();
    for (let i = 0; i < count; i++) {
      await expect(tip).toBeVisible();
      const help = await helpCovers(page);
      seen.add(help.card);
      expect(help.covers, `the help of ${help.card} at ${where} in ${language}`).toEqual([]);
      expect(help.outOfSight, `out of sight with ${help.card} focused at ${where} in ${language}`).toEqual([]);
      if (previews) expect(help.preview, `the preview of ${help.card} at ${where}`).toBe(true);
      await page.keyboard.press('ArrowRight');
    }
    expect(seen.size).toBe(count);
  }
  await showLanguage(page, 'en');
}

/** Draker, the human to place a card, a hand card picked by keyboard (the controls show Place and Clear selection). */
async function drakerHandPicked(page: Page): Promise<void> {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFromMenu(page, 'Draker', [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], 7, { 'First player': '0' });
  const u = await waitForTurn(page);
  await pickCard(page, cardName(drakerCard(drakerView(u).hand![0]!.id)), 'hand');
  await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
}

const drakerView = (u: TableUpdate) => u.view as DrakerView;

test('Draker: the focused hand card\'s preview and tooltip cover neither the card, the hand nor the controls, at 1024x680, 1280x800 and 1920x1080', async ({ page }) => {
  test.setTimeout(240_000);
  await drakerHandPicked(page);
  for (const size of [{ width: 1024, height: 680 }, { width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await tabAlongHand(page, `${size.width}x${size.height}`, size.width >= 1280);
  }
});

test.describe('browser zoom 200%', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('Draker: the focused hand card\'s help covers neither the card, the hand nor the controls at browser zoom 200%', async ({ page }) => {
    test.setTimeout(180_000);
    await drakerHandPicked(page);
    await tabAlongHand(page, 'zoom 200%', false);
    // the README's picture: the hand, the controls and a card's help in sight together
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.draker-tip')).toBeVisible();
    await shot(page, 'draker-zoom');
  });
});
