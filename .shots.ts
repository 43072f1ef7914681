import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { PartyStatus, Reply } from './src/common/contract';
import { startWebServer } from './src/main/web/server';

const out = '/tmp/shots';
type A = { type: string; [k: string]: unknown };
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'shots-'));
  const web = await startWebServer({ port: 0, dataDir: dir, lan: { port: 0, addresses: () => [{ address: '127.0.0.1', name: 'lo', likely: true }] } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const only = process.argv[2];
  async function scene(gameId: string, seed: number, pick: (legal: A[], toAct: number, view: any) => A | 'stop', shoot: (page: Page, name: string) => Promise<void>) {
    const seats = [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }];
    const started = (await web.service.handle('startMatch', { gameId, seats, seed, options: { firstPlayer: 0 } })) as Reply<unknown>;
    if (!started.ok) throw new Error(started.error.message);
    const session = web.service.current!;
    for (let n = 0; n < 400; n++) {
      const u = session.seatUpdate(0);
      const toAct = u.humanToAct;
      if (u.outcome || toAct === null) break;
      const su = session.seatUpdate(toAct);
      const a = pick(su.legal as A[], toAct, su.view);
      if (a === 'stop') break;
      session.act(toAct, a as never, true);
    }
    const party = (await web.service.handle('partyStart', { address: '127.0.0.1', consent: true })) as Reply<PartyStatus>;
    if (!party.ok) throw new Error(party.error.message);
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    await page.goto(party.value.seats[0]!.url!);
    await page.locator('.ph-status').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await shoot(page, gameId);
    await ctx.close();
    await web.service.handle('partyStop', null);
  }
  const both = async (page: Page, name: string, extra?: (page: Page) => Promise<void>) => {
    if (extra) await extra(page);
    await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Українська' }).tap();
    await page.locator('html[lang="uk"]').waitFor();
    await page.screenshot({ path: join(out, `${name}-uk.png`), fullPage: true });
    await page.getByRole('button', { name: 'English' }).tap();
    await page.locator('html[lang="en"]').waitFor();
  };
  let i = 0;
  if (!only || only === 'draker') await scene('draker', 4, (legal, toAct, view) => {
    i++;
    if (toAct === 0 && (view.phase === 'basic' || view.phase === 'additional') && legal.some((a) => a.type === 'declare' && (a.cards as string[]).length >= 2) && !legal.some((a) => a.type === 'place' && !legal.some((b) => b.type === 'finish'))) return 'stop';
    const place = legal.find((a) => a.type === 'place');
    return place ?? legal.find((a) => a.type === 'finish' || a.type === 'pass') ?? legal[0]!;
  }, async (page, name) => {
    await both(page, `${name}-turn`);
    const u = await page.evaluate(() => window.__phoneTest!.update!);
    const decl = (u.legal as A[]).filter((a) => a.type === 'declare' && (a.cards as string[]).length >= 2).sort((a, b) => (b.cards as string[]).length - (a.cards as string[]).length)[0]!;
    for (const id of decl.cards as string[]) await page.locator(`.ph-card[data-card="${id}"]`).tap();
    await both(page, `${name}-picked`);
  });
  for (const [phase, type] of [['costs', 'pay'], ['combat', 'parcel']]) {
    let step = 0;
    if (!only || only === phase) await scene('draker', 1, (legal, toAct, view) => {
      if (toAct === 0 && view.phase === phase && legal.some((a) => a.type === type)) return 'stop';
      step++;
      if (view.phase === 'defence' || view.phase === 'costs' || view.phase === 'combat' || view.phase === 'laydown') return legal.find((a) => a.type.endsWith('Auto')) ?? legal[0]!;
      return legal[(step * 7 + 1) % legal.length]!;
    }, async (page) => both(page, `draker-${phase}`));
  }
  for (let seed = 1; seed < 30 && (!only || only === 'rush'); seed++) try { await scene('rush', seed, (legal, toAct) => {
    if (toAct === 0 && legal.some((a) => a.type === 'defend')) return 'stop';
    if (toAct === 1) {
      const d = legal.find((a) => (a.type === 'sponsor' || a.type === 'doping') && a.option === 'demand' && a.target === 0);
      if (d) return d;
    }
    return legal.find((a) => a.type === 'layOut') ?? legal.find((a) => a.type === 'discard') ?? legal[0]!;
  }, async (page, name) => {
    await both(page, `${name}-demand`);
    await page.locator('.ph-card:not([disabled])').first().tap();
    await both(page, `${name}-demand-picked`);
  }); break; } catch { /* next seed */ }
  if (!only || only === 'football') await scene('football', 4, (legal) => { i++; return i % 12 === 0 ? 'stop' : legal[Math.min(1, legal.length - 1)]!; }, async (page, name) => both(page, name));
  await browser.close();
  await web.close();
}
void main().catch((e: unknown) => { console.error(e); process.exit(1); });
