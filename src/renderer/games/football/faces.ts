/** Face keys, accessible faces and readable card names of Klepka Football. */
import type { CellView, FootballCard } from '../../../common/games/football';
import { t } from '../../i18n';
import { language } from '../../i18n';
import { footballer } from './roster';

export function faceKey(card: FootballCard): string {
  return card.kind === 'footballer' ? `fb:${card.footballer}:${card.points}` : `prize:${card.prize}`;
}

/** Language-independent public face for accessible names: "face down", "footballer 12", "yellow", "play game". */
export function publicFace(cell: CellView): string {
  if (!cell) return 'empty';
  if (!cell.faceUp) return 'face down';
  const c = cell.card;
  if (c.kind === 'footballer') return `footballer ${c.footballer}`;
  return c.prize === 'playGame' ? 'play game' : c.prize;
}

export function footballerName(n: number): string {
  const f = footballer(n);
  return language() === 'uk' ? f.surname : f.latin;
}

/** "Footballer Vitrohon, no. 1 (3 points)", "YELLOW card"... in the player's language. */
export function cardName(card: FootballCard, withPoints = true): string {
  if (card.kind === 'footballer') {
    const base = t('football.card.footballer', { name: footballerName(card.footballer), n: card.footballer });
    return withPoints ? `${base} (${t('table.points', { count: card.points })})` : base;
  }
  return t(`football.card.${card.prize}`);
}

/** What a prize card does, in a sentence (the tooltip of the card on the table, in the panel and on its button); '' for a footballer. */
export function cardHelp(card: FootballCard): string {
  return card.kind === 'prize' ? t(`football.help.${card.prize}`) : '';
}
