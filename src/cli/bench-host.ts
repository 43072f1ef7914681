/**
 * The browser host for the benches: started in its own process group on free loopback ports (party mode's
 * listener on the loopback too), and the desktop page's WebSocket without a browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { WS_PATH, type WsFrame } from '../common/contract';
import { tokenCookieName } from '../main/web/key';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function startHost(token: string, dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const env = { ...process.env, CARD_TABLE_TOKEN: token, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/main/web/server.ts', '--port', '0', '--data', dataDir, '--lan', '--lan-loopback', '--lan-port', '0'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /ready at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) ok({ child, port: Number(m[1]) });
    });
    child.once('exit', () => fail(new Error('The host stopped.')));
  });
}

/** The desktop page's connection: requests, and the time each table update arrived. */
export async function desktop(port: number, token: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`, { origin: `http://127.0.0.1:${port}`, headers: { cookie: `${tokenCookieName(port)}=${token}` } });
  const waiting = new Map<number, (f: WsFrame) => void>();
  const arrivals: { turn: number; at: number }[] = [];
  ws.on('message', (d) => {
    const f = JSON.parse(String(d)) as WsFrame;
    if ('id' in f) waiting.get(f.id)?.(f);
    else if (f.push.kind === 'update') arrivals.push({ turn: f.push.update.turn, at: performance.now() });
  });
  await new Promise((ok) => ws.once('open', ok));
  let id = 1;
  const call = async <T>(method: string, payload: unknown): Promise<T> => {
    const n = id++;
    const f = await new Promise<WsFrame>((ok) => {
      waiting.set(n, ok);
      ws.send(JSON.stringify({ id: n, method, payload }));
    });
    if (!('reply' in f) || !f.reply.ok) throw new Error(`${method}: ${JSON.stringify(f)}`);
    return f.reply.value as T;
  };
  return { ws, call, arrivals };
}
