/**
 * The phone page's steps in place of the engine's lists: Draker's combinations composed from picked
 * cards (their value as the desktop reckons it, only the legal Attack/Defence), costs as a combination
 * and an amount; Rush's defence pairs listed once, the deck cycle numbered as on the table; the host's
 * codes in the phone's language and the reaction countdown in tenths.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameAction } from '../../src/common/engine-types';
import type { DrakerAction, DrakerView } from '../../src/common/games/draker';
import type { RushAction, RushView } from '../../src/common/games/rush';
import { GAMES } from '../../src/main/games';
import { drakerCompose, drakerPhone } from '../../src/renderer/games/draker/phone';
import { previewOf, locate } from '../../src/renderer/games/draker/offers';
import { valueFormula } from '../../src/renderer/games/draker/faces';
import { strings as drakerStrings } from '../../src/renderer/games/draker/strings';
import { rushPhone } from '../../src/renderer/games/rush/phone';
import '../../src/renderer/games/phones';
import { setLanguage } from '../../src/renderer/i18n';
import type { PhoneComposition, PhoneRow } from '../../src/renderer/phone/entry';
import { closedText, errorText, seatStatus, secondsLeft } from '../../src/renderer/phone/notes';

vi.stubGlobal('document', { documentElement: {}, title: '' });
afterEach(() => setLanguage('en'));

const name = (seat: number): string => `P${seat + 1}`;
const ctx = { name, redraw: () => {} };
const movesOf = <A>(c: PhoneComposition<A> | null): { label: string; action: A }[] => (c?.rows ?? []).flatMap((r: PhoneRow<A>) => (r.kind === 'moves' ? r.moves : []));
const linesOf = <A>(c: PhoneComposition<A> | null): string[] => (c?.rows ?? []).flatMap((r: PhoneRow<A>) => (r.kind === 'line' ? [r.text] : []));

/** Plays a two-player game from `seed` until `stop` holds for the seat to act; its view and legal moves. */
function positionWhere<V, A>(gameId: 'draker' | 'rush', stop: (view: V, legal: A[], seat: number) => boolean, choose: (legal: A[], step: number) => A): { view: V; legal: A[]; seat: number } | null {
  const game = GAMES[gameId]!.game;
  for (let seed = 1; seed <= 30; seed++) {
    let state = game.setup({ players: 2, seed, options: game.resolveOptions({}, 2) });
    for (let step = 0; step < 400 && game.outcome(state) === null; step++) {
      const w = game.reactionWindow(state);
      const seat = w ? w.seat : game.actors(state)[0]!;
      const view = game.view(state, seat) as V;
      const legal = game.legalActions(state, seat) as A[];
      if (stop(view, legal, seat)) return { view, legal, seat };
      state = game.apply(state, seat, choose(legal, step + seed) as GameAction).state;
    }
  }
  return null;
}

const turnPhase = (v: DrakerView): boolean => v.phase === 'basic' || v.phase === 'additional';
const declares = (legal: DrakerAction[]) => legal.filter((a): a is Extract<DrakerAction, { type: 'declare' }> => a.type === 'declare');
const key = (ids: readonly string[]): string => [...ids].sort().join(',');
const placeFirst = (legal: DrakerAction[], step: number): DrakerAction => legal.find((a) => a.type === 'place') ?? legal[step % legal.length]!;

describe('Draker on a phone: a combination composed by picking its cards', () => {
  const found = positionWhere<DrakerView, DrakerAction>('draker', (v, legal) => turnPhase(v) && declares(legal).some((d) => d.cards.length >= 2 && d.cards.some((id) => v.common.some((c) => c.id === id))), placeFirst)!;

  it('shows the value of the picked set as the desktop reckons it, and only its legal Attack/Defence', () => {
    expect(found).not.toBeNull();
    const { view, legal, seat } = found;
    // every set the engine would declare: the phone offers exactly its declarations, no other set's
    const sets = [...new Set(declares(legal).map((d) => key(d.cards)))];
    for (const set of sets) {
      const picked = set.split(',');
      const c = drakerCompose(view, legal, picked, ctx)!;
      const offered = movesOf(c).map((m) => m.action).filter((a) => a.type === 'declare');
      const legalHere = declares(legal).filter((d) => key(d.cards) === set);
      expect(offered.map((a) => (a as { kind: string }).kind).sort()).toEqual(legalHere.map((d) => d.kind).sort());
      const p = previewOf(view, locate(view, seat, picked).map((x) => x.card));
      expect(p.ok).toBe(true);
      expect(linesOf(c).some((l) => l.includes(valueFormula(p.value.base, p.value.mult)))).toBe(true);
    }
    // a set holding a common pool card is no defence: Attack only
    const withCommon = declares(legal).find((d) => d.cards.length >= 2 && d.cards.some((id) => view.common.some((x) => x.id === id)))!;
    const labels = movesOf(drakerCompose(view, legal, withCommon.cards, ctx)).map((m) => m.label);
    expect(labels.some((l) => l.startsWith('Attack'))).toBe(true);
    expect(labels.some((l) => l.startsWith('Defence'))).toBe(false);
  });

  it('offers a handful of buttons where the engine lists hundreds; pass or finish stay in the plain list', () => {
    const { view, legal } = found;
    const c = drakerCompose(view, legal, [], ctx)!;
    expect(movesOf(c)).toEqual([]);
    expect(c.pickable.size).toBe((view.hand?.length ?? 0) + view.players[found.seat]!.pool.length + view.common.length);
    const rest = legal.filter((a) => !c.covers(a));
    expect(rest.every((a) => a.type === 'pass' || a.type === 'finish')).toBe(true);
    for (const set of [...new Set(declares(legal).map((d) => key(d.cards)))]) expect(movesOf(drakerCompose(view, legal, set.split(','), ctx)).filter((m) => m.action.type !== 'activate').length).toBeLessThanOrEqual(2);
    expect(legal.length).toBeGreaterThan(20);
  });

  it('says when picked cards form no combination and offers no declaration', () => {
    const { view, legal, seat } = found;
    const pool = view.players[seat]!.pool.map((c) => c.id);
    const sets = new Set(declares(legal).map((d) => key(d.cards)));
    const odd = pool.flatMap((a, i) => pool.slice(i + 1).map((b) => [a, b])).find((pair) => !sets.has(key(pair)) && !previewOf(view, locate(view, seat, pair).map((x) => x.card)).ok);
    if (!odd) return;
    const c = drakerCompose(view, legal, odd, ctx)!;
    expect(linesOf(c)).toContain('no combination');
    expect(movesOf(c).filter((m) => m.action.type === 'declare')).toEqual([]);
  });

  it('hand, pool and common pool are separate groups: the hand counts only hand cards', () => {
    const { view, seat } = found;
    const cards = drakerPhone.hand(view);
    expect(cards.filter((c) => !c.pile)).toHaveLength(view.hand!.length);
    expect(cards.filter((c) => c.pile === 'Your pool')).toHaveLength(view.players[seat]!.pool.length);
    expect(cards.filter((c) => c.pile === 'Common pool')).toHaveLength(view.common.length);
  });

  it('costs: a combination and an amount, one Pay button for them', () => {
    const costs = positionWhere<DrakerView, DrakerAction>('draker', (v, legal) => v.phase === 'costs' && legal.filter((a) => a.type === 'pay').length > 3, (legal, step) => (legal.find((a) => a.type.endsWith('Auto')) ?? legal[(step * 7) % legal.length])!);
    expect(costs).not.toBeNull();
    const c = drakerCompose(costs!.view, costs!.legal, [], ctx)!;
    const amount = c.rows.find((r) => r.kind === 'amount');
    expect(amount).toBeDefined();
    const pays = movesOf(c);
    expect(pays).toHaveLength(1);
    expect(costs!.legal).toContainEqual(pays[0]!.action);
    expect(pays[0]!.action).toMatchObject({ type: 'pay', amount: amount!.kind === 'amount' ? amount!.value : -1 });
    expect(costs!.legal.filter((a) => !c.covers(a)).map((a) => a.type)).toEqual(['payAuto']);
  });
});

describe('Rush on a phone', () => {
  it('lists a pair to defend with once, naming the card that goes on top; a tapped card lists its pairs with it on top', () => {
    const found = positionWhere<RushView, RushAction>('rush', (_v, legal) => legal.filter((a) => a.type === 'defend').length >= 6, (legal, step) => legal.find((a) => (a.type === 'sponsor' || a.type === 'doping') && a.option === 'demand') ?? legal[step % legal.length]!)!;
    expect(found).not.toBeNull();
    const defends = found.legal.filter((a): a is Extract<RushAction, { type: 'defend' }> => a.type === 'defend');
    const keys = new Set(defends.map((a) => rushPhone.listKey!(a)));
    const pairs = new Set(defends.map((a) => [...a.cards].sort().join(',')));
    expect(keys.size).toBe(pairs.size);
    expect(keys.size).toBeLessThan(defends.length);
    const a = defends[0]!;
    expect(rushPhone.actionCards(a)).toEqual([a.cards[1]]);
    expect(rushPhone.actionLabel(a, found.view, name)).toMatch(/^Defend: discard .+, then .+ on top$/);
  });

  it('numbers the deck cycle as the desktop does (the first is 1)', () => {
    const game = GAMES.rush!.game;
    const state = game.setup({ players: 2, seed: 1, options: game.resolveOptions({}, 2) });
    const view = game.view(state, 0) as RushView;
    expect(rushPhone.tableLines(view, name)).toContain(`deck cycle 1 of ${view.endAfterExhaustions}`);
  });
});

describe('the host in the phone’s language', () => {
  it('a closed seat and a refused request are said in Ukrainian on a Ukrainian phone; an unknown code keeps the host’s words', () => {
    setLanguage('uk');
    expect(closedText('released', 'This seat is played on the table now.')).toBe('Тепер за це місце грають за столом.');
    for (const code of ['released', 'takenOver', 'seatTaken', 'revoked', 'partyStopped', 'matchClosed']) expect(closedText(code, 'English')).not.toBe('English');
    expect(closedText('somethingNew', 'Host words')).toBe('Host words');
    for (const code of ['staleTable', 'badFrame', 'noMatch', 'notYourTurn', 'rateLimited']) expect(errorText({ code, message: 'English' })).not.toMatch(/English|[A-Za-z]{4}/);
    expect(errorText({ code: 'strange', message: 'Host words' })).toBe('Host words');
  });

  it('the reaction countdown shows tenths below 10 s and nothing at 0', () => {
    expect(secondsLeft(2500)).toBe('2.5 s');
    expect(secondsLeft(2410)).toBe('2.5 s');
    expect(secondsLeft(900)).toBe('0.9 s');
    expect(secondsLeft(12_300)).toBe('13 s');
    expect(secondsLeft(0)).toBeNull();
    setLanguage('uk');
    expect(secondsLeft(2500)).toBe('2,5 с');
  });

  it('the status counts the reaction down, says the table passes at 0, and offers no turn once the seat is closed', () => {
    const u = { outcome: null, legal: [{ type: 'pass' }], reaction: { seat: 0, timeoutMs: 2500 }, actors: [0] };
    const at = (msLeft: number | null, closed = false) => seatStatus(u, { closed, msLeft, me: 0, name }).text;
    expect(at(2500)).toBe('Answer now · 2.5 s');
    expect(at(0)).toBe('Time is up: the table passes for you…');
    const mine = { ...u, reaction: null };
    expect(seatStatus(mine, { closed: false, msLeft: null, me: 0, name }).text).toBe('Your move');
    setLanguage('uk');
    expect(seatStatus(mine, { closed: true, msLeft: null, me: 0, name }).text).not.toBe('Ваш хід');
    expect(at(1200, true)).not.toMatch(/Відповідайте/);
  });
});

describe('move names on the phone', () => {
  it("Draker's buttons name their move in one form: the infinitive in Ukrainian, never the hint's imperative", () => {
    setLanguage('uk');
    const found = positionWhere<DrakerView, DrakerAction>('draker', (_view, legal) => legal.some((a) => a.type === 'pass' || a.type === 'finish'), (legal, step) => legal[step % legal.length]!);
    expect(found).not.toBeNull();
    const labels = found!.legal.map((a) => drakerPhone.actionLabel(a, found!.view, name));
    expect(labels.length).toBeGreaterThan(0);
    const firstWord = (text: string): string => text.split(/[ ,]/)[0]!;
    for (const label of labels) expect(firstWord(label), label).toMatch(/(ти|тися)$/);
    const { en, uk } = drakerStrings;
    const moves = Object.keys(uk).filter((k) => k.startsWith('draker.move.'));
    expect(moves.length).toBeGreaterThan(15);
    for (const k of moves) {
      expect(en[k], k).toBeTruthy();
      expect(firstWord(String(uk[k])), k).toMatch(/(ти|тися)$/);
    }
  });
});
