/**
 * Klepka Football on a phone (party mode): the grid to flip cards on (scrolling where it is wide), VAR
 * picked on the grid and its peek shown only here, the prize cards held, the reactions in words.
 */
import type { FootballAction, FootballCard, FootballView } from '../../../common/games/football';
import { t } from '../../i18n';
import { cellName } from '../../table/grid';
import { h } from '../../ui/dom';
import type { PhoneEntry } from '../../phone/entry';
import { phoneGrid } from '../../phone/grid';
import type { FootballTypes } from '.';
import { cardName, footballerName } from './faces';
import { logLine } from './log';
import { strings } from './strings';
import { PRIZE_COLOUR, PRIZE_MARK } from './prizes';
import { cssHex } from '../../table/colour-vision';


export function face(card: FootballCard): string {
  return card.kind === 'footballer' ? String(card.footballer) : PRIZE_MARK[card.prize];
}

/** The prize kind an id names (`yellow-2` -> `yellow`): moves name a kind of card, not a copy. */
const kindOf = (id: string): string => id.split('-')[0] ?? id;

function board(view: FootballView, legal: FootballAction[], act: (a: FootballAction) => void) {
  const flips = new Set(legal.flatMap((a) => (a.type === 'flip' ? [a.cell] : [])));
  const varPairs = legal.filter((a): a is Extract<FootballAction, { type: 'useVar' }> => a.type === 'useVar');
  let varOn = false;
  let picked: HTMLButtonElement[] = [];
  const note = h('p', { className: 'ph-note' }, flips.size > 0 ? t('football.phone.flip') : '');
  const grid = phoneGrid(view.cells, view.cols, {
    face,
    name: (c) => cardName(c),
    upClass: (c) => (c.kind === 'prize' ? c.prize : ''),
    peek: new Map((view.peek?.cells ?? []).map((cell, i) => [cell, view.peek!.cards[i]!])),
    tappable: (cell) => flips.has(cell) || varPairs.some((m) => m.cells.includes(cell)),
    onTap: (cell, button) => {
      if (!varOn) {
        if (flips.has(cell)) act({ type: 'flip', cell });
        return;
      }
      picked = picked.includes(button) ? picked.filter((b) => b !== button) : [...picked, button];
      button.setAttribute('aria-pressed', picked.includes(button) ? 'true' : 'false');
      if (picked.length !== 2) return;
      const [a, c] = picked.map((b) => Number(b.dataset.cell));
      const move = varPairs.find((m) => (m.cells[0] === a && m.cells[1] === c) || (m.cells[0] === c && m.cells[1] === a));
      if (move) act(move);
    },
  });
  const varBtn: HTMLButtonElement | null =
    varPairs.length > 0
      ? h('button', {
          type: 'button',
          className: 'ph-btn',
          'aria-pressed': 'false',
          onclick: () => {
            varOn = !varOn;
            for (const b of picked) b.setAttribute('aria-pressed', 'false');
            picked = [];
            varBtn!.setAttribute('aria-pressed', String(varOn));
            varBtn!.textContent = t(varOn ? 'football.table.cancelVar' : 'football.table.useVar');
            note.textContent = t(varOn ? 'football.phone.varOn' : 'football.phone.flip');
          },
        }, t('football.table.useVar'))
      : null;
  return {
    element: h('div', {}, grid, note, varBtn),
    covers: (a: FootballAction) => a.type === 'flip' || a.type === 'useVar',
  };
}

export const footballPhone = {
  id: 'football',
  strings,
  logLine,
  hand: (view) => {
    const me = typeof view.viewer === 'number' ? view.players[view.viewer] : null;
    return (me?.prizes ?? []).map((c) => ({ id: c.id, label: cardName(c), face: face(c), color: c.kind === 'prize' ? cssHex(PRIZE_COLOUR[c.prize]) : undefined }));
  },
  score: (view, seat) => {
    const p = view.players[seat];
    return p ? `${t('table.points', { count: p.points })} · ${t('football.table.pairs')}: ${p.pairs.length}${p.skipNext > 0 ? ` · ${t('football.table.skips')}` : ''}` : '';
  },
  tableLines: (view, name) => {
    const lines = [t('football.phone.faceDown', { count: view.faceDownCount })];
    if (view.match) lines.push(t('football.phone.match', { a: name(view.match.challenger), b: name(view.match.opponent) }));
    return lines;
  },
  privateNote: (view) => {
    if (!view.peek) return null;
    const [a, b] = view.peek.cells;
    const [ca, cb] = view.peek.cards;
    return t('football.phone.peek', { a: cellName(a, view.cols), b: cellName(b, view.cols), cardA: cardName(ca), cardB: cardName(cb) });
  },
  actionLabel: (a: FootballAction, view, name) => {
    switch (a.type) {
      case 'flip':
        return cellName(a.cell, view.cols);
      case 'useVar':
        return `${t('football.table.useVar')}: ${cellName(a.cells[0], view.cols)}, ${cellName(a.cells[1], view.cols)}`;
      case 'playGame':
        return `${t('football.table.playMatch')}: ${name(a.opponent)}`;
      case 'takePair':
        return t('football.phone.take', { name: footballerName(a.footballer) });
      case 'yellow':
        return t(a.double ? 'football.react.yellow2' : 'football.react.yellow', { target: name(a.target) });
      case 'red':
        return t('football.react.red');
      case 'pass':
        return t('react.pass');
    }
  },
  actionCards: (a: FootballAction) => {
    switch (a.type) {
      case 'useVar':
        return ['var'];
      case 'playGame':
        return ['playGame'];
      case 'yellow':
        return ['yellow'];
      case 'red':
        return ['red'];
      default:
        return [];
    }
  },
  sameCard: (a, b) => kindOf(a) === kindOf(b),
  board,
} satisfies PhoneEntry<FootballTypes>;
