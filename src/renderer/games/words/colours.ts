/** The colours of Klepka Words and the marks that tell the letter colours without hue, without Pixi (the phone page uses them too). */
import type { RuleColour } from '../../table/colour-vision';

/** The palette the HTML parts (hand, word row, chips) share with the canvas art. */
export const PALETTE = {
  blue: { fill: 0x1f5fbf, edge: 0x0d3b80, pattern: 0x3f7fdf, ink: 0xffffff },
  yellow: { fill: 0xf7cd3e, edge: 0xa27a00, pattern: 0xfff1a8, ink: 0x2a1f00 },
  polysemy: { fill: 0x5e2a84, accent: 0xe1bee7 },
  chaos: { fill: 0x8e1f1f, accent: 0xffccbc },
  exchange: { fill: 0x0f6b5c, accent: 0xb2dfdb },
} as const;

/** The letter colours' marks as text, matching the cards' drawn wave and sun. */
export const LETTER_MARK = { blue: '≈', yellow: '☀' } as const;

/** The letter colours (a one-colour word scores double), each with its mark. */
export const RULE_PALETTE: readonly RuleColour[] = (['blue', 'yellow'] as const).map((key) => ({ key, color: PALETTE[key].fill, mark: LETTER_MARK[key] }));
