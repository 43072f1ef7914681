/**
 * How fast a table plays out its queue of updates: at the speed set, faster with a backlog or while a
 * phone seat plays, at once while catching up with phones, and at once up to the player's own turn when
 * they ask to skip ("Skip to my turn"). Skipping only jumps the pictures: every event is still logged.
 */
import type { AnimationQueue, Animator } from './anim';

/** How much faster a table plays out moves while a phone seat plays (1 = the speed set). */
const PHONE_HURRY = 0.35;
/** How much faster with two or more updates waiting behind the one playing. */
const BACKLOG_HURRY = 0.35;

export class Playback {
  /** Updates arrived faster than the table plays them (phones): the stale ones are applied at once. */
  catchingUp = false;
  /** The update playing out is applied at once: its events are logged but not heard. */
  skipping = false;
  /** The player asked to skip to their turn: every update until then is applied at once. */
  private toTurn = false;

  constructor(
    private readonly anim: Animator,
    private readonly queue: AnimationQueue,
  ) {}

  /** True from "Skip to my turn" until the table waits for the player (or the game is over). */
  get skippingToTurn(): boolean {
    return this.toTurn;
  }

  /** What plays out now jumps to its end; the rest of its update is applied at once, silently. */
  skipRest(): void {
    this.skipping = true;
    this.anim.setHurry(0);
    this.anim.finishAll();
  }

  /** Everything queued, and what comes before the player's turn, is applied at once (its lines still logged). */
  skipToTurn(): void {
    this.toTurn = true;
    this.skipRest();
  }

  /** An update starts playing: its pace; `phone` when a phone seat made or is to make the move. */
  begin(phone: boolean): void {
    const hurry = this.hurry(phone);
    this.skipping = hurry === 0;
    this.anim.setHurry(hurry);
  }

  /** The queue ran dry; `turnReached` when the table now waits for the player (or the game is over). */
  settled(turnReached: boolean): void {
    this.anim.setHurry(1);
    this.catchingUp = false;
    this.skipping = false;
    if (turnReached) this.toTurn = false;
  }

  /** The pace factor of the next update: 0 is at once. */
  private hurry(phone: boolean): number {
    const behind = this.queue.backlog;
    if (this.toTurn || (this.catchingUp && behind > 0)) return 0;
    return Math.min(behind >= 2 ? BACKLOG_HURRY : 1, phone ? PHONE_HURRY : 1);
  }
}
