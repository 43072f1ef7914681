import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DrakerCard, DrakerEffectKind } from '../../src/common/games/draker';
import { DRAKER_PROFESSIONS, DRAKER_SUITS } from '../../src/common/games/draker';
import { cardOf, composition, EDITION } from '../../src/main/engine/games/draker/cards';
import {
  cardHelp,
  cardName,
  cardOfKey,
  faceKey,
  rankLabel,
  settingOfKey,
} from '../../src/renderer/games/draker/faces';
import { emblemSvg, suitMarkSvg } from '../../src/renderer/games/draker/marks';
import '../../src/renderer/games'; // registers every game's words, as the app does

// setLanguage touches the page's <html>; a stand-in is enough here.
(globalThis as { document?: unknown }).document = { documentElement: {}, title: '' };
const { setLanguage } = await import('../../src/renderer/i18n');

const deck = composition().map(cardOf);

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

describe('Draker card names and help', () => {
  afterAll(() => setLanguage('en'));

  for (const lang of ['en', 'uk'] as const) {
    it(`every one of the 84 cards has its own name (${lang})`, () => {
      setLanguage(lang);
      expect(deck).toHaveLength(84);
      const names = deck.map((c) => cardName(c));
      expect(new Set(names).size).toBe(84);
      for (const n of names) expect(n).not.toMatch(/undefined|draker\./);
    });
  }

  describe('in English', () => {
    beforeAll(() => setLanguage('en'));

    it('names cards the way a player says them', () => {
      expect(cardName(cardOf('hearts-Q'))).toBe('Queen of Hearts · Healer');
      expect(cardName(cardOf('spades-Q'))).toBe('Queen of Spades · Pathfinder');
      expect(cardName(cardOf('elves-7'))).toBe('7 of Elves · Etsilop');
      expect(cardName(cardOf('gnomes-art'))).toBe('Artefact of Gnomes');
      expect(cardName(cardOf('gnomes-art'), { rank: 12 })).toBe('Artefact of Gnomes (as Queen)');
      expect(cardName(cardOf('gnomes-art'), { prof: 5 })).toBe('Artefact of Gnomes (as Pathfinder)');
      expect(rankLabel(12)).toBe('Q');
      expect(rankLabel(10)).toBe('10');
    });

    it('names a card known only by its id in full, from the edition', () => {
      const byId = (id: string) => cardName({ id } as DrakerCard);
      expect(byId('diamonds-J')).toBe('Jack of Diamonds · Wizard');
      expect(byId('spades-9')).toBe('9 of Spades · Spearman');
      expect(byId('elves-art')).toBe(cardName(cardOf('elves-art')));
      expect(byId('nothing-7')).toBe('nothing-7');
    });

    it('states the card’s own numbers: hearts-3 is an Etsilop whose Dragon caps a defence at 4 for 3/0', () => {
      const c = cardOf('hearts-3');
      expect([c.prof, c.tier, c.amount, c.cost]).toEqual([9, 1, 4, [3, 0]]);
      const help = cardHelp(c);
      expect(help).toContain('Dragon (Modifier)');
      expect(help).toContain('can be at most 4');
      expect(help).toContain('Cost 3/0: 3 attack and 0 defence points');
      expect(help).toContain('Guard');
      expect(cardHelp(cardOf('clubs-8'))).toContain('+1 token');
    });

    it('gives the icon and the common-pool effect with their numbers', () => {
      const q = cardHelp(cardOf('spades-Q'));
      expect(q).toContain('Scout (Instant): You draw 2 cards at once.');
      expect(q).toContain('Cost 1/1');
      expect(q).toContain(`+${EDITION.guardBonus} to the base of each defensive combination holding this card`);
      const j = cardHelp(cardOf('hearts-J'));
      expect(j).toContain('Guardsman (Modifier): +4 to the final value');
      expect(j).toContain('Cost 3/0');
      expect(j).toContain('Common pool “Gale”');
      expect(cardHelp(cardOf('diamonds-K'))).toContain('Common pool “Siege”');
      expect(cardHelp(cardOf('elves-2'))).toContain(`Mend (End of round): At the end of the round you gain 10 life (never above ${EDITION.lifeCap}).`);
      expect(cardHelp(cardOf('hearts-art'))).toContain('set its rank, its profession or both');
    });

    it('every card’s help holds its own cost and effect size', () => {
      const sized: DrakerEffectKind[] = ['phalanx', 'onslaught', 'volley', 'mend', 'scout', 'guardsman', 'crush', 'dragon'];
      for (const c of deck.filter((d) => !d.artefact)) {
        const help = cardHelp(c);
        expect(help, c.id).toContain(`Cost ${c.cost[0]}/${c.cost[1]}`);
        if (sized.includes(c.effect!)) expect(help, c.id).toMatch(new RegExp(`(^|[^\\d])${c.amount}([^\\d]|$)`));
        expect(help.split('\n').length, c.id).toBe(3 + (c.icon ? 1 : 0) + (c.common ? 1 : 0));
      }
    });
  });

  describe('in Ukrainian', () => {
    beforeAll(() => setLanguage('uk'));

    it('names cards the way a Ukrainian player says them', () => {
      expect(cardName(cardOf('hearts-Q'))).toBe('Дама чирви · Цілитель');
      expect(cardName(cardOf('diamonds-A'))).toBe('Туз бубни · Дракон');
      expect(cardName(cardOf('gnomes-6'))).toBe('6 гномів · Дракон');
      expect(cardName(cardOf('clubs-art'), { rank: 14 })).toBe('Артефакт трефи (як Туз)');
      expect(rankLabel(12)).toBe('Д');
      expect(rankLabel(11)).toBe('В');
    });

    it('states the card’s own numbers', () => {
      const help = cardHelp(cardOf('hearts-3'));
      expect(help).toContain('Жах дракона (модифікатор)');
      expect(help).toContain('не більше 4');
      expect(help).toContain('Вартість 3/0');
      expect(cardHelp(cardOf('spades-Q'))).toContain('Ви одразу берете 2 картки.');
    });
  });
});

describe('Draker face keys', () => {
  it('an Artefact’s key carries its setting; other cards are keyed by id', () => {
    const art = cardOf('gnomes-art');
    expect(faceKey(art)).toBe('gnomes-art');
    expect(faceKey(art, {})).toBe('gnomes-art');
    expect(faceKey(art, { rank: 12 })).toBe('gnomes-art@r12');
    expect(faceKey(art, { prof: 3 })).toBe('gnomes-art@p3');
    expect(faceKey(art, { rank: 2, prof: 9 })).toBe('gnomes-art@r2p9');
    expect(faceKey(cardOf('hearts-Q'), { rank: 5 })).toBe('hearts-Q');
  });

  it('a key gives back the setting and the card it was made from', () => {
    expect(settingOfKey('gnomes-art@r12')).toEqual({ rank: 12 });
    expect(settingOfKey('gnomes-art@p3')).toEqual({ prof: 3 });
    expect(settingOfKey('gnomes-art@r2p9')).toEqual({ rank: 2, prof: 9 });
    expect(settingOfKey('hearts-Q')).toEqual({});
    expect(cardOfKey('elves-K')).toEqual(cardOf('elves-K'));
    expect(cardOfKey('gnomes-art@r12')).toEqual(cardOf('gnomes-art'));
    expect(cardOfKey('back')).toBeUndefined();
  });
});
