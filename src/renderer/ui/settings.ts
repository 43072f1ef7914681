/** Settings: language, animation speed, contrast, sound (on/off, volume), first-time tips and Draker's "Always as suggested", saved through setSettings. */
import type { AnimationSpeed, Contrast, Language } from '../../common/contract';
import { ANIMATION_SPEEDS, CONTRASTS, LANGUAGES } from '../../common/names';
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
      radios<Contrast>('contrast', t('settings.contrast'), CONTRASTS, ctx.settings.contrast, (v) => t(`contrast.${v}`), (v) => void ctx.updateSettings({ contrast: v })),
      soundGroup(ctx),
      switchGroup(ctx, 'firstTips', t('settings.tips'), t('settings.firstTips'), t('settings.firstTipsNote')),
      switchGroup(ctx, 'drakerAsSuggested', t('settings.draker'), t('settings.drakerAsSuggested')),
      relayGroup(ctx),
      h('div', { className: 'form-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => ctx.showMenu() }, t('settings.back'))),
    ),
  );
}

/** The relay "Over the internet" uses: saved (checked by main) with Save or Enter. */
function relayGroup(ctx: AppContext): HTMLElement {
  const input = h('input', { type: 'text', id: 'relay-address', name: 'relayAddress', value: ctx.settings.relayAddress, placeholder: 'wss://relay.example.org', spellcheck: false, autocomplete: 'off', maxLength: 2048 });
  const saved = h('span', { className: 'relay-saved', role: 'status' });
  const save = async () => {
    const before = ctx.settings;
    await ctx.updateSettings({ relayAddress: input.value });
    // a refused address stays as typed (a toast says why); a saved one shows as links use it (ws:// as http://)
    if (ctx.settings === before) return;
    input.value = ctx.settings.relayAddress;
    saved.textContent = t('settings.relaySaved');
  };
  input.addEventListener('input', () => (saved.textContent = ''));
  input.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter') void save();
  });
  return h(
    'fieldset',
    { className: 'radio-group relay-group' },
    h('legend', {}, t('settings.internet')),
    h('label', { className: 'relay-field', for: 'relay-address' }, t('settings.relayAddress')),
    h('div', { className: 'relay-row' }, input, h('button', { type: 'button', className: 'btn small', onclick: () => void save() }, t('settings.relaySave')), saved),
    h('p', { className: 'sound-note' }, t('settings.relayNote')),
  );
}

/** One setting that is on or off, as a checkbox under its legend (first-time tips, Draker's "Always as suggested"). */
function switchGroup(ctx: AppContext, name: 'firstTips' | 'drakerAsSuggested', legend: string, label: string, note?: string): HTMLElement {
  return h(
    'fieldset',
    { className: `radio-group ${name}-group` },
    h('legend', {}, legend),
    h(
      'label',
      { className: 'radio' },
      h('input', { type: 'checkbox', name, checked: ctx.settings[name], onchange: (ev: Event) => void ctx.updateSettings({ [name]: (ev.target as HTMLInputElement).checked }) }),
      h('span', {}, label),
    ),
    ...(note ? [h('p', { className: 'sound-note' }, note)] : []),
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
