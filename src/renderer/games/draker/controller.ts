/**
 * Draker at the table: takes TableUpdates, plays their events through the scene in order, reconciles
 * to the view when the queue is empty, and turns clicks into the legal actions. On a turn the player
 * selects cards and the controls bar shows at once the combination they form (forms, value) with the
 * declarations allowed, or why not; costs, combat, defence and laydown offer the engine's automatic
 * step in one click beside the choices that adjust it.
 */
import type { ErrorInfo } from '../../../common/contract';
import type { DrakerAction, DrakerCard, DrakerComboView, DrakerEvent, DrakerView } from '../../../common/games/draker';
import { t, tOr } from '../../i18n';
import { TableController } from '../../table/controller';
import { markMoves } from '../../table/lesson';
import type { Rect } from '../../table/grid';
import { errorText } from '../../ui/app';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import type { ResultsSection } from '../../ui/results';
import type { TableEnv } from '../../table/game-table';
import type { HintMarks, Interaction } from './board';
import { cardHelp, cardName, effectName, formsText, professionName, rankLabel, valueFormula } from './faces';
import { describeHint } from './hints';
import { activationTargets, artefactChoices, selectionOffers, type Offer, type Targets } from './offers';
import { comboCards, comboLabel, drakerPanels } from './panels';
import { openRules } from './rules-dialog';
import { PassWarning } from './pass-warning';
import { DrakerScene } from './scene';
import { DrakerLogMemory, logLine } from './log';
import { drakerTogether } from './together';
import { AsSuggested } from './as-suggested';
import './draker.css';
import type { DrakerTypes, DrakerUpdate } from './index';

type Activate = Extract<DrakerAction, { type: 'activate' }>;

export class DrakerTable extends TableController<DrakerTypes> {
  private readonly scene: DrakerScene;
  private readonly controls: HTMLElement;
  private readonly rulesBtn: HTMLButtonElement;
  private selected: string[] = [];
  /** The card whose effect is being aimed, with its legal activations. */
  private aiming: { card: DrakerCard; actions: Activate[]; targets: Targets } | null = null;
  /** Combat and costs: the combination and the opponent picked on the table for the adjusting form. */
  private pickedCombo: number | null = null;
  private pickedSeat: number | null = null;
  /** Cards selected before a placement, kept for the next turn step (the placed card joins them). */
  private keep: string[] | null = null;
  private hintMarks: HintMarks | null = null;
  private hintText = '';
  private readonly passWarning = new PassWarning(() => ({ view: this.view, me: this.me }), (a) => this.send(a));
  /** The last refused action's reason, shown in the controls until the next update. */
  private refusal = '';
  private dialog: DialogHandle | null = null;
  private rules: DialogHandle | null = null;
  /** What the log has seen (public cards, combinations, stack entries), so its lines can name them. */
  private readonly logMemory = new DrakerLogMemory();
  /** The setting "Always as suggested": payments, parcels, blocks and laydown go as suggested, unasked. */
  private readonly asSuggested: AsSuggested;
  /** A click on the table or Escape while the table animates skips the animation now playing. */
  private readonly skipClick = (): void => this.skipAnimation();
  private readonly skipKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && !this.dialog && !this.rules) this.skipAnimation();
  };

  constructor(env: TableEnv) {
    super(env);
    this.rulesBtn = h('button', { type: 'button', className: 'btn rules', 'aria-keyshortcuts': 'R', onclick: () => this.showRules() }, t('draker.rules.button'));
    this.chrome.actions.append(this.rulesBtn);
    this.asSuggested = new AsSuggested(env.ctx, this.chrome.actions);
    this.controls = h('div', { className: 'draker-controls', role: 'group', 'aria-label': t('draker.controls.label') });
    this.controls.hidden = true;
    this.chrome.board.append(this.controls);
    this.scene = new DrakerScene(env.app, this.chrome.board, env.anim, {
      seatName: (seat) => this.seatName(seat),
      onCard: (id) => this.onCard(id),
      onCombo: (id) => this.onCombo(id),
      onSeat: (seat) => this.onSeat(seat),
      onStackEntry: (id) => this.onStackEntry(id),
      onControlsRect: (r) => this.placeControls(r),
    });
    this.scene.watchBar(this.controls);
    env.hook.drawnParts = () => this.scene.drawnParts();
    this.chrome.board.addEventListener('pointerdown', this.skipClick);
    document.addEventListener('keydown', this.skipKey);
  }

  protected teardown(): void {
    this.chrome.board.removeEventListener('pointerdown', this.skipClick);
    document.removeEventListener('keydown', this.skipKey);
    delete this.env.hook.drawnParts;
    this.scene.destroy();
  }

  /** Ends the running tweens and pauses at once; the next event plays on and the table settles on the view. */
  private skipAnimation(): void {
    if (this.env.anim.running > 0) this.env.anim.killAll();
  }

  protected relabel(): void {
    this.rulesBtn.textContent = t('draker.rules.button');
    this.asSuggested.relabel();
    this.controls.setAttribute('aria-label', t('draker.controls.label'));
    this.scene.languageChanged();
  }

  // ------------------------------------------------------------ updates

  protected forgetInput(): void {
    this.selected = this.keep ?? [];
    this.keep = null;
    this.aiming = null;
    this.pickedCombo = null;
    this.pickedSeat = null;
    this.hintMarks = null;
    this.hintText = '';
    this.refusal = '';
    this.dialog?.close();
    // The controls wait for the animations: settle() shows them.
    this.hideControls();
  }

  protected refreshControls(): void {
    this.scene.setInteraction(this.interaction());
    if (!this.idle) this.hideControls();
    this.refreshUndoHint();
  }

  protected async playUpdate(u: DrakerUpdate, first: boolean, animate: boolean): Promise<void> {
    const view = u.view;
    this.renderPanels(u);
    if (first) this.logMemory.see(view);
    const scene = { sync: () => this.scene.sync(view, this.interaction()), deal: () => this.scene.deal(view), play: (ev: DrakerEvent) => this.scene.play(ev), together: drakerTogether };
    await this.playThroughScene(u, first, animate, scene, (ev) => logLine(ev, (s) => this.seatName(s), this.logMemory));
    this.logMemory.see(view);
  }

  protected show(u: DrakerUpdate): void {
    this.scene.sync(u.view, this.interaction());
    this.renderPanels(u);
    this.renderStatus();
  }

  protected override reconcile(u: DrakerUpdate): void {
    // A kept selection holds only cards that can still be picked.
    const pickable = this.pickable();
    this.selected = this.selected.filter((id) => pickable.has(id));
    this.show(u);
    if (this.takeAutoStep()) return;
    this.renderControls();
    this.refreshUndoHint();
  }

  /** With the automatic steps turned on, the suggested payment, parcels, block or laydown is sent without asking. */
  private takeAutoStep(): boolean {
    if (!this.asSuggested.on) return false;
    const auto = this.legalList.find((a) => a.type === 'payAuto' || a.type === 'parcelAuto' || a.type === 'blockAuto' || a.type === 'discardAuto');
    if (!auto) return false;
    void this.send(auto);
    return true;
  }

  protected override accepted(action: DrakerAction): void {
    // After placing, the selection stays so the player can declare with the card just placed.
    if (action.type === 'place') this.keep = [...new Set([...this.selected, action.card])];
  }

  protected override refused(_action: DrakerAction, error: ErrorInfo): boolean {
    this.refusal = t('draker.refused', { message: errorText(error) });
    return true;
  }

  private get me(): number {
    return this.latest?.humanToAct ?? -1;
  }

  private get legalList(): DrakerAction[] {
    return this.latest?.legal ?? [];
  }

  private readonly turnPhase = (view: DrakerView): boolean => view.phase === 'basic' || view.phase === 'additional';

  /** Cards the player may click now: own hand, own pool and the common pool on a turn; own pool at laydown. */
  private pickable(): Set<string> {
    const view = this.view;
    const out = new Set<string>();
    if (!view || !this.idle) return out;
    const pool = view.players[this.me]?.pool ?? [];
    if (this.turnPhase(view)) for (const c of [...(view.hand ?? []), ...pool, ...view.common]) out.add(c.id);
    else if (view.phase === 'laydown') for (const c of pool) out.add(c.id);
    return out;
  }

  private interaction(): Interaction {
    const i: Interaction = { cards: new Set(), selected: [...this.selected], combos: new Set(), seats: new Set(), entries: new Set() };
    const view = this.view;
    if (!view || !this.idle) return i;
    if (this.hintMarks) i.hint = this.hintMarks;
    if (this.aiming) {
      const tg = this.aiming.targets;
      return { ...i, cards: new Set(tg.cards), combos: new Set(tg.combos), seats: new Set(tg.seats), entries: new Set(tg.entries), selected: [this.aiming.card.id] };
    }
    i.cards = this.pickable();
    const legal = this.legalList;
    if (this.turnPhase(view) && this.selected.length > 0) {
      const sel = selectionOffers(view, legal, this.selected, this.me);
      if (sel.preview) i.selection = { ok: sel.preview.ok };
    }
    for (const a of legal) {
      if (a.type === 'pay' || a.type === 'parcel' || (a.type === 'block' && a.combo !== null)) i.combos.add(a.combo!);
      if (a.type === 'parcel') i.seats.add(a.to);
    }
    return i;
  }

  // ------------------------------------------------------------ input

  private onCard(id: string): void {
    const view = this.view;
    if (!view || !this.idle) return;
    if (this.aiming) {
      const a = this.aiming.actions.find((x) => x.target === id);
      if (a) void this.send(a);
      return;
    }
    if (!this.pickable().has(id)) return;
    const at = this.selected.indexOf(id);
    if (at >= 0) this.selected.splice(at, 1);
    else if (view.phase === 'laydown') this.selected = [id];
    else this.selected.push(id);
    this.refusal = '';
    this.changed();
  }

  private onCombo(id: number): void {
    const view = this.view;
    if (!view || !this.idle) return;
    if (this.aiming) {
      if (this.aiming.targets.combos.has(id)) void this.send(this.aiming.actions.find((x) => x.target === id)!);
      return;
    }
    if (view.phase === 'defence') {
      const block = this.legalList.find((a) => a.type === 'block' && a.combo === id);
      if (block) void this.send(block);
      return;
    }
    if (this.legalList.some((a) => (a.type === 'pay' || a.type === 'parcel') && a.combo === id)) {
      this.pickedCombo = id;
      this.changed();
    }
  }

  private onSeat(seat: number): void {
    if (!this.idle) return;
    if (this.aiming) {
      if (this.aiming.targets.seats.has(seat)) void this.send(this.aiming.actions.find((x) => x.target === seat)!);
      return;
    }
    if (this.legalList.some((a) => a.type === 'parcel' && a.to === seat)) {
      this.pickedSeat = seat;
      this.changed();
    }
  }

  private onStackEntry(id: number): void {
    if (!this.idle || !this.aiming?.targets.entries.has(id)) return;
    void this.send(this.aiming.actions.find((x) => x.target === id)!);
  }

  /** The selection or a pick changed: redraw what depends on it. */
  private changed(): void {
    this.scene.setInteraction(this.interaction());
    this.renderControls();
    this.renderStatus();
  }

  private aim(card: DrakerCard, actions: Activate[]): void {
    if (actions.length === 1 && actions[0].target === undefined) {
      void this.send(actions[0]);
      return;
    }
    this.aiming = { card, actions, targets: activationTargets(card, actions) };
    this.changed();
  }

  private cancelAim(): void {
    this.aiming = null;
    this.changed();
  }

  protected pointAt(action: DrakerAction, u: DrakerUpdate): string {
    const { marks, text } = describeHint(action, u.view, this.me, (seat) => this.seatName(seat));
    this.hintMarks = marks;
    this.hintText = text;
    // A suggested placement, declaration or discard comes selected: its button is one click away.
    if (action.type === 'declare') this.selected = [...action.cards];
    else if (action.type === 'place' || action.type === 'discard') this.selected = [action.card];
    // An activation or an Artefact setting comes with its card selected alone: its button shows in the controls,
    // even when the card lies under others in a combination.
    else if (action.type === 'activate' || action.type === 'setArtefact') this.selected = [action.card];
    this.scene.setInteraction(this.interaction());
    this.renderControls();
    return text;
  }

  /** The lesson's targets (see lesson.ts): cards by the names the table gives them, the controls bar and its buttons, panels. */
  protected override lessonTargets(name: string): Element[] {
    const [kind, what = ''] = name.split(':');
    const view = this.view;
    switch (kind) {
      case 'card': {
        const c = view ? [...(view.hand ?? []), ...view.common, ...view.players.flatMap((p) => p.pool)].find((x) => x.id === what) : undefined;
        const text = c ? cardName(c, view!.artefacts[c.id]) : null;
        return text ? this.cardButtons((l) => l === text) : [];
      }
      case 'common': {
        const names = new Set((view?.common ?? []).map((c) => cardName(c, view!.artefacts[c.id])));
        return this.cardButtons((l) => names.has(l));
      }
      case 'offer':
        return [...this.controls.querySelectorAll(`.offer-${CSS.escape(what)}`)];
      case 'controls':
        return this.controls.hidden ? [] : [this.controls];
      default:
        return super.lessonTargets(name);
    }
  }

  protected closeDialogs(): void {
    this.dialog?.close();
    this.rules?.close();
  }

  // ------------------------------------------------------------ the controls bar

  /** The scene gives the strip between the player's pool and hand in page pixels. */
  private placeControls(r: Rect): void {
    const board = this.chrome.board;
    const b = board.getBoundingClientRect();
    const s = this.controls.style;
    // offsets from the board's scroll origin: the bar scrolls with a table taller than the board
    s.left = `${r.x - b.left + board.scrollLeft}px`;
    s.top = `${r.y - b.top + board.scrollTop}px`;
    s.width = `${r.width}px`;
    s.height = `${r.height}px`;
  }

  private hideControls(): void {
    this.controls.replaceChildren();
    this.controls.hidden = true;
  }

  private button(label: string, onclick: () => void, className = 'btn'): HTMLButtonElement {
    return h('button', { type: 'button', className, onclick }, label);
  }

  /** A button that sends one move (a lesson rings it only when that is the move it wants). */
  private moveButton(label: string, action: DrakerAction, className: string): HTMLButtonElement {
    const b = this.button(label, () => void this.send(action), className);
    markMoves(b, () => [action]);
    return b;
  }

  private line(text: string, className = 'draker-note'): HTMLElement {
    return h('p', { className }, text);
  }

  private renderControls(): void {
    const view = this.view;
    if (!view || !this.idle) return this.hideControls();
    const items: HTMLElement[] = [];
    if (this.aiming) items.push(...this.aimControls(this.aiming.card));
    else if (this.turnPhase(view)) items.push(...this.turnControls(view));
    else if (view.phase === 'costs') items.push(...this.costControls(view));
    else if (view.phase === 'combat') items.push(...this.combatControls(view));
    else if (view.phase === 'defence') items.push(...this.defenceControls(view));
    else if (view.phase === 'laydown') items.push(...this.laydownControls(view));
    if (this.hintText) items.push(this.line(this.hintText, 'draker-note hinted'));
    if (this.refusal) items.push(h('p', { className: 'draker-why refused', role: 'alert' }, this.refusal));
    this.controls.replaceChildren(...items);
    this.controls.hidden = items.length === 0;
  }

  private aimControls(card: DrakerCard): HTMLElement[] {
    return [this.line(t('draker.status.target', { name: this.seatName(this.me), effect: cardEffect(card) })), h('div', { className: 'draker-row' }, this.button(t('draker.offer.cancel'), () => this.cancelAim()))];
  }

  private turnControls(view: DrakerView): HTMLElement[] {
    const legal = this.legalList;
    const out: HTMLElement[] = [];
    const sel = selectionOffers(view, legal, this.selected, this.me);
    if (sel.preview) {
      const p = sel.preview;
      const forms = p.ok ? formsText(p.forms, this.selected.length) : t('draker.forms.none');
      const value = p.ok ? ` · ${valueFormula(p.value.base, p.value.mult)}` : '';
      out.push(h('p', { className: `draker-preview${p.ok ? ' ok' : ' no'}`, 'aria-live': 'polite' }, `${forms}${value}`));
    }
    const buttons: HTMLElement[] = sel.offers.map((o) => this.offerButton(o));
    for (const w of sel.why) out.push(h('p', { className: 'draker-why' }, t(w.key as 'draker.why.noForm', w.params)));
    if (this.selected.length > 0) buttons.push(this.button(t('draker.offer.clear'), () => this.clearSelection()));
    for (const type of ['pass', 'finish'] as const) if (legal.some((a) => a.type === type)) buttons.push(this.button(t(`draker.offer.${type}`), () => this.passWarning.end({ type }), type === 'pass' ? 'btn offer-pass' : 'btn primary offer-finish'));
    out.push(h('div', { className: 'draker-row' }, ...buttons));
    return out;
  }

  private offerButton(o: Offer): HTMLElement {
    switch (o.kind) {
      case 'declare':
        return this.moveButton(t(o.as === 'ATT' ? 'draker.offer.attack' : 'draker.offer.defence'), o.action, `btn primary offer-${o.as === 'ATT' ? 'attack' : 'defence'}`);
      case 'place':
        return this.moveButton(t('draker.offer.place', { card: cardName(o.card) }), o.action, 'btn primary offer-place');
      case 'artefact':
        return this.button(this.selected.length > 1 ? t('draker.offer.artefactOf', { card: cardName(o.card) }) : t('draker.offer.artefact'), () => this.chooseArtefact(o.card));
      case 'activate': {
        const b = this.button(t('draker.offer.activate', { effect: cardEffect(o.card), att: o.card.cost[0], def: o.card.cost[1] }), () => this.aim(o.card, o.targets), 'btn offer-activate');
        b.title = cardHelp(o.card);
        markMoves<DrakerAction>(b, () => this.legal('activate').filter((a) => a.card === o.card.id));
        return b;
      }
    }
  }

  private clearSelection(): void {
    this.selected = [];
    this.changed();
  }

  private comboOptions(view: DrakerView, ids: number[], picked: number | null): HTMLSelectElement {
    const combos = ids.map((id) => view.combos.find((c) => c.id === id)).filter((c): c is DrakerComboView => !!c);
    const select = h('select', { className: 'draker-select' }, ...combos.map((c) => h('option', { value: String(c.id), selected: c.id === picked, title: comboCards(view, c) }, comboLabel(view, c))));
    select.onchange = () => {
      this.pickedCombo = Number(select.value);
    };
    return select;
  }

  private amountInput(max: number, label: string): HTMLInputElement {
    return h('input', { type: 'number', className: 'draker-amount', min: '1', max: String(max), value: String(max), 'aria-label': label });
  }

  private costControls(view: DrakerView): HTMLElement[] {
    const pays = this.legalList.filter((a): a is Extract<DrakerAction, { type: 'pay' }> => a.type === 'pay');
    const out: HTMLElement[] = [h('div', { className: 'draker-row' }, this.button(t('draker.offer.payAuto'), () => void this.send({ type: 'payAuto' }), 'btn primary offer-auto'), this.asSuggested.offerBox())];
    if (pays.length === 0) return out;
    const ids = [...new Set(pays.map((a) => a.combo))];
    const combo = this.pickedCombo !== null && ids.includes(this.pickedCombo) ? this.pickedCombo : ids[0];
    const select = this.comboOptions(view, ids, combo);
    const max = (id: number): number => Math.max(...pays.filter((a) => a.combo === id).map((a) => a.amount));
    const amount = this.amountInput(max(combo), t('draker.offer.points'));
    select.addEventListener('change', () => {
      amount.max = String(max(Number(select.value)));
      amount.value = amount.max;
    });
    const pay = (): void => this.sendAmount({ type: 'pay', combo: Number(select.value), amount: Number(amount.value) }, max(Number(select.value)));
    out.push(h('div', { className: 'draker-row adjust' }, this.button(t('draker.offer.pay'), pay), amount, h('span', {}, t('draker.offer.payFrom')), select));
    return out;
  }

  private combatControls(view: DrakerView): HTMLElement[] {
    const parcels = this.legalList.filter((a): a is Extract<DrakerAction, { type: 'parcel' }> => a.type === 'parcel');
    const out: HTMLElement[] = [h('div', { className: 'draker-row' }, this.button(t('draker.offer.parcelAuto'), () => void this.send({ type: 'parcelAuto' }), 'btn primary offer-auto'), this.asSuggested.offerBox())];
    if (parcels.length === 0) return out;
    const ids = [...new Set(parcels.map((a) => a.combo))];
    const seats = [...new Set(parcels.map((a) => a.to))];
    const combo = this.pickedCombo !== null && ids.includes(this.pickedCombo) ? this.pickedCombo : ids[0];
    const select = this.comboOptions(view, ids, combo);
    const to = h('select', { className: 'draker-select', 'aria-label': t('draker.offer.parcelTo') }, ...seats.map((s) => h('option', { value: String(s), selected: s === this.pickedSeat }, this.seatName(s))));
    to.onchange = () => {
      this.pickedSeat = Number(to.value);
    };
    const left = (id: number): number => view.combos.find((c) => c.id === id)?.remaining ?? 1;
    const amount = this.amountInput(left(combo), t('draker.offer.points'));
    select.addEventListener('change', () => {
      amount.max = String(left(Number(select.value)));
      amount.value = amount.max;
    });
    const send = (): void => this.sendAmount({ type: 'parcel', combo: Number(select.value), to: Number(to.value), amount: Number(amount.value) }, left(Number(select.value)));
    out.push(h('div', { className: 'draker-row adjust' }, this.button(t('draker.offer.parcel'), send), amount, h('span', {}, t('draker.offer.payFrom')), select, h('span', {}, t('draker.offer.parcelTo')), to));
    return out;
  }

  /** A payment or parcel typed in the form: a whole number from 1 to what the combination allows, else says so and sends nothing. */
  private sendAmount(action: Extract<DrakerAction, { type: 'pay' | 'parcel' }>, max: number): void {
    if (!Number.isInteger(action.amount) || action.amount < 1 || action.amount > max) {
      this.refusal = t(action.type === 'pay' ? 'draker.why.payAmount' : 'draker.why.parcelAmount', { max });
      this.renderControls();
      return;
    }
    void this.send(action);
  }

  private defenceControls(view: DrakerView): HTMLElement[] {
    const parcel = view.parcels.find((p) => p.to === this.me);
    const buttons: HTMLElement[] = [this.button(t('draker.offer.blockAuto'), () => void this.send({ type: 'blockAuto' }), 'btn primary offer-auto')];
    for (const a of this.legalList) {
      if (a.type !== 'block') continue;
      const c = a.combo === null ? null : view.combos.find((x) => x.id === a.combo);
      const label = c ? t('draker.offer.block', { combo: comboLabel(view, c) }) : t('draker.offer.noBlock', { amount: parcel?.amount ?? 0 });
      const b = this.button(label, () => void this.send(a), `btn ${c ? 'offer-block' : 'offer-hit'}`);
      if (c) b.title = comboCards(view, c);
      buttons.push(b);
    }
    return [h('div', { className: 'draker-row' }, ...buttons, this.asSuggested.offerBox())];
  }

  private laydownControls(view: DrakerView): HTMLElement[] {
    const buttons: HTMLElement[] = [this.button(t('draker.offer.discardAuto'), () => void this.send({ type: 'discardAuto' }), 'btn primary offer-auto')];
    const card = view.players[this.me]?.pool.find((c) => c.id === this.selected[0]);
    const discard = card ? this.legalList.find((a) => a.type === 'discard' && a.card === card.id) : undefined;
    if (card && discard) buttons.push(this.button(t('draker.offer.discard', { card: cardName(card, view.artefacts[card.id]) }), () => void this.send(discard)));
    return [h('div', { className: 'draker-row' }, ...buttons, this.asSuggested.offerBox()), ...(card ? [] : [this.line(t('draker.offer.discardPick'))])];
  }

  /** The Artefact's chooser: a rank or a profession still open to it this round. */
  private chooseArtefact(card: DrakerCard): void {
    const { ranks, profs } = artefactChoices(this.legalList, card.id);
    const pick = (a: DrakerAction): void => {
      this.dialog?.close();
      void this.send(a);
    };
    const group = (title: string, buttons: HTMLElement[]): HTMLElement | null => (buttons.length ? h('div', { className: 'draker-choices', role: 'group', 'aria-label': title }, h('h3', {}, title), ...buttons) : null);
    this.dialog?.close();
    const handle = openDialog(t('draker.artefact.heading', { card: cardName(card) }), [
      h('p', { className: 'muted' }, t('draker.artefact.help')),
      group(t('draker.artefact.rank'), ranks.map((r) => this.button(rankLabel(r), () => pick({ type: 'setArtefact', card: card.id, rank: r }), 'btn small'))),
      group(t('draker.artefact.prof'), profs.map((p) => this.button(professionName(p), () => pick({ type: 'setArtefact', card: card.id, prof: p }), 'btn small'))),
      h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => handle.close() }, t('common.cancel'))),
    ].filter((x): x is HTMLElement => x !== null), {
      className: 'draker-chooser',
      onClose: () => {
        if (this.dialog === handle) this.dialog = null;
      },
    });
    this.dialog = handle;
  }

  /** The Rules dialog stays open while the game goes on (updates close only the choosers). */
  private showRules(): void {
    this.rules?.close();
    this.rules = openRules();
  }

  /** The results show each player's life and the round they fell. */
  protected override resultsSection(u: DrakerUpdate): ResultsSection {
    const view = u.view;
    const outcome = u.outcome!;
    const fellIn = u.seats.map((_, seat) => view.players[seat]?.fellIn ?? null);
    return {
      reason: tOr(`draker.reason.${outcome.reason}`, tOr(`results.reason.${outcome.reason}`, t('results.reason.other'))),
      pointsLabel: t('draker.end.life'),
      column: { label: t('draker.end.heading'), cells: fellIn.map((round) => (round !== null ? t('draker.end.fellIn', { round }) : t('draker.end.standing'))) },
      // Who stayed longer places higher; those who fell in the same round (or still stand) by their life.
      standing: fellIn.map((round) => round ?? view.round + 1),
    };
  }


  // ------------------------------------------------------------ status and panels

  protected renderStatus(): void {
    const u = this.latest;
    const view = this.view;
    if (!u || !view) return;
    if (this.sharedStatus(u, view.active)) return;
    const name = this.seatName(this.me);
    const mine = (text: string): void => this.chrome.setStatus(`${t('draker.board.round', { n: view.round })} · ${t(`draker.phase.${view.phase}`)} — ${text}`, 'mine');
    if (this.aiming) return mine(t('draker.status.target', { name, effect: cardEffect(this.aiming.card) }));
    const legal = this.legalList;
    const me = view.players[this.me];
    switch (view.phase) {
      case 'basic':
        return mine(t(legal.some((a) => a.type === 'finish') ? 'draker.status.basic' : 'draker.status.placeFirst', { name }));
      case 'additional':
        return mine(t(view.turn.acted ? 'draker.status.additionalActed' : 'draker.status.additional', { name }));
      case 'costs':
        return mine(t('draker.status.costs', { name, att: me?.owed[0] ?? 0, def: me?.owed[1] ?? 0 }));
      case 'combat':
        return mine(t('draker.status.combat', { name }));
      case 'defence': {
        const p = view.parcels.find((x) => x.to === this.me);
        return mine(t('draker.status.defence', { name, from: this.seatName(p?.from ?? 0), amount: p?.amount ?? 0 }));
      }
      case 'laydown':
        return mine(t('draker.status.laydown', { name, count: Math.max(0, (me?.pool.length ?? 0) - 5) }));
      default:
        return mine('');
    }
  }

  private renderPanels(u: DrakerUpdate): void {
    this.chrome.players.replaceChildren(...drakerPanels(u));
  }
}

function cardEffect(card: DrakerCard): string {
  return card.effect ? effectName(card.effect) : '';
}
