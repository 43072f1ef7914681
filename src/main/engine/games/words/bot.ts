/**
 * Klepka Words bot (rules section 9): the memory model of the memory-table games for the grid, a word
 * search in the dictionary with the cards in hand (and a POLYSEMY), greedy word choice weighing points
 * and the extra flip a word buys, EXCHANGE to complete a better word or to stop a "Слава Україні", and
 * CHAOS when an opponent is about to flip with pairs on the table that everyone has seen.
 * The bot sees only its view and the events of its seat; its dictionary is given to it.
 */
import type { Rng } from '../../core';
import type { BotLevel } from '../../../../common/contract';
import type { WordsAction, WordsCard, WordsEvent, WordsOptions, WordsView } from '../../../../common/games/words';
import { SLAVA_LETTERS, scoreWord } from '../../../../common/games/words';
import type { BotContext, SeatBot } from '../../core/bots';
import { CellMemory, gridNeighbours } from '../memory';
import type { MemoryPreset } from '../memory';
import { buildWith, isAbbreviation, realPoints } from './wordlist';
import type { FoundWord, WordList } from './wordlist';

export interface WordsLevel {
  memory: MemoryPreset;
  /** Longest word the bot looks for (the search is the same, the horizon differs). */
  maxWordLength: number;
  /** Words kept from the dictionary search (best real points first). */
  searchLimit: number;
  /** Dictionary nodes one search may visit (bounds the thinking time). */
  searchVisits: number;
  /** Value of one more word made this turn: the extra pair it lets the bot flip (WD strategy, lambda). */
  wordBonus: number;
  /** Points a word must gain to spend the POLYSEMY on it. */
  polysemyMin: number;
  /** Considers EXCHANGE to complete a better word (and to stop an opponent's "Слава Україні"). */
  useExchange: boolean;
  /** Points an EXCHANGE must add to the best word to be played. */
  exchangeGain: number;
  /** Plays CHAOS when an opponent is about to flip with remembered pairs on the table. */
  useChaos: boolean;
  /** Keeps the letters of "Слава Україні" once at least this many of its 12 are in hand (13 = never). */
  slavaHold: number;
}

/** The hard level's word skills; the perfect level plays them with a memory that never forgets. */
const HARD: WordsLevel = {
  memory: { pStore: 1.0, decay: 0.98, capacity: 60, pConfuse: 0.02 },
  maxWordLength: 10,
  searchLimit: 400,
  searchVisits: 250_000,
  wordBonus: 3,
  polysemyMin: 5,
  useExchange: true,
  exchangeGain: 5,
  useChaos: true,
  slavaHold: 8,
};

/** Bot levels as data: memory is the game, the word skills grow with it. */
export const WORDS_LEVELS: Record<BotLevel, WordsLevel> = {
  easy: {
    memory: { pStore: 0.5, decay: 0.75, capacity: 6, pConfuse: 0.2 },
    maxWordLength: 5,
    searchLimit: 30,
    searchVisits: 50_000,
    wordBonus: 1,
    polysemyMin: 99,
    useExchange: false,
    exchangeGain: 99,
    useChaos: false,
    slavaHold: 13,
  },
  normal: {
    memory: { pStore: 0.8, decay: 0.9, capacity: 16, pConfuse: 0.1 },
    maxWordLength: 7,
    searchLimit: 200,
    searchVisits: 150_000,
    wordBonus: 2,
    polysemyMin: 6,
    useExchange: true,
    exchangeGain: 8,
    useChaos: false,
    slavaHold: 13,
  },
  hard: HARD,
  perfect: { ...HARD, memory: { pStore: 1, decay: 1, capacity: Infinity, pConfuse: 0 } },
  // not offered (perfect memory is the top); kept equal to perfect
  expert: { ...HARD, memory: { pStore: 1, decay: 1, capacity: Infinity, pConfuse: 0 } },
};

/** A word the bot can compose now, with the cards it would use and what it is worth to it. */
interface Candidate {
  action: Extract<WordsAction, { type: 'compose' }>;
  points: number;
  value: number;
}

/** Letters whose cards an EXCHANGE search looks at closely (each costs one word search). */
const EXCHANGE_LOOKS = 4;

/** Turns within which a revealed card counts as "recently seen" (an opponent probably knows it too). */
const RECENT_TURNS = 2;

export class WordsBot implements SeatBot<WordsView, WordsAction, WordsEvent> {
  readonly seat: number;
  readonly level: WordsLevel;
  readonly memory: CellMemory<WordsCard>;

  constructor(ctx: BotContext<WordsOptions>, private readonly words: WordList) {
    this.seat = ctx.seat;
    this.level = WORDS_LEVELS[ctx.level] ?? WORDS_LEVELS.normal;
    this.memory = new CellMemory<WordsCard>(this.level.memory);
  }

  observe(events: readonly WordsEvent[], view: WordsView, rng: Rng): void {
    for (const e of events) {
      switch (e.type) {
        case 'flip':
          this.memory.see(e.cell, e.card, rng);
          break;
        case 'turn':
          this.memory.newTurn();
          break;
        case 'takePair':
          this.memory.forget(e.cells[0]);
          this.memory.forget(e.cells[1]);
          break;
        case 'takePrize':
          this.memory.forget(e.cell);
          break;
        case 'chaos':
          // The shuffled cells hold other cards now: what anyone remembered there is void.
          for (const c of e.cells) this.memory.forget(c);
          break;
        default:
          break;
      }
    }
    this.memory.retain((cell) => view.cells[cell] !== null && view.cells[cell] !== undefined);
  }

  decide(view: WordsView, legal: readonly WordsAction[], rng: Rng): WordsAction {
    return this.choose(view, legal, rng) ?? legal.find((a) => a.type === 'pass' || a.type === 'endCompose') ?? legal[0];
  }

  private choose(view: WordsView, legal: readonly WordsAction[], rng: Rng): WordsAction | undefined {
    if (view.reactionWindow && view.reactionWindow.asking === this.seat) return this.react(view, legal, rng);
    if (view.active !== this.seat) return undefined;
    switch (view.phase) {
      case 'compose':
        return this.composeStep(view, legal);
      case 'flip':
        return this.flipStep(view, legal, rng);
      case 'choosePairs':
        return this.choosePairs(view, legal);
      default:
        return undefined;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Words

  /** Letter counts of a hand (lowercase letters). */
  private counts(hand: readonly WordsCard[]): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const c of hand) if (c.kind === 'letter') counts[c.letter.toLowerCase()] = (counts[c.letter.toLowerCase()] ?? 0) + 1;
    return counts;
  }

  /** The best words the hand makes, as compose actions with their value, best first. */
  candidates(view: WordsView, hand: readonly WordsCard[]): Candidate[] {
    const polysemy = hand.find((c) => c.kind === 'prize' && c.prize === 'polysemy');
    const counts = this.counts(hand);
    const slava = this.slavaCandidate(hand, counts, polysemy?.id);
    if (slava) return [slava];
    const found = this.words.findWords({
      counts,
      wildcard: polysemy !== undefined,
      proper: view.properNouns,
      minLength: 2,
      maxLength: this.level.maxWordLength,
      limit: this.level.searchLimit,
      maxVisits: this.level.searchVisits,
    });
    const keepSlava = this.slavaProgress(counts) >= this.level.slavaHold;
    const out: Candidate[] = [];
    for (const w of found) {
      if (view.noRepeats && view.usedWords.includes(w.form.toLowerCase())) continue;
      if (!view.abbreviations && isAbbreviation(w.form)) continue;
      const c = this.candidate(w, hand, polysemy?.id);
      if (!c) continue;
      if (w.wild && c.points < this.level.polysemyMin) continue;
      if (keepSlava) c.value -= 4 * this.slavaLettersUsed(counts, w);
      out.push(c);
    }
    out.sort((a, b) => b.value - a.value || b.points - a.points || (a.action.word < b.action.word ? -1 : 1));
    return out;
  }

  /** Picks the cards for a found word (one colour when the hand allows, for x2). */
  private candidate(w: FoundWord, hand: readonly WordsCard[], polysemyId: string | undefined): Candidate | null {
    const need = new Map<string, number>();
    for (const ch of w.letters) if (ch !== w.wild) need.set(ch, (need.get(ch) ?? 0) + 1);
    const pickCards = (colour: 'blue' | 'yellow' | null): WordsCard[] | null => {
      const out: WordsCard[] = [];
      for (const [ch, n] of need) {
        const pool = hand.filter((c) => c.kind === 'letter' && c.letter.toLowerCase() === ch && (colour === null || c.colour === colour));
        if (pool.length < n) return null;
        out.push(...pool.slice(0, n));
      }
      return out;
    };
    const cards = pickCards('blue') ?? pickCards('yellow') ?? pickCards(null);
    if (!cards || cards.length === 0) return null;
    const { points } = scoreWord(cards);
    const action: Extract<WordsAction, { type: 'compose' }> = { type: 'compose', word: w.form, cards: cards.map((c) => c.id) };
    if (w.wild) {
      if (!polysemyId) return null;
      action.polysemy = { card: polysemyId, letter: w.wild.toUpperCase() };
    }
    // Cards spent would have been worth 1 point each at the end anyway; the POLYSEMY is worth keeping too.
    const value = points - cards.length + this.level.wordBonus - (w.wild ? 2 : 0);
    return { action, points, value };
  }

  private slavaCandidate(hand: readonly WordsCard[], counts: Record<string, number>, polysemyId: string | undefined): Candidate | null {
    const how = buildWith(SLAVA_LETTERS, counts, polysemyId !== undefined);
    if (!how) return null;
    const cards: string[] = [];
    const left = hand.filter((c) => c.kind === 'letter');
    for (const ch of SLAVA_LETTERS) {
      if (ch === how.wild) continue;
      const i = left.findIndex((c) => c.kind === 'letter' && c.letter.toLowerCase() === ch);
      cards.push(left.splice(i, 1)[0].id);
    }
    const action: Extract<WordsAction, { type: 'compose' }> = { type: 'compose', word: 'Слава Україні', cards };
    if (how.wild && polysemyId) action.polysemy = { card: polysemyId, letter: how.wild.toUpperCase() };
    return { action, points: 0, value: 1000 };
  }

  /** How many of the 12 letters of "Слава Україні" the hand covers. */
  private slavaProgress(counts: Record<string, number>): number {
    const need = new Map<string, number>();
    for (const ch of SLAVA_LETTERS) need.set(ch, (need.get(ch) ?? 0) + 1);
    let n = 0;
    for (const [ch, k] of need) n += Math.min(k, counts[ch] ?? 0);
    return n;
  }

  private slavaLettersUsed(counts: Record<string, number>, w: FoundWord): number {
    const after = { ...counts };
    for (const ch of w.letters) if (ch !== w.wild) after[ch] = (after[ch] ?? 0) - 1;
    return this.slavaProgress(counts) - this.slavaProgress(after);
  }

  private composeStep(view: WordsView, legal: readonly WordsAction[]): WordsAction | undefined {
    const hand = view.players[this.seat].cards;
    const ex = this.exchangeChoice(view, legal, hand);
    if (ex) return ex;
    const best = this.candidates(view, hand)[0];
    // On an empty table every word beats holding its cards; otherwise a word must be worth its cards.
    if (best && (best.value > 0 || view.tableEmpty)) return best.action;
    return legal.find((a) => a.type === 'endCompose');
  }

  // -------------------------------------------------------------------------------------------
  // Instant cards

  /** EXCHANGE on its own turn: take the card that makes the best word much better, give a card it cannot use. */
  private exchangeChoice(view: WordsView, legal: readonly WordsAction[], hand: readonly WordsCard[]): WordsAction | undefined {
    if (!this.level.useExchange) return undefined;
    const exchanges = legal.filter((a): a is Extract<WordsAction, { type: 'exchange' }> => a.type === 'exchange');
    if (exchanges.length === 0) return undefined;
    const baseline = this.candidates(view, hand)[0]?.value ?? 0;
    const spent = hand.find((c) => c.kind === 'prize' && c.prize === 'exchange')!.id;
    // One search with a free letter tells which single missing letters complete a word: only cards of
    // those letters are worth a closer look (the few best of them).
    const counts = this.counts(hand);
    const wanted = new Map<string, number>();
    const found = this.words.findWords({
      counts,
      wildcard: true,
      proper: view.properNouns,
      minLength: 2,
      maxLength: this.level.maxWordLength,
      limit: this.level.searchLimit,
      maxVisits: this.level.searchVisits,
    });
    for (const w of found) {
      if (!w.wild || (counts[w.wild] ?? 0) > 0 || [...w.letters].filter((ch) => ch === w.wild).length !== 1) continue;
      const p = realPoints(w);
      if (p > (wanted.get(w.wild) ?? -1)) wanted.set(w.wild, p);
    }
    const letters = new Set([...wanted].sort((a, b) => b[1] - a[1]).slice(0, EXCHANGE_LOOKS).map(([l]) => l));
    const takes = new Map<string, Extract<WordsAction, { type: 'exchange' }>[]>();
    for (const a of exchanges) {
      const taken = view.players[a.target].cards.find((c) => c.id === a.take);
      if (!taken || taken.kind !== 'letter' || !letters.has(taken.letter.toLowerCase())) continue;
      const list = takes.get(a.take) ?? [];
      list.push(a);
      takes.set(a.take, list);
    }
    let best: { action: Extract<WordsAction, { type: 'exchange' }>; gain: number } | null = null;
    for (const [takeId, options] of takes) {
      const target = options[0].target;
      const taken = view.players[target].cards.find((c) => c.id === takeId);
      if (!taken || taken.kind !== 'letter') continue;
      const withTake = [...hand.filter((c) => c.id !== spent), taken];
      const top = this.candidates(view, withTake)[0];
      if (!top || !top.action.cards.includes(takeId)) continue;
      // Give the least useful card: not in that word, fewest points.
      const used = new Set(top.action.cards);
      if (top.action.polysemy) used.add(top.action.polysemy.card);
      const give = options
        .map((a) => ({ a, c: hand.find((h) => h.id === a.give)! }))
        .filter((x) => !used.has(x.c.id))
        .sort((x, y) => giveCost(x.c) - giveCost(y.c))[0];
      if (!give) continue;
      const gain = top.value - baseline - giveCost(give.c);
      if (gain >= this.level.exchangeGain && (!best || gain > best.gain)) best = { action: give.a, gain };
    }
    return best?.action;
  }

  private react(view: WordsView, legal: readonly WordsAction[], rng: Rng): WordsAction | undefined {
    const pass = legal.find((a) => a.type === 'pass');
    // Stop a "Слава Україні": take a letter of it from an opponent who is nearly there.
    if (this.level.useExchange) {
      const block = this.blockSlava(view, legal);
      if (block) return block;
    }
    if (this.level.useChaos && view.active !== this.seat && this.opponentKnowsPairs(view, rng)) {
      const chaos = legal.find((a) => a.type === 'chaos');
      // Not while a batch is being revealed, nor at a turn's end (the next turn's W_START comes first).
      if (chaos && view.reactionWindow && view.reactionWindow.kind !== 'reveal' && !view.turnEnding) return chaos;
    }
    return pass;
  }

  private blockSlava(view: WordsView, legal: readonly WordsAction[]): WordsAction | undefined {
    for (let t = 0; t < view.players.length; t++) {
      if (t === this.seat) continue;
      const theirs = view.players[t].cards;
      const counts = this.counts(theirs);
      const hasPolysemy = theirs.some((c) => c.kind === 'prize' && c.prize === 'polysemy');
      if (this.slavaProgress(counts) + (hasPolysemy ? 1 : 0) < 11) continue;
      // Take one of its Slava letters; give a letter that is not one of them.
      const slavaSet = new Set(SLAVA_LETTERS);
      const give = view.players[this.seat].cards;
      const action = legal.find((a) => {
        if (a.type !== 'exchange' || a.target !== t) return false;
        const take = theirs.find((c) => c.id === a.take);
        const g = give.find((c) => c.id === a.give);
        return (
          take?.kind === 'letter' && slavaSet.has(take.letter.toLowerCase()) &&
          g !== undefined && !(g.kind === 'letter' && slavaSet.has(g.letter.toLowerCase()))
        );
      });
      if (action) return action;
    }
    return undefined;
  }

  /** True when remembered pairs sit on the table and were revealed recently (the active opponent likely knows them). */
  private opponentKnowsPairs(view: WordsView, rng: Rng): boolean {
    const beliefs = this.beliefs(view, rng);
    const byLetter = new Map<string, number>();
    let recentPairs = 0;
    for (const [cell, card] of beliefs) {
      if (card.kind !== 'letter') continue;
      const m = this.memory.cells.get(cell);
      if (!m || this.memory.turnNo - m.seen > RECENT_TURNS) continue;
      const k = (byLetter.get(card.letter) ?? 0) + 1;
      byLetter.set(card.letter, k);
      if (k % 2 === 0) recentPairs++;
    }
    return recentPairs >= 2;
  }

  // -------------------------------------------------------------------------------------------
  // Flips

  private beliefs(view: WordsView, rng: Rng): Map<number, WordsCard> {
    const isFaceDown = (cell: number): boolean => {
      const v = view.cells[cell];
      return v !== null && v !== undefined && !v.faceUp;
    };
    return this.memory.recall(isFaceDown, (cell) => gridNeighbours(view.rows, view.cols, cell), rng);
  }

  private flipStep(view: WordsView, legal: readonly WordsAction[], rng: Rng): WordsAction | undefined {
    const flips = legal.filter((a): a is Extract<WordsAction, { type: 'flip' }> => a.type === 'flip');
    if (flips.length === 0) return undefined;
    const beliefs = this.beliefs(view, rng);
    const left = view.flipsLeft;
    // Letters revealed in this batch that still lack a mate.
    const open = new Map<string, number>();
    for (const c of view.batch) {
      const v = view.cells[c];
      if (v && v.faceUp && v.card.kind === 'letter') open.set(v.card.letter, (open.get(v.card.letter) ?? 0) + 1);
    }
    const unmatched = [...open].filter(([, n]) => n % 2 === 1).map(([l]) => l);
    const believed = (a: Extract<WordsAction, { type: 'flip' }>) => beliefs.get(a.cell);
    // 1. Complete a pair with a revealed card.
    for (const letter of unmatched) {
      const mate = flips.find((a) => {
        const b = believed(a);
        return b?.kind === 'letter' && b.letter === letter;
      });
      if (mate) return mate;
    }
    // 2. Start a remembered pair when two flips remain for it.
    if (left >= 2) {
      const seen = new Map<string, number>();
      for (const a of flips) {
        const b = believed(a);
        if (b?.kind !== 'letter') continue;
        if (seen.has(b.letter)) return flips.find((f) => f.cell === seen.get(b.letter));
        seen.set(b.letter, a.cell);
      }
    }
    // 3. A remembered prize card is always taken.
    const prize = flips.filter((a) => believed(a)?.kind === 'prize');
    if (prize.length > 0) return prize[rng.int(prize.length)];
    // 4. An unknown card: it may match a revealed one, or a remembered one on a later flip.
    const unknown = flips.filter((a) => !beliefs.has(a.cell));
    if (unknown.length > 0) return unknown[rng.int(unknown.length)];
    return flips[rng.int(flips.length)];
  }

  /** Of an odd group, keep the cards that pair by colour (same-colour pairs keep x2 words possible). */
  private choosePairs(view: WordsView, legal: readonly WordsAction[]): WordsAction | undefined {
    const choice = view.choice;
    if (!choice) return undefined;
    let best: WordsAction | undefined;
    let bestScore = -1;
    for (const a of legal) {
      if (a.type !== 'choosePairs') continue;
      const cards = a.cards.map((id) => choice.cards.find((c) => c.id === id)!);
      const blue = cards.filter((c) => c.kind === 'letter' && c.colour === 'blue').length;
      const score = (blue % 2 === 0 ? 1 : 0) + (blue >= cards.length - blue ? 0.5 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return best;
  }
}

/** What giving a card away costs the bot: its points (prize cards are worth keeping). */
function giveCost(c: WordsCard): number {
  return c.kind === 'letter' ? c.points : 3;
}

export function createWordsBot(ctx: BotContext<WordsOptions>, words: WordList): WordsBot {
  return new WordsBot(ctx, words);
}
