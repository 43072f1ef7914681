/**
 * Join a game in the app: the seat's line through the app's own host (the main process holds the seat's
 * end of the sealed channel, src/main/join/seat-join.ts), so this renderer connects to no relay and no page
 * the relay serves runs. The link stays in this window's session storage while the seat is played (a
 * reload keeps the seat) and goes when the player leaves.
 */
import type { CardTableApi } from '../../common/contract';
import { DROPPED, phoneCode, PHONE_CLOSE_REASONS, type OpenSeatLine } from './seat-line';

const JOIN_KEY = 'card-table-join';
/** The app's page while it plays a seat joined by link. */
export const JOINED_HASH = '#joined';

/** Plays the seat of `link` in this window: keeps the link and opens the joined table. */
export function joinInThisWindow(link: string): void {
  sessionStorage.setItem(JOIN_KEY, link);
  location.hash = JOINED_HASH;
  location.reload();
}

/** The link of the seat this window plays, or null. */
export function joinedLink(): string | null {
  return location.hash === JOINED_HASH ? sessionStorage.getItem(JOIN_KEY) : null;
}

/** Leaves the seat and goes back to the app's menu. */
export async function leaveJoinedSeat(api: CardTableApi): Promise<void> {
  sessionStorage.removeItem(JOIN_KEY);
  await api.joinClose(null);
  location.hash = '';
  location.reload();
}

/** The seat of `link` through the app's host: its frames come as pushes, requests go as joinSend. */
export function joinSeatLine(api: CardTableApi, link: string): OpenSeatLine {
  return (events) => {
    let ended = false;
    let up = false;
    const end = (code: number): void => {
      if (ended) return;
      ended = true;
      up = false;
      stop();
      events.closed(code, PHONE_CLOSE_REASONS[code] ?? '');
    };
    const stop = api.onPush((m) => {
      if (ended) return;
      if (m.kind === 'joinFrame') events.text(m.text);
      else if (m.kind !== 'joinState') return;
      else if (m.state === 'away') {
        up = false;
        events.lost();
      } else if (m.state === 'back') {
        up = true;
        events.open();
      } else if (m.state === 'closed') end(phoneCode(m.code ?? DROPPED));
    });
    void api.joinOpen({ link }).then((r) => {
      if (ended) return;
      if (r.ok) {
        up = true;
        events.open();
        return;
      }
      const relayCode = r.error.params?.code;
      end(typeof relayCode === 'number' ? phoneCode(relayCode) : DROPPED);
    });
    return {
      send(text) {
        if (!up) return false;
        void api.joinSend({ text });
        return true;
      },
      close() {
        ended = true;
        stop();
        void api.joinClose(null);
      },
    };
  };
}
