/**
 * A lesson's match ("Learn to play"): who sits where, the options with the stacked deal that makes the
 * lesson's moments happen, the seed, and the moves the bots play while the lesson needs them. It lives
 * in the main process only: a client asks for a game's lesson and never chooses the deal.
 */
import type { BotLevel } from '../../../common/names';
import type { GameAction } from './types';

export interface LessonDeal<O = Record<string, unknown>, A extends GameAction = GameAction> {
  /** The seats in order; the learner is the one human. */
  readonly seats: readonly ('human' | 'bot')[];
  /** The level of the bots once their script runs out. */
  readonly level: BotLevel;
  /** Raw options (`deck` among them), resolved by the game like any options. */
  readonly options: O;
  readonly seed: number;
  /**
   * Per bot seat, the moves it plays in order, one per decision; the session asks the real bot once a
   * seat's script runs out or when its next scripted move is not legal.
   */
  readonly scripts: Readonly<Record<number, readonly A[]>>;
}
