/**
 * Athletic Games (DJECO): the types the engine, the bots and the renderer share.
 * Rules: shared/rules/athletic-games.md. The table is a ring of five slots (0..4); each slot holds a pile
 * (cards bottom to top, the top card is the one to play on) or is a hole (empty, filled with any card).
 */
import type { Outcome } from '../engine-types';

/** The six colours ("categories") of the deck, in the order the deck is built. */
export const ATHLETIC_COLOURS = ['blue', 'purple', 'pink', 'orange', 'yellow', 'red'] as const;
export type AthleticColour = (typeof ATHLETIC_COLOURS)[number];

/** Number of slots in the ring. */
export const ATHLETIC_SLOTS = 5;

/**
 * One card. Ids are `<colour>-<value>` (`blue-7`, `red-10`). A stacked deal (`deck`, all 60 ids once each)
 * is dealt in this order: seat 0 gets the first 7 ids, seat 1 the next 7, and so on for every seat (seat
 * numbers, not turn order); then one id to each of slots 0..4; the remaining ids are the stock, the first
 * of them on top (drawn first).
 */
export interface AthleticCard {
  /** `<colour>-<value>`, unique in the deck. */
  id: string;
  /** The card's colour: a card may go on the same colour one value up or down. */
  colour: AthleticColour;
  /** 1..10: a card may always go on the same value, whatever the colour. */
  value: number;
}

export interface AthleticOptions {
  /** Medals a player needs to win ("Athlete of the year"): 5 in the box, 1..5 for shorter games. */
  targetMedals: number;
  /** Seat that starts (the youngest player at a real table), or -1 for a random first player. */
  firstPlayer: number;
  /**
   * Variant (off in the box): a MOVE may take only the top part of a pile, leaving the rest in place.
   * Off: a MOVE always takes the whole pile and leaves a hole.
   */
  allowPartialMoves: boolean;
  /**
   * A stacked deal instead of a shuffle (tutorials, puzzles, tests): all 60 card ids once each, in the
   * deal order described at `AthleticCard`. Never shown in the setup form; saved with the match.
   */
  deck?: string[];
}

export const ATHLETIC_DEFAULT_OPTIONS: AthleticOptions = {
  targetMedals: 5,
  firstPlayer: -1,
  allowPartialMoves: false,
};

export type AthleticAction =
  /** PLAY: put a hand card on the pile in `slot`; it must match the pile's top (same value, or same colour ±1). */
  | { type: 'play'; card: string; slot: number }
  /** FILL: put any hand card into the hole `slot`; it starts a new pile there. */
  | { type: 'fill'; card: string; slot: number }
  /**
   * MOVE: carry the pile in slot `from` onto the pile in slot `to`, card by card from the top, each card
   * matching the target's top as it goes. `count` (cards from the top) only with the partial-move
   * variant; omitted = the whole pile, and slot `from` becomes a hole.
   */
  | { type: 'move'; from: number; to: number; count?: number }
  /** STOP: end the turn keeping the cards still in hand, and draw 3. */
  | { type: 'stop' };

/** One slot of the ring: null is a hole; a pile lists every card (all of them were played face up). */
export type AthleticSlotView = null | {
  /** The pile's cards from the bottom (index 0) to the top (last). */
  cards: AthleticCard[];
  /** The reference card: the next card must match it. Same as the last of `cards`. */
  top: AthleticCard;
  /** The card that becomes the target's new top when this pile is moved. Same as `cards[0]`. */
  bottom: AthleticCard;
};

/** A step already taken in the current turn, in order (what the table may show or replay). */
export type AthleticStep =
  | { type: 'play'; card: AthleticCard; slot: number }
  | { type: 'fill'; card: AthleticCard; slot: number }
  /** `cards`: the moved cards in the order they were carried (the source's top first). */
  | { type: 'move'; from: number; to: number; cards: AthleticCard[] };

export interface AthleticPlayerView {
  /** Medals won so far. */
  medals: number;
  /** Cards in this player's hand (public). */
  handCount: number;
}

export interface AthleticView {
  /** Whose view this is: a seat (which sees its own hand) or the spectator (no hand). */
  viewer: number | 'spectator';
  /** The five slots of the ring, slot 0 first. */
  slots: AthleticSlotView[];
  /** The viewer's own hand (sorted by colour then value); null for a spectator. Other hands are only counts. */
  hand: AthleticCard[] | null;
  /** Face-down cards left to draw. */
  stockCount: number;
  /** One entry per seat. */
  players: AthleticPlayerView[];
  /** The seat whose turn it is. */
  active: number;
  /** 'play' while the active player takes steps; 'over' once the game has ended. */
  phase: 'play' | 'over';
  /** The steps the active player has taken this turn, in order. */
  steps: AthleticStep[];
  /** Hand cards the active player has put on the table this turn (PLAY and FILL), in order. */
  playedThisTurn: AthleticCard[];
  /** Cards the active player held when the turn began. */
  handAtTurnStart: number;
  /** Medals needed to win in this game. */
  targetMedals: number;
  /** Whether MOVE may take only part of a pile (a variant). */
  allowPartialMoves: boolean;
  /** Round number, from 1 (a round ends when play comes back to the first player). */
  round: number;
  /** The result once the game is over (reasons in `AthleticEndReason`), else null. */
  outcome: Outcome | null;
}

/**
 * `Outcome.reason` codes: 'medals' (a player reached the target), 'stalled' (a full round passed with no
 * card played, filled, moved or drawn), 'roundLimit' (the 200-round cap). After a safety end the winner
 * has the most medals, then the fewest cards in hand (`Outcome.tiebreak` = cards in hand).
 */
export type AthleticEndReason = 'medals' | 'stalled' | 'roundLimit';

/** Rounds after which the game ends at the latest (a safety cap; real games end long before). */
export const ATHLETIC_ROUND_LIMIT = 200;

export type AthleticEvent =
  /** A new turn begins for `seat`. */
  | { type: 'turn'; seat: number }
  /** `seat` put `card` from the hand on the pile in `slot`. */
  | { type: 'play'; seat: number; card: AthleticCard; slot: number }
  /** `seat` put `card` from the hand into the hole `slot`, starting a pile. */
  | { type: 'fill'; seat: number; card: AthleticCard; slot: number }
  /** `cards`: moved in this order (the source's top first); `hole`: the source slot is now empty. */
  | { type: 'move'; seat: number; from: number; to: number; cards: AthleticCard[]; hole: boolean }
  /** The player ended the turn with `kept` cards still in hand. */
  | { type: 'stop'; seat: number; kept: number }
  /** The player emptied the hand and won a medal (now `medals` in total). */
  | { type: 'medal'; seat: number; medals: number }
  /** Cards drawn from the stock; `cards` only for the drawing seat (others see the count). */
  | { type: 'draw'; seat: number; count: number; cards?: AthleticCard[] }
  /**
   * The stock ran out: every pile card but the tops was gathered (`taken`: per slot, how many cards left
   * that pile from its bottom) and shuffled into a new stock of `count` cards.
   */
  | { type: 'reshuffle'; count: number; taken: number[] }
  /** The game has ended (the last event of the game). */
  | { type: 'gameOver'; outcome: Outcome };
