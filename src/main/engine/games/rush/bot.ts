/**
 * Rush for Medals bots (rules section 8). Easy: a random legal action. Normal: greedy by the strategy
 * notes (card counting, cheap early lay-outs, take overs, guarding threatened stacks, demands on the
 * leader, defending with junk). Hard: information-set search over worlds sampled consistently with what
 * the seat has seen (card counting), with short greedy rollouts cut off by a heuristic evaluation (long
 * rollouts drown the signal: a stack changes hands many times in a game). Expert: ten times the plays, every
 * root move on the same worlds, worlds weighed by what each rival's last turn showed of its hand, and
 * shorter rollouts cut by its own evaluation. A bot sees only its view, the events redacted for its seat
 * and its own memory (cards it saw move privately, what rivals' turns showed).
 */
import { Rng } from '../../core';
import type { BotLevel } from '../../../../common/contract';
import type { RushAction, RushEvent, RushOptions, RushView } from '../../../../common/games/rush';
import type { BotContext, SeatBot, SearchStats } from '../../core/bots';
import { search } from '../../core/search';
import type { SearchBudget, SearchDomain, SearchResult } from '../../core/search';
import { COACH_ID, rankOf } from './cards';
import { actionScore, answerScore, countUnseen } from './heuristics';
import type { Situation, SituationStack } from './heuristics';
import { legalMoveIds, moveOf, rushMoveId, stepMove } from './rules';
import type { RushState } from './rules';
import { CLUE_TRIES, clueWeight, dealWorld, sampleWorld, worldTemplate } from './worlds';
import type { RushWorldTemplate } from './worlds';

/** What the seat remembers beyond its view: per seat, cards it saw go into that hand privately. */
export interface RushMemory {
  privateKnown: string[][];
  /** Per seat, what its last turn showed of its hand (null when nothing, or when that hand has since lost cards to others). */
  clues?: (RushTurnClue | null)[];
}

/**
 * A rival's last turn that was neither a take over: with the hand it chose from, it apparently could not
 * take over a stack of another seat, and when it laid nothing out either, it held no rank still free.
 */
export interface RushTurnClue {
  /** The stacks when it chose. */
  stacks: SituationStack[];
  /** Cards known to have been in that hand: the ones it played and the ones the seat knew of. */
  held: string[];
  /** How many of that hand's other cards it still holds (the first of its unknown cards in a sampled world). */
  kept: number;
  /** It chose neither a lay out nor a take over. */
  passedLayOut: boolean;
}

/** How readily sampled worlds contradict a clue: the chance a world is kept where the rival passed over what it could do. */
export interface RushClueWeights {
  /** It could have taken over a stack (the hard bot passes over about 1 take over in 5). */
  takeOver: number;
  /** It could have laid out a free rank (the hard bot passes over about 1 lay out in 3). */
  layOut: number;
}

export interface RushPreset {
  /** 'random', 'greedy' or 'search'. */
  policy: 'random' | 'greedy' | 'search';
  /** Search budget (hard). */
  iterations: number;
  timeMs?: number;
  rolloutDepth: number;
  /** Chance that a rollout move is random instead of greedy. */
  rolloutNoise: number;
  /** Try every root move on the same worlds (`SearchBudget.sweep`) instead of sharing worlds out by UCB. */
  sweep?: boolean;
  /** Weigh sampled worlds by what the rivals' last turns showed of their hands (`RushTurnClue`). */
  clues?: RushClueWeights;
  /** The cut-off evaluation's weights (`evaluate`); STRENGTH when omitted. */
  strength?: RushStrengthWeights;
}

/** What the cut-off evaluation counts, in medals of strength, and how sure a lead is. */
export interface RushStrengthWeights {
  /** Share of a stack's medal lost while a rival holds enough to pay for it. */
  exposed: number;
  /** Per card in a stack. */
  stackCard: number;
  /** Per card in hand (up to 7). */
  handCard: number;
  /** Per stack no rival can ever pay for (too few copies of its rank left outside it, the COACH counted). */
  safeForever: number;
  /** For holding the COACH. */
  coach: number;
  /** Per rank nobody has laid out that the hand holds. */
  freeRank: number;
  /** For the seat whose turn it is. */
  onTurn: number;
  /** The sigmoid's slope on the lead, per exhaustion count so far (the last one for later counts), and in the last round. */
  slope: readonly number[];
  lastRoundSlope: number;
}

/** Hard's evaluation (and the default). */
export const STRENGTH: RushStrengthWeights = { exposed: 0.4, stackCard: 0.06, handCard: 0.04, safeForever: 0, coach: 0, freeRank: 0, onTurn: 0, slope: [1.5], lastRoundSlope: 1.5 };

export const RUSH_LEVELS: Record<BotLevel, RushPreset> = {
  easy: { policy: 'random', iterations: 0, rolloutDepth: 0, rolloutNoise: 1 },
  normal: { policy: 'greedy', iterations: 0, rolloutDepth: 0, rolloutNoise: 0 },
  hard: { policy: 'search', iterations: 2000, timeMs: 400, rolloutDepth: 6, rolloutNoise: 0.15 },
  perfect: { policy: 'search', iterations: 4000, timeMs: 800, rolloutDepth: 6, rolloutNoise: 0.15 },
  // Ten times hard's plays, every root move on the same worlds, worlds weighed by the rival's last turn, and
  // rollouts cut after 3 moves by an evaluation fitted to how positions of hard against hard ended (logistic
  // regression of the result on these features, 300 games): 61.25% [56.4–65.9] of 400 games against hard,
  // decision CPU p95 about 0.25 s (capped below 1 s). With 6-move rollouts and hard's evaluation it won 57.8%;
  // adding the clues alone, then the fitted evaluation, scored 55.0% and 55.5% over 200 games (seed 1, where
  // that expert had won 60.0%): the short rollouts let the fitted evaluation speak.
  expert: {
    policy: 'search',
    iterations: 20_000,
    timeMs: 950,
    rolloutDepth: 3,
    rolloutNoise: 0.15,
    sweep: true,
    clues: { takeOver: 0.2, layOut: 0.3 },
    strength: { exposed: 1, stackCard: 0.05, handCard: 0, safeForever: 0.5, coach: 0.5, freeRank: 0.5, onTurn: 0.25, slope: [0.35, 0.8], lastRoundSlope: 5 },
  },
};

// ---------------------------------------------------------------------------------------------
// Situations (what the greedy policy reads)

/** The seat's situation from its view and memory. */
export function situationFromView(v: RushView, memory: RushMemory, seat: number): Situation {
  const hand = (v.hand ?? []).map((c) => c.id);
  const visible: string[] = [...hand, ...v.discard.map((c) => c.id), ...v.outOfGame.map((c) => c.id)];
  for (const st of v.stacks) for (const c of st.cards) visible.push(c.id);
  for (let p = 0; p < v.players.length; p++) {
    if (p === seat) continue;
    for (const c of v.players[p].knownCards) visible.push(c.id);
    for (const id of memory.privateKnown[p] ?? []) visible.push(id);
  }
  const maxRank = v.ranks[v.ranks.length - 1];
  return {
    seat,
    players: v.players.length,
    maxRank,
    hand,
    stacks: v.stacks.map((st) => ({ rank: st.rank, owner: st.owner, size: st.size })),
    discard: v.discard.map((c) => c.id),
    handCounts: v.players.map((p) => p.handCount),
    scores: v.players.map((p) => p.score),
    unseen: countUnseen(maxRank, new Set(visible)),
    coachUnseen: !hand.includes(COACH_ID) && v.coach.where !== 'discard',
    lastRound: v.lastRound,
  };
}

/** The one situation rollouts fill, move after move (nothing keeps it past one pick). */
const rollout = {
  seat: 0,
  players: 0,
  maxRank: 0,
  hand: [] as readonly string[],
  stacks: [] as SituationStack[],
  discard: [] as readonly string[],
  handCounts: [] as number[],
  scores: [] as number[],
  unseen: [] as number[],
  coachUnseen: false,
  lastRound: false,
  keepCache: undefined as number[] | undefined,
  leader: undefined as number | undefined,
};
const stackPool: SituationStack[] = [];
const rolloutKeep: number[] = [];

/** Counts the sports cards of `ids` out of `unseen`. */
function see(unseen: number[], ids: readonly string[]): void {
  for (let i = 0; i < ids.length; i++) {
    const r = rankOf(ids[i]);
    if (r > 0) unseen[r]--;
  }
}

/** The seat's situation inside a sampled world (rollouts): only what that seat could see there. Valid until the next call. */
function situationFromState(s: RushState, seat: number): Situation {
  const sit = rollout;
  const hand = s.hands[seat];
  // Card counting without building the list of visible cards: r copies of rank r, less those in sight.
  const unseen = sit.unseen;
  unseen.length = 0;
  unseen.push(0, 0);
  for (let r = 2; r <= s.maxRank; r++) unseen.push(r);
  see(unseen, hand);
  see(unseen, s.discard);
  see(unseen, s.out);
  const scores = sit.scores;
  const handCounts = sit.handCounts;
  scores.length = 0;
  handCounts.length = 0;
  for (let p = 0; p < s.players; p++) {
    scores.push(0);
    handCounts.push(s.hands[p].length);
    if (p !== seat) see(unseen, s.known[p]);
  }
  const rankPoints = s.options.scoring === 'rankPoints';
  const stacks = sit.stacks;
  stacks.length = 0;
  for (let i = 0; i < s.stacks.length; i++) {
    const st = s.stacks[i];
    unseen[st.rank] -= st.cards.length;
    scores[st.owner] += rankPoints ? st.rank : 1;
    const into = (stackPool[i] ??= { rank: 0, owner: 0, size: 0 });
    into.rank = st.rank;
    into.owner = st.owner;
    into.size = st.cards.length;
    stacks.push(into);
  }
  sit.seat = seat;
  sit.players = s.players;
  sit.maxRank = s.maxRank;
  sit.hand = hand;
  sit.discard = s.discard;
  sit.coachUnseen = !hand.includes(COACH_ID) && !s.discard.includes(COACH_ID);
  sit.lastRound = s.lastSeat >= 0;
  sit.keepCache = rolloutKeep;
  rolloutKeep.length = 0;
  sit.leader = undefined;
  return sit;
}

/** The greedy choice among `legal` (the first best on ties). */
export function greedyPick(sit: Situation, legal: readonly RushAction[], demandKind: 'sponsor' | 'doping' | null): RushAction {
  return legal[greedyIndex(sit, legal, demandKind, legal.length)];
}

/** The index of the greedy choice among the first `count` of `legal` (the first best on ties). */
function greedyIndex(sit: Situation, legal: readonly RushAction[], demandKind: 'sponsor' | 'doping' | null, count: number): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = demandKind ? answerScore(sit, legal[i], demandKind) : actionScore(sit, legal[i]);
    if (v > bestScore) {
      bestScore = v;
      best = i;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Search domain (hard)

export { clueWeight, dealWorld, sampleWorld, worldTemplate } from './worlds';
export type { RushWorldTemplate } from './worlds';


function toAct(s: RushState): number {
  if (s.phase === 'over') return -1;
  return s.phase === 'demand' && s.demand ? s.demand.target : s.active;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Win value per seat: 1 (shared evenly) at the end; at a cut-off, a sigmoid of the lead over the best
 * rival in "strength": held stacks (more for bigger ones and for ones no rival can pay for now, since
 * the sampled world knows every hand) plus a little for cards in hand, by weights `w`. The array is
 * reused: valid until the next call.
 */
export function evaluate(s: RushState, w: RushStrengthWeights = STRENGTH): number[] {
  const out = evaluation;
  out.length = 0;
  if (s.outcome) {
    const share = 1 / s.outcome.winners.length;
    for (let p = 0; p < s.players; p++) out.push(s.outcome.winners.includes(p) ? share : 0);
    return out;
  }
  const strength = strengths;
  strength.length = 0;
  for (let p = 0; p < s.players; p++) strength.push(0);
  const rankPoints = s.options.scoring === 'rankPoints';
  for (const st of s.stacks) {
    const need = st.cards.length + 1;
    let exposed = false;
    for (let p = 0; p < s.players && !exposed; p++) {
      if (p === st.owner) continue;
      let pay = 0;
      let coach = false;
      for (const id of s.hands[p]) {
        if (rankOf(id) === st.rank) pay++;
        else if (id === COACH_ID) coach = true;
      }
      exposed = pay > 0 && pay + (coach ? 1 : 0) >= need;
    }
    const medal = rankPoints ? st.rank / 5 : 1;
    strength[st.owner] += medal * (exposed ? 1 - w.exposed : 1) + w.stackCard * st.cards.length;
    if (w.safeForever !== 0 && safeForever(s, st)) strength[st.owner] += medal * w.safeForever;
  }
  for (let p = 0; p < s.players; p++) {
    strength[p] += w.handCard * Math.min(s.hands[p].length, 7);
    if (w.coach !== 0 || w.freeRank !== 0) strength[p] += handStrength(s, s.hands[p], w);
  }
  strength[s.active] += w.onTurn;
  const slope = s.lastSeat >= 0 ? w.lastRoundSlope : w.slope[Math.min(s.exhaustions, w.slope.length - 1)];
  for (let p = 0; p < s.players; p++) {
    let rival = -Infinity;
    for (let q = 0; q < s.players; q++) if (q !== p && strength[q] > rival) rival = strength[q];
    out.push(sigmoid(slope * (strength[p] - rival)));
  }
  return out;
}

/** No rival can ever pay for `st`: fewer copies of its rank than its size are left outside it and the out pile (the COACH, never destroyed, makes up one). */
function safeForever(s: RushState, st: RushState['stacks'][number]): boolean {
  let left = st.rank - st.cards.length;
  for (let i = 0; i < s.out.length; i++) if (rankOf(s.out[i]) === st.rank) left--;
  return left < st.cards.length;
}

/** A hand's strength beyond its size: the COACH, and each rank nobody has laid out that it holds. */
function handStrength(s: RushState, hand: readonly string[], w: RushStrengthWeights): number {
  let v = 0;
  let ranks = 0;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    if (id === COACH_ID) v += w.coach;
    const r = rankOf(id);
    if (r === 0 || (ranks & (1 << r)) !== 0) continue;
    ranks |= 1 << r;
    let free = true;
    for (let k = 0; k < s.stacks.length && free; k++) free = s.stacks[k].rank !== r;
    if (free) v += w.freeRank;
  }
  return v;
}

/** `evaluate`'s result and workspace, reused (the search reads a result before asking for the next). */
const evaluation: number[] = [];
const strengths: number[] = [];

/** Each move id as a move with stand-in copies (what the greedy scores read: faces only), made once. */
const standIns: (RushAction | undefined)[] = new Array<RushAction | undefined>(1 << 13).fill(undefined);
const standIn = (id: number): RushAction => (standIns[id] ??= moveOf(id, null));
const standInBuffer: RushAction[] = [];

/** A rollout move among the first `count` move ids of `legal`: greedy, or at random with chance `noise`. */
export function rolloutMove(s: RushState, seat: number, legal: readonly number[], rng: Rng, noise: number, count = legal.length): number {
  if (count === 1 || rng.float() < noise) return legal[rng.int(count)];
  const kind = s.phase === 'demand' && s.demand ? s.demand.kind : null;
  for (let i = 0; i < count; i++) standInBuffer[i] = standIn(legal[i]);
  return legal[greedyIndex(situationFromState(s, seat), standInBuffer, kind, count)];
}

/**
 * The search domain (hard and up): moves are their ids (`rushMoveId`), listed into the search's buffers
 * and stepped without building them; worlds dealt from one template per decision; greedy rollouts with noise.
 */
export class RushSearchDomain implements SearchDomain<RushState, number, RushView, RushMemory> {
  private template: RushWorldTemplate | null = null;
  /** The last world dealt: the next one is dealt into it (the search is done with a world when it asks for the next). */
  private world: RushState | undefined;

  constructor(
    readonly noise: number,
    readonly clueWeights?: RushClueWeights,
    readonly strength: RushStrengthWeights = STRENGTH,
  ) {}

  beginSearch(view: RushView, memory: RushMemory, seat: number): void {
    this.template = worldTemplate(view, memory, seat);
    this.world = undefined;
  }

  sampleWorld(view: RushView, memory: RushMemory, seat: number, rng: Rng): RushState {
    const t = this.template;
    if (!t || t.view !== view || t.seat !== seat) return sampleWorld(view, memory, seat, rng);
    let world = dealWorld(t, rng, this.world);
    const weights = this.clueWeights;
    // Rejection: a world is kept with the chance that the rivals' last turns would have gone as they did in it.
    if (weights && t.clues.some((c) => c !== null)) {
      for (let tries = 1; tries < CLUE_TRIES; tries++) {
        const weight = clueWeight(t, world, weights);
        if (weight >= 1 || rng.float() < weight) break;
        world = dealWorld(t, rng, world);
      }
    }
    return (this.world = world);
  }

  toAct(s: RushState): number {
    return toAct(s);
  }

  legalActions(s: RushState, seat: number): number[] {
    const out: number[] = [];
    legalMoveIds(s, seat, out);
    return out;
  }

  legalInto(s: RushState, seat: number, out: number[]): number {
    return legalMoveIds(s, seat, out);
  }

  step(s: RushState, seat: number, move: number): RushState {
    return stepMove(s, seat, move);
  }

  evaluate(s: RushState): number[] {
    return evaluate(s, this.strength);
  }

  rolloutAction(s: RushState, seat: number, legal: readonly number[], rng: Rng, count: number): number {
    return rolloutMove(s, seat, legal, rng, this.noise, count);
  }

  actionId(move: number): number {
    return move;
  }
}

/** The search domain, with the preset's rollout noise, clue weights and evaluation. */
export function rushSearchDomain(noise: number, clueWeights?: RushClueWeights, strength?: RushStrengthWeights): RushSearchDomain {
  return new RushSearchDomain(noise, clueWeights, strength);
}

/** `search` over the moves `legal` (by their ids), answering with one of them. */
export function searchRush(domain: RushSearchDomain, view: RushView, memory: RushMemory, seat: number, legal: readonly RushAction[], budget: SearchBudget, rng: Rng): SearchResult<RushAction> {
  const ids = legal.map(rushMoveId);
  const r = search(domain, view, memory, seat, ids, budget, rng);
  return { ...r, action: legal[ids.indexOf(r.action)] };
}

// ---------------------------------------------------------------------------------------------
// The bot

export class RushBot implements SeatBot<RushView, RushAction, RushEvent> {
  readonly seat: number;
  readonly preset: RushPreset;
  readonly memory: RushMemory;
  private readonly domain: RushSearchDomain;
  /** The table as the last observed events left it (when a rival's move comes, what it chose from); null before any. */
  private before: { stacks: SituationStack[]; handCounts: number[]; known: string[][] } | null = null;
  lastSearch?: SearchStats;

  constructor(ctx: BotContext<RushOptions>) {
    this.seat = ctx.seat;
    this.preset = RUSH_LEVELS[ctx.level] ?? RUSH_LEVELS.normal;
    // Only a level that weighs worlds by the rivals' turns reads and keeps them.
    const clues = this.preset.clues ? Array.from({ length: ctx.players }, () => null) : undefined;
    this.memory = { privateKnown: Array.from({ length: ctx.players }, () => []), clues };
    this.domain = rushSearchDomain(this.preset.rolloutNoise, this.preset.clues, this.preset.strength);
  }

  observe(events: readonly RushEvent[], view: RushView): void {
    const readsClues = this.preset.clues !== undefined;
    if (readsClues) this.readClues(events);
    const known = this.memory.privateKnown;
    const forget = (seat: number, ids: readonly string[]): void => {
      known[seat] = known[seat].filter((id) => !ids.includes(id));
    };
    for (const e of events) {
      if (e.type === 'steal') {
        // The seat saw its own card go: the thief holds it. Another pair's exchange blurs what we knew of the victim.
        if (e.card && e.from === this.seat) known[e.to].push(e.card.id);
        else if (!e.card) known[e.from] = [];
        else if (e.to === this.seat) forget(e.from, [e.card.id]);
      } else if (e.type === 'discard') forget(e.seat, e.cards.map((c) => c.id));
      else if (e.type === 'layOut' || e.type === 'reinforce') forget(e.seat, [e.card.id]);
    }
    // Keep only cards that are still possibly in that hand (not public, not ours), at most the hand size.
    const publicIds = new Set<string>([...view.discard, ...view.outOfGame, ...(view.hand ?? [])].map((c) => c.id));
    for (const st of view.stacks) for (const c of st.cards) publicIds.add(c.id);
    for (let p = 0; p < known.length; p++) {
      const still = known[p].filter((id) => !publicIds.has(id));
      const handCount = view.players[p]?.handCount ?? 0;
      known[p] = still.length > handCount ? still.slice(still.length - handCount) : still;
    }
    if (!readsClues) return;
    this.before = {
      stacks: view.stacks.map((st) => ({ rank: st.rank, owner: st.owner, size: st.size })),
      handCounts: view.players.map((p) => p.handCount),
      known: view.players.map((p, seat) => [...p.knownCards.map((c) => c.id), ...known[seat]]),
    };
  }

  /** Updates `memory.clues` from one move's events (a rival's turn, or cards leaving a hand otherwise). */
  private readClues(events: readonly RushEvent[]): void {
    const clues = (this.memory.clues ??= []);
    const first = events[0];
    // A turn's move begins with its lay out, reinforce or discard (a take over's payment, an action card).
    const turnDiscard = first?.type === 'discard' && first.reason !== 'defend' && first.reason !== 'demand';
    const actor = first && (first.type === 'layOut' || first.type === 'reinforce' || turnDiscard) ? first.seat : -1;
    for (const e of events) {
      // A hand that loses cards out of its own turn no longer is the hand its last turn showed.
      if (e.type === 'discard' && e.seat !== actor) clues[e.seat] = null;
      else if (e.type === 'steal') clues[e.from] = null;
    }
    if (actor < 0 || actor === this.seat) return;
    const before = this.before;
    if (!before || events.some((e) => e.type === 'takeOver')) {
      clues[actor] = null;
      return;
    }
    const held = new Set(before.known[actor]);
    for (const e of events) {
      if ((e.type === 'layOut' || e.type === 'reinforce') && e.seat === actor) held.add(e.card.id);
      else if (e.type === 'discard' && e.seat === actor) for (const c of e.cards) held.add(c.id);
    }
    clues[actor] = {
      stacks: before.stacks,
      held: [...held],
      kept: Math.max(0, before.handCounts[actor] - held.size),
      passedLayOut: !events.some((e) => e.type === 'layOut'),
    };
  }

  decide(view: RushView, legal: readonly RushAction[], rng: Rng): RushAction {
    if (legal.length === 1) return legal[0];
    const policy = this.preset.policy;
    if (policy === 'random') return legal[rng.int(legal.length)];
    if (policy === 'search') {
      const { iterations, timeMs, rolloutDepth, sweep } = this.preset;
      const result = searchRush(this.domain, view, this.memory, this.seat, legal, { iterations, timeMs, rolloutDepth, sweep }, rng);
      this.lastSearch = result.stats;
      return result.action;
    }
    const sit = situationFromView(view, this.memory, this.seat);
    const kind = view.phase === 'demand' && view.demand ? view.demand.kind : null;
    return greedyPick(sit, legal, kind);
  }
}

export function createRushBot(ctx: BotContext<RushOptions>): SeatBot<RushView, RushAction, RushEvent> {
  return new RushBot(ctx);
}
