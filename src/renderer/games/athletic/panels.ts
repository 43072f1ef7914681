/** The Athletic Games panels and dialogs that need nothing of the table but what they show. */
import type { SeatConfig } from '../../../common/contract';
import { ATHLETIC_COLOURS, type AthleticCard, type AthleticView } from '../../../common/games/athletic';
import { t } from '../../i18n';
import { seatPanel } from '../../table/panels';
import { revealedIn } from '../../table/revealed';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { keyboardSection } from '../../table/keyboard';
import { icon } from '../../ui/icons';
import { COLOUR_GLYPH } from './art';
import { cardName } from './faces';

/** A player's panel: medals won out of the target, cards in hand, a row of medals; the hand itself when a replay shows it. */
export function medalPanel(seat: SeatConfig, i: number, view: AthleticView, medals: number, handCount: number): HTMLElement {
  const shown = i !== view.viewer ? revealedIn<AthleticCard>(view)?.hands[i] : undefined;
  const active = view.active === i && !view.outcome;
  const row = h(
    'ul',
    { className: 'ath-medals', 'aria-label': t('athletic.medalsOf', { count: medals, target: view.targetMedals }) },
    ...Array.from({ length: Math.max(view.targetMedals, medals) }, (_, k) => h('li', { className: k < medals ? 'ath-medal won' : 'ath-medal' }, icon('medal'))),
  );
  return seatPanel(
    seat,
    i,
    { active, deciding: false, markActive: true },
    h('div', { className: 'score' }, h('strong', {}, String(medals)), h('span', {}, ` / ${view.targetMedals} ${t('athletic.medals').toLowerCase()}`), h('span', { className: 'flags' }, h('span', { className: 'ath-hand-count' }, t('athletic.cardsInHand', { count: handCount })))),
    row,
    shown
      ? h(
          'ul',
          { className: 'ath-shown', 'aria-label': t('athletic.cardsInHand', { count: shown.length }) },
          ...shown.map((c) => h('li', { className: `ath-chip ath-${c.colour}`, 'aria-label': cardName(c), title: cardName(c) }, `${c.value}${COLOUR_GLYPH[c.colour]}`)),
        )
      : null,
  );
}

/** The rules in short, with the colours and their symbols. */
export function openRulesDialog(target: number, onClose: () => void): DialogHandle {
  const symbols = ATHLETIC_COLOURS.map((c) => `${COLOUR_GLYPH[c]} ${t(`athletic.colour.${c}`).toLowerCase()}`).join(', ');
  const swatches = h(
    'ul',
    { className: 'ath-swatches', 'aria-hidden': 'true' },
    ...ATHLETIC_COLOURS.map((c) => h('li', { className: `ath-swatch ath-${c}` }, h('span', { className: 'glyph' }, COLOUR_GLYPH[c]), t(`athletic.colour.${c}`))),
  );
  const handle = openDialog(
    t('athletic.rules.heading'),
    [
      h('p', {}, t('athletic.rules.goal')),
      h('p', { className: 'muted' }, t('athletic.target', { count: target })),
      h('p', {}, t('athletic.rules.fits', { symbols })),
      swatches,
      h('p', {}, t('athletic.rules.steps')),
      h('ul', {}, h('li', {}, t('athletic.rules.play')), h('li', {}, t('athletic.rules.move')), h('li', {}, t('athletic.rules.fill'))),
      h('p', {}, t('athletic.rules.end')),
      h('p', {}, t('athletic.rules.stock')),
      h('p', {}, t('athletic.rules.piles')),
      h('p', { className: 'muted' }, t('athletic.rules.howTo')),
      keyboardSection([t('athletic.keys')]),
      h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn primary', autofocus: true, onclick: () => handle.close() }, t('common.close'))),
    ],
    { className: 'ath-rules', onClose },
  );
  return handle;
}
