/**
 * Draker actors and legal actions: the small steps of a turn and the automatic step of each phase.
 */
import { DRAKER_PROFESSIONS } from '../../../../common/games/draker';
import type { DrakerAction, DrakerPhase } from '../../../../common/games/draker';
import { card } from './cards';
import { blockers, costChoice, currentParcel, kindIndex, payable, unassigned } from './combat';
import { legalDeclarations, visitCombinationSets } from './declarations';
import { effectTargets } from './effects';
import { byDeckOrder, engagedCards, opponents } from './state';
import type { DrakerState } from './state';

export function actors(s: DrakerState): number[] {
  return s.phase === 'over' ? [] : [s.active];
}

export function mustPlace(s: DrakerState, seat: number): boolean {
  return s.phase === 'basic' && s.placed === null && s.hands[seat].length > 0;
}

export function inTurnPhase(s: DrakerState): boolean {
  return s.phase === 'basic' || s.phase === 'additional';
}

export function unsetArtefactActions(s: DrakerState, seat: number): DrakerAction[] {
  const out: DrakerAction[] = [];
  const engaged = engagedCards(s);
  for (const c of s.pools[seat]) {
    if (!card(c).artefact || engaged.has(c)) continue;
    const set = s.artefacts[c];
    if (set?.rank === undefined) for (let rank = 2; rank <= 14; rank++) out.push({ type: 'setArtefact', card: c, rank });
    if (set?.prof === undefined) for (let prof = 0; prof < DRAKER_PROFESSIONS.length; prof++) out.push({ type: 'setArtefact', card: c, prof });
  }
  return out;
}

export function activations(s: DrakerState, seat: number): DrakerAction[] {
  const out: DrakerAction[] = [];
  for (const c of s.pools[seat]) {
    const k = card(c);
    if (!k.effect || s.used.includes(c)) continue;
    for (const target of effectTargets(s, seat, k.effect)) out.push(target === null ? { type: 'activate', card: c } : { type: 'activate', card: c, target });
  }
  return out;
}

/** The automatic step of each phase outside the turns (rules 11 defaults). */
export const AUTO_STEPS: Partial<Record<DrakerPhase, DrakerAction>> = {
  costs: { type: 'payAuto' },
  combat: { type: 'parcelAuto' },
  defence: { type: 'blockAuto' },
  laydown: { type: 'discardAuto' },
};

/**
 * The moves that play the round out as declared, found without listing declarations (the costly part of
 * `legalActions`): in a turn the forced placements, else finish or pass; elsewhere the automatic step.
 * Always a non-empty subset of `legalActions` while the seat is to act.
 */
export function roundOutActions(s: DrakerState, seat: number): DrakerAction[] {
  if (s.phase === 'over' || seat !== s.active) return [];
  if (inTurnPhase(s)) {
    if (mustPlace(s, seat)) return [...s.hands[seat]].sort(byDeckOrder).map((c) => ({ type: 'place', card: c }));
    return s.phase === 'additional' && !s.turnActed ? ONLY_PASS : ONLY_FINISH;
  }
  return ONLY_AUTO[s.phase]!;
}

/**
 * The actions of `legalActions(s, seat)`, in its order, that `move` may name (its type; for a declaration
 * its cards, too): the declarations (most of its cost) are listed only for the one set of cards the move
 * declares, built from its first card (`visitCombinationSets` with `holding`), the Artefact settings only
 * for 'setArtefact'.
 */
export function legalActionsFor(s: DrakerState, seat: number, move: Readonly<Record<string, unknown>>): DrakerAction[] {
  const { type } = move;
  let sets: string[][] = [];
  if (type === 'declare') {
    const cards = Array.isArray(move.cards) ? (move.cards as unknown[]) : [];
    const pool = [...s.pools[seat], ...s.common];
    const first = cards[0];
    if (typeof first === 'string' && pool.includes(first)) {
      const key = cards.join(',');
      visitCombinationSets(
        s,
        pool,
        (set) => {
          if (sets.length === 0 && set.length === cards.length && [...set].sort(byDeckOrder).join(',') === key) sets = [[...set].sort(byDeckOrder)];
        },
        first,
      );
    }
  }
  return legalActions(s, seat, sets, type === 'setArtefact').filter((a) => a.type === type);
}

// The one-move lists of `roundOutActions`, made once (its callers only read them).
const ONLY_PASS: DrakerAction[] = [{ type: 'pass' }];
const ONLY_FINISH: DrakerAction[] = [{ type: 'finish' }];
const ONLY_AUTO: Partial<Record<DrakerPhase, DrakerAction[]>> = Object.fromEntries(Object.entries(AUTO_STEPS).map(([phase, a]) => [phase, [a]]));

/**
 * Every legal action of `seat` (`sets`: as for `legalDeclarations`); without the Artefact settings when
 * `artefacts` is false (the search never takes them as candidates).
 */
export function legalActions(s: DrakerState, seat: number, sets?: readonly string[][], artefacts = true): DrakerAction[] {
  if (s.phase === 'over' || seat !== s.active) return [];
  const out: DrakerAction[] = [];
  if (inTurnPhase(s)) {
    if (artefacts) out.push(...unsetArtefactActions(s, seat));
    if (s.placed === null) for (const c of [...s.hands[seat]].sort(byDeckOrder)) out.push({ type: 'place', card: c });
    if (mustPlace(s, seat)) return out;
    if (s.phase === 'basic' || s.placed !== null) for (const d of legalDeclarations(s, seat, sets)) out.push({ type: 'declare', ...d });
    out.push(...activations(s, seat));
    out.push(s.phase === 'additional' && !s.turnActed ? { type: 'pass' } : { type: 'finish' });
    return out;
  }
  if (s.phase === 'costs') {
    out.push({ type: 'payAuto' });
    for (const kind of ['ATT', 'DEF'] as const) {
      if (!costChoice(s, seat, kind)) continue;
      const owed = s.owed[seat][kindIndex(kind)];
      for (const c of payable(s, seat, kind)) for (let a = 1; a <= Math.min(owed, c.remaining); a++) out.push({ type: 'pay', combo: c.id, amount: a });
    }
    return out;
  }
  if (s.phase === 'combat') {
    out.push({ type: 'parcelAuto' });
    for (const c of unassigned(s, seat)) for (const to of opponents(s, seat)) for (let a = 1; a <= c.remaining; a++) out.push({ type: 'parcel', combo: c.id, to, amount: a });
    return out;
  }
  if (s.phase === 'defence') {
    const parcel = currentParcel(s)!;
    out.push({ type: 'blockAuto' });
    for (const d of blockers(s, seat, parcel)) out.push({ type: 'block', combo: d.id });
    out.push({ type: 'block', combo: null });
    return out;
  }
  // laydown
  out.push({ type: 'discardAuto' });
  for (const c of [...s.pools[seat]].sort(byDeckOrder)) out.push({ type: 'discard', card: c });
  return out;
}
