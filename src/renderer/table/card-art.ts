/** Small drawing helpers every game's card art uses: centred text, fitting it, and mixing colours. */
import { Text, type TextStyleOptions } from 'pixi.js';

export const ART_FONT = "'Noto Sans', 'DejaVu Sans', sans-serif";

/** A centred text, rendered sharper than the card so it survives the card's scaling. */
export function text(value: string, style: TextStyleOptions, resolution: number): Text {
  const tx = new Text({ text: value, style: { fontFamily: ART_FONT, ...style }, resolution: Math.max(1, resolution * 1.5) });
  tx.anchor.set(0.5);
  return tx;
}

/** Shrinks a text to fit `maxWidth`. */
export function fitText(tx: Text, maxWidth: number): Text {
  if (tx.width > maxWidth) tx.scale.set(maxWidth / tx.width);
  return tx;
}

/** `color` with each channel multiplied by `f` (below 1 darker, above 1 lighter). */
export function shade(color: number, f: number): number {
  const ch = (s: number) => Math.min(255, Math.max(0, Math.round(((color >> s) & 255) * f)));
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

/** Mixes `color` with white: 0 = the colour, 1 = white. */
export function tint(color: number, f: number): number {
  const ch = (s: number) => Math.round(((color >> s) & 255) + (255 - ((color >> s) & 255)) * f);
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

/** Perceived brightness from 0 (black) to 1 (white). */
export function luminance(color: number): number {
  return (0.299 * ((color >> 16) & 255) + 0.587 * ((color >> 8) & 255) + 0.114 * (color & 255)) / 255;
}
