/**
 * The saves list answers at once and checks in the background: every save not verified before is listed
 * from its own fields (its seal checked) marked `checking`, and replayed in full by the verifier workers; a
 * `saveChecked` push tells each outcome. A forged log under a valid seal is listed, then set aside; opening
 * it first verifies it. Imports are verified in a worker too, and a verifier that crashes is a failed check
 * (try again), not a bot failure nor a reason to set the file aside.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushMessage } from '../../src/common/contract';
import { WorkerBotHost } from '../../src/main/bots/pool';
import { GAMES } from '../../src/main/games';
import type { GameRegistry } from '../../src/main/session/registry';
import { sealSave } from '../../src/main/saves/format';
import type { SaveFile } from '../../src/main/saves/format';
import { createConfSaveStore } from '../../src/main/saves/store';
import { AppService } from '../../src/main/session/service';
import { randomSave } from '../fixtures/long-save';

// Workers load the TypeScript entry through tsx, as `npm run web` does.
const pool = new WorkerBotHost({ entry: new URL('../../src/main/bots/worker.ts', import.meta.url), size: 2, execArgv: ['--import', 'tsx'] });
const root = mkdtempSync(join(tmpdir(), 'card-table-background-check-'));
const services: AppService[] = [];
afterAll(async () => {
  for (const s of services) s.dispose();
  await pool.dispose();
  rmSync(root, { recursive: true, force: true });
});

/** The registry with every engine step in this thread counted: a replay here shows up in `applied`. */
function counting(): { games: GameRegistry; applied: { n: number } } {
  const applied = { n: 0 };
  const games: GameRegistry = {};
  for (const [id, entry] of Object.entries(GAMES)) {
    const apply = (state: never, seat: number, action: never): unknown => {
      applied.n++;
      return entry.game.apply(state, seat, action);
    };
    games[id as keyof GameRegistry] = { ...entry, game: { ...entry.game, apply } } as never;
  }
  return { games, applied };
}

/** A service over a fresh saves folder, its pushes collected; `bots` the verifier pool. */
function serviceIn(name: string, bots: WorkerBotHost = pool): { service: AppService; dir: string; pushes: PushMessage[]; applied: { n: number } } {
  const dir = join(root, name);
  const { games, applied } = counting();
  const service = new AppService({ store: createConfSaveStore(dir), games, bots, schedule: () => undefined });
  services.push(service);
  const pushes: PushMessage[] = [];
  service.onPush((m) => pushes.push(m));
  return { service, dir, pushes, applied };
}

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** `text` with one move given to the wrong seat and sealed again: the seal holds, only a replay tells. */
function forgedLog(text: string): string {
  const save = JSON.parse(text) as SaveFile;
  save.log[3]!.seat = (save.log[3]!.seat + 1) % save.seats.length;
  return JSON.stringify(sealSave({ ...(save as never as SaveFile & { rules: number }), hash: undefined } as never));
}

const checkedPushes = (pushes: PushMessage[]): Extract<PushMessage, { kind: 'saveChecked' }>[] =>
  pushes.flatMap((p) => (p.kind === 'saveChecked' ? [p] : []));

describe('the first listing of long saves', () => {
  it('answers with every entry marked checking, without replaying any here; a push per save clears the mark', async () => {
    const { service, pushes, applied } = serviceIn('many');
    const ids = Array.from({ length: 6 }, (_, i) => `draker-${i}`);
    for (const [i, id] of ids.entries()) service.store.write(id, randomSave('draker', 600, id, 40 + i));
    const first = value(await service.call('listSaves', null));
    expect(first.saves.map((s) => [s.id, s.checking]).sort()).toEqual(ids.map((id) => [id, true]).sort());
    expect(first.saves.every((s) => s.turn > 0 && s.players.length > 0)).toBe(true);
    expect(applied.n).toBe(0);
    await service.shelf.checksDone();
    const checked = checkedPushes(pushes);
    expect(checked.map((p) => p.id).sort()).toEqual([...ids].sort());
    // each push carries the entry as verified: the listed one without its mark
    for (const p of checked) expect({ ...p.meta, checking: true }).toEqual(first.saves.find((s) => s.id === p.id));
    const again = value(await service.call('listSaves', null));
    expect(again.saves.filter((s) => s.checking)).toEqual([]);
    expect(again.setAside).toEqual([]);
    // no replay ran in the requests' thread, and nothing more is queued
    expect(applied.n).toBe(0);
    expect(checkedPushes(pushes)).toHaveLength(ids.length);
  });

  it('a save with a valid seal but a forged log is listed first, then set aside with its reason and a push', async () => {
    const { service, dir, pushes } = serviceIn('forged');
    service.store.write('good', randomSave('words', 300, 'good', 3));
    const forged = forgedLog(randomSave('words', 300, 'forged', 4));
    service.store.write('forged', forged);
    const first = value(await service.call('listSaves', null));
    expect(first.saves.map((s) => [s.id, s.checking]).sort()).toEqual([['forged', true], ['good', true]]);
    expect(first.setAside).toEqual([]);
    await service.shelf.checksDone();
    expect(checkedPushes(pushes).map((p) => [p.id, p.meta === null]).sort()).toEqual([['forged', true], ['good', false]]);
    const notice = pushes.find((p) => p.kind === 'notice');
    expect(notice).toMatchObject({ kind: 'notice', code: 'saveSetAside', params: { problem: 'illegalMove' } });
    const after = value(await service.call('listSaves', null));
    expect(after.saves.map((s) => s.id)).toEqual(['good']);
    expect(after.setAside).toHaveLength(1);
    expect(after.setAside[0]!.reason).toMatch(/Move 4 of the saved game is not legal/);
    // set aside, never deleted: the bytes are kept
    expect(existsSync(join(dir, 'forged.save.json'))).toBe(false);
    expect(readFileSync(after.setAside[0]!.file, 'utf8')).toBe(forged);
  });

  it('opening a save still checking verifies it first: a bad one fails with the verification error and opens nothing', async () => {
    const { service, pushes } = serviceIn('open-checking');
    service.store.write('good', randomSave('rush', 200, 'good', 6));
    service.store.write('forged', forgedLog(randomSave('rush', 200, 'forged', 7)));
    value(await service.call('loadSave', { id: 'good' }));
    const listed = value(await service.call('listSaves', null));
    expect(listed.saves.find((s) => s.id === 'forged')?.checking).toBe(true);
    const load = await service.call('loadSave', { id: 'forged' });
    expect(load.ok).toBe(false);
    // the load's own check finds the forged move; on busy cores the background check may have set it aside first
    if (!load.ok && load.error.code !== 'noSave') expect(load.error).toMatchObject({ code: 'saveSetAside', params: { problem: 'illegalMove' } });
    // the open game is the one before, and the forged one is nowhere to be opened
    expect(service.current?.id).toBe('good');
    expect(pushes.some((p) => p.kind === 'update')).toBe(false);
    expect(checkedPushes(pushes).filter((p) => p.id === 'forged')).toEqual([{ kind: 'saveChecked', id: 'forged', meta: null }]);
    await service.shelf.checksDone();
    expect(value(await service.call('listSaves', null)).saves.map((s) => s.id)).toEqual(['good']);
    const again = await service.call('loadSave', { id: 'forged' });
    expect(again.ok ? null : again.error.code).toBe('noSave');
  });
});

describe('a save checked twice at once', () => {
  it('opened while the background check sets it aside: the open finds it gone, sets nothing aside again and calls nothing damaged', async () => {
    const { service, pushes } = serviceIn('race');
    service.store.write('forged', forgedLog(randomSave('rush', 200, 'forged', 7)));
    // the background check finishes first, while the open's own check is still under way
    const shelf = service.shelf as unknown as { verifier: { verifySave(text: string): Promise<unknown> } };
    const verify = shelf.verifier.verifySave;
    shelf.verifier.verifySave = (text) => {
      service.store.setAside('forged', 'Move 4 of the saved game is not legal.', 'illegalMove');
      return verify.call(shelf.verifier, text);
    };
    let load: Awaited<ReturnType<typeof service.call>>;
    try {
      load = await service.call('loadSave', { id: 'forged' });
    } finally {
      // the verifier is the pool's, shared with the other tests
      shelf.verifier.verifySave = verify;
    }
    expect(load.ok ? null : load.error.code).toBe('noSave');
    expect(pushes.filter((p) => p.kind === 'notice')).toEqual([]);
    expect(value(await service.call('listSaves', null)).setAside).toHaveLength(1);
    expect(service.current).toBeNull();
  });
});

describe('imports', () => {
  it('are verified in a verifier worker: a request sent meanwhile is answered first, and nothing is replayed here', async () => {
    const { service, applied } = serviceIn('import');
    const text = randomSave('draker', 2000, 'from-elsewhere', 11);
    const order: string[] = [];
    const imported = service.call('importSave', { fileName: 'long.json', text }).then((r) => {
      order.push('import');
      return r;
    });
    const other = service.call('listGames', null).then(() => order.push('listGames'));
    const [reply] = await Promise.all([imported, other]);
    expect(order).toEqual(['listGames', 'import']);
    expect(applied.n).toBe(0);
    const meta = value(reply);
    expect(meta).toMatchObject({ gameId: 'draker', imported: true });
    expect(meta.checking).toBeUndefined();
    // listed as verified (not checked again)
    const listed = value(await service.call('listSaves', null)).saves;
    expect(listed).toEqual([meta]);
  });

  it('a forged import is refused with its reason and writes nothing', async () => {
    const { service, dir } = serviceIn('import-forged');
    const reply = await service.call('importSave', { fileName: 'forged.json', text: forgedLog(randomSave('rush', 100, 'x', 2)) });
    expect(reply.ok ? null : reply.error).toMatchObject({ code: 'importBad', params: { problem: 'illegalMove' } });
    expect(value(await service.call('listSaves', null)).saves).toEqual([]);
    expect(existsSync(dir) ? service.store.listIds() : []).toEqual([]);
  });
});

describe('a verifier worker that crashes', () => {
  // a worker that answers the warm-up (an empty file) and dies on any real check
  const entry = join(root, 'crashing-verifier.mjs');
  writeFileSync(
    entry,
    `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (msg) => {
  if (msg.t !== 'verify') return;
  if (msg.text === '') parentPort.postMessage({ t: 'unverified', req: msg.req, problem: 'empty', message: 'empty' });
  else process.exit(7);
});
`,
  );
  const crashing = new WorkerBotHost({ entry, size: 1 });
  afterAll(() => crashing.dispose());

  it('is a failed check ("try again"), not a bot failure; the save is not set aside', async () => {
    const { service, dir, pushes } = serviceIn('crash', crashing);
    const text = randomSave('rush', 100, 'kept', 8);
    service.store.write('kept', text);
    const load = await service.call('loadSave', { id: 'kept' });
    expect(load.ok).toBe(false);
    if (!load.ok) {
      expect(load.error.code).toBe('checkFailed');
      expect(load.error.message).toMatch(/Checking this save failed.*try again/);
      expect(load.error.message).not.toMatch(/bot/i);
    }
    // in the background too: tried again, then left as it is, still listed, never set aside
    const listed = value(await service.call('listSaves', null)).saves;
    expect(listed.map((s) => [s.id, s.checking])).toEqual([['kept', true]]);
    await service.shelf.checksDone();
    // its row stops saying "checking", without looking verified: one push, marked not checked
    expect(checkedPushes(pushes)).toEqual([{ kind: 'saveChecked', id: 'kept', meta: { ...listed[0], checking: undefined, notChecked: true } }]);
    const after = value(await service.call('listSaves', null));
    expect(after.saves.map((s) => s.id)).toEqual(['kept']);
    expect(after.setAside).toEqual([]);
    expect(readFileSync(join(dir, 'kept.save.json'), 'utf8')).toBe(text);
    expect(pushes.filter((p) => p.kind === 'notice')).toEqual([]);
    await service.shelf.checksDone();
  });
});
