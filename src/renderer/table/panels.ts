/** A player's panel beside the table: name, human or bot, who is to move; the game adds the rest. */
import type { SeatConfig, TableUpdate } from '../../common/contract';
import { t } from '../i18n';
import { h } from '../ui/dom';
import { markPhoneSeat } from '../ui/party';

export interface SeatState {
  active: boolean;
  /** Deciding now (may differ from the active seat in a reaction window). */
  deciding: boolean;
  /** Marks the active seat as strongly as a deciding one (for games with no reaction windows). */
  markActive?: boolean;
}

export function seatPanel(seat: SeatConfig, index: number, state: SeatState, ...body: (Node | null)[]): HTMLElement {
  const { active, deciding } = state;
  const badge = seat.kind === 'bot' ? t('table.bot', { level: t(`level.${seat.level ?? 'normal'}` as 'level.easy') }) : t('table.human');
  const marker = deciding
    ? h('span', { className: 'marker' }, `▶ ${t('table.deciding')}`)
    : active
      ? state.markActive
        ? h('span', { className: 'marker' }, `▶ ${t('table.active')}`)
        : h('span', { className: 'marker dim' }, t('table.active'))
      : null;
  return h(
    'li',
    { className: `panel-seat${active ? ' active' : ''}${deciding ? ' deciding' : ''}`, 'data-seat': index, 'aria-current': active ? 'true' : null },
    h('div', { className: 'panel-head' }, h('span', { className: 'seat-name' }, seat.name), h('span', { className: `badge ${seat.kind}` }, badge), marker),
    ...body,
  );
}

/**
 * One panel per seat the view has a player for, marked active or deciding until the game is over;
 * `body` draws the game's part of each panel.
 */
export function seatPanels<P>(u: TableUpdate, view: { players: readonly P[]; active: number }, over: boolean, body: (player: P, seat: number) => (Node | null)[]): HTMLElement[] {
  return u.seats.flatMap((seat, i) => {
    const player = view.players[i];
    if (!player) return [];
    const panel = seatPanel(seat, i, { active: view.active === i && !over, deciding: u.actors.includes(i) && !over }, ...body(player, i));
    markPhoneSeat(panel, u.phones?.find((p) => p.seat === i));
    return [panel];
  });
}
