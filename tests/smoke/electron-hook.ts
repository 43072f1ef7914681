/**
 * Resolves `electron` to the recording stand-in for everything loaded after this module (the built main
 * process and electron-store inside node_modules). Import it before loading the bundle.
 */
import { registerHooks } from 'node:module';

const DOUBLE_URL = new URL('./electron-double.ts', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron') return nextResolve(DOUBLE_URL, context);
    return nextResolve(specifier, context);
  },
});
