/**
 * Resolves `electron` to the recording stand-in for everything loaded after this module (the built main
 * process and electron-store inside node_modules). Import it before loading the bundle.
 */
import * as nodeModule from 'node:module';

const DOUBLE_URL = new URL('./electron-double.ts', import.meta.url).href;

// In-thread resolve hooks arrived in Node 22.15; say so rather than fail obscurely on an older 22.
if (typeof nodeModule.registerHooks !== 'function') {
  throw new Error(`The smoke test needs Node 22.15 or newer (module.registerHooks); this is ${process.version}.`);
}
nodeModule.registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron') return nextResolve(DOUBLE_URL, context);
    return nextResolve(specifier, context);
  },
});
