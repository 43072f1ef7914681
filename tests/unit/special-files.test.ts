/**
 * Special files in place of every file the app reads: the settings, the results log, a save, the
 * window's place and the dictionary's cache, each a FIFO (a pipe nobody writes: reading it blocks the
 * thread for good) or a symbolic link to /dev/zero (a file without end). The app must not freeze or
 * fill its memory: it answers at once, with the defaults where a file was set aside, and tells the
 * player. The app runs in a child process (tests/fault/special-files-probe.ts), so that a freeze is a
 * timeout here rather than a hung test run. Linux and macOS only (mkfifo).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS } from '../../src/common/settings';
import { dictionaryCacheName, locateDictionary } from '../../src/main/dictionary';

const PROBE = fileURLToPath(new URL('../fault/special-files-probe.ts', import.meta.url));
const SUPPORTED = process.platform !== 'win32' && lstatSync('/dev/zero', { throwIfNoEntry: false }) !== undefined;

type Kind = 'fifo' | 'zero';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-special-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function special(path: string, kind: Kind): void {
  if (kind === 'fifo') execFileSync('mkfifo', [path]);
  else symlinkSync('/dev/zero', path);
}

interface ProbeAnswer {
  settings: { ok: boolean; value?: unknown };
  saves: { ok: boolean; value?: { saves: unknown[]; setAside: { file: string; reason: string }[] } };
  records: { ok: boolean; value?: { setAside: { file: string; reason: string }[] } };
  started: boolean;
  windowState: unknown;
  dictionary: string | null;
  notices: string[];
}

function probe(withDictionary: boolean): ProbeAnswer {
  const run = spawnSync(process.execPath, ['--import', 'tsx', PROBE, dir, withDictionary ? 'dictionary' : ''], {
    encoding: 'utf8',
    timeout: 60_000,
    // the frozen app ignored SIGTERM: a kill it cannot ignore
    killSignal: 'SIGKILL',
    // a child reading a device without end must not take the machine's memory: it fails long before 1.5 GB
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=512' },
  });
  expect(run.signal, `the app froze on a special file (killed after 60 s): ${run.stderr}`).toBeNull();
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as ProbeAnswer;
}

describe.skipIf(!SUPPORTED)('special files in place of the files the app reads', { timeout: 120_000 }, () => {
  for (const kind of ['fifo', 'zero'] as const) {
    const what = kind === 'fifo' ? 'a FIFO' : 'a link to /dev/zero';

    it(`settings, results log, a save and the window's place, each ${what}: answered at once, set aside or ignored, and told`, () => {
      const saves = join(dir, 'saves');
      mkdirSync(join(saves, 'records'), { recursive: true });
      special(join(saves, 'settings.json'), kind);
      special(join(saves, 'records', 'results.json'), kind);
      special(join(saves, 'rush-special.save.json'), kind);
      special(join(dir, 'window-state.json'), kind);

      const answer = probe(false);
      expect(answer.settings).toEqual({ ok: true, value: DEFAULT_SETTINGS });
      expect(answer.started).toBe(true);
      expect(answer.windowState).toBeNull();
      // the settings file is set aside (renamed, never opened) and the player is told why
      expect(readdirSync(saves).some((f) => f.startsWith('settings.json.corrupt-'))).toBe(true);
      expect(answer.notices.some((n) => /^settingsSetAside: .*(pipe|device|symbolic link)/.test(n)), answer.notices.join('\n')).toBe(true);
      // the save of that name is listed as damaged with its reason, left where it is
      const damaged = answer.saves.value!.setAside.find((s) => s.file.endsWith('rush-special.save.json'));
      expect(damaged?.reason).toMatch(kind === 'fifo' ? /special file/ : /symbolic link/);
      expect(lstatSync(join(saves, 'rush-special.save.json'))).toBeDefined();
      // the results log is set aside with its reason, shown on the Players screen and told at once
      expect(answer.records.ok).toBe(true);
      expect(answer.records.value!.setAside[0]?.reason).toMatch(/pipe|device|symbolic link/);
      expect(answer.notices.some((n) => n.startsWith('recordsSetAside: '))).toBe(true);
    });

    it(`the dictionary's cache as ${what}: the dictionary is built and answers`, () => {
      mkdirSync(join(dir, 'dictionary'));
      special(join(dir, 'dictionary', dictionaryCacheName(locateDictionary().version)), kind);
      expect(probe(true).dictionary).toBe("м'ясо");
    });
  }
});
