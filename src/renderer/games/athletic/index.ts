/**
 * Athletic Games on the table side: everything the app needs of this game's table, registered once in the
 * list of games (`../index.ts`).
 */
import type { AthleticAction, AthleticCard, AthleticEvent, AthleticView } from '../../../common/games/athletic';
import { revealInView } from '../../table/revealed';
import type { TableManifest, TableTypes, Update } from '../manifest';
import { AthleticTable } from './controller';
import { cardName } from './faces';
import { athleticLesson } from './lesson';
import { logLine } from './log';
import { SOUNDS } from './sounds';
import { athleticTips } from './tips';
import { strings } from './strings';

/** The view, events, actions and cards of Athletic Games, as its table sees them. */
export type AthleticTypes = TableTypes<AthleticView, AthleticEvent, AthleticAction, AthleticCard>;

export type AthleticUpdate = Update<AthleticTypes>;

export const athleticTable = {
  id: 'athletic',
  create: (env) => new AthleticTable(env),
  sounds: SOUNDS,
  cardName,
  logLine,
  icon: 'runner',
  strings,
  lesson: athleticLesson,
  tips: athleticTips,
  showOnTable: revealInView,
} satisfies TableManifest<AthleticTypes>;
