/**
 * The table's announcer: lines that come together are one announcement, a flood keeps its first and
 * latest lines, a prompt is said at once. Time is a fake clock the test moves by hand.
 */
import { describe, expect, it } from 'vitest';
import { Announcer, type AnnounceClock } from '../../src/renderer/ui/announcer';

/** A clock whose time moves only when the test says; `run(ms)` fires what falls due. */
function fakeClock(): AnnounceClock & { run(ms: number): void; waiting(): number } {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    later: (fn, ms) => {
      due.set(next, { at: now + ms, fn });
      return next++;
    },
    cancel: (handle) => void due.delete(handle),
    run(ms) {
      const end = now + ms;
      for (;;) {
        const first = [...due.entries()].filter(([, d]) => d.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!first) break;
        due.delete(first[0]);
        now = first[1].at;
        first[1].fn();
      }
      now = end;
    },
    waiting: () => due.size,
  };
}

function setup(opts = { quietMs: 400, maxWaitMs: 1500, maxLines: 3 }) {
  const said: string[] = [];
  const clock = fakeClock();
  const announcer = new Announcer((text) => said.push(text), clock, opts);
  return { said, clock, announcer };
}

describe('Announcer', () => {
  it('says lines that come together as one announcement, once they stop coming', () => {
    const { said, clock, announcer } = setup();
    announcer.say('Petro flips A1: a 3-point footballer.');
    clock.run(100);
    announcer.say('Petro flips B2: the same footballer, a pair.');
    clock.run(399);
    expect(said).toEqual([]);
    clock.run(1);
    expect(said).toEqual(['Petro flips A1: a 3-point footballer. Petro flips B2: the same footballer, a pair.']);
    expect(clock.waiting()).toBe(0);
  });

  it('a whole bot turn of twenty lines is one announcement of its first and latest lines', () => {
    const { said, clock, announcer } = setup();
    for (let i = 1; i <= 20; i++) {
      announcer.say(`move ${i}`);
      clock.run(50);
    }
    clock.run(400);
    expect(said).toEqual(['move 1 … move 19 move 20']);
  });

  it('lines that never stop still come out every maxWaitMs, not never', () => {
    const { said, clock, announcer } = setup();
    for (let i = 1; i <= 40; i++) {
      announcer.say(`move ${i}`);
      clock.run(100);
    }
    // 4 seconds of a line every 100 ms: the batches close at 1.5 s and 3 s
    expect(said).toEqual(['move 1 … move 14 move 15', 'move 16 … move 29 move 30']);
    clock.run(400);
    expect(said).toHaveLength(3);
    expect(said[2]).toBe('move 31 … move 39 move 40');
  });

  it('a prompt is said at once with what waited, and nothing is said twice', () => {
    const { said, clock, announcer } = setup();
    announcer.say('Petro takes the pair.');
    announcer.say('Olena: play a card? 5 seconds to answer.', true);
    expect(said).toEqual(['Petro takes the pair. Olena: play a card? 5 seconds to answer.']);
    clock.run(5000);
    expect(said).toHaveLength(1);
  });

  it('blank lines and a line repeated at once are not said; clear forgets what waits', () => {
    const { said, clock, announcer } = setup();
    announcer.say('  ');
    clock.run(1000);
    expect(said).toEqual([]);
    announcer.say('Your turn');
    announcer.say('Your turn');
    clock.run(400);
    expect(said).toEqual(['Your turn']);
    announcer.say('Petro plays.');
    announcer.clear();
    clock.run(2000);
    expect(said).toEqual(['Your turn']);
    expect(clock.waiting()).toBe(0);
  });
});
