import type { GameAction, GameEvent, HiddenCards, Outcome, Viewer } from '../../../common/engine-types';

export type { GameAction, GameEvent, HiddenCards, Outcome, Viewer };

export interface SetupArgs<O> {
  players: number;
  seed: number;
  options: O;
  /** A stacked order of card ids (tests, tutorials, puzzles); otherwise the deck is shuffled from the seed. */
  deck?: readonly string[];
}

export interface ApplyResult<S, E extends GameEvent = GameEvent> {
  state: S;
  /** Full events; pass them through `redactEvent` before anyone but the engine sees them. */
  events: E[];
}

/**
 * The one contract every game implements. States are plain JSON (no classes, no functions) so they can
 * be cloned, hashed and compared; `apply` never mutates its input and throws RuleError on illegal moves.
 */
export interface GameDefinition<S, O, A extends GameAction = GameAction, V = unknown, E extends GameEvent = GameEvent> {
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly defaultOptions: O;
  /** Completes a partial option object with defaults and checks it; throws RuleError with a readable message. */
  resolveOptions(raw: unknown, players: number): O;
  setup(args: SetupArgs<O>): S;
  /** Seats that may act now (the turn player, or the seat asked in a reaction window). Empty when the game is over. */
  actors(state: S): number[];
  legalActions(state: S, seat: number): A[];
  apply(state: S, seat: number, action: A): ApplyResult<S, E>;
  view(state: S, viewer: Viewer): V;
  /** The part of an event a viewer may see; null when the viewer may not see it at all. */
  redactEvent(event: E, viewer: Viewer): E | null;
  outcome(state: S): Outcome | null;
  /** True when a view holds something its seat must keep from other humans (a peek, a hand): hotseat shows a curtain first. */
  hasPrivate(view: V): boolean;
  /**
   * Undo policy: true when an action by `seat` with these events revealed nothing new and kept control
   * with that seat (see DESIGN section 4). The session also checks that nobody acted after it.
   */
  isUndoable(events: readonly E[], seat: number, after: S): boolean;
  /**
   * The reaction window open now ("any moment" cards), with the seat being asked and the window's kind
   * (e.g. 'start'), or null. In a window the asked seat's legal actions include `{type: 'pass'}`.
   */
  reactionWindow(state: S): { seat: number; kind: string } | null;
  /**
   * Every card the public view hides (hands, face-down piles and cells), for the replay of a finished
   * game ("show all cards"). Never used while a game is played.
   */
  hiddenCards?(state: S): HiddenCards[];
  /**
   * A person's view of their seat: `view` (that seat's own) with advice only a person reads (a warning's
   * figures), found from the view alone so it can hold nothing the seat may not see. Bots get the plain view.
   */
  personView?(view: V, seat: number): V;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any>;
