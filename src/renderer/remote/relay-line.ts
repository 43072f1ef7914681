/**
 * A seat's line through the relay (SeatRelay, sealed end to end with the key of the seat's link). The
 * host closes a relay seat with its phone close code + 100 (41xx, the relay's kick codes): read back here,
 * so the pages see the same codes as on the LAN. The relay's own refusals map to the nearest phone code.
 */
import { SeatRelay } from '../../common/relay-channel';
import { DROPPED, phoneCode, PHONE_CLOSE_REASONS, type OpenSeatLine } from './seat-line';

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
