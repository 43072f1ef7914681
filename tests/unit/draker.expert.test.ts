/**
 * Draker's expert bot: its play-outs go on past its turn, every seat declaring by the normal policy, through
 * costs and combat to the end of the round; the quick best value of a new combination agrees with listing
 * every legal declaration.
 */
import { describe, expect, it } from 'vitest';
import { Rng, mixSeed } from '../../src/main/engine/core';
import { DRAKER_DEFAULT_OPTIONS } from '../../src/common/games/draker';
import { applyInPlace, card, clone, DRAKER_LEVELS, drakerGame as G, legalDeclarations, valueOf } from '../../src/main/engine/games/draker';
import type { DrakerPreset, DrakerState } from '../../src/main/engine/games/draker';
import { bestValueHolding, DrakerSearchDomain } from '../../src/main/engine/games/draker/bot';

/** One play of a search from the lead's first decision: its root move, then the domain's first move at every step. */
function playOut(preset: DrakerPreset, seed: number): { phases: Set<string>; final: DrakerState; theirs: number; mine: number } {
  const s0 = G.setup({ players: 2, seed, options: { ...DRAKER_DEFAULT_OPTIONS, firstPlayer: 0 } });
  const view = G.view(s0, 0);
  const domain = new DrakerSearchDomain(preset, 0);
  domain.beginSearch(view, { discarded: [] }, 0);
  let s = domain.sampleWorld(view, { discarded: [] }, 0, new Rng(seed));
  const root = G.legalActions(s0, 0).find((a) => a.type === 'place')!;
  s = domain.step(s, 0, root);
  const phases = new Set<string>();
  for (let actor = domain.toAct(s); actor >= 0; actor = domain.toAct(s)) {
    phases.add(s.phase);
    s = domain.step(s, actor, domain.legalActions(s, actor)[0]);
  }
  const count = (seat: number): number => s.combos.filter((c) => c.owner === seat).length;
  return { phases, final: s, theirs: count(1), mine: count(0) };
}

/** The slow way: every legal declaration holding `must`, valued. */
function listedBest(s: DrakerState, seat: number, must: string): number {
  let best = 0;
  for (const d of legalDeclarations(s, seat)) if (d.cards.includes(must)) best = Math.max(best, valueOf(s, { id: -1, kind: d.kind, cards: d.cards }).value);
  return best;
}

describe('Draker expert', () => {
  it("plays past its turn to the round's end: the others declare, then costs and combat", () => {
    for (const seed of [1, 2, 3, 4]) {
      const expert = playOut(DRAKER_LEVELS.expert, seed);
      expect(expert.final.phase).toBe('laydown');
      expect(expert.final.round).toBe(1);
      for (const phase of ['basic', 'additional']) expect(expert.phases.has(phase), phase).toBe(true);
      // Combat is over: every attack was sent and met.
      expect(expert.final.combos.some((c) => c.kind === 'ATT' && c.value > 0)).toBe(true);
      expect(expert.final.combos.filter((c) => c.kind === 'ATT').every((c) => c.remaining === 0)).toBe(true);
      expect(expert.final.parcels).toEqual([]);
      expect(expert.theirs, `seed ${seed}`).toBeGreaterThan(0);
      expect(expert.mine, `seed ${seed}`).toBeGreaterThan(0);
      // Hard plays the round out as declared: after its turn nobody declares.
      expect(playOut(DRAKER_LEVELS.hard, seed).theirs).toBe(0);
    }
  });

  it('bestValueHolding equals the best legal declaration holding a placed card or a set Artefact', () => {
    let checked = 0;
    let positive = 0;
    for (const players of [2, 3, 4]) {
      const rng = new Rng(mixSeed(77, players));
      for (let game = 0; game < 6; game++) {
        let s: DrakerState = G.setup({ players, seed: mixSeed(5, players, game), options: DRAKER_DEFAULT_OPTIONS });
        for (let step = 0; step < 600 && !G.outcome(s); step++) {
          const seat = G.actors(s)[0];
          const legal = G.legalActions(s, seat);
          for (const a of legal) {
            if (a.type !== 'place' && a.type !== 'setArtefact') continue;
            const after = applyInPlace(clone(s), seat, a);
            const want = listedBest(after, seat, a.card);
            expect(bestValueHolding(after, seat, a.card), `${a.type} ${a.card} in ${s.phase}`).toBe(want);
            checked++;
            if (want > 1) positive++;
            if (a.type === 'setArtefact') expect(card(a.card).artefact).toBe(true);
          }
          // Mostly declarations and placements, so pools fill and combinations get engaged.
          const pick = legal.filter((a) => a.type === 'declare' || a.type === 'place');
          const a = pick.length > 0 && rng.int(3) > 0 ? pick[rng.int(pick.length)] : legal[rng.int(legal.length)];
          s = G.apply(s, seat, a).state;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(positive).toBeGreaterThan(300);
  });
});
