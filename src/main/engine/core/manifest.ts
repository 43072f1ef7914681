/**
 * A game's manifest: everything the main process needs to offer and play one game, in one object that
 * the game's own `index.ts` exports. The application's one list of games (src/main/games.ts) holds a
 * manifest per id; the session, the hosts, the saves, the replays and the headless tools read it.
 */
import type { ZodType } from 'zod';
import type { BotLevel, OptionField } from '../../../common/contract';
import type { BotFactory } from './bots';
import type { LessonDeal } from './lesson';
import type { GameAction, GameDefinition, GameEvent } from './types';

/** The usual bot levels; the memory games add 'perfect' (a bot that forgets nothing). */
export const STANDARD_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];
/** The usual levels and 'expert' (up to a second of search a move), for the games where more search plays better. */
export const SEARCH_LEVELS: readonly BotLevel[] = [...STANDARD_LEVELS, 'expert'];

/* eslint-disable @typescript-eslint/no-explicit-any -- a list of games holds manifests of different types */
export interface GameManifest<S = any, O = any, A extends GameAction = any, V = any, E extends GameEvent = any> {
  /** The game's name in English: the window title and messages of main (the table names it in the player's language). */
  readonly name: string;
  /**
   * The revision of the rules saves are replayed by (a save records the one it was played under).
   * Bump it when a change makes an earlier save's moves replay differently: a number of the game, an
   * option's default, a rule. A save of an earlier revision that no longer replays is then reported as
   * played under older rules ('oldRules'), not as a changed file; one that still replays loads as before.
   */
  readonly rulesRevision: number;
  /** The rules (the engine contract), with the player counts and default options. */
  readonly game: GameDefinition<S, O, A, V, E>;
  /** A bot for one seat. */
  readonly createBot: BotFactory<V, A, E, O>;
  /** The bot levels this game offers, in the order the new-game dialog lists them. */
  readonly levels: readonly BotLevel[];
  /** The options the new-game dialog shows (an option left out is set through the options object only). */
  readonly optionFields: readonly OptionField[];
  /**
   * How a move received from a client is read before the rules see it (session/actions.ts):
   * - a schema of the game's actions (the game's `schema.ts`): the move is parsed with it, unknown keys
   *   dropped, and refused when it is no action of this game at all;
   * - 'listed': every legal move is in `legalActions`, and a move must name one of them (the listed
   *   action then replaces it).
   * The rules still refuse a well-shaped move that is illegal now, with a RuleError.
   */
  readonly moves: ZodType<A> | 'listed';
  /**
   * With 'listed' moves: the listed actions `move` may name, found without listing the others: those of
   * `legalActions(state, seat)`, in its order, that could equal it (at least every one of its type and
   * fields). Reading a move, and so replaying a long save, then skips the costly lists it cannot name.
   */
  readonly listedFor?: (state: S, seat: number, move: Readonly<Record<string, unknown>>) => A[];
  /** The match of its "Learn to play" lesson (its `lesson.ts`), when it has one. */
  readonly lesson?: LessonDeal<Partial<O> & { deck?: string[] }, A>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The contract functions a game's `rules.ts` exports. */
export type RulesPart<S, O, A extends GameAction, V, E extends GameEvent> = Pick<
  GameDefinition<S, O, A, V, E>,
  'resolveOptions' | 'setup' | 'actors' | 'legalActions' | 'apply' | 'outcome' | 'isUndoable' | 'reactionWindow'
>;

/** The contract functions a game's `view.ts` exports. */
export type ViewPart<S, O, A extends GameAction, V, E extends GameEvent> = Pick<GameDefinition<S, O, A, V, E>, 'view' | 'redactEvent' | 'hasPrivate' | 'hiddenCards' | 'personView'>;

/** What a game states about itself beside its functions. */
export type GameFacts<S, O, A extends GameAction, V, E extends GameEvent> = Pick<GameDefinition<S, O, A, V, E>, 'id' | 'minPlayers' | 'maxPlayers' | 'defaultOptions'>;

/**
 * The engine contract of a game from its parts: its facts, its rules module and its view module
 * (pass the modules themselves, `import * as rules from './rules'`; only the contract's functions are taken).
 */
export function defineGame<S, O, A extends GameAction, V, E extends GameEvent>(
  facts: GameFacts<S, O, A, V, E>,
  rules: RulesPart<S, O, A, V, E>,
  view: ViewPart<S, O, A, V, E>,
): GameDefinition<S, O, A, V, E> {
  return {
    ...facts,
    resolveOptions: rules.resolveOptions,
    setup: rules.setup,
    actors: rules.actors,
    legalActions: rules.legalActions,
    apply: rules.apply,
    view: view.view,
    redactEvent: view.redactEvent,
    outcome: rules.outcome,
    hasPrivate: view.hasPrivate,
    isUndoable: rules.isUndoable,
    reactionWindow: rules.reactionWindow,
    hiddenCards: view.hiddenCards,
    ...(view.personView ? { personView: view.personView } : {}),
  };
}

/** A manifest's parts as a game's `index.ts` writes them: its facts and its modules beside the rest. */
export type ManifestParts<S, O, A extends GameAction, V, E extends GameEvent> = Omit<GameManifest<S, O, A, V, E>, 'game'> &
  GameFacts<S, O, A, V, E> & {
    rules: RulesPart<S, O, A, V, E>;
    view: ViewPart<S, O, A, V, E>;
  };

/** A game's manifest from its parts (the definition made with `defineGame`). */
export function defineManifest<S, O, A extends GameAction, V, E extends GameEvent>(parts: ManifestParts<S, O, A, V, E>): GameManifest<S, O, A, V, E> {
  const { id, minPlayers, maxPlayers, defaultOptions, rules, view, ...rest } = parts;
  return { ...rest, game: defineGame({ id, minPlayers, maxPlayers, defaultOptions }, rules, view) };
}
