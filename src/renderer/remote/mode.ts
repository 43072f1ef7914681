/**
 * The whole table opened from a seat's link (`/table#k=…`): the renderer's own table, in this seat's
 * view, driven through the seat's line (table-bridge.ts) instead of the desktop's bridge. Beside it a small
 * bar: whose seat this is, the switch to the phone view and the language; and, when the host closes the
 * seat, why. Nothing of the menu, saves or settings is offered here.
 */
import './remote.css';
import type { Language } from '../../common/contract';
import { language, onLanguageChange, setLanguage, t } from '../i18n';
import { closedText } from '../phone/notes';
import { h } from '../ui/dom';
import { setContrast } from '../ui/contrast';
import { contrastToggle } from '../ui/contrast-toggle';
import { createBridge } from '../bridge';
import { joinedLink, joinSeatLine, leaveJoinedSeat } from './join-line';
import { seatLinkOfPage } from './seat-page';
import { remoteSeatBridge, type RemoteSeatBridge, type RemoteSeatState } from './table-bridge';
import { SEAT_VIEW_PATHS, switchView, viewAddress } from './views';
import type { OpenSeatLine } from './seat-line';

export interface RemoteMode {
  bridge: RemoteSeatBridge;
  /** What the page shows while the host has no game open. */
  waiting(root: HTMLElement): void;
}

/**
 * The remote seat this page is, or null for the desktop's own page. A table page opened without a good
 * link goes to the seat page, which says what is wrong with it.
 */
export async function remoteSeatMode(): Promise<RemoteMode | 'leaving' | null> {
  const joined = joinedLink();
  if (joined) {
    // Join a game in the app: the seat's line goes through the app's own host
    const desktop = createBridge().api;
    return openRemoteMode(joinSeatLine(desktop, joined), () => void leaveJoinedSeat(desktop));
  }
  if (!location.pathname.endsWith(SEAT_VIEW_PATHS.table)) return null;
  const page = seatLinkOfPage();
  if (page.kind !== 'link') {
    location.replace(viewAddress('phone'));
    return 'leaving';
  }
  const { relaySeatLine } = await import('./relay-line');
  return openRemoteMode(relaySeatLine(page.link));
}

/**
 * The remote table over any seat line: a relay link in a browser, or the app's own Join a game, which
 * `leave` takes back to the app's menu (no phone view there).
 */
export function openRemoteMode(line: OpenSeatLine, leave?: () => void): RemoteMode {
  document.body.classList.add('remote-seat');
  const bridge = remoteSeatBridge(line);
  const bar = new RemoteBar(bridge, leave);
  bridge.onHello((_hello, lang) => {
    setLanguage(lang);
    bar.draw();
  });
  bridge.onState((state) => bar.setState(state));
  onLanguageChange(() => bar.draw());
  document.body.append(bar.element);
  // at the table, the bar takes the place of the host's Menu button in the top bar
  const app = document.getElementById('app');
  if (app) new MutationObserver(() => bar.place()).observe(app, { childList: true });
  return {
    bridge,
    waiting(root) {
      root.dataset.screen = 'remote-waiting';
      root.replaceChildren(h('section', { className: 'remote-waiting' }, h('h1', {}, t('app.title')), h('p', { role: 'status' }, t('remote.waiting'))));
    },
  };
}

class RemoteBar {
  readonly element = h('div', { className: 'remote-bar', role: 'toolbar', 'aria-label': t('app.title') });
  private state: RemoteSeatState = { kind: 'connecting' };

  constructor(
    private readonly bridge: RemoteSeatBridge,
    private readonly leave?: () => void,
  ) {
    this.draw();
  }

  /** In the table's top bar when a table is open, else over the page. */
  place(): void {
    const topbar = document.querySelector('.topbar');
    if (topbar && this.element.parentElement !== topbar) topbar.prepend(this.element);
    else if (!topbar && this.element.parentElement !== document.body) document.body.append(this.element);
  }

  setState(state: RemoteSeatState): void {
    this.state = state;
    this.draw();
  }

  draw(): void {
    const other: Language = language() === 'en' ? 'uk' : 'en';
    const hello = this.bridge.hello;
    const parts: (HTMLElement | null)[] = [
      hello ? h('span', { className: 'remote-seat-name', 'data-testid': 'remote-seat-name' }, t('remote.seatOf', { name: hello.name })) : null,
      this.leave
        ? h('button', { type: 'button', className: 'btn small', 'data-testid': 'leave-seat', onclick: this.leave }, t('join.leave'))
        : h('button', { type: 'button', className: 'btn small', 'data-testid': 'view-phone', onclick: () => switchView('phone') }, t('remote.phoneView')),
      // kept in the page's settings (table-bridge.ts), then shown
      contrastToggle('btn small', async (next) => {
        const kept = await this.bridge.api.setSettings({ contrast: next });
        if (kept.ok) setContrast(kept.value.contrast);
      }, () => this.draw()),
      // the whole page is drawn again in the other language (the table's labels are made once)
      h('button', { type: 'button', className: 'btn small', lang: other, onclick: () => void this.bridge.api.setSettings({ language: other }).then(() => location.reload()) }, t('phone.language')),
    ];
    this.element.setAttribute('aria-label', t('app.title'));
    this.element.replaceChildren(...parts.filter((p): p is HTMLElement => p !== null));
    document.querySelector('.remote-closed')?.remove();
    if (this.state.kind === 'closed') document.body.append(this.closedNote(this.state));
  }

  private closedNote(state: Extract<RemoteSeatState, { kind: 'closed' }>): HTMLElement {
    const again = state.reason === 'released' || state.reason === 'takenOver'
      ? h('button', { type: 'button', className: 'btn primary', onclick: () => this.bridge.rejoin() }, t('phone.rejoin'))
      : null;
    const text = state.code ? closedText(state.code, state.message) : closedText(state.reason, '');
    return h('div', { className: 'remote-closed', role: 'alert', 'data-reason': state.reason }, h('p', {}, text), again);
  }
}
