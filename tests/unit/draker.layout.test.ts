import { describe, expect, it } from 'vitest';
import { DRAKER_DEFAULT_OPTIONS, type DrakerComboView, type DrakerView } from '../../src/common/games/draker';
import { cardOf, composition } from '../../src/main/engine/games/draker/cards';
import { computeLayout, HAND_LEGIBLE, handLegible, shownHandId, tableHeight, type Layout } from '../../src/renderer/games/draker/layout';
import { ENTRY_LINE, stackRows, STACK_ROW_THIN } from '../../src/renderer/games/draker/stack-rows';
import { shortStep } from '../../src/renderer/games/draker/board';
import type { Rect } from '../../src/renderer/table/grid';
import { revealInView } from '../../src/renderer/table/revealed';
import '../../src/renderer/games'; // registers every game's words, as the app does

/** A busy mid-round table: every pool holds `poolSize` cards, two combinations of three per seat, a full hand. */
function busyView(players: number, poolSize = 8, handSize = 7, viewer: number | 'spectator' = 0): DrakerView {
  const ids = composition();
  let next = 0;
  const take = (n: number) => ids.slice(next, (next += n)).map(cardOf);
  const pools = Array.from({ length: players }, () => take(poolSize));
  const hand = take(handSize);
  const common = take(5);
  let id = 100;
  const combos: DrakerComboView[] = pools.flatMap((pool, owner) => [
    { id: id++, owner, kind: 'ATT' as const, cards: [pool[0].id, pool[1].id, pool[2].id], base: 4, mult: 6, value: 24, remaining: 24, flight: true },
    { id: id++, owner, kind: 'DEF' as const, cards: [pool[2].id, pool[3].id, pool[4].id], base: 3, mult: 2, value: 6, remaining: 6, flight: false },
  ]);
  return {
    viewer,
    hand: viewer === 'spectator' ? null : hand,
    players: pools.map((pool) => ({ life: 30, handCount: handSize, pool, inGame: true, fellIn: null, owed: [0, 0] })),
    common,
    deckCount: 20,
    discardCount: 3,
    tokens: {},
    artefacts: {},
    combos,
    instantStack: [],
    mainStack: [],
    used: [],
    round: 1,
    lead: 0,
    phase: 'additional',
    active: 0,
    placed: null,
    parcels: [],
    turn: { iconsFired: false, kinds: [], acted: false },
    turnsTaken: 0,
    passes: 0,
    modifiers: [],
    seq: 0,
    nextId: id,
    gale: [],
    siege: false,
    pending: [],
    options: DRAKER_DEFAULT_OPTIONS,
    outcome: null,
  };
}

/** The board at the smallest and largest windows (the side panels take their share) and the bare windows. */
const BOARDS: Rect[] = [
  { x: 240, y: 58, width: 584, height: 622 },
  { x: 320, y: 58, width: 1310, height: 1022 },
  { x: 0, y: 0, width: 1024, height: 680 },
  { x: 0, y: 0, width: 1920, height: 1080 },
];

const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (r: Rect, outer: Rect): boolean => r.x >= outer.x - 0.5 && r.y >= outer.y - 0.5 && r.x + r.width <= outer.x + outer.width + 0.5 && r.y + r.height <= outer.y + outer.height + 0.5;

function everyCard(L: Layout): Rect[] {
  return [...L.pool.values(), ...[...L.combos.values()].flatMap((c) => c.cards), ...L.handCards, ...L.common, L.deck, L.discard];
}

describe('Draker table layout', () => {
  for (const board of BOARDS) {
    for (let players = 2; players <= 6; players++) {
      it(`${players} players on a ${board.width}×${board.height} board: areas apart, cards inside`, () => {
        const view = busyView(players);
        const L = computeLayout(view, board);
        expect(L.seats.size).toBe(players);
        // The areas, the track, the middle and the controls strip never overlap.
        const areas = [...L.seats.values()].map((s) => s.box);
        const regions = [...areas, L.track, L.centre, L.controls];
        for (let i = 0; i < regions.length; i++) for (let j = i + 1; j < regions.length; j++) expect(overlap(regions[i], regions[j]), `regions ${i} and ${j}`).toBe(false);
        const handRow = L.seats.get(0)!.hand;
        for (const r of regions) expect(overlap(r, handRow)).toBe(false);
        // Every card lies inside the board; pool cards and combinations inside their owner's area.
        for (const r of everyCard(L)) expect(inside(r, board)).toBe(true);
        for (let seat = 0; seat < players; seat++) {
          const box = L.seats.get(seat)!.box;
          for (const c of view.players[seat].pool) {
            const r = L.pool.get(c.id);
            if (r) expect(inside(r, box), `${c.id} of seat ${seat}`).toBe(true);
          }
          for (const combo of view.combos.filter((c) => c.owner === seat)) {
            const spot = L.combos.get(combo.id)!;
            expect(inside(spot.frame, box)).toBe(true);
            expect(inside(spot.label, box)).toBe(true);
          }
        }
        // Loose pool cards and combination frames do not cover each other.
        const pieces = [...L.pool.values(), ...[...L.combos.values()].map((c) => c.frame)];
        for (let i = 0; i < pieces.length; i++) for (let j = i + 1; j < pieces.length; j++) expect(overlap(pieces[i], pieces[j])).toBe(false);
        // Common pool cards, the deck, the discard and the stacks lie in the middle, apart.
        for (const r of [...L.common, L.deck, L.discard, L.instant, L.main]) expect(inside(r, L.centre)).toBe(true);
        for (const r of [...L.common, L.deck, L.discard]) expect(overlap(r, L.instant) || overlap(r, L.main)).toBe(false);
        // Readable sizes: the viewer's hand and pool are the largest cards.
        const minePool = view.players[0].pool.map((c) => L.pool.get(c.id)).find((r) => r);
        expect(L.handW).toBeGreaterThanOrEqual(50);
        if (minePool) expect(minePool.width).toBeGreaterThanOrEqual(36);
        // (on a board narrower than a 1024×680 window's, six players' loose cards give way to their groups' summaries)
        for (const r of L.pool.values()) expect(r.width).toBeGreaterThanOrEqual(board.width < 600 && players === 6 ? 12 : 16);
      });
    }
  }

  it('lifts no hand card out of the board when selected (a lifted card rises 14% of its height)', () => {
    const board = BOARDS[0];
    const L = computeLayout(busyView(6), board);
    for (const r of L.handCards) expect(r.y - r.height * 0.14).toBeGreaterThan(L.controls.y - 1);
  });

  it('a spectator sees every seat as an area and no hand row', () => {
    const L = computeLayout(busyView(4, 8, 7, 'spectator'), BOARDS[1]);
    expect([...L.seats.values()].every((s) => !s.mine)).toBe(true);
    expect(L.handCards).toEqual([]);
  });

  describe('the busy table', () => {
    for (const board of BOARDS) {
      it(`a main stack of 17 entries on a ${board.width}×${board.height} board: the newest in readable rows, the older as bars in the pile`, () => {
        const L = computeLayout(busyView(6), board);
        // entries of two and three lines (a sender's line, a target wrapped over one or two)
        const heights = Array.from({ length: 17 }, (_, i) => (i % 2 ? 2 : 3) * ENTRY_LINE + 4);
        const rows = stackRows(L.main, heights);
        expect(rows).toHaveLength(17);
        const readable = rows.filter((r, i) => r.height === heights[i] - 2);
        const bars = rows.filter((r) => r.height < STACK_ROW_THIN);
        expect(readable.length + bars.length).toBe(17);
        expect(readable.length).toBeGreaterThanOrEqual(1);
        // The newest entry (next to resolve) is readable; every row lies in the pile, none over another.
        expect(rows[16].height).toBe(heights[16] - 2);
        for (const r of rows) expect(inside(r, L.main)).toBe(true);
        for (let i = 0; i < rows.length; i++) for (let j = i + 1; j < rows.length; j++) expect(overlap(rows[i], rows[j])).toBe(false);
      });
    }

    it('a short stack gives every entry the height of its lines', () => {
      const L = computeLayout(busyView(6), BOARDS[0]);
      const heights = [2 * ENTRY_LINE + 4, 3 * ENTRY_LINE + 4];
      expect(stackRows(L.instant, heights).map((r) => r.height)).toEqual(heights.map((h) => h - 2));
    });

    /** The board at 1024×680 with six players (the side columns narrowed). */
    const SMALL_SIX: Rect = { x: 196, y: 58, width: 652, height: 622 };

    /** The viewer's pool of 21 cards declared as seven groups of three. */
    function sevenGroups(view: DrakerView): DrakerView {
      const shown = new Set([...view.players.flatMap((pl) => pl.pool), ...view.common, ...(view.hand ?? [])].map((c) => c.id));
      const mine = composition().filter((id) => !shown.has(id)).slice(0, 21).map(cardOf);
      const combos = view.combos.filter((c) => c.owner !== 0);
      for (let g = 0; g < 7; g++) combos.push({ id: 900 + g, owner: 0, kind: g % 2 ? 'DEF' : 'ATT', cards: mine.slice(g * 3, g * 3 + 3).map((c) => c.id), base: 3, mult: 2, value: 6, remaining: 6, flight: false });
      return { ...view, players: view.players.map((pl, i) => (i === 0 ? { ...pl, pool: mine } : pl)), combos };
    }

    it('seven own groups at 1024×680 with six players: own cards at least 44 px wide, every area on the board', () => {
      const view = sevenGroups(busyView(6, 6));
      expect(new Set(view.players[0].pool.map((c) => c.id)).size).toBe(21);
      const L = computeLayout(view, SMALL_SIX);
      const own = view.combos.filter((c) => c.owner === 0).flatMap((c) => L.combos.get(c.id)!.cards);
      expect(own).toHaveLength(21);
      for (const r of own) expect(r.width).toBeGreaterThanOrEqual(44);
      for (const s of L.seats.values()) expect(inside(s.box, SMALL_SIX)).toBe(true);
      for (const r of everyCard(L)) expect(inside(r, SMALL_SIX)).toBe(true);
      // The others' cards stay big enough to tell rank and suit by their corners.
      for (const c of view.combos.filter((x) => x.owner !== 0)) for (const r of L.combos.get(c.id)!.cards) expect(r.width).toBeGreaterThanOrEqual(22);
    });

    it('a used group (nothing left after the costs) lies collapsed, narrower than a live one', () => {
      const view = busyView(2);
      const live = { ...view, phase: 'combat' as const };
      const used = { ...live, combos: live.combos.map((c) => (c.id === 100 ? { ...c, remaining: 0 } : c)) };
      const width = (v: DrakerView) => computeLayout(v, BOARDS[1]).combos.get(100)!.frame.width;
      expect(width(used)).toBeLessThan(width(live) * 0.8);
      // And it moves to the end of its owner's strip.
      const L = computeLayout(used, BOARDS[1]);
      expect(L.combos.get(100)!.frame.x).toBeGreaterThan(L.combos.get(101)!.frame.x);
    });

    it('a narrow phase pill keeps a shortened name, never a bare number', () => {
      expect(shortStep('Additional')).toBe('Addi.');
      expect(shortStep('Додаткові')).toBe('Дода.');
      expect(shortStep('End')).toBe('End');
    });
  });
});

describe('a hand a finished game\'s replay shows', () => {
  it('leads its seat\'s strip as a framed group, inside the seat\'s area and over no other card', () => {
    for (const board of BOARDS) {
      const view = busyView(4, 6, 7, 'spectator');
      const hand = composition().slice(-7).map(cardOf);
      const L = computeLayout(revealInView(view, { seat: 2, zone: 'hand', cards: hand }), board);
      const spot = L.combos.get(shownHandId(2))!;
      expect(spot.cards).toHaveLength(7);
      for (const r of spot.cards) expect(inside(r, L.seats.get(2)!.strip)).toBe(true);
      // the other cards of the strip lie beside the group, not under it
      for (const r of [...L.pool.values(), ...[...L.combos.entries()].filter(([id]) => id !== shownHandId(2)).flatMap(([, c]) => c.cards)]) expect(overlap(r, spot.frame)).toBe(false);
      // no other seat gets a group, and without the replay there is none
      expect([...L.combos.keys()].filter((id) => id < 0)).toEqual([shownHandId(2)]);
      expect(computeLayout(view, board).combos.has(shownHandId(2))).toBe(false);
    }
  });

  it('is not laid out again for the viewer, whose own hand is at the bottom', () => {
    const view = busyView(2, 6, 7, 0);
    const L = computeLayout(revealInView(view, { seat: 0, zone: 'hand', cards: view.hand! }), BOARDS[0]);
    expect(L.combos.has(shownHandId(0))).toBe(false);
  });
});

describe('revealInView', () => {
  it('adds each group to a copy of the view: a hand by its seat, a pile by its zone', () => {
    const view = { players: [] as unknown[] };
    const a = revealInView(view, { seat: 1, zone: 'hand', cards: ['x'] });
    const b = revealInView(a, { seat: null, zone: 'stock', cards: ['y', 'z'] });
    expect(b).toEqual({ players: [], revealed: { hands: { 1: ['x'] }, piles: { stock: ['y', 'z'] } } });
    expect(view).toEqual({ players: [] });
    expect(a).toEqual({ players: [], revealed: { hands: { 1: ['x'] }, piles: {} } });
  });
});

describe('Draker controls strip', () => {
  for (const board of BOARDS) {
    it(`on a ${board.width}×${board.height} board: as tall as its lines need, over the pool's cards and above the hand's raised cards`, () => {
      for (const need of [0, 90, 130]) {
        const L = computeLayout(busyView(2), board, need);
        expect(L.controls.height).toBeGreaterThanOrEqual(need);
        const bottom = L.controls.y + L.controls.height;
        // a selected card rises by 14% of its height (the fan's raise is in its rect)
        for (const c of L.handCards) expect(c.y - c.height * 0.14, `need ${need}`).toBeGreaterThanOrEqual(bottom - 0.5);
        for (const c of L.pool.values()) expect(overlap(c, L.controls), `need ${need}`).toBe(false);
      }
    });
  }
});

describe('a board too short for the table (large text): the table is laid out taller and the board scrolls', () => {
  /** 640x400 CSS px (a 1280x800 window at zoom 200%): the board between the side columns and under the top bar. */
  const SHORT = { width: 330, height: 343 };
  /** The controls' lines at 200% text with a card picked: the preview chip, Place and Clear selection. */
  const BAR = 110;

  it('at the board\'s own height the hand would be unreadable; at the height asked for it is readable, and no taller than it must be', () => {
    const view = busyView(2, 5, 6);
    const at = (h: number) => computeLayout(view, { x: 0, y: 0, width: SHORT.width, height: h }, BAR);
    expect(handLegible(at(SHORT.height))).toBe(false);
    const tall = tableHeight(view, SHORT.width, SHORT.height, BAR);
    expect(tall).toBeGreaterThan(SHORT.height);
    expect(tall).toBeLessThan(SHORT.height * 2);
    const L = at(tall);
    expect(handLegible(L)).toBe(true);
    expect(L.handW).toBeGreaterThanOrEqual(HAND_LEGIBLE - 0.5);
    expect(handLegible(at(tall - 12))).toBe(false);
    // the hand lies under the controls, inside the table
    for (const c of L.handCards) {
      expect(c.y).toBeGreaterThanOrEqual(L.controls.y + L.controls.height - 1);
      expect(c.y + c.height).toBeLessThanOrEqual(tall);
    }
  });

  it('a board with room keeps its own height, at every usual size; a spectator\'s table (no hand) never scrolls', () => {
    for (const board of BOARDS) for (const players of [2, 4, 6]) expect(tableHeight(busyView(players), board.width, board.height, 70)).toBe(board.height);
    expect(tableHeight(busyView(2, 5, 6, 'spectator'), SHORT.width, SHORT.height, BAR)).toBe(SHORT.height);
  });
});
