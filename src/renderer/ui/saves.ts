/** Saves: one row per save with Load and Delete; files that could not be read are listed with the reason. */
import { formatDate, formatList, t } from '../i18n';
import { type AppContext, gameName } from './app';
import { confirmDialog } from './dialog';
import { h } from './dom';

/** Files that could not be read, each with where it is now and why: a notice above a list. */
export function setAsideNotice(intro: string, files: readonly { file: string; reason: string }[]): HTMLElement {
  return h(
    'div',
    { className: 'notice', role: 'note' },
    h('p', {}, intro),
    h('ul', {}, ...files.map((s) => h('li', {}, t('saves.setAsideItem', { file: s.file, reason: s.reason })))),
  );
}

export async function renderSaves(root: HTMLElement, ctx: AppContext): Promise<void> {
  const body = h('div', { className: 'saves-body' }, h('p', { className: 'muted' }, t('common.loading')));
  const section = h(
    'section',
    { className: 'panel saves', 'aria-labelledby': 'saves-h' },
    h('h1', { id: 'saves-h' }, t('saves.heading')),
    body,
    h('div', { className: 'form-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => ctx.showMenu() }, t('saves.back'))),
  );
  root.append(section);
  const list = await ctx.call('listSaves', null);
  body.replaceChildren();
  if (!list) return;
  if (list.setAside.length > 0) body.append(setAsideNotice(t('saves.setAside'), list.setAside));
  if (list.saves.length === 0) {
    body.append(h('p', { className: 'empty' }, t('saves.empty')));
    return;
  }
  const saves = [...list.saves].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const tbody = h('tbody');
  for (const s of saves) {
    const game = gameName(s.gameId);
    const players = formatList(s.players);
    const row = h(
      'tr',
      {},
      h('td', {}, game, s.finished ? h('span', { className: 'badge' }, t('saves.finished')) : null),
      h('td', {}, players),
      h('td', { className: 'num' }, String(s.turn)),
      h('td', { className: 'nowrap' }, h('time', { datetime: s.updatedAt }, formatDate(s.updatedAt))),
      h(
        'td',
        {},
        h(
        'div',
        { className: 'row-actions' },
        h(
          'button',
          {
            type: 'button',
            className: 'btn small primary',
            'aria-label': t('saves.loadLabel', { game, players }),
            onclick: async () => {
              const update = await ctx.call('loadSave', { id: s.id });
              if (update) ctx.openTable(update, false);
            },
          },
          t('saves.load'),
        ),
        h(
          'button',
          {
            type: 'button',
            className: 'btn small danger',
            'aria-label': t('saves.deleteLabel', { game, players }),
            onclick: async () => {
              const ok = await confirmDialog(t('saves.delete'), t('saves.confirmDelete', { game, players }), t('common.yes'));
              if (!ok) return;
              await ctx.call('deleteSave', { id: s.id });
              root.replaceChildren();
              await renderSaves(root, ctx);
              root.querySelector<HTMLElement>('h1')?.focus();
            },
          },
          t('saves.delete'),
        ),
        ),
      ),
    );
    tbody.append(row);
  }
  body.append(
    h(
      'table',
      { className: 'saves-table' },
      h('caption', { className: 'sr-only' }, t('saves.heading')),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('saves.game')),
          h('th', { scope: 'col' }, t('saves.players')),
          h('th', { scope: 'col', className: 'num' }, t('saves.turn')),
          h('th', { scope: 'col' }, t('saves.date')),
          h('th', { scope: 'col' }, h('span', { className: 'sr-only' }, t('saves.actions'))),
        ),
      ),
      tbody,
    ),
  );
}
