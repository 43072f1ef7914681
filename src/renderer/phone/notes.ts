/**
 * The phone page's own words for what the host says: why the seat was closed, why a move was refused,
 * and the reaction countdown. The host sends codes with English messages; the phone shows its own
 * translation of a known code and the host's message for an unknown one.
 */
import type { ErrorInfo, TableUpdate } from '../../common/contract';
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

/**
 * The status line: the results, a closed seat (no turn may be offered then), the reaction countdown
 * (at 0 the table answers for the phone: it says so), the seat's move, or whom it waits for.
 * `msLeft` is null where the reaction has no countdown.
 */
export function seatStatus(u: Pick<TableUpdate, 'outcome' | 'legal' | 'reaction' | 'actors'>, s: { closed: boolean; msLeft: number | null; me: number | undefined; name: (seat: number) => string }): { text: string; tone: string } {
  if (u.outcome) return { text: t('phone.over'), tone: 'over' };
  if (s.closed) return { text: t('phone.closedStatus'), tone: 'closed' };
  if (u.legal.length > 0) {
    if (u.reaction) {
      if (s.msLeft === null) return { text: t('phone.react'), tone: 'react' };
      const left = secondsLeft(s.msLeft);
      return left ? { text: `${t('phone.react')} · ${left}`, tone: 'react' } : { text: t('phone.timeUp'), tone: 'wait' };
    }
    return { text: t('phone.yourMove'), tone: 'mine' };
  }
  const seat = u.actors.find((x) => x !== s.me) ?? u.actors[0];
  return { text: seat !== undefined ? t('phone.waitFor', { name: s.name(seat) }) : '…', tone: 'wait' };
}
