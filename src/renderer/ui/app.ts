/** What every screen may use: the API, settings, the list of games and navigation. */
import type { CardTableApi, ErrorInfo, GameId, GameInfo, Method, RequestOf, ResponseMap, SeatConfig, Settings } from '../../common/contract';
import type { TipId } from '../../common/tips';
import { language, t, tOr } from '../i18n';
import type { TableEntry } from '../table/game-table';
import { toast } from './toast';

export type ScreenName = 'menu' | 'setup' | 'saves' | 'settings' | 'table' | 'players';

export interface SetupPreset {
  gameId: GameId;
  seats?: SeatConfig[];
  options?: Record<string, unknown>;
}

export interface AppContext {
  api: CardTableApi;
  settings: Settings;
  games: GameInfo[];
  /** Each game's table (its manifest): the menu's icons. */
  tables: Readonly<Record<GameId, TableEntry>>;
  /** Calls a method; on refusal shows the reason as a toast and returns null. */
  call<M extends Method>(method: M, request: RequestOf<M>): Promise<ResponseMap[M] | null>;
  /** Calls a method and returns the full reply (for forms that show errors in place). */
  callRaw<M extends Method>(method: M, request: RequestOf<M>): Promise<{ ok: true; value: ResponseMap[M] } | { ok: false; error: ErrorInfo }>;
  showMenu(): void;
  showSetup(preset: SetupPreset): void;
  showSaves(): void;
  showSettings(): void;
  showPlayers(): void;
  /** Opens the table with an update from startMatch / loadSave / continueLatest / currentMatch. */
  openTable(update: ResponseMap['startMatch'], animateEvents: boolean): void;
  updateSettings(patch: RequestOf<'setSettings'>): Promise<void>;
  /** Remembers that `player` saw a first-time tip (see src/renderer/table/first-tips.ts). */
  markTipSeen(player: string, tip: TipId): Promise<void>;
  /** Opens the replay of a save ("Watch again"). */
  openReplay(saveId: string): Promise<void>;
}

/** An error in the player's language, the server's own message when we do not know the code. */
export function errorText(error: ErrorInfo): string {
  const fallback = error.message && error.message.trim() ? error.message : t('err.unknown');
  const p = error.params;
  const params = p && typeof p.problem === 'string' ? { ...p, problemText: problemText(p.problem, typeof p.reason === 'string' ? p.reason : undefined) } : p;
  return tOr(`err.${error.code}`, fallback, params);
}

/**
 * Why a file could not be used, in the player's language. The main process gives its reason in English
 * with the details (a move number, an OS error): English shows that, other languages the kind of problem.
 */
export function problemText(problem: string | undefined, englishReason?: string): string {
  if (englishReason && language() === 'en') return englishReason;
  return tOr(`fileProblem.${problem ?? ''}`, t('fileProblem.unknown'));
}

export function showError(error: ErrorInfo): void {
  toast(errorText(error), 'error');
}

export function gameName(id: GameId): string {
  return tOr(`game.${id}.name`, id);
}

/** Starts a game's "Learn to play" lesson (main deals it) and opens its table. */
export async function startLesson(ctx: AppContext, gameId: GameId): Promise<void> {
  const update = await ctx.call('startLesson', { gameId, you: t('setup.defaultName.0'), bot: t('lesson.bot') });
  if (update) ctx.openTable(update, true);
}

/** Remembers that the lesson of `gameId` was finished (the menu marks it). */
export async function markLessonDone(ctx: AppContext, gameId: GameId): Promise<void> {
  if (ctx.settings.lessonsDone.includes(gameId)) return;
  await ctx.updateSettings({ lessonsDone: [...ctx.settings.lessonsDone, gameId] });
}
