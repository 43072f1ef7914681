/**
 * Random and bot playouts of Klepka Words with 2-4 players over many seeds: every game ends, no card is
 * lost or duplicated, and every state keeps the rules' invariants.
 */
import { describe, expect, it } from 'vitest';
import { Rng, mixSeed } from '../../src/main/engine/core';
import type { WordsAction, WordsEvent, WordsView } from '../../src/common/games/words';
import { composition, createListWordList, createWordsBotFactory, createWordsGame } from '../../src/main/engine/games/words';
import type { WordsState } from '../../src/main/engine/games/words';
import type { BotLevel } from '../../src/common/contract';
import { playBotGame } from '../../src/cli/drive';
import type { GameEntry } from '../../src/main/session/registry';
import { TEST_WORDS } from './words.fixtures';


const WORDS = createListWordList(TEST_WORDS);
const G = createWordsGame(WORDS);
const ENTRY: GameEntry = { game: G, createBot: createWordsBotFactory(WORDS), optionFields: [] };

/** Cards are conserved: every card of the box is in exactly one place (a cell, a hand or the discard). */
function checkInvariants(s: WordsState): void {
  const places = [...s.cells.filter((c): c is string => c !== null), ...s.seats.flatMap((p) => p.cards), ...s.discard];
  expect(places.length).toBe(composition(s.options).length);
  expect(new Set(places).size).toBe(places.length);
  // Letters leave the table in pairs, so each letter's count on the table stays even outside a batch.
  if (s.batch.length === 0) {
    const byLetter = new Map<string, number>();
    for (const id of s.cells) if (id && id.startsWith('l')) byLetter.set(id.slice(0, 3), (byLetter.get(id.slice(0, 3)) ?? 0) + 1);
    for (const n of byLetter.values()) expect(n % 2).toBe(0);
  }
  // A step waits only behind an open window: the complete batch to resolve, or the turn to pass.
  if (s.pending) expect(s.reactionWindow).not.toBeNull();
  if (s.pending === 'resolve') expect(s.batch.length).toBe(s.batchSize);
  if (s.pending === 'endTurn') expect(s.batch).toEqual([]);
  if (s.phase === 'flip') {
    if (s.pending !== 'resolve') expect(s.batch.length).toBeLessThan(s.batchSize === 0 ? 1 : s.batchSize);
    expect(s.batchSize).toBeLessThanOrEqual(2 * (s.wordsThisTurn + 1));
  }
  // The active participant is asked only where it has no ordinary action left (a step is pending).
  if (s.reactionWindow && !s.pending) expect(s.reactionWindow.asking).not.toBe(s.active);
  for (const p of s.seats) for (const w of p.words) expect(w.points).toBeGreaterThanOrEqual(0);
}

/**
 * A random player: random legal actions, now and then a random word its cards make, and (to keep games
 * short) often a flip of a cell that matches a revealed card, read from the state.
 */
function randomGame(players: number, seed: number): { steps: number; state: WordsState } {
  const rng = new Rng(seed);
  let s = G.setup({ players, seed, options: G.resolveOptions({}, players) });
  let steps = 0;
  while (!G.outcome(s)) {
    expect(steps++).toBeLessThan(20_000);
    const seat = G.actors(s)[0];
    const legal = G.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    let action: WordsAction = legal[rng.int(legal.length)];
    if (s.phase === 'flip' && !s.reactionWindow && s.batch.length % 2 === 1 && rng.float() < 0.6) {
      const up = s.cells[s.batch[s.batch.length - 1]]!.slice(0, 3);
      const mate = s.cells.findIndex((id, c) => id !== null && !s.batch.includes(c) && id.slice(0, 3) === up);
      if (mate >= 0) action = { type: 'flip', cell: mate };
    }
    if (s.phase === 'compose' && !s.reactionWindow && rng.float() < 0.7) {
      const hand = G.view(s, seat).hand;
      const counts: Record<string, number> = {};
      for (const c of hand) if (c.kind === 'letter') counts[c.letter.toLowerCase()] = (counts[c.letter.toLowerCase()] ?? 0) + 1;
      const poly = hand.find((c) => c.kind === 'prize' && c.prize === 'polysemy');
      const found = WORDS.findWords({ counts, wildcard: poly !== undefined, proper: false, minLength: 2, limit: 50 });
      if (found.length > 0) {
        const w = found[rng.int(found.length)];
        const left = hand.filter((c) => c.kind === 'letter');
        const cards: string[] = [];
        for (const ch of w.letters) {
          if (ch === w.wild) continue;
          const i = left.findIndex((c) => c.kind === 'letter' && c.letter.toLowerCase() === ch);
          cards.push(left.splice(i, 1)[0].id);
        }
        action = { type: 'compose', word: w.form, cards, ...(w.wild && poly ? { polysemy: { card: poly.id, letter: w.wild } } : {}) };
      }
    }
    s = G.apply(s, seat, action).state;
    checkInvariants(s);
  }
  return { steps, state: s };
}

describe('Klepka Words playouts', () => {
  for (const players of [2, 3, 4]) {
    it(`random playouts with ${players} players all end with a consistent outcome`, () => {
      let words = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const { state } = randomGame(players, mixSeed(seed, players));
        const out = G.outcome(state)!;
        expect(out.scores.length).toBe(players);
        expect(out.winners.length).toBeGreaterThan(0);
        if (out.reason === 'tableEmpty') {
          expect(state.cells.every((c) => c === null)).toBe(true);
          const best = Math.max(...out.scores);
          for (const w of out.winners) expect(out.scores[w]).toBe(best);
        }
        state.seats.forEach((p, i) => expect(out.scores[i]).toBe(p.words.reduce((a, w) => a + w.points, 0) + p.cards.length));
        words += state.seats.reduce((a, p) => a + p.words.length, 0);
      }
      // The random players do compose words, so the word rules are exercised.
      expect(words).toBeGreaterThan(8);
    });

    it(`bot playouts with ${players} players all end (levels mixed)`, () => {
      const levels: BotLevel[] = ['easy', 'normal', 'hard', 'perfect'];
      for (let seed = 1; seed <= 4; seed++) {
        const seats = Array.from({ length: players }, (_, i) => levels[(i + seed) % levels.length]);
        const played = playBotGame(ENTRY, seats, mixSeed(seed, players, 9), {}, { maxSteps: 20_000, keepStates: true });
        expect(played.outcome!.winners.length).toBeGreaterThan(0);
        for (const st of played.states as WordsState[]) checkInvariants(st);
        // Bots make words and use the instant cards through ordinary legal moves only.
        const types = new Set(played.log.map((e) => e.action.type));
        expect(types.has('compose')).toBe(true);
        expect(types.has('flip')).toBe(true);
      }
    });
  }

  it('a bot sees only its view: observing redacted events and deciding from the same inputs gives the same move', () => {
    const s = G.setup({ players: 2, seed: 5, options: G.resolveOptions({}, 2) });
    const make = () => createWordsBotFactory(WORDS)({ seat: s.active, players: 2, level: 'hard', options: s.options });
    const a = make();
    const b = make();
    const view: WordsView = G.view(s, s.active);
    const events: WordsEvent[] = [];
    a.observe(events, view, new Rng(1));
    b.observe(events, view, new Rng(1));
    const legal = G.legalActions(s, s.active);
    expect(a.decide(view, legal, new Rng(2))).toEqual(b.decide(view, legal, new Rng(2)));
  });
});
