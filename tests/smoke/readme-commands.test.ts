/**
 * Every command the README lists that can run on this machine, run as a newcomer types it, each a short
 * run checked by what it prints (not only by its exit code): a command nobody runs breaks unseen.
 * Not run here: `npm run dev`, `npm start` and `npm run dist`, which need the Electron binary.
 * Needs `npm run build` first (bench:web and bench:party serve the built renderer).
 * `npm run relay` (which builds the relay's bundle when it is missing or stale, then runs it with node) is
 * checked by a host opening a room on the address it prints.
 * Run: node --import tsx tests/smoke/readme-commands.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_IDS } from '../../src/common/contract';
import { HostRelay } from '../../src/common/relay-channel';

const ROOT = join(import.meta.dirname, '../..');
/** Generous: CI's two cores are busy, and the first Klepka Words game waits for the dictionary. */
const COMMAND_MS = 420_000;

interface Ran {
  code: number | null;
  out: string;
}

/**
 * Runs `npm <args>` in its own process group; `watch` sees what it printed so far and may `stop` it (a
 * server that keeps running). The whole group is stopped, so nothing stays behind.
 */
function npm(args: string[], watch?: (out: string, stop: () => void) => void): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    let stopped = false;
    const stop = (): void => {
      if (stopped) return;
      stopped = true;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`npm ${args.join(' ')} did not finish in ${COMMAND_MS / 1000} s:\n${out.slice(-3000)}`));
    }, COMMAND_MS);
    const take = (chunk: Buffer): void => {
      out += chunk.toString();
      watch?.(out, stop);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

function succeeded(r: Ran, what: string): void {
  assert.equal(r.code, 0, `${what} failed (exit ${r.code}):\n${r.out.slice(-3000)}`);
}

describe('the README commands', { concurrency: false }, () => {
  for (const game of GAME_IDS) {
    it(`npm run sim: one short game of ${game}`, async () => {
      const r = await npm(['run', 'sim', '--', '--game', game, '--players', '2', '--bots', 'easy,normal', '--games', '1', '--seed', '1']);
      succeeded(r, 'npm run sim');
      assert.match(r.out, /^1 games: 1 finished, 0 failed;/m);
      assert.match(r.out, /win rate by level and turn position/);
      assert.match(r.out, /^easy\s+\d/m);
    });
  }

  it('npm run bench: every game in a quick mode', async () => {
    const r = await npm(['run', 'bench', '--', '--seconds', '1']);
    succeeded(r, 'npm run bench');
    for (const game of GAME_IDS) assert.match(r.out, new RegExp(`^${game}, \\d players \\(`, 'm'), `no figures for ${game}`);
    assert.equal(r.out.match(/bot decision latency:/g)?.length, GAME_IDS.length);
    assert.match(r.out, /dictionary: +first build \d+ ms/);
  });

  it('npm run web: starts, prints its address, and that address answers with the table', async () => {
    const data = mkdtempSync(join(tmpdir(), 'card-table-readme-web-'));
    const ready = /Card Table is ready at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/;
    let asked = false;
    const got: { answer: { status: number; body: string } | string } = { answer: 'the address was never asked' };
    try {
      const r = await npm(['run', 'web', '--', '--port', '0', '--data', data], (out, stop) => {
        const url = ready.exec(out)?.[1];
        if (!url || asked) return;
        asked = true;
        // As a browser does: the key in the address becomes a cookie, then the page is asked with it.
        fetch(url, { redirect: 'manual' })
          .then(async (first) => {
            const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
            const page = first.status >= 300 && first.status < 400 ? await fetch(new URL(first.headers.get('location') ?? '/', url), { headers: { cookie } }) : first;
            got.answer = { status: page.status, body: await page.text() };
          })
          .catch((e: unknown) => {
            got.answer = `the address did not answer: ${String(e)}`;
          })
          .finally(stop);
      });
      const { answer } = got;
      assert.ok(typeof answer !== 'string', `${String(answer)}:\n${r.out.slice(-3000)}`);
      assert.equal(answer.status, 200, answer.body.slice(0, 500));
      assert.match(answer.body, /<title>Card Table<\/title>/);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('npm run bench:web: start-up, bundle and frame figures', async () => {
    const r = await npm(['run', 'bench:web', '--', '--seconds', '1']);
    succeeded(r, 'npm run bench:web');
    assert.match(r.out, /Renderer bundle \(out\/renderer\): +[\d.]+ KiB/);
    assert.match(r.out, /flip100 \(100 cards flipping/);
  });

  it('npm run bench:party: a few moves to six phones', async () => {
    const r = await npm(['run', 'bench:party', '--', '--moves', '4']);
    succeeded(r, 'npm run bench:party');
    assert.match(r.out, /"sixPhones": [\d.]+/);
    assert.match(r.out, /"lastMoveToDesktopMs": [\d.]+/);
  });

  it('npm run relay: starts, prints its address, and a host can open a room there', async () => {
    const ready = /Card Table relay listening at (http:\/\/127\.0\.0\.1:\d+)/;
    const got: { roomId: string } = { roomId: 'no room was opened' };
    let asked = false;
    const r = await npm(['run', 'relay', '--', '--port', '0'], (out, stop) => {
      const url = ready.exec(out)?.[1];
      if (!url || asked) return;
      asked = true;
      HostRelay.open(url)
        .then(async (host) => {
          got.roomId = host.roomId;
          await host.close();
        })
        .catch((e: unknown) => {
          got.roomId = `the relay did not open a room: ${String(e)}`;
        })
        .finally(stop);
    });
    assert.match(got.roomId, /^[\w-]{22}$/, r.out.slice(-3000));
    assert.ok(existsSync(join(ROOT, 'out/relay/relay.mjs')), 'npm run relay runs the built bundle');
  });

  it('npm run build:relay: the one-file relay a server runs', async () => {
    const r = await npm(['run', 'build:relay']);
    succeeded(r, 'npm run build:relay');
    assert.match(r.out, /Built out\/relay\/relay\.mjs \(\d+ KB\)/);
  });

  it('npm run bench:relay: a few rooms for a second', async () => {
    const r = await npm(['run', 'bench:relay', '--', '--rooms', '4', '--seconds', '1']);
    succeeded(r, 'npm run bench:relay');
    assert.match(r.out, /frame latency seat -> host: p50 [\d.]+ ms, p95 [\d.]+ ms/);
    assert.match(r.out, /frame latency host -> seat: p50 [\d.]+ ms, p95 [\d.]+ ms/);
    assert.match(r.out, /memory per room: -?[\d.]+ KB connected/);
  });

  it('npm run bench:relay -- --table: a few moves of six remote seats', async () => {
    const r = await npm(['run', 'bench:relay', '--', '--table', '--moves', '6']);
    succeeded(r, 'npm run bench:relay -- --table');
    assert.match(r.out, /6 remote seats through the relay \(sealed\), 6 moves/);
    assert.match(r.out, /until the host applied it: p50 [\d.]+ ms, p95 [\d.]+ ms/);
    assert.match(r.out, /until every other seat opened its new table: p50 [\d.]+ ms, p95 [\d.]+ ms/);
  });

  it('npm run icons: the PNG files of the icon', { skip: existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') ? false : 'no Chromium here' }, async () => {
    const out = mkdtempSync(join(tmpdir(), 'card-table-readme-icons-'));
    try {
      const r = await npm(['run', 'icons', '--', '--out', out]);
      succeeded(r, 'npm run icons');
      assert.match(r.out, /wrote .*icon\.png/);
      for (const file of ['icon.png', 'icons/16x16.png', 'icons/512x512.png']) {
        const bytes = readFileSync(join(out, file));
        assert.deepEqual([...bytes.subarray(1, 4)], [...Buffer.from('PNG')], `${file} is not a PNG`);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
