/**
 * The saves list after a restart: an unchanged save is listed from LIST_CACHE without replaying it; a
 * changed, new or damaged file is verified in full (in the background, after the listing answered), and a
 * cache that was tampered with or broken only costs a replay. Opening a save always verifies it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRegistry } from '../../src/main/session/registry';
import { LIST_CACHE } from '../../src/main/session/save-shelf';
import { makeHarness, playTallyToEnd, TEST_GAMES, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

/** The test registry with every engine step counted: a listing that replays shows up in `applied`. */
function counting(): { games: GameRegistry; applied: { n: number } } {
  const applied = { n: 0 };
  const games: GameRegistry = {};
  for (const [id, entry] of Object.entries(TEST_GAMES)) {
    games[id as keyof GameRegistry] = {
      ...entry!,
      game: {
        ...entry!.game,
        apply: (state: never, seat: number, action: never) => {
          applied.n++;
          return entry!.game.apply(state, seat, action);
        },
      },
    } as never;
  }
  return { games, applied };
}

const harnesses: Harness[] = [];
afterEach(() => {
  for (const h of harnesses.splice(0)) h.cleanup();
});
function open(dir?: string): { h: Harness; applied: { n: number } } {
  const { games, applied } = counting();
  const h = makeHarness(games, dir);
  harnesses.push(h);
  return { h, applied };
}

describe('the saves list across a restart', () => {
  it('lists unchanged saves from the cache without replaying them; a changed one is verified again', async () => {
    const first = open();
    const ids = [await playTallyToEnd(first.h, 'Ann', 2), await playTallyToEnd(first.h, 'Bo', 3)];
    value(await first.h.service.call('closeMatch', null));
    // the first listing answers from the files' own fields; their full checks fill the cache
    const unchecked = value(await first.h.service.call('listSaves', null)).saves;
    expect(unchecked.map((s) => [s.id, s.checking]).sort()).toEqual(ids.map((id) => [id, true]).sort());
    await first.h.service.shelf.checksDone();
    const listed = value(await first.h.service.call('listSaves', null)).saves;
    expect(listed.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(listed.map(({ checking: _c, ...rest }) => rest)).toEqual(listed);
    expect(unchecked.map(({ checking: _c, ...rest }) => rest)).toEqual(listed);

    const again = open(first.h.dir);
    expect(value(await again.h.service.call('listSaves', null)).saves).toEqual(listed);
    expect(again.applied.n).toBe(0);

    // one file changes (resealed as the app would write it): that one is replayed, and listed as it is now
    const file = join(first.h.dir, `${ids[0]}.save.json`);
    const save = JSON.parse(readFileSync(file, 'utf8')) as { updatedAt: string };
    writeFileSync(file, readFileSync(file, 'utf8').replace(save.updatedAt, '2030-01-01T00:00:00.000Z'));
    const third = open(first.h.dir);
    const relisted = value(await third.h.service.call('listSaves', null));
    // the edit breaks its seal: set aside by the listing itself, without a replay, and not listed from the cache
    expect(third.applied.n).toBe(0);
    expect(relisted.saves.map((s) => s.id)).toEqual([ids[1]]);
    expect(relisted.setAside.some((s) => s.file.includes(ids[0]!))).toBe(true);
  });

  it('a cache with a forged entry or broken bytes is not trusted: the saves are verified in full', async () => {
    const first = open();
    const id = await playTallyToEnd(first.h, 'Ann', 2);
    value(await first.h.service.call('closeMatch', null));
    value(await first.h.service.call('listSaves', null));
    await first.h.service.shelf.checksDone();
    const cacheFile = join(first.h.dir, LIST_CACHE);
    const cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, { sha256: string; meta: { players: string[]; turn: number } }>;
    expect(Object.keys(cache)).toEqual([id]);

    // a forged entry for other bytes (another hash) is ignored
    writeFileSync(cacheFile, JSON.stringify({ [id]: { ...cache[id], sha256: '0'.repeat(64), meta: { ...cache[id]!.meta, players: ['Forger', 'B'] } } }));
    const forged = open(first.h.dir);
    const list = value(await forged.h.service.call('listSaves', null)).saves;
    expect(list[0]!.players).toEqual(['Ann', 'B']);
    expect(list[0]!.checking).toBe(true);
    await forged.h.service.shelf.checksDone();
    expect(forged.applied.n).toBeGreaterThan(0);

    for (const broken of ['{"cut', '[]', JSON.stringify({ [id]: { sha256: 'xyz', meta: {} } })]) {
      writeFileSync(cacheFile, broken);
      const next = open(first.h.dir);
      expect(value(await next.h.service.call('listSaves', null)).saves.map((s) => s.id)).toEqual([id]);
      await next.h.service.shelf.checksDone();
      expect(next.applied.n).toBeGreaterThan(0);
    }
    // and the cache is whole again afterwards
    expect(Object.keys(JSON.parse(readFileSync(cacheFile, 'utf8')) as object)).toEqual([id]);
  });

  it('opening a save listed from the cache still verifies it', async () => {
    const first = open();
    const id = await playTallyToEnd(first.h, 'Ann', 2);
    value(await first.h.service.call('closeMatch', null));
    value(await first.h.service.call('listSaves', null));
    await first.h.service.shelf.checksDone();
    const again = open(first.h.dir);
    value(await again.h.service.call('listSaves', null));
    expect(again.applied.n).toBe(0);
    value(await again.h.service.call('loadSave', { id }));
    expect(again.applied.n).toBeGreaterThan(0);
  });
});
