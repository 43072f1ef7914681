/** Shapes shared by the engine, the session and the renderer. Plain JSON only. */

/** A seat index (0-based) or the public spectator. */
export type Viewer = number | 'spectator';

export interface GameAction {
  type: string;
  [key: string]: unknown;
}

export interface GameEvent {
  type: string;
  [key: string]: unknown;
}

export interface Outcome {
  /** Final score per seat. */
  scores: number[];
  /** Seats that won (more than one on a shared win). */
  winners: number[];
  /** Why the game ended, as a code the UI translates (e.g. 'tableEmpty'). */
  reason: string;
  /** Tie-break figure per seat where one was used (e.g. cards held), else omitted. */
  tiebreak?: number[];
}

/** Cards the public view hides, by where they lie: a seat's hand (seat), or a pile or the grid (seat null). */
export interface HiddenCards {
  seat: number | null;
  /** Where they lie, as a code the UI translates ('hand', 'stock', 'grid', ...). */
  zone: string;
  /** Each card as the game's views show a face-up card. */
  cards: unknown[];
  /** On a grid: the cell each card lies in, in the same order (the table names it "A1"). */
  cells?: number[];
}
