import type { AnyGame, SetupArgs } from './types';
import type { GameAction, GameEvent, Viewer } from '../../../common/engine-types';

export interface LoggedAction {
  seat: number;
  action: GameAction;
}

/** Rebuilds a game from its seed and action log; throws (RuleError) where the log holds an illegal step. */
export function replay<S>(game: AnyGame, args: SetupArgs<unknown>, log: readonly LoggedAction[]): S {
  let state = game.setup(args);
  for (const { seat, action } of log) state = game.apply(state, seat, action).state;
  return state as S;
}

/** The events of one move as `viewer` may see them (hidden ones dropped, hidden cards redacted). */
export function redactEvents(game: AnyGame, events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    const r = game.redactEvent(e, viewer) as GameEvent | null;
    if (r) out.push(r);
  }
  return out;
}
