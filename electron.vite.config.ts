import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      // dependencies (conf, electron-store, zod, ws) stay in node_modules and are imported at run time
      externalizeDeps: true,
      rolldownOptions: {
        // the bot worker and the dictionary builder are entries of their own: worker threads load them by
        // file name (see src/main/bots/pool.ts and src/main/dictionary/client.ts)
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          'bot-worker': resolve(__dirname, 'src/main/bots/worker.ts'),
          'dictionary-builder': resolve(__dirname, 'src/main/dictionary/builder.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // a sandboxed preload is one CommonJS file with nothing to require but electron
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    build: {
      rolldownOptions: {
        // the phone page of party mode is a page of its own (no Pixi): see src/renderer/phone/
        input: { index: resolve(__dirname, 'src/renderer/index.html'), phone: resolve(__dirname, 'src/renderer/phone/index.html') },
      },
    },
  },
});
