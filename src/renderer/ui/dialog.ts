/** Modal dialogs on <dialog> (focus moves in, Escape closes, the page behind is inert). */
import { t } from '../i18n';
import { h } from './dom';

export interface DialogHandle {
  dialog: HTMLDialogElement;
  close(): void;
}

/** Opens a dialog with a heading and a body; `onClose` runs once however it closes. */
export function openDialog(title: string, body: Node[], opts: { className?: string; onClose?: () => void; cancellable?: boolean } = {}): DialogHandle {
  const headingId = `dlg-h-${Math.random().toString(36).slice(2, 8)}`;
  const dialog = h('dialog', { className: `dialog ${opts.className ?? ''}`, 'aria-labelledby': headingId }, h('h2', { id: headingId }, title), ...body);
  let closed = false;
  const finish = (): void => {
    if (closed) return;
    closed = true;
    dialog.remove();
    opts.onClose?.();
  };
  dialog.addEventListener('close', finish);
  dialog.addEventListener('cancel', (ev) => {
    if (opts.cancellable === false) ev.preventDefault();
  });
  document.body.appendChild(dialog);
  dialog.showModal();
  const first = dialog.querySelector<HTMLElement>('[autofocus], button:not([disabled]), input, select');
  // a long dialog (rules) opens at its top even when the focused button is at its bottom
  first?.focus({ preventScroll: true });
  dialog.scrollTop = 0;
  for (const el of dialog.querySelectorAll<HTMLElement>('*')) if (el.scrollTop > 0) el.scrollTop = 0;
  return {
    dialog,
    close: () => {
      if (dialog.open) dialog.close();
      finish();
    },
  };
}

/** Asks a yes/no question; resolves true when confirmed. */
export function confirmDialog(title: string, message: string, confirmLabel: string): Promise<boolean> {
  return new Promise((resolve) => {
    let answer = false;
    const yes = h('button', { type: 'button', className: 'btn danger', onclick: () => { answer = true; handle.close(); } }, confirmLabel);
    const no = h('button', { type: 'button', className: 'btn', autofocus: true, onclick: () => handle.close() }, t('common.cancel'));
    const handle = openDialog(title, [h('p', {}, message), h('div', { className: 'dialog-actions' }, no, yes)], {
      onClose: () => resolve(answer),
    });
  });
}
