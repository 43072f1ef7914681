/**
 * Opening a saved game feeds its bots (and the hint bots beside the humans) exactly what they observed
 * live: the host replays the moves itself (MatchBots.past), so the loading thread sends no view per move.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/main/games';
import type { GameManifest } from '../../src/main/engine/core';
import type { GameRegistry } from '../../src/main/session/registry';
import { makeHarness, value } from '../fixtures/service';

/** The registry with every bot's observations written down per bot (seat and level): events, view and the seed's first draw. */
function recording(ids: readonly ('draker' | 'rush')[]): { games: GameRegistry; seen: Map<string, string[]> } {
  const seen = new Map<string, string[]>();
  const games: GameRegistry = {};
  for (const id of ids) {
    const entry = GAMES[id];
    games[id] = {
      ...entry,
      createBot: (args) => {
        const bot = entry.createBot(args);
        const key = `${id} seat ${args.seat} ${args.level}`;
        const list: string[] = [];
        seen.set(key, list);
        const observe = bot.observe.bind(bot);
        bot.observe = (events, view, rng) => {
          const st: [number, number, number, number] = [0, 0, 0, 0];
          rng.save(st);
          list.push(JSON.stringify([events, view, st]));
          observe(events, view, rng);
        };
        return bot;
      },
    } as GameManifest;
  }
  return { games, seen };
}

describe('a loaded game: bots observe what they did live', () => {
  for (const gameId of ['draker', 'rush'] as const) {
    it(gameId, async () => {
      const live = recording([gameId]);
      const h = makeHarness(live.games);
      try {
        const u = value(await h.service.call('startMatch', { gameId, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B', level: 'normal' }], seed: 31 }));
        for (let i = 0; i < 40; i++) {
          await h.service.idle();
          const now = value(await h.service.call('currentMatch', null))!;
          if (now.outcome) break;
          if (now.curtain) {
            value(await h.service.call('confirmCurtain', { seat: now.humanToAct ?? 0 }));
            continue;
          }
          value(await h.service.call('act', { seat: now.humanToAct!, action: now.legal[i % now.legal.length]! }));
        }
        await h.service.idle();
        const turn = h.service.current!.turn;
        expect(turn).toBeGreaterThan(20);
        const liveSeen = new Map([...live.seen].map(([k, v]) => [k, [...v]]));

        // the same save opened by a fresh app over the same folder
        const loaded = recording([gameId]);
        const again = makeHarness(loaded.games, h.dir);
        try {
          value(await again.service.call('loadSave', { id: u.matchId }));
          expect(again.service.current!.turn).toBe(turn);
          expect([...loaded.seen.keys()].sort()).toEqual([...liveSeen.keys()].sort());
          for (const [bot, list] of liveSeen) {
            expect(loaded.seen.get(bot)!.length, bot).toBe(list.length);
            expect(loaded.seen.get(bot), bot).toEqual(list);
          }
        } finally {
          again.service.dispose();
        }
      } finally {
        h.cleanup();
      }
    });
  }
});
