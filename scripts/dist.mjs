/**
 * npm run dist [-- electron-builder arguments]: builds the app and packages it with electron-builder
 * (electron-builder.json: AppImage and deb on Linux, NSIS on Windows, dmg on macOS; fuses flipped).
 * electron-builder needs the Electron release archive for the target; where it is neither cached nor
 * downloadable this stops at once and says so, instead of failing deep inside the packaging.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronVersion = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')).version;
const archive = `electron-v${electronVersion}-${process.platform}-${process.arch}.zip`;
const mirror = process.env.ELECTRON_MIRROR ?? 'https://github.com/electron/electron/releases/download/';
const url = `${mirror.replace(/\/?$/, '/')}v${electronVersion}/${archive}`;

/** electron-builder's download cache (ELECTRON_CACHE, else the per-user cache folder). */
function cacheDirs() {
  if (process.env.ELECTRON_CACHE) return [process.env.ELECTRON_CACHE];
  if (process.platform === 'darwin') return [join(homedir(), 'Library/Caches/electron')];
  if (process.platform === 'win32') return [join(process.env.LOCALAPPDATA ?? homedir(), 'electron/Cache')];
  return [join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'electron')];
}

function cached() {
  const has = (dir) => existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith(archive));
  return cacheDirs().some(has);
}

async function downloadable() {
  try {
    const res = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(10_000) });
    return res.ok ? null : `the server answered ${res.status}`;
  } catch (e) {
    return e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!cached()) {
  const why = await downloadable();
  if (why) {
    console.error(
      `npm run dist stopped: electron-builder needs the Electron ${electronVersion} release (${archive}), ` +
        `which is not in the download cache and cannot be downloaded here (${url}: ${why}).\n` +
        'Run it on a machine that can reach the Electron releases, or set ELECTRON_MIRROR to a reachable mirror, ' +
        'or put the archive in the cache (ELECTRON_CACHE).',
    );
    process.exit(1);
  }
}
run('npm', ['run', 'build']);
run(join(root, 'node_modules/.bin/electron-builder'), ['--config', 'electron-builder.json', '--publish', 'never', ...process.argv.slice(2)]);
