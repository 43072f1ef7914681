/**
 * The event log lines of Draker in the player's language.
 *
 * The log stays on a shared screen after the hotseat curtain, so a line names only what everyone may
 * see: a drawn card is never named, nor is a card an eliminated player had in hand. A DrakerLogMemory
 * (one per table, fed every update's view with `see`) lets later lines name what earlier events
 * introduced: the effect behind a stack entry, the owner and kind of a combination, the attacker behind a
 * parcel, the discarded cards of a pool. Without one, those lines stay general.
 */
import type { DrakerCard, DrakerEvent, DrakerKind, DrakerStackEntryView, DrakerSuit, DrakerView } from '../../../common/games/draker';
import { t } from '../../i18n';
import type { LogLine } from '../../table/controller';
import { cardName, professionName, rankName, stackEffectName as effectName, valueFormula, type ArtefactSetting } from './faces';

interface ComboNote {
  owner: number;
  kind: DrakerKind;
  value: number;
}

/** What earlier events and views told the log (ids are unique within a game). */
export class DrakerLogMemory {
  private readonly cards = new Map<string, DrakerCard>();
  private settings: Record<string, ArtefactSetting> = {};
  private readonly combos = new Map<number, ComboNote>();
  private readonly entries = new Map<number, DrakerStackEntryView>();
  private readonly out = new Set<number>();

  /** Learns the public cards, Artefact settings, combinations and stack entries a view shows (call before logging its events). */
  see(view: DrakerView): void {
    for (const c of [...view.common, ...view.players.flatMap((p) => p.pool)]) this.cards.set(c.id, c);
    this.settings = { ...this.settings, ...view.artefacts };
    for (const c of view.combos) if (!this.combos.has(c.id)) this.combos.set(c.id, { owner: c.owner, kind: c.kind, value: c.value });
    for (const e of [...view.instantStack, ...view.mainStack]) this.entries.set(e.id, e);
    view.players.forEach((p, seat) => {
      if (!p.inGame) this.out.add(seat);
    });
  }

  /** The readable name of a public card by id: in full when a view or an event showed it. */
  cardLabel(id: string): string {
    return cardName(this.cards.get(id) ?? idCard(id), this.settings[id]);
  }

  combo(id: number): ComboNote | undefined {
    return this.combos.get(id);
  }

  entry(id: number): DrakerStackEntryView | undefined {
    return this.entries.get(id);
  }

  isOut(seat: number): boolean {
    return this.out.has(seat);
  }

  /** Takes in what an event tells (after its line is made). */
  note(ev: DrakerEvent): void {
    switch (ev.type) {
      case 'roundStart':
        this.settings = {};
        this.combos.clear();
        this.entries.clear();
        break;
      case 'commonCard':
      case 'place':
      case 'discard':
        if (ev.card) this.cards.set(ev.card.id, ev.card);
        break;
      case 'artefactSet':
        this.settings = { ...this.settings, [ev.card]: { ...this.settings[ev.card], ...(ev.rank !== undefined ? { rank: ev.rank } : { prof: ev.prof }) } };
        break;
      case 'declare':
        this.combos.set(ev.combo, { owner: ev.seat, kind: ev.kind, value: ev.value });
        break;
      case 'values':
        for (const v of ev.combos) {
          const c = this.combos.get(v.id);
          if (c) c.value = v.value;
        }
        break;
      case 'push':
        this.entries.set(ev.entry.id, ev.entry);
        break;
      case 'eliminated':
        this.out.add(ev.seat);
        break;
      default:
        break;
    }
  }
}

/**
 * A card known only by its id: an Artefact is whole from its id (suit only, no rank, effect or icon);
 * for another card, cardName names it from its rank and suit ("Queen of Hearts").
 */
function idCard(id: string): DrakerCard {
  const [suit, label] = id.split('-');
  if (label !== 'art') return { id } as DrakerCard;
  return { id, suit: suit as DrakerSuit, rank: null, prof: null, tier: 0, icon: null, common: null, effect: null, amount: 0, cost: [0, 0], artefact: true };
}

/** A public card's name by id, in full when the memory has seen it. */
const publicCard = (id: string, memory?: DrakerLogMemory): string => (memory ? memory.cardLabel(id) : cardName(idCard(id)));

const costText = (cost: readonly [number, number]): string => (cost[0] === 0 && cost[1] === 0 ? t('draker.log.free') : t('draker.log.cost', { att: cost[0], def: cost[1] }));

/** The target of an activated effect: a card, a combination, a player or a main-stack entry. */
function targetText(entry: DrakerStackEntryView, name: (seat: number) => string, memory?: DrakerLogMemory): string | null {
  const target = entry.target;
  if (target === null) return null;
  if (typeof target === 'string') return publicCard(target, memory);
  if (entry.effect === 'volley') return name(target);
  if (entry.effect === 'dispel') {
    const e = memory?.entry(target);
    return e ? t('draker.log.targetEntry', { name: name(e.owner), effect: effectName(e.effect) }) : t('draker.log.someEntry');
  }
  const c = memory?.combo(target);
  return c ? t(c.kind === 'ATT' ? 'draker.log.targetATT' : 'draker.log.targetDEF', { name: name(c.owner), value: c.value }) : t('draker.log.someCombo');
}

function pushLine(entry: DrakerStackEntryView, name: (seat: number) => string, memory?: DrakerLogMemory): string {
  const params = { name: name(entry.owner), effect: effectName(entry.effect), card: publicCard(entry.card, memory), cost: costText(entry.cost) };
  if (entry.source === 'icon') return t('draker.log.icon', params);
  const target = targetText(entry, name, memory);
  return target === null ? t('draker.log.activate', params) : t('draker.log.activateOn', { ...params, target });
}

function blockedLine(ev: Extract<DrakerEvent, { type: 'blocked' }>, name: (seat: number) => string): string {
  const params = { name: name(ev.seat), amount: ev.amount, damage: ev.damage, from: name(ev.from) };
  if (ev.combo === null) return t('draker.log.unblocked', params);
  // Damage only when the parcel was bigger than the defence, which it then emptied: the defence was amount − damage.
  if (ev.damage > 0) return t('draker.log.broken', { ...params, defence: ev.amount - ev.damage });
  // A defence without Flight spends twice a Flight parcel: the line says so, or the drop reads as a mistake.
  if (ev.doubled) return t('draker.log.heldDoubled', { ...params, left: ev.defenceLeft, before: ev.defenceLeft + 2 * ev.amount });
  return t('draker.log.held', { ...params, left: ev.defenceLeft });
}

function valuesLine(ev: Extract<DrakerEvent, { type: 'values' }>, name: (seat: number) => string, memory?: DrakerLogMemory): string {
  // Each player's attack and defence totals, in seat order: a line per combination would run long.
  const totals = new Map<number, [number, number]>();
  for (const v of ev.combos) {
    const c = memory?.combo(v.id);
    if (!c) return t('draker.log.valuesSome');
    const sum = totals.get(c.owner) ?? [0, 0];
    sum[c.kind === 'ATT' ? 0 : 1] += v.value;
    totals.set(c.owner, sum);
  }
  if (totals.size === 0) return t('draker.log.valuesSome');
  const list = [...totals.entries()].sort((a, b) => a[0] - b[0]).map(([seat, [att, def]]) => t('draker.log.valuesOf', { name: name(seat), att, def }));
  return t('draker.log.values', { list: list.join('; ') });
}

function lineOf(ev: DrakerEvent, name: (seat: number) => string, memory?: DrakerLogMemory): LogLine | null {
  switch (ev.type) {
    case 'roundStart':
      return { text: t('draker.log.roundStart', { round: ev.round, name: name(ev.lead) }), kind: 'sys' };
    case 'commonCard': {
      const key = ev.effect === 'gale' ? 'draker.log.commonGale' : ev.effect === 'siege' ? 'draker.log.commonSiege' : 'draker.log.commonCard';
      return { text: t(key, { card: cardName(ev.card) }), kind: ev.effect ? 'warn' : '' };
    }
    case 'draw':
      // Never the card, even when this viewer drew it and the event carries it.
      return { text: t('draker.log.draw', { name: name(ev.seat) }), kind: '' };
    case 'reshuffle':
      return { text: t('draker.log.reshuffle', { count: ev.count }), kind: 'sys' };
    case 'artefactSet': {
      // "Olena sets the Artefact of Spades to the rank Queen": the card by its suit alone, then what it became.
      const params = { name: name(ev.seat), card: cardName(idCard(ev.card)) };
      if (ev.rank !== undefined) return { text: t('draker.log.artefactRank', { ...params, rank: rankName(ev.rank) }), kind: '' };
      return { text: t('draker.log.artefactProf', { ...params, prof: professionName(ev.prof ?? 0) }), kind: '' };
    }
    case 'place':
      return { text: t('draker.log.place', { name: name(ev.seat), card: cardName(ev.card) }), kind: '' };
    case 'declare':
      return { text: t(ev.kind === 'ATT' ? 'draker.log.declareATT' : 'draker.log.declareDEF', { name: name(ev.seat), value: valueFormula(ev.base, ev.mult, ev.value) }), kind: 'good' };
    case 'push':
      return { text: pushLine(ev.entry, name, memory), kind: 'yellow' };
    case 'resolve': {
      const e = memory?.entry(ev.entry);
      return { text: e ? t('draker.log.resolve', { name: name(e.owner), effect: effectName(e.effect) }) : t('draker.log.resolveSome'), kind: '' };
    }
    case 'cancel': {
      const e = memory?.entry(ev.entry);
      return { text: e ? t('draker.log.cancel', { name: name(e.owner), effect: effectName(e.effect) }) : t('draker.log.cancelSome'), kind: 'warn' };
    }
    case 'token':
      return { text: t('draker.log.token', { card: publicCard(ev.card, memory), count: ev.tokens }), kind: '' };
    case 'pending': {
      const e = memory?.entry(ev.entry);
      return { text: t('draker.log.pending', { name: name(ev.seat), effect: effectName(e?.effect ?? 'mend') }), kind: '' };
    }
    case 'heal':
      // Mend at the cap heals nothing: said so, not "gains 0 life".
      if (ev.amount <= 0) return { text: t('draker.log.healFull', { name: name(ev.seat), life: ev.life }), kind: '' };
      return { text: t('draker.log.heal', { name: name(ev.seat), amount: ev.amount, life: ev.life }), kind: 'good' };
    case 'phase':
      return { text: t('draker.log.phase', { phase: t(`draker.phase.${ev.phase}`) }), kind: 'sys' };
    case 'values':
      return { text: valuesLine(ev, name, memory), kind: 'sys' };
    case 'costPaid': {
      if (ev.combo === null) return { text: t('draker.log.payLife', { name: name(ev.seat), count: ev.amount }), kind: 'warn' };
      const kind = memory?.combo(ev.combo)?.kind;
      const key = kind === 'ATT' ? 'draker.log.payATT' : kind === 'DEF' ? 'draker.log.payDEF' : 'draker.log.pay';
      return { text: t(key, { name: name(ev.seat), count: ev.amount }), kind: '' };
    }
    case 'lifeLost':
      return { text: t(ev.reason === 'volley' ? 'draker.log.lifeLostVolley' : 'draker.log.lifeLost', { name: name(ev.seat), amount: ev.amount, life: ev.life }), kind: 'red' };
    case 'parcel':
      return { text: t(ev.flight ? 'draker.log.parcelFlight' : 'draker.log.parcel', { name: name(ev.from), to: name(ev.to), amount: ev.amount }), kind: '' };
    case 'blocked':
      return { text: blockedLine(ev, name), kind: ev.damage > 0 ? 'red' : 'good' };
    case 'discard':
      // An eliminated player's cards go to the discard pile without a line each (the eliminated line says where they went);
      // their hand cards are never named, not even to their owner, since the log stays on a shared screen.
      if (ev.seat !== null && memory?.isOut(ev.seat)) return null;
      if (!ev.card || ev.from === 'hand') return null;
      if (ev.seat === null) return { text: t('draker.log.discardCommon', { card: cardName(ev.card) }), kind: '' };
      return { text: t('draker.log.discard', { name: name(ev.seat), card: cardName(ev.card) }), kind: '' };
    case 'eliminated':
      return { text: t('draker.log.eliminated', { name: name(ev.seat), life: ev.life }), kind: 'red' };
    case 'turn':
      return { text: t('draker.log.turn', { name: name(ev.seat) }), kind: 'turn' };
    case 'pass':
      return { text: t('draker.log.pass', { name: name(ev.seat) }), kind: '' };
    case 'gameOver':
      return { text: t('log.gameOver'), kind: 'sys' };
  }
}

/** The log line of one event (null: no line), keeping `memory` up to date when given. */
export function logLine(ev: DrakerEvent, name: (seat: number) => string, memory?: DrakerLogMemory): LogLine | null {
  const line = lineOf(ev, name, memory);
  memory?.note(ev);
  return line;
}
