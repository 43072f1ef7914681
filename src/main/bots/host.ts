/**
 * Where a match's bots live. The session talks to bots only through this interface, with views,
 * redacted events and legal actions: `InlineBotHost` keeps them in this thread (tests, the sim),
 * `WorkerBotHost` (pool.ts) in worker threads so a long search never blocks the process. Saves are
 * verified there too: replaying a long one is the longest work a request asks for.
 */
import type { BotLevel, GameId, SaveMeta } from '../../common/contract';
import type { GameAction, GameEvent } from '../../common/engine-types';
import { mixSeed, Rng } from '../engine/core/rng';
import { redactEvents } from '../engine/core/replay';
import type { AnyGame } from '../engine/core';
import type { GameRegistry } from '../session/registry';
import type { SearchStats, SeatBot } from '../engine/core/bots';
import { saveMeta, verifySaveText } from '../saves/format';
import type { VerifiedSave } from '../saves/format';

/** One bot of a match: the seat it plays (or advises, for a hint) and its level. */
export interface BotSpec {
  /** Unique within the match: `seat-2` plays seat 2, `hint-0` advises the human at seat 0. */
  id: string;
  seat: number;
  level: BotLevel;
}

export interface MatchBots {
  gameId: GameId;
  players: number;
  /** The options the bots are told (a stacked deck's order left out). */
  options: Record<string, unknown>;
  bots: BotSpec[];
  /**
   * The moves already played (a loaded or rewound game): the host replays them itself and feeds each bot
   * exactly what it would have observed live (`feedBots`), so the match's thread need not send a view per
   * move per bot. `options` here are the game's real ones, needed to replay; no bot is given them.
   */
  past?: { seed: number; options: unknown; log: readonly { seat: number; action: GameAction }[] };
}

/** What every bot is told after a move: the move's events as its seat saw them and its seat's view. */
export function feedBots(
  game: AnyGame,
  bots: readonly BotSpec[],
  events: readonly GameEvent[],
  state: unknown,
  seed: number,
  /** Moves played once this one was (its place in the log, from 1). */
  turn: number,
  observe: (botId: string, events: GameEvent[], view: unknown, seed: number) => void,
): void {
  for (const { id, seat } of bots) observe(id, redactEvents(game, events, seat), game.view(state, seat), mixSeed(seed, seat, turn, 2));
}

export interface Decision {
  action: GameAction;
  search?: SearchStats;
}

export interface BotHost {
  /** Creates the bots of a match under `key` (a key is never reused). */
  open(key: string, match: MatchBots): void;
  /** Feeds one bot what its seat saw happen; delivered in order, before any later decide. */
  observe(key: string, botId: string, events: readonly GameEvent[], view: unknown, seed: number): void;
  /** The bot's choice among `legal`; rejects when the match is closed meanwhile (BotsClosed). */
  decide(key: string, botId: string, view: unknown, legal: readonly GameAction[], seed: number): Promise<Decision>;
  /** Drops the match's bots and cancels its pending decisions. */
  close(key: string): void;
  /**
   * Verifies a save's text (verifySaveText) where the bots run: a worker host replays it off the
   * requests' thread. Rejects with the same SaveError.
   */
  verifySave(text: string): Promise<VerifiedSave>;
  /** The same check, answering only the list entry of the save as verified (a listing needs no more). */
  verifySaveMeta(text: string): Promise<SaveMeta>;
  /** Starts what verifying needs ahead of a load (the saves screen opened); resolves once it is ready. */
  warmVerifier(): Promise<void>;
  dispose(): Promise<void>;
}

export class BotsClosed extends Error {
  constructor() {
    super('The game was closed before the bot answered.');
  }
}

/**
 * The thread checking a save stopped before it answered (a crash, not a verdict): the save is not proof
 * of anything and stays where it is; checking it again may well work.
 */
export class CheckStopped extends Error {
  constructor(why: string) {
    super(`Checking this save failed (the checker stopped: ${why}); try again.`);
    this.name = 'CheckStopped';
  }
}

export const playBotId = (seat: number): string => `seat-${seat}`;
export const hintBotId = (seat: number): string => `hint-${seat}`;

/** The bots of open matches, by key then id: the same bookkeeping in this thread and in a worker. */
export class BotTable {
  private readonly matches = new Map<string, Map<string, SeatBot<unknown, GameAction, GameEvent>>>();

  constructor(private readonly games: GameRegistry) {}

  open(key: string, match: MatchBots): void {
    const entry = this.games[match.gameId];
    if (!entry) throw new Error(`No bots for ${match.gameId}.`);
    const bots = new Map<string, SeatBot<unknown, GameAction, GameEvent>>();
    for (const b of match.bots) {
      bots.set(b.id, entry.createBot({ seat: b.seat, players: match.players, level: b.level, options: match.options }) as SeatBot<unknown, GameAction, GameEvent>);
    }
    this.matches.set(key, bots);
    if (!match.past) return;
    const { game } = entry;
    const { seed, options, log } = match.past;
    let state: unknown = game.setup({ players: match.players, seed, options });
    log.forEach(({ seat, action }, i) => {
      const res = game.apply(state, seat, action) as { state: unknown; events: GameEvent[] };
      state = res.state;
      feedBots(game, match.bots, res.events, state, seed, i + 1, (id, events, view, s) => bots.get(id)!.observe(events, view, new Rng(s)));
    });
  }

  has(key: string): boolean {
    return this.matches.has(key);
  }

  observe(key: string, botId: string, events: readonly GameEvent[], view: unknown, seed: number): void {
    this.bot(key, botId).observe(events, view, new Rng(seed));
  }

  decide(key: string, botId: string, view: unknown, legal: readonly GameAction[], seed: number): Decision {
    const bot = this.bot(key, botId);
    bot.lastSearch = undefined;
    const action = bot.decide(view, legal, new Rng(seed));
    return bot.lastSearch ? { action, search: bot.lastSearch } : { action };
  }

  close(key: string): void {
    this.matches.delete(key);
  }

  /** One bot object (tests look at its memory). */
  bot(key: string, botId: string): SeatBot<unknown, GameAction, GameEvent> {
    const bot = this.matches.get(key)?.get(botId);
    if (!bot) throw new BotsClosed();
    return bot;
  }
}

/** Bots in this thread: decisions run synchronously inside the returned promise's executor. */
export class InlineBotHost implements BotHost {
  private readonly table: BotTable;

  constructor(private readonly games: GameRegistry) {
    this.table = new BotTable(games);
  }

  verifySave(text: string): Promise<VerifiedSave> {
    return new Promise((resolve) => resolve(verifySaveText(text, this.games)));
  }

  verifySaveMeta(text: string): Promise<SaveMeta> {
    return new Promise((resolve) => resolve(saveMeta(verifySaveText(text, this.games).save)));
  }

  async warmVerifier(): Promise<void> {}

  open(key: string, match: MatchBots): void {
    this.table.open(key, match);
  }

  observe(key: string, botId: string, events: readonly GameEvent[], view: unknown, seed: number): void {
    if (this.table.has(key)) this.table.observe(key, botId, events, view, seed);
  }

  decide(key: string, botId: string, view: unknown, legal: readonly GameAction[], seed: number): Promise<Decision> {
    return new Promise((resolve) => resolve(this.table.decide(key, botId, view, legal, seed)));
  }

  close(key: string): void {
    this.table.close(key);
  }

  /** A bot object of an open match, for tests. */
  bot(key: string, botId: string): SeatBot<unknown, GameAction, GameEvent> {
    return this.table.bot(key, botId);
  }

  async dispose(): Promise<void> {}
}
