/**
 * Draker's cards: the edition as one data table (rules 2.2 to 2.4, all proposed [P] but Q of Spades =
 * Pathfinder). Printed on the cards, so public: the engine plays by it and the table draws and explains
 * it. A different edition is a different `DrakerEdition` object.
 */
import type { DrakerCard, DrakerCommonEffect, DrakerEffectKind, DrakerEffectType, DrakerIcon, DrakerProfession, DrakerSuit, DrakerTargetKind } from './draker';
import { DRAKER_PROFESSIONS, DRAKER_RANK_LABELS, DRAKER_SUITS } from './draker';

/** One individual-effect template (rules 2.4): numbers per tier X = 1, 2, 3. */
export interface EffectTemplate {
  effect: DrakerEffectKind;
  type: DrakerEffectType;
  target: DrakerTargetKind;
  /** The effect's size per tier (tokens, points, life, cards or the cap), [X=1, X=2, X=3]. */
  amount: [number, number, number];
  /** Activation cost [attack points, defence points] per tier. */
  cost: [[number, number], [number, number], [number, number]];
}

export interface RankRow {
  /** The tier X of every card of this rank. */
  tier: number;
  icon: DrakerIcon | null;
  common: DrakerCommonEffect | null;
  /** Profession of this rank's card in each suit, in DRAKER_SUITS order. */
  profs: [DrakerProfession, DrakerProfession, DrakerProfession, DrakerProfession, DrakerProfession, DrakerProfession];
}

export interface DrakerEdition {
  /** Rows for ranks 2..A (13 rows, DRAKER_RANK_LABELS order). */
  ranks: RankRow[];
  templates: Record<DrakerProfession, EffectTemplate>;
  /** The life cap of healing (DP-A22). */
  lifeCap: number;
  /** What the Guard icon adds to the base of each defensive combination holding its card (rules 2.3). */
  guardBonus: number;
}

/** The zero edition: the rules' proposal (2.2, 2.3, 2.4) with the [P] numbers retuned for length (rules notes in rules.ts). */
export const ZERO_EDITION: DrakerEdition = {
  ranks: [
    { tier: 1, icon: 'guard', common: null, profs: ['Wz', 'Sp', 'Ec', 'Fm', 'Hl', 'Ar'] },
    { tier: 1, icon: 'guard', common: null, profs: ['Ec', 'Gn', 'Sp', 'Ar', 'Sp', 'Pf'] },
    { tier: 1, icon: 'guard', common: null, profs: ['Gn', 'Mc', 'Ec', 'Pf', 'Ar', 'Hl'] },
    { tier: 1, icon: 'guard', common: null, profs: ['Sw', 'Fm', 'Mc', 'Gn', 'Wz', 'Sw'] },
    { tier: 1, icon: 'guard', common: null, profs: ['Wz', 'Ar', 'Sw', 'Wz', 'Gn', 'Ec'] },
    { tier: 2, icon: 'flight', common: null, profs: ['Pf', 'Sw', 'Gn', 'Hl', 'Ec', 'Sp'] },
    { tier: 2, icon: 'token', common: null, profs: ['Fm', 'Pf', 'Sw', 'Ec', 'Pf', 'Wz'] },
    { tier: 2, icon: 'draw', common: null, profs: ['Mc', 'Hl', 'Ar', 'Sp', 'Gn', 'Mc'] },
    { tier: 2, icon: 'guard', common: null, profs: ['Ar', 'Sp', 'Wz', 'Mc', 'Fm', 'Gn'] },
    { tier: 3, icon: 'guard', common: 'gale', profs: ['Mc', 'Wz', 'Pf', 'Sp', 'Sw', 'Fm'] },
    { tier: 3, icon: 'guard', common: null, profs: ['Hl', 'Hl', 'Fm', 'Pf', 'Mc', 'Fm'] },
    { tier: 3, icon: 'guard', common: 'siege', profs: ['Sp', 'Ar', 'Hl', 'Sw', 'Wz', 'Mc'] },
    { tier: 3, icon: 'draw', common: null, profs: ['Ar', 'Ec', 'Pf', 'Sw', 'Fm', 'Hl'] },
  ],
  templates: {
    Sp: { effect: 'phalanx', type: 'modifier', target: 'ownPoolCard', amount: [1, 1, 1], cost: [[3, 0], [2, 0], [1, 0]] },
    Sw: { effect: 'onslaught', type: 'modifier', target: 'ownAtt', amount: [1, 1, 2], cost: [[0, 8], [0, 9], [0, 10]] },
    Ar: { effect: 'volley', type: 'instant', target: 'opponent', amount: [1, 2, 3], cost: [[2, 0], [3, 0], [4, 0]] },
    Fm: { effect: 'warDrum', type: 'modifier', target: 'ownAtt', amount: [1, 1, 1], cost: [[0, 9], [0, 8], [0, 7]] },
    Hl: { effect: 'mend', type: 'endOfRound', target: 'none', amount: [10, 12, 14], cost: [[0, 1], [0, 2], [0, 3]] },
    Pf: { effect: 'scout', type: 'instant', target: 'none', amount: [1, 1, 2], cost: [[1, 1], [1, 1], [1, 1]] },
    Mc: { effect: 'guardsman', type: 'modifier', target: 'ownDef', amount: [2, 3, 4], cost: [[1, 0], [2, 0], [3, 0]] },
    Wz: { effect: 'dispel', type: 'instant', target: 'mainStack', amount: [1, 1, 1], cost: [[3, 3], [2, 2], [1, 1]] },
    Gn: { effect: 'crush', type: 'modifier', target: 'opponentDef', amount: [1, 2, 3], cost: [[0, 3], [0, 4], [0, 5]] },
    Ec: { effect: 'dragon', type: 'modifier', target: 'opponentDef', amount: [4, 3, 2], cost: [[3, 0], [4, 0], [5, 0]] },
  },
  lifeCap: 30,
  guardBonus: 20,
};

export const CARD_COUNT = DRAKER_SUITS.length * (DRAKER_RANK_LABELS.length + 1);
export function rankLabel(rank: number): string {
  return DRAKER_RANK_LABELS[rank - 2];
}

export function cardId(suit: DrakerSuit, rank: number | null): string {
  return `${suit}-${rank === null ? 'art' : rankLabel(rank)}`;
}

/** All cards of an edition, suit by suit (2..A then the Artefact). */
export function buildDeck(edition: DrakerEdition): DrakerCard[] {
  const cards: DrakerCard[] = [];
  DRAKER_SUITS.forEach((suit, s) => {
    edition.ranks.forEach((row, i) => {
      const prof = row.profs[s];
      cards.push({
        id: cardId(suit, i + 2),
        suit,
        rank: i + 2,
        prof: DRAKER_PROFESSIONS.indexOf(prof),
        tier: row.tier,
        icon: row.icon,
        common: row.common,
        effect: edition.templates[prof].effect,
        amount: edition.templates[prof].amount[row.tier - 1],
        cost: [...edition.templates[prof].cost[row.tier - 1]],
        artefact: false,
      });
    });
    cards.push({ id: cardId(suit, null), suit, rank: null, prof: null, tier: 0, icon: null, common: null, effect: null, amount: 0, cost: [0, 0], artefact: true });
  });
  return cards;
}

export const EDITION = ZERO_EDITION;
const DECK = buildDeck(EDITION);
const BY_ID = new Map(DECK.map((c) => [c.id, c]));
const TEMPLATE_OF_EFFECT = new Map(Object.values(EDITION.templates).map((t) => [t.effect, t]));

/** The card behind an id (a fresh object, so views never share objects), or undefined for no card of the edition. */
export function drakerCard(id: string): DrakerCard | undefined {
  const c = BY_ID.get(id);
  return c && { ...c, cost: [...c.cost] };
}

export function templateOf(effect: DrakerEffectKind): EffectTemplate {
  return TEMPLATE_OF_EFFECT.get(effect)!;
}
