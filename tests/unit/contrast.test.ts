/**
 * High contrast: the setting round-trips through setSettings and the settings file, bad values are
 * refused and change nothing, a damaged stored value falls back to "system"; "system" follows
 * prefers-contrast, and the choice shows as the class on <html>.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeHarness, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';
import { HIGH_CONTRAST_CLASS, highContrast, onContrastChange, resolveContrast, setContrast } from '../../src/renderer/ui/contrast';

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

describe('the contrast setting', () => {
  it('round-trips and is kept in the settings file', async () => {
    expect(value(await h.service.call('getSettings', null)).contrast).toBe('system');
    expect(value(await h.service.call('setSettings', { contrast: 'high' })).contrast).toBe('high');
    const again = makeHarness(undefined, h.dir);
    expect(value(await again.service.call('getSettings', null)).contrast).toBe('high');
    expect(value(await again.service.call('setSettings', { contrast: 'standard' })).contrast).toBe('standard');
    again.cleanup();
  });

  it('refuses a value it does not know, and keeps the one it had', async () => {
    value(await h.service.call('setSettings', { contrast: 'high' }));
    for (const bad of ['max', '', true, 1, null]) {
      const r = await h.service.handle('setSettings', { contrast: bad });
      expect(r.ok, String(bad)).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/contrast/);
    }
    expect(value(await h.service.call('getSettings', null)).contrast).toBe('high');
  });

  it('a damaged value in the settings file reads as "system"', async () => {
    writeFileSync(join(h.dir, 'settings.json'), JSON.stringify({ settings: { language: 'uk', contrast: 'ultra' } }));
    const again = makeHarness(undefined, h.dir);
    expect(value(await again.service.call('getSettings', null))).toMatchObject({ language: 'uk', contrast: 'system' });
    again.cleanup();
  });
});

describe('high contrast on the page', () => {
  it('"system" follows prefers-contrast; "high" and "standard" override it', () => {
    expect(resolveContrast('system', true)).toBe(true);
    expect(resolveContrast('system', false)).toBe(false);
    expect(resolveContrast('high', false)).toBe(true);
    expect(resolveContrast('standard', true)).toBe(false);
  });

  it('sets and clears the class on <html>, follows the system while on "system", and tells the tables', () => {
    const classes = new Set<string>();
    const mediaListeners: Array<() => void> = [];
    const query = { matches: true, addEventListener: (_: string, l: () => void) => mediaListeners.push(l) };
    vi.stubGlobal('document', { documentElement: { classList: { contains: (c: string) => classes.has(c), toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) } } });
    vi.stubGlobal('window', { matchMedia: (q: string) => (q === '(prefers-contrast: more)' ? query : null) });
    const told: boolean[] = [];
    const stop = onContrastChange((on) => told.push(on));
    setContrast('system');
    expect(classes.has(HIGH_CONTRAST_CLASS)).toBe(true);
    query.matches = false;
    mediaListeners.forEach((l) => l());
    expect(highContrast()).toBe(false);
    setContrast('high');
    expect(highContrast()).toBe(true);
    query.matches = true;
    setContrast('standard');
    expect(highContrast()).toBe(false);
    expect(told).toEqual([true, false, true, false]);
    stop();
    vi.unstubAllGlobals();
  });
});
