/** Athletic table strings, English and Ukrainian (merged into the app's dictionaries; keys start with 'athletic.' or 'opt.athletic.'). */
import type { Entry } from '../../i18n/en';

export const athleticEn = {} satisfies Record<string, Entry>;

export const athleticUk: Record<keyof typeof athleticEn, Entry> = {};
