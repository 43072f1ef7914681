/**
 * "Always as suggested" (a saved setting, also in Settings): payments, parcels, blocks and laydown go as
 * suggested, unasked, from the next such step on. Ticking the box beside an automatic step only turns it
 * on (the step at hand waits for the player's click); while it is on, a box in the top bar turns it off.
 */
import { t } from '../../i18n';
import type { AppContext } from '../../ui/app';
import { h } from '../../ui/dom';

export class AsSuggested {
  /** The top bar's box, shown while the setting is on. */
  private readonly bar: HTMLLabelElement;
  private readonly barBox: HTMLInputElement;
  private readonly barText: HTMLSpanElement;

  constructor(
    private readonly ctx: AppContext,
    actions: HTMLElement,
  ) {
    this.barBox = h('input', { type: 'checkbox', checked: true, onchange: () => void this.set(this.barBox.checked) });
    this.barText = h('span', {}, t('draker.offer.autoAlways'));
    this.bar = h('label', { className: 'draker-auto in-bar', title: t('draker.offer.autoOffHint') }, this.barBox, this.barText);
    actions.prepend(this.bar);
    this.refresh();
  }

  get on(): boolean {
    return this.ctx.settings.drakerAsSuggested;
  }

  /** The box beside an automatic step: ticking it turns the setting on for later steps, nothing is sent now. */
  offerBox(): HTMLElement {
    const box = h('input', { type: 'checkbox', checked: this.on, onchange: () => void this.set(box.checked) });
    return h('label', { className: 'draker-auto', title: t('draker.offer.autoHint') }, box, t('draker.offer.autoAlways'));
  }

  relabel(): void {
    this.barText.textContent = t('draker.offer.autoAlways');
    this.bar.title = t('draker.offer.autoOffHint');
  }

  private async set(on: boolean): Promise<void> {
    await this.ctx.updateSettings({ drakerAsSuggested: on });
    this.refresh();
  }

  private refresh(): void {
    this.bar.hidden = !this.on;
    this.barBox.checked = this.on;
  }
}
