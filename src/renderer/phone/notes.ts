/**
 * The phone page's own words for what the host says: why the seat was closed, why a move was refused,
 * and the reaction countdown. The host sends codes with English messages; the phone shows its own
 * translation of a known code and the host's message for an unknown one.
 */
import type { ErrorInfo } from '../../common/contract';
import { language, t, tOr } from '../i18n';

/** The text of a `closed` push: 'released', 'takenOver', 'seatTaken', 'revoked', 'partyStopped', 'matchClosed'. */
export function closedText(code: string, message: string): string {
  return tOr(`phone.closed.${code}`, message || t('err.unknown'));
}

/** The text of a refused request: the phone's own words for the listener's codes, then the app's, then the host's message. */
export function errorText(error: ErrorInfo): string {
  return tOr(`phone.err.${error.code}`, tOr(`err.${error.code}`, error.message || t('err.unknown'), error.params), error.params);
}

/** Seconds left of a reaction window: tenths below 10 s ("2.5 s", «2,5 с»), whole seconds above; null at 0. */
export function secondsLeft(ms: number): string | null {
  if (ms <= 0) return null;
  const s = ms / 1000;
  const tenths = s < 10;
  const shown = tenths ? Math.ceil(s * 10) / 10 : Math.ceil(s);
  const n = new Intl.NumberFormat(language() === 'uk' ? 'uk' : 'en', { minimumFractionDigits: tenths ? 1 : 0, maximumFractionDigits: tenths ? 1 : 0 }).format(shown);
  return t('phone.seconds', { count: n });
}
