/**
 * Rush for Medals played by clicking: a demand and its defence across the hotseat curtain, a lay-out and
 * a take-over; a game against bots to its end with the medals on the results; and the pictures of a
 * mid-game table and the end screen (CARD_TABLE_SCREENS=docs writes them into docs/).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { rushFaceOf, type RushAction, type RushCard, type RushView } from '../../src/common/games/rush';
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
  await expect(page.getByTestId(`stack Petro ${sport}`)).toBeVisible();

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
  await expect(page.getByTestId(`stack Olena ${sport}`)).toBeVisible();
  await expect(page.getByTestId(`stack Petro ${sport}`)).toHaveCount(0);

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
      await expect(page.getByRole('button', { name: fresh ? /^Lay out / : /^Discard (?!pile)/ })).toBeVisible();
      await page.mouse.move(5, 5);
      await shot(page, 'rush-table');
      photographed = true;
      await page.getByRole('button', { name: fresh ? /^Lay out / : /^Discard (?!pile)/ }).click();
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
      await page.getByRole('button', { name: /^Discard (?!pile)/ }).click();
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
  await page.getByRole('button', { name: /^Discard (?!pile)/ }).click();
  u = await passCurtainTo(page, 'Olena');

  // The COACH alone is only explained; with a card of the sport it pays for a reinforcement.
  await selectCards(page, ['coach']);
  await expect(page.getByText('The COACH counts only together with cards of a sport, to take over or reinforce a stack.')).toBeVisible();
  await selectCards(page, [`${sport} ${r}`]);
  await expect(page.getByRole('button', { name: `Reinforce your ${cap(sport)} to 2` })).toBeVisible();
  const stack = page.getByTestId(`stack Olena ${sport}`);
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
  await expect(page.getByTestId(`stack Olena ${sport}`)).toHaveAccessibleDescription(`Olena's ${cap(sport)} (${r}): 2 cards`);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
});

test('Hint: the hard bot suggests a legal move, the toast says it and the table marks its cards and target', async ({ page }) => {
  test.setTimeout(300_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startRush(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Petro', level: 'hard' },
  ], 77, { 'First player': '0' });
  const hintBtn = page.getByRole('button', { name: 'Hint', exact: true });
  const names = ['Olena', 'Petro'];
  let checked = 0;
  let stackHints = 0;
  let photographed = false;
  // Eight moves of Olena, each after a hint.
  for (let moves = 0; moves < 8; ) {
    let u = await waitIdle(page);
    if (u.outcome) break;
    if (u.humanToAct !== 0) {
      await page.waitForTimeout(30);
      continue;
    }
    moves++;
    // The last hint's marks went with the update that followed it.
    expect(await hintMarked(page)).toEqual([]);
    await expect(hintBtn).toBeEnabled();
    await hintBtn.click();
    const toast = page.locator('.table-message').filter({ hasText: /^Hint: / });
    await expect(toast).toBeVisible();
    const said = (await toast.textContent())!;
    u = await waitIdle(page);
    const view = rushView(u);
    // The toast names exactly one of the legal moves ...
    const matching = (u.legal as RushAction[]).filter((a) => hintText(a, view, names) === said);
    expect(matching, `${said} among ${JSON.stringify(u.legal)}`).toHaveLength(1);
    const move = matching[0]!;
    // ... and the table marks its hand cards, its stack and the discard pile it takes from or destroys in.
    expect(await hintMarked(page)).toEqual(expectedMarks(move, view, names));
    // The sentence stays above the hand after the message is gone.
    await expect(page.locator('.rush-offers .rush-hint.hinted')).toHaveText(said);
    checked++;
    if (move.type === 'takeOver' || move.type === 'reinforce') stackHints++;
    await toast.evaluate((el) => {
      (el as HTMLElement).hidden = true;
      el.textContent = '';
    });
    if (!photographed && (move.type === 'takeOver' || move.type === 'reinforce' || checked === 3)) {
      await page.mouse.move(5, 5);
      await shot(page, 'rush-hint');
      photographed = move.type === 'takeOver' || move.type === 'reinforce';
    }
    // Play on: follow a lay-out hint, otherwise accept a demand or discard a card.
    if (view.phase === 'demand') await page.getByRole('button', { name: /^Accept: / }).click();
    else if (move.type === 'layOut') {
      await selectCards(page, [faceName(move.card)]);
      await page.getByRole('button', { name: /^Lay out / }).click();
    } else {
      await selectCards(page, [faceName(view.hand![0]!)]);
      await page.getByRole('button', { name: /^Discard (?!pile)/ }).click();
    }
  }
  expect(checked).toBe(8);
  expect(stackHints).toBeGreaterThan(0); // this deal leads to a reinforce and a take-over hint
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Card Table', level: 1 })).toBeVisible();
});

/** The keys of the table's buttons whose description says the hint points there, sorted. */
async function hintMarked(page: Page): Promise<string[]> {
  const marked = await page.locator('button.card-button').evaluateAll((bs) => bs.filter((b) => b.getAttribute('title')?.endsWith('— the hint points here')).map((b) => b.getAttribute('data-testid') ?? ''));
  return marked.map((n) => (n.startsWith('discard pile') ? 'discard pile' : n)).sort();
}

function expectedMarks(a: RushAction, view: RushView, names: string[]): string[] {
  const card = (id: string) => `card hand ${faceName(id)}`;
  const stack = (rank: number) => `stack ${names[view.stacks.find((s) => s.rank === rank)!.owner]} ${sportName(rank)}`;
  switch (a.type) {
    case 'layOut':
    case 'discard':
      return [card(a.card)];
    case 'takeOver':
      return [...a.cards.map(card), stack(a.rank)].sort();
    case 'reinforce':
      return [card(a.card), ...a.cards.map(card), stack(a.rank)].sort();
    case 'sponsor':
    case 'doping':
      return [card(a.card), ...(a.type === 'doping' && a.option === 'discard' && a.other ? [card(a.other)] : []), ...(a.option === 'takeDiscard' || a.option === 'destroy' ? ['discard pile'] : [])].sort();
    case 'defend':
      return a.cards.map(card).sort();
    case 'accept':
      return [];
  }
}

/** The English sentence the table says for a suggested move. */
function hintText(a: RushAction, view: RushView, names: string[]): string {
  const name = (c: RushCard | string): string => {
    const face = faceName(c);
    return face === 'sponsor' ? 'SPONSOR +' : face === 'doping control' ? 'DOPING CONTROL −' : face === 'coach' ? 'COACH' : cap(face);
  };
  const list = (ids: string[]) => ids.map(name).join(', ');
  const top = view.discard[view.discard.length - 1];
  const topSport = [...view.discard].reverse().find((c) => c.kind === 'sport');
  switch (a.type) {
    case 'layOut':
      return `Hint: lay out ${name(a.card)}.`;
    case 'takeOver':
      return `Hint: take over the ${cap(sportName(a.rank))} stack of ${names[view.stacks.find((s) => s.rank === a.rank)!.owner]}, paying ${list(a.cards)}.`;
    case 'reinforce':
      return `Hint: reinforce your ${cap(sportName(a.rank))} stack with ${list([a.card, ...a.cards])}.`;
    case 'sponsor':
      if (a.option === 'draw') return 'Hint: play SPONSOR and draw two cards.';
      if (a.option === 'takeDiscard') return `Hint: play SPONSOR and take ${name(top!)} from the discard pile.`;
      return `Hint: play SPONSOR and demand a card from ${names[a.target!]}.`;
    case 'doping':
      if (a.option === 'destroy') return `Hint: play DOPING CONTROL and remove ${name(topSport!)} from the game.`;
      if (a.option === 'discard') return `Hint: play DOPING CONTROL and discard ${name(a.other!)}.`;
      return `Hint: play DOPING CONTROL and make ${names[a.target!]} discard a card.`;
    case 'discard':
      return `Hint: discard ${name(a.card)}.`;
    case 'accept':
      return 'Hint: accept the demand.';
    case 'defend':
      return `Hint: defend by discarding ${name(a.cards[0])} and ${name(a.cards[1])}.`;
  }
}
