/**
 * Rush for Medals at the table: takes TableUpdates, plays their events through the scene in order,
 * reconciles to the view when the queue is empty, and turns the player's selection of hand cards into
 * the legal actions it allows (offered as buttons; action cards open a chooser of their three options).
 */
import type { RushAction, RushCard, RushEvent, RushView } from '../../../common/games/rush';
import { t, tOr } from '../../i18n';
import { TableController } from '../../table/controller';
import { markMoves } from '../../table/lesson';
import type { Rect } from '../../table/grid';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { keyboardSection } from '../../table/keyboard';
import type { ResultsSection } from '../../ui/results';
import type { TableEnv } from '../../table/game-table';
import { cardName, sportName } from './faces';
import { sportLabel } from './sports';
import { offersFor, optionMoves, type Offer } from './offers';
import { describeHint } from './hints';
import { chip, medal, rushPanels } from './panels';
import { RushScene, type HintMarks, type Interaction } from './scene';
import { logLine } from './log';
import './rush.css';
import type { RushTypes, RushUpdate } from './index';

export class RushTable extends TableController<RushTypes> {
  private readonly scene: RushScene;
  private readonly offersBar: HTMLElement;
  private readonly rulesBtn: HTMLButtonElement;
  private selected: string[] = [];
  /** What the last hint pointed at; cleared by the next update. */
  private hintMarks: HintMarks | null = null;
  /** The last hint's sentence, shown above the hand while nothing is selected. */
  private hintText = '';
  private dialog: DialogHandle | null = null;

  constructor(env: TableEnv) {
    super(env);
    this.hintToastMs = 6000;
    this.rulesBtn = h('button', { type: 'button', className: 'btn rules', 'aria-keyshortcuts': 'R', onclick: () => this.showRules() }, t('rush.rules.button'));
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
    this.scene.watchBar(this.offersBar);
  }

  protected teardown(): void {
    this.scene.destroy();
  }

  protected relabel(): void {
    this.rulesBtn.textContent = t('rush.rules.button');
    this.offersBar.setAttribute('aria-label', t('rush.offers.label'));
    this.scene.languageChanged();
  }

  // ------------------------------------------------------------ updates

  protected forgetInput(): void {
    this.selected = [];
    this.hintMarks = null;
    this.hintText = '';
    this.dialog?.close();
    // Offers wait for the animations: settle() shows them.
    this.hideOffers();
  }

  protected refreshControls(): void {
    this.scene.setInteraction(this.interaction());
    if (!this.idle) this.hideOffers();
    this.updateButtons();
  }

  protected async playUpdate(u: RushUpdate, first: boolean, animate: boolean): Promise<void> {
    const view = u.view;
    this.renderPanels(u);
    const scene = { sync: () => this.scene.sync(view, this.interaction()), deal: () => this.scene.deal(view), play: (ev: RushEvent) => this.scene.play(ev) };
    await this.playThroughScene(u, first, animate, scene, (ev) => logLine(ev, view, (s) => this.seatName(s)));
  }

  protected show(u: RushUpdate): void {
    this.scene.sync(u.view, this.interaction());
    this.renderPanels(u);
    this.renderStatus();
  }

  protected override reconcile(u: RushUpdate): void {
    this.show(u);
    this.renderOffers();
    this.updateButtons();
  }

  private interaction(): Interaction {
    const i: Interaction = { hand: new Set(), selected: [...this.selected], stacks: new Set() };
    const view = this.view;
    if (!view || !this.idle) return i;
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
    return offersFor(view, u.legal, this.selected, u.humanToAct);
  }

  // ------------------------------------------------------------ input

  private toggle(id: string): void {
    if (!this.idle) return;
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
    if (!this.idle) return;
    const offers = this.offers().filter((o) => o.rank === rank && (o.kind === 'takeOver' || o.kind === 'reinforce') && o.action);
    if (offers.length === 1) void this.send(offers[0]!.action!);
  }

  protected pointAt(action: RushAction, u: RushUpdate): string {
    const { marks, text } = describeHint(action, u.view, (seat) => this.seatName(seat));
    this.hintMarks = marks;
    this.hintText = text;
    this.scene.setInteraction(this.interaction());
    this.renderOffers();
    return text;
  }

  protected closeDialogs(): void {
    this.dialog?.close();
  }

  /** The lesson's targets (see lesson.ts): card buttons over the canvas by their stable names, the offers, panels. */
  protected override lessonTargets(name: string): Element[] {
    const [kind, what = ''] = name.split(':');
    switch (kind) {
      case 'hand':
        return this.cardButtons((l) => (what === '*' ? l.startsWith('card hand ') : l === `card hand ${what}`));
      case 'stack':
        return this.cardButtons((l) => l.startsWith('stack ') && l.endsWith(` ${sportLabel(Number(what))}`));
      case 'pile':
        return this.cardButtons((l) => l.startsWith(`${what} pile`));
      case 'offer':
        return [...this.offersBar.querySelectorAll(`.offer-${CSS.escape(what)}`)];
      default:
        return super.lessonTargets(name);
    }
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

  private hideOffers(): void {
    this.offersBar.replaceChildren();
    this.offersBar.hidden = true;
  }

  private renderOffers(): void {
    const bar = this.offersBar;
    const view = this.view;
    if (!view || !this.idle) return this.hideOffers();
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
      const button = h('button', { type: 'button', className: `${cls} offer-${o.kind}`, onclick }, this.offerLabel(o));
      // what the button sends (a SPONSOR's or DOPING's any of its options): a lesson rings only the move it wants
      const card = o.card;
      markMoves<RushAction>(button, () => (o.action ? [o.action] : card ? (this.latest?.legal ?? []).filter((a) => a.type === card.kind && 'card' in a && a.card === card.id) : []));
      items.push(button);
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
    const moves = optionMoves(u.legal, kind);
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
            return h('button', { type: 'button', className: 'btn small', disabled: !move, title: move ? '' : t('rush.why.noCards'), onclick: () => move && this.pick({ ...move, card: card.id }) }, t('rush.option.target', { name: this.seatName(seat), count: p.handCount }));
          }).filter((x): x is HTMLButtonElement => x !== null),
        );
      } else if (list.length > 0 && kind === 'doping' && option === 'discard') {
        body = h(
          'div',
          { className: 'option-targets' },
          ...list.map((a) => {
            const other = (view.hand ?? []).find((c) => a.type === 'doping' && c.id === a.other);
            return h('button', { type: 'button', className: 'btn small', onclick: () => this.pick({ ...a, card: card.id }) }, other ? cardName(other) : String(a.type === 'doping' ? a.other : undefined));
          }),
        );
      }
      const button = h('button', { type: 'button', className: 'btn choice', disabled: list.length === 0 || body !== null, 'aria-describedby': null, onclick: () => list[0] && this.pick({ ...list[0], card: card.id }) }, head);
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
    const handle = openDialog(t('rush.rules.heading'), [h('div', { className: 'rush-rules' }, ...keys.map((k) => h('p', {}, t(k, { count }))), keyboardSection()), h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn primary', onclick: () => handle.close() }, t('rush.close')))], {
      className: 'rush-rules-dialog',
      onClose: () => {
        if (this.dialog === handle) this.dialog = null;
      },
    });
    this.dialog = handle;
  }

  /** The results speak of medals (or rank points) and show every player's stacks under the table. */
  protected override resultsSection(u: RushUpdate): ResultsSection {
    const view = u.view;
    const outcome = u.outcome!;
    const medals = h(
      'section',
      { className: 'rush-medals', 'aria-label': t('rush.end.medals') },
      h('h3', {}, t('rush.end.medals')),
      h(
        'ul',
        {},
        ...u.seats.map((s, seat) => {
          const stacks = view.stacks.filter((st) => st.owner === seat);
          return h(
            'li',
            { className: outcome.winners.includes(seat) ? 'winner' : '' },
            h('span', { className: 'who' }, s.name),
            h('span', { className: 'medal-row' }, ...(stacks.length ? stacks.map((st) => medal(st.rank, st.size)) : [h('span', { className: 'muted' }, t('rush.end.noMedals'))])),
          );
        }),
      ),
    );
    return {
      reason: tOr(`rush.reason.${outcome.reason}`, tOr(`results.reason.${outcome.reason}`, t('results.reason.other'))),
      pointsLabel: t(view.scoring === 'rankPoints' ? 'rush.end.rankPoints' : 'rush.end.medalsColumn'),
      tiebreakLabel: t('rush.end.laidOut'),
      below: [medals],
    };
  }

  // ------------------------------------------------------------ chrome

  private updateButtons(): void {
    this.refreshUndoHint();
  }

  protected renderStatus(): void {
    const u = this.latest;
    const view = this.view;
    if (!u || !view) return;
    if (this.sharedStatus(u, view.active)) return;
    const me = u.humanToAct!;
    const name = this.seatName(me);
    if (view.phase === 'demand' && view.demand?.target === me) {
      return this.chrome.setStatus(t(view.demand.kind === 'sponsor' ? 'rush.status.demandSponsor' : 'rush.status.demandDoping', { name, from: this.seatName(view.demand.from) }), 'mine');
    }
    return this.chrome.setStatus(t(this.selected.length ? 'rush.status.chosen' : 'rush.status.choose', { name, count: this.selected.length }), 'mine');
  }

  private renderPanels(u: RushUpdate): void {
    this.chrome.players.replaceChildren(...rushPanels(u));
  }
}

function selectedOne(view: RushView | null, selected: string[]): RushCard | undefined {
  return (view?.hand ?? []).find((c) => c.id === selected[0]);
}
