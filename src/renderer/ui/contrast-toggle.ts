/**
 * High contrast on the pages a friend opens on their own device (the phone page, a remote table), which
 * have no settings screen: by default they follow that device's prefers-contrast; a button turns high
 * contrast on or off there, and this browser remembers the choice.
 */
import type { Contrast } from '../../common/contract';
import { t } from '../i18n';
import { highContrast, setContrast } from './contrast';
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

/** A button that turns high contrast on or off on this device; `after` redraws what shows its state. */
export function contrastToggle(className: string, after: () => void): HTMLButtonElement {
  const on = highContrast();
  return h('button', {
    type: 'button',
    className,
    'data-testid': 'contrast-toggle',
    'aria-pressed': String(on),
    onclick: () => {
      const next: Contrast = highContrast() ? 'standard' : 'high';
      try {
        localStorage.setItem(CONTRAST_KEY, next);
      } catch {
        /* not kept: it still applies until the page closes */
      }
      setContrast(next);
      after();
    },
  }, t('phone.highContrast'));
}
