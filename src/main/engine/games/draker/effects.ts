/**
 * Draker effects (rules 2.3, 4 and 5): an effect's targets, the stacks, the placed card's icons, and
 * phase 4, the stacks resolved last in first out.
 */
import type { DrakerEffectKind, DrakerIcon, DrakerKind } from '../../../../common/games/draker';
import { card, EDITION, effectAmount, templateOf } from './cards';
import { draw, loseLife, opponents } from './state';
import type { Ctx, DrakerState, StackEntry } from './state';

/** The targets an effect may take now. */
export function effectTargets(s: DrakerState, seat: number, effect: DrakerEffectKind): (string | number | null)[] {
  const target = templateOf(effect).target;
  const combos = (owner: (o: number) => boolean, kind: DrakerKind): number[] => s.combos.filter((c) => owner(c.owner) && c.kind === kind).map((c) => c.id);
  switch (target) {
    case 'none':
      return [null];
    case 'ownPoolCard':
      return s.pools[seat].slice();
    case 'ownAtt':
      return combos((o) => o === seat, 'ATT');
    case 'ownDef':
      return combos((o) => o === seat, 'DEF');
    case 'opponent':
      return opponents(s, seat);
    case 'opponentDef':
      return combos((o) => o !== seat, 'DEF');
    case 'mainStack':
      return s.main.map((e) => e.id);
  }
}

export function push(s: DrakerState, entry: Omit<StackEntry, 'id'>, stack: 'instant' | 'main', ctx: Ctx): void {
  const e: StackEntry = { id: s.nextId++, ...entry };
  (stack === 'instant' ? s.instant : s.main).push(e);
  ctx.events?.push({ type: 'push', stack, entry: { ...e, cost: [e.cost[0], e.cost[1]] } });
}

/** Icons of the placed card (rules 2.3): Draw is an instant, the others modifiers. */
export function fireIcons(s: DrakerState, seat: number, placed: string, ctx: Ctx): void {
  const icon: DrakerIcon | null = card(placed).icon;
  s.iconsFired = true;
  if (!icon) return;
  push(s, { owner: seat, card: placed, source: 'icon', effect: icon, target: icon === 'draw' ? seat : placed, cost: [0, 0] }, icon === 'draw' ? 'instant' : 'main', ctx);
}

/** Phase 4: the instant stack, then the main stack, each last in first out. */
export function resolveStacks(s: DrakerState, ctx: Ctx): void {
  while (s.instant.length > 0) resolveEntry(s, s.instant.pop()!, ctx);
  while (s.main.length > 0) resolveEntry(s, s.main.pop()!, ctx);
}

export function resolveEntry(s: DrakerState, e: StackEntry, ctx: Ctx): void {
  s.seq += 1;
  const seq = s.seq;
  ctx.events?.push({ type: 'resolve', entry: e.id, seq });
  const amount = e.source === 'icon' ? 1 : effectAmount(e.card);
  const target = e.target;
  switch (e.effect) {
    case 'volley':
      if (typeof target === 'number') loseLife(s, target, amount, 'volley', ctx);
      break;
    case 'scout':
    case 'draw':
      for (let i = 0; i < amount; i++) draw(s, e.owner, ctx);
      break;
    case 'dispel': {
      const i = s.main.findIndex((m) => m.id === target);
      if (i >= 0) {
        s.main.splice(i, 1);
        ctx.events?.push({ type: 'cancel', entry: target as number, by: e.id });
      }
      break;
    }
    case 'phalanx':
    case 'token': {
      const c = target as string;
      if (s.pools.some((p) => p.includes(c))) {
        s.tokens[c] = (s.tokens[c] ?? 0) + 1;
        ctx.events?.push({ type: 'token', card: c, tokens: s.tokens[c] });
      }
      break;
    }
    case 'mend':
      s.pending.push({ seat: e.owner, card: e.card, amount });
      ctx.events?.push({ type: 'pending', seat: e.owner, entry: e.id });
      break;
    case 'guard':
      s.modifiers.push({ seq, kind: 'guard', card: target as string, amount: EDITION.guardBonus });
      break;
    case 'flight':
      s.modifiers.push({ seq, kind: 'flight', card: target as string, amount: 0 });
      break;
    case 'onslaught':
    case 'warDrum':
    case 'guardsman':
    case 'crush':
    case 'dragon':
      s.modifiers.push({ seq, kind: e.effect, combo: target as number, amount });
      break;
  }
}
