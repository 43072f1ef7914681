/**
 * The two views of a seat opened from its link: the phone page (`/`) and the whole table (`/table`). The
 * friend's choice is kept in this browser; with none, a small or touch screen gets the phone page.
 */

export type SeatView = 'phone' | 'table';

export const SEAT_VIEW_PATHS: Readonly<Record<SeatView, string>> = { phone: '/', table: '/table' };

const VIEW_KEY = 'card-table-seat-view';

/** A screen where the whole table fits and a mouse points: the table view. */
const TABLE_SCREEN = '(min-width: 900px) and (min-height: 560px) and (pointer: fine)';

export function chosenView(): SeatView | null {
  const v = localStorage.getItem(VIEW_KEY);
  return v === 'phone' || v === 'table' ? v : null;
}

export function viewFor(chosen: SeatView | null, tableFits: boolean): SeatView {
  return chosen ?? (tableFits ? 'table' : 'phone');
}

/** The view this browser should show now. */
export function currentChoice(): SeatView {
  return viewFor(chosenView(), matchMedia(TABLE_SCREEN).matches);
}

/** The address of `view` for the same seat (the fragment goes along; the relay never sees it). */
export function viewAddress(view: SeatView, loc: Pick<Location, 'pathname' | 'hash'> = location): string {
  const base = loc.pathname.endsWith(SEAT_VIEW_PATHS.table) ? loc.pathname.slice(0, -SEAT_VIEW_PATHS.table.length) : loc.pathname.replace(/\/$/, '');
  return `${base}${SEAT_VIEW_PATHS[view]}${loc.hash}`;
}

/** Keeps the friend's choice and opens that view. */
export function switchView(view: SeatView): void {
  localStorage.setItem(VIEW_KEY, view);
  location.assign(viewAddress(view));
}
