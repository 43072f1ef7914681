/** Small statistics for the sim and bench reports. */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for a proportion of `successes` in `n` trials (successes may be fractional:
 * a shared win counts 1/k). Unlike the normal approximation it stays inside [0, 1] and is sound for
 * small n and for proportions near 0 or 1. n = 0 gives the uninformative [0, 1].
 */
export function wilsonInterval(successes: number, n: number, z = Z95): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At p = 0 or 1 the bound is exactly 0 or 1; say so rather than leave a rounding error.
  return { low: p <= 0 ? 0 : Math.max(0, centre - half), high: p >= 1 ? 1 : Math.min(1, centre + half) };
}

/** Nearest-rank percentile (q in (0, 1]) of ascending `sorted` samples; NaN when there are none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Summary {
  n: number;
  mean: number;
  /** The median. */
  p50: number;
  p95: number;
  max: number;
}

/** Count, mean, median (p50), p95 and maximum of `samples`, to `digits` significant digits (so a tiny time never rounds to 0). */
export function summarize(samples: readonly number[], digits = 4): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((a, b) => a + b, 0);
  const sig = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(digits)) : x);
  return {
    n: sorted.length,
    mean: sig(sorted.length ? total / sorted.length : NaN),
    p50: sig(percentile(sorted, 0.5)),
    p95: sig(percentile(sorted, 0.95)),
    max: sig(sorted.length ? sorted[sorted.length - 1]! : NaN),
  };
}

/** For each limit, how many of `samples` are at most it and their share (0 when there are no samples). */
export function atMost(samples: readonly number[], limits: readonly number[]): { limit: number; count: number; share: number }[] {
  return limits.map((limit) => {
    const count = samples.filter((x) => x <= limit).length;
    return { limit, count, share: samples.length ? round(count / samples.length, 4) : 0 };
  });
}

export function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
