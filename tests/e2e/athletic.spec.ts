/**
 * Athletic Games at the table, played by clicking and dragging: a whole medal turn like the rules'
 * worked example (PLAY, MOVE, FILL, MOVE, FILL), a refused drop, the hotseat curtain, and a game against
 * bots to its end.
 */
import { expect, test } from '@playwright/test';
import type { AthleticAction } from '../../src/common/games/athletic';
import { athleticGame } from '../../src/main/engine/games/athletic';
import { athleticDeal, athleticView, cardsOf, clickStep, drag, handCard, hole, openMenu, pile, replay, setSettings, startAthletic, waitIdle } from './athletic-helpers';

/**
 * Deal 7 with two players, Olena first: her seven cards empty in one turn through two MOVEs and the
 * FILLs of the holes they open, the same kind of line as the rules' worked example (found by the
 * engine's turn search; the test checks every step against the engine).
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

test('a medal turn by clicking: plays, two moves and two fills empty the hand', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  let u = await startAthletic(page, [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Petro', level: 'easy' }], MEDAL_SEED, { 'First player': '0' });
  const deal = athleticDeal(MEDAL_SEED, 2, { firstPlayer: 0 });
  expect(athleticView(u).hand!.map((c) => c.id).sort()).toEqual([...deal.hands[0]].sort());
  await expect(page.getByText('Played this turn: 0 cards')).toBeVisible();
  let expected = deal;
  for (const [i, step] of MEDAL_LINE.entries()) {
    u = await clickStep(page, step);
    if (i === MEDAL_LINE.length - 1) break;
    expected = replay(expected, 0, [step]);
    const view = athleticView(u);
    for (let slot = 0; slot < 5; slot++) expect(cardsOf(view, slot), `after step ${i + 1}, slot ${slot + 1}`).toEqual(expected.slots[slot]);
    const played = MEDAL_LINE.slice(0, i + 1).filter((a) => a.type !== 'move').length;
    await expect(page.getByText(`Played this turn: ${played} card${played === 1 ? '' : 's'}`)).toBeVisible();
    if (step.type === 'move') await expect(hole(page, step.from)).toBeVisible();
  }
  const view = athleticView(u);
  expect(view.players[0].medals).toBe(1);
  await expect(page.getByRole('list', { name: '1 of 5 medals' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'What happened' })).toContainText('Olena empties the hand and wins a medal (1 in all)!');
});
