/**
 * The page's only door to the main process: exactly the contract's methods plus `onPush`.
 * `ipcRenderer` itself is never exposed. Built as CommonJS (a sandboxed preload cannot load ES modules).
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import type { CardTableApi, PushMessage } from '../common/contract';
import { METHODS } from '../common/names';

const api: Record<string, unknown> = {};
for (const method of METHODS) {
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
