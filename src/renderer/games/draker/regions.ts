/**
 * The keyboard regions of Draker's buttons (F6 moves between them, keyboard.ts): the viewer's hand; the
 * table — the common cards, the stacks and the viewer's own pool and combinations; and the opponents —
 * every seat's button (a target) with what lies before the other players.
 */
import type { CardRegion } from '../../table/keyboard';
import { type ButtonTarget, COMMON_ID, HAND_ID, POOL_ID, SEAT_ID } from './board';

export function buttonRegion(id: number, target: ButtonTarget, viewer: number | 'spectator'): CardRegion {
  if (target.kind === 'seat') return 'opponents';
  if (id >= HAND_ID && id < POOL_ID && target.kind === 'card') return 'hand';
  if (target.kind === 'entry' || (id >= COMMON_ID && id < SEAT_ID)) return 'piles';
  const owner = 'zone' in target ? target.zone : undefined;
  // a replay's shown hands carry no zone: they lie before their players
  return owner === viewer ? 'piles' : 'opponents';
}
