/** Words table strings, English and Ukrainian (merged into the app's dictionaries; keys start with 'words.' or 'opt.words.'). */
import type { Entry } from '../../i18n/en';

export const wordsEn = {} satisfies Record<string, Entry>;

export const wordsUk: Record<keyof typeof wordsEn, Entry> = {};
