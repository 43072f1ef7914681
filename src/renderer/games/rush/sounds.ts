/** The rush table's sounds, one row per engine event (null: silent). */
import type { RushEvent } from '../../../common/games/rush';
import { resultsSound, type SoundTable } from '../../sound/table';

export const SOUNDS: SoundTable<RushEvent> = {
  marker: 'flip',
  turn: null,
  draw: 'draw',
  emptyHand: null,
  layOut: 'place',
  takeOver: 'pile',
  reinforce: 'place',
  discard: 'place',
  option: 'effect',
  takeDiscard: 'draw',
  destroy: 'lifeLost',
  demand: 'demand',
  accept: null,
  defend: 'effect',
  steal: 'draw',
  rebuild: 'shuffle',
  lastRound: 'tick',
  gameOver: resultsSound,
};
