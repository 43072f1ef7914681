/**
 * Which of Draker's events play out together (see table/event-groups.ts): a run of blocks, of parcels
 * sent, of costs paid, of discards or of draws, and stack entries resolved one right after another
 * with nothing between them (what a resolved entry does comes as its own events and ends the run).
 */
import type { DrakerEvent } from '../../../common/games/draker';

const JOINING: ReadonlySet<DrakerEvent['type']> = new Set(['blocked', 'parcel', 'costPaid', 'discard', 'draw', 'resolve']);

export function drakerTogether(prev: DrakerEvent, next: DrakerEvent): boolean {
  return prev.type === next.type && JOINING.has(next.type);
}
