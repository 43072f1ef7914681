/**
 * The seat's end in a browser: the channel bundled as a browser build (the SDK's browser entry, WebCrypto
 * in Chromium) joins by its link and talks with a host in Node through the relay on the loopback, sealed
 * both ways; the browser itself refuses a frame altered on the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium, type Browser } from '@playwright/test';
import { HostRelay } from '../../src/common/relay-channel';
import { startRelay, type RunningRelay } from '../../src/relay/server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

let relay: RunningRelay;
let browser: Browser;
let bundle: string;
/** Flips a byte of the next frame the relay forwards to a seat (an attacker on the way). */
let alterNext = false;

beforeAll(async () => {
  relay = await startRelay({
    port: 0,
    tap: (f) => {
      if (!f.toHost && alterNext) {
        alterNext = false;
        f.bytes[f.bytes.length - 1]! ^= 0x01;
      }
    },
  });
  const out = await build({ entryPoints: ['src/common/relay-channel.ts'], bundle: true, format: 'iife', globalName: 'CardTableRelay', platform: 'browser', write: false, logLevel: 'silent' });
  bundle = out.outputFiles[0]!.text;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
});
afterAll(async () => {
  await browser?.close();
  await relay?.stop();
});

describe.skipIf(!existsSync(CHROMIUM))('a seat in Chromium', () => {
  it('joins by its link, hears the host and answers it, and refuses an altered frame', async () => {
    const host = await HostRelay.open(relay.url);
    const heard: string[] = [];
    let joined = false;
    host.onText = (_seat, text) => heard.push(text);
    host.onSeat = (_seat, state) => (joined ||= state === 'joined');
    const link = await host.addSeat(1);
    const page = await browser.newPage();
    // The relay's own origin: the loopback is a secure context, so WebCrypto is there.
    await page.goto(relay.url);
    await page.addScriptTag({ content: bundle });
    await page.evaluate(async (seatLink) => {
      const w = window as unknown as { CardTableRelay: typeof import('../../src/common/relay-channel'); heard: string[]; refused: string[] };
      w.heard = [];
      w.refused = [];
      const seat = await w.CardTableRelay.SeatRelay.join(seatLink);
      seat.onText = (t) => {
        w.heard.push(t);
        void seat.send(`got ${t}`);
      };
      seat.onRefused = (reason) => w.refused.push(reason);
    }, link);
    await expect.poll(() => joined, { timeout: 20_000 }).toBe(true);
    await host.send(1, 'Ace of spades');
    await expect.poll(() => heard, { timeout: 20_000 }).toEqual(['got Ace of spades']);
    alterNext = true;
    await host.send(1, 'altered on the way');
    await expect.poll(() => page.evaluate(() => (window as unknown as { refused: string[] }).refused), { timeout: 20_000 }).toEqual(['unauthentic']);
    await host.send(1, 'King of hearts');
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard), { timeout: 20_000 }).toEqual(['Ace of spades', 'King of hearts']);
    await host.close();
    await page.close();
  });
});
