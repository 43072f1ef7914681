/**
 * Reading a Draker move lists only the actions it may name (manifest `listedFor`): every move reads as it
 * does against the whole list of legal actions, legal ones and near misses alike (cards out of order, a
 * card too many, another kind, a card of no pool).
 */
import { describe, expect, it } from 'vitest';
import { drakerManifest } from '../../src/main/engine/games/draker';
import type { DrakerState } from '../../src/main/engine/games/draker';
import { canonicalMove } from '../../src/main/session/actions';
import type { GameAction } from '../../src/main/engine/core';
import { randomPlay } from './random-play';

const { listedFor: _listedFor, ...wholeList } = drakerManifest;

/** What canonicalMove answers: the move read, or the error's message. */
function read(manifest: Parameters<typeof canonicalMove>[0], state: DrakerState, seat: number, move: unknown): unknown {
  try {
    return canonicalMove(manifest, state, seat, move);
  } catch (e) {
    return `refused: ${(e as Error).message}`;
  }
}

function nearMisses(a: GameAction, s: DrakerState, seat: number): unknown[] {
  const out: unknown[] = [{ ...a, extra: 1 }];
  if (a.type === 'declare') {
    const cards = (a as unknown as { cards: string[] }).cards;
    out.push({ ...a, kind: a.kind === 'ATT' ? 'DEF' : 'ATT' }, { ...a, cards: [...cards].reverse() }, { ...a, cards: cards.slice(1) });
    const other = [...s.pools[seat], ...s.common].find((c) => !cards.includes(c));
    if (other) out.push({ ...a, cards: [...cards, other] }, { ...a, cards: [other, ...cards] });
    out.push({ ...a, cards: ['nope', ...cards] }, { ...a, cards: 'x' }, { type: 'declare' });
  }
  return out;
}

describe('Draker listedFor', () => {
  it('reads every move, legal or a near miss, as the whole list of legal actions does', () => {
    let checked = 0;
    let declares = 0;
    for (const seed of [3, 11]) {
      randomPlay(drakerManifest.game, { players: 4, seed, options: { startingLife: 40 } }, (s) => {
        if (s.phase === 'over') return;
        const seat = s.active;
        const legal = drakerManifest.game.legalActions(s, seat);
        // each state is checked for a few moves, so the test stays quick
        for (const a of legal.filter((_, i) => i % Math.max(1, Math.floor(legal.length / 6)) === 0)) {
          for (const move of [a, ...nearMisses(a, s, seat)]) {
            expect(read(drakerManifest, s, seat, move), JSON.stringify(move)).toEqual(read(wholeList, s, seat, move));
            checked++;
          }
          if (a.type === 'declare') declares++;
        }
      });
    }
    expect(declares).toBeGreaterThan(20);
    expect(checked).toBeGreaterThan(1000);
  });
});
