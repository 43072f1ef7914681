/**
 * Face keys, readable names and the "what does this do" text of Draker's cards, in the player's language.
 * Everything comes from the card itself (DrakerCard carries its tier, icon, common effect, effect size
 * and cost), so the texts always state this card's own numbers.
 */
import type { DrakerCard, DrakerCommonEffect, DrakerEffectKind, DrakerIcon, DrakerSuit } from '../../../common/games/draker';
import { DRAKER_PROFESSIONS, DRAKER_RANK_LABELS, DRAKER_SUITS } from '../../../common/games/draker';
import { EDITION, drakerCard, templateOf } from '../../../common/games/draker-edition';
import type { Forms } from '../../../common/games/draker-combos';
import { t, type Key } from '../../i18n';
import type { RuleColour } from '../../table/colour-vision';
import { suitColor } from './marks';

/** An Artefact's setting for this round (view.artefacts[id]). */
export interface ArtefactSetting {
  rank?: number;
  prof?: number;
}


/** The card a face key shows (undefined for "back"). */
export function cardOfKey(key: string): DrakerCard | undefined {
  return drakerCard(key.split('@')[0]);
}

/** The texture key of a face: the card id, with an Artefact's setting (`gnomes-art@r12`, `gnomes-art@p3`, `gnomes-art@r12p3`). */
export function faceKey(card: DrakerCard, setting?: ArtefactSetting): string {
  if (!card.artefact || !setting) return card.id;
  const parts = `${setting.rank !== undefined ? `r${setting.rank}` : ''}${setting.prof !== undefined ? `p${setting.prof}` : ''}`;
  return parts ? `${card.id}@${parts}` : card.id;
}

/** The setting written in a face key (`@r12`, `@p3`, `@r12p3`); empty for other keys. */
export function settingOfKey(key: string): ArtefactSetting {
  const m = /@(?:r(\d+))?(?:p(\d+))?$/.exec(key);
  const setting: ArtefactSetting = {};
  if (m?.[1] !== undefined) setting.rank = Number(m[1]);
  if (m?.[2] !== undefined) setting.prof = Number(m[2]);
  return setting;
}

/** The rank as printed in a corner: "7", "Q" ("Д" in Ukrainian: the first letter of the rank's name). */
export function rankLabel(rank: number): string {
  return rank > 10 ? rankName(rank).charAt(0) : DRAKER_RANK_LABELS[rank - 2];
}

export const SUIT_GLYPH: Record<DrakerSuit, string> = { hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠', elves: '✦', gnomes: '⚒' };

/** The suits' colours, each with the mark that tells it without hue. */
export const RULE_PALETTE: readonly RuleColour[] = DRAKER_SUITS.map((key) => ({ key, color: suitColor(key), mark: SUIT_GLYPH[key] }));

/** The card in two or three signs, "10♠" (an Artefact shows its set rank, or ★): for short lists of cards. */
export function cardFace(card: DrakerCard, setting?: ArtefactSetting): string {
  const rank = card.rank ?? setting?.rank ?? null;
  return `${rank !== null ? rankLabel(rank) : '★'}${SUIT_GLYPH[card.suit]}`;
}

/** The rank as said: "7", "Queen" ("Дама"). */
export function rankName(rank: number): string {
  const label = DRAKER_RANK_LABELS[rank - 2];
  return rank > 10 ? t(`draker.rank.${label}` as Key) : label;
}

/** "Hearts", "Elves" ("Чирви", "Ельфи"). */
export function suitName(suit: DrakerSuit): string {
  return t(`draker.suit.${suit}`);
}

/** "Pathfinder" ("Слідопит") for a profession index. */
export function professionName(prof: number): string {
  return t(`draker.prof.${DRAKER_PROFESSIONS[prof]}`);
}

/** "Scout" ("Розвідка"). */
export function effectName(effect: DrakerEffectKind): string {
  return t(`draker.effect.${effect}`);
}

/** "Instant", "Modifier", "End of round". */
export function effectTypeName(effect: DrakerEffectKind): string {
  return t(`draker.effectType.${templateOf(effect).type}`);
}

/** The effect in a few words with its size ("Draw 2 cards"), for the card face. */
export function effectShort(effect: DrakerEffectKind, amount: number): string {
  return t(`draker.effectShort.${effect}`, { count: amount });
}

/** "Guard", "Flight" ... */
export function iconName(icon: DrakerIcon): string {
  return t(`draker.icon.${icon}`);
}

/** "Gale", "Siege". */
export function commonEffectName(effect: DrakerCommonEffect): string {
  return t(`draker.common.${effect}`);
}

/** The name of a stack entry's effect: an individual effect or an icon. */
export function stackEffectName(effect: DrakerEffectKind | DrakerIcon): string {
  return templateOf(effect as DrakerEffectKind) ? effectName(effect as DrakerEffectKind) : iconName(effect as DrakerIcon);
}

/** "Queen of Hearts · Pathfinder", "Artefact of Gnomes (as Queen)" in the player's language. */
export function cardName(card: DrakerCard, setting?: ArtefactSetting): string {
  if (card.rank === undefined) return nameFromId(card.id, setting);
  const suit = t(`draker.suitOf.${card.suit}`);
  if (card.artefact) {
    const name = t('draker.card.artefactOf', { suit });
    const values = [setting?.rank !== undefined ? rankName(setting.rank) : null, setting?.prof !== undefined ? professionName(setting.prof) : null].filter((v) => v !== null);
    return values.length > 0 ? t('draker.card.setAs', { name, value: values.join(', ') }) : name;
  }
  return `${t('draker.card.name', { rank: rankName(card.rank!), suit })} · ${professionName(card.prof!)}`;
}

/** The name of a card known only by its id ("Queen of Hearts · Healer"), or the id itself when it names no card. */
function nameFromId(id: string, setting?: ArtefactSetting): string {
  const card = drakerCard(id);
  return card ? cardName(card, setting) : id;
}

/** What the card does, for its hover and focus help: one line per rule it brings (name, effect, cost, icon, common-pool effect). */
export function cardHelp(card: DrakerCard, setting?: ArtefactSetting): string {
  const lines = [cardName(card, setting)];
  if (card.artefact) {
    lines.push(t('draker.card.artefactHelp'));
    return lines.join('\n');
  }
  if (card.effect) {
    const text = t(`draker.effectHelp.${card.effect}`, { count: card.amount, cap: EDITION.lifeCap });
    lines.push(t('draker.help.effect', { name: effectName(card.effect), type: effectTypeName(card.effect), text }));
    lines.push(t('draker.help.cost', { att: card.cost[0], def: card.cost[1] }));
  }
  if (card.icon) lines.push(t('draker.help.icon', { name: iconName(card.icon), text: t(`draker.iconHelp.${card.icon}`, { bonus: EDITION.guardBonus }) }));
  if (card.common) lines.push(t('draker.help.common', { name: commonEffectName(card.common), text: t(`draker.commonHelp.${card.common}`) }));
  return lines.join('\n');
}

/**
 * "4 × 2 × 3 = 24": the base, the multiplier as its forms factor and its flush factor, the final value;
 * "… → 4" when final-value modifiers changed it.
 */
export function valueFormula(base: number, mult: number, value = base * mult): string {
  // The multiplier is 1, 2 (two forms), 3 (a flush) or 6 (both): shown as its factors.
  const factors = [2, 3].filter((f) => mult % f === 0);
  const raw = base * mult;
  const formula = factors.length > 0 ? `${[base, ...factors].join(' × ')} = ${raw}` : `${raw}`;
  return value === raw ? formula : `${formula} → ${value}`;
}

/** "straight by rank, flush": the forms of a picked combination (the preview line on the table and the phone). */
export function formsText(forms: Forms, count: number): string {
  if (count === 1) return t('draker.forms.single');
  const parts: string[] = [];
  if (forms.rank) parts.push(t(forms.rank === 'straight' ? 'draker.forms.rankStraight' : 'draker.forms.rankQuad'));
  if (forms.prof) parts.push(t(forms.prof === 'straight' ? 'draker.forms.profStraight' : 'draker.forms.profQuad'));
  const text = parts.join(' + ');
  return forms.flush ? `${text}, ${t('draker.forms.flush')}` : text;
}
