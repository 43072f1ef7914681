/** Option keys: names every object inherits are refused like any unknown option, in every game. */
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/main/games';
import { makeHarness } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

let h: Harness | null = null;
afterEach(() => {
  h?.cleanup();
  h = null;
});

describe('inherited names are not options', () => {
  for (const gameId of ['football', 'athletic', 'rush', 'words'] as const) {
    it(`${gameId}: "constructor", "toString" and "hasOwnProperty" are refused with badOptions and start nothing`, async () => {
      h = makeHarness(GAMES);
      for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
        const options = JSON.parse(`{"${key}": {}}`) as Record<string, unknown>;
        const r = await h.service.handle('startMatch', { gameId, seats: [{ kind: 'human', name: 'A' }, { kind: 'human', name: 'B' }], options });
        expect(r).toEqual({ ok: false, error: { code: 'badOptions', message: `Unknown option "${key}".`, params: {} } });
      }
      expect(h.service.current).toBeNull();
      expect(h.store.listIds()).toEqual([]);
    });
  }
});
