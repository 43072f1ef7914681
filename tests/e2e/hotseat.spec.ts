import { expect, test } from '@playwright/test';
import { cardButton, dealFor, faceDownCells, findPair, flip, openMenu, setSettings, startFootball, viewOf, waitIdle } from './helpers';

const SEED = 4242;

test('two humans share the screen: flip by clicking, the curtain before a VAR peek, reload resumes', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], SEED);
  const deal = dealFor(SEED, 2);
  const names = ['Olena', 'Petro'];

  let u = await waitIdle(page);
  let view = viewOf(u);
  const first = view.active;
  expect(u.humanToAct).toBe(first);
  await expect(page.getByText(`${names[first]}: flip a card`)).toBeVisible();

  // A pair of the same footballer is taken and the same player goes again.
  const pair = findPair(view, deal)!;
  await flip(page, pair[0]);
  await expect(cardButton(page, pair[0])).toHaveAttribute('data-testid', /^card grid [A-J]\d+ footballer \d+/);
  u = await flip(page, pair[1]);
  view = viewOf(u);
  expect(view.players[first].pairs).toHaveLength(1);
  expect(view.cells[pair[0]]).toBeNull();
  await expect(cardButton(page, pair[0])).toHaveCount(0);
  await expect(page.getByText(`${names[first]}: a pair! Flip again`)).toBeVisible();

  // Take a VAR card with a footballer that has no partner flipped: the turn passes to the other human.
  const down = faceDownCells(view, deal);
  const varCell = down.find((c) => c.id.startsWith('var-'))!.cell;
  const lone = down.find((c) => c.footballer !== null)!.cell;
  await flip(page, varCell);
  u = await flip(page, lone);
  view = viewOf(u);
  const second = 1 - first;
  expect(view.active).toBe(second);
  expect(view.players[first].prizes.map((p) => p.id)).toEqual([deal.cells[varCell]]);
  expect(u.curtain).toBeNull(); // nothing private on this screen: no curtain

  // The second human flips two different footballers; the turn comes back to the VAR holder.
  const others = faceDownCells(view, deal).filter((c) => c.footballer !== null);
  const a = others[0];
  const b = others.find((c) => c.footballer !== a.footballer)!;
  await flip(page, a.cell);
  u = await flip(page, b.cell);
  expect(viewOf(u).active).toBe(first);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Undo of the other player's flips is not possible: the button is disabled, and its tooltip says why.
  expect(u.canUndo).toBe(false);
  const undo = page.getByRole('button', { name: /Undo/ });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', 'Only a move that revealed nothing and kept the turn can be taken back.');

  // VAR and PLAY GAME say what they do before they are used: on their buttons and on the cards in the panel.
  await expect(page.getByRole('button', { name: 'Use VAR' })).toHaveAttribute('title', /look at two face-down cards/);
  await expect(page.getByRole('button', { name: /Play a match/ })).toHaveAttribute('title', /roll a die/);
  await expect(page.locator(`[data-seat="${first}"] .mini-card.var`)).toHaveAttribute('title', /look at two face-down cards/);

  // The Rules, like every table's: the game in short, the prize cards as their tooltips say them, and how to play here.
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const rules = page.getByRole('dialog', { name: 'Klepka Football: the rules in short' });
  await expect(rules).toBeVisible();
  await expect(rules.getByRole('heading', { name: 'Goal' })).toBeInViewport(); // opened at the top
  await expect(rules).toContainText('The same footballer twice: the pair is yours and you flip again.');
  await expect(rules).toContainText('VAR: at the start of your turn');
  await rules.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Using VAR would show two cards privately to a human who did not have the screen: the curtain comes first.
  const peekCells = faceDownCells(viewOf(u), deal).slice(0, 2).map((c) => c.cell);
  await page.getByRole('button', { name: 'Use VAR' }).click();
  await cardButton(page, peekCells[0]).click();
  await cardButton(page, peekCells[1]).click();
  u = await waitIdle(page);
  expect(u.curtain).toEqual({ seat: first, name: names[first] });
  expect(viewOf(u).peek).toBeNull();
  await expect(page.getByText(`Pass the screen to ${names[first]}`).first()).toBeVisible();
  await page.getByRole('button', { name: `I am ${names[first]}` }).click();
  u = await waitIdle(page);
  expect(u.curtain).toBeNull();
  expect(viewOf(u).peek?.cells).toEqual(peekCells);
  await expect(cardButton(page, peekCells[0])).toHaveAccessibleDescription(/./);
  // The log on the shared screen names cells, never the cards flipped or peeked at.
  const log = page.getByRole('complementary', { name: 'What happened' });
  await expect(log).toContainText(`${names[first]} uses VAR on`);
  expect(await log.innerText()).not.toMatch(/(flips [A-J]\d+|VAR on [A-J]\d+ and [A-J]\d+):/);

  // Reload: the same table, the same turn, the peek still shown only to its user.
  const before = { turn: u.turn, view: viewOf(u) };
  await page.reload();
  u = await waitIdle(page);
  expect(u.turn).toBe(before.turn);
  await expect(page.getByRole('complementary', { name: 'What happened' })).toContainText(`The game goes on from move ${before.turn}.`);
  expect(viewOf(u).players).toEqual(before.view.players);
  expect(viewOf(u).cells).toEqual(before.view.cells);
  await expect(cardButton(page, pair[0])).toHaveCount(0);
  await expect(cardButton(page, varCell)).toHaveCount(0);

  // Play continues after the reload.
  const next = findPair(viewOf(u), deal)!;
  await flip(page, next[0]);
  u = await flip(page, next[1]);
  expect(viewOf(u).players[first].pairs).toHaveLength(2);
});

test("the player's own move playing out is not announced as someone being waited for", async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Normal');
  await startFootball(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Robo', level: 'easy' }], SEED, { 'First player': '0' });
  const u = await waitIdle(page);
  expect(u.humanToAct).toBe(0);
  // every text the status line shows from now on
  await page.evaluate(() => {
    const status = document.querySelector('.table-screen .status')!;
    const seen: string[] = [];
    (window as unknown as { statusSeen: string[] }).statusSeen = seen;
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
  });
  const cell = faceDownCells(viewOf(u), dealFor(SEED, 2))[0]!.cell;
  await flip(page, cell);
  const seen = await page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen);
  expect(seen).toContain('Olena: your move…');
  expect(seen).not.toContain('Olena is playing…');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await setSettings(page, 'English', 'Instant');
});
