/** A rule was broken or a request does not fit the game. The state is never changed when one is thrown. */
export class RuleError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, message: string, params: Record<string, string | number> = {}) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.params = params;
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}

/**
 * A seat a move names (a target, an opponent) must sit at this table: a move's schema knows only that a
 * seat is a small whole number, the rules know how many play. Throws RuleError('badAction', message).
 */
export function requireSeat(players: number, seat: number, message: string): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) throw new RuleError('badAction', message);
}
