/**
 * Short messages a person understands (server refusals, notices, connection). While a table is on screen
 * they go to its message area beside the status line, covering nothing; elsewhere they float at the
 * bottom. The same message is never stacked: shown again, it only stays longer.
 */
import { h } from './dom';

let host: HTMLElement | null = null;

/** Where messages go instead of the floating stack (the table's message area), or null. */
export type MessageSink = (message: string, kind: 'error' | 'info', ms: number) => void;
let sink: MessageSink | null = null;

/** Sends messages to `next` until it is replaced; returns what undoes it (only if still the sink). */
export function setMessageSink(next: MessageSink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

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

const timers = new WeakMap<Element, number>();

function modalOpen(): boolean {
  try {
    return document.querySelector('dialog:modal') !== null;
  } catch {
    return document.querySelector('dialog[open]') !== null; // a page without :modal
  }
}

/** How long `text` stays: `ms`, or as long as a person takes to read it (about 14 characters a second). */
export function readingMs(text: string, ms: number): number {
  return Math.max(ms, text.length * 70);
}

export function toast(message: string, kind: 'error' | 'info' = 'error', ms = 4500): void {
  // a dialog open over the table (Invite phones, Rules) would hide the table's message area: float it above
  if (sink && !modalOpen()) return sink(message, kind, ms);
  const root = ensureHost();
  const same = [...root.children].find((c) => c.textContent === message && !c.classList.contains('leaving'));
  const item = same ?? h('div', { className: `toast toast-${kind}` }, message);
  if (!same) root.appendChild(item);
  raise(root);
  while (root.children.length > 3) root.firstElementChild?.remove();
  const old = timers.get(item);
  if (old !== undefined) clearTimeout(old);
  timers.set(
    item,
    window.setTimeout(() => {
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
    }, readingMs(message, ms)),
  );
}
