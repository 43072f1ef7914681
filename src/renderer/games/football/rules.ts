/**
 * Klepka Football's Rules dialog: the rules of shared/rules/klepka-football.md in short, for someone who
 * never played it (the goal, a turn, pairs, the four prize cards with their marks as their tooltips say them, the end),
 * then how to play at this table.
 */
import { t, type Key } from '../../i18n';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { keyboardSection } from '../../table/keyboard';
import { prizeGlyph } from './panels';

const PRIZES = ['yellow', 'red', 'var', 'playGame'] as const;

export function openRules(onClose: () => void): DialogHandle {
  const para = (key: Key, params?: Record<string, string>): HTMLElement => h('p', {}, t(key, params));
  const section = (title: Key, ...body: Node[]): HTMLElement => h('section', {}, h('h3', {}, t(title)), ...body);
  const handle = openDialog(
    t('football.rules.heading'),
    [
      h(
        'div',
        { className: 'football-rules' },
        section('football.rules.goal.h', para('football.rules.goal')),
        section('football.rules.turn.h', para('football.rules.turn'), para('football.rules.pairs')),
        section('football.rules.prizes.h', para('football.rules.prizes'), h('ul', {}, ...PRIZES.map((k) => h('li', {}, h('span', { className: `mini-card ${k}`, 'aria-hidden': 'true' }, prizeGlyph(k)), ' ', t(`football.help.${k}`))))),
        section('football.rules.end.h', para('football.rules.end')),
        section('football.rules.table.h', para('football.rules.table', { useVar: t('football.table.useVar'), match: t('football.table.playMatch'), hint: t('table.hint'), undo: t('table.undo') }), para('football.rules.cells'), keyboardSection([t('football.keys', { useVar: t('football.table.useVar'), match: t('football.table.playMatch') })])),
      ),
      h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn primary', onclick: () => handle.close() }, t('common.close'))),
    ],
    { className: 'football-rules-dialog', onClose },
  );
  return handle;
}
