/**
 * The side-by-side figure of `npm run bench`: the lean search's iterations per second beside
 * boardgame.io's MCTS bot on the same Rush for Medals rules and the same positions, in one run and one
 * thread, one after the other. Our GameDefinition's rules are wrapped as a boardgame.io game (one move, `act`,
 * stepping the same engine code; a turn per action, the next seat from the state), and both searches
 * start from positions of one seeded game of greedy bots.
 *
 * What differs, by design of each: boardgame.io's MCTS searches the true state (it has no hidden
 * information); ours samples a world from the seat's view per iteration. Ours runs twice: with the hard
 * level's greedy rollouts (what the bots play), and with uniformly random playouts like boardgame.io's, the
 * like-for-like figure of the two searches. All cut playouts at the same depth (the hard level's 6 moves).
 *
 * boardgame.io is a devDependency, loaded at run time with require (it is CommonJS, and NODE_PATH
 * reaches it): without it the figure says so and the rest of the bench runs.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { RushAction } from '../common/games/rush';
import { mixSeed, Rng } from '../main/engine/core';
// Both searches run in this thread: its CPU time leaves the GC's and compiler's helper threads out for both.
import { threadCpuMs } from './drive';
import type { SearchResult } from '../main/engine/core';
import { cloneState, rushGame, step } from '../main/engine/games/rush';
import type { RushState } from '../main/engine/games/rush';
import { greedyPick, RUSH_LEVELS, rushSearchDomain, searchRush, situationFromView } from '../main/engine/games/rush/bot';
import type { RushMemory } from '../main/engine/games/rush/bot';

/** The parts of boardgame.io used here (typed locally: the package is optional until installed). */
interface BgioState {
  G: RushState;
  ctx: { currentPlayer: string; gameover?: unknown };
}
interface BgioBot {
  play(state: BgioState, playerID: string): Promise<{ action: unknown }>;
}
interface Bgio {
  MCTSBot: new (options: { game: unknown; enumerate: unknown; iterations: number; playoutDepth: number; seed: string }) => BgioBot;
  InitializeGame: (args: { game: unknown; numPlayers: number }) => BgioState;
}

export interface SideBySide {
  players: number;
  positions: number;
  rolloutDepth: number;
  /** Our search (the hard level's domain), iterations per second of wall time. */
  leanIterationsPerSecond: number;
  /** The same per second of this thread's CPU time (steadier than wall time on a loaded machine). */
  leanIterationsPerCpuSecond: number;
  /** Our search with uniformly random playouts (boardgame.io's policy), per second of wall time and of CPU time. */
  leanRandomIterationsPerSecond: number;
  leanRandomIterationsPerCpuSecond: number;
  /** boardgame.io's MCTSBot on the same positions; null when boardgame.io is not installed. */
  boardgameIoIterationsPerSecond: number | null;
  boardgameIoIterationsPerCpuSecond: number | null;
  boardgameIoVersion: string | null;
}

function loadBoardgameIo(): { bgio: Bgio; version: string } | null {
  try {
    const require = createRequire(import.meta.url);
    const ai = require('boardgame.io/ai') as { MCTSBot: Bgio['MCTSBot'] };
    const internal = require('boardgame.io/internal') as { InitializeGame: Bgio['InitializeGame'] };
    let version = 'unknown';
    try {
      version = (require('boardgame.io/package.json') as { version: string }).version;
    } catch {
      // the package's exports may hide package.json
    }
    return { bgio: { MCTSBot: ai.MCTSBot, InitializeGame: internal.InitializeGame }, version };
  } catch {
    return null;
  }
}

const seatOf = (s: RushState): number => (s.phase === 'demand' && s.demand ? s.demand.target : s.active);

/** Our Rush rules as a boardgame.io game starting at `position`. */
export function rushAsBoardgameIo(position: RushState): unknown {
  return {
    name: 'rush-for-medals',
    setup: () => cloneState(position),
    moves: {
      act: ({ G, playerID }: { G: RushState; playerID: string }, action: RushAction) => {
        step(G, Number(playerID), action);
      },
    },
    turn: {
      maxMoves: 1,
      order: { first: ({ G }: { G: RushState }) => seatOf(G), next: ({ G }: { G: RushState }) => seatOf(G) },
    },
    endIf: ({ G }: { G: RushState }) => (G.outcome ? (G.outcome.winners.length === 1 ? { winner: String(G.outcome.winners[0]) } : { draw: true }) : undefined),
    ai: {
      enumerate: (G: RushState, _ctx: unknown, playerID: string) => rushGame.legalActions(G, Number(playerID)).map((a) => ({ move: 'act', args: [a] })),
    },
  };
}

/** Positions of one seeded game of greedy bots where the seat to act has at least 4 choices. */
function positions(players: number, count: number): RushState[] {
  const options = rushGame.resolveOptions({}, players);
  let s = rushGame.setup({ players, seed: 4242, options });
  const out: RushState[] = [];
  const memory: RushMemory = { privateKnown: Array.from({ length: players }, () => []) };
  for (let k = 0; k < 400 && !s.outcome && out.length < count; k++) {
    const seat = seatOf(s);
    const legal = rushGame.legalActions(s, seat);
    if (legal.length >= 4 && k >= 4) out.push(cloneState(s));
    const v = rushGame.view(s, seat);
    const a = greedyPick(situationFromView(v, memory, seat), legal, v.phase === 'demand' && v.demand ? v.demand.kind : null);
    s = rushGame.apply(s, seat, a).state;
  }
  return out;
}

/**
 * Both searches on the same positions, about `seconds` each, in this thread: ours on every position, then
 * boardgame.io's (interleaved, each search would also pay for collecting the other's garbage: boardgame.io
 * copies its state with immer at every step).
 */
export async function rushSideBySide(players: number, seconds: number): Promise<SideBySide> {
  const rolloutDepth = RUSH_LEVELS.hard.rolloutDepth;
  const spots = positions(players, 6);
  const budget = (seconds * 1000) / spots.length;
  const loaded = loadBoardgameIo();
  const theirs = { iterations: 0, ms: 0, cpu: 0 };
  // Ours, from the seat's view (it remembers nothing private here), with the rollout noise given (1: uniformly random).
  const runOurs = (noise: number): { iterations: number; ms: number; cpu: number } => {
    const domain = rushSearchDomain(noise);
    const searchAt = (s: RushState, ms: number, seed: number): SearchResult<RushAction> => {
      const seat = seatOf(s);
      const memory: RushMemory = { privateKnown: Array.from({ length: players }, () => []) };
      return searchRush(domain, rushGame.view(s, seat), memory, seat, rushGame.legalActions(s, seat), { iterations: 1e9, timeMs: ms, rolloutDepth }, new Rng(seed));
    };
    // An untimed warm-up, so both are timed compiled (boardgame.io's first small run below warms it up likewise).
    searchAt(spots[0]!, budget, 1);
    const ours = { iterations: 0, ms: 0, cpu: 0 };
    for (let i = 0; i < spots.length; i++) {
      const c0 = threadCpuMs();
      const r = searchAt(spots[i]!, budget, mixSeed(7, i));
      ours.cpu += threadCpuMs() - c0;
      ours.iterations += r.stats.iterations;
      ours.ms += r.stats.ms;
    }
    return ours;
  };
  const ours = runOurs(RUSH_LEVELS.hard.rolloutNoise);
  const oursRandom = runOurs(1);
  for (let i = 0; loaded && i < spots.length; i++) {
    const { MCTSBot, InitializeGame } = loaded.bgio;
    const game = rushAsBoardgameIo(spots[i]!);
    const enumerate = (game as { ai: { enumerate: unknown } }).ai.enumerate;
    const state = InitializeGame({ game, numPlayers: players });
    // A first small run sizes the timed one to about the same wall time as ours.
    const t0 = performance.now();
    await new MCTSBot({ game, enumerate, iterations: 50, playoutDepth: rolloutDepth, seed: `p${i}` }).play(state, state.ctx.currentPlayer);
    const n = Math.max(50, Math.round((50 * budget) / Math.max(1, performance.now() - t0)));
    const t1 = performance.now();
    const c1 = threadCpuMs();
    await new MCTSBot({ game, enumerate, iterations: n, playoutDepth: rolloutDepth, seed: `q${i}` }).play(state, state.ctx.currentPlayer);
    theirs.cpu += threadCpuMs() - c1;
    theirs.ms += performance.now() - t1;
    theirs.iterations += n;
  }
  const rate = (x: { iterations: number; ms: number }): number => Math.round((x.iterations / x.ms) * 1000);
  return {
    players,
    positions: spots.length,
    rolloutDepth,
    leanIterationsPerSecond: rate(ours),
    leanIterationsPerCpuSecond: rate({ iterations: ours.iterations, ms: ours.cpu }),
    leanRandomIterationsPerSecond: rate(oursRandom),
    leanRandomIterationsPerCpuSecond: rate({ iterations: oursRandom.iterations, ms: oursRandom.cpu }),
    boardgameIoIterationsPerSecond: loaded ? rate(theirs) : null,
    boardgameIoIterationsPerCpuSecond: loaded ? rate({ iterations: theirs.iterations, ms: theirs.cpu }) : null,
    boardgameIoVersion: loaded?.version ?? null,
  };
}

export function formatSideBySide(f: SideBySide): string {
  const num = (x: number): string => x.toLocaleString('en-US');
  const theirs = f.boardgameIoIterationsPerSecond;
  const theirsCpu = f.boardgameIoIterationsPerCpuSecond;
  // Times boardgame.io's rate, per CPU second (wall time on a busy machine also counts the other threads' turns).
  const ratio = (oursCpu: number): string => (theirsCpu ? ` (${(oursCpu / theirsCpu).toFixed(1)} times)` : '');
  const cpu = (x: number | null): string => (x === null ? '' : `, ${num(x)} per CPU second`);
  return (
    `  side by side, the same ${f.players}-player positions (${f.positions}), playouts cut at ${f.rolloutDepth} moves, one thread:\n` +
    `    lean search, hard's greedy rollouts:    ${num(f.leanIterationsPerSecond)} iterations/s${cpu(f.leanIterationsPerCpuSecond)}${ratio(f.leanIterationsPerCpuSecond)}\n` +
    `    lean search, uniform random playouts:   ${num(f.leanRandomIterationsPerSecond)} iterations/s${cpu(f.leanRandomIterationsPerCpuSecond)}${ratio(f.leanRandomIterationsPerCpuSecond)}\n` +
    `    boardgame.io MCTSBot (random playouts): ${theirs === null ? 'not installed (npm install)' : `${num(theirs)} iterations/s${cpu(f.boardgameIoIterationsPerCpuSecond)} (boardgame.io ${f.boardgameIoVersion})`}\n`
  );
}
