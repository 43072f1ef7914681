/**
 * The sport each rank shows (the rules key sports by rank; names and colours are ours: RFM-A18).
 * `key` is language-independent: it names the card buttons ("card hand swimming 5") and the string keys.
 */
import type { RuleColour } from '../../table/colour-vision';

export interface Sport {
  rank: number;
  key: string;
  color: number;
}

export const SPORTS: readonly Sport[] = [
  { rank: 2, key: 'archery', color: 0x2e7d32 },
  { rank: 3, key: 'boxing', color: 0xc62828 },
  { rank: 4, key: 'cycling', color: 0x6a1b9a },
  { rank: 5, key: 'swimming', color: 0x0277bd },
  { rank: 6, key: 'basketball', color: 0xe65100 },
  { rank: 7, key: 'tableTennis', color: 0x00897b },
  { rank: 8, key: 'athletics', color: 0xad1457 },
  { rank: 9, key: 'canoe', color: 0x5d4037 },
];

/** The sports' colours the rules turn on (a rank's run, a sport's medal), each marked by its rank. */
export const RULE_PALETTE: readonly RuleColour[] = SPORTS.map((s) => ({ key: s.key, color: s.color, mark: String(s.rank) }));

export function sportOf(rank: number): Sport {
  return SPORTS.find((s) => s.rank === rank) ?? SPORTS[0]!;
}

/** "table tennis" from "tableTennis": the accessible, language-independent name. */
export function sportLabel(rank: number): string {
  return sportOf(rank).key.replace(/[A-Z]/g, (m) => ` ${m.toLowerCase()}`);
}

export function hexColor(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}
