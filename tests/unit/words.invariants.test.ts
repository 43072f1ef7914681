/**
 * Klepka Words' own invariants over random and bot games (the checks every game shares are in
 * conformance.test.ts): letters leave the table in pairs, steps wait only behind an open window, and
 * random players that compose the words their cards make exercise the word rules.
 */
import { describe, expect, it } from 'vitest';
import { mixSeed, Rng } from '../../src/main/engine/core';
import type { WordsAction } from '../../src/common/games/words';
import { createListWordList, createWordsManifest } from '../../src/main/engine/games/words';
import type { WordsState } from '../../src/main/engine/games/words';
import type { BotLevel } from '../../src/common/contract';
import { playBotGame } from '../../src/cli/drive';
import { randomPlay } from './random-play';
import { TEST_WORDS } from './words.fixtures';

const WORDS = createListWordList(TEST_WORDS);
const ENTRY = createWordsManifest(WORDS);
const G = ENTRY.game;

function checkInvariants(s: WordsState): void {
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

/** Often a word its cards make, and often the mate of a card revealed in the batch. */
function pick(s: WordsState, seat: number, legal: readonly WordsAction[], rng: Rng): WordsAction | null {
  if (s.phase === 'flip' && !s.reactionWindow && s.batch.length % 2 === 1 && rng.float() < 0.6) {
    const up = s.cells[s.batch[s.batch.length - 1]]!.slice(0, 3);
    const mate = legal.find((a) => a.type === 'flip' && s.cells[a.cell]?.slice(0, 3) === up);
    if (mate) return mate;
  }
  if (s.phase !== 'compose' || s.reactionWindow || rng.float() >= 0.7) return null;
  const hand = G.view(s, seat).hand;
  const counts: Record<string, number> = {};
  for (const c of hand) if (c.kind === 'letter') counts[c.letter.toLowerCase()] = (counts[c.letter.toLowerCase()] ?? 0) + 1;
  const poly = hand.find((c) => c.kind === 'prize' && c.prize === 'polysemy');
  const found = WORDS.findWords({ counts, wildcard: poly !== undefined, proper: false, minLength: 2, limit: 50 });
  if (found.length === 0) return null;
  const w = found[rng.int(found.length)];
  const left = hand.filter((c) => c.kind === 'letter');
  const cards: string[] = [];
  for (const ch of w.letters) {
    if (ch === w.wild) continue;
    const i = left.findIndex((c) => c.kind === 'letter' && c.letter.toLowerCase() === ch);
    cards.push(left.splice(i, 1)[0].id);
  }
  return { type: 'compose', word: w.form, cards, ...(w.wild && poly ? { polysemy: { card: poly.id, letter: w.wild } } : {}) };
}

describe('Klepka Words playouts', () => {
  for (const players of [2, 3, 4]) {
    it(`random players composing words keep the invariants (${players} players); scores are word points plus cards held`, () => {
      let words = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const state = randomPlay(G, { players, seed: mixSeed(seed, players), options: {} }, (s) => checkInvariants(s), pick);
        const out = G.outcome(state)!;
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

    it(`bot games end and keep the invariants (${players} players, levels mixed)`, () => {
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
});
