/**
 * The warning that stays on screen while saving fails (a toast would be missed): the game goes on in
 * memory and main retries; the banner goes away when saving works again.
 */
import { t } from '../i18n';
import { h } from './dom';

let banner: HTMLElement | null = null;
let shown: string | null = null;

function render(): void {
  banner?.remove();
  banner = null;
  if (shown === null) return;
  banner = h(
    'div',
    { className: 'save-banner', role: 'alert', 'data-testid': 'save-banner', title: shown },
    h('strong', {}, t('save.failing')),
    h('span', { className: 'save-banner-detail' }, t('save.failingDetail', { reason: shown })),
  );
  document.body.appendChild(banner);
}

/** Shows the banner with main's reason, or removes it (null). */
export function setSaveError(error: string | null): void {
  if (error === shown) return;
  shown = error;
  render();
}

/** Redraws the banner in the current language. */
export function saveBannerLanguageChanged(): void {
  render();
}
