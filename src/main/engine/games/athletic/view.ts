/**
 * What each seat may see: every card on the table (ATH-A10), the stock size, hand sizes and medals; a
 * seat sees its own hand and nobody else's; nobody sees the stock order.
 */
import type { HiddenCards, Viewer } from '../../../../common/engine-types';
import type { AthleticEvent, AthleticSlotView, AthleticStep, AthleticView } from '../../../../common/games/athletic';
import { byDeckOrder, cardOf } from './cards';
import type { AthleticState, AthleticStepRecord } from './rules';
import { roundOf } from './rules';

function stepView(st: AthleticStepRecord): AthleticStep {
  if (st.type === 'move') return { type: 'move', from: st.from, to: st.to, cards: st.cards.map(cardOf) };
  return { type: st.type, card: cardOf(st.card), slot: st.slot };
}

export function view(s: AthleticState, viewer: Viewer): AthleticView {
  const slots: AthleticSlotView[] = s.slots.map((pile) =>
    pile.length === 0 ? null : { cards: pile.map(cardOf), top: cardOf(pile[pile.length - 1]), bottom: cardOf(pile[0]) },
  );
  const seatViewer = typeof viewer === 'number' && viewer >= 0 && viewer < s.players;
  const steps = s.steps.map(stepView);
  const playedThisTurn = steps.flatMap((st) => (st.type === 'move' ? [] : [st.card]));
  return {
    viewer,
    slots,
    hand: seatViewer ? s.hands[viewer].slice().sort(byDeckOrder).map(cardOf) : null,
    stockCount: s.stock.length,
    players: s.hands.map((h, i) => ({ medals: s.medals[i], handCount: h.length })),
    active: s.active,
    phase: s.phase,
    steps,
    playedThisTurn,
    handAtTurnStart: s.handAtTurnStart,
    targetMedals: s.options.targetMedals,
    allowPartialMoves: s.options.allowPartialMoves,
    round: roundOf(s),
    outcome: s.outcome,
  };
}

/** Drawn cards are shown only to the seat that drew them; everything else is public. */
export function redactEvent(e: AthleticEvent, viewer: Viewer): AthleticEvent | null {
  if (e.type === 'draw' && viewer !== e.seat) return { type: 'draw', seat: e.seat, count: e.count };
  return e;
}

/** A seat's view holds its hand: hotseat shows a curtain before it. */
export function hasPrivate(v: AthleticView): boolean {
  return v.hand !== null;
}

/** Every hand and the stock, top card first (the replay of a finished game shows them). */
export function hiddenCards(s: AthleticState): HiddenCards[] {
  const hands: HiddenCards[] = s.hands.map((hand, seat) => ({ seat, zone: 'hand', cards: hand.slice().sort(byDeckOrder).map(cardOf) }));
  return [...hands, { seat: null, zone: 'stock', cards: s.stock.slice().reverse().map(cardOf) }].filter((g) => g.cards.length > 0);
}
