/**
 * The Electron entry with Electron replaced by a recorder: the window's security settings, navigation,
 * new windows and permissions refused, every contract method handled over IPC (and only for our own
 * page), and the app:// protocol serving the renderer with the CSP and nothing outside it.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { METHODS } from '../../src/common/names';

const rec = vi.hoisted(() => ({
  windows: [] as { options: Record<string, unknown>; loaded: string[] }[],
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>(),
  appEvents: new Map<string, (...args: unknown[]) => void>(),
  protocolHandler: null as null | ((req: Request) => Promise<Response>),
  privileged: [] as unknown[],
  permission: null as null | ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void),
  userData: '',
  botWorkerEntry: '' as unknown,
}));

vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = () => rec.windows;
    webContents = { send: vi.fn(), isDestroyed: () => false };
    record: { options: Record<string, unknown>; loaded: string[] };
    constructor(options: Record<string, unknown>) {
      this.record = { options, loaded: [] };
      rec.windows.push(this.record);
    }
    once() {}
    on() {}
    show() {}
    maximize() {}
    setTitle() {}
    loadURL(url: string) {
      this.record.loaded.push(url);
      return Promise.resolve();
    }
  }
  const app = {
    isPackaged: true,
    requestSingleInstanceLock: () => true,
    on: (name: string, fn: (...args: unknown[]) => void) => rec.appEvents.set(name, fn),
    whenReady: () => Promise.resolve(),
    getPath: () => rec.userData,
    quit: vi.fn(),
  };
  const session = {
    defaultSession: {
      setPermissionRequestHandler: (fn: typeof rec.permission) => (rec.permission = fn),
      setPermissionCheckHandler: vi.fn(),
      webRequest: { onHeadersReceived: vi.fn() },
    },
  };
  return {
    app,
    BrowserWindow,
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: vi.fn() },
    dialog: { showMessageBox: vi.fn() },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
    session,
    shell: { openExternal: vi.fn() },
    ipcMain: { handle: (name: string, fn: (event: unknown, ...args: unknown[]) => Promise<unknown>) => rec.handlers.set(name, fn), removeHandler: (name: string) => rec.handlers.delete(name) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => rec.privileged.push(...schemes),
      handle: (_scheme: string, fn: (req: Request) => Promise<Response>) => (rec.protocolHandler = fn),
    },
  };
});

// electron-store needs a real Electron; the app's save store only uses it as a key-value document.
vi.mock('electron-store', () => ({
  default: class {
    private data = new Map<string, unknown>();
    get(k: string) {
      return this.data.get(k);
    }
    set(k: string, v: unknown) {
      this.data.set(k, v);
    }
  },
}));

// The built worker file exists only after a build: record where the app looks for it, keep bots in this thread.
vi.mock('../../src/main/bots/pool', async () => {
  const { InlineBotHost } = await import('../../src/main/bots/host');
  const { GAMES } = await import('../../src/main/games');
  return {
    WorkerBotHost: class extends InlineBotHost {
      constructor(options: { entry: unknown }) {
        super(GAMES);
        rec.botWorkerEntry = options.entry;
      }
    },
  };
});

beforeAll(async () => {
  rec.userData = mkdtempSync(join(tmpdir(), 'card-table-electron-'));
  await import('../../src/main/index');
  await new Promise((r) => setTimeout(r, 20));
});

describe('the Electron entry', () => {
  it('opens one locked-down window on the app protocol', () => {
    expect(rec.windows).toHaveLength(1);
    const prefs = rec.windows[0].options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
    expect(prefs.preload).toMatch(/preload[\\/]index\.cjs$/);
    expect(rec.windows[0].loaded).toEqual(['app://card-table/index.html']);
  });

  it('runs the bots in worker threads from the built bot-worker.js beside the main bundle', () => {
    expect(String(rec.botWorkerEntry)).toMatch(/[\\/]bot-worker\.js$/);
  });

  it('refuses permissions, navigation and new windows', () => {
    const answers: boolean[] = [];
    rec.permission!(null, 'media', (ok) => answers.push(ok));
    rec.permission!(null, 'notifications', (ok) => answers.push(ok));
    expect(answers).toEqual([false, false]);

    const listeners = new Map<string, (event: { preventDefault: () => void }) => void>();
    let openHandler: ((d: { url: string }) => { action: string }) | null = null;
    const contents = {
      on: (name: string, fn: (event: { preventDefault: () => void }) => void) => listeners.set(name, fn),
      setWindowOpenHandler: (fn: (d: { url: string }) => { action: string }) => (openHandler = fn),
    };
    rec.appEvents.get('web-contents-created')!({}, contents);
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const prevent = vi.fn();
      listeners.get(name)!({ preventDefault: prevent });
      expect(prevent, name).toHaveBeenCalled();
    }
    expect(openHandler!({ url: 'https://example.org/' })).toEqual({ action: 'deny' });
    expect(openHandler!({ url: 'app://card-table/index.html' })).toEqual({ action: 'deny' });
  });

  it('handles every contract method, only for its own page, and refuses malformed requests', async () => {
    expect([...rec.handlers.keys()].sort()).toEqual([...METHODS].sort());
    const own = { senderFrame: { url: 'app://card-table/index.html' } };
    const games = (await rec.handlers.get('listGames')!(own, null)) as { ok: boolean; value: { id: string; available: boolean }[] };
    expect(games.ok).toBe(true);
    expect(games.value.find((g) => g.id === 'football')?.available).toBe(true);
    const foreign = await rec.handlers.get('listGames')!({ senderFrame: { url: 'https://evil.example/' } }, null);
    expect(foreign).toMatchObject({ ok: false });
    const bad = await rec.handlers.get('startMatch')!(own, { gameId: 'football', seats: 'everyone' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'badRequest' } });
  });

  it('serves the renderer with the CSP and nothing outside it', async () => {
    expect(rec.privileged).toEqual([expect.objectContaining({ scheme: 'app' })]);
    const ok = await rec.protocolHandler!(new Request('app://card-table/index.html'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/html/);
    expect(ok.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await rec.protocolHandler!(new Request('app://card-table/../../package.json'))).status).toBe(404);
    expect((await rec.protocolHandler!(new Request('app://card-table/%2e%2e/%2e%2e/package.json'))).status).toBe(404);
    expect((await rec.protocolHandler!(new Request('app://other-host/index.html'))).status).toBe(404);
  });
});
