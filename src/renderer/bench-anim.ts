/**
 * Animation benchmark, opened as `?bench=draker-anim` with a game put at `window.__cardTableAnimGame`
 * (src/cli/animation-game.ts; `npm run bench:web -- --animation` does both): the Draker game's updates
 * played through the table's own scene and its grouping of events (table/event-groups.ts) at normal
 * speed, on a planned clock: every tween lands at once and only its planned seconds are counted, so the
 * figures are the same on any machine. `&together=0` plays every event one after another (as before
 * independent events were grouped). Figures at `window.__cardTableBench`.
 */
import type { DrakerEvent, DrakerView } from '../common/games/draker';
import { DrakerScene } from './games/draker/scene';
import { drakerTogether } from './games/draker/together';
import type { Interaction } from './games/draker/board';
import { Animator } from './table/anim';
import { groupEvents, playGrouped } from './table/event-groups';
import { PlannedClock } from './table/planned-clock';
import { createStage } from './table/stage';

export interface AnimBenchGame {
  players: number;
  first: DrakerView;
  updates: { seat: number; events: DrakerEvent[]; view: DrakerView }[];
}

export interface AnimBenchResult {
  done: boolean;
  error?: string;
  /** Planned seconds of the opening deal. */
  dealSeconds: number;
  /** Planned seconds of animation per round, in order. */
  roundSeconds: number[];
  /** The longest single update (one move's animation, one wait for the person). */
  longestUpdateSeconds: number;
  totalSeconds: number;
  /** Planned seconds by event type (a run played together counts for its type). */
  byEvent: Record<string, number>;
}

declare global {
  interface Window {
    __cardTableAnimGame?: AnimBenchGame;
    __cardTableAnimBench?: Readonly<AnimBenchResult>;
  }
}

const noInteraction = (): Interaction => ({ cards: new Set(), selected: [], combos: new Set(), seats: new Set(), entries: new Set() });
const round2 = (x: number): number => Math.round(x * 100) / 100;

export async function runAnimBench(loadFonts: () => Promise<void>, publish: (r: AnimBenchResult) => void): Promise<void> {
  const game = window.__cardTableAnimGame;
  if (!game) throw new Error('No game to play out: window.__cardTableAnimGame is not set.');
  const together = new URLSearchParams(location.search).get('together') !== '0';
  await loadFonts();
  const app = await createStage(document.getElementById('stage')!);
  // nothing needs drawing: only the planned seconds are counted
  app.ticker.stop();
  const appRoot = document.getElementById('app')!;
  document.title = 'Card Table: draker-anim';
  document.body.classList.add('at-table');
  appRoot.replaceChildren();
  const board = document.createElement('div');
  board.style.cssText = 'position:absolute;inset:0;pointer-events:none';
  appRoot.appendChild(board);

  const anim = new Animator();
  anim.setSpeed('normal');
  const clock = new PlannedClock();
  anim.plan(clock);
  const scene = new DrakerScene(app, board, anim, {
    seatName: (seat) => `P${seat + 1}`,
    onCard: () => undefined,
    onCombo: () => undefined,
    onSeat: () => undefined,
    onStackEntry: () => undefined,
    onControlsRect: () => undefined,
  });
  scene.sync(game.first, noInteraction());
  await clock.run(scene.deal(game.first));
  const dealSeconds = clock.now;
  const rounds: number[] = [];
  let longest = 0;
  const byEvent: Record<string, number> = {};
  let round = game.first.round;
  for (const u of game.updates) {
    const start = clock.now;
    for (const run of groupEvents(u.events, together ? drakerTogether : undefined)) {
      const at = clock.now;
      await clock.run(playGrouped(run, { announce: () => undefined, play: (ev) => scene.play(ev), wait: (s) => anim.wait(s), stopped: () => false, together: together ? drakerTogether : undefined }));
      byEvent[run[0]!.type] = round2((byEvent[run[0]!.type] ?? 0) + clock.now - at);
    }
    scene.sync(u.view, noInteraction());
    const spent = clock.now - start;
    // an update is counted in the round it was played in (a round's last laydown deals the next)
    rounds[round - 1] = (rounds[round - 1] ?? 0) + spent;
    longest = Math.max(longest, spent);
    round = u.view.round;
  }
  scene.destroy();
  publish({ done: true, dealSeconds: round2(dealSeconds), roundSeconds: rounds.map((s) => round2(s ?? 0)), longestUpdateSeconds: round2(longest), totalSeconds: round2(clock.now), byEvent });
}
