/**
 * A seat opened from its link: what the page reads of its address, which view it opens, the relay's
 * close codes read back as the phone's, and the remote table's bridge over a seat line (the phone
 * protocol): the seat's table, its moves answered with the table that follows, nothing of the host's own.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { TableUpdate } from '../../src/common/contract';
import { buildRelayLink } from '../../src/common/relay-link';
import { RELAY_CLOSE, RELAY_REFUSE } from '../../src/common/relay-protocol';
import { newRelayKey } from '../../src/common/relay-seal';
import { phoneCode } from '../../src/renderer/remote/seat-line';
import { seatLinkOfPage } from '../../src/renderer/remote/seat-page';
import type { SeatLineEvents } from '../../src/renderer/remote/seat-line';
import { REMOTE_TIPS_KEY } from '../../src/renderer/remote/remote-tips';
import { remoteSeatBridge } from '../../src/renderer/remote/table-bridge';
import { keptContrast } from '../../src/renderer/ui/contrast-toggle';
import { viewAddress, viewFor } from '../../src/renderer/remote/views';

const ROOM = 'AAAAAAAAAAAAAAAAAAAAAA';
const link = buildRelayLink({ relay: 'https://relay.example/', roomId: ROOM, seat: 2, key: newRelayKey() });
const hash = new URL(link).hash;

describe('a seat page reads its link', () => {
  it('from its fragment, at / and at /table alike', () => {
    expect(seatLinkOfPage({ href: link, hash }, {})).toEqual({ kind: 'link', link, seat: 2 });
    expect(seatLinkOfPage({ href: `https://relay.example/table${hash}`, hash }, {})).toEqual({ kind: 'link', link, seat: 2 });
  });
  it('says when there is no link, when the link is cut, and when the page is not a secure one', () => {
    expect(seatLinkOfPage({ href: 'https://relay.example/', hash: '' }, {})).toEqual({ kind: 'none' });
    const cut = link.replace(/k=[^&]+/, 'k=abc');
    expect(seatLinkOfPage({ href: cut, hash: new URL(cut).hash }, {})).toMatchObject({ kind: 'bad', problem: 'key' });
    const noRoom = link.replace(/&r=[^&]+/, '');
    expect(seatLinkOfPage({ href: noRoom, hash: new URL(noRoom).hash }, {})).toMatchObject({ kind: 'bad', problem: 'parts' });
    expect(seatLinkOfPage({ href: link, hash }, null)).toEqual({ kind: 'insecure' });
  });
  it('opens the view chosen, else the table where it fits; the other view keeps the fragment', () => {
    expect(viewFor(null, true)).toBe('table');
    expect(viewFor(null, false)).toBe('phone');
    expect(viewFor('phone', true)).toBe('phone');
    expect(viewAddress('table', { pathname: '/', hash })).toBe(`/table${hash}`);
    expect(viewAddress('phone', { pathname: '/table', hash })).toBe(`/${hash}`);
    expect(viewAddress('table', { pathname: '/relay/', hash })).toBe(`/relay/table${hash}`);
  });
  it('reads the relay’s close codes as the phone’s', () => {
    expect(phoneCode(4101)).toBe(4001);
    expect(phoneCode(4104)).toBe(4004);
    expect(phoneCode(RELAY_CLOSE.revoked)).toBe(4004);
    expect(phoneCode(RELAY_REFUSE.badProof)).toBe(4004);
    expect(phoneCode(RELAY_CLOSE.roomClosed)).toBe(4005);
    expect(phoneCode(RELAY_REFUSE.seatTaken)).toBe(4003);
    expect(phoneCode(1006)).toBe(1006);
  });
});

function update(seq: number, version: number, legal: unknown[], humanToAct: number | null = 1): TableUpdate {
  return { matchId: 'm1', gameId: 'rush', seats: [], options: {}, viewer: 1, view: {}, events: [], actors: [1], humanToAct, legal, curtain: null, reaction: null, canUndo: false, outcome: null, turn: seq, seq, version } as unknown as TableUpdate;
}

describe('the remote table’s bridge', () => {
  let sent: Record<string, unknown>[];
  let events: SeatLineEvents;
  beforeEach(() => {
    const store = new Map<string, string>();
    (globalThis as { localStorage?: unknown }).localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) };
    sent = [];
  });
  const open = () =>
    remoteSeatBridge((e) => {
      events = e;
      return { send: (text) => (sent.push(JSON.parse(text) as Record<string, unknown>), true), close: () => undefined };
    });
  const reply = (id: unknown, r: unknown) => events.text(JSON.stringify({ id, reply: r }));
  const push = (p: unknown) => events.text(JSON.stringify({ push: p }));

  it('asks for the seat’s table, and a move is answered with the table that follows it', async () => {
    const bridge = open();
    events.open();
    const current = bridge.api.currentMatch(null);
    expect(sent[0]).toEqual({ id: 1, method: 'table' });
    reply(1, { ok: true, value: update(5, 50, [{ type: 'discard', card: 'x' }], 0) });
    const first = await current;
    // another seat's turn is never this page's: only a seat with moves acts
    expect(first).toMatchObject({ ok: true, value: { seq: 5, humanToAct: 1 } });
    const pushes: TableUpdate[] = [];
    bridge.api.onPush((m) => m.kind === 'update' && pushes.push(m.update));
    const move = bridge.api.act({ seat: 1, action: { type: 'discard', card: 'x' } } as never);
    await Promise.resolve();
    expect(sent[1]).toEqual({ id: 2, method: 'act', version: 50, action: { type: 'discard', card: 'x' } });
    push({ kind: 'update', update: update(6, 51, [], 0) });
    reply(2, { ok: true, value: null });
    expect(await move).toMatchObject({ ok: true, value: { seq: 6, humanToAct: null } });
    expect(pushes.map((u) => u.seq)).toEqual([6]);
  });

  it('a refused move is the host’s refusal; the host’s own business is not on a remote seat', async () => {
    const bridge = open();
    events.open();
    const current = bridge.api.currentMatch(null);
    reply(1, { ok: true, value: update(5, 50, [{ type: 'pass' }]) });
    await current;
    const move = bridge.api.act({ seat: 1, action: { type: 'pass' } } as never);
    await Promise.resolve();
    reply(2, { ok: false, error: { code: 'illegal', message: 'no' } });
    expect(await move).toEqual({ ok: false, error: { code: 'illegal', message: 'no' } });
    for (const r of [await bridge.api.undo({ seat: 1 } as never), await bridge.api.listSaves(null), await bridge.api.startMatch({} as never), await bridge.api.exportSave({ id: 'x' } as never)]) {
      expect(r).toMatchObject({ ok: false, error: { code: 'remoteSeat' } });
    }
    expect(sent).toHaveLength(2);
  });

  it('asks the host whether a move would be accepted, and for a hint, on the table it shows', async () => {
    const bridge = open();
    events.open();
    const current = bridge.api.currentMatch(null);
    reply(1, { ok: true, value: update(5, 50, [{ type: 'endCompose' }]) });
    await current;
    const word = { type: 'compose', word: 'КІТ', cards: ['a', 'b', 'c'] };
    const check = bridge.api.checkMove({ seat: 1, action: word } as never);
    await Promise.resolve();
    expect(sent[1]).toEqual({ id: 2, method: 'check', version: 50, action: word });
    reply(2, { ok: false, error: { code: 'notAWord', message: 'no' } });
    expect(await check).toEqual({ ok: false, error: { code: 'notAWord', message: 'no' } });
    const hint = bridge.api.hint({ seat: 1 } as never);
    await Promise.resolve();
    expect(sent[2]).toEqual({ id: 3, method: 'hint', version: 50 });
    reply(3, { ok: false, error: { code: 'hintsOff', message: 'The host does not allow hints on this seat.' } });
    expect(await hint).toMatchObject({ ok: false, error: { code: 'hintsOff' } });
    const allowed = bridge.api.hint({ seat: 1 } as never);
    await Promise.resolve();
    reply(4, { ok: true, value: { action: { type: 'endCompose' }, turn: 5 } });
    expect(await allowed).toEqual({ ok: true, value: { action: { type: 'endCompose' }, turn: 5 } });
  });

  it('remembers the first-game tips seen in this browser, by game, across reloads; an unknown tip changes nothing', async () => {
    const bridge = open();
    events.open();
    push({ kind: 'hello', hello: { seat: 1, name: 'Petro', language: 'en' } });
    expect(await bridge.api.getSettings(null)).toMatchObject({ ok: true, value: { tipsSeen: [] } });
    const marked = await bridge.api.markTipSeen({ player: 'Petro', tip: 'draker.flight' } as never);
    expect(marked).toMatchObject({ ok: true, value: { tipsSeen: [{ player: 'Petro', tips: ['draker.flight'] }] } });
    await bridge.api.markTipSeen({ player: 'Petro', tip: 'football.var' } as never);
    await bridge.api.markTipSeen({ player: 'Petro', tip: 'draker.flight' } as never);
    await bridge.api.markTipSeen({ player: 'Petro', tip: 'draker.no-such-tip' } as never);
    // kept by game, tip ids only
    expect(JSON.parse(localStorage.getItem(REMOTE_TIPS_KEY)!)).toEqual({ draker: ['draker.flight'], football: ['football.var'] });
    // "Don't show tips" is this page's own setting too
    await bridge.api.setSettings({ firstTips: false } as never);
    // a reload: a new page on the same browser, the same seat
    const again = open();
    events.open();
    push({ kind: 'hello', hello: { seat: 1, name: 'Petro', language: 'en' } });
    const settings = await again.api.getSettings(null);
    expect(settings.ok && settings.value.firstTips).toBe(false);
    expect(settings.ok && settings.value.tipsSeen).toEqual([{ player: 'Petro', tips: ['football.var', 'draker.flight'] }]);
  });

  it('holds the seat bar’s contrast in its settings, kept by this browser; another setting keeps it, a bad one changes nothing', async () => {
    const bridge = open();
    events.open();
    push({ kind: 'hello', hello: { seat: 1, name: 'Petro', language: 'en' } });
    expect(await bridge.api.getSettings(null)).toMatchObject({ ok: true, value: { contrast: 'system' } });
    expect(await bridge.api.setSettings({ contrast: 'high' })).toMatchObject({ ok: true, value: { contrast: 'high' } });
    expect(keptContrast()).toBe('high');
    // a change of pace or a tip's "Don't show tips" leaves the contrast as chosen
    expect(await bridge.api.setSettings({ animationSpeed: 'fast', firstTips: false })).toMatchObject({ ok: true, value: { contrast: 'high', animationSpeed: 'fast' } });
    const refused = await bridge.api.setSettings({ contrast: 'loud', animationSpeed: 'slow' } as never);
    expect(refused).toMatchObject({ ok: false, error: { code: 'badRequest' } });
    expect(await bridge.api.getSettings(null)).toMatchObject({ ok: true, value: { contrast: 'high', animationSpeed: 'fast' } });
    expect(keptContrast()).toBe('high');
    // a reload: the new page reads the kept choice back
    const again = open();
    events.open();
    push({ kind: 'hello', hello: { seat: 1, name: 'Petro', language: 'en' } });
    expect(await again.api.getSettings(null)).toMatchObject({ ok: true, value: { contrast: 'high' } });
    await again.api.setSettings({ contrast: 'standard' });
    expect(keptContrast()).toBe('standard');
  });

  it('keeps its own language and pace, takes the host’s language until one is chosen, and waits for the line to send', async () => {
    const bridge = open();
    const current = bridge.api.currentMatch(null);
    expect(sent).toHaveLength(0);
    events.open();
    expect(sent).toHaveLength(1);
    push({ kind: 'hello', hello: { seat: 1, name: 'Petro', language: 'uk' } });
    expect(bridge.hello?.name).toBe('Petro');
    expect(await bridge.api.getSettings(null)).toMatchObject({ ok: true, value: { language: 'uk' } });
    await bridge.api.setSettings({ language: 'en', animationSpeed: 'fast', relayAddress: 'x' } as never);
    push({ kind: 'hello', hello: { seat: 1, name: 'Petro', language: 'uk' } });
    expect(await bridge.api.getSettings(null)).toMatchObject({ ok: true, value: { language: 'en', animationSpeed: 'fast', relayAddress: '' } });
    reply(1, { ok: false, error: { code: 'noMatch', message: 'No game is open.' } });
    expect(await current).toEqual({ ok: true, value: null });
  });
});
