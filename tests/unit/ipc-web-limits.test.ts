/**
 * The browser host does not grow for a client that stops reading: each connection's waiting bytes are
 * capped, silent connections are pinged and dropped, and a page that comes back gets the current table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { WS_PATH } from '../../src/common/contract';
import type { TableUpdate, WsFrame } from '../../src/common/contract';
import { sendOrDrop, startWebServer } from '../../src/main/web/server';
import type { Outbox, WebServer } from '../../src/main/web/server';
import { TEST_GAMES } from '../fixtures/service';

/**
 * A beat long enough for a lively client's pong to come back on two loaded cores (at 40 ms a starved test
 * process once missed one), short enough that a silent one is dropped within a second.
 */
const HEARTBEAT_MS = 400;
let dir: string;
let web: WebServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-table-limits-'));
  web = await startWebServer({ port: 0, dataDir: join(dir, 'data'), rendererDir: join(dir, 'none'), games: TEST_GAMES, heartbeatMs: HEARTBEAT_MS });
});
afterAll(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(options: { autoPong?: boolean } = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${web.port}${WS_PATH}`, {
    headers: { Origin: `http://127.0.0.1:${web.port}`, Cookie: web.cookie },
    ...options,
  });
  const frames: WsFrame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as WsFrame));
  await new Promise<void>((ok, fail) => {
    ws.once('open', () => ok());
    ws.once('error', fail);
  });
  return { ws, frames };
}

const closed = (ws: WebSocket) => new Promise<number>((ok) => ws.once('close', (code) => ok(code)));

describe('slow and silent clients', () => {
  it('a connection whose waiting bytes would pass the cap is dropped, not buffered', () => {
    const sent: string[] = [];
    let terminated = 0;
    const ws: Outbox & { bufferedAmount: number } = {
      readyState: 1,
      OPEN: 1,
      bufferedAmount: 0,
      send: (t) => sent.push(t),
      terminate: () => terminated++,
    };
    expect(sendOrDrop(ws, 'x'.repeat(600), 1000)).toBe(true);
    ws.bufferedAmount = 600;
    expect(sendOrDrop(ws, 'y'.repeat(400), 1000)).toBe(true);
    ws.bufferedAmount = 1000;
    expect(sendOrDrop(ws, 'z', 1000)).toBe(false);
    expect(sent.map((t) => t[0])).toEqual(['x', 'y']);
    expect(terminated).toBe(1);
    // a closed connection is skipped
    expect(sendOrDrop({ ...ws, readyState: 3, bufferedAmount: 0 }, 'w', 1000)).toBe(false);
    expect(sent).toHaveLength(2);
  });

  it('a connection that answers no ping is dropped; one that answers stays', async () => {
    const silent = await open({ autoPong: false });
    const lively = await open();
    expect(await closed(silent.ws)).toBe(1006);
    expect(lively.ws.readyState).toBe(WebSocket.OPEN);
    lively.ws.close();
  });

  it('a page that comes back gets the current table at once', async () => {
    const first = await open();
    first.ws.send(JSON.stringify({ id: 1, method: 'startMatch', payload: { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }], seed: 4 } }));
    while (!first.frames.some((f) => 'id' in f)) await new Promise((r) => setTimeout(r, 5));
    const started = first.frames.find((f) => 'id' in f) as { reply: { ok: true; value: TableUpdate } };
    first.ws.terminate();
    const again = await open();
    while (again.frames.length === 0) await new Promise((r) => setTimeout(r, 5));
    const push = again.frames[0];
    expect('push' in push && push.push.kind === 'update' && push.push.update.matchId).toBe(started.reply.value.matchId);
    expect('push' in push && push.push.kind === 'update' && push.push.update.version).toBe(started.reply.value.version);
    again.ws.close();
  });
});
