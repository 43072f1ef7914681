/** Settings: language and animation speed, saved through setSettings. */
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
      h('div', { className: 'form-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => ctx.showMenu() }, t('settings.back'))),
    ),
  );
}
