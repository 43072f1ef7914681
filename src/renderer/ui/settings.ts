/** Settings: language, animation speed, sound (on/off, volume), first-time tips and Draker's "Always as suggested", saved through setSettings. */
import type { AnimationSpeed, Language } from '../../common/contract';
import { ANIMATION_SPEEDS, LANGUAGES } from '../../common/names';
import { t } from '../i18n';
import type { AppContext } from './app';
import { h } from './dom';

export function renderSettings(root: HTMLElement, ctx: AppContext): void {
  const radios = <T extends string>(name: string, legend: string, values: readonly T[], current: T, label: (v: T) => string, onPick: (v: T) => void, lang?: (v: T) => string): HTMLElement =>
    h(
      'fieldset',
      { className: 'radio-group' },
      h('legend', {}, legend),
      ...values.map((v) =>
        h(
          'label',
          { className: 'radio', lang: lang ? lang(v) : null },
          h('input', { type: 'radio', name, value: v, checked: v === current, onchange: () => onPick(v) }),
          h('span', {}, label(v)),
        ),
      ),
    );
  root.append(
    h(
      'section',
      { className: 'panel settings', 'aria-labelledby': 'settings-h' },
      h('h1', { id: 'settings-h' }, t('settings.heading')),
      radios<Language>('language', t('settings.language'), LANGUAGES, ctx.settings.language, (v) => t(`lang.${v}`), (v) => void ctx.updateSettings({ language: v }), (v) => v),
      radios<AnimationSpeed>('speed', t('settings.speed'), ANIMATION_SPEEDS, ctx.settings.animationSpeed, (v) => t(`speed.${v}`), (v) => void ctx.updateSettings({ animationSpeed: v })),
      soundGroup(ctx),
      tipsGroup(ctx),
      h(
        'fieldset',
        { className: 'radio-group' },
        h('legend', {}, t('settings.draker')),
        h(
          'label',
          { className: 'radio' },
          h('input', { type: 'checkbox', name: 'drakerAsSuggested', checked: ctx.settings.drakerAsSuggested, onchange: (ev: Event) => void ctx.updateSettings({ drakerAsSuggested: (ev.target as HTMLInputElement).checked }) }),
          h('span', {}, t('settings.drakerAsSuggested')),
        ),
      ),
      h('div', { className: 'form-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => ctx.showMenu() }, t('settings.back'))),
    ),
  );
}

/** First-time tips on or off (the table's bubble can turn them off too). */
function tipsGroup(ctx: AppContext): HTMLElement {
  return h(
    'fieldset',
    { className: 'radio-group tips-group' },
    h('legend', {}, t('settings.tips')),
    h(
      'label',
      { className: 'radio' },
      h('input', { type: 'checkbox', name: 'firstTips', checked: ctx.settings.firstTips, onchange: (ev: Event) => void ctx.updateSettings({ firstTips: (ev.target as HTMLInputElement).checked }) }),
      h('span', {}, t('settings.firstTips')),
    ),
    h('p', { className: 'sound-note' }, t('settings.firstTipsNote')),
  );
}

/** Sound on/off and its volume; the volume is saved when the slider is let go. */
function soundGroup(ctx: AppContext): HTMLElement {
  const { sound, volume } = ctx.settings;
  // the value beside the slider, and a word when M muted the table (until M is pressed again)
  const shown = h('output', { className: 'volume-value', htmlFor: 'volume' }, `${volume}%`);
  const slider = h('input', {
    type: 'range', id: 'volume', name: 'volume', min: '0', max: '100', step: '5', value: String(volume), disabled: !sound,
    oninput: () => (shown.textContent = `${slider.value}%`),
    onchange: () => void ctx.updateSettings({ volume: Number(slider.value) }),
  });
  const muted = document.body.classList.contains('sound-muted');
  return h(
    'fieldset',
    { className: 'radio-group sound-group' },
    h('legend', {}, t('settings.sound')),
    h(
      'label',
      { className: 'radio' },
      h('input', {
        type: 'checkbox',
        name: 'sound',
        checked: sound,
        onchange: (ev: Event) => {
          const on = (ev.target as HTMLInputElement).checked;
          slider.disabled = !on;
          void ctx.updateSettings({ sound: on });
        },
      }),
      h('span', {}, t('settings.soundOn')),
    ),
    h('label', { className: 'volume' }, h('span', {}, t('settings.volume')), slider, shown),
    ...(muted ? [h('p', { className: 'sound-note muted-now', role: 'status' }, t('settings.mutedNow'))] : []),
    h('p', { className: 'sound-note' }, t('settings.muteKey')),
  );
}
