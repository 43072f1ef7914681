/**
 * Rush for Medals on the table side: everything the app needs of this game's table, registered once in the
 * list of games (`../index.ts`).
 */
import type { RushAction, RushCard, RushEvent, RushView } from '../../../common/games/rush';
import { revealInView } from '../../table/revealed';
import type { TableManifest, TableTypes, Update } from '../manifest';
import { RushTable } from './controller';
import { cardName } from './faces';
import { rushLesson } from './lesson';
import { logLine } from './log';
import { SOUNDS } from './sounds';
import { rushTips } from './tips';
import { strings } from './strings';

/** The view, events, actions and cards of Rush for Medals, as its table sees them. */
export type RushTypes = TableTypes<RushView, RushEvent, RushAction, RushCard>;

export type RushUpdate = Update<RushTypes>;

export const rushTable = {
  id: 'rush',
  create: (env) => new RushTable(env),
  sounds: SOUNDS,
  cardName,
  logLine,
  icon: 'medal',
  strings,
  lesson: rushLesson,
  tips: rushTips,
  showOnTable: revealInView,
} satisfies TableManifest<RushTypes>;
