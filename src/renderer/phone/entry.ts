/**
 * What the phone page needs of one game (its `phone.ts`, listed in src/renderer/games/phones.ts): the
 * seat's hand, a label for each legal move, the public summary, the seat's private moments, and,
 * where a list of moves would not do, a board of its own. No Pixi here: the phone draws with the DOM.
 */
import type { GameId } from '../../common/names';
import type { GameStrings } from '../games/manifest';
import type { LogLine } from '../table/controller';
import type { GameTypes } from '../table/game-table';

/** A card of the seat's hand as the phone shows it. */
export interface PhoneCard {
  id: string;
  /** Its name in the player's language. */
  label: string;
  /** A short mark drawn large on the card (a rank, a symbol). */
  face: string;
  /** Its colour (a CSS colour), when the game colours its cards. */
  color?: string;
  /** The small shape or letter that tells its colour without hue, when the colour carries a rule and the face does not show it. */
  mark?: string;
  /** The title of the group it is shown in ("In your pool"); the hand's when absent. */
  pile?: string;
}

/** A move a composition offers; `keep` keeps the picked cards picked after it (a card placed to declare with). */
export interface PhoneMove<A> {
  label: string;
  action: A;
  primary?: boolean;
  keep?: boolean;
}

/** One row of a composition, drawn by the phone page in order. */
export type PhoneRow<A> =
  | { kind: 'line'; text: string; tone?: 'ok' | 'no' }
  /** Choose one of a few (a combination, a seat): picking redraws the composition. */
  | { kind: 'pick'; label: string; options: { key: string; label: string }[]; value: string; pick: (key: string) => void }
  /** Choose a number between min and max with − and + (an amount of points). */
  | { kind: 'amount'; label: string; min: number; max: number; value: number; set: (n: number) => void }
  | { kind: 'moves'; moves: PhoneMove<A>[]; small?: boolean };

/** What the picked cards (and the choices made) allow: the game's own steps in place of a list of every move. */
export interface PhoneComposition<A> {
  /** Cards that may be picked now, several at a time (tapping toggles); empty when nothing is picked. */
  pickable: ReadonlySet<string>;
  rows: PhoneRow<A>[];
  /** Whether the composition offers this move itself (the phone lists the rest as buttons). */
  covers(action: A): boolean;
}

export interface PhoneEntry<T extends GameTypes = GameTypes> {
  readonly id: GameId;
  readonly strings: GameStrings;
  /** The game's event log line (its log.ts). */
  logLine(ev: T['event'], view: T['view'], name: (seat: number) => string): LogLine | null;
  /** The seat's hand and other private cards, in the order held. */
  hand(view: T['view']): PhoneCard[];
  /** A seat's score (or life) in short: "3 medals". */
  score(view: T['view'], seat: number): string;
  /** A few lines about the table now (round, piles, a demand): public facts. */
  tableLines(view: T['view'], name: (seat: number) => string): string[];
  /** What only this seat sees now (a VAR peek), or null. */
  privateNote(view: T['view']): string | null;
  /** A legal move's label. */
  actionLabel(action: T['action'], view: T['view'], name: (seat: number) => string): string;
  /** The hand cards a move uses (tapping a card shows its moves); [] for a move of no card. */
  actionCards(action: T['action']): string[];
  /** Whether two card ids are the same face (where the game lists one move per face); ids equal by default. */
  sameCard?(a: string, b: string): boolean;
  /**
   * A board of the game's own (Football's grid): it offers the moves it covers itself, and the phone
   * lists the rest. Null when the list does all.
   */
  board?(view: T['view'], legal: T['action'][], act: (action: T['action']) => void): { element: HTMLElement; covers: (action: T['action']) => boolean } | null;
  /**
   * A composer of the game's own (Draker's combinations): the moves made by picking several cards and
   * choosing among a few, as on the desktop. Null when the plain list does now. `redraw` is for choices
   * kept by the game (a combination, an amount). No DOM here: the phone page draws the rows.
   */
  compose?(view: T['view'], legal: T['action'][], picked: readonly string[], ctx: { name: (seat: number) => string; redraw: () => void }): PhoneComposition<T['action']> | null;
  /** A move listed once for every group of moves with the same key (both orders of one pair); all listed by default. */
  listKey?(action: T['action']): string;
}
