/**
 * The reaction windows of the "any moment" cards (Klepka Football and Klepka Words, rules section 5;
 * any later game with instant cards): the poll that asks the seats in turn, opening a window, passing
 * in it, who acts while it is open, and the refusals of a move by a seat that is not asked.
 *
 * The poll: the seats to the left of the active participant in seat order, only those for which the game
 * says they hold a usable instant card. Each asked seat passes or plays one card. When the active
 * participant has no ordinary action left (a turn's end, a step waiting for the window to close) the game
 * says so with `asksActiveLast` and the active seat is asked too, last. Where the windows open, what an
 * instant card does and whether the poll restarts after one stay in each game's rules.
 */
import { RuleError } from '../core';

/** The open window as a game's state stores it. */
export interface ReactionWindowState<K extends string = string> {
  kind: K;
  /** The seat being asked now. */
  asking: number;
  /** Seats that passed in this window (they are not asked again). */
  passed: number[];
}

/** The part of a game state the poll reads and writes. */
export interface WindowTable<K extends string = string> {
  players: number;
  /** The active participant (the turn's seat). */
  active: number;
  reactionWindow: ReactionWindowState<K> | null;
}

/** What the poll asks of a game. */
export interface WindowRules<S> {
  /** The seat holds an instant card it could play now, so it is asked. */
  hasUsableInstant(s: S, seat: number): boolean;
  /** The active participant has no ordinary action left, so it is asked too, last. */
  asksActiveLast(s: S): boolean;
}

/** The events the poll reports (both games' event unions include them). */
export type WindowEvent<K extends string = string> = { type: 'window'; kind: K; asking: number } | { type: 'pass'; seat: number };

/** Where the poll's events go: a game's event list. */
export interface WindowEvents<K extends string = string> {
  push(event: WindowEvent<K>): unknown;
}

/** The next seat to ask, or null when nobody is left (the window closes). */
export function nextAsked<S extends WindowTable>(s: S, rules: WindowRules<S>, passed: readonly number[]): number | null {
  const last = rules.asksActiveLast(s) ? s.players : s.players - 1;
  for (let i = 1; i <= last; i++) {
    const seat = (s.active + i) % s.players;
    if (!passed.includes(seat) && rules.hasUsableInstant(s, seat)) return seat;
  }
  return null;
}

/** Opens a window of `kind` with a fresh poll; no window (null) when nobody would be asked. */
export function openWindow<K extends string, S extends WindowTable<K>>(s: S, rules: WindowRules<S>, kind: K, events: WindowEvents<K>): void {
  const asking = nextAsked(s, rules, []);
  if (asking === null) {
    s.reactionWindow = null;
    return;
  }
  s.reactionWindow = { kind, asking, passed: [] };
  events.push({ type: 'window', kind, asking });
}

/** The asked seat passes: the next seat is asked, or the window closes. */
export function passInWindow<K extends string, S extends WindowTable<K>>(s: S, rules: WindowRules<S>, seat: number, events: WindowEvents<K>): void {
  const w = s.reactionWindow!;
  events.push({ type: 'pass', seat });
  w.passed.push(seat);
  const asking = nextAsked(s, rules, w.passed);
  if (asking === null) s.reactionWindow = null;
  else {
    w.asking = asking;
    events.push({ type: 'window', kind: w.kind, asking });
  }
}

/** A copy of a stored window (states are cloned before a move is applied). */
export function cloneWindow<K extends string>(w: ReactionWindowState<K> | null): ReactionWindowState<K> | null {
  return w ? { kind: w.kind, asking: w.asking, passed: w.passed.slice() } : null;
}

/** The window as the contract's `reactionWindow` and the session report it: the seat asked and the kind. */
export function windowOf<K extends string>(s: WindowTable<K>): { seat: number; kind: K } | null {
  return s.reactionWindow ? { seat: s.reactionWindow.asking, kind: s.reactionWindow.kind } : null;
}

/** The window as a view shows it (public: every seat sees who is asked). */
export function publicWindow<K extends string>(s: WindowTable<K>): { kind: K; asking: number } | null {
  return s.reactionWindow ? { kind: s.reactionWindow.kind, asking: s.reactionWindow.asking } : null;
}

/**
 * Refuses a move by a seat that may not act now (`actors` are the seats that may): a pass with no window
 * open, a move while another seat is asked in a window, or a move out of turn. Nothing when it may act.
 */
export function checkMayAct(s: WindowTable, seat: number, actors: readonly number[], actionType: string): void {
  if (actors.includes(seat)) return;
  if (actionType === 'pass' && !s.reactionWindow) throw new RuleError('notInWindow', 'There is no reaction window to pass in.');
  if (s.reactionWindow) {
    throw new RuleError('notYourTurn', `Waiting for seat ${s.reactionWindow.asking + 1} to answer in the reaction window first.`, {
      seat: s.reactionWindow.asking,
    });
  }
  throw new RuleError('notYourTurn', `It is seat ${actors[0] + 1}'s move, not seat ${seat + 1}'s.`, { seat: actors[0] });
}
