/** Player records computed from the results log: per person (after merges) and per bot level, per game and overall. */
import type { GameId } from '../../common/names';
import { resolveName, type MatchResult, type PlayerMerge, type PlayerRecord, type RecordStats } from '../../common/records';
import type { BotLevel } from '../../common/names';
import { BOT_LEVELS } from '../../common/names';

interface Appearance {
  score: number;
  won: boolean;
  at: string;
}

function statsOf(games: readonly Appearance[]): RecordStats {
  let won = 0;
  let best = -Infinity;
  let total = 0;
  let streak = 0;
  let longest = 0;
  let last = '';
  for (const g of games) {
    total += g.score;
    best = Math.max(best, g.score);
    if (g.at > last) last = g.at;
    if (g.won) {
      won++;
      streak++;
      longest = Math.max(longest, streak);
    } else {
      streak = 0;
    }
  }
  const played = games.length;
  return { played, won, winRate: won / played, bestScore: best, averageScore: total / played, currentStreak: streak, longestStreak: longest, lastPlayed: last };
}

/** Results in the order they were played: by finishing time, then match id. */
export function chronological(results: readonly MatchResult[]): MatchResult[] {
  return [...results].sort((a, b) => (a.finishedAt < b.finishedAt ? -1 : a.finishedAt > b.finishedAt ? 1 : a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0));
}

/**
 * Every player's record. People are told apart by their exact name (a name typed differently is another
 * player until merged); bots count per level. Streaks follow the order games finished in.
 */
export function computeRecords(results: readonly MatchResult[], merges: readonly PlayerMerge[]): PlayerRecord[] {
  const byPlayer = new Map<string, { name: string; bot: BotLevel | null; games: Map<GameId, Appearance[]>; all: Appearance[] }>();
  for (const r of chronological(results)) {
    r.seats.forEach((seat, i) => {
      const bot = seat.kind === 'bot' ? (seat.level ?? 'normal') : null;
      const name = bot ? '' : resolveName(seat.name, merges);
      const key = bot ? `bot:${bot}` : `human:${name}`;
      let p = byPlayer.get(key);
      if (!p) byPlayer.set(key, (p = { name, bot, games: new Map(), all: [] }));
      const appearance = { score: r.scores[i] ?? 0, won: r.winners.includes(i), at: r.finishedAt };
      p.all.push(appearance);
      const perGame = p.games.get(r.gameId) ?? [];
      perGame.push(appearance);
      p.games.set(r.gameId, perGame);
    });
  }
  const records: PlayerRecord[] = [...byPlayer.values()].map((p) => ({
    name: p.name,
    bot: p.bot,
    all: statsOf(p.all),
    games: Object.fromEntries([...p.games].map(([game, list]) => [game, statsOf(list)])),
  }));
  const rank = (r: PlayerRecord): number => (r.bot === null ? -1 : BOT_LEVELS.indexOf(r.bot));
  return records.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
