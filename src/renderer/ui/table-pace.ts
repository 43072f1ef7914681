/**
 * The table's pace, above its log: the animation speed (the same setting as in Settings, saved) and
 * "Skip to my turn" (also the S key), shown while others' moves play out or are awaited: it plays out
 * everything up to the player's turn at once; the log keeps every line.
 */
import type { AnimationSpeed } from '../../common/contract';
import { ANIMATION_SPEEDS } from '../../common/names';
import { t } from '../i18n';
import { h } from './dom';

/** The key of "Skip to my turn" (by position: S on an English keyboard, І on a Ukrainian one). */
export const SKIP_KEY = 'KeyS';

export interface PaceHandlers {
  speed: AnimationSpeed;
  onSpeed: (speed: AnimationSpeed) => void;
  onSkip: () => void;
}

export class TablePace {
  readonly root: HTMLElement;
  readonly skipBtn: HTMLButtonElement;
  readonly speed: HTMLSelectElement;
  private readonly speedLabel: HTMLElement;
  private readonly onSkip: () => void;

  constructor(handlers: PaceHandlers) {
    this.onSkip = handlers.onSkip;
    this.speed = h(
      'select',
      { className: 'pace-speed', name: 'table-speed', 'aria-label': t('settings.speed'), onchange: () => handlers.onSpeed(this.speed.value as AnimationSpeed) },
      ...ANIMATION_SPEEDS.map((s) => h('option', { value: s, selected: s === handlers.speed }, t(`speed.${s}`))),
    );
    this.speedLabel = h('span', {}, t('pace.speed'));
    this.skipBtn = h('button', { type: 'button', className: 'btn small primary pace-skip', hidden: true, onclick: () => this.onSkip() }, '');
    this.root = h('div', { className: 'pace' }, h('label', { className: 'pace-speed-label', title: t('settings.speed') }, this.speedLabel, this.speed), this.skipBtn);
    this.relabel();
    // on window, after the document's listeners: a key a table already used (typing a word) is not a skip
    window.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    window.removeEventListener('keydown', this.onKey);
  }

  /** `can`: something is left to skip; `skipping`: the table is skipping to the player's turn now. */
  showSkip(can: boolean, skipping: boolean): void {
    this.skipBtn.hidden = !can && !skipping;
    this.skipBtn.disabled = skipping;
    this.skipBtn.dataset.skipping = String(skipping);
  }

  setSpeed(speed: AnimationSpeed): void {
    this.speed.value = speed;
  }

  relabel(): void {
    this.speedLabel.textContent = t('pace.speed');
    this.speed.setAttribute('aria-label', t('settings.speed'));
    for (const o of this.speed.options) o.textContent = t(`speed.${o.value as AnimationSpeed}`);
    this.skipBtn.textContent = `» ${t('pace.skip')}`;
    this.skipBtn.title = t('pace.skipHint');
    this.skipBtn.setAttribute('aria-keyshortcuts', 'S');
  }

  private readonly onKey = (ev: KeyboardEvent): void => {
    if (ev.code !== SKIP_KEY || ev.defaultPrevented || ev.repeat || ev.ctrlKey || ev.metaKey || ev.altKey || this.skipBtn.hidden || this.skipBtn.disabled) return;
    const target = ev.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
    if (document.querySelector('dialog[open]')) return;
    ev.preventDefault();
    this.onSkip();
  };
}
