/**
 * The relay serving https and wss itself with a certificate and key (a self-signed one made by openssl for
 * 127.0.0.1, trusted by this test process only): a host opens a room over wss and a seat exchanges sealed
 * frames with it; plain requests that are not the relay's own are answered 404; certificate and key files
 * that are missing, not PEM or not a pair are refused with an error naming the file. `npm run relay` with
 * --tls-cert/--tls-key prints an https address; with a bad file it stops with that error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { HostRelay, SeatRelay, type RelaySeatState } from '../../src/common/relay-channel';
import { readRelayTls } from '../../src/relay/http';
import { startRelay, type RunningRelay } from '../../src/relay/server';

const ROOT = join(__dirname, '..', '..');
const hasOpenssl = !spawnSync('openssl', ['version']).error;
let dir: string;
let relay: RunningRelay | undefined;

/** A self-signed certificate for 127.0.0.1 and its key, in `dir` under `name`.{cert,key}.pem. */
function selfSigned(name: string): { cert: string; key: string } {
  const cert = join(dir, `${name}.cert.pem`);
  const key = join(dir, `${name}.key.pem`);
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { cert, key };
}

/** Waits for a state (polling; the machine may be slow, so no fixed sleeps). */
async function until(what: string, probe: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!hasOpenssl)(hasOpenssl ? 'the relay over TLS' : 'the relay over TLS (skipped: openssl is not installed to make a test certificate)', () => {
  let pair: { cert: string; key: string };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'card-table-relay-tls-'));
    pair = selfSigned('relay');
    // this process (fetch and WebSocket, under the SDK) trusts the test certificate beside the usual ones
    tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(pair.cert, 'utf8')]);
    relay = await startRelay({ port: 0, tls: readRelayTls(pair.cert, pair.key) });
  });
  afterAll(async () => {
    await relay?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a host opens a room over wss and a seat exchanges sealed frames with it', async () => {
    expect(relay!.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const host = await HostRelay.open(relay!.url);
    const heard: string[] = [];
    const states: RelaySeatState[] = [];
    host.onText = (_seat, text) => heard.push(text);
    host.onSeat = (_seat, state) => states.push(state);
    const link = await host.addSeat(0);
    expect(link.startsWith(`${relay!.url}/#k=`)).toBe(true);
    const seat = await SeatRelay.join(link);
    const got: string[] = [];
    seat.onText = (t) => got.push(t);
    await until('the seat joined', () => states.includes('joined'));
    await seat.send('a move from the seat');
    await host.send(0, 'a table from the host');
    await until('both texts', () => heard.length > 0 && got.length > 0);
    expect(heard).toEqual(['a move from the seat']);
    expect(got).toEqual(['a table from the host']);
    await seat.leave();
    await host.close();
  });

  it('answers 404 to a plain request that is not the relay’s own, and a client that does not trust it fails', async () => {
    const res = await fetch(`${relay!.url}/some/page`);
    expect(res.status).toBe(404);
    expect((await fetch(`${relay!.url}/__healthcheck`)).status).toBe(200);
    // a client with only the usual authorities refuses the self-signed certificate
    const refused = await new Promise<string>((done) => {
      const socket = tls.connect({ host: '127.0.0.1', port: relay!.port, ca: tls.getCACertificates('bundled') }, () => done('connected'));
      socket.on('error', (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
    });
    expect(refused).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
  });

  it('refuses certificate and key files that are missing, not PEM, or not a pair, naming the file', () => {
    const other = selfSigned('other');
    const notPem = join(dir, 'notes.txt');
    writeFileSync(notPem, 'not a certificate\n');
    expect(() => readRelayTls(join(dir, 'missing.pem'), pair.key)).toThrow(`The TLS certificate file ${join(dir, 'missing.pem')} does not exist.`);
    expect(() => readRelayTls(pair.cert, join(dir, 'missing.pem'))).toThrow(`The TLS key file ${join(dir, 'missing.pem')} does not exist.`);
    expect(() => readRelayTls(notPem, pair.key)).toThrow(`The TLS certificate file ${notPem} holds no PEM certificate`);
    expect(() => readRelayTls(pair.key, pair.key)).toThrow(`The TLS certificate file ${pair.key} holds no PEM certificate`);
    expect(() => readRelayTls(pair.cert, pair.cert)).toThrow(`The TLS key file ${pair.cert} holds no PEM private key`);
    expect(() => readRelayTls(pair.cert, other.key)).toThrow(`The TLS key in ${other.key} does not belong to the certificate in ${pair.cert}.`);
    expect(readRelayTls(other.cert, other.key).cert).toContain('BEGIN CERTIFICATE');
  });

  it('the command serves https with --tls-cert and --tls-key, and stops with the error for a bad file', async () => {
    const run = (args: string[]) => spawn(process.execPath, ['--import', 'tsx', 'src/relay/main.ts', '--port', '0', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const good = run(['--tls-cert', pair.cert, '--tls-key', pair.key]);
    const printed = await new Promise<string>((done, failed) => {
      let out = '';
      good.stdout!.on('data', (d) => {
        out += String(d);
        const m = /listening at (\S+)/.exec(out);
        if (m) done(m[1]!);
      });
      good.once('exit', (code) => failed(new Error(`the relay stopped (exit ${code}): ${out}`)));
    });
    const stopped = new Promise((done) => good.once('exit', done));
    good.kill('SIGTERM');
    await stopped;
    expect(printed).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const bad = run(['--tls-cert', pair.key, '--tls-key', pair.key]);
    let err = '';
    bad.stderr!.on('data', (d) => (err += String(d)));
    const code = await new Promise<number | null>((done) => bad.once('exit', done));
    expect(code).toBe(2);
    expect(err).toContain(`The TLS certificate file ${pair.key} holds no PEM certificate`);
    const half = run(['--tls-cert', pair.cert]);
    let halfErr = '';
    half.stderr!.on('data', (d) => (halfErr += String(d)));
    expect(await new Promise<number | null>((done) => half.once('exit', done))).toBe(2);
    expect(halfErr).toContain('TLS needs both a certificate');
  }, 60_000);
});
