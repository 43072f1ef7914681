/** Face keys, accessible names and readable card names of Rush for Medals. */
import type { RushCard } from '../../../common/games/rush';
import { t } from '../../i18n';
import { sportLabel, sportOf } from './sports';

/** The copy number of a sports card id (`s5-3` -> 3), 0 when the id does not carry one. */
export function copyOf(card: RushCard): number {
  const m = /-(\d+)$/.exec(card.id);
  return card.kind === 'sport' && m ? Number(m[1]) : 0;
}

export function faceKey(card: RushCard): string {
  return card.kind === 'sport' ? `sport:${card.rank}:${copyOf(card)}` : card.kind;
}

/** Language-independent name for buttons and tests: "swimming 5", "sponsor", "doping control", "coach". */
export function publicFace(card: RushCard): string {
  switch (card.kind) {
    case 'sport':
      return `${sportLabel(card.rank)} ${card.rank}`;
    case 'doping':
      return 'doping control';
    default:
      return card.kind;
  }
}

export function sportName(rank: number): string {
  return t(`rush.sport.${sportOf(rank).key}` as 'rush.sport.archery');
}

/** "Swimming 5", "SPONSOR +", "DOPING CONTROL −", "COACH" in the player's language. */
export function cardName(card: RushCard): string {
  switch (card.kind) {
    case 'sport':
      return `${sportName(card.rank)} ${card.rank}`;
    case 'sponsor':
      return t('rush.card.sponsor');
    case 'doping':
      return t('rush.card.doping');
    case 'coach':
      return t('rush.card.coach');
  }
}

/** A longer description for tooltips: "Swimming 5 (copy 3 of 5)". */
export function cardDescription(card: RushCard): string {
  if (card.kind === 'sport') {
    const copy = copyOf(card);
    return copy > 0 ? `${cardName(card)} (${t('rush.art.copyOf', { copy, rank: card.rank })})` : cardName(card);
  }
  return `${cardName(card)}: ${t(`rush.card.${card.kind}.hint`)}`;
}
