import { RuleError } from './errors';

/**
 * The raw options of a game as an object, checked: not an object, or a key that is not one of
 * `known`'s own keys (or `extra`), throws RuleError('badOptions'). Own keys only, so that names every
 * object inherits ("constructor", "toString") are refused like any misspelt option, which would
 * otherwise be silently replaced by its default.
 */
export function optionSource(raw: unknown, known: object, extra: readonly string[] = []): Record<string, unknown> {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw new RuleError('badOptions', 'Options must be an object.');
  }
  const src = (raw ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(src)) {
    if (!Object.hasOwn(known, key) && !extra.includes(key)) {
      throw new RuleError('badOptions', `Unknown option "${key.slice(0, 40)}".`);
    }
  }
  return src;
}

/** Refuses a game's options with a message a person can read. */
export function badOptions(message: string): never {
  throw new RuleError('badOptions', message);
}

/** The option `name` as a whole number from `min` to `max`, or RuleError('badOptions'). */
export function checkIntOption(name: string, v: unknown, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) badOptions(`Option ${name} must be a whole number.`);
  if (v < min || v > max) badOptions(`Option ${name} must be between ${min} and ${max} (got ${v}).`);
  return v;
}
