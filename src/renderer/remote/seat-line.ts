/**
 * A seat's line to the table, whatever carries it: the party phone protocol's texts (PhoneRequest out,
 * PhoneFrame in, src/common/party.ts) over the LAN listener's WebSocket or over the relay's sealed channel.
 * The phone page and the remote table both speak through one; neither knows which it is.
 */
import { RELAY_CLOSE, RELAY_KICK_CODES, RELAY_REFUSE } from '../../common/relay-protocol';

export interface SeatLineEvents {
  /** The line is up: requests may be sent (again, after a drop). */
  open(): void;
  text(text: string): void;
  /** The line dropped and comes back by itself (the relay's reconnection): nothing to do but wait. */
  lost(): void;
  /**
   * The line ended with a phone close code (4001 released ... 4006 too fast; others: dropped) and its
   * reason; a new line must be opened to go on.
   */
  closed(code: number, reason: string): void;
}

export interface SeatLine {
  /** Sends a text; false when the line is not up (nothing was sent). */
  send(text: string): boolean;
  /** Ends the line from this side (no `closed` event follows). */
  close(): void;
}

export type OpenSeatLine = (events: SeatLineEvents) => SeatLine;

/** Close codes after which a seat is not taken back by itself (released, taken over, revoked, closed). */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4001, 4002, 4004, 4005]);
/** Another device plays the seat: tried again a little later. */
export const SEAT_TAKEN_CODE = 4003;

/** The phone close codes' reasons (PHONE_CLOSE in the listener): what the LAN WebSocket carries itself. */
export const PHONE_CLOSE_REASONS: Readonly<Record<number, string>> = { 4001: 'released', 4002: 'takenOver', 4003: 'seatTaken', 4004: 'revoked', 4005: 'closed', 4006: 'tooFast' };

/** The LAN listener's phone WebSocket at `url`. */
export function lanSeatLine(url: string): OpenSeatLine {
  return (events) => {
    const socket = new WebSocket(url);
    let ended = false;
    socket.addEventListener('open', () => events.open());
    socket.addEventListener('message', (ev) => {
      if (typeof ev.data === 'string') events.text(ev.data);
    });
    socket.addEventListener('close', (ev) => {
      if (ended) return;
      ended = true;
      events.closed(ev.code, ev.reason);
    });
    return {
      send(text) {
        if (socket.readyState !== WebSocket.OPEN) return false;
        socket.send(text);
        return true;
      },
      close() {
        ended = true;
        socket.close();
      },
    };
  };
}

/** Relay kicks carry a phone close code + this (see RELAY_PHONE_CLOSE_OFFSET on the host). */
const KICK_OFFSET = 100;
/** A line that dropped for an unknown reason: the page tries again. */
export const DROPPED = 1006;

/** The phone close code for a relay close or refusal code. */
export function phoneCode(relayCode: number): number {
  if (relayCode >= RELAY_KICK_CODES.min && relayCode < RELAY_KICK_CODES.min + 100) return relayCode - KICK_OFFSET;
  if (relayCode === RELAY_CLOSE.revoked || relayCode === RELAY_REFUSE.badProof) return 4004;
  if (relayCode === RELAY_CLOSE.roomClosed) return 4005;
  if (relayCode === RELAY_CLOSE.tooFast) return 4006;
  if (relayCode === RELAY_REFUSE.seatTaken) return 4003;
  return DROPPED;
}
