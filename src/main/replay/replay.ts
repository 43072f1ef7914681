/**
 * A replay of a saved game: the save's seed, options and log, verified like a load, stepped to any
 * position. Engine snapshots are kept every SNAPSHOT_EVERY actions, so any position is reached by
 * replaying at most that many actions from the nearest one before it. A frame is what a table shows at
 * a position for one point of view: never legal actions, a human to act or a curtain, and every card
 * of the game (`revealed`) only for a finished game.
 */
import type { ReplayFrame, ReplayInfo, SeatConfig, TableUpdate } from '../../common/contract';
import type { GameAction, GameEvent, HiddenCards, Viewer } from '../../common/engine-types';
import { RuleError } from '../engine/core';
import type { AnyGame } from '../engine/core';
import type { SaveFile } from '../saves/format';
import { publicOptions } from '../session/shared';
import { historyFor } from './history';

export const SNAPSHOT_EVERY = 16;

/** Frame numbers of every replay in this process: a later frame is always newer for a table. */
let clock = Date.now();

export class Replay {
  readonly id: string;
  readonly save: SaveFile;
  private readonly game: AnyGame;
  private readonly options: Record<string, unknown>;
  /** snapshots[k] is the state after SNAPSHOT_EVERY * k actions. */
  private readonly snapshots: unknown[] = [];
  /** Positions where a new turn starts (the seat to play changes, reaction windows aside). */
  readonly turnStarts: number[] = [0];
  /** The seat whose turn starts at each of `turnStarts`. */
  readonly turnSeats: number[] = [];
  readonly finished: boolean;
  /** The last position reached, kept so that stepping forward applies one action. */
  private cursor: { position: number; state: unknown };

  constructor(id: string, save: SaveFile, game: AnyGame, options: Record<string, unknown>) {
    this.id = id;
    this.save = save;
    this.game = game;
    this.options = options;
    let state: unknown = this.setup();
    let turnSeat = this.turnSeat(state);
    this.turnSeats.push(turnSeat ?? 0);
    for (let p = 0; p < save.log.length; p++) {
      if (p % SNAPSHOT_EVERY === 0) this.snapshots.push(state);
      state = this.step(state, p).state;
      const seat = this.turnSeat(state);
      if (seat !== null && seat !== turnSeat) {
        // the first turn may open with a reaction window: it is still the first turn
        if (turnSeat === null) this.turnSeats[0] = seat;
        else {
          this.turnStarts.push(p + 1);
          this.turnSeats.push(seat);
        }
        turnSeat = seat;
      }
    }
    if (save.log.length % SNAPSHOT_EVERY === 0) this.snapshots.push(state);
    this.finished = game.outcome(state) !== null;
    this.cursor = { position: save.log.length, state };
  }

  get length(): number {
    return this.save.log.length;
  }

  private setup(): unknown {
    return this.game.setup({ players: this.save.seats.length, seed: this.save.seed, options: this.options });
  }

  private step(state: unknown, index: number): { state: unknown; events: GameEvent[] } {
    const { seat, action } = this.save.log[index] as { seat: number; action: GameAction };
    return this.game.apply(state, seat, action) as { state: unknown; events: GameEvent[] };
  }

  /** The seat whose turn it is, outside reaction windows; null while a window is open or the game is over. */
  private turnSeat(state: unknown): number | null {
    if (this.game.outcome(state) !== null || this.game.reactionWindow(state)) return null;
    return this.game.actors(state)[0] ?? null;
  }

  /** The state after `position` actions: from the cursor when it is on the way, else from the nearest snapshot. */
  stateAt(position: number): unknown {
    const k = Math.floor(position / SNAPSHOT_EVERY);
    let from = { position: k * SNAPSHOT_EVERY, state: this.snapshots[k] };
    if (this.cursor.position <= position && this.cursor.position >= from.position) from = this.cursor;
    let state = from.state;
    for (let p = from.position; p < position; p++) state = this.step(state, p).state;
    this.cursor = { position, state };
    return state;
  }

  /**
   * The seats whose view a replay may show: every seat once the game is over; while it is being played
   * only the one human's seat (a game against bots), so that a replay never shows one human another's hand.
   */
  get povs(): number[] {
    const seats = this.save.seats.map((_, i) => i);
    if (this.finished) return seats;
    const humans = seats.filter((i) => this.save.seats[i]!.kind === 'human');
    return humans.length === 1 ? humans : [];
  }

  /** The seats and counts a replay screen needs. */
  info(position: number): ReplayInfo {
    return {
      replayId: this.id,
      saveId: this.save.id,
      gameId: this.save.gameId,
      position,
      length: this.length,
      turnStarts: [...this.turnStarts],
      turnSeats: [...this.turnSeats],
      finished: this.finished,
      povs: this.povs,
      seats: this.save.seats.map((s): SeatConfig => ({ ...s })),
    };
  }

  /**
   * What the table shows after `position` actions, for `pov`, with the events of the step that led
   * there (redacted for `pov`). `showAll` adds every hidden card, and is refused for a game in progress.
   */
  frame(position: number, pov: Viewer, showAll: boolean, withHistory = false): ReplayFrame {
    if (!Number.isInteger(position) || position < 0 || position > this.length) {
      throw new RuleError('badPosition', `This game has positions 0 to ${this.length}.`, { max: this.length });
    }
    const players = this.save.seats.length;
    if (pov !== 'spectator' && (!Number.isInteger(pov) || pov < 0 || pov >= players)) {
      throw new RuleError('noSeat', `There is no seat ${Number(pov) + 1} at this table.`, { seat: Number(pov) });
    }
    if (pov !== 'spectator' && !this.povs.includes(pov)) {
      throw new RuleError('replayPovInProgress', "While a game is being played, its replay shows the public view, or its only human player's view: never another player's hand.", { seat: pov });
    }
    if (showAll && !this.finished) {
      throw new RuleError('replayInProgress', 'Every card is shown only for a finished game: this game is still being played.');
    }
    let state: unknown;
    const events: GameEvent[] = [];
    if (position === 0) {
      state = this.stateAt(0);
    } else {
      const res = this.step(this.stateAt(position - 1), position - 1);
      state = res.state;
      this.cursor = { position, state };
      for (const e of res.events) {
        const r = this.game.redactEvent(e, pov) as GameEvent | null;
        if (r) events.push(r);
      }
    }
    const { game } = this;
    const outcome = game.outcome(state);
    const update: TableUpdate = {
      matchId: `replay-${this.id}`,
      gameId: this.save.gameId,
      seats: this.save.seats.map((s) => ({ ...s })),
      options: publicOptions(this.options),
      viewer: pov,
      view: game.view(state, pov),
      events,
      actors: outcome !== null ? [] : [...game.actors(state)],
      humanToAct: null,
      legal: [],
      curtain: null,
      reaction: null,
      canUndo: false,
      outcome,
      turn: position,
      seq: ++clock,
      saveError: null,
      version: 0,
    };
    // a jump (or a step back) rebuilds the table's event log: what `pov` saw before this step
    if (withHistory && position > 1) {
      update.history = historyFor({ game, players, seed: this.save.seed, options: this.options, log: this.save.log as { seat: number; action: GameAction }[] }, pov, position - 1);
    }
    const revealed: HiddenCards[] | null = showAll ? (game.hiddenCards?.(state) ?? []) : null;
    return { update, replay: this.info(position), revealed };
  }
}
