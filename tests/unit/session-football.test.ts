import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TableUpdate } from '../../src/common/contract';
import type { GameAction } from '../../src/common/engine-types';
import type { FootballView } from '../../src/common/games/football';
import { GAMES } from '../../src/main/games';
import { footballGame } from '../../src/main/engine/games/football';
import { makeHarness, updates, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

let h: Harness;
beforeEach(() => {
  h = makeHarness(GAMES);
});
afterEach(() => h.cleanup());

const SEATS = [
  { kind: 'human' as const, name: 'Olena' },
  { kind: 'bot' as const, name: 'Easy', level: 'easy' as const },
  { kind: 'bot' as const, name: 'Normal' },
  { kind: 'bot' as const, name: 'Hard', level: 'hard' as const },
];

/** The human's fixed policy: pass when asked to react, else a flip spread over the table, else the first legal action. */
function choose(u: TableUpdate): GameAction {
  const pass = u.legal.find((a) => a.type === 'pass');
  if (pass) return pass;
  const flips = u.legal.filter((a) => a.type === 'flip');
  return flips.length > 0 ? flips[(u.turn * 7919) % flips.length] : u.legal[0];
}

async function playOut(seen: TableUpdate[], limit = 2000, at?: { turn: number; then: () => Promise<void> }): Promise<void> {
  let done = false;
  for (let i = 0; i < limit; i++) {
    await h.service.idle();
    if (at && !done && h.service.current!.turn >= at.turn) {
      done = true;
      await at.then();
    }
    const u = value(await h.service.call('currentMatch', null))!;
    seen.push(u);
    if (u.outcome) return;
    expect(u.humanToAct).toBe(0);
    seen.push(value(await h.service.call('act', { seat: 0, action: choose(u) })));
  }
  throw new Error('the game did not end');
}

describe('Klepka Football through the session', () => {
  it('plays a whole game against three bots; reactions off means the human is asked only at turn starts', async () => {
    const start = value(await h.service.call('startMatch', { gameId: 'football', seats: SEATS, seed: 11, options: { reactionTimeoutMs: 0 } }));
    expect(start.curtain).toBeNull();
    const seen: TableUpdate[] = [start];
    await playOut(seen);
    seen.push(...updates(h.pushes));
    const end = seen.find((u) => u.outcome)!;
    expect(end.outcome!.scores).toHaveLength(4);
    for (const u of seen) {
      const w = (u.view as FootballView).reactionWindow;
      if (u.humanToAct !== null && w) expect(w.kind).toBe('start');
      // asked at a turn's start, the human gets the bar without a countdown (never a silent table)
      const asked = u.humanToAct !== null && w !== null && w.asking === u.humanToAct && u.legal.some((a) => a.type === 'pass');
      expect(u.reaction).toEqual(asked ? { seat: 0, timeoutMs: 0 } : null);
      expect(u.curtain).toBeNull();
      expect(u.viewer === 0 || u.viewer === 'spectator').toBe(true);
    }
    // the session passed for Olena in windows after a flip (replayed from the log to know the window)
    const log = h.service.current!.logCopy();
    let state = footballGame.setup({ players: 4, seed: 11, options: footballGame.resolveOptions({ reactionTimeoutMs: 0 }, 4) });
    let autoPasses = 0;
    for (const { seat, action } of log) {
      const w = footballGame.reactionWindow(state);
      if (seat === 0 && action.type === 'pass' && w && w.kind !== 'start') autoPasses++;
      state = footballGame.apply(state, seat, action as never).state;
    }
    expect(autoPasses).toBeGreaterThan(0);
    expect(footballGame.outcome(state)).toEqual(end.outcome);
  });

  it('shows the countdown when reactions are on', async () => {
    value(await h.service.call('startMatch', { gameId: 'football', seats: SEATS, seed: 11, options: { reactionTimeoutMs: 2500 } }));
    const seen: TableUpdate[] = [];
    await playOut(seen);
    const asked = seen.filter((u) => u.reaction);
    expect(asked.length).toBeGreaterThan(0);
    for (const u of asked) {
      expect(u.reaction).toEqual({ seat: 0, timeoutMs: 2500 });
      expect(u.humanToAct).toBe(0);
      expect(u.legal).toContainEqual({ type: 'pass' });
    }
  });

  it('a resumed game is the same table, and the bots go on deciding exactly as without the pause', async () => {
    const a = value(await h.service.call('startMatch', { gameId: 'football', seats: SEATS, seed: 5 }));
    await playOut([]);
    const refLog = h.service.current!.logCopy();
    const refHash = h.service.current!.stateHash();
    expect(refLog.length).toBeGreaterThan(40);

    const b = value(await h.service.call('startMatch', { gameId: 'football', seats: SEATS, seed: 5 }));
    expect(b.matchId).not.toBe(a.matchId);
    let checked = false;
    await playOut([], 2000, {
      turn: Math.floor(refLog.length / 2),
      then: async () => {
        const before = value(await h.service.call('currentMatch', null))!;
        const hash = h.service.current!.stateHash();
        value(await h.service.call('closeMatch', null));
        expect(value(await h.service.call('currentMatch', null))).toBeNull();
        const loaded = value(await h.service.call('loadSave', { id: b.matchId }));
        expect(h.service.current!.stateHash()).toBe(hash);
        expect(loaded.view).toEqual(before.view);
        expect(loaded.legal).toEqual(before.legal);
        expect(loaded.humanToAct).toBe(before.humanToAct);
        checked = true;
      },
    });
    expect(checked).toBe(true);
    expect(h.service.current!.logCopy()).toEqual(refLog);
    expect(h.service.current!.stateHash()).toBe(refHash);
    const list = value(await h.service.call('listSaves', null));
    expect(list.saves.find((s) => s.id === b.matchId)).toMatchObject({ finished: true, turn: refLog.length, players: SEATS.map((s) => s.name) });
  });

  it('refuses illegal football moves with the engine\'s code and changes nothing', async () => {
    const u = value(await h.service.call('startMatch', { gameId: 'football', seats: [{ kind: 'human', name: 'A' }, { kind: 'human', name: 'B' }], seed: 3, options: { firstPlayer: 0 } }));
    expect(u.humanToAct).toBe(0);
    const hash = h.service.current!.stateHash();
    const r = await h.service.call('act', { seat: 0, action: { type: 'flip', cell: 999 } });
    expect(r).toMatchObject({ ok: false, error: { code: 'badAction' } });
    const red = await h.service.call('act', { seat: 0, action: { type: 'red' } });
    expect(red.ok).toBe(false);
    expect(await h.service.call('act', { seat: 1, action: { type: 'flip', cell: 0 } })).toMatchObject({ ok: false, error: { code: 'notYourTurn' } });
    expect(h.service.current!.stateHash()).toBe(hash);
    expect(h.service.current!.turn).toBe(0);
  });

  it('rejects options the game refuses, with its message', async () => {
    const r = await h.service.call('startMatch', { gameId: 'football', seats: SEATS, options: { rows: 0 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
    expect(h.service.current).toBeNull();
  });
});

describe('Klepka Football hotseat: curtain before a VAR peek, undo of a YELLOW', () => {
  const TWO = [{ kind: 'human' as const, name: 'Olena' }, { kind: 'human' as const, name: 'Petro' }];
  const SEED = 4242;
  const deal = footballGame.setup({ players: 2, seed: SEED, options: footballGame.resolveOptions({}, 2) });
  const footballer = (cell: number): number | null => {
    const m = /^fb(\d+)-/.exec(deal.cells[cell] ?? '');
    return m ? Number(m[1]) : null;
  };
  const cellOf = (prefix: string): number => deal.cells.findIndex((id) => id?.startsWith(prefix));
  /** Two face-down footballer cells of different footballers, avoiding `skip`. */
  const twoDifferent = (view: FootballView, skip: number[] = []): [number, number] => {
    const cells = view.cells.flatMap((c, i) => (c && !c.faceUp && footballer(i) !== null && !skip.includes(i) ? [i] : []));
    const a = cells[0];
    return [a, cells.find((c) => footballer(c) !== footballer(a))!];
  };
  /** Acts for `seat` after the other human passes any reaction window that asks them first. */
  const act = async (seat: number, action: GameAction) => {
    let u = value(await h.service.call('currentMatch', null))!;
    while (u.humanToAct !== null && u.humanToAct !== seat && u.legal.some((a) => a.type === 'pass')) {
      u = value(await h.service.call('act', { seat: u.humanToAct, action: { type: 'pass' } }));
    }
    return value(await h.service.call('act', { seat, action }));
  };

  /** The first player takes `prizePrefix` with a lone footballer; the other flips two different footballers: back to the first. */
  async function firstHoldsPrize(prizePrefix: string): Promise<{ first: number; u: TableUpdate }> {
    let u = value(await h.service.call('startMatch', { gameId: 'football', seats: TWO, seed: SEED }));
    const first = (u.view as FootballView).active;
    const prize = cellOf(prizePrefix);
    const [lone] = twoDifferent(u.view as FootballView, [prize]);
    await act(first, { type: 'flip', cell: prize });
    u = await act(first, { type: 'flip', cell: lone });
    const [a, b] = twoDifferent(u.view as FootballView);
    await act(1 - first, { type: 'flip', cell: a });
    u = await act(1 - first, { type: 'flip', cell: b });
    // A YELLOW holder is asked in the W_RESOLVED of the other's ending turn; it passes and its turn starts.
    if (prizePrefix === 'yellow-') {
      expect(u.reaction?.seat).toBe(first);
      expect((u.view as FootballView).turnEnding).toBe(true);
      u = value(await h.service.call('act', { seat: first, action: { type: 'pass' } }));
    }
    expect((u.view as FootballView).active).toBe(first);
    return { first, u };
  }

  it('covers the table before a VAR peek is shown to a human who did not have the screen', async () => {
    const { first, u } = await firstHoldsPrize('var-');
    expect(u.curtain).toBeNull(); // nothing private yet
    const [c1, c2] = twoDifferent(u.view as FootballView);
    const covered = await act(first, { type: 'useVar', cells: [c1, c2] });
    expect(covered.curtain).toEqual({ seat: first, name: TWO[first].name });
    expect(covered.viewer).toBe('spectator');
    expect((covered.view as FootballView).peek).toBeNull();
    expect(JSON.stringify(covered.events)).not.toContain(deal.cells[c1]!);
    expect(covered.legal).toEqual([]);
    expect(await h.service.call('act', { seat: first, action: { type: 'flip', cell: c1 } })).toMatchObject({ ok: false, error: { code: 'curtain' } });
    const shown = value(await h.service.call('confirmCurtain', { seat: first }));
    expect(shown.curtain).toBeNull();
    expect((shown.view as FootballView).peek?.cells).toEqual([c1, c2]);
    expect((shown.view as FootballView).peek?.cards.map((c) => c.id)).toEqual([deal.cells[c1], deal.cells[c2]]);
  });

  it('takes back a YELLOW shown in one\'s own turn, and refuses to take back a flip', async () => {
    const { first, u } = await firstHoldsPrize('yellow-');
    expect(u.humanToAct).toBe(first);
    expect(u.canUndo).toBe(true); // its own pass in the other's W_RESOLVED revealed nothing
    const before = h.service.current!.stateHash();
    const after = await act(first, { type: 'yellow', target: 1 - first });
    expect((after.view as FootballView).players[1 - first].skipNext).toBe(1);
    expect(after.canUndo).toBe(true);
    const undone = value(await h.service.call('undo', { seat: first }));
    expect(h.service.current!.stateHash()).toBe(before);
    expect((undone.view as FootballView).players[first].prizes.map((p) => p.id.split('-')[0])).toEqual(['yellow']);
    expect((undone.view as FootballView).players[1 - first].skipNext).toBe(0);

    const [c] = twoDifferent(undone.view as FootballView);
    const flipped = await act(first, { type: 'flip', cell: c });
    expect(flipped.canUndo).toBe(false);
    const hash = h.service.current!.stateHash();
    expect(await h.service.call('undo', { seat: first })).toMatchObject({ ok: false, error: { code: 'undoNotAllowed' } });
    expect(h.service.current!.stateHash()).toBe(hash);
  });
});

describe('hints', () => {
  it('give the human to move a legal action the hard bot chooses from that human\'s view, and refuse others', async () => {
    const start = value(await h.service.call('startMatch', { gameId: 'football', seats: SEATS, seed: 5, options: { reactionTimeoutMs: 0 } }));
    await h.service.idle();
    let u = value(await h.service.call('currentMatch', null))!;
    expect(u.humanToAct).toBe(0);
    const hint = value(await h.service.call('hint', { seat: 0 }));
    expect(hint.turn).toBe(u.turn);
    expect(u.legal).toContainEqual(hint.action);
    // the same question at the same moment gets the same answer (seeded), and asking changes nothing
    expect(value(await h.service.call('hint', { seat: 0 }))).toEqual(hint);
    expect(value(await h.service.call('currentMatch', null))!.view).toEqual(u.view);
    // bots and other seats get no hint
    expect(await h.service.call('hint', { seat: 1 })).toMatchObject({ ok: false, error: { code: 'notHuman' } });
    expect(await h.service.call('hint', { seat: 7 })).toMatchObject({ ok: false, error: { code: 'noSeat' } });
    // following the hint is a legal move
    u = value(await h.service.call('act', { seat: 0, action: hint.action }));
    expect(u.turn).toBeGreaterThan(start.turn);
    value(await h.service.call('closeMatch', null));
    expect(await h.service.call('hint', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'noMatch' } });
  });
});
