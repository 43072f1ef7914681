/**
 * Colour-vision checks for the tables' rule-carrying palettes: the three common deficiencies simulated
 * with the Machado, Oliveira & Fernandes (2009) matrices at severity 1.0, applied in linear RGB, and the
 * CIEDE2000 colour difference between the results. No Pixi and no DOM: unit tests and the docs picture use it.
 */

export type Deficiency = 'protanopia' | 'deuteranopia' | 'tritanopia';

export const DEFICIENCIES: readonly Deficiency[] = ['protanopia', 'deuteranopia', 'tritanopia'];

/** Row-major 3x3 matrices on linear RGB (Machado et al. 2009, severity 1.0). */
export const MACHADO: Record<Deficiency, readonly number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

/** A colour that carries a rule, with the shape or letter drawn beside it so it reads without hue. */
export interface RuleColour {
  key: string;
  color: number;
  mark: string;
}

/** Below this CIEDE2000 difference two colours are taken as confusable (10 is an obvious difference at a glance). */
export const DISTINCT_DELTA_E = 10;

type Rgb = [number, number, number];

/** 0xRRGGBB as a CSS colour. */
export const cssHex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toSrgb = (c: number): number => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/** 0xRRGGBB as linear RGB in 0..1. */
export function linearRgb(hex: number): Rgb {
  return [toLinear(((hex >> 16) & 255) / 255), toLinear(((hex >> 8) & 255) / 255), toLinear((hex & 255) / 255)];
}

/** The colour as a person with `deficiency` sees it, as 0xRRGGBB. */
export function simulate(hex: number, deficiency: Deficiency): number {
  const [r, g, b] = linearRgb(hex);
  const m = MACHADO[deficiency];
  const out = [0, 1, 2].map((row) => toSrgb(clamp01(m[row * 3]! * r + m[row * 3 + 1]! * g + m[row * 3 + 2]! * b)));
  return out.reduce((acc, v) => (acc << 8) | Math.round(v * 255), 0);
}

/** CIE L*a*b* (D65) of an sRGB colour. */
export function lab(hex: number): Rgb {
  const [r, g, b] = linearRgb(hex);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const rad = (deg: number): number => (deg * Math.PI) / 180;
const deg = (r: number): number => {
  const d = (r * 180) / Math.PI;
  return d < 0 ? d + 360 : d;
};

/** CIEDE2000 difference of two L*a*b* colours (Sharma, Wu & Dalal 2005). */
export function deltaE2000(lab1: Rgb, lab2: Rgb): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const h1p = c1p === 0 ? 0 : deg(Math.atan2(b1, a1p));
  const h2p = c2p === 0 ? 0 : deg(Math.atan2(b2, a2p));
  const dL = L2 - L1;
  const dC = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) dh = Math.abs(h2p - h1p) <= 180 ? h2p - h1p : h2p - h1p > 180 ? h2p - h1p - 360 : h2p - h1p + 360;
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin(rad(dh / 2));
  const lBar = (L1 + L2) / 2;
  const cBarP = (c1p + c2p) / 2;
  let hBar = h1p + h2p;
  if (c1p * c2p !== 0) hBar = Math.abs(h1p - h2p) <= 180 ? (h1p + h2p) / 2 : h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  const t = 1 - 0.17 * Math.cos(rad(hBar - 30)) + 0.24 * Math.cos(rad(2 * hBar)) + 0.32 * Math.cos(rad(3 * hBar + 6)) - 0.2 * Math.cos(rad(4 * hBar - 63));
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cBarP;
  const sH = 1 + 0.015 * cBarP * t;
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7));
  const rT = -Math.sin(rad(2 * dTheta)) * rC;
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}

/** How far apart two colours stay for a person with `deficiency`. */
export function seenDistance(a: number, b: number, deficiency: Deficiency): number {
  return deltaE2000(lab(simulate(a, deficiency)), lab(simulate(b, deficiency)));
}

/** A pair of a palette that neither colour distance nor its marks keep apart. */
export interface ConfusedPair {
  a: string;
  b: string;
  deficiency: Deficiency;
  distance: number;
}

/** How far apart two rule colours are seen with a deficiency: by default simulated from their hex values. */
export type SeenDistance = (a: RuleColour, b: RuleColour, deficiency: Deficiency) => number;

const paletteDistance: SeenDistance = (a, b, deficiency) => seenDistance(a.color, b.color, deficiency);

/**
 * The pairs of `palette` a person with a deficiency could mix up: close in colour and not told apart by mark.
 * `distance` may measure the colours as a simulated rendering of the table shows them instead.
 */
export function confusedPairs(palette: readonly RuleColour[], threshold = DISTINCT_DELTA_E, distance: SeenDistance = paletteDistance): ConfusedPair[] {
  const out: ConfusedPair[] = [];
  for (const deficiency of DEFICIENCIES) {
    palette.forEach((a, i) => {
      for (const b of palette.slice(i + 1)) {
        const seen = distance(a, b, deficiency);
        if (seen < threshold && a.mark.trim() === b.mark.trim()) out.push({ a: a.key, b: b.key, deficiency, distance: seen });
      }
    });
  }
  return out;
}

/** The pairs of `palette` close in colour for a person with a deficiency, marks aside (those the marks must tell apart). */
export function closeInColour(palette: readonly RuleColour[], threshold = DISTINCT_DELTA_E, distance: SeenDistance = paletteDistance): ConfusedPair[] {
  return confusedPairs(palette.map((c) => ({ ...c, mark: '' })), threshold, distance);
}
