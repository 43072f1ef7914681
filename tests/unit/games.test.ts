/**
 * The one list of games on the main side: every id of the contract has a complete manifest, every table
 * main derives from the list covers it, and every game offers the new-game dialog option fields that
 * name real options, whose every value the game accepts, labelled in both languages; bot levels with a
 * description.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, GAME_IDS } from '../../src/common/names';
import { GAMES } from '../../src/main/games';
import '../../src/renderer/games';
import { dictionary } from '../../src/renderer/i18n';
import { gameInfos } from '../../src/main/session/registry';
import { canonicalMove } from '../../src/main/session/actions';
import { windowTitle } from '../../src/main/window-title';

const entries = Object.entries(GAMES);
const has = (key: string) => Object.prototype.hasOwnProperty.call(dictionary('en'), key) && Object.prototype.hasOwnProperty.call(dictionary('uk'), key);

describe('registered games', () => {
  it('are all five games of the contract, each available', () => {
    expect(entries.map(([id]) => id).sort()).toEqual(['athletic', 'draker', 'football', 'rush', 'words']);
    for (const info of gameInfos(GAMES)) expect(info.available, info.id).toBe(true);
  });

  it("a game left out of a registry (a test's or a tool's) is not offered", () => {
    const { draker: _left, ...four } = GAMES;
    expect(gameInfos(four).map((i) => i.id)).toEqual(GAME_IDS.filter((id) => id !== 'draker'));
  });

  for (const id of GAME_IDS) {
    it(`${id}: has a complete manifest in src/main/games.ts, and every table derived from the list covers it`, () => {
      const where = `add the manifest of "${id}" (its engine folder's index.ts) to GAMES in src/main/games.ts`;
      const m = GAMES[id];
      expect(m, where).toBeDefined();
      expect(m.game.id, `the definition in ${id}'s manifest has the id "${m.game.id}"`).toBe(id);
      expect(m.name.trim().length, `${id}'s manifest needs its name (the window title)`).toBeGreaterThan(0);
      expect(Number.isInteger(m.rulesRevision) && m.rulesRevision >= 1, `${id}'s manifest needs its rules revision (a whole number from 1)`).toBe(true);
      expect(m.game.minPlayers, `${id}: minPlayers of its definition`).toBeGreaterThanOrEqual(1);
      expect(m.game.maxPlayers, `${id}: maxPlayers of its definition`).toBeGreaterThanOrEqual(m.game.minPlayers);
      expect(typeof m.createBot, `${id}'s manifest needs its bot factory (createBot)`).toBe('function');
      expect(m.levels.length, `${id}'s manifest needs its bot levels`).toBeGreaterThan(0);
      for (const lv of m.levels) expect(BOT_LEVELS, `${id}: level "${lv}" is no level of the contract`).toContain(lv);
      expect(Array.isArray(m.optionFields), `${id}'s manifest needs its option fields (an empty list when there are none)`).toBe(true);
      expect(m.moves === 'listed' || typeof m.moves.safeParse === 'function', `${id}'s manifest needs the shape of its moves: its schema.ts, or 'listed'`).toBe(true);
      // the derived tables: the new-game dialog's list, the window title, the one check of a move's shape
      expect(gameInfos(GAMES).find((i) => i.id === id), `${id} is missing from listGames`).toMatchObject({ id, available: true, minPlayers: m.game.minPlayers, maxPlayers: m.game.maxPlayers });
      expect(windowTitle(id), `${id}: the window title names the game`).toBe(`${m.name} — Card Table`);
      const players = m.game.minPlayers;
      const state = m.game.setup({ players, seed: 1, options: m.game.resolveOptions({}, players) });
      const seat = m.game.reactionWindow(state)?.seat ?? m.game.actors(state)[0];
      const first = m.game.legalActions(state, seat)[0];
      expect(first, `${id}: a seat may act at the start`).toBeDefined();
      expect(canonicalMove(m, state, seat, first), `${id}: a listed move reads as itself (its schema covers every field)`).toEqual(first);
      expect(() => canonicalMove(m, state, seat, { type: 'surelyNoMove' }), `${id}: a move of no known type is refused`).toThrow();
    });
  }

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
