/**
 * What a player is shown of the files behind the app names a file inside the data folder by what follows
 * that folder ("rush-1.save.json.corrupt-…", "records/results.json…"), never by its full path: set-aside
 * lists, their notices, refusals and the save-error status.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { PushMessage } from '../../src/common/contract';
import { RESULTS_DIR, RESULTS_FILE } from '../../src/main/records/log';
import { makeHarness, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

const texts = (v: unknown): string => JSON.stringify(v);

describe('file names without the data folder', () => {
  it('a damaged save: its refusal, its notice and the saves list name it inside the folder', async () => {
    writeFileSync(join(h.dir, 'rush-bad.save.json'), '{"format": 1, "cut short');
    const refused = await h.service.handle('loadSave', { id: 'rush-bad' });
    expect(refused.ok).toBe(false);
    const list = await h.service.handle('listSaves', null);
    expect(list.ok).toBe(true);
    const { setAside } = (list as { ok: true; value: { setAside: { file: string }[] } }).value;
    expect(setAside.map((s) => s.file)).toEqual([expect.stringMatching(/^rush-bad\.save\.json\.corrupt-\d/)]);
    const notices = h.pushes.filter((p) => p.kind === 'notice');
    expect(notices.length).toBeGreaterThan(0);
    expect(texts(notices)).toMatch(/set aside as rush-bad\.save\.json\.corrupt-/);
    for (const shown of [refused, list, notices]) expect(texts(shown)).not.toContain(h.dir);
  });

  it('the records: a results file set aside is named inside the folder, in the list and its notice', async () => {
    mkdirSync(join(h.dir, RESULTS_DIR), { recursive: true });
    writeFileSync(join(h.dir, RESULTS_DIR, RESULTS_FILE), 'not json');
    const list = await h.service.handle('listRecords', null);
    const { setAside } = (list as { ok: true; value: { setAside: { file: string }[] } }).value;
    expect(setAside.map((s) => s.file)).toEqual([expect.stringMatching(new RegExp(`^${RESULTS_DIR}\\${sep}results\\.json\\.corrupt-`))]);
    const notices = h.pushes.filter((p) => p.kind === 'notice' && p.code === 'recordsSetAside');
    expect(notices).toHaveLength(1);
    for (const shown of [list, notices]) expect(texts(shown)).not.toContain(h.dir);
  });

  it('a failing save: the status on the table and its push name the file inside the folder', async () => {
    const dir = h.dir;
    h.store.write = (id: string) => {
      const e = new Error(`EACCES: permission denied, open '${join(dir, `${id}.save.json.tmp-1a2b`)}'`) as NodeJS.ErrnoException;
      e.code = 'EACCES';
      throw e;
    };
    const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bo' }], seed: 1 }));
    expect(u.saveError).toMatch(/EACCES: permission denied, open '.*\.save\.json\.tmp-1a2b'/);
    const status = h.pushes.filter((p): p is Extract<PushMessage, { kind: 'saveStatus' }> => p.kind === 'saveStatus');
    expect(status.at(-1)?.error).toBe(u.saveError);
    expect(texts([u.saveError, status])).not.toContain(dir);
  });
});
