/**
 * The relay on the loopback (in this process, port 0) with a host and seats on the official SDK: frames
 * both ways, sealed (every forwarded byte is captured and holds no plaintext), host <-> seat only, seat
 * admission by proof, revocation, drops and rejoins, the per-connection limits and the host closing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Room } from '@colyseus/sdk';
import { HostRelay, SeatRelay, type RelaySeatState } from '../../src/common/relay-channel';
import { parseRelayLink } from '../../src/common/relay-link';
import type { RelaySeatSocket, RelaySocketEnd } from '../../src/common/relay-socket';
import { DEFAULT_RELAY_LIMITS, RELAY_CLOSE, RELAY_MSG, RELAY_REFUSE, RELAY_ROOM } from '../../src/common/relay-protocol';
import { newRelayKey, relayProof } from '../../src/common/relay-seal';
import { startRelay, type RunningRelay } from '../../src/relay/server';
import type { ForwardedFrame } from '../../src/relay/room';

const SEAT_FRAME_BYTES = 2048;
const SEAT_RATE = 5;
const BURST = 8;
/** The host's burst and rate here: smaller than the defaults, so a flood passes them quickly. */
const HOST_BURST = 48;
const HOST_RATE = 50;

let relay: RunningRelay;
const forwarded: ForwardedFrame[] = [];

beforeAll(async () => {
  relay = await startRelay({ port: 0, limits: { seatFrameBytes: SEAT_FRAME_BYTES, seatFramesPerSecond: SEAT_RATE, burst: BURST, hostBurst: HOST_BURST, hostFramesPerSecond: HOST_RATE, reconnectSeconds: 20 }, tap: (f) => forwarded.push({ ...f, bytes: f.bytes.slice() }) });
});
afterAll(async () => {
  await relay?.stop();
});

/** Waits for a state (polling; the machine may be slow, so no fixed sleeps). */
async function until<T>(what: string, probe: () => T | undefined | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A host that records what it hears. */
async function openHost() {
  const host = await HostRelay.open(relay.url);
  const texts: { seat: number; text: string }[] = [];
  const states: { seat: number; state: RelaySeatState }[] = [];
  host.onText = (seat, text) => texts.push({ seat, text });
  host.onSeat = (seat, state) => states.push({ seat, state });
  return { host, texts, states, saw: (seat: number, state: RelaySeatState) => states.some((s) => s.seat === seat && s.state === state) };
}

async function joinSeat(link: string) {
  const seat = await SeatRelay.join(link);
  const texts: string[] = [];
  const closed: number[] = [];
  seat.onText = (t) => texts.push(t);
  seat.onClosed = (c) => closed.push(c);
  return { seat, texts, closed };
}

const roomOf = (end: SeatRelay | HostRelay): Room => (end as unknown as { room: Room }).room;

/** Joins with the SDK directly, as a hand-made client would; resolves with the room or the refusal code. */
async function rawJoin(roomId: string, options: object): Promise<Room | number> {
  try {
    return await new Client(relay.url).joinById(roomId, options);
  } catch (e) {
    return (e as { code: number }).code;
  }
}

describe('the relay', () => {
  it('carries frames host <-> two seats both ways, and no forwarded byte holds a card, name or move', async () => {
    const { host, texts, saw } = await openHost();
    const links = [await host.addSeat(0), await host.addSeat(1)];
    const seats = [await joinSeat(links[0]!), await joinSeat(links[1]!)];
    await until('both seats joined', () => saw(0, 'joined') && saw(1, 'joined'));
    const from = forwarded.length;
    const markers = ['7♠', 'Queen of hearts', 'Olena', 'playCard'];
    await seats[0]!.seat.send(JSON.stringify({ id: 1, method: 'act', action: { type: 'playCard', card: '7♠' } }));
    await seats[1]!.seat.send(JSON.stringify({ id: 1, method: 'table', who: 'Olena' }));
    await host.send(0, JSON.stringify({ push: { kind: 'update', hand: ['7♠', 'Queen of hearts'], name: 'Olena' } }));
    await host.send(1, JSON.stringify({ push: { kind: 'update', hand: [], seat: 'Olena' } }));
    await until('the seats heard the host', () => seats.every((s) => s.texts.length === 1));
    await until('the host heard both seats', () => texts.length === 2);
    expect(texts.map((t) => t.seat).sort()).toEqual([0, 1]);
    expect(JSON.parse(texts.find((t) => t.seat === 0)!.text).action.card).toBe('7♠');
    expect(JSON.parse(seats[0]!.texts[0]!).push.hand).toEqual(['7♠', 'Queen of hearts']);
    expect(JSON.parse(seats[1]!.texts[0]!).push.hand).toEqual([]);
    const mine = forwarded.slice(from).filter((f) => f.roomId === host.roomId);
    expect(mine.length).toBe(4);
    const all = Buffer.concat(forwarded.map((f) => Buffer.from(f.bytes)));
    for (const marker of markers) {
      expect(all.includes(Buffer.from(marker)), marker).toBe(false);
      expect(all.includes(Buffer.from(marker, 'utf16le')), marker).toBe(false);
    }
    await host.close();
  });

  it('room ids are 128 random bits; a seat cannot pick a room by its name', async () => {
    const a = await HostRelay.open(relay.url);
    const b = await HostRelay.open(relay.url);
    expect(a.roomId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.roomId).not.toBe(b.roomId);
    const key = newRelayKey();
    await expect(new Client(relay.url).join(RELAY_ROOM, { role: 'seat', seat: 0, proof: await relayProof(key, 'seat') })).rejects.toBeTruthy();
    await Promise.all([a.close(), b.close()]);
  });

  it('a seat cannot send to another seat: only to the host', async () => {
    const { host, texts, saw } = await openHost();
    const links = [await host.addSeat(0), await host.addSeat(1)];
    const other = await joinSeat(links[1]!);
    await until('seat 1 joined', () => saw(1, 'joined'));
    // A seat that tries the host's message (a frame addressed to seat 1) is closed, and seat 1 hears nothing.
    const { roomId, key } = parseRelayLink(links[0]!);
    const rogue = await rawJoin(roomId, { role: 'seat', seat: 0, proof: await relayProof(key, 'seat') });
    expect(typeof rogue).toBe('object');
    const closedWith = new Promise<number>((done) => (rogue as Room).onLeave((c) => done(c)));
    (rogue as Room).sendBytes(RELAY_MSG.seatFrame, new Uint8Array([1, 1, 2, 3]));
    expect(await closedWith).toBe(RELAY_CLOSE.badFrame);
    // Frames a seat sends reach the host only.
    const seat0 = await joinSeat(links[0]!);
    await seat0.seat.send('for the host');
    await until('the host heard seat 0', () => texts.some((t) => t.seat === 0 && t.text === 'for the host'));
    await other.seat.send('ping');
    await until('the host heard seat 1', () => texts.some((t) => t.seat === 1));
    expect(other.texts).toEqual([]);
    await host.close();
  });

  it('refuses a seat with a wrong proof, an unknown seat, and a second device on a seat in use', async () => {
    const { host, saw } = await openHost();
    const link = await host.addSeat(2);
    const { roomId, key } = parseRelayLink(link);
    expect(await rawJoin(roomId, { role: 'seat', seat: 2, proof: await relayProof(key, 'host') })).toBe(RELAY_REFUSE.badProof);
    expect(await rawJoin(roomId, { role: 'seat', seat: 3, proof: await relayProof(key, 'seat') })).toBe(RELAY_REFUSE.badProof);
    expect(await rawJoin(roomId, { role: 'seat', seat: 2, proof: 'x' })).toBe(RELAY_REFUSE.badProof);
    expect(await rawJoin(roomId, { role: 'host', hostProof: await relayProof(key, 'host') })).toBe(RELAY_REFUSE.badProof);
    expect(await rawJoin(roomId, { seat: 2 })).toBe(RELAY_REFUSE.badRequest);
    await joinSeat(link);
    await until('seat 2 joined', () => saw(2, 'joined'));
    await expect(SeatRelay.join(link)).rejects.toMatchObject({ code: RELAY_REFUSE.seatTaken });
    await host.close();
  });

  it('a revoked seat is dropped and its link refused; its new link works', async () => {
    const { host, saw, states } = await openHost();
    const old = await host.addSeat(0);
    const seat = await joinSeat(old);
    await until('seat 0 joined', () => saw(0, 'joined'));
    host.revoke(0);
    expect(await until('seat 0 closed', () => seat.closed[0])).toBe(RELAY_CLOSE.revoked);
    await expect(SeatRelay.join(old)).rejects.toMatchObject({ code: RELAY_REFUSE.badProof });
    // Replacing the key revokes as well.
    const second = await host.addSeat(0);
    const again = await joinSeat(second);
    await until('seat 0 joined again', () => states.filter((s) => s.seat === 0 && s.state === 'joined').length === 2);
    const third = await host.addSeat(0);
    expect(await until('the replaced seat closed', () => again.closed[0])).toBe(RELAY_CLOSE.revoked);
    await expect(SeatRelay.join(second)).rejects.toMatchObject({ code: RELAY_REFUSE.badProof });
    await joinSeat(third);
    await host.close();
  });

  it('a dropped seat comes back by itself, and a reloaded page takes its seat back', async () => {
    const { host, texts, saw, states } = await openHost();
    const link = await host.addSeat(0);
    const seat = await joinSeat(link);
    await until('seat 0 joined', () => saw(0, 'joined'));
    // The connection breaks (as a phone's network does): the SDK reconnects with the same session.
    roomOf(seat.seat).connection.close(4010, 'network change');
    await until('the host saw seat 0 away', () => saw(0, 'away'));
    await until('the host saw seat 0 back', () => saw(0, 'back'));
    await seat.seat.send('after the drop');
    await host.send(0, 'still here');
    await until('both heard', () => texts.some((t) => t.text === 'after the drop') && seat.texts.includes('still here'));
    // The page is gone without a word (closed tab) and a new one opens the same link.
    const before = states.filter((s) => s.state === 'joined').length;
    roomOf(seat.seat).reconnection.enabled = false;
    roomOf(seat.seat).connection.close(4010, 'tab closed');
    await until('the host saw seat 0 away again', () => states.filter((s) => s.state === 'away').length === 2);
    const reloaded = await joinSeat(link);
    await until('the reloaded page joined', () => states.filter((s) => s.state === 'joined').length === before + 1);
    await host.send(0, 'to the new page');
    await until('the new page heard', () => reloaded.texts.includes('to the new page'));
    expect(seat.texts).not.toContain('to the new page');
    await host.close();
  });

  it("a seat's socket works as party mode takes a phone's WebSocket: texts, drops, comebacks, close", async () => {
    const { host } = await openHost();
    const sockets: RelaySeatSocket[] = [];
    const ends: RelaySocketEnd[] = [];
    const heard: string[] = [];
    host.onSocket = (socket) => {
      sockets.push(socket);
      socket.onText = (t) => heard.push(`${sockets.length}:${t}`);
      socket.onClose = (why) => ends.push(why);
    };
    const link = await host.addSeat(0);
    const seat = await joinSeat(link);
    const first = await until('a socket', () => sockets[0]);
    first.send('your hand');
    await seat.seat.send('my move');
    await until('both heard', () => seat.texts.includes('your hand') && heard.includes('1:my move'));
    // A drop ends the socket; the comeback brings a new one, which talks at once.
    roomOf(seat.seat).connection.close(4010, 'network change');
    await until('the socket ended as away', () => ends[0] === 'away');
    const second = await until('a new socket', () => sockets[1]);
    expect(first.open).toBe(false);
    second.send('welcome back');
    await until('the seat heard', () => seat.texts.includes('welcome back'));
    // The host closes the seat with its own code: the seat reads it, its link still opens the seat.
    second.close(4102);
    expect(await until('the seat closed', () => seat.closed[0])).toBe(4102);
    expect(ends[1]).toBe('closed');
    const again = await joinSeat(link);
    const third = await until('a third socket', () => sockets[2]);
    third.send('hello again');
    await until('the new connection heard', () => again.texts.includes('hello again'));
    expect(() => host.kick(0, 4010)).toThrow(/4100-4999/);
    host.revoke(0);
    expect(ends[2]).toBe('revoked');
    await host.close();
  });

  it('lets the host send a table to every seat at once (more than a seat\u2019s burst), and closes a host that floods', async () => {
    const { host, saw } = await openHost();
    const seats = [await joinSeat(await host.addSeat(0)), await joinSeat(await host.addSeat(1))];
    await until('both joined', () => saw(0, 'joined') && saw(1, 'joined'));
    // twice a seat's burst to each seat, at once: past what a seat may send, well within the host's own burst
    const each = BURST * 2;
    await Promise.all(seats.map((_, seat) => Promise.all(Array.from({ length: each }, (_, i) => host.send(seat, `table ${i}`)))));
    await until('every table delivered', () => seats.every((s) => s.texts.length === each));
    expect(seats.map((s) => s.closed)).toEqual([[], []]);
    // four times its burst at once, far past its rate too: the relay closes the host, and with it the room
    await Promise.allSettled(Array.from({ length: HOST_BURST * 4 }, (_, i) => host.send(0, `flood ${i}`)));
    expect(await until('the room closed', () => seats[0]!.closed[0])).toBe(RELAY_CLOSE.roomClosed);
    expect(seats[0]!.texts.length).toBeLessThan(each + HOST_BURST * 4);
  });

  it('closes a seat sending frames too large or too fast, with their codes', async () => {
    const { host, saw } = await openHost();
    const big = await joinSeat(await host.addSeat(0));
    const fast = await joinSeat(await host.addSeat(1));
    await until('both joined', () => saw(0, 'joined') && saw(1, 'joined'));
    await big.seat.send('x'.repeat(SEAT_FRAME_BYTES));
    expect(await until('the big sender closed', () => big.closed[0])).toBe(RELAY_CLOSE.tooLarge);
    for (let i = 0; i < BURST * 3 && fast.closed.length === 0; i++) await fast.seat.send(`move ${i}`);
    expect(await until('the fast sender closed', () => fast.closed[0])).toBe(RELAY_CLOSE.tooFast);
    // Neither may come back by reconnecting: the host saw both leave.
    await until('the host saw both leave', () => saw(0, 'left') && saw(1, 'left'));
    // Past the transport's cap (just above the host's frame limit) WebSocket itself closes: 1009.
    const huge = await joinSeat(await host.addSeat(2));
    await until('seat 2 joined', () => saw(2, 'joined'));
    await huge.seat.send('x'.repeat(DEFAULT_RELAY_LIMITS.hostFrameBytes + 2048));
    expect(await until('the huge sender closed', () => huge.closed[0])).toBe(1009);
    await host.close();
  });

  it('the host closing ends the room for every seat; the room cannot be joined again', async () => {
    const { host, saw } = await openHost();
    const link = await host.addSeat(0);
    const seat = await joinSeat(link);
    await until('joined', () => saw(0, 'joined'));
    await host.close();
    expect(await until('the seat closed', () => seat.closed[0])).toBe(RELAY_CLOSE.roomClosed);
    await expect(SeatRelay.join(link)).rejects.toBeTruthy();
  });

  it('seats see the host drop and come back; a restarted host takes its room back with its key', async () => {
    const { host } = await openHost();
    const link = await host.addSeat(0);
    const seat = await joinSeat(link);
    const hostStates: boolean[] = [];
    seat.seat.onHost = (connected) => hostStates.push(connected);
    roomOf(host).connection.close(4010, 'network change');
    await until('the seat saw the host away and back', () => hostStates.join() === 'false,true');
    // The host's process dies: a new one with the same key and room id takes over while the room waits.
    roomOf(host).reconnection.enabled = false;
    roomOf(host).connection.close(4010, 'killed');
    await until('the seat saw the host away', () => hostStates.length === 3);
    const again = await HostRelay.open(relay.url, { roomId: host.roomId, hostKey: host.hostKey, seats: new Map([[0, parseRelayLink(link).key]]) });
    expect(again.roomId).toBe(host.roomId);
    expect(again.link(0)).toBe(link);
    await until('the seat saw the new host', () => hostStates.length === 4 && hostStates[3]);
    // The seat greets the new host, which can then talk with it through the same link.
    await until('the new host heard the seat', () => again.joined(0));
    const heard: string[] = [];
    again.onText = (_seat, text) => heard.push(text);
    await again.send(0, 'welcome back');
    await seat.seat.send('thanks');
    await until('both heard', () => seat.texts.includes('welcome back') && heard.includes('thanks'));
    const stranger = await HostRelay.open(relay.url, { roomId: host.roomId, hostKey: newRelayKey() }).catch((e: { code: number }) => e.code);
    expect(stranger).toBe(RELAY_REFUSE.badProof);
    await again.close();
  });
});
