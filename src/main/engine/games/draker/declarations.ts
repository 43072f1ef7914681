/**
 * Draker declarations (rules 3 and L1-L5): why a combination may not be declared, every card set that
 * forms one, and the legal declarations of a seat.
 */
import { DRAKER_PROFESSIONS } from '../../../../common/games/draker';
import type { DrakerKind } from '../../../../common/games/draker';
import { declarationProblem } from '../../../../common/games/draker-combos';
import type { ComboCard, DeclarationContext } from '../../../../common/games/draker-combos';
import { isCardId } from './cards';
import { byDeckOrder, comboCard, engagedCards } from './state';
import type { DrakerState } from './state';

/** Why `seat` may not declare this combination now (L1-L5 and the phase's limits), or null. */
export function declarationError(s: DrakerState, seat: number, kind: DrakerKind, cards: readonly string[]): string | null {
  const unknown = cards.find((c) => !isCardId(c));
  if (unknown !== undefined) return `There is no card "${String(unknown).slice(0, 20)}".`;
  const ctx: DeclarationContext = {
    pool: s.pools[seat],
    common: s.common,
    phase: s.phase,
    placed: s.placed,
    turnKinds: s.turnKinds,
    own: s.combos.filter((c) => c.owner === seat),
    engaged: engagedCards(s),
    comboCard: (id) => comboCard(s, id),
  };
  const p = declarationProblem(ctx, kind, cards);
  if (!p) return null;
  switch (p.code) {
    case 'empty':
      return 'A combination needs at least one card.';
    case 'twice':
      return 'A card appears twice in the combination.';
    case 'notInPool':
      return kind === 'ATT' ? `${p.card} is neither in your pool nor in the common pool.` : `${p.card} is not in your pool (a defence uses only your own cards).`;
    case 'commonAttackOnly':
      return `${p.card} is not in your pool (a defence uses only your own cards).`;
    case 'placeFirst':
    case 'holdPlaced':
      return 'In the additional phase a new combination must hold the card you placed this turn.';
    case 'kindDone':
      return `You have already declared an ${kind} combination this turn.`;
    case 'noForm':
      return 'These cards form no straight and no quad (by rank or by profession).';
    case 'same':
      return 'You have already declared this combination.';
    case 'engaged':
      return 'A combination may hold at most 2 cards already used in this round\'s combinations.';
    case 'needOwnFree':
      return 'A combination needs at least one unused card from your own pool.';
  }
}

/** Every card set that is a combination, from `cards` (one card, or a rank/profession straight or quad). */
export function combinationSets(s: DrakerState, cards: readonly string[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  visitCombinationSets(s, cards, (set) => {
    const sorted = [...set].sort(byDeckOrder);
    const key = sorted.join(',');
    if (seen.has(key)) return;
    seen.add(key);
    out.push(sorted);
  });
  return out;
}

/**
 * Calls `visit` with each card set of `cards` that is a combination: every card alone, then by rank and by
 * profession the quads (2+ cards of one value) and the straights (one card of each value over a run). With
 * `holding` (a card of `cards`) only the sets that hold it are built: the bots' quick best value of a card
 * needs those alone, and listing every set was most of the greedy policy's time. A set with two forms is
 * visited once per form; `set` is reused, so copy it to keep it.
 */
export function visitCombinationSets(s: DrakerState, cards: readonly string[], visit: (set: string[]) => void, holding?: string): void {
  const set: string[] = [];
  for (const c of cards) {
    if (holding !== undefined && c !== holding) continue;
    set.length = 0;
    set.push(c);
    visit(set);
  }
  const held = holding === undefined ? null : comboCard(s, holding);
  for (const byProf of [false, true]) {
    const valueOfCard = (cc: ComboCard): number | null => (byProf ? cc.prof : cc.rank);
    // The held card's values: by rank an Ace is both 14 and 1 (A-2-3).
    const at = held === null ? null : valueOfCard(held);
    if (held !== null && at === null) continue;
    const heldKeys = at === null ? [] : !byProf && at === 14 ? [14, 1] : [at];
    // Cards by value, the held card left out (it stands alone at its own values).
    const groups = new Map<number, string[]>();
    for (const c of cards) {
      if (c === holding) continue;
      const v = valueOfCard(comboCard(s, c));
      if (v === null) continue;
      for (const key of !byProf && v === 14 ? [14, 1] : [v]) {
        const g = groups.get(key);
        if (g) g.push(c);
        else groups.set(key, [c]);
      }
    }
    const choices = (v: number): readonly string[] | undefined => (heldKeys.includes(v) ? [holding!] : groups.get(v));
    // Quads: 2+ cards of one value (by rank the Ace appears once, under 14; by profession value 1 is the
    // Swordsman, a value of its own); with `holding`, the held card and 1+ others of its value.
    for (const [v, g] of groups) {
      if (!byProf && v === 1) continue;
      if (at !== null && v !== at) continue;
      for (let mask = 1; mask < 1 << g.length; mask++) {
        set.length = 0;
        if (at !== null) set.push(holding!);
        for (let i = 0; i < g.length; i++) if (mask & (1 << i)) set.push(g[i]);
        if (set.length >= 2) visit(set);
      }
    }
    // Straights: for each lowest value and each length, one card of each value, in order of choice.
    const top = byProf ? DRAKER_PROFESSIONS.length - 1 : 14;
    const lastLo = heldKeys.length > 0 ? Math.max(...heldKeys) : top;
    for (let lo = 0; lo <= lastLo; lo++) {
      if (!choices(lo)) continue;
      for (let hi = lo + 1; hi <= top && choices(hi); hi++) {
        if (heldKeys.length > 0 && !heldKeys.some((k) => lo <= k && k <= hi)) continue;
        set.length = 0;
        const pick = (v: number): void => {
          if (v > hi) return visit(set);
          for (const c of choices(v)!) {
            if (set.includes(c)) continue;
            set.push(c);
            pick(v + 1);
            set.pop();
          }
        };
        pick(lo);
      }
    }
  }
}

/**
 * Legal declarations of `seat` now: the same checks as `declarationError`, done once for all sets (bots call
 * this often). `sets` may pass `combinationSets` of the seat's pool and the common pool already found (they
 * change only with those cards and Artefact settings).
 */
export function legalDeclarations(s: DrakerState, seat: number, sets?: readonly string[][]): { kind: DrakerKind; cards: string[] }[] {
  const out: { kind: DrakerKind; cards: string[] }[] = [];
  const additional = s.phase === 'additional';
  if (additional && s.placed === null) return out;
  const pool = new Set(s.pools[seat]);
  const engaged = engagedCards(s);
  const own = s.combos.filter((c) => c.owner === seat);
  const declared = new Set(own.map((c) => c.kind + c.cards.join(',')));
  const attDone = additional && s.turnKinds.includes('ATT');
  const defDone = additional && s.turnKinds.includes('DEF');
  for (const cards of sets ?? combinationSets(s, [...s.pools[seat], ...s.common])) {
    if (additional && !cards.includes(s.placed!)) continue;
    let used = 0;
    let ownFree = false;
    let allOwn = true;
    for (const c of cards) {
      const inPool = pool.has(c);
      if (engaged.has(c)) used++;
      else if (inPool) ownFree = true;
      if (!inPool) allOwn = false;
    }
    if (used > 2 || !ownFree) continue;
    // Only a set of the length of one already declared can repeat it.
    const key = own.some((c) => c.cards.length === cards.length) ? cards.join(',') : '';
    if (!attDone && !(key && declared.has('ATT' + key))) out.push({ kind: 'ATT', cards });
    if (allOwn && !defDone && !(key && declared.has('DEF' + key))) out.push({ kind: 'DEF', cards });
  }
  return out;
}
