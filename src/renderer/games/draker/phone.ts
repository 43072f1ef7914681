/**
 * Draker on a phone (party mode): the hand, the own pool and the common pool as separate groups; on a
 * turn the player picks the cards of a combination (tap to toggle) and sees its forms and value at once,
 * then declares it as an attack or a defence where that is legal for exactly those cards (the desktop's
 * selectionOffers), places a card, sets an Artefact or activates an effect of the card picked. Costs
 * and parcels are a combination, a seat and an amount chosen with − and +; blocks and discards are a
 * few buttons (a discard: tap a pool card).
 */
import type { DrakerAction, DrakerCard, DrakerView } from '../../../common/games/draker';
import { t, type Key } from '../../i18n';
import type { PhoneCard, PhoneComposition, PhoneEntry, PhoneMove, PhoneRow } from '../../phone/entry';
import type { DrakerTypes } from '.';
import { cardFace, cardName, formsText, professionName, rankName, valueFormula } from './faces';
import { describeHint } from './hints';
import { phoneWarningRows } from './pass-warning';
import { logLine } from './log';
import { SUIT_COLORS } from './marks';
import { mustPlace, selectionOffers } from './offers';
import { comboLabel } from './panels';
import { strings } from './strings';


type Pay = Extract<DrakerAction, { type: 'pay' }>;
type Parcel = Extract<DrakerAction, { type: 'parcel' }>;

const me = (view: DrakerView): number => (typeof view.viewer === 'number' ? view.viewer : 0);

function phoneCard(view: DrakerView, c: DrakerCard, pile?: string): PhoneCard {
  const setting = view.artefacts[c.id];
  return { id: c.id, label: cardName(c, setting), face: cardFace(c, setting), color: SUIT_COLORS[c.suit], ...(pile ? { pile } : {}) };
}

/** The combination, seat and amount chosen for a payment or a parcel; forgotten when the phase moves on. */
const choice: { at: string; combo: number | null; seat: number | null; amount: number | null } = { at: '', combo: null, seat: null, amount: null };

function chosen<T>(options: readonly T[], value: T | null): T {
  return value !== null && options.includes(value) ? value : options[0]!;
}

/** A turn (basic or additional phase): the picked cards, their combination and what may be done with them. */
function turnComposition(view: DrakerView, legal: DrakerAction[], picked: readonly string[], name: (seat: number) => string): PhoneComposition<DrakerAction> {
  const seat = me(view);
  const pickable = new Set([...(view.hand ?? []), ...(view.players[seat]?.pool ?? []), ...view.common].map((c) => c.id));
  const sel = selectionOffers(view, legal, picked, seat);
  const rows: PhoneRow<DrakerAction>[] = phoneWarningRows(view, seat, legal);
  if (picked.length === 0) rows.push({ kind: 'line', text: t(mustPlace(view, legal) ? 'draker.phone.pickPlace' : 'draker.phone.pick') });
  const p = sel.preview;
  const value = p?.ok ? valueFormula(p.value.base, p.value.mult) : '';
  if (p) rows.push({ kind: 'line', tone: p.ok ? 'ok' : 'no', text: p.ok ? `${formsText(p.forms, picked.length)} · ${value}` : t('draker.forms.none') });
  for (const w of sel.why) rows.push({ kind: 'line', text: t(w.key as Key, w.params) });
  const moves: PhoneMove<DrakerAction>[] = [];
  for (const o of sel.offers) {
    if (o.kind === 'declare') moves.push({ label: `${t(o.as === 'ATT' ? 'draker.offer.attack' : 'draker.offer.defence')} · ${value}`, action: o.action, primary: true });
    else if (o.kind === 'place') moves.push({ label: t('draker.offer.place', { card: cardName(o.card) }), action: o.action, primary: true, keep: true });
    else if (o.kind === 'activate') for (const a of o.targets) moves.push({ label: describeHint(a, view, seat, name, 'draker.move').text, action: a });
  }
  if (moves.length > 0) rows.push({ kind: 'moves', moves });
  for (const o of sel.offers) {
    if (o.kind !== 'artefact') continue;
    const sets = legal.filter((a): a is Extract<DrakerAction, { type: 'setArtefact' }> => a.type === 'setArtefact' && a.card === o.card.id);
    const ranks = sets.filter((a) => 'rank' in a);
    const profs = sets.filter((a) => 'prof' in a);
    rows.push({ kind: 'line', text: t('draker.offer.artefactOf', { card: cardName(o.card, view.artefacts[o.card.id]) }) });
    if (ranks.length > 0) rows.push({ kind: 'moves', small: true, moves: ranks.map((a) => ({ label: rankName((a as { rank: number }).rank), action: a, keep: true })) });
    if (profs.length > 0) rows.push({ kind: 'moves', small: true, moves: profs.map((a) => ({ label: professionName((a as { prof: number }).prof), action: a, keep: true })) });
  }
  const covered = new Set<DrakerAction['type']>(['place', 'declare', 'setArtefact', 'activate']);
  return { pickable, rows, covers: (a) => covered.has(a.type) };
}

/** Costs: a combination, an amount and "Pay"; paying as suggested stays a button of the list. */
function costComposition(view: DrakerView, pays: Pay[], name: (seat: number) => string, redraw: () => void): PhoneComposition<DrakerAction> {
  const seat = me(view);
  const owed = view.players[seat]?.owed ?? [0, 0];
  const combo = chosen([...new Set(pays.map((a) => a.combo))], choice.combo);
  const amounts = pays.filter((a) => a.combo === combo).map((a) => a.amount);
  const rows: PhoneRow<DrakerAction>[] = [{ kind: 'line', text: t('draker.status.costs', { name: name(seat), att: owed[0], def: owed[1] }) }];
  rows.push(comboPick(view, pays.map((a) => a.combo), combo, redraw));
  const amount = amountRow(amounts, redraw);
  rows.push(amount);
  const pay = pays.find((a) => a.combo === combo && a.amount === amount.value);
  if (pay) rows.push({ kind: 'moves', moves: [{ label: describeHint(pay, view, seat, name, 'draker.move').text, action: pay, primary: true }] });
  return { pickable: new Set(), rows, covers: (a) => a.type === 'pay' };
}

/** Combat: a combination, a rival and an amount, then "Send"; sending as suggested stays a button of the list. */
function combatComposition(view: DrakerView, parcels: Parcel[], name: (seat: number) => string, redraw: () => void): PhoneComposition<DrakerAction> {
  const seat = me(view);
  const combo = chosen([...new Set(parcels.map((a) => a.combo))], choice.combo);
  const ofCombo = parcels.filter((a) => a.combo === combo);
  const to = chosen([...new Set(ofCombo.map((a) => a.to))], choice.seat);
  const rows: PhoneRow<DrakerAction>[] = [{ kind: 'line', text: t('draker.status.combat', { name: name(seat) }) }];
  rows.push(comboPick(view, parcels.map((a) => a.combo), combo, redraw));
  const seats = [...new Set(ofCombo.map((a) => a.to))];
  rows.push({ kind: 'pick', label: t('draker.phone.to'), options: seats.map((s) => ({ key: String(s), label: name(s) })), value: String(to), pick: (key) => ((choice.seat = Number(key)), redraw()) });
  const amount = amountRow(ofCombo.filter((a) => a.to === to).map((a) => a.amount), redraw);
  rows.push(amount);
  const parcel = ofCombo.find((a) => a.to === to && a.amount === amount.value);
  if (parcel) rows.push({ kind: 'moves', moves: [{ label: describeHint(parcel, view, seat, name, 'draker.move').text, action: parcel, primary: true }] });
  return { pickable: new Set(), rows, covers: (a) => a.type === 'parcel' };
}

function comboPick(view: DrakerView, ids: readonly number[], value: number, redraw: () => void): PhoneRow<DrakerAction> {
  const options = [...new Set(ids)].map((id) => {
    const c = view.combos.find((x) => x.id === id);
    return { key: String(id), label: c ? comboLabel(view, c) : String(id) };
  });
  return { kind: 'pick', label: t('draker.phone.combo'), options, value: String(value), pick: (key) => ((choice.combo = Number(key)), (choice.amount = null), redraw()) };
}

/** The amount row: the largest by default, kept within what the legal moves allow. */
function amountRow(amounts: readonly number[], redraw: () => void): Extract<PhoneRow<DrakerAction>, { kind: 'amount' }> {
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  const value = Math.min(max, Math.max(min, choice.amount ?? max));
  return { kind: 'amount', label: t('draker.phone.amount'), min, max, value, set: (n) => ((choice.amount = n), redraw()) };
}

/** The composer: a turn's combinations, the costs and the parcels; null (the plain list) for blocks, discards and others' turns. */
export function drakerCompose(view: DrakerView, legal: DrakerAction[], picked: readonly string[], ctx: { name: (seat: number) => string; redraw: () => void }): PhoneComposition<DrakerAction> | null {
  if (legal.length === 0) return null;
  const at = `${view.round}:${view.phase}`;
  if (choice.at !== at) Object.assign(choice, { at, combo: null, seat: null, amount: null });
  if (view.phase === 'basic' || view.phase === 'additional') return turnComposition(view, legal, picked, ctx.name);
  const pays = legal.filter((a): a is Pay => a.type === 'pay');
  if (view.phase === 'costs' && pays.length > 0) return costComposition(view, pays, ctx.name, ctx.redraw);
  const parcels = legal.filter((a): a is Parcel => a.type === 'parcel');
  if (view.phase === 'combat' && parcels.length > 0) return combatComposition(view, parcels, ctx.name, ctx.redraw);
  return null;
}

export const drakerPhone = {
  id: 'draker',
  strings,
  logLine: (ev, _view, name) => logLine(ev, name),
  hand: (view) => [
    ...(view.hand ?? []).map((c) => phoneCard(view, c)),
    ...(view.players[me(view)]?.pool ?? []).map((c) => phoneCard(view, c, t('draker.phone.poolPile'))),
    ...view.common.map((c) => phoneCard(view, c, t('draker.phone.commonPile'))),
  ],
  score: (view, seat) => {
    const p = view.players[seat];
    if (!p) return '';
    if (!p.inGame) return t('draker.panel.out');
    return `${t('draker.table.life', { life: p.life })} · ${t('draker.panel.hand', { count: p.handCount })}`;
  },
  tableLines: (view, name) => [
    t('draker.phone.round', { round: view.round, phase: t(`draker.phase.${view.phase}` as Key) }),
    ...view.parcels.filter((p) => p.to === me(view) || p.from === me(view)).map((p) => t('draker.phone.parcel', { from: name(p.from), to: name(p.to), amount: p.amount })),
  ],
  privateNote: () => null,
  actionLabel: (a: DrakerAction, view, name) => describeHint(a, view, me(view), name, 'draker.move').text,
  actionCards: (a: DrakerAction) => {
    switch (a.type) {
      case 'place':
      case 'setArtefact':
      case 'activate':
      case 'discard':
        return [a.card];
      case 'declare':
        return a.cards;
      default:
        return [];
    }
  },
  compose: drakerCompose,
} satisfies PhoneEntry<DrakerTypes>;
