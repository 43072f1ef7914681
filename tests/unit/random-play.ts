/**
 * Random games for a game's own invariant tests (the checks every game shares are in conformance.test.ts):
 * at every step the seat to act (the asked seat in a reaction window) plays `pick`'s move, else a random
 * kind of its listed moves and a random move of that kind; `visit` sees every state after a move.
 */
import { expect } from 'vitest';
import { Rng } from '../../src/main/engine/core';
import type { GameAction, GameDefinition, GameEvent } from '../../src/main/engine/core';

export function randomPlay<S, A extends GameAction, E extends GameEvent>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: GameDefinition<S, any, A, any, E>,
  args: { players: number; seed: number; options: unknown },
  visit: (state: S, events: readonly E[], action: A) => void = () => {},
  pick: (state: S, seat: number, legal: readonly A[], rng: Rng) => A | null = () => null,
): S {
  const rng = new Rng(args.seed ^ 0x5a5a5a5a);
  let state = game.setup({ ...args, options: game.resolveOptions(args.options, args.players) });
  for (let steps = 0; game.outcome(state) === null; steps++) {
    expect(steps, `${game.id}: the game ends`).toBeLessThan(20_000);
    const w = game.reactionWindow(state);
    const seat = w ? w.seat : game.actors(state)[0];
    const legal = game.legalActions(state, seat);
    let action = pick(state, seat, legal, rng);
    if (!action) {
      const kinds = [...new Set(legal.map((a) => a.type))];
      const kind = kinds[rng.int(kinds.length)];
      const ofKind = legal.filter((a) => a.type === kind);
      action = ofKind[rng.int(ofKind.length)];
    }
    const r = game.apply(state, seat, action);
    state = r.state;
    visit(state, r.events, action);
  }
  return state;
}
