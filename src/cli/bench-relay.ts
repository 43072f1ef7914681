/**
 * Load on the relay: `npm run bench:relay [-- --rooms N --seconds S --rate R --bytes B]`. Starts the relay
 * (`src/relay/main.ts`) in its own process on a free loopback port, opens N rooms of one host and three
 * seats (4 connections each, the official SDK, admitted with real proofs), then for S seconds each seat
 * sends R frames a second of B bytes to its host and the host answers each with a frame four times as big
 * (a table is bigger than a move). Prints the latency of a frame through the relay (seat -> host and
 * host -> seat, p50/p95/max; both ends live in this process, so one clock), frames per second, the relay's
 * resident memory before the rooms and with them, and the memory per room.
 * The frames are opaque bytes of the size of sealed ones: the relay never opens a frame, so sealing would
 * only measure this process's CPU. Measures only; asserts nothing. Target: --rooms 1000 on 2 cores with
 * p95 under 50 ms and under 300 MB.
 * With --table (and --moves N, --pace MS): six remote seats play Klepka Football with a real host through
 * the relay at its default limits (bench-relay-table.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import { RELAY_MSG, RELAY_ROOM } from '../common/relay-protocol';
import { newRelayKey, proofVerifier, relayProof } from '../common/relay-seal';
import { requireSupportedNode } from '../main/node-version';
import { tableBench } from './bench-relay-table';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SEATS = 3;
/** Rooms opened at once while setting up (the relay's matchmaking is one HTTP request per join). */
const OPENING_AT_ONCE = 16;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} takes a positive number.`);
  return v;
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const round = (x: number): number => Math.round(x * 10) / 10;

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 300));
    samples.push(rssMb(pid));
  }
  return percentile(samples, 50);
}

/** Every room of the load comes from this one address: its limits per address are lifted. */
const UNLIMITED = ['--rooms-per-minute', '1000000', '--room-burst', '1000000', '--connections-per-address', '1000000'];

function startRelayProcess(limits = UNLIMITED): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/relay/main.ts', '--port', '0', ...limits], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /listening at (http:\/\/\S+)/.exec(out);
      if (m) ok({ child, url: m[1]! });
    });
    child.once('exit', (code) => fail(new Error(`The relay stopped (exit ${code}).`)));
  });
}

/** A frame: the time it was sent (8 bytes), then filler to its size. */
function stamped(bytes: number, seat = -1): Uint8Array {
  const frame = new Uint8Array(Math.max(9, bytes + (seat >= 0 ? 1 : 0)));
  let at = 0;
  if (seat >= 0) frame[at++] = seat;
  new DataView(frame.buffer).setFloat64(at, performance.now());
  return frame;
}
const sentAt = (frame: Uint8Array, offset: number): number => new DataView(frame.buffer, frame.byteOffset).getFloat64(offset);

interface OpenRoom {
  host: Room;
  seats: Room[];
}

async function openRoom(url: string, toHost: number[], toSeat: number[], measuring: () => boolean, answerBytes: number): Promise<OpenRoom> {
  const hostKey = newRelayKey();
  const hostProof = await relayProof(hostKey, 'host');
  const host = await new Client(url).create(RELAY_ROOM, { role: 'host', hostProof, hostVerifier: await proofVerifier(hostProof) });
  const seatKeys = Array.from({ length: SEATS }, () => newRelayKey());
  const verifiers: Record<string, string> = {};
  const proofs: string[] = [];
  for (let seat = 0; seat < SEATS; seat++) {
    proofs.push(await relayProof(seatKeys[seat]!, 'seat'));
    verifiers[String(seat)] = await proofVerifier(proofs[seat]!);
  }
  host.send(RELAY_MSG.seats, verifiers);
  host.onMessage(RELAY_MSG.seatFrame, (frame: Uint8Array) => {
    if (measuring()) toHost.push(performance.now() - sentAt(frame, 1));
    host.sendBytes(RELAY_MSG.seatFrame, stamped(answerBytes, frame[0]!));
  });
  host.onMessage(RELAY_MSG.presence, () => {});
  const seats: Room[] = [];
  for (let seat = 0; seat < SEATS; seat++) {
    // The verifiers travel on the host's connection: a seat may arrive first and is then refused; it tries again.
    for (let attempt = 0; ; attempt++) {
      try {
        const room = await new Client(url).joinById(host.roomId, { role: 'seat', seat, proof: proofs[seat] });
        room.onMessage(RELAY_MSG.frame, (frame: Uint8Array) => {
          if (measuring()) toSeat.push(performance.now() - sentAt(frame, 0));
        });
        room.onMessage(RELAY_MSG.host, () => {});
        seats.push(room);
        break;
      } catch (e) {
        if (attempt >= 20) throw e;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }
  return { host, seats };
}

async function main(): Promise<void> {
  requireSupportedNode();
  if (process.argv.includes('--table')) {
    const { child, url } = await startRelayProcess([]);
    try {
      return await tableBench({ moves: arg('--moves', 60), paceMs: arg('--pace', 100), relayUrl: url, percentile });
    } finally {
      child.kill('SIGTERM');
    }
  }
  const rooms = arg('--rooms', 20);
  const seconds = arg('--seconds', 5);
  const rate = arg('--rate', 1);
  const bytes = arg('--bytes', 300);
  const { child, url } = await startRelayProcess();
  try {
    const idleMb = await settledRss(child.pid!);
    const toHost: number[] = [];
    const toSeat: number[] = [];
    let measuring = false;
    const opened: OpenRoom[] = [];
    const openStart = performance.now();
    for (let i = 0; i < rooms; i += OPENING_AT_ONCE) {
      const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, rooms - i) }, () => openRoom(url, toHost, toSeat, () => measuring, bytes * 4));
      opened.push(...(await Promise.all(batch)));
    }
    const openSeconds = (performance.now() - openStart) / 1000;
    const connectedMb = await settledRss(child.pid!);
    // Each seat sends at its own phase so the load is spread over the second, as real players' are.
    const seats = opened.flatMap((r) => r.seats);
    const period = 1000 / rate;
    const timers = seats.map((seat, i) => {
      let interval: NodeJS.Timeout | undefined;
      const start = setTimeout(
        () => {
          interval = setInterval(() => seat.sendBytes(RELAY_MSG.frame, stamped(bytes)), period);
        },
        (i / seats.length) * period,
      );
      return () => {
        clearTimeout(start);
        clearInterval(interval);
      };
    });
    // A second to settle into the rhythm, then the measured window.
    await new Promise((r) => setTimeout(r, 1000));
    measuring = true;
    const windowStart = performance.now();
    const relayCpuStart = cpuSeconds(child.pid!);
    const ownCpuStart = process.cpuUsage();
    const rssDuring: number[] = [];
    while (performance.now() - windowStart < seconds * 1000) {
      await new Promise((r) => setTimeout(r, 500));
      rssDuring.push(rssMb(child.pid!));
    }
    measuring = false;
    const windowSeconds = (performance.now() - windowStart) / 1000;
    const relayCpu = (cpuSeconds(child.pid!) - relayCpuStart) / windowSeconds;
    const ownUsage = process.cpuUsage(ownCpuStart);
    const ownCpu = (ownUsage.user + ownUsage.system) / 1e6 / windowSeconds;
    for (const stop of timers) stop();
    const peakMb = Math.max(...rssDuring);
    console.log(`relay bench: ${rooms} rooms x 4 connections (1 host + ${SEATS} seats), ${seconds} s, each seat ${rate} frame/s of ${bytes} B, the host answering each with ${bytes * 4} B`);
    console.log(`opened in ${round(openSeconds)} s`);
    for (const [name, xs] of [
      ['seat -> host', toHost],
      ['host -> seat', toSeat],
    ] as const) {
      console.log(`frame latency ${name}: p50 ${round(percentile(xs, 50))} ms, p95 ${round(percentile(xs, 95))} ms, max ${round(Math.max(0, ...xs))} ms (${xs.length} frames, ${Math.round(xs.length / windowSeconds)}/s)`);
    }
    const framesPerSecond = (toHost.length + toSeat.length) / windowSeconds;
    console.log(`relay CPU per frame relayed: ${Math.round((relayCpu / framesPerSecond) * 1e6)} µs (a core carries about ${Math.round(framesPerSecond / relayCpu)} frames a second)`);
    console.log(`CPU while measured: relay ${Math.round(relayCpu * 100)}% of a core, this load generator (the ${rooms * 4} clients) ${Math.round(ownCpu * 100)}%; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    console.log(`relay RSS: ${round(idleMb)} MB idle, ${round(connectedMb)} MB with the rooms connected, ${round(peakMb)} MB peak under load`);
    console.log(`memory per room: ${round(((connectedMb - idleMb) * 1024) / rooms)} KB connected, ${round(((peakMb - idleMb) * 1024) / rooms)} KB under load`);
    await Promise.all(opened.map((r) => r.host.leave(true)));
  } finally {
    child.kill('SIGTERM');
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
