/**
 * The wire test: bot and hotseat games of every game played over the browser host's WebSocket, as a
 * page would. Every frame the page receives (replies and pushes) is checked against a replay of the
 * match: a card identity may appear only if the frame's viewer was shown it (in a view or a redacted
 * event) by that point of the game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WS_PATH } from '../../src/common/contract';
import type { GameId, SeatConfig, TableUpdate, WsFrame } from '../../src/common/contract';
import { GAMES } from '../../src/main/games';
import { startWebServer } from '../../src/main/web/server';
import type { WebServer } from '../../src/main/web/server';
import { knowledge, recordOf, strings } from '../fixtures/leaks';
import { connect, replyTo } from '../fixtures/ws-client';

const PLAYED: GameId[] = ['football', 'athletic', 'rush', 'words', 'draker'];
/** Moves the page makes per game at most (bots move in between): enough for many turns, quick in CI. */
const PAGE_MOVES = 40;

let dir: string;
let web: WebServer;
const totals = { frames: 0, games: 0 };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-wire-'));
  // games given explicitly: the bots think in this thread
  web = await startWebServer({ port: 0, dataDir: join(dir, 'data'), rendererDir: join(dir, 'none'), games: GAMES });
});
afterAll(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A page: sends requests, collects every frame. */
async function page() {
  const c = await connect<WsFrame>(`ws://127.0.0.1:${web.port}${WS_PATH}`, { Origin: `http://127.0.0.1:${web.port}`, Cookie: web.cookie });
  return { ws: c.ws, frames: c.frames, call: (method: string, payload: unknown) => replyTo(c, { method, payload }) };
}

/** Every table update in the frames (replies and pushes). */
function updatesIn(frames: WsFrame[]): TableUpdate[] {
  const out: TableUpdate[] = [];
  for (const f of frames) {
    if ('push' in f && f.push.kind === 'update') out.push(f.push.update);
    else if ('reply' in f && f.reply.ok && f.reply.value && typeof f.reply.value === 'object' && 'matchId' in f.reply.value) out.push(f.reply.value as TableUpdate);
  }
  return out;
}

async function playOver(gameId: GameId, seats: SeatConfig[], seed: number): Promise<TableUpdate[]> {
  const p = await page();
  const started = await p.call('startMatch', { gameId, seats, seed });
  expect('reply' in started && started.reply.ok, JSON.stringify(started)).toBe(true);
  for (let moves = 0; moves < PAGE_MOVES; ) {
    await web.service.idle();
    await p.call('listGames', null); // every push sent before it has arrived
    const ups = updatesIn(p.frames).filter((u) => u.matchId === (started as { reply: { value: TableUpdate } }).reply.value.matchId);
    const now = ups.reduce((a, b) => (b.seq > a.seq ? b : a));
    if (now.outcome) break;
    const ref = { matchId: now.matchId, version: now.version };
    if (now.curtain) {
      await p.call('confirmCurtain', { seat: now.curtain.seat, ...ref });
    } else if (now.humanToAct !== null && now.legal.length > 0) {
      const action = now.legal[(moves * 7919 + seed) % now.legal.length];
      const r = await p.call('act', { seat: now.humanToAct, action, ...ref });
      expect('reply' in r && r.reply.ok, JSON.stringify(r).slice(0, 300)).toBe(true);
      moves++;
    } else {
      break;
    }
  }
  await web.service.idle();
  await p.call('listGames', null);
  p.ws.close();
  // (a page that connects first gets the table open then: the previous game's)
  const matchId = (started as { reply: { value: TableUpdate } }).reply.value.matchId;
  return updatesIn(p.frames).filter((u) => u.matchId === matchId);
}

describe('wire: nothing a seat may not know crosses the WebSocket', () => {
  const human = (name: string): SeatConfig => ({ kind: 'human', name });
  const bot = (name: string): SeatConfig => ({ kind: 'bot', name, level: 'easy' });
  for (const gameId of PLAYED) {
    for (const [mode, seats] of [
      ['against bots', [human('Ann'), bot('Bot1'), bot('Bot2')]],
      ['hotseat', [human('Ann'), human('Bob'), human('Cid')]],
    ] as const) {
      it(`${gameId}, ${mode}`, async () => {
        const ups = await playOver(gameId, [...seats], 11);
        const { secrets, known } = knowledge(recordOf(web.service.current!), gameId);
        expect(ups.length).toBeGreaterThan(5);
        for (const u of ups) {
          const allowed = known(u.viewer, u.turn);
          const leaked = [...strings(u)].filter((s) => secrets.has(s) && !allowed.has(s));
          if (leaked.length) {
            const where = (v: unknown, path: string): string[] =>
              typeof v === 'string' ? (leaked.includes(v) ? [path] : []) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => where(x, `${path}.${k}`)) : [];
            console.log(JSON.stringify(where(u, 'u')), JSON.stringify(u.events).slice(0, 800));
          }
          expect(leaked, `turn ${u.turn}, viewer ${u.viewer}`).toEqual([]);
        }
        totals.frames += ups.length;
        totals.games++;
      });
    }
  }
  it('played every game both ways', () => {
    expect(totals.games).toBe(PLAYED.length * 2);
    expect(totals.frames).toBeGreaterThan(200);
  });
});
