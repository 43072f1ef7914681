/**
 * Seeded random numbers kept as plain JSON inside game states (sfc32), so a state can be cloned,
 * hashed and saved, and the same seed always gives the same game.
 */
export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  return seedRngInto([0, 0, 0, 0], seed);
}

/** `seedRng` written into `st` (a search reseeds each sampled world's generator without a new array). */
export function seedRngInto(st: RngState, seed: number): RngState {
  // splitmix32 spreads a small integer seed over the four words
  let s = seed >>> 0;
  for (let i = 0; i < 4; i++) {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    st[i] = (z ^ (z >>> 16)) >>> 0;
  }
  // warm up
  for (let i = 0; i < 12; i++) nextUint32(st);
  return st;
}

/** Advances `st` in place and returns a 32-bit unsigned integer. Callers own the array they pass. */
export function nextUint32(st: RngState): number {
  // Read one by one, not destructured: this runs millions of times a second in searches.
  let a = st[0] >>> 0;
  let b = st[1] >>> 0;
  let c = st[2] >>> 0;
  let d = st[3] >>> 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  st[0] = a >>> 0; st[1] = b; st[2] = c; st[3] = d;
  return t;
}

/** Uniform integer in [0, n). */
export function nextInt(st: RngState, n: number): number {
  if (n <= 0) throw new Error('nextInt needs n > 0');
  return Math.floor((nextUint32(st) / 4294967296) * n);
}

export function nextFloat(st: RngState): number {
  return nextUint32(st) / 4294967296;
}

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(st: RngState, items: readonly T[]): T[] {
  return shuffleInPlace(st, items.slice());
}

/** Fisher-Yates shuffle of `items` itself (the same order `shuffled` gives); returns it. */
export function shuffleInPlace<T>(st: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(st, i + 1);
    const x = items[i];
    items[i] = items[j];
    items[j] = x;
  }
  return items;
}

/** A small mutable generator object for code that does not keep its randomness in a state (bots). */
export class Rng {
  private readonly st: RngState;
  constructor(seed: number | RngState) {
    this.st = typeof seed === 'number' ? seedRng(seed) : [...seed];
  }
  int(n: number): number { return nextInt(this.st, n); }
  float(): number { return nextFloat(this.st); }
  pick<T>(items: readonly T[]): T { return items[this.int(items.length)]; }
  shuffle<T>(items: readonly T[]): T[] { return shuffled(this.st, items); }
  shuffleInPlace<T>(items: T[]): T[] { return shuffleInPlace(this.st, items); }
  /** A fresh generator state drawn from this one (a sampled world's own RNG). */
  fork(): RngState { return seedRng(nextUint32(this.st)); }
  /** Copies the generator's state into `into`, so `restore` can replay the same numbers. */
  save(into: RngState): void { for (let i = 0; i < 4; i++) into[i] = this.st[i]; }
  restore(from: Readonly<RngState>): void { for (let i = 0; i < 4; i++) this.st[i] = from[i]; }
}

/** Mixes several integers into one seed (for per-seat, per-move bot seeds). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h ^= p >>> 0;
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= h >>> 15;
  }
  return h >>> 0;
}
