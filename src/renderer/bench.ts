/**
 * Renderer benchmark, opened as `?bench=flip100&seconds=N`: the Klepka Football table with all 100 cards
 * of a default deal, each turning face up and face down again over and over (staggered), through the
 * game's own scene, art and tweens at normal speed. Frames are counted with requestAnimationFrame and
 * the figures are published read-only at `window.__cardTableBench`. `?bench=draker-anim` counts the
 * planned seconds of a Draker game's animations instead (bench-anim.ts).
 */
import type { FootballCard, FootballEvent, FootballView, PrizeKind } from '../common/games/football';
import { FootballScene } from './games/football/scene';
import { Animator } from './table/anim';
import { createStage } from './table/stage';

export interface BenchResult {
  done: boolean;
  frames: number;
  seconds: number;
  fps: number;
  p95FrameMs: number;
  worstFrameMs: number;
  renderer: 'webgl' | 'webgpu' | 'canvas';
  /** Set only when the benchmark could not run. */
  error?: string;
}

declare global {
  interface Window {
    __cardTableBench?: Readonly<BenchResult>;
  }
}

const ROWS = 10;
const COLS = 10;
/** Seconds between the starts of neighbouring cards, so the flips run as a wave over the grid. */
const STAGGER = 0.012;

let published: Readonly<BenchResult> = Object.freeze({ done: false, frames: 0, seconds: 0, fps: 0, p95FrameMs: 0, worstFrameMs: 0, renderer: 'webgl' });

function publish(result: BenchResult): void {
  published = Object.freeze({ ...result });
}

/** The 100 cards of the default deck: 44 footballers twice (12/12/10/6/4 of them worth 1..5 points) and 12 prize cards. */
function benchDeck(): FootballCard[] {
  const byPoints = [12, 12, 10, 6, 4];
  const cards: FootballCard[] = [];
  let n = 1;
  byPoints.forEach((count, i) => {
    for (let k = 0; k < count; k++, n++) {
      for (const copy of [1, 2]) cards.push({ id: `fb${String(n).padStart(2, '0')}-${copy}`, kind: 'footballer', footballer: n, points: i + 1 });
    }
  });
  const prizes: Array<[PrizeKind, number]> = [['yellow', 4], ['red', 2], ['var', 3], ['playGame', 3]];
  for (const [prize, count] of prizes) for (let k = 1; k <= count; k++) cards.push({ id: `${prize}-${k}`, kind: 'prize', prize });
  // A fixed shuffle, so neighbours differ and every run draws the same table.
  let seed = 20250101;
  for (let i = cards.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

function faceDownView(cellCount: number): FootballView {
  return {
    viewer: 'spectator',
    rows: ROWS,
    cols: COLS,
    cells: Array.from({ length: cellCount }, () => ({ faceUp: false as const })),
    footballerPoints: [],
    players: [],
    active: 0,
    phase: 'start',
    continuation: false,
    varUsedThisTurn: false,
    turnEnding: false,
    reactionWindow: null,
    peek: null,
    match: null,
    discard: [],
    faceDownCount: cellCount,
    outcome: null,
  };
}

function rendererName(type: number): BenchResult['renderer'] {
  if (type === 2) return 'webgpu';
  if (type === 4) return 'canvas';
  return 'webgl';
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

export async function runBench(name: string, loadFonts: () => Promise<void>): Promise<void> {
  Object.defineProperty(window, '__cardTableBench', { get: () => published, enumerable: true, configurable: false });
  try {
    if (name === 'draker-anim') {
      const { runAnimBench } = await import('./bench-anim');
      return await runAnimBench(loadFonts, (r) => Object.defineProperty(window, '__cardTableAnimBench', { value: Object.freeze(r), configurable: false }));
    }
    if (name !== 'flip100') throw new Error(`Unknown benchmark "${name}"; the ones there are: flip100, draker-anim.`);
    const asked = Number(new URLSearchParams(location.search).get('seconds') ?? 5);
    const seconds = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 600) : 5;
    await flip100(seconds, loadFonts);
  } catch (err) {
    console.error(err);
    publish({ ...published, done: true, error: err instanceof Error ? err.message : String(err) });
  }
}

async function flip100(seconds: number, loadFonts: () => Promise<void>): Promise<void> {
  const appRoot = document.getElementById('app')!;
  await loadFonts();
  const app = await createStage(document.getElementById('stage')!);
  const renderer = rendererName(app.renderer.type);
  publish({ ...published, renderer });

  document.title = 'Card Table: flip100';
  document.body.classList.add('at-table');
  appRoot.replaceChildren();
  appRoot.dataset.screen = 'table';
  const board = document.createElement('div');
  board.style.cssText = 'position:absolute;inset:0;pointer-events:none';
  appRoot.appendChild(board);

  const anim = new Animator();
  const scene = new FootballScene(app, board, anim, {
    seatAnchor: () => null,
    seatName: () => '',
    flashSeat: () => undefined,
    onCell: () => undefined,
  });
  const deck = benchDeck();
  const view = faceDownView(deck.length);
  scene.layout();
  scene.sync(view, { enabled: new Set(), selected: new Set() });

  const flip = (cell: number): FootballEvent => ({ type: 'flip', seat: 0, cell, card: deck[cell]! });
  const hide = (cell: number): FootballEvent => ({ type: 'hide', cells: [cell] });

  // Draw every face once (instantly) so the run measures flipping, not the first drawing of the art.
  anim.setSpeed('instant');
  for (let cell = 0; cell < deck.length; cell++) {
    await scene.play(flip(cell), view);
    await scene.play(hide(cell), view);
  }
  anim.setSpeed('normal');
  await nextFrame();
  await nextFrame();

  const deltas: number[] = [];
  let running = true;
  const start = await nextFrame();
  const endAt = start + seconds * 1000;
  let last = start;
  let end = start;
  const cycles = deck.map(async (_card, cell) => {
    await anim.wait(cell * STAGGER);
    while (running) {
      await scene.play(flip(cell), view);
      if (!running) break;
      await scene.play(hide(cell), view);
    }
  });
  await new Promise<void>((resolve) => {
    const tick = (now: number): void => {
      deltas.push(now - last);
      last = now;
      end = now;
      if (now >= endAt) {
        resolve();
        return;
      }
      publish({ ...published, frames: deltas.length, seconds: round((now - start) / 1000, 3) });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  running = false;
  anim.killAll();
  await Promise.all(cycles);

  const elapsed = (end - start) / 1000;
  const sorted = [...deltas].sort((a, b) => a - b);
  publish({
    done: true,
    frames: deltas.length,
    seconds: round(elapsed, 3),
    fps: round(elapsed > 0 ? deltas.length / elapsed : 0, 1),
    p95FrameMs: round(quantile(sorted, 0.95)),
    worstFrameMs: round(sorted[sorted.length - 1] ?? 0),
    renderer,
  });
}
