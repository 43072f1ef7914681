/**
 * What ending a turn now would cost (the table's warning before Pass or Done): the round played out with
 * the engine's own steps (everyone ends their turns, then the automatic costs, parcels and blocks of
 * rules 11), from a state built from the seat's view alone, so no hidden card can tell in it. The same
 * play-out after each defence the seat may still declare finds the one that keeps the most life.
 */
import type { DrakerAction, DrakerPassRisk, DrakerView } from '../../../../common/games/draker';
import { RuleError } from '../../core';
import { inTurnPhase, roundOutActions } from './actions';
import { apply } from './apply';
import { legalDeclarations } from './declarations';
import { byDeckOrder } from './state';
import type { DrakerState } from './state';
import { stateOfView } from './view-state';

/** A round played out: the life `seat` lost in combat, its life at the end, and every combination's fixed value. */
export interface RoundOut {
  damage: number;
  lifeAfter: number;
  values: Map<number, number>;
}

/** Plays the round out as declared from `s` (left unchanged) up to the laydown: the automatic move of whoever acts, each step. */
export function playRoundOut(s: DrakerState, seat: number): RoundOut {
  const round = s.round;
  let damage = 0;
  const values = new Map<number, number>();
  // A round takes a few dozen steps; the bound only stops a rules bug from hanging the table.
  for (let steps = 0; steps < 1000 && s.round === round && s.phase !== 'laydown' && s.phase !== 'over'; steps++) {
    const res = apply(s, s.active, roundOutActions(s, s.active)[0]);
    s = res.state;
    for (const e of res.events) {
      if (e.type === 'lifeLost' && e.seat === seat && e.reason === 'combat') damage += e.amount;
      else if (e.type === 'values') for (const c of e.combos) values.set(c.id, c.value);
    }
  }
  return { damage, lifeAfter: s.life[seat], values };
}

/** The defences `seat` may still declare this turn, each as its moves (in the additional phase: a card placed, then a defence holding it). */
export function defenceMoves(s: DrakerState, seat: number): DrakerAction[][] {
  const declares = (t: DrakerState): DrakerAction[] => legalDeclarations(t, seat).filter((d) => d.kind === 'DEF').map((d) => ({ type: 'declare', ...d }));
  if (s.phase === 'basic' || s.placed !== null) return declares(s).map((d) => [d]);
  const out: DrakerAction[][] = [];
  for (const c of [...s.hands[seat]].sort(byDeckOrder)) {
    const place: DrakerAction = { type: 'place', card: c };
    for (const d of declares(apply(s, seat, place).state)) out.push([place, d]);
  }
  return out;
}

/**
 * The risk of ending the turn now for the seat to act, from its own view; null when the seat is not to act
 * in a turn or cannot end it yet (a card to place first).
 */
export function passRisk(v: DrakerView, seat: number): DrakerPassRisk | null {
  if (v.active !== seat || v.hand === null) return null;
  const s = stateOfView(v, seat, []);
  if (!inTurnPhase(s)) return null;
  const end = roundOutActions(s, seat)[0];
  if (end.type !== 'pass' && end.type !== 'finish') return null;
  const now = playRoundOut(s, seat);
  if (now.damage <= 0) return { damage: 0, lifeAfter: now.lifeAfter, help: null };
  let help: DrakerPassRisk['help'] = null;
  for (const moves of defenceMoves(s, seat)) {
    let t = s;
    const id = t.nextId;
    try {
      for (const m of moves) t = apply(t, seat, m).state;
    } catch (e) {
      if (e instanceof RuleError) continue;
      throw e;
    }
    const out = playRoundOut(t, seat);
    const best = help ?? now;
    if (out.damage < best.damage || (help !== null && out.damage === help.damage && out.lifeAfter > help.lifeAfter)) {
      const declared = moves[moves.length - 1] as Extract<DrakerAction, { type: 'declare' }>;
      help = { moves, cards: declared.cards, value: out.values.get(id) ?? 0, damage: out.damage, lifeAfter: out.lifeAfter };
    }
  }
  return { damage: now.damage, lifeAfter: now.lifeAfter, help };
}
