/**
 * Plays the table's sounds: fire-and-forget, never awaited, never an error. Quiet when sound is off or
 * muted, at "instant" speed, and while the window is hidden; shorter at "fast". Without Web Audio it
 * stays silent.
 */
import type { AnimationSpeed } from '../../common/contract';
import { schedule, VARIANTS, voicesOf, type SoundName } from './synth';

/** How sound lengths follow the animation speed (0 = no sound). */
const TIME_SCALE: Record<AnimationSpeed, number> = { slow: 1, normal: 1, fast: 0.6, instant: 0 };

export interface SoundSettings {
  sound: boolean;
  /** 0 to 100. */
  volume: number;
  animationSpeed: AnimationSpeed;
}

type AudioContextClass = new () => AudioContext;
/** The window's parts the player uses (a test passes its own). */
export interface SoundHost {
  document: Document;
  AudioContext?: AudioContextClass;
  webkitAudioContext?: AudioContextClass;
}

export class SoundPlayer {
  private settings: SoundSettings = { sound: true, volume: 70, animationSpeed: 'normal' };
  private muted = false;
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private unavailable = false;
  private nextVariant = new Map<SoundName, number>();

  constructor(
    /** Told of every sound actually scheduled (the end-to-end tests read them). */
    private readonly onScheduled: (name: SoundName) => void = () => {},
    private readonly win: SoundHost | null = typeof window === 'undefined' ? null : (window as unknown as SoundHost),
  ) {
    this.win?.document.addEventListener('visibilitychange', () => this.followVisibility());
  }

  configure(settings: SoundSettings): void {
    this.settings = settings;
    if (this.master) this.master.gain.value = this.gain;
  }

  /** The mute key: toggles sound off and on for this window without changing the settings. */
  toggleMute(): boolean {
    this.muted = !this.muted;
    return this.muted;
  }

  get isMuted(): boolean {
    return this.muted;
  }

  play(name: SoundName): void {
    const scale = TIME_SCALE[this.settings.animationSpeed];
    if (!this.settings.sound || this.muted || scale === 0 || this.gain === 0 || this.win?.document.hidden) return;
    const ctx = this.context();
    if (!ctx || !this.master) return;
    try {
      if (ctx.state === 'suspended') ctx.resume().catch(() => {});
      const count = VARIANTS[name] ?? 1;
      const v = this.nextVariant.get(name) ?? 0;
      this.nextVariant.set(name, (v + 1) % count);
      schedule(ctx, this.master, voicesOf(name, v, scale));
      this.onScheduled(name);
    } catch {
      /* a broken audio device never stops the table */
    }
  }

  private get gain(): number {
    return (Math.max(0, Math.min(100, this.settings.volume)) / 100) ** 2 * 0.8;
  }

  /** The audio context, made on the first sound; null (and not asked again) where there is none. */
  private context(): AudioContext | null {
    if (this.ctx || this.unavailable) return this.ctx;
    const Ctor = this.win?.AudioContext ?? this.win?.webkitAudioContext;
    try {
      if (!Ctor) throw new Error('no Web Audio');
      const ctx = new Ctor();
      this.master = ctx.createGain();
      this.master.gain.value = this.gain;
      this.master.connect(ctx.destination);
      this.ctx = ctx;
    } catch {
      this.unavailable = true;
      this.ctx = null;
      this.master = null;
    }
    return this.ctx;
  }

  /** A hidden window is quiet: its sounds stop and its audio device is let go until it shows again. */
  private followVisibility(): void {
    if (!this.ctx) return;
    const op = this.win?.document.hidden ? this.ctx.suspend() : this.ctx.resume();
    op.catch(() => {});
  }
}
