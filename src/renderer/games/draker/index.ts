/**
 * Draker on the table side: everything the app needs of this game's table, registered once in the
 * list of games (`../index.ts`).
 */
import type { DrakerAction, DrakerCard, DrakerEvent, DrakerView } from '../../../common/games/draker';
import { revealInView } from '../../table/revealed';
import type { TableManifest, TableTypes, Update } from '../manifest';
import { DrakerTable } from './controller';
import { cardName } from './faces';
import { drakerLesson } from './lesson';
import { logLine } from './log';
import { SOUNDS } from './sounds';
import { drakerTips } from './tips';
import { strings } from './strings';

/** The view, events, actions and cards of Draker, as its table sees them. */
export type DrakerTypes = TableTypes<DrakerView, DrakerEvent, DrakerAction, DrakerCard>;

export type DrakerUpdate = Update<DrakerTypes>;

export const drakerTable = {
  id: 'draker',
  create: (env) => new DrakerTable(env),
  sounds: SOUNDS,
  cardName,
  // without the table's DrakerLogMemory: the lines that need no earlier events
  logLine: (ev, _view, name) => logLine(ev, name),
  icon: 'dragon',
  strings,
  lesson: drakerLesson,
  tips: drakerTips,
  showOnTable: revealInView,
} satisfies TableManifest<DrakerTypes>;
