/** The score sheet of every player for the whole game, and the short rules, as HTML. */
import type { WordsView } from '../../../common/games/words';
import { t } from '../../i18n';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { keyboardSection } from '../../table/keyboard';
import { h } from '../../ui/dom';
import { letterFace } from './compose';

/** One table per player: each word with its letters and points, then words total, cards held and score. */
export function scoreSheet(view: WordsView, name: (seat: number) => string): HTMLElement {
  return h(
    'div',
    { className: 'sheets' },
    ...view.players.map((p, seat) => {
      const rows = p.words.map((r, i) =>
        h(
          'tr',
          {},
          h('td', { className: 'num muted' }, String(i + 1)),
          h('th', { scope: 'row', className: 'sheet-word' }, r.word),
          h('td', { className: 'sheet-letters' }, h('span', { className: 'mini-row', 'aria-hidden': 'true' }, ...r.cards.map((c) => letterFace(c, 'tiny'))), r.polysemyLetter ? h('span', { className: 'poly-note' }, t('words.sheet.polysemy', { letter: r.polysemyLetter })) : null),
          h('td', { className: 'num' }, r.doubled ? h('span', { className: 'x2', title: t('words.oneColour') }, '×2') : null, ` ${r.points}`),
        ),
      );
      return h(
        'section',
        { className: 'sheet', 'aria-label': t('words.sheetOf', { name: name(seat) }) },
        h('h3', {}, name(seat)),
        h(
          'table',
          { className: 'sheet-table' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col', className: 'num' }, '#'), h('th', { scope: 'col' }, t('words.sheet.word')), h('th', { scope: 'col' }, t('words.sheet.letters')), h('th', { scope: 'col', className: 'num' }, t('results.points')))),
          h('tbody', {}, ...(rows.length ? rows : [h('tr', {}, h('td', { colspan: 4, className: 'muted' }, t('words.noWordsYet')))])),
          h(
            'tfoot',
            {},
            h('tr', {}, h('th', { scope: 'row', colspan: 3 }, t('words.sheet.wordsTotal')), h('td', { className: 'num' }, String(p.wordPoints))),
            h('tr', {}, h('th', { scope: 'row', colspan: 3 }, t('words.sheet.cardsHeld')), h('td', { className: 'num' }, String(p.cardsHeld))),
            h('tr', { className: 'total' }, h('th', { scope: 'row', colspan: 3 }, t('words.sheet.score')), h('td', { className: 'num' }, String(p.score))),
          ),
        ),
      );
    }),
  );
}

/** The rules in short, in the player's language. */
export function showRules(onClose: () => void): DialogHandle {
  const paras = [...(['goal', 'compose', 'flip', 'pairs', 'prizes', 'end'] as const).map((k) => h('p', {}, h('strong', {}, t(`words.rules.${k}.h`)), ' ', t(`words.rules.${k}`))), keyboardSection([t('words.keys')])];
  let handle: DialogHandle | null = null;
  handle = openDialog(t('words.rules.heading'), [...paras, h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn primary', autofocus: true, onclick: () => handle?.close() }, t('common.close')))], {
    className: 'words-rules',
    onClose,
  });
  return handle;
}
