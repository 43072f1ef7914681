/**
 * The table's animation timing: a table that falls behind (phones play faster than it animates) makes
 * what plays out now jump to its end, and a hurry of 0 applies the next moves at once.
 */
import { describe, expect, it } from 'vitest';
import { Animator } from '../../src/renderer/table/anim';

describe('Animator', () => {
  it('finishAll lands every running tween at its end and settles what waits on it', async () => {
    const anim = new Animator();
    const a = { x: 0 };
    const b = { alpha: 1 };
    let done = 0;
    const moving = Promise.all([anim.to(a, { x: 100, duration: 30 }), anim.to(b, { alpha: 0, duration: 2, delay: 20, yoyo: true, repeat: 3 }), anim.wait(60)]).then(() => done++);
    expect(anim.running).toBe(3);
    anim.finishAll();
    await moving;
    expect(done).toBe(1);
    expect(a.x).toBe(100);
    // a yoyo repeated an odd number of times ends where it began
    expect(b.alpha).toBe(1);
    expect(anim.running).toBe(0);
  });

  it('a hurry of 0 plays at once whatever the speed', async () => {
    const anim = new Animator();
    anim.setSpeed('slow');
    anim.setHurry(0);
    const a = { x: 0 };
    await anim.to(a, { x: 5, duration: 100 });
    await anim.wait(100);
    expect(a.x).toBe(5);
    expect(anim.running).toBe(0);
  });
});
