/** Rush table strings, English and Ukrainian (merged into the app's dictionaries; keys start with 'rush.' or 'opt.rush.'). */
import type { Entry } from '../../i18n/en';

export const rushEn = {} satisfies Record<string, Entry>;

export const rushUk: Record<keyof typeof rushEn, Entry> = {};
