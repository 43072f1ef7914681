/**
 * The pass the host makes for a phone's seat (or one whose phone dropped a moment ago) that was asked in a
 * reaction window with a clock: when its time runs out the host passes for it, as the desktop does for its
 * own seats; any change of the table first (the answer, an undo) makes the pass moot.
 */
import type { MatchSession } from '../session/match';

export interface AskedReaction {
  session: MatchSession;
  seat: number;
  timeoutMs: number;
  /** The match open when the time runs out (another one makes the pass moot). */
  current: () => MatchSession | null;
}

export class ReactionPass {
  private armed: { key: string; timer: ReturnType<typeof setTimeout> } | null = null;

  /** `graceMs`: the phone's clock runs out this much earlier than the host's (the update's way there). */
  constructor(private readonly graceMs: number) {}

  /** Arms the pass for `asked` (null: none); the same window asked again keeps its timer. */
  arm(asked: AskedReaction | null): void {
    const key = asked ? `${asked.session.id}:${asked.session.version}:${asked.seat}` : null;
    if (this.armed?.key === key) return;
    if (this.armed) clearTimeout(this.armed.timer);
    this.armed = null;
    if (!asked || !key) return;
    const { session, seat, current } = asked;
    const version = session.version;
    const timer = setTimeout(() => {
      if (this.armed?.key === key) this.armed = null;
      if (current() !== session || session.isStopped || session.version !== version) return;
      session.act(seat, { type: 'pass' }, true);
    }, asked.timeoutMs + this.graceMs);
    timer.unref?.();
    this.armed = { key, timer };
  }
}
