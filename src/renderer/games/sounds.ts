/** Each table's sounds (its sounds.ts), looked up by the shared controller. */
import type { GameId } from '../../common/names';
import type { AnySoundTable } from '../sound/table';
import { SOUNDS as athletic } from './athletic/sounds';
import { SOUNDS as draker } from './draker/sounds';
import { SOUNDS as football } from './football/sounds';
import { SOUNDS as rush } from './rush/sounds';
import { SOUNDS as words } from './words/sounds';

export const SOUND_TABLES: Partial<Record<GameId, AnySoundTable>> = { football, athletic, rush, words, draker };
