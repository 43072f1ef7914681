/**
 * Players: every person's and every bot level's record from finished games (all games or one), merging
 * two names that are one person (and separating them again), and the sentences the end-of-game screen shows.
 */
import type { TableUpdate } from '../../common/contract';
import type { GameId } from '../../common/names';
import { GAME_IDS } from '../../common/names';
import { resolveName, type PlayerRecord, type RecordsList, type RecordStats } from '../../common/records';
import { formatDate, language, ordinalFeminine, t } from '../i18n';
import { type AppContext, errorText, gameName } from './app';
import { openDialog } from './dialog';
import { h } from './dom';
import type { ResultsRecords } from './results';
import { setAsideNotice } from './saves';

type Filter = GameId | 'all';

function statsFor(p: PlayerRecord, filter: Filter): RecordStats | undefined {
  return filter === 'all' ? p.all : p.games[filter];
}

const percent = (x: number): string => new Intl.NumberFormat(language(), { style: 'percent', maximumFractionDigits: 0 }).format(x);
const decimal = (x: number): string => new Intl.NumberFormat(language(), { maximumFractionDigits: 1 }).format(x);

export function botName(level: string): string {
  return t('players.botName', { level: t(`level.${level}` as 'level.easy').toLocaleLowerCase(language()) });
}

/** "Olena: 3rd win in a row" after a win that extends a streak, else "Taras: 5 games, 2 won". */
export function recordLine(name: string, stats: RecordStats, wonNow: boolean): string {
  if (wonNow && stats.currentStreak >= 2) return t('records.streak', { name, ordinal: ordinalFeminine(stats.currentStreak) });
  return t('records.summary', { name, games: t('records.games', { count: stats.played }), wins: t('records.wins', { count: stats.won }) });
}

/** The end-of-game sentences for the human seats, in this game (none for a person not yet recorded). */
export function recordLines(list: RecordsList, gameId: GameId, seats: readonly { name: string; kind: string }[], winners: readonly number[]): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  seats.forEach((seat, i) => {
    if (seat.kind !== 'human') return;
    const name = resolveName(seat.name, list.merges);
    if (seen.has(name)) return;
    seen.add(name);
    const stats = list.players.find((p) => p.bot === null && p.name === name)?.games[gameId];
    if (stats) lines.push(recordLine(name, stats, winners.includes(i)));
  });
  return lines;
}

/** The humans' updated records in the game `u` ended, for the end-of-game screen. */
export async function resultsRecords(ctx: AppContext, u: TableUpdate): Promise<ResultsRecords | null> {
  const list = await ctx.call('listRecords', null);
  if (!list || !u.outcome) return null;
  return { title: t('records.heading', { game: gameName(u.gameId) }), lines: recordLines(list, u.gameId, u.seats, u.outcome.winners) };
}

function statsTable(caption: string, rows: { label: string; stats: RecordStats }[]): HTMLTableElement {
  const head = [t('players.played'), t('players.won'), t('players.winRate'), t('players.best'), t('players.average'), t('players.streak'), t('players.longest')];
  return h(
    'table',
    { className: 'saves-table players-table' },
    h('caption', {}, caption),
    h(
      'thead',
      {},
      h('tr', {}, h('th', { scope: 'col' }, t('players.name')), ...head.map((x) => h('th', { scope: 'col', className: 'num' }, x)), h('th', { scope: 'col' }, t('players.last'))),
    ),
    h(
      'tbody',
      {},
      ...rows.map(({ label, stats: s }) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, label),
          ...[String(s.played), String(s.won), percent(s.winRate), decimal(s.bestScore), decimal(s.averageScore), String(s.currentStreak), String(s.longestStreak)].map((x) => h('td', { className: 'num' }, x)),
          h('td', { className: 'nowrap' }, h('time', { datetime: s.lastPlayed }, formatDate(s.lastPlayed))),
        ),
      ),
    ),
  );
}

export async function renderPlayers(root: HTMLElement, ctx: AppContext, filter: Filter = 'all'): Promise<void> {
  const body = h('div', { className: 'players-body' }, h('p', { className: 'muted' }, t('common.loading')));
  root.append(
    h(
      'section',
      { className: 'panel records-screen', 'aria-labelledby': 'players-h' },
      h('h1', { id: 'players-h' }, t('players.heading')),
      body,
      h('div', { className: 'form-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => ctx.showMenu() }, t('players.back'))),
    ),
  );
  const list = await ctx.call('listRecords', null);
  if (list) showList(body, ctx, list, filter);
  else body.replaceChildren();
}

function showList(body: HTMLElement, ctx: AppContext, list: RecordsList, filter: Filter): void {
  const redraw = (next: RecordsList, nextFilter: Filter): void => showList(body, ctx, next, nextFilter);
  body.replaceChildren();
  if (list.setAside.length > 0) body.append(setAsideNotice(t('players.setAside'), list.setAside.map((s) => ({ ...s, problem: 'records' as const }))));
  if (list.writeError) body.append(h('div', { className: 'notice', role: 'alert' }, h('p', {}, t('players.writeError', { error: list.writeError }))));
  if (list.results === 0) {
    body.append(h('p', { className: 'empty' }, t('players.empty')));
    return;
  }
  const played = GAME_IDS.filter((g) => list.players.some((p) => p.games[g]));
  const select = h(
    'select',
    { id: 'players-filter', onchange: () => redraw(list, select.value as Filter) },
    h('option', { value: 'all', selected: filter === 'all' }, t('players.allGames')),
    ...played.map((g) => h('option', { value: g, selected: filter === g }, gameName(g))),
  );
  const people = list.players.filter((p) => p.bot === null);
  const mergeButton = h('button', { type: 'button', className: 'btn', disabled: people.length < 2, onclick: () => openMerge(ctx, people.map((p) => p.name), (next) => redraw(next, filter)) }, t('players.merge'));
  body.append(h('div', { className: 'players-tools' }, h('div', { className: 'field' }, h('label', { for: 'players-filter' }, t('players.filter')), select), mergeButton));

  const rows = (records: PlayerRecord[]) => records.flatMap((p) => {
    const stats = statsFor(p, filter);
    return stats ? [{ label: p.bot === null ? p.name : botName(p.bot), stats }] : [];
  });
  const peopleRows = rows(people);
  const botRows = rows(list.players.filter((p) => p.bot !== null));
  if (peopleRows.length === 0 && botRows.length === 0) {
    body.append(h('p', { className: 'empty' }, t('players.emptyGame', { game: filter === 'all' ? t('players.allGames') : gameName(filter) })));
  }
  if (peopleRows.length > 0) body.append(statsTable(t('players.people'), peopleRows));
  if (botRows.length > 0) body.append(statsTable(t('players.bots'), botRows));
  if (list.merges.length > 0) {
    body.append(
      h('h2', {}, t('players.merged')),
      h(
        'ul',
        { className: 'merge-list' },
        ...list.merges.map((m) =>
          h(
            'li',
            {},
            h('span', {}, t('players.mergedItem', { from: m.from, into: m.into })),
            h(
              'button',
              {
                type: 'button',
                className: 'btn small',
                'aria-label': t('players.unmergeLabel', { from: m.from, into: m.into }),
                onclick: async () => {
                  const next = await ctx.call('unmergePlayers', { from: m.from });
                  if (next) redraw(next, filter);
                },
              },
              t('players.unmerge'),
            ),
          ),
        ),
      ),
    );
  }
}

/** Choose two names, see what the merge means, confirm. */
function openMerge(ctx: AppContext, names: string[], done: (next: RecordsList) => void): void {
  const options = (selected: string) => names.map((n) => h('option', { value: n, selected: n === selected }, n));
  const from = h('select', { id: 'merge-from' }, ...options(names[1] ?? ''));
  const into = h('select', { id: 'merge-into' }, ...options(names[0] ?? ''));
  const explain = h('p', { className: 'muted', 'aria-live': 'polite' });
  const error = h('p', { className: 'form-error', role: 'alert' });
  const confirm = h('button', { type: 'button', className: 'btn primary' }, t('players.mergeConfirm'));
  const refresh = (): void => {
    const same = from.value === into.value;
    confirm.disabled = same;
    explain.textContent = same ? t('players.mergeSame') : t('players.mergeSure', { from: from.value, into: into.value });
    error.textContent = '';
  };
  from.addEventListener('change', refresh);
  into.addEventListener('change', refresh);
  confirm.addEventListener('click', async () => {
    const reply = await ctx.callRaw('mergePlayers', { from: from.value, into: into.value });
    if (!reply.ok) {
      error.textContent = errorText(reply.error);
      return;
    }
    handle.close();
    done(reply.value);
  });
  const handle = openDialog(t('players.mergeHeading'), [
    h('p', {}, t('players.mergeHint')),
    h(
      'div',
      { className: 'merge-fields' },
      h('div', { className: 'field' }, h('label', { for: 'merge-from' }, t('players.mergeFrom')), from),
      h('div', { className: 'field' }, h('label', { for: 'merge-into' }, t('players.mergeInto')), into),
    ),
    explain,
    error,
    h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => handle.close() }, t('common.cancel')), confirm),
  ]);
  refresh();
}
