/**
 * The memory model of the memory-table bots (Klepka Football and Klepka Words, rules: bot strategy
 * notes). Difficulty is memory, not random blunders: a seen card is stored with some probability, its
 * strength decays on every turn, the weakest go first when the capacity is reached, and a recall
 * succeeds with the strength as probability or may place the card on a neighbouring cell.
 */
import type { Rng } from '../core';

export interface MemoryPreset {
  /** Chance that a seen card is stored. */
  pStore: number;
  /** Strength multiplier per passing turn. */
  decay: number;
  /** Most cells remembered at once (the weakest go first). */
  capacity: number;
  /** Chance that a failed recall places the card on a neighbouring cell. */
  pConfuse: number;
}

export interface MemoryEntry<C> {
  card: C;
  strength: number;
  /** Turn counter value when the card was last seen. */
  seen: number;
}

/** What a bot remembers of a grid of face-down cards: card per cell. */
export class CellMemory<C> {
  readonly cells = new Map<number, MemoryEntry<C>>();
  /** Turns counted so far (the clock of `seen`). */
  turnNo = 0;

  constructor(private readonly preset: MemoryPreset) {}

  /** A card was shown to everyone: stored with probability pStore. */
  see(cell: number, card: C, rng: Rng): void {
    if (rng.float() < this.preset.pStore) this.store(cell, card);
  }

  /** Stores a card for sure (a deliberate private look). */
  store(cell: number, card: C): void {
    this.cells.set(cell, { card, strength: 1, seen: this.turnNo });
    if (this.cells.size > this.preset.capacity) {
      let weakest = -1;
      let w = Infinity;
      for (const [c, m] of this.cells) {
        if (m.strength < w) {
          w = m.strength;
          weakest = c;
        }
      }
      this.cells.delete(weakest);
    }
  }

  /** A new turn: every memory fades. */
  newTurn(): void {
    this.turnNo++;
    for (const m of this.cells.values()) m.strength *= this.preset.decay;
  }

  forget(cell: number): void {
    this.cells.delete(cell);
  }

  /** Drops the cells for which `keep` is false (emptied cells, shuffled cells). */
  retain(keep: (cell: number) => boolean): void {
    for (const cell of [...this.cells.keys()]) if (!keep(cell)) this.cells.delete(cell);
  }

  /**
   * What the bot believes now about the face-down cells (one recall per decision): each remembered
   * cell is recalled with its strength as probability; a failed recall may land on a face-down neighbour.
   */
  recall(isFaceDown: (cell: number) => boolean, neighbours: (cell: number) => number[], rng: Rng): Map<number, C> {
    const beliefs = new Map<number, C>();
    const confused: [number, C][] = [];
    const cells = [...this.cells.keys()].sort((a, b) => a - b);
    for (const cell of cells) {
      const m = this.cells.get(cell)!;
      if (!isFaceDown(cell)) continue;
      if (rng.float() < m.strength) beliefs.set(cell, m.card);
      else if (rng.float() < this.preset.pConfuse) {
        const near = neighbours(cell).filter(isFaceDown);
        if (near.length > 0) confused.push([near[rng.int(near.length)], m.card]);
      }
    }
    for (const [cell, card] of confused) if (!beliefs.has(cell)) beliefs.set(cell, card);
    return beliefs;
  }
}

/** The orthogonal neighbours of a cell in a rows x cols grid (row-major numbering). */
export function gridNeighbours(rows: number, cols: number, cell: number): number[] {
  const r = Math.floor(cell / cols);
  const c = cell % cols;
  const out: number[] = [];
  if (r > 0) out.push(cell - cols);
  if (r < rows - 1) out.push(cell + cols);
  if (c > 0) out.push(cell - 1);
  if (c < cols - 1) out.push(cell + 1);
  return out;
}
