/** What the session's parts share: a refusal's shape, seats as stored, and options as clients may see them. */
import { sep } from 'node:path';
import type { ErrorInfo, Reply, RequestOf, SeatConfig } from '../../common/contract';
import { relayAddress } from '../../common/relay-link';
import { isRuleError } from '../engine/core';

export function fail(code: string, message: string, params?: Record<string, string | number>): { ok: false; error: ErrorInfo } {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

/** A settings change as it is kept: a relay address checked and normalised (empty: none), or the refusal saying why not. */
export function settingsChange(req: RequestOf<'setSettings'>): Reply<RequestOf<'setSettings'>> {
  if (req.relayAddress === undefined) return { ok: true, value: req };
  if (req.relayAddress.trim() === '') return { ok: true, value: { ...req, relayAddress: '' } };
  try {
    return { ok: true, value: { ...req, relayAddress: relayAddress(req.relayAddress) } };
  } catch (e) {
    return fail('relayAddress', e instanceof Error ? e.message : String(e));
  }
}

/** `fn`'s value, or the refusal its RuleError gives (code, message, params); any other error is thrown. */
export function ruled<T>(fn: () => T): Reply<T> {
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    if (isRuleError(e)) return fail(e.code, e.message, e.params);
    throw e;
  }
}

/** The option that stacks the deal (tests and tutorials only, see stacked.ts). */
export const STACKED_DECK_OPTION = 'deck';

/** The options as a client (or a bot) may see them: without the order of a stacked deck. */
export function publicOptions(options: Record<string, unknown>): Record<string, unknown> {
  const { [STACKED_DECK_OPTION]: _deck, ...rest } = options;
  return structuredClone(rest);
}

export function normalizeSeats(seats: readonly SeatConfig[]): SeatConfig[] {
  return seats.map((s) =>
    s.kind === 'bot' ? { kind: 'bot', name: s.name.trim(), level: s.level ?? 'normal' } : { kind: 'human', name: s.name.trim() },
  );
}

/**
 * What a client is shown of the files behind the app: a path inside `dir` (the data folder) cut to what
 * follows it ("rush-1.save.json.corrupt-…", "records/results.json"), so no screen or log carries the full
 * path (it names the person's home, and is noise). Every string of `value`, deeply.
 */
export function withoutFolder<T>(value: T, dir: string): T {
  const prefix = dir.endsWith(sep) ? dir : dir + sep;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.split(prefix).join('');
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
