/**
 * Steps of the Athletic Games end-to-end tests. Tests play by clicking and dragging what a person does
 * (buttons by role and name: `card hand red 7`, `pile 3 top blue 4`, `hole 2`); to know the deal they
 * build the same game in Node from the deal number typed in the setup form. The page's read-only test
 * hook is used only to wait for animations and read the view.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { WebSocket } from 'ws';
import { tokenCookieName } from '../../src/main/web/key';
import { WS_PATH } from '../../src/common/names';
import { athleticGame } from '../../src/main/engine/games/athletic';
import type { AthleticState } from '../../src/main/engine/games/athletic';
import type { AthleticAction, AthleticCard, AthleticView } from '../../src/common/games/athletic';
import type { TableUpdate } from '../../src/common/contract';
import { startFromMenu, waitIdle, type SeatSpec } from './helpers';

export { setSettings, waitIdle } from './helpers';

/** Opens the app and leaves a game still open on the server for the menu (past its curtain, if up). */
export async function openMenu(page: Page): Promise<void> {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Card Table', level: 1 });
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const curtain = page.getByRole('button', { name: /^I am / });
  await expect(heading.or(menuButton)).toBeVisible();
  if (await curtain.isVisible()) await curtain.click();
  if (await menuButton.isVisible()) await menuButton.click();
  await expect(heading).toBeVisible();
}

/** The game the server deals for this deal number (the same engine, the same seed). */
export function athleticDeal(seed: number, players: number, options: Record<string, unknown> = {}): AthleticState {
  return athleticGame.setup({ players, seed, options: athleticGame.resolveOptions(options, players) });
}

export function athleticView(update: TableUpdate): AthleticView {
  return update.view as AthleticView;
}

/** "blue-7" -> "blue 7" (the public face in accessible names). */
export function face(id: string): string {
  return id.replace('-', ' ');
}

/** Menu -> Athletic Games -> seats, options and deal number -> Start game. */
export async function startAthletic(page: Page, seats: SeatSpec[], seed: number, options: Record<string, string> = {}): Promise<TableUpdate> {
  return startFromMenu(page, 'Athletic Games', seats, seed, options);
}

/**
 * Starts a game from a stacked deck (the `deck` option: not in the setup form) through the app's own
 * contract, as the page would, then opens the page, which resumes the open game. Play is by clicking.
 */
export async function startStacked(page: Page, seats: SeatSpec[], options: Record<string, unknown>): Promise<TableUpdate> {
  const base = new URL(String(test.info().project.use.baseURL));
  // The host answers only its own page: the connection says it comes from there.
  const ws = new WebSocket(`ws://${base.host}${WS_PATH}`, {
    origin: base.origin,
    headers: { cookie: `${tokenCookieName(Number(base.port))}=${process.env.CARD_TABLE_TOKEN}` },
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', (err) => reject(err));
  });
  const reply = await new Promise<{ ok: boolean; error?: { message: string } }>((resolve) => {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { id?: number; reply?: { ok: boolean; error?: { message: string } } };
      if (frame.id === 1 && frame.reply) resolve(frame.reply);
    });
    ws.send(JSON.stringify({ id: 1, method: 'startMatch', payload: { gameId: 'athletic', seats, options, seed: 1 } }));
  });
  ws.close();
  if (!reply.ok) throw new Error(`startMatch refused: ${reply.error?.message}`);
  await page.goto('/');
  return waitIdle(page);
}

export function handCard(page: Page, id: string): Locator {
  return page.getByRole('button', { name: `card hand ${face(id)}`, exact: true });
}

/** Pile `slot` (0-based, as the engine counts; named 1..5 on the table). */
export function pile(page: Page, slot: number): Locator {
  return page.getByRole('button', { name: new RegExp(`^pile ${slot + 1} top `) });
}

export function hole(page: Page, slot: number): Locator {
  return page.getByRole('button', { name: `hole ${slot + 1}`, exact: true });
}

/** One step by clicking: the card (or the source pile), then the target. */
export async function clickStep(page: Page, action: AthleticAction): Promise<TableUpdate> {
  if (action.type === 'play') {
    await handCard(page, action.card).click();
    await pile(page, action.slot).click();
  } else if (action.type === 'fill') {
    await handCard(page, action.card).click();
    await hole(page, action.slot).click();
  } else if (action.type === 'move') {
    await pile(page, action.from).click();
    await pile(page, action.to).click();
  } else {
    await page.getByRole('button', { name: 'End turn' }).click();
  }
  return waitIdle(page);
}

/** Drags a locator's centre onto another's with the mouse, in small steps as a hand would. */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 - 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

export function cardsOf(view: AthleticView, slot: number): string[] {
  return view.slots[slot]?.cards.map((c: AthleticCard) => c.id) ?? [];
}
