/**
 * Shared steps of the end-to-end tests. Tests play by clicking what a person clicks (buttons by role and
 * name). To know where cards lie they deal the same table in Node from the deal number they typed in
 * the setup form; the page's read-only test hook is used only to wait for animations and read the view.
 */
import { expect, test, type Page } from '@playwright/test';
import { WebSocket } from 'ws';
import { tokenCookieName } from '../../src/main/web/key';
import { WS_PATH, type GameId } from '../../src/common/names';
import { footballGame, footballManifest } from '../../src/main/engine/games/football';
import type { FootballState } from '../../src/main/engine/games/football/rules';
import type { FootballView } from '../../src/common/games/football';
import type { TableUpdate } from '../../src/common/contract';
import type { GameManifest } from '../../src/main/engine/core';
import { athleticManifest } from '../../src/main/engine/games/athletic';
import { drakerManifest } from '../../src/main/engine/games/draker';
import { createListWordList, createWordsManifest } from '../../src/main/engine/games/words';
import { createConfSaveStore } from '../../src/main/saves/store';
import { stackedMatchSave } from '../../src/main/session/stacked';

export interface SeatSpec {
  kind: 'human' | 'bot';
  name: string;
  level?: 'easy' | 'normal' | 'hard' | 'perfect';
}

/** The five games as the menu names them. */
export const GAME_TITLES = ['Klepka Football', 'Athletic Games', 'Rush for Medals', 'Klepka Words', 'Draker'] as const;
export const OLENA: SeatSpec = { kind: 'human', name: 'Olena' };
export const PETRO_BOT: SeatSpec = { kind: 'bot', name: 'Petro', level: 'easy' };

/** Shows the page in a language without saving it (the test hook of src/renderer/main.ts). */
export async function showLanguage(page: Page, language: 'en' | 'uk'): Promise<void> {
  await page.evaluate((l) => (window as unknown as { __cardTableTest: { showLanguage(l: string): void } }).__cardTableTest.showLanguage(l), language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

export function cellName(cell: number, cols = 10): string {
  return String.fromCharCode(65 + Math.floor(cell / cols)) + String((cell % cols) + 1);
}

/** The card ids the server deals for this deal number (the same engine, the same seed). */
export function dealFor(seed: number, players: number, options: Record<string, unknown> = {}): FootballState {
  return footballGame.setup({ players, seed, options: footballGame.resolveOptions(options, players) });
}

export function footballerOf(cardId: string | null): number | null {
  const m = /^fb(\d+)-/.exec(cardId ?? '');
  return m ? Number(m[1]) : null;
}

/** Opens the app; a game still open on the server comes back at once, so leave it for the menu. */
export async function openMenu(page: Page): Promise<void> {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Card Table', level: 1 });
  // the table's Menu, or the curtain's when a curtain covers the table (it comes later in the page)
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true }).last();
  await expect(heading.or(menuButton)).toBeVisible();
  if (await menuButton.isVisible()) await menuButton.click();
  await expect(heading).toBeVisible();
}

export async function setSettings(page: Page, language: 'English' | 'Українська', speed: string): Promise<void> {
  await page.getByRole('button', { name: /^(Settings|Налаштування)$/ }).click();
  await page.getByRole('radio', { name: language }).check();
  await page.getByRole('radio', { name: speed }).check();
  await page.getByRole('button', { name: /^(Back|Назад)$/ }).click();
}

/** Klepka Football's new-game form filled for a small deal: footballers by points (1 to 5), prize cards 0 unless given. */
export function smallFootballForm(rows: number, cols: number, byPoints: number[], prizes: { yellow?: number; var?: number } = {}, extra: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { 'Grid rows': String(rows), 'Grid columns': String(cols) };
  for (let p = 1; p <= 5; p++) form[`Footballers worth ${p} point${p === 1 ? '' : 's'}`] = String(byPoints[p - 1] ?? 0);
  return { ...form, 'YELLOW cards': String(prizes.yellow ?? 0), 'RED cards': '0', 'VAR cards': String(prizes.var ?? 0), 'PLAY GAME cards': '0', ...extra };
}

/**
 * Menu -> the game's "New game" -> seats (adding or removing players), options by label and the deal
 * number -> Start game; returns the first table update.
 */
export async function startFromMenu(page: Page, title: string, seats: SeatSpec[], seed: number, options: Record<string, string> = {}): Promise<TableUpdate> {
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: `New game: ${title}` })).toBeVisible();
  while ((await page.getByRole('group', { name: /^Player \d+$/ }).count()) < seats.length) {
    await page.getByRole('button', { name: /Add a player/ }).click();
  }
  while ((await page.getByRole('group', { name: /^Player \d+$/ }).count()) > seats.length) {
    await page.getByRole('button', { name: /Remove player/ }).last().click();
  }
  for (const [i, seat] of seats.entries()) {
    const n = i + 1;
    await page.getByLabel(`Player ${n} Who plays`).selectOption(seat.kind === 'human' ? 'human' : 'bot');
    await page.getByLabel(`Player ${n} Name`).fill(seat.name);
    if (seat.kind === 'bot') await page.getByLabel(`Player ${n} Bot level`).selectOption(seat.level ?? 'normal');
  }
  if (Object.keys(options).length > 0) {
    await page.getByText('Options', { exact: true }).click();
    for (const [label, value] of Object.entries(options)) {
      const field = page.getByLabel(label, { exact: true });
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
  }
  await page.getByLabel('Deal number').fill(String(seed));
  await page.getByRole('button', { name: 'Start game' }).click();
  return waitIdle(page);
}

/** Menu -> Klepka Football -> set up the seats and the deal number -> Start game. */
export async function startFootball(page: Page, seats: SeatSpec[], seed: number, options: Record<string, string> = {}): Promise<void> {
  await startFromMenu(page, 'Klepka Football', seats, seed, options);
}

/** The engines that deal from a stacked deck (Words' deal does not look words up: an empty word list deals as the real one). */
const STACKABLE: Partial<Record<GameId, GameManifest>> = {
  athletic: athleticManifest,
  draker: drakerManifest,
  football: footballManifest,
  words: createWordsManifest(createListWordList([])),
};
let stackedGames = 0;

/**
 * Starts a game from a stacked deck (the `deck` option: not in the setup form, and refused from any
 * request). As a built-in tutorial would, the game is made in process and written into the host's saves
 * folder; the page's contract then loads it (loadSave) and the page, opened, resumes it. Play is by clicking.
 */
export async function startStackedGame(page: Page, gameId: GameId, seats: SeatSpec[], options: Record<string, unknown>): Promise<TableUpdate> {
  const entry = STACKABLE[gameId];
  if (!entry) throw new Error(`${gameId} does not deal from a stacked deck.`);
  const id = `${gameId}-stacked-${process.pid}-${++stackedGames}`;
  const save = stackedMatchSave(entry, { id, gameId, seats, options, seed: 1 });
  createConfSaveStore(String(process.env.CARD_TABLE_E2E_DATA)).write(id, JSON.stringify(save));
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
    ws.send(JSON.stringify({ id: 1, method: 'loadSave', payload: { id } }));
  });
  ws.close();
  if (!reply.ok) throw new Error(`loadSave refused: ${reply.error?.message}`);
  await page.goto('/');
  return waitIdle(page);
}

/** Waits until no animation or request is pending, then returns the latest table update. */
export async function waitIdle(page: Page): Promise<TableUpdate> {
  await page.waitForFunction(() => {
    const hook = (window as unknown as { __cardTableTest?: { update: unknown; animating: boolean } }).__cardTableTest;
    return !!hook && !!hook.update && !hook.animating;
  }, undefined, { timeout: 60_000 });
  return (await page.evaluate(() => (window as unknown as { __cardTableTest: { update: unknown } }).__cardTableTest.update)) as TableUpdate;
}

export function cardButton(page: Page, cell: number, cols = 10) {
  return page.getByTestId(new RegExp(`^card grid ${cellName(cell, cols)}\\b`));
}

export async function flip(page: Page, cell: number, cols = 10): Promise<TableUpdate> {
  await cardButton(page, cell, cols).click();
  return waitIdle(page);
}

export function viewOf(update: TableUpdate): FootballView {
  return update.view as FootballView;
}

/** Face-down cells of the view with the footballer the deal put there (null for prize cards). */
export function faceDownCells(view: FootballView, deal: FootballState): { cell: number; footballer: number | null; id: string }[] {
  const out: { cell: number; footballer: number | null; id: string }[] = [];
  view.cells.forEach((c, cell) => {
    if (c && !c.faceUp) out.push({ cell, footballer: footballerOf(deal.cells[cell]), id: deal.cells[cell] ?? '' });
  });
  return out;
}

/** A pair of face-down cells holding the same footballer, or null. */
export function findPair(view: FootballView, deal: FootballState, except: number[] = []): [number, number] | null {
  const seen = new Map<number, number>();
  for (const { cell, footballer } of faceDownCells(view, deal)) {
    if (footballer === null || except.includes(cell)) continue;
    const other = seen.get(footballer);
    if (other !== undefined) return [other, cell];
    seen.set(footballer, cell);
  }
  return null;
}

/** When the curtain asks for `name`, confirm it; returns the update after. */
export async function passCurtainTo(page: Page, name: string): Promise<TableUpdate> {
  const u = await waitIdle(page);
  if (u.curtain) {
    expect(u.curtain.name).toBe(name);
    await page.getByRole('button', { name: `I am ${name}` }).click();
    return waitIdle(page);
  }
  return u;
}
