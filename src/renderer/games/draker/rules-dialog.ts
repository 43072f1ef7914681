/**
 * Draker's Rules dialog: teaches the game in order (phases, combinations with the 24-point example,
 * stacks, combat).
 * (First version: the heading only.)
 */
import { t } from '../../i18n';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';

export function openRules(): DialogHandle {
  const handle = openDialog(t('draker.rules.button'), [h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn primary', onclick: () => handle.close() }, 'OK'))]);
  return handle;
}
