/**
 * A clock that counts the seconds animations are planned to take, without waiting for them (the
 * animation benchmark): an Animator given one lands every tween at once and settles it when this clock
 * reaches its planned end. `run` advances the clock from end to end while the job waits on nothing else,
 * so what plays out together counts once, what plays one after another adds up.
 */
export class PlannedClock {
  /** Planned seconds since the clock was made. */
  now = 0;
  private timers: { at: number; resolve: () => void }[] = [];

  /** Settles `seconds` from now on this clock. */
  after(seconds: number): Promise<void> {
    return new Promise((resolve) => this.timers.push({ at: this.now + Math.max(0, seconds), resolve }));
  }

  /** Runs `job` to its end, moving the clock to the next planned end whenever the job waits only on this clock. */
  async run(job: Promise<void>): Promise<void> {
    let done = false;
    const finished = job.finally(() => (done = true));
    let idleTurns = 0;
    while (!done) {
      await macrotask();
      if (done) break;
      if (this.timers.length === 0) {
        // the job waits on something else (a texture, a frame): give it time
        if (++idleTurns > 10_000) throw new Error('The animation waits on something that never comes.');
        continue;
      }
      idleTurns = 0;
      const at = Math.min(...this.timers.map((x) => x.at));
      // a tween left running by an earlier job may have been due already
      this.now = Math.max(this.now, at);
      const due = this.timers.filter((x) => x.at <= at);
      this.timers = this.timers.filter((x) => x.at > at);
      for (const x of due) x.resolve();
    }
    await finished;
  }
}

/** Resolves after every microtask queued now has run (a message, not a clamped timeout). */
function macrotask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(null);
  });
}
