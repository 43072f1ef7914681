/**
 * The table's pace: runs of independent events play out together (Draker's blocks, discards, resolved
 * entries), measured on the planned clock; "Skip to my turn" applies everything up to the player's turn
 * at once and the log keeps every line, as when watching.
 */
import { describe, expect, it } from 'vitest';
import type { DrakerEvent } from '../../src/common/games/draker';
import { drakerTogether } from '../../src/renderer/games/draker/together';
import { AnimationQueue, Animator } from '../../src/renderer/table/anim';
import { GROUP_STAGGER, groupEvents, playGrouped, type Together } from '../../src/renderer/table/event-groups';
import { PlannedClock } from '../../src/renderer/table/planned-clock';
import { Playback } from '../../src/renderer/table/playback';

const blocked = (seat: number): DrakerEvent => ({ type: 'blocked', seat, amount: 3, combo: 1, defenceLeft: 2, damage: 0 }) as DrakerEvent;
const discard = (id: string): DrakerEvent => ({ type: 'discard', seat: 1, from: 'pool', card: { id } }) as unknown as DrakerEvent;
const resolve = (entry: number): DrakerEvent => ({ type: 'resolve', entry }) as DrakerEvent;
const lifeLost = (seat: number): DrakerEvent => ({ type: 'lifeLost', seat, amount: 1, life: 9 }) as DrakerEvent;

/** One event's animation as the Draker scene plays a block: a bolt, then a flash (two tweens, 0.85 s). */
async function playOne(anim: Animator): Promise<void> {
  const o = { x: 0, alpha: 1 };
  await anim.to(o, { x: 10, duration: 0.55 });
  await anim.to(o, { alpha: 0, duration: 0.3 });
}

/** Planned seconds to play `events` at normal speed, with or without the grouping. */
async function plannedSeconds(events: DrakerEvent[], together?: Together<DrakerEvent>): Promise<{ seconds: number; announced: DrakerEvent[] }> {
  const anim = new Animator();
  const clock = new PlannedClock();
  anim.plan(clock);
  const announced: DrakerEvent[] = [];
  await clock.run(playGrouped(events, { announce: (ev) => announced.push(ev), play: () => playOne(anim), wait: (s) => anim.wait(s), stopped: () => false, together }));
  return { seconds: clock.now, announced };
}

describe('events played out together', () => {
  it("Draker's runs: blocks, discards and resolved entries join their own kind; what a resolved entry does ends the run", () => {
    const events = [blocked(1), blocked(1), blocked(2), discard('a'), discard('b'), resolve(1), resolve(2), lifeLost(0), discard('c'), resolve(3)];
    expect(groupEvents(events, drakerTogether).map((run) => run.map((e) => e.type))).toEqual([
      ['blocked', 'blocked', 'blocked'],
      ['discard', 'discard'],
      ['resolve', 'resolve'],
      ['lifeLost'],
      ['discard'],
      ['resolve'],
    ]);
    // without a rule every event is its own run
    expect(groupEvents(events).every((run) => run.length === 1)).toBe(true);
  });

  it("Draker's one motions: a declaration with its pushes, a life lost with the next hit, an entry's effect with the next entry, the common card with the draws", () => {
    const declare = (seat: number): DrakerEvent => ({ type: 'declare', seat, combo: seat, kind: 'ATT', cards: ['a', 'b'], base: 2, mult: 1, value: 2 }) as DrakerEvent;
    const push = (owner: number): DrakerEvent => ({ type: 'push', stack: 'main', entry: { owner } }) as unknown as DrakerEvent;
    const draw = (seat: number): DrakerEvent => ({ type: 'draw', seat }) as DrakerEvent;
    const token: DrakerEvent = { type: 'token', card: 'a', tokens: 1 };
    const common = { type: 'commonCard', card: { id: 'c' } } as unknown as DrakerEvent;
    const cancel = { type: 'cancel', entry: 4, by: 1 } as DrakerEvent;
    const runs = (events: DrakerEvent[]): string[][] => groupEvents(events, drakerTogether).map((run) => run.map((e) => e.type));
    // one action's declarations and what their icons push; another seat's push is its own step
    expect(runs([declare(1), declare(1), push(1), push(1), push(2), declare(2)])).toEqual([['declare', 'declare', 'push', 'push'], ['push'], ['declare']]);
    // a push does not draw the next declaration in: that declaration is a motion of its own
    expect(runs([push(1), declare(1)])).toEqual([['push'], ['declare']]);
    // the next hit flies while the life lost shows; a life is never lost before its own hit lands
    expect(runs([blocked(1), lifeLost(1), blocked(1), lifeLost(1), blocked(2)])).toEqual([['blocked'], ['lifeLost', 'blocked'], ['lifeLost', 'blocked']]);
    // the next entry rises while a resolved entry draws, adds a token or takes a life; after a cancel it waits
    expect(runs([resolve(1), draw(0), resolve(2), token, resolve(3), lifeLost(2), resolve(4), cancel, resolve(5)])).toEqual([
      ['resolve'],
      ['draw', 'resolve'],
      ['token', 'resolve'],
      ['lifeLost', 'resolve'],
      ['cancel'],
      ['resolve'],
    ]);
    expect(runs([common, draw(1), draw(2), lifeLost(0)])).toEqual([['commonCard', 'draw', 'draw'], ['lifeLost']]);
  });

  it('six blocks together take far less than six times one, and each still starts in order', async () => {
    const six = [1, 2, 3, 4, 5, 6].map(blocked);
    const one = await plannedSeconds([blocked(1)], drakerTogether);
    const oneByOne = await plannedSeconds(six);
    const together = await plannedSeconds(six, drakerTogether);
    expect(one.seconds).toBeCloseTo(0.85, 5);
    expect(oneByOne.seconds).toBeCloseTo(6 * 0.85, 5);
    // the last starts five staggers after the first and plays its own length
    expect(together.seconds).toBeCloseTo(0.85 + 5 * GROUP_STAGGER, 5);
    expect(together.seconds).toBeLessThan(2 * one.seconds);
    expect(together.announced).toEqual(six);
  });

  it('the planned clock counts a repeated tween once per repeat and a delay before it', async () => {
    const anim = new Animator();
    const clock = new PlannedClock();
    anim.plan(clock);
    const o = { x: 0 };
    await clock.run(anim.to(o, { x: 5, duration: 0.05, delay: 0.2, yoyo: true, repeat: 5 }));
    expect(clock.now).toBeCloseTo(0.2 + 0.05 * 6, 5);
    anim.setSpeed('slow');
    await clock.run(anim.wait(1));
    expect(clock.now).toBeCloseTo(0.5 + 1.7, 5);
  });
});

describe('Skip to my turn', () => {
  /** A table's queue in small: each update logs its events' lines and plays them through the Animator. */
  function table(skipAfter: number | null) {
    const anim = new Animator();
    const queue = new AnimationQueue();
    const playback = new Playback(anim, queue);
    const log: string[] = [];
    const hurries: number[] = [];
    let played = 0;
    const push = (name: string, events: DrakerEvent[], humanTurn: boolean): void =>
      queue.push(async () => {
        playback.begin(false);
        hurries.push(anim.seconds(1));
        await playGrouped(events, {
          announce: (ev) => log.push(`${name}: ${ev.type}`),
          play: async () => {
            played++;
            if (played === skipAfter) playback.skipToTurn();
            await playOne(anim);
          },
          wait: (s) => anim.wait(s),
          stopped: () => false,
          together: drakerTogether,
        });
        if (queue.backlog === 0) playback.settled(humanTurn);
      });
    return { anim, queue, playback, log, hurries, push };
  }

  const bots = (t: ReturnType<typeof table>): void => {
    t.push('bot 1', [blocked(0), blocked(0), lifeLost(0)], false);
    t.push('bot 2', [discard('a'), discard('b'), resolve(1), resolve(2)], false);
    t.push('bot 3', [resolve(3), lifeLost(0)], true);
  };

  const idle = (q: AnimationQueue): Promise<void> => new Promise((done) => (q.busy ? q.onIdle(done) : done()));

  it('leaves the same log as watching, at once, and plays the next turn at full length again', async () => {
    const watched = table(null);
    // watching at a fast pace (the lines do not depend on the speed)
    watched.anim.setSpeed('fast');
    bots(watched);
    const skipped = table(1);
    bots(skipped);
    const done: string[] = [];
    await Promise.all([idle(watched.queue).then(() => done.push('watched')), idle(skipped.queue).then(() => done.push('skipped'))]);
    expect(done).toEqual(['skipped', 'watched']);
    expect(skipped.log).toEqual(watched.log);
    expect(skipped.log).toHaveLength(9);
    // skipping from the first event: what was queued did not wait for its tweens
    expect(skipped.hurries.slice(1)).toEqual([0, 0]);
    expect(skipped.playback.skippingToTurn).toBe(false);
    // the player's turn came: the next moves play at full length
    skipped.playback.begin(false);
    expect(skipped.anim.seconds(1)).toBe(1);
  });

  it('goes on skipping updates that come after the queue ran dry, until the table waits for the player', async () => {
    const t = table(1);
    t.push('bot 1', [blocked(0)], false);
    await idle(t.queue);
    expect(t.playback.skippingToTurn).toBe(true);
    t.push('bot 2', [discard('a')], true);
    await idle(t.queue);
    expect(t.hurries).toEqual([1, 0]);
    expect(t.playback.skippingToTurn).toBe(false);
    expect(t.log).toEqual(['bot 1: blocked', 'bot 2: discard']);
  });
});
