/**
 * Shared steps of the Klepka Words end-to-end tests. Where cards lie is known by dealing the same table
 * in Node from the deal number typed in the setup form (the same engine, the same seed); the page's
 * read-only test hook is used only to wait for animations and read the view.
 */
import { type Page } from '@playwright/test';
import { cardOf, createListWordList, createWordsGame, type WordsState } from '../../src/main/engine/games/words';

export type { WordsState };
import type { WordsCard, WordsView } from '../../src/common/games/words';
import type { TableUpdate } from '../../src/common/contract';
import { startFromMenu, waitIdle, type SeatSpec } from './helpers';

const COLS = 14;
// Dealing does not look words up: an empty word list deals the same table as the real dictionary.
const game = createWordsGame(createListWordList([]));

export function wordsDeal(seed: number, players: number, options: Record<string, unknown> = {}): WordsState {
  return game.setup({ players, seed, options: game.resolveOptions(options, players) });
}

export function cellName(cell: number): string {
  return String.fromCharCode(65 + Math.floor(cell / COLS)) + String((cell % COLS) + 1);
}

export function cardAt(deal: WordsState, cell: number): WordsCard | null {
  const id = deal.cells[cell];
  return id ? cardOf(id, deal.options) : null;
}

export function viewOf(u: TableUpdate): WordsView {
  return u.view as WordsView;
}

/** The grid button of a cell ("card grid C7 face down", "card grid C7 letter К 2 points blue"). */
export function gridCard(page: Page, cell: number) {
  return page.getByTestId(new RegExp(`^card grid ${cellName(cell)}\\b`));
}

/** The two cells holding the pair of `letter` in `colour` (cells still face down in `view`). */
export function pairCells(deal: WordsState, view: WordsView, letter: string, colour: 'blue' | 'yellow'): [number, number] {
  const cells = view.cells.flatMap((c, i) => {
    const card = cardAt(deal, i);
    return c && !c.faceUp && card?.kind === 'letter' && card.letter === letter && card.colour === colour ? [i] : [];
  });
  if (cells.length < 2) throw new Error(`no ${colour} pair of ${letter} left on the table`);
  return [cells[0]!, cells[1]!];
}

/** Face-down cells with `count` letter cards of distinct letters, none of `avoid` (so no pair forms). */
export function distinctLetterCells(deal: WordsState, view: WordsView, count: number, avoid: string[] = []): number[] {
  const seen = new Set<string>(avoid);
  const out: number[] = [];
  view.cells.forEach((c, i) => {
    const card = cardAt(deal, i);
    if (out.length < count && c && !c.faceUp && card?.kind === 'letter' && !seen.has(card.letter)) {
      seen.add(card.letter);
      out.push(i);
    }
  });
  return out;
}

/** Clicks a grid card and waits until the table is idle again. */
export async function flipCell(page: Page, cell: number): Promise<TableUpdate> {
  await gridCard(page, cell).click();
  return waitIdle(page);
}

/** Menu -> Klepka Words -> seats, options (by label) and the deal number -> Start game. */
export async function startWords(page: Page, seats: SeatSpec[], seed: number, options: Record<string, string> = {}): Promise<void> {
  await startFromMenu(page, 'Klepka Words', seats, seed, options);
}

/** A hand button by the card's key ("letter К 2 points blue", also its name in English); the first free one. */
export function handCard(page: Page, name: string) {
  return page.getByTestId(name).and(page.locator('.hand-card:not(.in-word)')).first();
}

/** Waits (letting bots play) until seat `seat` is asked to act; returns that update. */
export async function waitForSeat(page: Page, seat: number): Promise<TableUpdate> {
  for (let i = 0; i < 600; i++) {
    const u = await waitIdle(page);
    if (u.humanToAct === seat || u.outcome) return u;
    await page.waitForTimeout(50);
  }
  throw new Error(`seat ${seat} was never asked to act`);
}
