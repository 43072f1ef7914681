/**
 * A stacked deck (the `deck` option of Athletic Games, Draker and Rush for Medals) is for tests and built-in tutorials:
 * a request cannot choose the deal, and the order of a stacked deck never leaves the main process (not in
 * a table, a push, a replay frame, nor in what the bots are given). Games dealt from one are made in
 * process (stackedMatchSave) and loaded like any save.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import type { TableUpdate } from '../../src/common/contract';
import { InlineBotHost } from '../../src/main/bots/host';
import type { MatchBots } from '../../src/main/bots/host';
import { athleticManifest } from '../../src/main/engine/games/athletic';
import { drakerManifest } from '../../src/main/engine/games/draker';
import { composition as rushCards, rushManifest } from '../../src/main/engine/games/rush';
import { leadingDeck } from '../../src/main/engine/core';
import type { GameRegistry } from '../../src/main/session/registry';
import { stackedMatchSave } from '../../src/main/session/stacked';
import { stackDeck } from '../fixtures/athletic';
import { stackedDeck } from '../fixtures/draker-deal';
import { makeHarness, updates, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

const GAMES: GameRegistry = { athletic: athleticManifest, draker: drakerManifest, rush: rushManifest };

/** Records what the bots are given when a match opens. */
class RecordingBots extends InlineBotHost {
  opened: MatchBots[] = [];
  override open(key: string, match: MatchBots): void {
    this.opened.push(structuredClone(match));
    super.open(key, match);
  }
}

const DECKS = {
  athletic: stackDeck(2, [['red-4', 'blue-7']], ['red-3', 'blue-4', 'yellow-9', 'orange-9', 'pink-10']),
  draker: stackedDeck(2, { hands: [['hearts-2', 'hearts-3']] }),
  rush: leadingDeck(rushCards(2), ['s5-1', 'coach', 's8-3']),
} as const;
const SEATS = [{ kind: 'human' as const, name: 'Olena' }, { kind: 'bot' as const, name: 'Petro', level: 'easy' as const }];

let h: Harness;
afterEach(() => h?.cleanup());

/** The deck's order as it would appear in JSON (any run of it in a frame would reveal the deal). */
const orderText = (deck: readonly string[]) => JSON.stringify(deck.slice(0, 12)).slice(1, -1);

describe('stacked decks', () => {
  for (const gameId of ['athletic', 'draker', 'rush'] as const) {
    it(`${gameId}: startMatch with options.deck is refused from a request, and nothing starts`, async () => {
      h = makeHarness(GAMES);
      const r = await h.service.handle('startMatch', { gameId, seats: SEATS, options: { deck: [...DECKS[gameId]] }, seed: 1 });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('stackedDeck');
        expect(r.error.message).toMatch(/tests and built-in tutorials/);
      }
      expect(h.service.current).toBeNull();
      expect(readdirSync(h.dir).filter((f) => f.endsWith('.save.json'))).toEqual([]);
    });

    it(`${gameId}: a game dealt from a stacked deck (made in process) never sends its order: tables, pushes, replay frames, bots`, async () => {
      const bots = new RecordingBots(GAMES);
      h = makeHarness(GAMES, undefined, bots);
      const deck = [...DECKS[gameId]];
      const save = stackedMatchSave(GAMES[gameId]!, { id: `${gameId}-stacked-1`, gameId, seats: SEATS, options: { firstPlayer: 0, deck }, seed: 1 });
      expect(save.options.deck).toEqual(deck); // the save keeps it: the deal is replayed from it
      h.store.write(save.id, JSON.stringify(save));
      const loaded = value(await h.service.call('loadSave', { id: save.id }));
      await h.service.idle();
      const current = value(await h.service.call('currentMatch', null))!;
      const replay = value(await h.service.call('openReplay', { saveId: save.id }));
      const frames: TableUpdate[] = [loaded, current, ...updates(h.pushes), replay.update];
      for (const u of frames) {
        expect(u.options).not.toHaveProperty('deck');
        expect(JSON.stringify(u)).not.toContain(orderText(deck));
      }
      expect(bots.opened.length).toBeGreaterThan(0);
      // what each bot is made with (a loaded game's `past.options` carry the deal to the host's own replay only)
      for (const m of bots.opened) expect(m.options).not.toHaveProperty('deck');
      // the table is dealt from the stacked deck all the same: the first hand holds its first cards
      expect(JSON.stringify(loaded.view)).toContain(JSON.stringify(deck[0]));
    });
  }

  for (const gameId of ['athletic', 'draker', 'rush'] as const) {
    it(`${gameId}: a hand-made file that chooses the deal is refused at import, and nothing is written`, async () => {
      h = makeHarness(GAMES);
      const save = stackedMatchSave(GAMES[gameId]!, { id: `${gameId}-hand-made`, gameId, seats: SEATS, options: { firstPlayer: 0, deck: [...DECKS[gameId]] }, seed: 1 });
      const before = readdirSync(h.dir).sort();
      const r = await h.service.handle('importSave', { fileName: 'deal.json', text: JSON.stringify(save) });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('importBad');
        expect(r.error.message).toMatch(/order of the cards \(a stacked deck\), which only Card Table's own lessons may do/);
      }
      expect(readdirSync(h.dir).sort()).toEqual(before);
    });

    it(`${gameId}: the game's own lesson deal imports (its deck is the lesson's)`, async () => {
      h = makeHarness(GAMES);
      const lesson = GAMES[gameId]!.lesson!;
      const seats = lesson.seats.map((kind, i) => (kind === 'bot' ? { kind, name: `Bot ${i}`, level: lesson.level } : { kind, name: 'Olena' }));
      const save = stackedMatchSave(GAMES[gameId]!, { id: `${gameId}-lesson-copy`, gameId, seats, options: { ...lesson.options }, seed: lesson.seed });
      expect(save.options).toHaveProperty('deck');
      value(await h.service.call('importSave', { fileName: 'lesson.json', text: JSON.stringify(save) }));
      // the same deck with another seed is not the lesson
      const other = stackedMatchSave(GAMES[gameId]!, { id: `${gameId}-lesson-other`, gameId, seats, options: { ...lesson.options }, seed: lesson.seed + 1 });
      expect((await h.service.handle('importSave', { fileName: 'other.json', text: JSON.stringify(other) })).ok).toBe(false);
    });
  }
});
