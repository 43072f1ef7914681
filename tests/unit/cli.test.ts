import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../src/common/contract';
import { benchGame, formatBench, LONG_SAVE_ACTIONS } from '../../src/cli/benchmark';
import type { GameBench } from '../../src/cli/benchmark';
import { percentile, summarize, wilsonInterval } from '../../src/cli/stats';
import { parseSimArgs, rotationPeriod, runSim, seating, tableLevels, tallyTournament, UsageError } from '../../src/cli/tournament';
import type { GameRecord, SimArgs } from '../../src/cli/tournament';
import type { SeatBot } from '../../src/main/engine/core/bots';
import { GAMES } from '../../src/main/games';
import type { GameRegistry } from '../../src/main/session/registry';

const ROOT = join(__dirname, '..', '..');

/** Football whose hard bot reports a search of 50 iterations in 10 ms at every other decision. */
function searchingFootball(): { registry: GameRegistry; searched: () => number } {
  let searched = 0;
  const registry: GameRegistry = {
    football: {
      ...GAMES.football!,
      createBot: (ctx) => {
        const bot = GAMES.football!.createBot(ctx) as SeatBot<unknown, unknown, unknown>;
        if (ctx.level !== 'hard') return bot;
        let decisions = 0;
        return {
          observe: (events, view, rng) => bot.observe(events, view, rng),
          decide(view, legal, rng) {
            // Searches only sometimes (a real search bot skips a forced move).
            if (decisions++ % 2 === 1) {
              searched++;
              this.lastSearch = { iterations: 50, ms: 10, cpuMs: 4 };
            }
            return bot.decide(view, legal, rng);
          },
        } satisfies SeatBot<unknown, unknown, unknown>;
      },
    },
  };
  return { registry, searched: () => searched };
}

describe('Wilson score interval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [5, 10, 0.2366, 0.7634],
  ])('%i of %i gives [%f, %f]', (x, n, low, high) => {
    const ci = wilsonInterval(x, n);
    expect(ci.low).toBeCloseTo(low, 4);
    expect(ci.high).toBeCloseTo(high, 4);
  });

  it('is symmetric, stays in [0, 1] and takes fractional successes', () => {
    const a = wilsonInterval(3, 17);
    const b = wilsonInterval(14, 17);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(a.high).toBeCloseTo(1 - b.low, 12);
    expect(wilsonInterval(10, 10).high).toBe(1);
    expect(wilsonInterval(0, 10).low).toBe(0);
    const half = wilsonInterval(2.5, 5);
    expect(half.low + half.high).toBeCloseTo(1, 12);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('percentiles', () => {
  it('uses the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile([7], 0.95)).toBe(7);
    const s = summarize([5, 1, 4, 2, 3]);
    expect(s).toEqual({ n: 5, mean: 3, p50: 3, p95: 5, max: 5 });
  });
});

describe('sim seating', () => {
  it('repeats a short --bots list around the table', () => {
    expect(tableLevels(['hard', 'easy'], 4)).toEqual(['hard', 'easy', 'hard', 'easy']);
    expect(tableLevels(['hard', 'normal'], 3)).toEqual(['hard', 'normal', 'hard']);
    expect(rotationPeriod(['hard', 'easy', 'hard', 'easy'])).toBe(2);
    expect(rotationPeriod(['hard', 'normal', 'hard'])).toBe(3);
    expect(rotationPeriod(['normal', 'normal'])).toBe(1);
  });

  it('seats every level in every seat equally often over a multiple of the players', () => {
    const table: BotLevel[] = ['easy', 'normal', 'hard', 'perfect'];
    const counts = new Map<string, number>();
    for (let g = 0; g < 8; g++) {
      seating(table, 1, g).levels.forEach((level, seat) => counts.set(`${level}@${seat}`, (counts.get(`${level}@${seat}`) ?? 0) + 1));
    }
    expect(counts.size).toBe(16);
    expect([...counts.values()].every((c) => c === 2)).toBe(true);
  });

  it('turns the table one seat per game and shares a deal within a round', () => {
    const table = tableLevels(['hard', 'normal'], 2);
    const games = [0, 1, 2, 3].map((g) => seating(table, 9, g));
    expect(games.map((g) => g.levels.join())).toEqual(['hard,normal', 'normal,hard', 'hard,normal', 'normal,hard']);
    expect(games[0]!.seed).toBe(games[1]!.seed);
    expect(games[2]!.seed).toBe(games[3]!.seed);
    expect(games[0]!.seed).not.toBe(games[2]!.seed);
    expect(seating(table, 10, 0).seed).not.toBe(games[0]!.seed);
    // A repeated list has fewer distinct turnings: no game is played twice.
    const four = tableLevels(['hard', 'easy'], 4);
    expect([0, 1, 2].map((g) => seating(four, 1, g).levels.join())).toEqual(['hard,easy,hard,easy', 'easy,hard,easy,hard', 'hard,easy,hard,easy']);
    expect(seating(four, 1, 2).seed).not.toBe(seating(four, 1, 0).seed);
  });
});

describe('sim arguments', () => {
  const onlyFootball: GameRegistry = { football: GAMES.football };
  const bad = (argv: string[], message: RegExp, registry = onlyFootball): void => {
    let error: unknown;
    try {
      parseSimArgs(argv, registry);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(message);
  };

  it('reads the flags, with defaults', () => {
    expect(parseSimArgs(['--game', 'football', '--players', '2', '--bots', 'hard,normal', '--games', '400', '--seed=1', '--json'], onlyFootball)).toEqual({
      game: 'football',
      players: 2,
      bots: ['hard', 'normal'],
      games: 400,
      seed: 1,
      json: true,
      maxSteps: 20_000,
      options: {},
      jobs: 1,
    });
    const d = parseSimArgs([], onlyFootball);
    expect([d.game, d.players, d.bots, d.games, d.seed, d.json]).toEqual(['football', 4, ['normal'], 100, 1, false]);
    expect(parseSimArgs(['--bots', 'easy,hard,normal'], onlyFootball).players).toBe(3);
    expect(parseSimArgs(['--options', '{"rows":12}', '--max-steps', '500', '--jobs', '2'], onlyFootball)).toMatchObject({ options: { rows: 12 }, maxSteps: 500, jobs: 2 });
  });

  it('refuses bad input with messages that name the problem', () => {
    bad(['--gmaes', '4'], /Unknown option --gmaes/);
    bad(['football'], /Unexpected argument "football"/);
    bad(['--games'], /--games needs a value/);
    bad(['--games', '0'], /--games must be a whole number from 1 to 1000000, not "0"/);
    bad(['--games', '2.5'], /not "2.5"/);
    bad(['--seed', '-1'], /--seed must be a whole number from 0/);
    bad(['--players', '7'], /--players must be a whole number from 2 to 6, not "7"/);
    bad(['--game', 'chess'], /Unknown game "chess"; one of football, athletic/);
    bad(['--game', 'draker'], /draker cannot be played yet; playable: football/);
    bad(['--bots', 'hard,genius'], /Unknown bot level "genius"/);
    bad(['--players', '2', '--bots', 'easy,normal,hard'], /--bots lists 3 levels for 2 players/);
    bad(['--options', '{rows:8}'], /--options must be a JSON object.*is not JSON/);
    bad(['--options', '[1]'], /--options must be a JSON object/);
    bad(['--options', '{"rows":0}'], /--options: .*rows/);
    bad(['--games', '3', '--games', '4'], /--games is given twice/);
    bad(['--json=yes'], /--json takes no value/);
    bad(['--jobs', '0'], /--jobs must be a whole number from 1 to 64, not "0"/);
    bad(['--help'], /^$/);
  });

  it('refuses a level the game does not offer', () => {
    const threeLevels: GameRegistry = { football: { ...GAMES.football, levels: ['easy', 'normal', 'hard'] } };
    bad(['--bots', 'hard,perfect'], /football has no "perfect" bot; its levels: easy, normal, hard/, threeLevels);
    expect(parseSimArgs(['--bots', 'hard,perfect'], onlyFootball).bots).toEqual(['hard', 'perfect']);
  });
});

describe('sim tournament', () => {
  const args = (over: Partial<SimArgs>): SimArgs => ({ game: 'football', players: 2, bots: ['hard', 'normal'], games: 6, seed: 1, json: true, maxSteps: 20_000, options: {}, jobs: 1, ...over });
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

  it('plays rotated games and tallies wins that add up to the games', () => {
    const r = JSON.parse(JSON.stringify(runSim(args({})))) as ReturnType<typeof runSim>;
    expect(r).toMatchObject({ game: 'football', players: 2, table: ['hard', 'normal'], rotation: 2, games: 6, finished: 6, failed: 0, failures: [] });
    expect(r.levels.map((l) => l.level)).toEqual(['hard', 'normal']);
    for (const l of r.levels) {
      expect(l.seatGames).toBe(6);
      expect(l.bySeat.map((b) => b.seatGames)).toEqual([3, 3]);
      expect(sum(l.byPosition.map((b) => b.seatGames))).toBe(6);
      expect(l.ci95[0]).toBeLessThanOrEqual(l.winRate);
      expect(l.ci95[1]).toBeGreaterThanOrEqual(l.winRate);
      expect(l.winRate).toBeCloseTo(l.wins / l.seatGames, 3);
    }
    expect(sum(r.levels.map((l) => l.wins))).toBeCloseTo(6, 6);
    expect(r.seats.map((s) => s.seatGames)).toEqual([6, 6]);
    expect(sum(r.seats.map((s) => s.wins))).toBeCloseTo(6, 6);
    expect(sum(r.positions.map((p) => p.wins))).toBeCloseTo(6, 6);
    expect(r.meanActions).toBeGreaterThan(0);
    // Every action of a finished game was one decision of some level.
    expect(Math.abs(sum(r.levels.map((l) => l.decisionMs.n)) - r.meanActions * 6)).toBeLessThanOrEqual(0.3);
    for (const l of r.levels) {
      expect(l.decisionMs.p95).toBeGreaterThanOrEqual(l.decisionMs.p50);
      expect(l.decisionCpuMs.n).toBe(l.decisionMs.n); // each decision's CPU time too
      expect(l.searchIterationsPerSecond).toBeNull(); // football's bots do not search
    }
    // Reproducible: the same arguments give the same games.
    const again = runSim(args({}));
    expect(again.levels.map((l) => [l.wins, l.meanScore])).toEqual(r.levels.map((l) => [l.wins, l.meanScore]));
  });

  it('splits a shared win and counts turn positions from the first player', () => {
    const record = (game: number, levels: BotLevel[], winners: number[], scores: number[]): GameRecord => ({
      game, seed: game, levels, actions: 10, firstTurnSeat: 1, outcome: { winners, scores }, ms: 1, decisionMs: [[1], [2]], decisionCpuMs: [[1], [2]], search: [{ iterations: 0, ms: 0 }, { iterations: 0, ms: 0 }],
    });
    const failed: GameRecord = { ...record(2, ['hard', 'normal'], [], []), outcome: null, error: 'boom' };
    const r = tallyTournament(args({ games: 3 }), [record(1, ['normal', 'hard'], [0, 1], [7, 7]), failed, record(0, ['hard', 'normal'], [0], [10, 4])], 5);
    expect(r.levels.map((l) => [l.level, l.seatGames, l.wins, l.meanScore])).toEqual([
      ['hard', 2, 1.5, 8.5],
      ['normal', 2, 0.5, 5.5],
    ]);
    expect(r.seats.map((x) => x.wins)).toEqual([1.5, 0.5]);
    // Seat 2 played first in both games: it is the 1st position.
    expect(r.positions.map((x) => x.wins)).toEqual([0.5, 1.5]);
    expect([r.finished, r.failed, r.failures]).toEqual([2, 1, [{ game: 2, seed: 2, levels: ['hard', 'normal'], error: 'boom' }]]);
  });

  it('reports the search speed of the levels that searched', () => {
    const { registry } = searchingFootball();
    const r = runSim(args({ games: 2 }), undefined, registry);
    expect(r.levels.map((l) => [l.level, l.searchIterationsPerSecond])).toEqual([
      ['hard', 5000],
      ['normal', null],
    ]);
  });

  it('gives every level every seat at a four-level table', () => {
    const r = runSim(args({ players: 4, bots: ['easy', 'normal', 'hard', 'perfect'], games: 4 }));
    expect(r.finished).toBe(4);
    for (const l of r.levels) expect(l.bySeat.map((b) => b.seatGames)).toEqual([1, 1, 1, 1]);
    expect(sum(r.levels.map((l) => l.wins))).toBeCloseTo(4, 6);
  });

  it('reports each game that did not finish with its seed', () => {
    const r = runSim(args({ games: 3, maxSteps: 5 }));
    expect(r.finished).toBe(0);
    expect(r.failed).toBe(3);
    expect(r.failures.map((f) => f.seed)).toEqual([0, 1, 2].map((g) => seating(['hard', 'normal'], 1, g).seed));
    expect(r.failures[0]!.error).toMatch(new RegExp(`did not finish within 5 actions \\(seed ${r.failures[0]!.seed}\\)`));
  });

  it('gives the same figures on worker threads', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', '--games', '6', '--players', '2', '--bots', 'hard,normal', '--jobs', '2', '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const parallel = JSON.parse(run.stdout) as ReturnType<typeof runSim>;
    const inThread = runSim(args({}));
    expect(parallel.jobs).toBe(2);
    expect(parallel.finished).toBe(6);
    // Everything but the times.
    const untimed = (r: ReturnType<typeof runSim>) => [r.levels.map(({ decisionMs, decisionCpuMs, ...l }) => ({ ...l, decisions: decisionMs.n, cpuDecisions: decisionCpuMs.n })), r.seats, r.positions, r.meanActions];
    expect(untimed(parallel)).toEqual(untimed(inThread));
  });

  it('exits non-zero and names the seed when a game fails', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', '--games', '1', '--players', '2', '--max-steps', '5'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`game 0 (seed ${seating(['normal', 'normal'], 1, 0).seed})`);
    expect(run.stdout).toMatch(/FAILED game 0/);
  });
});

describe('bench', () => {
  const positive = (x: number): void => {
    expect(Number.isFinite(x)).toBe(true);
    expect(x).toBeGreaterThan(0);
  };
  const sane = (s: { n: number; p50: number; p95: number; max: number }): void => {
    expect(s.n).toBeGreaterThan(0);
    positive(s.p50);
    expect(s.p95).toBeGreaterThanOrEqual(s.p50);
    expect(s.max).toBeGreaterThanOrEqual(s.p95);
  };
  const check = (r: GameBench): void => {
    expect(r.game).toBe('football');
    expect(r.players).toBe(4);
    expect(r.botGame).toEqual(['easy', 'normal', 'hard', 'perfect']);
    positive(r.actionsInGame);
    positive(r.saveBytes);
    sane(r.autosaveMsPerAction);
    sane(r.loadAndVerifyMs);
    sane(r.loadSaveRequestMs);
    sane(r.longSave.loadAndVerifyMs);
    // The longest random game found, cut at LONG_SAVE_ACTIONS.
    expect(r.longSave.actions).toBeGreaterThan(500);
    expect(r.longSave.actions).toBeLessThanOrEqual(LONG_SAVE_ACTIONS);
    sane(r.longSave.loadSaveRequestMs);
    sane(r.longSave.requestBehindLoadMs);
    positive(r.longSave.saveBytes);
    // The first listing: 60 saves of the long game's first actions (100 in a budget this small), all listed.
    expect(r.firstListing.saves).toBe(60);
    expect(r.firstListing.actions).toBe(Math.min(100, r.longSave.actions));
    sane(r.firstListing.ms);
    sane(r.firstListing.requestBehindMs);
    // then every save's background check: all done, later than the answered list
    sane(r.firstListing.checkedMs);
    sane(r.firstListing.requestBehindChecksMs);
    expect(r.firstListing.checkedMs.max).toBeGreaterThanOrEqual(r.firstListing.ms.p50);
    positive(r.idleThreadStallMs);
    expect(formatBench(r)).toContain(`first listing of 60 saves of ${r.firstListing.actions} actions: median ${r.firstListing.ms.p50} ms`);
    expect(formatBench(r)).toContain(`its background checks, all done: median ${r.firstListing.checkedMs.p50} ms`);
    positive(r.engineActionsPerSecond);
    positive(r.randomGamesPerSecond);
    expect(Object.keys(r.botLatencyMs)).toEqual(['easy', 'normal', 'hard', 'perfect']);
    for (const s of Object.values(r.botLatencyMs)) sane(s);
  };

  it('returns every figure for football within a tiny budget', async () => {
    const r = await benchGame('football', GAMES, { seconds: 1 });
    check(r);
    // Football's bots remember cards; none searches.
    expect(r.searchIterationsPerSecond).toBeNull();
    expect(r.search).toEqual({});
  });

  it('adds up the searches bots report, and only for the decisions that searched', async () => {
    const { registry, searched } = searchingFootball();
    const r = await benchGame('football', registry, { seconds: 1 });
    check(r);
    const n = searched();
    expect(r.search.hard).toEqual({ decisions: n, iterations: 50 * n, ms: 10 * n, iterationsPerSecond: 5000, iterationsPerCpuSecond: 12500 });
    expect(formatBench(r)).toContain('search (hard):                  5,000 iterations/s, 12,500 per CPU second');
    expect(r.searchIterationsPerSecond).toBe(5000);
    expect(n).toBeLessThan(r.botLatencyMs.hard!.n);
  });
});
