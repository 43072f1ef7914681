/**
 * The Electron adapter of the contract: one `ipcMain.handle` per method, a sender check (only our own
 * page may call), validation through the contract's schemas (in AppService.handle) and error replies
 * instead of exceptions. Pushes go to the window as `webContents.send('push', message)`.
 * Electron itself is passed in, so this module loads without the Electron runtime (unit tests).
 */
import { METHODS } from '../../common/contract';
import type { PushMessage, Reply } from '../../common/contract';

export const PUSH_CHANNEL = 'push';
/** The custom protocol the app's page is served from. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'card-table';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export interface InvokeEventLike {
  senderFrame?: { url: string } | null;
  /** The page's WebContents: it gets the table of its own requests in their replies. */
  sender?: object;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface RequestHandler {
  handle(method: string, payload: unknown, requester?: object): Promise<Reply<unknown>>;
}

export interface PushSource {
  onPush(listener: (message: PushMessage, requester?: object) => void): () => void;
}

export interface WebContentsLike {
  isDestroyed(): boolean;
  send(channel: string, ...args: unknown[]): void;
}

export const FORBIDDEN: Reply<never> = {
  ok: false,
  error: { code: 'forbidden', message: "Requests are accepted only from Card Table's own page." },
};

/**
 * Which page URLs are ours: the app protocol's origin, plus (in development only) the dev server's
 * origin when one is given.
 */
export function ownPageCheck(devServerUrl?: string): (url: string) => boolean {
  let devOrigin: string | null = null;
  if (devServerUrl) {
    try {
      devOrigin = new URL(devServerUrl).origin;
    } catch {
      devOrigin = null;
    }
  }
  return (url: string) => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return false;
    }
    if (u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST) return true;
    return devOrigin !== null && u.origin === devOrigin;
  };
}

/** Registers a handler for every contract method; returns a function that removes them. */
export function registerIpc(ipc: IpcMainLike, service: RequestHandler, isOwnPage: (url: string) => boolean): () => void {
  for (const method of METHODS) {
    ipc.handle(method, async (event, ...args) => {
      const url = event?.senderFrame?.url;
      if (typeof url !== 'string' || !isOwnPage(url)) return FORBIDDEN;
      if (args.length > 1) {
        return { ok: false, error: { code: 'badRequest', message: `Malformed ${method} request: one payload expected.` } };
      }
      try {
        return await service.handle(method, args[0], event.sender);
      } catch (e) {
        return { ok: false, error: { code: 'internal', message: `Something went wrong: ${e instanceof Error ? e.message : String(e)}` } };
      }
    });
  }
  return () => {
    for (const method of METHODS) ipc.removeHandler(method);
  };
}

/** Forwards pushes to a window's page while it exists. */
export function forwardPushes(source: PushSource, target: () => WebContentsLike | null): () => void {
  return source.onPush((message, requester) => {
    const wc = target();
    if (wc && !wc.isDestroyed() && wc !== requester) wc.send(PUSH_CHANNEL, message);
  });
}
