/**
 * What a seat's page says when it cannot join: opened without a seat's link, with a link that is not
 * whole, or over plain http off the loopback (no WebCrypto there, so nothing could be sealed). In the
 * browser's language until the friend picks one.
 */
import type { Language } from '../../common/contract';
import { language, setLanguage, t, tOr } from '../i18n';
import { h } from '../ui/dom';
import type { SeatPageLink } from '../remote/seat-page';

/** The page's language before the table says one: the friend's earlier choice, else the browser's. */
export function startLanguage(storageKey: string): void {
  const stored = localStorage.getItem(storageKey);
  setLanguage(stored === 'en' || stored === 'uk' ? stored : navigator.language.toLowerCase().startsWith('uk') ? 'uk' : 'en');
  document.documentElement.lang = language();
  document.title = t('phone.title');
}

function problemText(page: Exclude<SeatPageLink, { kind: 'link' }>): { title: string; text: string } {
  if (page.kind === 'none') return { title: t('remote.noLinkTitle'), text: t('remote.noLink') };
  if (page.kind === 'insecure') return { title: t('remote.insecureTitle'), text: t('remote.insecure') };
  return { title: t('remote.badLinkTitle'), text: tOr(`remote.badLink.${page.problem}`, page.message) };
}

/** The page's whole content for a seat it cannot join (redrawn when the language changes). */
export function problemScreen(page: Exclude<SeatPageLink, { kind: 'link' }>, storageKey: string): HTMLElement[] {
  const root = document.getElementById('phone')!;
  const other: Language = language() === 'en' ? 'uk' : 'en';
  const toggle = h('button', { type: 'button', className: 'lang', lang: other, onclick: () => {
    localStorage.setItem(storageKey, other);
    startLanguage(storageKey);
    root.replaceChildren(...problemScreen(page, storageKey));
  } }, t('phone.language'));
  const { title, text } = problemText(page);
  return [
    h('header', { className: 'ph-head' }, h('div', { className: 'ph-who' }, h('strong', {}, t('app.title'))), toggle),
    h('section', { className: 'ph-closed', role: 'alert', 'data-problem': page.kind === 'bad' ? page.problem : page.kind }, h('h2', {}, title), h('p', {}, text)),
  ];
}
