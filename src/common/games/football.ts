/**
 * Klepka Football: the types the engine, the bots and the renderer share.
 * Rules: shared/rules/klepka-football.md. Cells are numbered row-major from 0 (A1 = 0, A2 = 1, B1 = cols).
 */
import type { Outcome } from '../engine-types';

export type PrizeKind = 'yellow' | 'red' | 'var' | 'playGame';

/**
 * Card ids (also the `deck` order used to stack a game): footballer copies `fb<NN>-<1|2>` with NN the
 * footballer number 01..44 (`fb12-1`, `fb12-2`), prize cards `<kind>-<n>` (`yellow-1`, `var-3`, `playGame-2`).
 */
export type FootballCard =
  | { id: string; kind: 'footballer'; footballer: number; points: number }
  | { id: string; kind: 'prize'; prize: PrizeKind };

export interface FootballOptions {
  rows: number;
  cols: number;
  /** How many distinct footballers carry 1..5 points (index 0 = 1 point). Two cards each. */
  footballersByPoints: [number, number, number, number, number];
  yellow: number;
  red: number;
  var: number;
  playGame: number;
  /** Seat that starts, or -1 for a random first participant. */
  firstPlayer: number;
  /** How long a human's reaction bar waits, in ms; 0 = humans are asked only at the start of a turn (W_START). */
  reactionTimeoutMs: number;
  /** A stacked deal (tests and lessons only): the cells' cards in order, every card of the composition once. */
  deck?: string[];
}

export const FOOTBALL_DEFAULT_OPTIONS: FootballOptions = {
  rows: 10,
  cols: 10,
  footballersByPoints: [12, 12, 10, 6, 4],
  yellow: 4,
  red: 2,
  var: 3,
  playGame: 3,
  firstPlayer: -1,
  reactionTimeoutMs: 2500,
};

export type FootballAction =
  | { type: 'flip'; cell: number }
  | { type: 'useVar'; cells: [number, number] }
  | { type: 'playGame'; opponent: number }
  /** The PLAY GAME winner picks one pair (by footballer number) from the loser. */
  | { type: 'takePair'; footballer: number }
  /** `double`: play two YELLOWs on the same target at once (rules 4.2, last line). */
  | { type: 'yellow'; target: number; double?: boolean }
  | { type: 'red' }
  /** Decline to play an instant card in a reaction window. */
  | { type: 'pass' };

export type WindowKind = 'start' | 'flip1' | 'resolved';

export type CellView = null | { faceUp: false } | { faceUp: true; card: FootballCard };

export interface FootballPlayerView {
  /** Footballer numbers of the pairs taken, in the order taken. */
  pairs: number[];
  /** Prize cards held, face up (public). */
  prizes: FootballCard[];
  yellowCount: number;
  skipNext: number;
  points: number;
  /** Footballer cards + unused prize cards (the tie-break). */
  cardsHeld: number;
}

export interface FootballView {
  viewer: number | 'spectator';
  rows: number;
  cols: number;
  /** One entry per cell; null = empty cell. A face-down card carries no identity. */
  cells: CellView[];
  /** Points per footballer number (index 0 unused): public, printed on the cards. */
  footballerPoints: number[];
  players: FootballPlayerView[];
  /** The participant whose turn it is. */
  active: number;
  phase: 'start' | 'oneUp' | 'pickPair' | 'over';
  /** True after a found pair in the same turn (VAR and PLAY GAME not allowed). */
  continuation: boolean;
  varUsedThisTurn: boolean;
  /** True in the W_RESOLVED after the turn's last flip: the turn passes to the next seat when it closes. */
  turnEnding: boolean;
  /** The open reaction window and the seat being asked now, or null. */
  reactionWindow: { kind: WindowKind; asking: number } | null;
  /** The viewer's private VAR peek, shown until their first flip of that turn. */
  peek: { cells: [number, number]; cards: [FootballCard, FootballCard] } | null;
  /** A PLAY GAME match waiting for the winner to pick a pair. */
  match: { challenger: number; opponent: number; rolls: [number, number][]; winner: number; loser: number } | null;
  discard: FootballCard[];
  faceDownCount: number;
  outcome: Outcome | null;
}

export type FootballEvent =
  | { type: 'deal'; cells: number[] }
  | { type: 'turn'; seat: number; continuation: boolean }
  | { type: 'skip'; seat: number }
  | { type: 'flip'; seat: number; cell: number; card: FootballCard }
  /** `cards` only for the peeker; others see that a peek happened. */
  | { type: 'peek'; seat: number; cells: [number, number]; cards?: [FootballCard, FootballCard] }
  | { type: 'takePair'; seat: number; cells: [number, number]; footballer: number }
  | { type: 'takePrize'; seat: number; cell: number; card: FootballCard }
  | { type: 'hide'; cells: number[] }
  | { type: 'discard'; seat: number; card: FootballCard }
  | { type: 'yellow'; seat: number; target: number; yellowCount: number }
  | { type: 'red'; seat: number; byYellows: boolean }
  | { type: 'window'; kind: WindowKind; asking: number }
  | { type: 'pass'; seat: number }
  | { type: 'roll'; seat: number; value: number }
  | { type: 'matchWon'; winner: number; loser: number }
  | { type: 'stealPair'; from: number; to: number; footballer: number }
  | { type: 'gameOver'; outcome: Outcome };
