/**
 * The HTML around the canvas while a game is on: top bar (Menu, status line, game actions, Undo),
 * player panels, the board area the scene draws into, the event log, the reaction bar and the curtain.
 * Game controllers fill it; it knows nothing of any game's rules.
 */
import { t } from '../i18n';
import { announcer } from './announcer';
import { trapFocus } from './dialog';
import { h } from './dom';
import { icon, withIcon, type IconName } from './icons';
import { TablePace, type PaceHandlers } from './table-pace';
import { TableKeyboard } from '../table/keyboard';
import { readingMs, setMessageSink } from './toast';


export interface ReactionChoice {
  label: string;
  kind: 'yellow' | 'red' | 'other';
  onPick: () => void;
}

/** One line of the log; its move's turn, when it has one, in `data-turn`. */
function logItem(l: { text: string; kind: string; turn?: number }): HTMLLIElement {
  return h('li', { className: l.kind, 'data-turn': l.turn }, l.text);
}

/**
 * A top-bar button's mark and its words: in a narrow window (large text) only the mark shows, so the status
 * line keeps its room; the words stay the button's name for a screen reader.
 */
function markedLabel(mark: Node | string, text: string): (Node | string)[] {
  return [mark, h('span', { className: 'btn-label' }, ` ${text}`)];
}

export class TableChrome {
  readonly root: HTMLElement;
  readonly board: HTMLElement;
  readonly status: HTMLElement;
  /** The table's messages (refusals, hints, notices): beside the status line, covering nothing. */
  readonly message: HTMLElement;
  readonly actions: HTMLElement;
  readonly players: HTMLOListElement;
  readonly undoBtn: HTMLButtonElement;
  /** "Hint": what the hard bot would play for the human to move (only for tables that can show it). */
  readonly hintBtn: HTMLButtonElement | null;
  readonly menuBtn: HTMLButtonElement;
  /** "Invite phones" (party mode): shown for a match with two or more human seats. */
  readonly partyBtn: HTMLButtonElement;
  /** The column beside the table that holds the log (and a lesson's coach above it). */
  readonly side: HTMLElement;
  /** The animation speed and "Skip to my turn", above the log. */
  readonly pace: TablePace;
  /** Keyboard play: F6 between the table's regions, U/H/R/F10 (keyboard.ts). */
  private readonly keys: TableKeyboard;
  /** Party mode: another device asks for a seat; stays until the desktop handles it in the panel. */
  private readonly partyAsk: HTMLElement;
  private askingText: string | null = null;
  private readonly onParty: () => void;
  private readonly logList: HTMLOListElement;
  private readonly reactionHost: HTMLElement;
  private reactionTimer: number | null = null;
  private curtain: HTMLDialogElement | null = null;
  private curtainSeat: number | null = null;
  private readonly onCountdownSecond: () => void;
  private messageTimer: number | null = null;
  private readonly dropSink: () => void;

  /** `onCountdownSecond`: each whole second the reaction bar's countdown passes (its soft tick). */
  constructor(parent: HTMLElement, handlers: { onMenu: () => void; onUndo: () => void; onHint?: () => void; onParty?: () => void; onCountdownSecond?: () => void; pace: PaceHandlers }) {
    this.onCountdownSecond = handlers.onCountdownSecond ?? (() => {});
    // the chrome's words (buttons, tooltips, headings) come from relabel(), at the end, as on a language switch
    this.menuBtn = h('button', { type: 'button', className: 'btn table-menu', onclick: handlers.onMenu });
    this.undoBtn = h('button', { type: 'button', className: 'btn undo', disabled: true, onclick: handlers.onUndo });
    this.hintBtn = handlers.onHint ? h('button', { type: 'button', className: 'btn hint', disabled: true, onclick: handlers.onHint }) : null;
    this.onParty = () => handlers.onParty?.();
    this.partyBtn = h('button', { type: 'button', className: 'btn party', hidden: true, onclick: this.onParty });
    this.partyAsk = h('div', { className: 'party-ask', role: 'status', hidden: true });
    // not live: what happens is said once, through the page's one announcer (./announcer.ts)
    this.status = h('p', { className: 'status' });
    this.message = h('p', { className: 'table-message', hidden: true });
    this.actions = h('div', { className: 'actions' });
    this.players = h('ol', { className: 'player-list' });
    this.logList = h('ol', { className: 'log-list' });
    this.reactionHost = h('div', { className: 'reaction-host' });
    this.board = h('div', { className: 'board', role: 'region' }, this.reactionHost);
    this.side = h('aside', { className: 'log', 'aria-labelledby': 'log-h' }, h('h2', { id: 'log-h' }), h('div', { className: 'log-scroll', tabindex: 0 }, this.logList));
    this.root = h(
      'div',
      { className: 'table-screen' },
      h('header', { className: 'topbar' }, this.menuBtn, h('div', { className: 'status-wrap' }, this.status, this.message), h('span', { className: 'mute-mark' }), h('div', { className: 'actions-wrap' }, this.actions, this.partyBtn, ...(this.hintBtn ? [this.hintBtn] : []), this.undoBtn)),
      h('aside', { className: 'players', 'aria-labelledby': 'players-h' }, h('h2', { id: 'players-h', className: 'sr-only' }), this.players),
      this.board,
      this.side,
    );
    // at the top of the column under Invite phones, covering nothing of the table
    this.pace = new TablePace(handlers.pace);
    this.side.prepend(this.partyAsk, this.pace.root);
    this.relabel();
    parent.appendChild(this.root);
    this.dropSink = setMessageSink((text, kind, ms) => this.note(text, kind, ms));
    this.keys = new TableKeyboard({ screen: this.root, board: this.board, actions: this.actions, log: this.side.querySelector<HTMLElement>('.log-scroll')!, menu: this.menuBtn, undo: this.undoBtn, hint: this.hintBtn });
  }

  /** The chrome's own words in the language now shown (switched at the table): buttons, tooltips, headings, the pace bar. */
  relabel(): void {
    this.menuBtn.title = t('table.menuHint');
    this.menuBtn.textContent = t('table.menu');
    this.undoBtn.replaceChildren(...markedLabel('↶', t('table.undo')));
    if (this.hintBtn) {
      this.hintBtn.title = t('table.hintHint');
      this.hintBtn.replaceChildren(...markedLabel(icon('bulb'), t('table.hint')));
    }
    this.partyBtn.replaceChildren(...markedLabel(icon('phone'), t('party.invite')));
    this.board.setAttribute('aria-label', t('table.board'));
    const words = (selector: string, text: string, title?: string): void => {
      const el = this.root.querySelector<HTMLElement>(selector);
      if (!el) return;
      el.textContent = text;
      if (title) el.title = title;
    };
    words('#log-h', t('table.log'));
    words('#players-h', t('table.players'));
    words('.mute-mark', t('table.muted'), t('settings.muteKey'));
    this.pace.relabel();
  }

  destroy(): void {
    this.dropSink();
    announcer().clear();
    this.pace.destroy();
    this.keys.destroy();
    this.hideMessage();
    this.hideReaction();
    this.hideCurtain();
    this.root.remove();
  }

  /**
   * Party mode: `text` says which seats another device asks for (null: none). The Invite button gets a
   * badge and a note with a button to the panel shows under the top bar (and on the curtain) until handled.
   */
  setPartyAsking(text: string | null): void {
    if (text === this.askingText) return;
    this.askingText = text;
    this.partyBtn.classList.toggle('asking', text !== null);
    this.partyAsk.hidden = text === null;
    this.partyAsk.replaceChildren(...(text === null ? [] : this.askingNote(text)));
    this.curtain?.querySelector('.curtain-ask')?.replaceChildren(...(text === null ? [] : [text]));
  }

  private askingNote(text: string): HTMLElement[] {
    return [h('span', { className: 'party-ask-text' }, ...withIcon('phone', text)), h('button', { type: 'button', className: 'btn small primary', onclick: this.onParty }, t('party.askingOpen'))];
  }

  setStatus(text: string, tone: 'mine' | 'wait' | 'over' = 'wait'): void {
    if (this.status.textContent !== text) {
      this.status.textContent = text;
      this.status.title = text;
      // the reader hears when it is the player's turn and how the game ended, not every "Petro is thinking"
      if (tone !== 'wait') announcer().say(text);
    }
    this.status.dataset.tone = tone;
  }

  /**
   * Shows a message under the status line for `ms`; the same message again only restarts its time (a
   * message is never shown twice), a new one replaces it.
   */
  note(text: string, kind: 'error' | 'info' = 'info', ms = 4500): void {
    if (this.messageTimer !== null) clearTimeout(this.messageTimer);
    if (this.message.textContent !== text) {
      this.message.textContent = text;
      announcer().say(text, true);
    }
    this.message.title = text;
    this.message.dataset.kind = kind;
    this.message.hidden = false;
    // a message too long for one line takes the status line's place (up to three lines) rather than being cut
    this.message.classList.remove('wrapped');
    this.message.classList.toggle('wrapped', this.message.scrollWidth > this.message.clientWidth);
    this.messageTimer = window.setTimeout(() => this.hideMessage(), readingMs(text, ms));
  }

  hideMessage(): void {
    if (this.messageTimer !== null) clearTimeout(this.messageTimer);
    this.messageTimer = null;
    this.message.hidden = true;
    this.message.textContent = '';
    this.message.classList.remove('wrapped');
  }

  /** `turn`: the turn of the move the line tells of (the table's turn count once it was made); none for a note that stays. */
  log(text: string, kind = '', turn?: number): void {
    // Every line stays: the whole game can be read back, however long it ran.
    this.logList.appendChild(logItem({ text, kind, turn }));
    announcer().say(text);
    const scroller = this.logList.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
  }

  /** Puts `lines` before what the log holds (the earlier part of a game opened mid-way). */
  prependLog(lines: readonly { text: string; kind: string; turn?: number }[]): void {
    this.logList.prepend(...lines.map(logItem));
    const scroller = this.logList.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
  }

  clearLog(): void {
    this.logList.replaceChildren();
  }

  /** Takes out the lines of moves after `turn` (moves taken back): the log reads as if they never happened. */
  dropLogAfter(turn: number): void {
    for (const li of [...this.logList.querySelectorAll<HTMLElement>('li[data-turn]')]) {
      if (Number(li.dataset.turn) > turn) li.remove();
    }
  }

  /** The bar "<name>: play a card?" with its buttons and a countdown; `onTimeout` when it runs out. */
  showReaction(prompt: string, choices: ReactionChoice[], passLabel: string, onPass: () => void, timeoutMs: number, onTimeout: () => void): void {
    this.hideReaction();
    const bar = h('div', { className: 'reaction', role: 'group', 'aria-label': prompt });
    const fill = h('div', { className: 'countdown-fill' });
    const secs = h('span', { className: 'countdown-text', 'aria-hidden': 'true' });
    const buttons = choices.map((c) => h('button', { type: 'button', className: `btn react-${c.kind}`, onclick: () => { this.hideReaction(); c.onPick(); } }, c.label));
    const pass = h('button', { type: 'button', className: 'btn pass', onclick: () => { this.hideReaction(); onPass(); } }, passLabel);
    bar.append(
      h('p', { className: 'reaction-prompt' }, prompt),
      h('div', { className: 'reaction-buttons' }, ...buttons, pass),
    );
    if (timeoutMs > 0) {
      // "Hold" stops the clock for a player who needs time to think (hotseat); the choice then waits for them.
      const hold = h('button', { type: 'button', className: 'btn small hold', onclick: () => {
        if (this.reactionTimer !== null) cancelAnimationFrame(this.reactionTimer);
        this.reactionTimer = null;
        countdown.remove();
        (buttons[0] ?? pass).focus({ preventScroll: true });
      } }, t('react.hold'));
      const countdown = h('div', { className: 'countdown', role: 'timer', 'aria-label': t('react.secondsLeft', { s: Math.ceil(timeoutMs / 1000) }) }, h('div', { className: 'countdown-track' }, fill), secs, hold);
      bar.append(countdown);
    }
    this.reactionHost.appendChild(bar);
    announcer().say(timeoutMs > 0 ? t('announce.reaction', { prompt, count: Math.ceil(timeoutMs / 1000) }) : prompt, true);
    (buttons[0] ?? pass).focus({ preventScroll: true });
    if (timeoutMs > 0) {
      const started = performance.now();
      let second = Math.ceil(timeoutMs / 1000);
      const tick = (): void => {
        const left = Math.max(0, timeoutMs - (performance.now() - started));
        if (Math.ceil(left / 1000) < second && left > 0) {
          second = Math.ceil(left / 1000);
          this.onCountdownSecond();
        }
        fill.style.transform = `scaleX(${left / timeoutMs})`;
        secs.textContent = t('react.secondsLeft', { s: (left / 1000).toFixed(1) });
        if (left <= 0) {
          this.hideReaction();
          onTimeout();
          return;
        }
        this.reactionTimer = requestAnimationFrame(tick);
      };
      tick();
    }
  }

  get reactionVisible(): boolean {
    return this.reactionHost.childElementCount > 0;
  }

  hideReaction(): void {
    if (this.reactionTimer !== null) cancelAnimationFrame(this.reactionTimer);
    this.reactionTimer = null;
    this.reactionHost.replaceChildren();
  }

  /** An opaque cover over the whole table until the named person confirms. */
  /** `onParty`: the curtain offers Invite phones too (the moment before anyone sees a hand). */
  showCurtain(seat: number, name: string, onConfirm: () => void, opts: { icon: IconName; onMenu: () => void; onParty?: () => void }): void {
    if (this.curtain && this.curtainSeat === seat) return;
    this.hideCurtain();
    const btn = h('button', { type: 'button', className: 'btn primary big', autofocus: true, onclick: () => onConfirm() }, t('curtain.confirm', { name }));
    // the way back to the menu (the game stays saved), for a table nobody is about to take over
    const menu = h('button', { type: 'button', className: 'btn curtain-menu', title: t('table.menuHint'), onclick: () => opts.onMenu() }, t('table.menu'));
    const party = opts.onParty ? h('button', { type: 'button', className: 'btn curtain-party', onclick: () => opts.onParty?.() }, ...withIcon('phone', t('party.invite'))) : null;
    const asking = opts.onParty ? h('p', { className: 'curtain-ask', role: 'status' }, this.askingText ?? '') : null;
    const dlg = h(
      'dialog',
      { className: 'curtain', 'aria-labelledby': 'curtain-h' },
      h('div', { className: 'curtain-inner' }, icon(opts.icon, 'curtain-ball'), h('h2', { id: 'curtain-h' }, t('curtain.pass', { name })), h('p', {}, t('curtain.hint', { name })), btn, party, asking, menu),
    );
    dlg.addEventListener('cancel', (ev) => ev.preventDefault());
    trapFocus(dlg);
    document.body.appendChild(dlg);
    dlg.showModal();
    btn.focus();
    this.curtain = dlg;
    this.curtainSeat = seat;
  }

  hideCurtain(): void {
    if (this.curtain) {
      if (this.curtain.open) this.curtain.close();
      this.curtain.remove();
    }
    this.curtain = null;
    this.curtainSeat = null;
  }

  get curtainUp(): boolean {
    return this.curtain !== null;
  }
}
