/**
 * Animation timing shared by every scene: ONE speed setting scales every tween and pause (instant = 0),
 * and killing tweens settles every promise that waits on them, so a queue can never hang.
 */
import { gsap } from 'gsap';
import type { AnimationSpeed } from '../../common/contract';
import type { PlannedClock } from './planned-clock';

const FACTORS: Record<AnimationSpeed, number> = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };

type Settle = () => void;

export class Animator {
  private speed: AnimationSpeed = 'normal';
  /** Extra factor while catching up with a backlog of updates. */
  private hurry = 1;
  private live = new Set<{ kill: () => void; finish: () => void; settle: Settle }>();
  /** Set by the animation benchmark: tweens land at once and settle when this clock reaches their planned end. */
  private planned: PlannedClock | null = null;

  plan(clock: PlannedClock | null): void {
    this.planned = clock;
  }

  setSpeed(speed: AnimationSpeed): void {
    this.speed = speed;
  }

  getSpeed(): AnimationSpeed {
    return this.speed;
  }

  setHurry(factor: number): void {
    this.hurry = factor;
  }

  /** Seconds after scaling; 0 when animations are instant. */
  seconds(base: number): number {
    return base * FACTORS[this.speed] * this.hurry;
  }

  get instant(): boolean {
    return FACTORS[this.speed] === 0;
  }

  /** gsap.to with the speed applied; resolves when the tween completes or is killed. */
  to(target: object | object[], vars: gsap.TweenVars & { duration?: number }): Promise<void> {
    const duration = this.seconds(vars.duration ?? 0.3);
    const delay = this.seconds(Number(vars.delay ?? 0));
    if ((duration === 0 && delay === 0) || this.planned) {
      const { duration: _d, delay: _l, ease: _e, onComplete, repeat, yoyo: _y, onUpdate: _u, onInterrupt: _i, ...props } = vars;
      gsap.set(target, props);
      if (typeof onComplete === 'function') (onComplete as () => void)();
      // a repeated tween plays its duration once more per repeat
      return this.planned ? this.planned.after(delay + duration * (1 + Math.max(0, Number(repeat ?? 0)))) : Promise.resolve();
    }
    const userComplete = vars.onComplete;
    return this.track((settle) =>
      gsap.to(target, {
        ...vars,
        duration,
        delay,
        onComplete: (...args: unknown[]) => {
          if (typeof userComplete === 'function') (userComplete as (...a: unknown[]) => void)(...args);
          settle();
        },
        onInterrupt: settle,
      }),
    );
  }

  /** A pause of `base` seconds (scaled); killed pauses resolve at once. */
  wait(base: number): Promise<void> {
    const s = this.seconds(base);
    if (this.planned) return this.planned.after(s);
    if (s === 0) return Promise.resolve();
    return this.track((settle) => gsap.delayedCall(s, settle));
  }

  /** Starts a tween or call that must settle once: when it ends, or when killAll() stops it. */
  private track(start: (settle: Settle) => gsap.core.Tween): Promise<void> {
    return new Promise<void>((resolve) => {
      let done = false;
      let running: gsap.core.Tween | null = null;
      const entry = {
        kill: () => running?.kill(),
        finish: () => running?.totalProgress(1),
        settle: () => {
          if (done) return;
          done = true;
          this.live.delete(entry);
          resolve();
        },
      };
      this.live.add(entry);
      running = start(entry.settle);
    });
  }

  /** Stops every running tween and pause; everything waiting on them resolves. */
  killAll(): void {
    for (const entry of [...this.live]) {
      entry.kill();
      entry.settle();
    }
    this.live.clear();
  }

  /** Every running tween and pause jumps to its end (what it moves lands where it goes); the waiting resolve. */
  finishAll(): void {
    for (const entry of [...this.live]) {
      entry.finish();
      entry.kill();
      entry.settle();
    }
    this.live.clear();
  }

  get running(): number {
    return this.live.size;
  }
}

/**
 * Runs jobs one after another. Each job animates something; `onIdle` fires when the queue has emptied,
 * which is where scenes reconcile themselves to the latest view.
 */
export class AnimationQueue {
  private jobs: Array<() => Promise<void>> = [];
  private runningJob = false;
  private idleListeners = new Set<() => void>();
  private busyListeners = new Set<(busy: boolean) => void>();

  get busy(): boolean {
    return this.runningJob || this.jobs.length > 0;
  }

  get backlog(): number {
    return this.jobs.length;
  }

  push(job: () => Promise<void>): void {
    this.jobs.push(job);
    if (!this.runningJob) void this.pump();
  }

  /** Drops jobs not yet started (the running one is stopped by killing its tweens). */
  clear(): void {
    this.jobs.length = 0;
  }

  onIdle(listener: () => void): () => void {
    this.idleListeners.add(listener);
    return () => this.idleListeners.delete(listener);
  }

  onBusy(listener: (busy: boolean) => void): () => void {
    this.busyListeners.add(listener);
    return () => this.busyListeners.delete(listener);
  }

  private async pump(): Promise<void> {
    this.runningJob = true;
    for (const l of this.busyListeners) l(true);
    while (this.jobs.length > 0) {
      const job = this.jobs.shift()!;
      try {
        await job();
      } catch (err) {
        console.error(err);
      }
    }
    this.runningJob = false;
    for (const l of this.busyListeners) l(false);
    for (const l of this.idleListeners) l();
  }
}
