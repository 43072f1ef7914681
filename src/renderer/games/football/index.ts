/**
 * Klepka Football on the table side: everything the app needs of this game's table, registered once in the
 * list of games (`../index.ts`).
 */
import type { FootballAction, FootballCard, FootballEvent, FootballView } from '../../../common/games/football';
import { revealCells } from '../../table/grid';
import type { TableManifest, TableTypes, Update } from '../manifest';
import { FootballTable } from './controller';
import { cardName } from './faces';
import { footballLesson } from './lesson';
import { logLine } from './log';
import { SOUNDS } from './sounds';
import { footballTips } from './tips';
import { strings } from './strings';

/** The view, events, actions and cards of Klepka Football, as its table sees them. */
export type FootballTypes = TableTypes<FootballView, FootballEvent, FootballAction, FootballCard>;

export type FootballUpdate = Update<FootballTypes>;

export const footballTable = {
  id: 'football',
  create: (env) => new FootballTable(env),
  sounds: SOUNDS,
  cardName,
  logLine,
  icon: 'ball',
  strings,
  showOnTable: (view, group) => revealCells(view, group),
  lesson: footballLesson,
  tips: footballTips,
} satisfies TableManifest<FootballTypes>;
