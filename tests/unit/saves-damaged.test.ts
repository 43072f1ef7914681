/**
 * Damaged saves: files the app cannot read, a folder it cannot write, folders and links named like
 * saves. Every other save must still list and load; the damaged one is listed with its reason and
 * nothing is deleted. Running as root, chmod does not stop reads or renames, so the refusals are then
 * raised by a wrapped `node:fs` for exactly the paths a test marks (the code under test is unchanged).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { makeHarness, value } from '../fixtures/service';
import { LIST_CACHE } from '../../src/main/session/save-shelf';
import type { Harness } from '../fixtures/service';

/** Paths whose reads (and, for folders, renames inside them) fail with EACCES, as for a non-root user. */
const denyRead = new Set<string>();
const denyRenameIn = new Set<string>();

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const denied = (code: string, path: string): NodeJS.ErrnoException =>
    Object.assign(new Error(`${code}: permission denied, '${path}'`), { code });
  return {
    ...real,
    readFileSync: ((path: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
      if (typeof path === 'string' && denyRead.has(path)) throw denied('EACCES', path);
      return (real.readFileSync as (...a: unknown[]) => unknown)(path, ...rest);
    }) as typeof real.readFileSync,
    openSync: ((path: fs.PathLike, ...rest: unknown[]) => {
      if (typeof path === 'string' && denyRead.has(path)) throw denied('EACCES', path);
      return (real.openSync as (...a: unknown[]) => unknown)(path, ...rest);
    }) as typeof real.openSync,
    renameSync: ((from: fs.PathLike, to: fs.PathLike) => {
      if (typeof from === 'string' && [...denyRenameIn].some((d) => from.startsWith(d + '/'))) throw denied('EACCES', from);
      return real.renameSync(from, to);
    }) as typeof real.renameSync,
  };
});

const IS_ROOT = process.getuid?.() === 0;

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => {
  denyRead.clear();
  denyRenameIn.clear();
  fs.chmodSync(h.dir, 0o755);
  h.cleanup();
});

const file = (id: string) => join(h.dir, `${id}.save.json`);

async function makeSave(name: string): Promise<string> {
  const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name }, { kind: 'bot', name: 'B' }], seed: 3 }));
  value(await h.service.call('act', { seat: 0, action: { type: 'tap' } }));
  value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
  await h.service.idle();
  value(await h.service.call('closeMatch', null));
  return u.matchId;
}

/** Makes `path` unreadable: chmod where that works, else the wrapped fs. */
function makeUnreadable(path: string): void {
  fs.chmodSync(path, 0o000);
  if (IS_ROOT) denyRead.add(path);
}

function makeFolderReadOnly(dir: string): void {
  fs.chmodSync(dir, 0o555);
  if (IS_ROOT) denyRenameIn.add(dir);
}

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir).sort();
}

describe('one damaged save never hides the others', () => {
  it('an unreadable save is listed as damaged with the reason; the others list, load and continue', async () => {
    const good = await makeSave('Good');
    const bad = await makeSave('Bad');
    makeUnreadable(file(bad));
    const before = filesIn(h.dir);

    const list = value(await h.service.call('listSaves', null));
    expect(list.saves.map((s) => s.id)).toEqual([good]);
    expect(list.setAside).toEqual([{ file: file(bad), reason: expect.stringMatching(/cannot be read \(EACCES\)/), problem: 'unreadable' }]);
    expect(value(await h.service.call('continueLatest', null))!.matchId).toBe(good);
    value(await h.service.call('closeMatch', null));
    expect(value(await h.service.call('loadSave', { id: good })).matchId).toBe(good);

    const direct = await h.service.call('loadSave', { id: bad });
    expect(direct.ok).toBe(false);
    if (!direct.ok) {
      expect(direct.error.code).toBe('saveDamaged');
      expect(direct.error.message).toMatch(/left as it is/);
    }
    // nothing moved or deleted (the list's cache of verified saves aside)
    const saveFiles = (files: string[]) => files.filter((f) => f !== LIST_CACHE);
    expect(saveFiles(filesIn(h.dir))).toEqual(saveFiles(before));

    // readable again: it lists and loads like any other save
    denyRead.clear();
    fs.chmodSync(file(bad), 0o644);
    const again = value(await h.service.call('listSaves', null));
    expect(again.saves.map((s) => s.id).sort()).toEqual([good, bad].sort());
    expect(again.setAside).toEqual([]);
    expect(value(await h.service.call('loadSave', { id: bad })).matchId).toBe(bad);
  });

  it('a broken save in a read-only folder cannot be set aside: it is listed as damaged and the good save still loads', async () => {
    const good = await makeSave('Good');
    fs.writeFileSync(file('rush-broken'), '{"format":1,');
    makeFolderReadOnly(h.dir);
    const before = filesIn(h.dir);

    const list = value(await h.service.call('listSaves', null));
    expect(list.saves.map((s) => s.id)).toEqual([good]);
    expect(list.setAside).toHaveLength(1);
    expect(list.setAside[0].file).toBe(file('rush-broken'));
    expect(list.setAside[0].reason).toMatch(/not valid JSON.*could not be set aside/);
    expect(value(await h.service.call('continueLatest', null))!.matchId).toBe(good);
    expect(filesIn(h.dir)).toEqual(before);
    expect(fs.readFileSync(file('rush-broken'), 'utf8')).toBe('{"format":1,');
  });

  it('a folder named like a save is reported, not ignored, and left alone', async () => {
    const good = await makeSave('Good');
    fs.mkdirSync(file('rush-folder'));
    const list = value(await h.service.call('listSaves', null));
    expect(list.saves.map((s) => s.id)).toEqual([good]);
    expect(list.setAside).toEqual([{ file: file('rush-folder'), reason: expect.stringMatching(/folder/), problem: 'unreadable' }]);
    expect(fs.statSync(file('rush-folder')).isDirectory()).toBe(true);
  });

  it('a symbolic link named like a save is not followed; it is reported and left alone', async () => {
    const good = await makeSave('Good');
    const outside = join(h.dir, '..', `outside-${process.pid}.json`);
    fs.copyFileSync(file(good), outside);
    try {
      fs.symlinkSync(outside, file('rush-link'));
      const list = value(await h.service.call('listSaves', null));
      expect(list.saves.map((s) => s.id)).toEqual([good]);
      expect(list.setAside).toEqual([{ file: file('rush-link'), reason: expect.stringMatching(/symbolic link/), problem: 'unreadable' }]);
      expect(fs.lstatSync(file('rush-link')).isSymbolicLink()).toBe(true);
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});

/** A save file as edited by hand. */
interface SaveJson {
  seats: { kind: string; name: string; level?: string }[];
  log: { seat: number; action: Record<string, unknown> }[];
  options: Record<string, unknown>;
  [field: string]: unknown;
}

describe('every field of a save is covered by its hash; derived fields come from the replay', () => {
  const HASH = /does not match its hash: it was changed outside Card Table/;
  const edits: Record<string, [(save: SaveJson) => void, RegExp]> = {
    'a seat name': [(s) => (s.seats[0].name = 'Mallory'), HASH],
    'a human turned into a bot': [(s) => (s.seats[0] = { kind: 'bot', name: s.seats[0].name, level: 'hard' }), HASH],
    'finished': [(s) => (s.finished = true), /says the game is over, but its moves say otherwise/],
    'createdAt': [(s) => (s.createdAt = '2001-01-01T00:00:00.000Z'), HASH],
    'updatedAt': [(s) => (s.updatedAt = '2001-01-01T00:00:00.000Z'), HASH],
    'the engine version': [(s) => (s.engine = 2), /newer rules engine/],
    'the app version': [(s) => (s.app = '9.9.9'), HASH],
    'the options': [(s) => (s.options = { ...s.options, target: 99 }), /changed outside Card Table/],
    'a log entry, reaching the same position': [(s) => (s.log[1].action = { ...s.log[1].action, note: 'same position' }), HASH],
    'the hash itself': [(s) => (s.hash = '0'.repeat(64)), HASH],
  };

  it.each(Object.keys(edits))('an edit of %s is refused and the file set aside; the other save still loads', async (what) => {
    const other = await makeSave('Other');
    const id = await makeSave('Ann');
    const save = JSON.parse(fs.readFileSync(file(id), 'utf8'));
    expect(save.log.length).toBeGreaterThanOrEqual(2);
    const [edit, reason] = edits[what];
    edit(save);
    const text = JSON.stringify(save);
    fs.writeFileSync(file(id), text);

    const reply = await h.service.call('loadSave', { id });
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(reply.error.message).toMatch(reason);
    expect(fs.existsSync(file(id))).toBe(false);
    const list = value(await h.service.call('listSaves', null));
    expect(list.saves.map((s) => s.id)).toEqual([other]);
    expect(list.setAside).toHaveLength(1);
    expect(fs.readFileSync(list.setAside[0].file, 'utf8')).toBe(text);
    expect(value(await h.service.call('loadSave', { id: other })).matchId).toBe(other);
  });

  it('finished is taken from the replay: a re-hashed file that claims the game is over is refused', async () => {
    const { hashSave } = await import('../../src/main/saves/format');
    const id = await makeSave('Ann');
    const save = JSON.parse(fs.readFileSync(file(id), 'utf8'));
    save.finished = true;
    save.hash = hashSave(save);
    fs.writeFileSync(file(id), JSON.stringify(save));
    const reply = await h.service.call('loadSave', { id });
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(reply.error.message).toMatch(/says the game is over, but its moves say otherwise/);
  });

  it('a save of format 1 (no whole-file hash) is upgraded by the version chain and loads', async () => {
    const id = await makeSave('Ann');
    const { hash: _hash, ...v1 } = JSON.parse(fs.readFileSync(file(id), 'utf8'));
    fs.writeFileSync(file(id), JSON.stringify({ ...v1, format: 1 }));
    expect(value(await h.service.call('loadSave', { id })).turn).toBe(v1.log.length);
  });
});

describe('temporary files of interrupted writes', () => {
  it('are removed when the saves are opened again: a dead writer\'s at once, a running one\'s only when stale', async () => {
    const { spawnSync } = await import('node:child_process');
    const { createConfSaveStore } = await import('../../src/main/saves/store');
    const { STALE_TEMP_MS } = await import('../../src/main/saves/atomic');
    const id = await makeSave('Ann');
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    const dead = `${id}.save.json.tmp-${deadPid}-0a1b2c3d`;
    const running = `${id}.save.json.tmp-${process.pid}-0a1b2c3e`;
    const stale = `${id}.save.json.tmp-${process.pid}-0a1b2c3f`;
    for (const name of [dead, running, stale]) fs.writeFileSync(join(h.dir, name), '{"format":2,"half');
    const old = (Date.now() - STALE_TEMP_MS - 60_000) / 1000;
    fs.utimesSync(join(h.dir, stale), old, old);

    const store = createConfSaveStore(h.dir);
    expect(filesIn(h.dir).filter((f) => f.includes('.tmp-'))).toEqual([running]);
    expect(store.listIds()).toEqual([id]);
  });
});
