/** The athletic table's sounds, one row per engine event (null: silent). */
import type { AthleticEvent } from '../../../common/games/athletic';
import { resultsSound, type SoundTable } from '../../sound/table';

export const SOUNDS: SoundTable<AthleticEvent> = {
  turn: null,
  play: 'place',
  fill: 'place',
  move: 'pile',
  stop: null,
  medal: 'medal',
  draw: 'draw',
  reshuffle: 'shuffle',
  gameOver: resultsSound,
};
