/**
 * What each seat may see. All holdings are public (FB-A14); face-down cards carry no identity; a VAR
 * peek is shown only to its seat, during that turn's S0 until its first flip.
 */
import type { HiddenCards, Viewer } from '../../../../common/engine-types';
import type { CellView, FootballCard, FootballEvent, FootballView } from '../../../../common/games/football';
import { cardOf } from './cards';
import { publicWindow } from '../reaction-window';
import type { FootballState } from './rules';

export function view(s: FootballState, viewer: Viewer): FootballView {
  const cells: CellView[] = s.cells.map((id, i) => {
    if (id === null) return null;
    if (i === s.upCell) return { faceUp: true, card: cardOf(id, s.points) };
    return { faceUp: false };
  });
  const players = s.seats.map((p) => ({
    pairs: p.pairs.slice(),
    prizes: p.prizes.map((id) => cardOf(id, s.points)),
    yellowCount: p.yellowCount,
    skipNext: p.skipNext,
    points: p.pairs.reduce((sum, f) => sum + 2 * s.points[f], 0),
    cardsHeld: 2 * p.pairs.length + p.prizes.length,
  }));
  const peek =
    s.peek && viewer === s.peek.seat && s.active === viewer && s.phase === 'start'
      ? {
          cells: [s.peek.cells[0], s.peek.cells[1]] as [number, number],
          cards: [cardOf(s.peek.cards[0], s.points), cardOf(s.peek.cards[1], s.points)] as [FootballCard, FootballCard],
        }
      : null;
  let faceDownCount = 0;
  for (let i = 0; i < s.cells.length; i++) if (s.cells[i] !== null && i !== s.upCell) faceDownCount++;
  return {
    viewer,
    rows: s.options.rows,
    cols: s.options.cols,
    cells,
    footballerPoints: s.points.slice(),
    players,
    active: s.active,
    phase: s.phase,
    continuation: s.continuation,
    varUsedThisTurn: s.varUsed,
    turnEnding: s.turnEnding,
    reactionWindow: publicWindow(s),
    peek,
    match: s.match
      ? {
          challenger: s.match.challenger,
          opponent: s.match.opponent,
          rolls: s.match.rolls.map((r) => [r[0], r[1]] as [number, number]),
          winner: s.match.winner,
          loser: s.match.loser,
        }
      : null,
    discard: s.discard.map((id) => cardOf(id, s.points)),
    faceDownCount,
    outcome: s.outcome,
  };
}

/** Everything is public except the cards of a VAR peek, which only the peeker sees. */
export function redactEvent(e: FootballEvent, viewer: Viewer): FootballEvent | null {
  if (e.type === 'peek' && viewer !== e.seat) {
    return { type: 'peek', seat: e.seat, cells: [e.cells[0], e.cells[1]] };
  }
  return e;
}

export function hasPrivate(v: FootballView): boolean {
  return v.peek !== null;
}

/** The face-down cells of the grid (the replay of a finished game shows them). */
export function hiddenCards(s: FootballState): HiddenCards[] {
  const cells = s.cells.flatMap((id, i) => (id !== null && i !== s.upCell ? [i] : []));
  return cells.length > 0 ? [{ seat: null, zone: 'grid', cards: cells.map((i) => cardOf(s.cells[i]!, s.points)), cells }] : [];
}
