/**
 * The event log lines of Draker in the player's language.
 * (First version: the turn and game-over lines; every event gets its line with the rules dialog.)
 */
import type { DrakerEvent } from '../../../common/games/draker';
import { t } from '../../i18n';

export function logLine(ev: DrakerEvent, name: (seat: number) => string): { text: string; kind: string } | null {
  switch (ev.type) {
    case 'gameOver':
      return { text: t('log.gameOver'), kind: 'sys' };
    default:
      void name;
      return null;
  }
}
