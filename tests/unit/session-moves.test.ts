/**
 * Canonical moves: a move is reduced to its game's form before it is applied and logged, so junk inside
 * a legal move never reaches the save; over-deep or oversized moves are refused cleanly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BotLevel } from '../../src/common/contract';
import type { GameAction } from '../../src/common/engine-types';
import { playBotGame } from '../../src/cli/drive';
import { athleticManifest } from '../../src/main/engine/games/athletic';
import { drakerManifest } from '../../src/main/engine/games/draker';
import { footballManifest } from '../../src/main/engine/games/football';
import { rushManifest } from '../../src/main/engine/games/rush';
import { createListWordList, createWordsManifest } from '../../src/main/engine/games/words';
import { canonicalMove, MOVE_LIMITS } from '../../src/main/session/actions';
import type { GameRegistry } from '../../src/main/session/registry';
import type { GameManifest } from '../../src/main/engine/core';
import { makeHarness, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';
import { TEST_WORDS } from './words.fixtures';

const WORDS = createListWordList(TEST_WORDS);
const ENTRIES: Record<'football' | 'athletic' | 'rush' | 'words' | 'draker', GameManifest> = {
  football: footballManifest,
  athletic: athleticManifest,
  rush: rushManifest,
  words: createWordsManifest(WORDS),
  // No schema: a Draker move must name one of its listed legal moves, which then replaces it.
  draker: drakerManifest,
};

let h: Harness | null = null;
afterEach(() => {
  h?.cleanup();
  h = null;
});

function saved(id: string): { log: { seat: number; action: GameAction }[] } {
  return JSON.parse(readFileSync(join(h!.dir, `${id}.save.json`), 'utf8'));
}

/** A move nested `depth` levels deep under one key, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  let inner: Record<string, unknown> = {};
  for (let i = 0; i < depth; i++) inner = { a: inner };
  return inner;
}

describe('every bot move of every game is already canonical (the schemas keep every field the games use)', () => {
  const players: Record<string, number> = { football: 3, athletic: 3, rush: 3, words: 2, draker: 3 };
  for (const [id, entry] of Object.entries(ENTRIES)) {
    it(id, () => {
      const levels: BotLevel[] = Array.from({ length: players[id] }, () => 'easy');
      const options = entry.game.resolveOptions({}, levels.length);
      const played = playBotGame(entry, levels, 4242, options, { maxSteps: 20_000, keepStates: true });
      expect(played.outcome).not.toBeNull();
      let state: unknown = entry.game.setup({ players: levels.length, seed: 4242, options });
      const types = new Set<string>();
      played.log.forEach(({ seat, action }, i) => {
        expect(canonicalMove(entry, state, seat, action)).toEqual(action);
        types.add(action.type);
        state = played.states![i];
      });
      expect(types.size).toBeGreaterThanOrEqual(2);
    });
  }

  it('optional fields of a move are kept, unknown ones dropped', () => {
    const s = ENTRIES.words.game.setup({ players: 2, seed: 1, options: ENTRIES.words.game.resolveOptions({}, 2) });
    const compose = { type: 'compose', word: 'мама', cards: ['a', 'b'], polysemy: { card: 'w', letter: 'м' } };
    expect(canonicalMove(ENTRIES.words, s, 0, { ...compose, junk: [1, 2, 3] })).toEqual(compose);
    expect(canonicalMove(footballManifest, null, 0, { type: 'yellow', target: 1, double: true, why: 'x' })).toEqual({ type: 'yellow', target: 1, double: true });
    expect(canonicalMove(athleticManifest, null, 0, { type: 'move', from: 1, to: 2, count: 2, extra: {} })).toEqual({ type: 'move', from: 1, to: 2, count: 2 });
    expect(() => canonicalMove(rushManifest, null, 0, { type: 'teleport' })).toThrowError(/not a move of this game/);
  });
});

describe('moves through the session', () => {
  it('junk inside a legal move is not stored: the save holds the canonical move (game with a schema)', async () => {
    h = makeHarness({ football: ENTRIES.football } as GameRegistry);
    const u = value(await h.service.call('startMatch', { gameId: 'football', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bo' }], seed: 5 }));
    value(await h.service.call('confirmCurtain', { seat: 0 }));
    const flip = value(await h.service.call('currentMatch', null))!.legal.find((a) => a.type === 'flip')!;
    const junk = { ...flip, note: 'x'.repeat(500), more: { deep: [1, 2, 3] } };
    value(await h.service.call('act', { seat: 0, action: junk }));
    expect(saved(u.matchId).log).toEqual([{ seat: 0, action: flip }]);
  });

  it('junk inside a legal move is not stored: the listed action is logged (game without a schema)', async () => {
    h = makeHarness();
    const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B' }], seed: 3 }));
    value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0, junk: 'y'.repeat(500) } }));
    expect(saved(u.matchId).log[0]).toEqual({ seat: 0, action: { type: 'play', index: 0 } });
  });

  it('over-deep and oversized moves are refused with a clear error and change nothing', async () => {
    h = makeHarness();
    const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B' }], seed: 3 }));
    const before = readFileSync(join(h.dir, `${u.matchId}.save.json`), 'utf8');
    const hash = h.service.current!.stateHash();
    const cases: unknown[] = [
      { type: 'play', index: 0, junk: nested(5000) },
      { type: 'play', index: 0, junk: nested(MOVE_LIMITS.depth) },
      { type: 'play', index: 0, junk: 'z'.repeat(250_000) },
      { type: 'play', index: 0, junk: Array.from({ length: 1000 }, (_, i) => i) },
    ];
    for (const action of cases) {
      const r = await h.service.handle('act', { seat: 0, action, matchId: u.matchId, version: u.version });
      expect(r).toMatchObject({ ok: false, error: { code: 'moveTooLarge', message: expect.stringMatching(/too large to be a move/) } });
    }
    expect(h.service.current!.stateHash()).toBe(hash);
    expect(readFileSync(join(h.dir, `${u.matchId}.save.json`), 'utf8')).toBe(before);
    // the table still plays
    value(await h.service.call('act', { seat: 0, action: { type: 'tap' } }));
  });
});
