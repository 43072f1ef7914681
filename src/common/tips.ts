/**
 * First-time tips: every special card and rule a newcomer first meets in a real game (the lessons do not
 * show them all), one short tip each, shown once to each player. Main remembers who has seen which (in
 * the settings); each game's table says when its tips matter (src/renderer/games/<game>/tips.ts).
 */
import { GAME_IDS, type GameId } from './names';

/** Each game's tips, by the card or rule they explain. */
export const FIRST_TIPS = {
  football: ['yellow', 'red', 'var', 'playGame'],
  athletic: ['pileBottom', 'movePile', 'hole', 'restock'],
  rush: ['sponsor', 'doping', 'coach', 'demand', 'rebuild'],
  words: ['exchange', 'polysemy', 'chaos'],
  draker: ['token', 'guard', 'flight', 'draw', 'gale', 'siege', 'artefact', 'phalanx', 'onslaught', 'volley', 'warDrum', 'mend', 'scout', 'guardsman', 'dispel', 'crush', 'dragon'],
} as const satisfies Record<GameId, readonly string[]>;

export type GameTipId<G extends GameId> = (typeof FIRST_TIPS)[G][number];
/** A tip's full id: `<game>.<tip>` (`words.exchange`). */
export type TipId = { [G in GameId]: `${G}.${GameTipId<G>}` }[GameId];

export const TIP_IDS = GAME_IDS.flatMap((g) => FIRST_TIPS[g].map((id) => `${g}.${id}` as TipId)) as [TipId, ...TipId[]];

/** The tips one player has seen (a player is a seat's name, as the records know it). */
export interface TipsSeen {
  player: string;
  tips: TipId[];
}

/** How many players' seen tips are kept: the one who saw a tip longest ago is forgotten first. */
export const MAX_TIP_PLAYERS = 100;

const KNOWN = new Set<string>(TIP_IDS);

export function isTipId(id: unknown): id is TipId {
  return typeof id === 'string' && KNOWN.has(id);
}

export function hasSeenTip(seen: readonly TipsSeen[], player: string, tip: TipId): boolean {
  return seen.some((s) => s.player === player && s.tips.includes(tip));
}

/** `seen` with `tip` added for `player` (a copy; the player moves to the end, the most recent). */
export function withTipSeen(seen: readonly TipsSeen[], player: string, tip: TipId): TipsSeen[] {
  const mine = seen.find((s) => s.player === player)?.tips ?? [];
  const others = seen.filter((s) => s.player !== player);
  const next = [...others, { player, tips: mine.includes(tip) ? [...mine] : [...mine, tip] }];
  return next.slice(-MAX_TIP_PLAYERS);
}
