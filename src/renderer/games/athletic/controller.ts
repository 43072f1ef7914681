/**
 * Athletic Games at the table: takes TableUpdates, plays their events through the scene in order,
 * reconciles to the view when the queue is empty, and turns clicks, drags and keys into actions.
 * A card (or a pile) is picked first, then its target; legal targets glow, illegal ones are refused
 * here with the reason, before anything is sent.
 */
import { type AthleticAction, type AthleticCard } from '../../../common/games/athletic';
import { t } from '../../i18n';
import { TableController } from '../../table/controller';
import { anchorOf } from '../../table/pile';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { toast } from '../../ui/toast';
import type { TableEnv } from '../../table/game-table';
import { medalPanel, openRulesDialog } from './panels';
import { AthleticScene, NO_INTERACTION, type Interaction, type SortOrder } from './scene';
import { cardName, slotNumber } from './faces';
import { logLine } from './log';
import './athletic.css';
import type { AthleticTypes, AthleticUpdate } from './index';

export class AthleticTable extends TableController<AthleticTypes> {
  private readonly scene: AthleticScene;
  /** The update whose events are being animated: the status and the panels speak of it meanwhile. */
  private playing: AthleticUpdate | null = null;
  private selectedCard: string | null = null;
  private selectedSlot: number | null = null;
  /** What the last hint points at; cleared by the next update. */
  private hinted: { card: string | null; slots: number[] } | null = null;
  private sortOrder: SortOrder = 'colour';
  private rulesDialog: DialogHandle | null = null;
  private countDialog: DialogHandle | null = null;
  /** Medals shown on the panels, advanced by the medal animation before the view catches up. */
  private shownMedals: number[] | null = null;
  /** Medals the panels show now. */
  private displayedMedals: number[] = [];
  private readonly rulesBtn: HTMLButtonElement;
  private readonly handBar: HTMLElement;
  private readonly playedText: HTMLElement;
  private readonly sortBtn: HTMLButtonElement;
  private readonly endBtn: HTMLButtonElement;
  private readonly onKey = (ev: KeyboardEvent) => this.key(ev);

  constructor(env: TableEnv) {
    super(env);
    // An undone step jumps back to the restored table.
    this.undoAnimates = false;
    this.rulesBtn = h('button', { type: 'button', className: 'btn', 'aria-keyshortcuts': 'R', onclick: () => this.openRules() }, t('athletic.rules'));
    this.chrome.actions.append(this.rulesBtn);
    this.playedText = h('span', { className: 'ath-played', 'aria-live': 'polite' });
    this.sortBtn = h('button', { type: 'button', className: 'btn small', title: t('athletic.sortHint'), onclick: () => this.toggleSort() }, t('athletic.sortByColour'));
    this.endBtn = h('button', { type: 'button', className: 'btn primary ath-end', title: t('athletic.endTurnHint'), disabled: true, onclick: () => this.endTurn() }, t('athletic.endTurn'));
    this.handBar = h('div', { className: 'ath-hand-bar', role: 'group', 'aria-label': t('athletic.hand') }, this.playedText, h('span', { className: 'ath-spacer' }), this.sortBtn, this.endBtn);
    this.chrome.board.appendChild(this.handBar);
    this.scene = new AthleticScene(env.app, this.chrome.board, env.anim, {
      seatAnchor: (seat) => anchorOf(this.chrome.players.querySelector(`[data-seat="${seat}"] .ath-medals`)),
      seatName: (seat) => this.seatName(seat),
      flashSeat: (seat, kind) => this.flashSeat(seat, kind),
      onLayout: () => this.placeHandBar(),
      onMedal: (seat, medals) => this.showMedal(seat, medals),
      onHandCard: (card) => this.onHandCard(card),
      onSlot: (slot) => this.onSlot(slot),
      onDragStart: (drag) => {
        this.selectedCard = drag.kind === 'card' ? drag.card : null;
        this.selectedSlot = drag.kind === 'pile' ? drag.slot : null;
        this.refreshInteraction();
      },
      onDrop: (drag, slot) => this.onDrop(drag, slot),
    });
    this.scene.watchBar(this.handBar);
    env.hook.drawnParts = () => this.scene.drawnParts();
    document.addEventListener('keydown', this.onKey);
    requestAnimationFrame(() => this.scene.layout());
  }

  protected teardown(): void {
    document.removeEventListener('keydown', this.onKey);
    delete this.env.hook.drawnParts;
    this.scene.destroy();
  }

  protected relabel(): void {
    this.rulesBtn.textContent = t('athletic.rules');
    this.endBtn.textContent = t('athletic.endTurn');
    this.endBtn.title = t('athletic.endTurnHint');
    this.sortBtn.title = t('athletic.sortHint');
    this.labelSort();
    this.handBar.setAttribute('aria-label', t('athletic.hand'));
    this.scene.languageChanged();
  }

  private placeHandBar(): void {
    this.handBar.style.top = `${Math.max(0, this.scene.handBarTop())}px`;
    this.handBar.style.height = `${this.scene.handBarHeight() - 4}px`;
  }

  // ------------------------------------------------------------ updates

  protected forgetInput(): void {
    this.clearSelection();
    this.hinted = null;
    this.endBtn.classList.remove('hinted');
    this.countDialog?.close();
  }

  protected refreshControls(): void {
    this.scene.setInteraction(this.interaction());
    this.updateButtons();
  }

  protected async playUpdate(u: AthleticUpdate, first: boolean, animate: boolean): Promise<void> {
    const view = u.view;
    this.playing = u;
    this.renderStatus();
    // The panels speak of this update at once, except the medals: those arrive with their animation.
    if (!first && this.displayedMedals.length === view.players.length) {
      this.shownMedals = [...this.displayedMedals];
      this.renderPanels(u);
    }
    if (first) {
      // The deal flies to the ring and to the panels: both must be laid out first.
      this.scene.layout();
      this.renderPanels(u);
    }
    const events = animate ? u.events : [];
    if (first && animate && u.turn === 0) {
      this.chrome.log(t('athletic.log.deal'), 'sys');
      this.env.sound.play('deal');
      await this.scene.dealAnim(view, u.seats.length);
    } else if (first) {
      this.scene.sync(view, this.interaction());
      this.logResumed(u);
    }
    await this.playEvents(u, events, (ev) => logLine(ev, view, (s) => this.seatName(s)), (ev) => this.scene.play(ev, view));
  }

  protected show(u: AthleticUpdate): void {
    this.shownMedals = null;
    this.playing = null;
    this.scene.sync(u.view, this.interaction());
    this.renderPanels(u);
    this.renderStatus();
  }

  /** Every legal action while the human may act, else none. */
  private allowed(): AthleticAction[] {
    return this.idle ? (this.latest?.legal ?? []) : [];
  }

  /** Slots the selected card may go to (PLAY on a pile or FILL of a hole). */
  private cardTargets(card: string): Set<number> {
    const out = new Set<number>();
    for (const a of this.allowed()) if ((a.type === 'play' || a.type === 'fill') && a.card === card) out.add(a.slot);
    return out;
  }

  private moveTargets(from: number): Set<number> {
    const out = new Set<number>();
    for (const a of this.allowed()) if (a.type === 'move' && a.from === from) out.add(a.to);
    return out;
  }

  private interaction(): Interaction {
    if (!this.idle) return NO_INTERACTION;
    // Every pile can be picked up: a move that does not fit is refused with its reason.
    const draggable = new Set<number>();
    this.view?.slots.forEach((s, i) => {
      if (s) draggable.add(i);
    });
    const slots = new Set<number>([0, 1, 2, 3, 4]);
    let targets = new Set<number>();
    if (this.selectedCard) targets = this.cardTargets(this.selectedCard);
    else if (this.selectedSlot !== null) targets = this.moveTargets(this.selectedSlot);
    return { handEnabled: true, selectedCard: this.selectedCard, selectedSlot: this.selectedSlot, targets, slotsEnabled: slots, draggableSlots: draggable, hint: this.hinted ?? undefined };
  }

  private refreshInteraction(): void {
    this.scene.setInteraction(this.interaction());
    this.renderStatus();
  }

  private clearSelection(): void {
    this.selectedCard = null;
    this.selectedSlot = null;
  }

  // ------------------------------------------------------------ input

  private handCard(id: string): AthleticCard | undefined {
    return this.view?.hand?.find((c) => c.id === id);
  }

  private onHandCard(card: string): void {
    if (!this.idle) return;
    this.selectedSlot = null;
    this.selectedCard = this.selectedCard === card ? null : card;
    this.refreshInteraction();
  }

  private onSlot(slot: number): void {
    if (!this.idle) return;
    if (this.selectedCard) {
      this.tryCard(this.selectedCard, slot);
      return;
    }
    if (this.selectedSlot !== null) {
      if (this.selectedSlot === slot) {
        this.selectedSlot = null;
        this.refreshInteraction();
        return;
      }
      this.tryMove(this.selectedSlot, slot);
      return;
    }
    // Nothing picked: a pile becomes the source of a MOVE (its targets glow; none when it cannot move).
    if (this.view?.slots[slot]) {
      this.selectedSlot = slot;
      this.refreshInteraction();
    }
  }

  private onDrop(drag: { kind: 'card'; card: string } | { kind: 'pile'; slot: number }, slot: number | null): boolean {
    if (!this.idle || slot === null) {
      this.clearSelection();
      this.refreshInteraction();
      return false;
    }
    return drag.kind === 'card' ? this.tryCard(drag.card, slot) : this.tryMove(drag.slot, slot);
  }

  /** PLAY or FILL when legal; otherwise the reason, and the card stays in the hand. */
  private tryCard(card: string, slot: number): boolean {
    const action = this.allowed().find((a) => (a.type === 'play' || a.type === 'fill') && a.card === card && a.slot === slot);
    if (action) {
      this.clearSelection();
      void this.send(action);
      return true;
    }
    const c = this.handCard(card);
    const pile = this.view?.slots[slot];
    if (c && pile) toast(t('athletic.refused.play', { card: cardName(c), top: cardName(pile.top) }), 'info');
    void this.scene.refuseCard(card);
    this.clearSelection();
    this.refreshInteraction();
    return false;
  }

  private tryMove(from: number, to: number): boolean {
    const moves = this.allowed().filter((a): a is Extract<AthleticAction, { type: 'move' }> => a.type === 'move' && a.from === from && a.to === to);
    const v = this.view;
    if (moves.length === 0) {
      const src = v?.slots[from];
      const dst = v?.slots[to];
      if (src && !dst) toast(t('athletic.refused.hole'), 'info');
      else if (src && dst) toast(t('athletic.refused.move', { from: slotNumber(from), to: slotNumber(to), top: cardName(src.top), target: cardName(dst.top) }), 'info');
      this.clearSelection();
      this.refreshInteraction();
      return false;
    }
    this.clearSelection();
    if (moves.length === 1) {
      void this.send(moves[0]!);
      return true;
    }
    // The partial-move variant: how many cards from the top.
    const list = h(
      'ul',
      { className: 'choice-list' },
      ...moves
        .sort((a, b) => (b.count ?? 99) - (a.count ?? 99))
        .map((a) =>
          h('li', {}, h('button', { type: 'button', className: 'btn choice', onclick: () => { this.countDialog?.close(); void this.send(a); } }, t('athletic.howManyCount', { count: a.count ?? v?.slots[from]?.cards.length ?? 0 }))),
        ),
    );
    this.countDialog = openDialog(t('athletic.howMany'), [list, h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => this.countDialog?.close() }, t('common.cancel')))], {
      onClose: () => {
        this.countDialog = null;
        this.refreshInteraction();
      },
    });
    return true;
  }

  private endTurn(): void {
    const stop = this.allowed().find((a) => a.type === 'stop');
    if (stop) void this.send(stop);
  }

  protected pointAt(a: AthleticAction): string {
    const card = (id: string): string => {
      const c = this.handCard(id);
      return c ? cardName(c) : id;
    };
    let text: string;
    switch (a.type) {
      case 'play':
        this.hinted = { card: a.card, slots: [a.slot] };
        text = t('athletic.hint.play', { card: card(a.card), slot: slotNumber(a.slot) });
        break;
      case 'fill':
        this.hinted = { card: a.card, slots: [a.slot] };
        text = t('athletic.hint.fill', { card: card(a.card), slot: slotNumber(a.slot) });
        break;
      case 'move':
        this.hinted = { card: null, slots: [a.from, a.to] };
        text = a.count === undefined
          ? t('athletic.hint.move', { from: slotNumber(a.from), to: slotNumber(a.to) })
          : t('athletic.hint.moveSome', { from: slotNumber(a.from), to: slotNumber(a.to), count: a.count });
        break;
      case 'stop':
        this.hinted = { card: null, slots: [] };
        this.endBtn.classList.add('hinted');
        text = t('athletic.hint.stop');
        break;
      default:
        text = t('hint.pass');
    }
    this.scene.setInteraction(this.interaction());
    return text;
  }

  private toggleSort(): void {
    this.sortOrder = this.sortOrder === 'colour' ? 'value' : 'colour';
    this.labelSort();
    this.sortBtn.setAttribute('aria-pressed', String(this.sortOrder === 'value'));
    this.scene.setSortOrder(this.sortOrder);
  }

  private labelSort(): void {
    this.sortBtn.textContent = t(this.sortOrder === 'colour' ? 'athletic.sortByColour' : 'athletic.sortByValue');
  }

  /** Keys: 1–5 send the picked card or pile to that slot (or pick the pile there); Escape drops the pick. */
  private key(ev: KeyboardEvent): void {
    if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || document.querySelector('dialog[open]')) return;
    const target = ev.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    if (ev.key === 'Escape' && (this.selectedCard || this.selectedSlot !== null)) {
      this.clearSelection();
      this.refreshInteraction();
      ev.preventDefault();
      return;
    }
    const n = Number(ev.key);
    if (Number.isInteger(n) && n >= 1 && n <= 5 && this.idle) {
      ev.preventDefault();
      this.onSlot(n - 1);
    }
  }

  /** The lesson's targets (see lesson.ts): hand cards, piles and holes by their stable names, End turn, panels. */
  protected override lessonTargets(name: string): Element[] {
    const [kind, what = ''] = name.split(':');
    switch (kind) {
      case 'hand':
        return this.cardButtons((l) => (what === '*' ? l.startsWith('card hand ') : l === `card hand ${what.replace('-', ' ')}`));
      case 'pile':
        return this.cardButtons((l) => l.startsWith(`pile ${Number(what) + 1} top `));
      case 'hole':
        return this.cardButtons((l) => l === `hole ${Number(what) + 1}`);
      case 'button':
        return what === 'end' ? [this.endBtn] : [];
      default:
        return super.lessonTargets(name);
    }
  }

  protected closeDialogs(): void {
    this.rulesDialog?.close();
    this.countDialog?.close();
  }

  private openRules(): void {
    if (this.rulesDialog) return;
    this.rulesDialog = openRulesDialog(this.view?.targetMedals ?? 5, () => (this.rulesDialog = null));
  }

  // ------------------------------------------------------------ chrome

  private updateButtons(): void {
    this.endBtn.disabled = !this.allowed().some((a) => a.type === 'stop');
    const shown = this.playing ?? this.latest;
    const view = shown?.view ?? null;
    const me = shown ? (shown.humanToAct ?? (typeof shown.viewer === 'number' ? shown.viewer : null)) : null;
    const mine = !!view && me !== null && view.active === me;
    this.playedText.textContent = view && mine ? t('athletic.played', { count: view.playedThisTurn.length }) : '';
    this.handBar.hidden = !view?.hand;
    this.refreshUndoHint();
  }

  protected renderStatus(): void {
    const u = this.playing ?? this.latest;
    if (!u) return;
    const view = u.view;
    this.updateButtons();
    if (this.sharedStatus(u, view.active)) return;
    const name = this.seatName(u.humanToAct!);
    const card = this.selectedCard ? this.handCard(this.selectedCard) : undefined;
    if (card) return this.chrome.setStatus(t('athletic.status.card', { name, card: cardName(card) }), 'mine');
    if (this.selectedSlot !== null) return this.chrome.setStatus(t('athletic.status.pile', { name, n: slotNumber(this.selectedSlot) }), 'mine');
    const canPlay = u.legal.some((a) => a.type !== 'stop');
    return this.chrome.setStatus(t(canPlay ? 'athletic.status.play' : 'athletic.status.stuck', { name }), 'mine');
  }

  private showMedal(seat: number, medals: number): void {
    const view = this.view;
    if (!view || !this.latest) return;
    this.shownMedals ??= view.players.map((p) => p.medals);
    this.shownMedals[seat] = medals;
    this.renderPanels(this.latest);
  }

  private renderPanels(u: AthleticUpdate): void {
    const view = u.view;
    const items: HTMLElement[] = [];
    this.displayedMedals.length = view.players.length;
    u.seats.forEach((seat, i) => {
      const p = view.players[i];
      if (!p) return;
      const medals = this.shownMedals?.[i] ?? p.medals;
      this.displayedMedals[i] = medals;
      items.push(medalPanel(seat, i, view, medals, p.handCount));
    });
    this.chrome.players.replaceChildren(...items);
  }
}
