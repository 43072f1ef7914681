import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { writeFileAtomic } from '../../src/main/saves/atomic';
import { hashState, parseSaveText, SaveError, sealSave, verifySaveText } from '../../src/main/saves/format';
import { createConfSaveStore, moveAside } from '../../src/main/saves/store';
import { makeHarness, TEST_GAMES, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';
import type { SaveProblem } from '../../src/common/contract';

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

const file = (id: string) => join(h.dir, `${id}.save.json`);

/** A real save of a few moves, returned as its file text. */
async function makeSave(name = 'Ann'): Promise<{ id: string; text: string }> {
  const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name }, { kind: 'bot', name: 'B' }], seed: 3 }));
  value(await h.service.call('act', { seat: 0, action: { type: 'tap' } }));
  value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
  await h.service.idle();
  value(await h.service.call('closeMatch', null));
  return { id: u.matchId, text: readFileSync(file(u.matchId), 'utf8') };
}

describe('save file', () => {
  it('round trip: the saved log replays to the saved hash and loads the same table', async () => {
    const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B' }], seed: 3 }));
    value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 1 } }));
    await h.service.idle();
    const before = value(await h.service.call('currentMatch', null))!;
    const hash = h.service.current!.stateHash();
    value(await h.service.call('closeMatch', null));

    const text = readFileSync(file(u.matchId), 'utf8');
    const { save, state } = verifySaveText(text, TEST_GAMES);
    expect(hashState(state)).toBe(hash);
    expect(save.stateHash).toBe(hash);
    expect(save.log.length).toBe(before.turn);
    expect(save.app).toBe('0.1.0');

    const loaded = value(await h.service.call('loadSave', { id: u.matchId }));
    expect(loaded.view).toEqual(before.view);
    expect(h.service.current!.stateHash()).toBe(hash);
  });

  it('a newer format is refused by the version chain', () => {
    expect(() => parseSaveText(JSON.stringify({ format: 3 }))).toThrowError(/newer version/);
    expect(() => parseSaveText(JSON.stringify({ format: 'one' }))).toThrowError(SaveError);
  });
});

describe('broken saves are set aside, never deleted or overwritten', () => {
  it('corrupt, truncated, empty, tampered, wrong version, illegal move: each set aside with its reason; the good save still loads', async () => {
    const good = await makeSave('Good');
    const base = JSON.parse(good.text);
    const tampered = structuredClone(base);
    expect(tampered.log[1]).toEqual({ seat: 0, action: { type: 'play', index: 0 } });
    tampered.log[1] = { seat: 0, action: { type: 'play', index: 1 } };
    const illegal = structuredClone(base);
    illegal.log[0] = { seat: 1, action: { type: 'tap' } };
    const broken: Record<string, [string, RegExp, SaveProblem]> = {
      'rush-corrupt': ['{"format":1,"id":rush-corrupt', /not valid JSON/, 'badJson'],
      'rush-truncated': [good.text.slice(0, Math.floor(good.text.length / 2)), /not valid JSON/, 'badJson'],
      'rush-empty': ['', /empty/, 'empty'],
      'rush-tampered': [JSON.stringify({ ...tampered, id: 'rush-tampered' }), /changed outside Card Table/, 'tampered'],
      'rush-version': [JSON.stringify({ ...base, id: 'rush-version', format: 7 }), /newer version of Card Table \(format 7/, 'wrongVersion'],
      // a forged log under a valid seal: only its replay tells (in the background)
      'rush-illegal': [JSON.stringify(sealSave({ ...illegal, id: 'rush-illegal', hash: undefined })), /Move 1 of the saved game is not legal/, 'illegalMove'],
      'rush-shape': [JSON.stringify({ ...base, id: 'rush-shape', seats: 'everyone' }), /not a complete saved game \(at seats\)/, 'badShape'],
    };
    for (const [id, [text]] of Object.entries(broken)) writeFileSync(file(id), text);
    h.pushes.length = 0;

    // the listing answers before any replay: what its seal proves is set aside, the rest is listed as checking
    const first = value(await h.service.call('listSaves', null));
    expect(first.saves.map((s) => [s.id, s.checking]).sort()).toEqual([[good.id, true], ['rush-illegal', true]].sort());
    expect(first.setAside).toHaveLength(Object.keys(broken).length - 1);
    await h.service.shelf.checksDone();
    expect(h.pushes.filter((p) => p.kind === 'saveChecked').map((p) => p.kind === 'saveChecked' && [p.id, p.meta?.id ?? null]).sort()).toEqual([[good.id, good.id], ['rush-illegal', null]].sort());
    const list = value(await h.service.call('listSaves', null));
    expect(list.saves.map((s) => [s.id, s.checking])).toEqual([[good.id, undefined]]);
    expect(list.setAside).toHaveLength(Object.keys(broken).length);
    for (const [id, [text, reason, problem]] of Object.entries(broken)) {
      expect(existsSync(file(id))).toBe(false);
      const aside = list.setAside.find((s) => s.file.startsWith(file(id) + '.corrupt-'));
      expect(aside, id).toBeDefined();
      expect(aside!.reason).toMatch(reason);
      // the kind of problem travels with it, so the table can say it in the player's language
      expect(aside!.problem, id).toBe(problem);
      // what clients are told names the file inside the saves folder, not its full path
      const notice = h.pushes.find((p) => p.kind === 'notice' && p.params?.file === basename(aside!.file));
      expect(notice, id).toMatchObject({ code: 'saveSetAside', params: { problem, reason: aside!.reason } });
      // the original bytes are kept
      expect(readFileSync(aside!.file, 'utf8')).toBe(text);
    }
    const notices = h.pushes.filter((p) => p.kind === 'notice');
    expect(notices).toHaveLength(Object.keys(broken).length);
    expect(notices.every((n) => n.kind === 'notice' && n.code === 'saveSetAside')).toBe(true);

    // listing again sets nothing else aside and keeps the reasons
    const again = value(await h.service.call('listSaves', null));
    expect(again.setAside).toEqual(list.setAside);
    expect(value(await h.service.call('loadSave', { id: good.id })).matchId).toBe(good.id);

    // a fresh service (restart) still lists the set-aside files with their reasons
    const restart = makeHarness(undefined, h.dir);
    const l2 = value(await restart.service.call('listSaves', null));
    expect(l2.setAside.map((s) => `${s.problem}: ${s.reason}`).sort()).toEqual(list.setAside.map((s) => `${s.problem}: ${s.reason}`).sort());
    restart.cleanup();
  });

  it('loading a tampered save directly refuses it with a readable message and sets it aside', async () => {
    const good = await makeSave();
    const obj = JSON.parse(good.text);
    obj.log = obj.log.slice(0, -1);
    writeFileSync(file(good.id), JSON.stringify(obj));
    const r = await h.service.call('loadSave', { id: good.id });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('saveSetAside');
      expect(r.error.message).toMatch(/changed outside Card Table/);
    }
    expect(existsSync(file(good.id))).toBe(false);
    expect(h.service.current).toBeNull();
    expect(readdirSync(h.dir).filter((f) => f.includes('.corrupt-'))).toHaveLength(1);
  });

  it('continueLatest skips a broken newest save and opens the next one', async () => {
    const older = await makeSave('Old');
    await new Promise((r) => setTimeout(r, 5));
    const newer = await makeSave('New');
    writeFileSync(file(newer.id), newer.text.slice(0, 40));
    const cont = value(await h.service.call('continueLatest', null))!;
    expect(cont.matchId).toBe(older.id);
  });

  it('continueLatest opens the game last played, not the one saved last, also after a restart', async () => {
    const played = await makeSave('Played');
    await new Promise((r) => setTimeout(r, 5));
    const other = await makeSave('Other');
    // Opening the older game makes it the one last played, though the other was saved later.
    value(await h.service.call('loadSave', { id: played.id }));
    value(await h.service.call('closeMatch', null));
    expect(value(await h.service.call('continueLatest', null))!.matchId).toBe(played.id);
    value(await h.service.call('closeMatch', null));
    // A fresh service over the same folder (the app restarted) remembers it.
    const again = makeHarness(TEST_GAMES, h.dir);
    try {
      expect(value(await again.service.call('continueLatest', null))!.matchId).toBe(played.id);
      // A move in the other game makes that one the last played.
      const opened = value(await again.service.call('loadSave', { id: other.id }));
      expect(opened.humanToAct).toBe(0);
      value(await again.service.call('act', { seat: 0, action: opened.legal[0] }));
      await again.service.idle();
      value(await again.service.call('closeMatch', null));
      expect(value(await again.service.call('continueLatest', null))!.matchId).toBe(other.id);
      // A game last played that is gone (deleted) leaves Continue to the newest save.
      value(await again.service.call('deleteSave', { id: other.id }));
      expect(value(await again.service.call('continueLatest', null))!.matchId).toBe(played.id);
    } finally {
      again.cleanup();
    }
  });

  it('a remembered id that is not a save id is ignored', () => {
    const store = createConfSaveStore(h.dir);
    store.setLastPlayed('../x');
    expect(store.getLastPlayed()).toBeNull();
    store.setLastPlayed('abc');
    expect(createConfSaveStore(h.dir).getLastPlayed()).toBe('abc');
  });

  it('setting aside never overwrites an earlier set-aside file', () => {
    const dir = h.dir;
    const target = join(dir, 'x.save.json');
    const at = new Date('2025-01-01T00:00:00Z');
    writeFileSync(target, 'first');
    const a = moveAside(target, at);
    writeFileSync(target, 'second');
    const b = moveAside(target, at);
    expect(a).not.toBe(b);
    expect(readFileSync(a, 'utf8')).toBe('first');
    expect(readFileSync(b, 'utf8')).toBe('second');
  });

  it('an unreadable settings file is set aside and the defaults are used', async () => {
    writeFileSync(join(h.dir, 'settings.json'), '{"settings": {"language": "uk"');
    const store = createConfSaveStore(h.dir);
    expect(store.getSettings()).toEqual({ language: 'en', animationSpeed: 'normal', sound: true, volume: 70, lessonsDone: [], firstTips: true, tipsSeen: [], drakerAsSuggested: false, relayAddress: '', contrast: 'system' });
    const aside = readdirSync(h.dir).filter((f) => f.startsWith('settings.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(h.dir, aside[0]), 'utf8')).toBe('{"settings": {"language": "uk"');
  });
});

describe('atomic writes', () => {
  it('replace the whole file and leave no temporary files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'card-table-atomic-'));
    try {
      const target = join(dir, 'a.save.json');
      writeFileAtomic(target, 'x'.repeat(100_000));
      writeFileAtomic(target, 'short');
      expect(readFileSync(target, 'utf8')).toBe('short');
      expect(readdirSync(dir)).toEqual(['a.save.json']);
      // a failing write (the target is a directory) leaves the directory as it was
      const blocked = join(dir, 'blocked');
      writeFileSync(join(dir, 'keep'), 'k');
      rmSync(blocked, { force: true });
      const { mkdirSync } = await import('node:fs');
      mkdirSync(blocked);
      expect(() => writeFileAtomic(blocked, 'data')).toThrow();
      expect(readdirSync(dir).sort()).toEqual(['a.save.json', 'blocked', 'keep']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('autosaves of a whole game leave only save files and the settings file', async () => {
    await makeSave();
    await makeSave();
    value(await h.service.call('setSettings', { animationSpeed: 'fast' }));
    const files = readdirSync(h.dir);
    expect(files.filter((f) => !f.endsWith('.save.json') && f !== 'settings.json')).toEqual([]);
    expect(files.filter((f) => f.endsWith('.save.json'))).toHaveLength(2);
  });
});
