/**
 * Figures for the browser host: how long the server takes to print its ready line and to show an
 * interactive menu in Chromium (5 fresh servers), the size of the renderer bundle, and the frame rate
 * of 100 cards flipping (`/?bench=flip100`). `npm run bench:web -- [--json] [--seconds N]`.
 * `--animation [--seed N]` instead: the seconds of animation per round of whole Draker games at normal
 * speed (2 and 6 players, Normal bots), with independent events one by one and together (animation-bench.ts).
 * Needs a built renderer (npm run build). Measures only; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { requireSupportedNode } from '../main/node-version';
import { animationReport, formatAnimationReport } from './animation-bench';
import { launchChromium } from './chromium';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RENDERER_DIR = join(ROOT, 'out', 'renderer');
const RUNS = 5;
const READY_LINE = /Card Table is ready at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/;
const READY_TIMEOUT_MS = 60_000;
const MENU_TIMEOUT_MS = 60_000;
const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM_ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Options {
  json: boolean;
  seconds: number;
  animation: boolean;
  seed: number;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { json: false, seconds: 5, animation: false, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    let value: string | undefined;
    if (a === '--json') options.json = true;
    else if (a === '--animation') options.animation = true;
    else if (a === '--seed' || a.startsWith('--seed=')) {
      const v = a === '--seed' ? argv[++i] : a.slice('--seed='.length);
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 2 ** 31) throw new Error(`--seed needs a whole number, not "${v ?? ''}".`);
      options.seed = n;
      continue;
    } else if (a === '--seconds') value = argv[++i];
    else if (a.startsWith('--seconds=')) value = a.slice('--seconds='.length);
    else throw new Error(`Unknown argument "${a}". Use --json, --seconds N, --animation and --seed N.`);
    if (a.startsWith('--seconds')) {
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0 || n > 600) throw new Error(`--seconds needs a number of seconds from 0 to 600, not "${value ?? ''}".`);
      options.seconds = n;
    }
  }
  return options;
}

interface Summary {
  median: number;
  max: number;
  samples: number[];
}

function summary(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, max: sorted[sorted.length - 1] ?? 0, samples };
}

const ms = (x: number): number => Math.round(x);

// ---------------------------------------------------------------- the server

interface Host {
  child: ChildProcess;
  dataDir: string;
  url: string;
  /** ms from spawn to the ready line. */
  readyMs: number;
}

const liveHosts = new Set<Host>();
const liveChildren = new Set<ChildProcess>();

/** Starts the browser host the way `npm run web` does after its build, on a free port with a fresh data folder. */
function spawnHost(): { spawnedAt: number; ready: Promise<Host> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'card-table-bench-web-'));
  const tsx = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
  // The same Node that runs this script runs the server.
  const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
  const spawnedAt = performance.now();
  const child = spawn(tsx, ['src/main/web/server.ts', '--port', '0', '--data', dataDir], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops the Node process tsx starts.
    detached: process.platform !== 'win32',
  });
  liveChildren.add(child);
  const ready = new Promise<Host>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`The server printed no ready line within ${READY_TIMEOUT_MS / 1000} s.\n${err}`)), READY_TIMEOUT_MS);
    child.stdout!.setEncoding('utf8');
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      err += chunk;
    });
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const m = READY_LINE.exec(out);
      if (m) {
        clearTimeout(timer);
        const host: Host = { child, dataDir, url: m[1]!, readyMs: performance.now() - spawnedAt };
        liveHosts.add(host);
        resolve(host);
      }
    });
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once('exit', (code, signal) => {
      liveChildren.delete(child);
      clearTimeout(timer);
      reject(new Error(`The server stopped before it was ready (${signal ?? `exit code ${code}`}).\n${err}`));
    });
  });
  // Keep the data folder known even when the server never gets ready.
  ready.catch(() => rmSync(dataDir, { recursive: true, force: true }));
  return { spawnedAt, ready };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    liveChildren.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
  liveChildren.delete(child);
}

async function stopHost(host: Host): Promise<void> {
  liveHosts.delete(host);
  await stopChild(host.child);
  rmSync(host.dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------- measurements

/** Navigates and waits until the heading "Card Table" shows and Klepka Football's "New game" can be pressed. */
async function waitForMenu(page: Page, url: string): Promise<void> {
  await page.goto(url, { timeout: MENU_TIMEOUT_MS });
  await page.getByRole('heading', { name: 'Card Table', level: 1 }).waitFor({ state: 'visible', timeout: MENU_TIMEOUT_MS });
  const newGame = page
    .locator('li')
    .filter({ has: page.getByRole('heading', { name: 'Klepka Football' }) })
    .getByRole('button', { name: 'New game', exact: true });
  await newGame.waitFor({ state: 'visible', timeout: MENU_TIMEOUT_MS });
  const until = performance.now() + MENU_TIMEOUT_MS;
  while (!(await newGame.isEnabled())) {
    if (performance.now() > until) throw new Error('The "New game" button of Klepka Football stayed disabled.');
    await page.waitForTimeout(5);
  }
}

interface BundleFigures {
  totalBytes: number;
  files: number;
  largestChunk: { file: string; bytes: number; gzipBytes: number } | null;
}

function bundleFigures(): BundleFigures {
  let totalBytes = 0;
  let files = 0;
  let largest: { path: string; bytes: number } | null = null;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) {
        const bytes = statSync(p).size;
        totalBytes += bytes;
        files++;
        if (/\.(m?js)$/.test(entry.name) && (!largest || bytes > largest.bytes)) largest = { path: p, bytes };
      }
    }
  };
  walk(RENDERER_DIR);
  const top = largest as { path: string; bytes: number } | null;
  return {
    totalBytes,
    files,
    largestChunk: top ? { file: relative(RENDERER_DIR, top.path).split('\\').join('/'), bytes: top.bytes, gzipBytes: gzipSync(readFileSync(top.path)).length } : null,
  };
}

interface FlipFigures {
  frames: number;
  seconds: number;
  fps: number;
  p95FrameMs: number;
  worstFrameMs: number;
  renderer: string;
  error?: string;
}

async function flip100(browser: Browser, baseUrl: string, seconds: number): Promise<FlipFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}&bench=flip100&seconds=${seconds}`);
    await page.waitForFunction(() => window.__cardTableBench?.done === true, undefined, { timeout: seconds * 1000 + 90_000, polling: 250 });
    const r = await page.evaluate(() => ({ ...window.__cardTableBench! }));
    if (r.error) throw new Error(`The flip100 page failed: ${r.error}`);
    return { frames: r.frames, seconds: r.seconds, fps: r.fps, p95FrameMs: r.p95FrameMs, worstFrameMs: r.worstFrameMs, renderer: r.renderer };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- report

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

function printSummary(r: Report): void {
  const lines = [
    `Card Table browser host, ${r.runs} fresh servers (tsx src/main/web/server.ts --port 0 --data <temp dir>), Chromium ${r.chromium.version} headless`,
    '',
    `Chromium launch:                  ${r.chromium.launchMs} ms (once, before the servers are spawned; not part of the times below)`,
    `Spawn -> ready line:              median ${r.serverReadyMs.median} ms, max ${r.serverReadyMs.max} ms   [${r.serverReadyMs.samples.join(', ')}]`,
    `Spawn -> menu interactive:        median ${r.menuInteractiveMs.median} ms, max ${r.menuInteractiveMs.max} ms   [${r.menuInteractiveMs.samples.join(', ')}]`,
    `  (page navigated, heading "Card Table" visible, Klepka Football's "New game" enabled)`,
    '',
    `Renderer bundle (out/renderer):   ${kb(r.bundle.totalBytes)} in ${r.bundle.files} files`,
    r.bundle.largestChunk
      ? `Largest JS chunk:                 ${r.bundle.largestChunk.file}, ${kb(r.bundle.largestChunk.bytes)} (gzip ${kb(r.bundle.largestChunk.gzipBytes)})`
      : 'Largest JS chunk:                 none found',
    '',
    `flip100 (100 cards flipping for ${r.flip100.seconds} s, ${VIEWPORT.width}x${VIEWPORT.height}, ${r.flip100.renderer}):`,
    `  ${r.flip100.fps} fps (${r.flip100.frames} frames), p95 frame ${r.flip100.p95FrameMs} ms, worst frame ${r.flip100.worstFrameMs} ms`,
    `  ${r.notes[0]}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

interface Report {
  runs: number;
  chromium: { version: string; launchMs: number };
  serverReadyMs: Summary;
  menuInteractiveMs: Summary;
  bundle: BundleFigures;
  flip100: FlipFigures;
  notes: string[];
}

// ---------------------------------------------------------------- main

let browser: Browser | null = null;

async function cleanUp(): Promise<void> {
  await Promise.allSettled([...liveHosts].map((h) => stopHost(h)));
  await Promise.allSettled([...liveChildren].map((c) => stopChild(c)));
  const b = browser;
  browser = null;
  if (b) await b.close().catch(() => undefined);
}

async function main(): Promise<void> {
  requireSupportedNode();
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    process.stderr.write('The renderer is not built (out/renderer/index.html is missing): run npm run build first.\n');
    process.exit(1);
  }
  const say = (line: string): void => {
    if (!options.json) process.stderr.write(`${line}\n`);
  };

  const launchStart = performance.now();
  browser = await launchChromium(CHROMIUM_ARGS);
  const launchMs = ms(performance.now() - launchStart);
  if (options.animation) {
    const host = await spawnHost().ready;
    const report = await animationReport(browser, host.url, options.seed, say);
    process.stdout.write(options.json ? `${JSON.stringify(report)}\n` : formatAnimationReport(report));
    return;
  }

  const ready: number[] = [];
  const menu: number[] = [];
  let lastHost: Host | null = null;
  for (let run = 1; run <= RUNS; run++) {
    // A fresh page in a fresh context, ready before the server starts.
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const { spawnedAt, ready: hostReady } = spawnHost();
    const host = await hostReady;
    await waitForMenu(page, host.url);
    const menuMs = performance.now() - spawnedAt;
    ready.push(ms(host.readyMs));
    menu.push(ms(menuMs));
    say(`run ${run}/${RUNS}: ready line ${ms(host.readyMs)} ms, menu interactive ${ms(menuMs)} ms`);
    await context.close();
    if (run < RUNS) await stopHost(host);
    else lastHost = host;
  }

  const bundle = bundleFigures();
  say(`flip100: ${options.seconds} s...`);
  const flip = await flip100(browser, lastHost!.url, options.seconds);

  const report: Report = {
    runs: RUNS,
    chromium: { version: browser.version(), launchMs },
    serverReadyMs: summary(ready),
    menuInteractiveMs: summary(menu),
    bundle,
    flip100: flip,
    notes: [
      'Headless Chromium renders WebGL in software (SwiftShader, --disable-gpu), so the fps tells the relative cost of drawing, not a target.',
      'Chromium is launched once before the servers are spawned; its launch time is not part of "spawn -> menu interactive".',
    ],
  };
  if (options.json) process.stdout.write(`${JSON.stringify(report)}\n`);
  else printSummary(report);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    void cleanUp().finally(() => process.exit(130));
  });
}

void main().then(
  () => cleanUp().finally(() => process.exit(0)),
  (e: unknown) => {
    if (interrupted) return;
    process.stderr.write(`bench:web failed: ${e instanceof Error ? e.message : String(e)}\n`);
    return cleanUp().finally(() => process.exit(1));
  },
);
