/**
 * The compose tray under the grid: the viewer's letters, the word row being built (by clicking, dragging
 * or typing), the POLYSEMY letter, the live score preview, the words of this turn, and the flip quota.
 * It only builds a `compose` action; the engine judges the word.
 */
import { WORDS_ALPHABET, scoreWord, type WordRecord, type WordsAction, type WordsCard } from '../../../common/games/words';
import { t } from '../../i18n';
import { h } from '../../ui/dom';
import { markMoves } from '../../table/lesson';
import { UK_LAYOUT } from './keys';
import { cardName, publicCard } from './faces';
import { cardButtonName } from '../../table/card-buttons';
import { CardFocus } from '../../table/keyboard';

type Slot = { kind: 'card'; id: string } | { kind: 'poly' } | { kind: 'space' } | { kind: 'apostrophe' };

export interface TrayState {
  /** The cards shown as "your letters" (the viewer's holdings). */
  hand: WordsCard[];
  /** Whose letters these are (the heading). */
  owner: string;
  /** The viewer may compose now (own turn, Action 1, nothing animating). */
  canCompose: boolean;
  /** The viewer may end Action 1 now. */
  canEnd: boolean;
  /** The table is empty: ending Action 1 ends the turn. */
  tableEmpty: boolean;
  wordsThisTurn: WordRecord[];
  /** One line about the flips (quota and cards left), or '' outside Action 2. */
  flipInfo: string;
  /** Cards of an odd letter group to choose from, with how many to take (phase choosePairs, the viewer's choice). */
  choice: { cards: WordsCard[]; take: number; letter: string } | null;
  /** Prize cards in the hand that may be played now (EXCHANGE, CHAOS), by card id. */
  playable: Set<string>;
  /** What the word row says while the viewer cannot compose. */
  idleHint: string;
}

export interface TrayHooks {
  compose(action: Extract<WordsAction, { type: 'compose' }>): void;
  endCompose(): void;
  choose(cards: string[]): void;
  playPrize(card: WordsCard): void;
  /** Selected choice cards changed (the grid mirrors them). */
  choiceChanged(ids: string[]): void;
  /**
   * Asks the table (the dictionary lives in the main process) whether the word would be accepted now:
   * null when it would, the reason when not, undefined when no answer came (the table moved on).
   */
  check(action: Extract<WordsAction, { type: 'compose' }>): Promise<string | null | undefined>;
}

const LETTERS = new Set<string>(WORDS_ALPHABET);

/** A letter card drawn in HTML with the canvas art's look: letter, points, colour with its pattern and mark. */
export function letterFace(card: WordsCard, extra = ''): HTMLElement {
  if (card.kind === 'prize') {
    return h('span', { className: `lface prize ${card.prize} ${extra}`, 'aria-hidden': 'true' }, h('span', { className: 'glyph' }, card.prize === 'polysemy' ? '?' : card.prize === 'chaos' ? '↻' : '⇄'), h('span', { className: 'cap' }, t(`words.art.${card.prize}`)));
  }
  return h('span', { className: `lface ${card.colour} ${extra}`, 'aria-hidden': 'true' }, h('span', { className: 'mark' }), h('span', { className: 'big' }, card.letter), h('span', { className: 'pts' }, String(card.points)));
}

export class ComposeTray {
  readonly root: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly handList: HTMLElement;
  private readonly row: HTMLElement;
  private readonly preview: HTMLElement;
  private readonly message: HTMLElement;
  private readonly polySelect: HTMLSelectElement;
  private readonly polyField: HTMLElement;
  private readonly submitBtn: HTMLButtonElement;
  private readonly clearBtn: HTMLButtonElement;
  private readonly endBtn: HTMLButtonElement;
  private readonly spaceBtn: HTMLButtonElement;
  private readonly turnWords: HTMLElement;
  private readonly flipInfo: HTMLElement;
  private readonly composeBox: HTMLElement;
  private readonly choiceBox: HTMLElement;
  private state: TrayState | null = null;
  private slots: Slot[] = [];
  private polyLetter = '';
  private chosen: string[] = [];
  /** The table's verdicts on the words built so far (by their move): null = a word, else why not. */
  private readonly verdicts = new Map<string, string | null>();
  private readonly asking = new Set<string>();
  /** Counts the times the verdicts were dropped: an answer asked before that is stale. */
  private verdictEpoch = 0;
  private readonly onKey = (ev: KeyboardEvent): void => this.keydown(ev);
  /** The hand is the table's "hand" region for the keyboard: arrows move, Enter picks, the focus survives a redraw. */
  private readonly handFocus: CardFocus;

  constructor(parent: HTMLElement, private readonly hooks: TrayHooks) {
    this.heading = h('h2', { className: 'tray-h' });
    this.handList = h('ul', { className: 'hand', 'aria-labelledby': 'words-hand-h' });
    this.handList.addEventListener('dragover', (ev) => ev.preventDefault());
    this.handList.addEventListener('drop', (ev) => this.dropOnHand(ev));
    this.handFocus = new CardFocus(this.handList, null);
    this.row = h('ol', { className: 'word-row', 'aria-label': t('words.wordRow') });
    this.row.addEventListener('dragover', (ev) => ev.preventDefault());
    this.row.addEventListener('drop', (ev) => this.dropOnRow(ev));
    this.preview = h('output', { className: 'preview', 'aria-live': 'polite' });
    this.message = h('p', { className: 'tray-message', role: 'alert' });
    this.polySelect = h('select', { className: 'poly-select', 'aria-label': t('words.polysemyFor'), onchange: () => this.setPolyLetter(this.polySelect.value) });
    this.polyField = h('label', { className: 'poly-field' }, h('span', {}, t('words.polysemyFor')), this.polySelect);
    this.submitBtn = h('button', { type: 'button', className: 'btn primary', onclick: () => this.submit() }, t('words.submit'));
    // a lesson rings "Make the word" only when the row holds the word it wants
    markMoves<WordsAction>(this.submitBtn, () => (this.slots.length > 0 ? [this.wordAction()] : []));
    this.clearBtn = h('button', { type: 'button', className: 'btn', onclick: () => this.clear() }, t('words.clear'));
    this.endBtn = h('button', { type: 'button', className: 'btn end', onclick: () => this.hooks.endCompose() }, t('words.endCompose'));
    this.turnWords = h('ul', { className: 'turn-words' });
    this.spaceBtn = h('button', { type: 'button', className: 'btn small ghost-light', title: t('words.spaceHint'), onclick: () => this.addSlot({ kind: 'space' }) }, t('words.space'));
    this.flipInfo = h('p', { className: 'flip-info', role: 'status' });
    this.composeBox = h(
      'div',
      { className: 'compose' },
      h('div', { className: 'row-line' }, this.row, this.preview, h('div', { className: 'tray-actions' }, this.submitBtn, this.clearBtn, this.spaceBtn, this.polyField, this.endBtn)),
    );
    this.choiceBox = h('div', { className: 'choice-box' });
    this.root = h(
      'section',
      { className: 'words-tray', 'aria-labelledby': 'words-hand-h' },
      h('div', { className: 'tray-head' }, this.heading, this.flipInfo, h('div', { className: 'turn-words-wrap' }, h('h3', {}, t('words.thisTurn')), this.turnWords)),
      this.handList,
      this.composeBox,
      this.choiceBox,
    );
    this.heading.id = 'words-hand-h';
    parent.appendChild(this.root);
    document.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    document.removeEventListener('keydown', this.onKey);
    this.handFocus.destroy();
    this.root.remove();
  }

  /** A rejected word: the reason stays in the tray, in place of the points, until the word changes. */
  showMessage(text: string): void {
    this.message.textContent = text;
    this.render();
  }

  /** The table changed what a word may be (a word made, the hand, the turn): ask again. */
  private forgetVerdicts(): void {
    this.verdicts.clear();
    this.asking.clear();
    this.verdictEpoch++;
  }

  /** The word was accepted: start a new one. */
  accepted(): void {
    this.forgetVerdicts();
    this.slots = [];
    this.polyLetter = '';
    this.message.textContent = '';
    this.render();
  }

  update(state: TrayState): void {
    const handChanged = this.state?.hand.map((c) => c.id).join() !== state.hand.map((c) => c.id).join();
    if (!state.canCompose || handChanged) this.forgetVerdicts();
    this.state = state;
    // Cards that left the hand (exchange, a word) leave the row too.
    const ids = new Set(state.hand.map((c) => c.id));
    this.slots = this.slots.filter((s) => s.kind !== 'card' || ids.has(s.id));
    if (!this.polyCard()) this.slots = this.slots.filter((s) => s.kind !== 'poly');
    if (!state.canCompose && state.hand.length === 0) this.slots = [];
    this.chosen = this.chosen.filter((id) => state.choice?.cards.some((c) => c.id === id));
    this.render();
  }

  get selectedChoice(): string[] {
    return [...this.chosen];
  }

  toggleChoice(id: string): void {
    const choice = this.state?.choice;
    if (!choice) return;
    const i = this.chosen.indexOf(id);
    if (i >= 0) this.chosen.splice(i, 1);
    else if (this.chosen.length < choice.take) this.chosen.push(id);
    this.hooks.choiceChanged(this.selectedChoice);
    this.render();
  }

  languageChanged(): void {
    this.row.setAttribute('aria-label', t('words.wordRow'));
    this.polySelect.setAttribute('aria-label', t('words.polysemyFor'));
    this.polyField.firstElementChild!.textContent = t('words.polysemyFor');
    this.submitBtn.textContent = t('words.submit');
    this.clearBtn.textContent = t('words.clear');
    this.spaceBtn.textContent = t('words.space');
    this.spaceBtn.title = t('words.spaceHint');
    this.root.querySelector('.turn-words-wrap h3')!.textContent = t('words.thisTurn');
    this.render();
  }

  // ------------------------------------------------------------ the word

  private cardOf(id: string): WordsCard | undefined {
    return this.state?.hand.find((c) => c.id === id);
  }

  private polyCard(): WordsCard | undefined {
    return this.state?.hand.find((c) => c.kind === 'prize' && c.prize === 'polysemy');
  }

  private placed(): Set<string> {
    return new Set(this.slots.flatMap((s) => (s.kind === 'card' ? [s.id] : [])));
  }

  private slotText(s: Slot): string {
    if (s.kind === 'card') {
      const c = this.cardOf(s.id);
      return c && c.kind === 'letter' ? c.letter.toLowerCase() : '';
    }
    if (s.kind === 'poly') return this.polyLetter.toLowerCase() || '?';
    return s.kind === 'space' ? ' ' : "'";
  }

  private spelling(): string {
    return this.slots.map((s) => this.slotText(s)).join('').trim();
  }

  private realCards(): WordsCard[] {
    return this.slots.flatMap((s) => {
      const c = s.kind === 'card' ? this.cardOf(s.id) : undefined;
      return c ? [c] : [];
    });
  }

  private addSlot(slot: Slot, at = this.slots.length): void {
    if (!this.state?.canCompose) return;
    this.slots.splice(at, 0, slot);
    this.message.textContent = '';
    this.render();
  }

  private removeSlot(i: number): void {
    this.slots.splice(i, 1);
    if (!this.slots.some((s) => s.kind === 'poly')) this.polyLetter = '';
    this.message.textContent = '';
    this.render();
  }

  private setPolyLetter(letter: string): void {
    this.polyLetter = letter;
    // Real cards may not carry the polysemy letter: those go back to the hand.
    this.slots = this.slots.filter((s) => s.kind !== 'card' || (this.cardOf(s.id) as { letter?: string } | undefined)?.letter !== letter);
    this.message.textContent = '';
    this.render();
  }

  private clickHandCard(card: WordsCard): void {
    if (card.kind === 'prize') {
      if (card.prize === 'polysemy' && this.state?.canCompose) {
        this.addSlot({ kind: 'poly' });
        if (!this.polyLetter) this.polySelect.focus();
      } else if (this.state?.playable.has(card.id)) this.hooks.playPrize(card);
      return;
    }
    if (card.letter === this.polyLetter) this.setPolyLetter('');
    this.addSlot({ kind: 'card', id: card.id });
  }

  /** Adds the typed letter: a free card of it (same colour as the word so far when possible), else the POLYSEMY. */
  typeLetter(ch: string): boolean {
    const letter = ch.toUpperCase();
    if (!LETTERS.has(letter) || !this.state?.canCompose) return false;
    const used = this.placed();
    if (this.polyLetter !== letter) {
      const free = this.state.hand.filter((c) => c.kind === 'letter' && c.letter === letter && !used.has(c.id));
      const colour = this.realCards()[0];
      const pick = free.find((c) => colour?.kind === 'letter' && c.kind === 'letter' && c.colour === colour.colour) ?? free[0];
      if (pick) {
        this.addSlot({ kind: 'card', id: pick.id });
        return true;
      }
    }
    const polyFree = this.polyCard() && (this.polyLetter === '' || this.polyLetter === letter);
    const realOfLetter = this.realCards().some((c) => c.kind === 'letter' && c.letter === letter);
    if (polyFree && !realOfLetter) {
      this.polyLetter = letter;
      this.addSlot({ kind: 'poly' });
      return true;
    }
    this.showMessage(t('words.noSuchLetter', { letter }));
    return false;
  }

  private keydown(ev: KeyboardEvent): void {
    if (!this.state?.canCompose || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (document.querySelector('dialog[open]')) return;
    const target = ev.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    const key = ev.key;
    if (key === 'Backspace') {
      if (this.slots.length) this.removeSlot(this.slots.length - 1);
    } else if (key === 'Escape') {
      this.clear();
    } else if (key === 'Enter' && this.slots.length > 0 && !target?.closest('.tray-actions, .choice-box, dialog') && !(target?.closest('.hand') && target.getAttribute('aria-disabled') === 'false')) {
      // Enter makes the word, also while a card already in the word (or one on the table) has the focus; on a free letter of the hand it picks that letter.
      this.submit();
    } else if (key === ' ' && this.slots.length > 0 && !target?.closest('.tray-actions, .choice-box, dialog')) {
      this.addSlot({ kind: 'space' });
    } else if (key === "'" || key === 'ʼ' || ev.code === 'Backquote') {
      if (this.slots.length > 0) this.addSlot({ kind: 'apostrophe' });
    } else if (key.length === 1 && /[а-яґєії]/i.test(key)) {
      this.typeLetter(key);
    } else if (key.length === 1 && UK_LAYOUT[ev.code]) {
      this.typeLetter(UK_LAYOUT[ev.code]!);
    } else return;
    ev.preventDefault();
  }

  private clear(): void {
    this.slots = [];
    this.polyLetter = '';
    this.message.textContent = '';
    this.render();
  }

  private submit(): void {
    if (!this.state?.canCompose || this.slots.length === 0) return;
    const usesPoly = this.slots.some((s) => s.kind === 'poly');
    if (usesPoly && !this.polyLetter) {
      this.showMessage(t('words.choosePolyLetter'));
      this.polySelect.focus();
      return;
    }
    this.hooks.compose(this.wordAction());
  }

  /**
   * What the table said of the word in the row: null = a word, a reason = not one, undefined = not known
   * yet (asked now). A POLYSEMY without its letter is not asked: "Make the word" says to choose it.
   */
  private verdictNow(): string | null | undefined {
    if (!this.state?.canCompose || (this.slots.some((s) => s.kind === 'poly') && !this.polyLetter)) return undefined;
    const action = this.wordAction();
    const key = JSON.stringify(action);
    if (this.verdicts.has(key)) return this.verdicts.get(key);
    if (!this.asking.has(key)) {
      this.asking.add(key);
      const epoch = this.verdictEpoch;
      const answered = (verdict: string | null | undefined): void => {
        if (epoch !== this.verdictEpoch) return;
        this.asking.delete(key);
        if (verdict === undefined) return;
        this.verdicts.set(key, verdict);
        if (this.state?.canCompose && JSON.stringify(this.wordAction()) === key) this.render();
      };
      // no answer (the connection dropped): the word stays without points; "Make the word" still judges it
      this.hooks.check(action).then(answered, () => answered(undefined));
    }
    return undefined;
  }

  /** The move the row makes now. */
  private wordAction(): Extract<WordsAction, { type: 'compose' }> {
    const action: Extract<WordsAction, { type: 'compose' }> = { type: 'compose', word: this.spelling(), cards: this.realCards().map((c) => c.id) };
    const poly = this.polyCard();
    if (poly && this.slots.some((s) => s.kind === 'poly')) action.polysemy = { card: poly.id, letter: this.polyLetter };
    return action;
  }

  /** Lays a suggested word into the row with exactly the cards given (a hint). */
  showWord(action: Extract<WordsAction, { type: 'compose' }>): void {
    if (!this.state?.canCompose) return;
    const free = [...action.cards];
    const wild = action.polysemy?.letter.toLowerCase() ?? '';
    const slots: Slot[] = [];
    for (const ch of action.word.toLowerCase()) {
      if (ch === ' ') slots.push({ kind: 'space' });
      else if (ch === "'" || ch === 'ʼ' || ch === '’') slots.push({ kind: 'apostrophe' });
      else if (ch === wild) slots.push({ kind: 'poly' });
      else {
        const i = free.findIndex((id) => (this.cardOf(id) as { letter?: string } | undefined)?.letter?.toLowerCase() === ch);
        if (i < 0) return;
        slots.push({ kind: 'card', id: free.splice(i, 1)[0]! });
      }
    }
    this.slots = slots;
    this.polyLetter = action.polysemy?.letter ?? '';
    this.message.textContent = '';
    this.render();
  }

  /** Marks the cards a hint says to take from an odd group. */
  chooseCards(ids: string[]): void {
    this.chosen = ids.slice(0, this.state?.choice?.take ?? 0);
    this.hooks.choiceChanged(this.selectedChoice);
    this.render();
  }

  // ------------------------------------------------------------ drag and drop

  private dragData(ev: DragEvent): string {
    return ev.dataTransfer?.getData('text/plain') ?? '';
  }

  private dropIndex(ev: DragEvent): number {
    const items = [...this.row.querySelectorAll<HTMLElement>('li.slot')];
    const i = items.findIndex((el) => {
      const r = el.getBoundingClientRect();
      return ev.clientX < r.left + r.width / 2;
    });
    return i < 0 ? items.length : i;
  }

  private dropOnRow(ev: DragEvent): void {
    ev.preventDefault();
    const data = this.dragData(ev);
    const at = this.dropIndex(ev);
    if (data.startsWith('hand:')) {
      const card = this.cardOf(data.slice(5));
      if (!card) return;
      if (card.kind === 'prize') {
        if (card.prize === 'polysemy') this.addSlot({ kind: 'poly' }, at);
        return;
      }
      if (card.letter === this.polyLetter) this.setPolyLetter('');
      this.addSlot({ kind: 'card', id: card.id }, at);
    } else if (data.startsWith('slot:')) {
      const from = Number(data.slice(5));
      const slot = this.slots[from];
      if (!slot) return;
      this.slots.splice(from, 1);
      this.slots.splice(from < at ? at - 1 : at, 0, slot);
      this.render();
    }
  }

  private dropOnHand(ev: DragEvent): void {
    ev.preventDefault();
    const data = this.dragData(ev);
    if (data.startsWith('slot:')) this.removeSlot(Number(data.slice(5)));
  }

  // ------------------------------------------------------------ drawing

  private render(): void {
    const s = this.state;
    if (!s) return;
    this.heading.textContent = s.owner;
    const used = this.placed();
    const polyUsed = this.slots.some((x) => x.kind === 'poly');
    // The hand.
    const items = s.hand.map((card) => {
      const inWord = card.kind === 'letter' ? used.has(card.id) : card.prize === 'polysemy' && polyUsed;
      const usable = card.kind === 'letter' ? s.canCompose && !inWord : card.prize === 'polysemy' ? s.canCompose : s.playable.has(card.id);
      const btn = h(
        'button',
        {
          type: 'button',
          className: `hand-card${inWord ? ' in-word' : ''}${usable ? ' usable' : ''}`,
          'data-testid': publicCard(card),
          'data-region': 'hand',
          'aria-label': cardButtonName({ label: publicCard(card), description: cardName(card), enabled: usable && !inWord }),
          title: card.kind === 'prize' ? t(`words.hint.${card.prize}`) : '',
          'aria-disabled': usable && !inWord ? 'false' : 'true',
          draggable: usable && card.kind !== 'prize' ? 'true' : card.kind === 'prize' && card.prize === 'polysemy' && s.canCompose ? 'true' : null,
          onclick: () => {
            if (btn.getAttribute('aria-disabled') === 'true' && !(card.kind === 'prize' && card.prize === 'polysemy' && s.canCompose)) return;
            this.clickHandCard(card);
          },
        },
        letterFace(card),
      );
      btn.addEventListener('dragstart', (ev) => ev.dataTransfer?.setData('text/plain', `hand:${card.id}`));
      return h('li', {}, btn);
    });
    const focus = this.handFocus.remember();
    this.handList.replaceChildren(...(items.length ? items : [h('li', { className: 'empty-hand' }, t('words.handEmpty'))]));
    this.handFocus.settle(focus);
    // Compose area.
    this.composeBox.hidden = !!s.choice;
    const slots = this.slots.map((slot, i) => {
      let face: HTMLElement;
      let label: string;
      let named: string;
      if (slot.kind === 'card') {
        const card = this.cardOf(slot.id)!;
        face = letterFace(card);
        label = `in word: ${publicCard(card)}`;
        named = cardName(card);
      } else if (slot.kind === 'poly') {
        face = h('span', { className: 'lface poly-slot', 'aria-hidden': 'true' }, h('span', { className: 'big' }, this.polyLetter || '?'), h('span', { className: 'pts' }, '0'));
        label = `in word: polysemy ${this.polyLetter || '?'}`;
        named = `${t('words.card.polysemy')} ${this.polyLetter || '?'}`;
      } else {
        face = h('span', { className: `sep ${slot.kind}`, 'aria-hidden': 'true' }, slot.kind === 'space' ? '␣' : 'ʼ');
        label = `in word: ${slot.kind}`;
        named = t(`words.slot.${slot.kind}`);
      }
      const name = cardButtonName({ label, description: t('words.inWord', { card: named }) });
      const btn = h('button', { type: 'button', className: 'slot-btn', 'data-testid': label, 'aria-label': name, title: t('words.removeHint'), draggable: 'true', onclick: () => this.removeSlot(i) }, face);
      btn.addEventListener('dragstart', (ev) => ev.dataTransfer?.setData('text/plain', `slot:${i}`));
      return h('li', { className: 'slot' }, btn);
    });
    this.row.replaceChildren(...(slots.length ? slots : [h('li', { className: 'row-hint' }, s.canCompose ? t('words.wordHint') : s.idleHint)]));
    // Polysemy letter.
    const poly = this.polyCard();
    this.polyField.hidden = !poly || !s.canCompose;
    if (this.polySelect.options.length !== WORDS_ALPHABET.length + 1) {
      this.polySelect.replaceChildren(h('option', { value: '' }, '—'), ...WORDS_ALPHABET.map((l) => h('option', { value: l }, l)));
    }
    this.polySelect.value = this.polyLetter;
    // Preview: the word with its points once the table has accepted it, or why it is not a word (no points then).
    const real = this.realCards();
    const word = this.spelling();
    const verdict = this.verdictNow();
    if (this.message.textContent || this.slots.length === 0) this.preview.replaceChildren(...(this.message.textContent ? [this.message] : []));
    else if (verdict !== null) {
      this.preview.replaceChildren(
        h('span', { className: 'preview-word' }, `«${word}»`),
        verdict === undefined ? h('span', { className: 'preview-detail checking' }, '…') : h('span', { className: 'preview-refused' }, verdict),
      );
    } else {
      const { points, doubled } = scoreWord(real);
      const sum = real.map((c) => (c.kind === 'letter' ? c.points : 0)).join(' + ') || '0';
      const detail = doubled ? `${sum} = ${points / 2} · ${t('words.oneColour')} ×2` : `${sum}`;
      this.preview.replaceChildren(
        h('span', { className: 'preview-word' }, `«${word}»`),
        h('span', { className: 'preview-points' }, t('table.points', { count: points })),
        h('span', { className: `preview-detail${doubled ? ' doubled' : ''}` }, detail),
      );
    }
    // While the viewer cannot compose, the row is a line of text, not an empty box to fill.
    this.row.classList.toggle('idle', !s.canCompose);
    this.submitBtn.disabled = !s.canCompose || this.slots.length === 0;
    this.clearBtn.disabled = this.slots.length === 0;
    // Out of Action 1 only the row stays (it keeps the tray's height), with a line saying what happens.
    this.submitBtn.hidden = !s.canCompose;
    this.clearBtn.hidden = !s.canCompose;
    this.spaceBtn.hidden = !s.canCompose;
    this.endBtn.disabled = !s.canEnd;
    this.endBtn.hidden = !s.canEnd && !s.canCompose;
    this.endBtn.textContent = s.tableEmpty ? t(s.wordsThisTurn.length ? 'words.endTurn' : 'words.passTurn') : t('words.endCompose');
    // Words made this turn (none yet: nothing to say).
    this.turnWords.parentElement!.hidden = s.wordsThisTurn.length === 0;
    this.turnWords.replaceChildren(
      ...(s.wordsThisTurn.length
        ? s.wordsThisTurn.map((r) => h('li', {}, h('strong', {}, r.word), ' ', h('span', { className: r.doubled ? 'doubled' : '' }, String(r.points)), r.doubled ? h('span', { className: 'x2', title: t('words.oneColour') }, '×2') : null))
        : [h('li', { className: 'muted-light' }, t('words.noWordsYet'))]),
    );
    this.flipInfo.textContent = s.flipInfo;
    this.flipInfo.hidden = !s.flipInfo;
    // An odd group to choose from.
    const choice = s.choice;
    this.choiceBox.hidden = !choice;
    if (choice) {
      const take = h('button', { type: 'button', className: 'btn primary', disabled: this.chosen.length !== choice.take, onclick: () => this.hooks.choose(this.selectedChoice) }, t('words.takeChosen'));
      this.choiceBox.replaceChildren(
        h('p', {}, t('words.choosePrompt', { count: choice.take, letter: choice.letter })),
        h(
          'ul',
          { className: 'hand choice-cards' },
          ...choice.cards.map((c) =>
            h('li', {}, h('button', { type: 'button', className: 'hand-card usable', 'data-testid': `choose ${publicCard(c)}`, 'aria-label': cardButtonName({ label: `choose ${publicCard(c)}`, description: t('words.chooseCard', { card: cardName(c) }) }), 'aria-pressed': String(this.chosen.includes(c.id)), onclick: () => this.toggleChoice(c.id) }, letterFace(c))),
          ),
        ),
        take,
      );
    }
  }
}
