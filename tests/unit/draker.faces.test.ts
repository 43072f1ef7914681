import { describe, expect, it } from 'vitest';

import { DRAKER_PROFESSIONS, DRAKER_SUITS } from '../../src/common/games/draker';
import { emblemSvg, suitMarkSvg } from '../../src/renderer/games/draker/marks';

/** The SVG subset Pixi's `Graphics.svg` draws: these elements, these attributes, absolute path commands. */
const ELEMENTS = new Set(['path', 'circle', 'ellipse', 'rect', 'line']);
const ATTRIBUTES = new Set(['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2', 'fill', 'stroke', 'stroke-width', 'opacity']);

/** Checks one mark and returns its shapes; throws on anything Pixi or a browser would not draw the same way. */
function shapesOf(svg: string): string[] {
  const open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';
  if (!svg.startsWith(open) || !svg.endsWith('</svg>')) throw new Error(`not a 100×100 svg: ${svg.slice(0, 80)}`);
  const inner = svg.slice(open.length, -'</svg>'.length);
  const shapes = inner.match(/<[^>]*>/g) ?? [];
  if (shapes.join('') !== inner) throw new Error('text outside the elements');
  for (const shape of shapes) {
    const m = /^<([a-z]+)((?: [a-z-]+="[^"]*")*)\/>$/.exec(shape);
    if (!m || !ELEMENTS.has(m[1])) throw new Error(`unsupported element ${shape}`);
    for (const [, name, value] of m[2].matchAll(/ ([a-z-]+)="([^"]*)"/g)) {
      if (!ATTRIBUTES.has(name)) throw new Error(`unsupported attribute ${name} in ${shape}`);
      if (name === 'fill' || name === 'stroke') {
        if (value !== 'none' && !/^#[0-9a-f]{6}$/.test(value)) throw new Error(`bad colour ${value}`);
      } else if (name === 'd') {
        const tokens = value.match(/[A-Za-z]|-?\d+(?:\.\d+)?/g) ?? [];
        if (tokens.join('').length !== value.replace(/[\s,]/g, '').length) throw new Error(`bad path ${value}`);
        if (!/^M/.test(value) || tokens.some((tk) => /[a-z]/.test(tk) || (/[A-Z]/.test(tk) && !'MLCQZ'.includes(tk)))) throw new Error(`unsupported path command in ${value}`);
        if (tokens.some((tk) => !/[A-Z]/.test(tk) && (Number(tk) < 0 || Number(tk) > 100))) throw new Error(`path leaves the 100×100 box: ${value}`);
      } else if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > 100) throw new Error(`bad number ${name}="${value}"`);
    }
  }
  if (shapes.length === 0) throw new Error('empty mark');
  return shapes;
}

describe('Draker marks', () => {
  it('every suit mark and profession emblem is a well-formed 100×100 SVG of shapes Pixi draws', () => {
    for (const suit of DRAKER_SUITS) expect(() => shapesOf(suitMarkSvg(suit)), suit).not.toThrow();
    DRAKER_PROFESSIONS.forEach((p, i) => expect(() => shapesOf(emblemSvg(i)), p).not.toThrow());
  });

  it('the check refuses what Pixi cannot draw', () => {
    const wrap = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
    expect(() => shapesOf(wrap('<text x="5" y="5">A</text>'))).toThrow();
    expect(() => shapesOf(wrap('<path d="M0 0 L10 10" transform="rotate(3)"/>'))).toThrow();
    expect(() => shapesOf(wrap('<path d="m0 0 l10 10" fill="#000000"/>'))).toThrow();
    expect(() => shapesOf(wrap('<circle cx="50" cy="50" r="40" fill="#000000"/>'))).not.toThrow();
  });

  it('the six suits and ten professions each have their own picture', () => {
    const suits = DRAKER_SUITS.map((s) => suitMarkSvg(s));
    const emblems = DRAKER_PROFESSIONS.map((_, i) => emblemSvg(i));
    expect(new Set(suits).size).toBe(6);
    expect(new Set(emblems).size).toBe(10);
    expect(() => emblemSvg(10)).toThrow(RangeError);
  });
});
