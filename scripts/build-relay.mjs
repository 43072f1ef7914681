// Builds the relay (src/relay/main.ts and everything it imports: Colyseus, ws, the Redis clients) into one
// file, out/relay/relay.mjs, that runs with plain `node` and no node_modules: what a server needs is that
// file alone. With --if-stale it builds only when the file is missing or older than one of the files it was
// built from (listed in out/relay/inputs.json), or than package.json and the lockfile.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const outFile = join(root, 'out', 'relay', 'relay.mjs');
const inputsFile = join(root, 'out', 'relay', 'inputs.json');

/** Whether the bundle is missing, or a file it was built from changed since. */
function stale() {
  if (!existsSync(outFile) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(outFile).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(inputsFile, 'utf8')), 'package.json', 'package-lock.json'];
  return inputs.some((file) => {
    const path = join(root, file);
    return !existsSync(path) || statSync(path).mtimeMs > builtAt;
  });
}

if (process.argv.includes('--if-stale') && !stale()) process.exit(0);

mkdirSync(join(root, 'out', 'relay'), { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/relay/main.ts'],
  outfile: outFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Optional native speed-ups, each loaded in a try (the pure-JavaScript path runs without them): ws's
  // bufferutil and utf-8-validate, msgpackr's msgpackr-extract.
  external: ['bufferutil', 'utf-8-validate', 'msgpackr-extract'],
  // CommonJS packages inside an ES module still call require() for Node's own modules
  banner: { js: "import { createRequire as __relayRequire } from 'node:module'; const require = __relayRequire(import.meta.url);" },
  metafile: true,
  // the licences travel inside the one file
  legalComments: 'eof',
  logLevel: 'warning',
});
writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs), null, 0));
console.log(`Built ${outFile.slice(root.length)} (${Math.round(statSync(outFile).size / 1024)} KB)`);
