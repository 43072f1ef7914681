import type { BotLevel, GameId, GameInfo, OptionField } from '../../common/contract';
import { GAME_IDS } from '../../common/contract';
import type { AnyGame } from '../engine/core';
import type { BotFactory } from '../engine/core/bots';

/** One playable game: its rules, its bot and the option fields the new-game dialog shows. */
export interface GameEntry {
  game: AnyGame;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createBot: BotFactory<any, any, any, any>;
  optionFields: OptionField[];
  /** The bot levels this game offers; easy, normal and hard when omitted ('perfect' is for memory games). */
  levels?: BotLevel[];
}

export const DEFAULT_LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

export type GameRegistry = Partial<Record<GameId, GameEntry>>;

/** Player counts of the games that are not playable yet (from their rules), shown greyed out. */
const PLANNED: Record<GameId, [number, number]> = {
  football: [2, 6],
  athletic: [2, 5],
  rush: [2, 6],
  words: [2, 4],
  draker: [2, 6],
};

export function gameInfos(registry: GameRegistry): GameInfo[] {
  return GAME_IDS.map((id) => {
    const entry = registry[id];
    if (!entry) {
      const [minPlayers, maxPlayers] = PLANNED[id];
      return { id, available: false, minPlayers, maxPlayers, defaultOptions: {}, optionFields: [], levels: [] };
    }
    return {
      id,
      available: true,
      minPlayers: entry.game.minPlayers,
      maxPlayers: entry.game.maxPlayers,
      defaultOptions: structuredClone(entry.game.defaultOptions) as Record<string, unknown>,
      optionFields: entry.optionFields.map((f) => ({ ...f })),
      levels: [...(entry.levels ?? DEFAULT_LEVELS)],
    };
  });
}
