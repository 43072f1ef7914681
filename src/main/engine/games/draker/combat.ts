/**
 * Draker costs, combat and laydown (rules 5-8 and 11): paying costs, parcels and the defences that meet
 * them, and the automatic choices (parcel targets, blockers, the pool card least worth keeping).
 */
import type { DrakerCombatReading, DrakerKind } from '../../../../common/games/draker';
import { card } from './cards';
import { byDeckOrder, comboCard, hasFlight, loseLife, opponents, turnOrder } from './state';
import type { Combo, Ctx, DrakerState, Parcel } from './state';

// ---------------------------------------------------------------------------------------------
// Costs (phase 5)

export function kindIndex(kind: DrakerKind): 0 | 1 {
  return kind === 'ATT' ? 0 : 1;
}

export function payable(s: DrakerState, seat: number, kind: DrakerKind): Combo[] {
  return s.combos.filter((c) => c.owner === seat && c.kind === kind && c.remaining > 0);
}

/** True when the seat must choose how to split what it owes of this kind. */
export function costChoice(s: DrakerState, seat: number, kind: DrakerKind): boolean {
  const owed = s.owed[seat][kindIndex(kind)];
  if (owed <= 0) return false;
  // Without listing `payable` (the search asks this at every step of the costs).
  let count = 0;
  let total = 0;
  for (const c of s.combos) {
    if (c.owner === seat && c.kind === kind && c.remaining > 0) {
      count++;
      total += c.remaining;
    }
  }
  return count >= 2 && owed < total;
}

export function pay(s: DrakerState, seat: number, c: Combo, amount: number, ctx: Ctx): void {
  c.remaining -= amount;
  s.owed[seat][kindIndex(c.kind)] -= amount;
  ctx.events?.push({ type: 'costPaid', seat, combo: c.id, amount });
}

/** Pays without a choice: from the only combination, or everything there is, then the rest from life. */
export function settleForced(s: DrakerState, seat: number, kind: DrakerKind, ctx: Ctx): void {
  const k = kindIndex(kind);
  for (const c of payable(s, seat, kind)) {
    if (s.owed[seat][k] === 0) break;
    pay(s, seat, c, Math.min(c.remaining, s.owed[seat][k]), ctx);
  }
  const rest = s.owed[seat][k];
  if (rest > 0) {
    s.owed[seat][k] = 0;
    ctx.events?.push({ type: 'costPaid', seat, combo: null, amount: rest });
    loseLife(s, seat, rest, 'cost', ctx);
  }
}

// ---------------------------------------------------------------------------------------------
// Combat and defence (phase 7)

export function unassigned(s: DrakerState, seat: number): Combo[] {
  return s.combos.filter((c) => c.owner === seat && c.kind === 'ATT' && c.remaining > 0);
}

export function sendParcel(s: DrakerState, c: Combo, to: number, amount: number, ctx: Ctx): void {
  c.remaining -= amount;
  const flight = hasFlight(s, c);
  const same = s.parcels.find((p) => p.combo === c.id && p.to === to);
  if (same) same.amount += amount;
  else s.parcels.push({ from: c.owner, to, combo: c.id, amount, flight });
  ctx.events?.push({ type: 'parcel', from: c.owner, to, combo: c.id, amount, flight });
}

/** DEF combinations of `seat` that may meet this parcel (DP-A9: a Flight parcel needs a Flight DEF, or, halved, one at least twice its size). */
export function blockers(s: DrakerState, seat: number, parcel: Parcel): Combo[] {
  return s.combos.filter((c) => c.owner === seat && c.kind === 'DEF' && c.remaining > 0 && (!parcel.flight || meetsFlight(s, c, parcel.amount)));
}

/** Whether this DEF may meet a Flight parcel of `amount`: with Flight always; without, halved, when half of it stops the parcel whole. */
function meetsFlight(s: DrakerState, c: Combo, amount: number): boolean {
  return hasFlightDef(s, c) || (s.options.flightReading === 'halved' && c.remaining >= 2 * amount);
}

/** What the defence `d` spends on this parcel: twice a Flight parcel's amount when `d` has no Flight (DP-A9, halved). */
function weightAgainst(s: DrakerState, parcel: Parcel, d: Combo): number {
  return parcel.flight && !hasFlightDef(s, d) ? 2 * parcel.amount : parcel.amount;
}

/** A DEF has Flight only through a Flight icon on one of its cards (no other rule gives a DEF Flight). */
export function hasFlightDef(s: DrakerState, c: Pick<Combo, 'cards'>): boolean {
  return s.modifiers.some((m) => m.kind === 'flight' && m.card !== undefined && c.cards.includes(m.card));
}

/** The parcel the defence phase is at: the first one to the first defender in turn order. */
export function currentParcel(s: DrakerState): Parcel | null {
  for (const p of turnOrder(s)) {
    const mine = s.parcels.find((x) => x.to === p);
    if (mine) return mine;
  }
  return null;
}

export function meetParcel(s: DrakerState, parcel: Parcel, d: Combo | null, ctx: Ctx): void {
  s.parcels.splice(s.parcels.indexOf(parcel), 1);
  const A = parcel.amount;
  if (!d) {
    ctx.events?.push({ type: 'blocked', seat: parcel.to, from: parcel.from, combo: null, amount: A, damage: A, defenceLeft: 0 });
    loseLife(s, parcel.to, A, 'combat', ctx);
    return;
  }
  // A DEF without Flight meets a Flight parcel only when it stops it whole (blockers), so no damage then.
  const weight = weightAgainst(s, parcel, d);
  const { damage, defenceLeft } = combatExchange(weight, d.remaining, s.options.combatReading);
  // Said in the event only when the defence really spent double (absorb), so the log can explain the drop.
  const doubled = weight > A && s.options.combatReading === 'absorb';
  d.remaining = defenceLeft;
  ctx.events?.push({ type: 'blocked', seat: parcel.to, from: parcel.from, combo: d.id, amount: A, damage, defenceLeft, ...(doubled ? { doubled: true as const } : {}) });
  loseLife(s, parcel.to, damage, 'combat', ctx);
}

/** One parcel A against one defence D (rules 6): the excess hits life and empties D; else D absorbs A (or, literal, stays). */
export function combatExchange(A: number, D: number, reading: DrakerCombatReading): { damage: number; defenceLeft: number } {
  if (A > D) return { damage: A - D, defenceLeft: 0 };
  return { damage: 0, defenceLeft: reading === 'absorb' ? D - A : D };
}

// ---------------------------------------------------------------------------------------------
// Automatic steps (rules 11)

/**
 * Combat: the opponent with the least defence left that can meet this parcel, less the parcels already
 * sent to it this round (what those will spend cannot meet this one), then the lowest life, then the next
 * opponent clockwise from the attacker (a tie-break from the lead sent every tied parcel, such as a Flight
 * parcel while nobody has a Flight defence, to the lead: docs/draker-balance.md).
 */
export function autoParcelTarget(s: DrakerState, seat: number, flight: boolean): number {
  let best = -1;
  let bestDefence = 0;
  const after = (p: number): number => (p - seat + s.players) % s.players;
  for (const p of opponents(s, seat)) {
    let defence = 0;
    for (const c of s.combos) {
      if (c.owner !== p || c.kind !== 'DEF') continue;
      // Halved (DP-A9): a defence without Flight counts half against a Flight parcel.
      defence += !flight || hasFlightDef(s, c) ? c.remaining : s.options.flightReading === 'halved' ? c.remaining / 2 : 0;
    }
    for (const x of s.parcels) if (x.to === p) defence -= x.amount;
    const better =
      best < 0 ||
      defence < bestDefence ||
      (defence === bestDefence && (s.life[p] < s.life[best] || (s.life[p] === s.life[best] && after(p) < after(best))));
    if (better) {
      best = p;
      bestDefence = defence;
    }
  }
  return best;
}

/** Defence: the smallest DEF that absorbs the whole parcel, else the smallest one (rules 11). */
export function autoBlocker(s: DrakerState, seat: number, parcel: Parcel): Combo | null {
  const ds = blockers(s, seat, parcel).sort((a, b) => a.remaining - b.remaining || a.id - b.id);
  return ds.find((d) => d.remaining >= parcel.amount) ?? ds[0] ?? null;
}

/** How much a pool card is worth keeping: tokens and links (same suit, near ranks or professions) with the rest. */
export function keepScore(s: DrakerState, seat: number, c: string): number {
  const k = comboCard(s, c);
  let score = 3 * (k.strength - 1) + (card(c).artefact ? 4 : 0);
  for (const o of s.pools[seat]) {
    if (o === c) continue;
    const m = comboCard(s, o);
    if (m.suit === k.suit) score += 1;
    if (k.rank !== null && m.rank !== null && Math.abs(k.rank - m.rank) <= 1) score += 1;
    if (k.prof !== null && m.prof !== null && Math.abs(k.prof - m.prof) <= 1) score += 1;
  }
  return score;
}

/** The pool card least worth keeping (lowest keepScore, then first in deck order); each score once. */
export function weakestPoolCard(s: DrakerState, seat: number): string {
  let weakest = '';
  let low = Infinity;
  for (const c of s.pools[seat]) {
    const score = keepScore(s, seat, c);
    if (score < low || (score === low && byDeckOrder(c, weakest) < 0)) {
      weakest = c;
      low = score;
    }
  }
  return weakest;
}
