import { expect, test } from '@playwright/test';
import { cardButton, cellName, dealFor, faceDownCells, findPair, footballerOf, openMenu, setSettings, startFootball, viewOf, waitIdle } from './helpers';

const SEED = 777;

test('one human against three bots plays to the results screen at instant speed', async ({ page }) => {
  // A whole game; the human holding a YELLOW or RED answers a W_RESOLVED at every turn's end as well as each W_START.
  test.setTimeout(300_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Bot Easy', level: 'easy' },
    { kind: 'bot', name: 'Bot Hard', level: 'hard' },
    { kind: 'bot', name: 'Bot Perfect', level: 'perfect' },
  ], SEED, { 'Time to react (seconds)': '10' });
  const deal = dealFor(SEED, 4, { reactionTimeoutMs: 10000 });
  const results = page.getByRole('heading', { name: 'Final score' });
  let hinted = false;

  for (let step = 0; step < 400 && !(await results.isVisible()); step++) {
    const u = await waitIdle(page);
    if (u.outcome) break;
    expect(u.curtain).toBeNull(); // one human: never a curtain
    if (u.humanToAct !== 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const view = viewOf(u);
    const types = new Set(u.legal.map((a) => a.type));
    if (u.reaction) {
      await page.getByRole('button', { name: 'Pass' }).click();
    } else if (types.has('takePair')) {
      await page.getByRole('dialog').getByRole('button').first().click();
    } else if (types.has('flip') && !hinted) {
      // The hint names a card the human may turn over now, and the table rings it.
      hinted = true;
      await page.getByRole('button', { name: 'Hint' }).click();
      const note = page.getByText(/^Hint: turn over [A-J]\d+\.$/);
      await expect(note).toBeVisible();
      const cell = /over ([A-J]\d+)/.exec((await note.textContent())!)![1];
      const legalCells = u.legal.filter((a) => a.type === 'flip').map((a) => cellName(a.cell as number));
      expect(legalCells).toContain(cell);
      await page.getByRole('button', { name: new RegExp(`^card grid ${cell} `) }).click();
    } else if (types.has('flip')) {
      const upCell = view.cells.findIndex((c) => c !== null && c.faceUp);
      let target: number;
      if (upCell >= 0) {
        const wanted = footballerOf(deal.cells[upCell]);
        const down = faceDownCells(view, deal);
        target = (down.find((c) => wanted !== null && c.footballer === wanted) ?? down[0]).cell;
      } else {
        target = findPair(view, deal)?.[0] ?? faceDownCells(view, deal)[0].cell;
      }
      await cardButton(page, target).click();
    } else {
      throw new Error(`unexpected choice for the human: ${[...types].join(', ')}`);
    }
  }

  await expect(results).toBeVisible();
  const final = await waitIdle(page);
  expect(final.outcome).not.toBeNull();
  expect(viewOf(final).faceDownCount).toBe(0);
  const dialog = page.getByRole('dialog');
  for (const name of ['Olena', 'Bot Easy', 'Bot Hard', 'Bot Perfect']) await expect(dialog.getByRole('rowheader', { name, exact: true })).toBeVisible();
  const scores = final.outcome!.scores;
  expect(scores.reduce((a, b) => a + b, 0)).toBe(220);
});
