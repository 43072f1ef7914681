/**
 * The table's animation timing: a table that falls behind (phones play faster than it animates) makes
 * what plays out now jump to its end, and a hurry of 0 applies the next moves at once.
 */
import { describe, expect, it } from 'vitest';
import { Animator, REDUCED_FADE, planReduced } from '../../src/renderer/table/anim';

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

describe('reduced motion', () => {
  it('a card flight becomes an alpha fade of at most 200 ms with no position change during it', () => {
    const holder = { x: 10, y: 20, rotation: 0, alpha: 1 };
    const plan = planReduced(holder, { x: 400, y: 300, duration: 0.42, delay: 0.1, ease: 'power2.inOut' }, 0.42);
    expect(plan.set).toEqual({ x: 400, y: 300 });
    expect(plan.fade).not.toBeNull();
    expect(plan.fade!.duration).toBeLessThanOrEqual(REDUCED_FADE);
    expect(plan.fade!.to).toBe(1);
    expect(plan.fade!.from).toBeLessThan(1);
  });

  it('a deal that fades in keeps its own alpha target; a scale alone jumps; an out-and-back swing sets nothing', () => {
    expect(planReduced({ x: 0, alpha: 0 }, { x: 5, rotation: 0, alpha: 1, duration: 0.38 }, 0.38)).toEqual({ set: { x: 5, rotation: 0 }, fade: { from: 0, to: 1, duration: 0.2 } });
    expect(planReduced({ x: 1, y: 1 }, { x: 0.45, y: 0.45, duration: 0.5 }, 0.5)).toEqual({ set: { x: 0.45, y: 0.45 }, fade: null });
    expect(planReduced({ rotation: 0, alpha: 1 }, { rotation: 0.3, duration: 0.2, yoyo: true, repeat: 1 }, 0.2)).toEqual({ set: {}, fade: null });
  });

  it('the Animator moves nothing while the fade runs, and lands everything at its end', async () => {
    const anim = new Animator();
    anim.setReducedMotion(true);
    const card = { x: 0, y: 0, alpha: 1 };
    const seen: Array<{ x: number; y: number; alpha: number }> = [];
    const ticker = setInterval(() => seen.push({ ...card }), 10);
    const started = performance.now();
    await anim.to(card, { x: 300, y: 120, duration: 2, ease: 'power2.inOut' });
    clearInterval(ticker);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(card).toMatchObject({ x: 300, y: 120, alpha: 1 });
    // every frame seen shows the card already where it goes (only its alpha changes)
    expect(seen.every((s) => s.x === 300 && s.y === 120)).toBe(true);
    expect(seen.some((s) => s.alpha < 1)).toBe(true);
  });

  it('instant speed still wins over the fade', async () => {
    const anim = new Animator();
    anim.setReducedMotion(true);
    anim.setSpeed('instant');
    const card = { x: 0, alpha: 1 };
    const p = anim.to(card, { x: 9, duration: 1 });
    expect(anim.running).toBe(0);
    await p;
    expect(card).toMatchObject({ x: 9, alpha: 1 });
  });
});
