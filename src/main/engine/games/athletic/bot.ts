/**
 * Athletic Games bots (rules section 8). The levels differ in how a turn is planned, set by one table of
 * presets: easy plays cards greedily and never moves a pile; normal also fills holes and makes at most one
 * MOVE a turn; hard plans the whole turn with a depth-first search over PLAY, FILL and MOVE (holes are
 * interchangeable, visited positions are skipped) and ranks the end positions by the section 8 order:
 * a medal, then cards played, then no hole left open, then tops that few unseen cards fit, then flexible
 * cards kept. The search is capped by a node budget (a deterministic time cap); the best end position
 * found so far is the fallback. Expert looks beyond the turn: the shared information-set search compares
 * the planner's best end positions by playing the next turns out in worlds dealt from what it cannot see.
 * A bot sees only its view: the unseen cards are those in no pile and not in its own hand; expert also
 * remembers what each STOP showed (how many cards were kept, and the tops they did not fit).
 */
import { Rng } from '../../core';
import type { BotLevel } from '../../../../common/contract';
import type { AthleticAction, AthleticEvent, AthleticOptions, AthleticView } from '../../../../common/games/athletic';
import type { BotContext, SeatBot, SearchStats } from '../../core/bots';
import { search } from '../../core/search';
import type { SearchDomain } from '../../core/search';
import { CARD_COUNT, HAND_SIZE, STOP_DRAW, cardNumber, compatibleNumbers } from './cards';
import { actionsOf, flexibility, planTurn, positionOf, searchTurn } from './turn-search';
import type { SearchStep, TurnPosition } from './turn-search';

export interface AthleticPreset {
  /** 'greedy' picks one step at a time; 'search' plans the whole turn before the first step. */
  policy: 'greedy' | 'search';
  /** Greedy: fill open holes from the hand. */
  fills: boolean;
  /** Greedy: MOVE steps allowed per turn (each followed by a FILL of the hole it opens). */
  maxMoves: number;
  /** Greedy: prefer the step after which the most hand cards can be played (else the first one found). */
  lookahead: boolean;
  /** Search: most positions examined per turn plan (the time cap). */
  searchNodes: number;
  /** Search: rank equal card counts by the section 8 tie-breaks (no hole left, hard tops, flexible cards kept). */
  tieBreaks: boolean;
  /** Search: choose among the best plans by playing the following turns out (expert). */
  beyond?: BeyondTurn;
}

/**
 * Expert's look beyond its turn: it compares the planner's best distinct end positions by playing the
 * next turns out in worlds dealt from what it cannot see, every seat planning its turns as hard does.
 */
export interface BeyondTurn {
  /** Distinct end positions of the turn (the planner's best, in its order) the search compares. */
  candidates: number;
  /** Search budget: worlds played out, and a time cap. */
  iterations: number;
  timeMs?: number;
  /** Turns played after the seat's own in each world before the position is scored. */
  turns: number;
  /** Node budget of each turn planned in those worlds. */
  rolloutNodes: number;
}

export const ATHLETIC_LEVELS: Record<BotLevel, AthleticPreset> = {
  easy: { policy: 'greedy', fills: false, maxMoves: 0, lookahead: false, searchNodes: 0, tieBreaks: false },
  normal: { policy: 'greedy', fills: true, maxMoves: 1, lookahead: true, searchNodes: 0, tieBreaks: false },
  hard: { policy: 'search', fills: true, maxMoves: Infinity, lookahead: true, searchNodes: 40_000, tieBreaks: true },
  perfect: { policy: 'search', fills: true, maxMoves: Infinity, lookahead: true, searchNodes: 400_000, tieBreaks: true },
  // Hard's turn plan is already exhaustive (ten times its node budget scored 50.0% against it): expert
  // looks beyond the turn instead.
  expert: {
    policy: 'search',
    fills: true,
    maxMoves: Infinity,
    lookahead: true,
    searchNodes: 40_000,
    tieBreaks: true,
    beyond: { candidates: 6, iterations: 3000, timeMs: 150, turns: 3, rolloutNodes: 1000 },
  },
};

export { planTurn, positionOf } from './turn-search';
export type { TurnPlan, TurnPosition } from './turn-search';

/** A world of the search: the table and every hand as card numbers, dealt from what the seat cannot see. */
export interface AthleticWorld {
  players: number;
  target: number;
  /** Piles bottom to top; an empty pile is a hole. */
  slots: number[][];
  hands: number[][];
  /** The last card is drawn next. */
  stock: number[];
  medals: number[];
  active: number;
  /** Turns ended in this world (the seat's own, searched, is the first). */
  turns: number;
  /** The seat that won in this world, else -1. */
  winner: number;
  /** Shuffles of rebuilt stocks. */
  rng: Rng;
}

/**
 * What a seat remembers of the others (expert): when a seat last STOPPED, the tops it left and how many
 * cards it kept. A planner that plays every card it can keeps none that fits those tops, and those cards
 * stay in its hand until its next turn; a medal since then leaves nothing to remember.
 */
export interface AthleticMemory {
  lastStop: ({ tops: number[]; kept: number } | null)[];
}

/** True when `card` fits one of `tops` (-1 is a hole, which any card fills). */
function fitsAny(card: number, tops: readonly number[]): boolean {
  for (const t of tops) if (t < 0 || compatibleNumbers(card, t)) return true;
  return false;
}

/** The one action after the seat's own turn: the seat to play plans its turn as hard does. */
const PLANNED_TURN = 1 << 10;
/** A medal is worth about a hand of cards (7 are drawn after it) and more, for it is kept. */
const MEDAL_WORTH = 9;
/** How sharply the score lead maps to a win value. */
const LEAD_SCALE = 0.3;

/** Carries the pile in `from` onto `to` card by card: the bottom card ends on top. */
function movePile(slots: number[][], from: number, to: number): void {
  const a = slots[from];
  const b = slots[to];
  for (let i = a.length - 1; i >= 0; i--) b.push(a[i]);
  a.length = 0;
}

/** Draws `n` cards for `seat`, rebuilding the stock from the cards under the tops when it runs out. */
function drawInWorld(w: AthleticWorld, seat: number, n: number): void {
  const hand = w.hands[seat];
  for (let i = 0; i < n; i++) {
    if (w.stock.length === 0) {
      for (const pile of w.slots) {
        if (pile.length > 1) {
          const top = pile[pile.length - 1];
          for (let k = 0; k < pile.length - 1; k++) w.stock.push(pile[k]);
          pile.length = 1;
          pile[0] = top;
        }
      }
      if (w.stock.length === 0) return;
      w.rng.shuffleInPlace(w.stock);
    }
    hand.push(w.stock.pop()!);
  }
}

/** Plays `path` (planner steps with indices into `hand`, the seat's hand when planned) and ends the turn. */
function playTurn(w: AthleticWorld, seat: number, path: readonly SearchStep[], hand: readonly number[]): void {
  const held = w.hands[seat];
  for (const [kind, a, b] of path) {
    if (kind === 1) {
      movePile(w.slots, a, b);
      continue;
    }
    const card = hand[a];
    held.splice(held.indexOf(card), 1);
    w.slots[b].push(card);
  }
  if (held.length === 0) {
    if (++w.medals[seat] >= w.target) {
      w.winner = seat;
      return;
    }
    drawInWorld(w, seat, HAND_SIZE);
  } else {
    drawInWorld(w, seat, STOP_DRAW);
  }
  w.turns++;
  w.active = (seat + 1) % w.players;
}

/** The active seat's position in a world: what that seat would see there. */
function worldPosition(w: AthleticWorld, seat: number): TurnPosition {
  const seen = new Uint8Array(CARD_COUNT);
  for (const pile of w.slots) for (const c of pile) seen[c] = 1;
  const hand = w.hands[seat].slice();
  for (const c of hand) seen[c] = 1;
  const unseen: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (!seen[c]) unseen.push(c);
  return { slots: w.slots, hand, unseen };
}

/**
 * The search domain of expert. The root's actions are the indices of the candidate plans; after the
 * seat's own turn every seat in turn plays the plan hard would make in that world, for `turns` turns,
 * and the position is scored by medals and cards in hand. Worlds deal the cards the seat cannot see
 * (in no pile, not in its hand) at random into the other hands and the stock: nothing else is read.
 */
export class AthleticSearchDomain implements SearchDomain<AthleticWorld, number, AthleticView, AthleticMemory> {
  /** The seat's plans to compare, and its hand when they were planned (their steps index it). */
  private candidates: SearchStep[][] = [];
  private hand: number[] = [];
  private slots: number[][] = [];
  private unseen: number[] = [];
  private readonly values: number[] = [];

  constructor(readonly beyond: BeyondTurn) {}

  /** Sets the plans the next search compares (from the same view). */
  setCandidates(candidates: SearchStep[][], hand: readonly number[]): void {
    this.candidates = candidates;
    this.hand = hand.slice();
  }

  beginSearch(view: AthleticView): void {
    const pos = positionOf(view);
    this.slots = pos.slots.map((p) => (p ? p.slice() : []));
    this.unseen = pos.unseen.slice();
  }

  sampleWorld(view: AthleticView, memory: AthleticMemory, seat: number, rng: Rng): AthleticWorld {
    const pool = rng.shuffleInPlace(this.unseen.slice());
    const players = view.players.length;
    const hands: number[][] = [];
    for (let p = 0; p < players; p++) {
      if (p === seat) {
        hands.push(this.hand.slice());
        continue;
      }
      // The cards kept at its last STOP fit none of the tops it left; the rest were drawn blind.
      const hand: number[] = [];
      const stop = memory.lastStop[p];
      if (stop) {
        for (let i = pool.length - 1; i >= 0 && hand.length < stop.kept; i--) {
          if (!fitsAny(pool[i], stop.tops)) hand.push(pool.splice(i, 1)[0]);
        }
      }
      while (hand.length < view.players[p].handCount && pool.length > 0) hand.push(pool.pop()!);
      hands.push(hand);
    }
    return {
      players,
      target: view.targetMedals,
      slots: this.slots.map((p) => p.slice()),
      hands,
      stock: pool,
      medals: view.players.map((p) => p.medals),
      active: seat,
      turns: 0,
      winner: -1,
      rng: new Rng(rng.int(0x7fffffff)),
    };
  }

  toAct(w: AthleticWorld): number {
    return w.winner >= 0 || w.turns > this.beyond.turns ? -1 : w.active;
  }

  legalActions(): number[] {
    return [PLANNED_TURN];
  }

  legalInto(_w: AthleticWorld, _seat: number, out: number[]): number {
    out[0] = PLANNED_TURN;
    return 1;
  }

  step(w: AthleticWorld, seat: number, action: number): AthleticWorld {
    if (action !== PLANNED_TURN) {
      playTurn(w, seat, this.candidates[action], this.hand);
      return w;
    }
    const pos = worldPosition(w, seat);
    playTurn(w, seat, searchTurn(pos, this.beyond.rolloutNodes, true, 1).best, pos.hand);
    return w;
  }

  /** A win is 1; at the cut-off, a sigmoid of the lead in medals and cards shed over the best rival. */
  evaluate(w: AthleticWorld): number[] {
    const out = this.values;
    out.length = 0;
    for (let p = 0; p < w.players; p++) {
      if (w.winner >= 0) {
        out.push(w.winner === p ? 1 : 0);
        continue;
      }
      const mine = w.medals[p] * MEDAL_WORTH - w.hands[p].length;
      let rival = -Infinity;
      for (let q = 0; q < w.players; q++) if (q !== p) rival = Math.max(rival, w.medals[q] * MEDAL_WORTH - w.hands[q].length);
      out.push(1 / (1 + Math.exp(-LEAD_SCALE * (mine - rival))));
    }
    return out;
  }

  rolloutAction(_w: AthleticWorld, _seat: number, legal: readonly number[]): number {
    return legal[0];
  }

  actionId(action: number): number {
    return action;
  }
}

/**
 * Expert's plan for the rest of its turn: the planner's best distinct end positions, compared by the
 * search over worlds dealt from the view; the best line alone when there is no choice.
 */
export function planBeyondTurn(
  view: AthleticView,
  seat: number,
  preset: AthleticPreset,
  domain: AthleticSearchDomain,
  memory: AthleticMemory,
  rng: Rng,
): { steps: AthleticAction[]; stats?: SearchStats; visits?: number[] } {
  const pos = positionOf(view);
  const beyond = domain.beyond;
  const found = searchTurn(pos, preset.searchNodes, preset.tieBreaks, beyond.candidates);
  if (found.top.length <= 1) return { steps: actionsOf(found.best, pos.hand) };
  domain.setCandidates(
    found.top.map((t) => t.path),
    pos.hand,
  );
  const indices = found.top.map((_, i) => i);
  const result = search(domain, view, memory, seat, indices, { iterations: beyond.iterations, timeMs: beyond.timeMs, rolloutDepth: beyond.turns + 1 }, rng);
  return { steps: actionsOf(found.top[result.action].path, pos.hand), stats: result.stats, visits: result.visits };
}

// ---------------------------------------------------------------------------------------------
// Greedy steps

function actionKey(a: AthleticAction): string {
  switch (a.type) {
    case 'play':
    case 'fill':
      return `${a.type}:${a.card}:${a.slot}`;
    case 'move':
      return `move:${a.from}:${a.to}:${a.count ?? ''}`;
    default:
      return 'stop';
  }
}

/** Hand cards (other than `skip`) that fit on one of the tops. */
function playableCount(tops: readonly number[], hand: readonly number[], skip: number): number {
  let count = 0;
  for (const c of hand) {
    if (c === skip) continue;
    if (tops.some((t) => t >= 0 && compatibleNumbers(c, t))) count++;
  }
  return count;
}

/** Ranks a step that puts `card` on `slot`: more follow-up plays first, then the less flexible card. */
function placeScore(tops: readonly number[], hand: readonly number[], card: number, slot: number): number {
  const after = tops.slice();
  after[slot] = card;
  return playableCount(after, hand, card) * 100 - flexibility(card);
}

function greedyStep(view: AthleticView, legal: readonly AthleticAction[], preset: AthleticPreset, rng: Rng): AthleticAction {
  const stop = legal.find((a) => a.type === 'stop')!;
  const hand = (view.hand ?? []).map((c) => cardNumber(c.id));
  const tops = view.slots.map((s) => (s ? cardNumber(s.top.id) : -1));
  const pickBest = (options: AthleticAction[], rank: (a: AthleticAction) => number): AthleticAction => {
    if (!preset.lookahead) return options[rng.int(options.length)];
    let best = options[0];
    let bestRank = -Infinity;
    for (const a of options) {
      const r = rank(a);
      if (r > bestRank) {
        best = a;
        bestRank = r;
      }
    }
    return best;
  };
  const rankPlace = (a: AthleticAction) => (a.type === 'play' || a.type === 'fill' ? placeScore(tops, hand, cardNumber(a.card), a.slot) : 0);

  const plays = legal.filter((a) => a.type === 'play');
  if (plays.length > 0) return pickBest(plays, rankPlace);
  if (!preset.fills) return stop;
  const fills = legal.filter((a) => a.type === 'fill');
  if (fills.length > 0) return pickBest(fills, rankPlace);
  const movesMade = view.steps.filter((s) => s.type === 'move').length;
  if (movesMade >= preset.maxMoves) return stop;
  const moves = legal.filter((a): a is Extract<AthleticAction, { type: 'move' }> => a.type === 'move' && a.count === undefined);
  if (moves.length === 0) return stop;
  // A move opens a hole for one card; prefer the move whose new tops and hole let the most cards follow.
  return pickBest(moves, (a) => {
    if (a.type !== 'move') return 0;
    const after = tops.slice();
    after[a.to] = cardNumber(view.slots[a.from]!.bottom.id);
    after[a.from] = -1;
    let best = -Infinity;
    for (const c of hand) best = Math.max(best, placeScore(after, hand, c, a.from));
    return best;
  });
}

// ---------------------------------------------------------------------------------------------
// The bot

/** A short text of the table and hand, to check that a plan still fits the position. */
function signature(view: AthleticView): string {
  const slots = view.slots.map((s) => (s ? `${s.bottom.id}/${s.top.id}` : '-')).join(',');
  return `${view.active}|${slots}|${(view.hand ?? []).map((c) => c.id).join(',')}`;
}

export class AthleticBot implements SeatBot<AthleticView, AthleticAction, AthleticEvent> {
  readonly seat: number;
  readonly preset: AthleticPreset;
  /** The rest of the planned turn, and the position it expects before its next step. */
  private plan: AthleticAction[] = [];
  private expected = '';
  /** Positions the last turn plan examined. */
  lastNodes = 0;
  lastSearch?: SearchStats;
  private readonly domain: AthleticSearchDomain | null;
  readonly memory: AthleticMemory;

  /** `preset` overrides the level's preset (experiments and tests). */
  constructor(ctx: BotContext<AthleticOptions>, preset?: AthleticPreset) {
    this.seat = ctx.seat;
    this.preset = preset ?? ATHLETIC_LEVELS[ctx.level] ?? ATHLETIC_LEVELS.normal;
    this.domain = this.preset.beyond ? new AthleticSearchDomain(this.preset.beyond) : null;
    this.memory = { lastStop: new Array<null>(ctx.players).fill(null) };
  }

  observe(events: readonly AthleticEvent[], view: AthleticView, _rng: Rng): void {
    // The table is public and the unseen cards follow from it; expert also remembers what the others kept.
    for (const e of events) {
      if (e.type === 'stop' && e.seat !== this.seat) {
        // Drawing after a STOP may rebuild the stock, which leaves every top in place.
        this.memory.lastStop[e.seat] = { tops: view.slots.map((p) => (p ? cardNumber(p.top.id) : -1)), kept: e.kept };
      } else if (e.type === 'medal') {
        this.memory.lastStop[e.seat] = null;
      }
    }
  }

  decide(view: AthleticView, legal: readonly AthleticAction[], rng: Rng): AthleticAction {
    if (this.preset.policy === 'greedy') return greedyStep(view, legal, this.preset, rng);
    if (this.plan.length === 0 || signature(view) !== this.expected) {
      if (this.domain) {
        const plan = planBeyondTurn(view, this.seat, this.preset, this.domain, this.memory, rng);
        if (plan.stats) this.lastSearch = plan.stats;
        this.plan = [...plan.steps, { type: 'stop' }];
      } else {
        const plan = planTurn(positionOf(view), this.preset.searchNodes, this.preset.tieBreaks);
        this.lastNodes = plan.nodes;
        this.plan = [...plan.steps, { type: 'stop' }];
      }
    }
    const next = this.plan.shift()!;
    const key = actionKey(next);
    const found = legal.find((a) => actionKey(a) === key);
    if (!found) {
      // The plan no longer fits (it should always fit): play on greedily and plan afresh next time.
      this.plan = [];
      return greedyStep(view, legal, ATHLETIC_LEVELS.normal, rng);
    }
    this.expected = this.plan.length > 0 ? expectedAfter(view, next) : '';
    return found;
  }
}

/** The signature of the position after `a` is applied to `view` (own hand and table only). */
function expectedAfter(view: AthleticView, a: AthleticAction): string {
  const slots = view.slots.map((s) => (s ? { bottom: s.bottom.id, top: s.top.id } : null));
  let hand = (view.hand ?? []).map((c) => c.id);
  if (a.type === 'play' || a.type === 'fill') {
    hand = hand.filter((id) => id !== a.card);
    const s = slots[a.slot];
    slots[a.slot] = s ? { bottom: s.bottom, top: a.card } : { bottom: a.card, top: a.card };
  } else if (a.type === 'move') {
    const from = slots[a.from]!;
    slots[a.to] = { bottom: slots[a.to]!.bottom, top: from.bottom };
    slots[a.from] = null;
  }
  const text = slots.map((s) => (s ? `${s.bottom}/${s.top}` : '-')).join(',');
  return `${view.active}|${text}|${hand.join(',')}`;
}

export function createAthleticBot(ctx: BotContext<AthleticOptions>): AthleticBot {
  return new AthleticBot(ctx);
}
