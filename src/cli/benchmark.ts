/**
 * Per-game speed figures for `npm run bench` (the entry is bench.ts). Measures only; asserts nothing.
 *
 * Order of work for one game, within a budget of `seconds` (each step stops at its share of it, the
 * latency gets what is left):
 * 1. a bot game with the game's levels around the table (easy, normal, hard, perfect for football), its
 *    states kept; then the autosave of every action through the real store (hash, serialize, atomic
 *    write with fsync), load-and-verify of the finished save and the whole loadSave request;
 * 2. load-and-verify of a save of up to LONG_SAVE_ACTIONS actions, and the loadSave request of it with the
 *    app's worker-thread bots and the longest a request arriving meanwhile would wait: random legal play with the players and
 *    options (tried in turn, up to LONG_SAVE_SEARCH_ACTIONS actions in all) that give the longest game,
 *    cut at that length; then its replay stepped back one action at a time from the end (each frame from
 *    the nearest engine snapshot);
 * 3. engine speed: random legal actions through `apply`; games per second counts the finished ones;
 * 4. bot latency per level: games with that level at one seat (turning round the table game by game)
 *    and the cheapest level elsewhere, timing each `decide` of that level; the search figures are read
 *    from `lastSearch` after each decision (the bot game of step 1 counts too);
 * 5. Klepka Words only, outside the budget: the dictionary figures of main/dictionary/figures.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BotLevel, GameId } from '../common/contract';
import type { GameAction } from '../common/engine-types';
import { mixSeed, nextInt, seedRng } from '../main/engine/core';
import type { RngState } from '../main/engine/core';
import { APP_VERSION, ENGINE_VERSION, hashState, SAVE_FORMAT, sealSave, verifySaveText } from '../main/saves/format';
import type { SaveFile } from '../main/saves/format';
import { createConfSaveStore } from '../main/saves/store';
import type { GameManifest } from '../main/engine/core';
import type { GameRegistry } from '../main/session/registry';
import { formatDictionaryFigures, measureDictionary, type DictionaryFigures } from '../main/dictionary/figures';
import { AppService } from '../main/session/service';
import { openReplay } from '../main/replay';
import { WorkerBotHost } from '../main/bots/pool';
import { playBotGame, seatToAct } from './drive';
import type { Decision } from './drive';
import { round, summarize } from './stats';
import type { Summary } from './stats';

export const LONG_SAVE_ACTIONS = 5000;
/** The first listing: this many saves (the issue's 60 long saves), each of up to LISTING_SAVE_ACTIONS actions. */
const LISTING_SAVES = 60;
const LISTING_SAVE_ACTIONS = 1000;
/** The same in a budget under 10 s (the quick mode CI runs), so that it stays quick. */
const QUICK_LISTING_SAVE_ACTIONS = 100;
/** Random actions played at most while looking for a game that long (a few seconds in the slowest engine). */
const LONG_SAVE_SEARCH_ACTIONS = 8 * LONG_SAVE_ACTIONS;
/** Enough decisions per level for a p95 that moves little between runs. */
const LATENCY_SAMPLES = 400;
const BOT_GAME_SEED = 20250101;
/** The bot worker's entry: the source under tsx, the built file beside this bundle in out/cli. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const BOT_WORKER = FROM_SOURCE ? new URL('../main/bots/worker.ts', import.meta.url) : new URL('./bot-worker.js', import.meta.url);
const MAX_STEPS = 100_000;

export interface BenchOptions {
  /** Wall-clock budget for this game, in seconds (default 40). */
  seconds?: number;
  /** Players at the table (default 4 within the game's limits). */
  players?: number;
}

export interface SearchFigures {
  /** Decisions that reported a search. */
  decisions: number;
  iterations: number;
  ms: number;
  /** sum(iterations) / sum(ms) * 1000. */
  iterationsPerSecond: number;
  /** The same per second of the searching thread's CPU time, when every such decision reported it. */
  iterationsPerCpuSecond?: number;
}

export interface GameBench {
  game: GameId;
  players: number;
  /** Bot game of step 1: levels per seat, its length and its save's size. */
  botGame: BotLevel[];
  actionsInGame: number;
  finishedInBudget: boolean;
  saveBytes: number;
  autosaveMsPerAction: Summary;
  /** Load and verify the bot game's save (parse, check, replay, hash). */
  loadAndVerifyMs: Summary;
  /** The whole loadSave request: verify, then rebuild the table with the bots' memories. */
  loadSaveRequestMs: Summary;
  /** replayStepBackMs: one replay frame a step back, from the end towards the start (from the nearest snapshot). */
  longSave: {
    actions: number;
    players: number;
    options: Record<string, unknown>;
    saveBytes: number;
    loadAndVerifyMs: Summary;
    replayStepBackMs: Summary;
    /** The whole loadSave request with the app's worker-thread bots (they catch up in their thread). */
    loadSaveRequestMs: Summary;
    /** The longest the thread was busy at a stretch during each of those loads: a request's wait behind it. */
    requestBehindLoadMs: Summary;
  };
  /**
   * The first listing (no list cache) of LISTING_SAVES saves of `actions` actions each: the time to the
   * answered list (its entries marked checking) and a request's longest wait meanwhile; then the time until
   * every save's background check (a full replay in a verifier worker) is done, and a request's longest
   * wait over all of it.
   */
  firstListing: { saves: number; actions: number; ms: Summary; requestBehindMs: Summary; checkedMs: Summary; requestBehindChecksMs: Summary };
  /**
   * The longest stretch between two turns of this thread's event loop over a second with nothing to do:
   * what the machine's load alone makes a request wait (the floor of the waits above).
   */
  idleThreadStallMs: number;
  engineActionsPerSecond: number;
  randomGamesPerSecond: number;
  /** Per level that searched; hard's iterations/s is `searchIterationsPerSecond`. */
  search: Partial<Record<BotLevel, SearchFigures>>;
  /** Null when the hard bot never reported a search ("no search"). */
  searchIterationsPerSecond: number | null;
  /** `decide` wall time per level in real games (n, mean, p50, p95, max). */
  botLatencyMs: Partial<Record<BotLevel, Summary>>;
  /** Klepka Words only: the dictionary's build, cache, size, lookup and three-bot pool games. */
  dictionary?: DictionaryFigures;
  seconds: number;
}

/** Options with each field set to a bound (and all to their maximum): candidates for the longest game. */
function optionVariants(entry: GameManifest, players: number): Record<string, unknown>[] {
  const base = structuredClone(entry.game.resolveOptions({}, players)) as Record<string, unknown>;
  const variants: Record<string, unknown>[] = [{}];
  const set = (target: Record<string, unknown>, key: string, index: number | undefined, value: number): void => {
    if (index === undefined) target[key] = value;
    else {
      const arr = [...((target[key] as unknown[] | undefined) ?? (base[key] as unknown[]))];
      arr[index] = value;
      target[key] = arr;
    }
  };
  const allMax: Record<string, unknown> = {};
  for (const f of entry.optionFields) {
    if (f.kind !== 'int') continue;
    for (const bound of [f.max, f.min]) {
      const v: Record<string, unknown> = {};
      set(v, f.key, f.index, bound);
      variants.push(v);
    }
    set(allMax, f.key, f.index, f.max);
  }
  variants.push(allMax);
  return variants;
}

/** One game of uniformly random legal actions, cut at `limit` actions or at the `deadline`. */
function randomGame(
  entry: GameManifest,
  players: number,
  seed: number,
  options: unknown,
  rng: RngState,
  limit: number,
  deadline = Infinity,
): { log: { seat: number; action: GameAction }[]; state: unknown; finished: boolean } {
  const { game } = entry;
  let state: unknown = game.setup({ players, seed, options });
  const log: { seat: number; action: GameAction }[] = [];
  // The clock is read every 64 actions only: it would cost more than a cheap action.
  while (log.length < limit && game.outcome(state) === null && (log.length % 64 !== 63 || performance.now() < deadline)) {
    const seat = seatToAct(entry, state);
    if (seat === null) break;
    const legal = game.legalActions(state, seat) as GameAction[];
    const action = legal[nextInt(rng, legal.length)]!;
    state = game.apply(state, seat, action).state;
    log.push({ seat, action });
  }
  return { log, state, finished: game.outcome(state) !== null };
}

function saveText(gameId: GameId, entry: GameManifest, options: Record<string, unknown>, seed: number, levels: readonly BotLevel[], log: SaveFile['log'], state: unknown, createdAt: string, id = 'bench'): string {
  const save: SaveFile = sealSave({
    format: SAVE_FORMAT,
    app: APP_VERSION,
    engine: ENGINE_VERSION,
    id,
    gameId,
    rules: entry.rulesRevision,
    options,
    seed,
    seats: levels.map((level, i) => ({ kind: 'bot' as const, name: `Bot ${i + 1}`, level })),
    log,
    stateHash: hashState(state),
    createdAt,
    updatedAt: new Date().toISOString(),
    finished: entry.game.outcome(state) !== null,
  });
  return JSON.stringify(save);
}

/**
 * Runs `fn` and measures, besides its time, the longest stretch this thread was busy meanwhile (between
 * two turns of the event loop): what a request arriving then would wait.
 */
async function withStalls<T>(fn: () => Promise<T>): Promise<{ ms: number; stall: number; result: T }> {
  let last = performance.now();
  let stall = 0;
  let running = true;
  const tick = (): void => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const t0 = performance.now();
  const result = await fn();
  const ms = performance.now() - t0;
  running = false;
  await new Promise((resolve) => setImmediate(resolve));
  return { ms, stall, result };
}

function timeRepeated(reps: number, deadline: number, fn: () => void): number[] {
  const samples: number[] = [];
  for (let i = 0; i < reps && (i === 0 || performance.now() < deadline); i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

export async function benchGame(gameId: GameId, registry: GameRegistry, opts: BenchOptions = {}): Promise<GameBench> {
  const entry = registry[gameId];
  if (!entry) throw new Error(`${gameId} cannot be played yet.`);
  const { game } = entry;
  const budgetMs = (opts.seconds ?? 40) * 1000;
  const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, opts.players ?? 4));
  const levels = entry.levels;
  const start = performance.now();
  /** The end of a step allowed `share` of the budget, counted from now. */
  const until = (share: number): number => performance.now() + budgetMs * share;
  const options = game.resolveOptions({}, players) as Record<string, unknown>;

  const latency = new Map<BotLevel, number[]>(levels.map((l) => [l, []]));
  const search = new Map<BotLevel, { decisions: number; iterations: number; ms: number; cpuMs: number }>();
  const record = (d: Decision): void => {
    latency.get(d.level)?.push(d.ms);
    if (d.search) {
      const s = search.get(d.level) ?? { decisions: 0, iterations: 0, ms: 0, cpuMs: 0 };
      s.decisions++;
      s.iterations += d.search.iterations;
      s.ms += d.search.ms;
      s.cpuMs += d.search.cpuMs ?? NaN;
      search.set(d.level, s);
    }
  };

  const dir = mkdtempSync(join(tmpdir(), 'card-table-bench-'));
  try {
    const store = createConfSaveStore(dir);

    // 1. The bot game, its autosaves and its load.
    const botGame = levels.length >= players ? levels.slice(0, players) : Array.from({ length: players }, (_, s) => levels[s % levels.length]!);
    const gameDeadline = until(0.25);
    const played = playBotGame(entry, botGame, BOT_GAME_SEED, options, {
      maxSteps: MAX_STEPS,
      keepStates: true,
      onDecision: record,
      stop: () => performance.now() > gameDeadline,
    });
    const createdAt = new Date().toISOString();
    const autosave: number[] = [];
    let lastText = '';
    const autosaveDeadline = until(0.15);
    for (let k = 1; k <= played.log.length && (k === 1 || performance.now() < autosaveDeadline); k++) {
      const t0 = performance.now();
      lastText = saveText(gameId, entry, options, BOT_GAME_SEED, botGame, played.log.slice(0, k), played.states![k - 1], createdAt);
      store.write('bench', lastText);
      autosave.push(performance.now() - t0);
    }
    // The whole game's save, also when the autosave loop stopped early.
    lastText = saveText(gameId, entry, options, BOT_GAME_SEED, botGame, played.log, played.states!.at(-1) ?? game.setup({ players, seed: BOT_GAME_SEED, options }), createdAt);
    store.write('bench', lastText);
    const verifyDeadline = until(0.03);
    const verify = timeRepeated(30, verifyDeadline, () => verifySaveText(store.read('bench')!.text, registry));
    // Bot steps are never run: a save stopped at the time budget must not play on (and autosave) meanwhile.
    const service = new AppService({ store, games: registry, schedule: () => undefined });
    const loadRequest: number[] = [];
    try {
      const requestDeadline = until(0.03);
      for (let i = 0; i < 10 && (i === 0 || performance.now() < requestDeadline); i++) {
        const t0 = performance.now();
        const r = await service.call('loadSave', { id: 'bench' });
        loadRequest.push(performance.now() - t0);
        if (!r.ok) throw new Error(`loadSave failed: ${r.error.message}`);
      }
    } finally {
      service.dispose();
    }

    // 2. A long save: the longest random game among player counts and option bounds.
    const rng = seedRng(7);
    let longest: { players: number; options: Record<string, unknown>; seed: number; log: SaveFile['log']; state: unknown } | null = null;
    // Bounded by actions played, not by time, so a busy machine finds the same long save as a quiet one.
    let searched = 0;
    search: for (let p = game.maxPlayers; p >= game.minPlayers; p--) {
      for (const [v, variant] of optionVariants(entry, p).entries()) {
        let resolved: Record<string, unknown>;
        try {
          resolved = game.resolveOptions(variant, p) as Record<string, unknown>;
        } catch {
          continue; // a bound that breaks another option's limits
        }
        const seed = mixSeed(BOT_GAME_SEED, p, v);
        const { log, state } = randomGame(entry, p, seed, resolved, rng, LONG_SAVE_ACTIONS);
        if (!longest || log.length > longest.log.length) longest = { players: p, options: variant, seed, log, state };
        searched += log.length;
        if (log.length >= LONG_SAVE_ACTIONS || searched >= LONG_SAVE_SEARCH_ACTIONS) break search;
      }
    }
    const long = longest!;
    const longLevels = Array.from({ length: long.players }, () => levels[0]!);
    const longText = saveText(gameId, entry, game.resolveOptions(long.options, long.players) as Record<string, unknown>, long.seed, longLevels, long.log, long.state, createdAt, 'long');
    store.write('long', longText);
    const longVerify = timeRepeated(30, until(0.03), () => verifySaveText(store.read('long')!.text, registry));
    // The same save opened as the app opens it, its bots in worker threads, with a request behind it.
    const longLoad: number[] = [];
    const behind: number[] = [];
    // The saves of the first listing: the long save's first LISTING_SAVE_ACTIONS actions (fewer in a quick run), under LISTING_SAVES ids.
    const listedLog = long.log.slice(0, budgetMs >= 10_000 ? LISTING_SAVE_ACTIONS : QUICK_LISTING_SAVE_ACTIONS);
    const longOptions = game.resolveOptions(long.options, long.players) as Record<string, unknown>;
    const listedState = listedLog.reduce((st, { seat, action }) => game.apply(st, seat, action).state, game.setup({ players: long.players, seed: long.seed, options: longOptions }));
    const listedTexts = Array.from({ length: LISTING_SAVES }, (_, k) => saveText(gameId, entry, longOptions, long.seed, longLevels, listedLog, listedState, createdAt, `listed-${k}`));
    const listing: number[] = [];
    const listingBehind: number[] = [];
    const listingChecked: number[] = [];
    const listingChecksBehind: number[] = [];
    // Two workers: the listing's background checks run two at a time.
    const workers = new WorkerBotHost({ entry: BOT_WORKER, size: 2, ...(FROM_SOURCE ? { execArgv: ['--import', 'tsx'] } : {}) });
    const longService = new AppService({ store, games: registry, bots: workers, schedule: () => undefined });
    try {
      // as in the app, where the saves list has started the verifier before a save is opened
      await workers.warmVerifier();
      // The first listing of LISTING_SAVES saves (no list cache yet), each then verified in a worker in the background;
      // first, while no match's bots are busy catching up in the same workers (as when the app has just started).
      const listingDeadline = until(0.04);
      for (let i = 0; i < 3 && (i === 0 || performance.now() < listingDeadline); i++) {
        const shelfDir = join(dir, `listing-${i}`);
        const shelfStore = createConfSaveStore(shelfDir);
        for (const [k, text] of listedTexts.entries()) shelfStore.write(`listed-${k}`, text);
        const listingService = new AppService({ store: shelfStore, games: registry, bots: workers, schedule: () => undefined });
        try {
          let answered: { ms: number; stall: number } | null = null;
          const checked = await withStalls(async () => {
            const listed = await withStalls(() => listingService.call('listSaves', null));
            answered = listed;
            const r = listed.result;
            if (!r.ok || r.value.saves.length !== LISTING_SAVES) throw new Error(`the first listing failed: ${r.ok ? `${r.value.saves.length} saves listed` : r.error.message}`);
            await listingService.shelf.checksDone();
          });
          const after = await listingService.call('listSaves', null);
          if (!after.ok || after.value.saves.length !== LISTING_SAVES || after.value.saves.some((s) => s.checking)) {
            throw new Error(`the first listing's checks failed: ${after.ok ? `${after.value.saves.filter((s) => !s.checking).length} of ${LISTING_SAVES} saves verified` : after.error.message}`);
          }
          listing.push(answered!.ms);
          listingBehind.push(answered!.stall);
          listingChecked.push(checked.ms);
          listingChecksBehind.push(checked.stall);
        } finally {
          listingService.dispose();
        }
      }
      const loadDeadline = until(0.04);
      for (let i = 0; i < 10 && (i === 0 || performance.now() < loadDeadline); i++) {
        const { ms, stall, result: r } = await withStalls(() => longService.call('loadSave', { id: 'long' }));
        longLoad.push(ms);
        behind.push(stall);
        if (!r.ok) throw new Error(`loadSave of the long save failed: ${r.error.message}`);
      }
    } finally {
      longService.dispose();
      await workers.dispose();
    }
    const idleStall = (await withStalls(() => new Promise((resolve) => setTimeout(resolve, 1000)))).stall;
    // Replay: one step back at a time from the end of the long save (each from the nearest snapshot).
    const replay = openReplay(verifySaveText(longText, registry).save, registry);
    const stepBack: number[] = [];
    const stepBackDeadline = until(0.03);
    replay.frame(replay.length, 'spectator', false);
    for (let p = replay.length - 1; p >= 0 && (stepBack.length === 0 || performance.now() < stepBackDeadline); p--) {
      const t0 = performance.now();
      replay.frame(p, 'spectator', false);
      stepBack.push(performance.now() - t0);
    }

    // 3. Engine speed.
    let actions = 0;
    let games = 0;
    const engineStart = performance.now();
    const engineDeadline = engineStart + Math.max(budgetMs * 0.075, 100);
    // The first game is played out whatever the budget, so even a tiny one measures a whole game.
    for (let first = true; first || performance.now() < engineDeadline; first = false) {
      const { log, finished } = randomGame(entry, players, nextInt(rng, 0x7fffffff), options, rng, MAX_STEPS, first ? Infinity : engineDeadline);
      actions += log.length;
      if (finished) games++;
    }
    const engineSeconds = (performance.now() - engineStart) / 1000;

    // 4. Latency per level: the rest of the budget, shared by the levels still to measure.
    const cheapest = levels[0]!;
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i]!;
      const samples = latency.get(level)!;
      const left = start + budgetMs - performance.now();
      const deadline = performance.now() + Math.max(0, left / (levels.length - i));
      const enough = (): boolean => samples.length >= LATENCY_SAMPLES || (performance.now() > deadline && samples.length > 0);
      for (let g = 0; !enough(); g++) {
        const table = Array.from({ length: players }, (_, s) => (s === g % players ? level : cheapest));
        playBotGame(entry, table, mixSeed(BOT_GAME_SEED, i, g), options, { maxSteps: MAX_STEPS, onDecision: record, stop: enough });
      }
    }

    const searchFigures: Partial<Record<BotLevel, SearchFigures>> = {};
    for (const [level, { cpuMs, ...s }] of search) {
      const perSecond = (ms: number): number => (ms > 0 ? Math.round((s.iterations / ms) * 1000) : 0);
      searchFigures[level] = { ...s, ms: round(s.ms, 1), iterationsPerSecond: perSecond(s.ms), ...(Number.isNaN(cpuMs) ? {} : { iterationsPerCpuSecond: perSecond(cpuMs) }) };
    }
    const dictionary = gameId === 'words' ? await measureDictionary(join(dir, 'dictionary')) : undefined;
    return {
      game: gameId,
      players,
      botGame,
      actionsInGame: played.log.length,
      finishedInBudget: played.outcome !== null,
      saveBytes: Buffer.byteLength(lastText),
      autosaveMsPerAction: summarize(autosave),
      loadAndVerifyMs: summarize(verify),
      loadSaveRequestMs: summarize(loadRequest),
      longSave: {
        actions: long.log.length,
        players: long.players,
        options: long.options,
        saveBytes: Buffer.byteLength(longText),
        loadAndVerifyMs: summarize(longVerify),
        replayStepBackMs: summarize(stepBack),
        loadSaveRequestMs: summarize(longLoad),
        requestBehindLoadMs: summarize(behind),
      },
      idleThreadStallMs: round(idleStall, 1),
      firstListing: {
        saves: LISTING_SAVES,
        actions: listedLog.length,
        ms: summarize(listing),
        requestBehindMs: summarize(listingBehind),
        checkedMs: summarize(listingChecked),
        requestBehindChecksMs: summarize(listingChecksBehind),
      },
      engineActionsPerSecond: Math.round(actions / engineSeconds),
      randomGamesPerSecond: round(games / engineSeconds, 1),
      search: searchFigures,
      searchIterationsPerSecond: searchFigures.hard?.iterationsPerSecond ?? null,
      botLatencyMs: Object.fromEntries([...latency].map(([level, s]) => [level, summarize(s)])),
      ...(dictionary ? { dictionary } : {}),
      seconds: round((performance.now() - start) / 1000, 1),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the table for people

const num = (x: number): string => x.toLocaleString('en-US');

export function formatBench(r: GameBench): string {
  const a = r.autosaveMsPerAction;
  const v = r.loadAndVerifyMs;
  const l = r.loadSaveRequestMs;
  const lv = r.longSave.loadAndVerifyMs;
  const lines = [
    `${r.game}, ${r.players} players (${r.seconds} s)`,
    `  bot game (${r.botGame.join(', ')}): ${r.actionsInGame} actions${r.finishedInBudget ? '' : ' (stopped unfinished at the time budget)'}, save file ${num(r.saveBytes)} bytes`,
    `  autosave per action:            median ${a.p50} ms, p95 ${a.p95} ms (${a.n} writes, fsync included)`,
    `  load and verify that game:      median ${v.p50} ms, p95 ${v.p95} ms`,
    `  loadSave request (with bots):   median ${l.p50} ms`,
    `  load and verify ${r.longSave.actions} actions:  median ${lv.p50} ms, p95 ${lv.p95} ms (${r.longSave.players} players, options ${JSON.stringify(r.longSave.options)}, ${num(r.longSave.saveBytes)} bytes)`,
    `  loadSave of those (worker bots): median ${r.longSave.loadSaveRequestMs.p50} ms, p95 ${r.longSave.loadSaveRequestMs.p95} ms; a request behind it waits up to ${r.longSave.requestBehindLoadMs.max} ms`,
    `  first listing of ${r.firstListing.saves} saves of ${r.firstListing.actions} actions: median ${r.firstListing.ms.p50} ms, max ${r.firstListing.ms.max} ms; a request meanwhile waits up to ${r.firstListing.requestBehindMs.max} ms`,
    `  its background checks, all done: median ${r.firstListing.checkedMs.p50} ms, max ${r.firstListing.checkedMs.max} ms; a request meanwhile waits up to ${r.firstListing.requestBehindChecksMs.max} ms`,
    `  an idle thread here, over 1 s:   its longest wait is ${r.idleThreadStallMs} ms (the machine's load alone: the floor of the waits above)`,
    `  replay, a step back in those:   median ${r.longSave.replayStepBackMs.p50} ms, p95 ${r.longSave.replayStepBackMs.p95} ms, max ${r.longSave.replayStepBackMs.max} ms (${r.longSave.replayStepBackMs.n} steps)`,
    `  engine:                         ${num(r.engineActionsPerSecond)} actions/s, ${r.randomGamesPerSecond} random games/s`,
    ...(r.searchIterationsPerSecond === null ? ['  search (hard):                  no search'] : []),
    ...Object.entries(r.search).map(
      ([level, s]) =>
        `  search (${level}):${' '.repeat(Math.max(1, 22 - level.length))}${num(s.iterationsPerSecond)} iterations/s` +
        (s.iterationsPerCpuSecond === undefined ? '' : `, ${num(s.iterationsPerCpuSecond)} per CPU second`),
    ),
    '  bot decision latency:',
    // A hint is the hard bot's decision from the human's seat, so hard's line is also the hint's latency.
    ...Object.entries(r.botLatencyMs).map(([level, s]) => `    ${level.padEnd(8)} p50 ${String(s.p50).padStart(9)} ms   p95 ${String(s.p95).padStart(9)} ms   (${s.n} decisions)${level === 'hard' ? ', also a hint' : ''}`),
    ...(r.dictionary ? formatDictionaryFigures(r.dictionary) : []),
  ];
  return lines.join('\n') + '\n';
}
