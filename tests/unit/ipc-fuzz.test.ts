/**
 * The frame fuzzer: malformed WebSocket frames (broken JSON, odd envelopes, wrong types, extra keys,
 * stale or foreign match references, junk actions) for every method, against a hotseat table of every
 * game. Each refused frame must get a clear error reply and leave the table and its save exactly as they
 * were; nothing may throw. A frame the host accepts (a move that happens to be legal) becomes the new baseline.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { METHODS } from '../../src/common/contract';
import type { GameId, Method, TableUpdate, WsFrame } from '../../src/common/contract';
import { GAMES } from '../../src/main/games';
import { answerFrame } from '../../src/main/web/server';
import { makeHarness } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

const PLAYED: GameId[] = ['football', 'athletic', 'rush', 'words', 'draker'];
/** Frames per game: 5 games x 550 = 2,750 frames a run. */
const FRAMES_PER_GAME = 550;
/**
 * Methods a well-formed frame may have answered without touching the game: reads, the settings (and the
 * tips seen), a move checked but not played, and Continue, which opens the same match again (a new baseline).
 */
const READ_ONLY = new Set<string>(['listGames', 'currentMatch', 'listSaves', 'getSettings', 'setSettings', 'markTipSeen', 'hint', 'checkMove', 'listRecords', 'continueLatest']);

let h: Harness;
beforeAll(() => {
  h = makeHarness(GAMES);
});
afterAll(() => h.cleanup());

/** How a generated frame refers to the open match, resolved when it is sent. */
type Ref = 'current' | 'oldVersion' | 'otherMatch' | 'badId' | 'none';

interface Shape {
  kind: 'text' | 'json' | 'envelope';
  text?: string;
  json?: unknown;
  id?: unknown;
  method?: string;
  payload?: unknown;
  ref?: Ref;
  extra?: Record<string, unknown>;
}

const junk = fc.oneof(
  fc.anything({ maxDepth: 3, maxKeys: 4 }),
  fc.constantFrom(null, undefined, NaN, -1, 1e308, '', '__proto__', 'constructor', [], {}, { __proto__: { x: 1 } }),
);
const method = fc.oneof(fc.constantFrom(...METHODS), fc.constantFrom('', 'nope', 'constructor', '__proto__', 'toString', 'handle'), fc.string({ maxLength: 12 }));
const seat = fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constantFrom('0', 0.5, null, true));
const actionType = fc.oneof(
  fc.constantFrom('play', 'pass', 'flip', 'move', 'end', 'tap', 'pick', 'boo', 'place', 'swap', 'exchange', 'submit', 'word', 'take'),
  fc.string({ maxLength: 50 }),
);
const action = fc.oneof(
  fc.record({ type: actionType }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 5 }).map((d) => ({ ...d, type: d.type ?? 'play' })),
  junk,
);
const ref = fc.constantFrom<Ref>('current', 'oldVersion', 'otherMatch', 'badId', 'none');

const shape: fc.Arbitrary<Shape> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), text: fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('{', '[1,', '{"id":1,"method":"act"', 'null', '""', '\u0000', '{"id":1e400}')) }),
  fc.record({ kind: fc.constant('json' as const), json: junk }),
  fc.record(
    {
      kind: fc.constant('envelope' as const),
      id: fc.oneof(fc.nat(), fc.constantFrom(-1, 1.5, '1', null)),
      method,
      payload: fc.oneof(
        junk,
        fc.record({ seat, action, extra: junk }, { requiredKeys: [] }),
        fc.record({ gameId: fc.oneof(fc.constantFrom('football', 'rush', 'chess'), junk), seats: junk, options: junk, seed: junk }, { requiredKeys: [] }),
        fc.record({ id: fc.oneof(fc.constantFrom('../x', 'a/b', '', 'x'.repeat(70)), junk) }, { requiredKeys: [] }),
        fc.record({ language: junk, animationSpeed: junk }, { requiredKeys: [] }),
      ),
      ref,
      extra: fc.option(fc.dictionary(fc.constantFrom('x', 'more', 'matchId', 'version', '__proto__'), junk, { maxKeys: 2 }), { nil: undefined }),
    },
    { requiredKeys: ['kind', 'method', 'payload'] },
  ),
  // well-addressed requests carrying junk, so the games' own checks are reached
  fc.record({
    kind: fc.constant('envelope' as const),
    id: fc.nat(),
    method: fc.constantFrom('act', 'act', 'act', 'undo', 'confirmCurtain'),
    payload: fc.record({ seat: fc.integer({ min: 0, max: 1 }), action }),
    ref: fc.constant<Ref>('current'),
  }),
);

function refFields(r: Ref | undefined, now: TableUpdate): Record<string, unknown> {
  switch (r) {
    case 'current':
      return { matchId: now.matchId, version: now.version };
    case 'oldVersion':
      return { matchId: now.matchId, version: now.version - 1 };
    case 'otherMatch':
      return { matchId: 'rush-0-000000', version: now.version };
    case 'badId':
      return { matchId: '../../x', version: 'new' };
    default:
      return {};
  }
}

/** The frame's text. Payloads for the match methods get the reference; `extra` keys go beside or inside. */
function render(s: Shape, now: TableUpdate): string {
  if (s.kind === 'text') return s.text ?? '';
  if (s.kind === 'json') return JSON.stringify(s.json ?? null) ?? 'undefined';
  let payload = s.payload;
  const m = s.method ?? '';
  // hint with the current reference would ask the hard bot: a slow, read-only answer; keep it to refusals
  const r = m === 'hint' && s.ref === 'current' ? 'oldVersion' : s.ref;
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) payload = { ...payload, ...refFields(r, now) };
  const envelope: Record<string, unknown> = { id: s.id, method: m, payload };
  if (s.extra) Object.assign(m === 'act' && payload && typeof payload === 'object' ? (payload as object) : envelope, s.extra);
  return JSON.stringify(envelope) ?? '';
}

function saveDigest(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(h.dir).sort()) hash.update(name).update(readFileSync(join(h.dir, name)));
  return hash.digest('hex');
}

function baseline() {
  const m = h.service.current!;
  return { id: m.id, state: m.stateHash(), turn: m.turn, version: m.version, saves: saveDigest() };
}

describe('frame fuzzer', () => {
  for (const gameId of PLAYED) {
    it(`${gameId}: ${FRAMES_PER_GAME} malformed frames get clear errors and change nothing`, async () => {
      const started = await answerFrame(h.service, JSON.stringify({ id: 1, method: 'startMatch', payload: { gameId, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }], seed: 7 } }));
      expect('reply' in started && started.reply.ok).toBe(true);
      let now = (started as { reply: { value: TableUpdate } }).reply.value;
      let before = baseline();
      let refused = 0;
      let accepted = 0;
      let reachedGame = 0;
      await fc.assert(
        fc.asyncProperty(shape, async (s) => {
          const frame: WsFrame = await answerFrame(h.service, render(s, now));
          expect('reply' in frame).toBe(true);
          if (!('reply' in frame)) return;
          if (frame.reply.ok) {
            // only a read, or a well-formed move on the current table that the game accepted
            const m = s.method as Method;
            expect(READ_ONLY.has(m) || s.ref === 'current', `${m} accepted`).toBe(true);
            accepted++;
            const cur = await h.service.call('currentMatch', null);
            if (cur.ok && cur.value) now = cur.value;
            before = baseline();
            return;
          }
          refused++;
          if (s.ref === 'current' && s.method === 'act' && !['badRequest', 'staleTable', 'otherMatch'].includes(frame.reply.error.code)) reachedGame++;
          expect(frame.reply.error.code).toMatch(/^[a-zA-Z]+$/);
          expect(frame.reply.error.code).not.toBe('internal');
          expect(frame.reply.error.message.length).toBeGreaterThan(5);
          expect(baseline()).toEqual(before);
        }),
        { numRuns: FRAMES_PER_GAME, seed: 20261125 + PLAYED.indexOf(gameId) },
      );
      expect(refused + accepted).toBe(FRAMES_PER_GAME);
      expect(refused).toBeGreaterThan(FRAMES_PER_GAME * 0.8);
      expect(reachedGame).toBeGreaterThan(25);
      // the host still answers
      expect((await h.service.handle('listGames', null)).ok).toBe(true);
    });
  }
});
