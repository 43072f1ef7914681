/**
 * The warning before Pass or Done: when the attacks aimed at the player would take life if they ended the
 * turn now, a dialog says how much (and whether it knocks them out) and offers the defence that would keep
 * the most life, ending the turn anyway, or going back. The figures are main's (`DrakerView.risk`, found
 * with the engine's own rules from what this player sees); the defence goes as ordinary moves, checked
 * like any other.
 */
import type { DrakerAction, DrakerPassRisk, DrakerView } from '../../../common/games/draker';
import { t } from '../../i18n';
import { openDialog } from '../../ui/dialog';
import { h } from '../../ui/dom';
import type { PhoneRow } from '../../phone/entry';
import { cardFace } from './faces';
import { locate } from './offers';

type EndTurn = Extract<DrakerAction, { type: 'pass' | 'finish' }>;

/** The sentences of the warning: what ending the turn costs, and the defence that helps (or that none does). */
export function warningText(risk: DrakerPassRisk, view: DrakerView, me: number, end: EndTurn['type']): { cost: string; out: string | null; help: string } {
  const life = view.players[me]?.life ?? 0;
  const cost = t(end === 'pass' ? 'draker.warn.costPass' : 'draker.warn.costFinish', { damage: risk.damage, life, after: risk.lifeAfter });
  const out = risk.lifeAfter <= 0 ? t('draker.warn.out') : null;
  if (!risk.help) return { cost, out, help: t('draker.warn.noHelp') };
  // The cards of one combination stay on one line.
  const names = (ids: readonly string[]): string => locate(view, me, ids).map((x) => cardFace(x.card, view.artefacts[x.card.id])).join('\u00a0');
  const [first] = risk.help.moves;
  const move =
    first.type === 'place'
      ? t('draker.warn.placeDeclare', { card: names([first.card]), cards: names(risk.help.cards), value: risk.help.value })
      : t('draker.warn.declare', { cards: names(risk.help.cards), value: risk.help.value });
  const saved = risk.help.damage === 0 ? t('draker.warn.stopsAll') : t('draker.warn.lessDamage', { damage: risk.help.damage });
  return { cost, out, help: `${move} ${saved}` };
}

/** Whether ending the turn needs the warning first: attacks would take life. */
export function needsWarning(risk: DrakerPassRisk | null | undefined): risk is DrakerPassRisk {
  return !!risk && risk.damage > 0;
}

/**
 * The same warning on the phone page, as rows above its moves while ending the turn would cost life: the
 * loss, and a button for the defence's next move (a placed card first brings the declaration next).
 */
export function phoneWarningRows(view: DrakerView, me: number, legal: readonly DrakerAction[]): PhoneRow<DrakerAction>[] {
  const risk = view.risk;
  if (!needsWarning(risk)) return [];
  const text = warningText(risk, view, me, legal.some((a) => a.type === 'pass') ? 'pass' : 'finish');
  const rows: PhoneRow<DrakerAction>[] = [{ kind: 'line', tone: 'no', text: [text.cost, text.out].filter((x) => x).join(' ') }, { kind: 'line', text: text.help }];
  if (risk.help) rows.push({ kind: 'moves', moves: [{ label: t('draker.warn.defend'), action: risk.help.moves[0], primary: true }] });
  return rows;
}

/** Pass and Done of one table: each goes at once, or after the warning when it is due. */
export class PassWarning {
  /** The warning the player already answered "anyway" this round, so the same one does not come back each turn. */
  private dismissed = '';

  constructor(
    private readonly now: () => { view: DrakerView | null; me: number },
    private readonly send: (a: DrakerAction) => Promise<void>,
  ) {}

  end(action: EndTurn): void {
    const { view, me } = this.now();
    const risk = view?.risk;
    const key = view && risk ? `${view.round}:${risk.damage}:${risk.lifeAfter}:${risk.help?.moves.map((m) => JSON.stringify(m)).join() ?? ''}` : '';
    if (!view || !needsWarning(risk) || key === this.dismissed) {
      void this.send(action);
      return;
    }
    const text = warningText(risk, view, me, action.type);
    const help = risk.help;
    const handle = openDialog(
      t('draker.warn.title'),
      [
        h('p', { className: 'draker-warn-cost' }, text.cost),
        ...(text.out ? [h('p', { className: 'draker-warn-out' }, text.out)] : []),
        h('p', { className: help ? 'draker-warn-help' : 'draker-warn-none' }, text.help),
        h(
          'div',
          { className: 'dialog-actions' },
          h('button', { type: 'button', className: 'btn', onclick: () => handle.close() }, t('common.cancel')),
          h('button', { type: 'button', className: 'btn danger', onclick: () => choose(() => { this.dismissed = key; void this.send(action); }) }, t(action.type === 'pass' ? 'draker.warn.passAnyway' : 'draker.warn.finishAnyway')),
          ...(help ? [h('button', { type: 'button', className: 'btn primary', autofocus: true, onclick: () => choose(() => void this.defend(help.moves)) }, t('draker.warn.defend'))] : []),
        ),
      ],
      { className: 'draker-warning' },
    );
    const choose = (then: () => void): void => {
      handle.close();
      then();
    };
  }

  /** The defence's moves one after another, each checked by main like any move; a refused one stops the rest. */
  private async defend(moves: readonly DrakerAction[]): Promise<void> {
    for (const m of moves) {
      const before = this.now().view;
      await this.send(m);
      if (this.now().view === before) return;
    }
  }
}
