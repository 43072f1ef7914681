/**
 * Draker's event log (and the rules dialog's example cards): a line for every event type in both languages, numbers as the events carry them,
 * the 24-point formula, and no hidden card named (a drawn card, an eliminated player's hand).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrakerCard, DrakerEvent } from '../../src/common/games/draker';
import { DRAKER_LEVELS, cardOf, drakerGame as G, greedyAction } from '../../src/main/engine/games/draker';
import type { DrakerState } from '../../src/main/engine/games/draker';
import '../../src/renderer/games'; // registers every game's words, as the app does
import { setLanguage, t } from '../../src/renderer/i18n';
import { cardName, valueFormula } from '../../src/renderer/games/draker/faces';
import { EXAMPLE_CARDS, finalsText, iconLines, iconsIntro } from '../../src/renderer/games/draker/rules-dialog';
import { EDITION } from '../../src/main/engine/games/draker/cards';
import { effectName, iconName } from '../../src/renderer/games/draker/faces';
import { DrakerLogMemory, logLine } from '../../src/renderer/games/draker/log';

(globalThis as { document?: unknown }).document = { documentElement: {}, title: '' };

const NAMES = ['Ada', 'Bo', 'Cy'];
const name = (seat: number): string => NAMES[seat] ?? `P${seat}`;

const card = (id: string, rank: number, prof: number, extra: Partial<DrakerCard> = {}): DrakerCard => ({
  id,
  suit: id.split('-')[0] as DrakerCard['suit'],
  rank,
  prof,
  tier: 1,
  icon: null,
  common: null,
  effect: 'dragon',
  amount: 4,
  cost: [3, 0],
  artefact: false,
  ...extra,
});
const H2 = card('hearts-2', 2, 7, { effect: 'dispel' });
const H3 = card('hearts-3', 3, 9, { icon: 'token' });
const H4 = card('hearts-4', 4, 8, { effect: 'crush' });
const SK = card('spades-K', 13, 3, { common: 'siege' });
const DRAGON = { id: 7, owner: 0, card: 'hearts-3', source: 'effect' as const, effect: 'dragon' as const, target: 5, cost: [3, 0] as [number, number] };

/** One or more events of every type (the mapped type fails to compile when a type is missing). */
const SAMPLES: { [K in DrakerEvent['type']]: Extract<DrakerEvent, { type: K }>[] } = {
  roundStart: [{ type: 'roundStart', round: 3, lead: 1 }],
  commonCard: [{ type: 'commonCard', card: H4, effect: null }, { type: 'commonCard', card: SK, effect: 'siege' }],
  draw: [{ type: 'draw', seat: 0, card: H2 }, { type: 'draw', seat: 1 }],
  reshuffle: [{ type: 'reshuffle', count: 17 }],
  artefactSet: [{ type: 'artefactSet', seat: 0, card: 'gnomes-art', rank: 12 }, { type: 'artefactSet', seat: 0, card: 'gnomes-art', prof: 3 }],
  place: [{ type: 'place', seat: 0, card: H3 }],
  declare: [
    { type: 'declare', seat: 1, combo: 5, kind: 'DEF', cards: ['hearts-2', 'hearts-3', 'hearts-4'], base: 4, mult: 6, value: 24 },
    { type: 'declare', seat: 0, combo: 6, kind: 'ATT', cards: ['spades-K'], base: 2, mult: 1, value: 2 },
  ],
  push: [
    { type: 'push', stack: 'main', entry: DRAGON },
    { type: 'push', stack: 'instant', entry: { id: 8, owner: 1, card: 'hearts-2', source: 'effect', effect: 'dispel', target: 7, cost: [3, 3] } },
    { type: 'push', stack: 'instant', entry: { id: 9, owner: 0, card: 'hearts-3', source: 'icon', effect: 'token', target: 'hearts-3', cost: [0, 0] } },
    { type: 'push', stack: 'instant', entry: { id: 10, owner: 2, card: 'hearts-4', source: 'effect', effect: 'volley', target: 1, cost: [2, 0] } },
  ],
  resolve: [{ type: 'resolve', entry: 8, seq: 1 }],
  cancel: [{ type: 'cancel', entry: 7, by: 8 }],
  token: [{ type: 'token', card: 'hearts-3', tokens: 2 }],
  pending: [{ type: 'pending', seat: 2, entry: 11 }],
  heal: [{ type: 'heal', seat: 2, amount: 3, life: 21 }, { type: 'heal', seat: 2, amount: 0, life: 30 }],
  phase: [{ type: 'phase', phase: 'costs' }, { type: 'phase', phase: 'defence' }],
  values: [{ type: 'values', combos: [{ id: 5, value: 24 }, { id: 6, value: 2 }] }],
  costPaid: [{ type: 'costPaid', seat: 1, combo: 5, amount: 3 }, { type: 'costPaid', seat: 0, combo: null, amount: 4 }],
  lifeLost: [{ type: 'lifeLost', seat: 1, amount: 3, life: 27, reason: 'combat' }, { type: 'lifeLost', seat: 1, amount: 2, life: 25, reason: 'volley' }],
  parcel: [{ type: 'parcel', from: 0, to: 1, combo: 6, amount: 9, flight: false }, { type: 'parcel', from: 2, to: 1, combo: 12, amount: 5, flight: true }],
  blocked: [
    { type: 'blocked', seat: 1, from: 0, combo: 5, amount: 9, damage: 3, defenceLeft: 0 },
    { type: 'blocked', seat: 1, from: 2, combo: 5, amount: 5, damage: 0, defenceLeft: 3 },
    { type: 'blocked', seat: 1, from: 0, combo: null, amount: 4, damage: 4, defenceLeft: 0 },
    { type: 'blocked', seat: 1, from: 2, combo: 5, amount: 3, damage: 0, defenceLeft: 17, doubled: true },
  ],
  discard: [{ type: 'discard', seat: null, from: 'common', card: SK }, { type: 'discard', seat: 0, from: 'pool', card: H4 }],
  eliminated: [{ type: 'eliminated', seat: 2, life: -3 }],
  turn: [{ type: 'turn', seat: 0 }],
  pass: [{ type: 'pass', seat: 2 }],
  gameOver: [{ type: 'gameOver', outcome: { scores: [12, 0, -3], winners: [0], reason: 'lastStanding' } }],
};
const ALL = Object.values(SAMPLES).flat() as DrakerEvent[];

function lines(lang: 'en' | 'uk', memory?: DrakerLogMemory): string[] {
  setLanguage(lang);
  return ALL.map((ev) => logLine(ev, name, memory)?.text ?? '');
}

describe('Draker log lines', () => {
  beforeAll(() => setLanguage('en'));
  afterAll(() => setLanguage('en'));

  for (const lang of ['en', 'uk'] as const) {
    it(`${lang}: every event type has a filled line, with and without a memory`, () => {
      for (const memory of [undefined, new DrakerLogMemory()]) {
        const out = lines(lang, memory);
        out.forEach((text, i) => {
          expect(text, ALL[i].type).not.toBe('');
          expect(text, ALL[i].type).not.toMatch(/[{}]|draker\.|undefined|NaN/);
        });
        if (lang === 'uk') expect(out.join(' ')).toMatch(/атаку|захист/);
      }
    });

    it(`${lang}: a drawn card is never named, even to the player who drew it`, () => {
      setLanguage(lang);
      const memory = new DrakerLogMemory();
      memory.note({ type: 'place', seat: 0, card: H2 });
      const text = logLine({ type: 'draw', seat: 0, card: H2 }, name, memory)!.text;
      expect(text).toContain('Ada');
      expect(text).not.toContain(cardName(H2));
      expect(text).not.toMatch(/\b2\b/);
    });
  }

  it('numbers appear as the events carry them', () => {
    setLanguage('en');
    const memory = new DrakerLogMemory();
    const text = (ev: DrakerEvent) => logLine(ev, name, memory)!.text;
    expect(text(SAMPLES.declare[0])).toBe('Bo declares a defence: 4 × 2 × 3 = 24.');
    expect(text(SAMPLES.declare[1])).toBe('Ada declares an attack: 2.');
    expect(text(SAMPLES.costPaid[0])).toBe('Bo pays 3 defence points.');
    expect(text({ type: 'costPaid', seat: 0, combo: 6, amount: 1 })).toBe('Ada pays 1 attack point.');
    expect(text(SAMPLES.parcel[0])).toBe('Ada sends Bo a parcel of 9.');
    expect(text(SAMPLES.blocked[0])).toBe("Ada's parcel of 9 meets Bo's defence of 6: 3 damage.");
    expect(text(SAMPLES.lifeLost[0])).toBe('Bo loses 3 life (27 left).');
    expect(text(SAMPLES.parcel[1])).toBe('Cy sends Bo a parcel of 5 with Flight.');
    expect(text(SAMPLES.blocked[1])).toBe("Bo's defence stops Cy's parcel of 5; 3 defence left.");
    expect(text(SAMPLES.heal[0])).toBe('Cy gains 3 life (21).');
    expect(text(SAMPLES.phase[1])).toBe('Phase: Defence');
    expect(text(SAMPLES.values[0])).toBe('Final values, all combinations together: Ada: attack 2, defence 0; Bo: attack 0, defence 24.');
    expect(text(SAMPLES.reshuffle[0])).toBe('The discard pile becomes the new deck (17 cards).');
    expect(text({ type: 'eliminated', seat: 1, life: -4 })).toBe('Bo is out with -4 life; their cards go to the discard pile.');
    // The Artefact's line says what it was set to; Mend at full life and a pass get lines of their own.
    expect(logLine(SAMPLES.artefactSet[0], name)!.text).toBe('Ada sets the Artefact of Gnomes to the rank Queen.');
    expect(logLine(SAMPLES.artefactSet[1], name)!.text).toBe('Ada sets the Artefact of Gnomes to the profession Drummer.');
    expect(text(SAMPLES.heal[1])).toBe('Cy is already at full life (30): Mend gives nothing.');
    expect(text(SAMPLES.pass[0])).toBe('Cy passes.');
    // A parcel met without memory still names its sender (the event carries it).
    expect(logLine(SAMPLES.blocked[1], name)!.text).toBe("Bo's defence stops Cy's parcel of 5; 3 defence left.");
    expect(logLine(SAMPLES.blocked[2], name)!.text).toBe("Ada's parcel of 4 meets no defence of Bo: 4 damage.");
    setLanguage('uk');
    expect(logLine(SAMPLES.artefactSet[0], name)!.text).toBe('Ada задає картці «Артефакт гномів» ранг Дама.');
    expect(logLine(SAMPLES.blocked[1], name)!.text).toBe('Захист гравця Bo зупиняє удар на 5 від Cy; лишається 3 захисту.');
    expect(logLine(SAMPLES.declare[0], name)!.text).toBe('Bo оголошує захист: 4 × 2 × 3 = 24.');
    expect(logLine(SAMPLES.costPaid[0], name)!.text).toBe('Bo сплачує 3 очки.');
    expect(logLine({ type: 'costPaid', seat: 1, combo: 5, amount: 5 }, name)!.text).toBe('Bo сплачує 5 очок.');
    setLanguage('en');
  });

  it('a defence without Flight that spends double on a Flight parcel says so; an event from before the field logs as it did', () => {
    const doubled: DrakerEvent = { type: 'blocked', seat: 1, from: 2, combo: 5, amount: 3, damage: 0, defenceLeft: 17, doubled: true };
    const { doubled: _dropped, ...old } = doubled;
    setLanguage('en');
    expect(logLine(doubled, name)?.text).toBe("Bo's defence stops Cy's Flight parcel of 3: a defence without Flight spends double, 23 → 17.");
    expect(logLine(old, name)?.text).toBe("Bo's defence stops Cy's parcel of 3; 17 defence left.");
    setLanguage('uk');
    expect(logLine(doubled, name)?.text).toBe('Захист гравця Bo зупиняє удар із Польотом на 3 від Cy: захист без Польоту витрачає вдвічі більше, 23 → 17.');
    expect(logLine(old, name)?.text).toBe('Захист гравця Bo зупиняє удар на 3 від Cy; лишається 17 захисту.');
    setLanguage('en');
  });

  it('the value formula splits the multiplier into forms and flush, and shows a modified final value', () => {
    expect(valueFormula(4, 6, 24)).toBe('4 × 2 × 3 = 24');
    expect(valueFormula(4, 3, 12)).toBe('4 × 3 = 12');
    expect(valueFormula(3, 2, 6)).toBe('3 × 2 = 6');
    expect(valueFormula(2, 1, 2)).toBe('2');
    expect(valueFormula(6, 1, 4)).toBe('6 → 4');
    expect(valueFormula(4, 6, 0)).toBe('4 × 2 × 3 = 24 → 0');
  });

  it('with a memory, stack lines name the effect, its owner and its target; without one they stay general', () => {
    setLanguage('en');
    const memory = new DrakerLogMemory();
    for (const ev of [SAMPLES.place[0], SAMPLES.declare[0]] as DrakerEvent[]) logLine(ev, name, memory);
    expect(logLine(SAMPLES.push[0], name, memory)!.text).toBe(`Ada activates Dragon (${cardName(H3)}) on Bo's defence of 24; cost 3 attack / 0 defence.`);
    expect(logLine(SAMPLES.push[1], name, memory)!.text).toContain("on Ada's Dragon");
    expect(logLine(SAMPLES.push[2], name, memory)!.text).toBe(`Ada's ${cardName(H3)} sets off its icon “+1 token”.`);
    expect(logLine(SAMPLES.push[3], name, memory)!.text).toContain(`Volley (${cardName(H4)}) on Bo; cost 2 attack / 0 defence`);
    expect(logLine(SAMPLES.resolve[0], name, memory)!.text).toBe("Bo's Dispel resolves.");
    expect(logLine(SAMPLES.cancel[0], name, memory)!.text).toBe("Ada's Dragon is cancelled; its cost is still paid.");
    expect(logLine(SAMPLES.token[0], name, memory)!.text).toBe(`${cardName(H3)} gets a +1 token (2 on it).`);
    expect(logLine(SAMPLES.resolve[0], name)!.text).toBe('An effect resolves.');
    expect(logLine(SAMPLES.push[0], name)!.text).toBe(`Ada activates Dragon (${cardName(H3)}) on a combination; cost 3 attack / 0 defence.`);
  });

  it("a pool's discard is named; a hand card never is, and an eliminated player's cards get no line of their own", () => {
    setLanguage('en');
    const discard: DrakerEvent = { type: 'discard', seat: 2, from: 'pool', card: H4 };
    expect(logLine(discard, name)!.text).toBe(`Cy discards ${cardName(H4)}.`);
    expect(logLine({ type: 'discard', seat: 2, from: 'hand', card: H4 }, name)).toBeNull();
    expect(logLine({ type: 'discard', seat: 2, from: 'hand' }, name)).toBeNull();
    const memory = new DrakerLogMemory();
    expect(logLine(discard, name, memory)!.text).toBe(`Cy discards ${cardName(H4)}.`);
    logLine({ type: 'eliminated', seat: 2, life: 0 }, name, memory);
    expect(logLine(discard, name, memory)).toBeNull();
  });

  it('a whole game against bots: every line filled in both languages, no hand card of another seat named', () => {
    for (const lang of ['en', 'uk'] as const) {
      setLanguage(lang);
      const players = 3;
      let s: DrakerState = G.setup({ players, seed: 4242, options: G.resolveOptions({ startingLife: 12 }, players) });
      const memory = new DrakerLogMemory();
      const seen = new Set<string>();
      let steps = 0;
      while (G.outcome(s) === null && steps < 20_000) {
        const [seat] = G.actors(s);
        const hands = s.hands.map((hand) => hand.map((id) => cardName(cardOf(id))));
        const r = G.apply(s, seat, greedyAction(s, seat, G.legalActions(s, seat), DRAKER_LEVELS.normal));
        memory.see(G.view(r.state, 0));
        for (const raw of r.events) {
          const ev = G.redactEvent(raw, 0);
          if (!ev) continue;
          seen.add(ev.type);
          const line = logLine(ev, name, memory);
          if (line === null) {
            expect(ev.type).toBe('discard');
            continue;
          }
          expect(line.text, ev.type).not.toMatch(/[{}]|draker\.|undefined|NaN/);
          // Cards another seat held in hand before this step are named only once they are public (placed into a pool).
          if (ev.type === 'draw' || ev.type === 'discard') for (const seat2 of [1, 2]) for (const n of hands[seat2]) expect(line.text).not.toContain(n);
        }
        s = r.state;
        steps += 1;
      }
      expect(G.outcome(s)).not.toBeNull();
      for (const type of ['roundStart', 'commonCard', 'draw', 'place', 'declare', 'phase', 'values', 'costPaid', 'parcel', 'blocked', 'lifeLost', 'discard', 'eliminated', 'turn', 'gameOver']) expect(seen, type).toContain(type);
    }
    setLanguage('en');
  });
});


describe('Draker rules dialog', () => {
  it("the example cards are the engine's own, so the pictures and the 24-point example stay true to the deck", () => {
    for (const c of EXAMPLE_CARDS) expect(c, c.id).toEqual(cardOf(c.id));
  });
  it("the Rules list every icon of the deck with what it does and the engine's numbers, in both languages", () => {
    const deckIcons = [...new Set(EDITION.ranks.map((r) => r.icon).filter((i) => i !== null))].sort();
    // What each icon's line must say: Guard's bonus from the edition, the icons' amount of 1 (effects.ts), Flight's doubling.
    const numbers: Record<string, { en: string; uk: string }> = {
      guard: { en: `+${EDITION.guardBonus} to the base of each defensive combination`, uk: `+${EDITION.guardBonus} до бази кожної захисної комбінації` },
      token: { en: '+1 token', uk: 'жетон +1' },
      draw: { en: 'draw 1 card', uk: 'берете 1 картку' },
      flight: { en: 'at least twice as big', uk: 'принаймні вдвічі більший' },
    };
    for (const lang of ['en', 'uk'] as const) {
      setLanguage(lang);
      const rows = iconLines();
      expect(rows.map((r) => r.icon).sort()).toEqual(deckIcons);
      for (const icon of deckIcons) {
        expect(numbers[icon], `${icon} needs a line in this test`).toBeDefined();
        const row = rows.find((r) => r.icon === icon)!;
        expect(row.name).toBe(iconName(icon));
        expect(row.text, `${lang} ${icon}`).toContain(numbers[icon][lang]);
      }
      // When an icon fires: placed from hand into a new combination of 3 or more, then on a stack.
      expect(iconsIntro()).toContain(lang === 'en' ? 'new combination of 3 or more cards' : 'нову комбінацію з трьох і більше карток');
      expect(iconsIntro()).toContain(iconName('guard'));
    }
    setLanguage('en');
  });

  it('the Rules say a defence has Flight only through a fired Flight icon, as the card help and the engine do', () => {
    setLanguage('en');
    const rule = t('draker.rules.combat.p3');
    expect(rule).toContain('a defence has Flight only when the Flight icon of one of its cards has fired this round');
    expect(rule).not.toContain('when one of its cards shows the Flight icon');
    expect(t('draker.iconHelp.flight')).toContain('each combination holding this card has Flight this round');
    setLanguage('uk');
    expect(t('draker.rules.combat.p3')).toContain('захист має Політ, лише коли в цьому раунді спрацювала іконка Польоту однієї з його карт');
    setLanguage('en');
  });

  it('the Rules explain what the lesson leaves out: Artefacts, final modifiers and stack order, the additional phase, two engaged cards, costs from life', () => {
    const said: Record<'en' | 'uk', string[]> = {
      en: ['holding it', 'at most 2 cards already used', 'paid with life', 'the one that resolved first has the last word', 'a rank, a profession or both'],
      uk: ['з нею', 'щонайбільше 2 картки', 'життям', 'останнє слово за тим, що спрацював першим', 'ранг, професію або обидва'],
    };
    for (const lang of ['en', 'uk'] as const) {
      setLanguage(lang);
      const text = [t('draker.rules.round.additional'), t('draker.rules.kinds.p2'), t('draker.rules.costs.p2'), finalsText(), t('draker.rules.cards.artefact')].join(' ');
      for (const phrase of said[lang]) expect(text, `${lang}: ${phrase}`).toContain(phrase);
      for (const effect of ['guardsman', 'crush', 'dragon'] as const) expect(finalsText()).toContain(effectName(effect));
    }
    setLanguage('en');
  });

  it('the Rules, the card help and the chooser agree on setting an Artefact: a rank, a profession or both, each locked once set', () => {
    setLanguage('en');
    for (const key of ['draker.rules.cards.artefact', 'draker.card.artefactHelp', 'draker.artefact.help'] as const) expect(t(key).toLowerCase(), key).toContain('locked once set');
    for (const key of ['draker.rules.cards.artefact', 'draker.card.artefactHelp'] as const) expect(t(key), key).toMatch(/(a|its) rank, (a|its) profession or both/);
    setLanguage('uk');
    for (const key of ['draker.rules.cards.artefact', 'draker.card.artefactHelp', 'draker.artefact.help'] as const) expect(t(key).toLowerCase(), key).toContain('не змінити, щойно його зроблено');
    setLanguage('en');
  });
});
