/**
 * The phone's Hint without a browser: a hinted move is found in the phone's list of moves (standing for
 * its group where the list shows one move per face or per pair, so the marked button plays exactly the
 * hinted move), whatever the order of its fields; the board's cells of a move; and only the answer to
 * the pending request, for the table shown, becomes the mark.
 */
import { describe, expect, it, vi } from 'vitest';
import type { TableUpdate } from '../../src/common/contract';
import type { GameAction } from '../../src/common/engine-types';
import { GAMES } from '../../src/main/games';
import { PHONES } from '../../src/renderer/games/phones';
import { askHint, cellsOf, clearHint, createHint, mayAsk, sameAction, takeHintReply, withHinted } from '../../src/renderer/phone/hint';
import { setLanguage } from '../../src/renderer/i18n';
import { drakerCompose } from '../../src/renderer/games/draker/phone';
import type { DrakerAction, DrakerView } from '../../src/common/games/draker';

vi.stubGlobal('document', { documentElement: {}, title: '' });

/** The list the phone shows while no card is picked: one move per list key. */
function listed(entry: { listKey?: (a: never) => string }, moves: GameAction[]): GameAction[] {
  if (!entry.listKey) return moves;
  const seen = new Set<string>();
  return moves.filter((a) => {
    const key = entry.listKey!(a as never);
    return !seen.has(key) && (seen.add(key), true);
  });
}

describe('phone hint', () => {
  it('compares moves by their fields, not their order', () => {
    expect(sameAction({ type: 'flip', cell: 3 }, { cell: 3, type: 'flip' })).toBe(true);
    expect(sameAction({ type: 'defend', cards: ['a', 'b'] }, { type: 'defend', cards: ['b', 'a'] })).toBe(false);
    expect(sameAction({ type: 'doping', card: 'x', other: undefined }, { type: 'doping', card: 'x' })).toBe(true);
    expect(sameAction({ type: 'flip', cell: 3 }, { type: 'flip', cell: 4 })).toBe(false);
  });

  for (const gameId of ['rush', 'athletic', 'draker', 'words'] as const) {
    it(`${gameId}: every legal move hinted is one listed button that plays exactly it`, () => {
      const game = GAMES[gameId]!.game;
      const entry = PHONES[gameId];
      let checked = 0;
      for (let seed = 1; seed <= 3; seed++) {
        let state = game.setup({ players: 2, seed, options: game.resolveOptions({}, 2) });
        for (let step = 0; step < 30 && game.outcome(state) === null; step++) {
          const w = game.reactionWindow(state);
          const seat = w ? w.seat : game.actors(state)[0]!;
          const legal = game.legalActions(state, seat) as GameAction[];
          const shown = listed(entry, legal);
          for (const hinted of legal) {
            // a copy in another field order, as it comes over the wire
            const wire = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(hinted).reverse()))) as GameAction;
            const { moves, at } = withHinted(entry, shown, wire);
            expect(at, `${gameId}: ${JSON.stringify(hinted)}`).toBeGreaterThanOrEqual(0);
            expect(sameAction(moves[at], hinted)).toBe(true);
            expect(moves).toHaveLength(shown.length);
            expect(moves.filter((_, i) => i !== at)).toEqual(shown.filter((_, i) => i !== at));
            checked++;
          }
          state = game.apply(state, seat, legal[(seed * 7 + step) % legal.length]!).state;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('a move the list does not hold is not marked in it', () => {
    const { moves, at } = withHinted(PHONES.rush, [{ type: 'discard', card: 'a' }], { type: 'accept' });
    expect(at).toBe(-1);
    expect(moves).toEqual([{ type: 'discard', card: 'a' }]);
    expect(withHinted(PHONES.rush, [{ type: 'accept' }], null).at).toBe(-1);
  });

  it('names the board cells of a flip and of a VAR pair', () => {
    expect(cellsOf({ type: 'flip', cell: 7 })).toEqual([7]);
    expect(cellsOf({ type: 'useVar', cells: [2, 9] })).toEqual([2, 9]);
    expect(cellsOf({ type: 'layOut', card: 'x' })).toEqual([]);
  });

  it('takes only the answer to its own request, for the table shown', () => {
    setLanguage('en');
    const table = { version: 5, outcome: null } as unknown as TableUpdate;
    const state = createHint();
    const sent: unknown[] = [];
    expect(mayAsk(table, [{ type: 'accept' }])).toBe(true);
    expect(mayAsk(table, [])).toBe(false);
    expect(mayAsk({ ...table, outcome: { winners: [0] } } as unknown as TableUpdate, [{ type: 'accept' }])).toBe(false);
    askHint(state, table, (body) => (sent.push(body), 41));
    askHint(state, table, (body) => (sent.push(body), 42));
    // one request at a time, for the version shown
    expect(sent).toEqual([{ method: 'hint', version: 5 }]);
    expect(takeHintReply(state, { id: 40, reply: { ok: true, value: { action: { type: 'accept' }, turn: 1 } } }, table).taken).toBe(false);
    expect(state.action).toBeNull();
    const refused = takeHintReply(state, { id: 41, reply: { ok: false, error: { code: 'hintsOff', message: 'The host does not allow hints on this seat.' } } }, table);
    expect(refused).toEqual({ taken: true, error: { code: 'hintsOff', message: 'The host does not allow hints on this seat.' } });
    expect(state.action).toBeNull();

    askHint(state, table, () => 43);
    expect(takeHintReply(state, { id: 43, reply: { ok: true, value: { action: { type: 'accept' }, turn: 1 } } }, table)).toEqual({ taken: true, error: null });
    expect(state.action).toEqual({ type: 'accept' });
    clearHint(state);
    expect(state.action).toBeNull();

    // the table moved on while the hint was thought: no mark, a plain word
    askHint(state, table, () => 44);
    const stale = takeHintReply(state, { id: 44, reply: { ok: true, value: { action: { type: 'accept' }, turn: 1 } } }, { ...table, version: 6 });
    expect(stale.error?.code).toBe('hintStale');
    expect(stale.error?.message).toBe('The table changed before the hint was ready.');
    expect(state.action).toBeNull();
  });
});

describe('phone hint: a Draker combination', () => {
  it('once its cards are picked, in any order, the composer offers exactly one move that is the hinted declaration', () => {
    setLanguage('en');
    const game = GAMES.draker!.game;
    let checked = 0;
    for (let seed = 1; seed <= 4; seed++) {
      let state = game.setup({ players: 2, seed, options: game.resolveOptions({}, 2) });
      for (let step = 0; step < 40 && game.outcome(state) === null; step++) {
        const seat = game.actors(state)[0]!;
        const legal = game.legalActions(state, seat) as DrakerAction[];
        const view = game.view(state, seat) as DrakerView;
        for (const hinted of legal.filter((a): a is Extract<DrakerAction, { type: 'declare' }> => a.type === 'declare').slice(0, 6)) {
          const picked = [...hinted.cards].reverse();
          const c = drakerCompose(view, legal, picked, { name: (s) => `P${s}`, redraw: () => undefined })!;
          const moves = c.rows.flatMap((r) => (r.kind === 'moves' ? r.moves : []));
          expect(moves.filter((m) => sameAction(m.action, hinted)), JSON.stringify(hinted)).toHaveLength(1);
          checked++;
        }
        state = game.apply(state, seat, legal[(seed * 7 + step) % legal.length]!).state;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
