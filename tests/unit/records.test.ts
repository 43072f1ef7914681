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
