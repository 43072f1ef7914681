/** What every game's table controller shares with the app shell. */
import type { Application } from 'pixi.js';
import type { TableUpdate } from '../../common/contract';
import type { SoundPlayer } from '../sound/player';
import type { Animator } from '../table/anim';
import type { AppContext } from '../ui/app';

/** Read by the end-to-end tests through `window.__cardTableTest`. */
export interface TestHook {
  update: TableUpdate | null;
  animating: boolean;
  /** Every sound the table scheduled, oldest first. */
  sounds: string[];
}

export interface TableEnv {
  ctx: AppContext;
  app: Application;
  anim: Animator;
  sound: SoundPlayer;
  parent: HTMLElement;
  hook: TestHook;
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

export type TableFactory = (env: TableEnv) => GameTable;
