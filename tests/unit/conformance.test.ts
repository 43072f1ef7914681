/**
 * One conformance suite for every registered game (OpenSpiel style): random playouts to the end for every
 * player count over many seeds, with after every step: the input state untouched, cards conserved, every
 * listed action applies, unlisted moves (listed moves of other moments, mutated) and moves of seats not
 * asked are refused with a RuleError and change nothing, no view and no redacted event shows a hidden card
 * to another seat; the same seed and actions replay to the same game; bots decide from their view only.
 *
 * What is hidden comes from the contract's `hiddenCards` (hands by seat, stock, grid); a card id is any id
 * of the deal. A game joins by being registered in `gamesUnderTest` (the one place that reads the game
 * list) and giving the few facts below in HOOKS (TypeScript asks for an entry per game id).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BotLevel, GameId } from '../../src/common/contract';
import type { GameAction, GameEvent, HiddenCards, Viewer } from '../../src/common/engine-types';
import { rushFaceOf } from '../../src/common/games/rush';
import type { RushAction } from '../../src/common/games/rush';
import type { WordsAction } from '../../src/common/games/words';
import type { FootballAction } from '../../src/common/games/football';
import { BotTable, playBotId } from '../../src/main/bots/host';
import { mixSeed, replay, Rng, RuleError, stableStringify } from '../../src/main/engine/core';
import type { AnyGame } from '../../src/main/engine/core';
import type { AthleticState } from '../../src/main/engine/games/athletic';
import { allCards as drakerCards } from '../../src/main/engine/games/draker';
import type { DrakerState } from '../../src/main/engine/games/draker';
import type { FootballState } from '../../src/main/engine/games/football';
import { footballerOf } from '../../src/main/engine/games/football/cards';
import { allCards as rushCards } from '../../src/main/engine/games/rush';
import type { RushState } from '../../src/main/engine/games/rush';
import { createListWordList, createWordsManifest } from '../../src/main/engine/games/words';
import type { WordsState } from '../../src/main/engine/games/words';
import { faceKey } from '../../src/main/engine/games/words/cards';
import { GAMES } from '../../src/main/games';
import { canonicalMove } from '../../src/main/session/actions';
import type { GameManifest } from '../../src/main/engine/core';
import { TEST_WORDS } from './words.fixtures';

interface GameUnderTest {
  id: GameId;
  /** What the session and the bot hosts are given for this game. */
  entry: GameManifest;
  game: AnyGame;
  levels: BotLevel[];
}

/** The games to check: the registered list (the one place this suite reads it). */
function gamesUnderTest(): GameUnderTest[] {
  const words = createListWordList(TEST_WORDS);
  return (Object.entries(GAMES) as [GameId, GameManifest][]).map(([id, registered]) => {
    // Klepka Words plays with the tests' small word list (the app's dictionary is built in a worker).
    const entry = id === 'words' ? createWordsManifest(words) : registered;
    return { id, entry, game: entry.game, levels: [...entry.levels] };
  });
}

// ---------------------------------------------------------------------------------------------
// What each game tells the suite

/* eslint-disable @typescript-eslint/no-explicit-any -- hooks read each game's own state type */
interface Hooks {
  /** Every card where it is now, as tokens: the multiset never changes (conservation). */
  cards(state: any): string[];
  /** Options of the playouts (shorter games where random play would take long). */
  options?: Record<string, unknown>;
  /**
   * Moves that are one choice (listed once) share a key; null for a move a game does not list because its
   * space is open (a typed word). Default: the move itself.
   */
  choiceKey?(action: any, state: any): string | null;
  /** Hidden zones that are history: their cards were shown going there, and views may name them since. */
  history?: string[];
  /** A listed move that brings the end nearer (random play would take thousands of steps), or null. */
  nudge?(state: any, legal: readonly GameAction[], rng: Rng): GameAction | null;
  /**
   * Bot games per level for the honesty check, their length, and the levels checked: a search that stops
   * at a time budget may choose another move on a busy machine, so those levels are left out.
   */
  honest?: { runs: number; steps: number; levels?: BotLevel[] };
  /** Random playouts per player count: quick ones, and deep ones that check everything at every step. */
  runs: { quick: number; deep: number };
}

const HOOKS: Record<GameId, Hooks> = {
  athletic: {
    cards: (s: AthleticState) => [...s.stock, ...s.hands.flat(), ...s.slots.flat()],
    // A count naming the whole pile is the ordinary move, which is listed without a count.
    choiceKey: (a, s: AthleticState) =>
      stableStringify(a.type === 'move' && a.count === s.slots[a.from]?.length ? { type: 'move', from: a.from, to: a.to } : a),
    options: { targetMedals: 2 },
    runs: { quick: 6, deep: 1 },
    // Expert's search stops at a time budget; its honesty is checked without it in athletic.bot.test.ts.
    honest: { runs: 2, steps: 30, levels: ['easy', 'normal', 'hard'] },
  },
  rush: {
    cards: (s: RushState) => [...rushCards(s)],
    // Copies of one face are interchangeable: the list names one of them.
    choiceKey: (a: RushAction) => {
      const faces = (ids: readonly string[]): string => ids.map(rushFaceOf).sort().join(',');
      switch (a.type) {
        case 'takeOver':
          return `takeOver:${a.rank}:${faces(a.cards)}`;
        case 'reinforce':
          return `reinforce:${a.rank}:${rushFaceOf(a.card)}:${faces(a.cards)}`;
        case 'defend':
          return `defend:${faces(a.cards)}`;
        case 'layOut':
        case 'discard':
          return `${a.type}:${rushFaceOf(a.card)}`;
        case 'sponsor':
          return `sponsor:${rushFaceOf(a.card)}:${a.option}:${a.target ?? ''}`;
        case 'doping':
          return `doping:${rushFaceOf(a.card)}:${a.option}:${a.target ?? ''}:${a.other ? rushFaceOf(a.other) : ''}`;
        default:
          return stableStringify(a);
      }
    },
    runs: { quick: 12, deep: 1 },
    honest: { runs: 2, steps: 20, levels: ['easy', 'normal'] },
  },
  football: {
    // A pair taken is kept as its footballer's number: count footballers by number, prizes by id.
    cards: (s: FootballState) => [
      ...[...s.cells.filter((c): c is string => c !== null), ...s.discard, ...s.seats.flatMap((p) => p.prizes)].map((id) =>
        footballerOf(id) > 0 ? `f${footballerOf(id)}` : id,
      ),
      ...s.seats.flatMap((p) => p.pairs.flatMap((f) => [`f${f}`, `f${f}`])),
    ],
    // VAR names two cells in any order.
    // VAR's two cells in either order are one choice; a single YELLOW may say `double: false` or nothing.
    choiceKey: (a: FootballAction) => {
      if (a.type === 'useVar' && Array.isArray(a.cells)) return stableStringify({ ...a, cells: [...a.cells].sort((x, y) => x - y) });
      if (a.type === 'yellow' && a.double === false) return stableStringify({ type: a.type, target: a.target });
      return stableStringify(a);
    },
    // The second flip often finds the mate of the face-up card.
    nudge: (s: FootballState, legal: readonly FootballAction[], rng: Rng) => {
      const up = s.upCell === null ? null : s.cells[s.upCell];
      if (!up || footballerOf(up) === 0 || rng.float() >= 0.6) return null;
      return legal.find((a) => a.type === 'flip' && footballerOf(s.cells[a.cell] ?? '') === footballerOf(up)) ?? null;
    },
    runs: { quick: 5, deep: 1 },
  },
  words: {
    cards: (s: WordsState) => [...s.cells.filter((c): c is string => c !== null), ...s.seats.flatMap((p) => p.cards), ...s.discard],
    // Words are typed, not listed; an EXCHANGE is listed once per pair of faces.
    choiceKey: (a: WordsAction, s: WordsState) => {
      if (a.type === 'compose') return null;
      if (a.type === 'exchange') return `exchange:${faceKey(a.give, s.options)}:${a.target}:${faceKey(a.take, s.options)}`;
      return stableStringify(a);
    },
    // A flip in a batch often finds the mate of a card already revealed in it.
    nudge: (s: WordsState, legal: readonly WordsAction[], rng: Rng) => {
      if (s.phase !== 'flip' || s.reactionWindow || s.batch.length % 2 === 0 || rng.float() >= 0.6) return null;
      const up = s.cells[s.batch[s.batch.length - 1]]!.slice(0, 3);
      return legal.find((a) => a.type === 'flip' && s.cells[a.cell]?.slice(0, 3) === up) ?? null;
    },
    runs: { quick: 3, deep: 1 },
  },
  draker: {
    cards: (s: DrakerState) => drakerCards(s),
    options: { startingLife: 8 },
    history: ['discard'],
    runs: { quick: 1, deep: 1 },
    honest: { runs: 2, steps: 20, levels: ['easy', 'normal'] },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

// ---------------------------------------------------------------------------------------------
// Hidden cards and what each viewer is shown

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

function cardIdsOf(groups: readonly HiddenCards[]): string[] {
  return groups.flatMap((g) => g.cards.map((c) => (c as { id: string }).id));
}

/** Every card id of a deal: the hidden ones and the ones the public view shows. */
function universe(game: AnyGame, state: unknown): Set<string> {
  const ids = new Set(cardIdsOf(game.hiddenCards!(state)));
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const id = (v as { id?: unknown }).id;
      if (typeof id === 'string') ids.add(id);
      Object.values(v).forEach(walk);
    }
  };
  walk(game.view(state, 'spectator'));
  return ids;
}

/** The card ids named anywhere in a value (views, events, actions). */
function idsIn(value: unknown, cards: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (cards.has(v)) out.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return out;
}

/**
 * Hidden cards by who holds them: a seat (its hand) or nobody (-1: stock, grid, face-down piles). Cards of
 * a zone the game calls history (a discard everyone saw go there) are left out once shown to the spectator.
 */
function holders(t: GameUnderTest, state: unknown, publicSeen?: ReadonlySet<string>): Map<string, number> {
  const history = new Set(HOOKS[t.id].history ?? []);
  const out = new Map<string, number>();
  for (const g of t.game.hiddenCards!(state)) {
    for (const c of g.cards) {
      const id = (c as { id: string }).id;
      if (!(history.has(g.zone) && publicSeen?.has(id))) out.set(id, g.seat ?? -1);
    }
  }
  return out;
}

/** Cards shown to everyone so far, and to each seat alone. */
interface Seen {
  publicSeen: Set<string>;
  privateSeen: Set<string>[];
}

const isHiddenFrom = (held: Map<string, number>, id: string, v: Viewer): boolean => held.has(id) && held.get(id) !== v;

function viewers(players: number): Viewer[] {
  return ['spectator', ...Array.from({ length: players }, (_, i) => i)];
}

/**
 * Views: no viewer is shown a card hidden from it; a seat may see a card nobody holds (a private look,
 * such as VAR) only while its view says it is private and after an event showed that card to it alone.
 */
function checkViews(t: GameUnderTest, state: unknown, players: number, cards: ReadonlySet<string>, seen: Seen): void {
  const { privateSeen } = seen;
  const held = holders(t, state, seen.publicSeen);
  for (const id of idsIn(t.game.view(state, 'spectator'), cards)) seen.publicSeen.add(id);
  for (const v of viewers(players)) {
    const view = t.game.view(state, v);
    for (const id of idsIn(view, cards)) {
      if (!isHiddenFrom(held, id, v)) continue;
      const privateLook = typeof v === 'number' && held.get(id) === -1 && privateSeen[v].has(id) && t.game.hasPrivate(view);
      expect(privateLook, `${t.id}: the view of ${v} shows hidden card ${id}`).toBe(true);
    }
  }
}

/**
 * Events: a card hidden from a viewer before and after the action is shown to it only in a public reveal
 * (the spectator is shown it too: a flip that goes back face down, a card played from a hand), never one
 * that went from the stock into another seat's hand (a draw); or in a private look at a card nobody holds
 * that the viewer's view then shows (VAR); or to a seat that drew it and lost it unseen in the same action
 * (named to that seat alone in two events, in and out of its hand).
 */
function checkEvents(
  t: GameUnderTest,
  before: unknown,
  after: unknown,
  events: readonly GameEvent[],
  players: number,
  cards: ReadonlySet<string>,
  seen: Seen,
): void {
  const { privateSeen } = seen;
  const heldBefore = holders(t, before, seen.publicSeen);
  const heldAfter = holders(t, after, seen.publicSeen);
  const shownAfter: Set<string>[] = [];
  // cards each seat alone is shown, and how often, in this action: a card drawn and then discarded
  // unseen in the same action (a player drawn out of the game) passed through that seat's hand
  const privatelyNamed = viewers(players).map(() => new Map<string, number>());
  for (const e of events) {
    const pub = idsIn(t.game.redactEvent(e, 'spectator'), cards);
    for (const v of viewers(players)) {
      if (typeof v !== 'number') continue;
      for (const id of idsIn(t.game.redactEvent(e, v), cards)) if (!pub.has(id)) privatelyNamed[v + 1]!.set(id, (privatelyNamed[v + 1]!.get(id) ?? 0) + 1);
    }
  }
  for (const e of events) {
    const publicIds = idsIn(t.game.redactEvent(e, 'spectator'), cards);
    for (const id of publicIds) seen.publicSeen.add(id);
    for (const v of viewers(players)) {
      const shown = idsIn(t.game.redactEvent(e, v), cards);
      const afterView = typeof v === 'number' ? (shownAfter[v] ??= idsIn(t.game.view(after, v), cards)) : new Set<string>();
      for (const id of shown) {
        if (typeof v === 'number' && !publicIds.has(id)) privateSeen[v].add(id);
        if (!isHiddenFrom(heldBefore, id, v) || !isHiddenFrom(heldAfter, id, v)) continue;
        const secretDraw = heldBefore.get(id) === -1 && heldAfter.get(id)! >= 0;
        const privateLook = heldBefore.get(id) === -1 && heldAfter.get(id) === -1 && afterView.has(id);
        const passedThrough = typeof v === 'number' && heldBefore.get(id) === -1 && heldAfter.get(id) === -1 && (privatelyNamed[v + 1]!.get(id) ?? 0) >= 2;
        const ok = publicIds.has(id) ? !secretDraw : privateLook || passedThrough;
        expect(ok, `${t.id}: event ${e.type} shows hidden card ${id} to ${v}`).toBe(true);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Moves: listed, mutated, by the wrong seat

function keyOf(t: GameUnderTest, a: unknown, s: unknown): string | null {
  try {
    return HOOKS[t.id].choiceKey ? HOOKS[t.id].choiceKey!(a, s) : stableStringify(a);
  } catch {
    return stableStringify(a); // a malformed move is its own choice
  }
}

/** A move of another moment, often mutated in one field (a number, a card, a list): most are illegal now. */
function probe(pool: readonly GameAction[], cards: readonly string[], players: number, rng: Rng): unknown {
  const base = structuredClone(pool[rng.int(pool.length)]) as Record<string, unknown>;
  const fields = Object.keys(base).filter((k) => k !== 'type');
  const other = (v: unknown): unknown => {
    if (typeof v === 'number') return rng.pick([-1, 0, 1, v + 1, v - 1, players, rng.int(100), 0.5]);
    if (typeof v === 'string') return rng.int(6) === 0 ? 'no-such-card' : cards[rng.int(cards.length)];
    if (typeof v === 'boolean') return !v;
    if (Array.isArray(v)) {
      const copy = v.slice();
      const r = rng.int(3);
      if (r === 0 || copy.length === 0) copy.push(copy.length > 0 ? copy[rng.int(copy.length)] : 0);
      else if (r === 1) copy.splice(rng.int(copy.length), 1);
      else copy[rng.int(copy.length)] = other(copy[rng.int(copy.length)]);
      return copy;
    }
    return v === null ? 0 : null;
  };
  const r = rng.int(8);
  if (r === 0) return base;
  if (r === 1) return { type: rng.pick([...new Set(pool.map((a) => a.type)), 'noSuchMove']) };
  if (fields.length === 0) return rng.int(2) ? { type: 'noSuchMove' } : base;
  const k = fields[rng.int(fields.length)];
  return { ...base, [k]: other(base[k]) };
}

/**
 * An unlisted move is refused with a RuleError, or (open-ended moves) applies; the state never changes.
 * The move goes in as the session takes it: its shape read once (canonicalMove, which drops fields a
 * move does not have), then the rules judge what that leaves.
 */
function checkRefusal(t: GameUnderTest, state: unknown, seat: number, legal: readonly GameAction[], move: unknown): void {
  const before = stableStringify(state);
  const listed = (m: unknown): boolean => {
    const key = keyOf(t, m, state);
    return key !== null && legal.some((a) => keyOf(t, a, state) === key);
  };
  let accepted = false;
  let canonical: unknown = move;
  try {
    canonical = canonicalMove(t.entry, state, seat, move);
    if (listed(canonical)) return;
    t.game.apply(state, seat, canonical as GameAction);
    accepted = true;
  } catch (e) {
    expect(e, `${t.id}: ${stableStringify(move)} threw something else than a RuleError`).toBeInstanceOf(RuleError);
  }
  expect(accepted && keyOf(t, canonical, state) !== null, `${t.id}: unlisted ${stableStringify(move)} was accepted`).toBe(false);
  expect(stableStringify(state)).toBe(before);
}

/** A seat not asked lists nothing and is refused a listed move; nothing changes. */
function checkOtherSeats(t: GameUnderTest, state: unknown, actors: readonly number[], players: number, legal: readonly GameAction[], rng: Rng): void {
  const before = stableStringify(state);
  for (let other = 0; other < players; other++) {
    if (actors.includes(other)) continue;
    expect(t.game.legalActions(state, other), `${t.id}: seat ${other} is not asked`).toEqual([]);
    expect(() => t.game.apply(state, other, legal[rng.int(legal.length)])).toThrow(RuleError);
  }
  expect(stableStringify(state)).toBe(before);
}

/**
 * A random legal move: the game's nudge towards the end when it has one (memory games: often the mate of
 * a face-up card), else a random kind first (so many moves of one kind do not crowd out the rest), then a
 * random move of that kind.
 */
function pickMove(t: GameUnderTest, state: unknown, legal: readonly GameAction[], rng: Rng): GameAction {
  const nudged = HOOKS[t.id].nudge?.(state, legal, rng);
  if (nudged) return nudged;
  const kinds = [...new Set(legal.map((a) => a.type))];
  const kind = kinds[rng.int(kinds.length)];
  const ofKind = legal.filter((a) => a.type === kind);
  return ofKind[rng.int(ofKind.length)];
}

// ---------------------------------------------------------------------------------------------
// Playouts

interface Played {
  args: { players: number; seed: number; options: unknown };
  log: { seat: number; action: GameAction }[];
  events: GameEvent[];
  final: unknown;
}

const STEP_BOUND = 20_000;

function playout(t: GameUnderTest, players: number, seed: number, deep: boolean): Played {
  const hooks = HOOKS[t.id];
  const rng = new Rng(seed ^ 0x5a5a5a5a);
  const options = t.game.resolveOptions(hooks.options ?? {}, players);
  const args = { players, seed, options };
  let state = t.game.setup(args);
  const cards = universe(t.game, state);
  const cardList = [...cards];
  const deal = sorted(hooks.cards(state));
  expect(deal.length, `${t.id}: conservation counts ${deal.length} of ${cards.size} cards`).toBeGreaterThanOrEqual(cards.size);
  const seen: Seen = { publicSeen: new Set(), privateSeen: Array.from({ length: players }, () => new Set<string>()) };
  const pool: GameAction[] = [];
  const log: Played['log'] = [];
  const events: GameEvent[] = [];
  if (deep) checkViews(t, state, players, cards, seen);
  while (t.game.outcome(state) === null) {
    expect(log.length, `${t.id}: the game ends`).toBeLessThan(STEP_BOUND);
    const actors = t.game.actors(state);
    expect(actors.length, `${t.id}: someone may act while the game runs`).toBeGreaterThan(0);
    const w = t.game.reactionWindow(state);
    if (w) expect(actors).toEqual([w.seat]);
    const seat = actors[rng.int(actors.length)];
    const legal = t.game.legalActions(state, seat) as GameAction[];
    expect(legal.length, `${t.id}: the seat to act has a move`).toBeGreaterThan(0);
    for (const a of legal.length > 20 ? [legal[rng.int(legal.length)], legal[rng.int(legal.length)]] : legal) {
      if (pool.length < 400) pool.push(a);
      else pool[rng.int(pool.length)] = a;
    }
    const before = stableStringify(state);
    if (deep || rng.int(6) === 0) {
      for (let i = 0; i < (deep ? 3 : 1); i++) checkRefusal(t, state, seat, legal, probe(pool, cardList, players, rng));
      checkOtherSeats(t, state, actors, players, legal, rng);
    }
    if (deep) {
      // Every listed move applies (a sample where the list is long), leaving the state as it was.
      const sample = legal.length <= 20 ? legal : Array.from({ length: 20 }, () => legal[rng.int(legal.length)]);
      for (const a of sample) t.game.apply(state, seat, a);
    }
    const action = pickMove(t, state, legal, rng);
    const r = t.game.apply(state, seat, action);
    expect(stableStringify(state), `${t.id}: apply left its input alone`).toBe(before);
    if (deep) {
      checkEvents(t, state, r.state, r.events, players, cards, seen);
      checkViews(t, r.state, players, cards, seen);
    }
    log.push({ seat, action });
    events.push(...(r.events as GameEvent[]));
    state = r.state;
    if (deep || rng.int(4) === 0) expect(sorted(hooks.cards(state)), `${t.id}: cards conserved`).toEqual(deal);
  }
  expect(sorted(hooks.cards(state))).toEqual(deal);
  expect(t.game.actors(state)).toEqual([]);
  const o = t.game.outcome(state)!;
  expect(o.scores.length).toBe(players);
  expect(o.winners.length).toBeGreaterThan(0);
  for (const w of o.winners) expect(w >= 0 && w < players).toBe(true);
  return { args, log, events, final: state };
}

/** The same seed and moves give the same game (step by step and through `replay`); another seed deals differently. */
function checkReplay(t: GameUnderTest, played: Played): void {
  let state = t.game.setup(played.args);
  const events: unknown[] = [];
  for (const { seat, action } of played.log) {
    const r = t.game.apply(state, seat, action);
    events.push(...r.events);
    state = r.state;
  }
  expect(stableStringify(state)).toBe(stableStringify(played.final));
  expect(stableStringify(events)).toBe(stableStringify(played.events));
  expect(stableStringify(replay(t.game, played.args, played.log))).toBe(stableStringify(played.final));
  const deal = (seed: number) => stableStringify(t.game.hiddenCards!(t.game.setup({ ...played.args, seed })));
  expect(deal(played.args.seed + 1)).not.toBe(deal(played.args.seed));
}

// ---------------------------------------------------------------------------------------------
// Honest bots

/** The same two ids swapped everywhere in a state: two cards trade places. */
function swapCards(state: unknown, a: string, b: string): unknown {
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  const tmp = JSON.stringify('\u0000swap');
  return JSON.parse(JSON.stringify(state).split(ja).join(tmp).split(jb).join(ja).split(tmp).join(jb));
}

/**
 * Bots driven as the session drives them (a BotTable, views and redacted events only) for `steps` moves.
 * `firstSeen` tells, for every string any seat was shown, after which move it was first shown (-1: at the
 * start): a decision before that move cannot depend on it.
 */
function botRun(entry: GameManifest, start: unknown, players: number, seed: number, level: BotLevel, steps: number, onState: (s: unknown) => void = () => {}) {
  const { game } = entry;
  const table = new BotTable({ [game.id]: entry });
  const options = (start as { options: Record<string, unknown> }).options;
  table.open('m', { gameId: game.id as GameId, players, options, bots: Array.from({ length: players }, (_, seat) => ({ id: playBotId(seat), seat, level })) });
  const firstSeen = new Map<string, number>();
  const collect = (v: unknown, step: number): void => {
    if (typeof v === 'string') {
      if (!firstSeen.has(v)) firstSeen.set(v, step);
    } else if (Array.isArray(v)) v.forEach((x) => collect(x, step));
    else if (v && typeof v === 'object') Object.values(v).forEach((x) => collect(x, step));
  };
  for (let s = 0; s < players; s++) collect(game.view(start, s), -1);
  const actions: GameAction[] = [];
  let state = start;
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const w = game.reactionWindow(state);
    const seat: number = w ? w.seat : game.actors(state)[0];
    const view = game.view(state, seat);
    onState(state);
    const { action } = table.decide('m', playBotId(seat), view, game.legalActions(state, seat), mixSeed(seed, seat, i, 1));
    actions.push(action);
    const r = game.apply(state, seat, action);
    state = r.state;
    for (let s = 0; s < players; s++) {
      const events = (r.events as GameEvent[]).map((e) => game.redactEvent(e, s)).filter((e): e is GameEvent => e !== null);
      const v = game.view(state, s);
      collect(events, i);
      collect(v, i);
      table.observe('m', playBotId(s), events, v, mixSeed(seed, s, i + 1, 2));
    }
  }
  return { actions, firstSeen };
}

/**
 * Two cards nobody holds at the start, the two shown last in a run (or never), and how many first moves
 * were decided before either was shown.
 */
function unseenPair(game: AnyGame, start: unknown, firstSeen: ReadonlyMap<string, number>): { pair: [string, string]; moves: number } | null {
  const when = (id: string): number => firstSeen.get(id) ?? Infinity;
  const free = game.hiddenCards!(start)
    .filter((g) => g.seat === null)
    .flatMap((g) => g.cards.map((c) => (c as { id: string }).id))
    .sort((a, b) => when(b) - when(a));
  if (free.length < 2) return null;
  const moves = Math.min(when(free[0]), when(free[1])) + 1;
  return moves > 0 ? { pair: [free[0], free[1]], moves } : null;
}

/** The first moves of bots from a deal and from the same deal with two cards no seat has seen swapped. */
function honestyRuns(entry: GameManifest, start: unknown, players: number, seed: number, level: BotLevel, steps: number, onState?: (s: unknown) => void) {
  const a = botRun(entry, start, players, seed, level, steps, onState);
  const unseen = unseenPair(entry.game, start, a.firstSeen);
  if (!unseen) return null;
  // cards never shown within the run: every move of the run was decided without them
  const moves = Math.min(unseen.moves, a.actions.length);
  const b = botRun(entry, swapCards(start, ...unseen.pair), players, seed, level, moves, onState);
  return { a: a.actions.slice(0, moves), b: b.actions.slice(0, moves) };
}

// ---------------------------------------------------------------------------------------------

const GAMES_UNDER_TEST = gamesUnderTest();

describe('conformance of every registered game', () => {
  it('every registered game has its hooks and hides cards through the contract', () => {
    for (const t of GAMES_UNDER_TEST) {
      expect(HOOKS[t.id], `add ${t.id} to HOOKS in tests/unit/conformance.test.ts`).toBeDefined();
      expect(typeof t.game.hiddenCards, `${t.id}: implement hiddenCards (the suite finds hidden cards with it)`).toBe('function');
    }
  });

  for (const t of GAMES_UNDER_TEST) {
    const { minPlayers, maxPlayers } = t.game;
    const counts = Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i);
    describe(t.id, () => {
      const kinds = [
        { deep: false, runs: HOOKS[t.id].runs.quick, name: `random playouts end for ${minPlayers}-${maxPlayers} players: cards conserved, listed moves apply, others are refused` },
        { deep: true, runs: HOOKS[t.id].runs.deep, name: 'deep playouts: no view or redacted event shows a hidden card, every listed move applies' },
      ];
      for (const { deep, runs, name } of kinds) {
        it(name, () => {
          for (const players of counts) fc.assert(fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => void playout(t, players, seed, deep)), { numRuns: runs });
        });
      }

      it('replays: the same seed and moves give the same states and events', () => {
        for (const players of [minPlayers, maxPlayers]) checkReplay(t, playout(t, players, mixSeed(17, players), false));
      });

      const honest = { runs: 2, steps: 30, levels: t.levels, ...HOOKS[t.id].honest };
      it(`bots are honest: swapping two cards no seat has seen changes no decision (${honest.levels.join(', ')})`, () => {
        const { runs, steps } = honest;
        for (const level of honest.levels) {
          fc.assert(
            fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: minPlayers, max: Math.min(maxPlayers, 4) }), (seed, players) => {
              const start = t.game.setup({ players, seed, options: t.game.resolveOptions(HOOKS[t.id].options ?? {}, players) });
              const moves = honestyRuns(t.entry, start, players, seed, level, steps);
              fc.pre(moves !== null);
              expect(moves!.b, `${t.id} ${level}`).toEqual(moves!.a);
            }),
            { numRuns: runs, seed: 20261126, endOnFailure: true },
          );
        }
      });
    });
  }

  it('the honesty check has teeth: a bot that reads the real state is caught', () => {
    for (const t of GAMES_UNDER_TEST) {
      let real: unknown = null;
      const cheating: GameManifest = {
        ...t.entry,
        createBot: () => ({
          observe() {},
          decide(_view: unknown, legal: readonly GameAction[]) {
            // Its choice depends on where the hidden cards really lie.
            let hash = 0;
            for (const ch of JSON.stringify(t.game.hiddenCards!(real))) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
            return legal[hash % legal.length];
          },
        }),
      };
      let caught = 0;
      for (let seed = 1; seed <= 5; seed++) {
        const players = t.game.minPlayers;
        const start = t.game.setup({ players, seed, options: t.game.resolveOptions(HOOKS[t.id].options ?? {}, players) });
        const runs = honestyRuns(cheating, start, players, seed, 'easy', 30, (st) => (real = st));
        if (runs && stableStringify(runs.a) !== stableStringify(runs.b)) caught++;
      }
      expect(caught, `${t.id}: a cheating bot goes unnoticed`).toBeGreaterThan(0);
    }
  });
});
