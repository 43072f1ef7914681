/**
 * A finished game's replay with "Show all cards" on a table whose live view has only counts (hand sizes,
 * pile sizes): the revealed cards ride along in the view, for the board to draw face up where the backs are.
 */
import type { HiddenCards } from '../../common/engine-types';

/** The revealed cards: each seat's hand, and each pile by its zone ('stock', 'discard'), top first. */
export interface Revealed<C> {
  hands: Partial<Record<number, C[]>>;
  piles: Partial<Record<string, C[]>>;
}

/** A view with the revealed cards a table draws face up. */
export type WithRevealed<V, C> = V & { revealed?: Revealed<C> };

/** The view with one more revealed group (a copy); every group has a place: a hand or a pile. */
export function revealInView<V extends object>(view: V, group: HiddenCards): V {
  const had = (view as WithRevealed<V, unknown>).revealed ?? { hands: {}, piles: {} };
  const revealed: Revealed<unknown> =
    group.seat !== null ? { ...had, hands: { ...had.hands, [group.seat]: group.cards } } : { ...had, piles: { ...had.piles, [group.zone]: group.cards } };
  return { ...view, revealed };
}

/** The revealed cards in a view, if the replay put any there. */
export function revealedIn<C>(view: object): Revealed<C> | null {
  return (view as WithRevealed<object, C>).revealed ?? null;
}
