/**
 * Draker on a phone (party mode): the hand and the own pool, each legal step in words (the table's hint
 * sentences), life, the phase and the parcels coming in. Payments, parcels and blocks are answered here.
 */
import type { DrakerAction, DrakerCard, DrakerView } from '../../../common/games/draker';
import { t, type Key } from '../../i18n';
import type { PhoneEntry, PhoneCard } from '../../phone/entry';
import type { DrakerTypes } from '.';
import { cardName, rankLabel } from './faces';
import { describeHint } from './hints';
import { logLine } from './log';
import { strings } from './strings';

const SUIT_GLYPH: Record<DrakerCard['suit'], string> = { hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠', elves: '✦', gnomes: '⚒' };
const SUIT_COLOR: Record<DrakerCard['suit'], string> = { hearts: '#c62828', diamonds: '#c62828', clubs: '#263238', spades: '#263238', elves: '#2e7d32', gnomes: '#6d4c41' };

const me = (view: DrakerView): number => (typeof view.viewer === 'number' ? view.viewer : 0);

function phoneCard(view: DrakerView, c: DrakerCard, where = ''): PhoneCard {
  const setting = view.artefacts[c.id];
  const rank = c.rank ?? setting?.rank ?? null;
  return { id: c.id, label: `${cardName(c, setting)}${where}`, face: `${rank !== null ? rankLabel(rank) : '★'}${SUIT_GLYPH[c.suit]}`, color: SUIT_COLOR[c.suit] };
}

export const drakerPhone = {
  id: 'draker',
  strings,
  logLine: (ev, _view, name) => logLine(ev, name),
  hand: (view) => [
    ...(view.hand ?? []).map((c) => phoneCard(view, c)),
    ...(view.players[me(view)]?.pool ?? []).map((c) => phoneCard(view, c, ` · ${t('draker.phone.pool')}`)),
  ],
  score: (view, seat) => {
    const p = view.players[seat];
    if (!p) return '';
    if (!p.inGame) return t('draker.panel.out');
    return `${t('draker.table.life', { life: p.life })} · ${t('draker.panel.hand', { count: p.handCount })}`;
  },
  tableLines: (view, name) => [
    t('draker.phone.round', { round: view.round, phase: t(`draker.phase.${view.phase}` as Key) }),
    ...view.parcels.filter((p) => p.to === me(view) || p.from === me(view)).map((p) => t('draker.phone.parcel', { from: name(p.from), to: name(p.to), amount: p.amount })),
  ],
  privateNote: () => null,
  actionLabel: (a: DrakerAction, view, name) => describeHint(a, view, me(view), name, { bare: 'draker.phone.activate', on: 'draker.phone.activateOn' }).text,
  actionCards: (a: DrakerAction) => {
    switch (a.type) {
      case 'place':
      case 'setArtefact':
      case 'activate':
      case 'discard':
        return [a.card];
      case 'declare':
        return a.cards;
      default:
        return [];
    }
  },
} satisfies PhoneEntry<DrakerTypes>;
