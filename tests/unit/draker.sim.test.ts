import { describe, expect, it } from 'vitest';
import { formatSim, parseSimArgs, runSim, tallyTournament } from '../../src/cli/tournament';
import type { GameRecord } from '../../src/cli/tournament';

describe('draker sim figures', () => {
  it('reports rounds and actions per game and how the games ended', () => {
    const r = runSim(parseSimArgs(['--game', 'draker', '--players', '2', '--bots', 'easy', '--games', '3', '--seed', '5']));
    expect(r.finished).toBe(3);
    expect(r.actionsPerGame.n).toBe(3);
    expect(r.actionsPerGame.mean).toBeCloseTo(r.meanActions, 0);
    // Every game lasts at least one round, and a game ends only in phase 9 of some round.
    expect(r.roundsPerGame?.n).toBe(3);
    expect(r.roundsPerGame!.p50).toBeGreaterThanOrEqual(1);
    expect(r.roundsPerGame!.max).toBeGreaterThanOrEqual(r.roundsPerGame!.p50);
    expect(Object.values(r.endReasons).reduce((a, b) => a + b, 0)).toBe(3);
    for (const reason of Object.keys(r.endReasons)) expect(['lastStanding', 'allOut', 'roundCap']).toContain(reason);
  });

  it('counts a round cap as the reason a game ended', () => {
    const r = runSim(parseSimArgs(['--game', 'draker', '--players', '2', '--bots', 'easy', '--games', '2', '--options', '{"roundCap":1}']));
    expect(r.endReasons).toEqual({ roundCap: 2 });
    expect(r.roundsPerGame).toMatchObject({ n: 2, max: 1 });
  });

  it('counts the games over within 2, 3, 4 and 5 rounds, failed games left out', () => {
    const args = parseSimArgs(['--game', 'draker', '--players', '2', '--bots', 'normal', '--games', '7']);
    const record = (game: number, rounds: number): GameRecord => ({
      game, seed: game, levels: ['normal', 'normal'], actions: 10, firstTurnSeat: 0, outcome: { winners: [0], scores: [1, 0] }, rounds, ms: 1, decisionMs: [[], []], decisionCpuMs: [[], []], search: [{ iterations: 0, ms: 0 }, { iterations: 0, ms: 0 }],
    });
    const failed: GameRecord = { ...record(6, 1), outcome: null, error: 'boom' };
    const r = tallyTournament(args, [1, 2, 3, 3, 4, 9].map((rounds, g) => record(g, rounds)).concat(failed), 1);
    expect(r.roundsWithin).toEqual([
      { limit: 2, count: 2, share: 0.3333 },
      { limit: 3, count: 4, share: 0.6667 },
      { limit: 4, count: 5, share: 0.8333 },
      { limit: 5, count: 5, share: 0.8333 },
    ]);
    expect(formatSim(r)).toContain('games over within 2 rounds 2 (33.3%), 3 rounds 4 (66.7%), 4 rounds 5 (83.3%), 5 rounds 5 (83.3%)');
  });

  it('gives no rounds for a game not played in rounds', () => {
    const r = runSim(parseSimArgs(['--game', 'football', '--players', '2', '--bots', 'easy', '--games', '1']));
    expect(r.roundsWithin).toBeNull();
    expect(formatSim(r)).not.toContain('games over within');
  });
});
