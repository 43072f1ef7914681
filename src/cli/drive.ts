/**
 * Bot-only games driven directly with an engine and its bot factory, with the session's protocol:
 * the seat to act is the one asked in a reaction window, else the first actor; bots decide from their
 * view and legal actions, and every bot observes every action (events redacted for it).
 */
import type { BotLevel } from '../common/contract';
import type { GameAction, GameEvent, Outcome } from '../common/engine-types';
import { mixSeed, Rng } from '../main/engine/core';
import type { SeatBot } from '../main/bots/types';
import type { GameEntry } from '../main/session/registry';

export interface PlayedGame {
  outcome: Outcome;
  log: { seat: number; action: GameAction }[];
  /** States after each action (only when asked for). */
  states?: unknown[];
}

export class GameDidNotFinish extends Error {}

export function playBotGame(
  entry: GameEntry,
  levels: readonly BotLevel[],
  seed: number,
  options: unknown,
  maxSteps: number,
  keepStates = false,
): PlayedGame {
  const { game } = entry;
  const players = levels.length;
  let state: unknown = game.setup({ players, seed, options });
  const bots = levels.map(
    (level, seat) => entry.createBot({ seat, players, level, options }) as SeatBot<unknown, GameAction, GameEvent>,
  );
  const log: { seat: number; action: GameAction }[] = [];
  const states: unknown[] = [];
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome) return keepStates ? { outcome, log, states } : { outcome, log };
    if (log.length >= maxSteps) throw new GameDidNotFinish(`The game did not finish within ${maxSteps} actions (seed ${seed}).`);
    const w = game.reactionWindow(state);
    const actors = game.actors(state);
    const seat = w ? w.seat : actors[0];
    if (seat === undefined) throw new Error(`Nobody may act but the game is not over (seed ${seed}, action ${log.length + 1}).`);
    const legal = game.legalActions(state, seat) as GameAction[];
    const action = bots[seat].decide(game.view(state, seat), legal, new Rng(mixSeed(seed, seat, log.length, 1)));
    const res = game.apply(state, seat, action);
    state = res.state;
    log.push({ seat, action });
    if (keepStates) states.push(state);
    bots.forEach((bot, s) => {
      const events: GameEvent[] = [];
      for (const e of res.events as GameEvent[]) {
        const r = game.redactEvent(e, s) as GameEvent | null;
        if (r) events.push(r);
      }
      bot.observe(events, game.view(state, s), new Rng(mixSeed(seed, s, log.length, 2)));
    });
  }
}
