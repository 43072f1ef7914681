import { describe, expect, it } from 'vitest';
import { RuleError, nextInt, seedRng, stableStringify } from '../../src/main/engine/core';
import { FOOTBALL_DEFAULT_OPTIONS } from '../../src/common/games/football';
import type { FootballAction, FootballEvent, FootballOptions } from '../../src/common/games/football';
import { composition, footballManifest, footballGame as G, pointsTable } from '../../src/main/engine/games/football';
import type { FootballState } from '../../src/main/engine/games/football';
import { canonicalMove } from '../../src/main/session/actions';

const P1 = 0;
const P2 = 1;
const P3 = 2;
const P4 = 3;

/** Cell index of a name like "C3" (row letter + column) in a grid with `cols` columns. */
function cell(name: string, cols = 10): number {
  return (name.charCodeAt(0) - 65) * cols + Number(name.slice(1)) - 1;
}

/**
 * A stacked deck: the chosen card ids at the chosen cells, the rest of the composition in the other
 * slots (first copies of every footballer before the second copies, so no filler pair lies side by side).
 */
function stack(place: Record<string, string>, options: FootballOptions = FOOTBALL_DEFAULT_OPTIONS): string[] {
  const ids = composition(options);
  const order: (string | null)[] = new Array(ids.length).fill(null);
  const used = new Set<string>();
  for (const [name, id] of Object.entries(place)) {
    const c = cell(name, options.cols);
    expect(ids).toContain(id);
    expect(order[c]).toBeNull();
    order[c] = id;
    used.add(id);
  }
  const rest = ids.filter((id) => !used.has(id)).sort((a, b) => (a.endsWith('-2') ? 1 : 0) - (b.endsWith('-2') ? 1 : 0));
  let k = 0;
  for (let i = 0; i < order.length; i++) if (order[i] === null) order[i] = rest[k++];
  return order as string[];
}

class Table {
  state: FootballState;
  last: FootballEvent[] = [];
  readonly reserved: Set<number>;

  constructor(place: Record<string, string>, opts: Partial<FootballOptions> = {}, players = 4, seed = 1) {
    const options = G.resolveOptions({ firstPlayer: 0, ...opts }, players);
    this.state = G.setup({ players, seed, options, deck: stack(place, options) });
    this.reserved = new Set(Object.keys(place).map((n) => cell(n, options.cols)));
  }

  act(seat: number, action: FootballAction): FootballEvent[] {
    const r = G.apply(this.state, seat, action);
    this.state = r.state;
    this.last = r.events;
    return r.events;
  }

  /** Every seat asked in the open reaction window passes (until `until` is asked, when given). */
  passAll(until?: number): void {
    for (let w = G.reactionWindow(this.state); w && w.seat !== until; w = G.reactionWindow(this.state)) {
      this.act(w.seat, { type: 'pass' });
    }
  }

  get active(): number {
    return this.state.active;
  }

  /**
   * The active participant flips two cells, the others passing in every window up to the second flip and,
   * unless `stopAtTurnEnd`, in the W_RESOLVED of a turn that ends (so the turn has passed on return).
   */
  flipTwo(a: number, b: number, stopAtTurnEnd = false): FootballEvent[] {
    this.passAll();
    const seat = this.active;
    const ev1 = this.act(seat, { type: 'flip', cell: a });
    this.passAll();
    expect(this.active).toBe(seat);
    const ev2 = this.act(seat, { type: 'flip', cell: b });
    return [...ev1, ...ev2, ...(stopAtTurnEnd ? [] : this.passTurnEnd())];
  }

  /** Every seat asked in the W_RESOLVED of an ending turn passes: the turn passes on. Returns the events. */
  passTurnEnd(): FootballEvent[] {
    const events: FootballEvent[] = [];
    while (this.state.turnEnding && G.reactionWindow(this.state)) {
      events.push(...this.act(G.reactionWindow(this.state)!.seat, { type: 'pass' }));
    }
    return events;
  }

  /** The active participant flips two unreserved footballers of different numbers: the turn passes. */
  /** Like miss(), stopping in the W_RESOLVED of the ending turn (the flipping seat still active). */
  missToTurnEnd(): FootballEvent[] {
    return this.miss(false, true);
  }

  miss(turnPasses = true, stopAtTurnEnd = false): FootballEvent[] {
    const cells = this.state.cells;
    const free = cells
      .map((id, i) => ({ id, i }))
      .filter(({ id, i }) => id !== null && id.startsWith('fb') && !this.reserved.has(i));
    const a = free[0];
    const b = free.find(({ id }) => id!.slice(0, 4) !== a.id!.slice(0, 4))!;
    const seat = this.active;
    const ev = this.flipTwo(a.i, b.i, stopAtTurnEnd);
    if (turnPasses) expect(this.active).not.toBe(seat);
    expect(ev.some((e) => e.type === 'hide')).toBe(true);
    return ev;
  }

  prizes(seat: number): string[] {
    return this.state.seats[seat].prizes;
  }
}

function expectRuleError(fn: () => unknown, code: string): void {
  let err: unknown = null;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect((err as RuleError).message.length).toBeGreaterThan(5);
}

/** A move received (canonicalMove owns its shape) that is illegal: applying it throws that code and leaves the state as it was. */
function expectRejected(t: Table, seat: number, action: FootballAction, code: string): void {
  const before = stableStringify(t.state);
  expectRuleError(() => G.apply(t.state, seat, canonicalMove(footballManifest, t.state, seat, action) as FootballAction), code);
  expect(stableStringify(t.state)).toBe(before);
  expect(G.legalActions(t.state, seat)).not.toContainEqual(action);
}

function types(events: FootballEvent[]): string[] {
  return events.map((e) => e.type);
}

describe('Klepka Football: test cases of rules section 8', () => {
  it('1. a found pair is taken, the same participant flips again, VAR is then illegal', () => {
    const t = new Table({ A1: 'fb12-1', C3: 'fb12-2', B1: 'var-1', B2: 'fb01-1' });
    expect(cell('C3')).toBe(22);
    // Round 1: P1 takes a VAR, the others miss.
    t.flipTwo(cell('B1'), cell('B2'));
    expect(t.prizes(P1)).toEqual(['var-1']);
    t.miss();
    t.miss();
    t.miss();
    expect(t.active).toBe(P1);
    expect(G.legalActions(t.state, P1)).toContainEqual({ type: 'useVar', cells: [cell('A1'), cell('B2')] });
    const ev = t.flipTwo(cell('A1'), cell('C3'));
    expect(ev).toContainEqual({ type: 'takePair', seat: P1, cells: [0, 22], footballer: 12 });
    expect(ev[ev.length - 1]).toEqual({ type: 'turn', seat: P1, continuation: true });
    expect(t.state.seats[P1].pairs).toEqual([12]);
    expect(t.state.cells[0]).toBeNull();
    expect(t.state.cells[22]).toBeNull();
    expect(t.active).toBe(P1);
    expect(t.state.phase).toBe('start');
    expect(t.state.continuation).toBe(true);
    expect(G.actors(t.state)).toEqual([P1]);
    const legal = G.legalActions(t.state, P1);
    expect(legal.some((a) => a.type === 'useVar')).toBe(false);
    expect(legal).toContainEqual({ type: 'flip', cell: cell('B2') });
    expectRejected(t, P1, { type: 'useVar', cells: [cell('B2'), cell('B3')] }, 'varNotAllowed');
    t.act(P1, { type: 'flip', cell: cell('B2') });
    expect(t.state.phase).toBe('oneUp');
  });

  it('2. a footballer and a YELLOW: the footballer goes back, the YELLOW is taken, the turn passes', () => {
    const t = new Table({ B2: 'fb07-1', B3: 'yellow-1' });
    const ev = t.flipTwo(cell('B2'), cell('B3'), true);
    // P1 now holds a YELLOW: the W_RESOLVED of its own ending turn asks it (the active one, last).
    expect(types(ev)).toEqual(['flip', 'flip', 'takePrize', 'hide', 'window']);
    expect(ev[4]).toEqual({ type: 'window', kind: 'resolved', asking: P1 });
    expect(ev[3]).toEqual({ type: 'hide', cells: [cell('B2')] });
    expect(t.state.cells[cell('B2')]).toBe('fb07-1');
    expect(t.state.cells[cell('B3')]).toBeNull();
    expect(G.view(t.state, P1).cells[cell('B2')]).toEqual({ faceUp: false });
    expect(t.prizes(P1)).toEqual(['yellow-1']);
    expect(t.active).toBe(P1);
    expect(G.legalActions(t.state, P1)).not.toContainEqual({ type: 'flip', cell: cell('B2') });
    // When the window closes the turn passes; P2's W_START asks P1 again.
    const ev2 = t.act(P1, { type: 'pass' });
    expect(types(ev2)).toEqual(['pass', 'turn', 'window']);
    expect(t.active).toBe(P2);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P1, kind: 'start' });
    t.act(P1, { type: 'pass' });
    expect(G.actors(t.state)).toEqual([P2]);
  });

  it('3. two VARs are no match: both are taken and the turn passes', () => {
    const t = new Table({ C1: 'var-1', C2: 'var-2' });
    t.miss();
    expect(t.active).toBe(P2);
    const ev = t.flipTwo(cell('C1'), cell('C2'));
    expect(ev.filter((e) => e.type === 'takePrize').length).toBe(2);
    expect(types(ev)).not.toContain('takePair');
    expect(t.prizes(P2)).toEqual(['var-1', 'var-2']);
    expect(t.active).toBe(P3);
  });

  it('4. a YELLOW on the active participant in W_FLIP1 turns the card back and passes the turn', () => {
    const t = new Table({ D4: 'fb05-1', E1: 'yellow-1', E2: 'fb30-1' });
    t.miss();
    t.miss();
    t.flipTwo(cell('E1'), cell('E2'));
    expect(t.prizes(P3)).toEqual(['yellow-1']);
    t.miss();
    t.miss();
    expect(t.active).toBe(P2);
    t.passAll();
    t.act(P2, { type: 'flip', cell: cell('D4') });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P3, kind: 'flip1' });
    expect(G.actors(t.state)).toEqual([P3]);
    const ev = t.act(P3, { type: 'yellow', target: P2 });
    expect(types(ev)).toEqual(['discard', 'yellow', 'hide', 'turn']);
    expect(ev[2]).toEqual({ type: 'hide', cells: [cell('D4')] });
    expect(t.state.cells[cell('D4')]).toBe('fb05-1');
    expect(G.view(t.state, 'spectator').cells[cell('D4')]).toEqual({ faceUp: false });
    expect(t.state.seats[P2].yellowCount).toBe(1);
    expect(t.state.seats[P2].skipNext).toBe(0);
    expect(t.active).toBe(P3);
    expect(t.prizes(P3)).toEqual([]);
    expect(t.state.discard).toEqual(['yellow-1']);
  });

  it('5. a YELLOW on a non-active participant: the turn continues, the target skips its next turn', () => {
    const t = new Table({ E1: 'yellow-1', E2: 'fb30-1' });
    t.miss();
    t.miss();
    t.flipTwo(cell('E1'), cell('E2'));
    t.passAll();
    t.miss();
    // P1's W_START: P3 is asked.
    expect(t.active).toBe(P1);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P3, kind: 'start' });
    t.act(P3, { type: 'yellow', target: P4 });
    expect(t.state.seats[P4].skipNext).toBe(1);
    expect(t.state.seats[P4].yellowCount).toBe(1);
    expect(t.active).toBe(P1);
    expect(G.actors(t.state)).toEqual([P1]);
    expect(t.state.phase).toBe('start');
    t.miss(); // P1
    expect(t.active).toBe(P2);
    t.miss(); // P2
    expect(t.active).toBe(P3);
    const ev = t.miss(); // P3, then P4 is skipped
    expect(ev.filter((e) => e.type === 'turn' || e.type === 'skip')).toEqual([
      { type: 'turn', seat: P4, continuation: false },
      { type: 'skip', seat: P4 },
      { type: 'turn', seat: P1, continuation: false },
    ]);
    expect(t.active).toBe(P1);
    expect(t.state.seats[P4].skipNext).toBe(0);
  });

  it('6. a second YELLOW on the active participant is a RED of its issuer', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'fb30-1', A3: 'yellow-2', A4: 'fb31-1', H8: 'fb02-1' });
    t.flipTwo(cell('A1'), cell('A2'));
    t.miss();
    t.miss();
    t.flipTwo(cell('A3'), cell('A4'));
    expect(t.prizes(P1)).toEqual(['yellow-1']);
    expect(t.prizes(P4)).toEqual(['yellow-2']);
    t.miss(); // P1
    // P2's W_START: P4 is asked first (seat order from P2's left), then P1.
    expect(G.reactionWindow(t.state)).toEqual({ seat: P4, kind: 'start' });
    t.act(P4, { type: 'pass' });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P1, kind: 'start' });
    t.act(P1, { type: 'yellow', target: P2 });
    expect(t.state.seats[P2].yellowCount).toBe(1);
    expect(t.active).toBe(P3);
    t.miss();
    t.miss();
    t.miss();
    expect(t.active).toBe(P2);
    t.passAll();
    t.act(P2, { type: 'flip', cell: cell('H8') });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P4, kind: 'flip1' });
    const ev = t.act(P4, { type: 'yellow', target: P2 });
    expect(ev).toEqual([
      { type: 'discard', seat: P4, card: { id: 'yellow-2', kind: 'prize', prize: 'yellow' } },
      { type: 'yellow', seat: P4, target: P2, yellowCount: 2 },
      { type: 'red', seat: P4, byYellows: true },
      { type: 'hide', cells: [cell('H8')] },
      { type: 'turn', seat: P4, continuation: false },
    ]);
    expect(t.state.seats[P2].yellowCount).toBe(0);
    expect(t.state.seats[P2].skipNext).toBe(0);
    expect(t.active).toBe(P4);
    t.miss();
    expect(t.active).toBe(P1);
    const ev2 = t.miss();
    expect(types(ev2)).not.toContain('skip');
    expect(t.active).toBe(P2);
    expect(G.actors(t.state)).toEqual([P2]);
  });

  it('7. a RED after a found pair (W_RESOLVED): the pair stays, the issuer takes a full turn', () => {
    const t = new Table({ A1: 'fb12-1', C3: 'fb12-2', E1: 'red-1', E2: 'fb30-1' });
    t.miss();
    t.miss();
    t.flipTwo(cell('E1'), cell('E2'));
    expect(t.prizes(P3)).toEqual(['red-1']);
    t.miss();
    expect(t.active).toBe(P1);
    t.passAll();
    t.flipTwo(cell('A1'), cell('C3'));
    expect(t.state.seats[P1].pairs).toEqual([12]);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P3, kind: 'resolved' });
    const ev = t.act(P3, { type: 'red' });
    expect(types(ev)).toEqual(['discard', 'red', 'turn']);
    expect(ev[1]).toEqual({ type: 'red', seat: P3, byYellows: false });
    expect(t.state.seats[P1].pairs).toEqual([12]);
    expect(t.active).toBe(P3);
    expect(t.state.continuation).toBe(false);
    expect(G.actors(t.state)).toEqual([P3]);
    t.miss();
    expect(t.active).toBe(P4);
    t.miss();
    expect(t.active).toBe(P1);
  });

  it('8. a RED during its holder\'s own turn is rejected', () => {
    const t = new Table({ A1: 'red-1', A2: 'fb30-1' });
    t.flipTwo(cell('A1'), cell('A2'));
    expect(t.prizes(P1)).toEqual(['red-1']);
    t.miss();
    t.miss();
    t.miss();
    expect(t.active).toBe(P1);
    expect(G.actors(t.state)).toEqual([P1]);
    expectRejected(t, P1, { type: 'red' }, 'redOnOwnTurn');
    t.act(P1, { type: 'flip', cell: cell('B1') });
    expectRejected(t, P1, { type: 'red' }, 'redOnOwnTurn');
  });

  it('9. VAR: a private peek at the start of the turn, once, never after a flip', () => {
    const t = new Table({ C1: 'var-1', C2: 'var-2', E5: 'fb03-1', F6: 'fb40-2', G7: 'fb03-2' });
    t.miss();
    t.flipTwo(cell('C1'), cell('C2'));
    t.miss();
    t.miss();
    t.miss();
    expect(t.active).toBe(P2);
    const ev = t.act(P2, { type: 'useVar', cells: [cell('E5'), cell('F6')] });
    expect(types(ev)).toEqual(['discard', 'peek']);
    const peek = ev[1];
    expect(G.redactEvent(peek, P2)).toEqual({
      type: 'peek',
      seat: P2,
      cells: [44, 55],
      cards: [
        { id: 'fb03-1', kind: 'footballer', footballer: 3, points: 5 },
        { id: 'fb40-2', kind: 'footballer', footballer: 40, points: 1 },
      ],
    });
    for (const v of [P1, P3, P4, 'spectator'] as const) {
      expect(G.redactEvent(peek, v)).toEqual({ type: 'peek', seat: P2, cells: [44, 55] });
      expect(G.view(t.state, v).peek).toBeNull();
      expect(G.hasPrivate(G.view(t.state, v))).toBe(false);
      expect(JSON.stringify(G.view(t.state, v))).not.toContain('fb03-1');
    }
    const own = G.view(t.state, P2);
    expect(own.peek?.cells).toEqual([44, 55]);
    expect(own.peek?.cards.map((c) => c.id)).toEqual(['fb03-1', 'fb40-2']);
    expect(G.hasPrivate(own)).toBe(true);
    expect(own.cells[44]).toEqual({ faceUp: false });
    // Nothing moved, one VAR left, the turn is still at S0.
    expect(t.prizes(P2)).toEqual(['var-2']);
    expect(t.state.phase).toBe('start');
    expectRejected(t, P2, { type: 'useVar', cells: [cell('A5'), cell('A6')] }, 'varNotAllowed');
    t.act(P2, { type: 'flip', cell: cell('E5') });
    expect(G.view(t.state, P2).peek).toBeNull();
    expect(G.legalActions(t.state, P2).some((a) => a.type === 'useVar')).toBe(false);
    expectRejected(t, P2, { type: 'useVar', cells: [cell('A5'), cell('A6')] }, 'varNotAllowed');
    // The peek stays gone in the continuation after a pair, where VAR is not allowed either.
    t.act(P2, { type: 'flip', cell: cell('G7') });
    expect(t.state.continuation).toBe(true);
    expect(G.view(t.state, P2).peek).toBeNull();
    expectRejected(t, P2, { type: 'useVar', cells: [cell('A5'), cell('A6')] }, 'varNotAllowed');
    // The next turn of P2 may use VAR again.
    t.miss();
    t.miss();
    t.miss();
    t.miss();
    expect(t.active).toBe(P2);
    expect(G.legalActions(t.state, P2)).toContainEqual({ type: 'useVar', cells: [cell('A5'), cell('A6')] });
  });

  it('10. PLAY GAME: needs pairs on both sides; dice with a reroll; the winner picks a pair', () => {
    // The d6 rolls come from the seeded state: find a seed whose first rolls are 4-4, then 2-5.
    let seed = 0;
    for (;; seed++) {
      const st = seedRng(seed);
      const r = [1, 2, 3, 4].map(() => nextInt(st, 6) + 1);
      if (r.join() === '4,4,2,5') break;
    }
    const place = {
      A1: 'playGame-1', A2: 'fb40-1',
      B1: 'fb01-1', B2: 'fb01-2', B3: 'fb11-1', B4: 'fb11-2',
      C1: 'fb21-1', C2: 'fb21-2',
    };
    const t = new Table(place, {}, 4, seed);
    t.flipTwo(cell('A1'), cell('A2'));
    expect(t.prizes(P1)).toEqual(['playGame-1']);
    t.miss();
    t.flipTwo(cell('B1'), cell('B2'));
    t.flipTwo(cell('B3'), cell('B4'));
    expect(t.state.seats[P3].pairs).toEqual([1, 11]);
    t.miss();
    t.miss();
    expect(t.active).toBe(P1);
    expect(G.legalActions(t.state, P1).some((a) => a.type === 'playGame')).toBe(false);
    expectRejected(t, P1, { type: 'playGame', opponent: P3 }, 'noPairs');
    t.flipTwo(cell('C1'), cell('C2'));
    expect(t.state.seats[P1].pairs).toEqual([21]);
    expect(t.state.points[21]).toBe(2);
    // Not in a continuation.
    expectRejected(t, P1, { type: 'playGame', opponent: P3 }, 'playGameNotAllowed');
    t.miss();
    t.miss();
    t.miss();
    t.miss();
    expect(t.active).toBe(P1);
    expect(G.legalActions(t.state, P1)).toContainEqual({ type: 'playGame', opponent: P3 });
    // P2 and P4 have no pairs.
    expectRejected(t, P1, { type: 'playGame', opponent: P2 }, 'noPairs');
    const ev = t.act(P1, { type: 'playGame', opponent: P3 });
    expect(ev.filter((e) => e.type === 'roll')).toEqual([
      { type: 'roll', seat: P1, value: 4 },
      { type: 'roll', seat: P3, value: 4 },
      { type: 'roll', seat: P1, value: 2 },
      { type: 'roll', seat: P3, value: 5 },
    ]);
    expect(ev).toContainEqual({ type: 'matchWon', winner: P3, loser: P1 });
    expect(t.state.phase).toBe('pickPair');
    expect(G.actors(t.state)).toEqual([P3]);
    expect(G.reactionWindow(t.state)).toBeNull();
    expect(G.legalActions(t.state, P3)).toEqual([{ type: 'takePair', footballer: 21 }]);
    expect(t.state.discard).toEqual(['playGame-1']);
    expect(t.prizes(P1)).toEqual([]);
    expectRejected(t, P3, { type: 'takePair', footballer: 1 }, 'pairNotHeld');
    const ev2 = t.act(P3, { type: 'takePair', footballer: 21 });
    expect(ev2[0]).toEqual({ type: 'stealPair', from: P1, to: P3, footballer: 21 });
    expect(t.state.seats[P1].pairs).toEqual([]);
    expect(t.state.seats[P3].pairs).toEqual([1, 11, 21]);
    expect(t.active).toBe(P2);
    expect(t.state.phase).toBe('start');
  });

  /** 24 footballer cards: #1,#2 = 5 points, #3,#4 = 4, #5,#6 = 3, #7..#12 = 1. */
  function endGame(vars: number) {
    const opts: Partial<FootballOptions> = {
      footballersByPoints: [6, 0, 2, 2, 2],
      yellow: 0,
      red: 1,
      var: vars,
      playGame: 0,
      rows: 4,
      cols: 7,
    };
    const pair = (f: number) => [`fb${String(f).padStart(2, '0')}-1`, `fb${String(f).padStart(2, '0')}-2`];
    const ids = [
      ...[1, 3, 5, 7, 8, 9].flatMap(pair),
      'red-1',
      'var-1',
      ...[2, 4, 6, 10, 11, 12].flatMap(pair),
      'var-2',
      ...(vars === 3 ? ['var-3'] : []),
    ];
    const place: Record<string, string> = {};
    ids.forEach((id, i) => (place[String.fromCharCode(65 + Math.floor(i / 7)) + ((i % 7) + 1)] = id));
    const t = new Table(place, opts);
    for (let i = 0; i < 12; i += 2) t.flipTwo(i, i + 1);
    t.flipTwo(12, 13);
    expect(t.state.seats[P1].pairs).toEqual([1, 3, 5, 7, 8, 9]);
    expect(t.active).toBe(P2);
    for (let i = 14; i < 26; i += 2) t.flipTwo(i, i + 1);
    t.passAll();
    return t;
  }

  it('11. table empty: most points win, then most cards held (unused prizes count), then a shared win', () => {
    const t = endGame(2);
    const ev = t.act(P2, { type: 'flip', cell: 26 });
    expect(ev[ev.length - 1].type).toBe('gameOver');
    expect(G.outcome(t.state)).toEqual({ scores: [30, 30, 0, 0], winners: [P1], reason: 'tableEmpty', tiebreak: [14, 13, 0, 0] });
    expect(t.prizes(P1)).toEqual(['red-1', 'var-1']);
    expect(G.actors(t.state)).toEqual([]);
    expect(G.view(t.state, 'spectator').players[P1]).toMatchObject({ points: 30, cardsHeld: 14 });

    const t2 = endGame(3);
    t2.flipTwo(26, 27);
    expect(G.outcome(t2.state)).toEqual({ scores: [30, 30, 0, 0], winners: [P1, P2], reason: 'tableEmpty', tiebreak: [14, 14, 0, 0] });
    expect(t2.state.phase).toBe('over');
    expect(G.legalActions(t2.state, P2)).toEqual([]);
    expectRuleError(() => G.apply(t2.state, P2, { type: 'flip', cell: 0 }), 'gameOver');
  });

  it('12. the last face-down card is flipped alone and taken; the game ends', () => {
    const opts = { footballersByPoints: [1, 0, 0, 0, 0] as FootballOptions['footballersByPoints'], yellow: 0, red: 1, var: 0, playGame: 0, rows: 1, cols: 3 };
    const t = new Table({ A1: 'fb01-1', A2: 'fb01-2', A3: 'red-1' }, opts);
    t.flipTwo(0, 1);
    expect(t.state.seats[P1].pairs).toEqual([1]);
    expect(t.state.continuation).toBe(true);
    const ev = t.act(P1, { type: 'flip', cell: 2 });
    expect(types(ev)).toEqual(['flip', 'takePrize', 'gameOver']);
    expect(t.prizes(P1)).toEqual(['red-1']);
    expect(t.state.cells.every((c) => c === null)).toBe(true);
    expect(G.outcome(t.state)).toEqual({ scores: [2, 0, 0, 0], winners: [P1], reason: 'tableEmpty', tiebreak: [3, 0, 0, 0] });
  });

  it('13. a YELLOW at the target\'s W_START, then the target answers with a RED in the next W_START', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'fb30-1', A3: 'red-1', A4: 'fb31-1' });
    t.flipTwo(cell('A1'), cell('A2'));
    t.flipTwo(cell('A3'), cell('A4'));
    t.miss();
    t.miss();
    expect(t.active).toBe(P1);
    t.miss(); // P2 passes in P1's windows
    expect(t.active).toBe(P2);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P1, kind: 'start' });
    const ev = t.act(P1, { type: 'yellow', target: P2 });
    expect(types(ev)).toEqual(['discard', 'yellow', 'turn', 'window']);
    expect(t.state.seats[P2].yellowCount).toBe(1);
    expect(t.active).toBe(P3);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'start' });
    const ev2 = t.act(P2, { type: 'red' });
    expect(types(ev2)).toEqual(['discard', 'red', 'turn']);
    expect(t.active).toBe(P2);
    expect(G.actors(t.state)).toEqual([P2]);
    t.miss();
    expect(t.active).toBe(P3);
    t.miss();
    expect(t.active).toBe(P4);
    t.miss();
    expect(t.active).toBe(P1);
  });

  it('14. two YELLOWs at once: the first ends the turn, the second is a RED of the issuer', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'yellow-2' });
    t.miss();
    t.miss();
    t.flipTwo(cell('A1'), cell('A2'));
    expect(t.prizes(P3)).toEqual(['yellow-1', 'yellow-2']);
    t.passAll();
    t.miss();
    expect(t.active).toBe(P1);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P3, kind: 'start' });
    expect(G.legalActions(t.state, P3)).toContainEqual({ type: 'yellow', target: P1, double: true });
    const ev = t.act(P3, { type: 'yellow', target: P1, double: true });
    expect(ev.filter((e) => e.type === 'yellow' || e.type === 'red' || e.type === 'turn')).toEqual([
      { type: 'yellow', seat: P3, target: P1, yellowCount: 1 },
      { type: 'yellow', seat: P3, target: P1, yellowCount: 2 },
      { type: 'red', seat: P3, byYellows: true },
      { type: 'turn', seat: P3, continuation: false },
    ]);
    expect(t.state.seats[P1].yellowCount).toBe(0);
    expect(t.state.seats[P1].skipNext).toBe(0);
    expect(t.active).toBe(P3);
    expect(t.prizes(P3)).toEqual([]);
    expect(t.state.discard).toEqual(['yellow-1', 'yellow-2']);
  });
});

describe('Klepka Football: W_RESOLVED before the turn passes (rules section 5)', () => {
  it('a YELLOW on the flipping participant after a miss ends its turn: count 1, no skip', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'yellow-2' });
    t.flipTwo(cell('A1'), cell('A2')); // P1 holds two YELLOWs
    t.passAll();
    expect(t.active).toBe(P2);
    const ev = t.missToTurnEnd();
    expect(ev[ev.length - 1]).toEqual({ type: 'window', kind: 'resolved', asking: P1 });
    expect(t.active).toBe(P2); // the flipping participant is still the active one
    expect(t.state.turnEnding).toBe(true);
    expect(G.view(t.state, P3).turnEnding).toBe(true);
    t.act(P1, { type: 'yellow', target: P2 });
    expect(t.state.seats[P2]).toMatchObject({ yellowCount: 1, skipNext: 0 });
    expect(t.active).toBe(P3);
    expect(t.state.turnEnding).toBe(false);
    // A YELLOW on a seat that is not flipping, in the same kind of window, is a skip as before.
    t.passAll();
    t.missToTurnEnd();
    const ev2 = t.act(P1, { type: 'yellow', target: P4 });
    // Nobody is left to ask: P3's turn passes, and P4's turn is skipped at once.
    expect(types(ev2)).toEqual(['discard', 'yellow', 'turn', 'skip', 'turn']);
    expect(t.state.seats[P4]).toMatchObject({ yellowCount: 1, skipNext: 0 });
    expect(t.active).toBe(P1);
  });

  it('the seat next in turn may play a RED before its turn starts; the active seat is asked last', () => {
    const t = new Table({ A1: 'red-1', A2: 'fb30-1', A3: 'yellow-1', A4: 'fb31-1' });
    t.flipTwo(cell('A1'), cell('A2')); // P1 holds a RED
    t.passAll();
    t.flipTwo(cell('A3'), cell('A4'), true); // P2 holds a YELLOW
    // P2's ending turn: P1 first (left of P2 are P3, P4 with nothing, then P1), P2 itself last.
    expect(G.reactionWindow(t.state)).toEqual({ seat: P1, kind: 'resolved' });
    t.act(P1, { type: 'pass' });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'resolved' });
    expect(G.legalActions(t.state, P2)).not.toContainEqual({ type: 'red' });
    t.act(P2, { type: 'yellow', target: P1 }); // P1 gets a skip
    expect(t.state.seats[P1].skipNext).toBe(1);
    t.passTurnEnd();
    expect(t.active).toBe(P3);
    t.passAll();
    t.missToTurnEnd();
    t.passTurnEnd();
    expect(t.active).toBe(P4);
    t.passAll();
    t.missToTurnEnd();
    // P4's turn ends; P1 is next (and would be skipped): it plays its RED while P4 is still active.
    expect(G.reactionWindow(t.state)).toEqual({ seat: P1, kind: 'resolved' });
    expect(t.active).toBe(P4);
    const ev = t.act(P1, { type: 'red' });
    expect(ev).toContainEqual({ type: 'red', seat: P1, byYellows: false });
    expect(t.active).toBe(P1);
    expect(t.state.skipping).toBe(false);
    expect(t.state.seats[P1].skipNext).toBe(1); // a turn taken with a RED keeps the pending skip
  });

  it('the last lone card also gets its W_RESOLVED before the turn passes', () => {
    const opts = { rows: 1, cols: 5, footballersByPoints: [2, 0, 0, 0, 0] as FootballOptions['footballersByPoints'], yellow: 1, red: 0, var: 0, playGame: 0 };
    const t = new Table({ A1: 'fb01-1', A2: 'fb01-2', A3: 'fb02-1', A4: 'fb02-2', A5: 'yellow-1' }, opts, 2);
    t.flipTwo(cell('A1', 5), cell('A2', 5));
    t.flipTwo(cell('A3', 5), cell('A4', 5));
    expect(t.state.outcome).toBeNull();
    const ev = t.act(P1, { type: 'flip', cell: cell('A5', 5) });
    expect(types(ev)).toEqual(['flip', 'takePrize', 'gameOver']);
  });
});

describe('Klepka Football: points the rules leave open (rules notes in rules.ts)', () => {
  it('a skipped seat is the active participant of its skipped W_START: no RED; a YELLOW on it adds no skip', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'red-1', A3: 'yellow-2', A4: 'red-2' });
    t.flipTwo(cell('A1'), cell('A2')); // P1: YELLOW, RED
    t.passAll();
    t.flipTwo(cell('A3'), cell('A4')); // P2: YELLOW, RED
    t.passAll();
    t.state.seats[P2].skipNext = 1; // as if shown a YELLOW earlier (count kept at 0)
    t.miss();
    t.passAll();
    t.miss(); // P4's turn passes to P1
    t.passAll();
    t.missToTurnEnd(); // P1's turn ends; P2 is asked in P1's W_RESOLVED and passes
    t.passTurnEnd();
    expect(t.active).toBe(P2);
    expect(t.state.skipping).toBe(true);
    expect(G.actors(t.state)).toEqual([P1]); // the others are asked, not the skipped seat
    expectRejected(t, P2, { type: 'red' }, 'notYourTurn');
    t.act(P1, { type: 'yellow', target: P2 });
    expect(t.state.seats[P2]).toMatchObject({ yellowCount: 1, skipNext: 0 });
    expect(t.active).toBe(P3);
  });

  it('a second YELLOW from the active participant is its own RED: a fresh turn, the target reset, no skip', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'yellow-2', A3: 'var-1', A4: 'fb30-1' });
    t.flipTwo(cell('A1'), cell('A2')); // P1: two YELLOWs
    t.passAll();
    t.miss();
    t.passAll();
    t.miss();
    t.passAll();
    t.miss();
    t.passAll();
    expect(t.active).toBe(P1);
    t.act(P1, { type: 'yellow', target: P3 });
    t.passAll();
    t.act(P1, { type: 'flip', cell: cell('A3') });
    t.passAll();
    const ev = t.act(P1, { type: 'yellow', target: P3 });
    expect(ev).toContainEqual({ type: 'red', seat: P1, byYellows: true });
    expect(ev).toContainEqual({ type: 'hide', cells: [cell('A3')] });
    expect(ev).toContainEqual({ type: 'turn', seat: P1, continuation: false });
    expect(t.state.seats[P3]).toMatchObject({ yellowCount: 0, skipNext: 1 });
    expect(t.state).toMatchObject({ active: P1, phase: 'start', upCell: null, varUsed: false });
  });

  it('VAR and PLAY GAME may both be used in one turn (VAR keeps the turn at S0)', () => {
    const t = new Table({ A1: 'fb44-1', A2: 'fb44-2', A3: 'var-1', A4: 'playGame-1', B1: 'fb43-1', B2: 'fb43-2' });
    t.flipTwo(cell('A1'), cell('A2')); // P1: a pair, then flips again
    t.flipTwo(cell('A3'), cell('A4')); // P1: VAR and PLAY GAME
    t.passAll();
    t.flipTwo(cell('B1'), cell('B2')); // P2: a pair
    t.miss();
    t.passAll();
    t.miss();
    t.passAll();
    t.miss();
    t.passAll();
    expect(t.active).toBe(P1);
    t.act(P1, { type: 'useVar', cells: [cell('C1'), cell('C2')] });
    expect(G.legalActions(t.state, P1)).toContainEqual({ type: 'playGame', opponent: P2 });
    const ev = t.act(P1, { type: 'playGame', opponent: P2 });
    expect(ev).toContainEqual({ type: 'matchWon', winner: expect.any(Number), loser: expect.any(Number) });
  });
});

describe('Klepka Football: options, setup and other rules', () => {
  it('resolves options with defaults and rejects bad ones', () => {
    expect(G.resolveOptions(undefined, 4)).toEqual(FOOTBALL_DEFAULT_OPTIONS);
    expect(G.resolveOptions({ rows: 11 }, 4)).toEqual({ ...FOOTBALL_DEFAULT_OPTIONS, rows: 11 });
    const bad: unknown[] = [
      { rows: 0 },
      { cols: 15 },
      { rows: 9 },
      { rows: 2.5 },
      { rows: '10' },
      { footballersByPoints: [0, 0, 0, 0, 0] },
      { footballersByPoints: [12, 12, 10, 6, 5] },
      { footballersByPoints: [1, 2, 3] },
      { yellow: 9 },
      { red: -1 },
      { firstPlayer: 4 },
      { firstPlayer: -2 },
      { reactionTimeoutMs: 10001 },
      { rowz: 10 },
      'x',
    ];
    for (const raw of bad) expectRuleError(() => G.resolveOptions(raw, 4), 'badOptions');
    expect(G.resolveOptions({ firstPlayer: 5 }, 6).firstPlayer).toBe(5);
    expect(G.resolveOptions({ rows: 1, cols: 14, footballersByPoints: [1, 0, 0, 0, 0], yellow: 0, red: 0, var: 0, playGame: 0 }, 2).rows).toBe(1);
  });

  it('numbers footballers with the highest values first', () => {
    const pts = pointsTable(FOOTBALL_DEFAULT_OPTIONS);
    expect(pts.length).toBe(45);
    expect(pts.slice(1, 5)).toEqual([5, 5, 5, 5]);
    expect(pts.slice(5, 11)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(pts[11]).toBe(3);
    expect(pts[20]).toBe(3);
    expect(pts[21]).toBe(2);
    expect(pts[32]).toBe(2);
    expect(pts[33]).toBe(1);
    expect(pts[44]).toBe(1);
    expect(pts.slice(1).reduce((a, b) => a + b, 0)).toBe(110);
    const ids = composition(FOOTBALL_DEFAULT_OPTIONS);
    expect(ids.length).toBe(100);
    expect(new Set(ids).size).toBe(100);
    expect(ids).toContain('fb44-2');
    expect(ids).toContain('playGame-3');
    expect(ids.filter((id) => id.startsWith('yellow')).length).toBe(4);
  });

  it('sets up 2..6 players with a shuffled deck; rejects bad player counts and bad decks', () => {
    const options = G.resolveOptions({}, 4);
    const s = G.setup({ players: 4, seed: 7, options });
    expect([...s.cells].sort()).toEqual([...composition(options)].sort());
    expect(s.cells).not.toEqual(composition(options));
    expect(G.setup({ players: 4, seed: 7, options })).toEqual(s);
    expect(G.setup({ players: 4, seed: 8, options }).cells).not.toEqual(s.cells);
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) firsts.add(G.setup({ players: 4, seed, options }).active);
    expect(firsts.size).toBe(4);
    expectRuleError(() => G.setup({ players: 1, seed: 1, options }), 'badPlayers');
    expectRuleError(() => G.setup({ players: 7, seed: 1, options }), 'badPlayers');
    const deck = composition(options);
    expectRuleError(() => G.setup({ players: 4, seed: 1, options, deck: deck.slice(1) }), 'badDeck');
    expectRuleError(() => G.setup({ players: 4, seed: 1, options, deck: [...deck.slice(1), deck[2]] }), 'badDeck');
    const stacked = G.setup({ players: 4, seed: 1, options: { ...options, firstPlayer: 2 }, deck });
    expect(stacked.cells).toEqual(deck);
    expect(stacked.active).toBe(2);
    // Extra cells stay empty.
    const big = G.setup({ players: 2, seed: 1, options: { ...options, rows: 11 } });
    expect(big.cells.length).toBe(110);
    expect(big.cells.slice(100).every((c) => c === null)).toBe(true);
  });

  it('rejects malformed actions and actions out of turn', () => {
    const t = new Table({});
    const bad: unknown[] = [
      { type: 'dance' },
      { type: 'flip', cell: 1.5 },
      { type: 'flip', cell: -1 },
      { type: 'flip' },
      { type: 'useVar', cells: [1] },
      { type: 'yellow', target: 9 },
      { type: 'yellow', target: 1, double: 'yes' },
      { type: 'playGame', opponent: -1 },
      // well-shaped, but no seat at this table of four: the rules refuse it
      { type: 'yellow', target: 5 },
      { type: 'playGame', opponent: 4 },
      null,
      'flip',
    ];
    for (const a of bad) expectRuleError(() => G.apply(t.state, P1, canonicalMove(footballManifest, t.state, P1, a) as FootballAction), 'badAction');
    expectRuleError(() => G.apply(t.state, 9, { type: 'flip', cell: 0 }), 'badAction');
    expectRuleError(() => G.apply(t.state, 1.5, { type: 'flip', cell: 0 }), 'badAction');
    // a cell off this grid is a move of the right shape: the rules refuse it as no face-down card
    expectRejected(t, P1, { type: 'flip', cell: 100 }, 'cellNotFaceDown');
    expectRejected(t, P2, { type: 'flip', cell: 0 }, 'notYourTurn');
    expectRejected(t, P1, { type: 'pass' }, 'notInWindow');
    expectRejected(t, P1, { type: 'yellow', target: P2 }, 'noYellow');
    expectRejected(t, P1, { type: 'useVar', cells: [0, 1] }, 'noVar');
    expectRejected(t, P1, { type: 'takePair', footballer: 1 }, 'notPickPhase');
    t.act(P1, { type: 'flip', cell: 0 });
    expectRejected(t, P1, { type: 'flip', cell: 0 }, 'cellNotFaceDown');
  });

  it('rejects flipping an empty cell, a YELLOW on oneself, acting while another seat is asked', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'yellow-2', A3: 'fb01-1', A4: 'fb01-2' }, { rows: 11 });
    t.flipTwo(cell('A3'), cell('A4'));
    expectRejected(t, P1, { type: 'flip', cell: cell('A3') }, 'cellNotFaceDown');
    expectRejected(t, P1, { type: 'flip', cell: 105 }, 'cellNotFaceDown');
    t.flipTwo(cell('A1'), cell('A2'));
    expect(t.prizes(P1)).toEqual(['yellow-1', 'yellow-2']);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P1, kind: 'start' });
    expectRejected(t, P1, { type: 'yellow', target: P1 }, 'yellowOnSelf');
    expectRejected(t, P2, { type: 'flip', cell: 50 }, 'notYourTurn');
    expectRejected(t, P1, { type: 'flip', cell: 50 }, 'notInWindow');
    expect(G.legalActions(t.state, P1)).toEqual([
      { type: 'pass' },
      { type: 'yellow', target: P2 },
      { type: 'yellow', target: P2, double: true },
      { type: 'yellow', target: P3 },
      { type: 'yellow', target: P3, double: true },
      { type: 'yellow', target: P4 },
      { type: 'yellow', target: P4, double: true },
    ]);
    expect(G.legalActions(t.state, P2)).toEqual([]);
  });

  it('the active participant may show a YELLOW at S0 and S1; the others are polled again afterwards', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'fb30-1', A3: 'yellow-2', A4: 'fb31-1', B5: 'fb02-1' });
    t.flipTwo(cell('A1'), cell('A2'));
    t.flipTwo(cell('A3'), cell('A4'));
    t.passAll();
    t.miss();
    t.miss();
    // P1's turn: P2 is asked and passes; P1 shows a YELLOW to P3 at S0.
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'start' });
    t.act(P2, { type: 'pass' });
    expect(G.actors(t.state)).toEqual([P1]);
    expect(G.legalActions(t.state, P1)).toContainEqual({ type: 'yellow', target: P3 });
    expect(G.legalActions(t.state, P1)).not.toContainEqual({ type: 'yellow', target: P1 });
    const ev = t.act(P1, { type: 'yellow', target: P3 });
    expect(types(ev)).toEqual(['discard', 'yellow', 'window']);
    expect(G.isUndoable(ev, P1, t.state)).toBe(false);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'start' });
    expect(t.state.seats[P3].skipNext).toBe(1);
    const ev2 = t.act(P2, { type: 'yellow', target: P1 });
    // P1 was the active participant: its turn ends at S0, P2 moves next.
    expect(types(ev2)).toEqual(['discard', 'yellow', 'turn']);
    expect(t.active).toBe(P2);
    expect(t.state.seats[P1].yellowCount).toBe(1);
    const ev3 = t.miss();
    // P3 is skipped, P4 moves.
    expect(ev3.filter((e) => e.type === 'skip')).toEqual([{ type: 'skip', seat: P3 }]);
    expect(t.active).toBe(P4);
  });

  it('chains of skipped turns resolve inside one apply', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'fb30-1', A3: 'yellow-2', A4: 'yellow-3' }, {}, 3);
    t.flipTwo(cell('A1'), cell('A2'));
    t.flipTwo(cell('A3'), cell('A4'));
    t.passAll();
    t.miss(); // P3
    expect(t.active).toBe(P1);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'start' });
    t.act(P2, { type: 'pass' });
    t.act(P1, { type: 'yellow', target: P3 });
    expect(G.reactionWindow(t.state)).toEqual({ seat: P2, kind: 'start' });
    t.act(P2, { type: 'yellow', target: P3 });
    // Second YELLOW on P3, by P2: a RED of P2; P3's count is back to 0 and its skip stays.
    expect(t.active).toBe(P2);
    expect(t.state.seats[P3]).toMatchObject({ yellowCount: 0, skipNext: 1 });
    t.act(P2, { type: 'yellow', target: P1 });
    expect(G.reactionWindow(t.state)).toBeNull();
    expect(t.state.seats[P1]).toMatchObject({ yellowCount: 1, skipNext: 1 });
    const ev = t.miss(false); // P2: P3 and P1 are both skipped, P2 moves again
    expect(ev.filter((e) => e.type === 'skip' || e.type === 'turn')).toEqual([
      { type: 'turn', seat: P3, continuation: false },
      { type: 'skip', seat: P3 },
      { type: 'turn', seat: P1, continuation: false },
      { type: 'skip', seat: P1 },
      { type: 'turn', seat: P2, continuation: false },
    ]);
    expect(t.active).toBe(P2);
    expect(G.actors(t.state)).toEqual([P2]);
  });

  it('a skipped turn still offers W_START to the others (not to the skipped seat)', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'red-1', A3: 'yellow-2', A4: 'fb30-1' });
    t.flipTwo(cell('A1'), cell('A2'));
    t.passAll();
    t.flipTwo(cell('A3'), cell('A4'));
    t.passAll();
    t.miss();
    t.passAll();
    t.miss();
    expect(t.active).toBe(P1);
    t.passAll();
    t.act(P1, { type: 'yellow', target: P3 });
    t.passAll();
    t.miss(); // P1; P2 passes in the windows
    expect(t.active).toBe(P2);
    t.passAll();
    const ev = t.miss(); // P2; P3's turn is skipped, its W_START asks P1 (holding a RED)
    expect(ev.slice(-3)).toEqual([
      { type: 'turn', seat: P3, continuation: false },
      { type: 'skip', seat: P3 },
      { type: 'window', kind: 'start', asking: P1 },
    ]);
    expect(t.active).toBe(P3);
    expect(G.actors(t.state)).toEqual([P1]);
    expect(G.legalActions(t.state, P1)).toContainEqual({ type: 'red' });
    const ev2 = t.act(P1, { type: 'pass' });
    // P2 holds a YELLOW too: after P1 passes, P2 is asked (seat order from P3's left: P4, P1, P2).
    expect(ev2[1]).toEqual({ type: 'window', kind: 'start', asking: P2 });
    const ev3 = t.act(P2, { type: 'pass' });
    expect(ev3[0]).toEqual({ type: 'pass', seat: P2 });
    expect(ev3[1]).toEqual({ type: 'turn', seat: P4, continuation: false });
    expect(t.active).toBe(P4);
  });

  it('a turn taken with a RED does not use up a pending skip', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'fb30-1', A3: 'red-1', A4: 'fb31-1' });
    t.flipTwo(cell('A1'), cell('A2'));
    t.miss();
    t.flipTwo(cell('A3'), cell('A4'));
    t.passAll();
    t.miss();
    expect(t.active).toBe(P1);
    expect(G.reactionWindow(t.state)).toEqual({ seat: P3, kind: 'start' });
    t.act(P3, { type: 'pass' });
    t.act(P1, { type: 'yellow', target: P3 });
    expect(t.state.seats[P3].skipNext).toBe(1);
    // The poll restarts after the active participant's card: P3 is asked again.
    expect(G.reactionWindow(t.state)).toEqual({ seat: P3, kind: 'start' });
    const ev = t.act(P3, { type: 'red' });
    expect(types(ev)).toEqual(['discard', 'red', 'turn']);
    expect(t.active).toBe(P3);
    expect(G.actors(t.state)).toEqual([P3]);
    expect(t.state.seats[P3].skipNext).toBe(1);
    t.miss(); // P3
    t.miss(); // P4
    t.miss(); // P1
    const ev2 = t.miss(); // P2; P3's regular turn is skipped
    expect(ev2).toContainEqual({ type: 'skip', seat: P3 });
    expect(t.active).toBe(P4);
    expect(t.state.seats[P3].skipNext).toBe(0);
  });

  it('isUndoable: nothing revealed and control stayed with the seat', () => {
    const t = new Table({ A1: 'yellow-1', A2: 'var-1' }, {}, 2);
    t.flipTwo(cell('A1'), cell('A2'), true);
    expect(G.isUndoable(t.last, P1, t.state)).toBe(false);
    t.passTurnEnd();
    t.miss();
    expect(G.isUndoable(t.last, P2, t.state)).toBe(false);
    expect(t.active).toBe(P1);
    // A peek reveals something.
    t.act(P1, { type: 'useVar', cells: [50, 51] });
    expect(G.isUndoable(t.last, P1, t.state)).toBe(false);
    // A YELLOW on P2 (who holds nothing usable): nothing revealed, control stays with P1.
    t.act(P1, { type: 'yellow', target: P2 });
    expect(t.state.seats[P2].skipNext).toBe(1);
    expect(G.actors(t.state)).toEqual([P1]);
    expect(G.isUndoable(t.last, P1, t.state)).toBe(true);
    expect(G.isUndoable(t.last, P2, t.state)).toBe(false);
  });

  it('a lone footballer can never be the last face-down card; the last card at S1 resolves alone', () => {
    const opts = { footballersByPoints: [1, 0, 0, 0, 0] as FootballOptions['footballersByPoints'], yellow: 1, red: 0, var: 1, playGame: 0, rows: 2, cols: 2 };
    const t = new Table({ A1: 'fb01-1', A2: 'yellow-1', B1: 'fb01-2', B2: 'var-1' }, opts, 2);
    t.flipTwo(cell('A2', 2), cell('B2', 2));
    expect(t.prizes(P1)).toEqual(['yellow-1', 'var-1']);
    expect(t.active).toBe(P2);
    t.passAll();
    t.flipTwo(cell('A1', 2), cell('B1', 2));
    expect(t.state.phase).toBe('over');
    expect(G.outcome(t.state)?.winners).toEqual([P2]);
  });

  it('describes its option fields for the new-game dialog', () => {
    const keys = footballManifest.optionFields.map((f) => f.key + (f.index ?? ''));
    expect(keys).toEqual([
      'rows', 'cols', 'footballersByPoints0', 'footballersByPoints1', 'footballersByPoints2', 'footballersByPoints3',
      'footballersByPoints4', 'yellow', 'red', 'var', 'playGame', 'firstPlayer', 'reactionTimeoutMs',
    ]);
    expect(footballManifest.optionFields.find((f) => f.key === 'firstPlayer')?.kind).toBe('seat');
    expect(footballManifest.optionFields.find((f) => f.key === 'reactionTimeoutMs')?.kind).toBe('ms');
  });
});
