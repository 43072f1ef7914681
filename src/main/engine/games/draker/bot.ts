/**
 * Draker bots (rules 11). Every level plays from a world rebuilt from its view: the other hands, the deck
 * and the unremembered discard are dealt at random from the cards the seat has not seen, so nothing the
 * bot reads is hidden information. The levels are presets of one greedy policy:
 * - easy: places for its best combination, declares only combinations worth 2 or more without weighing ATT
 *   against DEF, never places in the additional phase, uses no effects and no Artefacts;
 * - normal: the strategy notes of rules 11 (place for length-3 combinations, ATT/DEF weighed by life,
 *   effects whose gain beats their cost, Artefacts set for the best combination, automatic costs, parcels,
 *   blocks and laydown);
 * - hard: information-set search (engine/core/search.ts) over a few candidate moves (every placement, the best
 *   declarations, worthwhile effects, the normal policy's choice, finish), where rollouts end the turns and
 *   play the round out as declared (automatic costs, parcels, blocks), scored by life at laydown. Listing
 *   every legal declaration at every step was nearly all of the search's time (615 iterations per CPU
 *   second), so only the turn being decided lists candidates, once per position of that turn and with the
 *   combination sets found once per pool; every later move comes from `roundOutActions` (5,660 per CPU
 *   second on the same games).
 * - expert: the same candidates (more declarations), each tried on the same sampled worlds (a sweep of the
 *   shared search), and after the move every seat, this one too, plays the rest of the round with the normal
 *   policy, through costs and combat, scored by life at laydown. Hard's play-out has nobody declare after
 *   its turn, so more worlds told it nothing new; here the others answer. Playing a round greedily costs
 *   about 2 ms, so the search stops as soon as one move clearly leads on the worlds played so far.
 */
import { Rng } from '../../core';
import type { BotLevel } from '../../../../common/contract';
import type { DrakerAction, DrakerEvent, DrakerKind, DrakerOptions, DrakerView } from '../../../../common/games/draker';
import type { BotContext, SeatBot, SearchStats } from '../../core/bots';
import { search } from '../../core/search';
import type { SearchDomain } from '../../core/search';
import { card, composition, effectAmount, effectCost } from './cards';
import type { DrakerState } from './rules';
import { AUTO_STEPS, actors, applyInPlace, clone, comboById, combinationSets, legalActions, roundOutActions, valueOf } from './rules';
import { mustPlace } from './actions';
import { engagedCards } from './state';
import { visitCombinationSets } from './declarations';
import { stateOfView } from './view-state';

export interface DrakerPreset {
  policy: 'greedy' | 'search';
  /** Use individual effects and Artefact settings. */
  effects: boolean;
  artefacts: boolean;
  /** Weigh ATT against DEF by lives (else both count the same). */
  weighKinds: boolean;
  /** Least value worth declaring. */
  minValue: number;
  /** Additional phase: place a card only when it makes a combination at least this good. */
  placeValue: number;
  /** Search: candidates kept per decision, iterations, time cap (ms), rollout moves. */
  candidates: number;
  iterations: number;
  timeMs?: number;
  rolloutDepth: number;
  /**
   * After the move being decided, 'greedy' has every seat, this one too, play the rest of the round with
   * the normal policy; otherwise the turn is searched and the round then played out as declared (forced
   * placements, else finish or pass).
   */
  playOut?: 'greedy';
  /** Compare the candidates on the same worlds and stop once one clearly leads (`SearchBudget.sweep`, `stopWhenClear`). */
  sweep?: { minWorlds: number; z: number; margin: number };
}

export const DRAKER_LEVELS: Record<BotLevel, DrakerPreset> = {
  easy: { policy: 'greedy', effects: false, artefacts: false, weighKinds: false, minValue: 2, placeValue: 99, candidates: 1, iterations: 0, rolloutDepth: 0 },
  normal: { policy: 'greedy', effects: true, artefacts: true, weighKinds: true, minValue: 1, placeValue: 3, candidates: 1, iterations: 0, rolloutDepth: 0 },
  hard: { policy: 'search', effects: true, artefacts: true, weighKinds: true, minValue: 1, placeValue: 3, candidates: 4, iterations: 150, timeMs: 400, rolloutDepth: 40 },
  perfect: { policy: 'search', effects: true, artefacts: true, weighKinds: true, minValue: 1, placeValue: 3, candidates: 5, iterations: 1200, timeMs: 1500, rolloutDepth: 40 },
  // Up to 1 s a decision (0.85 s of search, the rest is the decision's overhead on a busy machine): up to 1,200
  // plays, at least 12 worlds, stopping once no other move can beat the leader by 0.01 at 2.5 standard errors.
  expert: { policy: 'search', effects: true, artefacts: true, weighKinds: true, minValue: 1, placeValue: 3, candidates: 6, iterations: 1200, timeMs: 850, rolloutDepth: 200, playOut: 'greedy', sweep: { minWorlds: 12, z: 2.5, margin: 0.01 } },
};

/** What the seat remembers beyond its view: cards it saw go to the discard since the last reshuffle. */
export interface DrakerMemory {
  discarded: string[];
}

// ---------------------------------------------------------------------------------------------
// Worlds

/** What every world of one decision shares: the view, the remembered discard and the unseen cards in a fixed order. */
export interface DrakerWorldTemplate {
  view: DrakerView;
  seat: number;
  knownDiscard: string[];
  unseen: string[];
  /** The view as a state with nothing dealt: the other hands and the deck empty, the discard only what is remembered. */
  base: DrakerState;
}

/** The part of a world that does not depend on the deal, from the seat's view and memory only. */
export function worldTemplate(v: DrakerView, memory: DrakerMemory, seat: number): DrakerWorldTemplate {
  const seen = new Set<string>([...(v.hand ?? []).map((c) => c.id), ...v.common.map((c) => c.id)]);
  for (const p of v.players) for (const c of p.pool) seen.add(c.id);
  const knownDiscard = memory.discarded.filter((id) => !seen.has(id)).slice(0, v.discardCount);
  for (const id of knownDiscard) seen.add(id);
  return { view: v, seat, knownDiscard, unseen: composition().filter((id) => !seen.has(id)), base: stateOfView(v, seat, knownDiscard) };
}

/** A full state consistent with the view: unseen cards dealt at random to other hands, the discard and the deck. */
export function sampleWorld(v: DrakerView, memory: DrakerMemory, seat: number, rng: Rng): DrakerState {
  return dealWorld(worldTemplate(v, memory, seat), rng);
}

/** One world of a template: a copy of its base with the unseen cards dealt. */
export function dealWorld(t: DrakerWorldTemplate, rng: Rng): DrakerState {
  const { view: v, seat } = t;
  const unseen = rng.shuffle(t.unseen);
  const s = clone(t.base);
  s.rng = rng.fork();
  let k = 0;
  for (let i = 0; i < v.players.length; i++) {
    if (i === seat) continue;
    const hand = s.hands[i];
    for (let n = v.players[i].handCount; n > 0 && k < unseen.length; n--) hand.push(unseen[k++]);
  }
  for (let n = v.discardCount - t.knownDiscard.length; n > 0 && k < unseen.length; n--) s.discard.push(unseen[k++]);
  s.deck = k === 0 ? unseen : unseen.slice(k);
  return s;
}

// ---------------------------------------------------------------------------------------------
// The greedy policy (rules 11)

const FINISH_SCORE = 0;

function points(s: DrakerState, seat: number, kind: DrakerKind): number {
  return s.combos.filter((c) => c.owner === seat && c.kind === kind).reduce((t, c) => t + valueOf(s, c).value, 0);
}

/** How much a point of attack and of defence is worth to `seat` now (rules 11: defend when low, attack a weak foe). */
function kindWeights(s: DrakerState, seat: number, p: DrakerPreset): [number, number] {
  if (!p.weighKinds) return [1, 1];
  const foes = s.inGame.map((g, i) => (g && i !== seat ? i : -1)).filter((i) => i >= 0);
  const threat = Math.max(1, ...foes.map((f) => points(s, f, 'ATT')));
  const weakest = Math.min(...foes.map((f) => s.life[f]));
  const att = 1 + (weakest <= 10 ? 0.5 : 0);
  const def = 1 + Math.min(1, threat / Math.max(4, s.life[seat]));
  return [att, def];
}

/**
 * The best value of a legal declaration holding `must`, an own pool card that no combination holds (a
 * card just placed, an Artefact not yet engaged). Only the sets holding `must` are built (itself, quads
 * and straights through its rank or profession), not every set of the pool: listing them all was most of
 * the greedy policy's time.
 */
export function bestValueHolding(s: DrakerState, seat: number, must: string): number {
  const additional = s.phase === 'additional';
  if (additional && s.placed === null) return 0;
  const attOk = !(additional && s.turnKinds.includes('ATT'));
  const defOk = !(additional && s.turnKinds.includes('DEF'));
  if (!attOk && !defOk) return 0;
  const engaged = engagedCards(s);
  const pool = s.pools[seat];
  let best = 0;
  visitCombinationSets(s, [...pool, ...s.common], (set) => {
    if (additional && !set.includes(s.placed!)) return;
    let used = 0;
    let allOwn = true;
    for (const c of set) {
      if (engaged.has(c)) used++;
      if (!pool.includes(c)) allOwn = false;
    }
    if (used > 2) return;
    if (attOk) best = Math.max(best, valueOf(s, { id: -1, kind: 'ATT', cards: set }).value);
    if (defOk && allOwn) best = Math.max(best, valueOf(s, { id: -1, kind: 'DEF', cards: set }).value);
  }, must);
  return best;
}

function opponentsOf(s: DrakerState, seat: number): number[] {
  return s.inGame.map((g, i) => (g && i !== seat ? i : -1)).filter((i) => i >= 0);
}

/** Points of each kind beyond what `seat` already owes: what pays for an effect (an overrun costs life). */
function spareOf(s: DrakerState, seat: number): [number, number] {
  return [points(s, seat, 'ATT') - s.owed[seat][0], points(s, seat, 'DEF') - s.owed[seat][1]];
}

/** Gain minus cost of an activation, in points (`spare`: spareOf, found once for all activations). */
function activationScore(s: DrakerState, seat: number, a: Extract<DrakerAction, { type: 'activate' }>, w: [number, number], spare: readonly [number, number]): number {
  const k = card(a.card);
  const x = effectAmount(a.card);
  const [ca, cd] = effectCost(a.card);
  const [spareA, spareD] = spare;
  const cost = (ca <= spareA ? ca * w[0] * 0.8 : ca * 2) + (cd <= spareD ? cd * w[1] * 0.8 : cd * 2);
  const target = typeof a.target === 'number' ? comboById(s, a.target) : undefined;
  let gain = 0;
  switch (k.effect) {
    case 'volley':
      // At the opponent with the least life, ties to the next one clockwise (not whoever is listed first: the lead).
      if (typeof a.target === 'number') gain = x * 1.5 - 0.01 * s.life[a.target] - 0.001 * ((a.target - seat + s.players) % s.players);
      break;
    case 'scout':
      gain = x * 1.2;
      break;
    case 'phalanx':
      gain = 1.5;
      break;
    case 'mend':
      gain = Math.min(x, s.options.startingLife - s.life[seat]) * 1.2;
      break;
    case 'onslaught':
      if (target) gain = x * valueOf(s, target).mult * w[0];
      break;
    case 'warDrum':
      if (target) gain = opponentsOf(s, seat).some((o) => points(s, o, 'DEF') > 0) ? valueOf(s, target).value * 0.5 : 0;
      break;
    case 'guardsman':
      if (target) gain = x * w[1];
      break;
    case 'crush':
      if (target) gain = Math.min(x, valueOf(s, target).value) * w[0];
      break;
    case 'dragon':
      if (target) gain = Math.max(0, valueOf(s, target).value - x) * w[0];
      break;
    case 'dispel': {
      const e = s.main.find((m) => m.id === a.target);
      // Answer a threat: an opponent's Dragon or Crush on our defence, or a boost of theirs.
      if (e && e.owner !== seat) gain = e.source === 'effect' ? (e.effect === 'dragon' ? 8 : 4) : 1;
      break;
    }
  }
  return gain - cost;
}

function declareScore(s: DrakerState, seat: number, a: Extract<DrakerAction, { type: 'declare' }>, w: [number, number], p: DrakerPreset): number {
  const v = valueOf(s, { id: -1, kind: a.kind, cards: a.cards }).value;
  if (v < p.minValue) return -1;
  // Using common cards or many engaged cards spends what later combinations could use: a small penalty per card.
  return v * w[a.kind === 'ATT' ? 0 : 1] - 0.05 * a.cards.length;
}

/** `bestValueHolding` of a hand card as if placed now (the state is put back as it was). */
function bestValueIfPlaced(s: DrakerState, seat: number, c: string): number {
  const placed = s.placed;
  s.pools[seat].push(c);
  s.placed = c;
  const best = bestValueHolding(s, seat, c);
  s.pools[seat].pop();
  s.placed = placed;
  return best;
}

/** Scores of the turn-phase actions; the best one above FINISH_SCORE is taken, else finish or pass. */
export function scoreTurnActions(s: DrakerState, seat: number, legal: readonly DrakerAction[], p: DrakerPreset): number[] {
  const w = kindWeights(s, seat, p);
  let spare: [number, number] | undefined;
  const mustPlace = s.phase === 'basic' && s.placed === null && s.hands[seat].length > 0;
  return legal.map((a) => {
    switch (a.type) {
      case 'place': {
        const best = bestValueIfPlaced(s, seat, a.card);
        if (mustPlace) return 100 + best;
        return best >= p.placeValue ? best : -1;
      }
      case 'declare':
        return mustPlace ? -1 : declareScore(s, seat, a, w, p);
      case 'activate':
        return p.effects ? activationScore(s, seat, a, w, (spare ??= spareOf(s, seat))) : -1;
      case 'setArtefact': {
        if (!p.artefacts) return -1;
        const after = applyInPlace(clone(s), seat, a);
        const gain = bestValueHolding(after, seat, a.card) - bestValueHolding(s, seat, a.card);
        return gain > 0 ? gain + 0.5 : -1;
      }
      case 'finish':
      case 'pass':
        return FINISH_SCORE;
      default:
        return -1;
    }
  });
}

const AUTO = AUTO_STEPS;

export function greedyAction(s: DrakerState, seat: number, legal: readonly DrakerAction[], p: DrakerPreset): DrakerAction {
  const auto = AUTO[s.phase];
  if (auto) return auto;
  const scores = scoreTurnActions(s, seat, legal, p);
  let best = -1;
  for (let i = 0; i < legal.length; i++) if (scores[i] > (best < 0 ? -Infinity : scores[best])) best = i;
  return legal[best];
}

/**
 * The search's moves, kept few and cheap to find: the automatic step outside the turn phases; in a turn,
 * every placement, the best `candidates` declarations by value, effects whose gain beats their cost, and
 * finish or pass (Artefact settings are left to the greedy policy's scores: the best one is kept).
 */
export function searchActions(s: DrakerState, seat: number, legal: readonly DrakerAction[], p: DrakerPreset): DrakerAction[] {
  const auto = AUTO[s.phase];
  if (auto) return [auto];
  const w = kindWeights(s, seat, p);
  const out: DrakerAction[] = [];
  const scored = (kind: DrakerAction['type'], score: (a: DrakerAction) => number, keep: number): void => {
    const xs = legal.filter((a) => a.type === kind).map((a) => ({ a, v: score(a) })).filter((x) => x.v > 0);
    xs.sort((x, y) => y.v - x.v);
    for (const x of xs.slice(0, keep)) out.push(x.a);
  };
  for (const a of legal) if (a.type === 'place') out.push(a);
  scored('declare', (a) => declareScore(s, seat, a as Extract<DrakerAction, { type: 'declare' }>, w, p), p.candidates);
  let spare: [number, number] | undefined;
  scored('activate', (a) => activationScore(s, seat, a as Extract<DrakerAction, { type: 'activate' }>, w, (spare ??= spareOf(s, seat))), 2);
  for (const a of legal) if (a.type === 'finish' || a.type === 'pass') out.push(a);
  return out.length > 0 ? out : legal.slice(0, 1);
}

/** Rollout moves: end the turn when allowed, else a forced placement at random; the rest is automatic. */
function rolloutMove(legal: readonly DrakerAction[], rng: Rng, count = legal.length): DrakerAction {
  for (let i = 0; i < count; i++) if (legal[i].type === 'finish' || legal[i].type === 'pass') return legal[i];
  return legal[rng.int(count)];
}

// ---------------------------------------------------------------------------------------------
// Search

/** Value per seat: out = 0; else by life against the best other life; a finished game by its winners. */
export function evaluate(s: DrakerState): number[] {
  if (s.outcome) return s.life.map((_, p) => (s.outcome!.winners.includes(p) ? 1 / s.outcome!.winners.length : 0));
  return s.life.map((life, p) => {
    if (!s.inGame[p]) return 0;
    let rival = -Infinity;
    for (let q = 0; q < s.players; q++) if (q !== p && s.inGame[q] && s.life[q] > rival) rival = s.life[q];
    return 1 / (1 + Math.exp(-(life - rival) / 6));
  });
}

/** An action's identity for the search, as a short string (stableStringify costs more than the rest of a step). */
export function drakerMoveKey(a: DrakerAction): string {
  switch (a.type) {
    case 'place':
      return `p:${a.card}`;
    case 'discard':
      return `d:${a.card}`;
    case 'declare':
      return `${a.kind}:${a.cards.join(',')}`;
    case 'activate':
      return a.target === undefined ? `a:${a.card}` : typeof a.target === 'number' ? `a:${a.card}#${a.target}` : `a:${a.card}@${a.target}`;
    case 'setArtefact':
      return 'rank' in a ? `r:${a.card}:${a.rank}` : `f:${a.card}:${a.prof}`;
    case 'pay':
      return `y:${a.combo}:${a.amount}`;
    case 'parcel':
      return `c:${a.combo}:${a.to}:${a.amount}`;
    case 'block':
      return `b:${a.combo ?? '-'}`;
    default:
      return a.type;
  }
}

/**
 * The search of `seat`'s turn, to the end of the round. The turn being decided gets the full candidate moves (searchActions); once
 * it ends (finish or pass), every seat plays the round out as declared with `roundOutActions`, which lists
 * no declarations. The turn's candidates depend only on public cards and the seat's own hand, the same in
 * every sampled world, so they are listed once per position of the turn (`beginSearch` clears them, and
 * prepares the one world template of the decision). With the 'greedy' play-out (expert) every move after
 * the decision's is the normal policy's, for every seat, so the others declare and answer.
 */
export class DrakerSearchDomain implements SearchDomain<DrakerState, DrakerAction, DrakerView, DrakerMemory> {
  private ownTurn = true;
  private round = 0;
  /** The moves of the turn being decided since the decision, as keys: what identifies a position of that turn. */
  private turnPath = '';
  private template: DrakerWorldTemplate | null = null;
  private readonly candidates = new Map<string, DrakerAction[]>();
  private readonly combinationSetsOf = new Map<string, string[][]>();

  constructor(
    readonly preset: DrakerPreset,
    readonly seat: number,
  ) {}

  beginSearch(view: DrakerView, memory: DrakerMemory, seat: number): void {
    this.candidates.clear();
    this.combinationSetsOf.clear();
    this.template = worldTemplate(view, memory, seat);
  }

  sampleWorld(view: DrakerView, memory: DrakerMemory, viewer: number, rng: Rng): DrakerState {
    this.ownTurn = true;
    this.round = view.round;
    this.turnPath = '';
    const t = this.template;
    return t && t.view === view && t.seat === viewer ? dealWorld(t, rng) : sampleWorld(view, memory, viewer, rng);
  }

  // Later rounds would be played without declarations (no damage, no signal): a search ends with the round.
  toAct(s: DrakerState): number {
    return s.phase === 'over' || s.round > this.round || s.phase === 'laydown' ? -1 : actors(s)[0];
  }

  legalActions(s: DrakerState, actor: number): DrakerAction[] {
    if (this.preset.playOut === 'greedy' && !AUTO[s.phase]) {
      // Declarations are listed only once the card is placed (in the basic phase, while the hand holds one).
      const declares = s.phase === 'basic' ? !mustPlace(s, actor) : s.placed !== null;
      return [greedyAction(s, actor, legalActions(s, actor, declares ? this.setsOf(s, actor) : undefined, true), DRAKER_LEVELS.normal)];
    }
    if (!this.ownTurn || actor !== this.seat) return roundOutActions(s, actor);
    const key = this.turnPath;
    let moves = this.candidates.get(key);
    if (!moves) {
      moves = searchActions(s, actor, legalActions(s, actor, this.setsOf(s, actor), false), this.preset);
      this.candidates.set(key, moves);
    }
    return moves;
  }

  /**
   * A rollout ends the searching seat's turn too (rolloutMove takes finish or pass, else a forced placement),
   * so it needs only `roundOutActions`, not the turn's candidates: listing those at every rollout's first
   * step was most of the search's time.
   */
  rolloutActions(s: DrakerState, actor: number): readonly DrakerAction[] {
    return this.preset.playOut === 'greedy' ? this.legalActions(s, actor) : roundOutActions(s, actor);
  }

  /** The combination sets of a seat's pool and the common pool, found once per those cards and settings. */
  private setsOf(s: DrakerState, seat: number): string[][] {
    const cards = [...s.pools[seat], ...s.common];
    const setKey = `${cards.join()}|${JSON.stringify(s.artefacts)}`;
    let sets = this.combinationSetsOf.get(setKey);
    if (!sets) {
      sets = combinationSets(s, cards);
      this.combinationSetsOf.set(setKey, sets);
    }
    return sets;
  }

  step(s: DrakerState, actor: number, a: DrakerAction): DrakerState {
    if (this.ownTurn && actor === this.seat) {
      if (a.type === 'finish' || a.type === 'pass') this.ownTurn = false;
      else this.turnPath += `|${drakerMoveKey(a)}`;
    }
    return applyInPlace(s, actor, a);
  }

  evaluate(s: DrakerState): number[] {
    return evaluate(s);
  }

  rolloutAction(_s: DrakerState, _seat: number, legal: readonly DrakerAction[], rng: Rng, count: number): DrakerAction {
    return rolloutMove(legal, rng, count);
  }

  actionKey(a: DrakerAction): string {
    return drakerMoveKey(a);
  }
}

export function drakerSearchDomain(p: DrakerPreset, seat: number): DrakerSearchDomain {
  return new DrakerSearchDomain(p, seat);
}

// ---------------------------------------------------------------------------------------------
// The bot

export class DrakerBot implements SeatBot<DrakerView, DrakerAction, DrakerEvent> {
  readonly seat: number;
  readonly preset: DrakerPreset;
  readonly memory: DrakerMemory = { discarded: [] };
  private readonly domain: DrakerSearchDomain;
  lastSearch?: SearchStats;

  /** `preset` overrides the level's (tests use a search without a time cap, so it is deterministic). */
  constructor(ctx: BotContext<DrakerOptions>, preset?: DrakerPreset) {
    this.seat = ctx.seat;
    this.preset = preset ?? DRAKER_LEVELS[ctx.level] ?? DRAKER_LEVELS.normal;
    this.domain = drakerSearchDomain(this.preset, this.seat);
  }

  observe(events: readonly DrakerEvent[]): void {
    for (const e of events) {
      if (e.type === 'reshuffle') this.memory.discarded = [];
      else if (e.type === 'discard' && e.card) this.memory.discarded.push(e.card.id);
    }
  }

  decide(view: DrakerView, legal: readonly DrakerAction[], rng: Rng): DrakerAction {
    if (legal.length === 1) return legal[0];
    const world = sampleWorld(view, this.memory, this.seat, new Rng(rng.fork()));
    const auto = AUTO[view.phase];
    if (auto) return auto;
    if (this.preset.policy === 'search') {
      // The greedy choice is always among the candidates, so the search can only add to it.
      const greedy = greedyAction(world, this.seat, legal, this.preset);
      const pool = searchActions(world, this.seat, legal, this.preset);
      const greedyKey = drakerMoveKey(greedy);
      if (!pool.some((a) => drakerMoveKey(a) === greedyKey)) pool.unshift(greedy);
      if (pool.length === 1) return pool[0];
      const { iterations, timeMs, rolloutDepth, sweep } = this.preset;
      const result = search(this.domain, view, this.memory, this.seat, pool, { iterations, timeMs, rolloutDepth, sweep: sweep !== undefined, stopWhenClear: sweep }, rng);
      this.lastSearch = result.stats;
      return result.action;
    }
    return greedyAction(world, this.seat, legal, this.preset);
  }
}

export function createDrakerBot(ctx: BotContext<DrakerOptions>): SeatBot<DrakerView, DrakerAction, DrakerEvent> {
  return new DrakerBot(ctx);
}

