/**
 * Party mode over the relay, on the loopback: the app service with a two-human match, the relay in this
 * process (every forwarded frame captured), and two seats in Node on the relay's SDK talking as phones do
 * (the same PhoneFrame texts). They play a Rush match to its end; no forwarded byte holds a card id or a
 * seat's name; a revoked link is refused; a host that quits and starts again on its data folder reopens
 * the same room when the match is resumed, and the seats come back through the same links.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameId, PartyStatus, Reply, TableUpdate } from '../../src/common/contract';
import { SeatRelay } from '../../src/common/relay-channel';
import { newRelayKey, proofVerifier, relayProof } from '../../src/common/relay-seal';
import { DEFAULT_RELAY_LIMITS, RELAY_ADDRESS_REFUSE, RELAY_BUSY_STATUS, RELAY_CLOSE, RELAY_ROOM } from '../../src/common/relay-protocol';
import { GAMES } from '../../src/main/games';
import { PHONE_CLOSE } from '../../src/main/web/party';
import { RELAY_PHONE_CLOSE_OFFSET } from '../../src/main/web/seat-connection';
import type { WebServer } from '../../src/main/web/server';
import { startRelay, type RunningRelay } from '../../src/relay/server';
import type { ForwardedFrame } from '../../src/relay/room';
import { knowledge, leaksIn, recordOf } from '../fixtures/leaks';
import { playOne, remote, startPartyHost, until, type ChooseMove } from '../fixtures/remote-seat';

const LOOPBACK = '127.0.0.1';
const NAMES = ['Ann Kovalenko', 'Bohdan Shevchuk'];
let relay: RunningRelay;
/** Added to the relay's clock of its limits per address (a test spends this address' rooms, then refills them). */
let clockSkew = 0;
const forwarded: ForwardedFrame[] = [];
let dir: string;
let web: WebServer;

beforeAll(async () => {
  // seats here answer at machine speed, far above a person's few frames a second
  relay = await startRelay({ port: 0, limits: { seatFramesPerSecond: 10_000, burst: 1000, hostFramesPerSecond: 100_000, hostBurst: 100_000, reconnectSeconds: 30 }, now: () => Date.now() + clockSkew, tap: (f) => forwarded.push({ ...f, bytes: f.bytes.slice() }) });
});
afterAll(async () => {
  await relay?.stop();
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-party-relay-'));
  web = await startHost();
});
afterEach(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
});

function startHost(): Promise<WebServer> {
  return startPartyHost(dir, { rush: GAMES.rush, football: GAMES.football });
}

async function call<T>(method: string, payload: unknown): Promise<Reply<T>> {
  return (await web.service.handle(method, payload)) as Reply<T>;
}

async function startParty(options?: Record<string, unknown>, gameId: GameId = 'rush'): Promise<{ status: PartyStatus; links: Map<number, string> }> {
  const seats = NAMES.map((name) => ({ kind: 'human' as const, name }));
  expect((await call('startMatch', { gameId, seats, seed: 11, ...(options ? { options } : {}) })).ok).toBe(true);
  const party = await call<PartyStatus>('partyStart', { relay: relay.url.replace(/^http/, 'ws'), consent: true });
  if (!party.ok) throw new Error(JSON.stringify(party.error));
  return { status: party.value, links: relayLinks() };
}

const SMALL_FOOTBALL = { rows: 4, cols: 4, footballersByPoints: [2, 2, 1, 1, 0], yellow: 1, red: 1, var: 1, playGame: 1, reactionTimeoutMs: 0 };

/** A Football seat's move: a card play or a take when there is one, else a flip picked by a seeded generator. */
function footballMove(): ChooseMove {
  let r = 7;
  return (legal) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return legal.find((a) => a.type !== 'flip' && a.type !== 'pass') ?? legal[r % legal.length]!;
  };
}

/** Each seat's link as the desktop's Invite panel shows it. */
function relayLinks(): Map<number, string> {
  return new Map(web.party!.status().seats.map((s) => [s.seat, s.url!]));
}

describe('party mode over the relay', () => {
  it.each([
    { game: 'Rush for Medals', gameId: 'rush' as const, options: { endAfterExhaustions: 1 }, choose: undefined },
    // a small field and one game to win, no reaction timer; the seats take any card play over a flip, and
    // flip at random (always the first flip turns the same cards over and over)
    { game: 'Klepka Football', gameId: 'football' as const, options: SMALL_FOOTBALL, choose: footballMove() },
  ])('two remote seats play a $game match to its end; the relay forwards no card id, name or move', async ({ gameId, options, choose }) => {
    const { status, links } = await startParty(options, gameId);
    expect(status).toMatchObject({ running: true, transport: 'relay', relay: relay.url, address: null, port: null });
    expect(status.seats.every((s) => s.qr?.startsWith('<svg'))).toBe(true);
    expect([...links.keys()]).toEqual([0, 1]);
    for (const link of links.values()) expect(link.startsWith(`${relay.url}/#k=`)).toBe(true);
    const from = forwarded.length;
    const seats = [await remote(links.get(0)!), await remote(links.get(1)!)];
    await until(() => seats.every((s) => s.latest() !== null), 'both tables');
    // each seat is handed to party mode as a phone: the desktop shows them connected
    expect(web.party!.status().seats.map((s) => s.state)).toEqual(['connected', 'connected']);
    const hello = seats[1]!.frames.find((f) => 'push' in f && f.push.kind === 'hello');
    expect(hello && 'push' in hello && hello.push.kind === 'hello' && hello.push.hello).toMatchObject({ seat: 1, name: NAMES[1] });
    let moves = 0;
    while (await playOne(seats, choose)) moves++;
    expect(moves).toBeGreaterThan(10);
    expect(seats[1]!.latest()!.outcome).toEqual(seats[0]!.latest()!.outcome);
    // each seat heard only its own seat's table
    const k = knowledge(recordOf(web.service.current!), gameId);
    const moveNames = new Set<string>();
    for (const [seat, s] of seats.entries()) {
      for (const f of s.frames) {
        if (!('push' in f) || f.push.kind !== 'update') continue;
        expect(f.push.update.viewer).toBe(seat);
        for (const a of f.push.update.legal) moveNames.add(`"${a.type}"`);
        expect(leaksIn(f, seat, f.push.update.turn, k)).toEqual([]);
      }
    }
    // and the relay saw none of it: no card of the deal, no name, no move's name
    const seen = forwarded.slice(from);
    expect(seen.length).toBeGreaterThan(moves * 4);
    const wire = seen.map((f) => Buffer.from(f.bytes).toString('latin1')).join('\n');
    const utf8 = seen.map((f) => Buffer.from(f.bytes).toString('utf8')).join('\n');
    const secrets = [...k.secrets, ...NAMES, 'Kovalenko', ...moveNames, '"legal"', '"update"'];
    expect(k.secrets.size).toBeGreaterThan(10);
    expect(moveNames.size).toBeGreaterThan(0);
    expect(secrets.filter((x) => wire.includes(x) || utf8.includes(x))).toEqual([]);
    for (const s of seats) await s.end.leave();
  });

  it('a revoked link is closed and refused; the new link opens the seat', async () => {
    const { links } = await startParty();
    const ann = await remote(links.get(0)!);
    await until(() => ann.latest() !== null, 'the table');
    const revoked = await call<PartyStatus>('partyRevoke', { seat: 0 });
    expect(revoked.ok).toBe(true);
    // the farewell is opened (asynchronously, WebCrypto) while the close may already be heard
    await until(() => ann.closed.length > 0 && ann.frames.some((f) => 'push' in f && f.push.kind === 'closed'), 'the revoked seat closed, with the reason');
    expect([PHONE_CLOSE.revoked + RELAY_PHONE_CLOSE_OFFSET, RELAY_CLOSE.revoked]).toContain(ann.closed[0]);
    const bye = ann.frames.find((f) => 'push' in f && f.push.kind === 'closed');
    expect(bye && 'push' in bye && bye.push.kind === 'closed' && bye.push.code).toBe('revoked');
    await expect(SeatRelay.join(links.get(0)!)).rejects.toBeTruthy();
    const fresh = relayLinks().get(0)!;
    expect(fresh).not.toBe(links.get(0));
    expect(relayLinks().get(1)).toBe(links.get(1)); // the other seat keeps its link
    const again = await remote(fresh);
    await until(() => again.latest() !== null, 'the table through the new link');
    expect(again.latest()!.viewer).toBe(0);
    await again.end.leave();
  });

  it('a host that quits and starts again reopens the same room: the seats come back through the same links', async () => {
    const { links } = await startParty();
    const seats = [await remote(links.get(0)!), await remote(links.get(1)!)];
    await until(() => seats.every((s) => s.latest() !== null), 'both tables');
    await playOne(seats);
    const before = seats[0]!.latest()!;
    // the host's leave for hints goes with the invitation
    expect((await call<PartyStatus>('partyHints', { allow: true })).ok).toBe(true);
    const kept = statSync(join(dir, 'data', 'party.json'));
    expect(kept.mode & 0o777).toBe(0o600);
    await web.close(); // the host quits: the relay keeps the room for its reconnection time
    expect(seats.every((s) => s.end.closed === null)).toBe(true);
    web = await startHost();
    expect(web.party!.status().running).toBe(false);
    const resumed = await call<TableUpdate>('continueLatest', null);
    expect(resumed.ok && resumed.value.matchId).toBe(before.matchId);
    await until(() => relayLinks().size === 2, 'the room to be taken back');
    expect(relayLinks()).toEqual(links);
    expect(web.party!.status().hints).toBe(true);
    // the seats greet the host that came back and get their tables again
    const heard = seats.map((s) => s.frames.length);
    await until(() => seats.every((s, i) => s.frames.slice(heard[i]).some((f) => 'push' in f && f.push.kind === 'update')), 'both seats back');
    await until(() => web.party!.status().seats.every((s) => s.state === 'connected'), 'both seats connected');
    expect(seats[0]!.latest()!.turn).toBe(before.turn);
    expect(await playOne(seats)).toBe(true);
    // stopping closes the room for good
    await call('partyStop', null);
    await until(() => seats.every((s) => s.closed.length > 0), 'the room closed');
    await expect(SeatRelay.join(links.get(0)!)).rejects.toBeTruthy();
  });

  it('a relay that refuses new rooms from this address says so, and changes nothing', async () => {
    const seats = NAMES.map((name) => ({ kind: 'human' as const, name }));
    expect((await call('startMatch', { gameId: 'rush', seats, seed: 5 })).ok).toBe(true);
    const before = web.party!.status();
    // spend this address' rooms (matchmaking requests whose reservations lapse)
    const hostProof = await relayProof(newRelayKey(), 'host');
    const body = JSON.stringify({ role: 'host', hostProof, hostVerifier: await proofVerifier(hostProof) });
    const statuses: number[] = [];
    while (statuses.at(-1) !== RELAY_BUSY_STATUS && statuses.length <= DEFAULT_RELAY_LIMITS.roomBurst) {
      statuses.push((await fetch(`${relay.url}/matchmake/create/${RELAY_ROOM}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status);
    }
    expect(statuses.at(-1)).toBe(RELAY_BUSY_STATUS);
    const busy = await call('partyStart', { relay: relay.url, consent: true });
    expect(!busy.ok && busy.error).toMatchObject({ code: 'partyRelayBusy', params: { relay: relay.url } });
    expect(!busy.ok && busy.error.message).toContain(RELAY_ADDRESS_REFUSE.tooManyRooms);
    expect(web.party!.status()).toEqual(before);
    // the bucket refills with time: the same request opens the room
    clockSkew += (DEFAULT_RELAY_LIMITS.roomBurst / DEFAULT_RELAY_LIMITS.roomsPerMinute) * 60_000;
    const opened = await call<PartyStatus>('partyStart', { relay: relay.url, consent: true });
    expect(opened.ok ? opened.value.transport : opened.error).toBe('relay');
    await call('partyStop', null);
  });

  it('a relay address that is wrong or cannot be reached is refused with a clear error and changes nothing', async () => {
    const seats = NAMES.map((name) => ({ kind: 'human' as const, name }));
    expect((await call('startMatch', { gameId: 'rush', seats, seed: 3 })).ok).toBe(true);
    const lan = await call<PartyStatus>('partyStart', { address: LOOPBACK, consent: true });
    expect(lan.ok && lan.value.transport).toBe('lan');
    const before = web.party!.status();
    const wrong = await call('partyStart', { relay: 'ftp://relay.example.org', consent: true });
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'partyRelayAddress' });
    expect(!wrong.ok && wrong.error.message).toContain('ws, wss, http or https');
    // a port nobody listens on: the relay is not there
    const closed = await startRelay({ port: 0 });
    await closed.stop();
    const away = await call('partyStart', { relay: `ws://127.0.0.1:${closed.port}`, consent: true });
    expect(!away.ok && away.error).toMatchObject({ code: 'partyRelay' });
    expect(!away.ok && away.error.message).toContain(`The relay at http://127.0.0.1:${closed.port} cannot be reached`);
    expect(web.party!.status()).toEqual(before);
  });
});

describe('the relay address setting', () => {
  it('keeps an address as links use it, refuses one that is not a relay address (changing nothing), and clears', async () => {
    const set = (relayAddress: string) => call<{ relayAddress: string }>('setSettings', { relayAddress });
    const saved = await set(' wss://relay.example.org/card-table/ ');
    expect(saved.ok && saved.value.relayAddress).toBe('https://relay.example.org/card-table');
    expect((await set('ws://127.0.0.1:2567')).ok).toBe(true);
    const bad = await set('ftp://relay.example.org');
    expect(!bad.ok && bad.error.code).toBe('relayAddress');
    const withKey = await set('https://relay.example.org/#k=abc');
    expect(!withKey.ok && withKey.error.code).toBe('relayAddress');
    expect(web.service.store.getSettings().relayAddress).toBe('http://127.0.0.1:2567');
    const cleared = await set('  ');
    expect(cleared.ok && cleared.value.relayAddress).toBe('');
  });
});
