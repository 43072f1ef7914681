/**
 * Single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012), shared by every game.
 *
 * Each iteration deals one world consistent with what the searching seat sees and remembers
 * (`sampleWorld`), then walks one tree whose nodes are action sequences: the same tree collects the
 * statistics of every sampled world, so the search averages over what the seat cannot know instead of
 * peeking. Children are scored by UCB over their availability (how often the action was legal when
 * its parent was visited), which keeps actions that exist only in some worlds from being over-rated.
 *
 * The search is lean: actions are known by small integers (the game's `actionId`, or its `actionKey`
 * interned once per search), nodes live in preallocated typed arrays (first child, next sibling), a
 * node's children are found through a stamped table indexed by action id instead of a Map, the path is
 * a reused buffer, games may list actions into a reused buffer (`legalInto`), and nothing in the loop
 * allocates a closure. Games step their states in place; a world is rebuilt per iteration from what
 * `beginSearch` prepared once per decision.
 */
import type { Rng, RngState } from './rng';
import { stableStringify } from '../../../common/stable';
import type { SearchStats } from './bots';

/** What a game gives the search. */
export interface SearchDomain<S, A, V, M> {
  /**
   * Called once per search before any world is sampled (a game prepares what every world shares: the
   * cards the seat cannot account for, its candidate moves). Reads nothing but its arguments.
   */
  beginSearch?(view: V, memory: M, seat: number): void;
  /**
   * A complete state consistent with what `seat` sees (`view`) and remembers (`memory`): every card the
   * seat cannot account for is dealt at random into the hidden places, and the state's own RNG is
   * reseeded from `rng` (the real RNG state is hidden information). Reads nothing but its arguments
   * (and what `beginSearch` prepared from them).
   */
  sampleWorld(view: V, memory: M, seat: number, rng: Rng): S;
  /** The seat to act now (reaction windows included), or -1 when the game is over. */
  toAct(state: S): number;
  legalActions(state: S, seat: number): A[];
  /** Fast path of `legalActions`: writes the actions into `out` (reused), returns how many. */
  legalInto?(state: S, seat: number, out: A[]): number;
  /**
   * The moves a rollout chooses among, when fewer than `legalActions` (those `rolloutAction` could pick):
   * a game whose candidate moves cost much to list and whose rollouts take only a few of them lists those.
   */
  rolloutActions?(state: S, seat: number): readonly A[];
  /** Fast path: apply without building events; may mutate `state` (the search owns it); returns the next state. */
  step(state: S, seat: number, action: A): S;
  /** Value per seat in [0, 1] (1 = won) for a finished game or at the rollout cut-off. */
  evaluate(state: S): readonly number[];
  /** Rollout move (a cheap heuristic policy) among the first `count` of `legal`; uniform random when omitted. */
  rolloutAction?(state: S, seat: number, legal: readonly A[], rng: Rng, count: number): A;
  /**
   * Identity of an action across sampled worlds as a small non-negative integer (below 2^22): the
   * fastest. Takes precedence over `actionKey`.
   */
  actionId?(action: A): number;
  /** Identity of an action across sampled worlds; stableStringify when neither this nor actionId is given. */
  actionKey?(action: A): string;
}

export interface SearchBudget {
  /** Iteration cap (each iteration: one sampled world, selection, expansion, rollout, backup). */
  iterations: number;
  /** Time cap in ms (wall time; CPU time of the thread where a tool set `setSearchCpuClock`); omit for a deterministic search. */
  timeMs?: number;
  /** Rollout moves before `evaluate` cuts off (default 40). */
  rolloutDepth?: number;
  /** UCB exploration constant (default 0.7). */
  exploration?: number;
  /**
   * Compare the root actions on the same worlds: each sampled world, and every random choice after it, is
   * played once under each root action in turn (`iterations` still counts plays, and a world is only
   * begun when all its plays fit), and the best mean wins. Where rollouts are costly and noisy, paired
   * plays tell actions apart in far fewer worlds than UCB's share of them.
   */
  sweep?: boolean;
  /**
   * With `sweep`: stop once, after at least `minWorlds` worlds, no root action's mean paired difference
   * from the leader's reaches `margin` at its upper bound (mean plus `z` standard errors).
   */
  stopWhenClear?: { minWorlds: number; z: number; margin: number };
}

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

/** CPU ms of the searching thread, where a host gives a clock (the engine reads no platform); NaN otherwise. */
let cpuNow: () => number = () => NaN;
let cpuClockSet = false;

/**
 * Lets searches report their CPU time (`SearchStats.cpuMs`) and count their `timeMs` in it: the tools
 * that measure set it, so a time-capped bot searches as much on a busy machine as on a quiet one and a
 * tournament's figures do not depend on the load. The app sets none: there the cap is wall time.
 */
export function setSearchCpuClock(clock: () => number): void {
  cpuNow = clock;
  cpuClockSet = true;
}

export interface SearchResult<A> {
  action: A;
  stats: SearchStats;
  /** Root visits per legal action, in the order of `legal` (tests and tuning). */
  visits: number[];
}

// ---------------------------------------------------------------------------------------------
// Storage, shared by every search of this thread (a search runs to the end before the next starts)

const NONE = -1;
const MAX_ACTION_ID = 1 << 22;

type F64 = Float64Array<ArrayBuffer>;
type I32 = Int32Array<ArrayBuffer>;

class Tree {
  size = 0;
  visits: F64 = new Float64Array(1024);
  reward: F64 = new Float64Array(1024);
  availability: F64 = new Float64Array(1024);
  seat: I32 = new Int32Array(1024);
  id: I32 = new Int32Array(1024);
  firstChild: I32 = new Int32Array(1024);
  nextSibling: I32 = new Int32Array(1024);
  action: unknown[] = [];
  /** Per action id: the stamp of the node whose children were last indexed, and that child. */
  stamp: I32 = new Int32Array(256);
  slot: I32 = new Int32Array(256);
  stampNow = 0;

  reset(): void {
    this.size = 0;
    this.action.length = 0;
  }

  add(action: unknown, seat: number, id: number): number {
    if (this.size === this.visits.length) this.grow();
    const n = this.size++;
    this.visits[n] = 0;
    this.reward[n] = 0;
    this.availability[n] = 0;
    this.seat[n] = seat;
    this.id[n] = id;
    this.firstChild[n] = NONE;
    this.nextSibling[n] = NONE;
    this.action[n] = action;
    return n;
  }

  private grow(): void {
    const cap = this.visits.length * 2;
    const f = (a: F64): F64 => {
      const b = new Float64Array(cap);
      b.set(a);
      return b;
    };
    const i = (a: I32): I32 => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.visits = f(this.visits);
    this.reward = f(this.reward);
    this.availability = f(this.availability);
    this.seat = i(this.seat);
    this.id = i(this.id);
    this.firstChild = i(this.firstChild);
    this.nextSibling = i(this.nextSibling);
  }

  /** Indexes `node`'s children by action id; `childOf(id)` is valid until the next call. */
  index(node: number): void {
    if (++this.stampNow === 0x7fffffff) {
      this.stamp.fill(0);
      this.stampNow = 1;
    }
    const s = this.stampNow;
    for (let c = this.firstChild[node]; c !== NONE; c = this.nextSibling[c]) {
      const id = this.id[c];
      this.stamp[id] = s;
      this.slot[id] = c;
    }
  }

  childOf(id: number): number {
    return this.stamp[id] === this.stampNow ? this.slot[id] : NONE;
  }

  /** Makes room in the per-id tables for `id`. */
  reserve(id: number): void {
    if (id < this.stamp.length) return;
    if (!(id >= 0 && id < MAX_ACTION_ID && Number.isInteger(id))) throw new Error(`search: action id ${id} is not a small non-negative integer`);
    let cap = this.stamp.length;
    while (cap <= id) cap *= 2;
    const stamp = new Int32Array(cap);
    stamp.set(this.stamp);
    const slot = new Int32Array(cap);
    slot.set(this.slot);
    this.stamp = stamp;
    this.slot = slot;
  }
}

/** Natural logs of the small counts UCB reads at every node of every iteration (a lookup is cheaper than Math.log). */
const LOG_TABLE_SIZE = 4096;
const logTable = new Float64Array(LOG_TABLE_SIZE);
for (let i = 1; i < LOG_TABLE_SIZE; i++) logTable[i] = Math.log(i);

const tree = new Tree();
let pathBuffer: I32 = new Int32Array(256);
const rootBuffer: number[] = [];
const idBuffer: number[] = [];
const untried: number[] = [];
/** Sweeps: the RNG at the start of the world, each root action's value in it, and paired sums per pair of root actions. */
const sweepRng: RngState = [0, 0, 0, 0];
let sweepValues: F64 = new Float64Array(16);
let pairSum: F64 = new Float64Array(256);
let pairSquares: F64 = new Float64Array(256);
/** Buffers for `legalInto`, one per depth in the tree and one for rollouts. */
const actionBuffers: unknown[][] = [];

/** Maps actions to ids for one search: the game's actionId, or its keys interned. */
class ActionIds<A> {
  private readonly interned = new Map<string, number>();
  private readonly byId: boolean;

  constructor(private readonly domain: SearchDomain<unknown, A, unknown, unknown>) {
    this.byId = domain.actionId !== undefined;
  }

  of(a: A): number {
    // The domain's methods are called on it, not bound: a bound call costs more than a step of some games.
    if (this.byId) {
      const id = this.domain.actionId!(a);
      tree.reserve(id);
      return id;
    }
    const k = this.domain.actionKey ? this.domain.actionKey(a) : stableStringify(a);
    let id = this.interned.get(k);
    if (id === undefined) {
      id = this.interned.size;
      this.interned.set(k, id);
      tree.reserve(id);
    }
    return id;
  }
}

/** Picks one of `legal` for `seat`; deterministic for a given rng state when no timeMs is set. */
export function searchDecision<S, A, V, M>(...args: Parameters<typeof search<S, A, V, M>>): A {
  return search(...args).action;
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
  const startedCpu = cpuNow();
  if (legal.length === 0) throw new Error('search needs at least one legal action');
  if (legal.length === 1) return { action: legal[0], stats: statsSince(0, started, startedCpu), visits: [0] };

  const ids = new ActionIds<A>(domain as SearchDomain<unknown, A, unknown, unknown>);
  const rootIds = rootBuffer;
  rootIds.length = 0;
  for (let i = 0; i < legal.length; i++) rootIds.push(ids.of(legal[i]));
  domain.beginSearch?.(view, memory, seat);

  const depthCap = budget.rolloutDepth ?? 40;
  const c = budget.exploration ?? 0.7;
  const timeMs = budget.timeMs;
  const useBuffer = domain.legalInto !== undefined;
  const hasRollout = domain.rolloutAction !== undefined;
  const hasRolloutActions = domain.rolloutActions !== undefined;
  tree.reset();
  const root = tree.add(null, -1, -1);
  let iterations = 0;
  const rootCount = legal.length;
  const sweep = budget.sweep === true;
  const clear = budget.stopWhenClear;
  /** In a sweep: the root action this play takes; worlds swept so far. */
  let sweepIndex = 0;
  let worlds = 0;
  if (sweep) prepareSweeps(rootCount);

  for (; iterations < budget.iterations; iterations++) {
    if (sweep ? sweepIndex === 0 : (iterations & 7) === 0) {
      if (interrupted()) throw new SearchInterrupted();
      // A thread's CPU time never runs ahead of wall time: the CPU clock (a system call) is read only once wall time is up.
      if (timeMs !== undefined && iterations > 0 && now() - started >= timeMs && (!cpuClockSet || cpuNow() - startedCpu >= timeMs)) break;
      if (sweep && iterations > 0 && iterations + rootCount > budget.iterations) break;
    }
    if (sweep) {
      if (sweepIndex === 0) rng.save(sweepRng);
      else rng.restore(sweepRng);
    }
    let state = domain.sampleWorld(view, memory, seat, rng);
    let node = root;
    let pathLength = 0;
    let depth = 0;
    // Selection and expansion: descend while every available action has been tried, then add one.
    for (;;) {
      const actor = domain.toAct(state);
      if (actor < 0) break;
      if (sweep && node === root) {
        // The sweep's root action, whatever the others scored.
        depth++;
        tree.index(root);
        const a = legal[sweepIndex];
        let child = tree.childOf(rootIds[sweepIndex]);
        const isNew = child === NONE;
        if (isNew) {
          child = tree.add(a, actor, rootIds[sweepIndex]);
          tree.nextSibling[child] = tree.firstChild[root];
          tree.firstChild[root] = child;
        }
        tree.availability[child]++;
        state = domain.step(state, actor, a);
        pathLength = pushPath(pathLength, child);
        if (isNew) break;
        node = child;
        continue;
      }
      let here: readonly A[];
      let count: number;
      let hereIds: readonly number[];
      if (node === root) {
        here = legal;
        count = legal.length;
        hereIds = rootIds;
      } else {
        if (useBuffer) {
          const buf = (actionBuffers[depth] ??= []) as A[];
          count = domain.legalInto!(state, actor, buf);
          here = buf;
        } else {
          here = domain.legalActions(state, actor);
          count = here.length;
        }
        idBuffer.length = 0;
        for (let i = 0; i < count; i++) idBuffer.push(ids.of(here[i]));
        hereIds = idBuffer;
      }
      depth++;
      tree.index(node);
      untried.length = 0;
      let best = NONE;
      let bestScore = -Infinity;
      const visits = tree.visits;
      const reward = tree.reward;
      const availability = tree.availability;
      for (let i = 0; i < count; i++) {
        const child = tree.childOf(hereIds[i]);
        if (child === NONE) {
          untried.push(i);
          continue;
        }
        const avail = ++availability[child];
        const v = visits[child];
        const score = reward[child] / v + c * Math.sqrt((avail < LOG_TABLE_SIZE ? logTable[avail] : Math.log(avail)) / v);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried.length > 0) {
        const i = untried[rng.int(untried.length)];
        const child = tree.add(here[i], actor, hereIds[i]);
        tree.availability[child] = 1;
        tree.nextSibling[child] = tree.firstChild[node];
        tree.firstChild[node] = child;
        state = domain.step(state, actor, here[i]);
        pathLength = pushPath(pathLength, child);
        break;
      }
      if (best === NONE) break;
      state = domain.step(state, actor, tree.action[best] as A);
      node = best;
      pathLength = pushPath(pathLength, best);
    }
    // Rollout to the cut-off, then score every seat.
    const rolloutBuf = (actionBuffers[depth] ??= []) as A[];
    for (let d = 0; d < depthCap; d++) {
      const actor = domain.toAct(state);
      if (actor < 0) break;
      let options: readonly A[];
      let count: number;
      if (hasRolloutActions) {
        options = domain.rolloutActions!(state, actor);
        count = options.length;
      } else if (useBuffer) {
        count = domain.legalInto!(state, actor, rolloutBuf);
        options = rolloutBuf;
      } else {
        options = domain.legalActions(state, actor);
        count = options.length;
      }
      if (count === 0) break;
      const a = hasRollout ? domain.rolloutAction!(state, actor, options, rng, count) : options[rng.int(count)];
      state = domain.step(state, actor, a);
    }
    const values = domain.evaluate(state);
    const visits = tree.visits;
    const reward = tree.reward;
    const seats = tree.seat;
    for (let i = 0; i < pathLength; i++) {
      const n = pathBuffer[i];
      visits[n]++;
      reward[n] += values[seats[n]] ?? 0;
    }
    if (sweep) {
      sweepValues[sweepIndex] = values[seat] ?? 0;
      if (++sweepIndex === rootCount) {
        sweepIndex = 0;
        worlds++;
        if (endSweep(rootCount, worlds, clear)) {
          iterations++;
          break;
        }
      }
    }
  }

  tree.index(root);
  const visits = rootIds.map((id) => {
    const child = tree.childOf(id);
    return child === NONE ? 0 : tree.visits[child];
  });
  const rewardOf = (i: number): number => {
    const child = tree.childOf(rootIds[i]);
    return child === NONE ? -Infinity : tree.reward[child];
  };
  let bestIndex = 0;
  if (sweep) {
    // Every action had the same worlds (the last one perhaps cut short): the best mean.
    const mean = (i: number): number => (visits[i] > 0 ? rewardOf(i) / visits[i] : -Infinity);
    for (let i = 1; i < legal.length; i++) if (mean(i) > mean(bestIndex)) bestIndex = i;
  } else {
    for (let i = 1; i < legal.length; i++) {
      if (visits[i] > visits[bestIndex] || (visits[i] === visits[bestIndex] && visits[i] > 0 && rewardOf(i) > rewardOf(bestIndex))) bestIndex = i;
    }
  }
  const action = legal[bestIndex];
  tree.reset();
  for (const buf of actionBuffers) if (buf) buf.length = 0;
  return { action, stats: statsSince(iterations, started, startedCpu), visits };
}

/** Clears the sweep sums for `n` root actions (growing the buffers once if needed). */
function prepareSweeps(n: number): void {
  if (sweepValues.length < n) sweepValues = new Float64Array(n);
  if (pairSum.length < n * n) {
    pairSum = new Float64Array(n * n);
    pairSquares = new Float64Array(n * n);
  }
  pairSum.fill(0, 0, n * n);
  pairSquares.fill(0, 0, n * n);
}

/**
 * Adds a finished world's values to the paired sums (pair i, j holds the sums of value i - value j);
 * true when `clear` says the leader can stop.
 */
function endSweep(n: number, worlds: number, clear: SearchBudget['stopWhenClear']): boolean {
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const d = sweepValues[i] - sweepValues[j];
      pairSum[i * n + j] += d;
      pairSquares[i * n + j] += d * d;
    }
  }
  if (!clear || worlds < Math.max(2, clear.minWorlds)) return false;
  let leader = 0;
  for (let i = 1; i < n; i++) if (pairSum[i * n] > pairSum[leader * n]) leader = i;
  for (let j = 0; j < n; j++) {
    if (j === leader) continue;
    // j against the leader: mean difference and its standard error over the worlds.
    const sum = pairSum[j * n + leader];
    const mean = sum / worlds;
    const variance = Math.max(0, (pairSquares[j * n + leader] - sum * mean) / (worlds - 1));
    if (mean + clear.z * Math.sqrt(variance / worlds) >= clear.margin) return false;
  }
  return true;
}

function statsSince(iterations: number, started: number, startedCpu: number): SearchStats {
  const cpuMs = cpuNow() - startedCpu;
  return Number.isNaN(cpuMs) ? { iterations, ms: now() - started } : { iterations, ms: now() - started, cpuMs };
}

function pushPath(length: number, node: number): number {
  if (length === pathBuffer.length) {
    const b = new Int32Array(length * 2);
    b.set(pathBuffer);
    pathBuffer = b;
  }
  pathBuffer[length] = node;
  return length + 1;
}

/** Shares of the total score mapped to [0, 1] — a default evaluation for point games. */
export function scoreShares(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  const min = Math.min(...scores);
  if (max === min) return scores.map(() => 0.5);
  return scores.map((s) => (s - min) / (max - min));
}
