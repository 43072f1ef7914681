import { describe, expect, it } from 'vitest';
import { parseSimArgs, runSim } from '../../src/cli/tournament';

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
});
