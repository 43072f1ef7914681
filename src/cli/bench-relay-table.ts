/**
 * `npm run bench:relay -- --table [--moves N --pace MS]`: a six-seat Klepka Football match played over the
 * relay. The relay runs in its own process (as `npm run relay` starts it, with its default limits); the
 * host is the app service with party mode in this process; six remote seats join through their links
 * (sealed frames, the relay's SDK) and talk as the remote table does. Whoever is to act sends a move from
 * its own seat every --pace ms (a person's pace); for each move this measures the time until the host
 * applied it and until every other seat had opened its new table (p50/p95/max; one process, one clock).
 * Measures only; asserts nothing. Target: p95 under 150 ms until every other seat has it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PartyStatus, Reply, TableUpdate } from '../common/contract';
import type { PhoneFrame } from '../common/party';
import { SeatRelay } from '../common/relay-channel';
import { GAMES } from '../main/games';
import { startLoopbackPartyHost } from './loopback-party-host';

const SEATS = 6;
/** A move not applied and delivered in this long is lost (a closed room, a refused frame): the bench stops and says so. */
const MOVE_WAIT_MS = 15_000;

export interface TableBenchOptions {
  moves: number;
  paceMs: number;
  relayUrl: string;
  percentile: (xs: number[], p: number) => number;
}

interface BenchSeat {
  end: SeatRelay;
  latest: TableUpdate | null;
  /** Waiting for the first table newer than a version: when it was opened. */
  waiter: { after: number; done: (at: number) => void } | null;
}

async function joinSeat(link: string): Promise<BenchSeat> {
  const end = await SeatRelay.join(link);
  const seat: BenchSeat = { end, latest: null, waiter: null };
  end.onText = (text) => {
    const at = performance.now();
    const f = JSON.parse(text) as PhoneFrame;
    if (!('push' in f) || f.push.kind !== 'update') return;
    const u = f.push.update;
    if (seat.latest && u.seq <= seat.latest.seq) return;
    seat.latest = u;
    if (seat.waiter && u.version > seat.waiter.after) {
      const { done } = seat.waiter;
      seat.waiter = null;
      done(at);
    }
  };
  return seat;
}

/** `promise`, or an error naming `what` once `ms` have passed: a bench that stops says why, it never hangs. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: not applied and delivered to every seat within ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function nextTable(seat: BenchSeat, after: number): Promise<number> {
  return new Promise((done) => {
    if (seat.latest && seat.latest.version > after) done(performance.now());
    else seat.waiter = { after, done };
  });
}

/** A card play or a take when there is one, else a flip picked by a seeded generator. */
function footballMove(): (legal: TableUpdate['legal']) => TableUpdate['legal'][number] {
  let r = 7;
  return (legal) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return legal.find((a) => a.type !== 'flip' && a.type !== 'pass') ?? legal[r % legal.length]!;
  };
}

export async function tableBench(o: TableBenchOptions): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'card-table-bench-relay-'));
  const web = await startLoopbackPartyHost(dir, { football: GAMES.football });
  const seats: BenchSeat[] = [];
  try {
    const call = async <T>(method: string, payload: unknown) => (await web.service.handle(method, payload)) as Reply<T>;
    const humans = Array.from({ length: SEATS }, (_, i) => ({ kind: 'human' as const, name: `Player ${i + 1}` }));
    const started = await call('startMatch', { gameId: 'football', seats: humans, seed: 17, options: { reactionTimeoutMs: 0 } });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const party = await call<PartyStatus>('partyStart', { relay: o.relayUrl, consent: true });
    if (!party.ok) throw new Error(JSON.stringify(party.error));
    for (const s of party.value.seats) seats.push(await joinSeat(s.url!));
    const deadline = performance.now() + 30_000;
    while (seats.some((s) => !s.latest) || web.party!.status().seats.some((s) => s.state !== 'connected')) {
      if (performance.now() > deadline) {
        const states = web.party!.status().seats.map((s, i) => `seat ${i + 1} ${s.state}${seats[i]?.latest ? '' : ', no table'}`);
        throw new Error(`The seats did not all get their tables in 30 s: ${states.join('; ')}.`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    let applied: { after: number; done: (at: number) => void } | null = null;
    const unsubscribe = web.service.onTable((session) => {
      const at = performance.now();
      if (applied && session && session.version > applied.after) {
        const { done } = applied;
        applied = null;
        done(at);
      }
    });
    const toHost: number[] = [];
    const toOthers: number[] = [];
    const toEach: number[] = [];
    const choose = footballMove();
    let played = 0;
    while (played < o.moves) {
      const u = seats[0]!.latest!;
      if (u.outcome) break;
      const actor = u.actors[0]!;
      const mine = seats[actor]!.latest!;
      if (mine.version !== u.version || mine.legal.length === 0) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const version = mine.version;
      const hostHas = new Promise<number>((done) => (applied = { after: version, done }));
      const others = seats.filter((_, i) => i !== actor).map((s) => nextTable(s, version));
      const own = nextTable(seats[actor]!, version);
      const sentAt = performance.now();
      await seats[actor]!.end.send(JSON.stringify({ id: played + 1, method: 'act', version, action: choose(mine.legal) }));
      const [hostAt, othersAt] = await within(MOVE_WAIT_MS, Promise.all([hostHas, Promise.all(others), own]), `move ${played + 1} (seat ${actor + 1})`);
      toHost.push(hostAt - sentAt);
      toOthers.push(Math.max(...othersAt) - sentAt);
      for (const at of othersAt) toEach.push(at - sentAt);
      played++;
      await new Promise((r) => setTimeout(r, o.paceMs));
    }
    unsubscribe();
    const round = (x: number) => Math.round(x * 10) / 10;
    const line = (xs: number[]) => `p50 ${round(o.percentile(xs, 50))} ms, p95 ${round(o.percentile(xs, 95))} ms, max ${round(Math.max(0, ...xs))} ms`;
    console.log(`relay table bench: Klepka Football, ${SEATS} remote seats through the relay (sealed), ${played} moves, one every ${o.paceMs} ms`);
    console.log(`a seat's move until the host applied it: ${line(toHost)}`);
    console.log(`until every other seat opened its new table: ${line(toOthers)} (target p95 under 150 ms)`);
    console.log(`until each other seat opened it: ${line(toEach)} (${toEach.length} deliveries)`);
  } finally {
    for (const s of seats) await s.end.leave().catch(() => undefined);
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
