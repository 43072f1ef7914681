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
