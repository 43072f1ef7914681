import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TableUpdate } from '../../src/common/contract';
import { UNDO_REFUSED } from '../../src/main/session/match';
import { InlineBotHost, playBotId } from '../../src/main/bots/host';
import { makeHarness, TEST_GAMES, updates, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';
import { botCalls } from '../fixtures/tally';
import type { TallyView } from '../fixtures/tally';

let h: Harness;
beforeEach(() => {
  h = makeHarness();
  botCalls.length = 0;
});
afterEach(() => h.cleanup());

const human = (name: string) => ({ kind: 'human' as const, name });

/** Each seat's bot memory (the tally bot counts what it observed); null for human seats. */
function botMemories(): (number | null)[] {
  const match = h.service.current!;
  const host = h.service.bots as InlineBotHost;
  return match.seats.map((s, seat) => (s.kind === 'bot' ? (host.bot(match.botsKey, playBotId(seat)) as unknown as { memory: number }).memory : null));
}
const bot = (name: string, level?: 'easy' | 'normal' | 'hard' | 'perfect') =>
  level ? { kind: 'bot' as const, name, level } : { kind: 'bot' as const, name };

async function start(seats: ReturnType<typeof human | typeof bot>[], options: Record<string, unknown> = {}, gameId: 'rush' | 'words' = 'rush') {
  return value(await h.service.call('startMatch', { gameId, seats, options, seed: 7 }));
}

function saveText(id: string): string {
  return readFileSync(join(h.dir, `${id}.save.json`), 'utf8');
}

describe('starting a match', () => {
  it('validates the game, the seat count and the options', async () => {
    const unavailable = await h.service.call('startMatch', { gameId: 'draker', seats: [human('A'), human('B')] });
    expect(unavailable).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    const tooMany = await h.service.call('startMatch', { gameId: 'rush', seats: [human('A'), human('B'), human('C'), human('D'), human('E')] });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'badSeats' } });
    const badOpt = await h.service.call('startMatch', { gameId: 'rush', seats: [human('A')], options: { target: 1 } });
    expect(badOpt).toMatchObject({ ok: false, error: { code: 'badOptions', message: 'The target must be a whole number from 5 to 100.' } });
    expect(h.service.current).toBeNull();
    expect(h.writes).toHaveLength(0);
  });

  it('gives bots the normal level by default and uses the random seed when none is given', async () => {
    const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [human('A'), bot('B'), bot('C', 'hard')] }));
    expect(u.seats).toEqual([human('A'), { kind: 'bot', name: 'B', level: 'normal' }, { kind: 'bot', name: 'C', level: 'hard' }]);
    expect(h.service.current!.seed).toBe(12345);
    expect(u.options).toEqual({ target: 15, reactionTimeoutMs: 1000, startWindow: false });
  });
});

describe('driving bots', () => {
  it('bots play until a human must act, each step pushed as an update', async () => {
    const first = await start([bot('B1'), bot('B2'), human('Ann')]);
    expect(first.humanToAct).toBeNull();
    await h.service.idle();
    const now = value(await h.service.call('currentMatch', null))!;
    expect(now.humanToAct).toBe(2);
    expect(now.turn).toBeGreaterThan(0);
    const pushed = updates(h.pushes);
    expect(pushed.length).toBe(now.turn);
    expect(pushed.map((u) => u.turn)).toEqual(Array.from({ length: now.turn }, (_, i) => i + 1));
    // seq grows with every update
    const seqs = [first.seq, ...pushed.map((u) => u.seq), now.seq];
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(now.legal.length).toBeGreaterThan(0);
  });

  it('bots are shown only their own views and events redacted for them', async () => {
    await start([human('Ann'), bot('B1'), bot('B2')]);
    value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
    await h.service.idle();
    expect(botCalls.length).toBeGreaterThan(0);
    for (const c of botCalls) {
      expect(c.view.viewer).toBe(c.seat);
      for (const e of c.events ?? []) {
        if (e.type === 'draw' && e.seat !== c.seat) expect(e).not.toHaveProperty('card');
      }
    }
    // a bot's own draw is shown to it
    expect(botCalls.some((c) => c.events?.some((e) => e.type === 'draw' && e.seat === c.seat && 'card' in e))).toBe(true);
  });

  it('a bot answer that arrives after its game was closed or replaced is dropped', async () => {
    // Bots that think until released, like a long search in a worker.
    class SlowHost extends InlineBotHost {
      held: (() => void)[] = [];
      override decide(...args: Parameters<InlineBotHost['decide']>) {
        return new Promise<Awaited<ReturnType<InlineBotHost['decide']>>>((resolve, reject) => this.held.push(() => void super.decide(...args).then(resolve, reject)));
      }
    }
    const slow = new SlowHost(TEST_GAMES);
    h.cleanup();
    h = makeHarness(TEST_GAMES, undefined, slow);
    const thinking = async () => {
      for (let i = 0; i < 100 && slow.held.length === 0; i++) await new Promise((r) => setTimeout(r, 1));
      expect(slow.held).toHaveLength(1);
    };
    await start([bot('B1'), human('Ann')]);
    await thinking();
    value(await h.service.call('closeMatch', null));
    const writes = h.writes.length;
    slow.held.shift()!();
    await new Promise((r) => setTimeout(r, 20));
    expect(updates(h.pushes)).toHaveLength(0);
    expect(h.writes.length).toBe(writes);

    const second = await start([bot('B1'), human('Ann')]);
    await thinking();
    const third = await start([human('Ann'), bot('B1')]);
    slow.held.shift()!();
    await new Promise((r) => setTimeout(r, 20));
    expect(updates(h.pushes).filter((u) => u.matchId === second.matchId)).toHaveLength(0);
    expect(value(await h.service.call('currentMatch', null))!).toMatchObject({ matchId: third.matchId, turn: 0 });
  });

  it('closing the match cancels pending bot work', async () => {
    await start([bot('B1'), bot('B2'), human('Ann')]);
    value(await h.service.call('closeMatch', null));
    const writes = h.writes.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(updates(h.pushes)).toHaveLength(0);
    expect(h.writes.length).toBe(writes);
    expect(value(await h.service.call('currentMatch', null))).toBeNull();
  });

  it('a new match cancels the bots of the previous one', async () => {
    const a = await start([bot('B1'), bot('B2'), human('Ann')]);
    const b = await start([human('Ann'), bot('B1')]);
    await h.service.idle();
    expect(updates(h.pushes).every((u) => u.matchId === b.matchId)).toBe(true);
    expect(a.matchId).not.toBe(b.matchId);
  });
});

describe('act', () => {
  it('refuses a bot seat, a wrong seat, a missing seat and an illegal action, changing nothing', async () => {
    const u = await start([human('Ann'), bot('B1'), human('Cy')], {}, 'words');
    expect(u.humanToAct).toBe(0);
    const hash = h.service.current!.stateHash();
    const text = saveText(u.matchId);
    const writes = h.writes.length;
    const cases: [number, object, string][] = [
      [1, { type: 'play', index: 0 }, 'notHuman'],
      [2, { type: 'play', index: 0 }, 'notYourTurn'],
      [5, { type: 'play', index: 0 }, 'noSeat'],
      [0, { type: 'play', index: 9 }, 'badAction'],
      [0, { type: 'boo' }, 'badAction'],
    ];
    for (const [seat, action, code] of cases) {
      const r = await h.service.call('act', { seat, action: action as { type: string } });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message.length).toBeGreaterThan(5);
      }
    }
    expect(h.service.current!.turn).toBe(0);
    expect(h.service.current!.stateHash()).toBe(hash);
    expect(saveText(u.matchId)).toBe(text);
    expect(h.writes.length).toBe(writes);
  });

  it('refuses every request when no match is open', async () => {
    for (const m of ['act', 'undo', 'confirmCurtain'] as const) {
      const r = await h.service.call(m, { seat: 0, action: { type: 'tap' } } as never);
      expect(r).toMatchObject({ ok: false, error: { code: 'noMatch' } });
    }
  });

  it('returns the update with the events of the move', async () => {
    await start([human('Ann'), bot('B1')]);
    const u = value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 1 } }));
    expect(u.turn).toBe(1);
    expect(u.viewer).toBe(0);
    expect(u.events.map((e) => e.type)).toContain('play');
    const draw = u.events.find((e) => e.type === 'draw')!;
    expect(draw.card).toBeTypeOf('number');
    expect(u.humanToAct).toBeNull();
  });
});

describe('curtain', () => {
  it('never appears with one human', async () => {
    await start([human('Ann'), bot('B1'), bot('B2')]);
    for (let i = 0; i < 4; i++) {
      await h.service.idle();
      const u = value(await h.service.call('currentMatch', null))!;
      expect(u.curtain).toBeNull();
      if (u.outcome) break;
      value(await h.service.call('act', { seat: 0, action: u.legal[0] }));
    }
    expect(updates(h.pushes).every((u) => u.curtain === null)).toBe(true);
  });

  it('never appears when the view to show holds nothing private', async () => {
    const u = await start([human('Ann'), human('Bob')], {}, 'words');
    expect(u.curtain).toBeNull();
    const v = value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
    expect(v.humanToAct).toBe(1);
    expect(v.curtain).toBeNull();
  });

  it('covers the table between two humans; the covered view is public; confirming reveals', async () => {
    const u = await start([human('Ann'), human('Bob')]);
    expect(u.curtain).toEqual({ seat: 0, name: 'Ann' });
    expect(u.viewer).toBe('spectator');
    expect((u.view as TallyView).hand).toEqual([]);
    expect(u.legal).toEqual([]);
    expect(u.humanToAct).toBe(0);
    expect(await h.service.call('act', { seat: 0, action: { type: 'tap' } })).toMatchObject({ ok: false, error: { code: 'curtain' } });
    expect(await h.service.call('confirmCurtain', { seat: 1 })).toMatchObject({ ok: false, error: { code: 'curtain' } });
    expect(h.service.current!.turn).toBe(0);

    const open = value(await h.service.call('confirmCurtain', { seat: 0 }));
    expect(open.curtain).toBeNull();
    expect(open.viewer).toBe(0);
    expect((open.view as TallyView).hand).toHaveLength(2);
    expect(open.legal.length).toBeGreaterThan(0);

    const after = value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
    // Bob is asked in the reaction window: the curtain covers Ann's new card and Bob's hand
    expect(after.humanToAct).toBe(1);
    expect(after.curtain).toEqual({ seat: 1, name: 'Bob' });
    expect((after.view as TallyView).hand).toEqual([]);
    expect(after.legal).toEqual([]);
    expect(after.reaction).toBeNull();
    const draw = after.events.find((e) => e.type === 'draw')!;
    expect(draw).toBeDefined();
    expect(draw).not.toHaveProperty('card');

    const bob = value(await h.service.call('confirmCurtain', { seat: 1 }));
    expect(bob.viewer).toBe(1);
    expect((bob.view as TallyView).hand).toHaveLength(2);
    expect(bob.reaction).toEqual({ seat: 1, timeoutMs: 1000 });
    expect(bob.legal).toEqual([{ type: 'pass' }, { type: 'boo' }]);
  });

  it('is up again after loading', async () => {
    const u = await start([human('Ann'), human('Bob')]);
    value(await h.service.call('confirmCurtain', { seat: 0 }));
    value(await h.service.call('closeMatch', null));
    const loaded = value(await h.service.call('loadSave', { id: u.matchId }));
    expect(loaded.curtain).toEqual({ seat: 0, name: 'Ann' });
  });
});

describe('undo', () => {
  it('takes back moves that revealed nothing and kept the turn', async () => {
    const u = await start([human('Ann'), bot('B1')]);
    expect(u.canUndo).toBe(false);
    const hash0 = h.service.current!.stateHash();
    const t1 = value(await h.service.call('act', { seat: 0, action: { type: 'tap' } }));
    expect(t1.canUndo).toBe(true);
    const hash1 = h.service.current!.stateHash();
    const t2 = value(await h.service.call('act', { seat: 0, action: { type: 'tap' } }));
    expect(t2.canUndo).toBe(true);
    expect((t2.view as TallyView).marks[0]).toBe(2);

    const back1 = value(await h.service.call('undo', { seat: 0 }));
    expect(back1.turn).toBe(1);
    expect(h.service.current!.stateHash()).toBe(hash1);
    expect(back1.canUndo).toBe(true);
    const back2 = value(await h.service.call('undo', { seat: 0 }));
    expect(back2.turn).toBe(0);
    expect((back2.view as TallyView).marks[0]).toBe(0);
    expect(h.service.current!.stateHash()).toBe(hash0);
    expect(back2.canUndo).toBe(false);
    // the save follows the undo
    expect(JSON.parse(saveText(u.matchId)).log).toEqual([]);

    const refused = await h.service.call('undo', { seat: 0 });
    expect(refused).toEqual({ ok: false, error: { code: 'undoNotAllowed', message: UNDO_REFUSED } });
  });

  it('refuses a move that revealed something, another seat, and after someone else acted', async () => {
    await start([human('Ann'), bot('B1')]);
    value(await h.service.call('act', { seat: 0, action: { type: 'tap' } }));
    expect(await h.service.call('undo', { seat: 1 })).toMatchObject({ ok: false, error: { code: 'notHuman' } });
    const played = value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
    expect(played.canUndo).toBe(false);
    const turn = h.service.current!.turn;
    const hash = h.service.current!.stateHash();
    expect(await h.service.call('undo', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'undoNotAllowed' } });
    await h.service.idle();
    expect(h.service.current!.turn).toBeGreaterThan(turn);
    const u = value(await h.service.call('currentMatch', null))!;
    expect(u.humanToAct).toBe(0);
    expect(u.canUndo).toBe(false);
    expect(await h.service.call('undo', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'undoNotAllowed' } });
    expect(h.service.current!.stateHash()).not.toBe(hash);
  });

  it('rebuilds bot memories like a replay', async () => {
    await start([human('Ann'), bot('B1')]);
    value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
    await h.service.idle();
    // Ann may be asked to react to the bot's play first
    while (value(await h.service.call('currentMatch', null))!.legal.some((a) => a.type === 'pass')) {
      value(await h.service.call('act', { seat: 0, action: { type: 'pass' } }));
      await h.service.idle();
    }
    value(await h.service.call('act', { seat: 0, action: { type: 'tap' } }));
    const mem = botMemories()[1];
    expect(mem).toBeGreaterThan(0);
    value(await h.service.call('undo', { seat: 0 }));
    const after = botMemories()[1];
    expect(after).toBe(mem);
  });
});

describe('autosave', () => {
  it('writes after every applied action, human or bot, and at the start', async () => {
    const u = await start([human('Ann'), bot('B1'), bot('B2')]);
    expect(h.writes).toEqual([u.matchId]);
    for (let i = 0; i < 3; i++) {
      const cur = value(await h.service.call('currentMatch', null))!;
      if (cur.outcome) break;
      value(await h.service.call('act', { seat: 0, action: cur.legal[0] }));
      await h.service.idle();
    }
    const turn = h.service.current!.turn;
    expect(turn).toBeGreaterThan(3);
    expect(h.writes.length).toBe(turn + 1);
    const saved = JSON.parse(saveText(u.matchId));
    expect(saved.log).toHaveLength(turn);
    expect(saved.stateHash).toBe(h.service.current!.stateHash());
    expect(saved).toMatchObject({ format: 2, engine: 1, gameId: 'rush', seed: 7, finished: false });
  });
});

describe('reaction windows', () => {
  it('passes automatically for a human when reactions are off (timeout 0), not at a turn start', async () => {
    const u = await start([human('Ann'), human('Bob')], { reactionTimeoutMs: 0 }, 'words');
    const after = value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
    // Ann played, Bob's reaction was answered by the session, and it is Bob's turn
    expect(after.turn).toBe(2);
    expect(h.service.current!.logCopy()[1]).toEqual({ seat: 1, action: { type: 'pass' } });
    expect(after.humanToAct).toBe(1);
    expect(after.reaction).toBeNull();
    expect(after.events.map((e) => e.type)).toEqual(['play', 'draw', 'window', 'pass', 'turn']);
    expect(JSON.parse(saveText(u.matchId)).log).toHaveLength(2);
    // passes by the session cannot be taken back
    expect(after.canUndo).toBe(false);
  });

  it('asks a human at a turn start even when reactions are off', async () => {
    const u = await start([human('Ann'), human('Bob')], { reactionTimeoutMs: 0, startWindow: true }, 'words');
    expect(u.turn).toBe(0);
    expect(u.humanToAct).toBe(0);
    expect(u.legal).toEqual([{ type: 'pass' }]);
    // the bar is shown without a countdown: the choice waits for Ann
    expect(u.reaction).toEqual({ seat: 0, timeoutMs: 0 });
  });

  it('shows a countdown when a human is asked and reactions are on', async () => {
    await start([human('Ann'), human('Bob')], { reactionTimeoutMs: 2500 }, 'words');
    const after = value(await h.service.call('act', { seat: 0, action: { type: 'play', index: 0 } }));
    expect(after.turn).toBe(1);
    expect(after.humanToAct).toBe(1);
    expect(after.reaction).toEqual({ seat: 1, timeoutMs: 2500 });
    const passed = value(await h.service.call('act', { seat: 1, action: { type: 'pass' } }));
    expect(passed.reaction).toBeNull();
    expect(passed.humanToAct).toBe(1);
  });
});

describe('resuming', () => {
  /** Ann always plays her first legal action; returns the log at the end. */
  async function playOut(limit: number, stopAt?: { turn: number; then: () => Promise<void> }): Promise<void> {
    let stopped = false;
    for (let i = 0; i < limit; i++) {
      await h.service.idle();
      if (stopAt && !stopped && h.service.current!.turn >= stopAt.turn) {
        stopped = true;
        await stopAt.then();
      }
      const u = value(await h.service.call('currentMatch', null))!;
      if (u.outcome) return;
      value(await h.service.call('act', { seat: 0, action: u.legal[u.legal.length - 1] }));
    }
  }

  it('a loaded game has the same hash, view and bot memory, and bots then decide the same', async () => {
    const seats = [human('Ann'), bot('B1', 'easy'), bot('B2', 'hard')];
    // reference: played through without stopping
    const ref = await start(seats);
    await playOut(200);
    const refLog = h.service.current!.logCopy();
    expect(h.service.current!.finished).toBe(true);
    value(await h.service.call('closeMatch', null));

    const again = await start(seats);
    expect(again.matchId).not.toBe(ref.matchId);
    let checked = false;
    await playOut(200, {
      turn: Math.floor(refLog.length / 2),
      then: async () => {
        const cur = h.service.current!;
        const before = value(await h.service.call('currentMatch', null))!;
        const hash = cur.stateHash();
        const mem = botMemories();
        value(await h.service.call('closeMatch', null));
        const loaded = value(await h.service.call('loadSave', { id: again.matchId }));
        expect(h.service.current!.stateHash()).toBe(hash);
        expect(loaded.view).toEqual(before.view);
        expect(loaded.legal).toEqual(before.legal);
        expect(loaded.turn).toBe(before.turn);
        const mem2 = botMemories();
        expect(mem2).toEqual(mem);
        checked = true;
      },
    });
    expect(checked).toBe(true);
    expect(h.service.current!.logCopy()).toEqual(refLog);
  });

  it('continueLatest opens the newest unfinished save', async () => {
    expect(value(await h.service.call('continueLatest', null))).toBeNull();
    const a = await start([human('Ann'), bot('B1')]);
    await new Promise((r) => setTimeout(r, 5));
    const b = await start([human('Bob'), bot('B1')]);
    value(await h.service.call('closeMatch', null));
    const cont = value(await h.service.call('continueLatest', null))!;
    expect(cont.matchId).toBe(b.matchId);
    expect(cont.matchId).not.toBe(a.matchId);
    const list = value(await h.service.call('listSaves', null));
    expect(list.saves.map((s) => s.id)).toEqual([b.matchId, a.matchId]);
    expect(list.saves[0]).toMatchObject({ gameId: 'rush', players: ['Bob', 'B1'], finished: false });
  });

  it('deleteSave removes the save and closes it when open', async () => {
    const a = await start([human('Ann'), bot('B1')]);
    value(await h.service.call('deleteSave', { id: a.matchId }));
    expect(value(await h.service.call('currentMatch', null))).toBeNull();
    expect(value(await h.service.call('listSaves', null)).saves).toEqual([]);
    expect(await h.service.call('deleteSave', { id: a.matchId })).toMatchObject({ ok: false, error: { code: 'noSave' } });
    expect(await h.service.call('loadSave', { id: a.matchId })).toMatchObject({ ok: false, error: { code: 'noSave' } });
  });
});

describe('settings', () => {
  it('default to en/normal with sound on and persist in the store directory', async () => {
    expect(value(await h.service.call('getSettings', null))).toEqual({ language: 'en', animationSpeed: 'normal', sound: true, volume: 70, lessonsDone: [], firstTips: true, tipsSeen: [], drakerAsSuggested: false, relayAddress: '', contrast: 'system' });
    expect(value(await h.service.call('setSettings', { language: 'uk' }))).toEqual({ language: 'uk', animationSpeed: 'normal', sound: true, volume: 70, lessonsDone: [], firstTips: true, tipsSeen: [], drakerAsSuggested: false, relayAddress: '', contrast: 'system' });
    const again = makeHarness(undefined, h.dir);
    expect(value(await again.service.call('getSettings', null))).toEqual({ language: 'uk', animationSpeed: 'normal', sound: true, volume: 70, lessonsDone: [], firstTips: true, tipsSeen: [], drakerAsSuggested: false, relayAddress: '', contrast: 'system' });
    again.cleanup();
  });

  it('remember sound off and the volume', async () => {
    expect(value(await h.service.call('setSettings', { sound: false, volume: 35, lessonsDone: [] }))).toMatchObject({ sound: false, volume: 35 });
    const again = makeHarness(undefined, h.dir);
    expect(value(await again.service.call('getSettings', null))).toEqual({ language: 'en', animationSpeed: 'normal', sound: false, volume: 35, lessonsDone: [], firstTips: true, tipsSeen: [], drakerAsSuggested: false, relayAddress: '', contrast: 'system' });
    again.cleanup();
  });
});

export type { TableUpdate };
