/**
 * The game the animation benchmark plays out (`npm run bench:web -- --animation`): a whole Draker game of
 * Normal bots, one seat standing for the person at the table (seat 0, whose decisions are counted), told
 * update by update as that seat's table gets it: the events redacted for seat 0 and its view afterwards.
 * The same seed gives the same game.
 */
import type { DrakerEvent, DrakerView } from '../common/games/draker';
import { Rng } from '../main/engine/core/rng';
import { drakerManifest } from '../main/engine/games/draker';

export interface AnimationGameUpdate {
  /** The seat that acted. */
  seat: number;
  events: DrakerEvent[];
  view: DrakerView;
}

export interface AnimationGame {
  players: number;
  seed: number;
  /** Seat 0's view before the first move (the deal). */
  first: DrakerView;
  updates: AnimationGameUpdate[];
  /** Moves seat 0 made: the person's decisions. */
  decisions: number;
  rounds: number;
}

const MAX_ACTIONS = 20_000;

export function animationGame(players: number, seed: number): AnimationGame {
  const { game, createBot } = drakerManifest;
  const options = game.resolveOptions({}, players);
  let state = game.setup({ players, seed, options });
  const bots = Array.from({ length: players }, (_, seat) => createBot({ seat, players, level: 'normal', options }));
  const first = game.view(state, 0);
  const updates: AnimationGameUpdate[] = [];
  let decisions = 0;
  for (let n = 0; !game.outcome(state); n++) {
    if (n >= MAX_ACTIONS) throw new Error(`The benchmark game did not end within ${MAX_ACTIONS} moves.`);
    const seat = game.reactionWindow(state)?.seat ?? game.actors(state)[0]!;
    const action = bots[seat]!.decide(game.view(state, seat), game.legalActions(state, seat), new Rng(seed * 100_003 + n));
    const applied = game.apply(state, seat, action);
    state = applied.state;
    if (seat === 0) decisions++;
    const seen = (viewer: number): DrakerEvent[] => applied.events.flatMap((e) => game.redactEvent(e, viewer) ?? []);
    bots.forEach((bot, i) => bot.observe(seen(i), game.view(state, i), new Rng(seed * 100_019 + n * 8 + i)));
    updates.push({ seat, events: seen(0), view: game.view(state, 0) });
  }
  return { players, seed, first, updates, decisions, rounds: game.view(state, 0).round };
}
