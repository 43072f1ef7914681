/**
 * The Electron entry: one window, locked down (context isolation, sandbox, no Node in the page, a
 * strict CSP, no navigation, no new windows, no permissions), the page served from the packaged
 * renderer through the `app://card-table/` protocol, and the contract over IPC.
 */
import { app, BrowserWindow, ipcMain, protocol, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WorkerBotHost } from './bots/pool';
import { GAMES } from './games';
import { APP_HOST, APP_ORIGIN, APP_SCHEME, forwardPushes, ownPageCheck, registerIpc } from './ipc';
import { createElectronSaveStore } from './saves/electron-store';
import { AppService } from './session/service';
import { appProtocolHandler, devRendererUrl, isAppLink } from './security';
import { CSP } from './web/static';

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
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    show: false,
    backgroundColor: '#1d5c3a',
    title: 'Card Table',
    autoHideMenuBar: true,
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
  win.once('ready-to-show', () => win.show());
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
    const bots = new WorkerBotHost({ entry: join(here, 'bot-worker.js') });
    const service = new AppService({ store, games: GAMES, bots });
    registerIpc(ipcMain, service, ownPageCheck(DEV_URL));
    forwardPushes(service, () => mainWindow?.webContents ?? null);

    mainWindow = createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
    });
    app.on('before-quit', () => {
      service.dispose();
      void bots.dispose();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
