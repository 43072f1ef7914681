/** What a match is made from (a new game or a save) and what it asks of the app around it. */
import type { GameId, SeatConfig, TableUpdate } from '../../common/contract';
import type { GameAction, GameEvent } from '../../common/engine-types';
import type { BotHost } from '../bots/host';
import type { GameManifest } from '../engine/core';
import type { LogEntry } from '../saves/format';
import type { MatchSession } from './match';

export interface MatchInit {
  id: string;
  gameId: GameId;
  entry: GameManifest;
  /** Seats as played: bots carry a level. */
  seats: SeatConfig[];
  /** Options already resolved by the game. */
  options: Record<string, unknown>;
  seed: number;
  createdAt: string;
  updatedAt?: string;
  /** Actions to replay (a loaded save); bots observe them exactly as they did live. */
  log?: readonly LogEntry[];
  /**
   * What verifying the save already replayed (`log` then being its canonical moves): the state before
   * the last move and every move's events, so opening the game need not replay it again.
   */
  replayed?: ReplayedLog;
  /** A "Learn to play" match: the bots' moves it scripts (see LessonDeal), played before asking the bots. */
  lesson?: { scripts: Readonly<Record<number, readonly GameAction[]>> };
}

export interface ReplayedLog {
  /** The state after all moves of the log but the last (the setup for an empty log). */
  beforeLast: unknown;
  /** Each move's events, in full (the match redacts them for whoever asks). */
  events: readonly (readonly GameEvent[])[];
}

export interface MatchHooks {
  /** Called after every applied action (the autosave). */
  save(match: MatchSession): void;
  /** A bot step or an automatic pass changed the table. */
  push(update: TableUpdate): void;
  notice(code: string, message: string, params?: Record<string, string | number>): void;
  /** Waits before the next bot step so requests stay responsive. */
  schedule?(fn: () => void): void;
  /** Where the bots (and the hint bots of the humans) live. */
  bots: BotHost;
  /** Why saving fails now, or null (shown on the table until saving works again). */
  saveError?(): string | null;
  /** The table changed (a move, an undo, a seat moving to or from a phone), with the full events: phones get their seat's share. */
  changed?(events: readonly GameEvent[]): void;
}
