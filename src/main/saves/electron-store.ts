/**
 * The app's save store: the same file store, with the key-value document kept by electron-store.
 * This is the only module that imports electron-store (it needs the Electron runtime).
 */
import ElectronStore from 'electron-store';
import { createFileSaveStore, SETTINGS_NAME } from './store';
import type { KeyValueStore, SaveStore } from './store';

function openElectronKv(dir: string): KeyValueStore {
  const store = new ElectronStore<Record<string, unknown>>({
    cwd: dir,
    name: SETTINGS_NAME,
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
  });
  return { get: (k) => store.get(k), set: (k, v) => store.set(k, v) };
}

export function createElectronSaveStore(dir: string): SaveStore {
  return createFileSaveStore(dir, openElectronKv);
}
