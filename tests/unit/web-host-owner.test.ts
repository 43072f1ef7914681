import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { watchOwner } from '../../src/main/web/server';

const ROOT = join(import.meta.dirname, '../..');

describe('CARD_TABLE_EXIT_WITH: the host stops with the process that started it', () => {
  it('stops once the owner is gone, and not before', async () => {
    const owner = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const stop = vi.fn();
    watchOwner(String(owner.pid), stop, 10);
    // the owner lives: several checks pass without a stop
    await new Promise((r) => setTimeout(r, 100));
    expect(stop).not.toHaveBeenCalled();
    owner.kill('SIGKILL');
    await vi.waitFor(() => expect(stop).toHaveBeenCalledOnce(), { timeout: 20_000, interval: 20 });
  });

  it('ignores a value that is not a process id, saying so', () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stop = vi.fn();
    for (const bad of ['abc', '-3', '0', '1.5']) watchOwner(bad, stop, 10);
    expect(write).toHaveBeenCalledTimes(4);
    expect(String(write.mock.calls[0]![0])).toMatch(/CARD_TABLE_EXIT_WITH must be a process id, not "abc"/);
    write.mockRestore();
    watchOwner(undefined, stop);
    watchOwner('', stop);
    expect(stop).not.toHaveBeenCalled();
  });

  it('a host whose test run was killed outright exits by itself', async () => {
    const run = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const data = mkdtempSync(join(tmpdir(), 'card-table-owner-'));
    const host = spawn(process.execPath, ['--import', 'tsx', 'src/main/web/server.ts', '--port', '0', '--data', data], {
      cwd: ROOT,
      env: { ...process.env, CARD_TABLE_EXIT_WITH: String(run.pid) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      host.stdout.on('data', (c: Buffer) => (out += c.toString()));
      const exited = new Promise<number | null>((resolve) => host.on('exit', (code) => resolve(code)));
      await vi.waitFor(() => expect(out).toMatch(/Card Table is ready at/), { timeout: 60_000, interval: 50 });
      run.kill('SIGKILL');
      expect(await exited).toBe(0);
    } finally {
      host.kill('SIGKILL');
      rmSync(data, { recursive: true, force: true });
    }
  }, 90_000);
});
