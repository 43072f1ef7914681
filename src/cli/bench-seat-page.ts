/**
 * Link to playing through the relay on the loopback: Chromium opens a seat's link (the page served by the
 * relay, which joins through it, sealed) until the seat's first table is drawn — at a computer's size the
 * whole table (the renderer's table idle with the seat's update), at a phone's the phone page (its status
 * shown). One browser context per try (a friend opening the link anew); the host is the browser host with
 * a two-person Rush match inviting over the internet.
 *   npm run build && npx tsx src/cli/bench-seat-page.ts [--tries N]
 * Measures only; asserts nothing. Target: under 3 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import type { PartyStatus } from '../common/contract';
import { newToken } from '../main/web/key';
import { requireSupportedNode } from '../main/node-version';
import { startRelay } from '../relay/server';
import { desktop, startHost } from './bench-host';
import { launchChromium } from './chromium';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const round = (x: number): number => Math.round(x);

/** Opens `link` in a new context of `view`'s size; the time until the seat's first table is drawn. */
async function linkToPlaying(browser: Browser, link: string, view: 'table' | 'phone'): Promise<number> {
  const ctx = await browser.newContext(view === 'table' ? { viewport: { width: 1280, height: 800 } } : { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await ctx.newPage();
    const start = performance.now();
    await page.goto(link);
    if (view === 'table') await page.waitForFunction(() => !!window.__cardTableTest?.update && !window.__cardTableTest.animating, undefined, { timeout: 60_000 });
    else await page.locator('.ph-status').waitFor({ timeout: 60_000 });
    return performance.now() - start;
  } finally {
    await ctx.close();
  }
}

async function main(): Promise<void> {
  requireSupportedNode();
  const tries = arg('--tries', 5);
  const token = newToken();
  const dataDir = mkdtempSync(join(tmpdir(), 'card-table-bench-seat-'));
  const relay = await startRelay({ port: 0, pages: join(ROOT, 'out', 'renderer') });
  const { child, port } = await startHost(token, dataDir);
  const browser = await launchChromium();
  try {
    const desk = await desktop(port, token);
    await desk.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], seed: 3, options: {} });
    const status = await desk.call<PartyStatus>('partyStart', { relay: relay.url, consent: true });
    const [tableLink, phoneLink] = status.seats.map((s) => s.url!);
    const table: number[] = [];
    const phone: number[] = [];
    for (let i = 0; i < tries; i++) {
      table.push(await linkToPlaying(browser, tableLink!, 'table'));
      phone.push(await linkToPlaying(browser, phoneLink!, 'phone'));
    }
    desk.ws.close();
    const spread = (xs: number[]) => ({ median: round(percentile(xs, 50)), max: round(Math.max(...xs)), samples: xs.map(round) });
    process.stdout.write(`${JSON.stringify({ linkToPlayingMs: { wholeTable: spread(table), phonePage: spread(phone) } }, null, 2)}\n`);
  } finally {
    await browser.close();
    await relay.stop();
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  },
);
