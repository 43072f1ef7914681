/**
 * Canonical moves: every move is reduced to its game's canonical form before it is applied and logged,
 * so that nothing but the move itself reaches the engine, the log and the save. A game's moves are
 * read with the schema of its actions (unknown keys dropped); a game without a schema here must list
 * every legal move, and the move is replaced by the listed action it names.
 */
import { z } from 'zod';
import type { GameAction } from '../../common/engine-types';
import { RuleError, stableStringify } from '../engine/core';
import type { AnyGame } from '../engine/core';

/** Bounds of a move as received, checked before anything walks it recursively. */
export const MOVE_LIMITS = { depth: 4, nodes: 200, chars: 2000 };

const seat = z.number().int().min(0).max(7);
const cell = z.number().int().min(0).max(200);
const card = z.string().min(1).max(40);
const cards = z.array(card).max(60);

/** The actions of each real game (see the action types in src/common/games). */
const ACTION_SCHEMAS: Record<string, z.ZodType<GameAction>> = {
  football: z.discriminatedUnion('type', [
    z.object({ type: z.literal('flip'), cell }),
    z.object({ type: z.literal('useVar'), cells: z.tuple([cell, cell]) }),
    z.object({ type: z.literal('playGame'), opponent: seat }),
    z.object({ type: z.literal('takePair'), footballer: z.number().int().min(0).max(99) }),
    z.object({ type: z.literal('yellow'), target: seat, double: z.boolean().optional() }),
    z.object({ type: z.literal('red') }),
    z.object({ type: z.literal('pass') }),
  ]),
  athletic: z.discriminatedUnion('type', [
    z.object({ type: z.literal('play'), card, slot: cell }),
    z.object({ type: z.literal('fill'), card, slot: cell }),
    z.object({ type: z.literal('move'), from: cell, to: cell, count: z.number().int().min(1).max(60).optional() }),
    z.object({ type: z.literal('stop') }),
  ]),
  rush: z.discriminatedUnion('type', [
    z.object({ type: z.literal('layOut'), card }),
    z.object({ type: z.literal('takeOver'), rank: z.number().int().min(0).max(99), cards }),
    z.object({ type: z.literal('reinforce'), rank: z.number().int().min(0).max(99), card, cards }),
    z.object({ type: z.literal('sponsor'), card, option: z.enum(['draw', 'takeDiscard', 'demand']), target: seat.optional() }),
    z.object({
      type: z.literal('doping'),
      card,
      option: z.enum(['destroy', 'discard', 'demand']),
      target: seat.optional(),
      other: card.optional(),
    }),
    z.object({ type: z.literal('discard'), card }),
    z.object({ type: z.literal('accept') }),
    z.object({ type: z.literal('defend'), cards: z.tuple([card, card]) }),
  ]),
  words: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('compose'),
      word: z.string().min(1).max(64),
      cards,
      polysemy: z.object({ card, letter: z.string().min(1).max(4) }).optional(),
    }),
    z.object({ type: z.literal('endCompose') }),
    z.object({ type: z.literal('flip'), cell }),
    z.object({ type: z.literal('choosePairs'), cards }),
    z.object({ type: z.literal('exchange'), give: card, target: seat, take: card }),
    z.object({ type: z.literal('chaos'), cells: z.array(cell).max(60).optional() }),
    z.object({ type: z.literal('pass') }),
  ]),
};

/**
 * Throws RuleError('moveTooLarge') when `value` nests deeper or holds more than MOVE_LIMITS allow.
 * Iterative, so that no nesting can exhaust the stack.
 */
export function checkMoveSize(value: unknown): void {
  const tooLarge = (what: string): never => {
    throw new RuleError('moveTooLarge', `The move is too large to be a move of this game (${what}).`);
  };
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  let chars = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++nodes > MOVE_LIMITS.nodes) tooLarge(`more than ${MOVE_LIMITS.nodes} values`);
    if (typeof v === 'string') chars += v.length;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MOVE_LIMITS.depth) tooLarge(`nested deeper than ${MOVE_LIMITS.depth}`);
    for (const [k, child] of Object.entries(v)) {
      chars += k.length;
      stack.push([child, depth + 1]);
    }
    if (chars > MOVE_LIMITS.chars) tooLarge(`more than ${MOVE_LIMITS.chars} characters`);
  }
  if (chars > MOVE_LIMITS.chars) tooLarge(`more than ${MOVE_LIMITS.chars} characters`);
}

/** The move as the game defines it: throws RuleError when it is no move of this game at all. */
export function canonicalMove(game: AnyGame, state: unknown, seat: number, action: unknown): GameAction {
  checkMoveSize(action);
  const schema = ACTION_SCHEMAS[game.id];
  if (schema) {
    const parsed = schema.safeParse(action);
    if (parsed.success) return parsed.data;
    const first = parsed.error.issues[0];
    const where = first?.path.length ? ` (at ${first.path.join('.')})` : '';
    throw new RuleError('badAction', `That is not a move of this game${where}: ${first?.message ?? 'invalid'}.`);
  }
  for (const listed of game.legalActions(state, seat) as GameAction[]) {
    if (namesListed(action as Record<string, unknown>, listed)) return structuredClone(listed);
  }
  throw new RuleError('badAction', 'That move is not one of the moves allowed now.');
}

/** True when `move` has every field of `listed` with the same value (further fields are dropped). */
function namesListed(move: Record<string, unknown>, listed: GameAction): boolean {
  return Object.keys(listed).every((k) => stableStringify(move[k]) === stableStringify(listed[k]));
}
