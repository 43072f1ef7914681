/**
 * Athletic Games bots (rules section 8). The levels differ in how a turn is planned, set by one table of
 * presets: easy plays cards greedily and never moves a pile; normal also fills holes and makes at most one
 * MOVE a turn; hard plans the whole turn with a depth-first search over PLAY, FILL and MOVE (holes are
 * interchangeable, visited positions are skipped) and ranks the end positions by the section 8 order:
 * a medal, then cards played, then no hole left open, then tops that few unseen cards fit, then flexible
 * cards kept. The search is capped by a node budget (a deterministic time cap); the best end position
 * found so far is the fallback. A bot sees only its view: the unseen cards are those in no pile and not
 * in its own hand.
 */
import type { Rng } from '../../core';
import type { BotLevel } from '../../../../common/contract';
import type { AthleticAction, AthleticEvent, AthleticOptions, AthleticView } from '../../../../common/games/athletic';
import { ATHLETIC_SLOTS } from '../../../../common/games/athletic';
import type { BotContext, SeatBot } from '../../core/bots';
import { CARD_COUNT, VALUES, cardNumber, compatibleNumbers, idOfNumber } from './cards';

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
}

export const ATHLETIC_LEVELS: Record<BotLevel, AthleticPreset> = {
  easy: { policy: 'greedy', fills: false, maxMoves: 0, lookahead: false, searchNodes: 0, tieBreaks: false },
  normal: { policy: 'greedy', fills: true, maxMoves: 1, lookahead: true, searchNodes: 0, tieBreaks: false },
  hard: { policy: 'search', fills: true, maxMoves: Infinity, lookahead: true, searchNodes: 40_000, tieBreaks: true },
  perfect: { policy: 'search', fills: true, maxMoves: Infinity, lookahead: true, searchNodes: 400_000, tieBreaks: true },
  // Not offered: ten times hard's node budget plays exactly as hard (hard's turn plan is already exhaustive;
  // 400 games expert,hard at 2 players: 50.0%). An expert here needs a search beyond the turn.
  expert: { policy: 'search', fills: true, maxMoves: Infinity, lookahead: true, searchNodes: 400_000, tieBreaks: true },
};

// ---------------------------------------------------------------------------------------------
// The turn search

/** A position for the turn search: piles as card numbers (bottom to top, null = hole) and the hand. */
export interface TurnPosition {
  slots: (readonly number[] | null)[];
  hand: readonly number[];
  /** Card numbers the planner cannot see (in other hands or the stock): for the "hard tops" tie-break. */
  unseen: readonly number[];
}

export interface TurnPlan {
  /** The steps to take, in order (a STOP is implied when the hand is not emptied). */
  steps: AthleticAction[];
  /** Cards left in hand at the end of the plan (0 = a medal). */
  remaining: number;
  /** Positions examined. */
  nodes: number;
  /** True when every reachable position was examined (or a medal line was found and its tie-breaks settled). */
  complete: boolean;
}

const MEDAL = 1e12;
const PER_CARD_KEPT = 1e8;
const PER_HOLE = 1e6;
const PER_LIVE_CARD = 1e3;

/** How many cards of the deck fit on a card: 5 of the same value, plus 1 or 2 of the same colour. */
function flexibility(card: number): number {
  const v = card % VALUES;
  return 5 + (v === 0 || v === VALUES - 1 ? 1 : 2);
}

type SearchStep = [kind: 0 | 1 | 2, a: number, b: number];

/**
 * Depth-first search over every sequence of steps from `pos`; every position reached is a place to STOP,
 * scored by the section 8 order. Returns the best sequence found within `budget` positions.
 */
export function planTurn(pos: TurnPosition, budget: number, tieBreaks = true): TurnPlan {
  const n = ATHLETIC_SLOTS;
  const bottom = new Int16Array(n);
  const top = new Int16Array(n);
  pos.slots.forEach((pile, i) => {
    bottom[i] = pile && pile.length > 0 ? pile[0] : -1;
    top[i] = pile && pile.length > 0 ? pile[pile.length - 1] : -1;
  });
  const hand = pos.hand.slice();
  const used = new Uint8Array(hand.length);
  const live = new Int16Array(CARD_COUNT);
  for (let c = 0; c < CARD_COUNT; c++) for (const u of pos.unseen) if (compatibleNumbers(c, u)) live[c]++;
  let remaining = hand.length;
  let keptFlex = 0;
  for (const c of hand) keptFlex += flexibility(c);
  let lo = 0;
  let hi = 0;
  const path: SearchStep[] = [];
  const visited = new Set<string>();
  let nodes = 0;
  let limit = budget;
  let cut = false;
  let bestScore = -Infinity;
  let bestPath: SearchStep[] = [];
  let bestRemaining = hand.length;

  const mark = (i: number) => {
    if (i < 30) lo ^= 1 << i;
    else hi ^= 1 << (i - 30);
    used[i] ^= 1;
  };
  // Slots are interchangeable for what can follow, so the key holds them sorted; one UTF-16 unit each.
  const parts = new Int32Array(n);
  const key = (): string => {
    for (let s = 0; s < n; s++) {
      const code = top[s] < 0 ? 0 : (bottom[s] + 1) * 64 + top[s] + 1;
      let j = s;
      while (j > 0 && parts[j - 1] > code) {
        parts[j] = parts[j - 1];
        j--;
      }
      parts[j] = code;
    }
    return String.fromCharCode(parts[0], parts[1], parts[2], parts[3], parts[4], lo & 0xffff, lo >>> 16, hi & 0xffff, hi >>> 16);
  };
  const score = (): number => {
    let v = (remaining === 0 ? MEDAL : 0) - remaining * PER_CARD_KEPT;
    if (!tieBreaks) return v;
    v += keptFlex;
    for (let s = 0; s < n; s++) v -= top[s] < 0 ? PER_HOLE : live[top[s]] * PER_LIVE_CARD;
    return v;
  };

  const dfs = (): void => {
    if (nodes >= limit) {
      cut = true;
      return;
    }
    const k = key();
    if (visited.has(k)) return;
    visited.add(k);
    nodes++;
    const v = score();
    if (v > bestScore) {
      bestScore = v;
      bestPath = path.slice();
      bestRemaining = remaining;
      // A medal line is found: spend only a little more on its tie-breaks.
      if (remaining === 0) limit = Math.min(limit, nodes + 2000);
    }
    if (remaining === 0) return;
    // PLAY
    for (let i = 0; i < hand.length; i++) {
      if (used[i]) continue;
      const c = hand[i];
      for (let s = 0; s < n; s++) {
        if (top[s] < 0 || !compatibleNumbers(c, top[s])) continue;
        const prev = top[s];
        top[s] = c;
        mark(i);
        remaining--;
        keptFlex -= flexibility(c);
        path.push([0, i, s]);
        dfs();
        path.pop();
        keptFlex += flexibility(c);
        remaining++;
        mark(i);
        top[s] = prev;
        if (nodes >= limit) return;
      }
    }
    // MOVE (whole piles)
    for (let a = 0; a < n; a++) {
      if (top[a] < 0) continue;
      for (let b = 0; b < n; b++) {
        if (a === b || top[b] < 0 || !compatibleNumbers(top[a], top[b])) continue;
        const [ba, ta, tb] = [bottom[a], top[a], top[b]];
        top[b] = ba;
        bottom[a] = -1;
        top[a] = -1;
        path.push([1, a, b]);
        dfs();
        path.pop();
        bottom[a] = ba;
        top[a] = ta;
        top[b] = tb;
        if (nodes >= limit) return;
      }
    }
    // FILL: holes are alike, so only the first one is tried
    const h = top.indexOf(-1);
    if (h >= 0) {
      for (let i = 0; i < hand.length; i++) {
        if (used[i]) continue;
        const c = hand[i];
        bottom[h] = c;
        top[h] = c;
        mark(i);
        remaining--;
        keptFlex -= flexibility(c);
        path.push([2, i, h]);
        dfs();
        path.pop();
        keptFlex += flexibility(c);
        remaining++;
        mark(i);
        bottom[h] = -1;
        top[h] = -1;
        if (nodes >= limit) return;
      }
    }
  };
  dfs();

  const steps: AthleticAction[] = bestPath.map(([kind, a, b]) => {
    if (kind === 1) return { type: 'move', from: a, to: b };
    return { type: kind === 0 ? 'play' : 'fill', card: idOfNumber(hand[a]), slot: b };
  });
  return { steps, remaining: bestRemaining, nodes, complete: !cut };
}

/** The search position a view shows: the table, the viewer's hand, and the cards it cannot see. */
export function positionOf(view: AthleticView): TurnPosition {
  const seen = new Uint8Array(CARD_COUNT);
  const slots = view.slots.map((s) => (s ? s.cards.map((c) => cardNumber(c.id)) : null));
  for (const pile of slots) for (const c of pile ?? []) seen[c] = 1;
  const hand = (view.hand ?? []).map((c) => cardNumber(c.id));
  for (const c of hand) seen[c] = 1;
  const unseen: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (!seen[c]) unseen.push(c);
  return { slots, hand, unseen };
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

  /** `preset` overrides the level's preset (experiments and tests). */
  constructor(ctx: BotContext<AthleticOptions>, preset?: AthleticPreset) {
    this.seat = ctx.seat;
    this.preset = preset ?? ATHLETIC_LEVELS[ctx.level] ?? ATHLETIC_LEVELS.normal;
  }

  observe(_events: readonly AthleticEvent[], _view: AthleticView, _rng: Rng): void {
    // Everything the bot uses is in its view: the table is public, and the unseen cards follow from it.
  }

  decide(view: AthleticView, legal: readonly AthleticAction[], rng: Rng): AthleticAction {
    if (this.preset.policy === 'greedy') return greedyStep(view, legal, this.preset, rng);
    if (this.plan.length === 0 || signature(view) !== this.expected) {
      const plan = planTurn(positionOf(view), this.preset.searchNodes, this.preset.tieBreaks);
      this.lastNodes = plan.nodes;
      this.plan = [...plan.steps, { type: 'stop' }];
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
