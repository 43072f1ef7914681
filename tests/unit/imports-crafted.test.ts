/**
 * Crafted files and requests: imports with junk inside their moves, a bot level the game does not have,
 * the same forged finished game imported again and again; an export of a game still being played; a
 * folder named like a save; a results log that points the page at any file or is far too large; and an
 * option named `__proto__`. Each is refused or cleaned with a readable reason and changes nothing else.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rushManifest } from '../../src/main/engine/games/rush';
import { MAX_RESULTS_BYTES, RESULTS_DIR, RESULTS_FILE } from '../../src/main/records/log';
import { rulesOf, sealSave } from '../../src/main/saves/format';
import type { SaveFile } from '../../src/main/saves/format';
import type { GameRegistry } from '../../src/main/session/registry';
import { makeHarness, playTallyToEnd, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

const file = (id: string) => join(h.dir, `${id}.save.json`);
const readSave = (id: string) => JSON.parse(readFileSync(file(id), 'utf8')) as SaveFile;
/** A save's text after `edit`, sealed again as Card Table would have written it (a forgery that verifies). */
function forged(save: SaveFile, edit: (s: SaveFile) => void): string {
  const { hash: _hash, ...copy } = structuredClone(save);
  edit(copy as SaveFile);
  return JSON.stringify(sealSave({ ...copy, rules: rulesOf(copy) }));
}

/** A tally game (registered as 'rush') against a bot, played to its end and closed; returns its id. */
async function finishedGame(name: string, seed: number): Promise<string> {
  const id = await playTallyToEnd(h, name, seed);
  value(await h.service.call('closeMatch', null));
  return id;
}

async function runningGame(name: string): Promise<string> {
  const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name }, { kind: 'human', name: 'Petro' }], seed: 4 }));
  value(await h.service.call('confirmCurtain', { seat: 0 }));
  value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
  value(await h.service.call('closeMatch', null));
  return u.matchId;
}

describe('imported logs go through the canonical moves of live play', () => {
  it('unknown keys inside a logged move are dropped: not in the new save, not in its export', async () => {
    const id = await finishedGame('Olena', 2);
    const text = forged(readSave(id), (s) => {
      (s.log[0]!.action as Record<string, unknown>).junk = { payload: 'x'.repeat(50) };
      (s.log[1]!.action as Record<string, unknown>).note = 'hello';
    });
    // the same game once its moves are read: refused beside the original, imported once that is gone
    expect(await h.service.handle('importSave', { fileName: 'junk.json', text })).toMatchObject({ ok: false, error: { code: 'importDuplicate', params: { id } } });
    const log = readSave(id).log;
    value(await h.service.call('deleteSave', { id }));
    const meta = value(await h.service.call('importSave', { fileName: 'junk.json', text }));
    const saved = readFileSync(file(meta.id), 'utf8');
    expect(saved).not.toMatch(/junk|payload|hello|"note"/);
    expect(readSave(meta.id).log).toEqual(log);
    const exported = value(await h.service.call('exportSave', { id: meta.id }));
    expect(exported.text).not.toMatch(/junk|payload|hello|"note"/);
  });

  it('a logged move that is no move of the game is refused with its reason', async () => {
    const id = await finishedGame('Olena', 2);
    const text = forged(readSave(id), (s) => {
      s.log[0]!.action = { type: 'tap', extra: [1, [2, [3, [4, [5, [6]]]]]] } as never;
    });
    const r = await h.service.handle('importSave', { fileName: 'deep-move.json', text });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('importBad');
  });
});

describe('bot levels', () => {
  const RUSH: GameRegistry = { rush: rushManifest };

  it('an import with a bot level the game does not offer (perfect for Rush) is refused; such a save is set aside', async () => {
    const r = makeHarness(RUSH);
    try {
      const u = value(await r.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], seed: 5 }));
      value(await r.service.call('closeMatch', null));
      const save = JSON.parse(readFileSync(join(r.dir, `${u.matchId}.save.json`), 'utf8')) as SaveFile;
      const text = forged(save, (s) => (s.seats[1] = { kind: 'bot', name: 'Petro', level: 'perfect' }));
      const imported = await r.service.handle('importSave', { fileName: 'perfect.json', text });
      expect(imported.ok).toBe(false);
      if (!imported.ok) expect(imported.error.message).toMatch(/perfect/);
      writeFileSync(join(r.dir, `${u.matchId}.save.json`), text);
      value(await r.service.call('listSaves', null));
      await r.service.shelf.checksDone();
      const list = value(await r.service.call('listSaves', null));
      expect(list.saves).toEqual([]);
      expect(list.setAside[0]!.reason).toMatch(/perfect/);
    } finally {
      r.cleanup();
    }
  });
});

describe('the same game imported again', () => {
  it('is refused while it is among the saves, and never adds a second result to the records', async () => {
    const id = await finishedGame('Olena', 2);
    const text = forged(readSave(id), (s) => {
      s.id = 'rush-forged-1';
      s.seats[0]!.name = 'Forger';
    });
    const recordsBefore = value(await h.service.call('listRecords', null)).results;
    const first = value(await h.service.call('importSave', { fileName: 'a.json', text }));
    const again = await h.service.handle('importSave', { fileName: 'a.json', text });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.code).toBe('importDuplicate');
    value(await h.service.call('loadSave', { id: first.id }));
    value(await h.service.call('closeMatch', null));
    // deleted and imported once more: the same game, so the same result
    value(await h.service.call('deleteSave', { id: first.id }));
    const third = value(await h.service.call('importSave', { fileName: 'a.json', text }));
    value(await h.service.call('loadSave', { id: third.id }));
    const records = value(await h.service.call('listRecords', null));
    expect(records.results).toBe(recordsBefore + 1);
    expect(records.players.filter((p) => p.name === 'Forger')).toHaveLength(1);
  });
});

describe('the same game with other times, resealed', () => {
  it('is the same game: refused while a copy is among the saves, and counted once in the records', async () => {
    const id = await finishedGame('Olena', 2);
    const recordsBefore = value(await h.service.call('listRecords', null)).results;
    const shifted = (ms: number) =>
      forged(readSave(id), (s) => {
        s.id = `rush-forged-${ms}`;
        s.createdAt = new Date(Date.parse(s.createdAt) + ms).toISOString();
        s.updatedAt = new Date(Date.parse(s.updatedAt) + ms).toISOString();
      });
    const first = value(await h.service.call('importSave', { fileName: 'a.json', text: shifted(1) }));
    value(await h.service.call('loadSave', { id: first.id }));
    value(await h.service.call('closeMatch', null));
    for (const ms of [2, 3, 60_000]) {
      const again = await h.service.handle('importSave', { fileName: 'b.json', text: shifted(ms) });
      expect(again.ok ? null : again.error.code).toBe('importDuplicate');
    }
    // deleted, then a copy an hour later: still the same game, and still one result
    value(await h.service.call('deleteSave', { id: first.id }));
    const later = value(await h.service.call('importSave', { fileName: 'c.json', text: shifted(3_600_000) }));
    value(await h.service.call('loadSave', { id: later.id }));
    value(await h.service.call('closeMatch', null));
    expect(value(await h.service.call('listRecords', null)).results).toBe(recordsBefore);
  });
});

describe('a game exported and imported back on the same computer', () => {
  it('is refused while the original is listed; once that is deleted it is imported, and its result is counted once', async () => {
    const id = await finishedGame('Olena', 2);
    const before = value(await h.service.call('listRecords', null));
    const exported = value(await h.service.call('exportSave', { id }));
    const beside = await h.service.handle('importSave', { fileName: 'back.json', text: exported.text });
    expect(beside).toMatchObject({ ok: false, error: { code: 'importDuplicate', params: { id } } });
    value(await h.service.call('deleteSave', { id }));
    const imported = value(await h.service.call('importSave', { fileName: 'back.json', text: exported.text }));
    expect(imported.imported).toBe(true);
    expect(imported.id).not.toBe(id);
    value(await h.service.call('loadSave', { id: imported.id }));
    value(await h.service.call('closeMatch', null));
    const after = value(await h.service.call('listRecords', null));
    expect(after.results).toBe(before.results);
    expect(after.players).toEqual(before.players);
    // a different game by the same people still counts
    await finishedGame('Olena', 3);
    expect(value(await h.service.call('listRecords', null)).results).toBe(before.results + 1);
  });
});

describe('export', () => {
  it('a game still being played is not exported (its deal would show every hidden card); a finished one is', async () => {
    const running = await runningGame('Olena');
    const r = await h.service.handle('exportSave', { id: running });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('exportRunning');
      expect(r.error.message).toMatch(/finished/);
    }
    const done = await finishedGame('Olena', 2);
    const file = value(await h.service.call('exportSave', { id: done }));
    expect(JSON.parse(file.text).finished).toBe(true);
  });
});

describe('deleting', () => {
  it('a folder named like a save is not deleted and the answer says why (not `internal`)', async () => {
    mkdirSync(file('rush-folder'));
    const r = await h.service.handle('deleteSave', { id: 'rush-folder' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('notASave');
      expect(r.error.message).toMatch(/not a save file/);
    }
    expect(statSync(file('rush-folder')).isDirectory()).toBe(true);
  });
});

describe('the results log', () => {
  const resultsFile = () => join(h.dir, RESULTS_DIR, RESULTS_FILE);

  it('shows only files it set aside itself: a crafted log cannot list other paths', async () => {
    mkdirSync(join(h.dir, RESULTS_DIR), { recursive: true });
    writeFileSync(resultsFile(), JSON.stringify({
      format: 1,
      results: [],
      merges: [],
      setAside: [
        { file: '/etc/passwd', reason: 'look' },
        { file: join(h.dir, 'settings.json'), reason: 'look' },
        { file: join(h.dir, RESULTS_DIR, '..', 'settings.json'), reason: 'look' },
      ],
    }));
    value(await h.service.call('getSettings', null));
    expect(value(await h.service.call('listRecords', null)).setAside).toEqual([]);
  });

  it('a results file over the size limit is set aside with that reason, and a new log starts', async () => {
    mkdirSync(join(h.dir, RESULTS_DIR), { recursive: true });
    const body = JSON.stringify({ format: 1, results: [], merges: [], setAside: [] });
    writeFileSync(resultsFile(), body + ' '.repeat(MAX_RESULTS_BYTES + 1 - body.length));
    const list = value(await h.service.call('listRecords', null));
    expect(list.setAside).toHaveLength(1);
    expect(list.setAside[0]!.reason).toMatch(/too large/);
    expect(statSync(list.setAside[0]!.file).size).toBe(MAX_RESULTS_BYTES + 1);
    await finishedGame('Olena', 2);
    expect(value(await h.service.call('listRecords', null)).results).toBe(1);
  });
});

describe('options', () => {
  it('an option named __proto__ is refused like any unknown option, in every request', async () => {
    const payload = JSON.parse('{"gameId":"rush","seats":[{"kind":"human","name":"A"},{"kind":"human","name":"B"}],"options":{"__proto__":{"target":1}}}');
    const r = await h.service.handle('startMatch', payload);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/__proto__/);
    expect(h.service.current).toBeNull();
    const inSeat = JSON.parse('{"gameId":"rush","seats":[{"kind":"human","name":"A","__proto__":{"kind":"bot"}},{"kind":"human","name":"B"}]}');
    expect((await h.service.handle('startMatch', inSeat)).ok).toBe(false);
  });
});
