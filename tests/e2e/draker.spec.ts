/**
 * Draker played by clicking: the rules' 24-point combination from a stacked deal, a refused selection
 * with its reason, Hint, a reload mid-round, a hotseat round with the curtain, and a game against a bot
 * to the results with each player's life and the round they fell, and the warning before a Pass that
 * would cost life.
 */
import { expect, test, type Page } from '@playwright/test';
import type { TableUpdate } from '../../src/common/contract';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openMenu, setSettings, startFromMenu, waitIdle } from './helpers';
import { cardButton, controls, drakerView, passCurtainTo, passWarning, playUntil, press, selectCards, simpleMove, stackedDeck, startDraker, waitForPerson } from './draker-helpers';

// Olena (seat 0) holds 3♥ (Etsilop, Guard icon) and has 2♥ (Wizard), 4♥ (Giant), 9♥, K♥ and A♠ in her pool.
const DEAL = { hands: [['hearts-3']], pools: [['hearts-2', 'hearts-4', 'hearts-9', 'hearts-K', 'spades-A']] };
const OLENA = { kind: 'human' as const, name: 'Olena' };
const PETRO_BOT = { kind: 'bot' as const, name: 'Petro', level: 'easy' as const };

// The results picture goes to test-results/screens (CARD_TABLE_SCREENS=docs writes it into docs/).
const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });
const players = (page: Page) => page.getByRole('complementary', { name: 'Players' });

/** Three players: Olena attacks with K♥ alone and plays on to the combat phase, where, with two opponents, she splits her attack herself. */
async function toCombat(page: Page): Promise<TableUpdate> {
  const maria = { kind: 'bot' as const, name: 'Maria', level: 'easy' as const };
  let u = await startDraker(page, [OLENA, PETRO_BOT, maria], { firstPlayer: 0, deck: stackedDeck(3, DEAL) });
  await cardButton(page, 'hearts-3').click();
  await press(page, /^Place .* into your pool$/);
  await controls(page).getByRole('button', { name: 'Clear selection' }).click();
  await selectCards(page, ['hearts-K']);
  await press(page, 'Attack');
  u = await press(page, 'Done');
  u = await playUntil(page, u, (x) => drakerView(x).phase === 'combat', 40);
  expect(drakerView(u).phase).toBe('combat');
  return u;
}

test.beforeEach(async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
});

test('the 24-point combination: 2♥ 3♥ 4♥ declared as a defence, 18 at once and 24 once Phalanx\'s +1 token lands', async ({ page }) => {
  // 2♥ 3♥ 4♥ wait in the pool; the card placed (9♥) is not in the defence, so no icon fires (3♥'s Guard would add to it).
  const deal = { hands: [['hearts-9']], pools: [['hearts-2', 'hearts-3', 'hearts-4', 'hearts-K', 'spades-A']] };
  let u = await startDraker(page, [OLENA, PETRO_BOT], { firstPlayer: 0, deck: stackedDeck(2, deal) });
  expect(drakerView(u).phase).toBe('basic');
  await expect(page.getByText(/Olena: your basic turn\. First place a card/)).toBeVisible();

  await cardButton(page, 'hearts-9').click();
  u = await press(page, /^Place .* into your pool$/);
  await controls(page).getByRole('button', { name: 'Clear selection' }).click();
  await selectCards(page, ['hearts-2', 'hearts-3', 'hearts-4']);
  await expect(controls(page)).toContainText('straight by rank + straight by profession, flush · 3 × 2 × 3 = 18');
  await expect(controls(page).getByRole('button', { name: 'Attack' })).toBeVisible();
  u = await press(page, 'Defence');
  expect(drakerView(u).combos).toEqual([expect.objectContaining({ owner: 0, kind: 'DEF', base: 3, mult: 6, value: 18 })]);
  await expect(players(page).getByText('Defence: 3 × 2 × 3 = 18')).toBeVisible();

  // K♥ is a Spearman: Phalanx puts a +1 token on 3♥ (the declaration cleared the selection).
  await selectCards(page, ['hearts-K']);
  await controls(page).getByRole('button', { name: 'Activate: Phalanx (cost 1/0)' }).click();
  // the defence fans its cards: 3♥ shows its left edge beside 4♥
  await cardButton(page, 'hearts-3').first().click({ position: { x: 8, y: 30 } });
  u = await waitIdle(page);
  expect(drakerView(u).mainStack).toEqual([expect.objectContaining({ card: 'hearts-K', effect: 'phalanx', target: 'hearts-3' })]);
  u = await press(page, 'Done');

  // Play the round on; once the stacks resolve, the token on 3♥ makes the defence 4 × 2 × 3 = 24.
  u = await playUntil(page, u, (x) => drakerView(x).round > 1 || !['basic', 'additional'].includes(drakerView(x).phase), 40);
  const view = drakerView(u);
  expect(view.round).toBe(1);
  expect(view.tokens['hearts-3']).toBe(1);
  expect(view.combos.find((c) => c.owner === 0 && c.kind === 'DEF')).toMatchObject({ base: 4, mult: 6, value: 24 });
  await expect(players(page).getByText(/^Defence: 4 × 2 × 3 = 24/)).toBeVisible();
});

test('a flush alone is refused with its reason; a common card makes an attack only; the Rules dialog; Hint points at a move', async ({ page }) => {
  const deal = { ...DEAL, common: ['diamonds-2'] };
  let u = await startDraker(page, [OLENA, PETRO_BOT], { firstPlayer: 0, deck: stackedDeck(2, deal) });

  // Before placing, the pool waits.
  await selectCards(page, ['hearts-2']);
  await expect(controls(page)).toContainText('Place a card from your hand first.');
  await controls(page).getByRole('button', { name: 'Clear selection' }).click();

  // The Rules dialog teaches the game, the 24-point example among it.
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Draker: how to play' });
  await expect(rules).toContainText('24');
  // Every icon with what it does, Guard's +20 among them.
  await expect(rules).toContainText('Guard: +20 to the base of each defensive combination holding this card');
  await rules.getByRole('button', { name: 'Close' }).click();
  await expect(rules).toBeHidden();

  // Hint: what the hard bot would do, said in words near the controls.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(controls(page).locator('.hinted')).toContainText(/^Place .* into your pool\.$/);
  // The suggested card comes selected, its placement one click away.
  await expect(controls(page).getByRole('button', { name: /^Place .* into your pool$/ })).toBeVisible();
  await controls(page).getByRole('button', { name: 'Clear selection' }).click();

  await cardButton(page, 'hearts-3').click();
  u = await press(page, /^Place .* into your pool$/);
  await controls(page).getByRole('button', { name: 'Clear selection' }).click();
  await selectCards(page, ['hearts-2', 'hearts-9', 'hearts-K']);
  await expect(controls(page)).toContainText('no combination');
  await expect(controls(page)).toContainText('One suit alone is no combination');
  await expect(controls(page).getByRole('button', { name: /^(Attack|Defence)$/ })).toHaveCount(0);
  await controls(page).getByRole('button', { name: 'Clear selection' }).click();

  // 2♥ with the common 2♦: a quad by rank, for an attack only.
  await selectCards(page, ['hearts-2', 'diamonds-2']);
  await expect(controls(page)).toContainText('quad by rank · 2');
  await expect(controls(page)).toContainText('Common pool cards may be used only in an attack.');
  await expect(controls(page).getByRole('button', { name: 'Defence' })).toHaveCount(0);
  u = await press(page, 'Attack');
  expect(drakerView(u).combos).toEqual([expect.objectContaining({ owner: 0, kind: 'ATT', cards: expect.arrayContaining(['hearts-2', 'diamonds-2']) })]);
});

test('an effect aimed at a card on the table, and an Artefact set in its chooser', async ({ page }) => {
  const deal = { hands: [['hearts-3']], pools: [['hearts-2', 'hearts-4', 'hearts-9', 'hearts-K', 'clubs-art']] };
  let u = await startDraker(page, [OLENA, PETRO_BOT], { firstPlayer: 0, deck: stackedDeck(2, deal) });
  await cardButton(page, 'hearts-3').click();
  u = await press(page, /^Place .* into your pool$/);
  await controls(page).getByRole('button', { name: 'Clear selection' }).click();

  // K♥ is a Spearman: Phalanx puts a +1 token on a card of Olena's pool, aimed by clicking that card.
  await selectCards(page, ['hearts-K']);
  await controls(page).getByRole('button', { name: 'Activate: Phalanx (cost 1/0)' }).click();
  await expect(page.locator('.topbar .status')).toContainText('Olena: pick the target of Phalanx on the table.');
  await cardButton(page, 'hearts-2').click();
  u = await waitIdle(page);
  expect(drakerView(u).mainStack).toEqual([expect.objectContaining({ owner: 0, card: 'hearts-K', effect: 'phalanx', target: 'hearts-2' })]);
  expect(drakerView(u).players[0].owed).toEqual([1, 0]);

  // The Artefact of Clubs takes the rank Queen for this round.
  await selectCards(page, ['clubs-art']);
  await controls(page).getByRole('button', { name: 'Set the Artefact…' }).click();
  const chooser = page.getByRole('dialog');
  await chooser.getByRole('group', { name: 'Rank' }).getByRole('button', { name: 'Q', exact: true }).click();
  u = await waitIdle(page);
  expect(drakerView(u).artefacts['clubs-art']).toEqual({ rank: 12 });
});

test('Volley aimed by a click on a card in the glowing zone; an Artefact set beside the card just placed', async ({ page }) => {
  // A♥ is an Archer: Volley makes a chosen opponent lose 4 life. Petro has 2♠ and 5♠ in his pool.
  const deal = { hands: [['hearts-3']], pools: [['hearts-2', 'hearts-4', 'hearts-A', 'clubs-art'], ['spades-2', 'spades-5']] };
  let u = await startDraker(page, [OLENA, PETRO_BOT], { firstPlayer: 0, deck: stackedDeck(2, deal) });
  await cardButton(page, 'hearts-3').click();
  u = await press(page, /^Place .* into your pool$/);

  // 3♥ stays selected; the Artefact joins it and still gets its chooser, named.
  await selectCards(page, ['clubs-art']);
  await controls(page).getByRole('button', { name: /^Set .*…$/ }).click();
  await page.getByRole('dialog').getByRole('group', { name: 'Rank' }).getByRole('button', { name: 'Q', exact: true }).click();
  u = await waitIdle(page);
  expect(drakerView(u).artefacts['clubs-art']).toEqual({ rank: 12 });

  // Volley: the whole of Petro's zone glows, and a click on one of his pool cards picks him.
  await selectCards(page, ['hearts-A']);
  await controls(page).getByRole('button', { name: /^Activate: Volley/ }).click();
  await cardButton(page, 'spades-5').click();
  u = await waitIdle(page);
  expect(drakerView(u).instantStack).toEqual([expect.objectContaining({ owner: 0, card: 'hearts-A', effect: 'volley', target: 1 })]);
});

test('combat: a parcel bigger than the attack left is refused in words near the controls and changes nothing', async ({ page }) => {
  let u = await toCombat(page);
  const before = drakerView(u);
  const left = before.combos.find((c) => c.owner === 0 && c.kind === 'ATT')!.remaining;
  await controls(page).getByRole('spinbutton', { name: 'points' }).fill(String(left + 5));
  await controls(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(controls(page).getByRole('alert')).toHaveText(`A parcel is a whole number of points from 1 to ${left}, what is left of this attack.`);
  u = await waitIdle(page);
  expect(drakerView(u)).toEqual(before);
  // The suggested split is still one click away.
  u = await press(page, 'Send parcels as suggested');
  expect(drakerView(u).combos.find((c) => c.owner === 0 && c.kind === 'ATT')?.remaining ?? 0).toBe(0);
});

test('Always as suggested: ticking it sends nothing, later steps go as suggested unasked, and unticking it in the top bar asks again', async ({ page }) => {
  let u = await toCombat(page);
  const seq = u.seq;
  await controls(page).getByRole('checkbox', { name: 'Always as suggested' }).check();
  // nothing was sent: the step at hand still waits for a click, and the top bar says the setting is on
  const bar = page.locator('.topbar').getByRole('checkbox', { name: 'Always as suggested' });
  await expect(bar).toBeChecked();
  await expect(controls(page).getByRole('button', { name: 'Send parcels as suggested' })).toBeVisible();
  expect((await waitIdle(page)).seq).toBe(seq);
  u = await press(page, 'Send parcels as suggested');
  // From here to the next round Olena is asked only on her turns.
  const automatic = ['costs', 'combat', 'defence', 'laydown'];
  u = await playUntil(page, u, (x) => drakerView(x).round > 1 || automatic.includes(drakerView(x).phase), 40);
  if (u.outcome) return;
  expect(drakerView(u).round).toBe(2);
  expect(automatic).not.toContain(drakerView(u).phase);
  // Turned off in the top bar: the next automatic step asks again.
  await bar.click();
  await expect(bar).toBeHidden();
  u = await playUntil(page, u, (x) => automatic.includes(drakerView(x).phase), 60);
  if (u.outcome) return;
  await expect(controls(page).getByRole('button', { name: /as suggested$/ })).toBeVisible();
  await expect(controls(page).getByRole('checkbox', { name: 'Always as suggested' })).not.toBeChecked();
});

/** The log's lines as the page shows them. */
const logLines = (page: Page): Promise<string[]> => page.locator('.log-list li').allTextContents();

/**
 * Round 1 against the bot by simple moves; `skip` (watching at Normal speed) presses "Skip to my turn"
 * (its button, or the S key) whenever it shows after a move. Returns how often it was used.
 */
async function roundOne(page: Page, skip: 'button' | 'key' | null): Promise<number> {
  let u = await startDraker(page, [OLENA, PETRO_BOT], { firstPlayer: 0, deck: stackedDeck(2, DEAL) });
  const skipBtn = page.getByRole('button', { name: /Skip to my turn/ });
  let skips = 0;
  for (let n = 0; n < 80 && drakerView(u).round === 1 && !u.outcome; n++) {
    u = await waitForPerson(page, u);
    if (drakerView(u).round > 1 || u.outcome) break;
    const view = drakerView(u);
    const turn = view.phase === 'basic' || view.phase === 'additional';
    const mustPlace = u.legal.some((a) => a.type === 'place') && !u.legal.some((a) => a.type === 'finish' || a.type === 'pass');
    if (!skip || !turn || mustPlace) {
      u = await simpleMove(page, u);
      continue;
    }
    // Olena passes or is done: the bot's moves play out, and the skip is offered until her turn
    const ending = u.legal.some((a) => a.type === 'pass') ? 'Pass' : 'Done';
    await controls(page).getByRole('button', { name: ending, exact: true }).click();
    // a Pass that would cost life is warned of first (the warning opens within the click): go on anyway
    if (await passWarning(page).isVisible()) await passWarning(page).getByRole('button', { name: `${ending} anyway` }).click();
    await page.waitForFunction((seq) => ((window as unknown as { __cardTableTest: { update: { seq: number } } }).__cardTableTest.update.seq > seq), u.seq);
    if (await skipBtn.isVisible()) {
      if (skip === 'key') await page.keyboard.press('s');
      else await skipBtn.click();
      skips++;
    }
    u = await waitIdle(page);
  }
  expect(drakerView(u).round > 1 || !!u.outcome).toBe(true);
  return skips;
}

for (const how of ['button', 'key'] as const) {
  test(`Skip to my turn (${how}) leaves the same log as watching the same moves`, async ({ page }) => {
    test.setTimeout(300_000);
    // watched: every event played through the table in turn (at the instant speed set before each test)
    await roundOne(page, null);
    const watched = await logLines(page);
    await page.getByRole('button', { name: 'Menu' }).first().click();
    // the same game at the Normal speed, chosen on the table, skipping to Olena's turn
    await startDraker(page, [OLENA, PETRO_BOT], { firstPlayer: 0, deck: stackedDeck(2, DEAL) });
    await page.getByRole('combobox', { name: 'Animation speed' }).selectOption('normal');
    await page.getByRole('button', { name: 'Menu' }).first().click();
    const skips = await roundOne(page, how);
    expect(skips).toBeGreaterThan(0);
    expect(await logLines(page)).toEqual(watched);
    expect(watched.length).toBeGreaterThan(20);
  });
}

test('a reload mid-round resumes the table as it was', async ({ page }) => {
  let u = await startDraker(page, [OLENA, PETRO_BOT], { firstPlayer: 0, deck: stackedDeck(2, DEAL) });
  await cardButton(page, 'hearts-3').click();
  u = await press(page, /^Place .* into your pool$/);
  await selectCards(page, ['hearts-2', 'hearts-4']);
  u = await press(page, 'Defence');
  const before = drakerView(u);
  await page.reload();
  u = await waitIdle(page);
  const after = drakerView(u);
  expect(after.combos).toEqual(before.combos);
  expect(after.players[0].pool.map((c) => c.id)).toEqual(before.players[0].pool.map((c) => c.id));
  await expect(players(page).getByText('Defence: 3 × 2 × 3 = 18')).toBeVisible();
  await expect(page.getByText(/Olena: your basic turn\. Place a card/)).toBeVisible();
  await expect(controls(page).getByRole('button', { name: 'Done' })).toBeVisible();
});

test('hotseat: a round played by two people, the curtain between them', async ({ page }) => {
  const petro = { kind: 'human' as const, name: 'Petro' };
  let u = await startDraker(page, [OLENA, petro], { firstPlayer: 0 });
  const names = ['Olena', 'Petro'];
  let curtains = 0;
  for (let step = 0; step < 60; step++) {
    u = await waitForPerson(page, u);
    if (drakerView(u).round > 1 || u.outcome) break;
    if (u.curtain) {
      curtains++;
      await expect(page.getByRole('button', { name: `I am ${u.curtain.name}` })).toBeVisible();
      u = await passCurtainTo(page, u.curtain.name);
      continue;
    }
    const seat = u.humanToAct!;
    await expect(page.getByText(new RegExp(`^Round 1 · .* — ${names[seat]}: `))).toBeVisible();
    u = await simpleMove(page, u);
  }
  expect(curtains).toBeGreaterThanOrEqual(2);
  expect(drakerView(u).round).toBe(2);
});

test('from the menu against a bot to the results: each player\'s life and the round they fell', async ({ page }) => {
  // From the menu's fifth game, with a short game's starting life set in the form.
  let u = await startFromMenu(page, 'Draker', [OLENA, PETRO_BOT], 7, { 'Starting life': '3', 'First player': '0' });
  expect(drakerView(u).players.map((p) => p.life)).toEqual([3, 3]);
  const results = page.getByRole('heading', { name: 'Final score' });
  u = await playUntil(page, u, () => false, 400);
  expect(u.outcome).not.toBeNull();
  await expect(results).toBeVisible();
  // Each row: the player's life and the round they fell, or still standing.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('columnheader', { name: 'Life' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Fell' })).toBeVisible();
  const players = drakerView(u).players;
  expect(players.some((p) => p.fellIn !== null)).toBe(true);
  for (const [seat, name] of ['Olena', 'Petro'].entries()) {
    const fell = players[seat].fellIn;
    await expect(dialog.getByRole('row', { name: new RegExp(name) })).toContainText(fell !== null ? `in round ${fell}` : 'still standing');
  }
  await page.screenshot({ path: join(DIR, 'draker-results.png') });
});

test('a Pass that would cost life: the warning gives the damage and the defence that helps, which then goes as ordinary moves', async ({ page }) => {
  // Two people at one screen play a whole round: the curtain comes between them at every turn.
  test.slow();
  // Petro attacks with 5♥ 6♥ 7♥ (9, Flight from 7♥); Olena's 8♠ 9♠ 10♠ (9, no Flight) cannot meet a Flight
  // parcel of 9 (halved: it would need 18), but with J♠ placed the Guard icon makes it (4 + 20) × 3 = 72.
  const petro = { kind: 'human' as const, name: 'Petro' };
  const deck = stackedDeck(2, { hands: [['hearts-7'], ['elves-6', 'spades-J']], pools: [['hearts-5', 'hearts-6'], ['spades-8', 'spades-9', 'spades-10']] });
  let u = await startDraker(page, [petro, OLENA], { firstPlayer: 0, deck });
  const turnOf = async (name: string): Promise<void> => {
    u = await waitForPerson(page, u);
    if (u.curtain) u = await passCurtainTo(page, name);
    expect(u.seats[u.humanToAct!].name).toBe(name);
  };
  await turnOf('Petro');
  await cardButton(page, 'hearts-7').click();
  await press(page, /^Place .* into your pool$/);
  await selectCards(page, ['hearts-5', 'hearts-6']);
  await press(page, 'Attack');
  u = await press(page, 'Done');
  await turnOf('Olena');
  await cardButton(page, 'elves-6').click();
  u = await press(page, /^Place .* into your pool$/);
  // Done in the basic turn: no defence of hers can meet the Flight parcel; she may end the turn anyway.
  await controls(page).getByRole('button', { name: 'Done', exact: true }).click();
  await expect(passWarning(page)).toContainText('If you end your turn now and defend no more, the attacks aimed at you take 9 of your 30 life: you end the round at 21.');
  await expect(passWarning(page)).toContainText('No defence you can declare now would stop them.');
  await expect(passWarning(page).getByRole('button', { name: 'Defend' })).toHaveCount(0);
  await passWarning(page).getByRole('button', { name: 'Done anyway' }).click();
  u = await waitIdle(page);
  await turnOf('Petro');
  u = await press(page, 'Pass');
  await turnOf('Olena');
  const turn = u.turn;
  // Pass in the additional phase: now J♠ placed with a defence holding it stops the parcel.
  await controls(page).getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(passWarning(page)).toContainText('If you pass now, the attacks aimed at you take 9 of your 30 life: you end the round at 21.');
  await expect(passWarning(page)).toContainText(/Defend instead: place J♠ into your pool and declare (\S+\s)*J♠(\s\S+)* as a defence \(worth \d+\)\. It stops them all\./);
  await page.screenshot({ path: join(DIR, 'draker-pass-warning.png') });
  // Cancel sends nothing.
  await passWarning(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(passWarning(page)).toHaveCount(0);
  u = await waitIdle(page);
  expect([u.turn, drakerView(u).phase, u.humanToAct]).toEqual([turn, 'additional', 1]);
  await controls(page).getByRole('button', { name: 'Pass', exact: true }).click();
  await passWarning(page).getByRole('button', { name: 'Defend' }).click();
  await expect(passWarning(page)).toHaveCount(0);
  await expect.poll(async () => drakerView(await waitIdle(page)).combos.some((c) => c.owner === 1 && c.kind === 'DEF')).toBe(true);
  u = await waitIdle(page);
  const def = drakerView(u).combos.find((c) => c.owner === 1 && c.kind === 'DEF')!;
  expect(def.cards).toContain('spades-J');
  expect(drakerView(u).players[1].pool.map((c) => c.id)).toContain('spades-J');
  // Nothing gets through now: Done goes without a warning, and the round ends with her life whole.
  await controls(page).getByRole('button', { name: 'Done', exact: true }).click();
  await expect(passWarning(page)).toHaveCount(0);
  await expect.poll(async () => (await waitIdle(page)).humanToAct).not.toBe(1);
  u = await waitIdle(page);
  for (let step = 0; step < 40 && drakerView(u).round === 1; step++) {
    u = await waitForPerson(page, u);
    if (u.curtain) u = await passCurtainTo(page, u.curtain.name);
    else if (drakerView(u).round === 1) u = await simpleMove(page, u);
  }
  expect(drakerView(u).round).toBe(2);
  expect(drakerView(u).players.map((p) => p.life)).toEqual([30, 30]);
});
