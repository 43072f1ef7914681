/**
 * A combination's summary over its group: its kind, its value and its marks (Flight, Guard) in a chip a
 * person reads even when the group's cards are small (six players in a small window). The layout gives
 * every group room for its short summary at a readable size; the board shows the long one (the formula,
 * what is left) where it fits. Widths are estimated on the generous side, so a chip never has to shrink.
 */
import type { DrakerComboView, DrakerView } from '../../../common/games/draker';
import { t } from '../../i18n';
import { valueFormula } from './faces';

/** The least font size of a summary, in pixels. */
export const SUMMARY_FONT = 11;

export type ComboMark = 'flight' | 'guard';

export interface ComboSummary {
  /** "ATT 9", or "ATT 3/9" (left of the value) once the costs are paid. */
  short: string;
  /** "ATT 3 × 3 = 9", with "· 3 left" once the costs are paid. */
  long: string;
  marks: ComboMark[];
}

/** From the costs on, a group shows what is left of it. */
function afterDeclaring(p: Pick<DrakerView, 'phase'>): boolean {
  return p.phase !== 'basic' && p.phase !== 'additional';
}

/** Flight (an attack's or defence's, as the view says) and Guard (a resolved Guard icon on one of a defence's cards). */
export function comboMarks(p: Pick<DrakerView, 'modifiers'>, combo: DrakerComboView): ComboMark[] {
  const marks: ComboMark[] = [];
  if (combo.flight) marks.push('flight');
  if (combo.kind === 'DEF' && p.modifiers.some((m) => m.kind === 'guard' && m.card !== undefined && combo.cards.includes(m.card))) marks.push('guard');
  return marks;
}

export function comboSummary(p: Pick<DrakerView, 'phase' | 'modifiers'>, combo: DrakerComboView): ComboSummary {
  const kind = t(combo.kind === 'ATT' ? 'draker.board.attShort' : 'draker.board.defShort');
  const after = afterDeclaring(p);
  return {
    short: `${kind} ${after ? `${combo.remaining}/${combo.value}` : combo.value}`,
    long: `${kind} ${valueFormula(combo.base, combo.mult, combo.value)}${after ? ` · ${t('draker.board.left', { n: combo.remaining })}` : ''}`,
    marks: comboMarks(p, combo),
  };
}

/** A character's width in ems for a bold sans face, rounded up (capitals and Cyrillic are the widest). */
function charEm(ch: string): number {
  if (ch === ' ') return 0.3;
  if (/[0-9]/.test(ch)) return 0.62;
  if (/[.,:;·/|!]/.test(ch)) return 0.36;
  if (/[A-ZА-ЯІЇЄҐ]/.test(ch)) return ch === 'Ш' || ch === 'Щ' || ch === 'Ж' || ch === 'Ю' || ch === 'Ф' || ch === 'M' || ch === 'W' ? 0.98 : 0.76;
  if (/[a-zа-яіїєґ']/.test(ch)) return ch === 'ш' || ch === 'щ' || ch === 'ж' || ch === 'ю' || ch === 'ф' || ch === 'm' || ch === 'w' ? 0.92 : 0.64;
  return 0.72;
}

/** The estimated width of `text` at font size 1 (an upper bound of the drawn width). */
export function textEms(text: string): number {
  return [...text].reduce((sum, ch) => sum + charEm(ch), 0);
}

/** A mark's glyph is a square of this many ems, after a gap of MARK_GAP ems. */
export const MARK_EM = 1.05;
export const MARK_GAP = 0.3;
/** The chip's padding on each side, in ems. */
export const CHIP_PAD = 0.45;

/** The width of a chip holding `text` and `marks`, at font size 1. */
export function chipEms(text: string, marks: readonly ComboMark[]): number {
  return textEms(text) + marks.length * (MARK_EM + MARK_GAP) + 2 * CHIP_PAD;
}
