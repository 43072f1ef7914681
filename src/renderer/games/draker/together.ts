/**
 * Which of Draker's events play out together (see table/event-groups.ts): a run of blocks, of parcels
 * sent, of costs paid, of discards or of draws, and stack entries resolved one right after another
 * with nothing between them (what a resolved entry does comes as its own events and ends the run).
 * A declaration is one motion with the declarations of the same action and the effects its icons push:
 * each is still drawn and logged, the push starting a moment after the cards leave for the combination.
 */
import type { DrakerEvent } from '../../../common/games/draker';

const JOINING: ReadonlySet<DrakerEvent['type']> = new Set(['blocked', 'parcel', 'costPaid', 'discard', 'draw', 'resolve']);

/** The seat whose declaration or push `ev` is, or null for any other event. */
function declaringSeat(ev: DrakerEvent): number | null {
  if (ev.type === 'declare') return ev.seat;
  if (ev.type === 'push') return ev.entry.owner;
  return null;
}

/** What a resolved entry does to a hand, a card or a life: the next entry may rise while it plays out. */
const RESOLVED_EFFECT: ReadonlySet<DrakerEvent['type']> = new Set(['draw', 'token', 'lifeLost', 'pending', 'heal']);

export function drakerTogether(prev: DrakerEvent, next: DrakerEvent): boolean {
  if (next.type === 'resolve' && RESOLVED_EFFECT.has(prev.type)) return true;
  // a life lost to a hit plays out while the next parcel is on its way (it lands once the loss has shown)
  if (next.type === 'blocked' && prev.type === 'lifeLost') return true;
  // the hands are dealt to while the round's common card turns up
  if (next.type === 'draw' && prev.type === 'commonCard') return true;
  // a push joins the declaration (or push) of its owner just before it; a declaration joins only declarations
  const seat = declaringSeat(prev);
  if (seat !== null && (next.type === 'push' || (next.type === 'declare' && prev.type === 'declare'))) return declaringSeat(next) === seat;
  return prev.type === next.type && JOINING.has(next.type);
}
