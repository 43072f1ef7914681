/**
 * Requests about the match name it and the version of the table the client saw: a stale window's
 * request is refused and changes nothing, and every client is told of every change.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import type { PushMessage, Reply, TableUpdate } from '../../src/common/contract';
import { forwardPushes, registerIpc } from '../../src/main/ipc';
import type { IpcMainLike } from '../../src/main/ipc';
import { matchAwareApi } from '../../src/renderer/bridge';
import { makeHarness } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

const ann = { kind: 'human', name: 'Ann' } as const;

function table(reply: Reply<unknown>): TableUpdate {
  if (!reply.ok) throw new Error(`expected ok, got ${reply.error.code}: ${reply.error.message}`);
  return reply.value as TableUpdate;
}

async function start(seed = 1): Promise<TableUpdate> {
  return table(await h.service.handle('startMatch', { gameId: 'rush', seats: [ann], seed }));
}

const ref = (u: TableUpdate) => ({ matchId: u.matchId, version: u.version });

/** What a refused request must leave alone. */
function snapshot() {
  const m = h.service.current!;
  return { id: m.id, hash: m.stateHash(), turn: m.turn, version: m.version, writes: h.writes.length, files: readdirSync(h.dir).sort() };
}

describe('requests name their match and version', () => {
  it('a move for a match that is no longer open is refused and changes nothing', async () => {
    const old = await start(1);
    const now = await start(2);
    const before = snapshot();
    for (const [method, payload] of [
      ['act', { seat: 0, action: { type: 'tap' }, ...ref(old) }],
      ['undo', { seat: 0, ...ref(old) }],
      ['confirmCurtain', { seat: 0, ...ref(old) }],
      ['hint', { seat: 0, ...ref(old) }],
      ['checkMove', { seat: 0, action: { type: 'tap' }, ...ref(old) }],
      ['closeMatch', { matchId: old.matchId }],
    ] as const) {
      const r = await h.service.handle(method, payload);
      expect(r, method).toMatchObject({ ok: false, error: { code: 'otherMatch' } });
    }
    expect(snapshot()).toEqual(before);
    expect(h.service.current!.id).toBe(now.matchId);
  });

  it('a move made on an outdated table is refused; one on the current table is applied', async () => {
    const u = await start();
    const tapped = table(await h.service.handle('act', { seat: 0, action: { type: 'tap' }, ...ref(u) }));
    expect(tapped.turn).toBe(1);
    expect(tapped.version).not.toBe(u.version);
    const before = snapshot();
    const stale = await h.service.handle('act', { seat: 0, action: { type: 'tap' }, ...ref(u) });
    expect(stale).toMatchObject({ ok: false, error: { code: 'staleTable', message: expect.stringMatching(/changed/) } });
    expect(await h.service.handle('undo', { seat: 0, ...ref(u) })).toMatchObject({ ok: false, error: { code: 'staleTable' } });
    expect(snapshot()).toEqual(before);
    // undo on the current table works and changes the version again
    const undone = table(await h.service.handle('undo', { seat: 0, ...ref(tapped) }));
    expect(undone.turn).toBe(0);
    expect(undone.version).not.toBe(tapped.version);
    expect(await h.service.handle('act', { seat: 0, action: { type: 'tap' }, ...ref(tapped) })).toMatchObject({ ok: false, error: { code: 'staleTable' } });
  });

  it('checkMove judges a move on the current table without playing it; a refused move comes with the rule\'s reason', async () => {
    const u = await start();
    const before = snapshot();
    expect(await h.service.handle('checkMove', { seat: 0, action: { type: 'tap' }, ...ref(u) })).toEqual({ ok: true, value: null });
    expect(await h.service.handle('checkMove', { seat: 0, action: { type: 'play', index: 99 }, ...ref(u) })).toMatchObject({ ok: false, error: { code: 'badAction' } });
    expect(await h.service.handle('checkMove', { seat: 1, action: { type: 'tap' }, ...ref(u) })).toMatchObject({ ok: false });
    // nothing was played, saved or pushed: the same table, the same version
    expect(snapshot()).toEqual(before);
    const tapped = table(await h.service.handle('act', { seat: 0, action: { type: 'tap' }, ...ref(u) }));
    expect(await h.service.handle('checkMove', { seat: 0, action: { type: 'tap' }, ...ref(u) })).toMatchObject({ ok: false, error: { code: 'staleTable' } });
    expect(await h.service.handle('checkMove', { seat: 0, action: { type: 'tap' }, ...ref(tapped) })).toEqual({ ok: true, value: null });
  });

  it('a request about the match without its id and version is malformed', async () => {
    await start();
    for (const [method, payload] of [
      ['act', { seat: 0, action: { type: 'tap' } }],
      ['undo', { seat: 0 }],
      ['hint', { seat: 0, matchId: 'x' }],
      ['closeMatch', null],
    ] as const) {
      expect(await h.service.handle(method, payload), method).toMatchObject({ ok: false, error: { code: 'badRequest' } });
    }
    expect(h.service.current!.turn).toBe(0);
  });

  it('every change a request makes is pushed to every client, with the table the requester got', async () => {
    const u = await start();
    expect(h.pushes).toContainEqual({ kind: 'update', update: u });
    const tapped = table(await h.service.handle('act', { seat: 0, action: { type: 'tap' }, ...ref(u) }));
    expect(h.pushes.at(-1)).toEqual({ kind: 'update', update: tapped });
    const undone = table(await h.service.handle('undo', { seat: 0, ...ref(tapped) }));
    expect(h.pushes.at(-1)).toEqual({ kind: 'update', update: undone });
    // reading the table changes nothing and is not pushed
    const pushes = h.pushes.length;
    await h.service.handle('currentMatch', null);
    expect(h.pushes.length).toBe(pushes);
  });

  it('a newer match has newer updates, so a page that kept an old table takes it', async () => {
    const old = await start(1);
    table(await h.service.handle('act', { seat: 0, action: { type: 'tap' }, ...ref(old) }));
    const now = await start(2);
    expect(now.seq).toBeGreaterThan(old.seq + 1);
  });
});

describe('the page bridge', () => {
  /** The bridge over the service, as the preload or the WebSocket would carry it. */
  function bridge() {
    const sent: { method: string; payload: unknown }[] = [];
    const api = matchAwareApi(
      (method, payload) => {
        sent.push({ method, payload });
        return h.service.handle(method, payload);
      },
      (l) => h.service.onPush(l),
    );
    const heard: PushMessage[] = [];
    api.onPush((m) => heard.push(m));
    return { api, sent, heard };
  }

  it('adds the match and version of the newest table to the match requests', async () => {
    const page = bridge();
    const u = table(await page.api.startMatch({ gameId: 'rush', seats: [ann], seed: 3 }));
    const tapped = table(await page.api.act({ seat: 0, action: { type: 'tap' } }));
    expect(page.sent.at(-1)!.payload).toEqual({ seat: 0, action: { type: 'tap' }, matchId: u.matchId, version: u.version });
    table(await page.api.act({ seat: 0, action: { type: 'tap' } }));
    expect(page.sent.at(-1)!.payload).toMatchObject({ matchId: u.matchId, version: tapped.version });
    expect((await page.api.closeMatch(null)).ok).toBe(true);
    expect(page.sent.at(-1)!.payload).toEqual({ matchId: u.matchId });
    expect(h.service.current).toBeNull();
  });

  it('a window whose game was replaced elsewhere is refused, then shown the open game', async () => {
    const a = bridge();
    const b = bridge();
    table(await a.api.startMatch({ gameId: 'rush', seats: [ann], seed: 3 }));
    // b opened another game; a heard of it by push, so a's next move names that game
    const other = table(await b.api.startMatch({ gameId: 'words', seats: [ann], seed: 4 }));
    expect(a.heard.some((m) => m.kind === 'update' && m.update.matchId === other.matchId)).toBe(true);
    const moved = table(await a.api.act({ seat: 0, action: { type: 'tap' } }));
    expect(moved.matchId).toBe(other.matchId);
    // a window that missed the pushes (as after a lost connection) sends its old table and is refused
    const deaf = matchAwareApi((m, p) => h.service.handle(m, p), () => () => undefined);
    const heard: PushMessage[] = [];
    deaf.onPush((m) => heard.push(m));
    const before = table(await deaf.currentMatch(null));
    table(await b.api.act({ seat: 0, action: { type: 'tap' } }));
    const turn = h.service.current!.turn;
    expect(await deaf.act({ seat: 0, action: { type: 'tap' } })).toMatchObject({ ok: false, error: { code: 'staleTable' } });
    expect(h.service.current!.turn).toBe(turn);
    await new Promise((r) => setTimeout(r, 0));
    const caughtUp = heard.find((m) => m.kind === 'update');
    expect(caughtUp && caughtUp.kind === 'update' && caughtUp.update.version).toBe(h.service.current!.version);
    expect(before.version).not.toBe(h.service.current!.version);
    // now it is current again
    const legal = caughtUp && caughtUp.kind === 'update' ? caughtUp.update.legal[0] : { type: 'none' };
    expect(table(await deaf.act({ seat: 0, action: legal })).turn).toBe(turn + 1);
  });
});

describe('the Electron window', () => {
  it('gets the table of its own requests in the reply, and every other change by push', async () => {
    const handlers = new Map<string, (event: object, ...args: unknown[]) => unknown>();
    const ipc: IpcMainLike = { handle: (c, l) => handlers.set(c, l as never), removeHandler: (c) => handlers.delete(c) };
    registerIpc(ipc, h.service, () => true);
    const sent: unknown[] = [];
    const wc = { isDestroyed: () => false, send: (_channel: string, m: unknown) => sent.push(m) };
    forwardPushes(h.service, () => wc);
    const own = { senderFrame: { url: 'app://card-table/index.html' }, sender: wc };
    const u = table((await handlers.get('startMatch')!(own, { gameId: 'rush', seats: [ann], seed: 5 })) as Reply<unknown>);
    expect(sent).toEqual([]);
    // a change another sender's request made is pushed
    await handlers.get('act')!({ ...own, sender: {} }, { seat: 0, action: { type: 'tap' }, ...ref(u) });
    expect(sent).toHaveLength(1);
  });
});
