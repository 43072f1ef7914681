/**
 * A seat's page served by the relay: what its link says (the fragment after #, which the browser never
 * sends anywhere), and which view the friend chose — the phone page at `/` or the whole table at `/table`.
 */
import { parseRelayLink, RelayLinkError, type RelayLinkProblem } from '../../common/relay-link';
import { SEAT_VIEW_PATHS } from './views';

export type SeatPageLink =
  | { kind: 'link'; link: string; seat: number }
  /** The page was opened without a seat's fragment. */
  | { kind: 'none' }
  | { kind: 'bad'; problem: RelayLinkProblem; message: string }
  /** WebCrypto is only given to secure contexts: https, or http on the loopback. */
  | { kind: 'insecure' };

/** The seat link the page was opened with: its own address with the table view's path taken off. */
export function seatLinkOfPage(loc: Pick<Location, 'href' | 'hash'> = location, subtle: unknown = globalThis.crypto?.subtle): SeatPageLink {
  if (!loc.hash || loc.hash === '#') return { kind: 'none' };
  if (!subtle) return { kind: 'insecure' };
  const url = new URL(loc.href);
  if (url.pathname.endsWith(SEAT_VIEW_PATHS.table)) url.pathname = url.pathname.slice(0, -SEAT_VIEW_PATHS.table.length) + '/';
  try {
    const link = url.toString();
    return { kind: 'link', link, seat: parseRelayLink(link).seat };
  } catch (e) {
    if (e instanceof RelayLinkError) return { kind: 'bad', problem: e.problem, message: e.message };
    throw e;
  }
}
