/**
 * The deployable relay: `npm run build:relay` bundles the relay and every package it uses into
 * out/relay/relay.mjs. That file alone, copied to an empty folder with no node_modules anywhere above it,
 * runs with plain node: a host opens a room on the address it prints and a seat exchanges sealed frames
 * with it. --if-stale builds only when the file is missing or older than what it was built from.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HostRelay, SeatRelay, type RelaySeatState } from '../../src/common/relay-channel';

const ROOT = join(__dirname, '..', '..');
const BUNDLE = join(ROOT, 'out', 'relay', 'relay.mjs');
const dir = mkdtempSync(join(tmpdir(), 'card-table-relay-deploy-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const stopped = new Promise((done) => child!.once('exit', done));
    child.kill('SIGTERM');
    await stopped;
  }
  rmSync(dir, { recursive: true, force: true });
});

function buildRelay(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/build-relay.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

/** Whether a node_modules folder sits in `from` or any folder above it. */
function nodeModulesAbove(from: string): string | null {
  for (let at = from; ; at = dirname(at)) {
    if (existsSync(join(at, 'node_modules'))) return at;
    if (dirname(at) === at) return null;
  }
}

async function until(what: string, probe: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the relay bundle', () => {
  it('runs alone with plain node, without node_modules: a host and a seat talk through it', async () => {
    expect(buildRelay()).toContain('out/relay/relay.mjs');
    copyFileSync(BUNDLE, join(dir, 'relay.mjs'));
    expect(readdirSync(dir)).toEqual(['relay.mjs']);
    expect(nodeModulesAbove(dir)).toBeNull();
    const env = { PATH: process.env.PATH ?? '', HOME: dir };
    child = spawn(process.execPath, ['relay.mjs', '--port', '0'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d) => (err += String(d)));
    const url = await new Promise<string>((done, failed) => {
      let out = '';
      child!.stdout!.on('data', (d) => {
        out += String(d);
        const m = /Card Table relay listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) done(m[1]!);
      });
      child!.once('exit', (code) => failed(new Error(`the relay stopped (exit ${code}): ${out}${err}`)));
    });
    const host = await HostRelay.open(url);
    const states: RelaySeatState[] = [];
    const heard: string[] = [];
    host.onSeat = (_seat, state) => states.push(state);
    host.onText = (_seat, text) => heard.push(text);
    const seat = await SeatRelay.join(await host.addSeat(1));
    const got: string[] = [];
    seat.onText = (t) => got.push(t);
    await until('the seat joined', () => states.includes('joined'));
    await seat.send('from the seat');
    await host.send(1, 'from the host');
    await until('both texts', () => heard.length > 0 && got.length > 0);
    expect([heard, got]).toEqual([['from the seat'], ['from the host']]);
    await seat.leave();
    await host.close();
    expect(err).toBe('');
  }, 90_000);

  it('--if-stale builds only when the bundle is older than what it was built from', () => {
    const builtAt = statSync(BUNDLE).mtimeMs;
    expect(buildRelay('--if-stale')).toBe('');
    expect(statSync(BUNDLE).mtimeMs).toBe(builtAt);
    const past = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    utimesSync(BUNDLE, past, past);
    expect(buildRelay('--if-stale')).toContain('out/relay/relay.mjs');
    expect(statSync(BUNDLE).mtimeMs).toBeGreaterThan(past.getTime());
  }, 90_000);
});
