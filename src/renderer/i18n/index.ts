import type { Language } from '../../common/contract';
import { en, type CoreKey, type Entry } from './en';
import { uk } from './uk';

/**
 * The keys each game's table adds. A game's strings.ts declares its keys here (module augmentation), so
 * `t` checks them like the app's own, while i18n imports no game: the list of games registers their
 * words with `addStrings`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface GameKeys {}

export type Key = CoreKey | keyof GameKeys;
type Params = Record<string, string | number>;

const dictionaries: Record<Language, Record<string, Entry>> = { en: { ...en }, uk: { ...uk } };
let current: Language = 'en';
const listeners = new Set<() => void>();
const pluralRules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  uk: new Intl.PluralRules('uk'),
};

export function language(): Language {
  return current;
}

export function setLanguage(lang: Language): void {
  if (lang === current) return;
  current = lang;
  document.documentElement.lang = lang;
  document.title = t('app.title');
  for (const l of listeners) l();
}

/** Called after every language change (screens re-render their text). */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a game's words to both languages (the list of games does, for each game). */
export function addStrings(strings: { en: Readonly<Record<string, Entry>>; uk: Readonly<Record<string, Entry>> }): void {
  Object.assign(dictionaries.en, strings.en);
  Object.assign(dictionaries.uk, strings.uk);
}

/** Every entry of `lang`: the app's own and those the games added. */
export function dictionary(lang: Language): Readonly<Record<string, Entry>> {
  return dictionaries[lang];
}

export function hasKey(key: string): key is Key {
  return Object.prototype.hasOwnProperty.call(dictionaries.en, key);
}

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The text of `key` in the current language, with `{param}` filled in. Plural entries read `params.count`. */
export function t(key: Key, params?: Params): string {
  const entry = dictionaries[current][key] ?? dictionaries.en[key];
  // a key no game registered shows itself rather than failing
  if (entry === undefined) return key;
  if (typeof entry === 'string') return fill(entry, params);
  const count = Number(params?.count ?? 0);
  const category = pluralRules[current].select(count) as keyof typeof entry;
  return fill(entry[category] ?? entry.other, params);
}

/** Text for a key built at run time (error codes, option names); `fallback` when the key is unknown. */
export function tOr(key: string, fallback: string, params?: Params): string {
  return hasKey(key) ? t(key, params) : fallback;
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(current === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** The names the app gives players: the setup form's people and the lesson's bot ("Bot 2" is matched apart). */
const DEFAULT_NAME_KEYS: readonly Key[] = ['setup.defaultName.0', 'setup.defaultName.1', 'setup.defaultName.2', 'setup.defaultName.3', 'setup.defaultName.4', 'setup.defaultName.5', 'lesson.bot'];

/** The key (and number) of a name the app gave, in any language ("Олена", "Bot 2"); null for a name someone typed. */
function defaultName(name: string): { key: Key; params?: Params } | null {
  for (const lang of Object.keys(dictionaries) as Language[]) {
    const d = dictionaries[lang];
    const key = DEFAULT_NAME_KEYS.find((k) => d[k] === name);
    if (key) return { key };
    const [before, after] = String(d['setup.botName']).split('{n}');
    const n = name.startsWith(before!) && name.endsWith(after ?? '') ? name.slice(before!.length, name.length - (after ?? '').length) : '';
    if (/^\d+$/.test(n)) return { key: 'setup.botName', params: { n } };
  }
  return null;
}

export function isDefaultName(name: string): boolean {
  return defaultName(name) !== null;
}

/** A player's name as shown: one the app gave follows the current language (a saved lesson's «Олена» is "Olena" in English). */
export function shownName(name: string): string {
  const d = defaultName(name);
  return d ? t(d.key, d.params) : name;
}

/** "Olena, Petro and Bot 1" in the current language. */
export function formatList(items: string[]): string {
  return new Intl.ListFormat(current === 'uk' ? 'uk' : 'en', { style: 'long', type: 'conjunction' }).format(items);
}

const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const ENGLISH_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/**
 * A number as an ordinal: "3rd" in English; in Ukrainian with the feminine ending (перемога: 1-ша, 2-га,
 * 3-тя, 4-та, 7-ма, 8-ма, 11-та, 40-ва, 1000-на), the ending following the last word of the number.
 */
export function ordinalFeminine(n: number, lang: Language = current): string {
  if (lang === 'en') return `${n}${ENGLISH_SUFFIX[englishOrdinals.select(n)] ?? 'th'}`;
  const lastTwo = n % 100;
  const last = n % 10;
  let ending: string;
  if (lastTwo >= 10 && lastTwo <= 19) ending = 'та'; // одинадцята ... дев'ятнадцята
  else if (last !== 0) ending = ['', 'ша', 'га', 'тя', 'та', 'та', 'та', 'ма', 'ма', 'та'][last]!;
  else if (n % 1000 === 0) ending = 'на'; // тисячна
  else if (lastTwo === 40) ending = 'ва'; // сорокова
  else ending = 'та'; // двадцята, сота
  return `${n}-${ending}`;
}
