/** Player records: the shapes the results log and the Players screen share, and how merged names resolve. */
import type { BotLevel, GameId } from './names';

/** One seat of a finished match, as recorded. */
export interface ResultSeat {
  name: string;
  kind: 'human' | 'bot';
  level?: BotLevel;
}

/** One finished match in the results log. */
export interface MatchResult {
  matchId: string;
  /** What was dealt and played (absent in older logs): the same game imported back counts once. */
  game?: string;
  gameId: GameId;
  finishedAt: string;
  seats: ResultSeat[];
  scores: number[];
  winners: number[];
  reason: string;
  /** Actions played. */
  turns: number;
}

/** A name shown as another: every result of `from` counts for `into`. */
export interface PlayerMerge {
  from: string;
  into: string;
}

/** A player's figures over some games. Every seat a player held is one game played. */
export interface RecordStats {
  played: number;
  won: number;
  /** won / played, 0 to 1. */
  winRate: number;
  bestScore: number;
  averageScore: number;
  /** Wins in a row up to the latest game (0 when the latest was lost). */
  currentStreak: number;
  longestStreak: number;
  lastPlayed: string;
}

/** A person (by exact name, after merges) or a bot level, over all games and per game. */
export interface PlayerRecord {
  /** The person's name; for a bot, empty (bots count per level). */
  name: string;
  /** The bot level, or null for a person. */
  bot: BotLevel | null;
  all: RecordStats;
  games: Partial<Record<GameId, RecordStats>>;
}

/** What listRecords answers. */
export interface RecordsList {
  /** People first (by name), then bots by level. */
  players: PlayerRecord[];
  merges: PlayerMerge[];
  /** Finished matches in the log. */
  results: number;
  /** Results files that could not be read: set aside (never deleted) under `file`. */
  setAside: { file: string; reason: string }[];
  /** Why the log cannot be written now (results wait in memory until a retry succeeds), or null. */
  writeError: string | null;
}

/** The name `name` counts as after the merges (a chain of merges is followed; a loop stops). */
export function resolveName(name: string, merges: readonly PlayerMerge[]): string {
  const seen = new Set<string>();
  let current = name;
  while (!seen.has(current)) {
    seen.add(current);
    const next = merges.find((m) => m.from === current);
    if (!next) break;
    current = next.into;
  }
  return current;
}
