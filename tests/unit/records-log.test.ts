import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordsList } from '../../src/common/records';
import { MAX_RESULTS_BYTES, PART_RESULTS, partFile, RESULTS_DIR, RESULTS_FILE, ResultsLog } from '../../src/main/records/log';
import type { MatchResult } from '../../src/common/records';
import type { PushMessage } from '../../src/common/contract';
import { writeFileAtomic } from '../../src/main/saves/atomic';
import { AppService } from '../../src/main/session/service';
import { makeHarness, playTallyToEnd, TEST_GAMES, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

const resultsFile = () => join(h.dir, RESULTS_DIR, RESULTS_FILE);
const onDisk = () => JSON.parse(readFileSync(resultsFile(), 'utf8')) as { results: { matchId: string; finishedAt: string }[]; merges: unknown[] };

/** Plays a tally game to its end: `name` always plays its last legal action against a bot. Returns the match id. */
const playGame = (name: string, seed: number): Promise<string> => playTallyToEnd(h, name, seed);

async function list(): Promise<RecordsList> {
  return value(await h.service.call('listRecords', null));
}

describe('recording finished games', () => {
  it('records a finished game once, with seats, scores and winners; an unfinished game is not recorded', async () => {
    value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B' }], seed: 1 }));
    await h.service.idle();
    expect((await list()).results).toBe(0);
    expect(existsSync(resultsFile())).toBe(false);

    const id = await playGame('Ann', 3);
    const outcome = h.service.current!.outcome!;
    const log = onDisk();
    expect(log.results).toHaveLength(1);
    expect(log.results[0]).toMatchObject({ matchId: id, gameId: 'rush', scores: outcome.scores, winners: outcome.winners, seats: [{ name: 'Ann', kind: 'human' }, { name: 'B', kind: 'bot', level: 'hard' }] });
    const records = await list();
    expect(records.results).toBe(1);
    const ann = records.players.find((p) => p.name === 'Ann')!;
    expect(ann.games.rush).toMatchObject({ played: 1, won: outcome.winners.includes(0) ? 1 : 0, bestScore: outcome.scores[0] });
    expect(records.players.find((p) => p.bot === 'hard')!.all.played).toBe(1);
  });

  it('loading a finished save again does not count it twice nor change when it finished', async () => {
    const id = await playGame('Ann', 3);
    const first = onDisk().results[0]!;
    value(await h.service.call('closeMatch', null));
    value(await h.service.call('loadSave', { id }));
    await h.service.idle();
    value(await h.service.call('loadSave', { id }));
    expect(onDisk().results).toEqual([first]);
    expect((await list()).players.find((p) => p.name === 'Ann')!.all.played).toBe(1);
  });

  it('a finished save from before the results log is recorded when it is opened', async () => {
    const id = await playGame('Ann', 3);
    value(await h.service.call('closeMatch', null));
    rmSync(join(h.dir, RESULTS_DIR), { recursive: true });
    const fresh = makeHarness(TEST_GAMES, h.dir);
    try {
      expect(value(await fresh.service.call('listRecords', null)).results).toBe(0);
      value(await fresh.service.call('loadSave', { id }));
      const records = value(await fresh.service.call('listRecords', null));
      expect(records.results).toBe(1);
      const saved = JSON.parse(readFileSync(join(h.dir, `${id}.save.json`), 'utf8')) as { updatedAt: string };
      expect(onDisk().results[0]).toMatchObject({ matchId: id, finishedAt: saved.updatedAt });
    } finally {
      fresh.cleanup();
    }
  });

  it('a new result of the same match replaces the old one', () => {
    const log = new ResultsLog(h.dir);
    const base = { matchId: 'm1', gameId: 'rush' as const, finishedAt: '2026-01-01T00:00:00.000Z', seats: [{ name: 'Ann', kind: 'human' as const }], scores: [3], winners: [0], reason: 'target', turns: 5 };
    log.record(base);
    log.record({ ...base, finishedAt: '2026-01-02T00:00:00.000Z', scores: [9], turns: 7 });
    expect(onDisk().results).toEqual([{ ...base, finishedAt: '2026-01-02T00:00:00.000Z', scores: [9], turns: 7 }]);
  });

  it('keeps the results when a save is deleted, and across a restart', async () => {
    const id = await playGame('Ann', 3);
    value(await h.service.call('deleteSave', { id }));
    expect(existsSync(join(h.dir, `${id}.save.json`))).toBe(false);
    expect((await list()).results).toBe(1);
    const later = new ResultsLog(h.dir).list();
    expect(later.results).toBe(1);
    expect(later.players.map((p) => p.name || p.bot)).toEqual(['Ann', 'hard']);
  });
});

describe('merging names', () => {
  it('merges two names, lists the merge and separates them again', async () => {
    await playGame('Ann', 3);
    await playGame('ann', 4);
    expect((await list()).players.filter((p) => !p.bot).map((p) => p.name)).toEqual(['ann', 'Ann']);
    const merged = value(await h.service.call('mergePlayers', { from: 'ann', into: 'Ann' }));
    expect(merged.merges).toEqual([{ from: 'ann', into: 'Ann' }]);
    expect(merged.players.filter((p) => !p.bot).map((p) => [p.name, p.all.played])).toEqual([['Ann', 2]]);
    expect(onDisk().merges).toEqual([{ from: 'ann', into: 'Ann' }]);
    const apart = value(await h.service.call('unmergePlayers', { from: 'ann' }));
    expect(apart.merges).toEqual([]);
    expect(apart.players.filter((p) => !p.bot).map((p) => p.name)).toEqual(['ann', 'Ann']);
  });

  it('refuses bad merges clearly and changes nothing', async () => {
    await playGame('Ann', 3);
    const before = readFileSync(resultsFile(), 'utf8');
    const same = await h.service.call('mergePlayers', { from: 'Ann', into: 'Ann' });
    expect(same).toMatchObject({ ok: false, error: { code: 'sameName' } });
    const unknown = await h.service.call('mergePlayers', { from: 'Nobody', into: 'Ann' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'noPlayer', params: { name: 'Nobody' } } });
    // a bot's name is not a person's name
    const bot = await h.service.call('mergePlayers', { from: 'B', into: 'Ann' });
    expect(bot).toMatchObject({ ok: false, error: { code: 'noPlayer' } });
    const notMerged = await h.service.call('unmergePlayers', { from: 'Ann' });
    expect(notMerged).toMatchObject({ ok: false, error: { code: 'noMerge' } });
    const malformed = await h.service.handle('mergePlayers', { from: 'Ann', into: '' });
    expect(malformed).toMatchObject({ ok: false, error: { code: 'badRequest' } });
    expect(readFileSync(resultsFile(), 'utf8')).toBe(before);
    expect((await list()).merges).toEqual([]);
  });
});

describe('a damaged or unwritable results file', () => {
  it('is set aside (never deleted), reported, and a new log starts', () => {
    mkdirSync(join(h.dir, RESULTS_DIR), { recursive: true });
    writeFileSync(resultsFile(), '{"format":1,"results":[{"matchId"');
    const log = new ResultsLog(h.dir);
    const records = log.list();
    expect(records.results).toBe(0);
    expect(records.setAside).toHaveLength(1);
    expect(records.setAside[0]!.reason).toMatch(/not valid JSON/);
    expect(readFileSync(records.setAside[0]!.file, 'utf8')).toBe('{"format":1,"results":[{"matchId"');
    const files = readdirSync(join(h.dir, RESULTS_DIR));
    expect(files).toHaveLength(2);
    expect(files).toContain(RESULTS_FILE);
    expect(files.find((f) => f !== RESULTS_FILE)).toMatch(/^results\.json\.corrupt-/);
    // a later start still lists where the old file went
    expect(new ResultsLog(h.dir).list().setAside).toEqual(records.setAside);
  });

  it('a file of the wrong shape is set aside too', () => {
    mkdirSync(join(h.dir, RESULTS_DIR), { recursive: true });
    writeFileSync(resultsFile(), JSON.stringify({ format: 1, results: [{ matchId: 'x' }], merges: [], setAside: [] }));
    expect(new ResultsLog(h.dir).list().setAside[0]!.reason).toMatch(/expected contents/);
  });

  it('a failing write is reported like saving, kept in memory and written by the retry', async () => {
    let diskFull = true;
    const log = new ResultsLog(h.dir, (file, text) => {
      if (diskFull) throw new Error('ENOSPC: no space left on device');
      writeFileAtomic(file, text);
    });
    const service = new AppService({ store: h.store, games: TEST_GAMES, records: log, saveRetryMs: 5 });
    const pushes: PushMessage[] = [];
    service.onPush((m) => pushes.push(m));
    try {
      const u = value(await service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'bot', name: 'A', level: 'easy' }, { kind: 'bot', name: 'B' }], seed: 5 }));
      await service.idle();
      expect(service.current!.finished).toBe(true);
      const failing = value(await service.call('listRecords', null));
      expect(failing.writeError).toMatch(/ENOSPC/);
      expect(failing.results).toBe(1);
      expect(pushes).toContainEqual({ kind: 'saveStatus', error: expect.stringMatching(/ENOSPC/) });
      expect(existsSync(resultsFile())).toBe(false);

      diskFull = false;
      await vi.waitFor(() => expect(pushes).toContainEqual({ kind: 'saveStatus', error: null }), { timeout: 2000, interval: 5 });
      expect(onDisk().results.map((r) => r.matchId)).toEqual([u.matchId]);
      expect(value(await service.call('listRecords', null)).writeError).toBeNull();
    } finally {
      service.dispose();
    }
  });

  it('a merge that cannot be written is refused and changes nothing', async () => {
    await playGame('Ann', 3);
    await playGame('ann', 4);
    const log = new ResultsLog(h.dir, () => {
      throw new Error('EROFS: read-only file system');
    });
    expect(() => log.merge('ann', 'Ann')).toThrow(/nothing was changed/);
    expect(log.list().merges).toEqual([]);
  });
});

describe('a log of many games', () => {
  const dir = () => join(h.dir, RESULTS_DIR);
  const result = (i: number): MatchResult => ({
    matchId: `rush-${i}`,
    game: `g${i}`,
    gameId: 'rush',
    finishedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    seats: [{ name: i % 3 === 0 ? 'Olena' : 'Taras', kind: 'human' }, { name: 'Bot', kind: 'bot', level: 'normal' }],
    scores: [i % 7, 3],
    winners: [i % 7 > 3 ? 0 : 1],
    reason: 'done',
    turns: 40,
  });
  /** The files as the log writes them: `parts` full parts, then `rest` results in the main file. */
  function writeLog(parts: number, rest: number): void {
    mkdirSync(dir(), { recursive: true });
    for (let n = 1; n <= parts; n++) {
      const results = Array.from({ length: PART_RESULTS }, (_, k) => result((n - 1) * PART_RESULTS + k));
      writeFileSync(join(dir(), partFile(n)), JSON.stringify({ format: 1, results }, null, 1));
    }
    const results = Array.from({ length: rest }, (_, k) => result(parts * PART_RESULTS + k));
    writeFileSync(resultsFile(), JSON.stringify({ format: 1, results, merges: [], setAside: [], parts }, null, 1));
  }
  const sizes = () => readdirSync(dir()).map((f) => readFileSync(join(dir(), f)).length);

  it('50,000 games: every one is read, the next is added, and no file comes near the limit read', () => {
    writeLog(24, PART_RESULTS - 1);
    const log = new ResultsLog(h.dir);
    expect(log.list().results).toBe(50_000 - 1);
    log.record(result(49_999));
    log.record(result(50_000));
    const again = new ResultsLog(h.dir).list();
    expect(again.results).toBe(50_001);
    expect(again.setAside).toEqual([]);
    expect(readdirSync(dir())).toContain(partFile(25));
    for (const size of sizes()) expect(size).toBeLessThan(MAX_RESULTS_BYTES / 4);
    // the main file holds only the results after the parts
    expect(onDisk().results.map((r) => r.matchId)).toEqual(['rush-50000']);
  });

  it('a log written before parts fills its first part when it grows past one', () => {
    mkdirSync(dir(), { recursive: true });
    writeFileSync(resultsFile(), JSON.stringify({ format: 1, results: Array.from({ length: PART_RESULTS - 2 }, (_, k) => result(k)), merges: [], setAside: [] }));
    const log = new ResultsLog(h.dir);
    for (let i = PART_RESULTS - 2; i < PART_RESULTS + 3; i++) log.record(result(i));
    expect(onDisk().results).toHaveLength(3);
    expect(JSON.parse(readFileSync(join(dir(), partFile(1)), 'utf8')).results).toHaveLength(PART_RESULTS);
    expect(new ResultsLog(h.dir).list().results).toBe(PART_RESULTS + 3);
  });

  it('a result replaced in an older part is written into that part', () => {
    writeLog(2, 5);
    const log = new ResultsLog(h.dir);
    log.record({ ...result(10), scores: [99, 0], winners: [0] });
    const part = JSON.parse(readFileSync(join(dir(), partFile(1)), 'utf8')) as { results: MatchResult[] };
    expect(part.results[10]!.scores).toEqual([99, 0]);
    expect(new ResultsLog(h.dir).list().results).toBe(2 * PART_RESULTS + 5);
  });

  it('an unreadable part is set aside alone and said so; every other result stays', () => {
    writeLog(3, 7);
    writeFileSync(join(dir(), partFile(2)), '{"format":1,"results":[');
    const told: string[] = [];
    const log = new ResultsLog(h.dir);
    log.onSetAside = (m) => told.push(m);
    const list = log.list();
    expect(list.results).toBe(2 * PART_RESULTS + 7);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/Part of the players' records could not be read .*Part 2 of the results cannot be read \(Unexpected end of JSON input\)/);
    expect(list.setAside.map((s) => s.file)).toEqual([expect.stringMatching(/results-part-2\.json\.corrupt-/)]);
    log.record(result(90_000));
    // written again from the first part: a fresh log reads them all, nothing set aside anew
    const again = new ResultsLog(h.dir);
    const seen: string[] = [];
    again.onSetAside = (m) => seen.push(m);
    expect(again.list().results).toBe(2 * PART_RESULTS + 8);
    expect(seen).toEqual([]);
  });

  it('a main file that cannot be read takes its parts aside with it: the new log never writes over them', () => {
    writeLog(2, 3);
    writeFileSync(resultsFile(), '{"format":1,"results":[');
    const log = new ResultsLog(h.dir);
    expect(log.list().results).toBe(0);
    const aside = readdirSync(dir()).filter((f) => f.includes('.corrupt-')).sort();
    expect(aside).toEqual([expect.stringMatching(/^results-part-1\.json\.corrupt-/), expect.stringMatching(/^results-part-2\.json\.corrupt-/), expect.stringMatching(/^results\.json\.corrupt-/)]);
    for (const f of aside.filter((x) => x.startsWith('results-part-'))) expect(JSON.parse(readFileSync(join(dir(), f), 'utf8')).results).toHaveLength(PART_RESULTS);
  });
});
