/**
 * Klepka Football cards: the composition built from the options, card ids, and the points table.
 * Footballers are numbered 1..N with the highest-value ones first (default: #1-#4 are worth 5 points,
 * #5-#10 4 points, #11-#20 3 points, #21-#32 2 points, #33-#44 1 point). Two identical cards each.
 */
import type { FootballCard, FootballOptions, PrizeKind } from '../../../../common/games/football';

export const PRIZE_KINDS: readonly PrizeKind[] = ['yellow', 'red', 'var', 'playGame'];

export function footballerId(footballer: number, copy: 1 | 2): string {
  return `fb${String(footballer).padStart(2, '0')}-${copy}`;
}

export function prizeId(kind: PrizeKind, n: number): string {
  return `${kind}-${n}`;
}

/** Points per footballer number (index 0 unused). */
export function pointsTable(options: FootballOptions): number[] {
  const table = [0];
  for (let value = 5; value >= 1; value--) {
    const count = options.footballersByPoints[value - 1];
    for (let i = 0; i < count; i++) table.push(value);
  }
  return table;
}

export function footballerCount(options: FootballOptions): number {
  return options.footballersByPoints.reduce((a, b) => a + b, 0);
}

export function cardCount(options: FootballOptions): number {
  return 2 * footballerCount(options) + options.yellow + options.red + options.var + options.playGame;
}

/** Every card id of the composition, in a fixed order: footballers by number, then the prize cards. */
export function composition(options: FootballOptions): string[] {
  const ids: string[] = [];
  const n = footballerCount(options);
  for (let f = 1; f <= n; f++) ids.push(footballerId(f, 1), footballerId(f, 2));
  for (const kind of PRIZE_KINDS) {
    for (let i = 1; i <= options[kind]; i++) ids.push(prizeId(kind, i));
  }
  return ids;
}

const FB_RE = /^fb(\d{2})-[12]$/;

/** Prize kind of a card id, or null for a footballer card. */
export function prizeKindOf(id: string): PrizeKind | null {
  if (id.charCodeAt(0) === 102 /* f */ && id.charCodeAt(1) === 98 /* b */) return null;
  const dash = id.indexOf('-');
  return id.slice(0, dash) as PrizeKind;
}

/** Footballer number of a card id, or 0 for a prize card. */
export function footballerOf(id: string): number {
  const m = FB_RE.exec(id);
  return m ? Number(m[1]) : 0;
}

export function cardOf(id: string, points: readonly number[]): FootballCard {
  const f = footballerOf(id);
  if (f > 0) return { id, kind: 'footballer', footballer: f, points: points[f] ?? 0 };
  return { id, kind: 'prize', prize: prizeKindOf(id) as PrizeKind };
}
