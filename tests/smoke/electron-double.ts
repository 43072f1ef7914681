/**
 * A recording stand-in for the `electron` module, for running the built main process in plain Node.
 * It records what the app registers (IPC handlers, the protocol handler, windows, menus, app events)
 * and lets the test drive it: invoke IPC handlers as the preload would, fire app and window events.
 * The state lives on globalThis so every import of this file (under any URL) sees the same recorder.
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';

type Listener = (...args: unknown[]) => unknown;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MenuItemTemplate {
  label?: string;
  role?: string;
  type?: string;
  accelerator?: string;
  click?: (...args: unknown[]) => unknown;
  submenu?: MenuItemTemplate[];
}

export class WebContentsDouble extends EventEmitter {
  readonly sent: { channel: string; args: unknown[] }[] = [];
  destroyed = false;
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
    this.emit('sent', channel, ...args);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  setWindowOpenHandler(): void {}
}

export class BrowserWindowDouble extends EventEmitter {
  static getAllWindows(): BrowserWindowDouble[] {
    return recorder.windows.filter((w) => !w.destroyed);
  }
  static getFocusedWindow(): BrowserWindowDouble | null {
    return BrowserWindowDouble.getAllWindows()[0] ?? null;
  }

  readonly webContents = new WebContentsDouble();
  readonly loaded: string[] = [];
  bounds: Rect;
  maximized = false;
  minimized = false;
  fullScreen = false;
  shown = false;
  destroyed = false;
  title: string;

  constructor(readonly options: Record<string, unknown>) {
    super();
    const n = (key: string, fallback: number) => (typeof options[key] === 'number' ? (options[key] as number) : fallback);
    this.bounds = { x: n('x', 100), y: n('y', 100), width: n('width', 800), height: n('height', 600) };
    this.title = typeof options.title === 'string' ? options.title : 'Electron';
    recorder.windows.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    return Promise.resolve();
  }
  show(): void {
    this.shown = true;
  }
  focus(): void {}
  getBounds(): Rect {
    return { ...this.bounds };
  }
  getNormalBounds(): Rect {
    return { ...this.bounds };
  }
  setBounds(b: Partial<Rect>): void {
    this.bounds = { ...this.bounds, ...b };
    this.emit('resize');
    this.emit('move');
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  maximize(): void {
    this.maximized = true;
    this.emit('maximize');
  }
  unmaximize(): void {
    this.maximized = false;
    this.emit('unmaximize');
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  isFullScreen(): boolean {
    return this.fullScreen;
  }
  setFullScreen(on: boolean): void {
    this.fullScreen = on;
  }
  setTitle(title: string): void {
    this.title = title;
  }
  getTitle(): string {
    return this.title;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Closes as a person would: 'close' first (the app may save its state), then 'closed'. */
  close(): void {
    this.emit('close', { preventDefault() {} });
    this.destroyed = true;
    this.emit('closed');
  }
}

class AppDouble extends EventEmitter {
  isPackaged = true;
  readonly quit = () => {
    recorder.quitCalls++;
  };
  requestSingleInstanceLock(): boolean {
    return true;
  }
  whenReady(): Promise<void> {
    return Promise.resolve();
  }
  getPath(name: string): string {
    if (!recorder.userData) throw new Error(`app.getPath('${name}') before the test set userData`);
    return recorder.userData;
  }
  getVersion(): string {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  }
  getName(): string {
    return 'Card Table';
  }
  setAboutPanelOptions(options: Record<string, unknown>): void {
    recorder.aboutPanel = options;
  }
}

export class MenuDouble {
  constructor(readonly template: MenuItemTemplate[]) {}
  static buildFromTemplate(template: MenuItemTemplate[]): MenuDouble {
    return new MenuDouble(template);
  }
  static setApplicationMenu(menu: MenuDouble | null): void {
    recorder.applicationMenu = menu;
  }
}

function freshRecorder() {
  return {
    userData: '',
    windows: [] as BrowserWindowDouble[],
    handlers: new Map<string, Listener>(),
    ipcListeners: new Map<string, Listener>(),
    protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
    privileged: [] as { scheme: string }[],
    applicationMenu: null as MenuDouble | null,
    aboutPanel: null as Record<string, unknown> | null,
    openedExternal: [] as string[],
    messageBoxes: [] as Record<string, unknown>[],
    displays: [{ id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
    quitCalls: 0,
    app: new AppDouble(),
  };
}

type Recorder = ReturnType<typeof freshRecorder>;
const holder = globalThis as { __electronDouble?: Recorder };
export const recorder: Recorder = (holder.__electronDouble ??= freshRecorder());

/** Starts a new "run" of the app: forgets what the previous run registered (the user data folder stays). */
export function resetRecorder(): void {
  const { userData, displays } = recorder;
  Object.assign(recorder, freshRecorder(), { userData, displays });
}

const app = new Proxy({} as AppDouble, {
  get: (_t, key) => {
    const value = Reflect.get(recorder.app, key) as unknown;
    return typeof value === 'function' ? (value as Listener).bind(recorder.app) : value;
  },
});

export const BrowserWindow = BrowserWindowDouble;
export const Menu = MenuDouble;
export { app };
export const ipcMain = {
  handle: (channel: string, fn: Listener) => recorder.handlers.set(channel, fn),
  removeHandler: (channel: string) => recorder.handlers.delete(channel),
  on: (channel: string, fn: Listener) => recorder.ipcListeners.set(channel, fn),
};
export const protocol = {
  registerSchemesAsPrivileged: (schemes: { scheme: string }[]) => recorder.privileged.push(...schemes),
  handle: (scheme: string, fn: (request: Request) => Promise<Response>) => recorder.protocolHandlers.set(scheme, fn),
};
export const session = {
  defaultSession: {
    setPermissionRequestHandler: () => {},
    setPermissionCheckHandler: () => {},
    webRequest: { onHeadersReceived: () => {} },
  },
};
export const shell = {
  openExternal: (url: string) => {
    recorder.openedExternal.push(url);
    return Promise.resolve();
  },
  openPath: () => Promise.resolve(''),
};
export const dialog = {
  showMessageBox: (...args: unknown[]) => {
    recorder.messageBoxes.push(args[args.length - 1] as Record<string, unknown>);
    return Promise.resolve({ response: 0, checkboxChecked: false });
  },
};
export const screen = {
  getAllDisplays: () => recorder.displays,
  getPrimaryDisplay: () => recorder.displays[0],
};

export default { app, BrowserWindow, Menu, dialog, ipcMain, protocol, session, shell, screen };
