/**
 * Replays: every game's finished bot game replayed to every position, forward, back and by jumps, reaches
 * the state the game had there; a replay's frames never carry a hidden card unless "show all cards" is
 * asked for a finished game (refused over the wire for a game in progress); export and import.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import type { BotLevel, GameId, ReplayFrame } from '../../src/common/contract';
import type { GameAction, Viewer } from '../../src/common/engine-types';
import { playBotGame } from '../../src/cli/drive';
import { athleticManifest } from '../../src/main/engine/games/athletic';
import { drakerManifest } from '../../src/main/engine/games/draker';
import { footballManifest } from '../../src/main/engine/games/football';
import { rushManifest } from '../../src/main/engine/games/rush';
import { createListWordList, createWordsManifest } from '../../src/main/engine/games/words';
import { historyFor, MAX_IMPORT_CHARS, openReplay, SNAPSHOT_EVERY, withoutHash } from '../../src/main/replay';
import { APP_VERSION, ENGINE_VERSION, hashState, SAVE_FORMAT, sealSave, verifySaveText } from '../../src/main/saves/format';
import type { StampedSave } from '../../src/main/saves/format';
import type { GameRegistry } from '../../src/main/session/registry';
import { makeHarness, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';
import { TEST_WORDS } from './words.fixtures';

const WORDS = createListWordList(TEST_WORDS);
const GAMES: GameRegistry = {
  football: footballManifest,
  athletic: athleticManifest,
  rush: rushManifest,
  words: createWordsManifest(WORDS),
  draker: drakerManifest,
};
const GAME_IDS: GameId[] = ['football', 'athletic', 'rush', 'words', 'draker'];
/** Small tables so that each game ends within a few hundred actions. */
const SMALL: Partial<Record<GameId, Record<string, unknown>>> = {
  football: { rows: 4, cols: 5, footballersByPoints: [2, 2, 2, 1, 1], yellow: 1, red: 1, var: 1, playGame: 1 },
};

interface Played {
  save: StampedSave;
  /** states[p] is the state after p actions. */
  states: unknown[];
}

/** A bot game of `gameId`, cut after `cut` actions when given (a game in progress), as a save. */
function play(gameId: GameId, seed: number, cut?: number): Played {
  const entry = GAMES[gameId]!;
  const levels: BotLevel[] = ['easy', 'normal', 'easy'];
  const options = entry.game.resolveOptions(SMALL[gameId] ?? {}, levels.length) as Record<string, unknown>;
  const played = playBotGame(entry, levels, seed, options, { maxSteps: 20_000, keepStates: true });
  const log = played.log.slice(0, cut ?? played.log.length);
  const states = [entry.game.setup({ players: levels.length, seed, options }), ...played.states!.slice(0, log.length)];
  const last = states[states.length - 1];
  const save = sealSave({
    format: SAVE_FORMAT,
    app: APP_VERSION,
    engine: ENGINE_VERSION,
    id: `${gameId}-test-${seed}`,
    gameId,
    rules: entry.rulesRevision,
    options,
    seed,
    seats: levels.map((level, i) => ({ kind: 'bot' as const, name: `Bot ${i + 1}`, level })),
    log,
    stateHash: hashState(last),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    finished: entry.game.outcome(last) !== null,
  });
  return { save, states };
}

/** A frame's view as text: a view names each card it shows by its id. */
function viewText(frame: ReplayFrame): string {
  return JSON.stringify(frame.update.view);
}

function idsOf(cards: unknown[]): string[] {
  return cards.map((c) => (c as { id: string }).id);
}

let h: Harness | null = null;
afterEach(() => {
  h?.cleanup();
  h = null;
});

describe('replay positions', () => {
  for (const gameId of GAME_IDS) {
    it(`${gameId}: every step forward, back and every jump reaches the state the game had there`, () => {
      const { save, states } = play(gameId, 11);
      expect(save.finished).toBe(true);
      expect(save.log.length).toBeGreaterThan(SNAPSHOT_EVERY);
      const replay = openReplay(save, GAMES);
      expect(replay.finished).toBe(true);
      const hashes = states.map(hashState);
      for (let p = 0; p <= replay.length; p++) expect(hashState(replay.stateAt(p)), `forward ${p}`).toBe(hashes[p]);
      for (let p = replay.length; p >= 0; p--) expect(hashState(replay.stateAt(p)), `back ${p}`).toBe(hashes[p]);
      for (const p of [replay.length, 3, replay.length - 1, SNAPSHOT_EVERY + 1, 0, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY]) {
        expect(hashState(replay.stateAt(p)), `jump ${p}`).toBe(hashes[p]);
      }
      // a frame's position, turn starts and events
      const turnStarts = replay.info(0).turnStarts;
      expect(turnStarts[0]).toBe(0);
      expect(turnStarts.length).toBeGreaterThan(2);
      expect([...turnStarts].sort((a, b) => a - b)).toEqual(turnStarts);
      // each turn start names the seat to play there (reaction windows aside)
      const { turnSeats } = replay.info(0);
      expect(turnSeats.length).toBe(turnStarts.length);
      const { game } = GAMES[gameId]!;
      turnStarts.forEach((p, i) => {
        if (p > 0 && !game.reactionWindow(states[p])) expect(game.actors(states[p])[0], `turn at ${p}`).toBe(turnSeats[i]);
        if (p > 0) expect(turnSeats[i], `a new turn at ${p}`).not.toBe(turnSeats[i - 1]);
      });
      const frame = replay.frame(5, 'spectator', false);
      expect(frame.replay.position).toBe(5);
      expect(frame.update.turn).toBe(5);
      expect(frame.update.legal).toEqual([]);
      expect(frame.update.humanToAct).toBeNull();
      expect(frame.update.curtain).toBeNull();
      expect(frame.update.view).toEqual(GAMES[gameId]!.game.view(states[5], 'spectator'));
      expect(replay.frame(replay.length, 0, false).update.outcome).toEqual(GAMES[gameId]!.game.outcome(states[replay.length]));
    });
  }

  it('refuses positions and seats outside the game', () => {
    const replay = openReplay(play('rush', 3).save, GAMES);
    expect(() => replay.frame(replay.length + 1, 'spectator', false)).toThrow(/positions 0 to/);
    expect(() => replay.frame(-1, 'spectator', false)).toThrow(/positions 0 to/);
    expect(() => replay.frame(0, 3, false)).toThrow(/no seat 4/);
  });
});

describe('hidden cards in replays', () => {
  for (const gameId of GAME_IDS) {
    it(`${gameId}: a frame's view never shows a card hidden from its point of view; "show all cards" shows them all once the game is over`, () => {
      const { save, states } = play(gameId, 5);
      const { game } = GAMES[gameId]!;
      const replay = openReplay(save, GAMES);
      let checked = 0;
      for (let p = 0; p <= replay.length; p++) {
        const hidden = game.hiddenCards!(states[p]);
        for (const pov of ['spectator', 0, 1] as Viewer[]) {
          const frame = replay.frame(p, pov, false);
          expect(frame.revealed).toBeNull();
          const text = viewText(frame);
          // the step's events as the live table showed them to that viewer (a flip shows a card that goes back face down)
          const step = p > 0 ? game.apply(states[p - 1], save.log[p - 1]!.seat, save.log[p - 1]!.action as GameAction).events : [];
          expect(frame.update.events).toEqual(step.map((e) => game.redactEvent(e, pov)).filter((e) => e !== null));
          for (const group of hidden) {
            // a seat sees its own hand, and the grid cells it peeked at (VAR)
            if (group.seat !== null && group.seat === pov) continue;
            if (pov !== 'spectator' && group.zone === 'grid') continue;
            for (const id of idsOf(group.cards)) {
              expect(text.includes(`"id":"${id}"`), `${id} (${group.zone}) at ${p} for ${pov}`).toBe(false);
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      const end = replay.frame(replay.length, 'spectator', true);
      expect(end.revealed).toEqual(game.hiddenCards!(states[replay.length]));
      const middle = replay.frame(4, 'spectator', true);
      expect(idsOf(middle.revealed!.flatMap((g) => g.cards)).sort()).toEqual(idsOf(game.hiddenCards!(states[4]).flatMap((g) => g.cards)).sort());
      expect(middle.revealed!.length).toBeGreaterThan(0);
      // a grid's face-down cards come with their cells: each is the card that lies in that cell
      const grid = middle.revealed!.filter((g) => g.zone === 'grid');
      expect(grid.length).toBe(gameId === 'football' || gameId === 'words' ? 1 : 0);
      for (const group of grid) expect(group.cells?.map((c) => (states[4] as { cells: (string | null)[] }).cells[c])).toEqual(idsOf(group.cards));
    });
  }

  it('"show all cards" and other players\' views are refused over the wire for a game in progress, and allowed once it is finished', async () => {
    h = makeHarness(GAMES);
    const running = play('rush', 8, 12).save;
    expect(running.finished).toBe(false);
    h.store.write(running.id, JSON.stringify(running));
    const opened = value(await h.service.handle('openReplay', { saveId: running.id }));
    const { replayId } = (opened as ReplayFrame).replay;
    const refused = await h.service.handle('replayFrame', { replayId, position: 10, pov: 'spectator', showAll: true });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'replayInProgress', message: expect.stringMatching(/finished game/) });
    // all bots: no seat's view while the game runs
    expect((opened as ReplayFrame).replay.povs).toEqual([]);
    const seatRefused = await h.service.handle('replayFrame', { replayId, position: 10, pov: 1, showAll: false });
    expect(seatRefused.ok ? null : seatRefused.error.code).toBe('replayPovInProgress');
    // one human against bots: that human's view only
    const lone = sealSave({ ...withoutHash(running), id: 'rush-lone', seats: running.seats.map((s, i) => (i === 1 ? { kind: 'human' as const, name: 'Olena' } : s)) });
    h.store.write(lone.id, JSON.stringify(lone));
    const loneFrame = value(await h.service.handle('openReplay', { saveId: lone.id })) as ReplayFrame;
    expect(loneFrame.replay.povs).toEqual([1]);
    const own = value(await h.service.handle('replayFrame', { replayId: loneFrame.replay.replayId, position: 10, pov: 1, showAll: false })) as ReplayFrame;
    expect(own.update.viewer).toBe(1);
    expect(own.revealed).toBeNull();
    const other = await h.service.handle('replayFrame', { replayId: loneFrame.replay.replayId, position: 10, pov: 0, showAll: false });
    expect(other.ok ? null : other.error.code).toBe('replayPovInProgress');

    const finished = play('rush', 8).save;
    const copy = sealSave({ ...withoutHash(finished), id: 'rush-finished' });
    h.store.write(copy.id, JSON.stringify(copy));
    const f = value(await h.service.handle('openReplay', { saveId: copy.id })) as ReplayFrame;
    const all = value(await h.service.handle('replayFrame', { replayId: f.replay.replayId, position: 10, pov: 'spectator', showAll: true })) as ReplayFrame;
    expect(all.revealed!.some((g) => g.zone === 'hand')).toBe(true);
    value(await h.service.handle('closeReplay', { replayId: f.replay.replayId }));
    const closed = await h.service.handle('replayFrame', { replayId: f.replay.replayId, position: 0, pov: 'spectator', showAll: false });
    expect(closed.ok ? null : closed.error.code).toBe('noReplay');
  });
});

describe('export and import', () => {
  it('an exported game imports under a new id, verified, and replays to the same end', async () => {
    h = makeHarness(GAMES);
    const { save } = play('athletic', 4);
    h.store.write(save.id, JSON.stringify(save));
    const file = value(await h.service.call('exportSave', { id: save.id }));
    expect(file.fileName).toMatch(/^card-table-athletic-.*\.json$/);
    expect(verifySaveText(file.text, GAMES).save.log).toEqual(save.log);
    // the same game is still listed: nothing is added, and the refusal names the row to point out
    const beside = await h.service.call('importSave', { fileName: file.fileName, text: file.text });
    expect(beside).toMatchObject({ ok: false, error: { code: 'importDuplicate', params: { id: save.id } } });
    expect(value(await h.service.call('listSaves', null)).saves.map((s) => s.id)).toEqual([save.id]);
    value(await h.service.call('deleteSave', { id: save.id }));
    const meta = value(await h.service.call('importSave', { fileName: file.fileName, text: file.text }));
    expect(meta.id).not.toBe(save.id);
    expect(meta).toMatchObject({ gameId: 'athletic', turn: save.log.length, finished: true, imported: true, players: ['Bot 1', 'Bot 2', 'Bot 3'] });
    const list = value(await h.service.call('listSaves', null));
    expect(list.saves.map((s) => [s.id, s.imported ?? false])).toEqual([[meta.id, true]]);
    // importing it again is refused while the copy is here (the same game: it would count twice in the records)
    const again = await h.service.call('importSave', { fileName: file.fileName, text: file.text });
    expect(again).toMatchObject({ ok: false, error: { code: 'importDuplicate', params: { id: meta.id } } });
    expect(value(await h.service.call('listSaves', null)).saves).toHaveLength(1);
    const f = value(await h.service.call('openReplay', { saveId: meta.id }));
    expect(f.replay.length).toBe(save.log.length);
    const end = value(await h.service.call('replayFrame', { replayId: f.replay.replayId, position: save.log.length, pov: 'spectator', showAll: false }));
    expect(end.update.outcome).toEqual(athleticManifest.game.outcome(play('athletic', 4).states.at(-1) as Parameters<typeof athleticManifest.game.outcome>[0]));
  });

  it('another stage of a listed game (fewer moves) is imported beside it, marked imported', async () => {
    h = makeHarness(GAMES);
    const running = play('athletic', 4, 12).save;
    h.store.write(running.id, JSON.stringify(running));
    const finished = sealSave({ ...withoutHash(play('athletic', 4).save), id: 'athletic-finished' });
    h.store.write(finished.id, JSON.stringify(finished));
    const file = value(await h.service.call('exportSave', { id: finished.id }));
    value(await h.service.call('deleteSave', { id: finished.id }));
    const meta = value(await h.service.call('importSave', { fileName: file.fileName, text: file.text }));
    const list = value(await h.service.call('listSaves', null)).saves;
    expect(list.map((s) => [s.id, s.turn, s.imported ?? false]).sort()).toEqual(
      [[running.id, 12, false], [meta.id, finished.log.length, true]].sort(),
    );
  });

  it('a damaged, foreign, oversized or newer file is refused with a clear message and changes nothing', async () => {
    h = makeHarness(GAMES);
    const { save } = play('football', 2, 30);
    h.store.write(save.id, JSON.stringify(save));
    const before = readdirSync(h.dir).sort();
    const edited = JSON.stringify({ ...save, log: save.log.slice(0, -1) });
    const newer = JSON.stringify({ ...save, format: SAVE_FORMAT + 1 });
    const cases: [string, RegExp][] = [
      [JSON.stringify(save).slice(0, 200), /cannot be imported: .*not valid JSON/],
      ['{"hello":"world"}', /cannot be imported: .*no known save format/],
      ['PK\u0003\u0004 a zip file', /cannot be imported: .*not valid JSON/],
      [edited, /cannot be imported: .*(changed|position)/],
      [newer, /cannot be imported: .*newer version/],
      [JSON.stringify({ ...save, gameId: 'chess' }), /cannot be imported/],
      ['', /cannot be imported: .*empty/],
      ['x'.repeat(MAX_IMPORT_CHARS + 1), /too large/],
    ];
    for (const [text, message] of cases) {
      const r = await h.service.handle('importSave', { fileName: 'friend.json', text });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(message);
    }
    expect(readdirSync(h.dir).sort()).toEqual(before);
    expect(value(await h.service.call('listSaves', null)).saves.map((s) => s.id)).toEqual([save.id]);
  });
});

describe('the event log rebuilt from a save (Continue, Load, a replay\'s jump)', () => {
  for (const gameId of GAME_IDS) {
    it(`${gameId}: a seat's rebuilt log is what its live table logged, and shows no card hidden from it`, () => {
      const cut = 60;
      const { save } = play(gameId, 7, cut);
      const { game } = GAMES[gameId]!;
      const replay = openReplay(save, GAMES);
      const options = game.resolveOptions(save.options, save.seats.length) as Record<string, unknown>;
      const src = { game, players: save.seats.length, seed: save.seed, options, log: save.log as { seat: number; action: GameAction }[] };
      // What each viewer's table was sent live, step by step.
      let state = game.setup({ players: src.players, seed: save.seed, options });
      const live = new Map<Viewer, unknown[]>([['spectator', []], [0, []], [1, []]]);
      for (const { seat, action } of src.log) {
        const res = game.apply(state, seat, action);
        state = res.state;
        for (const [pov, list] of live) for (const e of res.events) {
          const r = game.redactEvent(e, pov);
          if (r) list.push(r);
        }
      }
      for (const pov of [0, 1] as Viewer[]) {
        const rebuilt = historyFor(src, pov);
        expect(rebuilt).toEqual(live.get(pov));
        // Cards another seat holds hidden now and that no public event ever showed never reach this seat's log.
        const publicText = JSON.stringify(live.get('spectator'));
        const text = JSON.stringify(rebuilt);
        for (const group of game.hiddenCards!(state)) {
          if (group.seat === null || group.seat === pov || group.zone === 'grid') continue;
          for (const id of idsOf(group.cards)) {
            if (publicText.includes(`"${id}"`)) continue;
            expect(text.includes(`"${id}"`), `${id} of seat ${group.seat} in the log of ${String(pov)}`).toBe(false);
          }
        }
      }
      // A replay's jump brings the events before its step, for its point of view (public: a game of bots in progress).
      const at = replay.length;
      expect(replay.frame(at, 'spectator', false, true).update.history).toEqual(historyFor(src, 'spectator', at - 1));
      expect(replay.frame(at, 'spectator', false).update.history).toBeUndefined();
    });

    it(`${gameId}: each rebuilt event carries its move's turn, so the lines up to a turn are that turn's log (what an undo leaves)`, () => {
      const { save } = play(gameId, 11, 40);
      const { game } = GAMES[gameId]!;
      const options = game.resolveOptions(save.options, save.seats.length) as Record<string, unknown>;
      const src = { game, players: save.seats.length, seed: save.seed, options, log: save.log as { seat: number; action: GameAction }[] };
      const turns: number[] = [];
      const events = historyFor(src, 0, src.log.length, turns);
      expect(turns).toHaveLength(events.length);
      expect(turns.every((turn, i) => turn >= 1 && turn <= src.log.length && (i === 0 || turn >= turns[i - 1]!))).toBe(true);
      for (const upTo of [1, 5, 17, src.log.length - 1]) {
        expect(events.filter((_, i) => turns[i]! <= upTo)).toEqual(historyFor(src, 0, upTo));
      }
    });
  }
});
