/**
 * The browser host: the built renderer and the contract over a WebSocket, on 127.0.0.1 only.
 *   tsx src/main/web/server.ts [--port N] [--data DIR]   (env CARD_TABLE_PORT, CARD_TABLE_DATA)
 * One AppService serves every connection, so a reloaded page finds the table as it was.
 * Only its player may use it: the host makes a secret key at start and prints the address carrying it;
 * the first load turns the key into a cookie, and every page, file and WebSocket needs that cookie
 * (other local users and processes can reach 127.0.0.1 too, and a page's Origin is easy to fake outside a browser).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { WS_PATH } from '../../common/contract';
import type { PushMessage, Reply, WsFrame } from '../../common/contract';
import { WorkerBotHost } from '../bots/pool';
import { AppService } from '../session/service';
import type { GameRegistry } from '../session/registry';
import { createConfSaveStore } from '../saves/store';
import { contentType, readInside, SECURITY_HEADERS } from './static';
import type { PartyAddress } from '../../common/party';
import { DEFAULT_LAN_PORT, Party, type PartyOptions } from './party';
import { frameText, Heartbeat } from './heartbeat';
import { cookieValue, newToken, sameSecret, TOKEN_PARAM, TOKEN_PATTERN, tokenCookieName } from './key';
import { requireSupportedNode } from '../node-version';

export const HOST = '127.0.0.1';
export const DEFAULT_PORT = 5180;
const MAX_FRAME = 256 * 1024;
/** What one connection may have waiting to be sent: a page that stops reading is dropped beyond it. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Connections are pinged this often; one that has not answered the last ping by the next is dropped. */
export const HEARTBEAT_MS = 30_000;

export interface WebServerOptions {
  port: number;
  dataDir: string;
  rendererDir?: string;
  /** The games to offer (the full set by default). */
  games?: GameRegistry;
  /** The secret key of this host (a fresh random one by default). */
  token?: string;
  /** Party mode: phones may join the open match through a LAN listener on this port (0: any free one). */
  lan?: Pick<PartyOptions, 'port' | 'addresses' | 'awayMs' | 'guard' | 'frames'>;
  /** Tests set smaller limits. */
  maxBufferedBytes?: number;
  heartbeatMs?: number;
}

export interface WebServer {
  port: number;
  /** The address to open: it carries the key. */
  url: string;
  /** The cookie the page keeps after its first load (name=value), for tools and tests. */
  cookie: string;
  service: AppService;
  /** Party mode's controls, with --lan. */
  party: Party | null;
  close(): Promise<void>;
}

export const DEFAULT_RENDERER_DIR = fileURLToPath(new URL('../../../out/renderer', import.meta.url));

export interface Outbox {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  terminate(): void;
}

/**
 * Sends `text` unless that would leave more than `limit` bytes waiting for the connection: a client that
 * stopped reading is dropped instead of growing the host (the page reconnects and gets the current table).
 */
export function sendOrDrop(ws: Outbox, text: string, limit: number): boolean {
  if (ws.readyState !== ws.OPEN) return false;
  if (ws.bufferedAmount + Buffer.byteLength(text) > limit) {
    ws.terminate();
    return false;
  }
  ws.send(text);
  return true;
}

/**
 * The path and query of `url` as a redirect target that stays on this host: a path that starts with two
 * slashes (or a slash and a backslash, which browsers read alike) would name another host, so the
 * leading ones collapse into one.
 */
export function sameHostPath(url: URL): string {
  return '/' + url.pathname.replace(/^[/\\]+/, '') + url.search;
}

function badFrame(id: number, message: string): WsFrame {
  return { id, reply: { ok: false, error: { code: 'badFrame', message } } };
}

/** Handles one text frame: returns the reply frame (never throws). */
export async function answerFrame(service: AppService, data: string, requester?: object): Promise<WsFrame> {
  let msg: unknown;
  try {
    msg = JSON.parse(data);
  } catch {
    return badFrame(-1, 'The message is not valid JSON.');
  }
  if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) return badFrame(-1, 'The message must be an object {id, method, payload}.');
  const { id, method, payload, ...rest } = msg as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return badFrame(-1, 'The message needs a whole number id.');
  if (typeof method !== 'string') return badFrame(id, 'The message needs a method name.');
  if (Object.keys(rest).length > 0) return badFrame(id, `Unexpected field "${Object.keys(rest)[0].slice(0, 40)}" in the message.`);
  let reply: Reply<unknown>;
  try {
    reply = await service.handle(method, payload, requester);
  } catch (e) {
    reply = { ok: false, error: { code: 'internal', message: `Something went wrong: ${e instanceof Error ? e.message : String(e)}` } };
  }
  return { id, reply };
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const games = options.games ?? (await import('../games')).GAMES;
  const rendererDir = resolve(options.rendererDir ?? DEFAULT_RENDERER_DIR);
  // Bots of the real games think in worker threads (this file runs under tsx, which workers inherit);
  // injected test registries keep theirs in this thread.
  const bots = options.games ? undefined : new WorkerBotHost({ entry: new URL('../bots/worker.ts', import.meta.url) });
  // The real dictionary keeps its built form beside the saves, so a later start need not build it.
  if (!options.games) (await import('../dictionary')).setDictionaryCacheDir(join(options.dataDir, 'dictionary'));
  const service = new AppService({ store: createConfSaveStore(options.dataDir), games, bots });
  const party = options.lan
    ? new Party({ service, rendererDir, ...options.lan, stateFile: join(options.dataDir, 'party.json') })
    : null;
  service.setParty(party);
  const token = options.token ?? newToken();
  if (!TOKEN_PATTERN.test(token)) throw new Error('The key must be 16 to 128 letters, digits, "-" or "_".');
  let port = options.port;
  const hasKey = (req: IncomingMessage) => sameSecret(cookieValue(req.headers.cookie, tokenCookieName(port)), token);
  const ownHosts = () => new Set([`${HOST}:${port}`, `localhost:${port}`]);
  const ownOrigins = () => new Set([`http://${HOST}:${port}`, `http://localhost:${port}`]);

  const server = createServer((req, res) => {
    void serveFile(req, res);
  });

  async function serveFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS, 'cache-control': 'no-store', ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      if (!ownHosts().has(req.headers.host ?? '')) return send(421, 'Unknown host.');
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method not allowed.');
      const url = new URL(req.url ?? '/', `http://${HOST}:${port}`);
      const given = url.searchParams.get(TOKEN_PARAM);
      if (given !== null) {
        if (!sameSecret(given, token)) return send(403, 'This key does not open Card Table. Open the address Card Table printed when it started.');
        // The key becomes a cookie only this site's requests carry, and leaves the address bar.
        url.searchParams.delete(TOKEN_PARAM);
        return send(303, 'Card Table', {
          location: sameHostPath(url),
          'set-cookie': `${tokenCookieName(port)}=${token}; Path=/; HttpOnly; SameSite=Strict`,
        });
      }
      if (!hasKey(req)) return send(401, 'Open Card Table with the address it printed when it started (the address carries its key).');
      const path = url.pathname;
      const found = await readInside(rendererDir, path);
      if (!found) {
        if ((path === '/' || path === '/index.html') && !existsSync(join(rendererDir, 'index.html'))) {
          return send(503, 'The page is not built yet: run `npm run web` (it builds first).');
        }
        return send(404, 'Not found.');
      }
      res.writeHead(200, {
        'content-type': contentType(found.file),
        'content-length': found.body.length,
        ...SECURITY_HEADERS,
        'cache-control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : found.body);
    } catch {
      if (!res.headersSent) send(500, 'Internal error.');
      else res.destroy();
    }
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });
  const refuse = (socket: Duplex, status: string) => {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH) return refuse(socket, '404 Not Found');
    if (!ownHosts().has(req.headers.host ?? '')) return refuse(socket, '403 Forbidden');
    if (!ownOrigins().has(req.headers.origin ?? '')) return refuse(socket, '403 Forbidden');
    const key = cookieValue(req.headers.cookie, tokenCookieName(port));
    if (key === null) return refuse(socket, '401 Unauthorized');
    if (!sameSecret(key, token)) return refuse(socket, '403 Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const send = (ws: WebSocket, frame: WsFrame) => sendOrDrop(ws, JSON.stringify(frame), maxBuffered);
  const heartbeat = new Heartbeat(wss, options.heartbeatMs ?? HEARTBEAT_MS);
  wss.on('connection', (ws: WebSocket) => {
    heartbeat.watch(ws);
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send(ws, badFrame(-1, 'Binary messages are not accepted.'));
        return;
      }
      void answerFrame(service, frameText(data), ws).then((frame) => send(ws, frame));
    });
    // A page that comes back (after a reload or a dropped connection) gets the table as it is now.
    const open = service.current;
    if (open && !open.isStopped) send(ws, { push: { kind: 'update', update: open.update([]) } });
  });
  // Only connections that passed the key check exist; the one whose request made a change has it in its reply.
  const unsubscribe = service.onPush((message: PushMessage, requester?: object) => {
    for (const ws of wss.clients) if (ws !== requester) send(ws, { push: message });
  });

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, HOST, () => {
      server.off('error', fail);
      ok();
    });
  });
  const addr = server.address();
  port = typeof addr === 'object' && addr ? addr.port : options.port;

  return {
    port,
    url: `http://${HOST}:${port}/?${TOKEN_PARAM}=${token}`,
    cookie: `${tokenCookieName(port)}=${token}`,
    service,
    party,
    close: async () => {
      await party?.dispose();
      heartbeat.stop();
      unsubscribe();
      service.dispose();
      await bots?.dispose();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

export interface HostArgs {
  port: number;
  dataDir: string;
  /** From CARD_TABLE_TOKEN (tests that start the host themselves); a fresh key otherwise. */
  token?: string;
  /** --lan [--lan-port N] [--lan-loopback]: phones may be invited (party mode). */
  lan?: { port: number; addresses?: () => PartyAddress[] };
}

/** Reads --port and --data (or CARD_TABLE_PORT / CARD_TABLE_DATA). Throws with a readable message. */
export function parseHostArgs(argv: readonly string[], env: NodeJS.ProcessEnv): HostArgs {
  let port: string | undefined = env.CARD_TABLE_PORT;
  let data: string | undefined = env.CARD_TABLE_DATA;
  let lan: HostArgs['lan'];
  let lanPort: string | undefined;
  let loopbackOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const take = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value.`);
      return v;
    };
    if (a === '--port') port = take();
    else if (a.startsWith('--port=')) port = a.slice(7);
    else if (a === '--lan') lan ??= { port: DEFAULT_LAN_PORT };
    else if (a === '--lan-port') lanPort = take();
    else if (a === '--lan-loopback') loopbackOnly = true;
    else if (a === '--data') data = take();
    else if (a.startsWith('--data=')) data = a.slice(7);
    else throw new Error(`Unknown argument "${a}". Use --port N, --data DIR and --lan [--lan-port N] [--lan-loopback].`);
  }
  if ((lanPort !== undefined || loopbackOnly) && !lan) throw new Error('--lan-port and --lan-loopback go with --lan.');
  if (lan && lanPort !== undefined) {
    const lp = Number(lanPort);
    if (!Number.isInteger(lp) || lp < 0 || lp > 65535) throw new Error(`The LAN port must be a whole number from 0 to 65535, not "${lanPort}".`);
    lan.port = lp;
  }
  // tests and trying it alone: only the loopback address is offered, so no traffic leaves the computer
  if (lan && loopbackOnly) lan.addresses = () => [{ address: HOST, name: 'lo', likely: true }];
  const p = port === undefined || port === '' ? DEFAULT_PORT : Number(port);
  if (!Number.isInteger(p) || p < 0 || p > 65535) throw new Error(`The port must be a whole number from 0 to 65535, not "${port}".`);
  const args: HostArgs = { port: p, dataDir: resolve(data && data !== '' ? data : join(homedir(), '.card-table', 'web')) };
  if (lan) args.lan = lan;
  const token = env.CARD_TABLE_TOKEN;
  if (token !== undefined && token !== '') {
    if (!TOKEN_PATTERN.test(token)) throw new Error('CARD_TABLE_TOKEN must be 16 to 128 letters, digits, "-" or "_".');
    args.token = token;
  }
  return args;
}

async function main(): Promise<void> {
  requireSupportedNode();
  let args: HostArgs;
  try {
    args = parseHostArgs(process.argv.slice(2), process.env);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
  let web: WebServer;
  try {
    web = await startWebServer(args);
  } catch (e) {
    process.stderr.write(`Card Table could not start: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
  process.stdout.write(`Card Table is ready at ${web.url}\n`);
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    void web.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  watchOwner(process.env.CARD_TABLE_EXIT_WITH, stop);
}

/**
 * CARD_TABLE_EXIT_WITH=<pid>: the host stops when that process is gone. The test run sets it to its own
 * pid, so a run killed outright (no chance to stop its web server) leaves no host behind.
 */
export function watchOwner(pid: string | undefined, stop: () => void, everyMs = 1000): void {
  if (pid === undefined || pid === '') return;
  const owner = Number(pid);
  if (!Number.isSafeInteger(owner) || owner <= 0) {
    process.stderr.write(`CARD_TABLE_EXIT_WITH must be a process id, not "${pid}"; ignored.\n`);
    return;
  }
  const alive = (): boolean => {
    try {
      process.kill(owner, 0);
      return true;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
    }
  };
  const timer = setInterval(() => {
    if (alive()) return;
    clearInterval(timer);
    stop();
  }, everyMs);
  timer.unref();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main();
}
