/**
 * The list of games on the table side: one manifest per game (its folder's index.ts). Everything else
 * the renderer knows of a game (which table opens, its sounds, its card names in a replay, its menu icon,
 * its words in both languages) is read from here; a game missing from the list fails typecheck.
 */
import type { GameId } from '../../common/names';
import { addStrings } from '../i18n';
import { athleticTable } from './athletic';
import { drakerTable } from './draker';
import { footballTable } from './football';
import type { TableManifest } from './manifest';
import { rushTable } from './rush';
import { wordsTable } from './words';

export type { TableManifest } from './manifest';

export const TABLES: { readonly [G in GameId]: TableManifest & { readonly id: G } } = {
  football: footballTable,
  athletic: athleticTable,
  rush: rushTable,
  words: wordsTable,
  draker: drakerTable,
};

// Every game's words join the app's dictionaries before any screen is drawn.
for (const table of Object.values(TABLES)) addStrings(table.strings);
