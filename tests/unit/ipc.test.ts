import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import { METHODS } from '../../src/common/contract';
import type { Method } from '../../src/common/contract';
import { FORBIDDEN, forwardPushes, ownPageCheck, PUSH_CHANNEL, registerIpc } from '../../src/main/ipc';
import type { InvokeEventLike, IpcMainLike } from '../../src/main/ipc';
import { resolveInside } from '../../src/main/web/static';
import { makeHarness, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

const seat = { kind: 'human', name: 'Ann' };
/** Payloads that must be refused, for every method: wrong types, extra keys, missing fields. */
const MALFORMED: Record<Method, unknown[]> = {
  listGames: [{}, 1, 'x', [], { extra: 1 }],
  startMatch: [
    undefined,
    null,
    {},
    { gameId: 'rush' },
    { gameId: 'chess', seats: [seat] },
    { gameId: 'rush', seats: [] },
    { gameId: 'rush', seats: [seat], extra: true },
    { gameId: 'rush', seats: [{ kind: 'robot', name: 'R' }] },
    { gameId: 'rush', seats: [{ kind: 'human', name: '' }] },
    { gameId: 'rush', seats: [{ kind: 'human', name: 'x'.repeat(25) }] },
    { gameId: 'rush', seats: [{ kind: 'bot', name: 'B', level: 'godlike' }] },
    { gameId: 'rush', seats: [{ ...seat, extra: 1 }] },
    { gameId: 'rush', seats: [seat], seed: -1 },
    { gameId: 'rush', seats: [seat], seed: 1.5 },
    { gameId: 'rush', seats: [seat], options: [] },
    { gameId: 'rush', seats: Array(9).fill(seat) },
  ],
  startLesson: [
    undefined,
    { gameId: 'rush' },
    { gameId: 'chess', you: 'Ann', bot: 'Bot' },
    { gameId: 'rush', you: '', bot: 'Bot' },
    { gameId: 'rush', you: 'Ann', bot: 'x'.repeat(25) },
    // the deal is the lesson's: a request naming one is refused by its shape
    { gameId: 'rush', you: 'Ann', bot: 'Bot', options: { deck: [] } },
    { gameId: 'rush', you: 'Ann', bot: 'Bot', seed: 1 },
  ],
  currentMatch: [{}, 0, 'now'],
  act: [
    undefined,
    {},
    { seat: 0 },
    { action: { type: 'tap' } },
    { seat: '0', action: { type: 'tap' } },
    { seat: 0, action: {} },
    { seat: 0, action: { type: '' } },
    { seat: 0, action: 'tap' },
    { seat: 8, action: { type: 'tap' } },
    { seat: -1, action: { type: 'tap' } },
    { seat: 0, action: { type: 'tap' }, extra: 1 },
  ],
  confirmCurtain: [undefined, {}, { seat: 'a' }, { seat: 0, x: 1 }, { seat: 0.5 }],
  undo: [undefined, {}, { seat: null }, { seat: 0, x: 1 }],
  hint: [undefined, {}, { seat: -1 }, { seat: 0, level: 'hard' }],
  checkMove: [undefined, {}, { seat: 0 }, { seat: 0, action: {} }, { seat: 9, action: { type: 'tap' } }, { seat: 0, action: { type: 'tap' }, extra: 1 }],
  closeMatch: [{}, true],
  listSaves: [{}, 'all'],
  loadSave: [undefined, {}, { id: 5 }, { id: '../settings' }, { id: 'a/b' }, { id: 'x'.repeat(65) }, { id: 'ok', more: 1 }],
  deleteSave: [undefined, {}, { id: '..' }, { id: 'a b' }, { id: 'ok', more: 1 }],
  continueLatest: [{}, 1],
  getSettings: [{}, 'en'],
  setSettings: [{ relayAddress: 5 }, { relayAddress: 'x'.repeat(2049) }, undefined, null, { language: 'fr' }, { animationSpeed: 'warp' }, { volume: 101 }, { sound: 1 }, { language: 'en', theme: 'dark' }, 'uk', { firstTips: 'no' }, { tipsSeen: [] },
    { contrast: 'max' }, { contrast: true }],
  markTipSeen: [
    undefined,
    {},
    { player: 'Ann' },
    { tip: 'words.exchange' },
    { player: 'Ann', tip: 'words.joker' },
    { player: 'Ann', tip: 'exchange' },
    { player: '', tip: 'words.exchange' },
    { player: 'x'.repeat(25), tip: 'words.exchange' },
    { player: 'Ann', tip: 'words.exchange', more: 1 },
    { player: 'Ann', tip: ['words.exchange'] },
  ],
  // Records
  listRecords: [{}, 'all'],
  mergePlayers: [undefined, {}, { from: 'Ann' }, { from: 'Ann', into: '' }, { from: 'Ann', into: 'x'.repeat(25) }, { from: 1, into: 'Bo' }, { from: 'Ann', into: 'Bo', x: 1 }],
  unmergePlayers: [undefined, {}, { from: '' }, { from: 'Ann', into: 'Bo' }],
  // Replays
  openReplay: [undefined, {}, { saveId: '../x' }, { id: 'ok' }, { saveId: 'ok', pov: 0 }],
  replayFrame: [
    undefined,
    { replayId: 'r', position: 0, pov: 'spectator' },
    { replayId: 'r', position: -1, pov: 'spectator', showAll: false },
    { replayId: 'r', position: 1.5, pov: 'spectator', showAll: false },
    { replayId: 'r', position: 0, pov: 'everyone', showAll: false },
    { replayId: 'r', position: 0, pov: 8, showAll: false },
    { replayId: 'r', position: 0, pov: 0, showAll: 'yes' },
    { replayId: 'r/..', position: 0, pov: 0, showAll: false },
  ],
  closeReplay: [undefined, {}, { replayId: 5 }],
  exportSave: [undefined, {}, { id: '../settings' }, { id: 'ok', fileName: 'x' }],
  importSave: [undefined, {}, { text: '{}' }, { fileName: 'x.json' }, { fileName: 'x.json', text: 5 }, { fileName: 'x'.repeat(256), text: '{}' }],
  partyStatus: [{}, 1, 'x'],
  partyStart: [undefined, {}, { address: '127.0.0.1' }, { address: '127.0.0.1', consent: false }, { address: '', consent: true }, { address: 'x'.repeat(65), consent: true }, { address: '127.0.0.1', consent: true, port: 1 }, { relay: '', consent: true }, { relay: 5, consent: true }, { relay: 'ws://r', consent: false }, { relay: 'ws://r', address: '127.0.0.1', consent: true }],
  partyStop: [{}, 1],
  partyRevoke: [undefined, {}, { seat: -1 }, { seat: 8 }, { seat: '0' }],
  partyRelease: [undefined, {}, { seat: 1.5 }],
  partyTakeover: [undefined, {}, { seat: 0, extra: 1 }],
  partyHints: [undefined, {}, { allow: 1 }, { allow: 'yes' }, { allow: true, seat: 0 }],
  joinOpen: [undefined, {}, { link: '' }, { link: 7 }, { link: 'x'.repeat(4097) }, { link: 'https://r/#k=a', extra: 1 }],
  joinSend: [undefined, {}, { text: '' }, { text: 1 }, { text: 'x'.repeat(8193) }, { text: '{}', extra: 1 }],
  joinClose: [{}, 1, 'x', { extra: 1 }],
};

describe('contract validation', () => {
  it('every method refuses malformed payloads with a readable message and changes nothing', async () => {
    // an open match and a setting, to see that nothing changes
    const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B' }], seed: 1 }));
    value(await h.service.call('setSettings', { language: 'uk' }));
    const hash = h.service.current!.stateHash();
    const files = readdirSync(h.dir).sort();
    const writes = h.writes.length;
    let count = 0;
    for (const method of METHODS) {
      expect(MALFORMED[method].length, method).toBeGreaterThan(0);
      for (const payload of MALFORMED[method]) {
        const r = await h.service.handle(method, payload);
        expect(r.ok, `${method} ${JSON.stringify(payload)}`).toBe(false);
        if (!r.ok) {
          expect(r.error.code).toBe('badRequest');
          expect(r.error.message).toMatch(new RegExp(`^Malformed ${method} request`));
        }
        count++;
      }
    }
    expect(count).toBeGreaterThan(60);
    expect(h.service.current!.id).toBe(u.matchId);
    expect(h.service.current!.stateHash()).toBe(hash);
    expect(h.service.current!.turn).toBe(0);
    expect(readdirSync(h.dir).sort()).toEqual(files);
    expect(h.writes.length).toBe(writes);
    expect(value(await h.service.call('getSettings', null))).toEqual({ language: 'uk', animationSpeed: 'normal', sound: true, volume: 70, lessonsDone: [], firstTips: true, tipsSeen: [], drakerAsSuggested: false, relayAddress: '', contrast: 'system' });
  });

  it('an unknown method gets an error reply', async () => {
    for (const m of ['nope', '', 'constructor', '__proto__', 'handle']) {
      const r = await h.service.handle(m, null);
      expect(r).toMatchObject({ ok: false, error: { code: 'badMethod' } });
    }
  });

  it('well-formed payloads are accepted (undefined and null for the methods without arguments)', async () => {
    expect((await h.service.handle('listGames', undefined)).ok).toBe(true);
    expect((await h.service.handle('listGames', null)).ok).toBe(true);
    expect((await h.service.handle('setSettings', {})).ok).toBe(true);
  });
});

function fakeIpc() {
  const handlers = new Map<string, (event: InvokeEventLike, ...args: unknown[]) => unknown>();
  const ipc: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error('twice');
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => {
      handlers.delete(channel);
    },
  };
  return { ipc, handlers };
}

describe('Electron adapter', () => {
  const own = 'app://card-table/index.html';

  it('registers exactly the contract methods and removes them again', () => {
    const { ipc, handlers } = fakeIpc();
    const off = registerIpc(ipc, h.service, ownPageCheck());
    expect([...handlers.keys()].sort()).toEqual([...METHODS].sort());
    off();
    expect(handlers.size).toBe(0);
  });

  it('answers our own page and refuses every other sender without calling the service', async () => {
    const { ipc, handlers } = fakeIpc();
    const spy = vi.fn(h.service.handle.bind(h.service));
    registerIpc(ipc, { handle: spy }, ownPageCheck());
    const listGames = handlers.get('listGames')!;
    const ok = (await listGames({ senderFrame: { url: own } }, null)) as { ok: boolean };
    expect(ok.ok).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html', 'http://127.0.0.1:5180/', 'not a url', '']) {
      expect(await listGames({ senderFrame: { url } }, null)).toEqual(FORBIDDEN);
    }
    expect(await listGames({ senderFrame: null }, null)).toEqual(FORBIDDEN);
    expect(await listGames({}, null)).toEqual(FORBIDDEN);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('validates payloads and refuses extra arguments', async () => {
    const { ipc, handlers } = fakeIpc();
    registerIpc(ipc, h.service, ownPageCheck());
    const act = handlers.get('act')!;
    expect(await act({ senderFrame: { url: own } }, { seat: 'x' })).toMatchObject({ ok: false, error: { code: 'badRequest' } });
    expect(await act({ senderFrame: { url: own } }, { seat: 0, action: { type: 'tap' } }, 'more')).toMatchObject({
      ok: false,
      error: { code: 'badRequest' },
    });
    expect(await act({ senderFrame: { url: own } }, { seat: 0, action: { type: 'tap' }, matchId: 'm', version: 1 })).toMatchObject({
      ok: false,
      error: { code: 'noMatch' },
    });
  });

  it('a service that throws becomes an error reply', async () => {
    const { ipc, handlers } = fakeIpc();
    registerIpc(ipc, { handle: async () => { throw new Error('boom'); } }, ownPageCheck());
    expect(await handlers.get('listSaves')!({ senderFrame: { url: own } }, null)).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('accepts the dev server only when one is configured', () => {
    expect(ownPageCheck()('http://localhost:5173/')).toBe(false);
    expect(ownPageCheck('http://localhost:5173')('http://localhost:5173/index.html')).toBe(true);
    expect(ownPageCheck('http://localhost:5173')('http://localhost:5174/')).toBe(false);
  });

  it('forwards pushes to a live window only', async () => {
    const sent: unknown[][] = [];
    let destroyed = false;
    forwardPushes(h.service, () => ({ isDestroyed: () => destroyed, send: (...a: unknown[]) => sent.push(a) }));
    await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'bot', name: 'A' }, { kind: 'human', name: 'B' }], seed: 2 });
    await h.service.idle();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0][0]).toBe(PUSH_CHANNEL);
    expect(sent[0][1]).toMatchObject({ kind: 'update' });
    destroyed = true;
    const n = sent.length;
    await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'bot', name: 'A' }, { kind: 'human', name: 'B' }], seed: 3 });
    await h.service.idle();
    expect(sent.length).toBe(n);
  });
});

describe('static files', () => {
  it('never leave the renderer directory', () => {
    expect(resolveInside('/srv/r', '/')).toBe('/srv/r/index.html');
    expect(resolveInside('/srv/r', '/assets/a.js?v=1')).toBe('/srv/r/assets/a.js');
    for (const p of ['/../secret', '/%2e%2e/secret', '/a/../../secret', '/..%2fsecret', '/%00', '/a%5c..%5c..%5csecret', '/%E0%A4%A']) {
      const r = resolveInside('/srv/r', p);
      expect(r === null || r.startsWith('/srv/r/'), p).toBe(true);
    }
    expect(resolveInside('/srv/r', '/../secret')).toBeNull();
    expect(resolveInside('/srv/r', '/%2e%2e/secret')).toBeNull();
  });
});
