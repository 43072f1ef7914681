/**
 * Klepka Football bot (rules section 9). Difficulty is memory, not random blunders: each bot keeps a
 * memory of cells it has seen (public flips and its own VAR peeks), with a strength that decays on every
 * turn; recall succeeds with the strength as probability and may be confused with a neighbouring cell.
 * The bot sees only its view and the events redacted for its seat.
 */
import type { Rng } from '../../core';
import type { BotLevel } from '../../../../common/contract';
import type { FootballAction, FootballCard, FootballEvent, FootballOptions, FootballView } from '../../../../common/games/football';
import type { BotContext, SeatBot } from '../../core/bots';
import { CellMemory, gridNeighbours } from '../memory';
import type { MemoryPreset as CellMemoryPreset } from '../memory';

export interface MemoryPreset extends CellMemoryPreset {
  /** Prefer a known prize or a known non-matching card as the second flip (do not feed the opponents). */
  safeSecond: boolean;
}

export const MEMORY_PRESETS: Record<BotLevel, MemoryPreset> = {
  easy: { pStore: 0.5, decay: 0.75, capacity: 6, pConfuse: 0.2, safeSecond: false },
  normal: { pStore: 0.8, decay: 0.9, capacity: 16, pConfuse: 0.1, safeSecond: false },
  hard: { pStore: 1.0, decay: 0.98, capacity: 60, pConfuse: 0.02, safeSecond: true },
  perfect: { pStore: 1, decay: 1, capacity: Infinity, pConfuse: 0, safeSecond: true },
  // not offered (perfect memory is the top); kept equal to perfect
  expert: { pStore: 1, decay: 1, capacity: Infinity, pConfuse: 0, safeSecond: true },
};

/** Turns within which a revealed card counts as "recently seen" (an opponent probably knows it). */
const RECENT_TURNS = 2;

export class FootballBot implements SeatBot<FootballView, FootballAction, FootballEvent> {
  readonly seat: number;
  readonly preset: MemoryPreset;
  private readonly cells: CellMemory<FootballCard>;
  /** Pairs the active participant has found in the current turn. */
  private streak = 0;

  constructor(ctx: BotContext<FootballOptions>) {
    this.seat = ctx.seat;
    this.preset = MEMORY_PRESETS[ctx.level] ?? MEMORY_PRESETS.normal;
    this.cells = new CellMemory<FootballCard>(this.preset);
  }

  /** Remembered cards by cell. */
  get memory(): Map<number, { card: FootballCard; strength: number; seen: number }> {
    return this.cells.cells;
  }

  private get turnNo(): number {
    return this.cells.turnNo;
  }

  observe(events: readonly FootballEvent[], view: FootballView, rng: Rng): void {
    for (const e of events) {
      switch (e.type) {
        case 'flip':
          this.cells.see(e.cell, e.card, rng);
          break;
        case 'peek':
          // A deliberate look: always stored, only the peeker's events carry the cards.
          if (e.cards) {
            this.cells.store(e.cells[0], e.cards[0]);
            this.cells.store(e.cells[1], e.cards[1]);
          }
          break;
        case 'turn':
          this.cells.newTurn();
          if (!e.continuation) this.streak = 0;
          break;
        case 'takePair':
          this.cells.forget(e.cells[0]);
          this.cells.forget(e.cells[1]);
          this.streak++;
          break;
        case 'takePrize':
          this.cells.forget(e.cell);
          break;
        default:
          break;
      }
    }
    // Cells that are empty now cannot hold what was remembered there.
    this.cells.retain((cell) => Boolean(view.cells[cell]));
  }

  /** What the bot believes now about the face-down cells (one recall per decision). */
  private recall(view: FootballView, rng: Rng): Map<number, FootballCard> {
    const isFaceDown = (cell: number): boolean => {
      const v = view.cells[cell];
      return v !== null && v !== undefined && !v.faceUp;
    };
    return this.cells.recall(isFaceDown, (cell) => gridNeighbours(view.rows, view.cols, cell), rng);
  }

  decide(view: FootballView, legal: readonly FootballAction[], rng: Rng): FootballAction {
    const choice = this.choose(view, legal, rng);
    return choice ?? legal[0];
  }

  private choose(view: FootballView, legal: readonly FootballAction[], rng: Rng): FootballAction | undefined {
    if (legal.length === 1) return legal[0];
    if (view.phase === 'pickPair') return this.pickPair(view, legal);
    const beliefs = this.recall(view, rng);
    const knownPair = findKnownPair(beliefs);
    if (view.reactionWindow && view.reactionWindow.asking === this.seat) return this.react(view, legal, knownPair);
    if (view.active !== this.seat) return find(legal, { type: 'pass' }) ?? legal[0];
    const upCell = view.cells.findIndex((c) => c !== null && c.faceUp);
    if (view.phase === 'start') {
      if (!knownPair) {
        const pg = this.playGameChoice(view, legal);
        if (pg) return pg;
        const v = this.varChoice(view, legal, rng);
        if (v) return v;
      }
      if (knownPair) {
        const a = find(legal, { type: 'flip', cell: knownPair[0] });
        if (a) return a;
      }
      return this.firstFlip(legal, beliefs, rng);
    }
    if (view.phase === 'oneUp' && upCell >= 0) return this.secondFlip(view, legal, beliefs, upCell, rng);
    return undefined;
  }

  private pickPair(view: FootballView, legal: readonly FootballAction[]): FootballAction | undefined {
    let best: FootballAction | undefined;
    let bestValue = -1;
    for (const a of legal) {
      if (a.type !== 'takePair') continue;
      const v = view.footballerPoints[a.footballer] ?? 0;
      if (v > bestValue) {
        bestValue = v;
        best = a;
      }
    }
    return best;
  }

  private react(
    view: FootballView,
    legal: readonly FootballAction[],
    knownPair: [number, number] | null,
  ): FootballAction | undefined {
    const active = view.active;
    const opponentActive = active !== this.seat;
    // At a turn's end the seat next in turn gets the turn anyway, and a YELLOW on the active seat only ends
    // a turn that is ending: only a card that takes the turn for us is worth it, and only when we are not next.
    if (view.turnEnding) {
      if (!opponentActive || (active + 1) % view.players.length === this.seat || !knownPair) return find(legal, { type: 'pass' });
      const take =
        find(legal, { type: 'red' }) ?? (view.players[active].yellowCount === 1 ? find(legal, { type: 'yellow', target: active }) : undefined);
      return take ?? find(legal, { type: 'pass' });
    }
    // RED: steal the turn when a full pair is remembered.
    if (opponentActive && knownPair) {
      const red = find(legal, { type: 'red' });
      if (red) return red;
    }
    if (!opponentActive) return find(legal, { type: 'pass' });
    const yellows = view.players[this.seat].prizes.filter((c) => c.kind === 'prize' && c.prize === 'yellow').length;
    if (yellows > 0 && view.phase !== 'over') {
      // A second YELLOW on the same participant works as our own RED: worth it with a known pair.
      if (view.players[active].yellowCount === 1 && knownPair) {
        const y = find(legal, { type: 'yellow', target: active });
        if (y) return y;
      }
      const up = view.cells.findIndex((c) => c !== null && c.faceUp);
      let mateRecent = false;
      let mateKnown = false;
      if (up >= 0 && view.reactionWindow?.kind === 'flip1') {
        const upCard = (view.cells[up] as { card: FootballCard }).card;
        if (upCard.kind === 'footballer') {
          for (const [cell, m] of this.memory) {
            if (cell === up || m.card.kind !== 'footballer' || m.card.footballer !== upCard.footballer) continue;
            mateKnown = true;
            if (this.turnNo - m.seen <= RECENT_TURNS) mateRecent = true;
          }
        }
      }
      const onStreak = this.streak >= 2 && view.continuation;
      // Keep one YELLOW in reserve: with a single card only the strongest reasons count.
      const reason = yellows >= 2 ? mateKnown || onStreak : mateRecent || onStreak;
      if (reason) {
        if (yellows >= 2 && knownPair) {
          const d = find(legal, { type: 'yellow', target: active, double: true });
          if (d) return d;
        }
        const y = find(legal, { type: 'yellow', target: active });
        if (y) return y;
      }
    }
    return find(legal, { type: 'pass' });
  }

  private playGameChoice(view: FootballView, legal: readonly FootballAction[]): FootballAction | undefined {
    const options = legal.filter((a): a is Extract<FootballAction, { type: 'playGame' }> => a.type === 'playGame');
    if (options.length === 0) return undefined;
    const pairValue = (seat: number): number =>
      Math.max(0, ...view.players[seat].pairs.map((f) => 2 * (view.footballerPoints[f] ?? 0)));
    const own = pairValue(this.seat);
    let best: FootballAction | undefined;
    let bestGain = 0;
    for (const a of options) {
      const gain = 0.5 * pairValue(a.opponent) - 0.5 * own;
      if (gain > bestGain) {
        bestGain = gain;
        best = a;
      }
    }
    return best;
  }

  private varChoice(view: FootballView, legal: readonly FootballAction[], rng: Rng): FootballAction | undefined {
    if (!view.players[this.seat].prizes.some((c) => c.kind === 'prize' && c.prize === 'var')) return undefined;
    if (view.continuation || view.varUsedThisTurn) return undefined;
    const down: number[] = [];
    view.cells.forEach((c, i) => {
      if (c !== null && !c.faceUp) down.push(i);
    });
    if (down.length < 2) return undefined;
    const unseen = down.filter((c) => !this.memory.has(c));
    const pool = unseen.length >= 2 ? unseen : down;
    const picked = rng.shuffle(pool).slice(0, 2).sort((a, b) => a - b);
    return (
      legal.find(
        (a) => a.type === 'useVar' && ((a.cells[0] === picked[0] && a.cells[1] === picked[1]) || (a.cells[0] === picked[1] && a.cells[1] === picked[0])),
      ) ?? undefined
    );
  }

  private firstFlip(legal: readonly FootballAction[], beliefs: Map<number, FootballCard>, rng: Rng): FootballAction | undefined {
    const flips = legal.filter((a): a is Extract<FootballAction, { type: 'flip' }> => a.type === 'flip');
    if (flips.length === 0) return undefined;
    const unknown = flips.filter((a) => !beliefs.has(a.cell));
    if (unknown.length > 0) return unknown[rng.int(unknown.length)];
    const prize = flips.filter((a) => beliefs.get(a.cell)?.kind === 'prize');
    if (prize.length > 0) return prize[rng.int(prize.length)];
    return flips[rng.int(flips.length)];
  }

  private secondFlip(
    view: FootballView,
    legal: readonly FootballAction[],
    beliefs: Map<number, FootballCard>,
    upCell: number,
    rng: Rng,
  ): FootballAction | undefined {
    const flips = legal.filter((a): a is Extract<FootballAction, { type: 'flip' }> => a.type === 'flip');
    if (flips.length === 0) return undefined;
    const up = (view.cells[upCell] as { card: FootballCard }).card;
    if (up.kind === 'footballer') {
      const mate = flips.find((a) => {
        const b = beliefs.get(a.cell);
        return b !== undefined && b.kind === 'footballer' && b.footballer === up.footballer;
      });
      if (mate) return mate;
    }
    const unknown = flips.filter((a) => !beliefs.has(a.cell));
    if (this.preset.safeSecond) {
      const prize = flips.filter((a) => beliefs.get(a.cell)?.kind === 'prize');
      if (prize.length > 0) return prize[rng.int(prize.length)];
      // A lucky match is unlikely among many unknown cells: show a card everyone has seen instead.
      const known = flips.filter((a) => beliefs.has(a.cell));
      if (known.length > 0 && unknown.length > 4) return known[rng.int(known.length)];
    }
    if (unknown.length > 0) return unknown[rng.int(unknown.length)];
    return flips[rng.int(flips.length)];
  }
}

function findKnownPair(beliefs: Map<number, FootballCard>): [number, number] | null {
  const byFootballer = new Map<number, number>();
  const cells = [...beliefs.keys()].sort((a, b) => a - b);
  for (const cell of cells) {
    const c = beliefs.get(cell)!;
    if (c.kind !== 'footballer') continue;
    const other = byFootballer.get(c.footballer);
    if (other !== undefined) return [other, cell];
    byFootballer.set(c.footballer, cell);
  }
  return null;
}

function sameAction(a: FootballAction, b: FootballAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const k of keys) {
    if (k === 'type') continue;
    const u = x[k];
    const v = y[k];
    if (Array.isArray(u) && Array.isArray(v)) {
      if (u.length !== v.length || u.some((e, i) => e !== v[i])) return false;
    } else if (u !== v) return false;
  }
  return true;
}

/** The element of `legal` equal to `want`, if listed. */
function find(legal: readonly FootballAction[], want: FootballAction): FootballAction | undefined {
  return legal.find((a) => sameAction(a, want));
}

export function createFootballBot(ctx: BotContext<FootballOptions>): SeatBot<FootballView, FootballAction, FootballEvent> {
  return new FootballBot(ctx);
}
