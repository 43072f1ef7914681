/**
 * Party mode on the desktop: the Invite phones panel (consent, the network to use, a QR code and a short
 * address per human seat, who is connected) and the marks on the seats played on phones. The listener
 * runs only between Start and Stop (or the match's end); everything here goes through the contract.
 */
import type { PartySeat, PartyStatus, TableUpdate } from '../../common/contract';
import { t } from '../i18n';
import type { AppContext } from './app';
import { openDialog, type DialogHandle } from './dialog';
import { h } from './dom';
import { withIcon } from './icons';

let latest: PartyStatus | null = null;
let panel: { handle: DialogHandle; body: HTMLElement; ctx: AppContext } | null = null;

/** What a table follows of party mode: whether the panel is open, and who asks for a taken seat. */
export interface PartyView {
  panelOpen: boolean;
  /** The names of the seats another device asks for (the desktop may allow a takeover in the panel). */
  asking: string[];
}

const watchers = new Set<(v: PartyView) => void>();

function partyView(): PartyView {
  return { panelOpen: panel !== null, asking: latest?.running ? latest.seats.filter((s) => s.asking).map((s) => s.name) : [] };
}

function tell(): void {
  const v = partyView();
  for (const w of [...watchers]) w(v);
}

/** Calls `listener` now and on every change of the panel's state or of the party; returns the way to stop. */
export function watchParty(listener: (v: PartyView) => void): () => void {
  watchers.add(listener);
  listener(partyView());
  return () => watchers.delete(listener);
}

/** A party push from main: the open panel follows it. */
export function partyChanged(status: PartyStatus): void {
  latest = status;
  if (panel) fill(panel.body, panel.ctx, status);
  tell();
}

/** Whether a match can invite phones: two or more human seats, not over. */
export function canInvite(u: TableUpdate): boolean {
  return !u.outcome && u.seats.filter((s) => s.kind === 'human').length >= 2;
}

/** Opens the Invite phones panel. */
export async function openPartyPanel(ctx: AppContext): Promise<void> {
  if (panel) return;
  const body = h('div', { className: 'party-body' });
  const handle = openDialog(t('party.heading'), [body], {
    className: 'party-dialog',
    onClose: () => {
      panel = null;
      tell();
    },
  });
  panel = { handle, body, ctx };
  fill(body, ctx, latest);
  tell();
  const status = await ctx.call('partyStatus', null);
  if (status) partyChanged(status);
}

function fill(body: HTMLElement, ctx: AppContext, status: PartyStatus | null): void {
  const close = h('button', { type: 'button', className: 'btn', onclick: () => panel?.handle.close() }, t('party.close'));
  if (!status) {
    body.replaceChildren(h('p', { className: 'muted' }, '…'));
    return;
  }
  if (!status.available) {
    body.replaceChildren(h('p', {}, t('party.unavailable')), h('div', { className: 'dialog-actions' }, close));
    return;
  }
  if (!status.running) {
    body.replaceChildren(...consentForm(ctx, status), h('div', { className: 'dialog-actions' }, close));
    return;
  }
  const stop = h('button', { type: 'button', className: 'btn danger', onclick: () => void ctx.call('partyStop', null).then((s) => s && partyChanged(s)) }, t('party.stop'));
  const connected = status.seats.filter((s) => s.state === 'connected');
  const overRelay = status.transport === 'relay';
  body.replaceChildren(
    h('p', { className: 'muted' }, t(overRelay ? 'party.sendLinks' : 'party.scan')),
    h('ul', { className: `party-seats${overRelay ? ' over-relay' : ''}` }, ...status.seats.map((s) => seatCard(ctx, s))),
    h('p', { className: 'party-connected' }, `${t('party.connected')}: ${connected.length > 0 ? connected.map((s) => s.name).join(', ') : '—'}`),
    h('p', { className: 'muted small' }, overRelay ? t('party.viaRelay', { relay: status.relay ?? '' }) : t('party.plainHttp')),
    hintsChoice(ctx, status),
    h('div', { className: 'dialog-actions' }, stop, close),
  );
}

/**
 * Whether friends on their phones (LAN) or remote tables (relay) may ask for hints: off until the host
 * allows it, since a hint on a friend's own screen is private, while at this table everyone sees who asked.
 */
function hintsChoice(ctx: AppContext, status: PartyStatus): HTMLElement {
  const box = h('input', { type: 'checkbox', name: 'party-hints', 'data-testid': 'party-hints', checked: status.hints, 'aria-describedby': 'party-hints-note' });
  box.addEventListener('change', () => {
    box.disabled = true;
    void ctx.call('partyHints', { allow: box.checked }).then((s) => s && partyChanged(s));
  });
  return h('div', { className: 'party-hints' }, h('label', { className: 'party-consent' }, box, h('span', {}, t('party.hints'))), h('p', { id: 'party-hints-note', className: 'muted small' }, t('party.hintsNote')));
}

/** The last choice of where players join, while the panel stays open. */
let overInternet = false;

/** Where players join (this network, or over the internet through the relay set in Settings), then consent and Start. */
function consentForm(ctx: AppContext, status: PartyStatus): HTMLElement[] {
  const relay = ctx.settings.relayAddress;
  const select = h('select', { name: 'party-address' }, ...status.addresses.map((a) => h('option', { value: a.address, selected: a.likely }, t('party.addressOption', { address: a.address, name: a.name }))));
  const agree = h('input', { type: 'checkbox', name: 'party-consent' });
  const start = h('button', { type: 'button', className: 'btn primary', disabled: true }, t('party.start'));
  const consentText = h('span', {});
  const lanPart = h('div', { className: 'party-lan' }, h('label', { className: 'party-field' }, h('span', {}, t('party.address')), select), h('p', { className: 'muted small' }, t('party.plainHttp')));
  // with no relay set, the choice says what it needs and leads to the field in Settings
  const internetPart = relay
    ? h('p', { className: 'muted small party-relay-note' }, t('party.internetNote', { relay }))
    : h('div', { className: 'party-no-relay' }, h('p', { className: 'muted small' }, t('party.noRelay')), h('button', { type: 'button', className: 'btn small', 'data-testid': 'party-set-relay', onclick: () => openRelaySetting(ctx) }, t('party.setRelay')));
  const consent = h('label', { className: 'party-consent' }, agree, consentText);
  const show = () => {
    lanPart.hidden = overInternet;
    internetPart.hidden = !overInternet;
    consentText.textContent = t(overInternet ? 'party.consentInternet' : 'party.consent');
    consent.style.display = overInternet && !relay ? 'none' : '';
    start.disabled = !agree.checked || (overInternet && !relay);
  };
  const choice = (internet: boolean, label: string, note: string) =>
    h(
      'label',
      { className: 'radio party-where-choice' },
      h('input', { type: 'radio', name: 'party-where', value: internet ? 'internet' : 'lan', checked: overInternet === internet, onchange: () => ((overInternet = internet), show()) }),
      h('span', {}, h('strong', {}, label), h('span', { className: 'muted small' }, note)),
    );
  agree.addEventListener('change', show);
  start.addEventListener('click', () => {
    if (start.disabled) return;
    start.disabled = true;
    const request = overInternet ? { relay, consent: true as const } : { address: select.value, consent: true as const };
    void ctx.call('partyStart', request).then((s) => {
      if (s) partyChanged(s);
      else show();
    });
  });
  show();
  return [
    h('p', {}, t('party.intro')),
    h('fieldset', { className: 'radio-group party-where' }, h('legend', {}, t('party.where')), choice(false, t('party.lan'), t('party.lanNote')), choice(true, t('party.internet'), t('party.internetShort'))),
    lanPart,
    internetPart,
    consent,
    h('div', { className: 'dialog-actions' }, start),
  ];
}

/** Settings, at the relay's field: the panel closes (the match waits, saved, for Continue). */
function openRelaySetting(ctx: AppContext): void {
  panel?.handle.close();
  ctx.showSettings();
  const field = document.getElementById('relay-address');
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

function seatCard(ctx: AppContext, s: PartySeat): HTMLElement {
  const act = (method: 'partyRevoke' | 'partyRelease' | 'partyTakeover') => () => void ctx.call(method, { seat: s.seat }).then((v) => v && partyChanged(v));
  const qr = s.qr ? h('img', { className: 'party-qr', alt: t('party.qrAlt', { name: s.name }), src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(s.qr)}` }) : null;
  const state = s.asking ? t('party.state.asking') : t(`party.state.${s.state === 'desktop' ? 'waiting' : s.state}`);
  return h(
    'li',
    { className: `party-seat ${s.state}`, 'data-seat': s.seat },
    qr,
    h(
      'div',
      { className: 'party-seat-text' },
      h('strong', { className: 'party-name' }, s.name),
      h('code', { className: 'party-url' }, s.url ?? ''),
      h('span', { className: 'party-state', role: 'status' }, state),
      h(
        'div',
        { className: 'party-buttons' },
        h('button', { type: 'button', className: 'btn small', onclick: act('partyRevoke') }, t('party.revoke')),
        s.state === 'connected' || s.state === 'away' ? h('button', { type: 'button', className: 'btn small', onclick: act('partyRelease') }, t('party.release')) : null,
        s.asking ? h('button', { type: 'button', className: 'btn small primary', onclick: act('partyTakeover') }, t('party.takeover')) : null,
      ),
    ),
  );
}

/** Marks the seat panels of the seats played on phones ("on phone" / "phone away"). */
export function markPhoneSeats(players: HTMLElement, u: TableUpdate): void {
  for (const li of players.querySelectorAll<HTMLElement>('[data-seat]')) markPhoneSeat(li, u.phones?.find((p) => p.seat === Number(li.dataset.seat)));
}

/** One seat panel's phone mark: added, updated or removed. */
export function markPhoneSeat(panel: HTMLElement, phone: { away: boolean } | undefined): void {
  let mark = panel.querySelector<HTMLElement>('.phone-mark');
  if (!phone) {
    mark?.remove();
    return;
  }
  if (!mark) {
    mark = h('span', { className: 'phone-mark' });
    panel.querySelector('.panel-head')?.append(mark);
  }
  mark.replaceChildren(...withIcon('phone', t(phone.away ? 'party.mark.away' : 'party.mark.on')));
  mark.classList.toggle('away', phone.away);
}
