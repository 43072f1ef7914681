/**
 * Boot: fonts, the bridge, settings (language, speed), the menu; a reloaded page resumes the table
 * where it was (currentMatch); pushes from main are queued and animated in order.
 */
import './styles/fonts.css';
import './styles/app.css';
import './styles/contrast.css';
import './styles/zoom.css';
import './styles/party-replay.css';
import type { Application } from 'pixi.js';
import type { ErrorInfo, GameInfo, Settings, TableUpdate } from '../common/contract';
import { DEFAULT_SETTINGS } from '../common/settings';
import { createBridge } from './bridge';
import { TABLES, type TableManifest } from './games';
import { onLanguageChange, setLanguage, t } from './i18n';
import { listenForMuteKey } from './sound/mute';
import { SoundPlayer } from './sound/player';
import { Animator } from './table/anim';
import type { GameTable, TestHook } from './table/game-table';
import { createStage } from './table/stage';
import { type AppContext, type ScreenName, type SetupPreset, errorText, showError } from './ui/app';
import { focusHeading } from './ui/dom';
import { renderMenu } from './ui/menu';
import { renderPlayers } from './ui/players';
import { renderSaves, saveChecked } from './ui/saves';
import { ReplayScreen } from './ui/replay';
import { runMenuCommand } from './ui/menu-commands';
import { renderSettings } from './ui/settings';
import { newSetupState, renderSetup, type SetupState } from './ui/setup';
import { saveBannerLanguageChanged, setSaveError } from './ui/save-banner';
import { toast } from './ui/toast';
import { setContrast } from './ui/contrast';
import { partyChanged } from './ui/party';
import { remoteSeatMode } from './remote/mode';

declare global {
  interface Window {
    __cardTableTest?: Readonly<TestHook>;
  }
}

async function loadFonts(): Promise<void> {
  try {
    await Promise.all([
      document.fonts.load("400 16px 'Noto Sans'", 'Клепка Aa'),
      document.fonts.load("700 16px 'Noto Sans'", 'Клепка Aa'),
      document.fonts.load("800 16px 'Noto Sans'", 'Клепка Aa'),
    ]);
  } catch {
    /* fall back to the system sans-serif */
  }
}

async function boot(): Promise<void> {
  const appRoot = document.getElementById('app')!;
  const stageHost = document.getElementById('stage')!;
  await loadFonts();
  // a seat's link opened at /table: the table of that seat, through the relay
  const remote = await remoteSeatMode();
  if (remote === 'leaving') return;
  const { api, onConnection } = remote?.bridge ?? createBridge();
  const hook: TestHook = { update: null, animating: false, sounds: [], showLanguage: (language) => setLanguage(language) };
  window.__cardTableTest = hook;
  const anim = new Animator();
  // the system's "reduce motion" turns every deal, flip and flight into a short fade, live as it changes
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  anim.setReducedMotion(reduceMotion.matches);
  reduceMotion.addEventListener('change', () => anim.setReducedMotion(reduceMotion.matches));
  const sound = new SoundPlayer((name) => hook.sounds.push(name));
  const stage: Application = await createStage(stageHost);

  // notices sent while the page starts (a settings file set aside when first read) are shown once it is up
  const early: ErrorInfo[] = [];
  const stopEarly = api.onPush((msg) => {
    if (msg.kind === 'notice') {
      const { kind: _kind, ...notice } = msg;
      early.push(notice);
    }
  });
  let settings: Settings = DEFAULT_SETTINGS;
  const s = await api.getSettings(null);
  if (s.ok) settings = s.value;
  setLanguage(settings.language);
  document.documentElement.lang = settings.language;
  document.title = t('app.title');
  anim.setSpeed(settings.animationSpeed);
  setContrast(settings.contrast);
  sound.configure(settings);
  listenForMuteKey(sound);

  let games: GameInfo[] = [];
  const g = await api.listGames(null);
  if (g.ok) games = g.value;

  let screen: ScreenName = 'menu';
  let setupState: SetupState | null = null;
  let table: GameTable | null = null;
  let tableGame: GameInfo['id'] | null = null;
  /** Set while the table shows a replay. */
  let replay: ReplayScreen | null = null;

  const closeTable = (): void => {
    replay?.destroy();
    replay = null;
    table?.destroy();
    table = null;
    tableGame = null;
    document.body.classList.remove('at-table');
  };

  const render = (): void => {
    appRoot.replaceChildren();
    appRoot.dataset.screen = screen;
    if (screen === 'menu') void renderMenu(appRoot, ctx);
    else if (screen === 'setup' && setupState) renderSetup(appRoot, ctx, setupState);
    else if (screen === 'saves') void renderSaves(appRoot, ctx);
    else if (screen === 'settings') renderSettings(appRoot, ctx);
    else if (screen === 'players') void renderPlayers(appRoot, ctx);
    focusHeading(appRoot);
  };

  const go = (name: Exclude<ScreenName, 'table'>): void => {
    closeTable();
    screen = name;
    render();
  };

  const ctx: AppContext = {
    api,
    get settings() {
      return settings;
    },
    get games() {
      return games;
    },
    tables: TABLES,
    async call(method, request) {
      const reply = await (api[method] as (r: unknown) => Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }>)(request);
      if (reply.ok) return reply.value as never;
      showError(reply.error!);
      return null;
    },
    callRaw(method, request) {
      return (api[method] as (r: unknown) => Promise<never>)(request);
    },
    showMenu: () => go('menu'),
    showSetup: (preset: SetupPreset) => {
      setupState = newSetupState(preset, games.find((x) => x.id === preset.gameId));
      go('setup');
    },
    showSaves: () => go('saves'),
    showSettings: () => go('settings'),
    showPlayers: () => go('players'),
    openTable: (update: TableUpdate, animateEvents: boolean) => {
      const game: TableManifest | undefined = TABLES[update.gameId];
      if (!game) {
        toast(t('err.gameUnavailable'));
        return;
      }
      if (table && (tableGame !== update.gameId || replay)) closeTable();
      if (!table) {
        appRoot.replaceChildren();
        screen = 'table';
        appRoot.dataset.screen = 'table';
        document.body.classList.add('at-table');
        table = game.create({ ctx, app: stage, anim, sound, parent: appRoot, hook, game });
        tableGame = update.gameId;
      }
      table.receive(update, animateEvents);
      setSaveError(update.saveError);
    },
    async updateSettings(patch) {
      const reply = await api.setSettings(patch);
      if (!reply.ok) {
        toast(errorText(reply.error));
        return;
      }
      settings = reply.value;
      anim.setSpeed(settings.animationSpeed);
      setContrast(settings.contrast);
      sound.configure(settings);
      setLanguage(settings.language);
    },
    async markTipSeen(player, tip) {
      const reply = await api.markTipSeen({ player, tip });
      if (reply.ok) settings = reply.value;
      else toast(errorText(reply.error));
    },
    async openReplay(saveId) {
      const frame = await ctx.call('openReplay', { saveId });
      if (!frame) return;
      const game: TableManifest | undefined = TABLES[frame.update.gameId];
      closeTable();
      if (!game) {
        void api.closeReplay({ replayId: frame.replay.replayId });
        toast(t('err.gameUnavailable'));
        return;
      }
      appRoot.replaceChildren();
      screen = 'table';
      appRoot.dataset.screen = 'replay';
      document.body.classList.add('at-table');
      table = game.create({ ctx, app: stage, anim, sound, parent: appRoot, hook, game });
      tableGame = frame.update.gameId;
      replay = new ReplayScreen(ctx, table, frame, appRoot, hook, game);
    },
  };

  onLanguageChange(() => {
    saveBannerLanguageChanged();
    if (remote && screen !== 'table') return remote.waiting(appRoot);
    if (screen === 'table') {
      table?.languageChanged();
      replay?.relabel();
    }
    else {
      const focusedName = (document.activeElement as HTMLInputElement | null)?.name;
      const focusedValue = (document.activeElement as HTMLInputElement | null)?.value;
      render();
      if (focusedName) appRoot.querySelector<HTMLElement>(`input[name="${focusedName}"][value="${focusedValue}"]`)?.focus();
    }
  });

  api.onPush((msg) => {
    if (msg.kind === 'update') {
      // another window may have opened another game: the table follows the host's open match
      if ((table || remote) && !replay) ctx.openTable(msg.update, !!table);
      setSaveError(msg.update.saveError);
    } else if (msg.kind === 'saveStatus') {
      setSaveError(msg.error);
    } else if (msg.kind === 'menu') {
      void runMenuCommand(msg.command, ctx, table ? appRoot : null);
    } else if (msg.kind === 'party') {
      partyChanged(msg.status);
    } else if (msg.kind === 'saveChecked') {
      saveChecked(msg.id, msg.meta);
    } else if (msg.kind === 'notice') {
      // with its params: a notice's text names them (the file set aside, why)
      const { kind: _kind, ...notice } = msg;
      toast(errorText(notice), 'info');
    }
  });
  stopEarly();
  for (const notice of early) toast(errorText(notice), 'info');

  onConnection(async (state) => {
    if (state === 'lost') {
      toast(t('conn.lost'), 'error', 3000);
      return;
    }
    toast(t('conn.back'), 'info', 2000);
    const cur = await api.currentMatch(null);
    if (cur.ok && cur.value && table && !replay) table.receive(cur.value, false);
    if (cur.ok && cur.value) setSaveError(cur.value.saveError);
  });

  // A reloaded page resumes the table where it was.
  const current = await api.currentMatch(null);
  if (current.ok && current.value && (!current.value.outcome || remote)) ctx.openTable(current.value, false);
  else if (remote) remote.waiting(appRoot);
  else go('menu');
}

// `?bench=flip100&seconds=N` measures the table's drawing instead of opening the app (see bench.ts).
const bench = new URLSearchParams(location.search).get('bench');
if (bench) void import('./bench').then((b) => b.runBench(bench, loadFonts));
else void boot().catch((err: unknown) => {
  console.error(err);
  const root = document.getElementById('app');
  if (root) root.textContent = String(err);
});
