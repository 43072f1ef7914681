/**
 * Figures for Klepka Football: autosave time per action, load-and-verify time of a finished game,
 * engine actions per second and random full games per second. `npm run bench [-- --json]`.
 * Measures only; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BotLevel } from '../common/contract';
import type { GameAction } from '../common/engine-types';
import { nextInt, seedRng } from '../main/engine/core';
import { GAMES } from '../main/games';
import { APP_VERSION, ENGINE_VERSION, hashState, SAVE_FORMAT, verifySaveText } from '../main/saves/format';
import type { SaveFile } from '../main/saves/format';
import { createConfSaveStore } from '../main/saves/store';
import { AppService } from '../main/session/service';
import { playBotGame } from './drive';

const json = process.argv.includes('--json');
const entry = GAMES.football!;
const { game } = entry;
const PLAYERS = 4;
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard', 'perfect'];

function stats(samples: number[]): { median: number; p95: number; mean: number; n: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { median: r(at(0.5)), p95: r(at(0.95)), mean: r(s.reduce((a, b) => a + b, 0) / s.length), n: s.length };
}

const dir = mkdtempSync(join(tmpdir(), 'card-table-bench-'));
try {
  const options = game.resolveOptions({}, PLAYERS) as Record<string, unknown>;
  const seed = 20250101;
  const played = playBotGame(entry, LEVELS, seed, options, 50_000, true);
  const seats = LEVELS.map((level, i) => ({ kind: 'bot' as const, name: `Bot ${i + 1}`, level }));
  const createdAt = new Date().toISOString();
  const store = createConfSaveStore(dir);

  // Autosave: what the session does after each action (hash the state, serialize, atomic write).
  const autosave: number[] = [];
  let lastText = '';
  for (let k = 1; k <= played.log.length; k++) {
    const t0 = performance.now();
    const state = played.states![k - 1];
    const save: SaveFile = {
      format: SAVE_FORMAT,
      app: APP_VERSION,
      engine: ENGINE_VERSION,
      id: 'bench',
      gameId: 'football',
      options,
      seed,
      seats,
      log: played.log.slice(0, k),
      stateHash: hashState(state),
      createdAt,
      updatedAt: new Date().toISOString(),
      finished: game.outcome(state) !== null,
    };
    lastText = JSON.stringify(save);
    store.write('bench', lastText);
    autosave.push(performance.now() - t0);
  }

  // Load and verify the finished game: parse, check, replay, hash.
  const verify: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const text = store.read('bench')!.text;
    verifySaveText(text, GAMES);
    verify.push(performance.now() - t0);
  }
  // The whole loadSave request (verify, then rebuild the table with bot memories).
  const service = new AppService({ store, games: GAMES });
  const loadRequest: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const r = await service.call('loadSave', { id: 'bench' });
    loadRequest.push(performance.now() - t0);
    if (!r.ok) throw new Error(r.error.message);
  }
  service.dispose();

  // Engine speed: uniformly random legal actions through the full engine (apply copies the state).
  const rng = seedRng(7);
  let actions = 0;
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 3000) {
    let state = game.setup({ players: PLAYERS, seed: nextInt(rng, 0x7fffffff), options });
    for (let steps = 0; game.outcome(state) === null && steps < 100_000; steps++) {
      const w = game.reactionWindow(state);
      const seat = w ? w.seat : game.actors(state)[0];
      const legal = game.legalActions(state, seat) as GameAction[];
      state = game.apply(state, seat, legal[nextInt(rng, legal.length)]).state;
      actions++;
    }
    games++;
  }
  const secs = (performance.now() - t0) / 1000;

  const result = {
    game: 'football',
    players: PLAYERS,
    actionsInGame: played.log.length,
    saveBytes: Buffer.byteLength(lastText),
    autosaveMsPerAction: stats(autosave),
    loadAndVerifyMs: stats(verify),
    loadSaveRequestMs: stats(loadRequest),
    engineActionsPerSecond: Math.round(actions / secs),
    randomGamesPerSecond: Math.round((games / secs) * 10) / 10,
  };
  if (json) {
    process.stdout.write(JSON.stringify(result) + '\n');
  } else {
    const a = result.autosaveMsPerAction;
    const v = result.loadAndVerifyMs;
    const l = result.loadSaveRequestMs;
    process.stdout.write(
      [
        `Klepka Football, ${PLAYERS} players, a bot game of ${result.actionsInGame} actions (save file ${result.saveBytes} bytes)`,
        `autosave per action: median ${a.median} ms, p95 ${a.p95} ms`,
        `load and verify a finished game: median ${v.median} ms, p95 ${v.p95} ms`,
        `loadSave request (verify + rebuild with bots): median ${l.median} ms`,
        `engine: ${result.engineActionsPerSecond} actions/s, ${result.randomGamesPerSecond} random games/s`,
      ].join('\n') + '\n',
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
