/**
 * One seat's connection as party mode handles it, whatever carries it: a phone's WebSocket on the LAN
 * listener, or a seat's sealed channel through the relay (relay-socket.ts). Party keeps the seats, their
 * redaction and updates; a transport only delivers texts, closes with a phone close code and says when it ended.
 */
import type { WebSocket } from 'ws';
import type { PhoneFrame } from '../../common/party';
import type { RelaySeatSocket } from '../../common/relay-socket';
import { frameText } from './heartbeat';

/** What one phone connection may have waiting to be sent. */
const PHONE_MAX_BUFFERED = 1024 * 1024;
/** Relay kicks use 4100-4999: a phone close code 40xx goes as 41xx (the phone page reads it back). */
export const RELAY_PHONE_CLOSE_OFFSET = 100;

export interface SeatConnection {
  readonly open: boolean;
  /** The LAN address it comes from (the guesser's per-address wait); null through the relay. */
  readonly address: string | null;
  send(text: string): void;
  /** Closes it with a phone close code (PHONE_CLOSE); a flood is cut off soon after whatever is on its way. */
  close(code: number, reason: string): void;
  /** A frame arrived: its text, or null for a binary frame (counted against the phone's rate, then ignored). */
  onText(listener: (text: string | null) => void): void;
  onEnd(listener: () => void): void;
}

export function lanSeatConnection(ws: WebSocket, address: string): SeatConnection {
  return {
    get open() {
      return ws.readyState === ws.OPEN;
    },
    address,
    send(text) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount + Buffer.byteLength(text) > PHONE_MAX_BUFFERED) {
        ws.terminate();
        return;
      }
      ws.send(text);
    },
    close(code, reason) {
      if (ws.readyState !== ws.OPEN) return;
      ws.close(code, reason);
      setTimeout(() => ws.terminate(), 1000).unref();
    },
    onText(listener) {
      ws.on('message', (data, isBinary) => {
        listener(isBinary ? null : frameText(data));
      });
    },
    onEnd(listener) {
      ws.on('error', () => ws.terminate());
      ws.on('close', () => listener());
    },
  };
}

export function relaySeatConnection(socket: RelaySeatSocket): SeatConnection {
  return {
    get open() {
      return socket.open;
    },
    address: null,
    send: (text) => socket.send(text),
    close: (code) => socket.close(code + RELAY_PHONE_CLOSE_OFFSET),
    onText(listener) {
      socket.onText = listener;
    },
    onEnd(listener) {
      socket.onClose = () => listener();
    },
  };
}

/** Sends a phone frame (nothing once the connection ended). */
export function sendFrame(conn: SeatConnection, frame: PhoneFrame): void {
  if (conn.open) conn.send(JSON.stringify(frame));
}

/** Says why, then closes: the phone shows the message and does not reconnect by itself. */
export function closeWithMessage(conn: SeatConnection, code: number, reason: string, message: string): void {
  sendFrame(conn, { push: { kind: 'closed', code: reason, message } });
  conn.close(code, reason);
}
