/**
 * Canonical moves: every move is reduced to its game's canonical form before it is applied and logged,
 * so that nothing but the move itself reaches the engine, the log and the save. This is the one check
 * of a move's shape: the manifest says how (`moves`): the schema of the game's actions (unknown keys
 * dropped), or 'listed', where the move is replaced by the listed legal action it names.
 */
import type { GameAction } from '../../common/engine-types';
import { RuleError, stableStringify } from '../engine/core';
import type { GameManifest } from '../engine/core';

/** Bounds of a move as received, checked before anything walks it recursively. */
export const MOVE_LIMITS = { depth: 4, nodes: 200, chars: 2000 };

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

/**
 * The move as the game defines it: throws RuleError when it is no move of this game at all. A move of
 * the right shape may still be illegal now: the rules refuse it when it is applied.
 */
export function canonicalMove(manifest: Pick<GameManifest, 'game' | 'moves' | 'listedFor'>, state: unknown, seat: number, action: unknown): GameAction {
  checkMoveSize(action);
  const { game, moves, listedFor } = manifest;
  if (moves !== 'listed') {
    const parsed = moves.safeParse(action);
    if (parsed.success) return parsed.data;
    const first = parsed.error.issues[0];
    const where = first?.path.length ? ` (at ${first.path.join('.')})` : '';
    throw new RuleError('badAction', `That is not a move of this game${where}: ${first?.message ?? 'invalid'}.`);
  }
  // the game may list only the actions this move could name
  const isObject = action !== null && typeof action === 'object' && !Array.isArray(action);
  const candidates = listedFor && isObject ? listedFor(state, seat, action as Record<string, unknown>) : (game.legalActions(state, seat) as GameAction[]);
  for (const listed of candidates) {
    if (namesListed(action as Record<string, unknown>, listed)) return structuredClone(listed);
  }
  throw new RuleError('badAction', 'That move is not one of the moves allowed now.');
}

/** True when `move` has every field of `listed` with the same value (further fields are dropped). */
function namesListed(move: Record<string, unknown>, listed: GameAction): boolean {
  return Object.keys(listed).every((k) => stableStringify(move[k]) === stableStringify(listed[k]));
}
