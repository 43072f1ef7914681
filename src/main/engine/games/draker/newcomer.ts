/**
 * Sim-only Draker policies (`npm run sim -- --bots newcomer,normal`), never offered in the app: how a
 * newcomer who learnt the lesson plays. The basic turn goes as the table's hint says (the hard bot, the
 * one the hint button asks); the additional turns are passed. The heedful newcomer does the same, except
 * that where the table would warn before Pass or Done (attacks would take life), it plays the defence the
 * warning offers instead, one move at a time; with no defence to offer it ends the turn anyway.
 */
import type { DrakerAction, DrakerEvent, DrakerOptions, DrakerView } from '../../../../common/games/draker';
import type { BotContext, SeatBot } from '../../core/bots';
import type { Rng } from '../../core';
import { DrakerBot } from './bot';
import { passRisk } from './risk';

export const DRAKER_SIM_POLICIES = ['newcomer', 'heedful'] as const;
export type DrakerSimPolicy = (typeof DRAKER_SIM_POLICIES)[number];

export class DrakerNewcomer implements SeatBot<DrakerView, DrakerAction, DrakerEvent> {
  /** The table's hint: the hard bot for this seat, fed what the seat sees. */
  private readonly hint: DrakerBot;

  constructor(
    ctx: BotContext<DrakerOptions>,
    readonly heeds: boolean,
  ) {
    this.hint = new DrakerBot({ ...ctx, level: 'hard' });
  }

  get lastSearch(): DrakerBot['lastSearch'] {
    return this.hint.lastSearch;
  }

  set lastSearch(v: DrakerBot['lastSearch']) {
    this.hint.lastSearch = v;
  }

  observe(events: readonly DrakerEvent[]): void {
    this.hint.observe(events);
  }

  decide(view: DrakerView, legal: readonly DrakerAction[], rng: Rng): DrakerAction {
    const ending = legal.find((a) => a.type === 'pass' || (view.phase === 'additional' && a.type === 'finish'));
    const choice = ending ?? this.hint.decide(view, legal, rng);
    if (choice.type !== 'pass' && choice.type !== 'finish') return choice;
    // The warning's figures, as the table finds them for a person at this seat.
    const risk = this.heeds ? passRisk(view, this.hint.seat) : null;
    const help = risk && risk.damage > 0 ? risk.help : null;
    return help ? help.moves[0] : choice;
  }
}

export function createDrakerSimBot(ctx: BotContext<DrakerOptions>, policy: DrakerSimPolicy): DrakerNewcomer {
  return new DrakerNewcomer(ctx, policy === 'heedful');
}
