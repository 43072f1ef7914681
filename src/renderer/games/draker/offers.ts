/**
 * What the player may do with the cards selected: the preview of the combination they form (forms and
 * value), the declarations, placement, Artefact setting and activations the legal actions allow for
 * exactly that selection, and, where a declaration is not possible, why not in the player's terms.
 * Pure functions of the view, the legal list and the selection, so the controller stays about clicks.
 */
import { comboCardOf, comboValue, declarationProblem, formsOf, isCombination, type ComboValue, type DeclarationContext, type Forms } from '../../../common/games/draker-combos';
import type { DrakerAction, DrakerCard, DrakerEffectKind, DrakerKind, DrakerView } from '../../../common/games/draker';

/** A reason with its string key (draker.why.*) and parameters. */
export interface Why {
  key: string;
  params: Record<string, string | number>;
}

export interface Preview {
  /** The selection forms a combination (hand cards counted as if placed). */
  ok: boolean;
  forms: Forms;
  value: ComboValue;
}

export type Offer =
  | { kind: 'declare'; as: DrakerKind; action: Extract<DrakerAction, { type: 'declare' }> }
  | { kind: 'place'; card: DrakerCard; action: Extract<DrakerAction, { type: 'place' }> }
  | { kind: 'artefact'; card: DrakerCard }
  | { kind: 'activate'; card: DrakerCard; targets: Extract<DrakerAction, { type: 'activate' }>[] };

export interface Selection {
  preview: Preview | null;
  offers: Offer[];
  /** Why the selection cannot be declared (or declared as one kind), each said once. */
  why: Why[];
}

type Where = 'hand' | 'pool' | 'common';

/** Where each selected card lies for the player `me` (cards elsewhere are dropped). */
export function locate(view: DrakerView, me: number, ids: readonly string[]): { card: DrakerCard; where: Where }[] {
  const out: { card: DrakerCard; where: Where }[] = [];
  for (const id of ids) {
    const inHand = view.hand?.find((c) => c.id === id);
    const inPool = view.players[me]?.pool.find((c) => c.id === id);
    const inCommon = view.common.find((c) => c.id === id);
    if (inHand) out.push({ card: inHand, where: 'hand' });
    else if (inPool) out.push({ card: inPool, where: 'pool' });
    else if (inCommon) out.push({ card: inCommon, where: 'common' });
  }
  return out;
}

/** The combination a set of cards forms (forms, whether it is one, its value before round effects). */
export function previewOf(view: DrakerView, cards: readonly DrakerCard[]): Preview {
  const cc = cards.map((c) => comboCardOf(c, view));
  return { ok: isCombination(cc), forms: formsOf(cc), value: comboValue(cc) };
}

/** Cards already in one of this round's combinations (anyone's). */
export function engagedCards(view: DrakerView): Set<string> {
  return new Set(view.combos.flatMap((c) => c.cards));
}

const setKey = (ids: readonly string[]): string => [...ids].sort().join(',');

/** Must the player place a hand card before anything else (basic phase, hand not empty)? */
export function mustPlace(view: DrakerView, legal: readonly DrakerAction[]): boolean {
  return legal.some((a) => a.type === 'place') && !legal.some((a) => a.type === 'finish' || a.type === 'pass');
}

/** Why `kind` cannot be declared with these cards now, in the player's words (the engine's check, see declarationProblem), or null. */
export function declarationWhy(view: DrakerView, me: number, kind: DrakerKind, picked: readonly { card: DrakerCard; where: Where }[], preview: Preview): Why | null {
  const known = new Map([...view.common, ...view.players.flatMap((p) => p.pool), ...picked.map((p) => p.card)].map((c) => [c.id, c]));
  const ctx: DeclarationContext = {
    pool: (view.players[me]?.pool ?? []).map((c) => c.id),
    common: view.common.map((c) => c.id),
    phase: view.phase,
    placed: view.placed,
    turnKinds: view.turn.kinds,
    own: view.combos.filter((c) => c.owner === me),
    engaged: engagedCards(view),
    comboCard: (id) => comboCardOf(known.get(id)!, view),
  };
  const p = declarationProblem(ctx, kind, picked.map((x) => x.card.id));
  switch (p?.code) {
    case undefined:
      return null;
    case 'commonAttackOnly':
      return { key: 'draker.why.commonAttackOnly', params: {} };
    case 'placeFirst':
      return { key: 'draker.why.placeForAdditional', params: {} };
    case 'holdPlaced':
      return { key: 'draker.why.holdPlaced', params: {} };
    case 'kindDone':
      return { key: kind === 'ATT' ? 'draker.why.attackDone' : 'draker.why.defenceDone', params: {} };
    case 'noForm':
      return noFormWhy(view, picked.map((x) => x.card), preview);
    case 'same':
      return { key: kind === 'ATT' ? 'draker.why.sameAttack' : 'draker.why.sameDefence', params: {} };
    case 'engaged':
      return { key: 'draker.why.engaged', params: { count: p.count } };
    case 'needOwnFree':
      return { key: 'draker.why.needOwnFree', params: {} };
    default:
      // A hand card or a card twice: the selection is no declaration at all (the caller says "not now").
      return null;
  }
}

/** Why these cards form no combination: an unset Artefact, a flush alone, or neither straight nor quad. */
function noFormWhy(view: DrakerView, cards: readonly DrakerCard[], preview: Preview): Why {
  if (cards.some((c) => c.artefact && (view.artefacts[c.id]?.rank === undefined || view.artefacts[c.id]?.prof === undefined))) return { key: 'draker.why.unsetArtefact', params: {} };
  if (preview.forms.flush) return { key: 'draker.why.flushAlone', params: {} };
  return { key: 'draker.why.noForm', params: {} };
}

/** The selection's preview, offers and reasons for the player `me` on their turn (basic or additional phase). */
export function selectionOffers(view: DrakerView, legal: readonly DrakerAction[], selected: readonly string[], me: number): Selection {
  const picked = locate(view, me, selected);
  const out: Selection = { preview: null, offers: [], why: [] };
  if (picked.length === 0 || (view.phase !== 'basic' && view.phase !== 'additional')) return out;
  const why = (w: Why | null): void => {
    if (w && !out.why.some((x) => x.key === w.key)) out.why.push(w);
  };
  out.preview = previewOf(
    view,
    picked.map((p) => p.card),
  );
  const inHand = picked.filter((p) => p.where === 'hand');
  if (inHand.length > 1) why({ key: 'draker.why.oneHandCard', params: {} });
  else if (inHand.length === 1) {
    const place = legal.find((a): a is Extract<DrakerAction, { type: 'place' }> => a.type === 'place' && a.card === inHand[0].card.id);
    if (place) out.offers.push({ kind: 'place', card: inHand[0].card, action: place });
    else why({ key: 'draker.why.alreadyPlaced', params: {} });
    if (picked.length > 1) why({ key: 'draker.why.placeThenDeclare', params: {} });
    return out;
  }
  if (mustPlace(view, legal)) {
    why({ key: 'draker.why.placeFirst', params: {} });
    return out;
  }
  const key = setKey(selected);
  for (const kind of ['ATT', 'DEF'] as const) {
    const action = legal.find((a): a is Extract<DrakerAction, { type: 'declare' }> => a.type === 'declare' && a.kind === kind && setKey(a.cards) === key);
    if (action) out.offers.push({ kind: 'declare', as: kind, action });
    else why(declarationWhy(view, me, kind, picked, out.preview) ?? { key: 'draker.why.notNow', params: {} });
  }
  // An Artefact still open to a setting gets its chooser even beside other cards (the card just placed stays selected).
  for (const { card } of picked) if (legal.some((a) => a.type === 'setArtefact' && a.card === card.id)) out.offers.push({ kind: 'artefact', card });
  if (picked.length === 1) {
    const card = picked[0].card;
    const targets = legal.filter((a): a is Extract<DrakerAction, { type: 'activate' }> => a.type === 'activate' && a.card === card.id);
    if (targets.length > 0) out.offers.push({ kind: 'activate', card, targets });
  }
  return out;
}

/** Ranks an Artefact may take (2..14) and professions (0..9) still open to it, from the legal actions. */
export function artefactChoices(legal: readonly DrakerAction[], card: string): { ranks: number[]; profs: number[] } {
  const ranks: number[] = [];
  const profs: number[] = [];
  for (const a of legal) {
    if (a.type !== 'setArtefact' || a.card !== card) continue;
    if ('rank' in a) ranks.push(a.rank);
    else profs.push(a.prof);
  }
  return { ranks, profs };
}

/** What each effect is aimed at, as the table picks it (rules 2.4): a pool card, a combination, a player, a main-stack entry or nothing. */
export const EFFECT_TARGET: Record<DrakerEffectKind, 'card' | 'combo' | 'seat' | 'entry' | 'none'> = {
  phalanx: 'card',
  onslaught: 'combo',
  volley: 'seat',
  warDrum: 'combo',
  mend: 'none',
  scout: 'none',
  guardsman: 'combo',
  dispel: 'entry',
  crush: 'combo',
  dragon: 'combo',
};

export interface Targets {
  cards: Set<string>;
  combos: Set<number>;
  seats: Set<number>;
  entries: Set<number>;
}

/** The targets a card's legal activations may take, by what they are on the table. */
export function activationTargets(card: DrakerCard, targets: readonly Extract<DrakerAction, { type: 'activate' }>[]): Targets {
  const out: Targets = { cards: new Set(), combos: new Set(), seats: new Set(), entries: new Set() };
  const kind = card.effect ? EFFECT_TARGET[card.effect] : 'none';
  for (const a of targets) {
    if (a.target === undefined) continue;
    if (kind === 'card') out.cards.add(String(a.target));
    else if (kind === 'combo') out.combos.add(Number(a.target));
    else if (kind === 'seat') out.seats.add(Number(a.target));
    else if (kind === 'entry') out.entries.add(Number(a.target));
  }
  return out;
}
