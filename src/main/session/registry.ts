import type { GameId, GameInfo } from '../../common/contract';
import { GAME_IDS } from '../../common/contract';
import type { GameManifest } from '../engine/core';

export type { GameManifest };

/**
 * The games a service, a host or a tool plays, by id: the application passes its one list
 * (src/main/games.ts, every game); tests and tools may pass a part of it.
 */
export type GameRegistry = Partial<Record<GameId, GameManifest>>;

/** What the new-game dialog shows of each game of `registry`, in the contract's order. */
export function gameInfos(registry: GameRegistry): GameInfo[] {
  return GAME_IDS.flatMap((id) => {
    const entry = registry[id];
    if (!entry) return [];
    return [
      {
        id,
        available: true,
        minPlayers: entry.game.minPlayers,
        maxPlayers: entry.game.maxPlayers,
        defaultOptions: structuredClone(entry.game.defaultOptions) as Record<string, unknown>,
        optionFields: entry.optionFields.map((f) => ({ ...f })),
        levels: [...entry.levels],
      },
    ];
  });
}
