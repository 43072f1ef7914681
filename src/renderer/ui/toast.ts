/** Short messages a person understands (server refusals, notices, connection), shown on top of everything. */
import { h } from './dom';

let host: HTMLElement | null = null;

function ensureHost(): HTMLElement {
  if (host) return host;
  host = h('div', { className: 'toasts', role: 'status', 'aria-live': 'polite', popover: 'manual' });
  document.body.appendChild(host);
  return host;
}

function raise(el: HTMLElement): void {
  try {
    if (el.matches(':popover-open')) el.hidePopover();
    el.showPopover();
  } catch {
    /* popover unsupported: it is still in the page */
  }
}

export function toast(message: string, kind: 'error' | 'info' = 'error', ms = 4500): void {
  const root = ensureHost();
  const item = h('div', { className: `toast toast-${kind}` }, message);
  root.appendChild(item);
  raise(root);
  while (root.children.length > 3) root.firstElementChild?.remove();
  setTimeout(() => {
    item.classList.add('leaving');
    setTimeout(() => {
      item.remove();
      if (root.children.length === 0) {
        try {
          root.hidePopover();
        } catch {
          /* ignore */
        }
      }
    }, 300);
  }, ms);
}
