/**
 * The built desktop app, run in Node with `electron` replaced by a recording stand-in (see
 * electron-hook.ts): the real bundle out/main/index.js with its bot worker, the dictionary builder,
 * electron-store and the app:// protocol, driven through the IPC handlers exactly as the preload calls
 * them; and the built preload run in a sandbox-like context. Needs `npm run build` first.
 * Run: node --import tsx tests/smoke/built-app.test.ts
 */
import './electron-hook';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, matchesGlob, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { METHODS } from '../../src/common/names';
import type { GameAction, GameEvent } from '../../src/common/engine-types';
import type { PushMessage, Reply, TableUpdate } from '../../src/common/contract';
import { recorder, resetRecorder } from './electron-double';

const ROOT = join(import.meta.dirname, '../..');
const MAIN_BUNDLE = join(ROOT, 'out/main/index.js');
const PRELOAD_BUNDLE = join(ROOT, 'out/preload/index.cjs');
const OWN_PAGE = { senderFrame: { url: 'app://card-table/index.html' } };
/** Generous: the machine may be busy, and the first word waits for the dictionary to decode. */
const WAIT_MS = 240_000;

let run = 0;
/** Loads the built main process as a fresh start of the app (the user data folder is kept). */
async function startApp(): Promise<void> {
  resetRecorder();
  run++;
  await import(`${pathToFileURL(MAIN_BUNDLE).href}?run=${run}`);
  await until(() => recorder.windows.length === 1 && recorder.handlers.size > 0, 'the app to open its window');
  // As Electron does once the page has loaded.
  recorder.windows[0].emit('ready-to-show');
  assert.equal(recorder.windows[0].shown, true);
}

/** Quits as a person closing the window would. */
function quitApp(): void {
  for (const win of recorder.windows) if (!win.destroyed) win.close();
  recorder.app.emit('window-all-closed');
  recorder.app.emit('before-quit');
  recorder.app.emit('will-quit');
}

async function until(done: () => boolean, what: string, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function invoke<T>(method: string, payload?: unknown): Promise<T> {
  const handler = recorder.handlers.get(method);
  assert.ok(handler, `no IPC handler for ${method}`);
  const reply = (await handler(OWN_PAGE, payload)) as Reply<T>;
  if (!reply.ok) throw new Error(`${method} failed: ${reply.error.code}: ${reply.error.message}`);
  return reply.value;
}

function pushed(): PushMessage[] {
  return recorder.windows[0].webContents.sent.filter((m) => m.channel === 'push').map((m) => m.args[0] as PushMessage);
}

/** The table updates pushed to the window's page so far. */
function pushedUpdates(): TableUpdate[] {
  return pushed().flatMap((m) => (m.kind === 'update' ? [m.update] : []));
}

/**
 * A path relative to ROOT; a file of the installed packages as `node_modules/...` even where node_modules
 * is a link to another checkout's (module resolution gives the real path).
 */
function fromRoot(file: string): string {
  const modules = realpathSync(join(ROOT, 'node_modules'));
  const inModules = relative(modules, file);
  const rel = inModules.startsWith('..') ? relative(ROOT, file) : join('node_modules', inModules);
  return rel.split('\\').join('/');
}

/** A bundle file and every file it imports by a relative path, transitively (paths relative to ROOT). */
function withRelativeImports(file: string, seen = new Set<string>()): Set<string> {
  const rel = fromRoot(file);
  if (seen.has(rel)) return seen;
  seen.add(rel);
  // comments kept in the bundle may quote an import (`import * as rules from './rules'`): not code
  const code = readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line)).join('\n');
  for (const m of code.matchAll(/(?:from\s*|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) withRelativeImports(join(dirname(file), m[1]), seen);
  return seen;
}

function comparable(u: TableUpdate) {
  return { matchId: u.matchId, gameId: u.gameId, seats: u.seats, options: u.options, view: u.view, turn: u.turn, humanToAct: u.humanToAct, legal: u.legal, outcome: u.outcome };
}

describe('the built desktop app', () => {
  before(() => {
    assert.ok(existsSync(MAIN_BUNDLE), 'out/main/index.js is missing: run `npm run build` first');
    recorder.userData = mkdtempSync(join(tmpdir(), 'card-table-smoke-'));
  });
  after(() => {
    quitApp();
    rmSync(recorder.userData, { recursive: true, force: true });
  });

  let table: TableUpdate;

  it('plays Klepka Words against a bot until the bot makes a word (bot worker and dictionary worker from the bundle)', async () => {
    await startApp();
    assert.deepEqual([...recorder.handlers.keys()].sort(), [...METHODS].sort());
    const first = await invoke<TableUpdate>('startMatch', {
      gameId: 'words',
      seats: [
        { kind: 'human', name: 'Olena' },
        { kind: 'bot', name: 'Bot', level: 'normal' },
      ],
      seed: 7,
    });
    assert.equal(first.gameId, 'words');
    assert.equal(recorder.windows[0].getTitle(), 'Klepka Words — Card Table');
    let latest = first;
    const newest = (u: TableUpdate) => {
      if (u.matchId === latest.matchId && u.seq > latest.seq) latest = u;
    };
    const botWord = () => pushedUpdates().some((u) => u.events.some((e: GameEvent) => e.type === 'word' && e.seat === 1));
    // The person plays the first legal move whenever asked, until the bot has made a word and waits for them.
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      pushedUpdates().forEach(newest);
      const notice = pushed().find((m) => m.kind === 'notice');
      if (notice) assert.fail(`The app reported a problem: ${JSON.stringify(notice)}`);
      if (latest.outcome) assert.fail(`The game ended at turn ${latest.turn} before the bot made a word.`);
      if (latest.humanToAct === 0 && botWord()) break;
      if (Date.now() > deadline) assert.fail(`The bot made no word: ${pushedUpdates().length} updates pushed, last turn ${latest.turn}.`);
      // as the page's bridge does, each request names the match and the table version it was made on
      const match = { matchId: latest.matchId, version: latest.version };
      if (latest.curtain) newest(await invoke<TableUpdate>('confirmCurtain', { seat: latest.curtain.seat, ...match }));
      else if (latest.humanToAct === 0 && latest.legal.length) newest(await invoke<TableUpdate>('act', { seat: 0, action: latest.legal[0] as GameAction, ...match }));
      else await new Promise((r) => setTimeout(r, 20));
    }
    table = await invoke<TableUpdate>('currentMatch');
    assert.equal(table.humanToAct, 0);
    // the built dictionary builder (out/main/dictionary-builder.js) kept the dictionary in the data folder, with its checksum
    const cacheDir = join(recorder.userData, 'dictionary');
    const cached = readdirSync(cacheDir).filter((f) => f.endsWith('.dawg'));
    assert.equal(cached.length, 1, `the dictionary cache was not written: ${readdirSync(cacheDir).join(', ')}`);
    const bytes = readFileSync(join(cacheDir, cached[0]!));
    const body = bytes.subarray(0, bytes.length - 32);
    assert.ok(createHash('sha256').update(body).digest().equals(bytes.subarray(bytes.length - 32)), 'the dictionary cache carries the checksum of its bytes');
  });

  it('closes the game and continues it: the same table comes back', async () => {
    await invoke('closeMatch', { matchId: table.matchId });
    assert.equal(await invoke('currentMatch'), null);
    assert.equal(recorder.windows[0].getTitle(), 'Card Table');
    const back = await invoke<TableUpdate>('continueLatest');
    assert.deepEqual(comparable(back), comparable(table));
    assert.equal(recorder.windows[0].getTitle(), 'Klepka Words — Card Table');
  });

  it('after quitting and starting again, Continue brings back the same table, and the window its size, place and maximised state', async () => {
    const first = recorder.windows[0];
    assert.deepEqual([first.options.width, first.options.height], [1280, 800], 'a first run opens at the default size');
    first.setBounds({ x: 210, y: 140, width: 1100, height: 720 });
    first.maximize();
    quitApp();
    await startApp();
    const win = recorder.windows[0];
    assert.deepEqual([win.options.x, win.options.y, win.options.width, win.options.height], [210, 140, 1100, 720]);
    assert.equal(win.isMaximized(), true);
    assert.equal(win.getTitle(), 'Card Table');
    const back = await invoke<TableUpdate>('continueLatest');
    assert.deepEqual(comparable(back), comparable(table));
    assert.equal(win.getTitle(), 'Klepka Words — Card Table');
  });

  it('a remembered place off every screen is dropped: the window opens on the visible screen', async () => {
    recorder.windows[0].setBounds({ x: 2500, y: 1400, width: 1000, height: 700 });
    quitApp();
    await startApp();
    const win = recorder.windows[0];
    assert.deepEqual([win.options.x, win.options.y, win.options.width, win.options.height], [undefined, undefined, 1000, 700]);
  });

  it('has the usual application menu with shortcuts; page commands are pushed to the page', async () => {
    const menu = recorder.applicationMenu;
    assert.ok(menu, 'no application menu');
    const items = menu.template.flatMap((top) => (top.submenu ?? []).map((item) => ({ top: top.label, ...item })));
    const item = (label: string) => {
      const found = items.find((i) => i.label === label);
      assert.ok(found, `no menu item "${label}"`);
      return found;
    };
    assert.deepEqual(menu.template.map((top) => top.label), ['Game', 'Edit', 'View', 'Help']);
    const shortcuts = Object.fromEntries(['New game', 'Continue', 'Saves', 'Full screen', 'Rules of the current game'].map((l) => [l, item(l).accelerator]));
    assert.deepEqual(shortcuts, { 'New game': 'CmdOrCtrl+N', Continue: 'CmdOrCtrl+R', Saves: 'CmdOrCtrl+O', 'Full screen': 'F11', 'Rules of the current game': 'F1' });
    assert.ok(items.some((i) => i.role === 'quit' && i.top === 'Game'));
    const win = recorder.windows[0];
    const before = win.webContents.sent.length;
    for (const label of ['New game', 'Continue', 'Saves', 'Rules of the current game']) item(label).click!();
    assert.deepEqual(
      win.webContents.sent.slice(before).map((m) => [m.channel, m.args[0]]),
      ['newGame', 'continue', 'saves', 'rules'].map((command) => ['push', { kind: 'menu', command }]),
    );
    item('Full screen').click!();
    assert.equal(win.isFullScreen(), true);
    item('Full screen').click!();
    assert.equal(win.isFullScreen(), false);
    item('About Card Table').click!();
    const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    assert.equal(recorder.messageBoxes.length, 1);
    assert.equal(recorder.messageBoxes[0].message, `Card Table ${version}`);
    assert.match(String(recorder.messageBoxes[0].detail), /GPL-3\.0-or-later/);
  });

  it('serves the renderer through the app:// handler, scripts included', async () => {
    const serve = recorder.protocolHandlers.get('app');
    assert.ok(serve, 'no app:// handler');
    const page = await serve(new Request('app://card-table/index.html'));
    assert.equal(page.status, 200);
    const html = await page.text();
    const script = /<script[^>]*src="([^"]+)"/.exec(html);
    assert.ok(script, 'index.html names no script');
    const js = await serve(new Request(new URL(script[1], 'app://card-table/index.html').href));
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
    assert.equal((await serve(new Request('app://card-table/../package.json'))).status, 404);
  });

  it('packaging: a valid electron-builder configuration whose archive holds the bundle and unpacks every file a worker thread loads', async () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as {
      files: string[];
      asarUnpack: string[];
      electronFuses: Record<string, boolean>;
      [key: string]: unknown;
    };
    const require = createRequire(join(ROOT, 'package.json'));
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as { validateConfiguration: (c: unknown, log: unknown) => Promise<void> };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await validateConfiguration(config, new DebugLogger(false));
    assert.deepEqual((config.linux as { target: string[] }).target, ['AppImage', 'deb']);
    assert.deepEqual((config.win as { target: string[] }).target, ['nsis']);
    assert.deepEqual((config.mac as { target: string[] }).target, ['dmg']);
    assert.equal(config.asar, true);
    assert.deepEqual(
      { ...config.electronFuses },
      { ...config.electronFuses, runAsNode: false, enableNodeOptionsEnvironmentVariable: false, enableNodeCliInspectArguments: false, enableEmbeddedAsarIntegrityValidation: true, onlyLoadAppFromAsar: true },
    );
    for (const icon of ['build/icon.svg', 'build/icon.png', 'build/icons/512x512.png']) assert.ok(existsSync(join(ROOT, icon)), `${icon} is missing: run npm run icons`);

    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { main: string; dependencies: Record<string, string> };
    const packed = (file: string) => config.files.filter((g) => !g.startsWith('!')).some((g) => matchesGlob(file, g));
    const unpacked = (file: string) => config.asarUnpack.some((g) => matchesGlob(file, g));
    // What the main thread opens from the archive: the entry, the preload, the renderer.
    for (const file of [pkg.main, 'out/preload/index.cjs', 'out/renderer/index.html']) {
      assert.ok(existsSync(join(ROOT, file)), `${file} is not built`);
      assert.ok(packed(file), `${file} is not packaged`);
    }
    // What worker threads open, which must lie outside the archive: the bot worker and its chunks ...
    const botWorker = [...withRelativeImports(join(ROOT, 'out/main/bot-worker.js'))];
    assert.ok(botWorker.length > 1, 'the bot worker imports its chunks');
    // ... the dictionary builder and its chunks (found by the app beside its bundle, see dictionaryBuilderPath) ...
    const builder = [...withRelativeImports(join(ROOT, 'out/main/dictionary-builder.js'))];
    // ... and the dictionary with the trie library the dictionary worker imports.
    const { locateDictionary } = await import('../../src/main/dictionary/client');
    const { triePath, libUrl } = locateDictionary();
    const dictionary = [fromRoot(triePath), ...withRelativeImports(new URL(libUrl).pathname)];
    for (const file of [...botWorker, ...builder, ...dictionary]) {
      assert.ok(existsSync(join(ROOT, file)), `${file} does not exist`);
      assert.ok(unpacked(file), `${file} is loaded by a worker thread but not unpacked from the archive`);
      if (file.startsWith('out/')) assert.ok(packed(file), `${file} is not packaged`);
    }
    for (const dep of ['@cspell/dict-uk-ua', 'cspell-trie-lib', 'electron-store', 'conf', 'zod']) assert.ok(pkg.dependencies[dep], `${dep} is not a run-time dependency`);
  });

  it('the preload, run sandboxed, exposes exactly the contract methods and onPush over ipcRenderer', async () => {
    const exposed = new Map<string, Record<string, unknown>>();
    const invoked: { channel: string; args: unknown[] }[] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => exposed.set(key, api) },
      ipcRenderer: {
        invoke: (channel: string, ...args: unknown[]) => {
          invoked.push({ channel, args });
          return Promise.resolve({ ok: true, value: null });
        },
        on: () => {},
        removeListener: () => {},
      },
    };
    // A sandboxed preload gets a require() limited to a few modules; ours needs electron only.
    const sandboxRequire = (id: string) => {
      if (id === 'electron') return electron;
      throw new Error(`module not found in a sandboxed preload: ${id}`);
    };
    const code = readFileSync(PRELOAD_BUNDLE, 'utf8');
    const module = { exports: {} };
    vm.runInNewContext(`(function (require, module, exports) {${code}\n})`, { console }, { filename: PRELOAD_BUNDLE })(sandboxRequire, module, module.exports);
    assert.deepEqual([...exposed.keys()], ['cardTable']);
    const api = exposed.get('cardTable')!;
    assert.deepEqual(Object.keys(api).sort(), [...METHODS, 'onPush'].sort());
    assert.ok(Object.isFrozen(api));
    for (const method of METHODS) await (api[method] as (r: unknown) => Promise<unknown>)({ probe: method });
    assert.deepEqual(invoked, METHODS.map((m) => ({ channel: m, args: [{ probe: m }] })));
  });
});
