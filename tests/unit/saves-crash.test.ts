/**
 * The crash test: a host playing bot games is killed hard (SIGKILL) at random moments, at least 20
 * times, and restarted on the same saves folder. After every kill every save must verify (nothing set
 * aside) and hold every move the host had acknowledged (written before it said so). A kill between
 * writing a new match's save and its reply leaves a save the client never heard of: that is correct
 * (nothing acknowledged is lost), so such a save is accepted, provided it verifies and loads; one kill
 * of every run lands exactly there. The seed of the moments is printed; CRASH_SEED=<n> replays a run.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { buildSync } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { athleticManifest } from '../../src/main/engine/games/athletic';
import { rushManifest } from '../../src/main/engine/games/rush';
import { verifySaveText } from '../../src/main/saves/format';
import { createConfSaveStore } from '../../src/main/saves/store';
import type { GameRegistry } from '../../src/main/session/registry';
import { AppService } from '../../src/main/session/service';
import { rng } from '../fixtures/rng';

const HOST_SOURCE = fileURLToPath(new URL('../fault/crash-host.ts', import.meta.url));
const KILLS = 24;
/** The kill that lands between a new match's first write and its acknowledgement. */
const STALL_KILL = 3;
const GAMES: GameRegistry = {
  athletic: athleticManifest,
  rush: rushManifest,
};

interface Run {
  acks: number;
  /** Killed by us (true) or exited by itself (false, with its stderr). */
  killed: boolean;
  stderr: string;
}

/**
 * Starts the host and kills it: either right after its `killAfterAck`-th acknowledgement (the kill
 * lands between writes) or `delayMs` after its first one (anywhere: mid-write, mid-fsync, mid-rename),
 * or, with `stallStart`, once it has written a new match's save and not yet acknowledged it.
 */
function runAndKill(host: string, dir: string, seed: number, killAfterAck: number, delayMs: number, acked: Map<string, number>, stallStart = false): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [host, dir, String(seed), ...(stallStart ? ['stall-start'] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
    let acks = 0;
    let buffered = '';
    let stderr = '';
    let killed = false;
    const kill = (): void => {
      if (killed) return;
      killed = true;
      child.kill('SIGKILL');
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        // a new match's save is written and not acknowledged: the kill lands between the two
        if (line.startsWith('stalled ')) kill();
        const m = /^ack (\S+) (\d+)$/.exec(line);
        if (!m) continue;
        acked.set(m[1], Math.max(acked.get(m[1]) ?? 0, Number(m[2])));
        acks++;
        if (acks === 1 && delayMs >= 0) setTimeout(kill, delayMs);
        if (killAfterAck > 0 && acks >= killAfterAck) kill();
      }
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    // a host that never acknowledges anything is a failure, not a hang
    const stuck = setTimeout(() => {
      stderr += 'no kill after 30 s: the host acknowledged too little';
      kill();
    }, 30_000);
    child.on('exit', () => {
      clearTimeout(stuck);
      resolve({ acks, killed, stderr });
    });
  });
}

describe('the host killed hard at random moments', () => {
  it(`${KILLS} kills: every save verifies and no acknowledged move is lost`, { timeout: 180_000 }, async () => {
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
    const random = rng(seed);
    const work = mkdtempSync(join(tmpdir(), 'card-table-crash-'));
    const dir = join(work, 'saves');
    // one bundle, so that each restart costs a node start and not a TypeScript compile
    const host = join(work, 'crash-host.mjs');
    // CommonJS packages bundled into ESM (ws, the relay's SDK) require Node's built-ins through this
    const banner = "import { createRequire as requireFromHere } from 'node:module'; const require = requireFromHere(import.meta.url);";
    buildSync({ entryPoints: [HOST_SOURCE], bundle: true, platform: 'node', format: 'esm', outfile: host, logLevel: 'warning', banner: { js: banner } });
    const acked = new Map<string, number>();
    /** Saves found that no acknowledgement named (kills between a new match's write and its reply). */
    const unacknowledged = new Set<string>();
    let totalAcks = 0;
    let checkedSaves = 0;
    try {
      for (let k = 0; k < KILLS; k++) {
        const atAck = random() < 0.5;
        const stall = k === STALL_KILL;
        const run = await runAndKill(host, dir, seed + k, atAck && !stall ? 1 + Math.floor(random() * 25) : 0, atAck || stall ? -1 : Math.floor(random() * 150), acked, stall);
        expect(run.stderr, `the host failed by itself (seed ${seed}, kill ${k + 1})`).toBe('');
        expect(run.killed).toBe(true);
        totalAcks += run.acks;

        // restart on the same folder: leftovers of the kill are cleaned, every save verifies
        const store = createConfSaveStore(dir);
        // bots never step here: a loaded game stays as the host left it
        const service = new AppService({ store, games: GAMES, schedule: () => {} });
        try {
          const list = await service.call('listSaves', null);
          expect(list.ok).toBe(true);
          if (!list.ok) continue;
          expect(list.value.setAside, `saves set aside after kill ${k + 1} (seed ${seed})`).toEqual([]);
          const listed = list.value.saves.map((s) => s.id);
          // every acknowledged game is there, with every acknowledged move
          expect(listed, `an acknowledged game is missing after kill ${k + 1} (seed ${seed})`).toEqual(expect.arrayContaining([...acked.keys()]));
          for (const [id, turn] of acked) {
            const { save } = verifySaveText(readFileSync(join(dir, `${id}.save.json`), 'utf8'), GAMES);
            expect(save.log.length, `${id} lost acknowledged moves (seed ${seed}, kill ${k + 1})`).toBeGreaterThanOrEqual(turn);
            checkedSaves++;
          }
          // a save no acknowledgement named is a new match killed before its reply: it verifies and loads
          for (const id of listed.filter((i) => !acked.has(i))) {
            unacknowledged.add(id);
            verifySaveText(readFileSync(join(dir, `${id}.save.json`), 'utf8'), GAMES);
            const loaded = await service.call('loadSave', { id });
            expect(loaded.ok, `the unacknowledged save ${id} does not load (seed ${seed}, kill ${k + 1})`).toBe(true);
            await service.call('closeMatch', null);
            checkedSaves++;
          }
          if (stall) expect(listed.filter((i) => !acked.has(i)).length, `the stalled start left no save (seed ${seed})`).toBeGreaterThan(0);
          expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
        } finally {
          service.dispose();
        }
      }
      console.log(`crash test: ${KILLS} kills, ${totalAcks} acknowledged moves, ${acked.size} games, ${unacknowledged.size} unacknowledged starts, ${checkedSaves} save checks (seed ${seed})`);
      expect(totalAcks).toBeGreaterThan(KILLS);
      expect(acked.size, 'games ended and new ones started between kills').toBeGreaterThan(1);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
