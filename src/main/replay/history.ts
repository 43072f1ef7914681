/**
 * The events of a game so far as one viewer saw them: the log re-run from the seed, each event redacted
 * for the viewer (dropped when the viewer may not see it), so a table opening mid-game can rebuild its
 * event log without learning a hidden card.
 */
import type { GameAction, GameEvent, Viewer } from '../../common/engine-types';
import { redactEvents, type AnyGame } from '../engine/core';

export interface HistorySource {
  game: AnyGame;
  players: number;
  seed: number;
  options: Record<string, unknown>;
  log: readonly { seat: number; action: GameAction }[];
}

/**
 * The redacted events of the first `upTo` actions of `src.log` (all of them by default), oldest first.
 * `turns`, when given, receives for each event the number of actions played once it happened (its action's
 * place in the log, from 1): the table drops an undone action's lines by it.
 */
export function historyFor(src: HistorySource, viewer: Viewer, upTo = src.log.length, turns?: number[]): GameEvent[] {
  const { game } = src;
  let state: unknown = game.setup({ players: src.players, seed: src.seed, options: src.options });
  const steps: GameEvent[][] = [];
  for (let p = 0; p < Math.min(upTo, src.log.length); p++) {
    const { seat, action } = src.log[p]!;
    const res = game.apply(state, seat, action) as { state: unknown; events: GameEvent[] };
    state = res.state;
    steps.push(res.events);
  }
  return redactedHistory(game, steps, viewer, upTo, turns);
}

/** The same from each move's events already at hand (`steps[p]`: the full events of move p + 1). */
export function redactedHistory(game: AnyGame, steps: readonly (readonly GameEvent[])[], viewer: Viewer, upTo = steps.length, turns?: number[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (let p = 0; p < Math.min(upTo, steps.length); p++) {
    for (const e of redactEvents(game, steps[p]!, viewer)) {
      out.push(e);
      turns?.push(p + 1);
    }
  }
  return out;
}
