/**
 * The table side's conformance: it loops over the list of games (src/renderer/games/index.ts) and asks
 * of each manifest what a new game must bring. Each check is a function returning its problems, run on
 * the real list and on a broken copy, so a check that could not fail would show here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from '../../src/common/names';
import { TABLES, type TableManifest } from '../../src/renderer/games';
import { dictionary } from '../../src/renderer/i18n';
import { en as coreEn } from '../../src/renderer/i18n/en';
import { GAMES } from '../../src/main/games';
import { eventTypes, ROOT } from './event-types';

type List = Partial<Record<GameId, TableManifest>>;

/** The files every table folder has, each for the same job (docs/adding-a-game.md names them). */
const TABLE_FILES = ['index.ts', 'controller.ts', 'scene.ts', 'art.ts', 'faces.ts', 'log.ts', 'sounds.ts', 'strings.ts', 'phone.ts'];

const folder = (game: string): string => `src/renderer/games/${game}`;

/** Every game of the contract is in the list, under its own id. */
function listProblems(list: List): string[] {
  const out: string[] = [];
  for (const game of GAME_IDS) {
    const m = list[game];
    if (!m) out.push(`${game}: not in the list of tables; add \`${game}: ${game}Table\` to TABLES in src/renderer/games/index.ts (its manifest is ${folder(game)}/index.ts)`);
    else if (m.id !== game) out.push(`${game}: its manifest says id '${m.id}'`);
  }
  for (const key of Object.keys(list)) if (!(GAME_IDS as readonly string[]).includes(key)) out.push(`${key}: in the list of tables but not in GAME_IDS (src/common/names.ts)`);
  return out;
}

/** The table folder has the shared files. */
function fileProblems(game: string, exists: (path: string) => boolean = (p) => existsSync(join(ROOT, p))): string[] {
  return TABLE_FILES.filter((f) => !exists(`${folder(game)}/${f}`)).map((f) => `${game}: ${folder(game)}/${f} is missing`);
}

/** One sound row per engine event (a sound, a function or null for silence), none for an event the engine does not have. */
function soundProblems(game: GameId, m: TableManifest, types: string[]): string[] {
  const rows = Object.keys(m.sounds);
  return [
    ...types.filter((type) => !rows.includes(type)).map((type) => `${game}: event '${type}' has no row in ${folder(game)}/sounds.ts (null for a silent event)`),
    ...rows.filter((row) => !types.includes(row)).map((row) => `${game}: sounds.ts has a row for '${row}', which is no event of the engine`),
  ];
}

/** The `case '…'` labels of the switches in a log.ts: the events it writes a line for (or chooses, with null, not to). */
function logCases(source: string): Set<string> {
  const file = ts.createSourceFile('log.ts', source, ts.ScriptTarget.Latest, true);
  const cases = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCaseClause(node) && ts.isStringLiteral(node.expression)) cases.add(node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return cases;
}

/** Every engine event has its case in the game's log.ts (a line, or null said on purpose). */
function logProblems(game: GameId, source: string, types: string[]): string[] {
  const cases = logCases(source);
  return types.filter((type) => !cases.has(type)).map((type) => `${game}: event '${type}' has no case in ${folder(game)}/log.ts (return null for no line)`);
}

/** A game's words: the same keys in English and Ukrainian, under its own prefixes, none taking over another's. */
function stringProblems(game: GameId, m: TableManifest, taken: Map<string, string>): string[] {
  const out: string[] = [];
  const enKeys = Object.keys(m.strings.en);
  const ukKeys = Object.keys(m.strings.uk);
  for (const k of enKeys) if (!ukKeys.includes(k)) out.push(`${game}: '${k}' has no Ukrainian text in ${folder(game)}/strings.ts`);
  for (const k of ukKeys) if (!enKeys.includes(k)) out.push(`${game}: '${k}' has no English text in ${folder(game)}/strings.ts`);
  // its options and bot levels (the new-game form), its engine's refusals and the reasons its games end (the results)
  const own = [`${game}.`, `opt.${game}.`, `level.${game}.`, 'err.', 'results.reason.'];
  for (const k of enKeys) {
    if (!own.some((p) => k.startsWith(p))) out.push(`${game}: '${k}' should start with '${game}.' (or 'opt.${game}.', 'level.${game}.', 'err.', 'results.reason.')`);
    const owner = taken.get(k);
    if (owner !== undefined) out.push(`${game}: '${k}' is already ${owner === 'app' ? "the app's" : `${owner}'s`}`);
  }
  return out;
}

/**
 * A "Learn to play" lesson has two halves: main's match (the engine manifest's `lesson`, in the engine's
 * lesson.ts) and the table's steps (the table manifest's `lesson`, in the table's lesson.ts); one
 * without the other is a problem, and every word the coach says is one of the game's, in both languages.
 */
function lessonProblems(game: GameId, m: TableManifest, dealt: boolean, exists: (path: string) => boolean = (p) => existsSync(join(ROOT, p))): string[] {
  const out: string[] = [];
  const lesson = m.lesson;
  if (dealt && !lesson) out.push(`${game}: its engine deals a lesson but its table manifest has no \`lesson\` (${folder(game)}/lesson.ts)`);
  if (lesson && !dealt) out.push(`${game}: its table has a lesson but its engine manifest deals none (src/main/engine/games/${game}/lesson.ts)`);
  if (!lesson) return out;
  for (const f of [`${folder(game)}/lesson.ts`, `src/main/engine/games/${game}/lesson.ts`]) if (!exists(f)) out.push(`${game}: ${f} is missing`);
  if (lesson.steps.length === 0) out.push(`${game}: its lesson has no steps`);
  for (const key of [...lesson.steps.map((s) => s.text), lesson.summary]) {
    if (!(key in m.strings.en) || !(key in m.strings.uk)) out.push(`${game}: the lesson's '${key}' is not among its words in both languages`);
  }
  return out;
}

const logSource = (game: GameId): string => readFileSync(join(ROOT, folder(game), 'log.ts'), 'utf8');

/** Every key is already the app's or some game's: the next game's keys must be new. */
function takenKeys(except: GameId): Map<string, string> {
  const taken = new Map<string, string>(Object.keys(coreEn).map((k) => [k, 'app']));
  for (const game of GAME_IDS) if (game !== except) for (const k of Object.keys(TABLES[game].strings.en)) taken.set(k, game);
  return taken;
}

describe('the list of tables', () => {
  it('holds every game of the contract, each under its own id', () => {
    expect(listProblems(TABLES)).toEqual([]);
  });

  it('a game left out is named, with where to add it', () => {
    const { draker: _left, ...four } = TABLES;
    expect(listProblems(four)).toEqual([expect.stringContaining('draker: not in the list of tables; add `draker: drakerTable` to TABLES in src/renderer/games/index.ts')]);
    expect(listProblems({ ...TABLES, rush: TABLES.words })).toEqual(["rush: its manifest says id 'words'"]);
  });

  it('every game\'s words reach both languages of the app', () => {
    for (const game of GAME_IDS) {
      for (const [key, text] of Object.entries(TABLES[game].strings.en)) expect(dictionary('en')[key], key).toEqual(text);
      for (const [key, text] of Object.entries(TABLES[game].strings.uk)) expect(dictionary('uk')[key], key).toEqual(text);
    }
    expect(Object.keys(dictionary('uk')).sort()).toEqual(Object.keys(dictionary('en')).sort());
  });
});

for (const game of GAME_IDS) {
  describe(`${game}'s table`, () => {
    const m = TABLES[game];
    const types = eventTypes(game);

    it('has the same files as every table', () => {
      expect(fileProblems(game)).toEqual([]);
      expect(fileProblems(game, (p) => !p.endsWith('/log.ts'))).toEqual([`${game}: ${folder(game)}/log.ts is missing`]);
    });

    it('has a sound row for every event of its engine', () => {
      expect(types.length).toBeGreaterThan(5);
      expect(soundProblems(game, m, types)).toEqual([]);
      expect(soundProblems(game, m, [...types, 'newEvent'])).toEqual([`${game}: event 'newEvent' has no row in ${folder(game)}/sounds.ts (null for a silent event)`]);
    });

    it('has a log case for every event of its engine', () => {
      expect(logProblems(game, logSource(game), types)).toEqual([]);
      expect(logProblems(game, logSource(game), [...types, 'newEvent'])).toEqual([`${game}: event 'newEvent' has no case in ${folder(game)}/log.ts (return null for no line)`]);
    });

    it('has every string key in English and Ukrainian, under its own prefixes and taking no other\'s', () => {
      expect(Object.keys(m.strings.en).length).toBeGreaterThan(10);
      expect(stringProblems(game, m, takenKeys(game))).toEqual([]);
      const broken: TableManifest = { ...m, strings: { en: { ...m.strings.en, [`${game}.only`]: 'x', 'menu.play': 'x' }, uk: m.strings.uk } };
      expect(stringProblems(game, broken, takenKeys(game))).toEqual([
        `${game}: '${game}.only' has no Ukrainian text in ${folder(game)}/strings.ts`,
        `${game}: 'menu.play' has no Ukrainian text in ${folder(game)}/strings.ts`,
        `${game}: 'menu.play' should start with '${game}.' (or 'opt.${game}.', 'level.${game}.', 'err.', 'results.reason.')`,
        `${game}: 'menu.play' is already the app's`,
      ]);
    });

    it('has both halves of its lesson or neither, and the lesson speaks its words', () => {
      const dealt = GAMES[game].lesson !== undefined;
      expect(lessonProblems(game, m, dealt)).toEqual([]);
      expect(lessonProblems(game, m, !dealt)).toHaveLength(1);
      if (m.lesson) {
        const silent: TableManifest = { ...m, lesson: { ...m.lesson, summary: `${game}.lesson.nothing` as never } };
        expect(lessonProblems(game, silent, dealt)).toEqual([`${game}: the lesson's '${game}.lesson.nothing' is not among its words in both languages`]);
        expect(lessonProblems(game, m, dealt, (p) => !p.endsWith('/lesson.ts'))).toHaveLength(2);
      }
    });

  });
}
