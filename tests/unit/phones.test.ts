/**
 * The phone side of party mode: every game's phone entry words every legal move, hand card, score and
 * table line of random positions in both languages (no empty label, no unfilled {parameter}); and the
 * Words phone picks the hand's cards for a typed word.
 */
import { describe, expect, it, vi } from 'vitest';
import { GAME_IDS } from '../../src/common/names';
import type { WordsCard } from '../../src/common/games/words';
import type { GameAction } from '../../src/common/engine-types';
import { GAMES } from '../../src/main/games';
import { PHONES } from '../../src/renderer/games/phones';
import { cardsForWord, composeAction } from '../../src/renderer/games/words/phone';
import { setLanguage } from '../../src/renderer/i18n';

// setLanguage names the page's language and title
vi.stubGlobal('document', { documentElement: {}, title: '' });

const bad = (s: string): boolean => s.trim() === '' || /\{\w+\}|undefined|NaN|\[object/.test(s);

describe('phone entries', () => {
  for (const gameId of GAME_IDS) {
    it(`${gameId}: every move, card, score and line of random positions is worded in both languages`, () => {
      const game = GAMES[gameId]!.game;
      const phone = PHONES[gameId];
      const name = (seat: number) => `P${seat + 1}`;
      let labelled = 0;
      for (const lang of ['en', 'uk'] as const) {
        setLanguage(lang);
        for (let seed = 1; seed <= 3; seed++) {
          let state = game.setup({ players: 2, seed, options: game.resolveOptions({}, 2) });
          for (let step = 0; step < 40 && game.outcome(state) === null; step++) {
            const w = game.reactionWindow(state);
            const seat = w ? w.seat : game.actors(state)[0]!;
            const view = game.view(state, seat) as never;
            const legal = game.legalActions(state, seat) as GameAction[];
            for (const a of legal) {
              const label = phone.actionLabel(a as never, view, name);
              expect(bad(label), `${gameId} ${lang}: ${JSON.stringify(a)} -> "${label}"`).toBe(false);
              labelled++;
            }
            for (const c of phone.hand(view)) expect(bad(c.label) || c.face === '', `${gameId} card ${c.id}`).toBe(false);
            for (const s of [0, 1]) expect(bad(phone.score(view, s)), `${gameId} score`).toBe(false);
            for (const line of phone.tableLines(view, name)) expect(bad(line), `${gameId}: ${line}`).toBe(false);
            state = game.apply(state, seat, legal[(step * 7 + seed) % legal.length]!).state;
          }
        }
      }
      setLanguage('en');
      expect(labelled).toBeGreaterThan(20);
    });
  }
});

describe('Words: the cards of a typed word', () => {
  const letter = (id: string, l: string): WordsCard => ({ id, kind: 'letter', letter: l, points: 1, colour: 'blue' });
  const hand = [letter('a', 'М'), letter('b', 'Я'), letter('c', 'С'), letter('d', 'О'), letter('e', 'О')];
  it('takes one card per letter, any case, apostrophes needing none', () => {
    expect(cardsForWord("м'ясо", hand)).toEqual(['a', 'b', 'c', 'd']);
    expect(cardsForWord('СОМ', hand)).toEqual(['c', 'd', 'a']);
  });
  it('is null when a letter is missing or the word is empty', () => {
    expect(cardsForWord('МАМА', hand)).toBeNull();
    expect(cardsForWord('', hand)).toBeNull();
  });
  it('a POLYSEMY stands for the letter the hand lacks, at all its places; real cards come first', () => {
    const wild: WordsCard = { id: 'p', kind: 'prize', prize: 'polysemy' };
    expect(composeAction('СОМ', [...hand, wild])).toEqual({ type: 'compose', word: 'СОМ', cards: ['c', 'd', 'a'] });
    expect(composeAction('сома', [...hand, wild])).toEqual({ type: 'compose', word: 'сома', cards: ['c', 'd', 'a'], polysemy: { card: 'p', letter: 'А' } });
    expect(composeAction('мама', [...hand, wild])).toEqual({ type: 'compose', word: 'мама', cards: [] });
    expect(composeAction('мама', hand)).toEqual({ type: 'compose', word: 'мама', cards: [] });
    expect(composeAction('ааа', [...hand, wild])).toEqual({ type: 'compose', word: 'ааа', cards: [] });
  });
});
