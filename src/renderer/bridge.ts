/**
 * The renderer's one way to the game: the Electron preload's `window.cardTable` when present, otherwise a
 * WebSocket client of the browser host speaking the same contract (request ids, replies, pushes, reconnect).
 */
import type { CardTableApi, Method, PushMessage, Reply, TableUpdate, WsFrame } from '../common/contract';
import { METHODS, WS_PATH } from '../common/names';

declare global {
  interface Window {
    cardTable?: CardTableApi;
  }
}

export type ConnectionState = 'open' | 'lost';

export interface Bridge {
  api: CardTableApi;
  /** Connection changes of the WebSocket client; the preload never drops. */
  onConnection(listener: (state: ConnectionState) => void): () => void;
}

const REQUEST_TIMEOUT_MS = 30_000;

class WsClient {
  private ws: WebSocket | null = null;
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: Reply<unknown>) => void; timer: ReturnType<typeof setTimeout> }>();
  private queue: string[] = [];
  private pushListeners = new Set<(m: PushMessage) => void>();
  private connListeners = new Set<(s: ConnectionState) => void>();
  private retryMs = 250;
  private everOpened = false;
  private lost = false;

  constructor(private readonly url: string) {
    this.connect();
  }

  private connect(): void {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.addEventListener('open', () => {
      this.retryMs = 250;
      const wasLost = this.lost;
      this.lost = false;
      this.everOpened = true;
      for (const frame of this.queue.splice(0)) ws.send(frame);
      if (wasLost) for (const l of this.connListeners) l('open');
    });
    ws.addEventListener('message', (ev) => this.onMessage(ev.data));
    ws.addEventListener('close', () => {
      if (this.ws !== ws) return;
      this.ws = null;
      // Requests in flight will never be answered on this socket.
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.resolve({ ok: false, error: { code: 'disconnected', message: 'The connection was lost.' } });
        this.pending.delete(id);
      }
      if (!this.lost && this.everOpened) {
        this.lost = true;
        for (const l of this.connListeners) l('lost');
      }
      setTimeout(() => this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 4000);
    });
  }

  private onMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: WsFrame;
    try {
      frame = JSON.parse(data) as WsFrame;
    } catch {
      return;
    }
    if ('push' in frame) {
      for (const l of this.pushListeners) l(frame.push);
    } else if ('id' in frame) {
      const p = this.pending.get(frame.id);
      if (!p) return;
      clearTimeout(p.timer);
      this.pending.delete(frame.id);
      p.resolve(frame.reply);
    }
  }

  request(method: Method, payload: unknown): Promise<Reply<unknown>> {
    const id = this.nextId++;
    const text = JSON.stringify({ id, method, payload: payload ?? null });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve({ ok: false, error: { code: 'timeout', message: 'No answer in time.' } });
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, { resolve, timer });
      if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
      else this.queue.push(text);
    });
  }

  onPush(listener: (m: PushMessage) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  onConnection(listener: (s: ConnectionState) => void): () => void {
    this.connListeners.add(listener);
    return () => this.connListeners.delete(listener);
  }
}

/** Errors after which the page's table is behind the host's: it fetches the current table. */
const BEHIND = new Set(['staleTable', 'otherMatch']);
/** Replies that carry a table. */
const TABLE_REPLIES = new Set<Method>(['startMatch', 'startLesson', 'currentMatch', 'act', 'confirmCurtain', 'undo', 'loadSave', 'continueLatest']);

type Send = (method: Method, payload: unknown) => Promise<Reply<unknown>>;

/**
 * The contract as the page uses it: requests about the match carry the match id and the version of the
 * newest table received (reply or push), so the host refuses them when that table is out of date; after
 * such a refusal the current table is fetched and handed to the push listeners.
 */
export function matchAwareApi(send: Send, onPush: (listener: (m: PushMessage) => void) => () => void): CardTableApi {
  let latest: TableUpdate | null = null;
  const listeners = new Set<(m: PushMessage) => void>();
  const seen = (u: TableUpdate) => {
    if (!latest || u.seq > latest.seq) latest = u;
  };
  onPush((m) => {
    if (m.kind === 'update') seen(m.update);
    for (const l of listeners) l(m);
  });
  const catchUp = async () => {
    const cur = await send('currentMatch', null);
    if (!cur.ok || !cur.value) return;
    const update = cur.value as TableUpdate;
    seen(update);
    for (const l of listeners) l({ kind: 'update', update });
  };
  const call = async (method: Method, request: unknown): Promise<Reply<unknown>> => {
    let payload = request;
    if (method === 'closeMatch') payload = latest ? { matchId: latest.matchId } : request;
    else if (method === 'act' || method === 'confirmCurtain' || method === 'undo' || method === 'hint' || method === 'checkMove') {
      payload = latest ? { ...(request as object), matchId: latest.matchId, version: latest.version } : request;
    }
    const reply = await send(method, payload);
    if (reply.ok && TABLE_REPLIES.has(method) && reply.value) seen(reply.value as TableUpdate);
    if (reply.ok && method === 'closeMatch') latest = null;
    if (!reply.ok && BEHIND.has(reply.error.code)) void catchUp();
    return reply;
  };
  const api: Record<string, unknown> = {
    onPush: (l: (m: PushMessage) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  for (const method of METHODS) api[method] = (request: unknown) => call(method, request);
  return api as unknown as CardTableApi;
}

export function createBridge(): Bridge {
  const preload = window.cardTable;
  if (preload) {
    const send: Send = (method, payload) => (preload[method] as (r: unknown) => Promise<Reply<unknown>>)(payload);
    return { api: matchAwareApi(send, (l) => preload.onPush(l)), onConnection: () => () => undefined };
  }
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const client = new WsClient(`${proto}//${location.host}${WS_PATH}`);
  return { api: matchAwareApi((m, p) => client.request(m, p), (l) => client.onPush(l)), onConnection: (l) => client.onConnection(l) };
}
