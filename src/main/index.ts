/**
 * The Electron entry: one window, locked down (context isolation, sandbox, no Node in the page, a
 * strict CSP, no navigation, no new windows, no permissions), the page served from the packaged
 * renderer through the `app://card-table/` protocol, and the contract over IPC.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aboutText, appMenuTemplate } from './app-menu';
import { WorkerBotHost } from './bots/pool';
import { setDictionaryCacheDir } from './dictionary';
import { GAMES } from './games';
import type { PushMessage } from '../common/contract';
import { APP_HOST, APP_ORIGIN, APP_SCHEME, forwardPushes, ownPageCheck, PUSH_CHANNEL, registerIpc } from './ipc';
import { unpackedPath } from './packaged-paths';
import { createElectronSaveStore } from './saves/electron-store';
import { AppService } from './session/service';
import { appProtocolHandler, devRendererUrl, isAppLink } from './security';
import { CSP } from './web/static';
import { DEFAULT_LAN_PORT, Party } from './web/party';
import { placeWindow, readWindowState, rememberWindowState, WINDOW_SIZE, WINDOW_STATE_FILE } from './window-state';
import { APP_NAME, titleFollowsGame, windowTitle } from './window-title';

const here = dirname(fileURLToPath(import.meta.url));
const RENDERER_DIR = join(here, '../renderer');
const PRELOAD = join(here, '../preload/index.cjs');
/** Set by `electron-vite dev` only; `npm start` and packaged builds always load the app protocol. */
const DEV_URL = devRendererUrl(import.meta.env.DEV === true && !app.isPackaged, process.env);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
]);

let mainWindow: BrowserWindow | null = null;

function createWindow(): BrowserWindow {
  const stateFile = join(app.getPath('userData'), WINDOW_STATE_FILE);
  const placed = placeWindow(readWindowState(stateFile), screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({
    x: placed.x,
    y: placed.y,
    width: placed.width,
    height: placed.height,
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
    show: false,
    backgroundColor: '#1d5c3a',
    title: windowTitle(null),
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  rememberWindowState(win, stateFile);
  // The title names the game in progress (set by main), not the page's own title.
  win.on('page-title-updated', (event) => event.preventDefault());
  win.once('ready-to-show', () => {
    // maximize() would show the window at once; wait for the page like show() does.
    if (placed.maximized) win.maximize();
    win.show();
  });
  if (DEV_URL) void win.loadURL(DEV_URL);
  else void win.loadURL(`${APP_ORIGIN}/index.html`);
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  return win;
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // Links to the web (e.g. the rules' sources) open in the system browser, never in the app.
    if (isAppLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
});

const single = app.requestSingleInstanceLock();
if (!single) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });

  void app.whenReady().then(() => {
    const ses = session.defaultSession;
    ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
    ses.setPermissionCheckHandler(() => false);
    ses.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } });
    });
    protocol.handle(APP_SCHEME, appProtocolHandler(RENDERER_DIR, APP_HOST));

    const store = createElectronSaveStore(join(app.getPath('userData'), 'saves'));
    setDictionaryCacheDir(join(app.getPath('userData'), 'dictionary'));
    const bots = new WorkerBotHost({ entry: unpackedPath(join(here, 'bot-worker.js')) });
    const service = new AppService({ store, games: GAMES, bots });
    // party mode: the same LAN listener as the browser host's --lan, started only from the Invite phones panel
    const party = new Party({ service, rendererDir: RENDERER_DIR, port: DEFAULT_LAN_PORT, stateFile: join(app.getPath('userData'), 'party.json') });
    service.setParty(party);
    const handler = titleFollowsGame(service, (title) => mainWindow?.setTitle(title));
    registerIpc(ipcMain, handler, ownPageCheck(DEV_URL));
    forwardPushes(service, () => mainWindow?.webContents ?? null);

    Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate({
      appName: APP_NAME,
      isMac: process.platform === 'darwin',
      send: (command) => mainWindow?.webContents.send(PUSH_CHANNEL, { kind: 'menu', command } satisfies PushMessage),
      toggleFullScreen: () => mainWindow?.setFullScreen(!mainWindow.isFullScreen()),
      showAbout: () => {
        const about = { type: 'info' as const, title: `About ${APP_NAME}`, buttons: ['OK'], ...aboutText(APP_NAME, app.getVersion()) };
        void (mainWindow ? dialog.showMessageBox(mainWindow, about) : dialog.showMessageBox(about));
      },
    })));
    mainWindow = createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
    });
    app.on('before-quit', () => {
      void party.dispose();
      service.dispose();
      void bots.dispose();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
