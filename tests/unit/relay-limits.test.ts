/**
 * The relay's limits per client address: rooms opened (a token bucket on an injected clock, no sleeps) and
 * connections open at once. Over a limit the SDK's create or join rejects with 429 and the reason; other
 * addresses are not affected; the bucket refills; a closed connection frees its place. Addresses come from
 * the socket, or with trustProxy from the first X-Forwarded-For hop (IPv6 counted per /64).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { HostRelay, SeatRelay } from '../../src/common/relay-channel';
import { RELAY_ADDRESS_REFUSE, RELAY_BUSY_STATUS, RELAY_ROOM } from '../../src/common/relay-protocol';
import { proofVerifier, newRelayKey, relayProof } from '../../src/common/relay-seal';
import { AddressLimiter, clientAddress } from '../../src/relay/address-limits';
import { startRelay, type RunningRelay } from '../../src/relay/server';

const MINUTE = 60_000;
let clock = 1_000_000;
let relay: RunningRelay;

beforeAll(async () => {
  relay = await startRelay({ port: 0, trustProxy: true, now: () => clock, limits: { roomsPerMinute: 1, roomBurst: 2, connectionsPerAddress: 3 } });
});
afterAll(async () => {
  await relay?.stop();
});

/** Waits for a state (polling; the machine may be slow, so no fixed sleeps). */
async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Asks to open a room as a host whose requests a reverse proxy forwards for `address` (the matchmaking
 * request only: its seat reservation is left to lapse, so no WebSocket counts against the loopback).
 */
async function openFrom(address: string): Promise<{ status: number; error?: string }> {
  const hostProof = await relayProof(newRelayKey(), 'host');
  const res = await fetch(`${relay.url}/matchmake/create/${RELAY_ROOM}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${address}, 10.0.0.1` },
    body: JSON.stringify({ role: 'host', hostProof, hostVerifier: await proofVerifier(hostProof) }),
  });
  const body = (await res.json()) as { error?: string; roomId?: string };
  expect(res.status === 200 ? typeof body.roomId : body.error).toBeTypeOf('string');
  return res.status === 200 ? { status: 200 } : { status: res.status, error: body.error };
}

const OPENED = { status: 200 };
const refusal = (reason: string) => ({ code: RELAY_BUSY_STATUS, message: reason });
const tooManyRooms = { status: RELAY_BUSY_STATUS, error: RELAY_ADDRESS_REFUSE.tooManyRooms };

describe('the limits per address on a running relay', () => {
  it('refuses a room over the bucket with the reason, leaves other addresses alone, and refills with time', async () => {
    expect([await openFrom('203.0.113.5'), await openFrom('203.0.113.5')]).toEqual([OPENED, OPENED]);
    expect(await openFrom('203.0.113.5')).toEqual(tooManyRooms);
    // another address has its own bucket
    expect(await openFrom('198.51.100.7')).toEqual(OPENED);
    // half a minute gives half a room: still refused; a minute gives one
    clock += MINUTE / 2;
    expect(await openFrom('203.0.113.5')).toEqual(tooManyRooms);
    clock += MINUTE / 2;
    expect(await openFrom('203.0.113.5')).toEqual(OPENED);
    expect(await openFrom('203.0.113.5')).toEqual(tooManyRooms);
  });

  it('refuses a connection over the limit (the host hears why), and a closed one frees its place', async () => {
    // no X-Forwarded-For: these count against the loopback address
    const host = await HostRelay.open(relay.url);
    const links = [await host.addSeat(0), await host.addSeat(1), await host.addSeat(2)];
    const seats = [await SeatRelay.join(links[0]!), await SeatRelay.join(links[1]!)];
    // host + two seats = three connections: the third seat is refused before it reaches the room
    await expect(SeatRelay.join(links[2]!)).rejects.toMatchObject(refusal(RELAY_ADDRESS_REFUSE.tooManyConnections));
    await expect(HostRelay.open(relay.url)).rejects.toMatchObject(refusal(RELAY_ADDRESS_REFUSE.tooManyConnections));
    // a WebSocket that skips matchmaking is refused at its upgrade
    const status = await new Promise<number>((done, failed) => {
      const ws = new WebSocket(`${relay.url.replace(/^http/, 'ws')}/any/${host.roomId}?sessionId=x`);
      ws.on('unexpected-response', (_req, res: IncomingMessage) => done(res.statusCode ?? 0));
      ws.on('open', () => failed(new Error('the upgrade was let through')));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(RELAY_BUSY_STATUS);
    // another address may still connect meanwhile
    expect(await openFrom('192.0.2.44')).toEqual(OPENED);
    await seats[1]!.leave();
    let third: SeatRelay | null = null;
    await until('the freed place to be taken', async () => {
      third = await SeatRelay.join(links[2]!).catch(() => null);
      return third !== null;
    });
    await third!.leave();
    await seats[0]!.leave();
    await host.close();
  });
});

describe('AddressLimiter', () => {
  it('gives each address its own bucket of rooms and count of connections, and forgets idle ones', () => {
    let now = 0;
    const limiter = new AddressLimiter({ roomsPerMinute: 10, roomBurst: 3, connectionsPerAddress: 2 }, () => now);
    expect([1, 2, 3, 4].map(() => limiter.openRoom('a'))).toEqual([true, true, true, false]);
    expect(limiter.openRoom('b')).toBe(true);
    now += 6_000; // one room per 6 s
    expect([limiter.openRoom('a'), limiter.openRoom('a')]).toEqual([true, false]);
    now += 10 * MINUTE; // the bucket fills to its burst, no further
    expect([1, 2, 3, 4].map(() => limiter.openRoom('a'))).toEqual([true, true, true, false]);
    expect([limiter.connect('c'), limiter.connect('c'), limiter.connect('c')]).toEqual([true, true, false]);
    expect(limiter.mayConnect('c')).toBe(false);
    expect(limiter.mayConnect('d')).toBe(true);
    limiter.disconnect('c');
    expect(limiter.connect('c')).toBe(true);
    limiter.disconnect('never-seen');
    expect(limiter.mayConnect('never-seen')).toBe(true);
  });

  it('forgets addresses with a full bucket and no connection when many come', () => {
    let now = 0;
    const limiter = new AddressLimiter({ roomsPerMinute: 10, roomBurst: 3, connectionsPerAddress: 2 }, () => now);
    limiter.connect('holding');
    limiter.openRoom('spent');
    for (let i = 0; i < 5000; i++) limiter.openRoom(`10.1.${i >> 8}.${i & 255}`);
    now += MINUTE;
    for (let i = 0; i < 5000; i++) limiter.openRoom(`10.2.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBeLessThan(8000);
    // what is remembered still holds: the open connection counts
    limiter.connect('holding');
    expect(limiter.mayConnect('holding')).toBe(false);
  });
});

describe('clientAddress', () => {
  const req = (remoteAddress: string, forwarded?: string) => ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;
  it('is the socket address unless a proxy is trusted, then the first forwarded hop', () => {
    expect(clientAddress(req('::ffff:203.0.113.9', '1.2.3.4'), false)).toBe('203.0.113.9');
    expect(clientAddress(req('127.0.0.1', ' 1.2.3.4 , 10.0.0.1'), true)).toBe('1.2.3.4');
    expect(clientAddress(req('127.0.0.1'), true)).toBe('127.0.0.1');
  });
  it('counts IPv6 addresses per /64', () => {
    expect(clientAddress(req('2001:db8:1:2::5'), false)).toBe('2001:0db8:0001:0002::/64');
    expect(clientAddress(req('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), false)).toBe('2001:0db8:0001:0002::/64');
    expect(clientAddress(req('2001:db8::1'), false)).toBe('2001:0db8:0000:0000::/64');
    expect(clientAddress(req('::1'), false)).toBe('0000:0000:0000:0000::/64');
  });
});
