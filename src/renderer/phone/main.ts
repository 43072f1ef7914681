/**
 * The phone page of party mode: one seat's own screen. It speaks the listener's small protocol
 * (src/common/party.ts): it reads its seat's table and sends that seat's moves, nothing else. It shows
 * the hand large, the moves it can make now, prompts addressed to it, its private moments, and a short
 * public summary; it reconnects by itself unless the table released, revoked or handed over the seat.
 */
import '../styles/fonts.css';
import './phone.css';
import type { Contrast, Language, TableUpdate } from '../../common/contract';
import type { PhoneFrame, PhoneHello } from '../../common/party';
import { PHONE_PAGE, PHONE_WS_PATH } from '../../common/party';
import { PHONES } from '../games/phones';
import { setLanguage, t, tOr, language } from '../i18n';
import { setContrast } from '../ui/contrast';
import { contrastToggle, keepContrast, keptContrast } from '../ui/contrast-toggle';
import { h } from '../ui/dom';
import { compositionEl } from './compose';
import { askHint, clearHint, createHint, hintBar, markDrawn, mayAsk, takeHintReply, withHinted } from './hint';
import type { PhoneCard, PhoneEntry } from './entry';
import type { LogLine } from '../table/controller';
import { closedText, errorText, seatStatus } from './notes';
import { FINAL_CLOSE_CODES, lanSeatLine, SEAT_TAKEN_CODE, type OpenSeatLine, type SeatLine } from '../remote/seat-line';
import { seatLinkOfPage } from '../remote/seat-page';
import { currentChoice, switchView, viewAddress } from '../remote/views';
import { problemScreen, startLanguage } from './problem';

/** Read by the end-to-end tests. */
interface PhoneHook {
  update: TableUpdate | null;
  hello: PhoneHello | null;
  /** 'connecting' | 'open' | 'lost' | a close reason ('released', 'revoked', 'seatTaken', ...). */
  state: string;
  /** The hinted move of the table shown, or null. */
  hint: { type: string } | null;
}
declare global {
  interface Window {
    __phoneTest?: PhoneHook;
  }
}

const LANGUAGE_KEY = 'card-table-phone-language';

const root = document.getElementById('phone')!;
// the phone's own: its system setting, or what its contrast button chose (the table's setting stays on the table)
setContrast(keptContrast());
const hook: PhoneHook = { update: null, hello: null, state: 'connecting', hint: null };
window.__phoneTest = hook;

/** How this page reaches the table: the LAN listener, or the relay of the link it was opened with. */
let openLine: OpenSeatLine = lanSeatLine(`${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${PHONE_WS_PATH}`);
/** Opened from a seat's link through the relay: the page offers the table view. */
let throughRelay = false;
let line: SeatLine | null = null;
let nextId = 1;
let retryMs = 500;
let closedNote: { code: string; message: string } | null = null;
/** Lines of the event log, newest last. */
const log: LogLine[] = [];
/** The cards tapped: one (its moves are listed) or, where the game composes, several. */
let picked: string[] = [];
let sending = false;
let errorNote: string | null = null;
let countdown: { until: number; timer: number } | null = null;
const hint = createHint();

/** A small padlock (an SVG: no emoji font needed) for what only this phone sees. */
const LOCK_SVG = '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor"/><path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="1.8"/></svg>';

function entryOf(u: TableUpdate): PhoneEntry | null {
  return (PHONES as Record<string, PhoneEntry>)[u.gameId] ?? null;
}

function nameOf(seat: number): string {
  return hook.update?.seats[seat]?.name ?? `#${seat + 1}`;
}

function connect(): void {
  hook.state = 'connecting';
  const opened: SeatLine = openLine({
    open() {
      if (line !== opened) return;
      retryMs = 500;
      hook.state = 'open';
      closedNote = null;
      render();
    },
    text(text) {
      if (line !== opened) return;
      let frame: PhoneFrame;
      try {
        frame = JSON.parse(text) as PhoneFrame;
      } catch {
        return;
      }
      onFrame(frame);
    },
    lost() {
      if (line !== opened) return;
      sending = false;
      hook.state = 'lost';
      render();
    },
    closed(code, reason) {
      if (line !== opened) return;
      line = null;
      sending = false;
      if (FINAL_CLOSE_CODES.has(code)) {
        hook.state = reason || 'closed';
        render();
        return;
      }
      hook.state = code === SEAT_TAKEN_CODE ? 'seatTaken' : 'lost';
      render();
      setTimeout(connect, code === SEAT_TAKEN_CODE ? 3000 : retryMs);
      retryMs = Math.min(retryMs * 2, 4000);
    },
  });
  line = opened;
}

function onFrame(frame: PhoneFrame): void {
  if ('push' in frame) {
    const push = frame.push;
    if (push.kind === 'hello') {
      hook.hello = push.hello;
      const stored = localStorage.getItem(LANGUAGE_KEY);
      setLanguage(stored === 'en' || stored === 'uk' ? stored : push.hello.language);
    } else if (push.kind === 'update') {
      receive(push.update);
    } else if (push.kind === 'closed') {
      closedNote = { code: push.code, message: push.message };
    }
    render();
    return;
  }
  const hinted = takeHintReply(hint, frame, hook.update);
  if (hinted.taken) {
    if (hinted.error?.code === 'staleTable') request({ method: 'table' });
    errorNote = hinted.error ? errorText(hinted.error) : null;
    // the hinted move shows in the full list, not behind another picked card
    if (!hinted.error) picked = [];
    hook.hint = hint.action;
    render();
    return;
  }
  sending = false;
  if (!frame.reply.ok) {
    const error = frame.reply.error;
    if (error.code === 'staleTable') request({ method: 'table' });
    errorNote = errorText(error);
  } else if (frame.reply.value && typeof frame.reply.value === 'object' && 'matchId' in frame.reply.value) {
    receive(frame.reply.value as TableUpdate);
  }
  render();
}

function receive(u: TableUpdate): void {
  if (hook.update && u.seq <= hook.update.seq) return;
  const entry = entryOf(u);
  if (entry && hook.update?.matchId === u.matchId) {
    // a move taken back at the desktop leaves the log, as it leaves the table's
    for (let i = log.length - 1; i >= 0; i--) if ((log[i]!.turn ?? 0) > u.turn) log.splice(i, 1);
    for (const ev of u.events) {
      const line = entry.logLine(ev as never, u.view as never, nameOf);
      if (line) log.push({ ...line, turn: u.turn });
    }
    log.splice(0, Math.max(0, log.length - 30));
  }
  hook.update = u;
  const held = new Set(entry?.hand(u.view as never).map((c) => c.id) ?? []);
  picked = picked.filter((id) => held.has(id));
  errorNote = null;
  clearHint(hint);
  hook.hint = null;
  if (countdown) clearInterval(countdown.timer);
  countdown = null;
  if (u.reaction && u.reaction.timeoutMs > 0) {
    const until = Date.now() + u.reaction.timeoutMs;
    countdown = { until, timer: window.setInterval(() => tick(), 100) };
  }
}

/** The countdown moves on; at 0 the table answers for the phone, so the moves go and the phone says it waits. */
function tick(): void {
  if (countdown && Date.now() >= countdown.until) {
    clearInterval(countdown.timer);
    render();
    return;
  }
  renderStatus();
}

function timeUp(): boolean {
  return countdown !== null && Date.now() >= countdown.until;
}

/** The seat was closed for good (released, revoked, taken over, the party stopped): no turn may be offered. */
function closed(): boolean {
  return closedNote !== null;
}

function request(body: { method: 'table' } | { method: 'hint'; version: number } | { method: 'act'; version: number; action: { type: string } }): number {
  const id = nextId++;
  line?.send(JSON.stringify({ id, ...body }));
  return id;
}

function act(action: { type: string }, keep = false): void {
  const u = hook.update;
  if (!u || sending || closed() || timeUp()) return;
  sending = true;
  const card = (action as { card?: unknown }).card;
  picked = keep ? [...new Set([...picked, ...(typeof card === 'string' ? [card] : [])])] : [];
  request({ method: 'act', version: u.version, action });
  render();
}

// ------------------------------------------------------------ drawing

let statusEl: HTMLElement | null = null;

function statusText(u: TableUpdate): { text: string; tone: string } {
  return seatStatus(u, { closed: closed(), msLeft: countdown ? countdown.until - Date.now() : null, me: hook.hello?.seat, name: nameOf });
}

function renderStatus(): void {
  const u = hook.update;
  if (!u || !statusEl) return;
  const s = statusText(u);
  statusEl.textContent = s.text;
  statusEl.dataset.tone = s.tone;
}

/** The phone page's own High contrast: kept by this browser, applied at once. */
function chooseContrast(next: Contrast): void {
  keepContrast(next);
  setContrast(next);
}

function header(): HTMLElement {
  const other: Language = language() === 'en' ? 'uk' : 'en';
  const toggle = h('button', { type: 'button', className: 'lang', lang: other, onclick: () => {
    localStorage.setItem(LANGUAGE_KEY, other);
    setLanguage(other);
    render();
  } }, t('phone.language'));
  const u = hook.update;
  const game = u ? tOr(`game.${u.gameId}.name`, u.gameId) : '';
  const tableView = throughRelay ? h('button', { type: 'button', className: 'lang', 'data-testid': 'view-table', onclick: () => switchView('table') }, t('remote.tableView')) : null;
  return h('header', { className: 'ph-head' }, h('div', { className: 'ph-who' }, h('strong', {}, hook.hello?.name ?? ''), h('span', {}, game)), h('div', { className: 'ph-tools' }, tableView, contrastToggle('lang', chooseContrast, render), toggle));
}

function render(): void {
  document.documentElement.lang = language();
  document.title = t('phone.title');
  const parts: (HTMLElement | null)[] = [header()];
  const u = hook.update;
  const entry = u ? entryOf(u) : null;
  if (hook.state !== 'open' || closedNote) {
    parts.push(connectionNote());
  }
  if (u && entry) parts.push(...seatScreen(u, entry));
  else if (hook.state === 'open') parts.push(h('p', { className: 'ph-note' }, t('phone.connecting')));
  root.replaceChildren(...parts.filter((p): p is HTMLElement => p !== null));
  if (u && entry) markDrawn(root, hint.action, hint.action ? entry.actionCards(hint.action as never) : []);
}

function connectionNote(): HTMLElement {
  if (closedNote && hook.state !== 'open') {
    const again = hook.state === 'released' || hook.state === 'takenOver'
      ? h('button', { type: 'button', className: 'ph-btn primary', onclick: () => {
          closedNote = null;
          connect();
          render();
        } }, t('phone.rejoin'))
      : null;
    return h('div', { className: 'ph-closed', role: 'alert', 'data-reason': closedNote.code }, h('p', {}, closedText(closedNote.code, closedNote.message)), again);
  }
  if (closedNote) return h('div', { className: 'ph-closed', role: 'alert', 'data-reason': closedNote.code }, h('p', {}, closedText(closedNote.code, closedNote.message)));
  return h('p', { className: 'ph-conn', role: 'status' }, t(hook.state === 'lost' ? 'phone.lost' : 'phone.connecting'));
}

function seatScreen(u: TableUpdate, entry: PhoneEntry): HTMLElement[] {
  const view = u.view as never;
  const out: HTMLElement[] = [];
  const s = statusText(u);
  statusEl = h('p', { className: 'ph-status', role: 'status', 'aria-live': 'polite', 'data-tone': s.tone }, s.text);
  out.push(statusEl);
  if (errorNote) out.push(h('p', { className: 'ph-error', role: 'alert' }, errorNote));
  const legal = (closed() || timeUp() ? [] : u.legal) as never[];
  if (mayAsk(u, legal) && line) out.push(hintBar(hint, hint.action ? entry.actionLabel(hint.action as never, view, nameOf) : null, () => { askHint(hint, u, request); render(); }));
  const secret = entry.privateNote(view);
  if (secret) {
    const title = h('h2', {}, t('phone.private'));
    title.insertAdjacentHTML('afterbegin', `<span class="ph-lock">${LOCK_SVG}</span>`);
    out.push(h('section', { className: 'ph-private', 'aria-label': t('phone.private') }, title, h('p', {}, secret)));
  }
  if (u.outcome) out.push(results(u, entry));

  // once the seat is closed, or the reaction time is up, nothing may be played from here
  const board = entry.board?.(view, legal, act) ?? null;
  if (board) out.push(h('section', { className: 'ph-board' }, board.element));

  const composition = entry.compose?.(view, legal, picked, { name: nameOf, redraw: render }) ?? null;
  if (composition) picked = picked.filter((id) => composition.pickable.has(id));
  else if (picked.length > 1) picked = picked.slice(-1);
  const hand = entry.hand(view);
  const same = entry.sameCard ?? ((a: string, b: string) => a === b);
  const uses = (a: never, id: string) => entry.actionCards(a).some((c) => same(c, id));
  const tappable = (id: string): boolean => (composition ? composition.pickable.has(id) : legal.some((a) => uses(a, id)));
  const tap = (id: string): void => {
    if (picked.includes(id)) picked = picked.filter((x) => x !== id);
    else picked = composition ? [...picked, id] : [id];
    render();
  };
  out.push(...handSections(hand, tappable, tap));

  if (composition) out.push(compositionEl(composition, sending, (m) => act(m.action as { type: string }, m.keep), picked.length > 0 ? () => ((picked = []), render()) : null, hint.action));
  const listed = legal.filter((a) => !board?.covers(a) && !composition?.covers(a));
  if (listed.length > 0) {
    const one = composition ? null : picked[0] ?? null;
    const { moves: shown, at: hintedAt } = withHinted(entry, one ? listed.filter((a) => uses(a, one)) : dedupe(entry, listed), hint.action as never);
    const moves = h(
      'section',
      { className: 'ph-moves', 'aria-label': t('phone.moves') },
      h('h2', {}, t('phone.moves')),
      hand.length > 0 && !one && !composition && listed.some((a) => entry.actionCards(a).length > 0) ? h('p', { className: 'ph-note' }, t('phone.pickCard')) : null,
      h(
        'div',
        { className: 'ph-move-list' },
        ...shown.map((a, i) => h('button', { type: 'button', className: 'ph-btn move', 'data-hinted': i === hintedAt ? 'move' : null, disabled: sending, onclick: () => act(a) }, entry.actionLabel(a, view, nameOf))),
        one ? h('button', { type: 'button', className: 'ph-btn ghost', onclick: () => { picked = []; render(); } }, t('phone.allMoves')) : null,
      ),
    );
    out.push(moves);
  }

  out.push(summary(u, entry));
  if (log.length > 0) {
    out.push(h('section', { className: 'ph-log', 'aria-label': t('phone.lastEvents') }, h('h2', {}, t('phone.lastEvents')), h('ol', {}, ...log.slice(-6).map((l) => h('li', { className: l.kind }, l.text)))));
  }
  return out;
}

/** Moves with the same list key (both orders of one pair) listed once while no card is picked. */
function dedupe(entry: PhoneEntry, moves: never[]): never[] {
  if (!entry.listKey) return moves;
  const seen = new Set<string>();
  return moves.filter((a) => {
    const key = entry.listKey!(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The hand, then each other group of the seat's cards (a pool), each with its count. */
function handSections(hand: PhoneCard[], tappable: (id: string) => boolean, tap: (id: string) => void): HTMLElement[] {
  const piles = new Map<string, PhoneCard[]>([[t('phone.yourHand'), []]]);
  for (const c of hand) {
    const pile = c.pile ?? t('phone.yourHand');
    piles.set(pile, [...(piles.get(pile) ?? []), c]);
  }
  return [...piles].map(([title, cards], i) =>
    h(
      'section',
      { className: 'ph-hand', 'aria-label': title },
      h('h2', {}, `${title} · ${cards.length}`),
      cards.length === 0
        ? h('p', { className: 'ph-note' }, t(i === 0 ? 'phone.noHand' : 'phone.noCards'))
        : h('div', { className: 'ph-cards' }, ...cards.map((c) => cardButton(c, tappable(c.id), tap))),
    ),
  );
}

function cardButton(c: PhoneCard, enabled: boolean, tap: (id: string) => void): HTMLButtonElement {
  // a long word gets a smaller type rather than a break inside it
  const longest = Math.max(...c.label.split(/\s+/).map((w) => w.length));
  const size = longest > 12 ? ' longest' : longest > 9 ? ' longer' : longest > 8 ? ' long' : '';
  return h(
    'button',
    {
      type: 'button',
      className: 'ph-card',
      style: c.color ? `--card-color: ${c.color}` : null,
      'aria-pressed': picked.includes(c.id) ? 'true' : 'false',
      'aria-label': c.label,
      'data-card': c.id,
      disabled: !enabled,
      onclick: () => tap(c.id),
    },
    h('span', { className: 'face' }, c.face),
    c.mark ? h('span', { className: 'mark', 'aria-hidden': 'true' }, c.mark) : null,
    h('span', { className: `name${size}` }, c.label),
  );
}

function summary(u: TableUpdate, entry: PhoneEntry): HTMLElement {
  const view = u.view as never;
  const me = hook.hello?.seat;
  return h(
    'section',
    { className: 'ph-summary', 'aria-label': t('phone.table') },
    h('h2', {}, t('phone.table')),
    h(
      'ul',
      { className: 'ph-seats' },
      ...u.seats.map((s, seat) =>
        h(
          'li',
          { className: `${u.actors.includes(seat) && !u.outcome ? 'acting' : ''}${seat === me ? ' me' : ''}` },
          h('span', { className: 'who' }, `${u.actors.includes(seat) && !u.outcome ? '▶ ' : ''}${s.name}`),
          h('span', { className: 'score' }, entry.score(view, seat)),
        ),
      ),
    ),
    ...entry.tableLines(view, nameOf).map((line) => h('p', { className: 'ph-fact' }, line)),
  );
}

function results(u: TableUpdate, entry: PhoneEntry): HTMLElement {
  const o = u.outcome!;
  const winners = o.winners.map((w) => nameOf(w));
  return h(
    'section',
    { className: 'ph-results', role: 'status' },
    h('h2', {}, t('phone.over')),
    h('p', { className: 'ph-winner' }, t('phone.winner', { names: winners.join(', ') })),
    h('ol', {}, ...u.seats.map((s, seat) => h('li', {}, `${s.name}: ${entry.score(u.view as never, seat)}`))),
  );
}

/**
 * On the LAN listener the page's cookie names its seat. Anywhere else the page was opened from a seat's
 * link through the relay: the link's fragment names the seat, and a computer's screen gets the table view.
 */
async function start(): Promise<void> {
  if (!location.pathname.startsWith(PHONE_PAGE)) {
    const page = seatLinkOfPage();
    if (page.kind !== 'link') {
      startLanguage(LANGUAGE_KEY);
      root.replaceChildren(...problemScreen(page, LANGUAGE_KEY));
      return;
    }
    if (currentChoice() === 'table') {
      location.replace(viewAddress('table'));
      return;
    }
    const { relaySeatLine } = await import('../remote/relay-line');
    openLine = relaySeatLine(page.link);
    throughRelay = true;
    startLanguage(LANGUAGE_KEY);
  }
  connect();
  render();
}

void start();
