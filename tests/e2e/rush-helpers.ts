/**
 * Steps of the Rush for Medals end-to-end tests. The tests click what a person clicks; to know which
 * cards a hand holds before they are shown, they deal the same game in Node from the deal number typed
 * in the setup form (the same engine, the same seed).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { TableUpdate } from '../../src/common/contract';
import type { RushCard, RushView } from '../../src/common/games/rush';
import { rushGame, type RushState } from '../../src/main/engine/games/rush';
import { startFromMenu, type SeatSpec } from './helpers';

export { passCurtainTo } from './helpers';

export function rushDealFor(seed: number, players: number, options: Record<string, unknown> = {}): RushState {
  return rushGame.setup({ players, seed, options: rushGame.resolveOptions(options, players) });
}

export function rushView(u: TableUpdate): RushView {
  return u.view as RushView;
}

const SPORT_NAMES: Record<number, string> = { 2: 'archery', 3: 'boxing', 4: 'cycling', 5: 'swimming', 6: 'basketball', 7: 'table tennis', 8: 'athletics', 9: 'canoe' };

/** The language-independent face the table's buttons are named after: "swimming 5", "sponsor", "doping control". */
export function faceName(card: RushCard | string): string {
  const id = typeof card === 'string' ? card : card.id;
  const m = /^s(\d+)-/.exec(id);
  if (m) return `${SPORT_NAMES[Number(m[1])]} ${m[1]}`;
  if (id.startsWith('doping')) return 'doping control';
  if (id.startsWith('sponsor')) return 'sponsor';
  return 'coach';
}

export function sportName(rank: number): string {
  return SPORT_NAMES[rank]!;
}

/** The hand button of the `nth` card with this face (copies of a face share a name). */
export function handCard(page: Page, face: string, nth = 0): Locator {
  // by its stable key: in Ukrainian the accessible name is the card's description (card-buttons.ts)
  return page.getByTestId(`card hand ${face}`).nth(nth);
}

/** Clicks hand cards by face, in order; repeated faces pick the next copy. */
export async function selectCards(page: Page, faces: string[]): Promise<void> {
  const used = new Map<string, number>();
  for (const f of faces) {
    const n = used.get(f) ?? 0;
    used.set(f, n + 1);
    const card = handCard(page, f, n);
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Menu -> Rush for Medals -> seats, options and the deal number -> Start game. */
export async function startRush(page: Page, seats: SeatSpec[], seed: number, options: Record<string, string> = {}): Promise<void> {
  await startFromMenu(page, 'Rush for Medals', seats, seed, options);
}

/** The first deal number from `from` whose dealt game satisfies `wanted` (searched with the engine itself). */
export function findSeed(players: number, options: Record<string, unknown>, wanted: (s: RushState) => boolean, from = 1): number {
  for (let seed = from; seed < from + 50_000; seed++) if (wanted(rushDealFor(seed, players, options))) return seed;
  throw new Error('no deal found');
}

export function rankOfId(id: string): number | null {
  const m = /^s(\d+)-/.exec(id);
  return m ? Number(m[1]) : null;
}
