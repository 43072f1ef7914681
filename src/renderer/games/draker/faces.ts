/**
 * Face keys, readable names and the "what does this do" text of Draker's cards.
 * (First version: names only; the full texts come with the card art.)
 */
import type { DrakerCard } from '../../../common/games/draker';
import { DRAKER_PROFESSIONS, DRAKER_RANK_LABELS } from '../../../common/games/draker';
import { t } from '../../i18n';

/** An Artefact's setting for this round (view.artefacts[id]). */
export interface ArtefactSetting {
  rank?: number;
  prof?: number;
}

/** The texture key of a face: the card id, with an Artefact's setting (`gnomes-art@r12`, `gnomes-art@p3`). */
export function faceKey(card: DrakerCard, setting?: ArtefactSetting): string {
  if (!card.artefact || !setting) return card.id;
  if (setting.rank !== undefined) return `${card.id}@r${setting.rank}`;
  if (setting.prof !== undefined) return `${card.id}@p${setting.prof}`;
  return card.id;
}

/** "Q of hearts · Pathfinder", "Artefact of gnomes" in the player's language. */
export function cardName(card: DrakerCard, setting?: ArtefactSetting): string {
  if (card.artefact) return `${t('draker.card.artefact')} ${card.suit}${setting?.rank !== undefined ? ` ${DRAKER_RANK_LABELS[setting.rank - 2]}` : ''}`;
  return `${DRAKER_RANK_LABELS[card.rank! - 2]} ${card.suit} · ${DRAKER_PROFESSIONS[card.prof!]}`;
}

/** What the card does, for its hover and focus help (several lines). */
export function cardHelp(card: DrakerCard, setting?: ArtefactSetting): string {
  return cardName(card, setting);
}
