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
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const note = page.getByText(/^Hint: turn over [A-J]\d+\.$/);
      await expect(note).toBeVisible();
      const cell = /over ([A-J]\d+)/.exec((await note.textContent())!)![1];
      const legalCells = u.legal.filter((a) => a.type === 'flip').map((a) => cellName(a.cell as number));
      expect(legalCells).toContain(cell);
      await page.getByTestId(new RegExp(`^card grid ${cell} `)).click();
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
  // The whole game stays readable in the log, from its first move.
  const lines = await page.locator('.log-list li').allTextContents();
  expect(lines.length).toBeGreaterThan(150);
  expect(lines[0]).toBe('The cards are dealt: 100 face down.');
});

test('the status follows the table: never the player\'s turn while a bot\'s move plays out, and an early click says why', async ({ page }) => {
  test.setTimeout(120_000);
  await openMenu(page);
  await setSettings(page, 'English', 'Normal');
  await startFootball(page, [
    { kind: 'human', name: 'Olena' },
    { kind: 'bot', name: 'Bot Petro', level: 'easy' },
    { kind: 'bot', name: 'Bot Ivan', level: 'easy' },
  ], SEED, { 'Time to react (seconds)': '10' });
  // Every status line shown, with what the table was doing at that moment.
  await page.evaluate(() => {
    const w = window as unknown as { __statusLog: { text: string; tone: string; busy: boolean; toAct: number | null }[]; __cardTableTest: { update: { humanToAct: number | null } | null; animating: boolean } };
    w.__statusLog = [];
    const status = document.querySelector('.topbar .status')!;
    const record = () => {
      const hook = w.__cardTableTest;
      w.__statusLog.push({ text: status.textContent ?? '', tone: (status as HTMLElement).dataset.tone ?? '', busy: hook.animating, toAct: hook.update?.humanToAct ?? null });
    };
    new MutationObserver(record).observe(status, { childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['data-tone'] });
  });
  const deal = dealFor(SEED, 3, { reactionTimeoutMs: 10000 });
  let botTurns = 0;
  let clicked = false;
  for (let step = 0; step < 40 && botTurns < 2; step++) {
    await page.waitForFunction(() => {
      const hook = (window as unknown as { __cardTableTest: { update: { humanToAct: number | null; outcome: unknown } | null; animating: boolean } }).__cardTableTest;
      return !hook.animating && (hook.update?.humanToAct === 0 || !!hook.update?.outcome);
    }, undefined, { timeout: 60_000 });
    const u = await waitIdle(page);
    if (u.outcome) break;
    await expect(page.locator('.topbar .status')).toHaveAttribute('data-tone', 'mine');
    const view = viewOf(u);
    if (u.reaction || !u.legal.some((a) => a.type === 'flip')) {
      await page.getByRole('button', { name: 'Pass' }).click();
      continue;
    }
    // A flip that makes no pair (a lone face-down card), so the turn goes to the bot.
    const down = faceDownCells(view, deal);
    const up = view.cells.findIndex((c) => c !== null && c.faceUp);
    const wanted = up >= 0 ? footballerOf(deal.cells[up]) : null;
    const miss = down.find((c) => c.footballer !== wanted) ?? down[0];
    await cardButton(page, miss.cell).click();
    if (up < 0) continue;
    botTurns++;
    // While the bot's move is awaited or plays out, a click on the table says whose move it is.
    if (!clicked) {
      await page.waitForFunction(() => {
        // the status names a bot: its move is awaited or plays out (the player's own request is answered)
        if (!/^Bot (Petro|Ivan) is /.test(document.querySelector('.topbar .status')?.textContent ?? '')) return false;
        document.querySelector('canvas')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        return true;
      });
      clicked = true;
      await expect(page.locator('.table-message')).toHaveText(/^Not yet: /);
    }
  }
  expect(botTurns).toBeGreaterThan(0);
  const log = await page.evaluate(() => (window as unknown as { __statusLog: { text: string; tone: string; busy: boolean; toAct: number | null }[] }).__statusLog);
  // The bot's moves were announced ...
  expect(log.some((l) => /^Bot (Petro|Ivan) is (playing|thinking)/.test(l.text))).toBe(true);
  // ... and the player's turn only when the player could act.
  const early = log.filter((l) => l.tone === 'mine' && (l.busy || l.toAct !== 0));
  expect(early, JSON.stringify(early)).toEqual([]);
});
