/** The colours of Athletic Games and their symbols, without Pixi (the phone page uses them too). */
import type { AthleticColour } from '../../../common/games/athletic';
import { ATHLETIC_COLOURS } from '../../../common/games/athletic';
import type { RuleColour } from '../../table/colour-vision';

export const COLOUR_HEX: Record<AthleticColour, number> = {
  blue: 0x1f6fd1,
  purple: 0x7b3fb5,
  pink: 0xe0559e,
  orange: 0xef7d14,
  yellow: 0xf2c21b,
  red: 0xd12d2d,
};

/** The same symbols as text, for HTML (rules dialog, log). */
export const COLOUR_GLYPH: Record<AthleticColour, string> = {
  blue: '●',
  purple: '◆',
  pink: '✚',
  orange: '▲',
  yellow: '★',
  red: '■',
};

/** The colours the rules turn on (same colour, one step up or down), each with its symbol. */
export const RULE_PALETTE: readonly RuleColour[] = ATHLETIC_COLOURS.map((key) => ({ key, color: COLOUR_HEX[key], mark: COLOUR_GLYPH[key] }));
