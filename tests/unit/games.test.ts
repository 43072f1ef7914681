/**
 * What every registered game offers the new-game dialog: option fields that name real options, whose
 * every value the game accepts, labelled in both languages; bot levels with a description.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/main/games';
import '../../src/renderer/games';
import { dictionary } from '../../src/renderer/i18n';
import { gameInfos } from '../../src/main/session/registry';

const entries = Object.entries(GAMES);
const has = (key: string) => Object.prototype.hasOwnProperty.call(dictionary('en'), key) && Object.prototype.hasOwnProperty.call(dictionary('uk'), key);

describe('registered games', () => {
  it('are all five games of the contract, each available', () => {
    expect(entries.map(([id]) => id).sort()).toEqual(['athletic', 'draker', 'football', 'rush', 'words']);
    for (const info of gameInfos(GAMES)) expect(info.available, info.id).toBe(true);
  });

  it('a game left out of a registry is listed as not available yet, with no options or levels', () => {
    const { draker: _left, ...four } = GAMES;
    for (const info of gameInfos(four)) expect(info.available, info.id).toBe(info.id !== 'draker');
    expect(gameInfos(four).find((i) => i.id === 'draker')).toMatchObject({ optionFields: [], levels: [] });
  });

  for (const [id, entry] of entries) {
    const { game } = entry;
    const players = game.minPlayers;
    const defaults = game.resolveOptions({}, players) as Record<string, unknown>;

    it(`${id}: every option field names an option, is labelled in English and Ukrainian, and every value it offers is accepted or the default lies in its range`, () => {
      for (const f of entry.optionFields) {
        expect(Object.keys(defaults), `${id}.${f.key}`).toContain(f.key);
        const label = `opt.${id}.${f.key}${f.index !== undefined ? `.${f.index}` : ''}`;
        expect(has(label), label).toBe(true);
        if (f.kind === 'int' || f.kind === 'ms') {
          // numbers depend on each other (a grid must hold the cards): the default lies inside the field's range
          const v = f.index !== undefined ? (defaults[f.key] as number[])[f.index] : defaults[f.key];
          expect(v, `${id}.${f.key}`).toBeGreaterThanOrEqual(f.min);
          expect(v, `${id}.${f.key}`).toBeLessThanOrEqual(f.max);
          continue;
        }
        const values: unknown[] =
          f.kind === 'flag' ? (typeof defaults[f.key] === 'number' ? [0, 1] : [false, true]) : f.kind === 'choice' ? f.choices! : [-1, players - 1];
        if (f.kind === 'choice') {
          expect(f.choices, `${id}.${f.key}`).toContain(defaults[f.key]);
          for (const c of f.choices!) expect(has(`${label}.${c}`), `${label}.${c}`).toBe(true);
        }
        for (const v of values) expect(() => game.resolveOptions({ [f.key]: v }, players), `${id}.${f.key} = ${String(v)}`).not.toThrow();
      }
    });

    it(`${id}: refuses an unknown option with a readable error`, () => {
      expect(() => game.resolveOptions({ surelyNotAnOption: 1 }, players)).toThrow(/surelyNotAnOption|unknown|not an option/i);
    });

    it(`${id}: offers its bot levels, each described`, () => {
      const levels = entry.levels ?? ['easy', 'normal', 'hard'];
      expect(levels).toEqual(expect.arrayContaining(['easy', 'normal', 'hard']));
      for (const lv of levels) expect(has(`level.${id}.${lv}.desc`) || has(`level.${lv}.desc`), `${id} ${lv}`).toBe(true);
    });
  }
});
