/** Face keys, accessible names and card names of Klepka Words. */
import type { WordsCard, WordsCellView } from '../../../common/games/words';
import { t } from '../../i18n';

export function faceKey(card: WordsCard): string {
  return card.kind === 'letter' ? `l:${card.letter}:${card.points}:${card.colour}` : `p:${card.prize}`;
}

/** Language-independent name of a card for accessible names and tests: "letter К 2 points blue", "chaos". */
export function publicCard(card: WordsCard): string {
  if (card.kind === 'prize') return card.prize;
  return `letter ${card.letter} ${card.points} ${card.points === 1 ? 'point' : 'points'} ${card.colour}`;
}

/** "face down", "letter К 2 points blue", "polysemy"; "empty" for an empty cell. */
export function publicFace(cell: WordsCellView): string {
  if (!cell) return 'empty';
  if (!cell.faceUp) return 'face down';
  return publicCard(cell.card);
}

/** "Letter К, 2 points, blue", "POLYSEMY card"... in the player's language. */
export function cardName(card: WordsCard): string {
  if (card.kind === 'prize') return t(`words.card.${card.prize}`);
  return t('words.card.letter', { letter: card.letter, points: t('table.points', { count: card.points }), colour: t(`words.colour.${card.colour}`) });
}
