/** Draker table strings, English and Ukrainian (merged into the app's dictionaries; keys start with 'draker.', 'opt.draker.' or 'level.draker.'). */
import type { Entry } from '../../i18n/en';

export const drakerEn = {
  // Cards: suits, professions, icons, common effects, individual effects, hover help (faces.ts, art.ts).
  'draker.card.artefact': 'Artefact',

  // Options, bot levels, the rules dialog, the event log (text.ts), sounds.
  'draker.rules.button': 'Rules',

  // The table: phases, status lines, buttons, choosers, payments, combat, results.
  'draker.phase.basic': 'Basic turns',
};

export const drakerUk: Record<keyof typeof drakerEn, Entry> = {
  // Cards.
  'draker.card.artefact': 'Артефакт',

  // Options, bot levels, rules, log.
  'draker.rules.button': 'Правила',

  // The table.
  'draker.phase.basic': 'Основні ходи',
};
