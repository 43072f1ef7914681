import type { BotLevel } from '../../../common/contract';
import type { Rng } from './rng';

/**
 * A bot for one seat. It is given only that seat's view and the events redacted for that seat: the
 * full game state is unreachable from here by construction (nothing in this interface carries it).
 * Randomness comes from the `rng` the session passes, seeded from (match seed, seat, log length), so a
 * replayed game rebuilds the same memory and the same future decisions.
 */
export interface SeatBot<V, A, E> {
  /** Called after every action with what this seat saw happen and its view afterwards. */
  observe(events: readonly E[], view: V, rng: Rng): void;
  /** Picks one of `legal` (never empty). */
  decide(view: V, legal: readonly A[], rng: Rng): A;
  /** Set by bots that searched for their last decision (benchmarks read it). */
  lastSearch?: SearchStats;
}

/** What one search decision cost. */
export interface SearchStats {
  iterations: number;
  /** Wall time. */
  ms: number;
  /** CPU time of the searching thread, where the host set a clock (`setSearchCpuClock`; steadier than wall time on a busy machine). */
  cpuMs?: number;
}

export interface BotContext<O> {
  seat: number;
  players: number;
  level: BotLevel;
  options: O;
}

export type BotFactory<V, A, E, O> = (ctx: BotContext<O>) => SeatBot<V, A, E>;
