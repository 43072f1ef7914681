/**
 * Rush for Medals cards: the deck per player count (rules section 2), card ids and faces.
 * Sports ranks 2..8 (2-4 players) or 2..9 (5-6 players), rank r in r copies; 3 or 4 SPONSORs and
 * DOPING CONTROLs; one COACH (RFM-A2).
 */
import type { RushCard } from '../../../../common/games/rush';

export const COACH_ID = 'coach';

/** Highest sports rank for a player count. */
export function maxRankFor(players: number): number {
  return players >= 5 ? 9 : 8;
}

/** SPONSORs (and DOPING CONTROLs) for a player count. */
export function actionCardsFor(players: number): number {
  return players >= 5 ? 4 : 3;
}

export function sportId(rank: number, copy: number): string {
  return `s${rank}-${copy}`;
}

/** Every card id of the deck for `players`, in a fixed order: sports by rank, SPONSORs, DOPINGs, COACH. */
export function composition(players: number): string[] {
  const ids: string[] = [];
  for (let r = 2; r <= maxRankFor(players); r++) for (let c = 1; c <= r; c++) ids.push(sportId(r, c));
  const n = actionCardsFor(players);
  for (let i = 1; i <= n; i++) ids.push(`sponsor-${i}`);
  for (let i = 1; i <= n; i++) ids.push(`doping-${i}`);
  ids.push(COACH_ID);
  return ids;
}

/** Sports rank of a card id, or 0 for a SPONSOR, DOPING CONTROL or COACH. */
export function rankOf(id: string): number {
  // Ranks are single digits (2..9): 's' then the digit; 'sponsor-n' has a letter there.
  if (id.charCodeAt(0) !== 115 /* s */) return 0;
  const d = id.charCodeAt(1) - 48;
  return d >= 0 && d <= 9 ? d : 0;
}

/** A small code per face: the rank (2..9) for a sports card, 10 SPONSOR, 11 DOPING CONTROL, 12 COACH. */
export function faceCode(id: string): number {
  const c = id.charCodeAt(0);
  if (c === 115 /* s */) {
    const d = id.charCodeAt(1) - 48;
    return d >= 0 && d <= 9 ? d : 10;
  }
  return c === 100 /* d */ ? 11 : 12;
}

export function isSponsor(id: string): boolean {
  return id.startsWith('sponsor-');
}

export function isDoping(id: string): boolean {
  return id.startsWith('doping-');
}

export function isCoach(id: string): boolean {
  return id === COACH_ID;
}

export function cardOf(id: string): RushCard {
  const rank = rankOf(id);
  if (rank > 0) return { id, kind: 'sport', rank };
  if (isSponsor(id)) return { id, kind: 'sponsor' };
  if (isDoping(id)) return { id, kind: 'doping' };
  return { id, kind: 'coach' };
}
