/**
 * Modal dialogs on <dialog> (focus moves in, Escape closes, the page behind is inert). Every modal of the
 * app opens through here: Tab and Shift+Tab cycle inside it, and on closing the focus goes back to the
 * control that had it when the dialog opened.
 */
import { t } from '../i18n';
import { h } from './dom';

export interface DialogHandle {
  dialog: HTMLDialogElement;
  close(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `root`, in order (shown ones only). */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

/**
 * Keeps Tab and Shift+Tab inside a modal `dialog`: from its last control Tab goes to its first, and back.
 * (showModal makes the page behind inert, but Tab would still leave for the browser's own controls.)
 */
export function trapFocus(dialog: HTMLElement): void {
  dialog.addEventListener('keydown', (ev) => {
    if (ev.key !== 'Tab' || ev.defaultPrevented) return;
    const items = focusables(dialog);
    const active = document.activeElement;
    const at = items.indexOf(active as HTMLElement);
    if (items.length === 0) {
      ev.preventDefault();
      return;
    }
    if (ev.shiftKey && at <= 0) {
      ev.preventDefault();
      items[items.length - 1]!.focus();
    } else if (!ev.shiftKey && (at === -1 || at === items.length - 1)) {
      ev.preventDefault();
      items[0]!.focus();
    }
  });
}

/** Opens a dialog with a heading and a body; `onClose` runs once however it closes. */
export function openDialog(title: string, body: Node[], opts: { className?: string; onClose?: () => void; cancellable?: boolean } = {}): DialogHandle {
  const headingId = `dlg-h-${Math.random().toString(36).slice(2, 8)}`;
  const dialog = h('dialog', { className: `dialog ${opts.className ?? ''}`, 'aria-labelledby': headingId }, h('h2', { id: headingId }, title), ...body);
  // the control that opened it gets the focus back (before onClose, which may move it on)
  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  let closed = false;
  const finish = (): void => {
    if (closed) return;
    closed = true;
    dialog.remove();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
    opts.onClose?.();
  };
  trapFocus(dialog);
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
