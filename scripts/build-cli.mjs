// Builds the command-line tools (src/cli) and the worker threads they start into out/cli as plain
// JavaScript, so `npm run sim` and `npm run bench` run compiled code as the app does (electron-vite builds
// the app's bot-worker.js the same way). Dependencies stay in node_modules and are imported at run time.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// shared chunks are named by content: clear the old ones
rmSync(new URL('../out/cli', import.meta.url), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: {
    sim: 'src/cli/sim.ts',
    'sim-worker': 'src/cli/sim-worker.ts',
    bench: 'src/cli/bench.ts',
    'bot-worker': 'src/main/bots/worker.ts',
    'pool-peak': 'src/main/dictionary/pool-peak.ts',
    // started by the dictionary client beside the CLI's bundles (client.ts, dictionaryBuilderPath)
    'dictionary-builder': 'src/main/dictionary/builder.ts',
  },
  outdir: 'out/cli',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
