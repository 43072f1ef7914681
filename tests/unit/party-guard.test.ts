/** The party listener's guard (src/main/web/guard.ts) on a fake clock: who waits, how long, and what clears it. */
import { describe, expect, it } from 'vitest';
import { FrameLimit, GUESS_FREE, GuessGuard } from '../../src/main/web/guard';

const guard = () => new GuessGuard({ firstDelayMs: 250, maxDelayMs: 30_000, now: () => 0, sleep: async () => {} });

describe('the guesser guard', () => {
  it('slows an address after its free wrong codes, doubling to a cap; other addresses are untouched', () => {
    const g = guard();
    for (let i = 0; i < GUESS_FREE; i++) g.wrong('10.0.0.2');
    expect(g.delayFor('10.0.0.2')).toBe(250);
    g.wrong('10.0.0.2');
    expect(g.delayFor('10.0.0.2')).toBe(500);
    for (let i = 0; i < 20; i++) g.wrong('10.0.0.2');
    expect(g.delayFor('10.0.0.2')).toBe(30_000);
    expect(g.delayFor('10.0.0.3')).toBe(0);
  });

  it('a right code forgives guesses, but a phone that floods and rejoins with its right code still waits longer each time', () => {
    const g = guard();
    for (let i = 0; i < GUESS_FREE + 3; i++) g.wrong('10.0.0.2');
    g.right('10.0.0.2');
    expect(g.delayFor('10.0.0.2')).toBe(0);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      g.flooded('10.0.0.4');
      g.right('10.0.0.4'); // it rejoins with its own seat's cookie
      waits.push(g.delayFor('10.0.0.4'));
    }
    expect(waits[0]).toBe(0);
    expect(waits[1]).toBeGreaterThan(0);
    expect(waits[3]).toBeGreaterThan(waits[2]!);
  });

  it('only one request per slowed address waits; the others are refused unread', async () => {
    let release = () => {};
    const g = new GuessGuard({ now: () => 0, sleep: () => new Promise<void>((ok) => (release = ok)) });
    for (let i = 0; i < GUESS_FREE; i++) g.wrong('10.0.0.2');
    const first = g.admit('10.0.0.2');
    expect(await g.admit('10.0.0.2')).toBe(false);
    expect(await g.admit('10.0.0.9')).toBe(true);
    release();
    expect(await first).toBe(true);
  });
});

describe('the frame limit', () => {
  it('answers a burst, drops beyond it, refills with time, and closes a connection that keeps flooding', () => {
    let now = 0;
    const limit = new FrameLimit(20, 8, 40, () => now);
    for (let i = 0; i < 20; i++) expect(limit.take()).toBe('ok');
    expect(limit.take()).toBe('drop');
    expect(limit.firstDrop).toBe(true);
    now += 250; // two frames' worth
    expect(limit.take()).toBe('ok');
    expect(limit.take()).toBe('ok');
    const verdicts = Array.from({ length: 41 }, () => limit.take());
    expect(verdicts.slice(0, 40).every((v) => v === 'drop')).toBe(true);
    expect(verdicts[40]).toBe('close');
  });
});
