/**
 * Rush for Medals: the types the engine, the bots and the renderer share.
 * Rules: shared/rules/rush-for-medals.md.
 *
 * Card ids (also the `deck` order used to stack a game): sports cards `s<rank>-<copy>` (`s5-1` .. `s5-5`;
 * ranks 2..8 for 2-4 players, 2..9 for 5-6 players; rank r has r copies), SPONSOR `sponsor-<n>`,
 * DOPING CONTROL `doping-<n>` (n = 1..3 or 1..4), and the single `coach`.
 *
 * Cards of the same face (same kind and rank) are interchangeable: `legalActions` lists one
 * representative choice per distinct face combination, and `apply` accepts the same move made with
 * any other copies of the same faces from the hand. Compare moves with `rushMoveKey`.
 */
import type { Outcome } from '../engine-types';

export type RushCardKind = 'sport' | 'sponsor' | 'doping' | 'coach';

export type RushCard =
  /** A sports card: `rank` is also the sport (labels are cosmetic, RFM-A18) and the copies in the deck. */
  | { id: string; kind: 'sport'; rank: number }
  /** SPONSOR "+". */
  | { id: string; kind: 'sponsor' }
  /** DOPING CONTROL "−". */
  | { id: string; kind: 'doping' }
  /** COACH: counts as one extra card of a rank in a take over or reinforce payment (RFM-A4). */
  | { id: string; kind: 'coach' };

export type RushScoring = 'medals' | 'rankPoints';

export interface RushOptions {
  /** The game ends after the round in which the draw pile was rebuilt this many times (default 2, rules 5). */
  endAfterExhaustions: number;
  /** 'medals': one point per stack held (default); 'rankPoints': the sum of the held ranks. */
  scoring: RushScoring;
  /** Seat that starts, or -1 for a random first player (RFM-A17). */
  firstPlayer: number;
  /** A stacked deal (tests and lessons only): every card id once, dealt as `setup({deck})` deals. */
  deck?: string[];
}

export const RUSH_DEFAULT_OPTIONS: RushOptions = {
  endAfterExhaustions: 2,
  scoring: 'medals',
  firstPlayer: -1,
};

/** The engine's cap on rounds (a safety end, rules 5). */
export const RUSH_ROUND_CAP = 60;

/** The hand size a refill draws up to. */
export const RUSH_HAND_SIZE = 5;

export type SponsorOption = 'draw' | 'takeDiscard' | 'demand';
export type DopingOption = 'destroy' | 'discard' | 'demand';

/**
 * One action of the player on turn (`layOut` .. `discard`), or the answer of a demand's target
 * (`accept`, `defend`). Lists of cards that go to the discard pile are in the order they are put
 * down: the last one ends on top (RFM-A15).
 */
export type RushAction =
  /** LAY OUT one sports card of a rank nobody holds as a new stack. */
  | { type: 'layOut'; card: string }
  /** TAKE OVER a rival's stack of `rank`, paying exactly size+1 (COACH counts +1 with at least one rank card). `cards` all go to the discard pile. */
  | { type: 'takeOver'; rank: number; cards: string[] }
  /** REINFORCE an own stack: `card` (of that rank) goes onto the stack, `cards` (the rest of the size+1 payment) to the discard pile. */
  | { type: 'reinforce'; rank: number; card: string; cards: string[] }
  /**
   * Play SPONSOR `card` and resolve `option`: 'draw' (up to 2 cards), 'takeDiscard' (the card under it),
   * 'demand' (on `target`: a random card of theirs unless they defend).
   */
  | { type: 'sponsor'; card: string; option: SponsorOption; target?: number }
  /**
   * Play DOPING CONTROL `card` and resolve `option`: 'destroy' (the topmost sports card of the discard
   * pile leaves the game), 'discard' (`other` from the hand goes to the discard pile), 'demand' (on
   * `target`: a random card of theirs to the discard pile unless they defend).
   */
  | { type: 'doping'; card: string; option: DopingOption; target?: number; other?: string }
  /** DISCARD one card of the hand. */
  | { type: 'discard'; card: string }
  /** A demand's target lets the random pick happen. */
  | { type: 'accept' }
  /** A demand's target (with 2+ cards) discards two cards of their choice instead; the last is on top. */
  | { type: 'defend'; cards: [string, string] };

/** A stack of laid-out cards of one rank (at most one per rank in the whole game). */
export interface RushStackView {
  rank: number;
  owner: number;
  /** The cards of the stack, bottom first (all of `rank`). */
  cards: RushCard[];
  /** Number of cards (N). */
  size: number;
}

export interface RushPlayerView {
  /** Cards in hand (public). */
  handCount: number;
  /** The seat's stacks, by rank ascending. */
  stacks: RushStackView[];
  /** Stacks held (1 medal each). */
  medals: number;
  /** Cards in the seat's stacks in total (the tie-break). */
  laidOut: number;
  /** Score by the configured scoring (medals, or the sum of held ranks). */
  score: number;
  /** Hand cards everyone knows (taken with SPONSOR 2 and not since mixed up by a random pick). */
  knownCards: RushCard[];
}

/** A demand waiting for its target's answer. */
export interface RushDemandView {
  /** The player who played the action card. */
  from: number;
  /** The player who must answer now. */
  target: number;
  /** 'sponsor': the picked card goes to `from`; 'doping': it goes face up onto the discard pile. */
  kind: 'sponsor' | 'doping';
  /** What the target may answer: always 'accept'; 'defend' only with at least 2 cards. */
  answers: ('accept' | 'defend')[];
}

/** Where the COACH is, as far as the viewer knows. */
export type RushCoachWhere =
  | { where: 'hand'; seat: number }
  | { where: 'discard' }
  /** In the draw pile or in a hand the viewer cannot see. */
  | { where: 'unknown' };

export interface RushView {
  viewer: number | 'spectator';
  players: RushPlayerView[];
  /** The viewer's hand (in the order held); null for a spectator. */
  hand: RushCard[] | null;
  /** All stacks on the table, by rank ascending. */
  stacks: RushStackView[];
  /** Sports ranks in this deck (2..8 or 2..9). */
  ranks: number[];
  /** The whole discard pile, bottom (the marker) first, top last: it is public (RFM-A16). */
  discard: RushCard[];
  /** Cards removed from the game by DOPING 1, in order. */
  outOfGame: RushCard[];
  drawCount: number;
  /** How many times the draw pile has been rebuilt. */
  exhaustions: number;
  /** The exhaustion count that starts the last round (the option). */
  endAfterExhaustions: number;
  /** True once the end is triggered: the round is being finished. */
  lastRound: boolean;
  /** The seat whose turn ends the game once `lastRound` is true. */
  lastSeat: number;
  firstPlayer: number;
  /** Round number, from 1. */
  round: number;
  /** The player whose turn it is. */
  active: number;
  /** 'action': the active player acts; 'demand': the demand's target answers; 'over'. */
  phase: 'action' | 'demand' | 'over';
  demand: RushDemandView | null;
  coach: RushCoachWhere;
  scoring: RushScoring;
  outcome: Outcome | null;
}

/** Why a card went to the discard pile. */
export type RushDiscardReason = 'payment' | 'action' | 'discard' | 'doping' | 'defend' | 'demand';

export type RushEvent =
  /** The first card of the discard pile is turned face up. */
  | { type: 'marker'; card: RushCard }
  | { type: 'turn'; seat: number; round: number }
  /** Cards drawn from the draw pile; `cards` only for the drawing seat. */
  | { type: 'draw'; seat: number; count: number; cards?: RushCard[] }
  /** The seat has no card: no action this turn (RFM-A12). */
  | { type: 'emptyHand'; seat: number }
  | { type: 'layOut'; seat: number; card: RushCard }
  | { type: 'takeOver'; seat: number; from: number; rank: number; size: number }
  | { type: 'reinforce'; seat: number; rank: number; card: RushCard; size: number }
  /** Cards put face up on the discard pile from a hand, in order (last on top). */
  | { type: 'discard'; seat: number; cards: RushCard[]; reason: RushDiscardReason }
  /** An action card was played (it is already on the discard pile through a 'discard' event). */
  | { type: 'option'; seat: number; card: RushCard; option: SponsorOption | DopingOption; target?: number }
  /** SPONSOR 2: the card under the SPONSOR goes to the hand (public). */
  | { type: 'takeDiscard'; seat: number; card: RushCard }
  /** DOPING 1: a sports card leaves the discard pile and the game. */
  | { type: 'destroy'; seat: number; card: RushCard }
  | { type: 'demand'; from: number; target: number; kind: 'sponsor' | 'doping' }
  | { type: 'accept'; seat: number }
  | { type: 'defend'; seat: number }
  /** SPONSOR 3 accepted: a random card moves from `from` to `to`; `card` only for those two. */
  | { type: 'steal'; from: number; to: number; card?: RushCard }
  /** The discard pile (but its top) is shuffled into a new draw pile. */
  | { type: 'rebuild'; marker: RushCard; count: number; exhaustions: number }
  /** The end is triggered: the game ends after `lastSeat`'s turn. */
  | { type: 'lastRound'; lastSeat: number }
  | { type: 'gameOver'; outcome: Outcome };

/** The face of a card id: 's<rank>', 'sponsor', 'doping' or 'coach'. */
export function rushFaceOf(id: string): string {
  const dash = id.indexOf('-');
  return dash < 0 ? id : id.slice(0, dash);
}

/**
 * A key that is equal for two moves that differ only in which copies of the same faces they use
 * (match a player's selection against `legal` with it).
 */
export function rushMoveKey(a: RushAction): string {
  const faces = (ids: readonly string[]): string => ids.map(rushFaceOf).join(',');
  switch (a.type) {
    case 'layOut':
    case 'discard':
      return `${a.type}:${rushFaceOf(a.card)}`;
    case 'takeOver':
      return `takeOver:${a.rank}:${faces(a.cards)}`;
    case 'reinforce':
      return `reinforce:${a.rank}:${faces(a.cards)}`;
    case 'sponsor':
      return `sponsor:${a.option}:${a.target ?? ''}`;
    case 'doping':
      return `doping:${a.option}:${a.target ?? ''}:${a.other ? rushFaceOf(a.other) : ''}`;
    case 'accept':
      return 'accept';
    case 'defend':
      return `defend:${faces(a.cards)}`;
  }
}
