/**
 * Animation timing shared by every scene: ONE speed setting scales every tween and pause (instant = 0),
 * and killing tweens settles every promise that waits on them, so a queue can never hang.
 */
import { gsap } from 'gsap';
import type { AnimationSpeed } from '../../common/contract';
import type { PlannedClock } from './planned-clock';

const FACTORS: Record<AnimationSpeed, number> = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };

type Settle = () => void;

/** The longest a fade may last when motion is reduced (seconds). */
export const REDUCED_FADE = 0.2;
/** Where a moved thing's fade starts, as a share of its alpha, when motion is reduced. */
const REDUCED_DIM = 0.35;

type TweenVars = gsap.TweenVars & { duration?: number };

/** What a tween becomes when motion is reduced: what jumps at once, and the alpha fade (if any) that replaces the motion. */
export interface ReducedPlan {
  /** Properties set at once (the place, size and turn the motion would have reached). */
  set: Record<string, unknown>;
  /** The fade, or null when nothing on the target can fade (a scale or a point on its own). */
  fade: { from: number; to: number; duration: number } | null;
}

const TIMING = new Set(['duration', 'delay', 'ease', 'onComplete', 'onUpdate', 'onInterrupt', 'onStart', 'repeat', 'yoyo']);

/**
 * Plans a tween for reduced motion: every moving property lands at once and a short alpha fade on the
 * target stands for the motion, so a deal, a flight or a turn reads as a card appearing where it goes.
 * A yoyo that repeats an odd number of times ends where it began, so it sets nothing.
 */
export function planReduced(target: object, vars: TweenVars, scaledDuration: number): ReducedPlan {
  const returns = Boolean(vars.yoyo) && Number(vars.repeat ?? 0) % 2 === 1;
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(vars)) if (!TIMING.has(key) && key !== 'alpha' && !returns) set[key] = value;
  const current = (target as { alpha?: unknown }).alpha;
  const duration = Math.min(scaledDuration, REDUCED_FADE);
  if (typeof current !== 'number' || duration === 0) return { set: 'alpha' in vars ? { ...set, alpha: vars.alpha } : set, fade: null };
  if ('alpha' in vars) return { set, fade: { from: current, to: Number(vars.alpha), duration } };
  if (Object.keys(set).length === 0) return { set, fade: null };
  return { set, fade: { from: current * REDUCED_DIM, to: current, duration } };
}

export class Animator {
  private speed: AnimationSpeed = 'normal';
  /** The system's "reduce motion": every motion becomes a short fade (planReduced). */
  private reducedMotion = false;
  /** Counts killAll/finishAll calls, so a reduced tween waiting out its delay knows it was stopped. */
  private stops = 0;
  private lastStop: 'kill' | 'finish' = 'finish';
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

  setReducedMotion(on: boolean): void {
    this.reducedMotion = on;
  }

  get reduced(): boolean {
    return this.reducedMotion;
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
  to(target: object | object[], vars: TweenVars): Promise<void> {
    const duration = this.seconds(vars.duration ?? 0.3);
    const delay = this.seconds(Number(vars.delay ?? 0));
    if (this.reducedMotion && !this.planned && (duration > 0 || delay > 0)) return this.fadeInstead(target, vars, duration, delay);
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

  /** The reduced-motion form of a tween: after its delay, what it moves lands at once and the target fades (planReduced). */
  private async fadeInstead(target: object | object[], vars: TweenVars, duration: number, delay: number): Promise<void> {
    const targets = Array.isArray(target) ? target : [target];
    const epoch = this.stops;
    if (delay > 0) await this.track((settle) => gsap.delayedCall(delay, settle));
    // killed while waiting: the scene is going away; finished: land at the end without a fade
    if (this.stops !== epoch && this.lastStop === 'kill') return;
    const fades: Promise<void>[] = [];
    for (const one of targets) {
      const plan = planReduced(one, vars, this.stops === epoch ? duration : 0);
      gsap.set(one, plan.set);
      if (plan.fade) fades.push(this.fade(one, plan.fade.from, plan.fade.to, plan.fade.duration));
    }
    await Promise.all(fades);
    if (typeof vars.onComplete === 'function') (vars.onComplete as () => void)();
  }

  /** Under reduced motion, `target` (a display object) fades in from dim over at most REDUCED_FADE × speed; a card turning over uses it. */
  fadeIn(target: { alpha: number }, base = REDUCED_FADE): Promise<void> {
    const duration = Math.min(this.seconds(base), REDUCED_FADE);
    if (duration === 0 || this.planned) return Promise.resolve();
    const to = target.alpha;
    return this.fade(target, to * REDUCED_DIM, to, duration);
  }

  private fade(target: object, from: number, to: number, duration: number): Promise<void> {
    gsap.set(target, { alpha: from });
    return this.track((settle) => gsap.to(target, { alpha: to, duration, ease: 'none', onComplete: settle, onInterrupt: settle }));
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
    this.stops++;
    this.lastStop = 'kill';
    for (const entry of [...this.live]) {
      entry.kill();
      entry.settle();
    }
    this.live.clear();
  }

  /** Every running tween and pause jumps to its end (what it moves lands where it goes); the waiting resolve. */
  finishAll(): void {
    this.stops++;
    this.lastStop = 'finish';
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
