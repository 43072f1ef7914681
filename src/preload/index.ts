/**
 * The page's only door to the main process: exactly the contract's methods plus `onPush`.
 * `ipcRenderer` itself is never exposed. Built as CommonJS (a sandboxed preload cannot load ES modules).
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import type { CardTableApi, Method, PushMessage } from '../common/contract';

/** Every method of the contract (the type makes a missing or extra name a compile error). */
const METHOD_NAMES: Record<Method, true> = {
  listGames: true,
  startMatch: true,
  currentMatch: true,
  act: true,
  confirmCurtain: true,
  undo: true,
  closeMatch: true,
  listSaves: true,
  loadSave: true,
  deleteSave: true,
  continueLatest: true,
  getSettings: true,
  setSettings: true,
};

const api: Record<string, unknown> = {};
for (const method of Object.keys(METHOD_NAMES) as Method[]) {
  api[method] = (request: unknown) => ipcRenderer.invoke(method, request);
}
api.onPush = (listener: (message: PushMessage) => void) => {
  if (typeof listener !== 'function') throw new TypeError('onPush needs a function.');
  const wrapped = (_event: IpcRendererEvent, message: PushMessage) => listener(message);
  ipcRenderer.on('push', wrapped);
  return () => {
    ipcRenderer.removeListener('push', wrapped);
  };
};

contextBridge.exposeInMainWorld('cardTable', Object.freeze(api) as unknown as CardTableApi);
