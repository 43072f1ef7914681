/**
 * Draker apply: every step checked before the cloned state changes (a RuleError otherwise).
 */
import { DRAKER_PROFESSIONS } from '../../../../common/games/draker';
import type { DrakerAction, DrakerEvent } from '../../../../common/games/draker';
import { RuleError } from '../../core';
import { inTurnPhase, mustPlace } from './actions';
import { card, cardOf, effectCost, isCardId, POOL_LIMIT, templateOf } from './cards';
import { autoBlocker, autoParcelTarget, blockers, costChoice, currentParcel, kindIndex, meetParcel, pay, payable, sendParcel, settleForced, unassigned, weakestPoolCard } from './combat';
import { declarationError } from './declarations';
import { effectTargets, fireIcons, push } from './effects';
import { continueCombat, continueCosts, continueDefence, continueLaydown, endTurn } from './phases';
import { byDeckOrder, clone, comboById, engagedCards, hasFlight, opponents, toDiscard, valueOf } from './state';
import type { Combo, Ctx, DrakerState, Parcel } from './state';

export function bad(code: string, message: string): never {
  throw new RuleError(code, message);
}

export function needPhase(s: DrakerState, ok: boolean, what: string): void {
  if (!ok) bad('wrongPhase', `You cannot ${what} in the ${s.phase} phase.`);
}

export function apply(state: DrakerState, seat: number, action: DrakerAction): { state: DrakerState; events: DrakerEvent[] } {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.players) bad('badSeat', `Seat ${String(seat)} is not at the table.`);
  if (state.phase === 'over') bad('gameOver', 'The game is over.');
  if (seat !== state.active) throw new RuleError('notYourTurn', `It is seat ${state.active + 1}'s turn, not seat ${seat + 1}'s.`, { seat: state.active });
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') bad('badAction', 'An action needs a type.');
  // Every check throws before the clone is changed, and the input state is never touched.
  const s = clone(state);
  const events: DrakerEvent[] = [];
  applyStep(s, seat, action, { events });
  return { state: s, events };
}

/**
 * The same as `apply` on a state the caller owns (search), for a move listed as legal in it (a declaration
 * is not checked again): mutates and returns it, keeping no events.
 */
export function applyInPlace(s: DrakerState, seat: number, action: DrakerAction): DrakerState {
  applyStep(s, seat, action, { events: null, trusted: true });
  return s;
}

export function ownPoolCard(s: DrakerState, seat: number, c: unknown): string {
  if (!isCardId(c)) bad('badCard', `There is no card "${String(c).slice(0, 20)}".`);
  if (!s.pools[seat].includes(c)) bad('notYourCard', `${c} is not in your pool.`);
  return c;
}

export function applyStep(s: DrakerState, seat: number, a: DrakerAction, ctx: Ctx): void {
  switch (a.type) {
    case 'setArtefact': {
      needPhase(s, inTurnPhase(s), 'set an Artefact');
      const c = ownPoolCard(s, seat, a.card);
      if (!card(c).artefact) bad('notArtefact', `${c} is not an Artefact.`);
      if (engagedCards(s).has(c)) bad('artefactEngaged', 'This Artefact is already in a combination; its setting is locked.');
      const set = s.artefacts[c] ?? {};
      if ('rank' in a) {
        if (!Number.isInteger(a.rank) || a.rank < 2 || a.rank > 14) bad('badRank', 'A rank is 2 to 14 (Ace).');
        if (set.rank !== undefined) bad('artefactLocked', 'This Artefact\'s rank is already set for the round.');
        s.artefacts[c] = { ...set, rank: a.rank };
        ctx.events?.push({ type: 'artefactSet', seat, card: c, rank: a.rank });
      } else if ('prof' in a) {
        if (!Number.isInteger(a.prof) || a.prof < 0 || a.prof >= DRAKER_PROFESSIONS.length) bad('badProfession', 'A profession is 0 (Spearman) to 9 (Etsilop).');
        if (set.prof !== undefined) bad('artefactLocked', 'This Artefact\'s profession is already set for the round.');
        s.artefacts[c] = { ...set, prof: a.prof };
        ctx.events?.push({ type: 'artefactSet', seat, card: c, prof: a.prof });
      } else bad('badAction', 'Set either a rank or a profession.');
      s.turnActed = true;
      return;
    }
    case 'place': {
      needPhase(s, inTurnPhase(s), 'place a card');
      if (s.placed !== null) bad('alreadyPlaced', 'You have already placed a card this turn.');
      if (!isCardId(a.card) || !s.hands[seat].includes(a.card)) bad('notInHand', `${String(a.card).slice(0, 20)} is not in your hand.`);
      s.hands[seat].splice(s.hands[seat].indexOf(a.card), 1);
      s.pools[seat].push(a.card);
      s.placed = a.card;
      s.turnActed = true;
      ctx.events?.push({ type: 'place', seat, card: cardOf(a.card) });
      return;
    }
    case 'declare': {
      needPhase(s, inTurnPhase(s), 'declare a combination');
      if (mustPlace(s, seat)) bad('placeFirst', 'Place a card from your hand first.');
      if (a.kind !== 'ATT' && a.kind !== 'DEF') bad('badKind', 'A combination is declared ATT or DEF.');
      if (!Array.isArray(a.cards)) bad('badAction', 'A declaration lists its cards.');
      const err = ctx.trusted ? null : declarationError(s, seat, a.kind, a.cards);
      if (err) bad('illegalCombination', err);
      const cards = [...a.cards].sort(byDeckOrder);
      const combo: Combo = { id: s.nextId++, owner: seat, kind: a.kind, cards, value: 0, remaining: 0 };
      s.combos.push(combo);
      if (s.phase === 'additional') s.turnKinds.push(a.kind);
      s.turnActed = true;
      const v = valueOf(s, combo);
      ctx.events?.push({ type: 'declare', seat, combo: combo.id, kind: a.kind, cards, base: v.base, mult: v.mult, value: v.value });
      if (s.placed !== null && !s.iconsFired && cards.length >= 3 && cards.includes(s.placed)) fireIcons(s, seat, s.placed, ctx);
      return;
    }
    case 'activate': {
      needPhase(s, inTurnPhase(s), 'activate an effect');
      if (mustPlace(s, seat)) bad('placeFirst', 'Place a card from your hand first.');
      const c = ownPoolCard(s, seat, a.card);
      const effect = card(c).effect;
      if (!effect) bad('noEffect', 'An Artefact has no individual effect.');
      if (s.used.includes(c)) bad('effectUsed', `The effect of ${c} was already used this round.`);
      const targets = effectTargets(s, seat, effect);
      const target = a.target ?? null;
      if (!targets.includes(target)) bad('badTarget', `That is not a target ${templateOf(effect).effect} may take now.`);
      s.used.push(c);
      const cost = effectCost(c);
      s.owed[seat][0] += cost[0];
      s.owed[seat][1] += cost[1];
      s.turnActed = true;
      push(s, { owner: seat, card: c, source: 'effect', effect, target, cost }, templateOf(effect).type === 'instant' ? 'instant' : 'main', ctx);
      return;
    }
    case 'pass':
    case 'finish': {
      needPhase(s, inTurnPhase(s), a.type);
      if (mustPlace(s, seat)) bad('placeFirst', 'Place a card from your hand first.');
      if (a.type === 'pass' && (s.phase !== 'additional' || s.turnActed)) bad('cannotPass', 'You have acted this turn: finish it instead.');
      if (a.type === 'finish' && s.phase === 'additional' && !s.turnActed) bad('cannotFinish', 'You did nothing this turn: pass instead.');
      if (s.phase === 'additional') s.passes = a.type === 'pass' ? s.passes + 1 : 0;
      if (a.type === 'pass') ctx.events?.push({ type: 'pass', seat });
      endTurn(s, ctx);
      return;
    }
    case 'pay': {
      needPhase(s, s.phase === 'costs', 'pay a cost');
      const c = comboById(s, a.combo);
      if (!c || c.owner !== seat) bad('notYourCombo', 'That is not one of your combinations.');
      const owed = s.owed[seat][kindIndex(c.kind)];
      if (!costChoice(s, seat, c.kind)) bad('nothingToChoose', `You owe no ${c.kind === 'ATT' ? 'attack' : 'defence'} points to split.`);
      if (!Number.isInteger(a.amount) || a.amount < 1) bad('badAmount', 'Pay a whole number of points, at least 1.');
      if (a.amount > c.remaining) bad('overpay', `That combination holds only ${c.remaining} points.`);
      if (a.amount > owed) bad('overpay', `You owe only ${owed} ${c.kind === 'ATT' ? 'attack' : 'defence'} points.`);
      pay(s, seat, c, a.amount, ctx);
      continueCosts(s, ctx);
      return;
    }
    case 'payAuto': {
      needPhase(s, s.phase === 'costs', 'pay a cost');
      for (const kind of ['ATT', 'DEF'] as const) {
        // Largest first keeps the most combinations whole.
        const from = payable(s, seat, kind).sort((x, y) => y.remaining - x.remaining);
        for (const c of from) {
          const owed = s.owed[seat][kindIndex(kind)];
          if (owed === 0) break;
          pay(s, seat, c, Math.min(owed, c.remaining), ctx);
        }
        settleForced(s, seat, kind, ctx);
      }
      continueCosts(s, ctx);
      return;
    }
    case 'parcel': {
      needPhase(s, s.phase === 'combat', 'send a parcel');
      const c = comboById(s, a.combo);
      if (!c || c.owner !== seat || c.kind !== 'ATT') bad('notYourCombo', 'That is not one of your attacking combinations.');
      if (!opponents(s, seat).includes(a.to)) bad('badTarget', 'A parcel goes to an opponent still in the game.');
      if (!Number.isInteger(a.amount) || a.amount < 1) bad('badAmount', 'A parcel is a whole number of points, at least 1.');
      if (a.amount > c.remaining) bad('parcelTooBig', `Only ${c.remaining} points of that combination are left to send; the parcels must add up to its value.`);
      sendParcel(s, c, a.to, a.amount, ctx);
      continueCombat(s, ctx);
      return;
    }
    case 'parcelAuto': {
      needPhase(s, s.phase === 'combat', 'send parcels');
      for (const c of unassigned(s, seat)) sendParcel(s, c, autoParcelTarget(s, seat, hasFlight(s, c)), c.remaining, ctx);
      continueCombat(s, ctx);
      return;
    }
    case 'block': {
      needPhase(s, s.phase === 'defence', 'block');
      const parcel = currentParcel(s)!;
      let d: Combo | null = null;
      if (a.combo !== null) {
        d = blockers(s, seat, parcel).find((c) => c.id === a.combo) ?? null;
        if (!d) bad('badBlock', parcel.flight ? flightBlockHelp(s, parcel) : 'Block with one of your defences that has points left.');
      }
      meetParcel(s, parcel, d, ctx);
      continueDefence(s, ctx);
      return;
    }
    case 'blockAuto': {
      needPhase(s, s.phase === 'defence', 'block');
      for (let parcel = currentParcel(s); parcel && parcel.to === seat; parcel = currentParcel(s)) meetParcel(s, parcel, autoBlocker(s, seat, parcel), ctx);
      continueDefence(s, ctx);
      return;
    }
    case 'discard': {
      needPhase(s, s.phase === 'laydown', 'discard');
      const c = ownPoolCard(s, seat, a.card);
      s.pools[seat].splice(s.pools[seat].indexOf(c), 1);
      toDiscard(s, c, seat, 'pool', ctx);
      continueLaydown(s, ctx);
      return;
    }
    case 'discardAuto': {
      needPhase(s, s.phase === 'laydown', 'discard');
      while (s.pools[seat].length > POOL_LIMIT) {
        const c = weakestPoolCard(s, seat);
        s.pools[seat].splice(s.pools[seat].indexOf(c), 1);
        toDiscard(s, c, seat, 'pool', ctx);
      }
      continueLaydown(s, ctx);
      return;
    }
    default:
      bad('badAction', `Unknown action "${String((a as { type: unknown }).type).slice(0, 20)}".`);
  }
}

/** Which defences may meet this Flight parcel, in words (DP-A9: Flight ones, and halved, any of twice its size). */
function flightBlockHelp(s: DrakerState, parcel: Parcel): string {
  const flightOnly = 'Block this Flight parcel with one of your Flight defences that has points left';
  return s.options.flightReading === 'halved' ? `${flightOnly}, or one without Flight holding at least ${2 * parcel.amount}.` : `${flightOnly}.`;
}
