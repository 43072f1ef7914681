/**
 * The results log: a small JSON file (`records/results.json` beside the saves) holding the latest finished
 * matches' results and the merged names, and beside it the older results in parts of PART_RESULTS each
 * (`results-part-<n>.json`, all read), so no file grows past what is read and a write stays small however
 * many games were played. Written atomically like the saves, so deleting a save keeps its result. A file
 * that cannot be read as a log is set aside (renamed, never deleted) and a new log starts; an unreadable
 * part is set aside alone. While a write fails, the results wait in memory and the next write carries them.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { BOT_LEVELS, GAME_IDS } from '../../common/names';
import type { MatchResult, PlayerMerge, RecordsList } from '../../common/records';
import { resolveName } from '../../common/records';
import { RuleError, stableStringify } from '../engine/core';
import { writeFileAtomic } from '../saves/atomic';
import { readRegularFile, UnsafeFileError } from '../saves/safe-read';
import { moveAside, SET_ASIDE_MARK } from '../saves/store';
import { computeRecords } from './stats';

export const RESULTS_FORMAT = 1;
export const RESULTS_DIR = 'records';
export const RESULTS_FILE = 'results.json';
/**
 * The largest results log read: some 25,000 finished games. A larger file is set aside (and says so)
 * rather than read: parsing 60 MB took seconds and hundreds of MB.
 */
export const MAX_RESULTS_BYTES = 8 * 1024 * 1024;
/** Results per part file: about 1 MB, far below the limit read. */
export const PART_RESULTS = 2000;
export const partFile = (n: number): string => `results-part-${n}.json`;

const resultSchema = z.object({
  matchId: z.string().min(1),
  game: z.string().min(1).max(128).optional(),
  gameId: z.enum(GAME_IDS),
  finishedAt: z.string().min(1),
  seats: z.array(z.object({ name: z.string(), kind: z.enum(['human', 'bot']), level: z.enum(BOT_LEVELS).optional() })).min(1),
  scores: z.array(z.number()),
  winners: z.array(z.number().int().min(0)),
  reason: z.string(),
  turns: z.number().int().min(0),
});

const logSchema = z.object({
  format: z.literal(RESULTS_FORMAT),
  /** The results after the parts' (all of them in a log written before parts existed). */
  results: z.array(resultSchema),
  merges: z.array(z.object({ from: z.string().min(1), into: z.string().min(1) })),
  setAside: z.array(z.object({ file: z.string(), reason: z.string() })),
  /** Part files 1..parts hold the first parts × PART_RESULTS results. */
  parts: z.number().int().min(0).max(100_000).optional(),
});

const partSchema = z.object({ format: z.literal(RESULTS_FORMAT), results: z.array(resultSchema).length(PART_RESULTS) });

/** In memory: every result, the parts' first. */
type LogData = Omit<z.infer<typeof logSchema>, 'parts'>;

function emptyLog(): LogData {
  return { format: RESULTS_FORMAT, results: [], merges: [], setAside: [] };
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class ResultsLog {
  readonly file: string;
  private data: LogData | null = null;
  /** Why the last write failed while changes wait in memory; null when the file holds everything. */
  private writeError: string | null = null;
  /** Set when the file exists but could neither be read nor moved aside: it is never written over. */
  private blocked: string | null = null;
  /** Part files written: they hold results [0, parts × PART_RESULTS). */
  private parts = 0;
  /** Parts whose results changed (a result replaced) and must be written again. */
  private readonly dirtyParts = new Set<number>();

  /** Told when the log was set aside (a message for a person). */
  onSetAside: ((message: string, where: { file: string; reason: string }) => void) | null = null;

  /** `write` replaces the atomic file write (tests of failing disks). */
  constructor(dataDir: string, private readonly write: (file: string, text: string) => void = writeFileAtomic) {
    this.file = join(dataDir, RESULTS_DIR, RESULTS_FILE);
  }

  private load(): LogData {
    if (this.data) return this.data;
    let text: string;
    try {
      // never a pipe, a device or a link, and never more than the limit
      const read = readRegularFile(this.file, MAX_RESULTS_BYTES);
      if (!read) return (this.data = emptyLog());
      text = read.bytes.toString('utf8');
    } catch (e) {
      if (e instanceof UnsafeFileError) return this.startOver(`The results file was not read: ${e.message}`);
      const code = (e as NodeJS.ErrnoException).code;
      return this.startOver(`The results file cannot be read (${code ?? message(e)}).`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.startOver('The results file is not valid JSON (it may have been cut short).');
    }
    const checked = logSchema.safeParse(parsed);
    if (!checked.success) return this.startOver('The results file does not have the expected contents.');
    const { parts = 0, ...data } = checked.data;
    const older = this.readParts(parts, data);
    return (this.data = { ...data, results: [...older, ...data.results] });
  }

  /**
   * The results of parts 1..count. A part that cannot be read is set aside and said so; the results
   * then written again in parts from the first (the others' results are all still in memory).
   */
  private readParts(count: number, data: LogData): MatchResult[] {
    const out: MatchResult[] = [];
    let lost = false;
    for (let n = 1; n <= count; n++) {
      const file = join(dirname(this.file), partFile(n));
      let reason: string | null = null;
      try {
        const read = readRegularFile(file, MAX_RESULTS_BYTES);
        const checked = read ? partSchema.safeParse(JSON.parse(read.bytes.toString('utf8'))) : null;
        if (!read) reason = `Part ${n} of the results is missing.`;
        else if (!checked?.success) reason = `Part ${n} of the results does not have the expected contents.`;
        else out.push(...checked.data.results);
      } catch (e) {
        reason = `Part ${n} of the results cannot be read (${e instanceof UnsafeFileError ? e.message : ((e as NodeJS.ErrnoException).code ?? message(e))}).`;
      }
      if (reason === null) continue;
      lost = true;
      let where = file;
      try {
        if (existsSync(file)) where = moveAside(file);
      } catch {
        /* left where it is: it is not read again (the parts are written anew below it) */
      }
      data.setAside.push({ file: where, reason });
      this.onSetAside?.(`Part of the players' records could not be read (${where}): ${reason}`, { file: where, reason });
    }
    this.parts = lost ? 0 : count;
    if (lost) this.pendingRewrite = true;
    return out;
  }

  /** The results must be written again in parts from the first (a part was lost). */
  private pendingRewrite = false;

  /** Sets the unreadable file aside and starts a new log that remembers where the old one went. */
  private startOver(reason: string): LogData {
    const fresh = emptyLog();
    try {
      const file = moveAside(this.file);
      fresh.setAside.push({ file, reason });
      // the parts it named go aside with it: the new log's parts must never be written over them
      for (let n = 1; existsSync(join(dirname(this.file), partFile(n))); n++) {
        fresh.setAside.push({ file: moveAside(join(dirname(this.file), partFile(n))), reason: `Part ${n} of the results file that could not be read.` });
      }
    } catch (e) {
      this.blocked = `${reason} It could not be set aside (${message(e)}), so it is left as it is and new results are not written.`;
      fresh.setAside.push({ file: this.file, reason: this.blocked });
    }
    this.data = fresh;
    try {
      this.flush();
    } catch {
      /* reported by writeError; the next write retries */
    }
    const where = fresh.setAside[0]!;
    this.onSetAside?.(`The players' records could not be read and start anew (${where.file}): ${where.reason}`, where);
    return fresh;
  }

  private flush(): void {
    const data = this.load();
    if (this.blocked) {
      this.writeError = this.blocked;
      throw new Error(this.blocked);
    }
    try {
      // parts first: the main file names only parts already written
      const full = Math.floor(data.results.length / PART_RESULTS);
      for (let n = 1; n <= full; n++) {
        if (n <= this.parts && !this.dirtyParts.has(n) && !this.pendingRewrite) continue;
        const results = data.results.slice((n - 1) * PART_RESULTS, n * PART_RESULTS);
        this.write(join(dirname(this.file), partFile(n)), JSON.stringify({ format: RESULTS_FORMAT, results }, null, 1));
        this.dirtyParts.delete(n);
      }
      this.parts = full;
      this.pendingRewrite = false;
      const { results, ...rest } = data;
      this.write(this.file, JSON.stringify({ ...rest, results: results.slice(full * PART_RESULTS), parts: full }, null, 1));
      this.writeError = null;
    } catch (e) {
      this.writeError = `the results could not be written: ${message(e)}`;
      throw new Error(this.writeError);
    }
  }

  /**
   * Records a finished match, replacing any earlier result of the same match (a finished save loaded
   * again, or a game taken back and finished anew). Writes only when something changed or a write is
   * owed; throws when the write fails (the result stays in memory for the next write).
   */
  record(result: MatchResult): void {
    const data = this.load();
    const at = data.results.findIndex((r) => r.matchId === result.matchId);
    // an exported game imported back (another save id, the same game) is already counted
    if (at < 0 && result.game !== undefined && data.results.some((r) => r.game === result.game)) return;
    const before = at >= 0 ? data.results[at] : undefined;
    // the same result again (a finished save loaded) keeps its first finishing time and writes nothing
    const same = before !== undefined && stableStringify({ ...before, finishedAt: '' }) === stableStringify({ ...result, finishedAt: '' });
    if (same && this.writeError === null) return;
    const entry = same ? before : result;
    if (at >= 0) data.results[at] = entry;
    else data.results.push(entry);
    if (at >= 0 && at < this.parts * PART_RESULTS) this.dirtyParts.add(Math.floor(at / PART_RESULTS) + 1);
    this.flush();
  }

  /** Names of the people in the log, after merges. */
  private people(): Set<string> {
    const data = this.load();
    const names = new Set<string>();
    for (const r of data.results) for (const s of r.seats) if (s.kind === 'human') names.add(resolveName(s.name, data.merges));
    return names;
  }

  /** Counts every result of `from` for `into` from now on. Refuses (changing nothing) unknown or equal names. */
  merge(from: string, into: string): void {
    const data = this.load();
    if (from === into) throw new RuleError('sameName', 'Choose two different names to merge.');
    const people = this.people();
    for (const name of [from, into]) {
      if (!people.has(name)) throw new RuleError('noPlayer', `There is no player named "${name}" in the records.`, { name });
    }
    this.change(data, { ...data, merges: [...data.merges, { from, into }] });
  }

  /** Undoes a merge: `from` counts as itself again. */
  unmerge(from: string): void {
    const data = this.load();
    if (!data.merges.some((m) => m.from === from)) throw new RuleError('noMerge', `"${from}" is not merged into another name.`, { name: from });
    this.change(data, { ...data, merges: data.merges.filter((m) => m.from !== from) });
  }

  /** Applies a change a person asked for only if it can be written: a failed write leaves the log as it was. */
  private change(before: LogData, after: LogData): void {
    this.data = after;
    try {
      this.flush();
    } catch (e) {
      this.data = before;
      throw new RuleError('recordsNotWritten', `The records could not be written, so nothing was changed: ${message(e)}`);
    }
  }

  /** True for the files this log sets aside: its own file, or one renamed from it, in its folder (a crafted log names no other path). */
  private ownSetAside(file: string): boolean {
    const full = resolve(file);
    if (dirname(full) !== dirname(this.file)) return false;
    const name = basename(full);
    return name === RESULTS_FILE || name.startsWith(RESULTS_FILE + SET_ASIDE_MARK) || /^results-part-\d+\.json(\.corrupt-.*)?$/.test(name);
  }

  list(): RecordsList {
    const data = this.load();
    return {
      players: computeRecords(data.results, data.merges),
      merges: data.merges.map((m): PlayerMerge => ({ ...m })),
      results: data.results.length,
      setAside: data.setAside.filter((s) => this.ownSetAside(s.file) && existsSync(s.file)),
      writeError: this.writeError,
    };
  }
}
