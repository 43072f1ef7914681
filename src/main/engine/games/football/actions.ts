/**
 * Klepka Football's actors and legal actions.
 */
import type { FootballAction } from '../../../../common/games/football';
import { countPrize, faceDownCells } from './state';
import type { FootballState } from './state';

// ---------------------------------------------------------------------------------------------
// Actors and legal actions

export function actors(s: FootballState): number[] {
  if (s.phase === 'over') return [];
  if (s.reactionWindow) return [s.reactionWindow.asking];
  if (s.phase === 'pickPair') return s.match ? [s.match.winner] : [];
  return [s.active];
}

function yellowActions(s: FootballState, seat: number): FootballAction[] {
  const n = countPrize(s, seat, 'yellow');
  const out: FootballAction[] = [];
  if (n === 0) return out;
  for (let t = 0; t < s.players; t++) {
    if (t === seat) continue;
    out.push({ type: 'yellow', target: t });
    if (n >= 2) out.push({ type: 'yellow', target: t, double: true });
  }
  return out;
}

export function varAllowed(s: FootballState, seat: number): boolean {
  return (
    seat === s.active &&
    s.phase === 'start' &&
    !s.reactionWindow &&
    !s.continuation &&
    !s.varUsed &&
    !s.skipping &&
    countPrize(s, seat, 'var') > 0
  );
}

export function legalActions(s: FootballState, seat: number): FootballAction[] {
  if (!actors(s).includes(seat)) return [];
  const out: FootballAction[] = [];
  if (s.reactionWindow) {
    out.push({ type: 'pass' });
    out.push(...yellowActions(s, seat));
    if (countPrize(s, seat, 'red') > 0 && seat !== s.active) out.push({ type: 'red' });
    return out;
  }
  if (s.phase === 'pickPair') {
    const m = s.match!;
    const seen = new Set<number>();
    for (const f of s.seats[m.loser].pairs) {
      if (!seen.has(f)) out.push({ type: 'takePair', footballer: f });
      seen.add(f);
    }
    return out;
  }
  const down = faceDownCells(s);
  for (const c of down) out.push({ type: 'flip', cell: c });
  if (s.phase === 'start') {
    if (varAllowed(s, seat) && down.length >= 2) {
      for (let i = 0; i < down.length; i++) {
        for (let j = i + 1; j < down.length; j++) out.push({ type: 'useVar', cells: [down[i], down[j]] });
      }
    }
    if (!s.continuation && countPrize(s, seat, 'playGame') > 0 && s.seats[seat].pairs.length > 0) {
      for (let t = 0; t < s.players; t++) {
        if (t !== seat && s.seats[t].pairs.length > 0) out.push({ type: 'playGame', opponent: t });
      }
    }
  }
  out.push(...yellowActions(s, seat));
  return out;
}
