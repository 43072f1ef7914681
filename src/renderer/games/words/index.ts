/**
 * Klepka Words on the table side: everything the app needs of this game's table, registered once in the
 * list of games (`../index.ts`).
 */
import type { WordsAction, WordsCard, WordsEvent, WordsView } from '../../../common/games/words';
import { revealCells } from '../../table/grid';
import type { TableManifest, TableTypes, Update } from '../manifest';
import { WordsTable } from './controller';
import { cardName } from './faces';
import { wordsLesson } from './lesson';
import { logLine } from './log';
import { SOUNDS } from './sounds';
import { wordsTips } from './tips';
import { strings } from './strings';

/** The view, events, actions and cards of Klepka Words, as its table sees them. */
export type WordsTypes = TableTypes<WordsView, WordsEvent, WordsAction, WordsCard>;

export type WordsUpdate = Update<WordsTypes>;

export const wordsTable = {
  id: 'words',
  create: (env) => new WordsTable(env),
  sounds: SOUNDS,
  cardName,
  logLine,
  icon: 'letters',
  strings,
  showOnTable: (view, group) => revealCells(view, group),
  lesson: wordsLesson,
  tips: wordsTips,
} satisfies TableManifest<WordsTypes>;
