/**
 * "Learn to play" matches: main deals a lesson from its game's data (the client names only the players),
 * the bots play their script while it lasts and the real bot after it (or when a scripted move is not
 * legal), the match is saved and loaded as a lesson, the stacked deal never leaves main, and the lesson
 * marks persist in the settings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TableUpdate } from '../../src/common/contract';
import type { RushAction, RushView } from '../../src/common/games/rush';
import type { FootballAction, FootballView } from '../../src/common/games/football';
import { footballManifest } from '../../src/main/engine/games/football';
import { athleticManifest } from '../../src/main/engine/games/athletic';
import { createListWordList, createWordsManifest } from '../../src/main/engine/games/words';
import type { WordsAction, WordsView } from '../../src/common/games/words';
import { ukrainianWords } from '../../src/main/dictionary';
import { drakerManifest } from '../../src/main/engine/games/draker';
import type { DrakerAction, DrakerView } from '../../src/common/games/draker';
import type { AthleticAction, AthleticView } from '../../src/common/games/athletic';
import { rushManifest } from '../../src/main/engine/games/rush';
import { rushLesson } from '../../src/main/engine/games/rush/lesson';
import type { GameRegistry } from '../../src/main/session/registry';
import { makeHarness, TEST_GAMES, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

const GAMES: GameRegistry = {
  rush: rushManifest,
  football: footballManifest,
  athletic: athleticManifest,
  words: createWordsManifest(createListWordList(['кит', 'мама', 'око'])),
  draker: drakerManifest,
};
const NAMES = { you: 'Olena', bot: 'Coach bot' };

let h: Harness;
afterEach(() => h?.cleanup());

async function act(seat: number, action: RushAction | FootballAction | AthleticAction | WordsAction | DrakerAction): Promise<TableUpdate> {
  value(await h.service.call('act', { seat, action }));
  await h.service.idle();
  return value(await h.service.call('currentMatch', null))!;
}

const view = (u: TableUpdate) => u.view as RushView;

describe('lessons', () => {
  it('startLesson deals the lesson of the game, marks the match and its save as a lesson, and never shows the deal', async () => {
    h = makeHarness(GAMES);
    const u = value(await h.service.handle('startLesson', { gameId: 'rush', ...NAMES })) as TableUpdate;
    expect(u.lesson).toBe(true);
    expect(u.seats).toEqual([{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Coach bot', level: 'easy' }]);
    expect(view(u).hand!.map((c) => c.id)).toEqual(['s5-1', 's3-1', 's3-2', 'coach', 'sponsor-1']);
    expect(u.options).not.toHaveProperty('deck');
    expect(JSON.stringify(u)).not.toContain('"s2-2","s6-2"');
    const saves = value(await h.service.call('listSaves', null)).saves;
    expect(saves).toHaveLength(1);
    expect(saves[0]!.lesson).toBe(true);
  });

  it('the bot plays its script in order, then the lesson goes on with the real bot', async () => {
    h = makeHarness(GAMES);
    value(await h.service.handle('startLesson', { gameId: 'rush', ...NAMES }));
    let u = await act(0, { type: 'layOut', card: 's5-1' });
    expect(view(u).stacks.map((s) => [s.rank, s.owner])).toEqual([[3, 1], [5, 0]]);
    u = await act(0, { type: 'takeOver', rank: 3, cards: ['s3-1', 's3-2'] });
    // the scripted SPONSOR demand waits for the learner's answer
    expect(view(u).demand).toMatchObject({ from: 1, target: 0, kind: 'sponsor' });
    u = await act(0, { type: 'defend', cards: ['s2-2', 's6-1'] });
    expect(view(u).hand!.map((c) => c.id).sort()).toEqual(['coach', 's5-2', 'sponsor-1']);
    u = await act(0, { type: 'reinforce', rank: 5, card: 's5-2', cards: ['coach'] });
    expect(view(u).stacks.map((s) => [s.rank, s.owner, s.size])).toEqual([[3, 0, 1], [5, 0, 2], [7, 1, 1]]);
    // past the script the real bot answers
    u = await act(0, { type: 'sponsor', card: 'sponsor-1', option: 'draw' });
    expect(u.humanToAct).toBe(0);
    expect(u.turn).toBe(9);
  });

  it('Klepka Football: the bot misses as scripted, the learner is asked about the YELLOW at its turn, a VAR peek shows a pair', async () => {
    h = makeHarness(GAMES);
    value(await h.service.handle('startLesson', { gameId: 'football', ...NAMES }));
    await act(0, { type: 'flip', cell: 0 });
    let u = await act(0, { type: 'flip', cell: 1 });
    // the bot flipped B2 (the twin of A1) and A4, and missed
    expect(u.turn).toBe(4);
    expect(u.humanToAct).toBe(0);
    await act(0, { type: 'flip', cell: 0 });
    u = await act(0, { type: 'flip', cell: 6 });
    expect((u.view as FootballView).players[0]!.points).toBe(8);
    await act(0, { type: 'flip', cell: 2 });
    u = await act(0, { type: 'flip', cell: 8 });
    expect(u.reaction).toEqual({ seat: 0, timeoutMs: 0 });
    expect(u.legal).toContainEqual({ type: 'yellow', target: 1 });
    u = await act(0, { type: 'yellow', target: 1 });
    expect((u.view as FootballView).active).toBe(0);
    u = await act(0, { type: 'useVar', cells: [1, 5] });
    expect((u.view as FootballView).peek?.cards.map((c) => c.id)).toEqual(['fb02-1', 'fb02-2']);
  });

  it('Athletic Games: four plays, a move, a fill and a stop; the bot plays its purple 9; the next turn empties the hand for a medal', async () => {
    h = makeHarness(GAMES);
    value(await h.service.handle('startLesson', { gameId: 'athletic', ...NAMES }));
    const moves: AthleticAction[] = [
      { type: 'play', card: 'red-5', slot: 0 },
      { type: 'play', card: 'blue-5', slot: 0 },
      { type: 'play', card: 'blue-6', slot: 0 },
      { type: 'play', card: 'yellow-2', slot: 2 },
      { type: 'move', from: 4, to: 2 },
      { type: 'fill', card: 'pink-9', slot: 4 },
      { type: 'stop' },
    ];
    let u: TableUpdate | null = null;
    for (const m of moves) u = await act(0, m);
    const view = (x: TableUpdate) => x.view as AthleticView;
    expect(view(u!).slots[1]?.top.id).toBe('purple-9');
    expect(view(u!).hand!.map((c) => c.id).sort()).toEqual(['orange-1', 'orange-2', 'pink-7', 'pink-8', 'yellow-7']);
    for (const m of [{ card: 'orange-2', slot: 2 }, { card: 'orange-1', slot: 2 }, { card: 'pink-8', slot: 4 }, { card: 'pink-7', slot: 4 }, { card: 'yellow-7', slot: 4 }]) u = await act(0, { type: 'play', ...m });
    expect(view(u!).players[0]!.medals).toBe(1);
    expect(u!.humanToAct).toBe(0);
    expect(u!.outcome).toBeNull();
  });

  it('Klepka Words: a pair and its extra flips, the bot\'s misses, "кит" in one colour and the flips it earns, "мама" on the empty table', async () => {
    h = makeHarness(GAMES);
    value(await h.service.handle('startLesson', { gameId: 'words', ...NAMES }));
    const view = (x: TableUpdate) => x.view as WordsView;
    let u = await act(0, { type: 'endCompose' });
    for (const cell of [0, 1, 2, 3]) u = await act(0, { type: 'flip', cell });
    expect(view(u).players[0]!.cards.map((c) => c.id).sort()).toEqual(['l14-1-1', 'l14-1-2']);
    await act(0, { type: 'endCompose' });
    for (const cell of [2, 4, 3, 6, 7]) u = await act(0, { type: 'flip', cell });
    u = await act(0, { type: 'flip', cell: 8 });
    // the bot showed an О (C2) and an М (C3) and missed
    expect(u.humanToAct).toBe(0);
    expect(view(u).phase).toBe('compose');
    const mine = (letter: string) => view(u!).players[0]!.cards.find((c) => c.kind === 'letter' && c.letter === letter)!.id;
    u = await act(0, { type: 'compose', word: 'кит', cards: [mine('К'), mine('И'), mine('Т')] });
    expect(view(u).players[0]!.words.map((w) => [w.word, w.points])).toEqual([['кит', 8]]);
    u = await act(0, { type: 'endCompose' });
    for (const cell of [5, 9, 7, 10, 8]) u = await act(0, { type: 'flip', cell });
    u = await act(0, { type: 'flip', cell: 11 });
    expect(view(u).tableEmpty).toBe(true);
    expect(u.humanToAct).toBe(0);
    const cards = view(u).players[0]!.cards.filter((c) => c.kind === 'letter' && (c.letter === 'М' || c.letter === 'А')).map((c) => c.id);
    u = await act(0, { type: 'compose', word: 'мама', cards });
    expect(view(u).players[0]!.words.map((w) => w.word)).toEqual(['кит', 'мама']);
  });

  it('the words of the Klepka Words lesson are in the real dictionary', () => {
    ukrainianWords.ready();
    for (const w of ['кит', 'мама']) expect(ukrainianWords.spell(w, false)?.form ?? null, w).toBe(w);
  });

  it('Draker: the bot\'s attacks first, a defence of two forms and a flush against them, an attack with a common card, Phalanx and its cost, two blocks, a laydown, round 2 led by the learner', async () => {
    h = makeHarness(GAMES);
    value(await h.service.handle('startLesson', { gameId: 'draker', ...NAMES }));
    const view = (x: TableUpdate) => x.view as DrakerView;
    await h.service.idle();
    let u = value(await h.service.call('currentMatch', null))!;
    // the bot leads: its scripted attacks of 7 and 4 are on the table before the learner's first move,
    // and ending the turn now would cost the learner 11 life, with no defence to offer before a card is placed
    expect(view(u).combos.map((c) => [c.owner, c.kind, c.value])).toEqual([[1, 'ATT', 7], [1, 'ATT', 4]]);
    expect(u.humanToAct).toBe(0);
    u = await act(0, { type: 'place', card: 'hearts-3' });
    expect(view(u).risk).toMatchObject({ damage: 11, lifeAfter: 19 });
    expect(view(u).risk!.help!.damage).toBe(0);
    u = await act(0, { type: 'declare', kind: 'DEF', cards: ['hearts-2', 'hearts-3', 'hearts-4'] });
    expect(view(u).combos.filter((c) => c.owner === 0)).toEqual([expect.objectContaining({ owner: 0, kind: 'DEF', value: 18 })]);
    expect(view(u).risk).toMatchObject({ damage: 0 });
    await act(0, { type: 'declare', kind: 'ATT', cards: ['hearts-9', 'diamonds-9'] });
    u = await act(0, { type: 'activate', card: 'hearts-K', target: 'hearts-3' });
    expect(view(u).mainStack).toEqual(expect.arrayContaining([expect.objectContaining({ card: 'hearts-K', effect: 'phalanx', cost: [1, 0] })]));
    u = await act(0, { type: 'finish' });
    // the bot opened the additional phase with a pass
    expect([view(u).phase, view(u).passes, u.humanToAct]).toEqual(['additional', 1, 0]);
    u = await act(0, { type: 'pass' });
    // the Guard icon of 3♥ (+20) and Phalanx's token: (4 + 20) × 2 × 3
    const def = view(u).combos.find((c) => c.owner === 0 && c.kind === 'DEF')!;
    expect([view(u).phase, def.value]).toEqual(['defence', 144]);
    await act(0, { type: 'block', combo: def.id });
    u = await act(0, { type: 'block', combo: def.id });
    expect(view(u).phase).toBe('laydown');
    expect(view(u).players.map((p) => p.life)).toEqual([30, 29]);
    u = await act(0, { type: 'discardAuto' });
    expect([view(u).round, view(u).phase, u.humanToAct]).toEqual([2, 'basic', 0]);
  });

  it('a scripted move that is not legal is left to the real bot', async () => {
    h = makeHarness({ rush: { ...rushManifest, lesson: { ...rushLesson, scripts: { 1: [{ type: 'layOut', card: 's5-2' }] } } } });
    value(await h.service.handle('startLesson', { gameId: 'rush', ...NAMES }));
    const u = await act(0, { type: 'layOut', card: 's5-1' });
    expect(u.humanToAct).toBe(0);
    expect(u.turn).toBe(2);
    expect(h.pushes.some((m) => m.kind === 'notice' && m.code === 'botError')).toBe(false);
  });

  it('a finished lesson is not a result in the players\' records, however often it is played', async () => {
    const tally = TEST_GAMES.rush!;
    h = makeHarness({ rush: { ...tally, lesson: { seats: ['human', 'bot'], level: 'easy', options: {}, seed: 2, scripts: {} } } });
    const playToEnd = async (): Promise<void> => {
      for (let i = 0; i < 300; i++) {
        await h.service.idle();
        const now = value(await h.service.call('currentMatch', null))!;
        if (now.outcome) return;
        value(await h.service.call('act', { seat: 0, action: now.legal[now.legal.length - 1]! }));
      }
      throw new Error('the lesson did not end');
    };
    for (let round = 0; round < 2; round++) {
      value(await h.service.handle('startLesson', { gameId: 'rush', ...NAMES }));
      await playToEnd();
      const done = value(await h.service.call('currentMatch', null))!;
      value(await h.service.call('closeMatch', null));
      value(await h.service.call('loadSave', { id: done.matchId })); // opened again once finished
      value(await h.service.call('closeMatch', null));
    }
    expect(value(await h.service.call('listRecords', null)).results).toBe(0);
    // a real game between the same people counts
    value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Olena' }, { kind: 'bot', name: 'Coach bot', level: 'easy' }], seed: 2 }));
    await playToEnd();
    expect(value(await h.service.call('listRecords', null)).results).toBe(1);
  });

  it('a loaded lesson is still a lesson and its bot still follows the script', async () => {
    h = makeHarness(GAMES);
    const first = value(await h.service.handle('startLesson', { gameId: 'rush', ...NAMES })) as TableUpdate;
    value(await h.service.call('closeMatch', null));
    const loaded = value(await h.service.call('loadSave', { id: first.matchId }));
    expect(loaded.lesson).toBe(true);
    const u = await act(0, { type: 'layOut', card: 's5-1' });
    expect(view(u).stacks.find((s) => s.owner === 1)?.rank).toBe(3);
  });

  it('refuses a game without a lesson, a missing name, and any deal in the request; nothing starts', async () => {
    h = makeHarness({ ...GAMES, draker: { ...drakerManifest, lesson: undefined } });
    const refusals = [
      await h.service.handle('startLesson', { gameId: 'draker', ...NAMES }),
      await h.service.handle('startLesson', { gameId: 'rush', you: 'Olena' }),
      await h.service.handle('startLesson', { gameId: 'rush', ...NAMES, options: { deck: ['s5-1'] } }),
      await h.service.handle('startLesson', { gameId: 'rush', ...NAMES, seed: 3 }),
    ];
    expect(refusals.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['noLesson', 'badRequest', 'badRequest', 'badRequest']);
    expect(h.service.current).toBeNull();
    expect(value(await h.service.call('listSaves', null)).saves).toEqual([]);
  });

  it('finished lessons are kept in the settings; unknown games are refused', async () => {
    h = makeHarness(GAMES);
    expect(value(await h.service.call('getSettings', null)).lessonsDone).toEqual([]);
    expect((value(await h.service.handle('setSettings', { lessonsDone: ['rush'] })) as { lessonsDone: string[] }).lessonsDone).toEqual(['rush']);
    expect((await h.service.handle('setSettings', { lessonsDone: ['chess'] })).ok).toBe(false);
    expect(value(await h.service.call('getSettings', null)).lessonsDone).toEqual(['rush']);
  });
});
