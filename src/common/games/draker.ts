/**
 * Draker (dragon poker): the types the engine, the bots and the renderer share.
 * Rules: shared/rules/draker.md.
 *
 * Card ids are `<suit>-<rank>`: suits `hearts diamonds clubs spades elves gnomes`, ranks `2`..`10`, `J`,
 * `Q`, `K`, `A`, and `art` for the suit's Artefact (`hearts-Q`, `gnomes-art`). A stacked deal (`deck`,
 * all 84 ids once each) is dealt in this order: for seat 0, 1, ... (seat numbers, not turn order) first 5
 * hand cards then 5 pool cards; then 4 common-pool cards (oldest first); the rest is the deck, its first
 * id drawn first.
 */
import type { Outcome } from '../engine-types';

export const DRAKER_SUITS = ['hearts', 'diamonds', 'clubs', 'spades', 'elves', 'gnomes'] as const;
export type DrakerSuit = (typeof DRAKER_SUITS)[number];

/** Professions from the lowest (Spearman) to the highest (Etsilop). */
export const DRAKER_PROFESSIONS = ['Sp', 'Sw', 'Ar', 'Fm', 'Hl', 'Pf', 'Mc', 'Wz', 'Gn', 'Ec'] as const;
export type DrakerProfession = (typeof DRAKER_PROFESSIONS)[number];

/** Rank labels, index 0 = rank 2 ... index 12 = rank 14 (the Ace). */
export const DRAKER_RANK_LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

export type DrakerIcon = 'token' | 'guard' | 'flight' | 'draw';
export type DrakerCommonEffect = 'gale' | 'siege';
export type DrakerEffectKind =
  | 'phalanx'
  | 'onslaught'
  | 'volley'
  | 'warDrum'
  | 'mend'
  | 'scout'
  | 'guardsman'
  | 'dispel'
  | 'crush'
  | 'dragon';
/** Instant effects go to the instant stack, modifiers to the main stack, end-of-round ones become pending events. */
export type DrakerEffectType = 'instant' | 'modifier' | 'endOfRound';
/** What an effect is aimed at when activated. */
export type DrakerTargetKind = 'none' | 'ownPoolCard' | 'ownAtt' | 'ownDef' | 'opponent' | 'opponentDef' | 'mainStack';

export interface DrakerCard {
  id: string;
  suit: DrakerSuit;
  /** 2..14 (J=11, Q=12, K=13, A=14); null for an Artefact (see its setting in the view). */
  rank: number | null;
  /** Profession index into DRAKER_PROFESSIONS; null for an Artefact. */
  prof: number | null;
  /** Effect tier X (1..3); 0 for an Artefact. */
  tier: number;
  icon: DrakerIcon | null;
  common: DrakerCommonEffect | null;
  /** The individual effect (its profession's template); null for an Artefact. */
  effect: DrakerEffectKind | null;
  /** The individual effect's size at this card's tier (tokens, points, life, cards or the cap); 0 for an Artefact. */
  amount: number;
  /** The individual effect's activation cost [attack, defence]; [0, 0] for an Artefact. */
  cost: [number, number];
  artefact: boolean;
}

export type DrakerCombatReading = 'absorb' | 'literal';
/** DP-A9: who may meet a Flight parcel. */
export type DrakerFlightReading = 'halved' | 'flightOnly';

export interface DrakerOptions {
  /** Life each player starts with (30 in the rules). */
  startingLife: number;
  /** Rounds after which the highest life wins; 0 = off (the default). */
  roundCap: number;
  /** DP-A7: 'absorb' (default: a blocked parcel uses up that much defence) or 'literal' (defence unchanged). */
  combatReading: DrakerCombatReading;
  /**
   * DP-A9: 'halved' (default: a defence with Flight meets a Flight parcel as any other; one without Flight
   * counts half, so it meets it only when at least twice the parcel) or 'flightOnly' (only a defence with Flight).
   */
  flightReading: DrakerFlightReading;
  /** Seat that leads the first round, or -1 for a random one. */
  firstPlayer: number;
  /** A stacked deal (tests, tutorials): all 84 ids once each, in the order described above. Never shown in the form. */
  deck?: string[];
}

export const DRAKER_DEFAULT_OPTIONS: DrakerOptions = {
  startingLife: 30,
  roundCap: 0,
  combatReading: 'absorb',
  flightReading: 'halved',
  firstPlayer: -1,
};

export type DrakerKind = 'ATT' | 'DEF';

export type DrakerPhase = 'basic' | 'additional' | 'costs' | 'combat' | 'defence' | 'laydown' | 'over';

export type DrakerAction =
  /** Set the rank (2..14) or the profession (index) of an unengaged Artefact in your pool; locked for the round. */
  | { type: 'setArtefact'; card: string; rank: number }
  | { type: 'setArtefact'; card: string; prof: number }
  /** Put a hand card into your pool (once per turn; mandatory in the basic phase when the hand is not empty). */
  | { type: 'place'; card: string }
  /** Declare one combination (cards sorted by id). */
  | { type: 'declare'; kind: DrakerKind; cards: string[] }
  /** Activate the individual effect of a card in your pool: `target` is a card id, a combination id, a seat or a stack entry id. */
  | { type: 'activate'; card: string; target?: string | number }
  /** End your turn: `pass` when you did nothing this turn (additional phase), `finish` otherwise. */
  | { type: 'pass' }
  | { type: 'finish' }
  /** Costs: pay `amount` of what you owe from one of your combinations. */
  | { type: 'pay'; combo: number; amount: number }
  /** Costs: pay everything you owe the sensible way (largest combinations first). */
  | { type: 'payAuto' }
  /** Combat: send a parcel of `amount` from your ATT combination to seat `to`. */
  | { type: 'parcel'; combo: number; to: number; amount: number }
  /** Combat: split all your remaining attack value the sensible way (weakest defence and life first). */
  | { type: 'parcelAuto' }
  /** Defence: meet the current incoming parcel with your DEF combination, or with none (take the hit). */
  | { type: 'block'; combo: number | null }
  /** Defence: meet all your incoming parcels the sensible way. */
  | { type: 'blockAuto' }
  /** Laydown: discard one card from your pool (while it holds more than 5). */
  | { type: 'discard'; card: string }
  /** Laydown: discard down to 5 keeping the best cards. */
  | { type: 'discardAuto' };

export interface DrakerComboView {
  id: number;
  owner: number;
  kind: DrakerKind;
  cards: string[];
  /** base × mult = raw (before final-value modifiers); value after them (what is paid and fought with). */
  base: number;
  mult: number;
  value: number;
  /** Points left after costs and blocks (set from the costs phase on). */
  remaining: number;
  /** Flight: an attack's parcels keep it; a defence with it (a Flight icon on its cards) may meet them. */
  flight: boolean;
}

export interface DrakerStackEntryView {
  id: number;
  owner: number;
  /** The card whose effect or icon this is. */
  card: string;
  source: 'effect' | 'icon';
  effect: DrakerEffectKind | DrakerIcon;
  target: string | number | null;
  cost: [number, number];
}

export interface DrakerPlayerView {
  life: number;
  handCount: number;
  pool: DrakerCard[];
  inGame: boolean;
  /** The round in which this player left the game; null while in it. */
  fellIn: number | null;
  /** Costs owed this round [attack, defence], and what is still unpaid. */
  owed: [number, number];
}

export interface DrakerView {
  viewer: number | 'spectator';
  hand: DrakerCard[] | null;
  players: DrakerPlayerView[];
  common: DrakerCard[];
  deckCount: number;
  discardCount: number;
  tokens: Record<string, number>;
  artefacts: Record<string, { rank?: number; prof?: number }>;
  combos: DrakerComboView[];
  instantStack: DrakerStackEntryView[];
  mainStack: DrakerStackEntryView[];
  /** Cards whose effect was used this round. */
  used: string[];
  round: number;
  lead: number;
  phase: DrakerPhase;
  /** Seat to act, or -1 when the game is over. */
  active: number;
  /** The card placed in the current turn, if any. */
  placed: string | null;
  /** Incoming parcels not yet met (defence phase), in the order they are met. */
  parcels: { from: number; to: number; combo: number; amount: number; flight: boolean }[];
  /** The current turn: the placed card's icons already fired, kinds declared this additional-phase turn, anything done. */
  turn: { iconsFired: boolean; kinds: DrakerKind[]; acted: boolean };
  /** Basic turns taken this round; passes in a row in the additional phase. */
  turnsTaken: number;
  passes: number;
  /** Resolved modifiers of this round (rules 5), with their sequence numbers. */
  modifiers: { seq: number; kind: string; combo?: number; card?: string; amount: number }[];
  /** The last sequence number given; the next id for a combination or stack entry. */
  seq: number;
  nextId: number;
  /** Common cards whose Gale is active; whether Siege is active (this round). */
  gale: string[];
  siege: boolean;
  /** End-of-round effects waiting (Mend). */
  pending: { seat: number; card: string; amount: number }[];
  options: DrakerOptions;
  outcome: Outcome | null;
  /** In a person's view of their seat while they may end their turn: what ending it now would cost (absent otherwise; bots' views never have it). */
  risk?: DrakerPassRisk | null;
}

/**
 * What ending the turn now (pass or finish) would cost the seat to act, if nobody declared anything more:
 * found by playing the round out with the engine's own rules on a state built from that seat's view only.
 */
export interface DrakerPassRisk {
  /** Life the attacks would take in combat. */
  damage: number;
  /** Life at the end of the round (costs, Volley and Mend counted too); 0 or less eliminates. */
  lifeAfter: number;
  /** The defence that would keep the most life (in the additional phase, a card placed first), or null when none would. */
  help: { moves: DrakerAction[]; cards: string[]; value: number; damage: number; lifeAfter: number } | null;
}

export type DrakerEvent =
  | { type: 'roundStart'; round: number; lead: number }
  | { type: 'commonCard'; card: DrakerCard; effect: DrakerCommonEffect | null }
  /** A card drawn by `seat`; `card` only for that seat. */
  | { type: 'draw'; seat: number; card?: DrakerCard }
  | { type: 'reshuffle'; count: number }
  | { type: 'artefactSet'; seat: number; card: string; rank?: number; prof?: number }
  | { type: 'place'; seat: number; card: DrakerCard }
  | { type: 'declare'; seat: number; combo: number; kind: DrakerKind; cards: string[]; base: number; mult: number; value: number }
  | { type: 'push'; stack: 'instant' | 'main'; entry: DrakerStackEntryView }
  | { type: 'resolve'; entry: number; seq: number }
  | { type: 'cancel'; entry: number; by: number }
  | { type: 'token'; card: string; tokens: number }
  | { type: 'pending'; seat: number; entry: number }
  | { type: 'heal'; seat: number; amount: number; life: number }
  | { type: 'phase'; phase: DrakerPhase }
  | { type: 'values'; combos: { id: number; value: number }[] }
  | { type: 'costPaid'; seat: number; combo: number | null; amount: number }
  | { type: 'lifeLost'; seat: number; amount: number; life: number; reason: 'cost' | 'volley' | 'combat' }
  | { type: 'parcel'; from: number; to: number; combo: number; amount: number; flight: boolean }
  /**
   * `from` sent the parcel of `amount` to `seat`; `combo` is the defence that met it (null: none). `doubled`: a
   * defence without Flight met a Flight parcel and spent twice its amount (absent in events from before it existed).
   */
  | { type: 'blocked'; seat: number; from: number; combo: number | null; amount: number; damage: number; defenceLeft: number; doubled?: true }
  /** A card to the discard from a hand, a pool or the common pool; a hand card is named only to its owner. */
  | { type: 'discard'; seat: number | null; from: 'hand' | 'pool' | 'common'; card?: DrakerCard }
  | { type: 'eliminated'; seat: number; life: number }
  | { type: 'turn'; seat: number }
  /** `seat` passes in the additional phase (every player passing in a row ends it). */
  | { type: 'pass'; seat: number }
  | { type: 'gameOver'; outcome: Outcome };

/** `Outcome.reason`: 'lastStanding', 'allOut' (everyone left fell in one round), 'roundCap'. */
export type DrakerEndReason = 'lastStanding' | 'allOut' | 'roundCap';
