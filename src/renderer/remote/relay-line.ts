/**
 * A seat's line through the relay (SeatRelay, sealed end to end with the key of the seat's link). The
 * host closes a relay seat with its phone close code + 100 (41xx, the relay's kick codes): read back here,
 * so the pages see the same codes as on the LAN. The relay's own refusals map to the nearest phone code.
 */
import { SeatRelay } from '../../common/relay-channel';
import { RELAY_CLOSE, RELAY_KICK_CODES, RELAY_REFUSE } from '../../common/relay-protocol';
import { PHONE_CLOSE_REASONS, type OpenSeatLine } from './seat-line';

/** Relay kicks carry a phone close code + this (see RELAY_PHONE_CLOSE_OFFSET on the host). */
const KICK_OFFSET = 100;
/** A line that dropped for an unknown reason: the page tries again. */
const DROPPED = 1006;

/** The phone close code for a relay close or refusal code. */
export function phoneCode(relayCode: number): number {
  if (relayCode >= RELAY_KICK_CODES.min && relayCode < RELAY_KICK_CODES.min + 100) return relayCode - KICK_OFFSET;
  if (relayCode === RELAY_CLOSE.revoked || relayCode === RELAY_REFUSE.badProof) return 4004;
  if (relayCode === RELAY_CLOSE.roomClosed) return 4005;
  if (relayCode === RELAY_CLOSE.tooFast) return 4006;
  if (relayCode === RELAY_REFUSE.seatTaken) return 4003;
  return DROPPED;
}

function closeCodeOf(error: unknown): number {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? phoneCode(code) : DROPPED;
}

/** The seat of `link` through its relay. */
export function relaySeatLine(link: string): OpenSeatLine {
  return (events) => {
    let seat: SeatRelay | null = null;
    let up = false;
    let ended = false;
    const end = (code: number): void => {
      if (ended) return;
      ended = true;
      up = false;
      events.closed(code, PHONE_CLOSE_REASONS[code] ?? '');
    };
    SeatRelay.join(link).then(
      (joined) => {
        if (ended) return void joined.leave();
        seat = joined;
        joined.onText = (text) => events.text(text);
        joined.onConnection = (connected) => {
          up = connected;
          if (connected) events.open();
          else events.lost();
        };
        joined.onClosed = (code) => end(phoneCode(code));
        up = true;
        events.open();
      },
      (error: unknown) => end(closeCodeOf(error)),
    );
    return {
      send(text) {
        if (!seat || !up) return false;
        void seat.send(text).catch(() => undefined);
        return true;
      },
      close() {
        ended = true;
        void seat?.leave();
      },
    };
  };
}
