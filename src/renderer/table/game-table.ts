/**
 * What the app shell, the table kit and a game's table agree on: the test hook, what a table is given
 * (`TableEnv`), what it answers to (`GameTable`) and what the shell and the kit read of each game's
 * manifest (`TableEntry`). The kit knows no game: main.ts hands it the game's entry in `TableEnv.game`.
 */
import type { Application } from 'pixi.js';
import type { TableUpdate } from '../../common/contract';
import type { HiddenCards } from '../../common/engine-types';
import type { GameId } from '../../common/names';
import type { SoundPlayer } from '../sound/player';
import type { AnySoundTable } from '../sound/table';
import type { AppContext } from '../ui/app';
import type { IconName } from '../ui/icons';
import type { Animator } from './anim';
import type { Rect } from './grid';
import type { AnyFirstTipList } from './first-tips';
import type { Lesson } from './lesson';

/** Read by the end-to-end tests through `window.__cardTableTest`. */
export interface TestHook {
  update: TableUpdate | null;
  animating: boolean;
  /** Every sound the table scheduled, oldest first. */
  sounds: string[];
  /** Shows the page in a language without saving it (a screen looked at in both languages where it is). */
  showLanguage(language: 'en' | 'uk'): void;
  /**
   * Where the table's canvas drew its parts (window px), by name, while a table that tells it is open:
   * the layout checks find parts that overlap on the canvas, where no element is to measure.
   */
  drawnParts?: () => Record<string, Rect>;
}

/** What the shell and the kit read of one game's table (its manifest, `src/renderer/games/<game>/index.ts`). */
export interface TableEntry {
  readonly id: GameId;
  /** Opens the game's table. */
  create(env: TableEnv): GameTable;
  /** One row per event type of the game's engine (its sounds.ts). */
  readonly sounds: AnySoundTable;
  /** A card's name in the player's language (screen readers, the replay's "Show all cards"). */
  cardName(card: unknown): string;
  /** The game's icon in the menu. */
  readonly icon: IconName;
  /**
   * A replay's "Show all cards": the view with one group of the revealed cards face up where the table lies
   * them (a copy), or null when the table has no place for them (the replay lists those beside it).
   */
  showOnTable?(view: unknown, group: HiddenCards): unknown;
  /** Its "Learn to play" lesson (its `lesson.ts`), when it has one. */
  readonly lesson?: Lesson<never>;
  /** Its first-time tips (its `tips.ts`): when each special card first matters in a real game. */
  readonly tips?: AnyFirstTipList;
}

export interface TableEnv {
  ctx: AppContext;
  app: Application;
  anim: Animator;
  sound: SoundPlayer;
  parent: HTMLElement;
  hook: TestHook;
  /** The game this table plays. */
  game: TableEntry;
}

/** One game's table: takes TableUpdates (animating their events or not), follows the UI language, tears down. */
export interface GameTable {
  receive(update: TableUpdate, animateEvents: boolean): void;
  languageChanged(): void;
  destroy(): void;
  /** Makes this a replay's table: read-only, no results dialog, Menu calls `onLeave`. */
  watchOnly(onLeave: () => void): void;
  /** Empties the event log (a replay jumped). */
  clearLog(): void;
}

/** A game's view, events, actions and cards: a table's controller and manifest are typed with them. */
export interface GameTypes {
  view: unknown;
  event: { type: string };
  action: { type: string };
  card: unknown;
}

/** A TableUpdate of one game: its view, events and legal actions typed as that game's. */
export type Update<T extends GameTypes> = Omit<TableUpdate, 'view' | 'events' | 'legal'> & {
  view: T['view'];
  events: T['event'][];
  legal: T['action'][];
};
