import { describe, expect, it } from 'vitest';
import { Rng, replay, stableStringify } from '../../src/main/engine/core';
import type { DrakerAction, DrakerEvent, DrakerOptions } from '../../src/common/games/draker';
import { allCards, composition, drakerGame as G } from '../../src/main/engine/games/draker';
import type { DrakerState } from '../../src/main/engine/games/draker';
import { expectRefusals } from './playout-checks';

const SORTED_ALL = [...composition()].sort();

/** A random action of any kind, legal or not. */
function randomAction(s: DrakerState, rng: Rng): DrakerAction {
  const ids = composition();
  const anyCard = ids[rng.int(ids.length)];
  switch (rng.int(9)) {
    case 0:
      return { type: 'place', card: anyCard };
    case 1:
      return { type: 'declare', kind: rng.int(2) ? 'ATT' : 'DEF', cards: [anyCard, ids[rng.int(ids.length)]] };
    case 2:
      return { type: 'activate', card: anyCard, target: rng.int(4) };
    case 3:
      return { type: 'pay', combo: 1 + rng.int(20), amount: 1 + rng.int(40) };
    case 4:
      return { type: 'parcel', combo: 1 + rng.int(20), to: rng.int(s.players + 1), amount: rng.int(40) };
    case 5:
      return { type: 'block', combo: rng.int(2) ? null : 1 + rng.int(20) };
    case 6:
      return { type: 'discard', card: anyCard };
    case 7:
      return { type: 'setArtefact', card: anyCard, rank: rng.int(16) };
    default:
      return rng.int(2) ? { type: 'pass' } : { type: 'finish' };
  }
}

/** Random legal step, biased to end turns so games finish. */
function pickAction(legal: DrakerAction[], rng: Rng): DrakerAction {
  const kinds = [...new Set(legal.map((a) => a.type))];
  const kind = kinds[rng.int(kinds.length)];
  const ofKind = legal.filter((a) => a.type === kind);
  return ofKind[rng.int(ofKind.length)];
}

function checkInvariants(s: DrakerState): void {
  expect(allCards(s).sort()).toEqual(SORTED_ALL);
  for (let p = 0; p < s.players; p++) if (!s.inGame[p]) expect(s.hands[p].length + s.pools[p].length).toBe(0);
  // The round a player fell is kept for the results (null while in the game).
  for (let p = 0; p < s.players; p++) expect(s.fellIn[p] === null ? s.inGame[p] : !s.inGame[p] && s.fellIn[p]! >= 1 && s.fellIn[p]! <= s.round).toBe(true);
  expect(s.common.length).toBeLessThanOrEqual(5);
}

function checkViews(s: DrakerState): void {
  const table = new Set([...s.pools.flat(), ...s.common]);
  for (const v of ['spectator' as const, ...Array.from({ length: s.players }, (_, i) => i)]) {
    const view = G.view(s, v);
    const own = new Set(typeof v === 'number' ? s.hands[v] : []);
    const ids = (JSON.stringify(view).match(/"id":"[^"]+"/g) ?? []).map((m) => m.slice(6, -1));
    for (const id of ids) expect(table.has(id) || own.has(id)).toBe(true);
    expect(view.deckCount).toBe(s.deck.length);
    expect(view.players.map((p) => p.handCount)).toEqual(s.hands.map((h) => h.length));
  }
}

const CARD_ID = /"((?:hearts|diamonds|clubs|spades|elves|gnomes)-(?:\d+|[JQKA]|art))"/g;

/** Each seat's and the spectator's events name only cards on the table (before or after) or in that seat's own hand. */
function checkEventsHideHands(before: DrakerState, after: DrakerState, events: readonly DrakerEvent[]): void {
  const table = new Set([...before.pools.flat(), ...before.common, ...after.pools.flat(), ...after.common]);
  for (const v of ['spectator' as const, ...Array.from({ length: before.players }, (_, i) => i)]) {
    const own = new Set(typeof v === 'number' ? [...before.hands[v], ...after.hands[v]] : []);
    for (const e of events) {
      const seen = G.redactEvent(e, v);
      for (const [, id] of JSON.stringify(seen).matchAll(CARD_ID)) expect(table.has(id) || own.has(id), `${e.type} shows ${id} to ${v}`).toBe(true);
    }
  }
}

interface Played {
  final: DrakerState;
  log: { seat: number; action: DrakerAction }[];
  events: DrakerEvent[];
}

function playout(players: number, seed: number, options: Partial<DrakerOptions>, deep: boolean): Played {
  const rng = new Rng(seed ^ 0x5a5a5a5a);
  const opts = G.resolveOptions(options, players);
  let s = G.setup({ players, seed, options: opts });
  const log: { seat: number; action: DrakerAction }[] = [];
  const events: DrakerEvent[] = [];
  checkInvariants(s);
  while (G.outcome(s) === null) {
    expect(log.length).toBeLessThan(50_000);
    const [seat] = G.actors(s);
    const legal = G.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const before = stableStringify(s);
    if (deep || rng.int(10) === 0) {
      expectRefusals(G, s, seat, players, legal, randomAction(s, rng), rng);
    }
    const action = pickAction(legal, rng);
    const r = G.apply(s, seat, action);
    expect(stableStringify(s)).toBe(before);
    log.push({ seat, action });
    events.push(...r.events);
    if (deep) {
      checkEventsHideHands(s, r.state, r.events);
      checkInvariants(r.state);
      checkViews(r.state);
    }
    s = r.state;
  }
  checkInvariants(s);
  expect(G.actors(s)).toEqual([]);
  return { final: s, log, events };
}

describe('Draker random playouts', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players: cards conserved, listed actions apply, unlisted are refused, the game ends, replays match`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const options = { startingLife: 12, combatReading: seed === 2 ? 'literal' : 'absorb' } as const;
        const { final, log } = playout(players, seed * 7919 + players, options, seed === 1);
        const o = G.outcome(final)!;
        expect(['lastStanding', 'allOut', 'roundCap']).toContain(o.reason);
        expect(o.winners.length).toBeGreaterThan(0);
        const again = replay<DrakerState>(G, { players, seed: seed * 7919 + players, options: G.resolveOptions(options, players) }, log);
        expect(stableStringify(again)).toBe(stableStringify(final));
      }
    });
  }
});
