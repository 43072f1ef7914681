/**
 * What the player may do with the cards selected in the hand: the legal actions that use exactly those
 * cards, and, where a move is close but not possible, why not. Pure functions of the view, the legal
 * list and the selection, so the controller stays about clicks and the tests can reason about names.
 */
import { rushFaceOf, type RushAction, type RushCard, type RushView } from '../../../common/games/rush';

export interface Offer {
  /** What the button does; null for an explanation that cannot be clicked. */
  action: RushAction | null;
  /** 'layOut' | 'takeOver' | 'reinforce' | 'discard' | 'play' | 'accept' | 'defend' | 'why'. */
  kind: string;
  rank?: number;
  /** Seat the move concerns (the owner of a stack taken over). */
  seat?: number;
  /** Size of the stack (before the move). */
  size?: number;
  /** For 'play': the action card selected. */
  card?: RushCard;
  /** For 'why': the string key that explains, with its parameters. */
  why?: { key: string; params: Record<string, string | number> };
}

const sortedFaces = (ids: readonly string[]): string => ids.map(rushFaceOf).sort().join(',');

/** The selected cards in the order picked (unknown ids are dropped). */
export function selectedCards(view: RushView, selected: readonly string[]): RushCard[] {
  const hand = view.hand ?? [];
  return selected.map((id) => hand.find((c) => c.id === id)).filter((c): c is RushCard => !!c);
}

export function offersFor(view: RushView, legal: readonly RushAction[], selected: readonly string[], me: number): Offer[] {
  const cards = selectedCards(view, selected);
  const ids = cards.map((c) => c.id);
  const out: Offer[] = [];
  if (view.phase === 'demand' && view.demand?.target === me) {
    if (legal.some((a) => a.type === 'accept')) out.push({ kind: 'accept', action: { type: 'accept' } });
    const canDefend = legal.some((a) => a.type === 'defend');
    if (!canDefend) out.push({ kind: 'why', action: null, why: { key: 'rush.why.defendNeedsTwo', params: {} } });
    else if (cards.length === 2) out.push({ kind: 'defend', action: { type: 'defend', cards: [ids[0]!, ids[1]!] } });
    else out.push({ kind: 'why', action: null, why: { key: 'rush.why.defendPick', params: { count: cards.length } } });
    return out;
  }
  if (view.phase !== 'action' || view.active !== me || cards.length === 0) return out;
  const faces = sortedFaces(ids);
  if (cards.length === 1) {
    const c = cards[0]!;
    if (c.kind === 'sport') {
      const lay = legal.find((a) => a.type === 'layOut' && rushFaceOf(a.card) === rushFaceOf(c.id));
      if (lay) out.push({ kind: 'layOut', action: { type: 'layOut', card: c.id }, rank: c.rank });
      else {
        const holder = view.stacks.find((s) => s.rank === c.rank);
        if (holder) out.push({ kind: 'why', action: null, rank: c.rank, seat: holder.owner, why: { key: holder.owner === me ? 'rush.why.layOutOwn' : 'rush.why.layOutHeld', params: { rank: c.rank } } });
      }
    }
    if ((c.kind === 'sponsor' || c.kind === 'doping') && legal.some((a) => a.type === c.kind)) out.push({ kind: 'play', action: null, card: c });
    if (c.kind === 'coach') out.push({ kind: 'why', action: null, why: { key: 'rush.why.coachAlone', params: {} } });
  }
  // The legal list names a payment with the COACH twice (first or last to the discard pile); the selection's
  // order decides which, so each stack gets one offer: two would be the same move under the same words.
  const offered = (kind: string, rank: number): boolean => out.some((o) => o.kind === kind && o.rank === rank);
  for (const a of legal) {
    if ((a.type === 'takeOver' || a.type === 'reinforce') && offered(a.type, a.rank)) continue;
    if (a.type === 'takeOver' && sortedFaces(a.cards) === faces) {
      const st = view.stacks.find((s) => s.rank === a.rank);
      out.push({ kind: 'takeOver', action: { type: 'takeOver', rank: a.rank, cards: ids }, rank: a.rank, seat: st?.owner, size: st?.size });
    } else if (a.type === 'reinforce' && sortedFaces([a.card, ...a.cards]) === faces) {
      const onto = cards.find((c) => c.kind === 'sport' && c.rank === a.rank)!;
      const st = view.stacks.find((s) => s.rank === a.rank);
      out.push({ kind: 'reinforce', action: { type: 'reinforce', rank: a.rank, card: onto.id, cards: ids.filter((id) => id !== onto.id) }, rank: a.rank, size: st?.size });
    }
  }
  // Sports cards of one rank (with or without the COACH) that do not make a payment: say what would.
  const sports = cards.filter((c) => c.kind === 'sport');
  const onlyRankAndCoach = cards.every((c) => c.kind === 'sport' || c.kind === 'coach');
  const ranks = new Set(sports.map((c) => (c.kind === 'sport' ? c.rank : 0)));
  if (onlyRankAndCoach && ranks.size === 1 && !out.some((o) => o.kind === 'takeOver' || o.kind === 'reinforce') && (cards.length > 1 || view.stacks.some((s) => s.rank === [...ranks][0] && s.owner !== me))) {
    const rank = [...ranks][0]!;
    const st = view.stacks.find((s) => s.rank === rank);
    if (st) {
      const value = sports.length + (cards.some((c) => c.kind === 'coach') ? 1 : 0);
      out.push({ kind: 'why', action: null, rank, seat: st.owner, why: { key: st.owner === me ? 'rush.why.reinforceNeeds' : 'rush.why.takeOverNeeds', params: { need: st.size + 1, have: value, rank } } });
    }
  }
  if (cards.length === 1) {
    const d = legal.find((a) => a.type === 'discard' && rushFaceOf(a.card) === rushFaceOf(ids[0]!));
    if (d) out.push({ kind: 'discard', action: { type: 'discard', card: ids[0]! } });
  }
  return out;
}

/** A move of a SPONSOR or DOPING CONTROL card. */
export type ActionCardMove = Extract<RushAction, { type: 'sponsor' | 'doping' }>;

/** The three options of an action card, each with its legal moves (empty = not applicable). */
export function optionMoves(legal: readonly RushAction[], kind: 'sponsor' | 'doping'): Map<string, ActionCardMove[]> {
  const options = kind === 'sponsor' ? ['draw', 'takeDiscard', 'demand'] : ['destroy', 'discard', 'demand'];
  const m = new Map<string, ActionCardMove[]>();
  for (const o of options) m.set(o, legal.filter((a): a is ActionCardMove => a.type === kind && a.option === o));
  return m;
}
