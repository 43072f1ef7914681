/** The Draker table's sounds, one row per engine event (null: silent). */
import type { DrakerEvent } from '../../../common/games/draker';
import { resultsSound, type SoundTable } from '../../sound/table';

export const SOUNDS: SoundTable<DrakerEvent> = {
  roundStart: 'deal',
  commonCard: 'flip',
  draw: 'draw',
  reshuffle: 'shuffle',
  artefactSet: 'flip',
  place: 'place',
  // A combination of three or more cards rings a chord; one or two cards a short pair of notes.
  declare: (ev) => (ev.cards.length >= 3 ? 'combo' : 'pair'),
  push: 'effect',
  resolve: 'flip',
  cancel: 'demand',
  token: 'pair',
  pending: null,
  heal: 'medal',
  phase: null,
  pass: null,
  values: null,
  // Paying with life is heard as the life lost that follows.
  costPaid: (ev) => (ev.combo === null ? null : 'pile'),
  lifeLost: 'lifeLost',
  parcel: 'deal',
  // A broken defence is heard as the life lost that follows; a held one as a thud.
  blocked: (ev) => (ev.damage > 0 ? null : 'place'),
  discard: 'place',
  eliminated: 'red',
  turn: null,
  gameOver: resultsSound,
};
