/**
 * The warning before Pass or Done: what ending the turn would cost (`DrakerView.risk`, from the engine's
 * own play-out of the round), the defence that helps, the newcomer policies of the sim that read it, and
 * the warning's words in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { DrakerAction, DrakerOptions, DrakerView } from '../../src/common/games/draker';
import { Rng } from '../../src/main/engine/core';
import { drakerGame as G, type DrakerState } from '../../src/main/engine/games/draker';
import { DrakerNewcomer } from '../../src/main/engine/games/draker/newcomer';
import '../../src/renderer/games'; // registers every game's words, as the app does
import { needsWarning, phoneWarningRows, warningText } from '../../src/renderer/games/draker/pass-warning';
import { drakerCompose } from '../../src/renderer/games/draker/phone';
import { strings } from '../../src/renderer/games/draker/strings';
import { setLanguage } from '../../src/renderer/i18n';
import { stackedDeck, type DrakerDeal } from '../fixtures/draker-deal';

// setLanguage names the page's language: a stand-in page for it.
(globalThis as { document?: unknown }).document ??= { documentElement: {}, title: '' };

const common = ['clubs-8', 'clubs-9', 'clubs-10', 'gnomes-2'];

function start(d: DrakerDeal, options: Partial<DrakerOptions> = {}): DrakerState {
  return G.setup({ players: 2, seed: 1, options: G.resolveOptions({ firstPlayer: 0, ...options }, 2), deck: stackedDeck(2, d) });
}

const act = (s: DrakerState, a: DrakerAction): DrakerState => G.apply(s, s.active, a).state;
/** What a person at `seat` sees (the table and the phone page get this view; bots the plain one). */
const personal = (s: DrakerState, seat: number): DrakerView => G.personView!(G.view(s, seat), seat);

/**
 * A attacks with 5♥ 6♥ 7♥ (rank straight flush, 3 × 3 = 9; the placed 7♥'s icon gives it Flight) and
 * finishes; B (pool 8♠ 9♠ 10♠, hand `bHand`) is to place.
 */
function flightAttack(bHand: string[], options: Partial<DrakerOptions> = {}): DrakerState {
  let s = start({ hands: [['hearts-7'], bHand], pools: [['hearts-5', 'hearts-6'], ['spades-8', 'spades-9', 'spades-10']], common, draws: ['elves-4'] }, options);
  s = act(s, { type: 'place', card: 'hearts-7' });
  s = act(s, { type: 'declare', kind: 'ATT', cards: ['hearts-5', 'hearts-6', 'hearts-7'] });
  return act(s, { type: 'finish' });
}

/** Plays `moves` for the seat to act, then everyone ends their turns and the round plays out as suggested. */
function playOut(s: DrakerState, moves: DrakerAction[]): DrakerState {
  for (const m of moves) s = act(s, m);
  for (let i = 0; i < 200 && s.round === 1 && s.phase !== 'over'; i++) {
    const legal = G.legalActions(s, s.active);
    s = act(s, legal.find((a) => ['pass', 'finish', 'payAuto', 'parcelAuto', 'blockAuto', 'discardAuto'].includes(a.type)) ?? legal.find((a) => a.type === 'place')!);
  }
  return s;
}

describe('Draker risk of ending the turn', () => {
  it('a Flight parcel against a defence without Flight half its size (halved): the damage in full and no defence helps', () => {
    // B places 6 of Elves: its only defence, 8♠ 9♠ 10♠ (9), is less than twice the Flight parcel of 9.
    const s = act(flightAttack(['elves-6']), { type: 'place', card: 'elves-6' });
    const risk = personal(s, 1).risk!;
    expect(risk).toEqual({ damage: 9, lifeAfter: 21, help: null });
    // What the play-out said is what the round does.
    expect(playOut(s, []).life[1]).toBe(21);
  });

  it('Guard: with J♠ placed a defence of (4 + 20) × 3 = 72 meets the Flight parcel of 9 (halved), and it is offered', () => {
    const s = act(flightAttack(['spades-J']), { type: 'place', card: 'spades-J' });
    const risk = personal(s, 1).risk!;
    expect(risk.damage).toBe(9);
    expect(risk.help).toMatchObject({ damage: 0, lifeAfter: 30 });
    const [declare] = risk.help!.moves;
    expect(risk.help!.moves).toHaveLength(1);
    expect(declare).toMatchObject({ type: 'declare', kind: 'DEF' });
    // The Guard icon fires only with the placed J♠ in a combination of 3 or more.
    expect(risk.help!.cards).toContain('spades-J');
    expect(risk.help!.value).toBeGreaterThanOrEqual(18);
    expect(playOut(s, risk.help!.moves).life[1]).toBe(30);
    // The same defence meets nothing under the flightOnly reading: no help, the damage in full.
    const only = act(flightAttack(['spades-J'], { flightReading: 'flightOnly' }), { type: 'place', card: 'spades-J' });
    expect(personal(only, 1).risk).toEqual({ damage: 9, lifeAfter: 21, help: null });
  });

  it('in the additional phase the help places a card first, then declares the defence holding it', () => {
    let s = act(flightAttack(['elves-6', 'spades-J']), { type: 'place', card: 'elves-6' });
    s = act(s, { type: 'finish' });
    expect(s.phase).toBe('additional');
    s = act(s, { type: 'pass' });
    expect(s.active).toBe(1);
    const risk = personal(s, 1).risk!;
    expect(risk.damage).toBe(9);
    expect(risk.help!.moves[0]).toEqual({ type: 'place', card: 'spades-J' });
    expect(risk.help!.moves[1]).toMatchObject({ type: 'declare', kind: 'DEF' });
    expect(risk.help!.damage).toBe(0);
    expect(playOut(s, risk.help!.moves).life[1]).toBe(30);
  });

  it('says when the damage eliminates, and is zero with nothing aimed at the seat', () => {
    const s = act(flightAttack(['elves-6'], { startingLife: 9 }), { type: 'place', card: 'elves-6' });
    expect(personal(s, 1).risk).toEqual({ damage: 9, lifeAfter: 0, help: null });
    // A, before its own finish: no attack on the table.
    const a = act(start({ hands: [['hearts-7']], pools: [['hearts-5', 'hearts-6']], common, draws: ['elves-4'] }), { type: 'place', card: 'hearts-7' });
    expect(personal(a, 0).risk).toEqual({ damage: 0, lifeAfter: 30, help: null });
    expect(needsWarning(personal(a, 0).risk)).toBe(false);
  });

  it('is only in the view of the seat to act, only once it may end its turn, and no hidden card weighs in it', () => {
    const before = flightAttack(['elves-6', 'spades-J']);
    // B must place first: nothing to warn about yet; A is not to act.
    expect(personal(before, 1).risk).toBeUndefined();
    const s = act(before, { type: 'place', card: 'elves-6' });
    expect(personal(s, 0).risk).toBeUndefined();
    // Bots' views never carry it.
    expect(G.view(s, 1).risk).toBeUndefined();
    // Another hand for A and another deck: B's risk is the same.
    const other: DrakerState = { ...s, hands: [['gnomes-A', 'gnomes-K'], s.hands[1]], deck: s.deck.slice().reverse() };
    expect(personal(other, 1).risk).toEqual(personal(s, 1).risk);
  });
});

describe('Draker newcomer policies (sim only)', () => {
  const additionalTurn = (): DrakerState => {
    let s = act(flightAttack(['elves-6', 'spades-J']), { type: 'place', card: 'elves-6' });
    s = act(s, { type: 'finish' });
    return act(s, { type: 'pass' });
  };
  const decide = (bot: DrakerNewcomer, s: DrakerState): DrakerAction => bot.decide(G.view(s, 1), G.legalActions(s, 1), new Rng(3));

  it('the newcomer passes its additional turns, even with an attack coming', () => {
    const s = additionalTurn();
    expect(personal(s, 1).risk!.damage).toBe(9);
    expect(decide(new DrakerNewcomer({ seat: 1, players: 2, level: 'hard', options: s.options }, false), s)).toEqual({ type: 'pass' });
  });

  it('the heedful newcomer plays the warning\'s defence move by move, then ends its turn', () => {
    let s = additionalTurn();
    const bot = new DrakerNewcomer({ seat: 1, players: 2, level: 'hard', options: s.options }, true);
    const help = personal(s, 1).risk!.help!.moves;
    const played: DrakerAction[] = [];
    for (let i = 0; i < 4 && s.active === 1 && s.phase === 'additional'; i++) {
      const a = decide(bot, s);
      played.push(a);
      s = act(s, a);
    }
    expect(played).toEqual([...help, { type: 'finish' }]);
  });

  it('in the basic turn the newcomer plays the hint (a legal placement, not an end of turn)', () => {
    const s = start({ hands: [['hearts-3']], pools: [['hearts-2', 'hearts-4', 'hearts-9']], common, draws: ['elves-4'] });
    const view = G.view(s, 0);
    const legal = G.legalActions(s, 0);
    const newcomer = new DrakerNewcomer({ seat: 0, players: 2, level: 'hard', options: s.options }, false);
    expect(legal).toContainEqual(newcomer.decide(view, legal, new Rng(7)));
    expect(newcomer.decide(view, legal, new Rng(7)).type).toBe('place');
  });
});

describe('Draker warning words', () => {
  const keys = Object.keys(strings.en).filter((k) => k.startsWith('draker.warn.'));

  it('every warning key is in English and Ukrainian', () => {
    expect(keys.length).toBeGreaterThanOrEqual(12);
    for (const k of keys) {
      expect((strings.uk as Record<string, unknown>)[k], k).toBeTruthy();
      expect((strings.uk as Record<string, unknown>)[k]).not.toBe((strings.en as Record<string, unknown>)[k]);
    }
  });

  it('names the damage, the life left, the knock-out and the defence, in both languages', () => {
    const s = act(flightAttack(['spades-J'], { startingLife: 9 }), { type: 'place', card: 'spades-J' });
    const view: DrakerView = personal(s, 1);
    setLanguage('en');
    const en = warningText(view.risk!, view, 1, 'pass');
    expect(en.cost).toBe('If you pass now, the attacks aimed at you take 9 of your 9 life: you end the round at 0.');
    expect(en.out).toBe('That knocks you out of the game.');
    expect(en.help).toMatch(/^Defend instead: declare (\S+\s)*J♠(\s\S+)* as a defence \(worth \d+\)\. It stops them all\.$/);
    setLanguage('uk');
    const uk = warningText(view.risk!, view, 1, 'finish');
    expect(uk.cost).toContain('заберуть 9 життя (із 9)');
    expect(uk.out).toBe('Це виведе вас із гри.');
    expect(uk.help).toMatch(/^Захистіться натомість: оголосіть .* як захист/);
    setLanguage('en');
    const none = act(flightAttack(['elves-6']), { type: 'place', card: 'elves-6' });
    const v = personal(none, 1);
    expect(warningText(v.risk!, v, 1, 'finish')).toEqual({
      cost: 'If you end your turn now and defend no more, the attacks aimed at you take 9 of your 30 life: you end the round at 21.',
      out: null,
      help: 'No defence you can declare now would stop them.',
    });
  });

  it('the phone page shows the same warning above its moves, with the defence\'s next move as a button', () => {
    setLanguage('en');
    let s = act(flightAttack(['elves-6', 'spades-J']), { type: 'place', card: 'elves-6' });
    s = act(act(s, { type: 'finish' }), { type: 'pass' });
    const view = personal(s, 1);
    const legal = G.legalActions(s, 1);
    const rows = phoneWarningRows(view, 1, legal);
    expect(rows[0]).toEqual({ kind: 'line', tone: 'no', text: 'If you pass now, the attacks aimed at you take 9 of your 30 life: you end the round at 21.' });
    expect(rows[1]).toMatchObject({ kind: 'line', text: expect.stringMatching(/^Defend instead: place J♠ into your pool/) });
    expect(rows[2]).toEqual({ kind: 'moves', moves: [{ label: 'Defend', action: { type: 'place', card: 'spades-J' }, primary: true }] });
    // the turn's composition starts with them
    const composed = drakerCompose(view, legal, [], { name: (seat) => ['Petro', 'Olena'][seat], redraw: () => undefined })!;
    expect(composed.rows.slice(0, 3)).toEqual(rows);
    // nothing coming through: no rows
    const safe = act(start({ hands: [['hearts-7']], pools: [['hearts-5', 'hearts-6']], common, draws: ['elves-4'] }), { type: 'place', card: 'hearts-7' });
    expect(phoneWarningRows(personal(safe, 0), 0, G.legalActions(safe, 0))).toEqual([]);
  });
});
