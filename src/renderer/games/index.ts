/** The table of each playable game; main.ts opens the one an update names. */
import type { GameId } from '../../common/names';
import { AthleticTable } from './athletic/controller';
import { DrakerTable } from './draker/controller';
import { FootballTable } from './football/controller';
import { RushTable } from './rush/controller';
import type { TableFactory } from './table';
import { WordsTable } from './words/controller';

export type { GameTable, TableEnv, TestHook, TableFactory } from './table';

export const TABLES: Partial<Record<GameId, TableFactory>> = {
  football: (env) => new FootballTable(env),
  athletic: (env) => new AthleticTable(env),
  rush: (env) => new RushTable(env),
  words: (env) => new WordsTable(env),
  draker: (env) => new DrakerTable(env),
};
