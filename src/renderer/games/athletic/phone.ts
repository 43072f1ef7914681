/** Athletic Games on a phone (party mode): the hand, the five piles in words, each step as a button. */
import type { AthleticAction, AthleticCard, AthleticView } from '../../../common/games/athletic';
import { t } from '../../i18n';
import type { PhoneEntry } from '../../phone/entry';
import type { AthleticTypes } from '.';
import { COLOUR_GLYPH, COLOUR_HEX } from './colours';
import { cardName, slotNumber } from './faces';
import { logLine } from './log';
import { strings } from './strings';

const hex = (c: AthleticCard): string => `#${COLOUR_HEX[c.colour].toString(16).padStart(6, '0')}`;

function handName(view: AthleticView, id: string): string {
  const card = view.hand?.find((c) => c.id === id);
  return card ? cardName(card) : id;
}

export const athleticPhone = {
  id: 'athletic',
  strings,
  logLine,
  hand: (view) => (view.hand ?? []).map((c) => ({ id: c.id, label: cardName(c), face: `${COLOUR_GLYPH[c.colour]}${c.value}`, color: hex(c) })),
  score: (view, seat) => {
    const p = view.players[seat];
    return p ? `${t('athletic.medalsOf', { count: p.medals, target: view.targetMedals })} · ${t('athletic.cardsInHand', { count: p.handCount })}` : '';
  },
  tableLines: (view) => [
    ...view.slots.map((s, i) => (s ? t('athletic.phone.pile', { n: slotNumber(i), top: cardName(s.top), count: s.cards.length }) : t('athletic.phone.hole', { n: slotNumber(i) }))),
    t('athletic.stock', { count: view.stockCount }),
  ],
  privateNote: () => null,
  actionLabel: (a: AthleticAction, view) => {
    switch (a.type) {
      case 'play':
        return t('athletic.phone.play', { card: handName(view, a.card), slot: slotNumber(a.slot) });
      case 'fill':
        return t('athletic.phone.fill', { card: handName(view, a.card), slot: slotNumber(a.slot) });
      case 'move':
        return a.count === undefined
          ? t('athletic.phone.move', { from: slotNumber(a.from), to: slotNumber(a.to) })
          : t('athletic.phone.moveSome', { count: a.count, from: slotNumber(a.from), to: slotNumber(a.to) });
      case 'stop':
        return t('athletic.phone.stop');
    }
  },
  actionCards: (a: AthleticAction) => (a.type === 'play' || a.type === 'fill' ? [a.card] : []),
} satisfies PhoneEntry<AthleticTypes>;
