/**
 * The final score: places, points, the tie-break figure, winner(s), why it ended; New game / Menu.
 * A game adds its own section (its column names, its words for why it ended, what it shows below).
 */
import type { SeatConfig } from '../../common/contract';
import type { Outcome } from '../../common/engine-types';
import { formatList, t, tOr } from '../i18n';
import { openDialog, type DialogHandle } from './dialog';
import { h } from './dom';

export interface ResultsSection {
  /** Why the game ended, in the game's own terms. */
  reason?: string;
  /** The points column's heading. */
  pointsLabel?: string;
  /** The tie-break column's heading. */
  tiebreakLabel?: string;
  /** Shown under the score table (medals, score sheets). */
  below?: Node[];
  /** Ranks before the points, higher first, one figure per seat (e.g. how long a player stayed in the game). */
  standing?: number[];
  /** One more column after the points, a cell per seat (e.g. the round a player fell). */
  column?: { label: string; cells: string[] };
}

/** The players' updated records under the score: a title and one sentence per person. */
export interface ResultsRecords {
  title: string;
  lines: string[];
}

/** Seats best first with their places: by standing (if given), then points, then the tie-break; equal seats share a place. */
export function placesOf(seatCount: number, outcome: Pick<Outcome, 'scores' | 'tiebreak'>, standing: readonly number[] = []): { seat: number; place: number }[] {
  const order = Array.from({ length: seatCount }, (_, i) => i).sort(
    (a, b) => (standing[b] ?? 0) - (standing[a] ?? 0) || (outcome.scores[b] ?? 0) - (outcome.scores[a] ?? 0) || (outcome.tiebreak?.[b] ?? 0) - (outcome.tiebreak?.[a] ?? 0),
  );
  let place = 0;
  let prevKey = '';
  return order.map((seat, idx) => {
    const key = `${standing[seat] ?? ''}|${outcome.scores[seat]}|${outcome.tiebreak?.[seat] ?? ''}`;
    if (key !== prevKey) place = idx + 1;
    prevKey = key;
    return { seat, place };
  });
}

export function showResults(
  seats: SeatConfig[],
  outcome: Outcome,
  handlers: { onNewGame: () => void; onMenu: () => void; onWatch: () => void; records?: () => Promise<ResultsRecords | null> },
  section: ResultsSection = {},
): DialogHandle {
  const winners = outcome.winners.map((s) => seats[s]?.name ?? `#${s + 1}`);
  const topScore = Math.max(...outcome.scores);
  const tiedOnPoints = outcome.scores.filter((s) => s === topScore).length > 1 && !!outcome.tiebreak;
  const rows = placesOf(seats.length, outcome, section.standing).map(({ seat, place }) => {
    const won = outcome.winners.includes(seat);
    return h(
      'tr',
      { className: won ? 'winner' : '' },
      h('td', { className: 'num' }, won ? `★ ${place}` : String(place)),
      h('th', { scope: 'row' }, seats[seat]?.name ?? ''),
      h('td', { className: 'num' }, String(outcome.scores[seat] ?? 0)),
      outcome.tiebreak ? h('td', { className: 'num' }, String(outcome.tiebreak[seat] ?? 0)) : null,
      section.column ? h('td', {}, section.column.cells[seat] ?? '') : null,
    );
  });
  let handle: DialogHandle | null = null;
  // Records: filled in when the results log answers
  const recordsBox = h('div', { className: 'results-records', 'aria-live': 'polite' });
  void handlers.records?.()
    .then((records) => {
      if (!records || records.lines.length === 0) return;
      recordsBox.append(h('h3', {}, records.title), h('ul', {}, ...records.lines.map((line) => h('li', {}, line))));
    })
    .catch(() => undefined); // no connection: the score stands without the records
  const body = [
    h('p', { className: 'results-winner' }, winners.length === 1 ? t('results.winner', { name: winners[0]! }) : t('results.shared', { names: formatList(winners) })),
    h('p', { className: 'muted' }, section.reason ?? tOr(`results.reason.${outcome.reason}`, t('results.reason.other'))),
    tiedOnPoints ? h('p', { className: 'muted' }, t('results.tiebreak')) : null,
    h(
      'table',
      { className: 'results-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col', className: 'num' }, t('results.place')),
          h('th', { scope: 'col' }, t('results.player')),
          h('th', { scope: 'col', className: 'num' }, section.pointsLabel ?? t('results.points')),
          outcome.tiebreak ? h('th', { scope: 'col', className: 'num' }, section.tiebreakLabel ?? t('results.cards')) : null,
          section.column ? h('th', { scope: 'col' }, section.column.label) : null,
        ),
      ),
      h('tbody', {}, ...rows),
    ),
    ...(section.below ?? []),
    recordsBox,
    h(
      'div',
      { className: 'dialog-actions' },
      h('button', { type: 'button', className: 'btn results-menu', onclick: () => { handle?.close(); handlers.onMenu(); } }, t('results.menu')),
      h('button', { type: 'button', className: 'btn results-watch', onclick: () => { handle?.close(); handlers.onWatch(); } }, t('replay.watch')),
      h('button', { type: 'button', className: 'btn primary results-new', autofocus: true, onclick: () => { handle?.close(); handlers.onNewGame(); } }, t('results.newGame')),
    ),
  ].filter((x): x is NonNullable<typeof x> => x !== null) as Node[];
  handle = openDialog(t('results.heading'), body, { className: 'results', cancellable: false });
  return handle;
}
