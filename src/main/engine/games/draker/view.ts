/**
 * What each seat may see (rules 4, hidden information): its own hand; everyone's hand size, pools, the
 * common pool, tokens, Artefact settings, combinations, both stacks, costs and life. Nobody sees the
 * deck order or the discard contents (only counts), or another seat's hand.
 */
import type { HiddenCards, Viewer } from '../../../../common/engine-types';
import type { DrakerEvent, DrakerView } from '../../../../common/games/draker';
import { cardOf } from './cards';
import type { DrakerState } from './rules';
import { byDeckOrder, hasFlight, hasFlightDef, valueOf as valueOfCombo } from './rules';
import { passRisk } from './risk';

export function view(s: DrakerState, viewer: Viewer): DrakerView {
  const seatViewer = typeof viewer === 'number' && viewer >= 0 && viewer < s.players;
  const { deck: _deck, ...publicOptions } = s.options;
  return {
    viewer,
    hand: seatViewer ? [...s.hands[viewer]].sort(byDeckOrder).map(cardOf) : null,
    players: s.life.map((life, p) => ({
      life,
      handCount: s.hands[p].length,
      pool: s.pools[p].map(cardOf),
      inGame: s.inGame[p],
      fellIn: s.fellIn[p],
      owed: [s.owed[p][0], s.owed[p][1]],
    })),
    common: s.common.map(cardOf),
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    tokens: { ...s.tokens },
    artefacts: Object.fromEntries(Object.entries(s.artefacts).map(([k, v]) => [k, { ...v }])),
    combos: s.combos.map((c) => ({
      id: c.id,
      owner: c.owner,
      kind: c.kind,
      cards: c.cards.slice(),
      ...comboFigures(s, c),
      remaining: c.remaining,
      // An attack's Flight, or a defence's (a Flight icon on one of its cards: it may meet Flight parcels).
      flight: c.kind === 'ATT' ? hasFlight(s, c) : hasFlightDef(s, c),
    })),
    instantStack: s.instant.map((e) => ({ ...e, cost: [e.cost[0], e.cost[1]] })),
    mainStack: s.main.map((e) => ({ ...e, cost: [e.cost[0], e.cost[1]] })),
    used: s.used.slice(),
    round: s.round,
    lead: s.lead,
    phase: s.phase,
    active: s.active,
    placed: s.placed,
    parcels: s.parcels.map((p) => ({ ...p })),
    turn: { iconsFired: s.iconsFired, kinds: s.turnKinds.slice(), acted: s.turnActed },
    turnsTaken: s.turnsTaken,
    passes: s.passes,
    modifiers: s.modifiers.map((m) => ({ ...m })),
    seq: s.seq,
    nextId: s.nextId,
    gale: s.gale.slice(),
    siege: s.siege,
    pending: s.pending.map((p) => ({ ...p })),
    options: publicOptions,
    outcome: s.outcome,
  };
}

/** A person's view: with what ending the turn now would cost (`risk`), found from the view alone. */
export function personView(v: DrakerView, seat: number): DrakerView {
  const risk = passRisk(v, seat);
  return risk ? { ...v, risk } : v;
}

/** base and mult as declared; value as fixed in the costs phase (or as it stands before). */
function comboFigures(s: DrakerState, c: DrakerState['combos'][number]): { base: number; mult: number; value: number } {
  const v = valueOfCombo(s, c);
  return { base: v.base, mult: v.mult, value: s.phase === 'basic' || s.phase === 'additional' ? v.value : c.value };
}

/** A drawn card is shown only to the seat that drew it; everything else is public. */
export function redactEvent(e: DrakerEvent, viewer: Viewer): DrakerEvent | null {
  if (e.type === 'draw' && viewer !== e.seat) return { type: 'draw', seat: e.seat };
  // An eliminated player's hand goes to the discard unseen (rules 3, hidden information).
  if (e.type === 'discard' && e.from === 'hand' && viewer !== e.seat) return { type: 'discard', seat: e.seat, from: 'hand' };
  return e;
}

/** A seat's view holds its hand: hotseat shows a curtain before it. */
export function hasPrivate(v: DrakerView): boolean {
  return v.hand !== null;
}

/** Every hand, the deck (top first) and the discard (the replay of a finished game shows them). */
export function hiddenCards(s: DrakerState): HiddenCards[] {
  const hands: HiddenCards[] = s.hands.map((hand, seat) => ({ seat, zone: 'hand', cards: [...hand].sort(byDeckOrder).map(cardOf) }));
  return [...hands, { seat: null, zone: 'stock', cards: s.deck.slice().reverse().map(cardOf) }, { seat: null, zone: 'discard', cards: s.discard.map(cardOf) }].filter(
    (g) => g.cards.length > 0,
  );
}
