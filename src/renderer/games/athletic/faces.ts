/** Card names and accessible faces of Athletic Games. */
import type { AthleticCard } from '../../../common/games/athletic';
import { t } from '../../i18n';

/** "blue 7" / "синя 7". */
export function cardName(card: Pick<AthleticCard, 'colour' | 'value'>): string {
  return t(`athletic.card.${card.colour}`, { value: card.value });
}

/** Language-independent name for accessible labels and tests: "red 7". */
export function publicFace(card: Pick<AthleticCard, 'colour' | 'value'>): string {
  return `${card.colour} ${card.value}`;
}

/** Slots are 0..4 in the engine; people count them 1..5 (the rules' worked example says S1..S5). */
export function slotNumber(slot: number): number {
  return slot + 1;
}
