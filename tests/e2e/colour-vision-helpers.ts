/**
 * A table's screenshot seen through the simulated colour-vision deficiencies (the Machado matrices of
 * src/renderer/table/colour-vision.ts applied to every pixel in the page), and where the rule colours are drawn
 * on it: the pixels of each rule colour, and their mean colour in each simulated picture.
 */
import type { Page } from '@playwright/test';
import { DEFICIENCIES, MACHADO, type Deficiency, type RuleColour } from '../../src/renderer/table/colour-vision';

/** A rule colour as drawn on a table: how many pixels show it, and its mean colour in each simulated picture. */
export interface DrawnColour {
  rule: RuleColour;
  pixels: number;
  seen: Record<Deficiency, number>;
}

/**
 * A pixel counts as a rule colour's only when it is that colour exactly: a flat fill keeps its colour inside its
 * edges, and a near colour may be another part of the art (Football's card backs are one step off PLAY GAME's green).
 */
const CHANNEL_TOLERANCE = 0;

/**
 * The screenshot `png` through each deficiency (as PNGs), and for each colour of `palette` the pixels that show it
 * and their mean colour in each simulated picture.
 */
export async function seenThroughDeficiencies(page: Page, png: Buffer, palette: readonly RuleColour[]): Promise<{ pictures: Record<Deficiency, Buffer>; drawn: DrawnColour[] }> {
  const result = await page.evaluate(
    async ({ src, matrices, colours, tolerance }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const original = ctx.getImageData(0, 0, img.width, img.height).data;
      // which rule colour each pixel shows, if any
      const owner = new Int16Array(original.length / 4).fill(-1);
      const rgb = colours.map((c) => [(c >> 16) & 255, (c >> 8) & 255, c & 255]);
      for (let p = 0; p < owner.length; p++) {
        const i = p * 4;
        owner[p] = rgb.findIndex(([r, g, b]) => Math.abs(original[i]! - r!) <= tolerance && Math.abs(original[i + 1]! - g!) <= tolerance && Math.abs(original[i + 2]! - b!) <= tolerance);
      }
      const pixels = colours.map((_, k) => owner.reduce((n, o) => (o === k ? n + 1 : n), 0));
      const lin = new Float32Array(256).map((_, i) => (i / 255 <= 0.04045 ? i / 255 / 12.92 : ((i / 255 + 0.055) / 1.055) ** 2.4));
      const enc = (v: number): number => Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
      const pictures: Record<string, string> = {};
      const seen: Record<string, number[]> = {};
      for (const [name, m] of Object.entries(matrices)) {
        const data = new ImageData(new Uint8ClampedArray(original), img.width, img.height);
        const px = data.data;
        const sums = colours.map(() => [0, 0, 0]);
        for (let i = 0; i < px.length; i += 4) {
          const r = lin[px[i]!]!;
          const g = lin[px[i + 1]!]!;
          const b = lin[px[i + 2]!]!;
          for (let c = 0; c < 3; c++) px[i + c] = enc(Math.min(1, Math.max(0, m[c * 3]! * r + m[c * 3 + 1]! * g + m[c * 3 + 2]! * b)));
          const k = owner[i / 4]!;
          if (k >= 0) for (let c = 0; c < 3; c++) sums[k]![c]! += px[i + c]!;
        }
        ctx.putImageData(data, 0, 0);
        pictures[name] = canvas.toDataURL('image/png').split(',')[1]!;
        seen[name] = sums.map((s, k) => (pixels[k] ? s.reduce((acc, v) => (acc << 8) | Math.round(v / pixels[k]!), 0) : 0));
      }
      return { pixels, pictures, seen };
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, matrices: Object.fromEntries(DEFICIENCIES.map((d) => [d, [...MACHADO[d]]])), colours: palette.map((c) => c.color), tolerance: CHANNEL_TOLERANCE },
  );
  const pictures = Object.fromEntries(DEFICIENCIES.map((d) => [d, Buffer.from(result.pictures[d]!, 'base64')])) as Record<Deficiency, Buffer>;
  const drawn = palette.map((rule, k) => ({ rule, pixels: result.pixels[k]!, seen: Object.fromEntries(DEFICIENCIES.map((d) => [d, result.seen[d]![k]!])) as Record<Deficiency, number> }));
  return { pictures, drawn };
}

