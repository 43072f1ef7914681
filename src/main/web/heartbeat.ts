/**
 * Keeps a WebSocket server's connections honest about being alive: each is pinged on every beat, and one
 * not heard from (a pong or a message) since the last beat is dropped. The browser host and the party
 * listener both use it.
 */
import type { RawData, WebSocket, WebSocketServer } from 'ws';

export class Heartbeat {
  private readonly answered = new WeakSet<WebSocket>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(wss: WebSocketServer, everyMs: number) {
    this.timer = setInterval(() => {
      for (const ws of wss.clients) {
        if (!this.answered.has(ws)) {
          ws.terminate();
          continue;
        }
        this.answered.delete(ws);
        ws.ping();
      }
    }, everyMs);
    this.timer.unref();
  }

  /** A new connection: it counts as heard from now, and its pongs and messages count later. */
  watch(ws: WebSocket): void {
    this.answered.add(ws);
    ws.on('pong', () => this.answered.add(ws));
    ws.on('message', () => this.answered.add(ws));
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** A text frame's text, whatever form `ws` delivered it in. */
export function frameText(data: RawData): string {
  return Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
}
