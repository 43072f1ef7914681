/**
 * Events that play out together: a run of events a game calls independent (blocks, discards, stack
 * entries resolved with nothing in between) starts at once, each a moment after the one before, instead
 * of one after another. Every event still gets its log line and its sound, in the order they happened.
 */

/** Seconds between the starts of neighbouring events of a group (scaled by the speed, like any pause). */
export const GROUP_STAGGER = 0.12;

/** True when `next` may play out together with `prev`, the event just before it in the same update. */
export type Together<E> = (prev: E, next: E) => boolean;

/** The events cut into runs: a run goes on while `together` says its next event joins the one before. */
export function groupEvents<E>(events: readonly E[], together?: Together<E>): E[][] {
  const groups: E[][] = [];
  for (const ev of events) {
    const run = groups[groups.length - 1];
    const prev = run?.[run.length - 1];
    if (run && prev !== undefined && together?.(prev, ev)) run.push(ev);
    else groups.push([ev]);
  }
  return groups;
}

export interface GroupPlayer<E> {
  /** Logs and sounds an event as it starts (called in the events' order). */
  announce(ev: E): void;
  play(ev: E): Promise<void>;
  /** A pause of `base` seconds at the speed set (Animator.wait). */
  wait(base: number): Promise<void>;
  /** True when the table was closed: nothing more starts. */
  stopped(): boolean;
  together?: Together<E>;
}

/** Plays `events` run by run; the events of a run start GROUP_STAGGER apart and the run ends with its last. */
export async function playGrouped<E>(events: readonly E[], player: GroupPlayer<E>): Promise<void> {
  for (const run of groupEvents(events, player.together)) {
    if (player.stopped()) return;
    let started = Promise.resolve();
    await Promise.all(
      run.map((ev, i) => {
        // each start waits for the one before, so the lines and sounds keep the events' order
        started = started.then(() => (i === 0 ? undefined : player.wait(GROUP_STAGGER)));
        return started.then(() => {
          if (player.stopped()) return;
          player.announce(ev);
          return player.play(ev);
        });
      }),
    );
  }
}
