/** A state built from one seat's view alone: nothing hidden from that seat is in it (the other hands and the deck are empty). */
import type { DrakerView } from '../../../../common/games/draker';
import type { DrakerState, Modifier } from './state';

/** `knownDiscard`: the discard cards the seat remembers (the rest of the discard is left out, like the deck). */
export function stateOfView(v: DrakerView, seat: number, knownDiscard: readonly string[]): DrakerState {
  return {
    players: v.players.length,
    options: { ...v.options },
    rng: [0, 0, 0, 0],
    deck: [],
    discard: knownDiscard.slice(),
    hands: v.players.map((_, i) => (i === seat ? (v.hand ?? []).map((c) => c.id) : [])),
    pools: v.players.map((p) => p.pool.map((c) => c.id)),
    common: v.common.map((c) => c.id),
    tokens: { ...v.tokens },
    artefacts: Object.fromEntries(Object.entries(v.artefacts).map(([k, x]) => [k, { ...x }])),
    life: v.players.map((p) => p.life),
    inGame: v.players.map((p) => p.inGame),
    fellIn: v.players.map((p) => p.fellIn),
    round: v.round,
    lead: v.lead,
    phase: v.phase,
    active: v.active,
    placed: v.placed,
    iconsFired: v.turn.iconsFired,
    turnKinds: v.turn.kinds.slice(),
    turnActed: v.turn.acted,
    turnsTaken: v.turnsTaken,
    passes: v.passes,
    combos: v.combos.map((c) => ({ id: c.id, owner: c.owner, kind: c.kind, cards: c.cards.slice(), value: c.value, remaining: c.remaining })),
    nextId: v.nextId,
    used: v.used.slice(),
    instant: v.instantStack.map((e) => ({ ...e, cost: [e.cost[0], e.cost[1]] })),
    main: v.mainStack.map((e) => ({ ...e, cost: [e.cost[0], e.cost[1]] })),
    modifiers: v.modifiers.map((m) => ({ ...m }) as Modifier),
    seq: v.seq,
    gale: v.gale.slice(),
    siege: v.siege,
    pending: v.pending.map((p) => ({ ...p })),
    owed: v.players.map((p) => [p.owed[0], p.owed[1]]),
    parcels: v.parcels.map((p) => ({ ...p })),
    outcome: v.outcome,
  };
}
