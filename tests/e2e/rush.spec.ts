/**
 * Rush for Medals played by clicking: a demand and its defence across the hotseat curtain, a lay-out and
 * a take-over; a game against bots to its end with the medals on the results; and the pictures of a
 * mid-game table and the end screen (CARD_TABLE_SCREENS=docs writes them into docs/).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { rushFaceOf } from '../../src/common/games/rush';
import { openMenu, setSettings, waitIdle } from './helpers';
import { faceName, findSeed, handCard, passCurtainTo, rankOfId, rushView, selectCards, sportName, startRush } from './rush-helpers';

const DIR = process.env.CARD_TABLE_SCREENS ?? join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(DIR, `${name}.png`) });
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

test('hotseat: a demand defended behind the curtain, a lay-out and a take-over', async ({ page }) => {
  // Olena starts with a SPONSOR and two cards of one sport that Petro also holds.
  const pick = { rank: 0 };
  const seed = findSeed(2, { firstPlayer: 0 }, (s) => {
    if (!s.hands[0]!.some((id) => id.startsWith('sponsor'))) return false;
    for (let r = 2; r <= 8; r++) {
      const mine = s.hands[0]!.filter((id) => rankOfId(id) === r).length;
      const his = s.hands[1]!.filter((id) => rankOfId(id) === r).length;
      if (mine === 2 && his === 1 && rankOfId(s.discard[0]!) !== r) {
        pick.rank = r;
        return true;
      }
    }
    return false;
  });
  const r = pick.rank;
  const sport = sportName(r);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startRush(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], seed, { 'First player': '0' });
  let u = await passCurtainTo(page, 'Olena');
  expect(rushView(u).active).toBe(0);
  await expect(page.getByText('Olena: select cards in your hand')).toBeVisible();

  // The short rules open from the top bar.
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rush for Medals: rules in short' });
  await expect(rules).toContainText('Take over: pay exactly one card more');
  await rules.getByRole('button', { name: 'Close' }).click();

  // SPONSOR: the chooser offers its three options; Olena demands a card from Petro.
  await selectCards(page, ['sponsor']);
  await page.getByRole('button', { name: 'Play SPONSOR…' }).click();
  const chooser = page.getByRole('dialog', { name: 'Play SPONSOR: choose an option' });
  await expect(chooser.getByRole('button', { name: /^Draw two/ })).toBeEnabled();
  const marker = rushView(u).discard[0]!;
  const markerName = marker.kind === 'sport' ? `${cap(sportName(marker.rank))} ${marker.rank}` : marker.kind === 'coach' ? 'COACH' : marker.kind === 'sponsor' ? 'SPONSOR +' : 'DOPING CONTROL −';
  await expect(chooser.getByRole('button', { name: /^Take from the discard pile/ })).toContainText(`take the card under this SPONSOR: ${markerName}`);
  await chooser.getByRole('group', { name: 'Demand a card' }).getByRole('button', { name: 'Petro (5 in hand)' }).click();

  // The curtain passes the screen to Petro, who defends by discarding two chosen cards.
  u = await waitIdle(page);
  expect(u.curtain).toEqual({ seat: 1, name: 'Petro' });
  await expect(page.getByText('Pass the screen to Petro').first()).toBeVisible();
  u = await passCurtainTo(page, 'Petro');
  const demanded = rushView(u);
  expect(demanded.phase).toBe('demand');
  expect(demanded.demand).toMatchObject({ from: 0, target: 1, kind: 'sponsor' });
  await expect(page.getByRole('button', { name: 'Accept: Olena takes a random card' })).toBeVisible();
  const keep = demanded.hand!.find((c) => c.kind === 'sport' && c.rank === r)!;
  const junk = demanded.hand!.filter((c) => c.id !== keep.id).slice(0, 2);
  await selectCards(page, [faceName(junk[0]!)]);
  await expect(page.getByText('To defend, select two cards to discard (selected: 1).')).toBeVisible();
  await selectCards(page, [faceName(junk[1]!)]);
  await page.getByRole('button', { name: 'Defend: discard the two selected cards' }).click();
  u = await waitIdle(page);
  let view = rushView(u);
  expect(view.discard.slice(-2).map((c) => rushFaceOf(c.id))).toEqual(junk.map((c) => rushFaceOf(c.id)));
  expect(view.players[1]!.handCount).toBe(3); // no refill before Petro's own turn
  expect(view.players[0]!.handCount).toBe(5); // Olena gained nothing and refilled from 4
  await expect(page.getByRole('complementary', { name: 'What happened' })).toContainText('Petro defends.');

  // Petro's turn: he lays out his card of that sport.
  u = await passCurtainTo(page, 'Petro');
  expect(rushView(u).active).toBe(1);
  await selectCards(page, [faceName(keep)]);
  await page.getByRole('button', { name: `Lay out ${cap(sport)} (${r})` }).click();
  u = await waitIdle(page);
  view = rushView(u);
  expect(view.stacks.find((s) => s.rank === r)).toMatchObject({ owner: 1, size: 1 });
  await expect(page.getByRole('button', { name: `stack Petro ${sport}` })).toBeVisible();

  // Olena takes the stack over with her two cards of that sport; one alone is explained as not enough.
  u = await passCurtainTo(page, 'Olena');
  expect(rushView(u).active).toBe(0);
  await selectCards(page, [`${sport} ${r}`]);
  await expect(page.getByText(`Taking ${cap(sport)} from Petro takes exactly 2 (selected: 1).`)).toBeVisible();
  await handCard(page, `${sport} ${r}`, 1).click();
  await expect(handCard(page, `${sport} ${r}`, 0)).toHaveAttribute('aria-pressed', 'true');
  await expect(handCard(page, `${sport} ${r}`, 1)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `Take over the ${r} (${cap(sport)}) from Petro` }).click();
  u = await waitIdle(page);
  view = rushView(u);
  expect(view.stacks.find((s) => s.rank === r)).toMatchObject({ owner: 0, size: 1 });
  expect(view.discard.slice(-2).map((c) => rankOfId(c.id))).toEqual([r, r]);
  expect(view.players[0]!.medals).toBe(1);
  expect(view.players[1]!.medals).toBe(0);
  await expect(page.getByRole('button', { name: `stack Olena ${sport}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `stack Petro ${sport}` })).toHaveCount(0);

  // Leave for the menu (the game is saved), so the next test does not open on a curtain.
  await passCurtainTo(page, 'Petro');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
});

test('one human against two bots to the end: the medals on the results; the table and the end photographed', async ({ page }) => {
  test.setTimeout(400_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startRush(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Petro', level: 'normal' },
    { kind: 'bot', name: 'Maria', level: 'hard' },
  ], 2026, { 'First player': '0' });
  const results = page.getByRole('heading', { name: 'Final score' });
  let photographed = false;
  let layOuts = 0;
  for (let step = 0; step < 3000 && !(await results.isVisible()); step++) {
    const u = await waitIdle(page);
    if (u.outcome) break;
    expect(u.curtain).toBeNull(); // one human: never a curtain
    if (u.humanToAct !== 0) {
      await page.waitForTimeout(30);
      continue;
    }
    const view = rushView(u);
    const hand = view.hand!;
    if (view.phase === 'demand') {
      await page.getByRole('button', { name: /^Accept: / }).click();
      continue;
    }
    const fresh = hand.find((c) => c.kind === 'sport' && !view.stacks.some((s) => s.rank === c.rank));
    if (!photographed && view.round >= 3 && view.stacks.length >= 3) {
      // Mid-game: one card selected, its moves offered above the hand.
      const card = fresh ?? hand[0]!;
      await selectCards(page, [faceName(card)]);
      await expect(page.getByRole('button', { name: fresh ? /^Lay out / : /^Discard / })).toBeVisible();
      await page.mouse.move(5, 5);
      await shot(page, 'rush-table');
      photographed = true;
      await page.getByRole('button', { name: fresh ? /^Lay out / : /^Discard / }).click();
      if (fresh) layOuts++;
    } else if (fresh) {
      await selectCards(page, [faceName(fresh)]);
      await page.getByRole('button', { name: /^Lay out / }).click();
      layOuts++;
    } else if (hand.some((c) => c.kind === 'sponsor') && u.legal.some((a) => a.type === 'sponsor' && a.option === 'draw')) {
      await selectCards(page, ['sponsor']);
      await page.getByRole('button', { name: 'Play SPONSOR…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /^Draw two/ }).click();
    } else {
      await selectCards(page, [faceName(hand[0]!)]);
      await page.getByRole('button', { name: /^Discard / }).click();
    }
  }
  await expect(results).toBeVisible();
  const final = await waitIdle(page);
  const view = rushView(final);
  expect(final.outcome).not.toBeNull();
  expect(layOuts).toBeGreaterThan(0);
  expect(photographed).toBe(true);
  // Scores are the medals: one per stack held; the results list each player's stacks as medals.
  const dialog = page.getByRole('dialog');
  const medals = dialog.getByRole('region', { name: 'Medals' });
  ['Olena', 'Petro', 'Maria'].forEach((name, seat) => {
    expect(final.outcome!.scores[seat]).toBe(view.stacks.filter((s) => s.owner === seat).length);
  });
  for (const [seat, name] of ['Olena', 'Petro', 'Maria'].entries()) {
    const row = medals.getByRole('listitem').filter({ hasText: name });
    await expect(row.locator('.rush-medal')).toHaveCount(view.stacks.filter((s) => s.owner === seat).length);
    await expect(dialog.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('columnheader', { name: 'Medals' })).toBeVisible();
  await shot(page, 'rush-end');
});

test('hotseat: a stack reinforced with a card of its sport and the COACH, by clicking the highlighted stack', async ({ page }) => {
  const pick = { rank: 0 };
  const seed = findSeed(2, { firstPlayer: 0 }, (s) => {
    if (!s.hands[0]!.includes('coach')) return false;
    for (let r = 2; r <= 8; r++) {
      if (s.hands[0]!.filter((id) => rankOfId(id) === r).length === 2 && !s.hands[1]!.some((id) => rankOfId(id) === r)) {
        pick.rank = r;
        return true;
      }
    }
    return false;
  });
  const r = pick.rank;
  const sport = sportName(r);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startRush(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], seed, { 'First player': '0' });
  await passCurtainTo(page, 'Olena');
  await selectCards(page, [`${sport} ${r}`]);
  await page.getByRole('button', { name: `Lay out ${cap(sport)} (${r})` }).click();
  let u = await waitIdle(page);
  expect(rushView(u).stacks.find((s) => s.rank === r)).toMatchObject({ owner: 0, size: 1 });

  // Petro discards a card; the screen comes back to Olena.
  u = await passCurtainTo(page, 'Petro');
  await selectCards(page, [faceName(rushView(u).hand![0]!)]);
  await page.getByRole('button', { name: /^Discard / }).click();
  u = await passCurtainTo(page, 'Olena');

  // The COACH alone is only explained; with a card of the sport it pays for a reinforcement.
  await selectCards(page, ['coach']);
  await expect(page.getByText('The COACH counts only together with cards of a sport, to take over or reinforce a stack.')).toBeVisible();
  await selectCards(page, [`${sport} ${r}`]);
  await expect(page.getByRole('button', { name: `Reinforce your ${cap(sport)} to 2` })).toBeVisible();
  const stack = page.getByRole('button', { name: `stack Olena ${sport}` });
  await expect(stack).toHaveAttribute('aria-disabled', 'false');
  await stack.click();
  u = await waitIdle(page);
  const view = rushView(u);
  expect(view.stacks.find((s) => s.rank === r)).toMatchObject({ owner: 0, size: 2 });
  expect(view.discard[view.discard.length - 1]!.kind).toBe('coach');
  expect(view.players[0]!.laidOut).toBe(2);
  await expect(stack).toHaveAccessibleDescription(`Olena's ${cap(sport)} (${r}): 2 cards`);

  // A reload brings the same table back.
  await page.reload();
  u = await waitIdle(page);
  expect(rushView(u).stacks).toEqual(view.stacks);
  expect(rushView(u).discard).toEqual(view.discard);
  await passCurtainTo(page, 'Petro');
  await expect(page.getByRole('button', { name: `stack Olena ${sport}` })).toHaveAccessibleDescription(`Olena's ${cap(sport)} (${r}): 2 cards`);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
});
