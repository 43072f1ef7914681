/** The words table's sounds, one row per engine event (null: silent). */
import type { WordsEvent } from '../../../common/games/words';
import { resultsSound, type SoundTable } from '../../sound/table';

export const SOUNDS: SoundTable<WordsEvent> = {
  deal: 'deal',
  turn: null,
  window: null,
  pass: null,
  word: 'combo',
  endCompose: null,
  batch: null,
  flip: 'flip',
  takePair: 'pair',
  takePrize: 'pair',
  hide: 'flip',
  choice: null,
  exchange: 'draw',
  chaos: 'shuffle',
  discard: 'place',
  slava: 'fanfare',
  gameOver: resultsSound,
};
