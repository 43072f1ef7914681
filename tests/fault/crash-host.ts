/**
 * The host the crash test kills: an AppService over a saves folder playing bot games one after another
 * (continuing the latest unfinished save first, as a restarted app would). After every autosave has
 * returned, it writes `ack <id> <turn>` to stdout: that move is acknowledged and must survive a kill.
 * With `stall-start`, the host stops for good right after writing the save of a new match, before it
 * acknowledges it (it prints `stalled <id>` instead): the moment a kill leaves a save the client never
 * heard of, made certain rather than left to chance.
 * Usage: node crash-host.mjs <savesDir> <seed> [stall-start]
 */
import { writeSync } from 'node:fs';
import { athleticManifest } from '../../src/main/engine/games/athletic';
import { rushManifest } from '../../src/main/engine/games/rush';
import { createConfSaveStore } from '../../src/main/saves/store';
import type { SaveStore } from '../../src/main/saves/store';
import { AppService } from '../../src/main/session/service';
import type { GameRegistry } from '../../src/main/session/registry';

const GAMES: GameRegistry = {
  athletic: athleticManifest,
  rush: rushManifest,
};
/** Short games (a football game takes some 300 moves), so that a run of kills sees games end and new ones start. */
const ORDER = ['rush', 'athletic'] as const;
const SHORT: Record<(typeof ORDER)[number], Record<string, unknown>> = {
  rush: { endAfterExhaustions: 1 },
  athletic: { targetMedals: 1 },
};

const [dir, seedArg, mode] = process.argv.slice(2);
let seed = Number(seedArg) >>> 0;
const base = createConfSaveStore(dir);
const store: SaveStore = {
  ...base,
  dir,
  write(id, text) {
    const isNew = mode === 'stall-start' && base.read(id) === null;
    base.write(id, text);
    if (isNew) {
      writeSync(1, `stalled ${id}\n`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); // until killed
    }
    writeSync(1, `ack ${id} ${(JSON.parse(text) as { log: unknown[] }).log.length}\n`);
  },
};
const service = new AppService({ store, games: GAMES, randomSeed: () => seed++ });

async function main(): Promise<void> {
  for (let game = 0; ; game++) {
    const resumed = await service.call('continueLatest', null);
    if (!resumed.ok) throw new Error(`continueLatest: ${resumed.error.message}`);
    if (!resumed.value) {
      const gameId = ORDER[(seed + game) % ORDER.length];
      const started = await service.call('startMatch', {
        gameId,
        options: SHORT[gameId],
        seats: [
          { kind: 'bot', name: 'A', level: 'easy' },
          { kind: 'bot', name: 'B', level: 'easy' },
        ],
      });
      if (!started.ok) throw new Error(`startMatch: ${started.error.message}`);
    }
    await service.idle();
    if (!service.current?.finished) throw new Error('the bots stopped before the game ended');
    await service.call('closeMatch', null);
  }
}

main().catch((e: unknown) => {
  writeSync(2, `crash host failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
