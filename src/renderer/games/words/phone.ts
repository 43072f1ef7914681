/**
 * Klepka Words on a phone (party mode): the grid to flip on, a word typed from the player's letters
 * (the cards are picked from the hand letter by letter; the engine judges the word), the instant
 * cards and choices as buttons. A POLYSEMY stands in for a letter the hand lacks.
 */
import type { WordsAction, WordsCard, WordsView } from '../../../common/games/words';
import { formatList, t } from '../../i18n';
import { h } from '../../ui/dom';
import type { PhoneEntry } from '../../phone/entry';
import { phoneGrid } from '../../phone/grid';
import type { WordsTypes } from '.';
import { cardName } from './faces';
import { logLine } from './log';
import { strings } from './strings';
import { LETTER_MARK, PALETTE } from './colours';
import { cssHex } from '../../table/colour-vision';

const PRIZE_FACE = { polysemy: '∞', chaos: '⁂', exchange: '⇄' } as const;
const face = (c: WordsCard): string => (c.kind === 'letter' ? c.letter : PRIZE_FACE[c.prize]);

/**
 * The hand's letter cards that spell `word` (apostrophes and spaces need none), leaving out every place
 * of the letter `wild` (a POLYSEMY gives it); null when a letter is missing or no real card is used.
 */
export function cardsForWord(word: string, hand: readonly WordsCard[], wild = ''): string[] | null {
  const free = hand.filter((c): c is Extract<WordsCard, { kind: 'letter' }> => c.kind === 'letter');
  const used: string[] = [];
  for (const ch of word.toUpperCase()) {
    if (/[\s'’ʼ`-]/.test(ch) || ch === wild) continue;
    const card = free.find((c) => c.letter === ch && !used.includes(c.id));
    if (!card) return null;
    used.push(card.id);
  }
  return used.length > 0 ? used : null;
}

/**
 * The word typed on a phone as a move: spelt with real cards when the hand can, else with a POLYSEMY
 * standing for the first letter that makes the rest spellable; a word nothing spells is sent as it is,
 * so the engine's refusal says what is missing.
 */
export function composeAction(word: string, hand: readonly WordsCard[]): WordsAction {
  const cards = cardsForWord(word, hand);
  if (cards) return { type: 'compose', word, cards };
  const polysemy = hand.find((c) => c.kind === 'prize' && c.prize === 'polysemy');
  if (polysemy) {
    for (const letter of new Set(word.toUpperCase())) {
      const rest = /[\s'’ʼ`-]/.test(letter) ? null : cardsForWord(word, hand, letter);
      if (rest) return { type: 'compose', word, cards: rest, polysemy: { card: polysemy.id, letter } };
    }
  }
  return { type: 'compose', word, cards: [] };
}

function nameOf(view: WordsView, id: string): string {
  const card = [...view.hand, ...view.players.flatMap((p) => p.cards), ...(view.choice?.cards ?? [])].find((c) => c.id === id);
  return card ? cardName(card) : id;
}

function board(view: WordsView, legal: WordsAction[], act: (a: WordsAction) => void) {
  const flips = new Set(legal.flatMap((a) => (a.type === 'flip' ? [a.cell] : [])));
  const parts: HTMLElement[] = [phoneGrid(view.cells, view.cols, { face, name: cardName, tappable: (cell) => flips.has(cell), onTap: (cell) => act({ type: 'flip', cell }) })];
  if (legal.some((a) => a.type === 'endCompose')) {
    const input = h('input', { type: 'text', name: 'word', autocomplete: 'off', autocapitalize: 'characters', spellcheck: false, 'aria-label': t('words.phone.word'), placeholder: t('words.phone.word') });
    const send = h('button', { type: 'submit', className: 'ph-btn primary' }, t('words.phone.compose'));
    const form = h('form', { className: 'ph-compose' }, input, send);
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const word = input.value.trim();
      if (!word) return;
      act(composeAction(word, view.hand));
    });
    parts.push(h('p', { className: 'ph-note' }, t('words.phone.typeWord')), form);
  }
  return { element: h('div', {}, ...parts), covers: (a: WordsAction) => a.type === 'flip' };
}

export const wordsPhone = {
  id: 'words',
  strings,
  logLine,
  hand: (view) => view.hand.map((c) => ({ id: c.id, label: cardName(c), face: face(c), color: c.kind === 'letter' ? cssHex(PALETTE[c.colour].fill) : cssHex(PALETTE[c.prize].fill), ...(c.kind === 'letter' ? { mark: LETTER_MARK[c.colour] } : {}) })),
  score: (view, seat) => {
    const p = view.players[seat];
    return p ? t('words.phone.score', { score: p.score, words: p.words.length }) : '';
  },
  tableLines: (view) => (view.tableEmpty ? [t('words.tableEmptyInfo')] : []),
  privateNote: () => null,
  actionLabel: (a: WordsAction, view, name) => {
    switch (a.type) {
      case 'compose':
        return a.word;
      case 'endCompose':
        return t(view.tableEmpty ? 'words.endTurn' : 'words.endCompose');
      case 'flip':
        return String(a.cell);
      case 'choosePairs':
        return t('words.phone.take', { cards: formatList(a.cards.map((id) => nameOf(view, id))) });
      case 'exchange':
        return t('words.phone.exchange', { give: nameOf(view, a.give), take: nameOf(view, a.take), name: name(a.target) });
      case 'chaos':
        return t('words.chaos.all');
      case 'pass':
        return t('react.pass');
    }
  },
  actionCards: (a: WordsAction) => (a.type === 'exchange' ? [a.give] : []),
  board,
} satisfies PhoneEntry<WordsTypes>;
