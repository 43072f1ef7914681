/**
 * High contrast on the pages a friend opens on their own device (the phone page, a remote table), which
 * have no settings screen: by default they follow that device's prefers-contrast; a button turns high
 * contrast on or off there, and this browser remembers the choice (a remote table keeps it in its page's
 * settings, remote/table-bridge.ts).
 */
import type { Contrast } from '../../common/contract';
import { t } from '../i18n';
import { highContrast } from './contrast';
import { h } from './dom';

const CONTRAST_KEY = 'card-table-seat-contrast';

/** The choice this browser kept ('system' when none, or what is kept is not a choice). */
export function keptContrast(): Contrast {
  try {
    const kept = localStorage.getItem(CONTRAST_KEY);
    return kept === 'high' || kept === 'standard' ? kept : 'system';
  } catch {
    return 'system'; // storage refused (a private window): the device's setting
  }
}

/** Keeps `contrast` as this browser's choice (both seat pages read it back when they open). */
export function keepContrast(contrast: Contrast): void {
  try {
    localStorage.setItem(CONTRAST_KEY, contrast);
  } catch {
    /* not kept: it still applies until the page closes */
  }
}

/**
 * A button that turns high contrast on or off on this device: `choose` takes the new choice (keeps it
 * and applies it, the page's own way); `after` redraws what shows its state.
 */
export function contrastToggle(className: string, choose: (next: Contrast) => Promise<void> | void, after: () => void): HTMLButtonElement {
  const on = highContrast();
  return h('button', {
    type: 'button',
    className,
    'data-testid': 'contrast-toggle',
    'aria-pressed': String(on),
    onclick: async () => {
      await choose(highContrast() ? 'standard' : 'high');
      after();
    },
  }, t('phone.highContrast'));
}
