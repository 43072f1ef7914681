/**
 * Steps of the Athletic Games end-to-end tests. Tests play by clicking and dragging what a person does
 * (buttons by their data-testid: `card hand red 7`, `pile 3 top blue 4`, `hole 2`); to know the deal they
 * build the same game in Node from the deal number typed in the setup form. The page's read-only test
 * hook is used only to wait for animations and read the view.
 */
import type { Locator, Page } from '@playwright/test';
import { athleticGame } from '../../src/main/engine/games/athletic';
import type { AthleticState } from '../../src/main/engine/games/athletic';
import type { AthleticAction, AthleticCard, AthleticView } from '../../src/common/games/athletic';
import type { TableUpdate } from '../../src/common/contract';
import { startFromMenu, startStackedGame, waitIdle, type SeatSpec } from './helpers';

export { openMenu, setSettings, waitIdle } from './helpers';

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

/** Starts Athletic Games from a stacked deck (the `deck` option: not in the setup form); play is by clicking. */
export async function startStacked(page: Page, seats: SeatSpec[], options: Record<string, unknown>): Promise<TableUpdate> {
  return startStackedGame(page, 'athletic', seats, options);
}

export function handCard(page: Page, id: string): Locator {
  return page.getByTestId(`card hand ${face(id)}`);
}

/** Pile `slot` (0-based, as the engine counts; named 1..5 on the table). */
export function pile(page: Page, slot: number): Locator {
  return page.getByTestId(new RegExp(`^pile ${slot + 1} top `));
}

export function hole(page: Page, slot: number): Locator {
  return page.getByTestId(`hole ${slot + 1}`);
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
