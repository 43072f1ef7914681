/**
 * `npm run bench:web -- --animation [--seed N] [--json]`: how long a person watches a Draker table. For
 * a 2-player and a 6-player game of Normal bots (seat 0 stands for the person), the renderer's
 * `?bench=draker-anim` page plays every update through the table's scene at normal speed and sums the
 * planned seconds of its animations per round (deterministic), once with every event one after another
 * and once with independent events together (as the table plays them). The person's time is their
 * decisions at 6 s each plus the animations.
 */
import type { Browser } from '@playwright/test';
import type { AnimBenchResult } from '../renderer/bench-anim';
import { animationGame } from './animation-game';

/** Seconds a person is taken to spend on one decision. */
export const DECISION_SECONDS = 6;
const PLAYERS = [2, 6] as const;
const VIEWPORT = { width: 1280, height: 800 };

export interface AnimationRun {
  dealSeconds: number;
  roundSeconds: number[];
  meanRoundSeconds: number;
  maxRoundSeconds: number;
  longestUpdateSeconds: number;
  totalSeconds: number;
  /** Decisions × DECISION_SECONDS plus every animation, in minutes. */
  personMinutes: number;
}

export interface AnimationFigures {
  players: number;
  seed: number;
  rounds: number;
  moves: number;
  decisions: number;
  oneByOne: AnimationRun;
  together: AnimationRun;
}

const r1 = (x: number): number => Math.round(x * 10) / 10;

async function playOut(browser: Browser, baseUrl: string, game: ReturnType<typeof animationGame>, together: boolean): Promise<AnimBenchResult> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    await context.addInitScript((g) => {
      window.__cardTableAnimGame = g;
    }, { players: game.players, first: game.first, updates: game.updates });
    const page = await context.newPage();
    await page.goto(`${baseUrl}&bench=draker-anim&together=${together ? 1 : 0}`);
    await page.waitForFunction(() => window.__cardTableAnimBench?.done === true || !!window.__cardTableBench?.error, undefined, { timeout: 600_000, polling: 250 });
    const failed = await page.evaluate(() => window.__cardTableBench?.error);
    if (failed) throw new Error(`The draker-anim page failed: ${failed}`);
    return await page.evaluate(() => ({ ...window.__cardTableAnimBench! }));
  } finally {
    await context.close();
  }
}

function run(r: AnimBenchResult, decisions: number): AnimationRun {
  const rounds = r.roundSeconds;
  const sum = rounds.reduce((a, b) => a + b, 0);
  return {
    dealSeconds: r.dealSeconds,
    roundSeconds: rounds,
    meanRoundSeconds: r1(sum / Math.max(1, rounds.length)),
    maxRoundSeconds: r1(Math.max(0, ...rounds)),
    longestUpdateSeconds: r1(r.longestUpdateSeconds),
    totalSeconds: r1(r.totalSeconds),
    personMinutes: r1((decisions * DECISION_SECONDS + r.totalSeconds) / 60),
  };
}

export async function animationReport(browser: Browser, baseUrl: string, seed: number, say: (line: string) => void): Promise<AnimationFigures[]> {
  const out: AnimationFigures[] = [];
  for (const players of PLAYERS) {
    const game = animationGame(players, seed);
    say(`draker-anim: ${players} players, seed ${seed}: ${game.updates.length} moves, ${game.rounds} rounds...`);
    const oneByOne = run(await playOut(browser, baseUrl, game, false), game.decisions);
    const together = run(await playOut(browser, baseUrl, game, true), game.decisions);
    out.push({ players, seed, rounds: game.rounds, moves: game.updates.length, decisions: game.decisions, oneByOne, together });
  }
  return out;
}

export function formatAnimationReport(figures: AnimationFigures[]): string {
  const lines = ['Draker at normal speed, Normal bots, seat 0 the person (planned seconds of animation, not wall time)', ''];
  for (const f of figures) {
    lines.push(`${f.players} players, seed ${f.seed}: ${f.rounds} rounds, ${f.moves} moves, ${f.decisions} decisions of the person`);
    for (const [name, r] of [['one by one', f.oneByOne], ['together  ', f.together]] as const) {
      lines.push(
        `  ${name}: ${r.meanRoundSeconds} s a round (max ${r.maxRoundSeconds} s), longest wait ${r.longestUpdateSeconds} s, ` +
          `whole game ${r1(r.totalSeconds / 60)} min of animation; for a person ${r.personMinutes} min (decisions × ${DECISION_SECONDS} s + animation)`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
