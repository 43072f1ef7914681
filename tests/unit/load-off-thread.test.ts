/**
 * Saves are verified in the bot workers (BotHost.verifySave, verifySaveMeta): the answer is the same as verifySaveText's
 * in this thread, for good saves and for damaged or forged ones (the same SaveError); and a request sent
 * while a long save loads, or while the first listing lists many, is answered before it finishes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameId } from '../../src/common/contract';
import { WorkerBotHost } from '../../src/main/bots/pool';
import { mixSeed } from '../../src/main/engine/core';
import { GAMES } from '../../src/main/games';
import { SaveError, saveMeta, sealSave, verifySaveText } from '../../src/main/saves/format';
import type { SaveFile } from '../../src/main/saves/format';
import { createConfSaveStore } from '../../src/main/saves/store';
import { AppService } from '../../src/main/session/service';
import { randomSave } from '../fixtures/long-save';

// Workers load the TypeScript entry through tsx, as `npm run web` does.
const pool = new WorkerBotHost({ entry: new URL('../../src/main/bots/worker.ts', import.meta.url), size: 2, execArgv: ['--import', 'tsx'] });
const dir = mkdtempSync(join(tmpdir(), 'card-table-off-thread-'));
afterAll(async () => {
  await pool.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** What verifying answers: the verified save, or the SaveError's problem and message. */
async function outcome(verify: () => unknown): Promise<unknown> {
  try {
    return await verify();
  } catch (e) {
    return e instanceof SaveError ? { problem: e.problem, message: e.message } : { other: String(e) };
  }
}

/** A good save and damaged or forged copies of it. */
function variants(text: string): Record<string, string> {
  const save = JSON.parse(text) as SaveFile;
  const moved = structuredClone(save);
  moved.log[3]!.seat = (moved.log[3]!.seat + 1) % moved.seats.length;
  const { hash: _hash, ...unsealed } = moved;
  return {
    good: text,
    cut: text.slice(0, text.length / 2),
    edited: JSON.stringify(moved),
    forged: JSON.stringify(sealSave(unsealed as never)),
    newer: JSON.stringify({ ...save, format: 9 }),
    unknownGame: JSON.stringify(sealSave({ ...(unsealed as never as SaveFile), gameId: 'chess' } as never)),
  };
}

describe('saves verified in a worker', () => {
  for (const gameId of Object.keys(GAMES) as GameId[]) {
    it(`${gameId}: the worker verifies as this thread does, good saves and damaged or forged ones alike`, async () => {
      const text = randomSave(gameId, 400);
      for (const [name, v] of Object.entries(variants(text))) {
        const here = await outcome(() => verifySaveText(v, GAMES));
        expect(await outcome(() => pool.verifySave(v)), name).toEqual(here);
        // the listing's answer: the list entry alone, or the same error
        const entry = await outcome(() => saveMeta(verifySaveText(v, GAMES).save));
        expect(await outcome(() => pool.verifySaveMeta(v)), name).toEqual(entry);
        if (name === 'good') expect(here).toHaveProperty('save.id', `${gameId}-long`);
        else expect(here, name).toHaveProperty('problem');
      }
    });
  }
});

describe('requests meanwhile', () => {
  const store = createConfSaveStore(dir);
  const service = new AppService({ store, games: GAMES, bots: pool, schedule: () => undefined });
  afterAll(() => service.dispose());

  /** Runs `slow` and, once it has started, a listGames request and a turn of the event loop; returns what finished first. */
  async function meanwhile(slow: () => Promise<unknown>): Promise<string[]> {
    const order: string[] = [];
    const load = slow().then(() => order.push('slow'));
    const other = service.call('listGames', null).then(() => order.push('listGames'));
    const turn = new Promise((resolve) => setImmediate(resolve)).then(() => order.push('event loop'));
    await Promise.all([load, other, turn]);
    return order;
  }

  it('a request sent while a long save loads is answered first, and the load then opens the game', async () => {
    store.write('draker-long', randomSave('draker', 3000));
    let reply: Awaited<ReturnType<typeof service.call<'loadSave'>>> | undefined;
    const order = await meanwhile(async () => (reply = await service.call('loadSave', { id: 'draker-long' })));
    expect(order).toEqual(['listGames', 'event loop', 'slow']);
    expect(reply?.ok).toBe(true);
    expect(service.current?.id).toBe('draker-long');
  });

  it('a request sent during the first listing of many saves is answered first; every save is listed', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `words-${i}`);
    for (const [i, id] of ids.entries()) store.write(id, randomSave('words', 300, id, mixSeed(9, i)));
    store.write('words-forged', variants(randomSave('words', 300, 'words-forged'))['forged']!);
    let listed: string[] = [];
    const order = await meanwhile(async () => {
      const r = await service.call('listSaves', null);
      if (r.ok) listed = r.value.saves.map((s) => s.id);
    });
    expect(order).toEqual(['listGames', 'event loop', 'slow']);
    // its seal holds: listed at once, and set aside once its background replay fails
    expect(listed.sort()).toEqual([...ids, 'draker-long', 'words-forged'].sort());
    await service.shelf.checksDone();
    expect(store.listSetAside().map((s) => s.reason).join(' ')).toMatch(/not legal|do not lead|does not match/);
  });
});
