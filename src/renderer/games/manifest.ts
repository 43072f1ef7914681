/**
 * What each game's table folder exports from its `index.ts`: one manifest that the list of games
 * (`games/index.ts`) holds and everything else on the table side is derived from.
 */
import type { HiddenCards } from '../../common/engine-types';
import type { Entry } from '../i18n/en';
import type { LogLine } from '../table/controller';
import type { GameTypes, TableEntry } from '../table/game-table';

export type { GameTypes, Update } from '../table/game-table';

/** A game's types in the order its common file declares them: view, event, action, card. */
export interface TableTypes<V, E extends { type: string }, A extends { type: string }, C> {
  view: V;
  event: E;
  action: A;
  card: C;
}

/** A game's words in both languages (its strings.ts): the same keys in each, all starting with its id. */
export interface GameStrings {
  en: Readonly<Record<string, Entry>>;
  uk: Readonly<Record<string, Entry>>;
}

/** One game's table: the kit's entry (id, controller factory, sounds, card names, icon), its words and its event log. */
export interface TableManifest<T extends GameTypes = GameTypes> extends TableEntry {
  cardName(card: T['card']): string;
  /** The event log's line of one event (its log.ts; null: no line), in the player's language. */
  logLine(ev: T['event'], view: T['view'], name: (seat: number) => string): LogLine | null;
  readonly strings: GameStrings;
  showOnTable?(view: T['view'], group: HiddenCards): T['view'] | null;
}
