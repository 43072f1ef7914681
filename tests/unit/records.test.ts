import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/common/names';
import { resolveName, type MatchResult, type ResultSeat } from '../../src/common/records';
import { computeRecords } from '../../src/main/records/stats';

const olena: ResultSeat = { name: 'Olena', kind: 'human' };
const taras: ResultSeat = { name: 'Taras', kind: 'human' };
const hard: ResultSeat = { name: 'Bot 1', kind: 'bot', level: 'hard' };
const easy: ResultSeat = { name: 'Bot 2', kind: 'bot', level: 'easy' };

let n = 0;
function result(gameId: GameId, seats: ResultSeat[], scores: number[], winners: number[], day: number): MatchResult {
  n++;
  return { matchId: `m${n}`, gameId, finishedAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`, seats, scores, winners, reason: 'end', turns: 10 };
}

/** Olena: won, won, lost, won, won, won (football) and one lost athletic game in between. */
const FIXTURE: MatchResult[] = [
  result('football', [olena, taras], [10, 4], [0], 1),
  result('football', [olena, hard], [8, 6], [0], 2),
  result('football', [olena, taras, hard], [3, 9, 7], [1], 3),
  result('athletic', [olena, easy], [0, 1], [1], 4),
  result('football', [olena, taras], [12, 1], [0], 5),
  result('football', [olena, hard, easy], [5, 2, 2], [0], 6),
  // listed out of order: streaks follow the finishing time
  result('football', [olena, taras], [6, 6], [0, 1], 7),
];

describe('records from results', () => {
  const records = computeRecords([FIXTURE[6]!, ...FIXTURE.slice(0, 6)], []);
  const of = (name: string) => records.find((r) => r.bot === null && r.name === name)!;

  it('counts played, won, win rate, best and average score per game and over all games', () => {
    const o = of('Olena');
    expect(o.games.football).toMatchObject({ played: 6, won: 5, bestScore: 12, lastPlayed: '2026-01-07T10:00:00.000Z' });
    expect(o.games.football!.winRate).toBeCloseTo(5 / 6);
    expect(o.games.football!.averageScore).toBeCloseTo((10 + 8 + 3 + 12 + 5 + 6) / 6);
    expect(o.games.athletic).toMatchObject({ played: 1, won: 0, bestScore: 0, averageScore: 0, currentStreak: 0, longestStreak: 0 });
    expect(o.all).toMatchObject({ played: 7, won: 5, bestScore: 12 });
    expect(o.games.rush).toBeUndefined();
  });

  it('current and longest winning streaks follow the order games finished in; a shared win is a win', () => {
    const o = of('Olena');
    // football: W W L W W W(shared) -> current 3, longest 3
    expect(o.games.football).toMatchObject({ currentStreak: 3, longestStreak: 3 });
    // all games: W W L L W W W -> current 3, longest 3
    expect(o.all).toMatchObject({ currentStreak: 3, longestStreak: 3 });
    const t = of('Taras');
    expect(t.all).toMatchObject({ played: 4, won: 2, currentStreak: 1, longestStreak: 1, bestScore: 9 });
  });

  it('bots count per level, whatever their names', () => {
    const bots = records.filter((r) => r.bot !== null);
    expect(bots.map((b) => b.bot)).toEqual(['easy', 'hard']);
    expect(bots.find((b) => b.bot === 'hard')!.all).toMatchObject({ played: 3, won: 0, bestScore: 7 });
    expect(bots.find((b) => b.bot === 'easy')!.all).toMatchObject({ played: 2, won: 1, bestScore: 2, currentStreak: 0, longestStreak: 1 });
    // people first, by name
    expect(records.map((r) => r.name || r.bot)).toEqual(['Olena', 'Taras', 'easy', 'hard']);
  });

  it('a name typed differently is another player until merged; a merge adds its games in order', () => {
    const typo = result('football', [{ name: 'olena', kind: 'human' }, taras], [9, 0], [0], 8);
    const apart = computeRecords([...FIXTURE, typo], []);
    expect(apart.filter((r) => r.bot === null).map((r) => r.name)).toEqual(['olena', 'Olena', 'Taras']);
    expect(apart.find((r) => r.name === 'Olena')!.all.currentStreak).toBe(3);
    const merged = computeRecords([...FIXTURE, typo], [{ from: 'olena', into: 'Olena' }]);
    expect(merged.filter((r) => r.bot === null).map((r) => r.name)).toEqual(['Olena', 'Taras']);
    expect(merged.find((r) => r.name === 'Olena')!.all).toMatchObject({ played: 8, won: 6, currentStreak: 4, longestStreak: 4 });
  });

  it('merges resolve through chains and stop at a loop', () => {
    const chain = [{ from: 'a', into: 'b' }, { from: 'b', into: 'c' }];
    expect(resolveName('a', chain)).toBe('c');
    expect(resolveName('c', chain)).toBe('c');
    expect(resolveName('a', [{ from: 'a', into: 'b' }, { from: 'b', into: 'a' }])).toBe('a');
  });

  it('no results, no records', () => {
    expect(computeRecords([], [])).toEqual([]);
  });
});

describe('record sentences', () => {
  // the i18n module sets the page's language and title; a stand-in page is enough here
  (globalThis as { document?: unknown }).document = { documentElement: {}, title: '' };

  it('ordinals: English suffixes and Ukrainian feminine endings', async () => {
    const { ordinalFeminine } = await import('../../src/renderer/i18n');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => ordinalFeminine(n, 'en'))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 20, 21, 23, 27, 40, 90, 100, 1000].map((n) => ordinalFeminine(n, 'uk'))).toEqual([
      '1-ша', '2-га', '3-тя', '4-та', '5-та', '6-та', '7-ма', '8-ма', '9-та', '10-та', '11-та', '13-та', '20-та', '21-ша', '23-тя', '27-ма', '40-ва', '90-та', '100-та', '1000-на',
    ]);
  });

  it('a winner on a streak gets "win in a row", everyone else games and wins, in both languages', async () => {
    const { setLanguage } = await import('../../src/renderer/i18n');
    const { recordLines } = await import('../../src/renderer/ui/players');
    const results = FIXTURE.slice(0, 6);
    const list = { players: computeRecords(results, []), merges: [], results: results.length, setAside: [], writeError: null };
    const seats = [olena, taras, hard];
    try {
      setLanguage('en');
      expect(recordLines(list, 'football', seats, [0])).toEqual(['Olena: 2nd win in a row', 'Taras: 3 games, 1 won']);
      setLanguage('uk');
      expect(recordLines(list, 'football', seats, [0])).toEqual(['Olena: 2-га перемога поспіль', 'Taras: 3 гри, 1 перемога']);
      const many = { ...list, players: computeRecords([...results, ...Array.from({ length: 2 }, (_, i) => result('football', [taras, easy], [1, 5], [1], 20 + i))], []) };
      expect(recordLines(many, 'football', [taras, easy], [1])).toEqual(['Taras: 5 ігор, 1 перемога']);
      // a person merged into another is shown under the name they count as
      const merged = { ...list, merges: [{ from: 'Taras', into: 'Olena' }], players: computeRecords(results, [{ from: 'Taras', into: 'Olena' }]) };
      expect(recordLines(merged, 'football', [taras, hard], [1])).toEqual(['Olena: 8 ігор, 5 перемог']);
    } finally {
      setLanguage('en');
    }
  });
});
