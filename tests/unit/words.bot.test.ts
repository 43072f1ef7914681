import { describe, expect, it } from 'vitest';
import { Rng, mixSeed } from '../../src/main/engine/core';
import { WORDS_ALPHABET } from '../../src/common/games/words';
import type { WordsAction, WordsEvent } from '../../src/common/games/words';
import { WORDS_LEVELS, WordsBot, cardOf, createListWordList, createWordsBotFactory, createWordsGame, letterCardId } from '../../src/main/engine/games/words';
import type { WordsState } from '../../src/main/engine/games/words';
import type { BotLevel } from '../../src/common/contract';
import { playBotGame } from '../../src/cli/drive';
import { TEST_WORDS } from './words.fixtures';

const WORDS = createListWordList(TEST_WORDS);
const G = createWordsGame(WORDS);

function L(letter: string, pair = 1, copy: 1 | 2 = 1): string {
  return letterCardId(WORDS_ALPHABET.indexOf(letter as (typeof WORDS_ALPHABET)[number]), pair, copy);
}

/** A 2-player table with P1 to move and the given cards moved from the grid into hands. */
function table(hands: string[][], first = 0): WordsState {
  const s = G.setup({ players: hands.length, seed: 3, options: G.resolveOptions({ firstPlayer: first }, hands.length) });
  hands.forEach((ids, seat) => {
    for (const id of ids) {
      const c = s.cells.indexOf(id);
      if (c >= 0) s.cells[c] = null;
      s.seats[seat].cards.push(id);
    }
  });
  return s;
}

function bot(seat: number, level: BotLevel, s: WordsState): WordsBot {
  return new WordsBot({ seat, players: s.players, level, options: s.options }, WORDS);
}

function decide(b: WordsBot, s: WordsState, seat: number, seed = 1): WordsAction {
  return b.decide(G.view(s, seat), G.legalActions(s, seat), new Rng(seed));
}

describe('Klepka Words bot', () => {
  it('keeps its levels as data: memory grows with the level', () => {
    expect(WORDS_LEVELS.easy.memory).toMatchObject({ pStore: 0.5, capacity: 6 });
    expect(WORDS_LEVELS.perfect.memory).toMatchObject({ pStore: 1, decay: 1, capacity: Infinity, pConfuse: 0 });
    const order: BotLevel[] = ['easy', 'normal', 'hard', 'perfect'];
    for (let i = 1; i < order.length; i++) {
      expect(WORDS_LEVELS[order[i]].memory.capacity).toBeGreaterThan(WORDS_LEVELS[order[i - 1]].memory.capacity);
      expect(WORDS_LEVELS[order[i]].maxWordLength).toBeGreaterThanOrEqual(WORDS_LEVELS[order[i - 1]].maxWordLength);
    }
  });

  it('composes the best word its cards make, a legal one, in one colour when it can', () => {
    // К(b) О(b) Р(y) А(b) Т(b) Т(y). From the list: "кора" 5 (Р is yellow), "рак" 4, "рот" 3, "та" and
    // "то" 4 (blue x2), "так" and "ока" in blue 8: the best (ties go alphabetically).
    const s = table([[L('К', 1), L('О', 1), L('Р', 2), L('А', 1), L('Т', 1), L('Т', 3)], []]);
    const a = decide(bot(0, 'hard', s), s, 0);
    expect(a.type).toBe('compose');
    const r = G.apply(s, 0, a);
    expect(r.state.seats[0].words[0]).toMatchObject({ word: 'ока', points: 8, doubled: true });
    expect(r.state.seats[0].words[0].cards).toEqual([L('О', 1), L('К', 1), L('А', 1)]);
  });

  it('prefers cards of one colour for the x2', () => {
    // Two Т cards, one blue (pair 1) and one yellow (pair 3); А blue: "та" in blue scores 4, mixed 2.
    const s = table([[L('Т', 3), L('Т', 1), L('А', 1)], []]);
    const a = decide(bot(0, 'hard', s), s, 0) as Extract<WordsAction, { type: 'compose' }>;
    expect(a.type).toBe('compose');
    expect(a.cards.sort()).toEqual([L('Т', 1), L('А', 1)].sort());
  });

  it('composes "Слава Україні" as soon as its cards allow, with a POLYSEMY if needed', () => {
    const cards = [L('С', 1), L('Л', 1), L('В', 1), L('У', 1), L('К', 1), L('Р', 1), L('Ї', 1), L('Н', 1), L('І', 1)];
    const s = table([[...cards, 'polysemy-1', L('О', 1), L('Н', 2)], []]);
    const a = decide(bot(0, 'easy', s), s, 0);
    expect(a).toMatchObject({ type: 'compose', polysemy: { card: 'polysemy-1', letter: 'А' } });
    const r = G.apply(s, 0, a);
    expect(r.state.outcome).toMatchObject({ reason: 'slava', winners: [0] });
  });

  it('ends Action 1 when nothing is worth composing, then flips', () => {
    const s = table([[L('Ж', 1), L('Ф', 1)], []]);
    const b = bot(0, 'hard', s);
    expect(decide(b, s, 0)).toEqual({ type: 'endCompose' });
    const r = G.apply(s, 0, { type: 'endCompose' });
    expect(decide(b, r.state, 0).type).toBe('flip');
  });

  it('remembers revealed cards and flips the mate of a revealed card', () => {
    let s = table([[], []]);
    const perfect = bot(1, 'perfect', s);
    // Find the two cells of one letter pair on the grid.
    const mate = (id: string) => s.cells.findIndex((x) => x !== null && x !== id && x.slice(0, -2) === id.slice(0, -2));
    const first = s.cells.findIndex((x) => x !== null && x.startsWith('l'));
    const second = mate(s.cells[first]!);
    const other = s.cells.findIndex((x, c) => x !== null && x.startsWith('l') && c !== first && c !== second && x.slice(0, 3) !== s.cells[first]!.slice(0, 3));
    const feed = (seat: number, a: WordsAction) => {
      const r = G.apply(s, seat, a);
      s = r.state;
      perfect.observe(r.events as WordsEvent[], G.view(s, 1), new Rng(9));
      return r;
    };
    // P1 reveals `second` and a non-matching card: both go back; P2 saw them.
    feed(0, { type: 'endCompose' });
    feed(0, { type: 'flip', cell: second });
    feed(0, { type: 'flip', cell: other });
    expect(s.active).toBe(1);
    feed(1, { type: 'endCompose' });
    feed(1, { type: 'flip', cell: first });
    // Now P2 must find the mate of `first`: it remembers `second`.
    expect(decide(perfect, s, 1)).toEqual({ type: 'flip', cell: second });
    expect(perfect.memory.cells.has(second)).toBe(true);
  });

  it('forgets the cells a CHAOS shuffled', () => {
    const s = table([[], []]);
    const b = bot(1, 'perfect', s);
    b.observe([{ type: 'flip', seat: 0, cell: 5, card: cardOf(s.cells[5]!, s.options) }], G.view(s, 1), new Rng(1));
    b.observe([{ type: 'flip', seat: 0, cell: 6, card: cardOf(s.cells[6]!, s.options) }], G.view(s, 1), new Rng(1));
    expect([...b.memory.cells.keys()].sort()).toEqual([5, 6]);
    b.observe([{ type: 'chaos', seat: 0, cells: [5, 9, 12] }], G.view(s, 1), new Rng(1));
    expect([...b.memory.cells.keys()]).toEqual([6]);
  });

  it('of an odd group it keeps a same-colour pair', () => {
    // О pair 1 is blue, pair 4 yellow: blue + blue + yellow -> take the two blue ones.
    const s0 = G.setup({ players: 2, seed: 3, options: G.resolveOptions({ firstPlayer: 0 }, 2) });
    const s: WordsState = structuredClone(s0);
    const ids = [L('О', 1, 1), L('О', 4, 1), L('О', 1, 2)];
    s.cells = s.cells.map((x) => (x !== null && ids.includes(x) ? null : x));
    [0, 1, 2].forEach((c, i) => {
      const displaced = s.cells[c];
      s.cells[c] = ids[i];
      if (displaced) s.cells[s.cells.indexOf(null)] = displaced;
    });
    s.phase = 'choosePairs';
    s.batch = [0, 1, 2];
    s.batchSize = 3;
    s.choices = [{ letter: 'О', cells: [0, 1, 2], take: 2 }];
    const a = decide(bot(0, 'normal', s), s, 0);
    expect(a).toEqual({ type: 'choosePairs', cards: [L('О', 1, 1), L('О', 1, 2)] });
  });

  it('plays EXCHANGE on its own turn to take the letter that makes a much better word', () => {
    // The bot holds Щ У К and an EXCHANGE; the opponent holds the А that makes "щука".
    const s = table([[L('Щ', 1), L('У', 1), L('К', 1), 'exchange-1', L('Й', 1)], [L('А', 1), L('Т', 1)]]);
    const a = decide(bot(0, 'hard', s), s, 0);
    expect(a).toEqual({ type: 'exchange', give: L('Й', 1), target: 1, take: L('А', 1) });
    const r = G.apply(s, 0, a);
    expect(decide(bot(0, 'hard', r.state), r.state, 0)).toMatchObject({ type: 'compose', word: 'щука' });
    // The easy bot does not use EXCHANGE.
    expect(decide(bot(0, 'easy', s), s, 0).type).not.toBe('exchange');
  });

  it('takes a letter from an opponent who is one card away from "Слава Україні"', () => {
    const near = [L('С', 1), L('Л', 1), L('А', 1), L('А', 2), L('В', 1), L('У', 1), L('К', 1), L('Р', 1), L('Ї', 1), L('Н', 1), L('І', 1)];
    let s = table([near, ['exchange-1', L('Ж', 1), L('Ш', 1)]], 0);
    s = G.apply(s, 0, { type: 'endCompose' }).state;
    // P1 reveals a card: P2 is asked in W_REVEAL.
    const cell = s.cells.findIndex((x) => x !== null);
    s = G.apply(s, 0, { type: 'flip', cell }).state;
    expect(G.reactionWindow(s)?.seat).toBe(1);
    const a = decide(bot(1, 'hard', s), s, 1);
    expect(a.type).toBe('exchange');
    expect(a).toMatchObject({ target: 0 });
  });

  it('decides from its view and memory only: same inputs and seed, same decision', () => {
    const s = table([[L('К', 1), L('І', 1), L('Т', 1)], []]);
    const a = bot(0, 'normal', s);
    const b = bot(0, 'normal', s);
    expect(decide(a, s, 0, 5)).toEqual(decide(b, s, 0, 5));
  });

  it('hard beats easy over a series of games with rotated seats', () => {
    const entry = { game: G, createBot: createWordsBotFactory(WORDS), optionFields: [] };
    let hardWins = 0;
    const games = 16;
    for (let i = 0; i < games; i++) {
      const levels: BotLevel[] = i % 2 === 0 ? ['hard', 'easy'] : ['easy', 'hard'];
      const hardSeat = i % 2 === 0 ? 0 : 1;
      const out = playBotGame(entry, levels, mixSeed(77, i), {}, { maxSteps: 30_000 }).outcome!;
      if (out.winners.length === 1 && out.winners[0] === hardSeat) hardWins++;
    }
    expect(hardWins).toBeGreaterThanOrEqual(11);
  });
});

describe('Klepka Words bots never use what they cannot see', () => {
  /** Bot moves from a stacked deck, every seat a bot of `level`; returns the actions and every string shown. */
  function playFrom(deck: readonly string[], players: number, seed: number, level: BotLevel, steps: number) {
    const options = G.resolveOptions({}, players);
    let state = G.setup({ players, seed, options, deck });
    const bots = Array.from({ length: players }, (_, seat) => createWordsBotFactory(WORDS)({ seat, players, level, options }));
    const seen = new Set<string>();
    const collect = (v: unknown): void => {
      if (typeof v === 'string') seen.add(v);
      else if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    const actions: WordsAction[] = [];
    for (let i = 0; i < steps && G.outcome(state) === null; i++) {
      const w = G.reactionWindow(state);
      const seat = w ? w.seat : G.actors(state)[0];
      const view = G.view(state, seat);
      collect(view);
      const action = bots[seat].decide(view, G.legalActions(state, seat), new Rng(mixSeed(seed, seat, i, 1)));
      actions.push(action);
      const res = G.apply(state, seat, action);
      state = res.state;
      bots.forEach((b, s) => {
        const events = res.events.map((e) => G.redactEvent(e, s)).filter((e): e is WordsEvent => e !== null);
        collect(events);
        b.observe(events, G.view(state, s), new Rng(mixSeed(seed, s, i + 1, 2)));
      });
    }
    return { actions, seen };
  }

  it('swapping two unseen cards changes no decision (every level, 2-4 players)', () => {
    let compared = 0;
    for (let run = 0; run < 16; run++) {
      const players = 2 + (run % 3);
      const level = (['easy', 'normal', 'hard', 'perfect'] as const)[run % 4];
      const seed = mixSeed(31, run);
      const deck = G.setup({ players, seed, options: G.resolveOptions({}, players) }).cells.filter((c): c is string => c !== null);
      const a = playFrom(deck, players, seed, level, 150);
      const unseen = deck.map((id, i) => [id, i] as const).filter(([id]) => !a.seen.has(id));
      if (unseen.length < 2) continue;
      const swapped = [...deck];
      const i = unseen[0][1];
      const j = unseen[unseen.length - 1][1];
      [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
      expect(playFrom(swapped, players, seed, level, 150).actions).toEqual(a.actions);
      compared++;
    }
    expect(compared).toBeGreaterThan(8);
  });
});
