/** Small original SVG icons (inline, no emoji fonts needed). */
const ball = `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="18" fill="#fff" stroke="#222" stroke-width="2"/><polygon points="20,12.5 27,17.6 24.3,25.8 15.7,25.8 13,17.6" fill="#222"/><path d="M20 12.5V5M27 17.6l7-2.3M24.3 25.8l4.3 6M15.7 25.8l-4.3 6M13 17.6l-7-2.3" stroke="#222" stroke-width="1.6"/><path d="M16 3.2l4 1.8 4-1.8M35.5 13l-1.5 2.3 1.7 4.5M31 33.5l-2.4-1.7-4.8.6M9 33.5l2.4-1.7 4.8.6M4.5 13l1.5 2.3-1.7 4.5" fill="none" stroke="#222" stroke-width="2.4"/></svg>`;

const runner = `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="19" fill="#c0392b"/><path d="M4 30h32M4 35h32" stroke="#fff" stroke-width="1.5" opacity=".6"/><circle cx="24" cy="9" r="3.4" fill="#fff"/><path d="M22 13l-5 8 6 4-3 8M21 15l7 4 4-3M17 21l-7 2M23 25l6 1" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const medal = `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><path d="M12 2h7l4 14h-7zM28 2h-7l-4 14h7z" fill="#1565c0"/><path d="M19 2h2l-1 5z" fill="#fdd835"/><circle cx="20" cy="26" r="12" fill="#f2c94c" stroke="#b8901c" stroke-width="2"/><path d="M20 19l2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7-3.4-3.3 4.7-.7z" fill="#fff7d1"/></svg>`;

const letters = `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect x="2" y="8" width="18" height="22" rx="3" fill="#fbf7ea" stroke="#8d6e63" stroke-width="2" transform="rotate(-8 11 19)"/><rect x="19" y="9" width="18" height="22" rx="3" fill="#fbf7ea" stroke="#8d6e63" stroke-width="2" transform="rotate(7 28 20)"/><text x="11" y="25" font-family="Noto Sans, sans-serif" font-weight="800" font-size="14" text-anchor="middle" fill="#3e2723" transform="rotate(-8 11 19)">К</text><text x="28" y="26" font-family="Noto Sans, sans-serif" font-weight="800" font-size="14" text-anchor="middle" fill="#3e2723" transform="rotate(7 28 20)">Є</text></svg>`;

const dragon = `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="19" fill="#4a148c"/><path d="M8 27c4-1 6-5 7-9l3 3 4-9 3 7 6-5-2 9c2 1 4 3 4 5-5-2-9-1-12 1-4-2-9-3-13-2z" fill="#ff7043"/><circle cx="27" cy="19" r="1.3" fill="#fff"/></svg>`;

const bulb = `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><path d="M20 4a11 11 0 0 0-6.5 19.9c1.3 1 2 2.4 2 3.9V29h9v-1.2c0-1.5.7-2.9 2-3.9A11 11 0 0 0 20 4z" fill="#ffd54f" stroke="#8d6e00" stroke-width="2"/><path d="M15.5 32h9M16.5 35.5h7" stroke="#5d4037" stroke-width="2.4" stroke-linecap="round"/><path d="M20 29v-8l-3-3M20 21l3-3" fill="none" stroke="#8d6e00" stroke-width="1.6"/></svg>`;

/** A phone (party mode): drawn in the text's colour, so it reads on light buttons and dark marks alike. */
const phone = `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect x="11" y="3" width="18" height="34" rx="4" fill="none" stroke="currentColor" stroke-width="3"/><path d="M17 8h6" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><circle cx="20" cy="31.5" r="2" fill="currentColor"/></svg>`;

export const ICONS = { ball, runner, medal, letters, dragon, bulb, phone } as const;
export type IconName = keyof typeof ICONS;

export function icon(name: IconName, className = 'icon'): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = className;
  span.setAttribute('aria-hidden', 'true');
  span.innerHTML = ICONS[name];
  return span;
}

/** A button's or mark's content: the drawn icon, then the words (which alone make its accessible name). */
export function withIcon(name: IconName, text: string): [HTMLSpanElement, string] {
  return [icon(name), ` ${text}`];
}
