/**
 * Bot-only games driven directly with an engine and the session's bot bookkeeping (BotTable, the one the
 * in-thread host and the bot workers use), with the session's protocol: the seat to act is the one asked
 * in a reaction window, else the first actor; bots decide from their view and legal actions with the
 * session's seeds, and every bot observes every action (events redacted for it).
 */
import { performance } from 'node:perf_hooks';
import type { BotLevel, GameId } from '../common/contract';
import type { GameAction, GameEvent, Outcome } from '../common/engine-types';
import { mixSeed, setSearchCpuClock } from '../main/engine/core';
import { BotTable, playBotId } from '../main/bots/host';
import type { SearchStats } from '../main/engine/core/bots';
import type { GameManifest } from '../main/engine/core';
import type { GameRegistry } from '../main/session/registry';

/** What driving a bot game needs of a game's manifest: its rules and its bot. */
export type BotGame = Pick<GameManifest, 'game' | 'createBot'>;

export interface PlayedGame {
  /** Null when `stop` ended the game early. */
  outcome: Outcome | null;
  log: { seat: number; action: GameAction }[];
  /** The seat of the first action taken outside a reaction window (the first player), or null if none was. */
  firstTurnSeat: number | null;
  /** States after each action (only when asked for). */
  states?: unknown[];
  /** The state the game ended (or was stopped) in. */
  finalState: unknown;
}

/** One timed `decide` call. */
export interface Decision {
  seat: number;
  level: BotLevel;
  /** Wall time of the call. */
  ms: number;
  /** CPU time of this thread during the call (what it costs on a quiet machine). */
  cpuMs: number;
  /** What the bot reported searching for this decision, if it searched. */
  search?: SearchStats;
}

export interface DriveOptions {
  /** The game fails (GameDidNotFinish) when it is not over after this many actions. */
  maxSteps: number;
  keepStates?: boolean;
  onDecision?: (decision: Decision) => void;
  /** Checked before each action: true ends the game early, unfinished (outcome null). */
  stop?: () => boolean;
}

export class GameDidNotFinish extends Error {}

/** CPU ms of this thread. */
export function threadCpuMs(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

// Searches report the CPU time of their thread and count their time caps in it: on a shared machine
// wall time would make a capped bot weaker the busier the cores are.
setSearchCpuClock(threadCpuMs);

/** The seat the session would ask now, or null when nobody may act. */
export function seatToAct(entry: BotGame, state: unknown): number | null {
  const w = entry.game.reactionWindow(state);
  if (w) return w.seat;
  const actors = entry.game.actors(state);
  return actors.length > 0 ? actors[0]! : null;
}

export function playBotGame(entry: BotGame, levels: readonly BotLevel[], seed: number, options: unknown, drive: DriveOptions): PlayedGame {
  const { game } = entry;
  const players = levels.length;
  let state: unknown = game.setup({ players, seed, options });
  const gameId = game.id as GameId;
  // the table reads nothing of a manifest but its bot factory
  const bots = new BotTable({ [gameId]: entry } as GameRegistry);
  const key = 'sim';
  bots.open(key, { gameId, players, options: options as Record<string, unknown>, bots: levels.map((level, seat) => ({ id: playBotId(seat), seat, level })) });
  const log: { seat: number; action: GameAction }[] = [];
  const states: unknown[] = [];
  let firstTurnSeat: number | null = null;
  const played = (outcome: Outcome | null): PlayedGame => ({ outcome, log, firstTurnSeat, finalState: state, ...(drive.keepStates ? { states } : {}) });
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome) return played(outcome);
    if (drive.stop?.()) return played(null);
    if (log.length >= drive.maxSteps) throw new GameDidNotFinish(`The game did not finish within ${drive.maxSteps} actions (seed ${seed}).`);
    const inWindow = game.reactionWindow(state) !== null;
    const seat = seatToAct(entry, state);
    if (seat === null) throw new Error(`Nobody may act but the game is not over (seed ${seed}, action ${log.length + 1}).`);
    const legal = game.legalActions(state, seat) as GameAction[];
    const view = game.view(state, seat);
    const t0 = performance.now();
    const cpu0 = threadCpuMs();
    const { action, search } = bots.decide(key, playBotId(seat), view, legal, mixSeed(seed, seat, log.length, 1));
    const ms = performance.now() - t0;
    const cpuMs = threadCpuMs() - cpu0;
    drive.onDecision?.({ seat, level: levels[seat]!, ms, cpuMs, ...(search ? { search } : {}) });
    const res = game.apply(state, seat, action);
    state = res.state;
    log.push({ seat, action });
    if (firstTurnSeat === null && !inWindow) firstTurnSeat = seat;
    if (drive.keepStates) states.push(state);
    for (let s = 0; s < players; s++) {
      const events: GameEvent[] = [];
      for (const e of res.events as GameEvent[]) {
        const r = game.redactEvent(e, s) as GameEvent | null;
        if (r) events.push(r);
      }
      bots.observe(key, playBotId(s), events, game.view(state, s), mixSeed(seed, s, log.length, 2));
    }
  }
}
