/**
 * The phone's Hint: it asks the table for the hint bot's move of this seat (the request names no seat:
 * the table answers for the seat the phone holds, and only when the host allows hints), then marks the
 * button or cell that makes that move and says the move in words, without playing it. The mark lasts
 * until the table changes.
 */
import type { ErrorInfo, TableUpdate } from '../../common/contract';
import type { PhoneFrame, PhoneHint } from '../../common/party';
import { stableStringify } from '../../common/stable';
import { t } from '../i18n';
import { h } from '../ui/dom';
import type { PhoneEntry } from './entry';

type Action = { type: string };

/** The same move whatever the order of its fields (the table's JSON and the phone's own objects differ there). */
export function sameAction(a: unknown, b: unknown): boolean {
  return stableStringify(a) === stableStringify(b);
}

/**
 * The listed moves with the hinted one in its place: where the list shows one move for a group of the
 * same key (one copy of a face, one order of a pair), the hinted move stands for its group, so the marked
 * button plays exactly the hinted move. The index of the hinted move, -1 when the list does not hold it.
 */
export function withHinted<A>(entry: Pick<PhoneEntry, 'listKey'>, shown: readonly A[], hinted: A | null): { moves: A[]; at: number } {
  const moves = [...shown];
  if (!hinted) return { moves, at: -1 };
  const exact = moves.findIndex((a) => sameAction(a, hinted));
  if (exact >= 0) return { moves, at: exact };
  const key = entry.listKey?.(hinted as never);
  const at = key === undefined ? -1 : moves.findIndex((a) => entry.listKey!(a as never) === key);
  if (at >= 0) moves[at] = hinted;
  return { moves, at };
}

/** The board's cells a move names (a flip's cell, a VAR's pair): the phone's grids carry them as data-cell. */
export function cellsOf(action: unknown): number[] {
  const a = action as { cell?: unknown; cells?: unknown };
  if (typeof a.cell === 'number') return [a.cell];
  if (Array.isArray(a.cells) && a.cells.every((c) => typeof c === 'number')) return a.cells as number[];
  return [];
}

export interface PhoneHintState {
  /** The hinted move of the table shown, or null. */
  action: Action | null;
  /** The request waiting for its answer. */
  pending: { id: number; version: number } | null;
}

export function createHint(): PhoneHintState {
  return { action: null, pending: null };
}

/**
 * Whether this seat may ask now: the game is not over and `legal` holds a move. The caller builds `legal`
 * empty when the seat is closed or its reaction time is up, so those ask nothing either.
 */
export function mayAsk(u: TableUpdate, legal: readonly unknown[]): boolean {
  return !u.outcome && legal.length > 0;
}

/** Sends the request for the table version shown; the caller's `send` numbers it. */
export function askHint(state: PhoneHintState, u: TableUpdate, send: (body: { method: 'hint'; version: number }) => number): void {
  if (state.pending) return;
  state.action = null;
  state.pending = { id: send({ method: 'hint', version: u.version }), version: u.version };
}

/**
 * Takes the answer to the pending hint request (false for any other frame). A hint of an older table
 * than the one shown is dropped; a refusal comes back as the error to show.
 */
export function takeHintReply(state: PhoneHintState, frame: PhoneFrame, shown: TableUpdate | null): { taken: boolean; error: ErrorInfo | null } {
  if (!('reply' in frame) || !state.pending || frame.id !== state.pending.id) return { taken: false, error: null };
  const asked = state.pending.version;
  state.pending = null;
  if (!frame.reply.ok) return { taken: true, error: frame.reply.error };
  const value = frame.reply.value as PhoneHint | null;
  if (!shown || shown.version !== asked || !value?.action) return { taken: true, error: { code: 'hintStale', message: t('hint.stale') } };
  state.action = value.action;
  return { taken: true, error: null };
}

/** A new table: the mark goes. */
export function clearHint(state: PhoneHintState): void {
  state.action = null;
  state.pending = null;
}

/** The Hint button and, once answered, the line saying the move. */
export function hintBar(state: PhoneHintState, label: string | null, ask: () => void): HTMLElement {
  return h(
    'div',
    { className: 'ph-hint-bar' },
    h('button', { type: 'button', className: 'ph-btn hint', 'data-testid': 'phone-hint', disabled: state.pending !== null, title: t('table.hintHint'), onclick: ask }, t('table.hint')),
    state.pending ? h('p', { className: 'ph-hint-line', role: 'status' }, t('hint.thinking')) : null,
    label ? h('p', { className: 'ph-hint-line', role: 'status', 'data-testid': 'phone-hint-line' }, t('phone.hintLine', { move: label })) : null,
  );
}

/**
 * Marks, after drawing, what makes the hinted move where the list did not: the board's cells it names;
 * failing those, the cards it uses (picking them leads to it, as with a combination to declare).
 */
export function markDrawn(root: HTMLElement, action: Action | null, cards: readonly string[]): void {
  if (!action || root.querySelector('[data-hinted="move"]')) return;
  const cells = cellsOf(action).map((c) => root.querySelector<HTMLElement>(`.ph-board [data-cell="${c}"]:not([disabled])`));
  if (cells.length > 0 && cells.every((c) => c)) {
    for (const c of cells) c!.dataset.hinted = 'move';
    return;
  }
  for (const id of cards) {
    const card = root.querySelector<HTMLElement>(`.ph-card[data-card="${CSS.escape(id)}"]`);
    if (card) card.dataset.hinted = 'card';
  }
}
