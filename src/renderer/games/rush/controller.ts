/**
 * Rush for Medals at the table: takes TableUpdates, plays their events through the scene in order,
 * reconciles to the view when the queue is empty, and turns the player's selection of hand cards into
 * the legal actions it allows (offered as buttons; action cards open a chooser of their three options).
 */
import type { TableUpdate } from '../../../common/contract';
import type { GameAction } from '../../../common/engine-types';
import type { RushAction, RushCard, RushEvent, RushView } from '../../../common/games/rush';
import { t, tOr } from '../../i18n';
import { AnimationQueue } from '../../table/anim';
import type { Rect } from '../../table/grid';
import { errorText, showError } from '../../ui/app';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { showResults } from '../../ui/results';
import { TableChrome } from '../../ui/table-chrome';
import { toast } from '../../ui/toast';
import type { GameTable, TableEnv } from '../table';
import { cardName, sportName } from './faces';
import { offersFor, optionMoves, type Offer } from './offers';
import { RushScene, type HintMarks, type Interaction } from './scene';
import { hexColor, sportOf } from './sports';
import { logLine } from './text';
import './rush.css';

export class RushTable implements GameTable {
  private readonly chrome: TableChrome;
  private readonly scene: RushScene;
  private readonly queue = new AnimationQueue();
  private readonly offersBar: HTMLElement;
  private readonly rulesBtn: HTMLButtonElement;
  private latest: TableUpdate | null = null;
  private matchId = '';
  private lastSeq = -1;
  private pending = false;
  private selected: string[] = [];
  /** What the last hint pointed at; cleared by the next update. */
  private hintMarks: HintMarks | null = null;
  /** The last hint's sentence, shown above the hand while nothing is selected. */
  private hintText = '';
  private resultsFor = '';
  private dialog: DialogHandle | null = null;
  private results: DialogHandle | null = null;
  private destroyed = false;

  constructor(private readonly env: TableEnv) {
    this.chrome = new TableChrome(env.parent, { onMenu: () => void this.toMenu(), onUndo: () => void this.undo(), onHint: () => void this.hint() });
    this.rulesBtn = h('button', { type: 'button', className: 'btn rules', onclick: () => this.showRules() }, t('rush.rules.button'));
    this.chrome.actions.append(this.rulesBtn);
    this.offersBar = h('div', { className: 'rush-offers', role: 'group', 'aria-label': t('rush.offers.label') });
    this.chrome.board.append(this.offersBar);
    this.scene = new RushScene(env.app, this.chrome.board, env.anim, {
      seatName: (seat) => this.seatName(seat),
      onHandCard: (id) => this.toggle(id),
      onStack: (rank) => this.onStack(rank),
      onPile: (pile) => this.showPile(pile),
      onOffersRect: (r) => this.placeOffers(r),
    });
    this.queue.onIdle(() => this.settle());
    this.queue.onBusy(() => this.refreshHook());
  }

  destroy(): void {
    this.destroyed = true;
    this.queue.clear();
    this.env.anim.killAll();
    this.dialog?.close();
    this.results?.close();
    this.scene.destroy();
    this.chrome.destroy();
    this.env.hook.update = null;
    this.env.hook.animating = false;
  }

  languageChanged(): void {
    this.rulesBtn.textContent = t('rush.rules.button');
    this.offersBar.setAttribute('aria-label', t('rush.offers.label'));
    this.scene.languageChanged();
    if (this.latest && !this.queue.busy) this.settle();
  }

  private seatName(seat: number): string {
    return this.latest?.seats[seat]?.name ?? `#${seat + 1}`;
  }

  private refreshHook(): void {
    this.env.hook.update = this.latest;
    this.env.hook.animating = this.queue.busy || this.pending;
  }

  private get view(): RushView | null {
    return (this.latest?.view as RushView | undefined) ?? null;
  }

  // ------------------------------------------------------------ updates

  receive(u: TableUpdate, animate: boolean): void {
    if (this.destroyed) return;
    if (u.matchId !== this.matchId) {
      this.matchId = u.matchId;
      this.lastSeq = -1;
      this.resultsFor = u.outcome ? u.matchId : '';
      this.chrome.clearLog();
    }
    if (u.seq <= this.lastSeq) return;
    const first = this.lastSeq < 0;
    this.lastSeq = u.seq;
    this.latest = u;
    this.selected = [];
    this.hintMarks = null;
    this.hintText = '';
    this.dialog?.close();
    this.refreshHook();
    this.scene.setInteraction(this.interaction());
    // Offers wait for the animations: settle() shows them.
    this.offersBar.replaceChildren();
    this.offersBar.hidden = true;
    this.updateButtons();
    this.renderStatus();
    this.queue.push(async () => {
      if (this.destroyed) return;
      const view = u.view as RushView;
      this.renderPanels(u);
      this.env.anim.setHurry(this.queue.backlog >= 2 ? 0.35 : 1);
      const events = animate ? (u.events as RushEvent[]) : [];
      if (first) {
        this.scene.sync(view, this.interaction());
        if (animate && u.turn === 0 && !this.env.anim.instant) await this.scene.deal(view);
        if (!animate && u.turn > 0) this.chrome.log(t('log.resumed', { turn: u.turn }), 'sys');
      }
      for (const ev of events) {
        if (this.destroyed) return;
        const line = logLine(ev, (s) => this.seatName(s));
        if (line) this.chrome.log(line.text, line.kind);
        // The first picture already shows what these events did (the deal stands for them).
        if (!first) await this.scene.play(ev);
      }
      if (this.destroyed) return;
      this.scene.sync(view, this.interaction());
      this.renderPanels(u);
    });
  }

  /** The queue is empty: the picture becomes exactly the latest view, and the table asks for input. */
  private settle(): void {
    if (this.destroyed || !this.latest) return;
    const u = this.latest;
    this.env.anim.setHurry(1);
    this.scene.sync(u.view as RushView, this.interaction());
    this.renderPanels(u);
    this.renderStatus();
    this.renderOffers();
    this.updateButtons();
    this.refreshHook();
    if (u.curtain && !u.outcome) {
      const seat = u.curtain.seat;
      this.chrome.showCurtain(seat, u.curtain.name, () => void this.confirmCurtain(seat));
      return;
    }
    this.chrome.hideCurtain();
    if (u.outcome && this.resultsFor !== u.matchId) {
      this.resultsFor = u.matchId;
      this.showEnd(u);
    }
  }

  private canAct(): boolean {
    const u = this.latest;
    return !!u && !this.queue.busy && !this.pending && !u.curtain && u.humanToAct !== null && !u.outcome;
  }

  private interaction(): Interaction {
    const i: Interaction = { hand: new Set(), selected: [...this.selected], stacks: new Set() };
    const view = this.view;
    if (!view || !this.canAct()) return i;
    if (this.hintMarks) i.hint = this.hintMarks;
    const me = this.latest!.humanToAct!;
    const myMove = (view.phase === 'action' && view.active === me) || (view.phase === 'demand' && view.demand?.target === me);
    if (!myMove) return i;
    for (const c of view.hand ?? []) i.hand.add(c.id);
    for (const o of this.offers()) if ((o.kind === 'takeOver' || o.kind === 'reinforce') && o.rank !== undefined) i.stacks.add(o.rank);
    return i;
  }

  private offers(): Offer[] {
    const u = this.latest;
    const view = this.view;
    if (!u || !view || u.humanToAct === null) return [];
    return offersFor(view, u.legal as RushAction[], this.selected, u.humanToAct);
  }

  // ------------------------------------------------------------ input

  private toggle(id: string): void {
    if (!this.canAct()) return;
    const i = this.selected.indexOf(id);
    if (i >= 0) this.selected.splice(i, 1);
    else this.selected.push(id);
    const view = this.view!;
    // A defence is two cards: a third click replaces the oldest pick.
    if (view.phase === 'demand' && this.selected.length > 2) this.selected.shift();
    this.scene.setInteraction(this.interaction());
    this.renderOffers();
    this.renderStatus();
  }

  private onStack(rank: number): void {
    if (!this.canAct()) return;
    const offers = this.offers().filter((o) => o.rank === rank && (o.kind === 'takeOver' || o.kind === 'reinforce') && o.action);
    if (offers.length === 1) void this.send(offers[0]!.action!);
  }

  private async send(action: RushAction | GameAction): Promise<void> {
    const u = this.latest;
    if (!u || u.humanToAct === null || this.pending) return;
    this.pending = true;
    this.dialog?.close();
    this.refreshHook();
    this.scene.setInteraction(this.interaction());
    this.renderOffers();
    this.updateButtons();
    const reply = await this.env.ctx.api.act({ seat: u.humanToAct, action: action as GameAction });
    this.pending = false;
    if (this.destroyed) return;
    if (reply.ok) this.receive(reply.value, true);
    else {
      showError(reply.error);
      if (!this.queue.busy) this.settle();
    }
    this.refreshHook();
  }

  private async confirmCurtain(seat: number): Promise<void> {
    if (this.pending) return;
    this.pending = true;
    this.refreshHook();
    const reply = await this.env.ctx.api.confirmCurtain({ seat });
    this.pending = false;
    if (this.destroyed) return;
    if (reply.ok) {
      this.chrome.hideCurtain();
      this.receive(reply.value, true);
    } else showError(reply.error);
    this.refreshHook();
  }

  private async undo(): Promise<void> {
    const u = this.latest;
    if (!u || this.pending) return;
    const seat = u.humanToAct ?? (typeof u.viewer === 'number' ? u.viewer : null);
    if (seat === null) return;
    this.pending = true;
    this.updateButtons();
    const reply = await this.env.ctx.api.undo({ seat });
    this.pending = false;
    if (this.destroyed) return;
    if (reply.ok) this.receive(reply.value, true);
    else {
      toast(errorText(reply.error), 'error');
      this.updateButtons();
    }
  }

  /** Asks for what the hard bot would play here, marks it on the table and says it; a hint for an older table is dropped. */
  private async hint(): Promise<void> {
    const u = this.latest;
    if (!u || u.humanToAct === null || this.pending || !this.chrome.hintBtn) return;
    this.chrome.hintBtn.disabled = true;
    const reply = await this.env.ctx.api.hint({ seat: u.humanToAct });
    if (this.destroyed) return;
    this.updateButtons();
    if (!reply.ok) return toast(errorText(reply.error), 'error');
    if (this.latest !== u || reply.value.turn !== u.turn) return toast(t('hint.stale'), 'info');
    const { marks, text } = this.describeHint(reply.value.action as RushAction, u.view as RushView);
    this.hintMarks = marks;
    this.hintText = text;
    this.scene.setInteraction(this.interaction());
    this.renderOffers();
    toast(text, 'info', 6000);
  }

  /** The places a suggested action touches and the sentence that says it. */
  private describeHint(a: RushAction, view: RushView): { marks: HintMarks; text: string } {
    const marks: HintMarks = { cards: new Set(), stacks: new Set(), discard: false, seat: null };
    const hand = view.hand ?? [];
    const card = (id: string): string => {
      const c = hand.find((x) => x.id === id);
      return c ? cardName(c) : id;
    };
    const mark = (...ids: string[]): string => {
      for (const id of ids) marks.cards.add(id);
      return ids.map(card).join(', ');
    };
    switch (a.type) {
      case 'layOut':
        return { marks, text: t('rush.hint.layOut', { card: mark(a.card) }) };
      case 'takeOver': {
        marks.stacks.add(a.rank);
        const owner = view.stacks.find((st) => st.rank === a.rank)?.owner ?? 0;
        return { marks, text: t('rush.hint.takeOver', { sport: sportName(a.rank), name: this.seatName(owner), cards: mark(...a.cards) }) };
      }
      case 'reinforce':
        marks.stacks.add(a.rank);
        return { marks, text: t('rush.hint.reinforce', { sport: sportName(a.rank), cards: mark(a.card, ...a.cards) }) };
      case 'sponsor':
      case 'doping': {
        mark(a.card);
        const key = `rush.hint.${a.type}.${a.option}` as 'rush.hint.sponsor.draw';
        if (a.option === 'demand') marks.seat = a.target ?? null;
        if (a.option === 'takeDiscard' || a.option === 'destroy') marks.discard = true;
        // SPONSOR takes the card now on top (it will lie under the SPONSOR); DOPING removes the topmost sports card.
        const top = a.option === 'destroy' ? [...view.discard].reverse().find((c) => c.kind === 'sport') : view.discard[view.discard.length - 1];
        const other = a.type === 'doping' && a.option === 'discard' && a.other ? mark(a.other) : '';
        return { marks, text: t(key, { name: this.seatName(a.target ?? 0), card: a.option === 'discard' ? other : top ? cardName(top) : t('rush.table.nothing') }) };
      }
      case 'discard':
        return { marks, text: t('rush.hint.discard', { card: mark(a.card) }) };
      case 'accept':
        return { marks, text: t('rush.hint.accept') };
      case 'defend':
        mark(...a.cards);
        return { marks, text: t('rush.hint.defend', { a: card(a.cards[0]), b: card(a.cards[1]) }) };
    }
  }

  private async toMenu(): Promise<void> {
    await this.leave(() => this.env.ctx.showMenu());
  }

  private async leave(next: () => void): Promise<void> {
    this.dialog?.close();
    this.results?.close();
    await this.env.ctx.call('closeMatch', null);
    next();
  }

  // ------------------------------------------------------------ offers

  private placeOffers(r: Rect): void {
    const b = this.chrome.board.getBoundingClientRect();
    const s = this.offersBar.style;
    s.left = `${r.x - b.left}px`;
    s.top = `${r.y - b.top}px`;
    s.width = `${r.width}px`;
    s.height = `${r.height}px`;
  }

  private offerLabel(o: Offer): string {
    const sport = o.rank !== undefined ? sportName(o.rank) : '';
    switch (o.kind) {
      case 'layOut':
        return t('rush.offer.layOut', { sport, rank: o.rank ?? 0 });
      case 'takeOver':
        return t('rush.offer.takeOver', { sport, rank: o.rank ?? 0, name: this.seatName(o.seat ?? 0), count: (o.size ?? 0) + 1 });
      case 'reinforce':
        return t('rush.offer.reinforce', { sport, rank: o.rank ?? 0, size: (o.size ?? 0) + 1 });
      case 'discard':
        return t('rush.offer.discard', { card: cardName(selectedOne(this.view, this.selected) ?? { id: '', kind: 'coach' }) });
      case 'play':
        return t(o.card?.kind === 'sponsor' ? 'rush.offer.playSponsor' : 'rush.offer.playDoping');
      case 'accept':
        return t(this.view?.demand?.kind === 'sponsor' ? 'rush.offer.acceptSponsor' : 'rush.offer.acceptDoping', { name: this.seatName(this.view?.demand?.from ?? 0) });
      case 'defend':
        return t('rush.offer.defend');
      default:
        return o.why ? t(o.why.key as 'rush.why.defendPick', { ...o.why.params, sport, name: this.seatName(o.seat ?? 0) }) : '';
    }
  }

  private renderOffers(): void {
    const bar = this.offersBar;
    const view = this.view;
    if (!view || !this.canAct()) {
      bar.replaceChildren();
      bar.hidden = true;
      return;
    }
    const me = this.latest!.humanToAct!;
    const offers = this.offers();
    const items: HTMLElement[] = [];
    for (const o of offers) {
      if (o.kind === 'why') {
        items.push(h('p', { className: 'rush-why' }, this.offerLabel(o)));
        continue;
      }
      const onclick = (): void => {
        if (o.kind === 'play' && o.card) this.chooseOption(o.card);
        else if (o.action) void this.send(o.action);
      };
      const cls = o.kind === 'discard' ? 'btn small' : o.kind === 'accept' ? 'btn' : 'btn primary';
      items.push(h('button', { type: 'button', className: `${cls} offer-${o.kind}`, onclick }, this.offerLabel(o)));
    }
    if (this.selected.length > 1 && offers.some((o) => o.action && o.kind !== 'accept')) items.push(h('p', { className: 'rush-hint' }, t('rush.offers.order')));
    if (this.hintText && this.selected.length === 0) items.push(h('p', { className: 'rush-hint hinted' }, this.hintText));
    else if (items.length === 0) {
      const hint = view.phase === 'demand' && view.demand?.target === me ? '' : this.selected.length === 0 ? t('rush.offers.hint') : t('rush.offers.none');
      if (hint) items.push(h('p', { className: 'rush-hint' }, hint));
    }
    bar.replaceChildren(...items);
    bar.hidden = items.length === 0;
  }

  /** The chooser of an action card's three options; the ones that do nothing now are disabled and say why. */
  private chooseOption(card: RushCard): void {
    const u = this.latest;
    const view = this.view;
    if (!u || !view || (card.kind !== 'sponsor' && card.kind !== 'doping')) return;
    const kind = card.kind;
    const moves = optionMoves(u.legal as RushAction[], kind);
    const me = u.humanToAct!;
    const items: HTMLElement[] = [];
    for (const [option, list] of moves) {
      const title = t(`rush.option.${kind}.${option}` as 'rush.option.sponsor.draw');
      const what = t(`rush.option.${kind}.${option}.hint` as 'rush.option.sponsor.draw.hint', { card: this.underCard(view) });
      const why = list.length === 0 ? t(`rush.why.${kind}.${option}` as 'rush.why.sponsor.draw') : '';
      const head = h('div', { className: 'option-head' }, h('strong', {}, title), h('span', { className: 'muted' }, ` — ${what}`));
      let body: HTMLElement | null = null;
      if (list.length > 0 && option === 'demand') {
        body = h(
          'div',
          { className: 'option-targets' },
          ...view.players.map((p, seat) => {
            if (seat === me) return null;
            const move = list.find((a) => 'target' in a && a.target === seat);
            return h('button', { type: 'button', className: 'btn small', disabled: !move, title: move ? '' : t('rush.why.noCards'), onclick: () => move && this.pick({ ...move, card: card.id } as RushAction) }, t('rush.option.target', { name: this.seatName(seat), count: p.handCount }));
          }).filter((x): x is HTMLButtonElement => x !== null),
        );
      } else if (list.length > 0 && kind === 'doping' && option === 'discard') {
        body = h(
          'div',
          { className: 'option-targets' },
          ...list.map((a) => {
            const other = (view.hand ?? []).find((c) => a.type === 'doping' && c.id === a.other);
            return h('button', { type: 'button', className: 'btn small', onclick: () => this.pick({ ...a, card: card.id } as RushAction) }, other ? cardName(other) : String((a as { other?: string }).other));
          }),
        );
      }
      const button = h('button', { type: 'button', className: 'btn choice', disabled: list.length === 0 || body !== null, 'aria-describedby': null, onclick: () => list[0] && this.pick({ ...list[0], card: card.id } as RushAction) }, head);
      items.push(h('li', { className: `option${list.length === 0 ? ' unavailable' : ''}` }, body ? h('div', { className: 'option-group', role: 'group', 'aria-label': title }, head, body) : button, why ? h('p', { className: 'rush-why' }, why) : null));
    }
    this.dialog?.close();
    const handle = openDialog(t(kind === 'sponsor' ? 'rush.chooser.sponsor' : 'rush.chooser.doping'), [h('ul', { className: 'choice-list rush-options' }, ...items), h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => handle.close() }, t('common.cancel')))], {
      className: 'rush-chooser',
      onClose: () => {
        if (this.dialog === handle) this.dialog = null;
      },
    });
    this.dialog = handle;
  }

  private pick(action: RushAction): void {
    this.dialog?.close();
    void this.send(action);
  }

  /** The card a SPONSOR would take back: the top of the discard pile now (it will lie under the SPONSOR). */
  private underCard(view: RushView): string {
    const top = view.discard[view.discard.length - 1];
    return top ? cardName(top) : t('rush.table.nothing');
  }

  private showPile(pile: 'draw' | 'discard' | 'out'): void {
    const view = this.view;
    if (!view || pile === 'draw') return;
    const cards = pile === 'discard' ? [...view.discard].reverse() : [...view.outOfGame].reverse();
    const list = h('ol', { className: 'rush-pile-list' }, ...cards.map((c, i) => h('li', {}, chip(c), ` ${cardName(c)}`, i === 0 && pile === 'discard' ? h('span', { className: 'muted' }, ` — ${t('rush.pile.top')}`) : null, i === cards.length - 1 && pile === 'discard' ? h('span', { className: 'muted' }, ` — ${t('rush.pile.marker')}`) : null)));
    this.dialog?.close();
    const handle = openDialog(t(pile === 'discard' ? 'rush.pile.discardHeading' : 'rush.pile.outHeading', { count: cards.length }), [list, h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn primary', onclick: () => handle.close() }, t('rush.close')))], {
      onClose: () => {
        if (this.dialog === handle) this.dialog = null;
      },
    });
    this.dialog = handle;
  }

  private showRules(): void {
    this.dialog?.close();
    const keys = ['rush.rules.goal', 'rush.rules.deck', 'rush.rules.turn', 'rush.rules.layOut', 'rush.rules.takeOver', 'rush.rules.reinforce', 'rush.rules.sponsor', 'rush.rules.doping', 'rush.rules.demand', 'rush.rules.refill', 'rush.rules.end'] as const;
    const count = this.view?.endAfterExhaustions ?? 2;
    const handle = openDialog(t('rush.rules.heading'), [h('div', { className: 'rush-rules' }, ...keys.map((k) => h('p', {}, t(k, { count })))), h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn primary', onclick: () => handle.close() }, t('rush.close')))], {
      className: 'rush-rules-dialog',
      onClose: () => {
        if (this.dialog === handle) this.dialog = null;
      },
    });
    this.dialog = handle;
  }

  /** The shared results dialog, with every player's medals (their stacks) added under the table. */
  private showEnd(u: TableUpdate): void {
    const view = u.view as RushView;
    const seats = u.seats;
    const options = u.options;
    this.results = showResults(seats, u.outcome!, {
      onNewGame: () => void this.leave(() => this.env.ctx.showSetup({ gameId: 'rush', seats, options })),
      onMenu: () => void this.leave(() => this.env.ctx.showMenu()),
    });
    const dlg = this.results.dialog;
    const reason = dlg.querySelector('p.muted');
    if (reason) reason.textContent = tOr(`rush.reason.${u.outcome!.reason}`, reason.textContent ?? '');
    const medals = h(
      'section',
      { className: 'rush-medals', 'aria-label': t('rush.end.medals') },
      h('h3', {}, t('rush.end.medals')),
      h(
        'ul',
        {},
        ...seats.map((s, seat) => {
          const stacks = view.stacks.filter((st) => st.owner === seat);
          return h(
            'li',
            { className: u.outcome!.winners.includes(seat) ? 'winner' : '' },
            h('span', { className: 'who' }, s.name),
            h('span', { className: 'medal-row' }, ...(stacks.length ? stacks.map((st) => medal(st.rank, st.size)) : [h('span', { className: 'muted' }, t('rush.end.noMedals'))])),
          );
        }),
      ),
    );
    dlg.querySelector('.results-table')?.after(medals);
    const head = dlg.querySelectorAll('.results-table thead th');
    if (head[2]) head[2].textContent = t(view.scoring === 'rankPoints' ? 'rush.end.rankPoints' : 'rush.end.medalsColumn');
    if (head[3]) head[3].textContent = t('rush.end.laidOut');
  }

  // ------------------------------------------------------------ chrome

  private updateButtons(): void {
    const u = this.latest;
    const idle = !!u && !this.queue.busy && !this.pending && !u.curtain;
    this.chrome.undoBtn.disabled = !(idle && u!.humanToAct !== null && !u!.outcome);
    if (this.chrome.hintBtn) this.chrome.hintBtn.disabled = !(idle && u!.humanToAct !== null && !u!.outcome);
    this.chrome.undoBtn.classList.toggle('unavailable', !(idle && u!.canUndo));
    this.chrome.undoBtn.title = idle && u!.canUndo ? '' : t('err.undoNotAllowed');
  }

  private renderStatus(): void {
    const u = this.latest;
    const view = this.view;
    if (!u || !view) return;
    if (u.outcome) return this.chrome.setStatus(t('status.over'), 'over');
    if (u.curtain) return this.chrome.setStatus(t('status.curtain', { name: u.curtain.name }), 'wait');
    const me = u.humanToAct;
    if (me === null) {
      const seat = u.actors[0] ?? view.active;
      const s = u.seats[seat];
      return this.chrome.setStatus(t(s?.kind === 'bot' ? 'status.waitBot' : 'status.waitHuman', { name: this.seatName(seat) }), 'wait');
    }
    const name = this.seatName(me);
    if (view.phase === 'demand' && view.demand?.target === me) {
      return this.chrome.setStatus(t(view.demand.kind === 'sponsor' ? 'rush.status.demandSponsor' : 'rush.status.demandDoping', { name, from: this.seatName(view.demand.from) }), 'mine');
    }
    return this.chrome.setStatus(t(this.selected.length ? 'rush.status.chosen' : 'rush.status.choose', { name, count: this.selected.length }), 'mine');
  }

  private renderPanels(u: TableUpdate): void {
    const view = u.view as RushView;
    const items: HTMLElement[] = [];
    u.seats.forEach((seat, i) => {
      const p = view.players[i];
      if (!p) return;
      const active = view.active === i && view.phase !== 'over';
      const deciding = u.actors.includes(i) && view.phase !== 'over';
      const badge = seat.kind === 'bot' ? t('table.bot', { level: t(`level.${seat.level ?? 'normal'}` as 'level.easy') }) : t('table.human');
      items.push(
        h(
          'li',
          { className: `panel-seat${active ? ' active' : ''}${deciding ? ' deciding' : ''}`, 'data-seat': i, 'aria-current': active ? 'true' : null },
          h(
            'div',
            { className: 'panel-head' },
            h('span', { className: 'seat-name' }, seat.name),
            h('span', { className: `badge ${seat.kind}` }, badge),
            deciding ? h('span', { className: 'marker' }, `▶ ${t('table.deciding')}`) : active ? h('span', { className: 'marker dim' }, t('table.active')) : null,
          ),
          h('div', { className: 'score' }, h('strong', {}, String(p.score)), h('span', {}, ` ${t(view.scoring === 'rankPoints' ? 'rush.panel.points' : 'rush.panel.medals', { count: p.score })}`)),
          h('div', { className: 'rush-facts small' }, t('rush.panel.facts', { hand: p.handCount, laid: p.laidOut })),
          p.stacks.length ? h('ul', { className: 'rush-chips', 'aria-label': t('rush.panel.stacks') }, ...p.stacks.map((st) => h('li', {}, medal(st.rank, st.size)))) : null,
          p.knownCards.length ? h('p', { className: 'rush-known small' }, t('rush.panel.known', { cards: p.knownCards.map(cardName).join(', ') })) : null,
        ),
      );
    });
    this.chrome.players.replaceChildren(...items);
  }
}

function selectedOne(view: RushView | null, selected: string[]): RushCard | undefined {
  return (view?.hand ?? []).find((c) => c.id === selected[0]);
}

/** A coloured chip of a sport with its stack size: "[5] Swimming ×3". */
function medal(rank: number, size: number): HTMLElement {
  return h(
    'span',
    { className: 'rush-medal', style: `--sport:${hexColor(sportOf(rank).color)}`, title: t('rush.panel.stack', { sport: sportName(rank), count: size }) },
    h('span', { className: 'rank', 'aria-hidden': 'true' }, String(rank)),
    h('span', { className: 'name' }, sportName(rank)),
    h('span', { className: 'size' }, `×${size}`),
  );
}

function chip(card: RushCard): HTMLElement {
  const color = card.kind === 'sport' ? hexColor(sportOf(card.rank).color) : card.kind === 'sponsor' ? '#2e7d32' : card.kind === 'doping' ? '#c62828' : '#0d2b52';
  const text = card.kind === 'sport' ? String(card.rank) : card.kind === 'sponsor' ? '+' : card.kind === 'doping' ? '−' : 'C';
  return h('span', { className: 'rush-chip', style: `--sport:${color}`, 'aria-hidden': 'true' }, text);
}
