/**
 * Athletic Games' turn planner (rules section 8): a depth-first search over PLAY, FILL and MOVE from one
 * position, ranking end positions by a medal, cards played, no hole left open, hard tops, flexible cards
 * kept; capped by a node budget. The bots of every level from hard up plan their turns with it.
 */
import type { AthleticAction, AthleticView } from '../../../../common/games/athletic';
import { ATHLETIC_SLOTS } from '../../../../common/games/athletic';
import { CARD_COUNT, VALUES, cardNumber, compatibleNumbers, idOfNumber } from './cards';

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
export function flexibility(card: number): number {
  const v = card % VALUES;
  return 5 + (v === 0 || v === VALUES - 1 ? 1 : 2);
}

export type SearchStep = [kind: 0 | 1 | 2, a: number, b: number];

/**
 * Depth-first search over every sequence of steps from `pos`; every position reached is a place to STOP,
 * scored by the section 8 order. Returns the best sequence found within `budget` positions.
 */
export function planTurn(pos: TurnPosition, budget: number, tieBreaks = true): TurnPlan {
  const r = searchTurn(pos, budget, tieBreaks, 1);
  return { steps: actionsOf(r.best, pos.hand), remaining: r.bestRemaining, nodes: r.nodes, complete: r.complete };
}

/** A turn plan's steps as actions (hand indices of `hand` become card ids). */
export function actionsOf(path: readonly SearchStep[], hand: readonly number[]): AthleticAction[] {
  return path.map(([kind, a, b]) => {
    if (kind === 1) return { type: 'move', from: a, to: b };
    return { type: kind === 0 ? 'play' : 'fill', card: idOfNumber(hand[a]), slot: b };
  });
}

/** What the turn search found: the best line, and with `keep` > 1 the best `keep` end positions, best first. */
interface TurnSearch {
  best: SearchStep[];
  bestRemaining: number;
  nodes: number;
  complete: boolean;
  /** The best end positions (each distinct), best first; only when `keep` > 1. */
  top: { path: SearchStep[]; score: number }[];
}

export function searchTurn(pos: TurnPosition, budget: number, tieBreaks: boolean, keep: number): TurnSearch {
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
  const kept: TurnSearch['top'] = [];

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
    if (keep > 1 && (kept.length < keep || v > kept[kept.length - 1].score)) {
      let at = kept.length;
      while (at > 0 && kept[at - 1].score < v) at--;
      kept.splice(at, 0, { path: path.slice(), score: v });
      if (kept.length > keep) kept.pop();
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
  return { best: bestPath, bestRemaining, nodes, complete: !cut, top: kept };
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
// Beyond the turn (expert): the shared information-set search over the planner's best end positions
