/**
 * The first-game tips a friend at a remote table has seen, kept in this browser (localStorage), by game:
 * the host's computer keeps its own players' tips in its settings, which a remote seat cannot write.
 * Only tip ids are kept (e.g. "draker.flight" under "draker"), never a card or a name.
 */
import { GAME_IDS, type GameId } from '../../common/names';
import { isTipId, type TipId, type TipsSeen } from '../../common/tips';

export const REMOTE_TIPS_KEY = 'card-table-remote-tips';

type Kept = Partial<Record<GameId, TipId[]>>;

function read(): Kept {
  try {
    const raw = JSON.parse(localStorage.getItem(REMOTE_TIPS_KEY) ?? '{}') as unknown;
    const kept: Kept = {};
    if (!raw || typeof raw !== 'object') return kept;
    for (const game of GAME_IDS) {
      const tips = (raw as Record<string, unknown>)[game];
      if (Array.isArray(tips)) kept[game] = tips.filter((t): t is TipId => isTipId(t) && t.startsWith(`${game}.`));
    }
    return kept;
  } catch {
    return {};
  }
}

/** The tips seen in this browser, as the table reads them: all of them this seat's player's (`player`). */
export function remoteTipsSeen(player: string): TipsSeen[] {
  const tips = Object.values(read()).flat();
  return tips.length > 0 ? [{ player, tips }] : [];
}

/** Remembers `tip` as seen in this browser; an unknown tip changes nothing. */
export function rememberRemoteTip(tip: string): void {
  if (!isTipId(tip)) return;
  const game = tip.slice(0, tip.indexOf('.')) as GameId;
  const kept = read();
  const tips = kept[game] ?? [];
  if (tips.includes(tip)) return;
  kept[game] = [...tips, tip];
  try {
    localStorage.setItem(REMOTE_TIPS_KEY, JSON.stringify(kept));
  } catch {
    /* a browser that keeps nothing shows the tip again next time */
  }
}
