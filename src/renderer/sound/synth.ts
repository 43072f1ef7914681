/**
 * The table's sounds, synthesised with Web Audio from the recipes below (no sound files): each sound
 * is a few short voices (a tone with a pitch glide, or a filtered noise burst) under a soft envelope.
 * Frequent sounds have variants (small pitch and length shifts) played in turn so they do not grate.
 */

export const SOUND_NAMES = [
  'deal', 'draw', 'flip', 'place', 'pile', 'shuffle', 'pair', 'combo', 'medal', 'die',
  'yellow', 'red', 'demand', 'lifeLost', 'effect', 'fanfare', 'results', 'tick',
] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** One voice: a tone (`wave`) or a band of noise (`noise`, centred on `freq`), starting `at` seconds in. */
export interface Voice {
  wave: OscillatorType | 'noise';
  freq: number;
  /** Pitch the tone glides to by its end. */
  toFreq?: number;
  at: number;
  dur: number;
  gain: number;
}

const tone = (wave: OscillatorType, freq: number, at: number, dur: number, gain: number, toFreq?: number): Voice => ({ wave, freq, at, dur, gain, toFreq });
const noise = (freq: number, at: number, dur: number, gain: number): Voice => ({ wave: 'noise', freq, at, dur, gain });
/** Notes of a chord or an arpeggio, `step` seconds apart. */
const notes = (wave: OscillatorType, freqs: number[], step: number, dur: number, gain: number): Voice[] => freqs.map((f, i) => tone(wave, f, i * step, dur, gain));

const C5 = 523.25, E5 = 659.25, G5 = 783.99, C6 = 1046.5, A4 = 440, F4 = 349.23;

/** Every sound's voices; `v` picks the variant (0, 1, 2, ...). */
const RECIPES: Record<SoundName, (v: number) => Voice[]> = {
  deal: (v) => [noise(3200 + v * 300, 0, 0.07, 0.5), noise(2400, 0.02, 0.05, 0.25)],
  draw: (v) => [noise(2600 - v * 200, 0, 0.09, 0.4)],
  flip: (v) => [noise(4000 + v * 400, 0, 0.05, 0.45), tone('sine', 900 + v * 60, 0.02, 0.05, 0.12, 700)],
  place: (v) => [noise(1400 + v * 150, 0, 0.06, 0.55), tone('sine', 220 + v * 15, 0, 0.08, 0.25, 160)],
  pile: () => [noise(1800, 0, 0.08, 0.4), noise(1500, 0.06, 0.08, 0.35), noise(1200, 0.12, 0.1, 0.3)],
  shuffle: () => [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3].map((at, i) => noise(2200 + (i % 3) * 500, at, 0.06, 0.35)),
  pair: () => notes('triangle', [E5, G5], 0.08, 0.18, 0.3),
  combo: () => notes('triangle', [C5, E5, G5, C6], 0.06, 0.2, 0.28),
  medal: () => [...notes('sine', [G5, C6], 0.1, 0.35, 0.3), tone('triangle', 2093, 0.2, 0.3, 0.08)],
  die: () => [0, 0.07, 0.15, 0.24].map((at, i) => noise(1000 + i * 250, at, 0.04, 0.5)),
  yellow: () => [tone('triangle', 880, 0, 0.15, 0.3), tone('triangle', 880, 0.2, 0.15, 0.25)],
  red: () => [tone('triangle', A4, 0, 0.22, 0.32, 330), tone('sine', 220, 0, 0.3, 0.2, 165)],
  demand: () => [tone('triangle', F4, 0, 0.12, 0.3), tone('triangle', A4, 0.12, 0.2, 0.3)],
  lifeLost: () => [tone('sine', 392, 0, 0.35, 0.32, 196)],
  effect: (v) => [tone('sine', 660 + v * 40, 0, 0.25, 0.22, 990 + v * 60), noise(6000, 0.05, 0.15, 0.1)],
  fanfare: () => [...notes('triangle', [C5, E5, G5], 0.12, 0.18, 0.3), ...notes('triangle', [C6, G5 * 2], 0, 0.6, 0.22).map((x) => ({ ...x, at: 0.36 }))],
  results: () => notes('sine', [G5, E5, C5], 0.14, 0.3, 0.25),
  tick: (v) => [tone('sine', 1500 + v * 100, 0, 0.03, 0.12)],
};

/** How many variants each sound has (the frequent ones have several). */
export const VARIANTS: Partial<Record<SoundName, number>> = { deal: 3, draw: 3, flip: 4, place: 4, effect: 2, tick: 2 };

/** The voices of `name`'s variant `v`, with every time scaled by `timeScale` (shorter at fast speed). */
export function voicesOf(name: SoundName, v: number, timeScale: number): Voice[] {
  return RECIPES[name](v).map((x) => ({ ...x, at: x.at * timeScale, dur: x.dur * timeScale }));
}

/** Schedules `voices` on `ctx` into `out`, starting now; nothing is awaited. */
export function schedule(ctx: BaseAudioContext, out: AudioNode, voices: Voice[]): void {
  const now = ctx.currentTime;
  for (const x of voices) {
    const start = now + x.at;
    const end = start + x.dur;
    const env = ctx.createGain();
    // A quick attack and an exponential fall: soft edges, no clicks.
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(x.gain, start + Math.min(0.01, x.dur / 4));
    env.gain.exponentialRampToValueAtTime(0.0001, end);
    env.connect(out);
    let source: AudioScheduledSourceNode;
    if (x.wave === 'noise') {
      const buffer = ctx.createBuffer(1, Math.max(1, Math.ceil(ctx.sampleRate * x.dur)), ctx.sampleRate);
      const data = buffer.getChannelData(0);
      // A fixed pseudo-random sequence: the same noise every time.
      let seed = 12345;
      for (let i = 0; i < data.length; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        data[i] = seed / 0x3fffffff - 1;
      }
      const src = ctx.createBufferSource();
      src.buffer = buffer;
      const band = ctx.createBiquadFilter();
      band.type = 'bandpass';
      band.frequency.value = x.freq;
      band.Q.value = 1.2;
      src.connect(band).connect(env);
      source = src;
    } else {
      const osc = ctx.createOscillator();
      osc.type = x.wave;
      osc.frequency.setValueAtTime(x.freq, start);
      if (x.toFreq) osc.frequency.exponentialRampToValueAtTime(x.toFreq, end);
      osc.connect(env);
      source = osc;
    }
    source.start(start);
    source.stop(end + 0.02);
  }
}
