/**
 * What each seat may see (rules 4, Information): stacks, the discard and out-of-game piles, hand sizes,
 * the draw-pile size, the exhaustion counter and cards taken with SPONSOR 2 are public; hands are seen
 * only by their holder; a card moved by SPONSOR 3 only by the two players involved.
 */
import type { HiddenCards, Viewer } from '../../../../common/engine-types';
import type { RushCoachWhere, RushEvent, RushStackView, RushView } from '../../../../common/games/rush';
import { COACH_ID, cardOf } from './cards';
import type { RushState } from './rules';

export function view(s: RushState, viewer: Viewer): RushView {
  const stacks: RushStackView[] = s.stacks.map((st) => ({ rank: st.rank, owner: st.owner, cards: st.cards.map(cardOf), size: st.cards.length }));
  const players = s.hands.map((hand, seat) => {
    const own = stacks.filter((st) => st.owner === seat);
    return {
      handCount: hand.length,
      stacks: own,
      medals: own.length,
      laidOut: own.reduce((n, st) => n + st.size, 0),
      score: s.options.scoring === 'rankPoints' ? own.reduce((n, st) => n + st.rank, 0) : own.length,
      knownCards: s.known[seat].map(cardOf),
    };
  });
  let coach: RushCoachWhere = { where: 'unknown' };
  if (s.discard.includes(COACH_ID)) coach = { where: 'discard' };
  else {
    for (let seat = 0; seat < s.players; seat++) {
      if ((seat === viewer && s.hands[seat].includes(COACH_ID)) || s.known[seat].includes(COACH_ID)) coach = { where: 'hand', seat };
    }
  }
  const ranks: number[] = [];
  for (let r = 2; r <= s.maxRank; r++) ranks.push(r);
  return {
    viewer,
    players,
    hand: typeof viewer === 'number' ? s.hands[viewer].map(cardOf) : null,
    stacks,
    ranks,
    discard: s.discard.map(cardOf),
    outOfGame: s.out.map(cardOf),
    drawCount: s.draw.length,
    exhaustions: s.exhaustions,
    endAfterExhaustions: s.options.endAfterExhaustions,
    lastRound: s.lastSeat >= 0,
    lastSeat: s.lastSeat >= 0 ? s.lastSeat : (s.first + s.players - 1) % s.players,
    firstPlayer: s.first,
    round: s.round,
    active: s.active,
    phase: s.phase,
    demand: s.demand
      ? {
          from: s.demand.from,
          target: s.demand.target,
          kind: s.demand.kind,
          answers: s.hands[s.demand.target].length >= 2 ? ['accept', 'defend'] : ['accept'],
        }
      : null,
    coach,
    scoring: s.options.scoring,
    outcome: s.outcome,
  };
}

/** Drawn cards are seen only by the drawer; a SPONSOR 3 card only by the two players involved. */
export function redactEvent(e: RushEvent, viewer: Viewer): RushEvent | null {
  if (e.type === 'draw' && viewer !== e.seat) return { type: 'draw', seat: e.seat, count: e.count };
  if (e.type === 'steal' && viewer !== e.from && viewer !== e.to) return { type: 'steal', from: e.from, to: e.to };
  return e;
}

/** A seat's view holds its hand: hotseat covers the table when the screen changes hands. */
export function hasPrivate(v: RushView): boolean {
  return v.hand !== null && v.hand.length > 0;
}

/** Every hand (but the cards everyone knows) and the draw pile, top first (the replay of a finished game shows them). */
export function hiddenCards(s: RushState): HiddenCards[] {
  const hands: HiddenCards[] = s.hands.map((hand, seat) => ({ seat, zone: 'hand', cards: hand.filter((id) => !s.known[seat].includes(id)).map(cardOf) }));
  return [...hands, { seat: null, zone: 'stock', cards: s.draw.slice().reverse().map(cardOf) }].filter((g) => g.cards.length > 0);
}
