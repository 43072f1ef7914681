/** The table of each playable game; main.ts opens the one an update names. */
import type { GameId } from '../../common/names';
import { FootballTable } from './football/controller';
import type { TableFactory } from './table';
import { WordsTable } from './words/controller';

export type { GameTable, TableEnv, TestHook, TableFactory } from './table';

export const TABLES: Partial<Record<GameId, TableFactory>> = {
  football: (env) => new FootballTable(env),
  words: (env) => new WordsTable(env),
};
