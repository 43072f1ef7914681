/**
 * First-time tips: the catalogue covers every special card of each game's deck (read from the engines'
 * card definitions, so a new special card without a tip fails here) in both languages; the queue shows a
 * tip only to the human who sees the table, once, never behind a curtain, on a phone seat or in a lesson;
 * main keeps the seen tips per player across a restart and refuses bad requests changing nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings, TableUpdate } from '../../src/common/contract';
import { FOOTBALL_DEFAULT_OPTIONS } from '../../src/common/games/football';
import { WORDS_DEFAULT_OPTIONS } from '../../src/common/games/words';
import { buildDeck, EDITION } from '../../src/common/games/draker-edition';
import { GAME_IDS, type GameId } from '../../src/common/names';
import { FIRST_TIPS, hasSeenTip, MAX_TIP_PLAYERS, TIP_IDS, withTipSeen, type TipId, type TipsSeen } from '../../src/common/tips';
import { composition as footballDeck, prizeKindOf as footballPrize } from '../../src/main/engine/games/football/cards';
import { composition as wordsDeck, prizeKindOf as wordsPrize } from '../../src/main/engine/games/words/cards';
import { cardOf as rushCard, composition as rushDeck } from '../../src/main/engine/games/rush/cards';
import { GAMES } from '../../src/main/games';
import { TABLES } from '../../src/renderer/games';
import { dictionary, setLanguage } from '../../src/renderer/i18n';
import { tipKey, tipText, TipQueue } from '../../src/renderer/table/first-tips';
import { makeHarness, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

/** The page's language without a page: i18n only sets the document's language and title. */
function setLanguageForTests(lang: 'en' | 'uk'): void {
  (globalThis as { document?: unknown }).document ??= { documentElement: {}, title: '' };
  setLanguage(lang);
}

let h: Harness | null = null;
afterEach(() => {
  h?.cleanup();
  h = null;
});

/** Every special card (and card feature) each game's engine deals, as the tip ids that must explain it. */
function specialCards(): Record<Exclude<GameId, 'athletic'>, string[]> {
  const draker = buildDeck(EDITION);
  return {
    football: [...new Set(footballDeck(FOOTBALL_DEFAULT_OPTIONS).map(footballPrize).filter((k) => k !== null))],
    words: [...new Set(wordsDeck(WORDS_DEFAULT_OPTIONS).map(wordsPrize).filter((k) => k !== null))],
    // the largest deck (6 players) has every kind
    rush: [...new Set(rushDeck(6).map((id) => rushCard(id).kind).filter((k) => k !== 'sport'))],
    draker: [
      ...new Set([
        ...draker.flatMap((c) => [c.icon, c.common, c.effect]).filter((x) => x !== null),
        ...(draker.some((c) => c.artefact) ? ['artefact'] : []),
      ]),
    ],
  };
}

describe('the catalogue of first-time tips', () => {
  it('has a tip for every special card and card feature of each deck', () => {
    const special = specialCards();
    expect(special.football.sort()).toEqual(['playGame', 'red', 'var', 'yellow']);
    expect(special.words.length).toBe(3);
    expect(special.rush.sort()).toEqual(['coach', 'doping', 'sponsor']);
    expect(special.draker.length).toBeGreaterThanOrEqual(17);
    for (const [game, cards] of Object.entries(special)) {
      for (const card of cards) expect(FIRST_TIPS[game as GameId] as readonly string[], `${game}: ${card} has no first-time tip`).toContain(card);
    }
  });

  it('every game lists a trigger for exactly its tips, and every tip has words in English and Ukrainian', () => {
    for (const game of GAME_IDS) {
      const list = TABLES[game].tips;
      expect(list?.game).toBe(game);
      expect(Object.keys(list!.when).sort()).toEqual([...FIRST_TIPS[game]].sort());
    }
    for (const tip of TIP_IDS) {
      for (const lang of ['en', 'uk'] as const) {
        const text = dictionary(lang)[tipKey(tip)];
        expect(typeof text === 'string' && text.length > 20, `${tip} (${lang})`).toBe(true);
      }
    }
  });

  it('each tip reads whole on a real table of its game in both languages: no unfilled name, at most four sentences', async () => {
    h = makeHarness(GAMES);
    for (const game of GAME_IDS) {
      const u = value(await h.service.call('startMatch', { gameId: game, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'Bot' }], seed: 3 }));
      const list = TABLES[game].tips!;
      for (const id of FIRST_TIPS[game]) {
        for (const lang of ['en', 'uk'] as const) {
          setLanguageForTests(lang);
          const text = tipText(list, { tip: `${game}.${id}` as TipId, id, player: 'Ann', u: u as never });
          expect(text, `${game}.${id} (${lang})`).not.toMatch(/\{\w+\}/);
          expect(text.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 0).length, `${game}.${id} (${lang}): ${text}`).toBeLessThanOrEqual(4);
        }
      }
    }
    setLanguageForTests('en');
  });
});

describe('who has seen which tip', () => {
  it('withTipSeen adds a tip once per player, keeps the others, and forgets the player who saw one longest ago first', () => {
    let seen: TipsSeen[] = [];
    seen = withTipSeen(seen, 'Ann', 'words.exchange');
    seen = withTipSeen(seen, 'Bob', 'words.chaos');
    seen = withTipSeen(seen, 'Ann', 'words.exchange');
    expect(seen).toEqual([
      { player: 'Bob', tips: ['words.chaos'] },
      { player: 'Ann', tips: ['words.exchange'] },
    ]);
    expect(hasSeenTip(seen, 'Ann', 'words.exchange')).toBe(true);
    expect(hasSeenTip(seen, 'Bob', 'words.exchange')).toBe(false);
    for (let i = 0; i < MAX_TIP_PLAYERS; i++) seen = withTipSeen(seen, `P${i}`, 'rush.coach');
    expect(seen).toHaveLength(MAX_TIP_PLAYERS);
    expect(seen.some((s) => s.player === 'Bob' || s.player === 'Ann')).toBe(false);
  });

  it('markTipSeen keeps each player’s tips across a restart, and the setting turns tips off', async () => {
    h = makeHarness();
    expect(value(await h.service.call('getSettings', null))).toMatchObject({ firstTips: true, tipsSeen: [] });
    value(await h.service.call('markTipSeen', { player: 'Ann', tip: 'words.exchange' }));
    value(await h.service.call('markTipSeen', { player: 'Bob', tip: 'words.exchange' }));
    const after = value(await h.service.call('markTipSeen', { player: 'Ann', tip: 'football.playGame' }));
    expect(after.tipsSeen).toEqual([
      { player: 'Bob', tips: ['words.exchange'] },
      { player: 'Ann', tips: ['words.exchange', 'football.playGame'] },
    ]);
    expect(value(await h.service.call('setSettings', { firstTips: false })).firstTips).toBe(false);
    const again = makeHarness(undefined, h.dir);
    const restored = value(await again.service.call('getSettings', null));
    again.cleanup();
    expect(restored.firstTips).toBe(false);
    expect(restored.tipsSeen).toEqual(after.tipsSeen);
  });

  it('refuses an unknown tip, a bad player name and a malformed request with a clear error, changing nothing', async () => {
    h = makeHarness();
    value(await h.service.call('markTipSeen', { player: 'Ann', tip: 'rush.coach' }));
    const before = value(await h.service.call('getSettings', null));
    const bad: unknown[] = [
      { player: 'Ann', tip: 'rush.joker' },
      { player: 'Ann', tip: 'coach' },
      { player: 'Ann', tip: '__proto__' },
      { player: '', tip: 'rush.coach' },
      { player: 'x'.repeat(25), tip: 'rush.coach' },
      { player: 'Ann' },
      { player: 'Ann', tip: 'rush.coach', seen: true },
      null,
      'rush.coach',
    ];
    for (const payload of bad) {
      const reply = await h.service.handle('markTipSeen', payload);
      expect(reply.ok, JSON.stringify(payload)).toBe(false);
      if (!reply.ok) {
        expect(reply.error.code).toBe('badRequest');
        expect(reply.error.message).toMatch(/^Malformed markTipSeen request/);
      }
    }
    const unknown = await h.service.handle('markTipSeen', { player: 'Ann', tip: 'rush.joker' });
    expect(!unknown.ok && unknown.error.message).toContain('no such tip');
    expect(value(await h.service.call('getSettings', null))).toEqual(before);
  });

  it('a settings file with a tip this version does not know, or a broken list, keeps what it can', () => {
    h = makeHarness();
    h.store.setSettings({ tipsSeen: [{ player: 'Ann', tips: ['rush.coach', 'rush.future' as TipId] }] });
    expect(h.store.getSettings().tipsSeen).toEqual([{ player: 'Ann', tips: ['rush.coach'] }]);
    h.store.setSettings({ tipsSeen: 'all' as never, firstTips: 'yes' as never });
    expect(h.store.getSettings()).toMatchObject({ tipsSeen: [], firstTips: true });
  });
});

/** A table update as the queue reads it: seat 0 Ann and seat 1 Bob, both humans unless said. */
function update(over: Partial<TableUpdate> & { events?: unknown[] }): TableUpdate {
  return {
    matchId: 'm',
    gameId: 'words',
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Bob' },
    ],
    options: {},
    viewer: 0,
    view: { players: [{ cards: [] }, { cards: [] }] },
    events: [],
    actors: [0],
    humanToAct: 0,
    legal: [],
    curtain: null,
    reaction: null,
    canUndo: false,
    outcome: null,
    turn: 1,
    seq: 1,
    saveError: null,
    version: 1,
    ...over,
  } as TableUpdate;
}

const exchangeOn = (target: number) => ({ type: 'exchange', seat: 1, target, give: { id: 'a', kind: 'letter' }, take: { id: 'b', kind: 'letter' } });
const chaosHeldBy = (seat: number) => ({ players: [0, 1].map((s) => ({ cards: s === seat ? [{ id: 'chaos-1', kind: 'prize', prize: 'chaos' }] : [] })) });

describe('which tip shows', () => {
  const settings: Pick<Settings, 'firstTips' | 'tipsSeen'> = { firstTips: true, tipsSeen: [] };
  const queue = () => new TipQueue(TABLES.words.tips, () => settings);
  afterEach(() => {
    settings.firstTips = true;
    settings.tipsSeen = [];
  });

  it('a bot’s EXCHANGE on the player shows its tip once the table settles; Got it never brings it back', () => {
    const q = queue();
    const u = update({ events: [exchangeOn(0)] });
    q.note(u);
    expect(q.settled(u)?.tip).toBe('words.exchange');
    expect(q.dismiss()?.tip).toBe('words.exchange');
    q.note(u);
    expect(q.settled(u)).toBeNull();
    // nor after main remembered it (a new table reads the settings)
    settings.tipsSeen = [{ player: 'Ann', tips: ['words.exchange'] }];
    const fresh = queue();
    fresh.note(u);
    expect(fresh.settled(u)).toBeNull();
  });

  it('an EXCHANGE on someone else is not the player’s business', () => {
    const q = queue();
    const u = update({ events: [exchangeOn(1)] });
    q.note(u);
    expect(q.settled(u)).toBeNull();
  });

  it('hotseat: each human gets a tip once, only while that human sees the table; never behind the curtain', () => {
    const q = queue();
    const annHolds = update({ view: chaosHeldBy(0) });
    q.note(annHolds);
    // the curtain for Bob comes down before Ann said Got it: the tip waits, it is not Bob's to read
    const curtain = update({ viewer: 1, curtain: { seat: 1, name: 'Bob' }, view: { players: [{ cards: [] }, { cards: [] }] } });
    q.note(curtain);
    expect(q.settled(curtain)).toBeNull();
    const bobHolds = update({ viewer: 1, view: chaosHeldBy(1) });
    q.note(bobHolds);
    expect(q.settled(bobHolds)).toMatchObject({ tip: 'words.chaos', player: 'Bob' });
    q.dismiss();
    expect(q.settled(bobHolds)).toBeNull();
    // Ann's turn again: her tip is still hers
    expect(q.settled(annHolds)).toMatchObject({ tip: 'words.chaos', player: 'Ann' });
    q.dismiss();
    q.note(annHolds);
    q.note(bobHolds);
    expect(q.settled(annHolds)).toBeNull();
    expect(q.settled(bobHolds)).toBeNull();
  });

  it('one tip at a time: the next waits for Got it', () => {
    const q = queue();
    const u = update({ view: { players: [{ cards: [{ id: 'chaos-1', kind: 'prize', prize: 'chaos' }, { id: 'polysemy-1', kind: 'prize', prize: 'polysemy' }] }, { cards: [] }] } });
    q.note(u);
    const first = q.settled(u)!.tip;
    expect(q.settled(u)!.tip).toBe(first);
    q.dismiss();
    const second = q.settled(u)!.tip;
    expect(second).not.toBe(first);
    expect([first, second].sort()).toEqual(['words.chaos', 'words.polysemy']);
  });

  it('none in a lesson, on a phone seat, for a bot’s view, or with tips turned off', () => {
    const held = { view: chaosHeldBy(0) };
    for (const u of [
      update({ ...held, lesson: true }),
      update({ ...held, phones: [{ seat: 0, away: false }] }),
      update({ ...held, seats: [{ kind: 'bot', name: 'Ann', level: 'easy' }, { kind: 'human', name: 'Bob' }] }),
      update({ ...held, viewer: 'spectator' }),
    ]) {
      const q = queue();
      q.note(u);
      expect(q.settled(u), JSON.stringify(u.seats)).toBeNull();
    }
    settings.firstTips = false;
    const q = queue();
    const u = update(held);
    q.note(u);
    expect(q.settled(u)).toBeNull();
  });
});
