/** The places on the results screen: standing first (when a game gives one), then points, then the tie-break. */
import { describe, expect, it } from 'vitest';
import { placesOf } from '../../src/renderer/ui/results';

describe('results places', () => {
  it('orders by points, equal points and tie-break share a place', () => {
    expect(placesOf(4, { scores: [5, 9, 5, 1] })).toEqual([
      { seat: 1, place: 1 },
      { seat: 0, place: 2 },
      { seat: 2, place: 2 },
      { seat: 3, place: 4 },
    ]);
    expect(placesOf(3, { scores: [5, 5, 2], tiebreak: [1, 3, 0] }).map((p) => p.seat)).toEqual([1, 0, 2]);
  });

  it('a standing ranks before the points: who stayed in longer places higher whatever their life', () => {
    // Draker: Iryna fell in round 4 with -3 life, Olena in round 1 with -9, Taras in round 16 with -16, Maria still stands (round 17).
    const scores = [-9, -3, 20, -16];
    const standing = [1, 4, 17, 16];
    expect(placesOf(4, { scores }, standing)).toEqual([
      { seat: 2, place: 1 },
      { seat: 3, place: 2 },
      { seat: 1, place: 3 },
      { seat: 0, place: 4 },
    ]);
    // Fallen in the same round: by life; equal life too: a shared place.
    expect(placesOf(3, { scores: [-2, -5, -2] }, [3, 3, 3])).toEqual([
      { seat: 0, place: 1 },
      { seat: 2, place: 1 },
      { seat: 1, place: 3 },
    ]);
  });
});
