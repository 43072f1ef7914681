/**
 * What a game's table sounds like: ONE row per event type of its engine (a sound, a choice of sound
 * by the event, or null for a deliberately silent event). The type needs every event type, so a new
 * event cannot be forgotten.
 */
import type { TableUpdate } from '../../common/contract';
import type { Outcome } from '../../common/engine-types';
import type { SoundName } from './synth';

export type SoundRow<E> = SoundName | null | ((ev: E, u: TableUpdate) => SoundName | null);

export type SoundTable<E extends { type: string }> = { [K in E['type']]: SoundRow<Extract<E, { type: K }>> };

/** Any game's table, as the shared controller holds it. */
export type AnySoundTable = Record<string, SoundName | null | ((ev: never, u: TableUpdate) => SoundName | null)>;

/** The sound of `ev` in `table` (null: silent, also for a type the table does not know). */
export function soundOf(table: AnySoundTable, ev: { type: string }, u: TableUpdate): SoundName | null {
  const row = table[ev.type];
  if (typeof row === 'function') return (row as (ev: { type: string }, u: TableUpdate) => SoundName | null)(ev, u);
  return row ?? null;
}

/** The end of a game: a short fanfare when a human at this table won, a calmer close otherwise. */
export function resultsSound(ev: { outcome: Outcome }, u: TableUpdate): SoundName {
  return ev.outcome.winners.some((seat) => u.seats[seat]?.kind === 'human') ? 'fanfare' : 'results';
}
