/**
 * Table sounds in the browser host, through a stand-in AudioContext (the tests stay silent) that
 * records what the table schedules: with sound on, moves schedule their sounds; the mute key and
 * sound off (remembered) keep the table quiet. Also photographs the settings screen in both languages.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dealFor, findPair, flip, openMenu, setSettings, startFootball, viewOf, waitIdle } from './helpers';

const SEED = 4242;
const DIR = join('test-results', 'screens');
mkdirSync(DIR, { recursive: true });

/** Replaces Web Audio with a recorder: `__audioStarts` counts the voices started on any context. */
async function fakeAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __audioStarts: number; AudioContext: unknown };
    w.__audioStarts = 0;
    const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
    const node = () => ({
      connect: (next: unknown) => next,
      start: () => (w.__audioStarts += 1),
      stop() {},
      frequency: param(),
      Q: param(),
      gain: param(),
      type: '',
      buffer: null,
    });
    w.AudioContext = class {
      currentTime = 0;
      sampleRate = 8000;
      state = 'running';
      destination = {};
      createGain = node;
      createOscillator = node;
      createBufferSource = node;
      createBiquadFilter = node;
      createBuffer = (_c: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
      resume = () => Promise.resolve();
      suspend = () => Promise.resolve();
    };
  });
}

const sounds = (page: Page): Promise<string[]> => page.evaluate(() => [...(window as unknown as { __cardTableTest: { sounds: string[] } }).__cardTableTest.sounds]);
const starts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __audioStarts: number }).__audioStarts);

async function soundSetting(page: Page, on: boolean): Promise<void> {
  await page.getByRole('button', { name: /^(Settings|Налаштування)$/ }).click();
  await page.getByRole('checkbox', { name: 'Table sounds' }).setChecked(on);
  await page.getByRole('button', { name: 'Back' }).click();
}

test('with sound on, moves schedule their sounds; the mute key silences the table', async ({ page }) => {
  await fakeAudio(page);
  await openMenu(page);
  await setSettings(page, 'English', 'Fast');
  await soundSetting(page, true);
  await startFootball(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], SEED);
  expect(await sounds(page)).toContain('deal');
  const before = (await sounds(page)).length;
  const pair = findPair(viewOf(await waitIdle(page)), dealFor(SEED, 2))!;
  await flip(page, pair[0]);
  await flip(page, pair[1]);
  expect((await sounds(page)).slice(before)).toEqual(['flip', 'flip', 'pair']);
  expect(await starts(page)).toBeGreaterThan(3);

  await page.keyboard.press('m');
  // The message sits in the table's message line (over no card), and the table carries the mute mark.
  await expect(page.locator('.table-message')).toHaveText('Sound muted (M)');
  await expect(page.locator('.toast')).toHaveCount(0);
  await expect(page.locator('body')).toHaveClass(/\bsound-muted\b/);
  const muted = await sounds(page);
  const mutedStarts = await starts(page);
  const next = findPair(viewOf(await waitIdle(page)), dealFor(SEED, 2), pair)!;
  await flip(page, next[0]);
  await flip(page, next[1]);
  expect(await sounds(page)).toEqual(muted);
  expect(await starts(page)).toBe(mutedStarts);
  await page.keyboard.press('m');
  await expect(page.getByText('Sound on (M)')).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/\bsound-muted\b/);
});

test('with sound off (remembered after a reload), moves schedule no sound', async ({ page }) => {
  await fakeAudio(page);
  await openMenu(page);
  await setSettings(page, 'English', 'Fast');
  await soundSetting(page, false);
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('checkbox', { name: 'Table sounds' })).not.toBeChecked();
  await expect(page.getByRole('slider', { name: 'Volume' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await startFootball(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], SEED);
  const pair = findPair(viewOf(await waitIdle(page)), dealFor(SEED, 2))!;
  await flip(page, pair[0]);
  await flip(page, pair[1]);
  expect(await sounds(page)).toEqual([]);
  expect(await starts(page)).toBe(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await soundSetting(page, true);
});

test('the settings screen in English and Ukrainian', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('slider', { name: 'Volume' }).fill('40');
  await page.getByRole('slider', { name: 'Volume' }).dispatchEvent('change');
  await page.screenshot({ path: join(DIR, 'settings-en.png') });
  await page.getByRole('radio', { name: 'Українська' }).check();
  await expect(page.getByRole('checkbox', { name: 'Звуки столу' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Гучність' })).toHaveValue('40');
  await page.screenshot({ path: join(DIR, 'settings-uk.png') });
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('slider', { name: 'Volume' }).fill('70');
  await page.getByRole('slider', { name: 'Volume' }).dispatchEvent('change');
});
