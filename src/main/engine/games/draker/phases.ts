/**
 * Draker's round from phase to phase (rules 1-9): the round start, the turns of the basic and the
 * additional phase, then costs, end of round, combat, defence, laydown and round results, each asking a
 * seat only where it has a choice.
 */
import type { DrakerEndReason } from '../../../../common/games/draker';
import { card, cardOf, COMMON_LIMIT, EDITION, POOL_LIMIT } from './cards';
import { blockers, costChoice, currentParcel, meetParcel, sendParcel, settleForced, unassigned } from './combat';
import { resolveStacks } from './effects';
import { draw, nextSeat, opponents, position, reshuffle, toDiscard, turnOrder, valueOf } from './state';
import type { Ctx, DrakerState } from './state';

/** Phase 1: a deck card to the common pool (its effect now), then one card to each seat. */
export function startRound(s: DrakerState, ctx: Ctx): void {
  s.round += 1;
  ctx.events?.push({ type: 'roundStart', round: s.round, lead: s.lead });
  if (s.deck.length === 0) reshuffle(s, ctx);
  const c = s.deck.pop();
  if (c !== undefined) {
    s.common.push(c);
    const effect = card(c).common;
    if (effect === 'gale') s.gale.push(c);
    if (effect === 'siege') s.siege = true;
    ctx.events?.push({ type: 'commonCard', card: cardOf(c), effect });
  }
  for (const p of turnOrder(s)) draw(s, p, ctx);
  s.phase = 'basic';
  s.turnsTaken = 0;
  beginTurn(s, s.lead, ctx);
}

export function beginTurn(s: DrakerState, seat: number, ctx: Ctx): void {
  s.active = seat;
  s.placed = null;
  s.iconsFired = false;
  s.turnKinds = [];
  s.turnActed = false;
  ctx.events?.push({ type: 'turn', seat });
}

export function endTurn(s: DrakerState, ctx: Ctx): void {
  const inGame = turnOrder(s).length;
  if (s.phase === 'basic') {
    s.turnsTaken += 1;
    if (s.turnsTaken >= inGame) {
      s.phase = 'additional';
      s.passes = 0;
      ctx.events?.push({ type: 'phase', phase: 'additional' });
      beginTurn(s, s.lead, ctx);
      return;
    }
  } else if (s.passes >= inGame) {
    resolveStacks(s, ctx);
    startCosts(s, ctx);
    return;
  }
  beginTurn(s, nextSeat(s, s.active), ctx);
}

/** Phase 5: fix every value, then settle what needs no choice; ask the first seat with a real choice. */
export function startCosts(s: DrakerState, ctx: Ctx): void {
  s.phase = 'costs';
  ctx.events?.push({ type: 'phase', phase: 'costs' });
  for (const c of s.combos) {
    c.value = valueOf(s, c).value;
    c.remaining = c.value;
  }
  ctx.events?.push({ type: 'values', combos: s.combos.map((c) => ({ id: c.id, value: c.value })) });
  continueCosts(s, ctx);
}

export function continueCosts(s: DrakerState, ctx: Ctx): void {
  for (const p of turnOrder(s)) {
    for (const kind of ['ATT', 'DEF'] as const) {
      if (costChoice(s, p, kind)) {
        s.active = p;
        return;
      }
      settleForced(s, p, kind, ctx);
    }
  }
  endOfRound(s, ctx);
  startCombat(s, ctx);
}

/** Phase 6: pending heals, lead first, then in turn order. */
export function endOfRound(s: DrakerState, ctx: Ctx): void {
  const cap = Math.max(EDITION.lifeCap, s.options.startingLife);
  for (const p of turnOrder(s)) {
    for (const e of s.pending.filter((x) => x.seat === p)) {
      const healed = Math.max(0, Math.min(cap - s.life[p], e.amount));
      s.life[p] += healed;
      ctx.events?.push({ type: 'heal', seat: p, amount: healed, life: s.life[p] });
    }
  }
  s.pending = [];
}

export function startCombat(s: DrakerState, ctx: Ctx): void {
  s.phase = 'combat';
  ctx.events?.push({ type: 'phase', phase: 'combat' });
  continueCombat(s, ctx);
}

/** Phase 7, first part: each attacker splits its ATT values; a single opponent takes all at once. */
export function continueCombat(s: DrakerState, ctx: Ctx): void {
  for (const p of turnOrder(s)) {
    const opp = opponents(s, p);
    const open = unassigned(s, p);
    if (open.length === 0) continue;
    if (opp.length === 1) {
      for (const c of open) sendParcel(s, c, opp[0], c.remaining, ctx);
      continue;
    }
    s.active = p;
    return;
  }
  // Parcels are met by attacker turn order, then declaration order.
  s.parcels.sort((a, b) => position(s, a.from) - position(s, b.from) || a.combo - b.combo);
  s.phase = 'defence';
  ctx.events?.push({ type: 'phase', phase: 'defence' });
  continueDefence(s, ctx);
}

export function continueDefence(s: DrakerState, ctx: Ctx): void {
  for (;;) {
    const parcel = currentParcel(s);
    if (!parcel) break;
    if (parcel.amount <= 0) {
      s.parcels.splice(s.parcels.indexOf(parcel), 1);
      continue;
    }
    if (blockers(s, parcel.to, parcel).length > 0) {
      s.active = parcel.to;
      return;
    }
    meetParcel(s, parcel, null, ctx);
  }
  startLaydown(s, ctx);
}

export function startLaydown(s: DrakerState, ctx: Ctx): void {
  s.phase = 'laydown';
  ctx.events?.push({ type: 'phase', phase: 'laydown' });
  for (const p of turnOrder(s)) {
    if (s.life[p] <= 0) while (s.pools[p].length > POOL_LIMIT) toDiscard(s, s.pools[p].pop()!, p, 'pool', ctx);
  }
  continueLaydown(s, ctx);
}

export function continueLaydown(s: DrakerState, ctx: Ctx): void {
  const p = turnOrder(s).find((x) => s.pools[x].length > POOL_LIMIT);
  if (p !== undefined) {
    s.active = p;
    return;
  }
  while (s.common.length > COMMON_LIMIT) toDiscard(s, s.common.shift()!, null, 'common', ctx);
  // Clear the round: settings, round effects, combinations, used flags.
  s.artefacts = {};
  s.combos = [];
  s.used = [];
  s.modifiers = [];
  s.gale = [];
  s.siege = false;
  s.parcels = [];
  s.owed = s.owed.map(() => [0, 0]);
  roundResults(s, ctx);
}

/** Phase 9: seats at life <= 0 leave; the game ends with one or none left, or at the round cap. */
export function roundResults(s: DrakerState, ctx: Ctx): void {
  const out = turnOrder(s).filter((p) => s.life[p] <= 0);
  const before = turnOrder(s);
  for (const p of out) {
    s.inGame[p] = false;
    s.fellIn[p] = s.round;
    ctx.events?.push({ type: 'eliminated', seat: p, life: s.life[p] });
    for (const c of s.hands[p]) toDiscard(s, c, p, 'hand', ctx);
    for (const c of s.pools[p]) toDiscard(s, c, p, 'pool', ctx);
    s.hands[p] = [];
    s.pools[p] = [];
  }
  const left = turnOrder(s);
  if (left.length === 1) return finish(s, [left[0]], 'lastStanding', ctx);
  if (left.length === 0) return finish(s, best(s, before), 'allOut', ctx);
  if (s.options.roundCap > 0 && s.round >= s.options.roundCap) return finish(s, best(s, left), 'roundCap', ctx);
  s.lead = nextSeat(s, s.lead);
  startRound(s, ctx);
}

export function best(s: DrakerState, seats: number[]): number[] {
  const top = Math.max(...seats.map((p) => s.life[p]));
  return seats.filter((p) => s.life[p] === top);
}

export function finish(s: DrakerState, winners: number[], reason: DrakerEndReason, ctx: Ctx): void {
  s.phase = 'over';
  s.active = -1;
  s.outcome = { scores: s.life.slice(), winners, reason };
  ctx.events?.push({ type: 'gameOver', outcome: s.outcome });
}
