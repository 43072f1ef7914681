/** New game: seats (people and bots), the game's options, an optional deal number, Start. */
import type { BotLevel, GameInfo, OptionField, SeatConfig } from '../../common/contract';
import { BOT_LEVELS } from '../../common/names';
import { isDefaultName, t, tOr } from '../i18n';
import { type AppContext, type SetupPreset, errorText, gameName, startLesson } from './app';
import { clear, h, nextId } from './dom';
import { withIcon } from './icons';
import { openPartyPanel } from './party';

interface SeatDraft {
  kind: 'human' | 'bot';
  name: string;
  level: BotLevel;
  /** True once the player typed a name here: a typed name is never replaced, even if it looks like a default. */
  typed?: boolean;
}

export interface SetupState {
  preset: SetupPreset;
  seats: SeatDraft[];
  options: Record<string, unknown>;
  seed: string;
  optionsOpen: boolean;
}

const DEFAULT_NAME_KEYS = [0, 1, 2, 3, 4, 5].map((i) => `setup.defaultName.${i}` as 'setup.defaultName.0');

/** Gives default names again: people "Olena", "Petro"...; bots "Bot 1", "Bot 2"... (custom names stay). */
function renameDefaults(seats: SeatDraft[]): void {
  let humans = 0;
  let bots = 0;
  for (const s of seats) {
    if (s.kind === 'human') {
      if (!s.typed && (isDefaultName(s.name) || !s.name.trim())) s.name = t(DEFAULT_NAME_KEYS[humans % 6]!);
      humans += 1;
    } else {
      bots += 1;
      if (!s.typed && (isDefaultName(s.name) || !s.name.trim())) s.name = t('setup.botName', { n: bots });
    }
  }
}

export function newSetupState(preset: SetupPreset, info: GameInfo | undefined): SetupState {
  const seats: SeatDraft[] = preset.seats
    ? preset.seats.map((s) => ({ kind: s.kind, name: s.name, level: s.level ?? 'normal' }))
    : [
        { kind: 'human', name: '', level: 'normal' },
        { kind: 'bot', name: '', level: 'normal' },
      ];
  renameDefaults(seats);
  const options = structuredClone(preset.options ?? info?.defaultOptions ?? {});
  return { preset, seats, options, seed: '', optionsOpen: false };
}

function readOption(options: Record<string, unknown>, f: OptionField): number {
  const v = options[f.key];
  const n = f.index !== undefined && Array.isArray(v) ? v[f.index] : v;
  return typeof n === 'number' ? n : f.min;
}

function writeOption(options: Record<string, unknown>, f: OptionField, value: number): void {
  if (f.index !== undefined) {
    const arr = Array.isArray(options[f.key]) ? [...(options[f.key] as number[])] : [];
    arr[f.index] = value;
    options[f.key] = arr;
  } else {
    options[f.key] = value;
  }
}

/** The level's one-line description for this game (`level.<game>.<level>.desc`), else the general one. */
function levelDesc(gameId: string, level: BotLevel): string {
  return tOr(`level.${gameId}.${level}.desc`, t(`level.${level}.desc` as 'level.easy.desc'));
}

function optionLabel(gameId: string, f: OptionField): string {
  const key = `opt.${gameId}.${f.key}${f.index !== undefined ? `.${f.index}` : ''}`;
  return tOr(key, f.index !== undefined ? `${f.key} ${f.index}` : f.key);
}

export function renderSetup(root: HTMLElement, ctx: AppContext, state: SetupState): void {
  const gameId = state.preset.gameId;
  const info = ctx.games.find((g) => g.id === gameId);
  const min = info?.minPlayers ?? 2;
  const max = Math.min(info?.maxPlayers ?? 6, 8);
  const levels: readonly BotLevel[] = info?.levels.length ? info.levels : BOT_LEVELS;
  for (const seat of state.seats) if (!levels.includes(seat.level)) seat.level = 'normal';
  const errorBox = h('div', { className: 'form-error', role: 'alert', id: 'setup-error' });
  const seatList = h('ol', { className: 'seat-list' });
  const optionsBody = h('div', { className: 'options-grid' });
  const addBtn = h('button', { type: 'button', className: 'btn small', onclick: () => addSeat() }, `+ ${t('setup.addSeat')}`);

  // party mode: start the game and open Invite phones at once (two or more human seats)
  let invite = false;
  const inviteBtn = h('button', { type: 'button', className: 'btn big', onclick: () => {
    invite = true;
    form.requestSubmit();
  } }, ...withIcon('phone', t('setup.startInvite')));
  const renderSeats = (): void => {
    inviteBtn.hidden = state.seats.filter((x) => x.kind === 'human').length < 2;
    clear(seatList);
    state.seats.forEach((seat, i) => {
      const n = i + 1;
      const nameId = nextId('seat-name');
      const kindId = nextId('seat-kind');
      const levelId = nextId('seat-level');
      const descId = nextId('seat-level-desc');
      const pfx = (label: string): HTMLElement[] => [h('span', { className: 'sr-only' }, `${t('setup.seat', { n })} `), h('span', {}, label)];
      const nameInput = h('input', {
        id: nameId,
        type: 'text',
        value: seat.name,
        maxlength: 24,
        required: true,
        autocomplete: 'off',
        oninput: (ev: Event) => {
          seat.name = (ev.target as HTMLInputElement).value;
          seat.typed = seat.name.trim() !== '';
          renderOptions();
        },
      });
      const kindSelect = h(
        'select',
        {
          id: kindId,
          onchange: (ev: Event) => {
            seat.kind = (ev.target as HTMLSelectElement).value as 'human' | 'bot';
            renameDefaults(state.seats);
            renderSeats();
            renderOptions();
            (seatList.querySelectorAll('select')[i * 2] as HTMLSelectElement | undefined)?.focus();
          },
        },
        h('option', { value: 'human', selected: seat.kind === 'human' }, t('setup.human')),
        h('option', { value: 'bot', selected: seat.kind === 'bot' }, t('setup.bot')),
      );
      const levelSelect = h(
        'select',
        {
          id: levelId,
          'aria-describedby': descId,
          onchange: (ev: Event) => {
            seat.level = (ev.target as HTMLSelectElement).value as BotLevel;
            desc.textContent = levelDesc(gameId, seat.level);
          },
        },
        ...levels.map((lv) => h('option', { value: lv, selected: seat.level === lv }, t(`level.${lv}` as 'level.easy'))),
      );
      const desc = h('p', { id: descId, className: 'level-desc' }, levelDesc(gameId, seat.level));
      const remove = h(
        'button',
        {
          type: 'button',
          className: 'btn small ghost',
          'aria-label': t('setup.removeSeat', { n }),
          title: t('setup.removeSeat', { n }),
          disabled: state.seats.length <= min,
          onclick: () => {
            state.seats.splice(i, 1);
            renameDefaults(state.seats);
            renderSeats();
            renderOptions();
          },
        },
        '✕',
      );
      seatList.append(
        h(
          'li',
          { className: `seat-row ${seat.kind}` },
          h(
            'fieldset',
            {},
            h('legend', {}, t('setup.seat', { n })),
            h('div', { className: 'field' }, h('label', { for: nameId }, ...pfx(t('setup.name'))), nameInput),
            h('div', { className: 'field' }, h('label', { for: kindId }, ...pfx(t('setup.kind'))), kindSelect),
            seat.kind === 'bot'
              ? h('div', { className: 'field level' }, h('label', { for: levelId }, ...pfx(t('setup.level'))), levelSelect, desc)
              : h('div', { className: 'field level placeholder', 'aria-hidden': 'true' }),
            remove,
          ),
        ),
      );
    });
    addBtn.disabled = state.seats.length >= max;
  };

  const addSeat = (): void => {
    if (state.seats.length >= max) return;
    state.seats.push({ kind: 'bot', name: '', level: 'normal' });
    renameDefaults(state.seats);
    renderSeats();
    renderOptions();
    const inputs = seatList.querySelectorAll('input');
    (inputs[inputs.length - 1] as HTMLInputElement | undefined)?.focus();
  };

  const renderOptions = (): void => {
    clear(optionsBody);
    for (const f of info?.optionFields ?? []) {
      const id = nextId('opt');
      const label = optionLabel(gameId, f);
      let control: HTMLElement;
      let hint: HTMLElement | null = null;
      if (f.kind === 'flag') {
        const numeric = typeof info?.defaultOptions[f.key] === 'number';
        const on = state.options[f.key] === true || state.options[f.key] === 1;
        control = h('input', {
          id,
          type: 'checkbox',
          checked: on,
          onchange: (ev: Event) => {
            const checked = (ev.target as HTMLInputElement).checked;
            state.options[f.key] = numeric ? (checked ? 1 : 0) : checked;
          },
        });
      } else if (f.kind === 'choice') {
        const current = state.options[f.key];
        control = h(
          'select',
          { id, onchange: (ev: Event) => (state.options[f.key] = (ev.target as HTMLSelectElement).value) },
          ...(f.choices ?? []).map((c) => h('option', { value: c, selected: current === c }, tOr(`opt.${gameId}.${f.key}.${c}`, c))),
        );
      } else if (f.kind === 'seat') {
        let current = readOption(state.options, f);
        if (current >= state.seats.length) {
          current = -1;
          writeOption(state.options, f, -1);
        }
        control = h(
          'select',
          { id, onchange: (ev: Event) => writeOption(state.options, f, Number((ev.target as HTMLSelectElement).value)) },
          h('option', { value: -1, selected: current === -1 }, t('setup.random')),
          ...state.seats.map((s, i) => h('option', { value: i, selected: current === i }, s.name.trim() || t('setup.seat', { n: i + 1 }))),
        );
      } else if (f.kind === 'ms') {
        control = h('input', {
          id,
          type: 'number',
          min: f.min / 1000,
          max: f.max / 1000,
          step: 0.5,
          inputmode: 'decimal',
          value: readOption(state.options, f) / 1000,
          'data-field': label,
          'data-min': f.min / 1000,
          'data-max': f.max / 1000,
          oninput: (ev: Event) => writeOption(state.options, f, Math.round(Number((ev.target as HTMLInputElement).value) * 1000)),
        });
      } else {
        control = h('input', {
          id,
          type: 'number',
          min: f.min,
          max: f.max,
          step: 1,
          inputmode: 'numeric',
          value: readOption(state.options, f),
          'data-field': label,
          'data-min': f.min,
          'data-max': f.max,
          'data-int': 'true',
          oninput: (ev: Event) => writeOption(state.options, f, Number((ev.target as HTMLInputElement).value)),
        });
      }
      const hintText = tOr(`opt.${gameId}.${f.key}.hint`, '');
      if (hintText) {
        hint = h('p', { id: nextId('opt-hint'), className: 'hint' }, hintText);
        control.setAttribute('aria-describedby', hint.id);
      }
      optionsBody.append(h('div', { className: `field opt-${f.kind}` }, h('label', { for: id }, label), control, hint));
    }
    if (gameId === 'football') optionsBody.append(h('p', { className: 'hint wide' }, t('opt.football.footballersHint')));
  };

  const seedId = nextId('seed');
  const seedHintId = nextId('seed-hint');
  const seedInput = h('input', {
    id: seedId,
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    value: state.seed,
    'aria-describedby': seedHintId,
    oninput: (ev: Event) => {
      state.seed = (ev.target as HTMLInputElement).value;
    },
  });

  const details = h(
    'details',
    { className: 'options', open: state.optionsOpen, ontoggle: () => (state.optionsOpen = details.open) },
    h('summary', {}, t('setup.options')),
    optionsBody,
  );

  const startBtn = h('button', { type: 'submit', className: 'btn primary big' }, t('setup.start'));
  const form = h(
    'form',
    {
      className: 'setup-form',
      novalidate: true,
      'aria-describedby': 'setup-error',
      onsubmit: async (ev: Event) => {
        ev.preventDefault();
        errorBox.textContent = '';
        const withPhones = invite;
        invite = false;
        const problem = validate();
        if (problem) {
          errorBox.textContent = problem;
          return;
        }
        const seats: SeatConfig[] = state.seats.map((s) => (s.kind === 'bot' ? { kind: 'bot', name: s.name.trim(), level: s.level } : { kind: 'human', name: s.name.trim() }));
        const seedText = state.seed.trim();
        startBtn.disabled = true;
        const reply = await ctx.callRaw('startMatch', {
          gameId,
          seats,
          options: state.options,
          ...(seedText ? { seed: Number(seedText) } : {}),
        });
        startBtn.disabled = false;
        if (reply.ok) {
          ctx.openTable(reply.value, true);
          if (withPhones) void openPartyPanel(ctx);
        } else {
          errorBox.textContent = errorText(reply.error);
          errorBox.focus();
        }
      },
    },
    h('section', { className: 'seats', 'aria-labelledby': 'seats-h' }, h('h2', { id: 'seats-h' }, t('setup.seats')), h('p', { className: 'hint' }, t('setup.seatsHint', { min, max })), seatList, addBtn),
    details,
    h('div', { className: 'field seed' }, h('label', { for: seedId }, t('setup.seed')), seedInput, h('p', { id: seedHintId, className: 'hint' }, t('setup.seedHint'))),
    errorBox,
    h(
      'div',
      { className: 'form-actions' },
      h('button', { type: 'button', className: 'btn', onclick: () => ctx.showMenu() }, t('setup.back')),
      inviteBtn,
      ctx.tables[gameId].lesson ? h('button', { type: 'button', className: 'btn learn', onclick: () => void startLesson(ctx, gameId) }, t('lesson.learnGame', { game: gameName(gameId) })) : null,
      startBtn,
    ),
  );
  errorBox.tabIndex = -1;

  const validate = (): string | null => {
    if (state.seats.some((s) => !s.name.trim())) return t('setup.errorName');
    for (const input of optionsBody.querySelectorAll<HTMLInputElement>('input[type=number]')) {
      const v = Number(input.value);
      const lo = Number(input.dataset.min);
      const hi = Number(input.dataset.max);
      const intOnly = input.dataset.int === 'true';
      if (input.value.trim() === '' || !Number.isFinite(v) || v < lo || v > hi || (intOnly && !Number.isInteger(v))) {
        state.optionsOpen = true;
        details.open = true;
        input.focus();
        return t('setup.errorNumber', { field: input.dataset.field ?? '', min: lo, max: hi });
      }
    }
    const seedText = state.seed.trim();
    if (seedText && (!/^\d+$/.test(seedText) || Number(seedText) > 0xffffffff)) return t('setup.errorSeed');
    return null;
  };

  renderSeats();
  renderOptions();
  root.append(h('section', { className: 'panel setup', 'aria-labelledby': 'setup-h' }, h('h1', { id: 'setup-h' }, t('setup.heading', { game: gameName(gameId) })), form));
}
