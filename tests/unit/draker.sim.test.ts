import { describe, expect, it } from 'vitest';
import { formatSim, parseSimArgs, playTournamentGame, runSim, tallyTournament } from '../../src/cli/tournament';
import type { GameRecord } from '../../src/cli/tournament';
import { BOT_LEVELS } from '../../src/common/contract';
import { drakerManifest } from '../../src/main/engine/games/draker';

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

  it('seats the sim-only newcomer policies at Draker only, never among the app\'s levels', () => {
    expect(parseSimArgs(['--game', 'draker', '--bots', 'newcomer,normal']).bots).toEqual(['newcomer', 'normal']);
    expect(parseSimArgs(['--game', 'draker', '--bots', 'heedful,normal']).bots).toEqual(['heedful', 'normal']);
    expect(() => parseSimArgs(['--game', 'football', '--bots', 'newcomer,normal'])).toThrow(/Unknown bot level "newcomer"/);
    expect(drakerManifest.levels as readonly string[]).not.toContain('newcomer');
    expect(BOT_LEVELS as readonly string[]).not.toContain('heedful');
  });

  it('counts the seats still in after round one per level, and prints the rate', () => {
    const args = parseSimArgs(['--game', 'draker', '--players', '2', '--bots', 'newcomer,normal', '--games', '4']);
    const record = (game: number, out: boolean[]): GameRecord => ({
      game, seed: game, levels: game % 2 ? ['normal', 'newcomer'] : ['newcomer', 'normal'], actions: 10, firstTurnSeat: 0, outcome: { winners: [0], scores: [1, 0] }, rounds: 1, outInRoundOne: out, ms: 1, decisionMs: [[], []], decisionCpuMs: [[], []], search: [{ iterations: 0, ms: 0 }, { iterations: 0, ms: 0 }],
    });
    // the newcomer is out in round one in games 0 (seat 0) and 3 (seat 1); normal never
    const r = tallyTournament(args, [record(0, [true, false]), record(1, [false, false]), record(2, [false, false]), record(3, [false, true])], 1);
    expect(r.levels.find((l) => l.level === 'newcomer')!.roundOneSurvival).toMatchObject({ seatGames: 4, survived: 2, rate: 0.5 });
    expect(r.levels.find((l) => l.level === 'normal')!.roundOneSurvival).toMatchObject({ seatGames: 4, survived: 4, rate: 1 });
    expect(formatSim(r)).toMatch(/still in after round one: newcomer 50\.0% \(2 of 4, 95% [\d.]+% - [\d.]+%\); normal 100\.0% \(4 of 4/);
  });

  it('plays the newcomer in a real round: a seat is out in round one exactly when its life is gone by then', () => {
    const args = parseSimArgs(['--game', 'draker', '--players', '2', '--bots', 'newcomer,normal', '--games', '2', '--seed', '3', '--options', '{"roundCap":1}']);
    for (const g of [0, 1]) {
      const r = playTournamentGame(args, g);
      expect(r.error).toBeUndefined();
      expect(r.rounds).toBe(1);
      expect(r.outInRoundOne).toEqual(r.outcome!.scores.map((life) => life <= 0));
    }
  });
});
