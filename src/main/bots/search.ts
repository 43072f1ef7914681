/**
 * Single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012), shared by every game.
 *
 * Each iteration deals one world consistent with what the searching seat sees and remembers
 * (`sampleWorld`), then walks one tree whose nodes are action sequences: the same tree collects the
 * statistics of every sampled world, so the search averages over what the seat cannot know instead of
 * peeking. Children are scored by UCB over their availability (how often the action was legal when
 * its parent was visited), which keeps actions that exist only in some worlds from being over-rated.
 */
import type { Rng } from '../engine/core/rng';
import { stableStringify } from '../engine/core/stable';
import type { SearchStats } from './types';

/** What a game gives the search. */
export interface SearchDomain<S, A, V, M> {
  /**
   * A complete state consistent with what `seat` sees (`view`) and remembers (`memory`): every card the
   * seat cannot account for is dealt at random into the hidden places, and the state's own RNG is
   * reseeded from `rng` (the real RNG state is hidden information). Reads nothing but its arguments.
   */
  sampleWorld(view: V, memory: M, seat: number, rng: Rng): S;
  /** The seat to act now (reaction windows included), or -1 when the game is over. */
  toAct(state: S): number;
  legalActions(state: S, seat: number): A[];
  /** Fast path: apply without building events; may mutate `state` (the search owns it); returns the next state. */
  step(state: S, seat: number, action: A): S;
  /** Value per seat in [0, 1] (1 = won) for a finished game or at the rollout cut-off. */
  evaluate(state: S): number[];
  /** Rollout move (a cheap heuristic policy); uniform random legal when omitted. */
  rolloutAction?(state: S, seat: number, legal: readonly A[], rng: Rng): A;
  /** Identity of an action across sampled worlds; stableStringify when omitted. */
  actionKey?(action: A): string;
}

export interface SearchBudget {
  /** Iteration cap (each iteration: one sampled world, selection, expansion, rollout, backup). */
  iterations: number;
  /** Wall-clock cap in ms; omit for a deterministic search. */
  timeMs?: number;
  /** Rollout moves before `evaluate` cuts off (default 40). */
  rolloutDepth?: number;
  /** UCB exploration constant (default 0.7). */
  exploration?: number;
}

interface Node<A> {
  action: A | null;
  /** The seat that played `action` (whose reward this node accumulates). */
  seat: number;
  children: Map<string, Node<A>>;
  visits: number;
  availability: number;
  reward: number;
}

const newNode = <A>(action: A | null, seat: number): Node<A> => ({
  action,
  seat,
  children: new Map(),
  visits: 0,
  availability: 0,
  reward: 0,
});

/** Long searches poll this between iterations; a worker sets it when the decision is no longer wanted. */
let interrupted: () => boolean = () => false;

export function setSearchInterrupt(check: () => boolean): void {
  interrupted = check;
}

export class SearchInterrupted extends Error {
  constructor() {
    super('The search was cancelled.');
  }
}

const now = (): number => performance.now();

export interface SearchResult<A> {
  action: A;
  stats: SearchStats;
  /** Root visits per legal action, in the order of `legal` (tests and tuning). */
  visits: number[];
}

/** Picks one of `legal` for `seat`; deterministic for a given rng state when no timeMs is set. */
export function searchDecision<S, A, V, M>(
  domain: SearchDomain<S, A, V, M>,
  view: V,
  memory: M,
  seat: number,
  legal: readonly A[],
  budget: SearchBudget,
  rng: Rng,
): A {
  return search(domain, view, memory, seat, legal, budget, rng).action;
}

export function search<S, A, V, M>(
  domain: SearchDomain<S, A, V, M>,
  view: V,
  memory: M,
  seat: number,
  legal: readonly A[],
  budget: SearchBudget,
  rng: Rng,
): SearchResult<A> {
  const started = now();
  if (legal.length === 0) throw new Error('search needs at least one legal action');
  const key = domain.actionKey ?? ((a: A) => stableStringify(a));
  const rootKeys = legal.map(key);
  if (legal.length === 1) return { action: legal[0], stats: { iterations: 0, ms: now() - started }, visits: [0] };

  const depthCap = budget.rolloutDepth ?? 40;
  const c = budget.exploration ?? 0.7;
  const root = newNode<A>(null, -1);
  let iterations = 0;

  for (; iterations < budget.iterations; iterations++) {
    if ((iterations & 7) === 0) {
      if (interrupted()) throw new SearchInterrupted();
      if (budget.timeMs !== undefined && iterations > 0 && now() - started >= budget.timeMs) break;
    }
    let state = domain.sampleWorld(view, memory, seat, rng);
    let node = root;
    const path: Node<A>[] = [];
    // Selection and expansion: descend while every available action has been tried, then add one.
    for (;;) {
      const actor = domain.toAct(state);
      if (actor < 0) break;
      const here = node === root ? legal : domain.legalActions(state, actor);
      const keys = node === root ? rootKeys : here.map(key);
      const untried: number[] = [];
      let best: Node<A> | null = null;
      let bestScore = -Infinity;
      for (let i = 0; i < here.length; i++) {
        const child = node.children.get(keys[i]);
        if (!child) {
          untried.push(i);
          continue;
        }
        child.availability++;
        const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.availability) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried.length > 0) {
        const i = untried[rng.int(untried.length)];
        const child = newNode(here[i], actor);
        child.availability = 1;
        node.children.set(keys[i], child);
        state = domain.step(state, actor, here[i]);
        path.push(child);
        break;
      }
      if (!best) break;
      state = domain.step(state, actor, best.action as A);
      node = best;
      path.push(best);
    }
    // Rollout to the cut-off, then score every seat.
    for (let d = 0; d < depthCap; d++) {
      const actor = domain.toAct(state);
      if (actor < 0) break;
      const options = domain.legalActions(state, actor);
      if (options.length === 0) break;
      const a = domain.rolloutAction ? domain.rolloutAction(state, actor, options, rng) : options[rng.int(options.length)];
      state = domain.step(state, actor, a);
    }
    const values = domain.evaluate(state);
    for (const n of path) {
      n.visits++;
      n.reward += values[n.seat] ?? 0;
    }
  }

  const visits = rootKeys.map((k) => root.children.get(k)?.visits ?? 0);
  let bestIndex = 0;
  for (let i = 1; i < legal.length; i++) {
    const a = root.children.get(rootKeys[i]);
    const b = root.children.get(rootKeys[bestIndex]);
    if (visits[i] > visits[bestIndex] || (visits[i] === visits[bestIndex] && a && b && a.reward > b.reward)) bestIndex = i;
  }
  return { action: legal[bestIndex], stats: { iterations, ms: now() - started }, visits };
}

/** Shares of the total score mapped to [0, 1] — a default evaluation for point games. */
export function scoreShares(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  const min = Math.min(...scores);
  if (max === min) return scores.map(() => 0.5);
  return scores.map((s) => (s - min) / (max - min));
}
