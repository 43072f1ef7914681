/**
 * Two relay processes sharing their rooms through a Redis (Debian's redis-server, started here on a free
 * loopback port): the host opens its room on one, two seats ask the other with their links, and the frames
 * go both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { HostRelay, SeatRelay } from '../../src/common/relay-channel';
import { buildRelayLink, parseRelayLink } from '../../src/common/relay-link';

const REDIS = '/usr/bin/redis-server';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const children: ChildProcess[] = [];
const relays: string[] = [];

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Starts a process and resolves when its output matches `ready`. */
function started(command: string, args: string[], ready: RegExp): Promise<string> {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((ok, fail) => {
    let out = '';
    const take = (d: Buffer): void => {
      out += String(d);
      const m = ready.exec(out);
      if (m) ok(m[1] ?? m[0]);
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.once('exit', (code) => fail(new Error(`${command} stopped (exit ${code}):\n${out}`)));
  });
}

const have = existsSync(REDIS);

beforeAll(async () => {
  if (!have) return;
  const redisPort = await freePort();
  await started(REDIS, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], /Ready to accept connections/);
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    relays.push(await started(process.execPath, ['--import', 'tsx', 'src/relay/main.ts', '--port', String(port), '--public-address', `127.0.0.1:${port}`, '--redis', `redis://127.0.0.1:${redisPort}`], /listening at (http:\/\/\S+?),/));
  }
}, 60_000);

afterAll(() => {
  for (const child of children.reverse()) child.kill('SIGKILL');
});

describe.skipIf(!have)('two relays sharing a Redis', () => {
  it('a host on one and seats asking the other play frames both ways', async () => {
    const [first, second] = relays as [string, string];
    const host = await HostRelay.open(first);
    const heard: { seat: number; text: string }[] = [];
    host.onText = (seat, text) => heard.push({ seat, text });
    const links = [await host.addSeat(0), await host.addSeat(1)].map((link) => buildRelayLink({ ...parseRelayLink(link), relay: second }));
    expect(links[0]!.startsWith(second)).toBe(true);
    const seats = await Promise.all(links.map((link) => SeatRelay.join(link)));
    const seatHeard: string[][] = [[], []];
    seats.forEach((s, i) => (s.onText = (t) => seatHeard[i]!.push(t)));
    await expect.poll(() => host.joined(0) && host.joined(1), { timeout: 20_000 }).toBe(true);
    await seats[0]!.send('from seat 0');
    await seats[1]!.send('from seat 1');
    await host.send(0, 'to seat 0');
    await host.send(1, 'to seat 1');
    await expect.poll(() => heard.map((h) => `${h.seat}:${h.text}`).sort(), { timeout: 20_000 }).toEqual(['0:from seat 0', '1:from seat 1']);
    await expect.poll(() => seatHeard, { timeout: 20_000 }).toEqual([['to seat 0'], ['to seat 1']]);
    await host.close();
  });
});
