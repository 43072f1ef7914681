/** The football table's sounds, one row per engine event (null: silent). */
import type { FootballEvent } from '../../../common/games/football';
import { resultsSound, type SoundTable } from '../../sound/table';

export const SOUNDS: SoundTable<FootballEvent> = {
  deal: 'deal',
  turn: null,
  skip: null,
  flip: 'flip',
  peek: 'flip',
  takePair: 'pair',
  takePrize: 'pair',
  hide: 'flip',
  discard: 'place',
  yellow: 'yellow',
  red: 'red',
  window: null,
  pass: null,
  roll: 'die',
  matchWon: 'medal',
  stealPair: 'pile',
  gameOver: resultsSound,
};
