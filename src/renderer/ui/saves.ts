/**
 * Saves: one row per save with Load, Watch again, Export (finished games only) and Delete, and Import under the list; files
 * that could not be read are listed with the reason. A save still being checked in the background is marked so
 * until its `saveChecked` push arrives (it can be opened meanwhile: opening checks it first).
 */
import { MAX_IMPORT_CHARS } from '../../common/names';
import { formatDate, formatList, shownName, t } from '../i18n';
import type { SaveMeta, SetAsideSave } from '../../common/contract';
import { type AppContext, gameName, problemText, showError } from './app';
import { confirmDialog } from './dialog';
import { h } from './dom';
import { toast } from './toast';

/** Files that could not be read, each with where it is now and why: a notice above a list. */
export function setAsideNotice(intro: string, files: readonly SetAsideSave[]): HTMLElement {
  return h(
    'div',
    { className: 'notice', role: 'note' },
    h('p', {}, intro),
    h('ul', {}, ...files.map((s) => h('li', {}, t('saves.setAsideItem', { file: s.file, problemText: problemText(s.problem, s.reason) })))),
  );
}

/** `found`: the save to point out (an import of a game already listed): its row is marked, scrolled to and its Load focused. */
export async function renderSaves(root: HTMLElement, ctx: AppContext, found?: string): Promise<void> {
  const body = h('div', { className: 'saves-body' }, h('p', { className: 'muted' }, t('common.loading')));
  const section = h(
    'section',
    { className: 'panel saves', 'aria-labelledby': 'saves-h' },
    h('h1', { id: 'saves-h' }, t('saves.heading')),
    body,
    h('div', { className: 'form-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => ctx.showMenu() }, t('saves.back')), importButton(root, ctx)),
  );
  root.append(section);
  checkedMeanwhile.clear();
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
  for (const s of saves) tbody.append(saveRow(root, ctx, s, found));
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
  shown = { root, ctx, tbody };
  // checks that finished while the list was on its way
  for (const [id, meta] of [...checkedMeanwhile]) saveChecked(id, meta);
  const foundRow = found ? tbody.querySelector<HTMLElement>('tr.found') : null;
  foundRow?.scrollIntoView({ block: 'nearest' });
  foundRow?.querySelector<HTMLElement>('button')?.focus();
}

/** The saves table on screen, for the background checks' pushes. */
let shown: { root: HTMLElement; ctx: AppContext; tbody: HTMLElement } | null = null;
/** Checks that finished since the list was asked for: one may end before its row is drawn. */
const checkedMeanwhile = new Map<string, SaveMeta | null>();

/**
 * A save's background check finished (the `saveChecked` push): its row loses its "checking" mark (or says
 * it could not be checked), or, when
 * it failed and was set aside, the screen is listed again (it names the file set aside).
 */
export function saveChecked(id: string, meta: SaveMeta | null): void {
  checkedMeanwhile.set(id, meta);
  if (!shown?.tbody.isConnected) return;
  const row = [...shown.tbody.querySelectorAll<HTMLElement>('tr[data-save]')].find((r) => r.dataset.save === id);
  if (!row) return;
  const { root, ctx } = shown;
  if (!meta) {
    root.replaceChildren();
    void renderSaves(root, ctx);
    return;
  }
  const focused = [...row.querySelectorAll('button')].findIndex((b) => b === document.activeElement);
  const fresh = saveRow(root, ctx, meta, row.classList.contains('found') ? meta.id : undefined);
  row.replaceWith(fresh);
  if (focused >= 0) fresh.querySelectorAll('button')[focused]?.focus();
}

/** One save's row: what it is, and Load, Watch again, Export and Delete. */
function saveRow(root: HTMLElement, ctx: AppContext, s: SaveMeta, found?: string): HTMLElement {
  const game = gameName(s.gameId);
  const players = formatList(s.players.map(shownName));
  return h(
    'tr',
    { className: s.id === found ? 'found' : '', 'data-save': s.id },
    h(
      'td',
      {},
      game,
      s.lesson ? h('span', { className: 'badge lesson' }, t('lesson.saveMark')) : null,
      s.imported ? h('span', { className: 'badge imported' }, t('saves.importedMark')) : null,
      s.finished ? h('span', { className: 'badge' }, t('saves.finished')) : null,
      s.checking ? h('span', { className: 'badge checking', title: t('saves.checkingTitle'), 'data-testid': 'save-checking' }, t('saves.checkingMark')) : null,
      s.notChecked ? h('span', { className: 'badge checking', title: t('saves.notCheckedTitle'), 'data-testid': 'save-not-checked' }, t('saves.notCheckedMark')) : null,
    ),
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
      h('button', { type: 'button', className: 'btn small', 'aria-label': t('replay.watchLabel', { game, players }), onclick: () => void ctx.openReplay(s.id) }, t('replay.watch')),
      // only a finished game is exported: a running game's file would show every hidden card
      s.finished
        ? h('button', { type: 'button', className: 'btn small', 'aria-label': t('replay.exportLabel', { game, players }), onclick: () => void exportSave(ctx, s.id) }, t('replay.export'))
        : null,
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
}

// Replays

/** Downloads a save as a file (a Blob link: the browser's download, Electron's save dialog). */
async function exportSave(ctx: AppContext, id: string): Promise<void> {
  const file = await ctx.call('exportSave', { id });
  if (!file) return;
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = h('a', { href: url, download: file.fileName, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Import a game…": a file chooser; the file is verified by main like any save and added under a new id. */
function importButton(root: HTMLElement, ctx: AppContext): HTMLElement {
  const input = h('input', { type: 'file', accept: '.json,application/json', hidden: true, 'data-import': 'file' });
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // a byte is at least a quarter of a character: a larger file cannot fit
    const text = file.size > MAX_IMPORT_CHARS * 4 ? null : await file.text();
    if (text === null || text.length > MAX_IMPORT_CHARS) return toast(t('err.importTooLarge'), 'error');
    const reply = await ctx.api.importSave({ fileName: file.name.slice(0, 255), text });
    // the same game already listed: nothing is added, its row is pointed out
    const listed = !reply.ok && reply.error.code === 'importDuplicate' ? String(reply.error.params?.id ?? '') : undefined;
    if (!reply.ok && listed === undefined) return showError(reply.error);
    if (reply.ok) toast(t('replay.imported', { game: gameName(reply.value.gameId), players: formatList(reply.value.players.map(shownName)) }), 'info');
    else toast(t('saves.alreadyListed'), 'info');
    root.replaceChildren();
    await renderSaves(root, ctx, listed);
  });
  return h('span', {}, input, h('button', { type: 'button', className: 'btn', onclick: () => input.click() }, t('replay.import')));
}
